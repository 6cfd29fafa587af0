// Regression: a convolution reading another convolution's result read it at the row-major
// index, which the producer's lambda divided back into coordinates (64-bit udiv/urem the
// solver cannot see through), so tosa-to-linalg-named on two chained 1x1 convolutions
// timed out; reads now go through the producer's body at the coordinates (tval_at_idx).

// RUN: %tv-opt --tv-verify-each --tv-timeout=120 -p 'builtin.module(func.func(tosa-to-linalg-named))' %s 2>&1 >/dev/null | FileCheck %s
// CHECK: tv: 1 pass runs, 1 checks: 1 proven, 0 incorrect, 0 inconclusive, 0 unsupported, 0 timeouts, 0 errors

func.func @conv_conv(%x: tensor<1x8x8x8xf32>, %w1: tensor<2x1x1x8xf32>, %b1: tensor<2xf32>,
                     %w2: tensor<3x1x1x2xf32>, %b2: tensor<3xf32>) -> tensor<1x8x8x3xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %s = tosa.conv2d %x, %w1, %b1, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>}
      : (tensor<1x8x8x8xf32>, tensor<2x1x1x8xf32>, tensor<2xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x8x2xf32>
  %e = tosa.conv2d %s, %w2, %b2, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>}
      : (tensor<1x8x8x2xf32>, tensor<3x1x1x2xf32>, tensor<3xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x8x3xf32>
  return %e : tensor<1x8x8x3xf32>
}
