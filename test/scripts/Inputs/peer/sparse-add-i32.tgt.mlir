// target of sparse-add-i32: by hand: the dense form
func.func @f(%a: tensor<3x4xi32>) -> tensor<3x4xi32> {
  %c = arith.constant dense<[[0, 5, 0, 0], [0, 0, 0, 0], [0, 0, 0, -7]]> : tensor<3x4xi32>
  %r = arith.addi %a, %c : tensor<3x4xi32>
  return %r : tensor<3x4xi32>
}
