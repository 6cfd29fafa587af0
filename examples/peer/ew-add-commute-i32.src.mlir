// expect: correct
// kind: tosa-elementwise
// tosa.add operands commuted on tensor<?x?x?xi32> (hand-written target)
func.func @f(%a: tensor<?x?x?xi32>, %b: tensor<?x?x?xi32>) -> tensor<?x?x?xi32> {
  %r = tosa.add %a, %b : (tensor<?x?x?xi32>, tensor<?x?x?xi32>) -> tensor<?x?x?xi32>
  return %r : tensor<?x?x?xi32>
}
