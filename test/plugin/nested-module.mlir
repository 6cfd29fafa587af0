// Functions in a nested module are checked when the pass runs on that module or on its functions; a pass on the outer module does not see them (documented limit, docs/design.md section 8).

// Pass nested on the inner module's functions: caught.
// RUN: not %tv-opt --tv-verify-each --tv-timeout=60 -p 'builtin.module(builtin.module(func.func(tv-test-mutate{kind=addi-to-subi})))' %s 2>&1 >/dev/null | FileCheck %s --check-prefix=CAUGHT
// Pass on the inner module itself (functions directly inside it): caught.
// RUN: not %tv-opt --tv-verify-each --tv-timeout=60 -p 'builtin.module(builtin.module(tv-test-mutate{kind=addi-to-subi}))' %s 2>&1 >/dev/null | FileCheck %s --check-prefix=CAUGHT

// Pass on the outer module: only its direct functions are snapshot. The mutation lands in
// @inner_f and is missed (exit 0, IR printed); @outer_f counts as unchanged.
// RUN: %tv-opt --tv-verify-each --tv-timeout=60 -p 'builtin.module(tv-test-mutate{kind=addi-to-subi})' %s 2>%t.outer.err | FileCheck %s --check-prefix=MISSED
// RUN: FileCheck %s --check-prefix=OUTER --input-file=%t.outer.err --implicit-check-not=error:
// MISSED-LABEL: func.func @inner_f
// MISSED-NEXT: arith.subi
// MISSED-LABEL: func.func @outer_f
// MISSED-NEXT: arith.addi
// OUTER: tv: 1 pass runs, 0 checks: 0 proven, 0 incorrect, 0 inconclusive, 0 unsupported, 0 timeouts, 0 errors; 1 unchanged

module {
  module @inner {
    // CAUGHT: nested-module.mlir:[[@LINE+3]]:14: error: tv: pass 'tv-test-mutate' is incorrect on @inner_f: result #0 differs
    // CAUGHT: nested-module.mlir:[[@LINE+1]]:5: note: input: %x =
    func.func @inner_f(%x: i32, %y: i32) -> i32 {
      %sum = arith.addi %x, %y : i32
      return %sum : i32
    }
  }
  func.func @outer_f(%x: i32, %y: i32) -> i32 {
    %sum = arith.addi %x, %y : i32
    return %sum : i32
  }
}

// CAUGHT: tv: 1 pass runs, 1 checks: 0 proven, 1 incorrect, 0 inconclusive, 0 unsupported, 0 timeouts, 0 errors; 0 unchanged
