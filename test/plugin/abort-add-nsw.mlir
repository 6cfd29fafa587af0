// Abort mode catches tv-test-mutate{kind=add-nsw}: error at the op whose value first differs when both run, the unique counterexample as notes at @f, no IR, non-zero exit.
// RUN: not %tv-opt --tv-verify-each --tv-timeout=60 -p 'builtin.module(func.func(tv-test-mutate{kind=add-nsw}))' %s 2>%t.err >%t.out
// RUN: FileCheck %s --input-file=%t.err
// RUN: count 0 < %t.out

// CHECK: abort-add-nsw.mlir:[[@LINE+13]]:10: error: tv: pass 'tv-test-mutate' is incorrect on @f: result #0 is poison in the target but not in the source
// CHECK-NEXT: %sum = arith.addi %c127, %ext : i8
// CHECK-NEXT: ^
// CHECK-NEXT: abort-add-nsw.mlir:[[@LINE+7]]:1: note: input: %flag = true : i1
// CHECK-NEXT: func.func @f
// CHECK-NEXT: ^
// CHECK-NEXT: abort-add-nsw.mlir:[[@LINE+4]]:1: note: source: returns -128 : i8
// CHECK-NEXT: abort-add-nsw.mlir:[[@LINE+3]]:1: note: target: returns poison : i8
// CHECK-NEXT: abort-add-nsw.mlir:[[@LINE+2]]:1: note: executed: source returns -128 : i8; target returns poison : i8
// CHECK-NEXT: tv: 2 pass runs, 1 checks: 0 proven, 1 incorrect, 0 inconclusive, 0 unsupported, 0 timeouts, 0 errors; 1 unchanged
func.func @f(%flag: i1) -> i8 {
  %c127 = arith.constant 127 : i8
  %ext = arith.extui %flag : i1 to i8
  %sum = arith.addi %c127, %ext : i8
  return %sum : i8
}

// @other has no op of this kind: the pass leaves it alone, so it is unchanged.
func.func @other(%x: i8) -> i8 {
  return %x : i8
}
