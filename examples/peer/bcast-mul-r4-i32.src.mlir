// expect: correct
// kind: tosa-broadcast
// tosa-to-linalg on tosa.mul (shift 0) of tensor<?x1x4x1xi32> and tensor<2x?x4x3xi32> (static and dynamic mix, rank 4)
func.func @f(%a: tensor<?x1x4x1xi32>, %b: tensor<2x?x4x3xi32>) -> tensor<2x?x4x3xi32> {
  %s = "tosa.const"() {values = dense<0> : tensor<1xi8>} : () -> tensor<1xi8>
  %r = tosa.mul %a, %b, %s : (tensor<?x1x4x1xi32>, tensor<2x?x4x3xi32>, tensor<1xi8>) -> tensor<2x?x4x3xi32>
  return %r : tensor<2x?x4x3xi32>
}
