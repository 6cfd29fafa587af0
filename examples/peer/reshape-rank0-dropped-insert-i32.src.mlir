// expect: incorrect
// kind: reshape
// rank-0 tensor.expand_shape tensor<i32> into tensor<1xi32>, tensor.insert of v at [0], tensor.collapse_shape back vs the argument itself (dropped insert)
func.func @f(%a: tensor<i32>, %v: i32) -> tensor<i32> {
  %c0 = arith.constant 0 : index
  %e = tensor.expand_shape %a [] output_shape [1] : tensor<i32> into tensor<1xi32>
  %i = tensor.insert %v into %e[%c0] : tensor<1xi32>
  %c = tensor.collapse_shape %i [] : tensor<1xi32> into tensor<i32>
  return %c : tensor<i32>
}
