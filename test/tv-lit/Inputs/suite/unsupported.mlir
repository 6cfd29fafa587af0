// An op tv has no semantics for: canonicalize changes @scale, the check is unsupported.
// RUN: mlir-opt --canonicalize %s | FileCheck %s

// CHECK-LABEL: func.func @scale
func.func @scale(%x: complex<f32>) -> complex<f32> {
  %one = complex.constant [1.0 : f32, 0.0 : f32] : complex<f32>
  %r = complex.div %x, %one : complex<f32>
  return %r : complex<f32>
}
