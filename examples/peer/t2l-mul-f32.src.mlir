// expect: correct
// kind: tosa-to-linalg
// tosa-to-linalg on tosa.mul (shift 0), tensor<?x?x?xf32>
func.func @f(%a: tensor<?x?x?xf32>, %b: tensor<?x?x?xf32>) -> tensor<?x?x?xf32> {
  %s = "tosa.const"() {values = dense<0> : tensor<1xi8>} : () -> tensor<1xi8>
  %r = tosa.mul %a, %b, %s : (tensor<?x?x?xf32>, tensor<?x?x?xf32>, tensor<1xi8>) -> tensor<?x?x?xf32>
  return %r : tensor<?x?x?xf32>
}
