// expect: correct
// kind: tosa-to-linalg
// tosa-to-linalg on tosa.mul with shift 2, tensor<?x?x?xi32> (the body keeps tosa.apply_scale)
func.func @f(%a: tensor<?x?x?xi32>, %b: tensor<?x?x?xi32>) -> tensor<?x?x?xi32> {
  %s = "tosa.const"() {values = dense<2> : tensor<1xi8>} : () -> tensor<1xi8>
  %r = tosa.mul %a, %b, %s : (tensor<?x?x?xi32>, tensor<?x?x?xi32>, tensor<1xi8>) -> tensor<?x?x?xi32>
  return %r : tensor<?x?x?xi32>
}
