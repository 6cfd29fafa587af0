// MLIR 22 finding (docs/findings.md): affine-loop-unroll with unroll-factor=4 turns
// `affine.for %i = 0 to %n` into a loop from 0 to `(n floordiv 4) * 4` step 4 and a
// remainder loop from there to n. For n < 0 the source loop runs no iteration, but when n
// is not a multiple of 4 the remainder starts below n and runs (n = -3: it runs i = -4 and
// loads a[-4], out of bounds), the same fault as scf-for-loop-peeling's. Found by the
// induction's split obligation (encoder/induct.c) and confirmed by running both functions.
// RUN: %tv-opt --tv-verify-each --tv-on-failure=warn --tv-timeout=120 --pass-pipeline='builtin.module(func.func(affine-loop-unroll{unroll-factor=4}))' %s -o /dev/null 2>&1 | FileCheck %s
// CHECK: warning: tv: pass 'affine-loop-unroll' is incorrect on @count_up: target has undefined behaviour where the source has none
// CHECK: note: executed: source returns nothing
// CHECK-SAME: target has undefined behaviour: index {{[0-9]+}} out of bounds (size 8)
func.func @count_up(%a: memref<8xi32>, %n: index) {
  affine.for %i = 0 to %n {
    %v = affine.load %a[%i] : memref<8xi32>
    %c1 = arith.constant 1 : i32
    %w = arith.addi %v, %c1 : i32
    affine.store %w, %a[%i] : memref<8xi32>
  }
  return
}
