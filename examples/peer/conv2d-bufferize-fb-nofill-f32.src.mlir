// expect: incorrect
// kind: conv2d
// one-shot-bufferize{bufferize-function-boundaries} on linalg.fill 0.0 + linalg.conv_2d_nhwc_fhwc f32, the linalg.fill of the fresh buffer dropped (dropped init: the conv reads uninitialized memory)
func.func @f(%x: tensor<1x4x4x2xf32>, %w: tensor<2x3x3x2xf32>) -> tensor<1x2x2x2xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x2x2x2xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
  %r = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%x, %w : tensor<1x4x4x2xf32>, tensor<2x3x3x2xf32>) outs(%init : tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
  return %r : tensor<1x2x2x2xf32>
}
