// expect: correct
// kind: tosa-to-linalg
// tosa-to-linalg on tosa.add, tensor<?x?x?xf32> (dynamic broadcast: scf.if per dimension)
func.func @f(%a: tensor<?x?x?xf32>, %b: tensor<?x?x?xf32>) -> tensor<?x?x?xf32> {
  %r = tosa.add %a, %b : (tensor<?x?x?xf32>, tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
  return %r : tensor<?x?x?xf32>
}
