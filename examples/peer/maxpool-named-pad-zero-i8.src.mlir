// expect: incorrect
// kind: pool
// tosa-to-linalg-named on tosa.max_pool2d i8 (3x3, pad 1), the target padding with 0 instead of -128 (wrong constant: a border window of negatives gives 0)
func.func @f(%x: tensor<1x4x4x2xi8>) -> tensor<1x4x4x2xi8> {
  %r = tosa.max_pool2d %x {kernel = array<i64: 3, 3>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x4x4x2xi8>) -> tensor<1x4x4x2xi8>
  return %r : tensor<1x4x4x2xi8>
}
