// tv-check --ir-dump=LOG checks what mlir-opt printed with --mlir-print-ir-before-all
// --mlir-print-ir-after-all: each pass's before and after paired per function, each changed
// function checked as the plugin does, named by the pass argument of the dump header
// ("IR Dump Before Canonicalizer (canonicalize)"); unchanged functions are counted, not
// checked; a pass that runs twice is paired run by run; a nested pipeline's passes come
// per function; LOG `-` is standard input. The summary line is the plugin's.
// RUN: mlir-opt --mlir-print-ir-before-all --mlir-print-ir-after-all --canonicalize --cse %s 2>%t.log >/dev/null
// RUN: %tv-check --timeout=60 --ir-dump=%t.log > %t.out 2> %t.err
// RUN: FileCheck %s --check-prefix=MODULE < %t.out
// RUN: FileCheck %s --check-prefix=SUMMARY < %t.err
// RUN: %tv-check --timeout=60 --json --ir-dump %t.log | FileCheck %s --check-prefix=JSON
// RUN: mlir-opt --mlir-print-ir-before-all --mlir-print-ir-after-all --mlir-disable-threading -p 'builtin.module(canonicalize,func.func(cse,canonicalize),canonicalize)' %s 2>&1 >/dev/null | %tv-check --ir-dump=- 2>&1 | FileCheck %s --check-prefix=NESTED
// RUN: %tv-check --timeout=60 --ir-dump=%t.log --func=g | FileCheck %s --check-prefix=FUNC

func.func @f(%a: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %b = arith.addi %a, %c0 : i32
  return %b : i32
}

func.func @g(%a: i32) -> i32 {
  %c = arith.constant 2 : i32
  %b = arith.muli %a, %c : i32
  %d = arith.muli %a, %c : i32
  %e = arith.addi %b, %d : i32
  return %e : i32
}

func.func @h(%a: i32) -> i32 {
  return %a : i32
}

// MODULE: pass 'canonicalize' on @f: proven
// MODULE-NEXT: pass 'cse' on @g: proven
// MODULE-NOT: pass

// SUMMARY: tv-check: {{.*}}.log: 2 pass runs, 2 checks: 2 proven, 0 incorrect, 0 inconclusive, 0 unsupported, 0 timeouts, 0 errors; 4 unchanged, 0 failed

// JSON: {"pass":"canonicalize","function":"f","verdict":"proven",{{.*}}"dialects":["arith"]}
// JSON-NEXT: {"pass":"cse","function":"g","verdict":"proven",

// The module canonicalize changes @f; the nested cse changes @g; the second canonicalize
// runs have nothing left to do.
// NESTED: pass 'canonicalize' on @f: proven
// NESTED-NEXT: pass 'cse' on @g: proven
// NESTED-NEXT: tv-check: <stdin>: 8 pass runs, 2 checks: 2 proven, 0 incorrect, {{.*}}; 10 unchanged, 0 failed

// FUNC-NOT: @f
// FUNC: pass 'cse' on @g: proven
