// expect: correct
// kind: pool
// tosa-to-linalg-named then one-shot-bufferize{bufferize-function-boundaries} on tosa.avg_pool2d f32 (3x3, stride 1, pad 1)
func.func @f(%x: tensor<1x4x4x2xf32>) -> tensor<1x4x4x2xf32> {
  %z = "tosa.const"() {values = dense<0.0> : tensor<1xf32>} : () -> tensor<1xf32>
  %r = tosa.avg_pool2d %x, %z, %z {acc_type = f32, kernel = array<i64: 3, 3>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>} : (tensor<1x4x4x2xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x4x4x2xf32>
  return %r : tensor<1x4x4x2xf32>
}
