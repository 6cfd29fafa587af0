// The real passes on the remaining TOSA NN ops, each function checked: tosa-optional-decompositions on transpose_conv2d
// (stride 1: reverse + conv2d; stride 2: phase convolutions through pad/reshape/transpose/slice, the bias added last) and
// tosa-to-linalg-named on conv3d (linalg.conv_3d_ndhwc_dhwcf(_q) after a weight transpose) are proven, and so is i8
// avg_pool2d, whose lowering leaves tosa.apply_scale in the linalg body (encoder/tosa_quant.c).
// Small shapes with power-of-two sizes where possible: the decompositions' reshapes divide indices by the sizes.
// RUN: split-file %s %t
// RUN: %tv-opt --tv-verify-each --tv-verbose --tv-timeout=300 --tosa-optional-decompositions %t/tconv.mlir 2>&1 >/dev/null | FileCheck %s --check-prefix=TCONV
// RUN: %tv-opt --tv-verify-each --tv-verbose --tv-timeout=300 -p 'builtin.module(func.func(tosa-to-linalg-named))' %t/conv3d.mlir 2>&1 >/dev/null | FileCheck %s --check-prefix=CONV3D
// RUN: %tv-opt --tv-verify-each --tv-verbose --tv-timeout=300 -p 'builtin.module(func.func(tosa-to-linalg-named))' %t/avg.mlir 2>&1 >/dev/null | FileCheck %s --check-prefix=AVG

// TCONV-NOT: remark
// TCONV: tv: 5 pass runs, 5 checks: 5 proven, 0 incorrect, 0 inconclusive, 0 unsupported, 0 timeouts, 0 errors; 0 unchanged
// CONV3D-NOT: remark
// CONV3D: tv: 2 pass runs, 2 checks: 2 proven, 0 incorrect, 0 inconclusive, 0 unsupported, 0 timeouts, 0 errors; 0 unchanged
// AVG-NOT: remark
// AVG: tv: 1 pass runs, 1 checks: 1 proven, 0 incorrect, 0 inconclusive, 0 unsupported, 0 timeouts, 0 errors; 0 unchanged

//--- tconv.mlir
func.func @tc_s1_f32(%x: tensor<1x2x2x1xf32>, %w: tensor<2x2x2x1xf32>, %b: tensor<2xf32>) -> tensor<1x3x3x2xf32> {
  %z = arith.constant dense<0.0> : tensor<1xf32>
  %r = tosa.transpose_conv2d %x, %w, %b, %z, %z {acc_type = f32, out_pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x2x2x1xf32>, tensor<2x2x2x1xf32>, tensor<2xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x3x3x2xf32>
  return %r : tensor<1x3x3x2xf32>
}
func.func @tc_s1_out_pad(%x: tensor<1x2x2x1xf32>, %w: tensor<1x4x2x1xf32>, %b: tensor<1xf32>) -> tensor<1x6x2x1xf32> {
  %z = arith.constant dense<0.0> : tensor<1xf32>
  %r = tosa.transpose_conv2d %x, %w, %b, %z, %z {acc_type = f32, out_pad = array<i64: 1, 0, 0, -1>, stride = array<i64: 1, 1>} : (tensor<1x2x2x1xf32>, tensor<1x4x2x1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x6x2x1xf32>
  return %r : tensor<1x6x2x1xf32>
}
func.func @tc_s1_i8(%x: tensor<1x2x2x1xi8>, %w: tensor<2x2x2x1xi8>, %b: tensor<2xi32>) -> tensor<1x3x3x2xi32> {
  %zi = arith.constant dense<3> : tensor<1xi8>
  %zw = arith.constant dense<-2> : tensor<1xi8>
  %r = tosa.transpose_conv2d %x, %w, %b, %zi, %zw {acc_type = i32, out_pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x2x2x1xi8>, tensor<2x2x2x1xi8>, tensor<2xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x3x3x2xi32>
  return %r : tensor<1x3x3x2xi32>
}
func.func @tc_s2_f32(%x: tensor<1x2x2x1xf32>, %w: tensor<1x2x2x1xf32>, %b: tensor<1xf32>) -> tensor<1x3x5x1xf32> {
  %z = arith.constant dense<0.0> : tensor<1xf32>
  %r = tosa.transpose_conv2d %x, %w, %b, %z, %z {acc_type = f32, out_pad = array<i64: 0, -1, 0, 1>, stride = array<i64: 2, 2>} : (tensor<1x2x2x1xf32>, tensor<1x2x2x1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x3x5x1xf32>
  return %r : tensor<1x3x5x1xf32>
}
func.func @tc_s2_i8(%x: tensor<1x2x2x1xi8>, %w: tensor<1x3x1x1xi8>, %b: tensor<1xi32>) -> tensor<1x5x3x1xi32> {
  %zi = arith.constant dense<3> : tensor<1xi8>
  %zw = arith.constant dense<-2> : tensor<1xi8>
  %r = tosa.transpose_conv2d %x, %w, %b, %zi, %zw {acc_type = i32, out_pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<1x2x2x1xi8>, tensor<1x3x1x1xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x5x3x1xi32>
  return %r : tensor<1x5x3x1xi32>
}

//--- conv3d.mlir
func.func @c3b(%x: tensor<1x2x2x2x1xi8>, %w: tensor<2x2x2x2x1xi8>, %b: tensor<2xi32>) -> tensor<1x3x1x1x2xi32> {
  %zi = arith.constant dense<3> : tensor<1xi8>
  %zw = arith.constant dense<-2> : tensor<1xi8>
  %r = tosa.conv3d %x, %w, %b, %zi, %zw {acc_type = i32, dilation = array<i64: 1, 1, 1>, pad = array<i64: 1, 1, 0, 0, 0, 0>, stride = array<i64: 1, 1, 1>} : (tensor<1x2x2x2x1xi8>, tensor<2x2x2x2x1xi8>, tensor<2xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x3x1x1x2xi32>
  return %r : tensor<1x3x1x1x2xi32>
}
func.func @c3c(%x: tensor<1x3x2x2x2xf32>, %w: tensor<1x1x1x2x2xf32>, %b: tensor<1xf32>) -> tensor<1x2x2x1x1xf32> {
  %z = arith.constant dense<0.0> : tensor<1xf32>
  %r = tosa.conv3d %x, %w, %b, %z, %z {acc_type = f32, dilation = array<i64: 1, 1, 1>, pad = array<i64: 0, 0, 0, 0, 0, 0>, stride = array<i64: 2, 1, 1>} : (tensor<1x3x2x2x2xf32>, tensor<1x1x1x2x2xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x2x1x1xf32>
  return %r : tensor<1x2x2x1x1xf32>
}

//--- avg.mlir
func.func @avg_i8(%x: tensor<1x3x3x1xi8>) -> tensor<1x2x2x1xi8> {
  %zi = arith.constant dense<-3> : tensor<1xi8>
  %zo = arith.constant dense<5> : tensor<1xi8>
  %r = tosa.avg_pool2d %x, %zi, %zo {acc_type = i32, kernel = array<i64: 2, 2>, pad = array<i64: 0, 1, 1, 0>, stride = array<i64: 2, 2>} : (tensor<1x3x3x1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x2x2x1xi8>
  return %r : tensor<1x2x2x1xi8>
}
