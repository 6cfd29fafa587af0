// expect: incorrect
// kind: tosa-elementwise
// tosa.sub operands swapped on tensor<?x?x?xi32> (not commutative)
func.func @f(%a: tensor<?x?x?xi32>, %b: tensor<?x?x?xi32>) -> tensor<?x?x?xi32> {
  %r = tosa.sub %a, %b : (tensor<?x?x?xi32>, tensor<?x?x?xi32>) -> tensor<?x?x?xi32>
  return %r : tensor<?x?x?xi32>
}
