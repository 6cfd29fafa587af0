// expect: incorrect
// kind: conv2d
// tosa-to-linalg-named on tosa.conv2d i8 with zero points 3 and -2, the target's weight zero point 2 instead of -2 (wrong constant)
func.func @f(%x: tensor<1x4x4x2xi8>, %w: tensor<2x3x3x2xi8>, %b: tensor<2xi32>) -> tensor<1x2x2x2xi32> {
  %zi = "tosa.const"() {values = dense<3> : tensor<1xi8>} : () -> tensor<1xi8>
  %zw = "tosa.const"() {values = dense<-2> : tensor<1xi8>} : () -> tensor<1xi8>
  %r = tosa.conv2d %x, %w, %b, %zi, %zw {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x4x2xi8>, tensor<2x3x3x2xi8>, tensor<2xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x2x2x2xi32>
  return %r : tensor<1x2x2x2xi32>
}
