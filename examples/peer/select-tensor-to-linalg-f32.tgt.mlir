// target of select-tensor-to-linalg-f32: mlir-opt --pass-pipeline='builtin.module(func.func(convert-elementwise-to-linalg))'
#map = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func @f(%arg0: tensor<2x3xi1>, %arg1: tensor<2x3xf32>, %arg2: tensor<2x3xf32>) -> tensor<2x3xf32> {
    %0 = linalg.generic {indexing_maps = [#map, #map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1, %arg2 : tensor<2x3xi1>, tensor<2x3xf32>, tensor<2x3xf32>) outs(%arg1 : tensor<2x3xf32>) {
    ^bb0(%in: i1, %in_0: f32, %in_1: f32, %out: f32):
      %1 = arith.select %in, %in_0, %in_1 : f32
      linalg.yield %1 : f32
    } -> tensor<2x3xf32>
    return %0 : tensor<2x3xf32>
  }
}

