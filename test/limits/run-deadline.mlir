// Runs of both functions in the interpreter answer to the check's deadline (issue 31, item 9):
// a counterexample's replay, the probes and the run search (encoder/runs.c) look at the clock
// every 1024 ops, and a run cut short leaves the verdict as the solver left it, the cut named
// in the JSON (run_cut). A loop of 10^8 iterations under --timeout=2 used to run 50 million
// ops per side (91 s); `timeout 30` turns a run past the limit into a failure. A wrong pair
// the solver cannot decide in time (a loop of divisions) is decided by the run search.
// RUN: split-file %s %t
// RUN: not timeout 30 %tv-check --timeout=2 %t/src.mlir %t/tgt.mlir | FileCheck %s
// RUN: not timeout 30 %tv-check --timeout=2 --json %t/src.mlir %t/tgt.mlir | FileCheck %s --check-prefix=JSON
// CHECK-LABEL: @long_float: {{inconclusive|timeout}}
// CHECK-LABEL: @long_int: {{inconclusive|timeout}}
// CHECK-LABEL: @divide: incorrect
// CHECK-NEXT: why: result #0 differs (both functions run on chosen inputs; the solver alone: solver timeout after 2 s)
// CHECK-NEXT: input: %n = 1 : index
// CHECK: executed: source returns 2 : i64; target returns 3 : i64
// JSON: "function":"long_float"{{.*}}"run_cut":{"limit":"time","steps":{{[0-9]+}}}
// The integer loop runs fast enough on an idle machine to reach the replay's step budget
// (4,000,002 ops) before the clock: either cut is named, and `timeout 30` bounds the time.
// JSON: "function":"long_int"{{.*}}"run_cut":{"limit":"{{time|steps}}","steps":{{[0-9]+}}}
//--- src.mlir
func.func @long_float(%x: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %big = arith.constant 100000000 : index
  %z = arith.constant 0.0 : f32
  %r = scf.for %i = %c0 to %big step %c1 iter_args(%a = %z) -> (f32) {
    %s = arith.addf %a, %x fastmath<nnan> : f32
    scf.yield %s : f32
  }
  return %r : f32
}
func.func @long_int(%x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %big = arith.constant 100000000 : index
  %z = arith.constant 0 : i32
  %r = scf.for %i = %c0 to %big step %c1 iter_args(%a = %z) -> (i32) {
    %s = arith.addi %a, %x overflow<nsw> : i32
    scf.yield %s : i32
  }
  return %r : i32
}
func.func @divide(%n: index, %x: i64, %y: i64) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1 : i64
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %y) -> (i64) {
    %m = arith.muli %a, %x : i64
    %s = arith.addi %m, %one : i64
    %d = arith.divui %s, %x : i64
    scf.yield %d : i64
  }
  return %r : i64
}
//--- tgt.mlir
func.func @long_float(%x: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %big = arith.constant 100000000 : index
  %z = arith.constant 0.0 : f32
  %r = scf.for %i = %c0 to %big step %c1 iter_args(%a = %z) -> (f32) {
    %s = arith.subf %a, %x fastmath<nnan> : f32
    scf.yield %s : f32
  }
  return %r : f32
}
func.func @long_int(%x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %big = arith.constant 100000000 : index
  %z = arith.constant 0 : i32
  %r = scf.for %i = %c0 to %big step %c1 iter_args(%a = %z) -> (i32) {
    %s = arith.subi %a, %x overflow<nsw> : i32
    scf.yield %s : i32
  }
  return %r : i32
}
// one bit flipped in every iteration
func.func @divide(%n: index, %x: i64, %y: i64) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1 : i64
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %y) -> (i64) {
    %m = arith.muli %a, %x : i64
    %s = arith.addi %m, %one : i64
    %d = arith.divui %s, %x : i64
    %e = arith.xori %d, %one : i64
    scf.yield %e : i64
  }
  return %r : i64
}
