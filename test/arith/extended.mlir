// arith.addui_extended/mulsi_extended/mului_extended: both results (sum and carry, low and high product halves).
// RUN: split-file %s %t
// RUN: not %tv-check --timeout=60 %t/src.mlir %t/tgt.mlir | FileCheck %s

// CHECK-LABEL: @addui_expand: proven
// CHECK-LABEL: @addui_carry_signed: incorrect
// CHECK-NEXT: why: result #1 differs
// CHECK-NEXT: input: %x = {{-?[0-9]+}} : i8
// CHECK-NEXT: input: %y = {{-?[0-9]+}} : i8
// CHECK-NEXT: source: returns [[S:-?[0-9]+]] : i8, {{true|false}} : i1
// CHECK-NEXT: target: returns [[S]] : i8, {{true|false}} : i1
// CHECK-LABEL: @addui_carry_one: incorrect
// CHECK-NEXT: why: result #1 differs
// CHECK-NEXT: input: %x = -1 : i8
// CHECK-NEXT: source: returns 0 : i8, true : i1
// CHECK-NEXT: target: returns 0 : i8, false : i1
// CHECK-LABEL: @mului_low: proven
// CHECK-LABEL: @mului_high: proven
// CHECK-LABEL: @mulsi_high: proven
// CHECK-LABEL: @mulsi_by_one: proven
// CHECK-LABEL: @mulsi_to_mului: incorrect
// CHECK-NEXT: why: result #1 differs
// CHECK-NEXT: input: %x = {{-?[0-9]+}} : i8
// CHECK-NEXT: input: %y = {{-?[0-9]+}} : i8
// CHECK-NEXT: source: returns [[LO:-?[0-9]+]] : i8, {{-?[0-9]+}} : i8
// CHECK-NEXT: target: returns [[LO]] : i8, {{-?[0-9]+}} : i8
// CHECK-LABEL: @mului_high_by_two: incorrect
// CHECK-NEXT: why: result #0 differs
// CHECK-NEXT: input: %x = -{{[0-9]+}} : i8
// CHECK-NEXT: source: returns 1 : i8
// CHECK-NEXT: target: returns 0 : i8
// CHECK-LABEL: @mul_high_fold: proven
// CHECK-LABEL: @mul_high_fold_wrong: incorrect
// CHECK-NEXT: why: result #1 differs
// CHECK-NEXT: source: returns 0 : i8, -2 : i8
// CHECK-NEXT: target: returns 0 : i8, 0 : i8

//--- src.mlir
// addui_extended -> (x + y, x + y <u x)
func.func @addui_expand(%x: i32, %y: i32) -> (i32, i1) {
  %s, %o = arith.addui_extended %x, %y : i32, i1
  return %s, %o : i32, i1
}
// the carry is an unsigned overflow, not a signed one
func.func @addui_carry_signed(%x: i8, %y: i8) -> (i8, i1) {
  %s, %o = arith.addui_extended %x, %y : i8, i1
  return %s, %o : i8, i1
}
// the carry of x + 1 is set only for x = -1
func.func @addui_carry_one(%x: i8) -> (i8, i1) {
  %c1 = arith.constant 1 : i8
  %s, %o = arith.addui_extended %x, %c1 : i8, i1
  return %s, %o : i8, i1
}
// the low half of mului_extended is muli
func.func @mului_low(%x: i32, %y: i32) -> i32 {
  %lo, %hi = arith.mului_extended %x, %y : i32
  return %lo : i32
}
// the high half of mului_extended on i8 via a zero-extended i16 product
func.func @mului_high(%x: i8, %y: i8) -> i8 {
  %lo, %hi = arith.mului_extended %x, %y : i8
  return %hi : i8
}
// the high half of mulsi_extended on i8 via a sign-extended i16 product
func.func @mulsi_high(%x: i8, %y: i8) -> i8 {
  %lo, %hi = arith.mulsi_extended %x, %y : i8
  return %hi : i8
}
// both halves of mulsi_extended by 1: (x, sign of x)
func.func @mulsi_by_one(%x: i8) -> (i8, i8) {
  %c1 = arith.constant 1 : i8
  %lo, %hi = arith.mulsi_extended %x, %c1 : i8
  return %lo, %hi : i8, i8
}
// the low halves agree, the high halves of signed and unsigned products do not
func.func @mulsi_to_mului(%x: i8, %y: i8) -> (i8, i8) {
  %lo, %hi = arith.mulsi_extended %x, %y : i8
  return %lo, %hi : i8, i8
}
// the high half of x * 2 unsigned is the top bit of x: wrong to say 0
func.func @mului_high_by_two(%x: i8) -> i8 {
  %c2 = arith.constant 2 : i8
  %lo, %hi = arith.mului_extended %x, %c2 : i8
  return %hi : i8
}
// -1 * -1 = 1: the signed high half is 0, the unsigned one (255 * 255 = 0xFE01) is -2
func.func @mul_high_fold() -> (i8, i8) {
  %cm1 = arith.constant -1 : i8
  %slo, %shi = arith.mulsi_extended %cm1, %cm1 : i8
  %ulo, %uhi = arith.mului_extended %cm1, %cm1 : i8
  return %shi, %uhi : i8, i8
}
// ... folding both high halves to 0 is wrong
func.func @mul_high_fold_wrong() -> (i8, i8) {
  %cm1 = arith.constant -1 : i8
  %slo, %shi = arith.mulsi_extended %cm1, %cm1 : i8
  %ulo, %uhi = arith.mului_extended %cm1, %cm1 : i8
  return %shi, %uhi : i8, i8
}

//--- tgt.mlir
func.func @addui_expand(%x: i32, %y: i32) -> (i32, i1) {
  %s = arith.addi %x, %y : i32
  %o = arith.cmpi ult, %s, %x : i32
  return %s, %o : i32, i1
}
func.func @addui_carry_signed(%x: i8, %y: i8) -> (i8, i1) {
  %s = arith.addi %x, %y : i8
  %o = arith.cmpi slt, %s, %x : i8
  return %s, %o : i8, i1
}
func.func @addui_carry_one(%x: i8) -> (i8, i1) {
  %c1 = arith.constant 1 : i8
  %s = arith.addi %x, %c1 : i8
  %f = arith.constant false
  return %s, %f : i8, i1
}
func.func @mului_low(%x: i32, %y: i32) -> i32 {
  %r = arith.muli %x, %y : i32
  return %r : i32
}
func.func @mului_high(%x: i8, %y: i8) -> i8 {
  %a = arith.extui %x : i8 to i16
  %b = arith.extui %y : i8 to i16
  %p = arith.muli %a, %b : i16
  %c8 = arith.constant 8 : i16
  %h = arith.shrui %p, %c8 : i16
  %r = arith.trunci %h : i16 to i8
  return %r : i8
}
func.func @mulsi_high(%x: i8, %y: i8) -> i8 {
  %a = arith.extsi %x : i8 to i16
  %b = arith.extsi %y : i8 to i16
  %p = arith.muli %a, %b : i16
  %c8 = arith.constant 8 : i16
  %h = arith.shrsi %p, %c8 : i16
  %r = arith.trunci %h : i16 to i8
  return %r : i8
}
func.func @mulsi_by_one(%x: i8) -> (i8, i8) {
  %c7 = arith.constant 7 : i8
  %hi = arith.shrsi %x, %c7 : i8
  return %x, %hi : i8, i8
}
func.func @mulsi_to_mului(%x: i8, %y: i8) -> (i8, i8) {
  %lo, %hi = arith.mului_extended %x, %y : i8
  return %lo, %hi : i8, i8
}
func.func @mului_high_by_two(%x: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  return %c0 : i8
}
func.func @mul_high_fold() -> (i8, i8) {
  %c0 = arith.constant 0 : i8
  %cm2 = arith.constant -2 : i8
  return %c0, %cm2 : i8, i8
}
func.func @mul_high_fold_wrong() -> (i8, i8) {
  %c0 = arith.constant 0 : i8
  return %c0, %c0 : i8, i8
}
