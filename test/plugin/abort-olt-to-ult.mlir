// Abort mode catches tv-test-mutate{kind=olt-to-ult} (an ordered comparison made unordered): the exact encoding finds a NaN input.
// RUN: not %tv-opt --tv-verify-each --tv-timeout=60 -p 'builtin.module(func.func(tv-test-mutate{kind=olt-to-ult}))' %s 2>%t.err >%t.out
// RUN: FileCheck %s --input-file=%t.err
// RUN: count 0 < %t.out

// CHECK: abort-olt-to-ult.mlir:[[@LINE+12]]:8: error: tv: pass 'tv-test-mutate' is incorrect on @below [ieee]: result #0 differs
// CHECK-NEXT: %r = arith.cmpf olt, %x, %limit : f32
// CHECK-NEXT: ^
// CHECK-NEXT: abort-olt-to-ult.mlir:[[@LINE+7]]:1: note: input: %x = {{0x[7F]F[89A-F][0-9A-F]+}} : f32
// CHECK-NEXT: func.func @below
// CHECK-NEXT: ^
// CHECK-NEXT: abort-olt-to-ult.mlir:[[@LINE+4]]:1: note: source: returns false : i1
// CHECK-NEXT: abort-olt-to-ult.mlir:[[@LINE+3]]:1: note: target: returns true : i1
// CHECK-NEXT: abort-olt-to-ult.mlir:[[@LINE+2]]:1: note: executed: source returns false : i1; target returns true : i1
// CHECK-NEXT: tv: 1 pass runs, 1 checks: 0 proven, 1 incorrect, 0 inconclusive, 0 unsupported, 0 timeouts, 0 errors; 0 unchanged
func.func @below(%x: f32) -> i1 {
  %limit = arith.constant 1.0 : f32
  %r = arith.cmpf olt, %x, %limit : f32
  return %r : i1
}
