// arith.select: picks by an i1 condition; a poison condition makes the result poison (not UB), the unpicked arm's poison does not leak.
// RUN: split-file %s %t
// RUN: not %tv-check --timeout=60 %t/src.mlir %t/tgt.mlir | FileCheck %s

// CHECK-LABEL: @select_true: proven
// CHECK-LABEL: @select_same_arms: proven
// CHECK-LABEL: @select_bool_identity: proven
// CHECK-LABEL: @select_not_cond: proven
// CHECK-LABEL: @select_poison_arm: proven
// CHECK-LABEL: @select_poison_unpicked: proven
// CHECK-LABEL: @select_to_extui: proven
// CHECK-LABEL: @select_swap_arms: incorrect
// CHECK-NEXT: why: result #0 differs
// CHECK-NEXT: input: %c = {{true|false}} : i1
// CHECK-NEXT: source: returns {{1|2}} : i32
// CHECK-NEXT: target: returns {{1|2}} : i32
// CHECK-LABEL: @select_wrong_fold: incorrect
// CHECK-NEXT: why: result #0 differs
// CHECK-NEXT: input: %c = false : i1
// CHECK-NEXT: source: returns 7 : i8
// CHECK-NEXT: target: returns 5 : i8
// CHECK-LABEL: @select_poison_cond: incorrect
// CHECK-NEXT: why: result #0 is poison in the target but not in the source
// CHECK-NEXT: input: %x = [[X:-?[0-9]+]] : i32
// CHECK-NEXT: source: returns [[X]] : i32
// CHECK-NEXT: target: returns poison : i32
// CHECK-LABEL: @select_poison_arm_wrong: incorrect
// CHECK-NEXT: why: result #0 is poison in the target but not in the source
// CHECK-NEXT: input: %c = false : i1
// CHECK-NEXT: input: %x = [[X:-?[0-9]+]] : i32
// CHECK-NEXT: source: returns [[X]] : i32
// CHECK-NEXT: target: returns poison : i32
// CHECK-LABEL: @select_poison_unpicked_wrong: incorrect
// CHECK-NEXT: why: result #0 is poison in the target but not in the source
// CHECK-NEXT: input: %c = false : i1
// CHECK-NEXT: input: %x = 127 : i8
// CHECK-NEXT: source: returns -128 : i8
// CHECK-NEXT: target: returns poison : i8

//--- src.mlir
// select true, a, b -> a
func.func @select_true(%a: i32, %b: i32) -> i32 {
  %t = arith.constant true
  %r = arith.select %t, %a, %b : i32
  return %r : i32
}
// select c, a, a -> a (a poison c makes the source poison)
func.func @select_same_arms(%c: i1, %a: i32) -> i32 {
  %r = arith.select %c, %a, %a : i32
  return %r : i32
}
// select c, true, false -> c
func.func @select_bool_identity(%c: i1) -> i1 {
  %t = arith.constant true
  %f = arith.constant false
  %r = arith.select %c, %t, %f : i1
  return %r : i1
}
// select !c, a, b -> select c, b, a
func.func @select_not_cond(%c: i1, %a: i32, %b: i32) -> i32 {
  %t = arith.constant true
  %n = arith.xori %c, %t : i1
  %r = arith.select %n, %a, %b : i32
  return %r : i32
}
// select c, x, poison -> x
func.func @select_poison_arm(%c: i1, %x: i32) -> i32 {
  %p = ub.poison : i32
  %r = arith.select %c, %x, %p : i32
  return %r : i32
}
// dropping nsw in the picked arm: select c, x +nsw 1, x -> select c, x + 1, x
func.func @select_poison_unpicked(%c: i1, %x: i8) -> i8 {
  %c1 = arith.constant 1 : i8
  %a = arith.addi %x, %c1 overflow<nsw> : i8
  %r = arith.select %c, %a, %x : i8
  return %r : i8
}
// select c, 1, 0 -> extui c
func.func @select_to_extui(%c: i1) -> i32 {
  %c1 = arith.constant 1 : i32
  %c0 = arith.constant 0 : i32
  %r = arith.select %c, %c1, %c0 : i32
  return %r : i32
}
// swapping the arms is wrong
func.func @select_swap_arms(%c: i1) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %r = arith.select %c, %c1, %c2 : i32
  return %r : i32
}
// select c, 5, 7 -> 5 is wrong exactly when c is false
func.func @select_wrong_fold(%c: i1) -> i8 {
  %c5 = arith.constant 5 : i8
  %c7 = arith.constant 7 : i8
  %r = arith.select %c, %c5, %c7 : i8
  return %r : i8
}
// a poison condition makes the result poison even when both arms are equal
func.func @select_poison_cond(%x: i32) -> i32 {
  return %x : i32
}
// the target selects the poison arm when c is false
func.func @select_poison_arm_wrong(%c: i1, %x: i32) -> i32 {
  return %x : i32
}
// select c, x +nsw 1, x + 1 -> x +nsw 1 is wrong: poison for c false and x = 127
func.func @select_poison_unpicked_wrong(%c: i1, %x: i8) -> i8 {
  %c1 = arith.constant 1 : i8
  %a = arith.addi %x, %c1 overflow<nsw> : i8
  %b = arith.addi %x, %c1 : i8
  %r = arith.select %c, %a, %b : i8
  return %r : i8
}

//--- tgt.mlir
func.func @select_true(%a: i32, %b: i32) -> i32 {
  return %a : i32
}
func.func @select_same_arms(%c: i1, %a: i32) -> i32 {
  return %a : i32
}
func.func @select_bool_identity(%c: i1) -> i1 {
  return %c : i1
}
func.func @select_not_cond(%c: i1, %a: i32, %b: i32) -> i32 {
  %r = arith.select %c, %b, %a : i32
  return %r : i32
}
func.func @select_poison_arm(%c: i1, %x: i32) -> i32 {
  return %x : i32
}
func.func @select_poison_unpicked(%c: i1, %x: i8) -> i8 {
  %c1 = arith.constant 1 : i8
  %a = arith.addi %x, %c1 : i8
  %r = arith.select %c, %a, %x : i8
  return %r : i8
}
func.func @select_to_extui(%c: i1) -> i32 {
  %r = arith.extui %c : i1 to i32
  return %r : i32
}
func.func @select_swap_arms(%c: i1) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %r = arith.select %c, %c2, %c1 : i32
  return %r : i32
}
func.func @select_wrong_fold(%c: i1) -> i8 {
  %c5 = arith.constant 5 : i8
  return %c5 : i8
}
func.func @select_poison_cond(%x: i32) -> i32 {
  %p = ub.poison : i1
  %r = arith.select %p, %x, %x : i32
  return %r : i32
}
func.func @select_poison_arm_wrong(%c: i1, %x: i32) -> i32 {
  %p = ub.poison : i32
  %r = arith.select %c, %x, %p : i32
  return %r : i32
}
func.func @select_poison_unpicked_wrong(%c: i1, %x: i8) -> i8 {
  %c1 = arith.constant 1 : i8
  %a = arith.addi %x, %c1 overflow<nsw> : i8
  return %a : i8
}
