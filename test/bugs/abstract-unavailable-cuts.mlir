// A pair with cut points that the abstract float encoding cannot hold (a MobileNet block in
// f16: more f16 values than its abstract width tells apart) is checked at its cut points in
// exact IEEE arithmetic, where each pair is proven at once. It used to go straight to the
// whole function in IEEE (only a whole-function counterexample was sent there), which does
// not finish in the limit: inconclusive. (The limit is generous: a loaded machine gives the
// check a fraction of the wall-clock time it counts.)
// RUN: %tv-opt --tv-verify-each --tv-timeout=120 --tv-only=tosa-to-linalg --tosa-to-linalg-pipeline %s 2>&1 >/dev/null | FileCheck %s

// CHECK: tv: {{[0-9]+}} pass runs, 1 checks: 1 proven, 0 incorrect, 0 inconclusive, 0 unsupported, 0 timeouts, 0 errors

func.func @mobilenet_block_f16(%x: tensor<1x8x8x4xf16>,
                               %w1: tensor<8x3x3x4xf16>, %b1: tensor<8xf16>,
                               %wd: tensor<3x3x8x1xf16>, %bd: tensor<8xf16>,
                               %w2: tensor<4x1x1x8xf16>, %b2: tensor<4xf16>) -> tensor<1x8x8x4xf16> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf16>}> : () -> tensor<1xf16>
  %c1 = tosa.conv2d %x, %w1, %b1, %zp, %zp {acc_type = f16, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>}
      : (tensor<1x8x8x4xf16>, tensor<8x3x3x4xf16>, tensor<8xf16>, tensor<1xf16>, tensor<1xf16>) -> tensor<1x8x8x8xf16>
  %r1 = tosa.clamp %c1 {min_val = 0.0 : f16, max_val = 6.0 : f16} : (tensor<1x8x8x8xf16>) -> tensor<1x8x8x8xf16>
  %d = tosa.depthwise_conv2d %r1, %wd, %bd, %zp, %zp {acc_type = f16, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>}
      : (tensor<1x8x8x8xf16>, tensor<3x3x8x1xf16>, tensor<8xf16>, tensor<1xf16>, tensor<1xf16>) -> tensor<1x8x8x8xf16>
  %r2 = tosa.clamp %d {min_val = 0.0 : f16, max_val = 6.0 : f16} : (tensor<1x8x8x8xf16>) -> tensor<1x8x8x8xf16>
  %p = tosa.conv2d %r2, %w2, %b2, %zp, %zp {acc_type = f16, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>}
      : (tensor<1x8x8x8xf16>, tensor<4x1x1x8xf16>, tensor<4xf16>, tensor<1xf16>, tensor<1xf16>) -> tensor<1x8x8x4xf16>
  %y = tosa.add %p, %x : (tensor<1x8x8x4xf16>, tensor<1x8x8x4xf16>) -> tensor<1x8x8x4xf16>
  return %y : tensor<1x8x8x4xf16>
}
