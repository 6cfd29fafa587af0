// expect: correct
// kind: conv2d
// tosa-to-linalg-named on tosa.conv2d f32 (1x4x4x2 input, 2x3x3x2 weights, pad 1): tensor.pad with +0.0, the bias broadcast as init, linalg.conv_2d_nhwc_fhwc (the lowering adds the bias first; TOSA's float accuracy rules leave the order of a dot product open, tv follows the lowering: docs/semantics.md)
func.func @f(%x: tensor<1x4x4x2xf32>, %w: tensor<2x3x3x2xf32>, %b: tensor<2xf32>) -> tensor<1x4x4x2xf32> {
  %z = "tosa.const"() {values = dense<0.0> : tensor<1xf32>} : () -> tensor<1xf32>
  %r = tosa.conv2d %x, %w, %b, %z, %z {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x4x4x2xf32>, tensor<2x3x3x2xf32>, tensor<2xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4x2xf32>
  return %r : tensor<1x4x4x2xf32>
}
