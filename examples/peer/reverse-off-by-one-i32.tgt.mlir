// target of reverse-off-by-one-i32: mlir-opt --pass-pipeline='builtin.module(func.func(tosa-to-linalg))', then by hand: %5 = subi %4, %3 -> subi %dim_3, %3
#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
module {
  func.func @f(%arg0: tensor<?x?x?xi32>) -> tensor<?x?x?xi32> {
    %c0 = arith.constant 0 : index
    %dim = tensor.dim %arg0, %c0 : tensor<?x?x?xi32>
    %c1 = arith.constant 1 : index
    %dim_0 = tensor.dim %arg0, %c1 : tensor<?x?x?xi32>
    %c2 = arith.constant 2 : index
    %dim_1 = tensor.dim %arg0, %c2 : tensor<?x?x?xi32>
    %c1_2 = arith.constant 1 : index
    %dim_3 = tensor.dim %arg0, %c1_2 : tensor<?x?x?xi32>
    %0 = tensor.empty(%dim, %dim_0, %dim_1) : tensor<?x?x?xi32>
    %1 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel"]} outs(%0 : tensor<?x?x?xi32>) {
    ^bb0(%out: i32):
      %2 = linalg.index 0 : index
      %3 = linalg.index 1 : index
      %c1_4 = arith.constant 1 : index
      %4 = arith.subi %dim_3, %c1_4 : index
      %5 = arith.subi %dim_3, %3 : index
      %6 = linalg.index 2 : index
      %extracted = tensor.extract %arg0[%2, %5, %6] : tensor<?x?x?xi32>
      linalg.yield %extracted : i32
    } -> tensor<?x?x?xi32>
    return %1 : tensor<?x?x?xi32>
  }
}

