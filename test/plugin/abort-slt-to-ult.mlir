// Abort mode catches tv-test-mutate{kind=slt-to-ult}: error at the op whose value first differs when both run, the unique counterexample as notes at @f, no IR, non-zero exit.
// RUN: not %tv-opt --tv-verify-each --tv-timeout=60 -p 'builtin.module(func.func(tv-test-mutate{kind=slt-to-ult}))' %s 2>%t.err >%t.out
// RUN: FileCheck %s --input-file=%t.err
// RUN: count 0 < %t.out

// CHECK: abort-slt-to-ult.mlir:[[@LINE+13]]:10: error: tv: pass 'tv-test-mutate' is incorrect on @f: result #0 differs
// CHECK-NEXT: %neg = arith.cmpi slt, %ext, %c0 : i8
// CHECK-NEXT: ^
// CHECK-NEXT: abort-slt-to-ult.mlir:[[@LINE+7]]:1: note: input: %flag = true : i1
// CHECK-NEXT: func.func @f
// CHECK-NEXT: ^
// CHECK-NEXT: abort-slt-to-ult.mlir:[[@LINE+4]]:1: note: source: returns true : i1
// CHECK-NEXT: abort-slt-to-ult.mlir:[[@LINE+3]]:1: note: target: returns false : i1
// CHECK-NEXT: abort-slt-to-ult.mlir:[[@LINE+2]]:1: note: executed: source returns true : i1; target returns false : i1
// CHECK-NEXT: tv: 2 pass runs, 1 checks: 0 proven, 1 incorrect, 0 inconclusive, 0 unsupported, 0 timeouts, 0 errors; 1 unchanged
func.func @f(%flag: i1) -> i1 {
  %c0 = arith.constant 0 : i8
  %ext = arith.extsi %flag : i1 to i8
  %neg = arith.cmpi slt, %ext, %c0 : i8
  return %neg : i1
}

// @other has no op of this kind: the pass leaves it alone, so it is unchanged.
func.func @other(%x: i8) -> i8 {
  return %x : i8
}
