// Abort mode stops the pipeline: a nested or module-level miscompilation fails the run, later passes do not run, and the last pass still exits non-zero.

// Module-level mutation as the last pass: no later pass to fail, so the exit status reports it; the IR is printed.
// RUN: not %tv-opt --tv-verify-each --tv-timeout=60 -p 'builtin.module(tv-test-mutate{kind=addi-to-subi})' %s 2>%t.last.err >%t.last.out
// RUN: FileCheck %s --check-prefixes=ERR,LAST --input-file=%t.last.err
// RUN: FileCheck %s --check-prefix=LAST-IR --input-file=%t.last.out
// LAST-IR: func.func @f
// LAST-IR: arith.subi

// Module-level mutation followed by canonicalize and cse: canonicalize is failed, cse never runs (2 pass runs), no IR.
// RUN: not %tv-opt --tv-verify-each --tv-timeout=60 -p 'builtin.module(tv-test-mutate{kind=addi-to-subi},canonicalize,cse)' %s 2>%t.top.err >%t.top.out
// RUN: FileCheck %s --check-prefixes=ERR,STOP --input-file=%t.top.err
// RUN: count 0 < %t.top.out

// Nested mutation followed by a nested canonicalize and a module-level cse: the function pipeline fails, cse never runs, no IR.
// RUN: not %tv-opt --tv-verify-each --tv-timeout=60 -p 'builtin.module(func.func(tv-test-mutate{kind=addi-to-subi},canonicalize),cse)' %s 2>%t.nested.err >%t.nested.out
// RUN: FileCheck %s --check-prefixes=ERR,STOP --input-file=%t.nested.err
// RUN: count 0 < %t.nested.out

// The same pipelines without the mutation succeed and print the IR.
// RUN: %tv-opt --tv-verify-each --tv-timeout=60 -p 'builtin.module(func.func(canonicalize),cse)' %s 2>%t.ok.err | FileCheck %s --check-prefix=OK-IR
// RUN: FileCheck %s --check-prefix=OK --input-file=%t.ok.err
// OK-IR: func.func @f
// OK-IR-NEXT: arith.addi
// OK-IR-NOT: arith.subi
// OK: tv: 2 pass runs, 1 checks: 1 proven, 0 incorrect, 0 inconclusive, 0 unsupported, 0 timeouts, 0 errors; 1 unchanged

// The error is at the op whose value first differs when both functions run; the
// counterexample's notes are at the function.
// ERR: abort-pipeline.mlir:[[@LINE+6]]:10: error: tv: pass 'tv-test-mutate' is incorrect on @f: result #0 differs
// ERR: abort-pipeline.mlir:[[@LINE+3]]:1: note: input: %x = {{-?[0-9]+}} : i32
// ERR: note: source: returns {{-?[0-9]+}} : i32
// ERR: note: target: returns {{-?[0-9]+}} : i32
func.func @f(%x: i32, %y: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %sum = arith.addi %x, %y : i32
  %same = arith.addi %sum, %c0 : i32
  return %same : i32
}
// LAST: tv: 1 pass runs, 1 checks: 0 proven, 1 incorrect, 0 inconclusive, 0 unsupported, 0 timeouts, 0 errors; 0 unchanged
// STOP: tv: 2 pass runs, 2 checks: 1 proven, 1 incorrect, 0 inconclusive, 0 unsupported, 0 timeouts, 0 errors; 0 unchanged
