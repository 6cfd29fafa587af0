// expect: correct
// kind: tosa-broadcast
// tosa-to-linalg on tosa.sub of tensor<1x?x1x2xf32> and tensor<2x?x3x2xf32> (rank 4, mixed)
func.func @f(%a: tensor<1x?x1x2xf32>, %b: tensor<2x?x3x2xf32>) -> tensor<2x?x3x2xf32> {
  %r = tosa.sub %a, %b : (tensor<1x?x1x2xf32>, tensor<2x?x3x2xf32>) -> tensor<2x?x3x2xf32>
  return %r : tensor<2x?x3x2xf32>
}
