// Regression: the abstract encoding's loose cast ignored the rounding direction and the sign, so truncf downward vs upward was "proven [abstract]"; now the exact encoding's counterexample decides.
// RUN: split-file %s %t
// RUN: not %tv-check --timeout=60 %t/src.mlir %t/tgt.mlir | FileCheck %s
// RUN: not %tv-check --timeout=60 --fp=abstract %t/src.mlir %t/tgt.mlir | FileCheck %s --check-prefix=ABSTRACT

// CHECK-LABEL: @down_vs_up: incorrect [ieee]
// CHECK-LABEL: @down_vs_zero: incorrect [ieee]
// CHECK-NEXT: why: result #0 differs
// CHECK-NEXT: input: %x = -{{[0-9.e+-]+}} : f32
// CHECK-LABEL: @down_self: proven [abstract]
// ABSTRACT: @down_vs_up: inconclusive [abstract]
// ABSTRACT: @down_vs_zero: inconclusive [abstract]

//--- src.mlir
func.func @down_vs_up(%x: f32) -> f16 {
  %r = arith.truncf %x downward : f32 to f16
  return %r : f16
}
// toward zero and downward differ only for negative inexact values
func.func @down_vs_zero(%x: f32) -> f16 {
  %r = arith.truncf %x downward : f32 to f16
  return %r : f16
}
func.func @down_self(%x: f32) -> f16 {
  %r = arith.truncf %x downward : f32 to f16
  return %r : f16
}

//--- tgt.mlir
func.func @down_vs_up(%x: f32) -> f16 {
  %r = arith.truncf %x upward : f32 to f16
  return %r : f16
}
func.func @down_vs_zero(%x: f32) -> f16 {
  %r = arith.truncf %x toward_zero : f32 to f16
  return %r : f16
}
func.func @down_self(%x: f32) -> f16 {
  %r = arith.truncf %x downward : f32 to f16
  return %r : f16
}
