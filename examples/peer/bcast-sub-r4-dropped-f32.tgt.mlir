// target of bcast-sub-r4-dropped-f32: mlir-opt --pass-pipeline='builtin.module(func.func(tosa-to-linalg))', then by hand: the last generic ins(%2, %4) -> ins(%arg0, %4)
#map = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map2 = affine_map<(d0, d1, d2, d3) -> (0, d1, 0, d3)>
module {
  func.func @f(%arg0: tensor<1x?x1x2xf32>, %arg1: tensor<2x?x3x2xf32>) -> tensor<2x?x3x2xf32> {
    %c1 = arith.constant 1 : index
    %dim = tensor.dim %arg0, %c1 : tensor<1x?x1x2xf32>
    %dim_0 = tensor.dim %arg1, %c1 : tensor<2x?x3x2xf32>
    %0 = arith.maxui %dim, %dim_0 : index
    %dim_1 = tensor.dim %arg0, %c1 : tensor<1x?x1x2xf32>
    %1 = arith.cmpi eq, %dim_1, %c1 : index
    %2 = scf.if %1 -> (tensor<1x?x1x2xf32>) {
      %7 = tensor.empty(%0) : tensor<1x?x1x2xf32>
      %8 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0 : tensor<1x?x1x2xf32>) outs(%7 : tensor<1x?x1x2xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<1x?x1x2xf32>
      scf.yield %8 : tensor<1x?x1x2xf32>
    } else {
      scf.yield %arg0 : tensor<1x?x1x2xf32>
    }
    %dim_2 = tensor.dim %arg1, %c1 : tensor<2x?x3x2xf32>
    %3 = arith.cmpi eq, %dim_2, %c1 : index
    %4 = scf.if %3 -> (tensor<2x?x3x2xf32>) {
      %7 = tensor.empty(%0) : tensor<2x?x3x2xf32>
      %8 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg1 : tensor<2x?x3x2xf32>) outs(%7 : tensor<2x?x3x2xf32>) {
      ^bb0(%in: f32, %out: f32):
        linalg.yield %in : f32
      } -> tensor<2x?x3x2xf32>
      scf.yield %8 : tensor<2x?x3x2xf32>
    } else {
      scf.yield %arg1 : tensor<2x?x3x2xf32>
    }
    %5 = tensor.empty(%0) : tensor<2x?x3x2xf32>
    %6 = linalg.generic {indexing_maps = [#map2, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0, %4 : tensor<1x?x1x2xf32>, tensor<2x?x3x2xf32>) outs(%5 : tensor<2x?x3x2xf32>) {
    ^bb0(%in: f32, %in_3: f32, %out: f32):
      %7 = arith.subf %in, %in_3 : f32
      linalg.yield %7 : f32
    } -> tensor<2x?x3x2xf32>
    return %6 : tensor<2x?x3x2xf32>
  }
}

