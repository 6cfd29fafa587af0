// arith.select on floats, with cmpf conditions: NaN and signed zeros break compare-and-select rewrites.
// RUN: split-file %s %t
// RUN: not %tv-check --timeout=300 %t/src.mlir %t/tgt.mlir | FileCheck %s

// CHECK-LABEL: @select_same: proven [{{abstract|ieee}}]
// CHECK-LABEL: @select_swap: proven [{{abstract|ieee}}]
// CHECK-LABEL: @select_zero_to_x: incorrect [ieee]
// CHECK-NEXT: why: result #0 differs
// CHECK-NEXT: input: %x = -0.0 : f32
// CHECK-NEXT: source: returns 0.0 : f32
// CHECK-NEXT: target: returns -0.0 : f32
// CHECK-LABEL: @select_nonzero_to_add_zero: proven [{{abstract|ieee}}]
// CHECK-LABEL: @select_max_ule: proven [{{abstract|ieee}}]
// CHECK-LABEL: @select_max_ole: incorrect [ieee]
// CHECK-NEXT: why: result #0 differs
// CHECK-NEXT: input: %x = {{.+}} : f32
// CHECK-NEXT: input: %y = {{.+}} : f32
// CHECK-NEXT: source: returns {{.+}} : f32
// CHECK-NEXT: target: returns {{.+}} : f32
// CHECK-LABEL: @select_nan_payload: proven [{{abstract|ieee}}]
// CHECK-LABEL: @select_eq_forward_f64: incorrect [ieee]
// CHECK-NEXT: why: result #0 differs
// CHECK-NEXT: input: %x = {{0\.0|-0\.0}} : f64
// CHECK-NEXT: input: %y = {{0\.0|-0\.0}} : f64
// CHECK-NEXT: source: returns {{0\.0|-0\.0}} : f64
// CHECK-NEXT: target: returns {{0\.0|-0\.0}} : f64
// CHECK-LABEL: @select_const_f16: proven [{{abstract|ieee}}]

//--- src.mlir
// select c, x, x -> x
func.func @select_same(%c: i1, %x: f32) -> f32 {
  %r = arith.select %c, %x, %x : f32
  return %r : f32
}
// select c, x, y -> select (not c), y, x
func.func @select_swap(%c: i1, %x: f32, %y: f32) -> f32 {
  %r = arith.select %c, %x, %y : f32
  return %r : f32
}
// select (x oeq 0.0), 0.0, x -> x is wrong: x = -0.0 compares equal to 0.0
func.func @select_zero_to_x(%x: f32) -> f32 {
  %c0 = arith.constant 0.0 : f32
  %c = arith.cmpf oeq, %x, %c0 : f32
  %r = arith.select %c, %c0, %x : f32
  return %r : f32
}
// select (x une 0.0), x, 0.0 -> x + 0.0: both map the two zeros to +0.0
func.func @select_nonzero_to_add_zero(%x: f32) -> f32 {
  %c0 = arith.constant 0.0 : f32
  %c = arith.cmpf une, %x, %c0 : f32
  %r = arith.select %c, %x, %c0 : f32
  return %r : f32
}
// select (x ogt y), x, y -> select (x ule y), y, x: ule is the negation of ogt
func.func @select_max_ule(%x: f32, %y: f32) -> f32 {
  %c = arith.cmpf ogt, %x, %y : f32
  %r = arith.select %c, %x, %y : f32
  return %r : f32
}
// ... but ole is not: with a NaN operand both ogt and ole are false
func.func @select_max_ole(%x: f32, %y: f32) -> f32 {
  %c = arith.cmpf ogt, %x, %y : f32
  %r = arith.select %c, %x, %y : f32
  return %r : f32
}
// selecting between NaNs of different payloads: NaN results compare equal
func.func @select_nan_payload(%c: i1) -> f32 {
  %a = arith.constant 0x7FC00000 : f32
  %b = arith.constant 0xFFC00001 : f32
  %r = arith.select %c, %a, %b : f32
  return %r : f32
}
// select (x oeq y), x, y -> y is wrong: x = +0.0, y = -0.0 compare equal
func.func @select_eq_forward_f64(%x: f64, %y: f64) -> f64 {
  %c = arith.cmpf oeq, %x, %y : f64
  %r = arith.select %c, %x, %y : f64
  return %r : f64
}
// select c, 1.0, 1.0 -> 1.0 on f16
func.func @select_const_f16(%c: i1) -> f16 {
  %a = arith.constant 1.0 : f16
  %b = arith.constant 1.0 : f16
  %r = arith.select %c, %a, %b : f16
  return %r : f16
}

//--- tgt.mlir
func.func @select_same(%c: i1, %x: f32) -> f32 {
  return %x : f32
}
func.func @select_swap(%c: i1, %x: f32, %y: f32) -> f32 {
  %true = arith.constant true
  %n = arith.xori %c, %true : i1
  %r = arith.select %n, %y, %x : f32
  return %r : f32
}
func.func @select_zero_to_x(%x: f32) -> f32 {
  return %x : f32
}
func.func @select_nonzero_to_add_zero(%x: f32) -> f32 {
  %c0 = arith.constant 0.0 : f32
  %r = arith.addf %x, %c0 : f32
  return %r : f32
}
func.func @select_max_ule(%x: f32, %y: f32) -> f32 {
  %c = arith.cmpf ule, %x, %y : f32
  %r = arith.select %c, %y, %x : f32
  return %r : f32
}
func.func @select_max_ole(%x: f32, %y: f32) -> f32 {
  %c = arith.cmpf ole, %x, %y : f32
  %r = arith.select %c, %y, %x : f32
  return %r : f32
}
func.func @select_nan_payload(%c: i1) -> f32 {
  %a = arith.constant 0x7FC00000 : f32
  return %a : f32
}
func.func @select_eq_forward_f64(%x: f64, %y: f64) -> f64 {
  return %y : f64
}
func.func @select_const_f16(%c: i1) -> f16 {
  %a = arith.constant 1.0 : f16
  return %a : f16
}
