// expect: correct
// kind: reshape
// rank-0 tensor.expand_shape tensor<f32> into tensor<1x1xf32>, arith.negf, tensor.collapse_shape back vs arith.negf on the rank-0 tensor (hand-written target)
func.func @f(%a: tensor<f32>) -> tensor<f32> {
  %e = tensor.expand_shape %a [] output_shape [1, 1] : tensor<f32> into tensor<1x1xf32>
  %n = arith.negf %e : tensor<1x1xf32>
  %c = tensor.collapse_shape %n [] : tensor<1x1xf32> into tensor<f32>
  return %c : tensor<f32>
}
