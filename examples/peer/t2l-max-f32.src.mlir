// expect: correct
// kind: tosa-to-linalg
// tosa-to-linalg on tosa.maximum (PROPAGATE), tensor<?x?x?xf32>: arith.maximumf
func.func @f(%a: tensor<?x?x?xf32>, %b: tensor<?x?x?xf32>) -> tensor<?x?x?xf32> {
  %r = tosa.maximum %a, %b {nan_mode = #tosa.nan_mode<PROPAGATE>} : (tensor<?x?x?xf32>, tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
  return %r : tensor<?x?x?xf32>
}
