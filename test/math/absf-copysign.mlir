// math.absf/copysign: sign-bit operations (exact on zeros and NaN), versus compare-and-negate expansions that get -0.0 wrong.
// RUN: split-file %s %t
// RUN: not %tv-check --timeout=300 %t/src.mlir %t/tgt.mlir | FileCheck %s

// CHECK-LABEL: @absf_negf: proven [{{abstract|ieee}}]
// CHECK-LABEL: @copysign_one: proven [{{abstract|ieee}}]
// CHECK-LABEL: @copysign_neg_one: proven [{{abstract|ieee}}]
// CHECK-LABEL: @absf_absf: proven [{{abstract|ieee}}]
// CHECK-LABEL: @absf_bits: proven [{{abstract|ieee}}]
// CHECK-LABEL: @absf_to_x: incorrect [ieee]
// CHECK-NEXT: why: result #0 differs
// CHECK-NEXT: input: %x = [[X:-.+]] : f32
// CHECK-NEXT: source: returns {{[0-9].*|inf [(]0x7F800000[)]}} : f32
// CHECK-NEXT: target: returns [[X]] : f32
// CHECK-LABEL: @absf_to_select: incorrect [ieee]
// CHECK-NEXT: why: result #0 differs
// CHECK-NEXT: input: %x = -0.0 : f32
// CHECK-NEXT: source: returns 0.0 : f32
// CHECK-NEXT: target: returns -0.0 : f32
// CHECK-LABEL: @absf_to_select_ole: proven [{{abstract|ieee}}]
// CHECK-LABEL: @copysign_self: proven [{{abstract|ieee}}]
// CHECK-LABEL: @copysign_abs_sign: incorrect [ieee]
// CHECK-NEXT: why: result #0 differs
// CHECK-NEXT: input: %x = {{.+}} : f64
// CHECK-NEXT: input: %y = {{.+}} : f64
// CHECK-NEXT: source: returns {{.+}} : f64
// CHECK-NEXT: target: returns {{.+}} : f64
// CHECK-LABEL: @absf_mul_f16: proven [{{abstract|ieee}}]
// CHECK-LABEL: @absf_square_bf16: incorrect [ieee]
// CHECK-NEXT: why: result #0 differs
// CHECK-NEXT: input: %x = {{.+}} : bf16
// CHECK-NEXT: source: returns {{.+}} : bf16
// CHECK-NEXT: target: returns {{.+}} : bf16

//--- src.mlir
// absf (negf x) -> absf x
func.func @absf_negf(%x: f32) -> f32 {
  %n = arith.negf %x : f32
  %r = math.absf %n : f32
  return %r : f32
}
// copysign(x, 1.0) -> absf x
func.func @copysign_one(%x: f32) -> f32 {
  %c = arith.constant 1.0 : f32
  %r = math.copysign %x, %c : f32
  return %r : f32
}
// copysign(x, -1.0) -> negf (absf x)
func.func @copysign_neg_one(%x: f32) -> f32 {
  %c = arith.constant -1.0 : f32
  %r = math.copysign %x, %c : f32
  return %r : f32
}
// absf (absf x) -> absf x
func.func @absf_absf(%x: f32) -> f32 {
  %a = math.absf %x : f32
  %r = math.absf %a : f32
  return %r : f32
}
// bitcast (absf x) -> bitcast x & 0x7FFFFFFF, NaN included
func.func @absf_bits(%x: f32) -> i32 {
  %a = math.absf %x : f32
  %r = arith.bitcast %a : f32 to i32
  return %r : i32
}
// absf x -> x is wrong for negative x
func.func @absf_to_x(%x: f32) -> f32 {
  %r = math.absf %x : f32
  return %r : f32
}
// absf x -> select (x olt 0.0), -x, x is wrong only for x = -0.0
func.func @absf_to_select(%x: f32) -> f32 {
  %r = math.absf %x : f32
  return %r : f32
}
// absf x -> select (x ole 0.0), 0.0 - x, x is right (0.0 - -0.0 = +0.0; NaN stays NaN)
func.func @absf_to_select_ole(%x: f32) -> f32 {
  %r = math.absf %x : f32
  return %r : f32
}
// copysign(x, x) -> x
func.func @copysign_self(%x: f32) -> f32 {
  %r = math.copysign %x, %x : f32
  return %r : f32
}
// copysign(x, y) -> copysign(x, absf y) is wrong: y negative
func.func @copysign_abs_sign(%x: f64, %y: f64) -> f64 {
  %r = math.copysign %x, %y : f64
  return %r : f64
}
// absf (x * y) -> absf x * absf y on f16 (NaN results compare equal)
func.func @absf_mul_f16(%x: f16, %y: f16) -> f16 {
  %m = arith.mulf %x, %y : f16
  %r = math.absf %m : f16
  return %r : f16
}
// absf x -> sqrt (x * x) is wrong on bf16 (x * x overflows or underflows)
func.func @absf_square_bf16(%x: bf16) -> bf16 {
  %r = math.absf %x : bf16
  return %r : bf16
}

//--- tgt.mlir
func.func @absf_negf(%x: f32) -> f32 {
  %r = math.absf %x : f32
  return %r : f32
}
func.func @copysign_one(%x: f32) -> f32 {
  %r = math.absf %x : f32
  return %r : f32
}
func.func @copysign_neg_one(%x: f32) -> f32 {
  %a = math.absf %x : f32
  %r = arith.negf %a : f32
  return %r : f32
}
func.func @absf_absf(%x: f32) -> f32 {
  %r = math.absf %x : f32
  return %r : f32
}
func.func @absf_bits(%x: f32) -> i32 {
  %i = arith.bitcast %x : f32 to i32
  %m = arith.constant 2147483647 : i32
  %r = arith.andi %i, %m : i32
  return %r : i32
}
func.func @absf_to_x(%x: f32) -> f32 {
  return %x : f32
}
func.func @absf_to_select(%x: f32) -> f32 {
  %c0 = arith.constant 0.0 : f32
  %c = arith.cmpf olt, %x, %c0 : f32
  %n = arith.negf %x : f32
  %r = arith.select %c, %n, %x : f32
  return %r : f32
}
func.func @absf_to_select_ole(%x: f32) -> f32 {
  %c0 = arith.constant 0.0 : f32
  %c = arith.cmpf ole, %x, %c0 : f32
  %n = arith.subf %c0, %x : f32
  %r = arith.select %c, %n, %x : f32
  return %r : f32
}
func.func @copysign_self(%x: f32) -> f32 {
  return %x : f32
}
func.func @copysign_abs_sign(%x: f64, %y: f64) -> f64 {
  %a = math.absf %y : f64
  %r = math.copysign %x, %a : f64
  return %r : f64
}
func.func @absf_mul_f16(%x: f16, %y: f16) -> f16 {
  %a = math.absf %x : f16
  %b = math.absf %y : f16
  %r = arith.mulf %a, %b : f16
  return %r : f16
}
func.func @absf_square_bf16(%x: bf16) -> bf16 {
  %m = arith.mulf %x, %x : bf16
  %r = math.sqrt %m : bf16
  return %r : bf16
}
