// expect: correct
// kind: img2col
// img2col written by hand without floordiv/mod maps: linalg.conv_2d_nhwc_hwcf i32 vs a 6-D patch generic (n, oh, ow, kh, kw, c), collapse_shape to 1x4x18, a matmul generic with the collapsed 18x2 filter, expand_shape
func.func @f(%x: tensor<1x4x4x2xi32>, %w: tensor<3x3x2x2xi32>, %init: tensor<1x2x2x2xi32>) -> tensor<1x2x2x2xi32> {
  %r = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%x, %w : tensor<1x4x4x2xi32>, tensor<3x3x2x2xi32>) outs(%init : tensor<1x2x2x2xi32>) -> tensor<1x2x2x2xi32>
  return %r : tensor<1x2x2x2xi32>
}
