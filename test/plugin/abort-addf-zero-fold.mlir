// Abort mode catches tv-test-mutate{kind=addf-zero-fold}, the seed bug "x + (+0.0) -> x": the exact encoding confirms x = -0.0; the same fold of x + (-0.0) is proven.
// RUN: not %tv-opt --tv-verify-each --tv-timeout=60 -p 'builtin.module(func.func(tv-test-mutate{kind=addf-zero-fold}))' %s 2>%t.err >%t.out
// RUN: FileCheck %s --input-file=%t.err
// RUN: count 0 < %t.out
// RUN: %tv-opt --tv-verify-each --tv-timeout=60 --tv-verbose -p 'builtin.module(func.func(tv-test-mutate{kind=addf-zero-fold}))' %S/Inputs/addf-negzero.mlir 2>&1 >/dev/null | FileCheck %s --check-prefix=NEGZERO

// CHECK: abort-addf-zero-fold.mlir:[[@LINE+8]]:1: error: tv: pass 'tv-test-mutate' is incorrect on @bias [ieee]: result #0 differs
// CHECK-NEXT: func.func @bias
// CHECK-NEXT: ^
// CHECK-NEXT: abort-addf-zero-fold.mlir:[[@LINE+5]]:1: note: input: %x = -0.0 : f32
// CHECK-NEXT: abort-addf-zero-fold.mlir:[[@LINE+4]]:1: note: source: returns 0.0 : f32
// CHECK-NEXT: abort-addf-zero-fold.mlir:[[@LINE+3]]:1: note: target: returns -0.0 : f32
// CHECK-NEXT: abort-addf-zero-fold.mlir:[[@LINE+2]]:1: note: executed: source returns 0.0 : f32; target returns -0.0 : f32
// CHECK-NEXT: tv: 1 pass runs, 1 checks: 0 proven, 1 incorrect, 0 inconclusive, 0 unsupported, 0 timeouts, 0 errors; 0 unchanged
func.func @bias(%x: f32) -> f32 {
  %zero = arith.constant 0.0 : f32
  %r = arith.addf %x, %zero : f32
  return %r : f32
}

// NEGZERO: tv: 1 pass runs, 1 checks: 1 proven, 0 incorrect, 0 inconclusive, 0 unsupported, 0 timeouts, 0 errors; 0 unchanged
