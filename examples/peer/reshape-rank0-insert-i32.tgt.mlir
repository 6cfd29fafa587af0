// target of reshape-rank0-insert-i32: by hand: tensor.from_elements
func.func @f(%a: tensor<i32>, %v: i32) -> tensor<i32> {
  %r = tensor.from_elements %v : tensor<i32>
  return %r : tensor<i32>
}
