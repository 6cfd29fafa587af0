// expect: incorrect
// kind: img2col
// img2col by hand on linalg.conv_2d_nhwc_hwcf i32, the patch map reading (oh + kw, ow + kh) instead of (oh + kh, ow + kw) (window transposed)
func.func @f(%x: tensor<1x4x4x2xi32>, %w: tensor<3x3x2x2xi32>, %init: tensor<1x2x2x2xi32>) -> tensor<1x2x2x2xi32> {
  %r = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%x, %w : tensor<1x4x4x2xi32>, tensor<3x3x2x2xi32>) outs(%init : tensor<1x2x2x2xi32>) -> tensor<1x2x2x2xi32>
  return %r : tensor<1x2x2x2xi32>
}
