// arith.addi/subi/muli: wrap-around arithmetic, and overflow<nsw, nuw> turning a wrap into poison.
// RUN: split-file %s %t
// RUN: not %tv-check --timeout=60 %t/src.mlir %t/tgt.mlir | FileCheck %s

// CHECK-LABEL: @add_zero: proven
// CHECK-LABEL: @add_commute: proven
// CHECK-LABEL: @add_reassoc: proven
// CHECK-LABEL: @add_drop_flags: proven
// CHECK-LABEL: @add_i1_is_xor: proven
// CHECK-LABEL: @add_index_wraps: proven
// CHECK-LABEL: @add_nsw_from_sext: proven
// CHECK-LABEL: @add_nsw_cmp: proven
// CHECK-LABEL: @add_cmp_no_nsw: incorrect
// CHECK-NEXT: why: result #0 differs
// CHECK-NEXT: input: %x = 127 : i8
// CHECK-NEXT: source: returns false : i1
// CHECK-NEXT: target: returns true : i1
// CHECK-LABEL: @add_nsw_added: incorrect
// CHECK-NEXT: why: result #0 is poison in the target but not in the source
// CHECK-NEXT: input: %x = 127 : i8
// CHECK-NEXT: source: returns -128 : i8
// CHECK-NEXT: target: returns poison : i8
// CHECK-LABEL: @add_nuw_added: incorrect
// CHECK-NEXT: why: result #0 is poison in the target but not in the source
// CHECK-NEXT: input: %x = -1 : i8
// CHECK-NEXT: source: returns 0 : i8
// CHECK-NEXT: target: returns poison : i8
// CHECK-LABEL: @add_wrong_const: incorrect
// CHECK-NEXT: why: result #0 differs
// CHECK-NEXT: input: %x = {{-?[0-9]+}} : i32
// CHECK-NEXT: source: returns {{-?[0-9]+}} : i32
// CHECK-NEXT: target: returns {{-?[0-9]+}} : i32
// CHECK-LABEL: @sub_self: proven
// CHECK-LABEL: @sub_const_to_add: proven
// CHECK-LABEL: @sub_nuw_from_zext: proven
// CHECK-LABEL: @sub_commute: incorrect
// CHECK-NEXT: why: result #0 differs
// CHECK-NEXT: input: %x = {{-?[0-9]+}} : i32
// CHECK-NEXT: input: %y = {{-?[0-9]+}} : i32
// CHECK-NEXT: source: returns {{-?[0-9]+}} : i32
// CHECK-NEXT: target: returns {{-?[0-9]+}} : i32
// CHECK-LABEL: @sub_nuw_added: incorrect
// CHECK-NEXT: why: result #0 is poison in the target but not in the source
// CHECK-NEXT: input: %x = 0 : i8
// CHECK-NEXT: source: returns -1 : i8
// CHECK-NEXT: target: returns poison : i8
// CHECK-LABEL: @sub_nsw_added: incorrect
// CHECK-NEXT: why: result #0 is poison in the target but not in the source
// CHECK-NEXT: input: %x = -128 : i8
// CHECK-NEXT: source: returns -128 : i8
// CHECK-NEXT: target: returns poison : i8
// CHECK-LABEL: @mul_one: proven
// CHECK-LABEL: @mul_two_to_shl: proven
// CHECK-LABEL: @mul_nuw_from_zext: proven
// CHECK-LABEL: @mul_nsw_from_sext: proven
// CHECK-LABEL: @mul_nsw_added: incorrect
// CHECK-NEXT: why: result #0 is poison in the target but not in the source
// CHECK-NEXT: input: %x = -128 : i8
// CHECK-NEXT: source: returns -128 : i8
// CHECK-NEXT: target: returns poison : i8
// CHECK-LABEL: @mul_nuw_added: incorrect
// CHECK-NEXT: why: result #0 is poison in the target but not in the source
// CHECK-NEXT: input: %x = {{-?[0-9]+}} : i8
// CHECK-NEXT: source: returns {{-?[0-9]+}} : i8
// CHECK-NEXT: target: returns poison : i8
// CHECK-LABEL: @mul_nuw_not_nsw: incorrect
// CHECK-NEXT: why: result #0 is poison in the target but not in the source
// CHECK-NEXT: input: %x = {{-?[0-9]+}} : i8
// CHECK-NEXT: source: returns {{-?[0-9]+}} : i8
// CHECK-NEXT: target: returns poison : i8
// CHECK-LABEL: @mul_wrong: incorrect
// CHECK-NEXT: why: result #0 differs
// CHECK-NEXT: input: %x = {{-?[0-9]+}} : i32
// CHECK-NEXT: source: returns {{-?[0-9]+}} : i32
// CHECK-NEXT: target: returns {{-?[0-9]+}} : i32

//--- src.mlir
// x + 0 -> x
func.func @add_zero(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %r = arith.addi %x, %c0 : i32
  return %r : i32
}
// addi is commutative
func.func @add_commute(%x: i32, %y: i32) -> i32 {
  %r = arith.addi %x, %y : i32
  return %r : i32
}
// (x + 1) + 2 -> x + 3
func.func @add_reassoc(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %a = arith.addi %x, %c1 : i32
  %r = arith.addi %a, %c2 : i32
  return %r : i32
}
// dropping overflow flags is always a refinement
func.func @add_drop_flags(%x: i32, %y: i32) -> i32 {
  %r = arith.addi %x, %y overflow<nsw, nuw> : i32
  return %r : i32
}
// i1 addition is xor
func.func @add_i1_is_xor(%x: i1, %y: i1) -> i1 {
  %r = arith.addi %x, %y : i1
  return %r : i1
}
// index is 64 bits wide: x + (2^63 - 1) + (2^63 - 1) + 2 -> x
func.func @add_index_wraps(%x: index) -> index {
  %big = arith.constant 9223372036854775807 : index
  %c2 = arith.constant 2 : index
  %a = arith.addi %x, %big : index
  %b = arith.addi %a, %big : index
  %r = arith.addi %b, %c2 : index
  return %r : index
}
// the sum of two sign-extended i8 cannot wrap in i16, so nsw may be added
func.func @add_nsw_from_sext(%x: i8, %y: i8) -> i16 {
  %a = arith.extsi %x : i8 to i16
  %b = arith.extsi %y : i8 to i16
  %r = arith.addi %a, %b : i16
  return %r : i16
}
// (x +nsw 1) > x folds to true: the wrapping input gives poison
func.func @add_nsw_cmp(%x: i8) -> i1 {
  %c1 = arith.constant 1 : i8
  %a = arith.addi %x, %c1 overflow<nsw> : i8
  %r = arith.cmpi sgt, %a, %x : i8
  return %r : i1
}
// ... but not without nsw: only x = 127 wraps
func.func @add_cmp_no_nsw(%x: i8) -> i1 {
  %c1 = arith.constant 1 : i8
  %a = arith.addi %x, %c1 : i8
  %r = arith.cmpi sgt, %a, %x : i8
  return %r : i1
}
// adding nsw to x + 1: only x = 127 wraps
func.func @add_nsw_added(%x: i8) -> i8 {
  %c1 = arith.constant 1 : i8
  %r = arith.addi %x, %c1 : i8
  return %r : i8
}
// adding nuw to x +nsw 1: only x = -1 wraps unsigned without wrapping signed
func.func @add_nuw_added(%x: i8) -> i8 {
  %c1 = arith.constant 1 : i8
  %r = arith.addi %x, %c1 overflow<nsw> : i8
  return %r : i8
}
// x + 1 -> x + 2 is plainly wrong
func.func @add_wrong_const(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %r = arith.addi %x, %c1 : i32
  return %r : i32
}
// x - x -> 0
func.func @sub_self(%x: i32) -> i32 {
  %r = arith.subi %x, %x : i32
  return %r : i32
}
// x - 5 -> x + (-5)
func.func @sub_const_to_add(%x: i32) -> i32 {
  %c5 = arith.constant 5 : i32
  %r = arith.subi %x, %c5 : i32
  return %r : i32
}
// 255 - zext(x) cannot wrap either way in i16
func.func @sub_nuw_from_zext(%x: i8) -> i16 {
  %a = arith.extui %x : i8 to i16
  %c255 = arith.constant 255 : i16
  %r = arith.subi %c255, %a : i16
  return %r : i16
}
// subi is not commutative
func.func @sub_commute(%x: i32, %y: i32) -> i32 {
  %r = arith.subi %x, %y : i32
  return %r : i32
}
// adding nuw to x - 1: only x = 0 wraps
func.func @sub_nuw_added(%x: i8) -> i8 {
  %c1 = arith.constant 1 : i8
  %r = arith.subi %x, %c1 : i8
  return %r : i8
}
// adding nsw to 0 - x: only x = -128 wraps
func.func @sub_nsw_added(%x: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  %r = arith.subi %c0, %x : i8
  return %r : i8
}
// x * 1 -> x
func.func @mul_one(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %r = arith.muli %x, %c1 : i32
  return %r : i32
}
// x * 2 -> x << 1
func.func @mul_two_to_shl(%x: i32) -> i32 {
  %c2 = arith.constant 2 : i32
  %r = arith.muli %x, %c2 : i32
  return %r : i32
}
// 255 * 255 fits in 16 unsigned bits
func.func @mul_nuw_from_zext(%x: i8, %y: i8) -> i16 {
  %a = arith.extui %x : i8 to i16
  %b = arith.extui %y : i8 to i16
  %r = arith.muli %a, %b : i16
  return %r : i16
}
// -128 * -128 fits in 16 signed bits
func.func @mul_nsw_from_sext(%x: i8, %y: i8) -> i16 {
  %a = arith.extsi %x : i8 to i16
  %b = arith.extsi %y : i8 to i16
  %r = arith.muli %a, %b : i16
  return %r : i16
}
// adding nsw to x * -1: only x = -128 wraps
func.func @mul_nsw_added(%x: i8) -> i8 {
  %cm1 = arith.constant -1 : i8
  %r = arith.muli %x, %cm1 : i8
  return %r : i8
}
// adding nuw to x * 3
func.func @mul_nuw_added(%x: i8) -> i8 {
  %c3 = arith.constant 3 : i8
  %r = arith.muli %x, %c3 : i8
  return %r : i8
}
// nuw does not imply nsw
func.func @mul_nuw_not_nsw(%x: i8) -> i8 {
  %c2 = arith.constant 2 : i8
  %r = arith.muli %x, %c2 overflow<nuw> : i8
  return %r : i8
}
// x * 3 -> x + x is wrong
func.func @mul_wrong(%x: i32) -> i32 {
  %c3 = arith.constant 3 : i32
  %r = arith.muli %x, %c3 : i32
  return %r : i32
}

//--- tgt.mlir
func.func @add_zero(%x: i32) -> i32 {
  return %x : i32
}
func.func @add_commute(%x: i32, %y: i32) -> i32 {
  %r = arith.addi %y, %x : i32
  return %r : i32
}
func.func @add_reassoc(%x: i32) -> i32 {
  %c3 = arith.constant 3 : i32
  %r = arith.addi %x, %c3 : i32
  return %r : i32
}
func.func @add_drop_flags(%x: i32, %y: i32) -> i32 {
  %r = arith.addi %x, %y : i32
  return %r : i32
}
func.func @add_i1_is_xor(%x: i1, %y: i1) -> i1 {
  %r = arith.xori %x, %y : i1
  return %r : i1
}
func.func @add_index_wraps(%x: index) -> index {
  return %x : index
}
func.func @add_nsw_from_sext(%x: i8, %y: i8) -> i16 {
  %a = arith.extsi %x : i8 to i16
  %b = arith.extsi %y : i8 to i16
  %r = arith.addi %a, %b overflow<nsw> : i16
  return %r : i16
}
func.func @add_nsw_cmp(%x: i8) -> i1 {
  %true = arith.constant true
  return %true : i1
}
func.func @add_cmp_no_nsw(%x: i8) -> i1 {
  %true = arith.constant true
  return %true : i1
}
func.func @add_nsw_added(%x: i8) -> i8 {
  %c1 = arith.constant 1 : i8
  %r = arith.addi %x, %c1 overflow<nsw> : i8
  return %r : i8
}
func.func @add_nuw_added(%x: i8) -> i8 {
  %c1 = arith.constant 1 : i8
  %r = arith.addi %x, %c1 overflow<nsw, nuw> : i8
  return %r : i8
}
func.func @add_wrong_const(%x: i32) -> i32 {
  %c2 = arith.constant 2 : i32
  %r = arith.addi %x, %c2 : i32
  return %r : i32
}
func.func @sub_self(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  return %c0 : i32
}
func.func @sub_const_to_add(%x: i32) -> i32 {
  %cm5 = arith.constant -5 : i32
  %r = arith.addi %x, %cm5 : i32
  return %r : i32
}
func.func @sub_nuw_from_zext(%x: i8) -> i16 {
  %a = arith.extui %x : i8 to i16
  %c255 = arith.constant 255 : i16
  %r = arith.subi %c255, %a overflow<nsw, nuw> : i16
  return %r : i16
}
func.func @sub_commute(%x: i32, %y: i32) -> i32 {
  %r = arith.subi %y, %x : i32
  return %r : i32
}
func.func @sub_nuw_added(%x: i8) -> i8 {
  %c1 = arith.constant 1 : i8
  %r = arith.subi %x, %c1 overflow<nuw> : i8
  return %r : i8
}
func.func @sub_nsw_added(%x: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  %r = arith.subi %c0, %x overflow<nsw> : i8
  return %r : i8
}
func.func @mul_one(%x: i32) -> i32 {
  return %x : i32
}
func.func @mul_two_to_shl(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %r = arith.shli %x, %c1 : i32
  return %r : i32
}
func.func @mul_nuw_from_zext(%x: i8, %y: i8) -> i16 {
  %a = arith.extui %x : i8 to i16
  %b = arith.extui %y : i8 to i16
  %r = arith.muli %a, %b overflow<nuw> : i16
  return %r : i16
}
func.func @mul_nsw_from_sext(%x: i8, %y: i8) -> i16 {
  %a = arith.extsi %x : i8 to i16
  %b = arith.extsi %y : i8 to i16
  %r = arith.muli %a, %b overflow<nsw> : i16
  return %r : i16
}
func.func @mul_nsw_added(%x: i8) -> i8 {
  %cm1 = arith.constant -1 : i8
  %r = arith.muli %x, %cm1 overflow<nsw> : i8
  return %r : i8
}
func.func @mul_nuw_added(%x: i8) -> i8 {
  %c3 = arith.constant 3 : i8
  %r = arith.muli %x, %c3 overflow<nuw> : i8
  return %r : i8
}
func.func @mul_nuw_not_nsw(%x: i8) -> i8 {
  %c2 = arith.constant 2 : i8
  %r = arith.muli %x, %c2 overflow<nsw> : i8
  return %r : i8
}
func.func @mul_wrong(%x: i32) -> i32 {
  %r = arith.addi %x, %x : i32
  return %r : i32
}
