// When induction does not decide a loop pair and unrolling stops at the bound, the verdict
// says which obligation failed for which loop: here the target's body uses the invariant
// a == b, which holds in every run but not in every shared state the induction assumes.
// RUN: split-file %s %t
// RUN: not %tv-check --timeout=60 %t/src.mlir %t/tgt.mlir | FileCheck %s

// CHECK: @invariant: inconclusive
// CHECK-SAME: loops by induction: for some shared state, one iteration of the target does not refine one of the source (carried values or memory) (scf.for at {{.*}}src.mlir:5:10)

//--- src.mlir
func.func @invariant(%n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i32
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %z, %b = %z) -> (i32, i32) {
    %one = arith.constant 1 : i32
    %a2 = arith.addi %a, %one : i32
    %b2 = arith.addi %b, %one : i32
    scf.yield %a2, %b2 : i32, i32
  }
  return %r#0 : i32
}

//--- tgt.mlir
func.func @invariant(%n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i32
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%a = %z, %b = %z) -> (i32, i32) {
    %one = arith.constant 1 : i32
    %a2 = arith.addi %b, %one : i32
    %b2 = arith.addi %b, %one : i32
    scf.yield %a2, %b2 : i32, i32
  }
  return %r#0 : i32
}
