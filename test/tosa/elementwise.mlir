// TOSA elementwise integer ops against hand-written equivalents: broadcasting (a size-1 axis reads index 0), dynamic sizes, mul's shift, negate's zero points, shifts, clz, comparisons, select and casts.
// RUN: split-file %s %t
// RUN: not %tv-check --timeout=300 %t/src.mlir %t/tgt.mlir | FileCheck %s

// CHECK-LABEL: @add_bcast: proven
// CHECK-LABEL: @add_bcast_wrong_axis: incorrect
// CHECK-NEXT: why: result #0 {{differs|is poison in the target}}
// CHECK-LABEL: @add_dyn_commute: proven
// CHECK-LABEL: @add_dyn_mismatch: incorrect
// CHECK-NEXT: why: target has undefined behaviour where the source has none
// CHECK-LABEL: @sub_wraps: proven
// CHECK-LABEL: @mul_i8_widens: proven
// CHECK-LABEL: @mul_shift_rounds: proven
// CHECK-LABEL: @mul_shift_truncates: incorrect
// CHECK-NEXT: why: result #0 differs
// CHECK-LABEL: @negate_zp: proven
// CHECK-LABEL: @negate_zp_ignored: incorrect
// CHECK-NEXT: why: result #0 differs
// CHECK-LABEL: @negate_saturates: proven
// CHECK-LABEL: @negate_wraps: incorrect
// CHECK-NEXT: why: result #0 differs
// CHECK-LABEL: @abs_wraps: proven
// CHECK-LABEL: @ashr_round: proven
// CHECK-LABEL: @ashr_round_dropped: incorrect
// CHECK-NEXT: why: result #0 differs
// CHECK-LABEL: @shl_big_amount_ub: proven
// CHECK-LABEL: @lshr_is_not_ashr: incorrect
// CHECK-NEXT: why: result #0 differs
// CHECK-LABEL: @clz_zero: proven
// CHECK-LABEL: @clz_wrong: incorrect
// CHECK-LABEL: @bitwise_demorgan: proven
// CHECK-LABEL: @logical_ops: proven
// CHECK-LABEL: @greater_swap: proven
// CHECK-LABEL: @greater_is_not_ge: incorrect
// CHECK-NEXT: why: result #0 differs
// CHECK-LABEL: @select_not: proven
// CHECK-LABEL: @select_swapped: incorrect
// CHECK-LABEL: @max_min_signed: proven
// CHECK-LABEL: @max_unsigned_wrong: incorrect
// CHECK-LABEL: @clamp_int: proven
// CHECK-LABEL: @clamp_int_wrong: incorrect
// CHECK-LABEL: @cast_trunc_sext: proven
// CHECK-LABEL: @cast_to_bool: proven
// CHECK-LABEL: @cast_zext_wrong: incorrect
// CHECK-LABEL: @intdiv_zero_ub: proven

//--- src.mlir
// a [2x3] + b [1x3]: b's row is read for both rows (tile by [2, 1])
func.func @add_bcast(%a: tensor<2x3xi32>, %b: tensor<1x3xi32>) -> tensor<2x3xi32> {
  %r = tosa.add %a, %b : (tensor<2x3xi32>, tensor<1x3xi32>) -> tensor<2x3xi32>
  return %r : tensor<2x3xi32>
}
// tiling along the wrong axis gives other elements
func.func @add_bcast_wrong_axis(%a: tensor<2x2xi32>, %b: tensor<1x2xi32>) -> tensor<2x2xi32> {
  %r = tosa.add %a, %b : (tensor<2x2xi32>, tensor<1x2xi32>) -> tensor<2x2xi32>
  return %r : tensor<2x2xi32>
}
// dynamic sizes: the result's size is the operands'
func.func @add_dyn_commute(%a: tensor<?x3xi32>, %b: tensor<?x3xi32>) -> tensor<?x3xi32> {
  %r = tosa.add %a, %b : (tensor<?x3xi32>, tensor<?x3xi32>) -> tensor<?x3xi32>
  return %r : tensor<?x3xi32>
}
// the source broadcasts a size-1 operand; the target's static type claims size 4
func.func @add_dyn_mismatch(%a: tensor<?xi32>, %b: tensor<1xi32>) -> tensor<?xi32> {
  %r = tosa.add %a, %b : (tensor<?xi32>, tensor<1xi32>) -> tensor<?xi32>
  return %r : tensor<?xi32>
}
// integer add/sub wrap: (a - b) + b = a
func.func @sub_wraps(%a: tensor<4xi8>, %b: tensor<4xi8>) -> tensor<4xi8> {
  %d = tosa.sub %a, %b : (tensor<4xi8>, tensor<4xi8>) -> tensor<4xi8>
  %r = tosa.add %d, %b : (tensor<4xi8>, tensor<4xi8>) -> tensor<4xi8>
  return %r : tensor<4xi8>
}
// i8 * i8 -> i32 is exact: the same as casting first
func.func @mul_i8_widens(%a: tensor<4xi8>, %b: tensor<4xi8>) -> tensor<4xi32> {
  %s = "tosa.const"() {values = dense<0> : tensor<1xi8>} : () -> tensor<1xi8>
  %r = tosa.mul %a, %b, %s : (tensor<4xi8>, tensor<4xi8>, tensor<1xi8>) -> tensor<4xi32>
  return %r : tensor<4xi32>
}
// i32 with shift 1 on small values: (a*b + 1) >> 1
func.func @mul_shift_rounds(%a: tensor<4xi16>, %b: tensor<4xi16>) -> tensor<4xi32> {
  %ea = tosa.cast %a : (tensor<4xi16>) -> tensor<4xi32>
  %eb = tosa.cast %b : (tensor<4xi16>) -> tensor<4xi32>
  %s = "tosa.const"() {values = dense<1> : tensor<1xi8>} : () -> tensor<1xi8>
  %r = tosa.mul %ea, %eb, %s : (tensor<4xi32>, tensor<4xi32>, tensor<1xi8>) -> tensor<4xi32>
  return %r : tensor<4xi32>
}
// the same without the rounding constant is wrong for odd products
func.func @mul_shift_truncates(%a: tensor<4xi16>, %b: tensor<4xi16>) -> tensor<4xi32> {
  %ea = tosa.cast %a : (tensor<4xi16>) -> tensor<4xi32>
  %eb = tosa.cast %b : (tensor<4xi16>) -> tensor<4xi32>
  %s = "tosa.const"() {values = dense<1> : tensor<1xi8>} : () -> tensor<1xi8>
  %r = tosa.mul %ea, %eb, %s : (tensor<4xi32>, tensor<4xi32>, tensor<1xi8>) -> tensor<4xi32>
  return %r : tensor<4xi32>
}
// negate with zero points 3 and -2: clip(-2 - (x - 3)) = clip(1 - x); target: zero points 0 and 1
func.func @negate_zp(%a: tensor<4xi8>) -> tensor<4xi8> {
  %z = "tosa.const"() {values = dense<3> : tensor<1xi8>} : () -> tensor<1xi8>
  %z2 = "tosa.const"() {values = dense<-2> : tensor<1xi8>} : () -> tensor<1xi8>
  %r = tosa.negate %a, %z, %z2 : (tensor<4xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<4xi8>
  return %r : tensor<4xi8>
}
// dropping the zero points changes the result
func.func @negate_zp_ignored(%a: tensor<4xi8>) -> tensor<4xi8> {
  %z = "tosa.const"() {values = dense<3> : tensor<1xi8>} : () -> tensor<1xi8>
  %z2 = "tosa.const"() {values = dense<-2> : tensor<1xi8>} : () -> tensor<1xi8>
  %r = tosa.negate %a, %z, %z2 : (tensor<4xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<4xi8>
  return %r : tensor<4xi8>
}
// negate saturates: -(-128) = 127 in i8
func.func @negate_saturates(%a: tensor<4xi8>) -> tensor<4xi8> {
  %z = "tosa.const"() {values = dense<0> : tensor<1xi8>} : () -> tensor<1xi8>
  %r = tosa.negate %a, %z, %z : (tensor<4xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<4xi8>
  return %r : tensor<4xi8>
}
// so 0 - x (which wraps) is not negate
func.func @negate_wraps(%a: tensor<4xi8>) -> tensor<4xi8> {
  %z = "tosa.const"() {values = dense<0> : tensor<1xi8>} : () -> tensor<1xi8>
  %r = tosa.negate %a, %z, %z : (tensor<4xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<4xi8>
  return %r : tensor<4xi8>
}
// abs wraps: abs(x) = max(x, 0 - x)
func.func @abs_wraps(%a: tensor<4xi32>) -> tensor<4xi32> {
  %r = tosa.abs %a : (tensor<4xi32>) -> tensor<4xi32>
  return %r : tensor<4xi32>
}
// rounding right shift = (a >> b) + bit b-1 of a
func.func @ashr_round(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi32> {
  %r = tosa.arithmetic_right_shift %a, %b {round = true} : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  return %r : tensor<4xi32>
}
func.func @ashr_round_dropped(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi32> {
  %r = tosa.arithmetic_right_shift %a, %b {round = true} : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  return %r : tensor<4xi32>
}
// a shift by 32 or more is UB (REQUIRE), so any result refines it
func.func @shl_big_amount_ub(%a: tensor<4xi32>) -> tensor<4xi32> {
  %c = "tosa.const"() {values = dense<40> : tensor<4xi32>} : () -> tensor<4xi32>
  %r = tosa.logical_left_shift %a, %c : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  return %r : tensor<4xi32>
}
func.func @lshr_is_not_ashr(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi32> {
  %r = tosa.logical_right_shift %a, %b : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  return %r : tensor<4xi32>
}
// clz(0) = 32
func.func @clz_zero() -> tensor<2xi32> {
  %c = "tosa.const"() {values = dense<[0, 1]> : tensor<2xi32>} : () -> tensor<2xi32>
  %r = tosa.clz %c : (tensor<2xi32>) -> tensor<2xi32>
  return %r : tensor<2xi32>
}
func.func @clz_wrong(%a: tensor<2xi16>) -> tensor<2xi16> {
  %r = tosa.clz %a : (tensor<2xi16>) -> tensor<2xi16>
  return %r : tensor<2xi16>
}
// not(a & b) = not a | not b
func.func @bitwise_demorgan(%a: tensor<4xi16>, %b: tensor<4xi16>) -> tensor<4xi16> {
  %r = tosa.bitwise_and %a, %b : (tensor<4xi16>, tensor<4xi16>) -> tensor<4xi16>
  %n = tosa.bitwise_not %r : (tensor<4xi16>) -> tensor<4xi16>
  return %n : tensor<4xi16>
}
// a xor b = (a or b) and not (a and b)
func.func @logical_ops(%a: tensor<4xi1>, %b: tensor<4xi1>) -> tensor<4xi1> {
  %r = tosa.logical_xor %a, %b : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
  return %r : tensor<4xi1>
}
// a > b is b < a: greater with swapped operands and not(b >= a)
func.func @greater_swap(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi1> {
  %r = tosa.greater %a, %b : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
  return %r : tensor<4xi1>
}
func.func @greater_is_not_ge(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi1> {
  %r = tosa.greater %a, %b : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
  return %r : tensor<4xi1>
}
// select(c, a, b) = select(not c, b, a), c broadcast
func.func @select_not(%c: tensor<1xi1>, %a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi32> {
  %r = tosa.select %c, %a, %b : (tensor<1xi1>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  return %r : tensor<4xi32>
}
func.func @select_swapped(%c: tensor<4xi1>, %a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi32> {
  %r = tosa.select %c, %a, %b : (tensor<4xi1>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  return %r : tensor<4xi32>
}
// max(a, b) = a + b - min(a, b), signed
func.func @max_min_signed(%a: tensor<4xi8>, %b: tensor<4xi8>) -> tensor<4xi8> {
  %r = tosa.maximum %a, %b : (tensor<4xi8>, tensor<4xi8>) -> tensor<4xi8>
  return %r : tensor<4xi8>
}
func.func @max_unsigned_wrong(%a: tensor<4xi8>, %b: tensor<4xi8>) -> tensor<4xi8> {
  %r = tosa.maximum %a, %b : (tensor<4xi8>, tensor<4xi8>) -> tensor<4xi8>
  return %r : tensor<4xi8>
}
// clamp to [-3, 6] = minimum(maximum(x, -3), 6)
func.func @clamp_int(%a: tensor<4xi8>) -> tensor<4xi8> {
  %r = tosa.clamp %a {min_val = -3 : i8, max_val = 6 : i8} : (tensor<4xi8>) -> tensor<4xi8>
  return %r : tensor<4xi8>
}
func.func @clamp_int_wrong(%a: tensor<4xi8>) -> tensor<4xi8> {
  %r = tosa.clamp %a {min_val = -3 : i8, max_val = 6 : i8} : (tensor<4xi8>) -> tensor<4xi8>
  return %r : tensor<4xi8>
}
// i32 -> i8 truncates, i8 -> i32 sign-extends: the round trip keeps the low byte sign-extended
func.func @cast_trunc_sext(%a: tensor<4xi32>) -> tensor<4xi32> {
  %t = tosa.cast %a : (tensor<4xi32>) -> tensor<4xi8>
  %r = tosa.cast %t : (tensor<4xi8>) -> tensor<4xi32>
  return %r : tensor<4xi32>
}
// int -> bool is "!= 0"; bool -> int is 0 or 1
func.func @cast_to_bool(%a: tensor<4xi32>) -> tensor<4xi32> {
  %t = tosa.cast %a : (tensor<4xi32>) -> tensor<4xi1>
  %r = tosa.cast %t : (tensor<4xi1>) -> tensor<4xi32>
  return %r : tensor<4xi32>
}
func.func @cast_zext_wrong(%a: tensor<4xi8>) -> tensor<4xi32> {
  %r = tosa.cast %a : (tensor<4xi8>) -> tensor<4xi32>
  return %r : tensor<4xi32>
}
// intdiv by zero is UB
func.func @intdiv_zero_ub(%a: tensor<4xi32>) -> tensor<4xi32> {
  %z = "tosa.const"() {values = dense<0> : tensor<4xi32>} : () -> tensor<4xi32>
  %r = tosa.intdiv %a, %z : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  return %r : tensor<4xi32>
}

//--- tgt.mlir
func.func @add_bcast(%a: tensor<2x3xi32>, %b: tensor<1x3xi32>) -> tensor<2x3xi32> {
  %m = tosa.const_shape {values = dense<[2, 1]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %t = tosa.tile %b, %m : (tensor<1x3xi32>, !tosa.shape<2>) -> tensor<2x3xi32>
  %r = tosa.add %t, %a : (tensor<2x3xi32>, tensor<2x3xi32>) -> tensor<2x3xi32>
  return %r : tensor<2x3xi32>
}
func.func @add_bcast_wrong_axis(%a: tensor<2x2xi32>, %b: tensor<1x2xi32>) -> tensor<2x2xi32> {
  %t = tosa.transpose %b {perms = array<i32: 1, 0>} : (tensor<1x2xi32>) -> tensor<2x1xi32>
  %r = tosa.add %a, %t : (tensor<2x2xi32>, tensor<2x1xi32>) -> tensor<2x2xi32>
  return %r : tensor<2x2xi32>
}
func.func @add_dyn_commute(%a: tensor<?x3xi32>, %b: tensor<?x3xi32>) -> tensor<?x3xi32> {
  %r = tosa.add %b, %a : (tensor<?x3xi32>, tensor<?x3xi32>) -> tensor<?x3xi32>
  return %r : tensor<?x3xi32>
}
func.func @add_dyn_mismatch(%a: tensor<?xi32>, %b: tensor<1xi32>) -> tensor<?xi32> {
  %r = tosa.add %a, %b : (tensor<?xi32>, tensor<1xi32>) -> tensor<4xi32>
  %c = tensor.cast %r : tensor<4xi32> to tensor<?xi32>
  return %c : tensor<?xi32>
}
func.func @sub_wraps(%a: tensor<4xi8>, %b: tensor<4xi8>) -> tensor<4xi8> {
  return %a : tensor<4xi8>
}
func.func @mul_i8_widens(%a: tensor<4xi8>, %b: tensor<4xi8>) -> tensor<4xi32> {
  %ea = tosa.cast %a : (tensor<4xi8>) -> tensor<4xi32>
  %eb = tosa.cast %b : (tensor<4xi8>) -> tensor<4xi32>
  %s = "tosa.const"() {values = dense<0> : tensor<1xi8>} : () -> tensor<1xi8>
  %r = tosa.mul %ea, %eb, %s : (tensor<4xi32>, tensor<4xi32>, tensor<1xi8>) -> tensor<4xi32>
  return %r : tensor<4xi32>
}
func.func @mul_shift_rounds(%a: tensor<4xi16>, %b: tensor<4xi16>) -> tensor<4xi32> {
  %ea = tosa.cast %a : (tensor<4xi16>) -> tensor<4xi32>
  %eb = tosa.cast %b : (tensor<4xi16>) -> tensor<4xi32>
  %s = "tosa.const"() {values = dense<0> : tensor<1xi8>} : () -> tensor<1xi8>
  %p = tosa.mul %ea, %eb, %s : (tensor<4xi32>, tensor<4xi32>, tensor<1xi8>) -> tensor<4xi32>
  %one = "tosa.const"() {values = dense<1> : tensor<1xi32>} : () -> tensor<1xi32>
  %q = tosa.add %p, %one : (tensor<4xi32>, tensor<1xi32>) -> tensor<4xi32>
  %r = tosa.arithmetic_right_shift %q, %one {round = false} : (tensor<4xi32>, tensor<1xi32>) -> tensor<4xi32>
  return %r : tensor<4xi32>
}
func.func @mul_shift_truncates(%a: tensor<4xi16>, %b: tensor<4xi16>) -> tensor<4xi32> {
  %ea = tosa.cast %a : (tensor<4xi16>) -> tensor<4xi32>
  %eb = tosa.cast %b : (tensor<4xi16>) -> tensor<4xi32>
  %s = "tosa.const"() {values = dense<0> : tensor<1xi8>} : () -> tensor<1xi8>
  %p = tosa.mul %ea, %eb, %s : (tensor<4xi32>, tensor<4xi32>, tensor<1xi8>) -> tensor<4xi32>
  %one = "tosa.const"() {values = dense<1> : tensor<1xi32>} : () -> tensor<1xi32>
  %r = tosa.arithmetic_right_shift %p, %one {round = false} : (tensor<4xi32>, tensor<1xi32>) -> tensor<4xi32>
  return %r : tensor<4xi32>
}
func.func @negate_zp(%a: tensor<4xi8>) -> tensor<4xi8> {
  %z = "tosa.const"() {values = dense<0> : tensor<1xi8>} : () -> tensor<1xi8>
  %z2 = "tosa.const"() {values = dense<1> : tensor<1xi8>} : () -> tensor<1xi8>
  %r = tosa.negate %a, %z, %z2 : (tensor<4xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<4xi8>
  return %r : tensor<4xi8>
}
func.func @negate_zp_ignored(%a: tensor<4xi8>) -> tensor<4xi8> {
  %z = "tosa.const"() {values = dense<0> : tensor<1xi8>} : () -> tensor<1xi8>
  %r = tosa.negate %a, %z, %z : (tensor<4xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<4xi8>
  return %r : tensor<4xi8>
}
func.func @negate_saturates(%a: tensor<4xi8>) -> tensor<4xi8> {
  %z = "tosa.const"() {values = dense<0> : tensor<4xi8>} : () -> tensor<4xi8>
  %d = tosa.sub %z, %a : (tensor<4xi8>, tensor<4xi8>) -> tensor<4xi8>
  %min = "tosa.const"() {values = dense<-128> : tensor<4xi8>} : () -> tensor<4xi8>
  %max = "tosa.const"() {values = dense<127> : tensor<4xi8>} : () -> tensor<4xi8>
  %is_min = tosa.equal %a, %min : (tensor<4xi8>, tensor<4xi8>) -> tensor<4xi1>
  %r = tosa.select %is_min, %max, %d : (tensor<4xi1>, tensor<4xi8>, tensor<4xi8>) -> tensor<4xi8>
  return %r : tensor<4xi8>
}
func.func @negate_wraps(%a: tensor<4xi8>) -> tensor<4xi8> {
  %z = "tosa.const"() {values = dense<0> : tensor<4xi8>} : () -> tensor<4xi8>
  %d = tosa.sub %z, %a : (tensor<4xi8>, tensor<4xi8>) -> tensor<4xi8>
  return %d : tensor<4xi8>
}
func.func @abs_wraps(%a: tensor<4xi32>) -> tensor<4xi32> {
  %z = "tosa.const"() {values = dense<0> : tensor<1xi32>} : () -> tensor<1xi32>
  %n = tosa.sub %z, %a : (tensor<1xi32>, tensor<4xi32>) -> tensor<4xi32>
  %r = tosa.maximum %a, %n : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  return %r : tensor<4xi32>
}
func.func @ashr_round(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi32> {
  %s = tosa.arithmetic_right_shift %a, %b {round = false} : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  %one = "tosa.const"() {values = dense<1> : tensor<1xi32>} : () -> tensor<1xi32>
  %zero = "tosa.const"() {values = dense<0> : tensor<1xi32>} : () -> tensor<1xi32>
  %pos = tosa.greater %b, %zero : (tensor<4xi32>, tensor<1xi32>) -> tensor<4xi1>
  %bm1 = tosa.sub %b, %one : (tensor<4xi32>, tensor<1xi32>) -> tensor<4xi32>
  %bm1c = tosa.maximum %bm1, %zero : (tensor<4xi32>, tensor<1xi32>) -> tensor<4xi32>
  %p = tosa.arithmetic_right_shift %a, %bm1c {round = false} : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  %bit = tosa.bitwise_and %p, %one : (tensor<4xi32>, tensor<1xi32>) -> tensor<4xi32>
  %add = tosa.select %pos, %bit, %zero : (tensor<4xi1>, tensor<4xi32>, tensor<1xi32>) -> tensor<4xi32>
  %r = tosa.add %s, %add : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  return %r : tensor<4xi32>
}
func.func @ashr_round_dropped(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi32> {
  %r = tosa.arithmetic_right_shift %a, %b {round = false} : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  return %r : tensor<4xi32>
}
func.func @shl_big_amount_ub(%a: tensor<4xi32>) -> tensor<4xi32> {
  %c = "tosa.const"() {values = dense<7> : tensor<4xi32>} : () -> tensor<4xi32>
  return %c : tensor<4xi32>
}
func.func @lshr_is_not_ashr(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi32> {
  %r = tosa.arithmetic_right_shift %a, %b {round = false} : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  return %r : tensor<4xi32>
}
func.func @clz_zero() -> tensor<2xi32> {
  %c = "tosa.const"() {values = dense<[32, 31]> : tensor<2xi32>} : () -> tensor<2xi32>
  return %c : tensor<2xi32>
}
func.func @clz_wrong(%a: tensor<2xi16>) -> tensor<2xi16> {
  %n = tosa.bitwise_not %a : (tensor<2xi16>) -> tensor<2xi16>
  %r = tosa.clz %n : (tensor<2xi16>) -> tensor<2xi16>
  return %r : tensor<2xi16>
}
func.func @bitwise_demorgan(%a: tensor<4xi16>, %b: tensor<4xi16>) -> tensor<4xi16> {
  %na = tosa.bitwise_not %a : (tensor<4xi16>) -> tensor<4xi16>
  %nb = tosa.bitwise_not %b : (tensor<4xi16>) -> tensor<4xi16>
  %r = tosa.bitwise_or %na, %nb : (tensor<4xi16>, tensor<4xi16>) -> tensor<4xi16>
  return %r : tensor<4xi16>
}
func.func @logical_ops(%a: tensor<4xi1>, %b: tensor<4xi1>) -> tensor<4xi1> {
  %o = tosa.logical_or %a, %b : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
  %n = tosa.logical_and %a, %b : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
  %nn = tosa.logical_not %n : (tensor<4xi1>) -> tensor<4xi1>
  %r = tosa.logical_and %o, %nn : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
  return %r : tensor<4xi1>
}
func.func @greater_swap(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi1> {
  %ge = tosa.greater_equal %b, %a : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
  %r = tosa.logical_not %ge : (tensor<4xi1>) -> tensor<4xi1>
  return %r : tensor<4xi1>
}
func.func @greater_is_not_ge(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi1> {
  %r = tosa.greater_equal %a, %b : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
  return %r : tensor<4xi1>
}
func.func @select_not(%c: tensor<1xi1>, %a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi32> {
  %n = tosa.logical_not %c : (tensor<1xi1>) -> tensor<1xi1>
  %r = tosa.select %n, %b, %a : (tensor<1xi1>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  return %r : tensor<4xi32>
}
func.func @select_swapped(%c: tensor<4xi1>, %a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi32> {
  %r = tosa.select %c, %b, %a : (tensor<4xi1>, tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  return %r : tensor<4xi32>
}
func.func @max_min_signed(%a: tensor<4xi8>, %b: tensor<4xi8>) -> tensor<4xi8> {
  %s = tosa.add %a, %b : (tensor<4xi8>, tensor<4xi8>) -> tensor<4xi8>
  %m = tosa.minimum %a, %b : (tensor<4xi8>, tensor<4xi8>) -> tensor<4xi8>
  %r = tosa.sub %s, %m : (tensor<4xi8>, tensor<4xi8>) -> tensor<4xi8>
  return %r : tensor<4xi8>
}
func.func @max_unsigned_wrong(%a: tensor<4xi8>, %b: tensor<4xi8>) -> tensor<4xi8> {
  %c = tosa.greater %a, %b : (tensor<4xi8>, tensor<4xi8>) -> tensor<4xi1>
  %r = tosa.select %c, %b, %a : (tensor<4xi1>, tensor<4xi8>, tensor<4xi8>) -> tensor<4xi8>
  return %r : tensor<4xi8>
}
func.func @clamp_int(%a: tensor<4xi8>) -> tensor<4xi8> {
  %lo = "tosa.const"() {values = dense<-3> : tensor<1xi8>} : () -> tensor<1xi8>
  %hi = "tosa.const"() {values = dense<6> : tensor<1xi8>} : () -> tensor<1xi8>
  %m = tosa.maximum %a, %lo : (tensor<4xi8>, tensor<1xi8>) -> tensor<4xi8>
  %r = tosa.minimum %m, %hi : (tensor<4xi8>, tensor<1xi8>) -> tensor<4xi8>
  return %r : tensor<4xi8>
}
func.func @clamp_int_wrong(%a: tensor<4xi8>) -> tensor<4xi8> {
  %r = tosa.clamp %a {min_val = -3 : i8, max_val = 5 : i8} : (tensor<4xi8>) -> tensor<4xi8>
  return %r : tensor<4xi8>
}
func.func @cast_trunc_sext(%a: tensor<4xi32>) -> tensor<4xi32> {
  %s = "tosa.const"() {values = dense<24> : tensor<1xi32>} : () -> tensor<1xi32>
  %l = tosa.logical_left_shift %a, %s : (tensor<4xi32>, tensor<1xi32>) -> tensor<4xi32>
  %r = tosa.arithmetic_right_shift %l, %s {round = false} : (tensor<4xi32>, tensor<1xi32>) -> tensor<4xi32>
  return %r : tensor<4xi32>
}
func.func @cast_to_bool(%a: tensor<4xi32>) -> tensor<4xi32> {
  %z = "tosa.const"() {values = dense<0> : tensor<1xi32>} : () -> tensor<1xi32>
  %one = "tosa.const"() {values = dense<1> : tensor<1xi32>} : () -> tensor<1xi32>
  %e = tosa.equal %a, %z : (tensor<4xi32>, tensor<1xi32>) -> tensor<4xi1>
  %r = tosa.select %e, %z, %one : (tensor<4xi1>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
  return %r : tensor<4xi32>
}
func.func @cast_zext_wrong(%a: tensor<4xi8>) -> tensor<4xi32> {
  %r = tosa.cast %a : (tensor<4xi8>) -> tensor<4xi32>
  %m = "tosa.const"() {values = dense<255> : tensor<1xi32>} : () -> tensor<1xi32>
  %z = tosa.bitwise_and %r, %m : (tensor<4xi32>, tensor<1xi32>) -> tensor<4xi32>
  return %z : tensor<4xi32>
}
func.func @intdiv_zero_ub(%a: tensor<4xi32>) -> tensor<4xi32> {
  return %a : tensor<4xi32>
}
