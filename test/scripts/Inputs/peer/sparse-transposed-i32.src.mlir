// expect: incorrect
// kind: sparse-constant
// arith.constant sparse<[[0, 1], [2, 3]], [5, -7]> : tensor<3x4xi32> vs a dense constant with 5 at [1, 0] (indices transposed)
func.func @f(%a: tensor<3x4xi32>) -> tensor<3x4xi32> {
  %c = arith.constant sparse<[[0, 1], [2, 3]], [5, -7]> : tensor<3x4xi32>
  %r = arith.addi %a, %c : tensor<3x4xi32>
  return %r : tensor<3x4xi32>
}
