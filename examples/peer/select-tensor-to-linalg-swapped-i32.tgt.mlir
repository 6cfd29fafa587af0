// target of select-tensor-to-linalg-swapped-i32: mlir-opt --pass-pipeline='builtin.module(func.func(convert-elementwise-to-linalg))', then by hand: select %in, %in_0, %in_1 -> select %in, %in_1, %in_0
#map = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func @f(%arg0: tensor<?x3xi1>, %arg1: tensor<?x3xi32>, %arg2: tensor<?x3xi32>) -> tensor<?x3xi32> {
    %0 = linalg.generic {indexing_maps = [#map, #map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1, %arg2 : tensor<?x3xi1>, tensor<?x3xi32>, tensor<?x3xi32>) outs(%arg1 : tensor<?x3xi32>) {
    ^bb0(%in: i1, %in_0: i32, %in_1: i32, %out: i32):
      %1 = arith.select %in, %in_1, %in_0 : i32
      linalg.yield %1 : i32
    } -> tensor<?x3xi32>
    return %0 : tensor<?x3xi32>
  }
}

