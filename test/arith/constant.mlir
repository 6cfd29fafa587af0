// arith.constant: i1, i8, i64, i128 and index literals, including literals over 64 bits and the 64-bit width of index.
// RUN: split-file %s %t
// RUN: not %tv-check --timeout=60 %t/src.mlir %t/tgt.mlir | FileCheck %s

// CHECK-LABEL: @i1_true: proven
// CHECK-LABEL: @i1_wrong: incorrect
// CHECK-NEXT: why: result #0 differs
// CHECK-NEXT: input: %x = {{-?[0-9]+}} : i32
// CHECK-NEXT: source: returns true : i1
// CHECK-NEXT: target: returns false : i1
// CHECK-LABEL: @i8_unsigned_literal: proven
// CHECK-LABEL: @i8_fold: proven
// CHECK-LABEL: @i8_fold_saturating: incorrect
// CHECK-NEXT: why: result #0 differs
// CHECK-NEXT: source: returns -56 : i8
// CHECK-NEXT: target: returns 127 : i8
// CHECK-LABEL: @i64_fold: proven
// CHECK-LABEL: @i64_unsigned_literal: proven
// CHECK-LABEL: @i64_high_bits: incorrect
// CHECK-NEXT: why: result #0 differs
// CHECK-NEXT: source: returns 4294967297 : i64
// CHECK-NEXT: target: returns 1 : i64
// CHECK-LABEL: @i128_fold: proven
// CHECK-LABEL: @i128_minus_one: proven
// CHECK-LABEL: @i128_mul_wraps: proven
// CHECK-LABEL: @i128_high_bits: incorrect
// CHECK-NEXT: why: result #0 differs
// CHECK-NEXT: source: returns 18446744073709551616 : i128
// CHECK-NEXT: target: returns 0 : i128
// CHECK-LABEL: @i65_fold: proven
// CHECK-LABEL: @index_literal: proven
// CHECK-LABEL: @index_is_64_bits: incorrect
// CHECK-NEXT: why: result #0 differs
// CHECK-NEXT: source: returns 4294967296 : index
// CHECK-NEXT: target: returns 0 : index

//--- src.mlir
// x == x folds to the i1 constant true
func.func @i1_true(%x: i32) -> i1 {
  %r = arith.cmpi eq, %x, %x : i32
  return %r : i1
}
// true and false differ
func.func @i1_wrong(%x: i32) -> i1 {
  %r = arith.cmpi eq, %x, %x : i32
  return %r : i1
}
// 255 : i8 is the same bits as -1 : i8
func.func @i8_unsigned_literal() -> i8 {
  %r = arith.constant 255 : i8
  return %r : i8
}
// 100 + 100 wraps to -56 in i8
func.func @i8_fold(%x: i8) -> i8 {
  %a = arith.constant 100 : i8
  %r = arith.addi %a, %a : i8
  return %r : i8
}
// ... a saturating fold is wrong
func.func @i8_fold_saturating() -> i8 {
  %a = arith.constant 100 : i8
  %r = arith.addi %a, %a : i8
  return %r : i8
}
// INT64_MAX + 1 wraps to INT64_MIN
func.func @i64_fold(%x: i64) -> i64 {
  %a = arith.constant 9223372036854775807 : i64
  %c1 = arith.constant 1 : i64
  %r = arith.addi %a, %c1 : i64
  return %r : i64
}
// 2^64 - 1 : i64 is -1
func.func @i64_unsigned_literal() -> i64 {
  %r = arith.constant 18446744073709551615 : i64
  return %r : i64
}
// a constant over 32 bits keeps its high bits
func.func @i64_high_bits() -> i64 {
  %r = arith.constant 4294967297 : i64
  return %r : i64
}
// INT128_MAX + 1 wraps to INT128_MIN
func.func @i128_fold() -> i128 {
  %a = arith.constant 170141183460469231731687303715884105727 : i128
  %c1 = arith.constant 1 : i128
  %r = arith.addi %a, %c1 : i128
  return %r : i128
}
// -1 : i128 is 2^128 - 1
func.func @i128_minus_one(%x: i128) -> i128 {
  %cm1 = arith.constant -1 : i128
  %r = arith.addi %x, %cm1 : i128
  return %r : i128
}
// x * 2^64 * 2^64 is 0 in i128
func.func @i128_mul_wraps(%x: i128) -> i128 {
  %big = arith.constant 18446744073709551616 : i128
  %a = arith.muli %x, %big : i128
  %r = arith.muli %a, %big : i128
  return %r : i128
}
// the bits above 64 of an i128 literal are not dropped
func.func @i128_high_bits() -> i128 {
  %r = arith.constant 18446744073709551616 : i128
  return %r : i128
}
// an odd width over 64 bits: 2^64 + 2^64 is 0 in i65
func.func @i65_fold() -> i65 {
  %a = arith.constant 18446744073709551616 : i65
  %r = arith.addi %a, %a : i65
  return %r : i65
}
// an index literal equals the index_cast of the same i32 literal
func.func @index_literal() -> index {
  %r = arith.constant -5 : index
  return %r : index
}
// index is 64 bits wide, not 32: 2^32 is not 0
func.func @index_is_64_bits() -> index {
  %r = arith.constant 4294967296 : index
  return %r : index
}

//--- tgt.mlir
func.func @i1_true(%x: i32) -> i1 {
  %r = arith.constant true
  return %r : i1
}
func.func @i1_wrong(%x: i32) -> i1 {
  %r = arith.constant false
  return %r : i1
}
func.func @i8_unsigned_literal() -> i8 {
  %r = arith.constant -1 : i8
  return %r : i8
}
func.func @i8_fold(%x: i8) -> i8 {
  %r = arith.constant -56 : i8
  return %r : i8
}
func.func @i8_fold_saturating() -> i8 {
  %r = arith.constant 127 : i8
  return %r : i8
}
func.func @i64_fold(%x: i64) -> i64 {
  %r = arith.constant -9223372036854775808 : i64
  return %r : i64
}
func.func @i64_unsigned_literal() -> i64 {
  %r = arith.constant -1 : i64
  return %r : i64
}
func.func @i64_high_bits() -> i64 {
  %r = arith.constant 1 : i64
  return %r : i64
}
func.func @i128_fold() -> i128 {
  %r = arith.constant -170141183460469231731687303715884105728 : i128
  return %r : i128
}
func.func @i128_minus_one(%x: i128) -> i128 {
  %big = arith.constant 340282366920938463463374607431768211455 : i128
  %r = arith.addi %x, %big : i128
  return %r : i128
}
func.func @i128_mul_wraps(%x: i128) -> i128 {
  %c0 = arith.constant 0 : i128
  return %c0 : i128
}
func.func @i128_high_bits() -> i128 {
  %r = arith.constant 0 : i128
  return %r : i128
}
func.func @i65_fold() -> i65 {
  %r = arith.constant 0 : i65
  return %r : i65
}
func.func @index_literal() -> index {
  %a = arith.constant -5 : i32
  %r = arith.index_cast %a : i32 to index
  return %r : index
}
func.func @index_is_64_bits() -> index {
  %r = arith.constant 0 : index
  return %r : index
}
