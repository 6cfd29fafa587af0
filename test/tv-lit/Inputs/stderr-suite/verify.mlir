// RUN: mlir-opt -split-input-file --verify-diagnostics -p 'builtin.module(func.func(tv-test-mutate{kind=addi-to-subi}))' %s | FileCheck %s
// Under --verify-diagnostics every diagnostic must be expected: tv's finding on @f (the
// mutation is incorrect) must not be one, while the second chunk's own expected error
// still matches.

// CHECK-LABEL: func.func @f
// CHECK: arith.subi
func.func @f(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %r = arith.addi %x, %c1 : i32
  return %r : i32
}

// -----

func.func @g(%x: i32) -> i32 {
  // expected-error @+1 {{custom op 'arith.frobnicate' is unknown}}
  %r = arith.frobnicate %x : i32
  return %r : i32
}
