// target of bcast-add-r2-transposed-i32: mlir-opt --pass-pipeline='builtin.module(func.func(tosa-to-linalg))', then by hand: maps (d0, 0) -> (d1, 0) and (0, d1) -> (0, d0)
#map = affine_map<(d0, d1) -> (d1, 0)>
#map1 = affine_map<(d0, d1) -> (0, d0)>
#map2 = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func @f(%arg0: tensor<3x1xi32>, %arg1: tensor<1x3xi32>) -> tensor<3x3xi32> {
    %0 = tensor.empty() : tensor<3x3xi32>
    %1 = linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : tensor<3x1xi32>, tensor<1x3xi32>) outs(%0 : tensor<3x3xi32>) {
    ^bb0(%in: i32, %in_0: i32, %out: i32):
      %2 = arith.addi %in, %in_0 : i32
      linalg.yield %2 : i32
    } -> tensor<3x3xi32>
    return %1 : tensor<3x3xi32>
  }
}

