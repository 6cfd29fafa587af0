// expect: correct
// kind: conv2d
// tosa-to-linalg-named then tosa-to-linalg on tosa.conv2d f32 (pad 1) followed by tosa.clamp [0, 6]
func.func @f(%x: tensor<1x4x4x2xf32>, %w: tensor<2x3x3x2xf32>, %b: tensor<2xf32>) -> tensor<1x4x4x2xf32> {
  %z = "tosa.const"() {values = dense<0.0> : tensor<1xf32>} : () -> tensor<1xf32>
  %c = tosa.conv2d %x, %w, %b, %z, %z {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x4x4x2xf32>, tensor<2x3x3x2xf32>, tensor<2xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4x2xf32>
  %r = tosa.clamp %c {min_val = 0.0 : f32, max_val = 6.0 : f32} : (tensor<1x4x4x2xf32>) -> tensor<1x4x4x2xf32>
  return %r : tensor<1x4x4x2xf32>
}
