// builtin.unrealized_conversion_cast in pairs that cancel (A -> B -> A, also N:M) gives back
// the first cast's operands; a cast whose results reach anything but a cancelling cast is
// unsupported (what it converts to is the conversion's business, not modelled).
// RUN: split-file %s %t
// RUN: not %tv-check --timeout=60 %t/src.mlir %t/tgt.mlir | FileCheck %s
// RUN: %tv-run %t/src.mlir @pair 5 | FileCheck %s --check-prefix=EXEC
// reconcile-unrealized-casts and canonicalize remove the pairs: proven.
// RUN: %tv-opt --tv-verify-each --tv-timeout=60 -p 'builtin.module(func.func(reconcile-unrealized-casts))' %t/src.mlir 2>&1 >/dev/null | FileCheck %s --check-prefix=RECONCILE
// RUN: %tv-opt --tv-verify-each --tv-timeout=60 --canonicalize %t/src.mlir 2>&1 >/dev/null | FileCheck %s --check-prefix=CANON

// CHECK-LABEL: @pair: proven
// CHECK-LABEL: @pair_memref: proven
// CHECK-LABEL: @pair_two_to_one: proven
// CHECK-LABEL: @two_uses: proven
// CHECK-LABEL: @pair_wrong: incorrect
// CHECK: executed: source returns {{.*}}; target returns
// CHECK-LABEL: @single: unsupported (builtin.unrealized_conversion_cast not cast back by a cast that cancels it)
// CHECK-LABEL: @not_back: unsupported (builtin.unrealized_conversion_cast not cast back by a cast that cancels it)

// EXEC: 6 : i32

// RECONCILE: tv: 7 pass runs, 5 checks: 5 proven, 0 incorrect, 0 inconclusive, 0 unsupported
// CANON: tv: 1 pass runs, 5 checks: 5 proven, 0 incorrect, 0 inconclusive, 0 unsupported

//--- src.mlir
func.func @pair(%x: i32) -> i32 {
  %b = builtin.unrealized_conversion_cast %x : i32 to i64
  %a = builtin.unrealized_conversion_cast %b : i64 to i32
  %c1 = arith.constant 1 : i32
  %r = arith.addi %a, %c1 : i32
  return %r : i32
}
func.func @pair_memref(%m: memref<4xf32>, %i: index) -> f32 {
  %b = builtin.unrealized_conversion_cast %m : memref<4xf32> to !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)>
  %a = builtin.unrealized_conversion_cast %b : !llvm.struct<(ptr, ptr, i64, array<1 x i64>, array<1 x i64>)> to memref<4xf32>
  %v = memref.load %a[%i] : memref<4xf32>
  return %v : f32
}
func.func @pair_two_to_one(%x: i32, %y: i32) -> i32 {
  %b = builtin.unrealized_conversion_cast %x, %y : i32, i32 to i64
  %a:2 = builtin.unrealized_conversion_cast %b : i64 to i32, i32
  %r = arith.subi %a#0, %a#1 : i32
  return %r : i32
}
func.func @two_uses(%x: index) -> index {
  %b = builtin.unrealized_conversion_cast %x : index to i64
  %a = builtin.unrealized_conversion_cast %b : i64 to index
  %c = builtin.unrealized_conversion_cast %b : i64 to index
  %r = arith.addi %a, %c : index
  return %r : index
}
func.func @pair_wrong(%x: i32, %y: i32) -> i32 {
  %b = builtin.unrealized_conversion_cast %x, %y : i32, i32 to i64
  %a:2 = builtin.unrealized_conversion_cast %b : i64 to i32, i32
  %r = arith.subi %a#0, %a#1 : i32
  return %r : i32
}
func.func @single(%x: i32) -> i64 {
  %b = builtin.unrealized_conversion_cast %x : i32 to i64
  return %b : i64
}
func.func @not_back(%x: i32) -> i64 {
  %b = builtin.unrealized_conversion_cast %x : i32 to i16
  %a = builtin.unrealized_conversion_cast %b : i16 to i64
  return %a : i64
}

//--- tgt.mlir
func.func @pair(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %r = arith.addi %x, %c1 : i32
  return %r : i32
}
func.func @pair_memref(%m: memref<4xf32>, %i: index) -> f32 {
  %v = memref.load %m[%i] : memref<4xf32>
  return %v : f32
}
func.func @pair_two_to_one(%x: i32, %y: i32) -> i32 {
  %r = arith.subi %x, %y : i32
  return %r : i32
}
func.func @two_uses(%x: index) -> index {
  %r = arith.addi %x, %x : index
  return %r : index
}
func.func @pair_wrong(%x: i32, %y: i32) -> i32 {
  %r = arith.subi %y, %x : i32
  return %r : i32
}
func.func @single(%x: i32) -> i64 {
  %b = builtin.unrealized_conversion_cast %x : i32 to i64
  return %b : i64
}
func.func @not_back(%x: i32) -> i64 {
  %b = builtin.unrealized_conversion_cast %x : i32 to i16
  %a = builtin.unrealized_conversion_cast %b : i16 to i64
  return %a : i64
}
