// expect: incorrect
// kind: tosa-elementwise
// (a - b) + b on tensor<?x?x?xi32> folded to a: wrong when b broadcasts a size-1 dimension of a (the result then has b's size; dropped broadcast)
func.func @f(%a: tensor<?x?x?xi32>, %b: tensor<?x?x?xi32>) -> tensor<?x?x?xi32> {
  %d = tosa.sub %a, %b : (tensor<?x?x?xi32>, tensor<?x?x?xi32>) -> tensor<?x?x?xi32>
  %r = tosa.add %d, %b : (tensor<?x?x?xi32>, tensor<?x?x?xi32>) -> tensor<?x?x?xi32>
  return %r : tensor<?x?x?xi32>
}
