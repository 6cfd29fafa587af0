// expect: incorrect
// kind: sparse-constant
// arith.constant sparse<[[2]], [1.5]> : tensor<4xf32> added to an argument vs a dense constant with -0.0 where the sparse one has +0.0 (-0.0 + +0.0 = +0.0 but -0.0 + -0.0 = -0.0: wrong constant)
func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> {
  %c = arith.constant sparse<[[2]], [1.5]> : tensor<4xf32>
  %r = arith.addf %a, %c : tensor<4xf32>
  return %r : tensor<4xf32>
}
