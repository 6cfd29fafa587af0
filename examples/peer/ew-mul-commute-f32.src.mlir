// expect: correct
// kind: tosa-elementwise
// tosa.mul operands commuted on tensor<?x?x?xf32>, shift 0 (hand-written target)
func.func @f(%a: tensor<?x?x?xf32>, %b: tensor<?x?x?xf32>) -> tensor<?x?x?xf32> {
  %s = "tosa.const"() {values = dense<0> : tensor<1xi8>} : () -> tensor<1xi8>
  %r = tosa.mul %a, %b, %s : (tensor<?x?x?xf32>, tensor<?x?x?xf32>, tensor<1xi8>) -> tensor<?x?x?xf32>
  return %r : tensor<?x?x?xf32>
}
