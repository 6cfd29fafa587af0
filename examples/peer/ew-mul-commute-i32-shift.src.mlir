// expect: correct
// kind: tosa-elementwise
// tosa.mul operands commuted on tensor<?x?x?xi32> with shift 3: rounding (a*b + 4) >> 3 is symmetric (hand-written target)
func.func @f(%a: tensor<?x?x?xi32>, %b: tensor<?x?x?xi32>) -> tensor<?x?x?xi32> {
  %s = "tosa.const"() {values = dense<3> : tensor<1xi8>} : () -> tensor<1xi8>
  %r = tosa.mul %a, %b, %s : (tensor<?x?x?xi32>, tensor<?x?x?xi32>, tensor<1xi8>) -> tensor<?x?x?xi32>
  return %r : tensor<?x?x?xi32>
}
