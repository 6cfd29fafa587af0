// expect: incorrect
// kind: tosa-to-linalg
// tosa-to-linalg on tosa.sub, tensor<?x?x?xi32>, with the generic body's arith.subi operands swapped
func.func @f(%a: tensor<?x?x?xi32>, %b: tensor<?x?x?xi32>) -> tensor<?x?x?xi32> {
  %r = tosa.sub %a, %b : (tensor<?x?x?xi32>, tensor<?x?x?xi32>) -> tensor<?x?x?xi32>
  return %r : tensor<?x?x?xi32>
}
