// A wrong pass in a dump is caught: the plugin's tv-test-mutate{kind=addi-to-subi} (run
// only to print its IR, validation off) rewrites x + x into x - x; tv-check --ir-dump says
// incorrect, naming the pass from the dump header, with the counterexample, the run of both
// functions and where the two dumps are in the log, and exits 1. A pass that fails prints
// "IR Dump After ... Failed": it is named on stderr and not checked.
// RUN: mlir-opt --load-pass-plugin=%libtv --mlir-print-ir-before-all --mlir-print-ir-after-all --mlir-disable-threading -p 'builtin.module(func.func(tv-test-mutate{kind=addi-to-subi}))' %s 2>%t.log >/dev/null
// RUN: not %tv-check --timeout=60 --ir-dump=%t.log 2>&1 | FileCheck %s
// RUN: sh -c '%tv-check --timeout=60 --ir-dump=%t.log --json; echo rc=$?' 2>/dev/null | FileCheck %s --check-prefix=JSON
// RUN: not mlir-opt --load-pass-plugin=%libtv --mlir-print-ir-before-all --mlir-print-ir-after-all --mlir-disable-threading -p 'builtin.module(canonicalize,func.func(tv-test-mutate{kind=bogus}))' %s 2>%t.failed >/dev/null
// RUN: %tv-check --timeout=60 --ir-dump=%t.failed 2>&1 | FileCheck %s --check-prefix=FAILED

func.func @double(%a: i32) -> i32 {
  %b = arith.addi %a, %a : i32
  return %b : i32
}

// CHECK: pass 'tv-test-mutate' on @double: incorrect
// CHECK-NEXT: why: result #0 differs
// CHECK-NEXT: input: %arg0 = [[X:-?[0-9]+]] : i32
// CHECK: executed: source returns {{.*}}; target returns 0 : i32
// CHECK-NEXT: dumps: {{.*}}.log:1 (before), {{.*}}.log:{{[0-9]+}} (after)
// CHECK: 1 pass runs, 1 checks: 0 proven, 1 incorrect

// JSON: {"pass":"tv-test-mutate","function":"double","verdict":"incorrect",{{.*}}"counterexample":
// JSON: rc=1

// FAILED: tv-check: {{.*}}.failed:{{[0-9]+}}: pass 'tv-test-mutate' failed on @double: not checked
// FAILED: 2 pass runs, 0 checks: {{.*}}; 1 unchanged, 1 failed
