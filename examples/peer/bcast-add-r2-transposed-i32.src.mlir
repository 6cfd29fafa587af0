// expect: incorrect
// kind: tosa-broadcast
// tosa-to-linalg on tosa.add of tensor<3x1xi32> and tensor<1x3xi32>, each operand broadcast along the other's dimension (maps (d1, 0) and (0, d0): wrong broadcast dimension)
func.func @f(%a: tensor<3x1xi32>, %b: tensor<1x3xi32>) -> tensor<3x3xi32> {
  %r = tosa.add %a, %b : (tensor<3x1xi32>, tensor<1x3xi32>) -> tensor<3x3xi32>
  return %r : tensor<3x3xi32>
}
