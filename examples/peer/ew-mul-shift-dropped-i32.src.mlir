// expect: incorrect
// kind: tosa-elementwise
// tosa.mul on tensor<?x?x?xi32>: the target's shift is 0 instead of 1, so a*b is not halved (wrong constant)
func.func @f(%a: tensor<?x?x?xi32>, %b: tensor<?x?x?xi32>) -> tensor<?x?x?xi32> {
  %s = "tosa.const"() {values = dense<1> : tensor<1xi8>} : () -> tensor<1xi8>
  %r = tosa.mul %a, %b, %s : (tensor<?x?x?xi32>, tensor<?x?x?xi32>, tensor<1xi8>) -> tensor<?x?x?xi32>
  return %r : tensor<?x?x?xi32>
}
