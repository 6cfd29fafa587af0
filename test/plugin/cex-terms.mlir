// Counterexamples in the user's terms through the plugin (issue 21 item 5): the error is at
// the op whose value first differs when both functions run, the notes at the function; the
// arguments are named as this file names them, with small values.
// RUN: %tv-opt --tv-verify-each --tv-on-failure=warn --tv-timeout=60 -p 'builtin.module(func.func(tv-test-mutate{kind=divsi-to-shrsi}))' %s -o /dev/null 2>&1 | FileCheck %s
// CHECK: cex-terms.mlir:[[@LINE+18]]:8: warning: tv: pass 'tv-test-mutate' is incorrect on @scale: result #0 differs
// CHECK-NEXT: %r = arith.divsi %x, %c8 : i32
// CHECK-NEXT: ^
// CHECK-NEXT: cex-terms.mlir:[[@LINE+13]]:1: note: input: %x = {{-1[0-6]|-?[0-9]|1[0-5]}} : i32
// CHECK-NEXT: func.func @scale
// CHECK-NEXT: ^
// CHECK-NEXT: cex-terms.mlir:[[@LINE+10]]:1: note: input: %bias = {{-1[0-6]|-?[0-9]|1[0-5]}} : i32
// CHECK-NEXT: cex-terms.mlir:[[@LINE+9]]:1: note: source: returns {{-?[0-9]+}} : i32

// The IR read from stdin has no file to read the names back from: %argN, and the
// positions are stdin's.
// RUN: cat %s | %tv-opt --tv-verify-each --tv-on-failure=warn --tv-timeout=60 -p 'builtin.module(func.func(tv-test-mutate{kind=divsi-to-shrsi}))' - -o /dev/null 2>&1 | FileCheck %s --check-prefix=STDIN
// STDIN: <stdin>:[[@LINE+6]]:8: warning: tv: pass 'tv-test-mutate' is incorrect on @scale: result #0 differs
// STDIN: <stdin>:[[@LINE+3]]:1: note: input: %arg0 = {{-?[0-9]+}} : i32
// STDIN-NEXT: func.func @scale
// STDIN: <stdin>:[[@LINE+1]]:1: note: input: %arg1 = {{-?[0-9]+}} : i32
func.func @scale(%x: i32, %bias: i32) -> i32 {
  %c8 = arith.constant 8 : i32
  %r = arith.divsi %x, %c8 : i32
  %s = arith.addi %r, %bias : i32
  return %s : i32
}
