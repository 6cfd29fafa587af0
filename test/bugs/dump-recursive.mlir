// Regression: the dump of a self-recursive function declared the function it also defines
// ("redefinition of symbol"), so tv-check could not reproduce the verdict.

// RUN: rm -rf %t.dir
// RUN: not %tv-opt --tv-verify-each --tv-timeout=60 --tv-dump-dir=%t.dir -p 'builtin.module(func.func(tv-test-mutate{kind=addi-to-subi}))' %s 2>&1 >/dev/null | FileCheck %s --check-prefix=ERR
// ERR: error: tv: pass 'tv-test-mutate' is incorrect on @sum_to
// RUN: mlir-opt %t.dir/tv-test-mutate-sum_to.src.mlir -o /dev/null
// RUN: not %tv-check --timeout=60 %t.dir/tv-test-mutate-sum_to.src.mlir %t.dir/tv-test-mutate-sum_to.tgt.mlir | FileCheck %s
// CHECK: @sum_to: incorrect

// The mutated addi is on the branch without the call, so the counterexample is trusted.
func.func @sum_to(%n: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %small = arith.cmpi sle, %n, %c1 : i32
  %r = scf.if %small -> i32 {
    %one_more = arith.addi %n, %c1 : i32
    scf.yield %one_more : i32
  } else {
    %m = arith.subi %n, %c1 : i32
    %rest = func.call @sum_to(%m) : (i32) -> i32
    %total = arith.muli %n, %rest : i32
    scf.yield %total : i32
  }
  return %r : i32
}
