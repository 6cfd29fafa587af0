// MLIR 22 finding (docs/findings.md), found by tv-loop-oracle: affine-loop-unroll with
// unroll-factor=2 turns `affine.for %i = 2 to %n` into a loop from 2 to `(n floordiv 2) * 2`
// step 2 and a remainder loop from `(n floordiv 2) * 2` to n: the remainder's start ignores
// the lower bound. For 0 <= n < 2 the source runs no iteration, but for n = 1 the remainder
// runs i = 0 and loads a[-2] (out of bounds). The load of a[%n] first makes every n outside
// 0..7 undefined in the source, so the counterexample is a valid, non-negative trip count
// (the negative ones are affine-unroll-negative-bound.mlir's fault).
// RUN: %tv-opt --tv-verify-each --tv-on-failure=warn --tv-timeout=120 --pass-pipeline='builtin.module(func.func(affine-loop-unroll{unroll-factor=2}))' %s -o /dev/null 2>&1 | FileCheck %s
// CHECK: warning: tv: pass 'affine-loop-unroll' is incorrect on @from_two: target has undefined behaviour where the source has none
// CHECK: note: input: %n = 1 : index
// CHECK: note: executed: source returns nothing
// CHECK-SAME: target has undefined behaviour: index {{[0-9]+}} out of bounds (size 8)
func.func @from_two(%a: memref<8xi32>, %n: index) {
  %first = memref.load %a[%n] : memref<8xi32>
  affine.for %i = 2 to %n {
    %v = affine.load %a[%i - 2] : memref<8xi32>
    %w = arith.addi %v, %first : i32
    affine.store %w, %a[%i - 2] : memref<8xi32>
  }
  return
}
