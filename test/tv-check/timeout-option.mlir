// --timeout=SECONDS is accepted as 0 (no limit), an integer or a fraction; verdicts do not change for quick queries. (The timeout verdict itself: test/limits/timeout.mlir.)
// RUN: split-file %s %t
// RUN: not %tv-check --timeout=0 %t/src.mlir %t/tgt.mlir | FileCheck %s
// RUN: not %tv-check --timeout=3 %t/src.mlir %t/tgt.mlir | FileCheck %s
// RUN: not %tv-check --timeout=2.5 %t/src.mlir %t/tgt.mlir | FileCheck %s
// RUN: not %tv-check %t/src.mlir --timeout=0 %t/tgt.mlir | FileCheck %s
// RUN: sh -c '%tv-check --timeout=0 %t/src.mlir %t/src.mlir; echo rc=$?' | FileCheck %s --check-prefix=ZERO

// CHECK: @f: proven
// CHECK-NEXT: @g: incorrect
// CHECK-NEXT: why: result #0 is poison in the target but not in the source
// CHECK-NEXT: input: %x = 0 : i8
// CHECK-NEXT: source: returns -1 : i8
// CHECK-NEXT: target: returns poison : i8

// ZERO: @f: proven
// ZERO-NEXT: @g: proven
// ZERO-NEXT: rc=0

//--- src.mlir
func.func @f(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %r = arith.addi %x, %c0 : i32
  return %r : i32
}
func.func @g(%x: i8) -> i8 {
  %c1 = arith.constant 1 : i8
  %r = arith.subi %x, %c1 : i8
  return %r : i8
}
//--- tgt.mlir
func.func @f(%x: i32) -> i32 {
  return %x : i32
}
func.func @g(%x: i8) -> i8 {
  %c1 = arith.constant 1 : i8
  %r = arith.subi %x, %c1 overflow<nuw> : i8
  return %r : i8
}
