// arith.mulf/divf: exact identities (x * 1.0, x * -1.0, x * 2.0, x / 2.0), folds that break on zeros/Inf/NaN, rounding (x / 3.0, reassociation).
// RUN: split-file %s %t
// RUN: not %tv-check --timeout=300 %t/src.mlir %t/tgt.mlir | FileCheck %s

// CHECK-LABEL: @mul_one: proven [{{abstract|ieee}}]
// CHECK-LABEL: @mul_neg_one: proven [{{abstract|ieee}}]
// CHECK-LABEL: @mul_two: proven [{{abstract|ieee}}]
// CHECK-LABEL: @div_one: proven [{{abstract|ieee}}]
// CHECK-LABEL: @mul_commute: proven [{{abstract|ieee}}]
// CHECK-LABEL: @mul_zero: incorrect [ieee]
// CHECK-NEXT: why: result #0 differs
// CHECK-NEXT: input: %x = {{.+}} : f32
// CHECK-NEXT: source: returns {{-0\.0|0x[7F]F[89A-F][0-9A-F]{5}|-?inf [(]0x[7F]F800000[)]}} : f32
// CHECK-NEXT: target: returns 0.0 : f32
// CHECK-LABEL: @div_two: proven [{{abstract|ieee}}]
// CHECK-LABEL: @div_three: incorrect [ieee]
// CHECK-NEXT: why: result #0 differs
// CHECK-NEXT: input: %x = {{.+}} : f32
// CHECK-NEXT: source: returns {{.+}} : f32
// CHECK-NEXT: target: returns {{.+}} : f32
// CHECK-LABEL: @div_self: incorrect [ieee]
// CHECK-NEXT: why: result #0 differs
// CHECK-NEXT: input: %x = {{0\.0|-0\.0|0x[7F]F[89A-F][0-9A-F]{5}|-?inf [(]0x[7F]F800000[)]}} : f32
// CHECK-NEXT: source: returns {{0x[7F]F[89A-F][0-9A-F]{5}|-?inf [(]0x[7F]F800000[)]}} : f32
// CHECK-NEXT: target: returns 1.0 : f32
// CHECK-LABEL: @mul_reassoc_f16: incorrect [ieee]
// CHECK-NEXT: why: result #0 differs
// CHECK-NEXT: input: %x = {{.+}} : f16
// CHECK-NEXT: input: %y = {{.+}} : f16
// CHECK-NEXT: input: %z = {{.+}} : f16
// CHECK-NEXT: source: returns {{.+}} : f16
// CHECK-NEXT: target: returns {{.+}} : f16
// CHECK-LABEL: @mul_one_f64: proven [{{abstract|ieee}}]
// CHECK-LABEL: @mul_neg_one_bf16: proven [{{abstract|ieee}}]
// CHECK-LABEL: @div_neg_one_f16: proven [{{abstract|ieee}}]
// CHECK-LABEL: @mul_two_to_one: incorrect [ieee]
// CHECK-NEXT: why: result #0 differs
// CHECK-NEXT: input: %x = [[X:.+]] : f64
// CHECK-NEXT: source: returns {{inf [(]0x7FF0000000000000[)]|-inf [(]0xFFF0000000000000[)]}} : f64
// CHECK-NEXT: target: returns [[X]] : f64

//--- src.mlir
// x * 1.0 -> x
func.func @mul_one(%x: f32) -> f32 {
  %c1 = arith.constant 1.0 : f32
  %r = arith.mulf %x, %c1 : f32
  return %r : f32
}
// x * -1.0 -> negf x (NaN results compare equal whatever their sign)
func.func @mul_neg_one(%x: f32) -> f32 {
  %c = arith.constant -1.0 : f32
  %r = arith.mulf %x, %c : f32
  return %r : f32
}
// x * 2.0 -> x + x: both are 2x rounded once (overflow to Inf included)
func.func @mul_two(%x: f32) -> f32 {
  %c2 = arith.constant 2.0 : f32
  %r = arith.mulf %x, %c2 : f32
  return %r : f32
}
// x / 1.0 -> x
func.func @div_one(%x: f32) -> f32 {
  %c1 = arith.constant 1.0 : f32
  %r = arith.divf %x, %c1 : f32
  return %r : f32
}
// mulf is commutative
func.func @mul_commute(%x: f32, %y: f32) -> f32 {
  %r = arith.mulf %x, %y : f32
  return %r : f32
}
// x * 0.0 -> 0.0 is wrong: -0.0 for negative x, NaN for Inf and NaN
func.func @mul_zero(%x: f32) -> f32 {
  %c0 = arith.constant 0.0 : f32
  %r = arith.mulf %x, %c0 : f32
  return %r : f32
}
// x / 2.0 -> x * 0.5: 0.5 is the exact reciprocal, subnormal results included
func.func @div_two(%x: f32) -> f32 {
  %c2 = arith.constant 2.0 : f32
  %r = arith.divf %x, %c2 : f32
  return %r : f32
}
// x / 3.0 -> x * (float)(1/3) is wrong: 1/3 is not exact
func.func @div_three(%x: f32) -> f32 {
  %c3 = arith.constant 3.0 : f32
  %r = arith.divf %x, %c3 : f32
  return %r : f32
}
// x / x -> 1.0 is wrong for zeros, Inf and NaN
func.func @div_self(%x: f32) -> f32 {
  %r = arith.divf %x, %x : f32
  return %r : f32
}
// (x * y) * z -> x * (y * z) is wrong (rounding, overflow)
func.func @mul_reassoc_f16(%x: f16, %y: f16, %z: f16) -> f16 {
  %a = arith.mulf %x, %y : f16
  %r = arith.mulf %a, %z : f16
  return %r : f16
}
// x * 1.0 -> x on f64
func.func @mul_one_f64(%x: f64) -> f64 {
  %c1 = arith.constant 1.0 : f64
  %r = arith.mulf %x, %c1 : f64
  return %r : f64
}
// x * -1.0 -> negf x on bf16
func.func @mul_neg_one_bf16(%x: bf16) -> bf16 {
  %c = arith.constant -1.0 : bf16
  %r = arith.mulf %x, %c : bf16
  return %r : bf16
}
// x / -1.0 -> negf x on f16
func.func @div_neg_one_f16(%x: f16) -> f16 {
  %c = arith.constant -1.0 : f16
  %r = arith.divf %x, %c : f16
  return %r : f16
}
// (x * 2.0) * 0.5 -> x is wrong on f64: x * 2.0 overflows to Inf for large x
func.func @mul_two_to_one(%x: f64) -> f64 {
  %c2 = arith.constant 2.0 : f64
  %ch = arith.constant 0.5 : f64
  %a = arith.mulf %x, %c2 : f64
  %r = arith.mulf %a, %ch : f64
  return %r : f64
}

//--- tgt.mlir
func.func @mul_one(%x: f32) -> f32 {
  return %x : f32
}
func.func @mul_neg_one(%x: f32) -> f32 {
  %r = arith.negf %x : f32
  return %r : f32
}
func.func @mul_two(%x: f32) -> f32 {
  %r = arith.addf %x, %x : f32
  return %r : f32
}
func.func @div_one(%x: f32) -> f32 {
  return %x : f32
}
func.func @mul_commute(%x: f32, %y: f32) -> f32 {
  %r = arith.mulf %y, %x : f32
  return %r : f32
}
func.func @mul_zero(%x: f32) -> f32 {
  %c0 = arith.constant 0.0 : f32
  return %c0 : f32
}
func.func @div_two(%x: f32) -> f32 {
  %ch = arith.constant 0.5 : f32
  %r = arith.mulf %x, %ch : f32
  return %r : f32
}
func.func @div_three(%x: f32) -> f32 {
  %c = arith.constant 0x3EAAAAAB : f32
  %r = arith.mulf %x, %c : f32
  return %r : f32
}
func.func @div_self(%x: f32) -> f32 {
  %c1 = arith.constant 1.0 : f32
  return %c1 : f32
}
func.func @mul_reassoc_f16(%x: f16, %y: f16, %z: f16) -> f16 {
  %a = arith.mulf %y, %z : f16
  %r = arith.mulf %x, %a : f16
  return %r : f16
}
func.func @mul_one_f64(%x: f64) -> f64 {
  return %x : f64
}
func.func @mul_neg_one_bf16(%x: bf16) -> bf16 {
  %r = arith.negf %x : bf16
  return %r : bf16
}
func.func @div_neg_one_f16(%x: f16) -> f16 {
  %r = arith.negf %x : f16
  return %r : f16
}
func.func @mul_two_to_one(%x: f64) -> f64 {
  return %x : f64
}
