// target of conv2d-named-i8: mlir-opt --pass-pipeline='builtin.module(func.func(tosa-to-linalg-named))'
#map = affine_map<(d0, d1, d2, d3) -> (d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
module {
  func.func @f(%arg0: tensor<1x4x4x2xi8>, %arg1: tensor<2x3x3x2xi8>, %arg2: tensor<2xi32>) -> tensor<1x2x2x2xi32> {
    %0 = "tosa.const"() <{values = dense<3> : tensor<1xi8>}> : () -> tensor<1xi8>
    %1 = "tosa.const"() <{values = dense<-2> : tensor<1xi8>}> : () -> tensor<1xi8>
    %2 = tensor.empty() : tensor<1x2x2x2xi32>
    %3 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg2 : tensor<2xi32>) outs(%2 : tensor<1x2x2x2xi32>) {
    ^bb0(%in: i32, %out: i32):
      linalg.yield %in : i32
    } -> tensor<1x2x2x2xi32>
    %c3_i32 = arith.constant 3 : i32
    %c-2_i32 = arith.constant -2 : i32
    %4 = linalg.conv_2d_nhwc_fhwc_q {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%arg0, %arg1, %c3_i32, %c-2_i32 : tensor<1x4x4x2xi8>, tensor<2x3x3x2xi8>, i32, i32) outs(%3 : tensor<1x2x2x2xi32>) -> tensor<1x2x2x2xi32>
    return %4 : tensor<1x2x2x2xi32>
  }
}

