// expect: incorrect
// kind: pool
// tosa-to-linalg-named then one-shot-bufferize{bufferize-function-boundaries} on tosa.max_pool2d i8 (3x3, pad 1), the input copied into the padded buffer one column to the right (subview offset [0, 1, 2, 0] instead of [0, 1, 1, 0]: off by one)
func.func @f(%x: tensor<1x4x4x2xi8>) -> tensor<1x4x4x2xi8> {
  %r = tosa.max_pool2d %x {kernel = array<i64: 3, 3>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x4x4x2xi8>) -> tensor<1x4x4x2xi8>
  return %r : tensor<1x4x4x2xi8>
}
