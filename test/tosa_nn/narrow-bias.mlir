// Integer convolutions with a bias narrower than the result (issue 31): MLIR's verifier
// accepts `tosa.conv2d` of i8 operands with an i8 bias and `acc_type = i32` (a float bias
// must have the result's type), and tosa-to-linalg-named sign-extends the bias ("If
// required, the element type is expanded using an arith.extsi or arith.extf operation",
// TosaToLinalgNamed.cpp). tv added the i8 bias to the i32 sum unextended: "Z3 error: Sort
// mismatch at argument #1 for function dot.addi.i32.1" (MLIR's tosa-to-linalg-named.mlir
// @conv2d_i8). The bias is now sign-extended to the result in the encoder (nn_bias) and
// the interpreter (ne_bias), for conv2d, conv3d, depthwise_conv2d and transpose_conv2d;
// the lowerings are proven, a lowering that zero-extends the bias is incorrect (a negative
// bias), confirmed by running both.
// RUN: split-file %s %t
// RUN: %tv-opt --tv-verify-each --tv-on-failure=warn --tv-timeout=60 -p 'builtin.module(func.func(tosa-optional-decompositions,tosa-to-linalg-named))' %t/plugin.mlir 2>&1 >/dev/null | FileCheck %s --check-prefix=PLUGIN --implicit-check-not=warning:
// RUN: not %tv-check --timeout=60 %t/src.mlir %t/tgt.mlir | FileCheck %s
// RUN: %tv-run %t/src.mlir @conv2d_i8 "[[[[1, 2, 3]]]]" "[[[[1, 1, 1]]], [[[2, 0, -1]]]]" "[-3, -128]" | FileCheck %s --check-prefix=EXEC

// PLUGIN: tv: 6 pass runs, 4 checks: 4 proven, 0 incorrect, 0 inconclusive, 0 unsupported, 0 timeouts, 0 errors

// CHECK-LABEL: @conv2d_i8: proven
// CHECK-LABEL: @conv2d_i8_extui: incorrect
// CHECK-NEXT: why: result #0 differs at index
// CHECK: executed: source returns {{.*}}; target returns

// 1 + 2 + 3 - 3 = 3 and 2 - 3 - 128 = -129 (the i8 bias -128 sign-extended)
// EXEC: {{\[\[\[\[}}3, -129]]]] : tensor<1x1x1x2xi32>

//--- plugin.mlir
func.func @conv2d_i8(%input: tensor<1x4x4x3xi8>, %weights: tensor<2x1x1x3xi8>, %bias: tensor<2xi8>) -> tensor<1x4x4x2xi32> {
  %zp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.conv2d %input, %weights, %bias, %zp, %zp {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x4x3xi8>, tensor<2x1x1x3xi8>, tensor<2xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x4x4x2xi32>
  return %0 : tensor<1x4x4x2xi32>
}
func.func @conv3d_i8(%input: tensor<1x2x4x4x3xi8>, %weights: tensor<2x1x1x1x3xi8>, %bias: tensor<2xi8>) -> tensor<1x2x4x4x2xi32> {
  %zp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.conv3d %input, %weights, %bias, %zp, %zp {acc_type = i32, dilation = array<i64: 1, 1, 1>, pad = array<i64: 0, 0, 0, 0, 0, 0>, stride = array<i64: 1, 1, 1>} : (tensor<1x2x4x4x3xi8>, tensor<2x1x1x1x3xi8>, tensor<2xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x2x4x4x2xi32>
  return %0 : tensor<1x2x4x4x2xi32>
}
func.func @tconv_i8(%input: tensor<1x4x4x3xi8>, %weights: tensor<2x1x1x3xi8>, %bias: tensor<2xi8>) -> tensor<1x4x4x2xi32> {
  %zp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.transpose_conv2d %input, %weights, %bias, %zp, %zp {acc_type = i32, out_pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x4x3xi8>, tensor<2x1x1x3xi8>, tensor<2xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x4x4x2xi32>
  return %0 : tensor<1x4x4x2xi32>
}

//--- src.mlir
func.func @conv2d_i8(%input: tensor<1x1x1x3xi8>, %weights: tensor<2x1x1x3xi8>, %bias: tensor<2xi8>) -> tensor<1x1x1x2xi32> {
  %zp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.conv2d %input, %weights, %bias, %zp, %zp {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x1x1x3xi8>, tensor<2x1x1x3xi8>, tensor<2xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x1x1x2xi32>
  return %0 : tensor<1x1x1x2xi32>
}
func.func @conv2d_i8_extui(%input: tensor<1x1x1x3xi8>, %weights: tensor<2x1x1x3xi8>, %bias: tensor<2xi8>) -> tensor<1x1x1x2xi32> {
  %zp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.conv2d %input, %weights, %bias, %zp, %zp {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x1x1x3xi8>, tensor<2x1x1x3xi8>, tensor<2xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x1x1x2xi32>
  return %0 : tensor<1x1x1x2xi32>
}

//--- tgt.mlir
#map = affine_map<(d0, d1, d2, d3) -> (d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
func.func @conv2d_i8(%arg0: tensor<1x1x1x3xi8>, %arg1: tensor<2x1x1x3xi8>, %arg2: tensor<2xi8>) -> tensor<1x1x1x2xi32> {
  %1 = tensor.empty() : tensor<1x1x1x2xi32>
  %2 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg2 : tensor<2xi8>) outs(%1 : tensor<1x1x1x2xi32>) {
  ^bb0(%in: i8, %out: i32):
    %4 = arith.extsi %in : i8 to i32
    linalg.yield %4 : i32
  } -> tensor<1x1x1x2xi32>
  %3 = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<1x1x1x3xi8>, tensor<2x1x1x3xi8>) outs(%2 : tensor<1x1x1x2xi32>) -> tensor<1x1x1x2xi32>
  return %3 : tensor<1x1x1x2xi32>
}
func.func @conv2d_i8_extui(%arg0: tensor<1x1x1x3xi8>, %arg1: tensor<2x1x1x3xi8>, %arg2: tensor<2xi8>) -> tensor<1x1x1x2xi32> {
  %1 = tensor.empty() : tensor<1x1x1x2xi32>
  %2 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg2 : tensor<2xi8>) outs(%1 : tensor<1x1x1x2xi32>) {
  ^bb0(%in: i8, %out: i32):
    %4 = arith.extui %in : i8 to i32
    linalg.yield %4 : i32
  } -> tensor<1x1x1x2xi32>
  %3 = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<1x1x1x3xi8>, tensor<2x1x1x3xi8>) outs(%2 : tensor<1x1x1x2xi32>) -> tensor<1x1x1x2xi32>
  return %3 : tensor<1x1x1x2xi32>
}
