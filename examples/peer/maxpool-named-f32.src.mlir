// expect: incorrect
// kind: pool (MLIR finding)
// tosa-to-linalg-named on tosa.max_pool2d f32 (2x2, stride 2): the lowering starts from -FLT_MAX where TOSA starts from -Inf, so a window of -Inf gives -3.4028235e+38 (docs/semantics.md, findings against MLIR 22)
func.func @f(%x: tensor<1x4x4x2xf32>) -> tensor<1x2x2x2xf32> {
  %r = tosa.max_pool2d %x {kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<1x4x4x2xf32>) -> tensor<1x2x2x2xf32>
  return %r : tensor<1x2x2x2xf32>
}
