// arith.remf (C fmod: x - trunc(x / y) * y exactly, sign of x): special cases (NaN for a zero divisor, an infinite dividend or a NaN operand), divisor sign ignored, constant folds.
// RUN: split-file %s %t
// RUN: not %tv-check --timeout=300 %t/src.mlir %t/tgt.mlir | FileCheck %s

// CHECK-LABEL: @remf_cse: proven [{{abstract|ieee}}]
// CHECK-LABEL: @remf_zero_divisor: proven [{{abstract|ieee}}]
// CHECK-LABEL: @remf_nan_operand: proven [{{abstract|ieee}}]
// CHECK-LABEL: @remf_inf_dividend_f64: proven [{{abstract|ieee}}]
// CHECK-LABEL: @remf_two_to_x: incorrect [ieee]
// CHECK-NEXT: why: result #0 differs
// CHECK-NEXT: input: %x = [[X:.+]] : f32
// CHECK-NEXT: source: returns {{.+}} : f32
// CHECK-NEXT: target: returns [[X]] : f32
// CHECK-LABEL: @remf_neg_divisor: proven [{{abstract|ieee}}]
// CHECK-LABEL: @remf_zero_divisor_wrong: incorrect [ieee]
// CHECK-NEXT: why: result #0 differs
// CHECK-NEXT: input: %x = {{.+}} : f32
// CHECK-NEXT: source: returns {{0x[7F]F[89A-F][0-9A-F]{5}|-?inf [(]0x[7F]F800000[)]}} : f32
// CHECK-NEXT: target: returns 0.0 : f32
// CHECK-LABEL: @remf_fold: proven [{{abstract|ieee}}]
// CHECK-LABEL: @remf_fold_sign_wrong: incorrect [ieee]
// CHECK-NEXT: why: result #0 differs
// CHECK-NEXT: source: returns -1.5 : f32
// CHECK-NEXT: target: returns 1.5 : f32
// CHECK-LABEL: @remf_cse_f16: proven [{{abstract|ieee}}]

//--- src.mlir
// two remf x, y are merged
func.func @remf_cse(%x: f32, %y: f32) -> (f32, f32) {
  %a = arith.remf %x, %y : f32
  %b = arith.remf %x, %y : f32
  return %a, %b : f32, f32
}
// fmod(x, 0.0) is NaN
func.func @remf_zero_divisor(%x: f32) -> f32 {
  %c0 = arith.constant 0.0 : f32
  %r = arith.remf %x, %c0 : f32
  return %r : f32
}
// fmod(NaN, y) and fmod(x, NaN) are NaN
func.func @remf_nan_operand(%x: f32) -> (f32, f32) {
  %nan = arith.constant 0x7FC00000 : f32
  %a = arith.remf %nan, %x : f32
  %b = arith.remf %x, %nan : f32
  return %a, %b : f32, f32
}
// fmod(-Inf, y) is NaN, on f64
func.func @remf_inf_dividend_f64(%y: f64) -> f64 {
  %inf = arith.constant 0xFFF0000000000000 : f64
  %r = arith.remf %inf, %y : f64
  return %r : f64
}
// remf x, 2.0 -> x is wrong for |x| >= 2.0
func.func @remf_two_to_x(%x: f32) -> f32 {
  %c2 = arith.constant 2.0 : f32
  %r = arith.remf %x, %c2 : f32
  return %r : f32
}
// remf x, -y -> remf x, y: fmod ignores the sign of the divisor
func.func @remf_neg_divisor(%x: f32, %y: f32) -> f32 {
  %n = arith.negf %y : f32
  %r = arith.remf %x, %n : f32
  return %r : f32
}
// fmod(x, 0.0) folded to 0.0 is wrong: it is NaN (a special case, no uninterpreted value involved)
func.func @remf_zero_divisor_wrong(%x: f32) -> f32 {
  %c0 = arith.constant 0.0 : f32
  %r = arith.remf %x, %c0 : f32
  return %r : f32
}
// fmod(5.5, -2.0) = 1.5 (the divisor's sign does not matter)
func.func @remf_fold() -> f32 {
  %a = arith.constant 5.5 : f32
  %b = arith.constant -2.0 : f32
  %r = arith.remf %a, %b : f32
  return %r : f32
}
// fmod(-5.5, 2.0) = -1.5 (the dividend's sign is kept), not 1.5
func.func @remf_fold_sign_wrong() -> f32 {
  %a = arith.constant -5.5 : f32
  %b = arith.constant 2.0 : f32
  %r = arith.remf %a, %b : f32
  return %r : f32
}
// two remf x, y are merged, on f16
func.func @remf_cse_f16(%x: f16, %y: f16) -> f16 {
  %a = arith.remf %x, %y : f16
  %b = arith.remf %x, %y : f16
  %r = arith.addf %a, %b : f16
  return %r : f16
}

//--- tgt.mlir
func.func @remf_cse(%x: f32, %y: f32) -> (f32, f32) {
  %a = arith.remf %x, %y : f32
  return %a, %a : f32, f32
}
func.func @remf_zero_divisor(%x: f32) -> f32 {
  %nan = arith.constant 0x7FC00000 : f32
  return %nan : f32
}
func.func @remf_nan_operand(%x: f32) -> (f32, f32) {
  %nan = arith.constant 0xFFC00000 : f32
  return %nan, %nan : f32, f32
}
func.func @remf_inf_dividend_f64(%y: f64) -> f64 {
  %nan = arith.constant 0x7FF8000000000000 : f64
  return %nan : f64
}
func.func @remf_two_to_x(%x: f32) -> f32 {
  return %x : f32
}
func.func @remf_neg_divisor(%x: f32, %y: f32) -> f32 {
  %r = arith.remf %x, %y : f32
  return %r : f32
}
func.func @remf_zero_divisor_wrong(%x: f32) -> f32 {
  %c0 = arith.constant 0.0 : f32
  return %c0 : f32
}
func.func @remf_fold() -> f32 {
  %r = arith.constant 1.5 : f32
  return %r : f32
}
func.func @remf_fold_sign_wrong() -> f32 {
  %r = arith.constant 1.5 : f32
  return %r : f32
}
func.func @remf_cse_f16(%x: f16, %y: f16) -> f16 {
  %a = arith.remf %x, %y : f16
  %r = arith.addf %a, %a : f16
  return %r : f16
}
