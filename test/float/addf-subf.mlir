// arith.addf/subf/negf: signed zeros (x + 0.0 is not x, x + -0.0 is), Inf/NaN in x - x, non-associativity, f16/bf16/f64.
// RUN: split-file %s %t
// RUN: not %tv-check --timeout=300 %t/src.mlir %t/tgt.mlir | FileCheck %s

// CHECK-LABEL: @add_pos_zero: incorrect [ieee]
// CHECK-NEXT: why: result #0 differs
// CHECK-NEXT: input: %x = -0.0 : f32
// CHECK-NEXT: source: returns 0.0 : f32
// CHECK-NEXT: target: returns -0.0 : f32
// CHECK-LABEL: @add_neg_zero: proven [abstract]
// CHECK-LABEL: @sub_pos_zero: proven [{{abstract|ieee}}]
// CHECK-LABEL: @sub_self: incorrect [ieee]
// CHECK-NEXT: why: result #0 differs
// CHECK-NEXT: input: %x = {{0x[7F]F[89A-F][0-9A-F]{5}|-?inf [(]0x[7F]F800000[)]}} : f32
// CHECK-NEXT: source: returns {{0x[7F]F[89A-F][0-9A-F]{5}|-?inf [(]0x[7F]F800000[)]}} : f32
// CHECK-NEXT: target: returns 0.0 : f32
// CHECK-LABEL: @add_commute: proven [abstract]
// CHECK-LABEL: @add_reassoc: incorrect [ieee]
// CHECK-NEXT: why: result #0 differs
// CHECK-NEXT: input: %x = {{.+}} : f32
// CHECK-NEXT: input: %y = {{.+}} : f32
// CHECK-NEXT: input: %z = {{.+}} : f32
// CHECK-NEXT: source: returns {{.+}} : f32
// CHECK-NEXT: target: returns {{.+}} : f32
// CHECK-LABEL: @zero_minus_x: incorrect [ieee]
// CHECK-NEXT: why: result #0 differs
// CHECK-NEXT: input: %x = 0.0 : f32
// CHECK-NEXT: source: returns 0.0 : f32
// CHECK-NEXT: target: returns -0.0 : f32
// CHECK-LABEL: @neg_zero_minus_x: proven [{{abstract|ieee}}]
// CHECK-LABEL: @sub_to_add_neg: proven [{{abstract|ieee}}]
// CHECK-LABEL: @negf_negf: proven [abstract]
// CHECK-LABEL: @add_pos_zero_f16: incorrect [ieee]
// CHECK-NEXT: why: result #0 differs
// CHECK-NEXT: input: %x = -0.0 : f16
// CHECK-NEXT: source: returns 0.0 : f16
// CHECK-NEXT: target: returns -0.0 : f16
// CHECK-LABEL: @sub_pos_zero_bf16: proven [{{abstract|ieee}}]
// CHECK-LABEL: @add_neg_zero_f64: proven [{{abstract|ieee}}]
// CHECK-LABEL: @add_cse: proven [abstract]

//--- src.mlir
// x + (+0.0) -> x is wrong: -0.0 + +0.0 = +0.0 under round-to-nearest
func.func @add_pos_zero(%x: f32) -> f32 {
  %c0 = arith.constant 0.0 : f32
  %r = arith.addf %x, %c0 : f32
  return %r : f32
}
// x + (-0.0) -> x is right for every x, zeros and NaN included
func.func @add_neg_zero(%x: f32) -> f32 {
  %c0 = arith.constant -0.0 : f32
  %r = arith.addf %x, %c0 : f32
  return %r : f32
}
// x - (+0.0) -> x is right (it is x + -0.0)
func.func @sub_pos_zero(%x: f32) -> f32 {
  %c0 = arith.constant 0.0 : f32
  %r = arith.subf %x, %c0 : f32
  return %r : f32
}
// x - x -> 0.0 is wrong for x = +-Inf or NaN (NaN result)
func.func @sub_self(%x: f32) -> f32 {
  %r = arith.subf %x, %x : f32
  return %r : f32
}
// addf is commutative
func.func @add_commute(%x: f32, %y: f32) -> f32 {
  %r = arith.addf %x, %y : f32
  return %r : f32
}
// (x + y) + z -> x + (y + z) is wrong: rounding differs
func.func @add_reassoc(%x: f32, %y: f32, %z: f32) -> f32 {
  %a = arith.addf %x, %y : f32
  %r = arith.addf %a, %z : f32
  return %r : f32
}
// 0.0 - x -> negf x is wrong only for x = +0.0: +0.0 - +0.0 = +0.0, negf gives -0.0
func.func @zero_minus_x(%x: f32) -> f32 {
  %c0 = arith.constant 0.0 : f32
  %r = arith.subf %c0, %x : f32
  return %r : f32
}
// -0.0 - x -> negf x is right
func.func @neg_zero_minus_x(%x: f32) -> f32 {
  %c0 = arith.constant -0.0 : f32
  %r = arith.subf %c0, %x : f32
  return %r : f32
}
// x - y -> x + negf y is right (IEEE-754 defines subtraction that way)
func.func @sub_to_add_neg(%x: f32, %y: f32) -> f32 {
  %r = arith.subf %x, %y : f32
  return %r : f32
}
// negf (negf x) -> x
func.func @negf_negf(%x: f32) -> f32 {
  %a = arith.negf %x : f32
  %r = arith.negf %a : f32
  return %r : f32
}
// x + (+0.0) -> x is wrong on f16 too
func.func @add_pos_zero_f16(%x: f16) -> f16 {
  %c0 = arith.constant 0.0 : f16
  %r = arith.addf %x, %c0 : f16
  return %r : f16
}
// x - (+0.0) -> x on bf16
func.func @sub_pos_zero_bf16(%x: bf16) -> bf16 {
  %c0 = arith.constant 0.0 : bf16
  %r = arith.subf %x, %c0 : bf16
  return %r : bf16
}
// x + (-0.0) -> x on f64
func.func @add_neg_zero_f64(%x: f64) -> f64 {
  %c0 = arith.constant -0.0 : f64
  %r = arith.addf %x, %c0 : f64
  return %r : f64
}
// two identical addf are merged (CSE): no exact arithmetic needed
func.func @add_cse(%x: f32, %y: f32) -> (f32, f32) {
  %a = arith.addf %x, %y : f32
  %b = arith.addf %x, %y : f32
  return %a, %b : f32, f32
}

//--- tgt.mlir
func.func @add_pos_zero(%x: f32) -> f32 {
  return %x : f32
}
func.func @add_neg_zero(%x: f32) -> f32 {
  return %x : f32
}
func.func @sub_pos_zero(%x: f32) -> f32 {
  return %x : f32
}
func.func @sub_self(%x: f32) -> f32 {
  %c0 = arith.constant 0.0 : f32
  return %c0 : f32
}
func.func @add_commute(%x: f32, %y: f32) -> f32 {
  %r = arith.addf %y, %x : f32
  return %r : f32
}
func.func @add_reassoc(%x: f32, %y: f32, %z: f32) -> f32 {
  %a = arith.addf %y, %z : f32
  %r = arith.addf %x, %a : f32
  return %r : f32
}
func.func @zero_minus_x(%x: f32) -> f32 {
  %r = arith.negf %x : f32
  return %r : f32
}
func.func @neg_zero_minus_x(%x: f32) -> f32 {
  %r = arith.negf %x : f32
  return %r : f32
}
func.func @sub_to_add_neg(%x: f32, %y: f32) -> f32 {
  %n = arith.negf %y : f32
  %r = arith.addf %x, %n : f32
  return %r : f32
}
func.func @negf_negf(%x: f32) -> f32 {
  return %x : f32
}
func.func @add_pos_zero_f16(%x: f16) -> f16 {
  return %x : f16
}
func.func @sub_pos_zero_bf16(%x: bf16) -> bf16 {
  return %x : bf16
}
func.func @add_neg_zero_f64(%x: f64) -> f64 {
  return %x : f64
}
func.func @add_cse(%x: f32, %y: f32) -> (f32, f32) {
  %a = arith.addf %x, %y : f32
  return %a, %a : f32, f32
}
