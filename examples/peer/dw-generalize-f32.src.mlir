// expect: correct
// kind: depthwise
// linalg-generalize-named-ops on linalg.depthwise_conv_2d_nhwc_hwc f32 (1x4x4x2 input, 3x3x2 filter)
func.func @f(%x: tensor<1x4x4x2xf32>, %w: tensor<3x3x2xf32>, %init: tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32> {
  %r = linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%x, %w : tensor<1x4x4x2xf32>, tensor<3x3x2xf32>) outs(%init : tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
  return %r : tensor<1x2x2x2xf32>
}
