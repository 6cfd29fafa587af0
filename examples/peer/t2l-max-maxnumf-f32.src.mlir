// expect: incorrect
// kind: tosa-to-linalg
// tosa-to-linalg on tosa.maximum (PROPAGATE), tensor<?x?x?xf32>, with arith.maximumf replaced by arith.maxnumf (drops NaN propagation)
func.func @f(%a: tensor<?x?x?xf32>, %b: tensor<?x?x?xf32>) -> tensor<?x?x?xf32> {
  %r = tosa.maximum %a, %b {nan_mode = #tosa.nan_mode<PROPAGATE>} : (tensor<?x?x?xf32>, tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
  return %r : tensor<?x?x?xf32>
}
