// expect: correct
// kind: sparse-constant
// arith.constant sparse<[[1], [3]], [2.0, -0.5]> : tensor<4xf32> (+0.0 elsewhere) multiplied into an argument vs the dense constant (hand-written target)
func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> {
  %c = arith.constant sparse<[[1], [3]], [2.0, -0.5]> : tensor<4xf32>
  %r = arith.mulf %a, %c : tensor<4xf32>
  return %r : tensor<4xf32>
}
