// target of sparse-mul-f32: by hand: the dense form
func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> {
  %c = arith.constant dense<[0.0, 2.0, 0.0, -0.5]> : tensor<4xf32>
  %r = arith.mulf %a, %c : tensor<4xf32>
  return %r : tensor<4xf32>
}
