// Under --verify-diagnostics every diagnostic must be one the test expects: tv's findings are
// printed as plain text on stderr instead of diagnostics, so the test's own expectations
// still hold (MLIR's Dialect/Tosa/tosa-narrow-f64-to-f32.mlir failed under tv-lit with
// "unexpected warning").
// RUN: %tv-opt --tv-verify-each --tv-on-failure=warn --tv-timeout=60 --verify-diagnostics -p 'builtin.module(func.func(tv-test-mutate{kind=addi-to-subi}))' %s 2>%t.err
// RUN: FileCheck %s --input-file=%t.err
// CHECK: verify-diagnostics.mlir:[[@LINE+11]]:8: warning: tv: pass 'tv-test-mutate' is incorrect on @f: result #0 differs
// CHECK-NEXT: verify-diagnostics.mlir:[[@LINE+8]]:1: note: input: %x = {{.*}} : i32
// CHECK: tv: 1 pass runs, 1 checks: 0 proven, 1 incorrect
// --tv-quiet: nothing on stderr at all (the report still has the finding).
// RUN: %tv-opt --tv-verify-each --tv-on-failure=warn --tv-timeout=60 --tv-quiet --tv-report=%t.json -p 'builtin.module(func.func(tv-test-mutate{kind=addi-to-subi}))' %s 2>&1 >/dev/null | count 0
// RUN: FileCheck %s --check-prefix=JSON --input-file=%t.json
// JSON: {"pass":"tv-test-mutate","function":"f","verdict":"incorrect",
// --tv-quiet without passes: not even "no pass was validated".
// RUN: %tv-opt --tv-verify-each --tv-timeout=60 --tv-quiet %s 2>&1 >/dev/null | count 0
func.func @f(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %r = arith.addi %x, %c1 : i32
  return %r : i32
}
