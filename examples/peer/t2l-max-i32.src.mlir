// expect: correct
// kind: tosa-to-linalg
// tosa-to-linalg on tosa.maximum, tensor<?x?x?xi32>: arith.maxsi
func.func @f(%a: tensor<?x?x?xi32>, %b: tensor<?x?x?xi32>) -> tensor<?x?x?xi32> {
  %r = tosa.maximum %a, %b {nan_mode = #tosa.nan_mode<PROPAGATE>} : (tensor<?x?x?xi32>, tensor<?x?x?xi32>) -> tensor<?x?x?xi32>
  return %r : tensor<?x?x?xi32>
}
