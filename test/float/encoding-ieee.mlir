// tv-check --fp=ieee: every float pair is solved with the exact IEEE-754 encoding, so every float verdict says [ieee]; integer-only pairs print no encoding.
// RUN: split-file %s %t
// RUN: not %tv-check --timeout=300 --fp=ieee %t/src.mlir %t/tgt.mlir | FileCheck %s

// CHECK-NOT: [abstract]
// CHECK-LABEL: @add_cse: proven [ieee]
// CHECK-LABEL: @add_neg_zero: proven [ieee]
// CHECK-LABEL: @add_pos_zero: incorrect [ieee]
// CHECK-NEXT: why: result #0 differs
// CHECK-NEXT: input: %x = -0.0 : f32
// CHECK-NEXT: source: returns 0.0 : f32
// CHECK-NEXT: target: returns -0.0 : f32
// CHECK-LABEL: @mul_two_f64: proven [ieee]
// CHECK-LABEL: @int_only: proven{{$}}
// CHECK-LABEL: @olt_to_ult_f16: incorrect [ieee]
// CHECK-NEXT: why: result #0 differs
// CHECK-LABEL: @exp_cse: proven [ieee]
// CHECK-NOT: [abstract]

//--- src.mlir
// CSE of an addf
func.func @add_cse(%x: f32, %y: f32) -> (f32, f32) {
  %a = arith.addf %x, %y : f32
  %b = arith.addf %x, %y : f32
  return %a, %b : f32, f32
}
// x + (-0.0) -> x
func.func @add_neg_zero(%x: f32) -> f32 {
  %c0 = arith.constant -0.0 : f32
  %r = arith.addf %x, %c0 : f32
  return %r : f32
}
// x + (+0.0) -> x is wrong for x = -0.0
func.func @add_pos_zero(%x: f32) -> f32 {
  %c0 = arith.constant 0.0 : f32
  %r = arith.addf %x, %c0 : f32
  return %r : f32
}
// x * 2.0 -> x + x on f64
func.func @mul_two_f64(%x: f64) -> f64 {
  %c2 = arith.constant 2.0 : f64
  %r = arith.mulf %x, %c2 : f64
  return %r : f64
}
// no floats: no encoding printed
func.func @int_only(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %r = arith.addi %x, %c0 : i32
  return %r : i32
}
// olt -> ult is wrong (NaN), on f16
func.func @olt_to_ult_f16(%x: f16, %y: f16) -> i1 {
  %r = arith.cmpf olt, %x, %y : f16
  return %r : i1
}
// CSE of math.exp
func.func @exp_cse(%x: f32) -> (f32, f32) {
  %a = math.exp %x : f32
  %b = math.exp %x : f32
  return %a, %b : f32, f32
}

//--- tgt.mlir
func.func @add_cse(%x: f32, %y: f32) -> (f32, f32) {
  %a = arith.addf %x, %y : f32
  return %a, %a : f32, f32
}
func.func @add_neg_zero(%x: f32) -> f32 {
  return %x : f32
}
func.func @add_pos_zero(%x: f32) -> f32 {
  return %x : f32
}
func.func @mul_two_f64(%x: f64) -> f64 {
  %r = arith.addf %x, %x : f64
  return %r : f64
}
func.func @int_only(%x: i32) -> i32 {
  return %x : i32
}
func.func @olt_to_ult_f16(%x: f16, %y: f16) -> i1 {
  %r = arith.cmpf ult, %x, %y : f16
  return %r : i1
}
func.func @exp_cse(%x: f32) -> (f32, f32) {
  %a = math.exp %x : f32
  return %a, %a : f32, f32
}
