// tosa.matmul, conv2d, depthwise_conv2d, avg_pool2d and max_pool2d: window folds with zero points, padding and bias as the lowering accumulates them.
// RUN: split-file %s %t
// RUN: not %tv-check --timeout=120 %t/src.mlir %t/tgt.mlir | FileCheck %s

// CHECK-LABEL: @matmul_same: proven [abstract]
// CHECK-LABEL: @matmul_zp: incorrect
// CHECK-NEXT: why: result #0 differs
// CHECK-LABEL: @conv_1x1_same: proven
// CHECK-LABEL: @conv_zp: incorrect
// CHECK-NEXT: why: result #0 differs
// CHECK-LABEL: @depthwise_bias: incorrect
// CHECK-NEXT: why: result #0 differs
// only the sign of a zero sum differs (+0.0 + -0.0 = +0.0): accepted by TOSA's float error bound
// CHECK-LABEL: @avg_1x1: inconclusive
// CHECK-LABEL: @max_1x1: proven
// CHECK-LABEL: @max_pool_ignore: incorrect
// CHECK-NEXT: why: result #0 differs

//--- src.mlir
func.func @matmul_same(%a: tensor<1x2x3xf32>, %b: tensor<1x3x2xf32>) -> tensor<1x2x2xf32> {
  %z = arith.constant dense<0.0> : tensor<1xf32>
  %r = tosa.matmul %a, %b, %z, %z : (tensor<1x2x3xf32>, tensor<1x3x2xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x2xf32>
  return %r : tensor<1x2x2xf32>
}
// wrong: another zero point for a (incorrect)
func.func @matmul_zp(%a: tensor<1x2x3xi8>, %b: tensor<1x3x2xi8>) -> tensor<1x2x2xi32> {
  %z = arith.constant dense<0> : tensor<1xi8>
  %r = tosa.matmul %a, %b, %z, %z : (tensor<1x2x3xi8>, tensor<1x3x2xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x2x2xi32>
  return %r : tensor<1x2x2xi32>
}
func.func @conv_1x1_same(%x: tensor<1x2x2x1xi8>, %w: tensor<2x1x1x1xi8>, %b: tensor<2xi32>) -> tensor<1x2x2x2xi32> {
  %z = arith.constant dense<0> : tensor<1xi8>
  %r = tosa.conv2d %x, %w, %b, %z, %z {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x2x2x1xi8>, tensor<2x1x1x1xi8>, tensor<2xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x2x2x2xi32>
  return %r : tensor<1x2x2x2xi32>
}
// wrong: the input zero point also pads, so padded elements contribute 0 on both sides, but inside ones differ (incorrect)
func.func @conv_zp(%x: tensor<1x2x2x1xi8>, %w: tensor<1x2x2x1xi8>, %b: tensor<1xi32>) -> tensor<1x2x2x1xi32> {
  %z = arith.constant dense<0> : tensor<1xi8>
  %r = tosa.conv2d %x, %w, %b, %z, %z {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 1, 0, 1>, stride = array<i64: 1, 1>} : (tensor<1x2x2x1xi8>, tensor<1x2x2x1xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x2x2x1xi32>
  return %r : tensor<1x2x2x1xi32>
}
// wrong: the bias is added after the window sum; dropping it is incorrect
func.func @depthwise_bias(%x: tensor<1x2x2x1xi8>, %w: tensor<1x1x1x2xi8>, %b: tensor<2xi32>) -> tensor<1x2x2x2xi32> {
  %z = arith.constant dense<0> : tensor<1xi8>
  %r = tosa.depthwise_conv2d %x, %w, %b, %z, %z {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x2x2x1xi8>, tensor<1x1x1x2xi8>, tensor<2xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x2x2x2xi32>
  return %r : tensor<1x2x2x2xi32>
}
// wrong: a 1x1 average is +0.0 + x over 1, not x: -0.0 becomes +0.0 (incorrect)
func.func @avg_1x1(%x: tensor<1x1x1x1xf32>) -> tensor<1x1x1x1xf32> {
  %z = arith.constant dense<0.0> : tensor<1xf32>
  %r = tosa.avg_pool2d %x, %z, %z {acc_type = f32, kernel = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x1x1x1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x1x1xf32>
  return %r : tensor<1x1x1x1xf32>
}
// a 1x1 max pool is the input: maximumf(-Inf, x) = x
func.func @max_1x1(%x: tensor<1x2x2x1xf32>) -> tensor<1x2x2x1xf32> {
  %r = tosa.max_pool2d %x {kernel = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x2x2x1xf32>) -> tensor<1x2x2x1xf32>
  return %r : tensor<1x2x2x1xf32>
}
// wrong: PROPAGATE returns a NaN of the window that IGNORE skips (incorrect)
func.func @max_pool_ignore(%x: tensor<1x2x1x1xf32>) -> tensor<1x1x1x1xf32> {
  %r = tosa.max_pool2d %x {kernel = array<i64: 2, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x2x1x1xf32>) -> tensor<1x1x1x1xf32>
  return %r : tensor<1x1x1x1xf32>
}

//--- tgt.mlir
func.func @matmul_same(%a: tensor<1x2x3xf32>, %b: tensor<1x3x2xf32>) -> tensor<1x2x2xf32> {
  %z = arith.constant dense<0.0> : tensor<1xf32>
  %r = tosa.matmul %a, %b, %z, %z : (tensor<1x2x3xf32>, tensor<1x3x2xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x2xf32>
  return %r : tensor<1x2x2xf32>
}
func.func @matmul_zp(%a: tensor<1x2x3xi8>, %b: tensor<1x3x2xi8>) -> tensor<1x2x2xi32> {
  %z = arith.constant dense<0> : tensor<1xi8>
  %za = arith.constant dense<1> : tensor<1xi8>
  %r = tosa.matmul %a, %b, %za, %z : (tensor<1x2x3xi8>, tensor<1x3x2xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x2x2xi32>
  return %r : tensor<1x2x2xi32>
}
func.func @conv_1x1_same(%x: tensor<1x2x2x1xi8>, %w: tensor<2x1x1x1xi8>, %b: tensor<2xi32>) -> tensor<1x2x2x2xi32> {
  %z = arith.constant dense<0> : tensor<1xi8>
  %r = tosa.conv2d %x, %w, %b, %z, %z {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x2x2x1xi8>, tensor<2x1x1x1xi8>, tensor<2xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x2x2x2xi32>
  return %r : tensor<1x2x2x2xi32>
}
func.func @conv_zp(%x: tensor<1x2x2x1xi8>, %w: tensor<1x2x2x1xi8>, %b: tensor<1xi32>) -> tensor<1x2x2x1xi32> {
  %z = arith.constant dense<0> : tensor<1xi8>
  %zi = arith.constant dense<3> : tensor<1xi8>
  %r = tosa.conv2d %x, %w, %b, %zi, %z {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 1, 0, 1>, stride = array<i64: 1, 1>} : (tensor<1x2x2x1xi8>, tensor<1x2x2x1xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x2x2x1xi32>
  return %r : tensor<1x2x2x1xi32>
}
func.func @depthwise_bias(%x: tensor<1x2x2x1xi8>, %w: tensor<1x1x1x2xi8>, %b: tensor<2xi32>) -> tensor<1x2x2x2xi32> {
  %z = arith.constant dense<0> : tensor<1xi8>
  %b0 = arith.constant dense<0> : tensor<2xi32>
  %r = tosa.depthwise_conv2d %x, %w, %b0, %z, %z {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x2x2x1xi8>, tensor<1x1x1x2xi8>, tensor<2xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x2x2x2xi32>
  return %r : tensor<1x2x2x2xi32>
}
func.func @avg_1x1(%x: tensor<1x1x1x1xf32>) -> tensor<1x1x1x1xf32> {
  return %x : tensor<1x1x1x1xf32>
}
func.func @max_1x1(%x: tensor<1x2x2x1xf32>) -> tensor<1x2x2x1xf32> {
  return %x : tensor<1x2x2x1xf32>
}
func.func @max_pool_ignore(%x: tensor<1x2x1x1xf32>) -> tensor<1x1x1x1xf32> {
  %r = tosa.max_pool2d %x {kernel = array<i64: 2, 1>, nan_mode = #tosa.nan_mode<IGNORE>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x2x1x1xf32>) -> tensor<1x1x1x1xf32>
  return %r : tensor<1x1x1x1xf32>
}
