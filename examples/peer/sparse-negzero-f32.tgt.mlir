// target of sparse-negzero-f32: by hand: a dense form with -0.0 elsewhere
func.func @f(%a: tensor<4xf32>) -> tensor<4xf32> {
  %c = arith.constant dense<[-0.0, -0.0, 1.5, -0.0]> : tensor<4xf32>
  %r = arith.addf %a, %c : tensor<4xf32>
  return %r : tensor<4xf32>
}
