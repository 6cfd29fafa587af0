// Warn mode: a miscompilation is a warning, the pipeline goes on, the exit status is 0, and validation never changes the IR printed.

// The mutation is reported as a warning with the counterexample notes; canonicalize still runs afterwards.
// RUN: %tv-opt --tv-verify-each --tv-timeout=60 --tv-on-failure=warn -p 'builtin.module(func.func(tv-test-mutate{kind=addi-to-subi},canonicalize))' --mlir-print-debuginfo %s 2>%t.warn.err >%t.a
// RUN: FileCheck %s --check-prefix=WARN --input-file=%t.warn.err --implicit-check-not=error:
// RUN: FileCheck %s --check-prefix=IR --input-file=%t.a
// The same pipeline with the plugin loaded but validation off prints byte-identical IR (debug locations included).
// RUN: mlir-opt --load-pass-plugin=%libtv -p 'builtin.module(func.func(tv-test-mutate{kind=addi-to-subi},canonicalize))' --mlir-print-debuginfo %s 2>%t.off.err >%t.b
// RUN: diff %t.a %t.b
// Without --tv-verify-each the plugin is silent: no summary line.
// RUN: count 0 < %t.off.err

// Correct passes: validated output (abort and warn mode) equals that of mlir-opt without the plugin.
// RUN: %tv-opt --tv-verify-each --tv-timeout=60 -p 'builtin.module(func.func(canonicalize,cse),sccp)' --mlir-print-debuginfo %s >%t.c
// RUN: %tv-opt --tv-verify-each --tv-timeout=60 --tv-on-failure=warn -p 'builtin.module(func.func(canonicalize,cse),sccp)' --mlir-print-debuginfo %s >%t.d
// RUN: mlir-opt -p 'builtin.module(func.func(canonicalize,cse),sccp)' --mlir-print-debuginfo %s >%t.e
// RUN: diff %t.c %t.e
// RUN: diff %t.d %t.e

// WARN: warn.mlir:[[@LINE+14]]:10: warning: tv: pass 'tv-test-mutate' is incorrect on @mixed: result #0 differs
// WARN-NEXT: %sum = arith.addi %x, %y : i32
// WARN-NEXT: ^
// WARN-NEXT: warn.mlir:[[@LINE+9]]:1: note: input: %x = {{-?[0-9]+}} : i32
// WARN-NEXT: func.func @mixed
// WARN-NEXT: ^
// WARN-NEXT: note: input: %y = {{-?[0-9]+}} : i32
// WARN-NEXT: note: source: returns {{-?[0-9]+}} : i32
// WARN-NEXT: note: target: returns {{-?[0-9]+}} : i32
// WARN-NEXT: note: executed: source returns {{-?[0-9]+}} : i32; target returns {{-?[0-9]+}} : i32
// The mutation on @mixed is incorrect, canonicalize then folds @mixed and @untouched (proven); @untouched has no addi.
// WARN-NEXT: tv: 4 pass runs, 3 checks: 2 proven, 1 incorrect, 0 inconclusive, 0 unsupported, 0 timeouts, 0 errors; 1 unchanged
func.func @mixed(%x: i32, %y: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %sum = arith.addi %x, %y : i32
  %same = arith.muli %sum, %c1 : i32
  return %same : i32
}

func.func @untouched(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %same = arith.subi %x, %c0 : i32
  return %same : i32
}

// IR-LABEL: func.func @mixed
// IR-NEXT: arith.subi %arg0, %arg1
// IR-NEXT: return
// IR-LABEL: func.func @untouched
// IR-NEXT: return %arg0
