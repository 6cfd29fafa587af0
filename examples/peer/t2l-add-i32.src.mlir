// expect: correct
// kind: tosa-to-linalg
// tosa-to-linalg on tosa.add, tensor<?x?x?xi32>
func.func @f(%a: tensor<?x?x?xi32>, %b: tensor<?x?x?xi32>) -> tensor<?x?x?xi32> {
  %r = tosa.add %a, %b : (tensor<?x?x?xi32>, tensor<?x?x?xi32>) -> tensor<?x?x?xi32>
  return %r : tensor<?x?x?xi32>
}
