// tosa.rfft2d and tosa.fft2d through tosa-to-linalg with the plugin: the lowering's
// linalg.generic (two reduction loops, index.mul/remu angles, math.cos/sin, out + in*cos and
// out - in*sin) is proven against the spec's sums in the same order (docs/semantics.md,
// TOSA reductions). Static, dynamic, f16 and bf16, forward and inverse.
// RUN: %tv-opt --tv-verify-each --tv-timeout=120 -p 'builtin.module(func.func(tosa-to-linalg))' %s 2>&1 >/dev/null | FileCheck %s

// CHECK: tv: 7 pass runs, 7 checks: 7 proven, 0 incorrect, 0 inconclusive, 0 unsupported, 0 timeouts, 0 errors

func.func @rfft_4x4(%x: tensor<1x4x4xf32>) -> (tensor<1x4x3xf32>, tensor<1x4x3xf32>) {
  %r, %i = tosa.rfft2d %x : (tensor<1x4x4xf32>) -> (tensor<1x4x3xf32>, tensor<1x4x3xf32>)
  return %r, %i : tensor<1x4x3xf32>, tensor<1x4x3xf32>
}

// 256 steps per element: folds of the two arrays (too many to unroll)
func.func @rfft_f16_16x16(%x: tensor<2x16x16xf16>) -> (tensor<2x16x9xf16>, tensor<2x16x9xf16>) {
  %r, %i = tosa.rfft2d %x : (tensor<2x16x16xf16>) -> (tensor<2x16x9xf16>, tensor<2x16x9xf16>)
  return %r, %i : tensor<2x16x9xf16>, tensor<2x16x9xf16>
}

func.func @rfft_dynamic(%x: tensor<?x?x?xf32>) -> (tensor<?x?x?xf32>, tensor<?x?x?xf32>) {
  %r, %i = tosa.rfft2d %x : (tensor<?x?x?xf32>) -> (tensor<?x?x?xf32>, tensor<?x?x?xf32>)
  return %r, %i : tensor<?x?x?xf32>, tensor<?x?x?xf32>
}

func.func @rfft_1x1(%x: tensor<3x1x1xbf16>) -> (tensor<3x1x1xbf16>, tensor<3x1x1xbf16>) {
  %r, %i = tosa.rfft2d %x : (tensor<3x1x1xbf16>) -> (tensor<3x1x1xbf16>, tensor<3x1x1xbf16>)
  return %r, %i : tensor<3x1x1xbf16>, tensor<3x1x1xbf16>
}

func.func @fft_4x8(%re: tensor<1x4x8xf32>, %im: tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4x8xf32>) {
  %r, %i = tosa.fft2d %re, %im {inverse = false} : (tensor<1x4x8xf32>, tensor<1x4x8xf32>) -> (tensor<1x4x8xf32>, tensor<1x4x8xf32>)
  return %r, %i : tensor<1x4x8xf32>, tensor<1x4x8xf32>
}

func.func @fft_inverse_8x8(%re: tensor<2x8x8xf32>, %im: tensor<2x8x8xf32>) -> (tensor<2x8x8xf32>, tensor<2x8x8xf32>) {
  %r, %i = tosa.fft2d %re, %im {inverse = true} : (tensor<2x8x8xf32>, tensor<2x8x8xf32>) -> (tensor<2x8x8xf32>, tensor<2x8x8xf32>)
  return %r, %i : tensor<2x8x8xf32>, tensor<2x8x8xf32>
}

func.func @fft_inverse_dynamic(%re: tensor<?x?x?xf32>, %im: tensor<?x?x?xf32>) -> (tensor<?x?x?xf32>, tensor<?x?x?xf32>) {
  %r, %i = tosa.fft2d %re, %im {inverse = true} : (tensor<?x?x?xf32>, tensor<?x?x?xf32>) -> (tensor<?x?x?xf32>, tensor<?x?x?xf32>)
  return %r, %i : tensor<?x?x?xf32>, tensor<?x?x?xf32>
}
