// target of maxpool-named-f32: mlir-opt --pass-pipeline='builtin.module(func.func(tosa-to-linalg-named))'
module {
  func.func @f(%arg0: tensor<1x4x4x2xf32>) -> tensor<1x2x2x2xf32> {
    %cst = arith.constant -3.40282347E+38 : f32
    %0 = tensor.empty() : tensor<1x2x2x2xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
    %2 = tensor.empty() : tensor<2x2xf32>
    %3 = linalg.pooling_nhwc_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%arg0, %2 : tensor<1x4x4x2xf32>, tensor<2x2xf32>) outs(%1 : tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
    return %3 : tensor<1x2x2x2xf32>
  }
}

