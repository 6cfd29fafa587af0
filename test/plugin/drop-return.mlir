// A pass that leaves IR that does not verify (drop-return) is reported as "could not check", counted as an error, and nothing crashes.

// Abort mode: a warning from tv, the verifier's error from mlir-opt, a non-zero exit.
// RUN: not %tv-opt --tv-verify-each --tv-timeout=60 --tv-report=%t.json -p 'builtin.module(func.func(tv-test-mutate{kind=drop-return}))' %s 2>&1 >/dev/null | FileCheck %s
// RUN: FileCheck %s --check-prefix=JSON --input-file=%t.json
// Warn mode: the same (the verifier, not tv, fails the run).
// RUN: not %tv-opt --tv-verify-each --tv-timeout=60 --tv-on-failure=warn -p 'builtin.module(func.func(tv-test-mutate{kind=drop-return}))' %s 2>&1 >/dev/null | FileCheck %s
// Module-level mutation: the same.
// RUN: not %tv-opt --tv-verify-each --tv-timeout=60 -p 'builtin.module(tv-test-mutate{kind=drop-return})' %s 2>&1 >/dev/null | FileCheck %s

// CHECK: drop-return.mlir:[[@LINE+14]]:1: warning: tv: could not check pass 'tv-test-mutate' on @branchy: the pass left IR that does not verify
// CHECK: error: empty block: expect at least a terminator
// CHECK: tv: 1 pass runs, 1 checks: 0 proven, 0 incorrect, 0 inconclusive, 0 unsupported, 0 timeouts, 1 errors; 0 unchanged
// JSON: {"pass":"tv-test-mutate","function":"branchy","verdict":"error",{{.*}}"reason":"the pass left IR that does not verify"}

// With the pass manager's verifier off, tv still refuses to check the invalid IR; mlir-opt prints it generically and exits 0.
// RUN: %tv-opt --tv-verify-each --tv-timeout=60 --verify-each=false -p 'builtin.module(func.func(tv-test-mutate{kind=drop-return}))' %s 2>%t.noverify.err | FileCheck %s --check-prefix=GENERIC
// RUN: FileCheck %s --check-prefix=NOVERIFY --input-file=%t.noverify.err
// NOVERIFY: warning: tv: could not check pass 'tv-test-mutate' on @branchy: the pass left IR that does not verify
// NOVERIFY: tv: 1 pass runs, 1 checks: 0 proven, 0 incorrect, 0 inconclusive, 0 unsupported, 0 timeouts, 1 errors; 0 unchanged
// GENERIC: "func.func"()
// GENERIC-NOT: "func.return"
// GENERIC: ^bb2:
// GENERIC: "func.return"
func.func @branchy(%c: i1, %x: i32, %y: i32) -> i32 {
  cf.cond_br %c, ^then, ^else
^then:
  return %x : i32
^else:
  %d = arith.subi %x, %y : i32
  return %d : i32
}
