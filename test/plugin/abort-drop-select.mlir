// Abort mode catches tv-test-mutate{kind=drop-select}: error at the op whose value first differs when both run, the unique counterexample as notes at @f, no IR, non-zero exit.
// RUN: not %tv-opt --tv-verify-each --tv-timeout=60 -p 'builtin.module(func.func(tv-test-mutate{kind=drop-select}))' %s 2>%t.err >%t.out
// RUN: FileCheck %s --input-file=%t.err
// RUN: count 0 < %t.out

// CHECK: abort-drop-select.mlir:[[@LINE+8]]:1: error: tv: pass 'tv-test-mutate' is incorrect on @f: result #0 differs
// CHECK-NEXT: func.func @f
// CHECK-NEXT: ^
// CHECK-NEXT: abort-drop-select.mlir:[[@LINE+5]]:1: note: input: %flag = false : i1
// CHECK-NEXT: abort-drop-select.mlir:[[@LINE+4]]:1: note: source: returns 3 : i8
// CHECK-NEXT: abort-drop-select.mlir:[[@LINE+3]]:1: note: target: returns 7 : i8
// CHECK-NEXT: abort-drop-select.mlir:[[@LINE+2]]:1: note: executed: source returns 3 : i8; target returns 7 : i8
// CHECK-NEXT: tv: 2 pass runs, 1 checks: 0 proven, 1 incorrect, 0 inconclusive, 0 unsupported, 0 timeouts, 0 errors; 1 unchanged
func.func @f(%flag: i1) -> i8 {
  %c7 = arith.constant 7 : i8
  %c3 = arith.constant 3 : i8
  %pick = arith.select %flag, %c7, %c3 : i8
  return %pick : i8
}

// @other has no op of this kind: the pass leaves it alone, so it is unchanged.
func.func @other(%x: i8) -> i8 {
  return %x : i8
}
