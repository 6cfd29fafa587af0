// Abort mode catches tv-test-mutate{kind=maximumf-to-select} (maximumf replaced by cmpf ogt + select): wrong for NaN and for -0.0 vs +0.0, confirmed by the exact encoding.
// RUN: not %tv-opt --tv-verify-each --tv-timeout=60 -p 'builtin.module(func.func(tv-test-mutate{kind=maximumf-to-select}))' %s 2>%t.err >%t.out
// RUN: FileCheck %s --input-file=%t.err
// RUN: count 0 < %t.out

// CHECK: abort-maximumf-to-select.mlir:[[@LINE+12]]:8: error: tv: pass 'tv-test-mutate' is incorrect on @relu [ieee]: result #0 differs
// CHECK-NEXT: %r = arith.maximumf %x, %zero : f32
// CHECK-NEXT: ^
// CHECK-NEXT: abort-maximumf-to-select.mlir:[[@LINE+7]]:1: note: input: %x = {{0x[7F]F[89A-F][0-9A-F]+|-0.0}} : f32
// CHECK-NEXT: func.func @relu
// CHECK-NEXT: ^
// CHECK-NEXT: abort-maximumf-to-select.mlir:[[@LINE+4]]:1: note: source: returns {{0x7FC00000|0.0}} : f32
// CHECK-NEXT: abort-maximumf-to-select.mlir:[[@LINE+3]]:1: note: target: returns {{0.0|-0.0}} : f32
// CHECK-NEXT: abort-maximumf-to-select.mlir:[[@LINE+2]]:1: note: executed: source returns {{0x7FC00000|0.0}} : f32; target returns {{0.0|-0.0}} : f32
// CHECK-NEXT: tv: 1 pass runs, 1 checks: 0 proven, 1 incorrect, 0 inconclusive, 0 unsupported, 0 timeouts, 0 errors; 0 unchanged
func.func @relu(%x: f32) -> f32 {
  %zero = arith.constant 0.0 : f32
  %r = arith.maximumf %x, %zero : f32
  return %r : f32
}
