// expect: correct
// kind: pool
// tosa-to-linalg-named on tosa.max_pool2d i8 (3x3, stride 1, pad 1): padding and init -128, the lowest i8
func.func @f(%x: tensor<1x4x4x2xi8>) -> tensor<1x4x4x2xi8> {
  %r = tosa.max_pool2d %x {kernel = array<i64: 3, 3>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x4x4x2xi8>) -> tensor<1x4x4x2xi8>
  return %r : tensor<1x4x4x2xi8>
}
