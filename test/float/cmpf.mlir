// arith.cmpf: ordered vs unordered predicates on NaN, negations and operand swaps, oeq vs bit equality, constant predicates, f16/bf16/f64.
// RUN: split-file %s %t
// RUN: not %tv-check --timeout=300 %t/src.mlir %t/tgt.mlir | FileCheck %s

// CHECK-LABEL: @olt_to_ult: incorrect [ieee]
// CHECK-NEXT: why: result #0 differs
// CHECK-NEXT: input: %x = {{.+}} : f32
// CHECK-NEXT: input: %y = {{.+}} : f32
// CHECK-NEXT: source: returns false : i1
// CHECK-NEXT: target: returns true : i1
// CHECK-LABEL: @olt_to_not_uge: proven [{{abstract|ieee}}]
// CHECK-LABEL: @oeq_self_to_ord: proven [{{abstract|ieee}}]
// CHECK-LABEL: @une_self_to_uno: proven [{{abstract|ieee}}]
// CHECK-LABEL: @true_false_to_const: proven [{{abstract|ieee}}]
// CHECK-LABEL: @one_to_une: incorrect [ieee]
// CHECK-NEXT: why: result #0 differs
// CHECK-NEXT: input: %x = {{.+}} : f32
// CHECK-NEXT: input: %y = {{.+}} : f32
// CHECK-NEXT: source: returns false : i1
// CHECK-NEXT: target: returns true : i1
// CHECK-LABEL: @ogt_swap: proven [{{abstract|ieee}}]
// CHECK-LABEL: @oge_split: proven [{{abstract|ieee}}]
// CHECK-LABEL: @ueq_to_not_one: proven [{{abstract|ieee}}]
// CHECK-LABEL: @uno_split: proven [{{abstract|ieee}}]
// CHECK-LABEL: @oeq_to_bits_eq: incorrect [ieee]
// CHECK-NEXT: why: result #0 differs
// CHECK-NEXT: input: %x = {{.+}} : f32
// CHECK-NEXT: input: %y = {{.+}} : f32
// CHECK-NEXT: source: returns {{true|false}} : i1
// CHECK-NEXT: target: returns {{true|false}} : i1
// CHECK-LABEL: @oeq_signed_zero_f16: proven [{{abstract|ieee}}]
// CHECK-LABEL: @ule_to_not_ogt_f64: proven [{{abstract|ieee}}]
// CHECK-LABEL: @ole_to_olt_bf16: incorrect [ieee]
// CHECK-NEXT: why: result #0 differs
// CHECK-NEXT: input: %x = {{.+}} : bf16
// CHECK-NEXT: input: %y = {{.+}} : bf16
// CHECK-NEXT: source: returns true : i1
// CHECK-NEXT: target: returns false : i1

//--- src.mlir
// olt -> ult is wrong: they differ when an operand is NaN
func.func @olt_to_ult(%x: f32, %y: f32) -> i1 {
  %r = arith.cmpf olt, %x, %y : f32
  return %r : i1
}
// olt -> not uge is right: uge is the exact negation of olt
func.func @olt_to_not_uge(%x: f32, %y: f32) -> i1 {
  %r = arith.cmpf olt, %x, %y : f32
  return %r : i1
}
// oeq x, x -> ord x, x: x equals itself unless NaN
func.func @oeq_self_to_ord(%x: f32) -> i1 {
  %r = arith.cmpf oeq, %x, %x : f32
  return %r : i1
}
// une x, x -> uno x, x
func.func @une_self_to_uno(%x: f32) -> i1 {
  %r = arith.cmpf une, %x, %x : f32
  return %r : i1
}
// cmpf true / false -> constants
func.func @true_false_to_const(%x: f32, %y: f32) -> (i1, i1) {
  %t = arith.cmpf true, %x, %y : f32
  %f = arith.cmpf false, %x, %y : f32
  return %t, %f : i1, i1
}
// one -> une is wrong: they differ when an operand is NaN
func.func @one_to_une(%x: f32, %y: f32) -> i1 {
  %r = arith.cmpf one, %x, %y : f32
  return %r : i1
}
// ogt x, y -> olt y, x and ugt x, y -> ult y, x
func.func @ogt_swap(%x: f32, %y: f32) -> (i1, i1) {
  %a = arith.cmpf ogt, %x, %y : f32
  %b = arith.cmpf ugt, %x, %y : f32
  return %a, %b : i1, i1
}
// oge -> ogt or oeq
func.func @oge_split(%x: f32, %y: f32) -> i1 {
  %r = arith.cmpf oge, %x, %y : f32
  return %r : i1
}
// ueq -> not one
func.func @ueq_to_not_one(%x: f32, %y: f32) -> i1 {
  %r = arith.cmpf ueq, %x, %y : f32
  return %r : i1
}
// uno x, y -> (uno x, x) or (uno y, y); ord x, y -> (ord x, x) and (ord y, y)
func.func @uno_split(%x: f32, %y: f32) -> (i1, i1) {
  %u = arith.cmpf uno, %x, %y : f32
  %o = arith.cmpf ord, %x, %y : f32
  return %u, %o : i1, i1
}
// oeq -> equality of the bits is wrong: +0.0 == -0.0, and NaN != NaN
func.func @oeq_to_bits_eq(%x: f32, %y: f32) -> i1 {
  %r = arith.cmpf oeq, %x, %y : f32
  return %r : i1
}
// x oeq +0.0 -> x oeq -0.0 (the zeros compare equal) on f16
func.func @oeq_signed_zero_f16(%x: f16) -> i1 {
  %c0 = arith.constant 0.0 : f16
  %r = arith.cmpf oeq, %x, %c0 : f16
  return %r : i1
}
// ule -> not ogt on f64
func.func @ule_to_not_ogt_f64(%x: f64, %y: f64) -> i1 {
  %r = arith.cmpf ule, %x, %y : f64
  return %r : i1
}
// ole -> olt is wrong only for equal operands
func.func @ole_to_olt_bf16(%x: bf16, %y: bf16) -> i1 {
  %r = arith.cmpf ole, %x, %y : bf16
  return %r : i1
}

//--- tgt.mlir
func.func @olt_to_ult(%x: f32, %y: f32) -> i1 {
  %r = arith.cmpf ult, %x, %y : f32
  return %r : i1
}
func.func @olt_to_not_uge(%x: f32, %y: f32) -> i1 {
  %true = arith.constant true
  %u = arith.cmpf uge, %x, %y : f32
  %r = arith.xori %u, %true : i1
  return %r : i1
}
func.func @oeq_self_to_ord(%x: f32) -> i1 {
  %r = arith.cmpf ord, %x, %x : f32
  return %r : i1
}
func.func @une_self_to_uno(%x: f32) -> i1 {
  %r = arith.cmpf uno, %x, %x : f32
  return %r : i1
}
func.func @true_false_to_const(%x: f32, %y: f32) -> (i1, i1) {
  %t = arith.constant true
  %f = arith.constant false
  return %t, %f : i1, i1
}
func.func @one_to_une(%x: f32, %y: f32) -> i1 {
  %r = arith.cmpf une, %x, %y : f32
  return %r : i1
}
func.func @ogt_swap(%x: f32, %y: f32) -> (i1, i1) {
  %a = arith.cmpf olt, %y, %x : f32
  %b = arith.cmpf ult, %y, %x : f32
  return %a, %b : i1, i1
}
func.func @oge_split(%x: f32, %y: f32) -> i1 {
  %a = arith.cmpf ogt, %x, %y : f32
  %b = arith.cmpf oeq, %x, %y : f32
  %r = arith.ori %a, %b : i1
  return %r : i1
}
func.func @ueq_to_not_one(%x: f32, %y: f32) -> i1 {
  %true = arith.constant true
  %a = arith.cmpf one, %x, %y : f32
  %r = arith.xori %a, %true : i1
  return %r : i1
}
func.func @uno_split(%x: f32, %y: f32) -> (i1, i1) {
  %ux = arith.cmpf uno, %x, %x : f32
  %uy = arith.cmpf uno, %y, %y : f32
  %u = arith.ori %ux, %uy : i1
  %ox = arith.cmpf ord, %x, %x : f32
  %oy = arith.cmpf ord, %y, %y : f32
  %o = arith.andi %ox, %oy : i1
  return %u, %o : i1, i1
}
func.func @oeq_to_bits_eq(%x: f32, %y: f32) -> i1 {
  %a = arith.bitcast %x : f32 to i32
  %b = arith.bitcast %y : f32 to i32
  %r = arith.cmpi eq, %a, %b : i32
  return %r : i1
}
func.func @oeq_signed_zero_f16(%x: f16) -> i1 {
  %c0 = arith.constant -0.0 : f16
  %r = arith.cmpf oeq, %x, %c0 : f16
  return %r : i1
}
func.func @ule_to_not_ogt_f64(%x: f64, %y: f64) -> i1 {
  %true = arith.constant true
  %a = arith.cmpf ogt, %x, %y : f64
  %r = arith.xori %a, %true : i1
  return %r : i1
}
func.func @ole_to_olt_bf16(%x: bf16, %y: bf16) -> i1 {
  %r = arith.cmpf olt, %x, %y : bf16
  return %r : i1
}
