// --split-input-file: each chunk is validated in its own context (same function names are fine), one summary for the whole run.

// Abort mode: the miscompilation in chunk 2 fails that chunk only; chunks 1 and 3 are printed; the exit status is non-zero.
// RUN: not %tv-opt --tv-verify-each --tv-timeout=60 --split-input-file -p 'builtin.module(func.func(tv-test-mutate{kind=addi-to-subi},canonicalize))' %s 2>%t.abort.err | FileCheck %s --check-prefix=ABORT-IR
// RUN: FileCheck %s --check-prefixes=CHECK,ERROR --input-file=%t.abort.err
// Warn mode: all three chunks printed, exit 0.
// RUN: %tv-opt --tv-verify-each --tv-timeout=60 --tv-on-failure=warn --split-input-file -p 'builtin.module(func.func(tv-test-mutate{kind=addi-to-subi},canonicalize))' %s 2>%t.warn.err | FileCheck %s --check-prefix=WARN-IR
// RUN: FileCheck %s --check-prefixes=CHECK,WARNING --input-file=%t.warn.err
// Module-level mutation followed by canonicalize: same verdicts, chunk 3 unaffected by chunk 2's failure.
// RUN: not %tv-opt --tv-verify-each --tv-timeout=60 --split-input-file -p 'builtin.module(tv-test-mutate{kind=addi-to-subi},canonicalize)' %s 2>%t.top.err | FileCheck %s --check-prefix=ABORT-IR
// RUN: FileCheck %s --check-prefix=TOP --input-file=%t.top.err
// Module-level mutation as the last pass: chunk 2's failure is reported through the exit
// status only and must not leak into chunk 3 (all chunks printed, mutated chunk 2 included).
// RUN: not %tv-opt --tv-verify-each --tv-timeout=60 --split-input-file -p 'builtin.module(tv-test-mutate{kind=addi-to-subi})' %s 2>%t.last.err | FileCheck %s --check-prefix=WARN-IR
// RUN: FileCheck %s --check-prefix=LAST --input-file=%t.last.err
// Correct passes: the output equals plain mlir-opt's.
// RUN: %tv-opt --tv-verify-each --tv-timeout=60 --split-input-file -p 'builtin.module(func.func(canonicalize,cse))' %s 2>%t.ok.err >%t.ok.out
// RUN: mlir-opt --split-input-file -p 'builtin.module(func.func(canonicalize,cse))' %s >%t.plain.out
// RUN: diff %t.ok.out %t.plain.out
// RUN: FileCheck %s --check-prefix=OK --input-file=%t.ok.err
// OK: tv: 6 pass runs, 2 checks: 2 proven, 0 incorrect, 0 inconclusive, 0 unsupported, 0 timeouts, 0 errors; 4 unchanged

// ABORT-IR: func.func @f(%arg0: i32) -> i32
// ABORT-IR-NEXT: return %arg0 : i32
// ABORT-IR: {{//}} -----
// ABORT-IR-NEXT: {{//}} -----
// ABORT-IR-NEXT: module
// ABORT-IR-NEXT: func.func @f(%arg0: i64) -> i64
// ABORT-IR-NEXT: return %arg0 : i64

// WARN-IR: func.func @f(%arg0: i32) -> i32
// WARN-IR: {{//}} -----
// WARN-IR: func.func @f(%arg0: i32, %arg1: i32) -> i32
// WARN-IR-NEXT: arith.subi
// WARN-IR: {{//}} -----
// WARN-IR: func.func @f(%arg0: i64) -> i64

func.func @f(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %same = arith.subi %x, %c0 : i32
  return %same : i32
}

// -----

// ERROR: split-input-file.mlir:[[@LINE+5]]:10: error: tv: pass 'tv-test-mutate' is incorrect on @f: result #0 differs
// WARNING: split-input-file.mlir:[[@LINE+4]]:10: warning: tv: pass 'tv-test-mutate' is incorrect on @f: result #0 differs
// LAST: split-input-file.mlir:[[@LINE+3]]:10: error: tv: pass 'tv-test-mutate' is incorrect on @f: result #0 differs
// TOP: split-input-file.mlir:[[@LINE+2]]:10: error: tv: pass 'tv-test-mutate' is incorrect on @f: result #0 differs
func.func @f(%x: i32, %y: i32) -> i32 {
  %sum = arith.addi %x, %y : i32
  return %sum : i32
}

// -----

func.func @f(%x: i64) -> i64 {
  %c1 = arith.constant 1 : i64
  %same = arith.muli %x, %c1 : i64
  return %same : i64
}

// Chunk 1 and 3: canonicalize proven; chunk 2: the mutation incorrect, canonicalize unchanged; the mutation leaves 1 and 3 alone.
// CHECK: tv: 6 pass runs, 3 checks: 2 proven, 1 incorrect, 0 inconclusive, 0 unsupported, 0 timeouts, 0 errors; 3 unchanged
// TOP: tv: 6 pass runs, 3 checks: 2 proven, 1 incorrect, 0 inconclusive, 0 unsupported, 0 timeouts, 0 errors; 3 unchanged
// LAST: tv: 3 pass runs, 1 checks: 0 proven, 1 incorrect, 0 inconclusive, 0 unsupported, 0 timeouts, 0 errors; 2 unchanged
