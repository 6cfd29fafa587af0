// target of sparse-transposed-i32: by hand: a dense form with the first value at [1, 0]
func.func @f(%a: tensor<3x4xi32>) -> tensor<3x4xi32> {
  %c = arith.constant dense<[[0, 0, 0, 0], [5, 0, 0, 0], [0, 0, 0, -7]]> : tensor<3x4xi32>
  %r = arith.addi %a, %c : tensor<3x4xi32>
  return %r : tensor<3x4xi32>
}
