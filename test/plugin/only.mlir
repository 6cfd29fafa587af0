// --tv-only checks only the listed passes (exact pass arguments, comma-separated); the others still run and are counted as pass runs.

// Only canonicalize: the mutation before it goes unreported, the run succeeds, the wrong IR is printed.
// RUN: %tv-opt --tv-verify-each --tv-timeout=60 --tv-only=canonicalize -p 'builtin.module(func.func(tv-test-mutate{kind=addi-to-subi},canonicalize,cse))' %s 2>%t.canon.err | FileCheck %s --check-prefix=MISSED-IR
// RUN: FileCheck %s --check-prefix=CANON --input-file=%t.canon.err --implicit-check-not=error: --implicit-check-not=warning:
// CANON: tv: 3 pass runs, 1 checks: 1 proven, 0 incorrect, 0 inconclusive, 0 unsupported, 0 timeouts, 0 errors; 0 unchanged
// MISSED-IR: arith.subi %arg0, %arg1

// Two passes listed: the mutation is caught; canonicalize is not checked; cse is checked and sees no change.
// RUN: not %tv-opt --tv-verify-each --tv-timeout=60 --tv-only=cse,tv-test-mutate -p 'builtin.module(func.func(tv-test-mutate{kind=addi-to-subi},canonicalize,cse))' %s 2>&1 >/dev/null | FileCheck %s --check-prefix=TWO
// TWO: error: tv: pass 'tv-test-mutate' is incorrect on @f: result #0 differs
// TWO: tv: 3 pass runs, 1 checks: 0 proven, 1 incorrect, 0 inconclusive, 0 unsupported, 0 timeouts, 0 errors; 1 unchanged

// A prefix of a pass name is no pass: an error before any pass runs (it would check nothing).
// RUN: not %tv-opt --tv-verify-each --tv-timeout=60 --tv-only=canon -p 'builtin.module(func.func(tv-test-mutate{kind=addi-to-subi},canonicalize,cse))' %s 2>&1 >/dev/null | FileCheck %s --check-prefix=PREFIX --implicit-check-not=tv:
// PREFIX: tv: error: --tv-only: no registered pass has the argument 'canon' (pass arguments as in --pass-pipeline, e.g. canonicalize,cse)

// Empty entries are ignored.
// RUN: %tv-opt --tv-verify-each --tv-timeout=60 --tv-only=,canonicalize, -p 'builtin.module(func.func(tv-test-mutate{kind=addi-to-subi},canonicalize,cse))' %s 2>&1 >/dev/null | FileCheck %s --check-prefix=CANON --implicit-check-not=error:

// Without --tv-only every pass is checked.
// RUN: not %tv-opt --tv-verify-each --tv-timeout=60 -p 'builtin.module(func.func(tv-test-mutate{kind=addi-to-subi},canonicalize,cse))' %s 2>&1 >/dev/null | FileCheck %s --check-prefix=ALL
// ALL: error: tv: pass 'tv-test-mutate' is incorrect on @f
// ALL: tv: 3 pass runs, 2 checks: 1 proven, 1 incorrect, 0 inconclusive, 0 unsupported, 0 timeouts, 0 errors; 1 unchanged

func.func @f(%x: i32, %y: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %sum = arith.addi %x, %y : i32
  %same = arith.muli %sum, %c1 : i32
  return %same : i32
}
