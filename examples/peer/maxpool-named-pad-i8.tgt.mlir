// target of maxpool-named-pad-i8: mlir-opt --pass-pipeline='builtin.module(func.func(tosa-to-linalg-named))'
module {
  func.func @f(%arg0: tensor<1x4x4x2xi8>) -> tensor<1x4x4x2xi8> {
    %c-128_i8 = arith.constant -128 : i8
    %padded = tensor.pad %arg0 low[0, 1, 1, 0] high[0, 1, 1, 0] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %c-128_i8 : i8
    } : tensor<1x4x4x2xi8> to tensor<1x6x6x2xi8>
    %c-128_i8_0 = arith.constant -128 : i8
    %0 = tensor.empty() : tensor<1x4x4x2xi8>
    %1 = linalg.fill ins(%c-128_i8_0 : i8) outs(%0 : tensor<1x4x4x2xi8>) -> tensor<1x4x4x2xi8>
    %2 = tensor.empty() : tensor<3x3xi8>
    %3 = linalg.pooling_nhwc_max {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded, %2 : tensor<1x6x6x2xi8>, tensor<3x3xi8>) outs(%1 : tensor<1x4x4x2xi8>) -> tensor<1x4x4x2xi8>
    return %3 : tensor<1x4x4x2xi8>
  }
}

