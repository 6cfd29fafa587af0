// expect: correct
// kind: pool
// tosa-to-linalg-named then one-shot-bufferize{bufferize-function-boundaries} on tosa.max_pool2d i8 (3x3, pad 1): the padded copy built in a buffer (linalg.map -128, memref.copy into a subview), linalg.pooling_nhwc_max on buffers
func.func @f(%x: tensor<1x4x4x2xi8>) -> tensor<1x4x4x2xi8> {
  %r = tosa.max_pool2d %x {kernel = array<i64: 3, 3>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x4x4x2xi8>) -> tensor<1x4x4x2xi8>
  return %r : tensor<1x4x4x2xi8>
}
