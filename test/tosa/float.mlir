// TOSA float ops against hand-written equivalents: clamp and maximum/minimum with NaN (nan_mode PROPAGATE and IGNORE) and -0.0, float casts (round to nearest even, saturation), sigmoid, floor/ceil, reciprocal, pow, comparisons with NaN.
// RUN: split-file %s %t
// RUN: not %tv-check --timeout=300 %t/src.mlir %t/tgt.mlir | FileCheck %s

// CHECK-LABEL: @clamp_propagate: proven
// CHECK-LABEL: @clamp_ignore: proven
// CHECK-LABEL: @clamp_ignore_is_not_propagate: incorrect [ieee]
// CHECK-NEXT: why: result #0 differs
// CHECK-LABEL: @clamp_nan_const: proven
// CHECK-LABEL: @clamp_neg_zero: proven
// CHECK-LABEL: @clamp_neg_zero_kept: incorrect [ieee]
// CHECK-NEXT: why: result #0 differs at index [0] (source 0.0, target -0.0)
// CHECK-LABEL: @clamp_bounds_reversed_ub: proven
// CHECK-LABEL: @maximum_commute: proven
// CHECK-LABEL: @maximum_zeros: proven
// CHECK-LABEL: @maximum_ignore_nan: proven
// CHECK-LABEL: @maximum_ignore_is_not_propagate: incorrect [ieee]
// CHECK-LABEL: @minimum_bcast: proven
// CHECK-LABEL: @add_commute_dyn: proven
// CHECK-LABEL: @mul_shift_ignored: proven
// CHECK-LABEL: @negate_abs_zero: proven
// CHECK-LABEL: @floor_ceil: proven
// CHECK-LABEL: @reciprocal_twice: incorrect [ieee]
// CHECK-LABEL: @sigmoid_expanded: proven
// CHECK-LABEL: @tanh_commute: proven
// CHECK-LABEL: @pow_zero: proven
// CHECK-LABEL: @equal_self: incorrect [ieee]
// CHECK-NEXT: why: result #0 differs
// CHECK-LABEL: @greater_nan: proven
// CHECK-LABEL: @cast_round_saturate: proven
// CHECK-LABEL: @cast_nan_ub: proven
// CHECK-LABEL: @cast_int_to_float: proven
// CHECK-LABEL: @cast_float_to_bool: proven

//--- src.mlir
// clamp = max(x, lo) then min(., hi); the lowering's min-then-max agrees for lo <= hi
func.func @clamp_propagate(%a: tensor<4xf32>) -> tensor<4xf32> {
  %r = tosa.clamp %a {min_val = 0.0 : f32, max_val = 6.0 : f32} : (tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
// IGNORE: a NaN input gives min_val
func.func @clamp_ignore(%a: tensor<4xf32>) -> tensor<4xf32> {
  %r = tosa.clamp %a {min_val = -1.0 : f32, max_val = 1.0 : f32, nan_mode = #tosa.nan_mode<IGNORE>} : (tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
func.func @clamp_ignore_is_not_propagate(%a: tensor<4xf32>) -> tensor<4xf32> {
  %r = tosa.clamp %a {min_val = -1.0 : f32, max_val = 1.0 : f32, nan_mode = #tosa.nan_mode<IGNORE>} : (tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
// PROPAGATE: NaN in, NaN out
func.func @clamp_nan_const() -> tensor<2xf32> {
  %c = "tosa.const"() {values = dense<[0x7FC00000, 9.0]> : tensor<2xf32>} : () -> tensor<2xf32>
  %r = tosa.clamp %c {min_val = 0.0 : f32, max_val = 6.0 : f32} : (tensor<2xf32>) -> tensor<2xf32>
  return %r : tensor<2xf32>
}
// -0.0 clamped to [+0.0, 6.0] is +0.0 (-0.0 < +0.0, as maximumf)
func.func @clamp_neg_zero() -> tensor<1xf32> {
  %c = "tosa.const"() {values = dense<-0.0> : tensor<1xf32>} : () -> tensor<1xf32>
  %r = tosa.clamp %c {min_val = 0.0 : f32, max_val = 6.0 : f32} : (tensor<1xf32>) -> tensor<1xf32>
  return %r : tensor<1xf32>
}
func.func @clamp_neg_zero_kept() -> tensor<1xf32> {
  %c = "tosa.const"() {values = dense<-0.0> : tensor<1xf32>} : () -> tensor<1xf32>
  %r = tosa.clamp %c {min_val = 0.0 : f32, max_val = 6.0 : f32} : (tensor<1xf32>) -> tensor<1xf32>
  return %r : tensor<1xf32>
}
// max_val < min_val (here -0.0 < +0.0) is an ERROR_IF: UB, anything refines it
func.func @clamp_bounds_reversed_ub(%a: tensor<4xf32>) -> tensor<4xf32> {
  %r = tosa.clamp %a {min_val = 0.0 : f32, max_val = -0.0 : f32} : (tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
func.func @maximum_commute(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %r = tosa.maximum %a, %b : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
// maximum(-0.0, +0.0) = +0.0, minimum = -0.0
func.func @maximum_zeros() -> tensor<2xf32> {
  %a = "tosa.const"() {values = dense<[-0.0, 0.0]> : tensor<2xf32>} : () -> tensor<2xf32>
  %b = "tosa.const"() {values = dense<[0.0, -0.0]> : tensor<2xf32>} : () -> tensor<2xf32>
  %x = tosa.maximum %a, %b : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  %y = tosa.minimum %a, %b : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  %r = tosa.sub %x, %y : (tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  return %r : tensor<2xf32>
}
// IGNORE: maximum(x, NaN) = x
func.func @maximum_ignore_nan(%a: tensor<4xf32>) -> tensor<4xf32> {
  %n = "tosa.const"() {values = dense<0x7FC00000> : tensor<1xf32>} : () -> tensor<1xf32>
  %r = tosa.maximum %a, %n {nan_mode = #tosa.nan_mode<IGNORE>} : (tensor<4xf32>, tensor<1xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
func.func @maximum_ignore_is_not_propagate(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %r = tosa.maximum %a, %b {nan_mode = #tosa.nan_mode<IGNORE>} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
// minimum with both operands broadcast
func.func @minimum_bcast(%a: tensor<2x1xf32>, %b: tensor<1x3xf32>) -> tensor<2x3xf32> {
  %r = tosa.minimum %a, %b : (tensor<2x1xf32>, tensor<1x3xf32>) -> tensor<2x3xf32>
  return %r : tensor<2x3xf32>
}
func.func @add_commute_dyn(%a: tensor<?x3xf32>, %b: tensor<?x3xf32>) -> tensor<?x3xf32> {
  %r = tosa.add %a, %b : (tensor<?x3xf32>, tensor<?x3xf32>) -> tensor<?x3xf32>
  return %r : tensor<?x3xf32>
}
// mul's shift applies to integers only
func.func @mul_shift_ignored(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %s = "tosa.const"() {values = dense<0> : tensor<1xi8>} : () -> tensor<1xi8>
  %r = tosa.mul %a, %b, %s : (tensor<4xf32>, tensor<4xf32>, tensor<1xi8>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
// negate flips the sign bit (0.0 -> -0.0), abs clears it
func.func @negate_abs_zero() -> tensor<2xf32> {
  %c = "tosa.const"() {values = dense<[0.0, -0.0]> : tensor<2xf32>} : () -> tensor<2xf32>
  %z = "tosa.const"() {values = dense<0.0> : tensor<1xf32>} : () -> tensor<1xf32>
  %n = tosa.negate %c, %z, %z : (tensor<2xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<2xf32>
  return %n : tensor<2xf32>
}
// floor(x) = -ceil(-x)
func.func @floor_ceil(%a: tensor<4xf16>) -> tensor<4xf16> {
  %r = tosa.floor %a : (tensor<4xf16>) -> tensor<4xf16>
  return %r : tensor<4xf16>
}
// 1 / (1 / x) is not always x
func.func @reciprocal_twice(%a: tensor<4xf32>) -> tensor<4xf32> {
  %r = tosa.reciprocal %a : (tensor<4xf32>) -> tensor<4xf32>
  %s = tosa.reciprocal %r : (tensor<4xf32>) -> tensor<4xf32>
  return %s : tensor<4xf32>
}
// sigmoid(x) = 1 / (exp(-x) + 1)
func.func @sigmoid_expanded(%a: tensor<4xf32>) -> tensor<4xf32> {
  %r = tosa.sigmoid %a : (tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
// tanh is an uninterpreted function of its operand (math.tanh's)
func.func @tanh_commute(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %s = tosa.add %a, %b : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %r = tosa.tanh %s : (tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
// pow(x, 0) = 1, even for NaN
func.func @pow_zero(%a: tensor<4xf32>) -> tensor<4xf32> {
  %z = "tosa.const"() {values = dense<0.0> : tensor<1xf32>} : () -> tensor<1xf32>
  %r = tosa.pow %a, %z : (tensor<4xf32>, tensor<1xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
// equal(x, x) is false for NaN
func.func @equal_self(%a: tensor<4xf32>) -> tensor<4xi1> {
  %r = tosa.equal %a, %a : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  return %r : tensor<4xi1>
}
// greater and greater_equal are false on NaN
func.func @greater_nan(%a: tensor<4xf32>) -> tensor<4xi1> {
  %n = "tosa.const"() {values = dense<0x7FC00000> : tensor<1xf32>} : () -> tensor<1xf32>
  %x = tosa.greater %a, %n : (tensor<4xf32>, tensor<1xf32>) -> tensor<4xi1>
  %y = tosa.greater_equal %n, %a : (tensor<1xf32>, tensor<4xf32>) -> tensor<4xi1>
  %r = tosa.logical_or %x, %y : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
  return %r : tensor<4xi1>
}
// f32 -> i8: round to nearest even (2.5 -> 2, -3.5 -> -4), saturate (300 -> 127, -Inf -> -128)
func.func @cast_round_saturate() -> tensor<4xi8> {
  %c = "tosa.const"() {values = dense<[2.5, -3.5, 300.0, 0xFF800000]> : tensor<4xf32>} : () -> tensor<4xf32>
  %r = tosa.cast %c : (tensor<4xf32>) -> tensor<4xi8>
  return %r : tensor<4xi8>
}
// casting a NaN to an integer is unpredictable: UB
func.func @cast_nan_ub() -> tensor<1xi32> {
  %c = "tosa.const"() {values = dense<0x7FC00000> : tensor<1xf32>} : () -> tensor<1xf32>
  %r = tosa.cast %c : (tensor<1xf32>) -> tensor<1xi32>
  return %r : tensor<1xi32>
}
// i16 -> f32 is exact, so back to i16 gives the value
func.func @cast_int_to_float(%a: tensor<4xi16>) -> tensor<4xi16> {
  %f = tosa.cast %a : (tensor<4xi16>) -> tensor<4xf32>
  %r = tosa.cast %f : (tensor<4xf32>) -> tensor<4xi16>
  return %r : tensor<4xi16>
}
// to bool is "!= 0.0": true for NaN, false for -0.0
func.func @cast_float_to_bool() -> tensor<3xi1> {
  %c = "tosa.const"() {values = dense<[0x7FC00000, -0.0, 0.5]> : tensor<3xf32>} : () -> tensor<3xf32>
  %r = tosa.cast %c : (tensor<3xf32>) -> tensor<3xi1>
  return %r : tensor<3xi1>
}

//--- tgt.mlir
func.func @clamp_propagate(%a: tensor<4xf32>) -> tensor<4xf32> {
  %lo = "tosa.const"() {values = dense<0.0> : tensor<1xf32>} : () -> tensor<1xf32>
  %hi = "tosa.const"() {values = dense<6.0> : tensor<1xf32>} : () -> tensor<1xf32>
  %m = tosa.minimum %a, %hi : (tensor<4xf32>, tensor<1xf32>) -> tensor<4xf32>
  %r = tosa.maximum %m, %lo : (tensor<4xf32>, tensor<1xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
func.func @clamp_ignore(%a: tensor<4xf32>) -> tensor<4xf32> {
  %lo = "tosa.const"() {values = dense<-1.0> : tensor<1xf32>} : () -> tensor<1xf32>
  %c = tosa.clamp %a {min_val = -1.0 : f32, max_val = 1.0 : f32} : (tensor<4xf32>) -> tensor<4xf32>
  %ok = tosa.equal %a, %a : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  %r = tosa.select %ok, %c, %lo : (tensor<4xi1>, tensor<4xf32>, tensor<1xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
func.func @clamp_ignore_is_not_propagate(%a: tensor<4xf32>) -> tensor<4xf32> {
  %r = tosa.clamp %a {min_val = -1.0 : f32, max_val = 1.0 : f32} : (tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
func.func @clamp_nan_const() -> tensor<2xf32> {
  %c = "tosa.const"() {values = dense<[0x7FC00000, 6.0]> : tensor<2xf32>} : () -> tensor<2xf32>
  return %c : tensor<2xf32>
}
func.func @clamp_neg_zero() -> tensor<1xf32> {
  %c = "tosa.const"() {values = dense<0.0> : tensor<1xf32>} : () -> tensor<1xf32>
  return %c : tensor<1xf32>
}
func.func @clamp_neg_zero_kept() -> tensor<1xf32> {
  %c = "tosa.const"() {values = dense<-0.0> : tensor<1xf32>} : () -> tensor<1xf32>
  return %c : tensor<1xf32>
}
func.func @clamp_bounds_reversed_ub(%a: tensor<4xf32>) -> tensor<4xf32> {
  %c = "tosa.const"() {values = dense<42.0> : tensor<4xf32>} : () -> tensor<4xf32>
  return %c : tensor<4xf32>
}
func.func @maximum_commute(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %r = tosa.maximum %b, %a : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
func.func @maximum_zeros() -> tensor<2xf32> {
  %c = "tosa.const"() {values = dense<0.0> : tensor<2xf32>} : () -> tensor<2xf32>
  return %c : tensor<2xf32>
}
func.func @maximum_ignore_nan(%a: tensor<4xf32>) -> tensor<4xf32> {
  return %a : tensor<4xf32>
}
func.func @maximum_ignore_is_not_propagate(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %r = tosa.maximum %a, %b : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
func.func @minimum_bcast(%a: tensor<2x1xf32>, %b: tensor<1x3xf32>) -> tensor<2x3xf32> {
  %ma = tosa.const_shape {values = dense<[1, 3]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %mb = tosa.const_shape {values = dense<[2, 1]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %ta = tosa.tile %a, %ma : (tensor<2x1xf32>, !tosa.shape<2>) -> tensor<2x3xf32>
  %tb = tosa.tile %b, %mb : (tensor<1x3xf32>, !tosa.shape<2>) -> tensor<2x3xf32>
  %r = tosa.minimum %tb, %ta : (tensor<2x3xf32>, tensor<2x3xf32>) -> tensor<2x3xf32>
  return %r : tensor<2x3xf32>
}
func.func @add_commute_dyn(%a: tensor<?x3xf32>, %b: tensor<?x3xf32>) -> tensor<?x3xf32> {
  %r = tosa.add %b, %a : (tensor<?x3xf32>, tensor<?x3xf32>) -> tensor<?x3xf32>
  return %r : tensor<?x3xf32>
}
func.func @mul_shift_ignored(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %s = "tosa.const"() {values = dense<0> : tensor<1xi8>} : () -> tensor<1xi8>
  %r = tosa.mul %b, %a, %s : (tensor<4xf32>, tensor<4xf32>, tensor<1xi8>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
func.func @negate_abs_zero() -> tensor<2xf32> {
  %c = "tosa.const"() {values = dense<[-0.0, 0.0]> : tensor<2xf32>} : () -> tensor<2xf32>
  return %c : tensor<2xf32>
}
func.func @floor_ceil(%a: tensor<4xf16>) -> tensor<4xf16> {
  %z = "tosa.const"() {values = dense<0.0> : tensor<1xf16>} : () -> tensor<1xf16>
  %n = tosa.negate %a, %z, %z : (tensor<4xf16>, tensor<1xf16>, tensor<1xf16>) -> tensor<4xf16>
  %c = tosa.ceil %n : (tensor<4xf16>) -> tensor<4xf16>
  %r = tosa.negate %c, %z, %z : (tensor<4xf16>, tensor<1xf16>, tensor<1xf16>) -> tensor<4xf16>
  return %r : tensor<4xf16>
}
func.func @reciprocal_twice(%a: tensor<4xf32>) -> tensor<4xf32> {
  return %a : tensor<4xf32>
}
func.func @sigmoid_expanded(%a: tensor<4xf32>) -> tensor<4xf32> {
  %z = "tosa.const"() {values = dense<0.0> : tensor<1xf32>} : () -> tensor<1xf32>
  %one = "tosa.const"() {values = dense<1.0> : tensor<1xf32>} : () -> tensor<1xf32>
  %n = tosa.negate %a, %z, %z : (tensor<4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4xf32>
  %e = tosa.exp %n : (tensor<4xf32>) -> tensor<4xf32>
  %s = tosa.add %e, %one : (tensor<4xf32>, tensor<1xf32>) -> tensor<4xf32>
  %r = tosa.reciprocal %s : (tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
func.func @tanh_commute(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %s = tosa.add %b, %a : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  %r = tosa.tanh %s : (tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
func.func @pow_zero(%a: tensor<4xf32>) -> tensor<4xf32> {
  %c = "tosa.const"() {values = dense<1.0> : tensor<4xf32>} : () -> tensor<4xf32>
  return %c : tensor<4xf32>
}
func.func @equal_self(%a: tensor<4xf32>) -> tensor<4xi1> {
  %c = "tosa.const"() {values = dense<true> : tensor<4xi1>} : () -> tensor<4xi1>
  return %c : tensor<4xi1>
}
func.func @greater_nan(%a: tensor<4xf32>) -> tensor<4xi1> {
  %c = "tosa.const"() {values = dense<false> : tensor<4xi1>} : () -> tensor<4xi1>
  return %c : tensor<4xi1>
}
func.func @cast_round_saturate() -> tensor<4xi8> {
  %c = "tosa.const"() {values = dense<[2, -4, 127, -128]> : tensor<4xi8>} : () -> tensor<4xi8>
  return %c : tensor<4xi8>
}
func.func @cast_nan_ub() -> tensor<1xi32> {
  %c = "tosa.const"() {values = dense<0> : tensor<1xi32>} : () -> tensor<1xi32>
  return %c : tensor<1xi32>
}
func.func @cast_int_to_float(%a: tensor<4xi16>) -> tensor<4xi16> {
  return %a : tensor<4xi16>
}
func.func @cast_float_to_bool() -> tensor<3xi1> {
  %c = "tosa.const"() {values = dense<[true, false, true]> : tensor<3xi1>} : () -> tensor<3xi1>
  return %c : tensor<3xi1>
}
