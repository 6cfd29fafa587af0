// Cut points (docs/design.md 10.1): lowering a chain of TOSA layers composes windows,
// paddings and reductions that Z3 could not decide as one formula (this block timed out at
// 60 s under tosa-to-linalg-named and tosa-to-linalg); paired by location, each op's
// lowering is its own obligation and both passes are proven in about a second.
// RUN: %tv-opt --tv-verify-each --tv-timeout=60 -p 'builtin.module(func.func(tosa-to-linalg-named, tosa-to-linalg))' %s 2>&1 >/dev/null | FileCheck %s
// CHECK: tv: 2 pass runs, 2 checks: 2 proven, 0 incorrect, 0 inconclusive, 0 unsupported, 0 timeouts, 0 errors

// With cuts, canonicalize's (x & 255) & 255 -> x & 255 has a spurious counterexample (the
// shared value of the inner and may exceed 255); the whole-function query proves it.
// RUN: %tv-opt --tv-verify-each --tv-timeout=60 -p 'builtin.module(func.func(canonicalize))' %s 2>&1 >/dev/null | FileCheck %s --check-prefix=FOLD
// FOLD: tv: 1 pass runs, 2 checks: 2 proven, 0 incorrect, 0 inconclusive, 0 unsupported, 0 timeouts, 0 errors

// A wrong rewrite after the lowering still ends in a counterexample (from the whole query).
// RUN: not %tv-opt --tv-verify-each --tv-timeout=60 -p 'builtin.module(func.func(tosa-to-linalg-named, tosa-to-linalg, tv-test-mutate{kind=swap-indexing-maps}))' %s 2>&1 >/dev/null | FileCheck %s --check-prefix=MUT
// MUT: error: tv: pass 'tv-test-mutate' is incorrect on @block

func.func @block(%x: tensor<1x6x6x4xf32>, %w1: tensor<8x3x3x4xf32>, %b1: tensor<8xf32>,
                 %wd: tensor<3x3x8x1xf32>, %bd: tensor<8xf32>, %w2: tensor<4x1x1x8xf32>,
                 %b2: tensor<4xf32>) -> tensor<1x6x6x4xf32> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %c1 = tosa.conv2d %x, %w1, %b1, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>}
      : (tensor<1x6x6x4xf32>, tensor<8x3x3x4xf32>, tensor<8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x6x6x8xf32>
  %r1 = tosa.clamp %c1 {min_val = 0.0 : f32, max_val = 6.0 : f32} : (tensor<1x6x6x8xf32>) -> tensor<1x6x6x8xf32>
  %d = tosa.depthwise_conv2d %r1, %wd, %bd, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>}
      : (tensor<1x6x6x8xf32>, tensor<3x3x8x1xf32>, tensor<8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x6x6x8xf32>
  %r2 = tosa.clamp %d {min_val = 0.0 : f32, max_val = 6.0 : f32} : (tensor<1x6x6x8xf32>) -> tensor<1x6x6x8xf32>
  %p = tosa.conv2d %r2, %w2, %b2, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>}
      : (tensor<1x6x6x8xf32>, tensor<4x1x1x8xf32>, tensor<4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x6x6x4xf32>
  %y = tosa.add %p, %x : (tensor<1x6x6x4xf32>, tensor<1x6x6x4xf32>) -> tensor<1x6x6x4xf32>
  return %y : tensor<1x6x6x4xf32>
}

func.func @and_and(%x: tensor<4xi32>) -> tensor<4xi32> {
  %c = arith.constant dense<255> : tensor<4xi32>
  %a = arith.andi %x, %c : tensor<4xi32>
  %b = arith.andi %a, %c : tensor<4xi32>
  return %b : tensor<4xi32>
}
