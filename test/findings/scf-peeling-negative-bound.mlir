// MLIR 22 finding (docs/findings.md): scf-for-loop-peeling splits `scf.for %i = 0 to %n step 4`
// at `n - (n - 0) mod 4` (affine mod, never negative) and runs the remainder loop from there
// to n. For n < 0 the source loop runs no iteration, but the split lies below n when n is
// not a multiple of 4, so the remainder loop runs once (n = -2: split -4, one iteration
// adding -(-4) + -2 = 2). Seen in MLIR's own Dialect/SCF/for-loop-peeling.mlir under tv-lit;
// the induction's split obligation finds it, and a run of both functions confirms it.
// RUN: %tv-opt --tv-verify-each --tv-on-failure=warn --tv-timeout=120 --scf-for-loop-peeling %s -o /dev/null 2>&1 | FileCheck %s
// CHECK: warning: tv: pass 'scf-for-loop-peeling' is incorrect on @dynamic_upper_bound: result #0 differs
// CHECK: note: {{source \(run\):|executed: source}} returns 0 : i32
// CHECK-SAME: {{^|; }}target{{( \(run\):)?}} returns {{[1-9][0-9]*}} : i32
#min = affine_map<(d0, d1)[s0] -> (s0, d0 - d1)>
func.func @dynamic_upper_bound(%n: index) -> i32 {
  %c0_i32 = arith.constant 0 : i32
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %r = scf.for %i = %c0 to %n step %c4 iter_args(%acc = %c0_i32) -> (i32) {
    %m = affine.min #min(%n, %i)[%c4]
    %mi = arith.index_cast %m : index to i32
    %s = arith.addi %acc, %mi : i32
    scf.yield %s : i32
  }
  return %r : i32
}
