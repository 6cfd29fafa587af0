// expect: correct
// kind: depthwise
// tosa-to-linalg-named on tosa.depthwise_conv2d f32 (1x4x4x2 input, 3x3x2x1 weights, pad 1): linalg.depthwise_conv_2d_nhwc_hwcm from +0.0, collapse_shape, then the bias added
func.func @f(%x: tensor<1x4x4x2xf32>, %w: tensor<3x3x2x1xf32>, %b: tensor<2xf32>) -> tensor<1x4x4x2xf32> {
  %z = "tosa.const"() {values = dense<0.0> : tensor<1xf32>} : () -> tensor<1xf32>
  %r = tosa.depthwise_conv2d %x, %w, %b, %z, %z {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x4x4x2xf32>, tensor<3x3x2x1xf32>, tensor<2xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4x2xf32>
  return %r : tensor<1x4x4x2xf32>
}
