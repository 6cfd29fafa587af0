// tosa-to-linalg-named on max_pool2d through the plugin: the lowering pads and initialises
// with -FLT_MAX where TOSA's max_pool2d starts from the lowest float, -Inf, so a window of
// all -Inf gives -3.4028235e+38 instead of -Inf: incorrect, confirmed in IEEE arithmetic
// (docs/tosa-lowerings.md); a 1x1 window too (max(-FLT_MAX, -Inf)). For i8 both start
// from -128, the lowest i8, and the pass is proven.
// RUN: %tv-opt --tv-verify-each --tv-on-failure=warn --tv-timeout=120 -p 'builtin.module(func.func(tosa-to-linalg-named))' %s 2>&1 >/dev/null | FileCheck %s

// CHECK-DAG: warning: tv: pass 'tosa-to-linalg-named' is incorrect on @maxpool_2x2 [ieee]: result #0 differs at index [{{[0-9, ]+}}] (source -inf (0xFF800000), target -3.4028235e+38)
// CHECK-DAG: warning: tv: pass 'tosa-to-linalg-named' is incorrect on @maxpool_1x1 [ieee]: result #0 differs
// CHECK: tv: 3 pass runs, 3 checks: 1 proven, 2 incorrect, 0 inconclusive, 0 unsupported, 0 timeouts, 0 errors

func.func @maxpool_2x2(%x: tensor<1x4x4x2xf32>) -> tensor<1x2x2x2xf32> {
  %r = tosa.max_pool2d %x {kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<1x4x4x2xf32>) -> tensor<1x2x2x2xf32>
  return %r : tensor<1x2x2x2xf32>
}

func.func @maxpool_1x1(%x: tensor<1x4x4x2xf32>) -> tensor<1x4x4x2xf32> {
  %r = tosa.max_pool2d %x {kernel = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x4x2xf32>) -> tensor<1x4x4x2xf32>
  return %r : tensor<1x4x4x2xf32>
}

func.func @maxpool_i8(%x: tensor<1x4x4x2xi8>) -> tensor<1x2x2x2xi8> {
  %r = tosa.max_pool2d %x {kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>} : (tensor<1x4x4x2xi8>) -> tensor<1x2x2x2xi8>
  return %r : tensor<1x2x2x2xi8>
}
