// expect: correct
// kind: tosa-elementwise
// tosa.maximum (PROPAGATE) operands commuted on tensor<?x?x?xf32>: maximumf is symmetric, NaN and signed zeros included (hand-written target)
func.func @f(%a: tensor<?x?x?xf32>, %b: tensor<?x?x?xf32>) -> tensor<?x?x?xf32> {
  %r = tosa.maximum %a, %b {nan_mode = #tosa.nan_mode<PROPAGATE>} : (tensor<?x?x?xf32>, tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
  return %r : tensor<?x?x?xf32>
}
