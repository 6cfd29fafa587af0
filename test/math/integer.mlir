// math absi, ctlz, cttz, ctpop on integers: exact bit-vector semantics (ctlz/cttz of 0 is the width, absi wraps at MIN).
// RUN: split-file %s %t
// RUN: not %tv-check --timeout=300 %t/src.mlir %t/tgt.mlir | FileCheck %s

// CHECK-LABEL: @absi_select: proven
// CHECK-LABEL: @absi_nonneg: incorrect
// CHECK-NEXT: why: result #0 differs
// CHECK-NEXT: input: %x = -128 : i8
// CHECK-LABEL: @ctlz_zero: proven
// CHECK-LABEL: @cttz_zero: proven
// CHECK-LABEL: @ctlz_one: proven
// CHECK-LABEL: @cttz_shift: proven
// CHECK-LABEL: @ctpop_xor: proven
// CHECK-LABEL: @ctpop_to_ctlz: incorrect
// CHECK-NEXT: why: result #0 differs
// CHECK-LABEL: @cttz_to_ctlz: incorrect
// CHECK-NEXT: why: result #0 differs

//--- src.mlir
// absi as compare and select
func.func @absi_select(%x: i32) -> i32 {
  %r = math.absi %x : i32
  return %r : i32
}
// absi(x) >= 0 fails for MIN, which stays negative
func.func @absi_nonneg(%x: i8) -> i1 {
  %a = math.absi %x : i8
  %c0 = arith.constant 0 : i8
  %r = arith.cmpi sge, %a, %c0 : i8
  return %r : i1
}
// ctlz(0) = width
func.func @ctlz_zero() -> i16 {
  %z = arith.constant 0 : i16
  %r = math.ctlz %z : i16
  return %r : i16
}
// cttz(0) = width
func.func @cttz_zero() -> i16 {
  %z = arith.constant 0 : i16
  %r = math.cttz %z : i16
  return %r : i16
}
// ctlz(1) = width - 1
func.func @ctlz_one() -> i32 {
  %one = arith.constant 1 : i32
  %r = math.ctlz %one : i32
  return %r : i32
}
// cttz(x << 1) = cttz(x) + 1 when x is odd
func.func @cttz_shift(%x: i8) -> i8 {
  %one = arith.constant 1 : i8
  %odd = arith.ori %x, %one : i8
  %s = arith.shli %odd, %one : i8
  %r = math.cttz %s : i8
  return %r : i8
}
// ctpop(x ^ -1) = width - ctpop(x)
func.func @ctpop_xor(%x: i8) -> i8 {
  %m = arith.constant -1 : i8
  %n = arith.xori %x, %m : i8
  %r = math.ctpop %n : i8
  return %r : i8
}
func.func @ctpop_to_ctlz(%x: i8) -> i8 {
  %r = math.ctpop %x : i8
  return %r : i8
}
func.func @cttz_to_ctlz(%x: i8) -> i8 {
  %r = math.cttz %x : i8
  return %r : i8
}

//--- tgt.mlir
func.func @absi_select(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %neg = arith.subi %c0, %x : i32
  %isneg = arith.cmpi slt, %x, %c0 : i32
  %r = arith.select %isneg, %neg, %x : i32
  return %r : i32
}
func.func @absi_nonneg(%x: i8) -> i1 {
  %t = arith.constant true
  return %t : i1
}
func.func @ctlz_zero() -> i16 {
  %r = arith.constant 16 : i16
  return %r : i16
}
func.func @cttz_zero() -> i16 {
  %r = arith.constant 16 : i16
  return %r : i16
}
func.func @ctlz_one() -> i32 {
  %r = arith.constant 31 : i32
  return %r : i32
}
func.func @cttz_shift(%x: i8) -> i8 {
  %r = arith.constant 1 : i8
  return %r : i8
}
func.func @ctpop_xor(%x: i8) -> i8 {
  %w = arith.constant 8 : i8
  %p = math.ctpop %x : i8
  %r = arith.subi %w, %p : i8
  return %r : i8
}
func.func @ctpop_to_ctlz(%x: i8) -> i8 {
  %r = math.ctlz %x : i8
  return %r : i8
}
func.func @cttz_to_ctlz(%x: i8) -> i8 {
  %r = math.ctlz %x : i8
  return %r : i8
}
