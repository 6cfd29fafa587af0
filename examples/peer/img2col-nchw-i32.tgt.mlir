// target of img2col-nchw-i32: mlir-opt --pass-pipeline='builtin.module(transform-interpreter)'
#map = affine_map<(d0, d1, d2) -> (d0, d1 floordiv 9, d2 floordiv 2 + (d1 mod 9) floordiv 3, d2 mod 2 + d1 mod 3)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d1, d3)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
module {
  func.func @f(%arg0: tensor<1x2x4x4xi32>, %arg1: tensor<2x2x3x3xi32>, %arg2: tensor<1x2x2x2xi32>) -> tensor<1x2x2x2xi32> {
    %collapsed = tensor.collapse_shape %arg1 [[0], [1, 2, 3]] : tensor<2x2x3x3xi32> into tensor<2x18xi32>
    %collapsed_0 = tensor.collapse_shape %arg2 [[0], [1], [2, 3]] : tensor<1x2x2x2xi32> into tensor<1x2x4xi32>
    %0 = tensor.empty() : tensor<1x18x4xi32>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<1x2x4x4xi32>) outs(%0 : tensor<1x18x4xi32>) {
    ^bb0(%in: i32, %out: i32):
      linalg.yield %in : i32
    } -> tensor<1x18x4xi32>
    %2 = linalg.generic {indexing_maps = [#map2, #map3, #map4], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%collapsed, %1 : tensor<2x18xi32>, tensor<1x18x4xi32>) outs(%collapsed_0 : tensor<1x2x4xi32>) {
    ^bb0(%in: i32, %in_1: i32, %out: i32):
      %3 = arith.muli %in, %in_1 : i32
      %4 = arith.addi %3, %out : i32
      linalg.yield %4 : i32
    } -> tensor<1x2x4xi32>
    %expanded = tensor.expand_shape %2 [[0], [1], [2, 3]] output_shape [1, 2, 2, 2] : tensor<1x2x4xi32> into tensor<1x2x2x2xi32>
    return %expanded : tensor<1x2x2x2xi32>
  }
  module attributes {transform.with_named_sequence} {
    transform.named_sequence @__transform_main(%arg0: !transform.any_op {transform.readonly}) {
      %0 = transform.structured.match ops{["linalg.conv_2d_nchw_fchw"]} in %arg0 : (!transform.any_op) -> !transform.any_op
      %img2col_tensor, %transformed = transform.structured.convert_conv2d_to_img2col %0 : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
      transform.yield 
    }
  }
}

