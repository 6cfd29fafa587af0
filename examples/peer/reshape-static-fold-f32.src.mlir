// expect: correct
// kind: reshape
// canonicalize on tensor.expand_shape 2x3x4 -> 2x3x2x2 followed by tensor.collapse_shape -> 6x4: folded into one collapse_shape [[0, 1], [2]]
func.func @f(%a: tensor<2x3x4xf32>) -> tensor<6x4xf32> {
  %e = tensor.expand_shape %a [[0], [1], [2, 3]] output_shape [2, 3, 2, 2] : tensor<2x3x4xf32> into tensor<2x3x2x2xf32>
  %c = tensor.collapse_shape %e [[0, 1], [2, 3]] : tensor<2x3x2x2xf32> into tensor<6x4xf32>
  return %c : tensor<6x4xf32>
}
