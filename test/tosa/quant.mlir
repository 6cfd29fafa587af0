// TOSA quantization ops against hand-written equivalents: apply_scale (constant and run-time shift, SINGLE/DOUBLE_ROUND, i48 values, shift out of range), rescale (zero points, rounding, clamp, DOUBLE_ROUND below and above shift 31, per_channel, unsigned input and output, shift REQUIRE, INEXACT_ROUND unsupported), table (i8, i16 interpolation) and gather; wrong versions are found incorrect.
// RUN: split-file %s %t
// RUN: not %tv-check --timeout=300 %t/src.mlir %t/tgt.mlir | FileCheck %s

// CHECK-LABEL: @as_const_shift: proven
// CHECK-LABEL: @as_round_dropped: incorrect
// CHECK-NEXT: why: result #0 differs
// CHECK-LABEL: @as_double_small_shift: proven
// CHECK-LABEL: @as_double_big_shift: incorrect
// CHECK-NEXT: why: result #0 differs
// CHECK-LABEL: @as_shift_64_ub: proven
// CHECK-LABEL: @as_i48: proven
// CHECK-LABEL: @rescale_i8: proven
// CHECK-LABEL: @rescale_zp_ignored: incorrect
// CHECK-NEXT: why: result #0 differs
// CHECK-LABEL: @rescale_round_dropped: incorrect
// CHECK-NEXT: why: result #0 differs
// CHECK-LABEL: @rescale_wrong_clamp: incorrect
// CHECK-NEXT: why: result #0 differs
// CHECK-LABEL: @rescale_double_31: proven
// CHECK-LABEL: @rescale_double_33: incorrect
// CHECK-NEXT: why: result #0 differs
// CHECK-LABEL: @rescale_per_channel_same: proven
// CHECK-LABEL: @rescale_per_channel_differs: incorrect
// CHECK-NEXT: why: result #0 differs
// CHECK-LABEL: @rescale_unsigned_in: proven
// CHECK-LABEL: @rescale_unsigned_in_as_signed: incorrect
// CHECK-NEXT: why: result #0 differs
// CHECK-LABEL: @rescale_unsigned_out: proven
// CHECK-LABEL: @rescale_shift_1_ub: proven
// CHECK-LABEL: @table8: proven
// CHECK-LABEL: @table8_off_by_one: incorrect
// CHECK-NEXT: why: {{target has undefined behaviour where the source has none|result #0 is poison in the target}}
// CHECK-LABEL: @table16: proven
// CHECK-LABEL: @table16_no_interpolation: incorrect
// CHECK-NEXT: why: result #0 differs
// CHECK-LABEL: @gather: proven
// CHECK-LABEL: @gather_wrong_batch: incorrect
// CHECK-LABEL: @gather_out_of_range_ub: proven
// CHECK-LABEL: @rescale_inexact: unsupported (tosa.rescale with INEXACT_ROUND)

//--- src.mlir
func.func @as_const_shift(%v: i32, %m: i32) -> i32 {
  %s = arith.constant 3 : i8
  %r = tosa.apply_scale %v, %m, %s {rounding_mode = SINGLE_ROUND} : (i32, i32, i8) -> i32
  return %r : i32
}
func.func @as_round_dropped(%v: i32, %m: i32) -> i32 {
  %s = arith.constant 3 : i8
  %r = tosa.apply_scale %v, %m, %s {rounding_mode = SINGLE_ROUND} : (i32, i32, i8) -> i32
  return %r : i32
}
func.func @as_double_small_shift(%v: i32, %m: i32) -> i32 {
  %s = arith.constant 20 : i8
  %r = tosa.apply_scale %v, %m, %s {rounding_mode = DOUBLE_ROUND} : (i32, i32, i8) -> i32
  return %r : i32
}
func.func @as_double_big_shift(%v: i32) -> i32 {
  %m = arith.constant 1073741824 : i32
  %s = arith.constant 40 : i8
  %r = tosa.apply_scale %v, %m, %s {rounding_mode = DOUBLE_ROUND} : (i32, i32, i8) -> i32
  return %r : i32
}
func.func @as_shift_64_ub(%v: i32, %m: i32) -> i32 {
  %s = arith.constant 64 : i8
  %r = tosa.apply_scale %v, %m, %s {rounding_mode = SINGLE_ROUND} : (i32, i32, i8) -> i32
  return %r : i32
}
func.func @as_i48(%v: i48) -> i32 {
  %m = arith.constant 16384 : i32
  %s = arith.constant 14 : i8
  %r = tosa.apply_scale %v, %m, %s {rounding_mode = SINGLE_ROUND} : (i48, i32, i8) -> i32
  return %r : i32
}
func.func @rescale_i8(%a: tensor<4xi8>) -> tensor<4xi8> {
  %m = "tosa.const"() {values = dense<1073741824> : tensor<1xi32>} : () -> tensor<1xi32>
  %s = "tosa.const"() {values = dense<31> : tensor<1xi8>} : () -> tensor<1xi8>
  %iz = "tosa.const"() {values = dense<-3> : tensor<1xi8>} : () -> tensor<1xi8>
  %oz = "tosa.const"() {values = dense<5> : tensor<1xi8>} : () -> tensor<1xi8>
  %r = tosa.rescale %a, %m, %s, %iz, %oz {scale32 = true, rounding_mode = SINGLE_ROUND, per_channel = false, input_unsigned = false, output_unsigned = false} : (tensor<4xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<4xi8>
  return %r : tensor<4xi8>
}
func.func @rescale_zp_ignored(%a: tensor<4xi8>) -> tensor<4xi8> {
  %m = "tosa.const"() {values = dense<1073741824> : tensor<1xi32>} : () -> tensor<1xi32>
  %s = "tosa.const"() {values = dense<31> : tensor<1xi8>} : () -> tensor<1xi8>
  %iz = "tosa.const"() {values = dense<-3> : tensor<1xi8>} : () -> tensor<1xi8>
  %oz = "tosa.const"() {values = dense<5> : tensor<1xi8>} : () -> tensor<1xi8>
  %r = tosa.rescale %a, %m, %s, %iz, %oz {scale32 = true, rounding_mode = SINGLE_ROUND, per_channel = false, input_unsigned = false, output_unsigned = false} : (tensor<4xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<4xi8>
  return %r : tensor<4xi8>
}
func.func @rescale_round_dropped(%a: tensor<4xi8>) -> tensor<4xi8> {
  %m = "tosa.const"() {values = dense<1073741824> : tensor<1xi32>} : () -> tensor<1xi32>
  %s = "tosa.const"() {values = dense<31> : tensor<1xi8>} : () -> tensor<1xi8>
  %iz = "tosa.const"() {values = dense<-3> : tensor<1xi8>} : () -> tensor<1xi8>
  %oz = "tosa.const"() {values = dense<5> : tensor<1xi8>} : () -> tensor<1xi8>
  %r = tosa.rescale %a, %m, %s, %iz, %oz {scale32 = true, rounding_mode = SINGLE_ROUND, per_channel = false, input_unsigned = false, output_unsigned = false} : (tensor<4xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<4xi8>
  return %r : tensor<4xi8>
}
func.func @rescale_wrong_clamp(%a: tensor<4xi8>) -> tensor<4xi8> {
  %m = "tosa.const"() {values = dense<1073741824> : tensor<1xi32>} : () -> tensor<1xi32>
  %s = "tosa.const"() {values = dense<30> : tensor<1xi8>} : () -> tensor<1xi8>
  %iz = "tosa.const"() {values = dense<-3> : tensor<1xi8>} : () -> tensor<1xi8>
  %oz = "tosa.const"() {values = dense<5> : tensor<1xi8>} : () -> tensor<1xi8>
  %r = tosa.rescale %a, %m, %s, %iz, %oz {scale32 = true, rounding_mode = SINGLE_ROUND, per_channel = false, input_unsigned = false, output_unsigned = false} : (tensor<4xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<4xi8>
  return %r : tensor<4xi8>
}
func.func @rescale_double_31(%a: tensor<4xi32>) -> tensor<4xi16> {
  %m = "tosa.const"() {values = dense<1518500250> : tensor<1xi32>} : () -> tensor<1xi32>
  %s = "tosa.const"() {values = dense<31> : tensor<1xi8>} : () -> tensor<1xi8>
  %iz = "tosa.const"() {values = dense<0> : tensor<1xi32>} : () -> tensor<1xi32>
  %oz = "tosa.const"() {values = dense<0> : tensor<1xi16>} : () -> tensor<1xi16>
  %r = tosa.rescale %a, %m, %s, %iz, %oz {scale32 = true, rounding_mode = DOUBLE_ROUND, per_channel = false, input_unsigned = false, output_unsigned = false} : (tensor<4xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi16>) -> tensor<4xi16>
  return %r : tensor<4xi16>
}
func.func @rescale_double_33(%a: tensor<4xi32>) -> tensor<4xi16> {
  %m = "tosa.const"() {values = dense<1073741824> : tensor<1xi32>} : () -> tensor<1xi32>
  %s = "tosa.const"() {values = dense<33> : tensor<1xi8>} : () -> tensor<1xi8>
  %iz = "tosa.const"() {values = dense<0> : tensor<1xi32>} : () -> tensor<1xi32>
  %oz = "tosa.const"() {values = dense<0> : tensor<1xi16>} : () -> tensor<1xi16>
  %r = tosa.rescale %a, %m, %s, %iz, %oz {scale32 = true, rounding_mode = DOUBLE_ROUND, per_channel = false, input_unsigned = false, output_unsigned = false} : (tensor<4xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi16>) -> tensor<4xi16>
  return %r : tensor<4xi16>
}
func.func @rescale_per_channel_same(%a: tensor<2x3xi8>) -> tensor<2x3xi8> {
  %m = "tosa.const"() {values = dense<[1518500250, 1518500250, 1518500250]> : tensor<3xi32>} : () -> tensor<3xi32>
  %s = "tosa.const"() {values = dense<[32, 32, 32]> : tensor<3xi8>} : () -> tensor<3xi8>
  %iz = "tosa.const"() {values = dense<2> : tensor<1xi8>} : () -> tensor<1xi8>
  %oz = "tosa.const"() {values = dense<-1> : tensor<1xi8>} : () -> tensor<1xi8>
  %r = tosa.rescale %a, %m, %s, %iz, %oz {scale32 = true, rounding_mode = SINGLE_ROUND, per_channel = true, input_unsigned = false, output_unsigned = false} : (tensor<2x3xi8>, tensor<3xi32>, tensor<3xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<2x3xi8>
  return %r : tensor<2x3xi8>
}
func.func @rescale_per_channel_differs(%a: tensor<2x3xi8>) -> tensor<2x3xi8> {
  %m = "tosa.const"() {values = dense<[1518500250, 1518500250, 1073741824]> : tensor<3xi32>} : () -> tensor<3xi32>
  %s = "tosa.const"() {values = dense<[32, 32, 32]> : tensor<3xi8>} : () -> tensor<3xi8>
  %iz = "tosa.const"() {values = dense<2> : tensor<1xi8>} : () -> tensor<1xi8>
  %oz = "tosa.const"() {values = dense<-1> : tensor<1xi8>} : () -> tensor<1xi8>
  %r = tosa.rescale %a, %m, %s, %iz, %oz {scale32 = true, rounding_mode = SINGLE_ROUND, per_channel = true, input_unsigned = false, output_unsigned = false} : (tensor<2x3xi8>, tensor<3xi32>, tensor<3xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<2x3xi8>
  return %r : tensor<2x3xi8>
}
func.func @rescale_unsigned_in(%a: tensor<4xi8>) -> tensor<4xi8> {
  %m = "tosa.const"() {values = dense<16384> : tensor<1xi16>} : () -> tensor<1xi16>
  %s = "tosa.const"() {values = dense<14> : tensor<1xi8>} : () -> tensor<1xi8>
  %iz = "tosa.const"() {values = dense<-128> : tensor<1xi8>} : () -> tensor<1xi8>
  %oz = "tosa.const"() {values = dense<0> : tensor<1xi8>} : () -> tensor<1xi8>
  %r = tosa.rescale %a, %m, %s, %iz, %oz {scale32 = false, rounding_mode = SINGLE_ROUND, per_channel = false, input_unsigned = true, output_unsigned = false} : (tensor<4xi8>, tensor<1xi16>, tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<4xi8>
  return %r : tensor<4xi8>
}
func.func @rescale_unsigned_in_as_signed(%a: tensor<4xi8>) -> tensor<4xi8> {
  %m = "tosa.const"() {values = dense<16384> : tensor<1xi16>} : () -> tensor<1xi16>
  %s = "tosa.const"() {values = dense<14> : tensor<1xi8>} : () -> tensor<1xi8>
  %iz = "tosa.const"() {values = dense<-128> : tensor<1xi8>} : () -> tensor<1xi8>
  %oz = "tosa.const"() {values = dense<0> : tensor<1xi8>} : () -> tensor<1xi8>
  %r = tosa.rescale %a, %m, %s, %iz, %oz {scale32 = false, rounding_mode = SINGLE_ROUND, per_channel = false, input_unsigned = true, output_unsigned = false} : (tensor<4xi8>, tensor<1xi16>, tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<4xi8>
  return %r : tensor<4xi8>
}
func.func @rescale_unsigned_out(%a: tensor<4xi8>) -> tensor<4xi8> {
  %m = "tosa.const"() {values = dense<16384> : tensor<1xi16>} : () -> tensor<1xi16>
  %s = "tosa.const"() {values = dense<14> : tensor<1xi8>} : () -> tensor<1xi8>
  %iz = "tosa.const"() {values = dense<0> : tensor<1xi8>} : () -> tensor<1xi8>
  %oz = "tosa.const"() {values = dense<-128> : tensor<1xi8>} : () -> tensor<1xi8>
  %r = tosa.rescale %a, %m, %s, %iz, %oz {scale32 = false, rounding_mode = SINGLE_ROUND, per_channel = false, input_unsigned = false, output_unsigned = true} : (tensor<4xi8>, tensor<1xi16>, tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<4xi8>
  return %r : tensor<4xi8>
}
func.func @rescale_shift_1_ub(%a: tensor<4xi8>) -> tensor<4xi8> {
  %m = "tosa.const"() {values = dense<1> : tensor<1xi32>} : () -> tensor<1xi32>
  %s = "tosa.const"() {values = dense<1> : tensor<1xi8>} : () -> tensor<1xi8>
  %z = "tosa.const"() {values = dense<0> : tensor<1xi8>} : () -> tensor<1xi8>
  %r = tosa.rescale %a, %m, %s, %z, %z {scale32 = true, rounding_mode = SINGLE_ROUND, per_channel = false, input_unsigned = false, output_unsigned = false} : (tensor<4xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<4xi8>
  return %r : tensor<4xi8>
}
func.func @table8(%a: tensor<4xi8>, %t: tensor<256xi8>) -> tensor<4xi8> {
  %r = tosa.table %a, %t : (tensor<4xi8>, tensor<256xi8>) -> tensor<4xi8>
  return %r : tensor<4xi8>
}
func.func @table8_off_by_one(%a: tensor<4xi8>, %t: tensor<256xi8>) -> tensor<4xi8> {
  %r = tosa.table %a, %t : (tensor<4xi8>, tensor<256xi8>) -> tensor<4xi8>
  return %r : tensor<4xi8>
}
func.func @table16(%a: tensor<4xi16>, %t: tensor<513xi16>) -> tensor<4xi32> {
  %r = tosa.table %a, %t : (tensor<4xi16>, tensor<513xi16>) -> tensor<4xi32>
  return %r : tensor<4xi32>
}
func.func @table16_no_interpolation(%a: tensor<4xi16>, %t: tensor<513xi16>) -> tensor<4xi32> {
  %r = tosa.table %a, %t : (tensor<4xi16>, tensor<513xi16>) -> tensor<4xi32>
  return %r : tensor<4xi32>
}
func.func @gather(%v: tensor<2x5x3xi8>, %i: tensor<2x4xi32>) -> tensor<2x4x3xi8> {
  %r = tosa.gather %v, %i : (tensor<2x5x3xi8>, tensor<2x4xi32>) -> tensor<2x4x3xi8>
  return %r : tensor<2x4x3xi8>
}
func.func @gather_wrong_batch(%v: tensor<2x5x3xi8>, %i: tensor<2x4xi32>) -> tensor<2x4x3xi8> {
  %r = tosa.gather %v, %i : (tensor<2x5x3xi8>, tensor<2x4xi32>) -> tensor<2x4x3xi8>
  return %r : tensor<2x4x3xi8>
}
func.func @gather_out_of_range_ub(%v: tensor<1x5x2xi8>) -> tensor<1x1x2xi8> {
  %i = "tosa.const"() {values = dense<5> : tensor<1x1xi32>} : () -> tensor<1x1xi32>
  %r = tosa.gather %v, %i : (tensor<1x5x2xi8>, tensor<1x1xi32>) -> tensor<1x1x2xi8>
  return %r : tensor<1x1x2xi8>
}
func.func @rescale_inexact(%a: tensor<4xi8>) -> tensor<4xi8> {
  %m = "tosa.const"() {values = dense<1073741824> : tensor<1xi32>} : () -> tensor<1xi32>
  %s = "tosa.const"() {values = dense<31> : tensor<1xi8>} : () -> tensor<1xi8>
  %z = "tosa.const"() {values = dense<0> : tensor<1xi8>} : () -> tensor<1xi8>
  %r = tosa.rescale %a, %m, %s, %z, %z {scale32 = true, rounding_mode = INEXACT_ROUND, per_channel = false, input_unsigned = false, output_unsigned = false} : (tensor<4xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<4xi8>
  return %r : tensor<4xi8>
}

//--- tgt.mlir
func.func @as_const_shift(%v: i32, %m: i32) -> i32 {
  %a = arith.extsi %v : i32 to i64
  %b = arith.extsi %m : i32 to i64
  %p = arith.muli %a, %b : i64
  %c4 = arith.constant 4 : i64
  %c3 = arith.constant 3 : i64
  %q = arith.addi %p, %c4 : i64
  %r = arith.shrsi %q, %c3 : i64
  %t = arith.trunci %r : i64 to i32
  return %t : i32
}
func.func @as_round_dropped(%v: i32, %m: i32) -> i32 {
  %a = arith.extsi %v : i32 to i64
  %b = arith.extsi %m : i32 to i64
  %p = arith.muli %a, %b : i64
  %c3 = arith.constant 3 : i64
  %q = arith.addi %p, %c3 : i64
  %r = arith.shrsi %q, %c3 : i64
  %t = arith.trunci %r : i64 to i32
  return %t : i32
}
func.func @as_double_small_shift(%v: i32, %m: i32) -> i32 {
  %s = arith.constant 20 : i8
  %r = tosa.apply_scale %v, %m, %s {rounding_mode = SINGLE_ROUND} : (i32, i32, i8) -> i32
  return %r : i32
}
func.func @as_double_big_shift(%v: i32) -> i32 {
  %m = arith.constant 1073741824 : i32
  %s = arith.constant 40 : i8
  %r = tosa.apply_scale %v, %m, %s {rounding_mode = SINGLE_ROUND} : (i32, i32, i8) -> i32
  return %r : i32
}
func.func @as_shift_64_ub(%v: i32, %m: i32) -> i32 {
  %c = arith.constant 0 : i32
  return %c : i32
}
func.func @as_i48(%v: i48) -> i32 {
  %a = arith.extsi %v : i48 to i64
  %m = arith.constant 16384 : i64
  %h = arith.constant 8192 : i64
  %s = arith.constant 14 : i64
  %p = arith.muli %a, %m : i64
  %q = arith.addi %p, %h : i64
  %r = arith.shrsi %q, %s : i64
  %t = arith.trunci %r : i64 to i32
  return %t : i32
}
// ((x + 3) * 2^30 + 2^30) >> 31 = (x + 4) >> 1, plus 5, always within i8
func.func @rescale_i8(%a: tensor<4xi8>) -> tensor<4xi8> {
  %x = arith.extsi %a : tensor<4xi8> to tensor<4xi32>
  %c4 = arith.constant dense<4> : tensor<4xi32>
  %c1 = arith.constant dense<1> : tensor<4xi32>
  %c5 = arith.constant dense<5> : tensor<4xi32>
  %y = arith.addi %x, %c4 : tensor<4xi32>
  %z = arith.shrsi %y, %c1 : tensor<4xi32>
  %w = arith.addi %z, %c5 : tensor<4xi32>
  %r = arith.trunci %w : tensor<4xi32> to tensor<4xi8>
  return %r : tensor<4xi8>
}
// input zero point dropped: (x + 1) >> 1
func.func @rescale_zp_ignored(%a: tensor<4xi8>) -> tensor<4xi8> {
  %x = arith.extsi %a : tensor<4xi8> to tensor<4xi32>
  %c1 = arith.constant dense<1> : tensor<4xi32>
  %c5 = arith.constant dense<5> : tensor<4xi32>
  %y = arith.addi %x, %c1 : tensor<4xi32>
  %z = arith.shrsi %y, %c1 : tensor<4xi32>
  %w = arith.addi %z, %c5 : tensor<4xi32>
  %r = arith.trunci %w : tensor<4xi32> to tensor<4xi8>
  return %r : tensor<4xi8>
}
// rounding constant dropped: (x + 3) >> 1
func.func @rescale_round_dropped(%a: tensor<4xi8>) -> tensor<4xi8> {
  %x = arith.extsi %a : tensor<4xi8> to tensor<4xi32>
  %c3 = arith.constant dense<3> : tensor<4xi32>
  %c1 = arith.constant dense<1> : tensor<4xi32>
  %c5 = arith.constant dense<5> : tensor<4xi32>
  %y = arith.addi %x, %c3 : tensor<4xi32>
  %z = arith.shrsi %y, %c1 : tensor<4xi32>
  %w = arith.addi %z, %c5 : tensor<4xi32>
  %r = arith.trunci %w : tensor<4xi32> to tensor<4xi8>
  return %r : tensor<4xi8>
}
// clip(x + 8) to [-128, 126] instead of [-128, 127]
func.func @rescale_wrong_clamp(%a: tensor<4xi8>) -> tensor<4xi8> {
  %x = arith.extsi %a : tensor<4xi8> to tensor<4xi32>
  %c8 = arith.constant dense<8> : tensor<4xi32>
  %hi = arith.constant dense<126> : tensor<4xi32>
  %y = arith.addi %x, %c8 : tensor<4xi32>
  %z = arith.minsi %y, %hi : tensor<4xi32>
  %r = arith.trunci %z : tensor<4xi32> to tensor<4xi8>
  return %r : tensor<4xi8>
}
// double rounding only changes shifts over 31
func.func @rescale_double_31(%a: tensor<4xi32>) -> tensor<4xi16> {
  %m = "tosa.const"() {values = dense<1518500250> : tensor<1xi32>} : () -> tensor<1xi32>
  %s = "tosa.const"() {values = dense<31> : tensor<1xi8>} : () -> tensor<1xi8>
  %iz = "tosa.const"() {values = dense<0> : tensor<1xi32>} : () -> tensor<1xi32>
  %oz = "tosa.const"() {values = dense<0> : tensor<1xi16>} : () -> tensor<1xi16>
  %r = tosa.rescale %a, %m, %s, %iz, %oz {scale32 = true, rounding_mode = SINGLE_ROUND, per_channel = false, input_unsigned = false, output_unsigned = false} : (tensor<4xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi16>) -> tensor<4xi16>
  return %r : tensor<4xi16>
}
func.func @rescale_double_33(%a: tensor<4xi32>) -> tensor<4xi16> {
  %m = "tosa.const"() {values = dense<1073741824> : tensor<1xi32>} : () -> tensor<1xi32>
  %s = "tosa.const"() {values = dense<33> : tensor<1xi8>} : () -> tensor<1xi8>
  %iz = "tosa.const"() {values = dense<0> : tensor<1xi32>} : () -> tensor<1xi32>
  %oz = "tosa.const"() {values = dense<0> : tensor<1xi16>} : () -> tensor<1xi16>
  %r = tosa.rescale %a, %m, %s, %iz, %oz {scale32 = true, rounding_mode = SINGLE_ROUND, per_channel = false, input_unsigned = false, output_unsigned = false} : (tensor<4xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi16>) -> tensor<4xi16>
  return %r : tensor<4xi16>
}
func.func @rescale_per_channel_same(%a: tensor<2x3xi8>) -> tensor<2x3xi8> {
  %m = "tosa.const"() {values = dense<1518500250> : tensor<1xi32>} : () -> tensor<1xi32>
  %s = "tosa.const"() {values = dense<32> : tensor<1xi8>} : () -> tensor<1xi8>
  %iz = "tosa.const"() {values = dense<2> : tensor<1xi8>} : () -> tensor<1xi8>
  %oz = "tosa.const"() {values = dense<-1> : tensor<1xi8>} : () -> tensor<1xi8>
  %r = tosa.rescale %a, %m, %s, %iz, %oz {scale32 = true, rounding_mode = SINGLE_ROUND, per_channel = false, input_unsigned = false, output_unsigned = false} : (tensor<2x3xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<2x3xi8>
  return %r : tensor<2x3xi8>
}
func.func @rescale_per_channel_differs(%a: tensor<2x3xi8>) -> tensor<2x3xi8> {
  %m = "tosa.const"() {values = dense<1518500250> : tensor<1xi32>} : () -> tensor<1xi32>
  %s = "tosa.const"() {values = dense<32> : tensor<1xi8>} : () -> tensor<1xi8>
  %iz = "tosa.const"() {values = dense<2> : tensor<1xi8>} : () -> tensor<1xi8>
  %oz = "tosa.const"() {values = dense<-1> : tensor<1xi8>} : () -> tensor<1xi8>
  %r = tosa.rescale %a, %m, %s, %iz, %oz {scale32 = true, rounding_mode = SINGLE_ROUND, per_channel = false, input_unsigned = false, output_unsigned = false} : (tensor<2x3xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<2x3xi8>
  return %r : tensor<2x3xi8>
}
// u8 with zero point 128 (bits -128) to i8 at scale 1: flips the top bit
func.func @rescale_unsigned_in(%a: tensor<4xi8>) -> tensor<4xi8> {
  %c = arith.constant dense<-128> : tensor<4xi8>
  %r = arith.xori %a, %c : tensor<4xi8>
  return %r : tensor<4xi8>
}
func.func @rescale_unsigned_in_as_signed(%a: tensor<4xi8>) -> tensor<4xi8> {
  %m = "tosa.const"() {values = dense<16384> : tensor<1xi16>} : () -> tensor<1xi16>
  %s = "tosa.const"() {values = dense<14> : tensor<1xi8>} : () -> tensor<1xi8>
  %iz = "tosa.const"() {values = dense<-128> : tensor<1xi8>} : () -> tensor<1xi8>
  %oz = "tosa.const"() {values = dense<0> : tensor<1xi8>} : () -> tensor<1xi8>
  %r = tosa.rescale %a, %m, %s, %iz, %oz {scale32 = false, rounding_mode = SINGLE_ROUND, per_channel = false, input_unsigned = false, output_unsigned = false} : (tensor<4xi8>, tensor<1xi16>, tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<4xi8>
  return %r : tensor<4xi8>
}
// i8 to u8 with output zero point 128: flips the top bit as well
func.func @rescale_unsigned_out(%a: tensor<4xi8>) -> tensor<4xi8> {
  %c = arith.constant dense<-128> : tensor<4xi8>
  %r = arith.xori %a, %c : tensor<4xi8>
  return %r : tensor<4xi8>
}
func.func @rescale_shift_1_ub(%a: tensor<4xi8>) -> tensor<4xi8> {
  return %a : tensor<4xi8>
}
func.func @table8(%a: tensor<4xi8>, %t: tensor<256xi8>) -> tensor<4xi8> {
  %0 = tensor.empty() : tensor<4xi8>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a : tensor<4xi8>) outs(%0 : tensor<4xi8>) {
  ^bb0(%in: i8, %out: i8):
    %x = arith.extsi %in : i8 to i32
    %c128 = arith.constant 128 : i32
    %y = arith.addi %x, %c128 : i32
    %i = arith.index_cast %y : i32 to index
    %e = tensor.extract %t[%i] : tensor<256xi8>
    linalg.yield %e : i8
  } -> tensor<4xi8>
  return %1 : tensor<4xi8>
}
func.func @table8_off_by_one(%a: tensor<4xi8>, %t: tensor<256xi8>) -> tensor<4xi8> {
  %0 = tensor.empty() : tensor<4xi8>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a : tensor<4xi8>) outs(%0 : tensor<4xi8>) {
  ^bb0(%in: i8, %out: i8):
    %x = arith.extsi %in : i8 to i32
    %c127 = arith.constant 127 : i32
    %y = arith.addi %x, %c127 : i32
    %i = arith.index_cast %y : i32 to index
    %e = tensor.extract %t[%i] : tensor<256xi8>
    linalg.yield %e : i8
  } -> tensor<4xi8>
  return %1 : tensor<4xi8>
}
func.func @table16(%a: tensor<4xi16>, %t: tensor<513xi16>) -> tensor<4xi32> {
  %0 = tensor.empty() : tensor<4xi32>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a : tensor<4xi16>) outs(%0 : tensor<4xi32>) {
  ^bb0(%in: i16, %out: i32):
    %x = arith.extsi %in : i16 to i32
    %c32768 = arith.constant 32768 : i32
    %c7 = arith.constant 7 : i32
    %c1 = arith.constant 1 : i32
    %c127 = arith.constant 127 : i32
    %u = arith.addi %x, %c32768 : i32
    %hi = arith.shrui %u, %c7 : i32
    %fr = arith.andi %u, %c127 : i32
    %hi1 = arith.addi %hi, %c1 : i32
    %i0 = arith.index_cast %hi : i32 to index
    %i1 = arith.index_cast %hi1 : i32 to index
    %b = tensor.extract %t[%i0] : tensor<513xi16>
    %n = tensor.extract %t[%i1] : tensor<513xi16>
    %b32 = arith.extsi %b : i16 to i32
    %n32 = arith.extsi %n : i16 to i32
    %base = arith.shli %b32, %c7 : i32
    %slope = arith.subi %n32, %b32 : i32
    %d = arith.muli %slope, %fr : i32
    %r = arith.addi %base, %d : i32
    linalg.yield %r : i32
  } -> tensor<4xi32>
  return %1 : tensor<4xi32>
}
func.func @table16_no_interpolation(%a: tensor<4xi16>, %t: tensor<513xi16>) -> tensor<4xi32> {
  %0 = tensor.empty() : tensor<4xi32>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a : tensor<4xi16>) outs(%0 : tensor<4xi32>) {
  ^bb0(%in: i16, %out: i32):
    %x = arith.extsi %in : i16 to i32
    %c32768 = arith.constant 32768 : i32
    %c7 = arith.constant 7 : i32
    %u = arith.addi %x, %c32768 : i32
    %hi = arith.shrui %u, %c7 : i32
    %i0 = arith.index_cast %hi : i32 to index
    %b = tensor.extract %t[%i0] : tensor<513xi16>
    %b32 = arith.extsi %b : i16 to i32
    %base = arith.shli %b32, %c7 : i32
    linalg.yield %base : i32
  } -> tensor<4xi32>
  return %1 : tensor<4xi32>
}
func.func @gather(%v: tensor<2x5x3xi8>, %i: tensor<2x4xi32>) -> tensor<2x4x3xi8> {
  %0 = tensor.empty() : tensor<2x4x3xi8>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%i : tensor<2x4xi32>) outs(%0 : tensor<2x4x3xi8>) {
  ^bb0(%in: i32, %out: i8):
    %n = linalg.index 0 : index
    %k = arith.index_cast %in : i32 to index
    %c = linalg.index 2 : index
    %e = tensor.extract %v[%n, %k, %c] : tensor<2x5x3xi8>
    linalg.yield %e : i8
  } -> tensor<2x4x3xi8>
  return %1 : tensor<2x4x3xi8>
}
func.func @gather_wrong_batch(%v: tensor<2x5x3xi8>, %i: tensor<2x4xi32>) -> tensor<2x4x3xi8> {
  %0 = tensor.empty() : tensor<2x4x3xi8>
  %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%i : tensor<2x4xi32>) outs(%0 : tensor<2x4x3xi8>) {
  ^bb0(%in: i32, %out: i8):
    %n = arith.constant 0 : index
    %k = arith.index_cast %in : i32 to index
    %c = linalg.index 2 : index
    %e = tensor.extract %v[%n, %k, %c] : tensor<2x5x3xi8>
    linalg.yield %e : i8
  } -> tensor<2x4x3xi8>
  return %1 : tensor<2x4x3xi8>
}
func.func @gather_out_of_range_ub(%v: tensor<1x5x2xi8>) -> tensor<1x1x2xi8> {
  %c = arith.constant dense<0> : tensor<1x1x2xi8>
  return %c : tensor<1x1x2xi8>
}
func.func @rescale_inexact(%a: tensor<4xi8>) -> tensor<4xi8> {
  %m = "tosa.const"() {values = dense<1073741824> : tensor<1xi32>} : () -> tensor<1xi32>
  %s = "tosa.const"() {values = dense<31> : tensor<1xi8>} : () -> tensor<1xi8>
  %z = "tosa.const"() {values = dense<0> : tensor<1xi8>} : () -> tensor<1xi8>
  %r = tosa.rescale %a, %m, %s, %z, %z {scale32 = true, rounding_mode = INEXACT_ROUND, per_channel = false, input_unsigned = false, output_unsigned = false} : (tensor<4xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<4xi8>
  return %r : tensor<4xi8>
}
