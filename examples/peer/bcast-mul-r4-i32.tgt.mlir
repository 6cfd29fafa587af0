// target of bcast-mul-r4-i32: mlir-opt --pass-pipeline='builtin.module(func.func(tosa-to-linalg))'
#map = affine_map<(d0, d1, d2, d3) -> (0, d1, d2, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, 0)>
module {
  func.func @f(%arg0: tensor<?x1x4x1xi32>, %arg1: tensor<2x?x4x3xi32>) -> tensor<2x?x4x3xi32> {
    %0 = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
    %c1 = arith.constant 1 : index
    %dim = tensor.dim %arg1, %c1 : tensor<2x?x4x3xi32>
    %c0 = arith.constant 0 : index
    %dim_0 = tensor.dim %arg0, %c0 : tensor<?x1x4x1xi32>
    %1 = arith.cmpi eq, %dim_0, %c1 : index
    %2 = scf.if %1 -> (tensor<?x1x4x1xi32>) {
      %5 = tensor.empty() : tensor<2x1x4x1xi32>
      %6 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0 : tensor<?x1x4x1xi32>) outs(%5 : tensor<2x1x4x1xi32>) {
      ^bb0(%in: i32, %out: i32):
        linalg.yield %in : i32
      } -> tensor<2x1x4x1xi32>
      %cast = tensor.cast %6 : tensor<2x1x4x1xi32> to tensor<?x1x4x1xi32>
      scf.yield %cast : tensor<?x1x4x1xi32>
    } else {
      scf.yield %arg0 : tensor<?x1x4x1xi32>
    }
    %3 = tensor.empty(%dim) : tensor<2x?x4x3xi32>
    %4 = linalg.generic {indexing_maps = [#map2, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2, %arg1 : tensor<?x1x4x1xi32>, tensor<2x?x4x3xi32>) outs(%3 : tensor<2x?x4x3xi32>) {
    ^bb0(%in: i32, %in_1: i32, %out: i32):
      %5 = arith.muli %in, %in_1 : i32
      linalg.yield %5 : i32
    } -> tensor<2x?x4x3xi32>
    return %4 : tensor<2x?x4x3xi32>
  }
}

