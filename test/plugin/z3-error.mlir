// --tv-test-inject-z3-error: every solver check ends in "error (Z3 error: ...)", counted as errors; no crash, exit 0, the IR and the other verdicts intact.

// RUN: %tv-opt --tv-verify-each --tv-timeout=60 --tv-test-inject-z3-error --tv-verbose --tv-report=%t.json -p 'builtin.module(func.func(canonicalize,cse))' %s 2>%t.err >%t.out
// RUN: FileCheck %s --input-file=%t.err --implicit-check-not=error:
// RUN: FileCheck %s --check-prefix=JSON --input-file=%t.json
// The printed IR is the same as without the plugin.
// RUN: mlir-opt -p 'builtin.module(func.func(canonicalize,cse))' %s >%t.plain
// RUN: diff %t.out %t.plain

// A real miscompilation cannot be decided then: a warning, not an error, even in abort mode.
// RUN: %tv-opt --tv-verify-each --tv-timeout=60 --tv-test-inject-z3-error -p 'builtin.module(func.func(tv-test-mutate{kind=swap-subi}))' %s 2>&1 >/dev/null | FileCheck %s --check-prefix=MUT --implicit-check-not=error:
// MUT: warning: tv: could not check pass 'tv-test-mutate' on @diff: Z3 error:
// MUT: tv: 4 pass runs, 1 checks: 0 proven, 0 incorrect, 0 inconclusive, 0 unsupported, 0 timeouts, 1 errors; 3 unchanged

// JSON-DAG: {"pass":"canonicalize","function":"folds","verdict":"error",{{.*}}"reason":"Z3 error: {{.+}}"}
// JSON-DAG: {"pass":"canonicalize","function":"cneg","verdict":"unsupported",{{.*}}"reason":"complex.exp"}

// canonicalize changes it: the check runs into the injected error.
// CHECK: z3-error.mlir:[[@LINE+1]]:1: warning: tv: could not check pass 'canonicalize' on @folds: Z3 error: {{.+}}
func.func @folds(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %r = arith.addi %x, %c0 : i32
  return %r : i32
}

// Left alone by both passes: unchanged, never checked.
func.func @diff(%x: i32, %y: i32) -> i32 {
  %d = arith.subi %x, %y : i32
  return %d : i32
}

// Unsupported is found before the solver runs, so it stays unsupported.
// CHECK: z3-error.mlir:[[@LINE+1]]:1: remark: tv: pass 'canonicalize' on @cneg: unsupported (complex.exp)
func.func @cneg(%x: complex<f32>) -> complex<f32> {
  %n = complex.exp %x : complex<f32>
  %s = complex.log %n : complex<f32>
  return %s : complex<f32>
}

func.func @same(%x: i32) -> i32 {
  return %x : i32
}
// CHECK: tv: 8 pass runs, 2 checks: 0 proven, 0 incorrect, 0 inconclusive, 1 unsupported, 0 timeouts, 1 errors; 6 unchanged
