// expect: correct
// kind: tosa-broadcast
// tosa-to-linalg on tosa.add of tensor<3x1xi32> and tensor<1x3xi32> (both operands broadcast, static)
func.func @f(%a: tensor<3x1xi32>, %b: tensor<1x3xi32>) -> tensor<3x3xi32> {
  %r = tosa.add %a, %b : (tensor<3x1xi32>, tensor<1x3xi32>) -> tensor<3x3xi32>
  return %r : tensor<3x3xi32>
}
