// target of dw-named-mult-i8: mlir-opt --pass-pipeline='builtin.module(func.func(tosa-to-linalg-named))'
#map = affine_map<(d0, d1, d2, d3) -> (d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
module {
  func.func @f(%arg0: tensor<1x4x4x2xi8>, %arg1: tensor<3x3x2x2xi8>, %arg2: tensor<4xi32>) -> tensor<1x2x2x4xi32> {
    %0 = "tosa.const"() <{values = dense<-1> : tensor<1xi8>}> : () -> tensor<1xi8>
    %1 = "tosa.const"() <{values = dense<5> : tensor<1xi8>}> : () -> tensor<1xi8>
    %2 = tensor.empty() : tensor<1x2x2x2x2xi32>
    %c0_i32 = arith.constant 0 : i32
    %3 = linalg.fill ins(%c0_i32 : i32) outs(%2 : tensor<1x2x2x2x2xi32>) -> tensor<1x2x2x2x2xi32>
    %4 = tensor.empty() : tensor<1x2x2x4xi32>
    %c-1_i32 = arith.constant -1 : i32
    %c5_i32 = arith.constant 5 : i32
    %5 = linalg.depthwise_conv_2d_nhwc_hwcm_q {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%arg0, %arg1, %c-1_i32, %c5_i32 : tensor<1x4x4x2xi8>, tensor<3x3x2x2xi8>, i32, i32) outs(%3 : tensor<1x2x2x2x2xi32>) -> tensor<1x2x2x2x2xi32>
    %collapsed = tensor.collapse_shape %5 [[0], [1], [2], [3, 4]] : tensor<1x2x2x2x2xi32> into tensor<1x2x2x4xi32>
    %6 = linalg.generic {indexing_maps = [#map, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg2, %collapsed : tensor<4xi32>, tensor<1x2x2x4xi32>) outs(%4 : tensor<1x2x2x4xi32>) {
    ^bb0(%in: i32, %in_0: i32, %out: i32):
      %7 = arith.addi %in, %in_0 : i32
      linalg.yield %7 : i32
    } -> tensor<1x2x2x4xi32>
    return %6 : tensor<1x2x2x4xi32>
  }
}

