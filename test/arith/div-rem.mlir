// arith div/rem ops: rounding of divui/divsi/ceildiv*/floordivsi/rem*, UB on a zero or poison divisor and on MIN / -1, and the exact flag.
// RUN: split-file %s %t
// RUN: not %tv-check --timeout=60 %t/src.mlir %t/tgt.mlir | FileCheck %s

// CHECK-LABEL: @divui_one: proven
// CHECK-LABEL: @divsi_one: proven
// CHECK-LABEL: @divsi_minus_one: proven
// CHECK-LABEL: @divui_pow2: proven
// CHECK-LABEL: @divsi_pow2_not_shift: incorrect
// CHECK-NEXT: why: result #0 differs
// CHECK-NEXT: input: %x = {{-?[0-9]+}} : i8
// CHECK-NEXT: source: returns {{-?[0-9]+}} : i8
// CHECK-NEXT: target: returns {{-?[0-9]+}} : i8
// CHECK-LABEL: @divsi_exact_pow2: proven
// CHECK-LABEL: @floordivsi_two: proven
// CHECK-LABEL: @divui_exact_mul: proven
// CHECK-LABEL: @divui_exact_added: incorrect
// CHECK-NEXT: why: result #0 is poison in the target but not in the source
// CHECK-NEXT: input: %x = {{-?[0-9]*[13579]}} : i8
// CHECK-NEXT: source: returns {{-?[0-9]+}} : i8
// CHECK-NEXT: target: returns poison : i8
// CHECK-LABEL: @divsi_exact_added: incorrect
// CHECK-NEXT: why: result #0 is poison in the target but not in the source
// CHECK-NEXT: input: %x = {{-?[0-9]+}} : i8
// CHECK-NEXT: input: %y = {{-?[0-9]+}} : i8
// CHECK-NEXT: source: returns {{-?[0-9]+}} : i8
// CHECK-NEXT: target: returns poison : i8
// CHECK-LABEL: @remui_pow2: proven
// CHECK-LABEL: @remsi_one: proven
// CHECK-LABEL: @remsi_pow2_not_mask: incorrect
// CHECK-NEXT: why: result #0 differs
// CHECK-NEXT: input: %x = -{{[0-9]+}} : i8
// CHECK-NEXT: source: returns -{{[1-7]}} : i8
// CHECK-NEXT: target: returns {{[1-7]}} : i8
// CHECK-LABEL: @ceildivui_expand: proven
// CHECK-LABEL: @ceildivsi_not_divsi: incorrect
// CHECK-NEXT: why: result #0 differs
// CHECK-NEXT: input: %x = {{-?[0-9]+}} : i8
// CHECK-NEXT: input: %y = {{-?[0-9]+}} : i8
// CHECK-NEXT: source: returns {{-?[0-9]+}} : i8
// CHECK-NEXT: target: returns {{-?[0-9]+}} : i8
// CHECK-LABEL: @fold_rounding: proven
// CHECK-LABEL: @floordivsi_wrong_fold: incorrect
// CHECK-NEXT: why: result #0 differs
// CHECK-NEXT: source: returns -4 : i8
// CHECK-NEXT: target: returns -3 : i8
// CHECK-LABEL: @ceildivsi_wrong_fold: incorrect
// CHECK-NEXT: why: result #0 differs
// CHECK-NEXT: source: returns 4 : i8
// CHECK-NEXT: target: returns 3 : i8
// CHECK-LABEL: @ceildivui_wrong_fold: incorrect
// CHECK-NEXT: why: result #0 differs
// CHECK-NEXT: source: returns -128 : i8
// CHECK-NEXT: target: returns 127 : i8
// CHECK-LABEL: @remui_wrong_fold: incorrect
// CHECK-NEXT: why: result #0 differs
// CHECK-NEXT: source: returns 1 : i8
// CHECK-NEXT: target: returns -1 : i8
// CHECK-LABEL: @divui_by_zero: proven
// CHECK-LABEL: @divui_all_ones_no_ub: proven
// CHECK-LABEL: @remsi_minus_one_no_ub: proven
// CHECK-LABEL: @divui_poison_dividend_no_ub: proven
// CHECK-LABEL: @divui_zero_ub: incorrect
// CHECK-NEXT: why: target has undefined behaviour where the source has none
// CHECK-NEXT: input: %y = 0 : i8
// CHECK-NEXT: source: returns 0 : i8
// CHECK-NEXT: target: undefined behaviour
// CHECK-LABEL: @remui_zero_ub: incorrect
// CHECK-NEXT: why: target has undefined behaviour where the source has none
// CHECK-NEXT: input: %y = 0 : i8
// CHECK-NEXT: source: returns 0 : i8
// CHECK-NEXT: target: undefined behaviour
// CHECK-LABEL: @remsi_zero_ub: incorrect
// CHECK-NEXT: why: target has undefined behaviour where the source has none
// CHECK-NEXT: input: %y = 0 : i8
// CHECK-NEXT: source: returns 0 : i8
// CHECK-NEXT: target: undefined behaviour
// CHECK-LABEL: @ceildivui_zero_ub: incorrect
// CHECK-NEXT: why: target has undefined behaviour where the source has none
// CHECK-NEXT: input: %y = 0 : i8
// CHECK-NEXT: source: returns 0 : i8
// CHECK-NEXT: target: undefined behaviour
// CHECK-LABEL: @divsi_overflow_ub: incorrect
// CHECK-NEXT: why: target has undefined behaviour where the source has none
// CHECK-NEXT: input: %x = -128 : i8
// CHECK-NEXT: source: returns -128 : i8
// CHECK-NEXT: target: undefined behaviour
// CHECK-LABEL: @ceildivsi_overflow_ub: incorrect
// CHECK-NEXT: why: target has undefined behaviour where the source has none
// CHECK-NEXT: input: %x = -128 : i8
// CHECK-NEXT: source: returns -128 : i8
// CHECK-NEXT: target: undefined behaviour
// CHECK-LABEL: @floordivsi_overflow_ub: incorrect
// CHECK-NEXT: why: target has undefined behaviour where the source has none
// CHECK-NEXT: input: %x = -128 : i8
// CHECK-NEXT: source: returns -128 : i8
// CHECK-NEXT: target: undefined behaviour
// CHECK-LABEL: @divsi_poison_divisor_ub: incorrect
// CHECK-NEXT: why: target has undefined behaviour where the source has none
// CHECK-NEXT: input: %x = [[X:-?[0-9]+]] : i8
// CHECK-NEXT: source: returns [[X]] : i8
// CHECK-NEXT: target: undefined behaviour
// CHECK-LABEL: @divsi_poison_dividend_ub: incorrect
// CHECK-NEXT: why: target has undefined behaviour where the source has none
// CHECK-NEXT: source: returns 0 : i8
// CHECK-NEXT: target: undefined behaviour
// CHECK-LABEL: @divui_hoisted: incorrect
// CHECK-NEXT: why: target has undefined behaviour where the source has none
// CHECK-NEXT: input: %x = {{.+}} : i8
// CHECK-NEXT: input: %y = 0 : i8
// CHECK-NEXT: source: returns 0 : i8
// CHECK-NEXT: target: undefined behaviour

//--- src.mlir
// x / 1 -> x
func.func @divui_one(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %r = arith.divui %x, %c1 : i32
  return %r : i32
}
// x / 1 -> x (signed)
func.func @divsi_one(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %r = arith.divsi %x, %c1 : i32
  return %r : i32
}
// x / -1 -> 0 - x: the one input where they differ, MIN / -1, is UB in the source
func.func @divsi_minus_one(%x: i32) -> i32 {
  %cm1 = arith.constant -1 : i32
  %r = arith.divsi %x, %cm1 : i32
  return %r : i32
}
// x udiv 4 -> x >>u 2
func.func @divui_pow2(%x: i32) -> i32 {
  %c4 = arith.constant 4 : i32
  %r = arith.divui %x, %c4 : i32
  return %r : i32
}
// x sdiv 4 rounds toward zero, x >>s 2 toward -inf
func.func @divsi_pow2_not_shift(%x: i8) -> i8 {
  %c4 = arith.constant 4 : i8
  %r = arith.divsi %x, %c4 : i8
  return %r : i8
}
// ... unless the division is exact
func.func @divsi_exact_pow2(%x: i32) -> i32 {
  %c4 = arith.constant 4 : i32
  %r = arith.divsi %x, %c4 exact : i32
  return %r : i32
}
// floordivsi by 2 is an arithmetic shift
func.func @floordivsi_two(%x: i32) -> i32 {
  %c2 = arith.constant 2 : i32
  %r = arith.floordivsi %x, %c2 : i32
  return %r : i32
}
// (x /exact y) * y -> x
func.func @divui_exact_mul(%x: i8, %y: i8) -> i8 {
  %q = arith.divui %x, %y exact : i8
  %r = arith.muli %q, %y : i8
  return %r : i8
}
// adding exact to x / 2 makes odd x poison
func.func @divui_exact_added(%x: i8) -> i8 {
  %c2 = arith.constant 2 : i8
  %r = arith.divui %x, %c2 : i8
  return %r : i8
}
// adding exact to a signed division
func.func @divsi_exact_added(%x: i8, %y: i8) -> i8 {
  %r = arith.divsi %x, %y : i8
  return %r : i8
}
// x urem 8 -> x & 7
func.func @remui_pow2(%x: i32) -> i32 {
  %c8 = arith.constant 8 : i32
  %r = arith.remui %x, %c8 : i32
  return %r : i32
}
// x srem 1 -> 0
func.func @remsi_one(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %r = arith.remsi %x, %c1 : i32
  return %r : i32
}
// srem takes the sign of the dividend, so it is not x & 7
func.func @remsi_pow2_not_mask(%x: i8) -> i8 {
  %c8 = arith.constant 8 : i8
  %r = arith.remsi %x, %c8 : i8
  return %r : i8
}
// ceildivui x, y = x / y + (x % y != 0)
func.func @ceildivui_expand(%x: i8, %y: i8) -> i8 {
  %r = arith.ceildivui %x, %y : i8
  return %r : i8
}
// ceildivsi is not divsi
func.func @ceildivsi_not_divsi(%x: i8, %y: i8) -> i8 {
  %r = arith.ceildivsi %x, %y : i8
  return %r : i8
}
// rounding of every division op on constants of every sign: 7 and -7 by 2 and -2
func.func @fold_rounding() -> (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8) {
  %c7 = arith.constant 7 : i8
  %cm7 = arith.constant -7 : i8
  %c2 = arith.constant 2 : i8
  %cm2 = arith.constant -2 : i8
  %a = arith.ceildivsi %c7, %c2 : i8
  %b = arith.ceildivsi %cm7, %c2 : i8
  %c = arith.ceildivsi %c7, %cm2 : i8
  %d = arith.ceildivsi %cm7, %cm2 : i8
  %e = arith.floordivsi %c7, %c2 : i8
  %f = arith.floordivsi %cm7, %c2 : i8
  %g = arith.floordivsi %c7, %cm2 : i8
  %h = arith.floordivsi %cm7, %cm2 : i8
  %i = arith.divsi %cm7, %c2 : i8
  %j = arith.remsi %cm7, %c2 : i8
  %k = arith.remsi %c7, %cm2 : i8
  %l = arith.ceildivui %cm7, %c2 : i8  // 249 / 2 rounded up
  return %a, %b, %c, %d, %e, %f, %g, %h, %i, %j, %k, %l : i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8
}
// floordivsi -7, 2 is -4, not -3
func.func @floordivsi_wrong_fold() -> i8 {
  %cm7 = arith.constant -7 : i8
  %c2 = arith.constant 2 : i8
  %r = arith.floordivsi %cm7, %c2 : i8
  return %r : i8
}
// ceildivsi 7, 2 is 4, not 3
func.func @ceildivsi_wrong_fold() -> i8 {
  %c7 = arith.constant 7 : i8
  %c2 = arith.constant 2 : i8
  %r = arith.ceildivsi %c7, %c2 : i8
  return %r : i8
}
// ceildivui 255, 2 is 128
func.func @ceildivui_wrong_fold() -> i8 {
  %cm1 = arith.constant 255 : i8
  %c2 = arith.constant 2 : i8
  %r = arith.ceildivui %cm1, %c2 : i8
  return %r : i8
}
// remui 249, 2 is 1 while remsi -7, 2 is -1
func.func @remui_wrong_fold() -> i8 {
  %cm7 = arith.constant -7 : i8
  %c2 = arith.constant 2 : i8
  %r = arith.remui %cm7, %c2 : i8
  return %r : i8
}
// a source that always divides by zero is always UB: anything refines it
func.func @divui_by_zero(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %r = arith.divui %x, %c0 : i32
  return %r : i32
}
// divui by all-ones is not UB (only divsi by -1 can overflow)
func.func @divui_all_ones_no_ub(%x: i8) -> i8 {
  return %x : i8
}
// remsi MIN, -1 is not UB: ArithOps.td makes only a zero divisor UB for remsi
func.func @remsi_minus_one_no_ub(%x: i8) -> i8 {
  return %x : i8
}
// a poison dividend with a non-zero divisor is poison, not UB
func.func @divui_poison_dividend_no_ub(%x: i8) -> i8 {
  return %x : i8
}
// UB tests below: both sides divide by (v | 1), which is UB exactly when v is poison, so
// that the counterexample has to be a non-poison input.
// the target divides y by itself: UB at y = 0
func.func @divui_zero_ub(%y: i8) -> i8 {
  %one = arith.constant 1 : i8
  %nz = arith.ori %y, %one : i8
  %guard = arith.divui %one, %nz : i8
  return %y : i8
}
func.func @remui_zero_ub(%y: i8) -> i8 {
  %one = arith.constant 1 : i8
  %nz = arith.ori %y, %one : i8
  %guard = arith.divui %one, %nz : i8
  return %y : i8
}
func.func @remsi_zero_ub(%y: i8) -> i8 {
  %one = arith.constant 1 : i8
  %nz = arith.ori %y, %one : i8
  %guard = arith.divui %one, %nz : i8
  return %y : i8
}
func.func @ceildivui_zero_ub(%y: i8) -> i8 {
  %one = arith.constant 1 : i8
  %nz = arith.ori %y, %one : i8
  %guard = arith.divui %one, %nz : i8
  return %y : i8
}
// the target divides x by -1: UB at x = MIN
func.func @divsi_overflow_ub(%x: i8) -> i8 {
  %one = arith.constant 1 : i8
  %nz = arith.ori %x, %one : i8
  %guard = arith.divui %one, %nz : i8
  return %x : i8
}
func.func @ceildivsi_overflow_ub(%x: i8) -> i8 {
  %one = arith.constant 1 : i8
  %nz = arith.ori %x, %one : i8
  %guard = arith.divui %one, %nz : i8
  return %x : i8
}
func.func @floordivsi_overflow_ub(%x: i8) -> i8 {
  %one = arith.constant 1 : i8
  %nz = arith.ori %x, %one : i8
  %guard = arith.divui %one, %nz : i8
  return %x : i8
}
// a poison divisor is UB
func.func @divsi_poison_divisor_ub(%x: i8) -> i8 {
  %one = arith.constant 1 : i8
  %nz = arith.ori %x, %one : i8
  %guard = arith.divui %one, %nz : i8
  return %x : i8
}
// a poison dividend of divsi by -1 counts as possibly MIN, so it is UB
func.func @divsi_poison_dividend_ub() -> i8 {
  %c0 = arith.constant 0 : i8
  return %c0 : i8
}
// hoisting a division out of the path where its divisor is known non-zero
func.func @divui_hoisted(%x: i8, %y: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  %nz = arith.cmpi ne, %y, %c0 : i8
  %r = scf.if %nz -> i8 {
    %q = arith.divui %x, %y : i8
    scf.yield %q : i8
  } else {
    scf.yield %c0 : i8
  }
  return %r : i8
}

//--- tgt.mlir
func.func @divui_one(%x: i32) -> i32 {
  return %x : i32
}
func.func @divsi_one(%x: i32) -> i32 {
  return %x : i32
}
func.func @divsi_minus_one(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %r = arith.subi %c0, %x : i32
  return %r : i32
}
func.func @divui_pow2(%x: i32) -> i32 {
  %c2 = arith.constant 2 : i32
  %r = arith.shrui %x, %c2 : i32
  return %r : i32
}
func.func @divsi_pow2_not_shift(%x: i8) -> i8 {
  %c2 = arith.constant 2 : i8
  %r = arith.shrsi %x, %c2 : i8
  return %r : i8
}
func.func @divsi_exact_pow2(%x: i32) -> i32 {
  %c2 = arith.constant 2 : i32
  %r = arith.shrsi %x, %c2 : i32
  return %r : i32
}
func.func @floordivsi_two(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %r = arith.shrsi %x, %c1 : i32
  return %r : i32
}
func.func @divui_exact_mul(%x: i8, %y: i8) -> i8 {
  %q = arith.divui %x, %y exact : i8
  return %x : i8
}
func.func @divui_exact_added(%x: i8) -> i8 {
  %c2 = arith.constant 2 : i8
  %r = arith.divui %x, %c2 exact : i8
  return %r : i8
}
func.func @divsi_exact_added(%x: i8, %y: i8) -> i8 {
  %r = arith.divsi %x, %y exact : i8
  return %r : i8
}
func.func @remui_pow2(%x: i32) -> i32 {
  %c7 = arith.constant 7 : i32
  %r = arith.andi %x, %c7 : i32
  return %r : i32
}
func.func @remsi_one(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  return %c0 : i32
}
func.func @remsi_pow2_not_mask(%x: i8) -> i8 {
  %c7 = arith.constant 7 : i8
  %r = arith.andi %x, %c7 : i8
  return %r : i8
}
func.func @ceildivui_expand(%x: i8, %y: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  %q = arith.divui %x, %y : i8
  %m = arith.remui %x, %y : i8
  %nz = arith.cmpi ne, %m, %c0 : i8
  %up = arith.extui %nz : i1 to i8
  %r = arith.addi %q, %up : i8
  return %r : i8
}
func.func @ceildivsi_not_divsi(%x: i8, %y: i8) -> i8 {
  %r = arith.divsi %x, %y : i8
  return %r : i8
}
func.func @fold_rounding() -> (i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8) {
  %c4 = arith.constant 4 : i8
  %cm3 = arith.constant -3 : i8
  %c3 = arith.constant 3 : i8
  %cm4 = arith.constant -4 : i8
  %cm1 = arith.constant -1 : i8
  %c1 = arith.constant 1 : i8
  %c125 = arith.constant 125 : i8
  return %c4, %cm3, %cm3, %c4, %c3, %cm4, %cm4, %c3, %cm3, %cm1, %c1, %c125 : i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8, i8
}
func.func @floordivsi_wrong_fold() -> i8 {
  %cm3 = arith.constant -3 : i8
  return %cm3 : i8
}
func.func @ceildivsi_wrong_fold() -> i8 {
  %c3 = arith.constant 3 : i8
  return %c3 : i8
}
func.func @ceildivui_wrong_fold() -> i8 {
  %c127 = arith.constant 127 : i8
  return %c127 : i8
}
func.func @remui_wrong_fold() -> i8 {
  %cm1 = arith.constant -1 : i8
  return %cm1 : i8
}
func.func @divui_by_zero(%x: i32) -> i32 {
  %c42 = arith.constant 42 : i32
  return %c42 : i32
}
func.func @divui_all_ones_no_ub(%x: i8) -> i8 {
  %cm1 = arith.constant -1 : i8
  %d = arith.divui %x, %cm1 : i8
  return %x : i8
}
func.func @remsi_minus_one_no_ub(%x: i8) -> i8 {
  %cm1 = arith.constant -1 : i8
  %d = arith.remsi %x, %cm1 : i8
  return %x : i8
}
func.func @divui_poison_dividend_no_ub(%x: i8) -> i8 {
  %p = ub.poison : i8
  %c2 = arith.constant 2 : i8
  %d = arith.divui %p, %c2 : i8
  return %x : i8
}
func.func @divui_zero_ub(%y: i8) -> i8 {
  %one = arith.constant 1 : i8
  %nz = arith.ori %y, %one : i8
  %guard = arith.divui %one, %nz : i8
  %d = arith.divui %y, %y : i8
  return %y : i8
}
func.func @remui_zero_ub(%y: i8) -> i8 {
  %one = arith.constant 1 : i8
  %nz = arith.ori %y, %one : i8
  %guard = arith.divui %one, %nz : i8
  %d = arith.remui %y, %y : i8
  return %y : i8
}
func.func @remsi_zero_ub(%y: i8) -> i8 {
  %one = arith.constant 1 : i8
  %nz = arith.ori %y, %one : i8
  %guard = arith.divui %one, %nz : i8
  %d = arith.remsi %y, %y : i8
  return %y : i8
}
func.func @ceildivui_zero_ub(%y: i8) -> i8 {
  %one = arith.constant 1 : i8
  %nz = arith.ori %y, %one : i8
  %guard = arith.divui %one, %nz : i8
  %d = arith.ceildivui %y, %y : i8
  return %y : i8
}
func.func @divsi_overflow_ub(%x: i8) -> i8 {
  %one = arith.constant 1 : i8
  %nz = arith.ori %x, %one : i8
  %guard = arith.divui %one, %nz : i8
  %cm1 = arith.constant -1 : i8
  %d = arith.divsi %x, %cm1 : i8
  return %x : i8
}
func.func @ceildivsi_overflow_ub(%x: i8) -> i8 {
  %one = arith.constant 1 : i8
  %nz = arith.ori %x, %one : i8
  %guard = arith.divui %one, %nz : i8
  %cm1 = arith.constant -1 : i8
  %d = arith.ceildivsi %x, %cm1 : i8
  return %x : i8
}
func.func @floordivsi_overflow_ub(%x: i8) -> i8 {
  %one = arith.constant 1 : i8
  %nz = arith.ori %x, %one : i8
  %guard = arith.divui %one, %nz : i8
  %cm1 = arith.constant -1 : i8
  %d = arith.floordivsi %x, %cm1 : i8
  return %x : i8
}
func.func @divsi_poison_divisor_ub(%x: i8) -> i8 {
  %one = arith.constant 1 : i8
  %nz = arith.ori %x, %one : i8
  %guard = arith.divui %one, %nz : i8
  %p = ub.poison : i8
  %d = arith.divsi %x, %p : i8
  return %x : i8
}
func.func @divsi_poison_dividend_ub() -> i8 {
  %p = ub.poison : i8
  %cm1 = arith.constant -1 : i8
  %d = arith.divsi %p, %cm1 : i8
  %c0 = arith.constant 0 : i8
  return %c0 : i8
}
func.func @divui_hoisted(%x: i8, %y: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  %nz = arith.cmpi ne, %y, %c0 : i8
  %q = arith.divui %x, %y : i8
  %r = arith.select %nz, %q, %c0 : i8
  return %r : i8
}
