// target of img2col-nhwc-f32: mlir-opt --pass-pipeline='builtin.module(transform-interpreter)'
#map = affine_map<(d0, d1, d2) -> (d0, d1 floordiv 2 + d2 floordiv 6, d1 mod 2 + (d2 mod 6) floordiv 2, d2 mod 2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d3, d2)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
module {
  func.func @f(%arg0: tensor<1x4x4x2xf32>, %arg1: tensor<3x3x2x2xf32>, %arg2: tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32> {
    %collapsed = tensor.collapse_shape %arg1 [[0, 1, 2], [3]] : tensor<3x3x2x2xf32> into tensor<18x2xf32>
    %collapsed_0 = tensor.collapse_shape %arg2 [[0], [1, 2], [3]] : tensor<1x2x2x2xf32> into tensor<1x4x2xf32>
    %0 = tensor.empty() : tensor<1x4x18xf32>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<1x4x4x2xf32>) outs(%0 : tensor<1x4x18xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<1x4x18xf32>
    %2 = linalg.generic {indexing_maps = [#map2, #map3, #map4], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%1, %collapsed : tensor<1x4x18xf32>, tensor<18x2xf32>) outs(%collapsed_0 : tensor<1x4x2xf32>) {
    ^bb0(%in: f32, %in_1: f32, %out: f32):
      %3 = arith.mulf %in, %in_1 : f32
      %4 = arith.addf %3, %out : f32
      linalg.yield %4 : f32
    } -> tensor<1x4x2xf32>
    %expanded = tensor.expand_shape %2 [[0], [1, 2], [3]] output_shape [1, 2, 2, 2] : tensor<1x4x2xf32> into tensor<1x2x2x2xf32>
    return %expanded : tensor<1x2x2x2xf32>
  }
  module attributes {transform.with_named_sequence} {
    transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
      %0 = transform.structured.match ops{["linalg.conv_2d_nhwc_hwcf"]} in %arg0 : (!transform.any_op) -> !transform.any_op
      %img2col_tensor, %transformed = transform.structured.convert_conv2d_to_img2col %0 : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
      transform.yield 
    }
  }
}

