// Regression: Z3 compares lambdas by the names of their bound variables, and every lambda
// got a fresh name, so a function checked against itself built two different terms for
// each nested reduction and the solver timed out (exact encoding, 60 s); lambdas now get
// canonical names (smt_lambda_n) and the pair is one term.

// RUN: %tv-check --fp=ieee --timeout=60 %s %s | FileCheck %s
// CHECK: @pools: proven [ieee]{{$}}

func.func @pools(%x: tensor<1x8x8x6xf32>) -> tensor<1x1x1x6xf32> {
  %zero = arith.constant 0.000000e+00 : f32
  %lowest = arith.constant -3.40282347E+38 : f32
  %0 = tensor.empty() : tensor<1x4x4x6xf32>
  %1 = linalg.fill ins(%lowest : f32) outs(%0 : tensor<1x4x4x6xf32>) -> tensor<1x4x4x6xf32>
  %w2 = tensor.empty() : tensor<2x2xf32>
  %max = linalg.pooling_nhwc_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>}
      ins(%x, %w2 : tensor<1x8x8x6xf32>, tensor<2x2xf32>) outs(%1 : tensor<1x4x4x6xf32>) -> tensor<1x4x4x6xf32>
  %4 = tensor.empty() : tensor<1x1x1x6xf32>
  %5 = linalg.fill ins(%zero : f32) outs(%4 : tensor<1x1x1x6xf32>) -> tensor<1x1x1x6xf32>
  %w4 = tensor.empty() : tensor<4x4xf32>
  %sum = linalg.pooling_nhwc_sum {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
      ins(%max, %w4 : tensor<1x4x4x6xf32>, tensor<4x4xf32>) outs(%5 : tensor<1x1x1x6xf32>) -> tensor<1x1x1x6xf32>
  return %sum : tensor<1x1x1x6xf32>
}
