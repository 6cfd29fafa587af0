// expect: correct
// kind: depthwise
// tosa-to-linalg-named on tosa.depthwise_conv2d i8 -> i32 with channel multiplier 2 and zero points -1 (input) and 5 (weights): linalg.depthwise_conv_2d_nhwc_hwcm_q
func.func @f(%x: tensor<1x4x4x2xi8>, %w: tensor<3x3x2x2xi8>, %b: tensor<4xi32>) -> tensor<1x2x2x4xi32> {
  %zi = "tosa.const"() {values = dense<-1> : tensor<1xi8>} : () -> tensor<1xi8>
  %zw = "tosa.const"() {values = dense<5> : tensor<1xi8>} : () -> tensor<1xi8>
  %r = tosa.depthwise_conv2d %x, %w, %b, %zi, %zw {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x4x2xi8>, tensor<3x3x2x2xi8>, tensor<4xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x2x2x4xi32>
  return %r : tensor<1x2x2x4xi32>
}
