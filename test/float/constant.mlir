// arith.constant and constant folding of float arithmetic: exact and inexact sums, rounding to nearest-even, overflow to Inf, subnormals, NaN, signed zeros.
// RUN: split-file %s %t
// RUN: not %tv-check --timeout=300 %t/src.mlir %t/tgt.mlir | FileCheck %s

// CHECK-LABEL: @fold_add_f32: proven [{{abstract|ieee}}]
// CHECK-LABEL: @fold_add_f64_wrong: incorrect [ieee]
// CHECK-NEXT: why: result #0 differs
// CHECK-NEXT: source: returns 0.30000000000000004 : f64
// CHECK-NEXT: target: returns 0.3 : f64
// CHECK-LABEL: @fold_add_f64: proven [{{abstract|ieee}}]
// CHECK-LABEL: @fold_div_f32: proven [{{abstract|ieee}}]
// CHECK-LABEL: @fold_f16_overflow: proven [{{abstract|ieee}}]
// CHECK-LABEL: @fold_f16_overflow_wrong: incorrect [ieee]
// CHECK-NEXT: why: result #0 differs
// CHECK-NEXT: source: returns inf (0x7C00) : f16
// CHECK-NEXT: target: returns {{6\.55e\+04|6\.5504e\+04|65504\.0}} : f16
// CHECK-LABEL: @fold_bf16_tie: proven [{{abstract|ieee}}]
// CHECK-LABEL: @fold_bf16_tie_wrong: incorrect [ieee]
// CHECK-NEXT: why: result #0 differs
// CHECK-NEXT: source: returns 1.0 : bf16
// CHECK-NEXT: target: returns {{1\.01|1\.0078125}} : bf16
// CHECK-LABEL: @inf_minus_inf: proven [{{abstract|ieee}}]
// CHECK-LABEL: @nan_plus_one: proven [{{abstract|ieee}}]
// CHECK-LABEL: @zero_sign_wrong: incorrect [ieee]
// CHECK-NEXT: why: result #0 differs
// CHECK-NEXT: source: returns 0.0 : f32
// CHECK-NEXT: target: returns -0.0 : f32
// CHECK-LABEL: @fold_f64_overflow: proven [{{abstract|ieee}}]
// CHECK-LABEL: @subnormal_half: proven [{{abstract|ieee}}]
// CHECK-LABEL: @subnormal_half_wrong: incorrect [ieee]
// CHECK-NEXT: why: result #0 differs
// CHECK-NEXT: source: returns 0.0 : f32
// CHECK-NEXT: target: returns 1.0e-45 : f32
// CHECK-LABEL: @fold_large_wrong: incorrect [ieee]
// CHECK-NEXT: why: result #0 differs
// CHECK-NEXT: source: returns 3.0e+38 : f32
// CHECK-NEXT: target: returns inf (0x7F800000) : f32

//--- src.mlir
// 1.5 + 2.25 = 3.75 exactly
func.func @fold_add_f32() -> f32 {
  %a = arith.constant 1.5 : f32
  %b = arith.constant 2.25 : f32
  %r = arith.addf %a, %b : f32
  return %r : f32
}
// 0.1 + 0.2 is 0.30000000000000004 in f64, not 0.3
func.func @fold_add_f64_wrong() -> f64 {
  %a = arith.constant 0.1 : f64
  %b = arith.constant 0.2 : f64
  %r = arith.addf %a, %b : f64
  return %r : f64
}
// ... folded to the right double
func.func @fold_add_f64() -> f64 {
  %a = arith.constant 0.1 : f64
  %b = arith.constant 0.2 : f64
  %r = arith.addf %a, %b : f64
  return %r : f64
}
// 1.0 / 3.0 rounds to 0x3EAAAAAB in f32
func.func @fold_div_f32() -> f32 {
  %a = arith.constant 1.0 : f32
  %b = arith.constant 3.0 : f32
  %r = arith.divf %a, %b : f32
  return %r : f32
}
// 65504 (largest f16) + 16 is a tie that rounds to even, up to +Inf
func.func @fold_f16_overflow() -> f16 {
  %a = arith.constant 65504.0 : f16
  %b = arith.constant 16.0 : f16
  %r = arith.addf %a, %b : f16
  return %r : f16
}
// ... so folding it to 65504 is wrong
func.func @fold_f16_overflow_wrong() -> f16 {
  %a = arith.constant 65504.0 : f16
  %b = arith.constant 16.0 : f16
  %r = arith.addf %a, %b : f16
  return %r : f16
}
// bf16 has 8 significant bits: 1.0 + 2^-8 is a tie that rounds to even, down to 1.0
func.func @fold_bf16_tie() -> bf16 {
  %a = arith.constant 1.0 : bf16
  %b = arith.constant 0.00390625 : bf16
  %r = arith.addf %a, %b : bf16
  return %r : bf16
}
// ... so folding it to 1.0078125 (rounding up) is wrong
func.func @fold_bf16_tie_wrong() -> bf16 {
  %a = arith.constant 1.0 : bf16
  %b = arith.constant 0.00390625 : bf16
  %r = arith.addf %a, %b : bf16
  return %r : bf16
}
// Inf - Inf is NaN (any NaN: payloads are not compared)
func.func @inf_minus_inf() -> f32 {
  %inf = arith.constant 0x7F800000 : f32
  %r = arith.subf %inf, %inf : f32
  return %r : f32
}
// NaN + 1.0 is NaN, the sign of the folded NaN does not matter
func.func @nan_plus_one() -> f32 {
  %nan = arith.constant 0x7FC00000 : f32
  %one = arith.constant 1.0 : f32
  %r = arith.addf %nan, %one : f32
  return %r : f32
}
// +0.0 and -0.0 are different results
func.func @zero_sign_wrong() -> f32 {
  %r = arith.constant 0.0 : f32
  return %r : f32
}
// 1e308 * 10 overflows to +Inf in f64
func.func @fold_f64_overflow() -> f64 {
  %a = arith.constant 1.0e308 : f64
  %b = arith.constant 10.0 : f64
  %r = arith.mulf %a, %b : f64
  return %r : f64
}
// the smallest f32 subnormal halved is a tie between 0 and itself: rounds to even, 0.0
func.func @subnormal_half() -> f32 {
  %a = arith.constant 1.0e-45 : f32
  %h = arith.constant 0.5 : f32
  %r = arith.mulf %a, %h : f32
  return %r : f32
}
// ... so folding it to the subnormal is wrong
func.func @subnormal_half_wrong() -> f32 {
  %a = arith.constant 1.0e-45 : f32
  %h = arith.constant 0.5 : f32
  %r = arith.mulf %a, %h : f32
  return %r : f32
}
// 1.5e38 * 2.0 = 3.0e38 is still finite in f32: folding to +Inf is wrong
func.func @fold_large_wrong() -> f32 {
  %a = arith.constant 1.5e38 : f32
  %b = arith.constant 2.0 : f32
  %r = arith.mulf %a, %b : f32
  return %r : f32
}

//--- tgt.mlir
func.func @fold_add_f32() -> f32 {
  %r = arith.constant 3.75 : f32
  return %r : f32
}
func.func @fold_add_f64_wrong() -> f64 {
  %r = arith.constant 0.3 : f64
  return %r : f64
}
func.func @fold_add_f64() -> f64 {
  %r = arith.constant 0.30000000000000004 : f64
  return %r : f64
}
func.func @fold_div_f32() -> f32 {
  %r = arith.constant 0x3EAAAAAB : f32
  return %r : f32
}
func.func @fold_f16_overflow() -> f16 {
  %r = arith.constant 0x7C00 : f16
  return %r : f16
}
func.func @fold_f16_overflow_wrong() -> f16 {
  %r = arith.constant 65504.0 : f16
  return %r : f16
}
func.func @fold_bf16_tie() -> bf16 {
  %r = arith.constant 1.0 : bf16
  return %r : bf16
}
func.func @fold_bf16_tie_wrong() -> bf16 {
  %r = arith.constant 1.0078125 : bf16
  return %r : bf16
}
func.func @inf_minus_inf() -> f32 {
  %r = arith.constant 0xFFC00000 : f32
  return %r : f32
}
func.func @nan_plus_one() -> f32 {
  %r = arith.constant 0xFFC00000 : f32
  return %r : f32
}
func.func @zero_sign_wrong() -> f32 {
  %r = arith.constant -0.0 : f32
  return %r : f32
}
func.func @fold_f64_overflow() -> f64 {
  %r = arith.constant 0x7FF0000000000000 : f64
  return %r : f64
}
func.func @subnormal_half() -> f32 {
  %r = arith.constant 0.0 : f32
  return %r : f32
}
func.func @subnormal_half_wrong() -> f32 {
  %r = arith.constant 1.0e-45 : f32
  return %r : f32
}
func.func @fold_large_wrong() -> f32 {
  %r = arith.constant 0x7F800000 : f32
  return %r : f32
}
