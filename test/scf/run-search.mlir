// When the solver cannot decide a pair (a loop past the unroll bound, a timeout), both
// functions run in the interpreter on chosen inputs (encoder/runs.c: trip counts 0, 1, 2,
// 3, 5 and around the bound, edge values, random memory): a difference is incorrect with
// those inputs and an executed: line; a correct pair stays undecided and says how far the
// runs went. A pair the solver proves is not run.
// RUN: split-file %s %t
// RUN: not %tv-check --timeout=8 %t/src.mlir %t/tgt.mlir | FileCheck %s
// RUN: not %tv-check --timeout=8 --json %t/src.mlir %t/tgt.mlir | FileCheck %s --check-prefix=JSON

// These differ at small trip counts or past the bound: the stage inside the bound
// (design.md 13) or the induction's counterexample, run, finds them before the run search.
// CHECK-LABEL: @late: incorrect
// CHECK-NEXT: why: result #0 differs
// CHECK: input: %n = {{2[0-9][0-9]}} : index
// CHECK-LABEL: @one_more: incorrect
// CHECK-NEXT: why: result #0 differs
// CHECK: executed: source returns {{-?[0-9]+}} : i32; target returns {{-?[0-9]+}} : i32
// CHECK-LABEL: @load_sum: incorrect
// CHECK-NEXT: why: result #0 differs
// CHECK: executed: source returns {{-?[0-9]+}} : i32 and leaves %m
// CHECK-LABEL: @closed_form: {{inconclusive|timeout}}
// CHECK-NEXT: runs: no difference in {{[0-9]+}} runs of both functions on chosen inputs (index values and sizes up to 257)
// CHECK-LABEL: @same_loop: proven
// JSON: "function":"one_more","verdict":"incorrect"{{.*}}"executed":{"source":"returns {{-?[0-9]+}} : i32","target":"returns {{-?[0-9]+}} : i32"
// JSON: "function":"closed_form","verdict":"{{inconclusive|timeout}}"{{.*}}"run_search":{"runs":{{[1-9][0-9]*}},"source_ub":0,"max_index":257}

//--- src.mlir
// the sum of 0..n-1 (as i32)
func.func @late(%n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %z) -> (i32) {
    %v = arith.index_cast %i : index to i32
    %s = arith.addi %a, %v : i32
    scf.yield %s : i32
  }
  return %r : i32
}
func.func @one_more(%n: index, %x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %z) -> (i32) {
    %s = arith.addi %a, %x : i32
    scf.yield %s : i32
  }
  return %r : i32
}
func.func @load_sum(%m: memref<?xi32>, %n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %z) -> (i32) {
    %v = memref.load %m[%i] : memref<?xi32>
    %s = arith.addi %a, %v : i32
    scf.yield %s : i32
  }
  return %r : i32
}
func.func @closed_form(%n: index, %x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %z) -> (i32) {
    %s = arith.addi %a, %x : i32
    scf.yield %s : i32
  }
  return %r : i32
}
func.func @same_loop(%n: index, %x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %z) -> (i32) {
    %s = arith.addi %a, %x : i32
    scf.yield %s : i32
  }
  return %r : i32
}
//--- tgt.mlir
// the same but for i = 200, which it counts twice: a difference only past the bound
func.func @late(%n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c200 = arith.constant 200 : index
  %z = arith.constant 0 : i32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %z) -> (i32) {
    %v = arith.index_cast %i : index to i32
    %s = arith.addi %a, %v : i32
    %late = arith.cmpi eq, %i, %c200 : index
    %t = scf.if %late -> (i32) {
      %u = arith.addi %s, %v : i32
      scf.yield %u : i32
    } else {
      scf.yield %s : i32
    }
    scf.yield %t : i32
  }
  return %r : i32
}
// one iteration more
func.func @one_more(%n: index, %x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i32
  %n1 = arith.addi %n, %c1 : index
  %r = scf.for %i = %c0 to %n1 step %c1 iter_args(%a = %z) -> (i32) {
    %s = arith.addi %a, %x : i32
    scf.yield %s : i32
  }
  return %r : i32
}
// element 2 left out of the sum
func.func @load_sum(%m: memref<?xi32>, %n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %z = arith.constant 0 : i32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %z) -> (i32) {
    %v = memref.load %m[%i] : memref<?xi32>
    %q = arith.cmpi eq, %i, %c2 : index
    %w = arith.select %q, %z, %v : i32
    %s = arith.addi %a, %w : i32
    scf.yield %s : i32
  }
  return %r : i32
}
// n * x without the loop (i32 wraps as the sum does): correct, past what the solver decides
func.func @closed_form(%n: index, %x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %p = arith.cmpi sgt, %n, %c0 : index
  %z = arith.constant 0 : i32
  %k = arith.index_cast %n : index to i32
  %m = arith.muli %k, %x : i32
  %r = arith.select %p, %m, %z : i32
  return %r : i32
}
func.func @same_loop(%n: index, %x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %z) -> (i32) {
    %s = arith.addi %a, %x : i32
    scf.yield %s : i32
  }
  return %r : i32
}
