// arith.cmpi: every predicate (eq ne slt sle sgt sge ult ule ugt uge) in a proven rewrite and in an off-by-one fold.
// RUN: split-file %s %t
// RUN: not %tv-check --timeout=60 %t/src.mlir %t/tgt.mlir | FileCheck %s

// CHECK-LABEL: @eq_self: proven
// CHECK-LABEL: @ne_not_eq: proven
// CHECK-LABEL: @slt_swap: proven
// CHECK-LABEL: @sle_not_sgt: proven
// CHECK-LABEL: @sge_to_sgt: proven
// CHECK-LABEL: @slt_zero_sign_bit: proven
// CHECK-LABEL: @ult_zero: proven
// CHECK-LABEL: @ule_to_ult: proven
// CHECK-LABEL: @ugt_swap: proven
// CHECK-LABEL: @uge_zero: proven
// CHECK-LABEL: @ult_index: proven
// CHECK-LABEL: @ult_i1: proven
// CHECK-LABEL: @slt_i1: proven
// CHECK-LABEL: @slt_to_ult: incorrect
// CHECK-NEXT: why: result #0 differs
// CHECK-NEXT: input: %x = {{-?[0-9]+}} : i8
// CHECK-NEXT: input: %y = {{-?[0-9]+}} : i8
// CHECK-NEXT: source: returns {{true|false}} : i1
// CHECK-NEXT: target: returns {{true|false}} : i1
// CHECK-LABEL: @slt_swap_wrong: incorrect
// CHECK-NEXT: why: result #0 differs
// CHECK-NEXT: input: %x = {{-?[0-9]+}} : i8
// CHECK-NEXT: input: %y = {{-?[0-9]+}} : i8
// CHECK-NEXT: source: returns {{true|false}} : i1
// CHECK-NEXT: target: returns {{true|false}} : i1
// CHECK-LABEL: @eq_fold: incorrect
// CHECK-NEXT: why: result #0 differs
// CHECK-NEXT: input: %x = 5 : i8
// CHECK-NEXT: source: returns true : i1
// CHECK-NEXT: target: returns false : i1
// CHECK-LABEL: @ne_fold: incorrect
// CHECK-NEXT: why: result #0 differs
// CHECK-NEXT: input: %x = 0 : i8
// CHECK-NEXT: source: returns false : i1
// CHECK-NEXT: target: returns true : i1
// CHECK-LABEL: @slt_fold: incorrect
// CHECK-NEXT: why: result #0 differs
// CHECK-NEXT: input: %x = -128 : i8
// CHECK-NEXT: source: returns true : i1
// CHECK-NEXT: target: returns false : i1
// CHECK-LABEL: @sle_fold: incorrect
// CHECK-NEXT: why: result #0 differs
// CHECK-NEXT: input: %x = -128 : i8
// CHECK-NEXT: source: returns true : i1
// CHECK-NEXT: target: returns false : i1
// CHECK-LABEL: @sgt_fold: incorrect
// CHECK-NEXT: why: result #0 differs
// CHECK-NEXT: input: %x = 127 : i8
// CHECK-NEXT: source: returns true : i1
// CHECK-NEXT: target: returns false : i1
// CHECK-LABEL: @sge_fold: incorrect
// CHECK-NEXT: why: result #0 differs
// CHECK-NEXT: input: %x = 127 : i8
// CHECK-NEXT: source: returns true : i1
// CHECK-NEXT: target: returns false : i1
// CHECK-LABEL: @ult_fold: incorrect
// CHECK-NEXT: why: result #0 differs
// CHECK-NEXT: input: %x = 0 : i8
// CHECK-NEXT: source: returns true : i1
// CHECK-NEXT: target: returns false : i1
// CHECK-LABEL: @ule_fold: incorrect
// CHECK-NEXT: why: result #0 differs
// CHECK-NEXT: input: %x = 0 : i8
// CHECK-NEXT: source: returns true : i1
// CHECK-NEXT: target: returns false : i1
// CHECK-LABEL: @ugt_fold: incorrect
// CHECK-NEXT: why: result #0 differs
// CHECK-NEXT: input: %x = -1 : i8
// CHECK-NEXT: source: returns true : i1
// CHECK-NEXT: target: returns false : i1
// CHECK-LABEL: @uge_fold: incorrect
// CHECK-NEXT: why: result #0 differs
// CHECK-NEXT: input: %x = -1 : i8
// CHECK-NEXT: source: returns true : i1
// CHECK-NEXT: target: returns false : i1

//--- src.mlir
// x == x -> true
func.func @eq_self(%x: i8) -> i1 {
  %r = arith.cmpi eq, %x, %x : i8
  return %r : i1
}
// x != y -> !(x == y)
func.func @ne_not_eq(%x: i8, %y: i8) -> i1 {
  %r = arith.cmpi ne, %x, %y : i8
  return %r : i1
}
// x < y -> y > x
func.func @slt_swap(%x: i8, %y: i8) -> i1 {
  %r = arith.cmpi slt, %x, %y : i8
  return %r : i1
}
// x <= y -> !(x > y)
func.func @sle_not_sgt(%x: i8, %y: i8) -> i1 {
  %r = arith.cmpi sle, %x, %y : i8
  return %r : i1
}
// x >= 5 -> x > 4
func.func @sge_to_sgt(%x: i8) -> i1 {
  %c5 = arith.constant 5 : i8
  %r = arith.cmpi sge, %x, %c5 : i8
  return %r : i1
}
// x <s 0 -> the sign bit
func.func @slt_zero_sign_bit(%x: i8) -> i1 {
  %c0 = arith.constant 0 : i8
  %r = arith.cmpi slt, %x, %c0 : i8
  return %r : i1
}
// x <u 0 -> false
func.func @ult_zero(%x: i8) -> i1 {
  %c0 = arith.constant 0 : i8
  %r = arith.cmpi ult, %x, %c0 : i8
  return %r : i1
}
// x <=u 5 -> x <u 6
func.func @ule_to_ult(%x: i8) -> i1 {
  %c5 = arith.constant 5 : i8
  %r = arith.cmpi ule, %x, %c5 : i8
  return %r : i1
}
// x >u y -> y <u x
func.func @ugt_swap(%x: i8, %y: i8) -> i1 {
  %r = arith.cmpi ugt, %x, %y : i8
  return %r : i1
}
// x >=u 0 -> true
func.func @uge_zero(%x: i8) -> i1 {
  %c0 = arith.constant 0 : i8
  %r = arith.cmpi uge, %x, %c0 : i8
  return %r : i1
}
// on index: x <u y -> y >u x
func.func @ult_index(%x: index, %y: index) -> i1 {
  %r = arith.cmpi ult, %x, %y : index
  return %r : i1
}
// on i1: x <u y -> !x & y
func.func @ult_i1(%x: i1, %y: i1) -> i1 {
  %r = arith.cmpi ult, %x, %y : i1
  return %r : i1
}
// on i1, true is -1 when signed: x <s y -> x & !y
func.func @slt_i1(%x: i1, %y: i1) -> i1 {
  %r = arith.cmpi slt, %x, %y : i1
  return %r : i1
}
// signed and unsigned order differ
func.func @slt_to_ult(%x: i8, %y: i8) -> i1 {
  %r = arith.cmpi slt, %x, %y : i8
  return %r : i1
}
// the operands of slt cannot be swapped
func.func @slt_swap_wrong(%x: i8, %y: i8) -> i1 {
  %r = arith.cmpi slt, %x, %y : i8
  return %r : i1
}
// x eq 5 is not always false: exactly one x differs
func.func @eq_fold(%x: i8) -> i1 {
  %c = arith.constant 5 : i8
  %r = arith.cmpi eq, %x, %c : i8
  return %r : i1
}
// x ne 0 is not always true: exactly one x differs
func.func @ne_fold(%x: i8) -> i1 {
  %c = arith.constant 0 : i8
  %r = arith.cmpi ne, %x, %c : i8
  return %r : i1
}
// x slt -127 is not always false: exactly one x differs
func.func @slt_fold(%x: i8) -> i1 {
  %c = arith.constant -127 : i8
  %r = arith.cmpi slt, %x, %c : i8
  return %r : i1
}
// x sle -128 is not always false: exactly one x differs
func.func @sle_fold(%x: i8) -> i1 {
  %c = arith.constant -128 : i8
  %r = arith.cmpi sle, %x, %c : i8
  return %r : i1
}
// x sgt 126 is not always false: exactly one x differs
func.func @sgt_fold(%x: i8) -> i1 {
  %c = arith.constant 126 : i8
  %r = arith.cmpi sgt, %x, %c : i8
  return %r : i1
}
// x sge 127 is not always false: exactly one x differs
func.func @sge_fold(%x: i8) -> i1 {
  %c = arith.constant 127 : i8
  %r = arith.cmpi sge, %x, %c : i8
  return %r : i1
}
// x ult 1 is not always false: exactly one x differs
func.func @ult_fold(%x: i8) -> i1 {
  %c = arith.constant 1 : i8
  %r = arith.cmpi ult, %x, %c : i8
  return %r : i1
}
// x ule 0 is not always false: exactly one x differs
func.func @ule_fold(%x: i8) -> i1 {
  %c = arith.constant 0 : i8
  %r = arith.cmpi ule, %x, %c : i8
  return %r : i1
}
// x ugt -2 is not always false: exactly one x differs
func.func @ugt_fold(%x: i8) -> i1 {
  %c = arith.constant -2 : i8
  %r = arith.cmpi ugt, %x, %c : i8
  return %r : i1
}
// x uge -1 is not always false: exactly one x differs
func.func @uge_fold(%x: i8) -> i1 {
  %c = arith.constant -1 : i8
  %r = arith.cmpi uge, %x, %c : i8
  return %r : i1
}

//--- tgt.mlir
func.func @eq_self(%x: i8) -> i1 {
  %t = arith.constant true
  return %t : i1
}
func.func @ne_not_eq(%x: i8, %y: i8) -> i1 {
  %e = arith.cmpi eq, %x, %y : i8
  %t = arith.constant true
  %r = arith.xori %e, %t : i1
  return %r : i1
}
func.func @slt_swap(%x: i8, %y: i8) -> i1 {
  %r = arith.cmpi sgt, %y, %x : i8
  return %r : i1
}
func.func @sle_not_sgt(%x: i8, %y: i8) -> i1 {
  %g = arith.cmpi sgt, %x, %y : i8
  %t = arith.constant true
  %r = arith.xori %g, %t : i1
  return %r : i1
}
func.func @sge_to_sgt(%x: i8) -> i1 {
  %c4 = arith.constant 4 : i8
  %r = arith.cmpi sgt, %x, %c4 : i8
  return %r : i1
}
func.func @slt_zero_sign_bit(%x: i8) -> i1 {
  %c7 = arith.constant 7 : i8
  %s = arith.shrui %x, %c7 : i8
  %r = arith.trunci %s : i8 to i1
  return %r : i1
}
func.func @ult_zero(%x: i8) -> i1 {
  %f = arith.constant false
  return %f : i1
}
func.func @ule_to_ult(%x: i8) -> i1 {
  %c6 = arith.constant 6 : i8
  %r = arith.cmpi ult, %x, %c6 : i8
  return %r : i1
}
func.func @ugt_swap(%x: i8, %y: i8) -> i1 {
  %r = arith.cmpi ult, %y, %x : i8
  return %r : i1
}
func.func @uge_zero(%x: i8) -> i1 {
  %t = arith.constant true
  return %t : i1
}
func.func @ult_index(%x: index, %y: index) -> i1 {
  %r = arith.cmpi ugt, %y, %x : index
  return %r : i1
}
func.func @ult_i1(%x: i1, %y: i1) -> i1 {
  %t = arith.constant true
  %n = arith.xori %x, %t : i1
  %r = arith.andi %n, %y : i1
  return %r : i1
}
func.func @slt_i1(%x: i1, %y: i1) -> i1 {
  %t = arith.constant true
  %n = arith.xori %y, %t : i1
  %r = arith.andi %x, %n : i1
  return %r : i1
}
func.func @slt_to_ult(%x: i8, %y: i8) -> i1 {
  %r = arith.cmpi ult, %x, %y : i8
  return %r : i1
}
func.func @slt_swap_wrong(%x: i8, %y: i8) -> i1 {
  %r = arith.cmpi slt, %y, %x : i8
  return %r : i1
}
func.func @eq_fold(%x: i8) -> i1 {
  %f = arith.constant false
  return %f : i1
}
func.func @ne_fold(%x: i8) -> i1 {
  %t = arith.constant true
  return %t : i1
}
func.func @slt_fold(%x: i8) -> i1 {
  %f = arith.constant false
  return %f : i1
}
func.func @sle_fold(%x: i8) -> i1 {
  %f = arith.constant false
  return %f : i1
}
func.func @sgt_fold(%x: i8) -> i1 {
  %f = arith.constant false
  return %f : i1
}
func.func @sge_fold(%x: i8) -> i1 {
  %f = arith.constant false
  return %f : i1
}
func.func @ult_fold(%x: i8) -> i1 {
  %f = arith.constant false
  return %f : i1
}
func.func @ule_fold(%x: i8) -> i1 {
  %f = arith.constant false
  return %f : i1
}
func.func @ugt_fold(%x: i8) -> i1 {
  %f = arith.constant false
  return %f : i1
}
func.func @uge_fold(%x: i8) -> i1 {
  %f = arith.constant false
  return %f : i1
}
