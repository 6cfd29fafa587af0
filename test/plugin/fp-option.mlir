// --tv-fp selects the float encoding of the plugin's checks: auto (default) confirms an abstract counterexample exactly, abstract alone never reports incorrect, ieee decides exactly; a bad value is an error before any pass runs (exit 1).
// RUN: not %tv-opt --tv-verify-each --tv-timeout=60 -p 'builtin.module(func.func(tv-test-mutate{kind=addf-zero-fold}))' %s 2>&1 >/dev/null | FileCheck %s --check-prefix=AUTO
// RUN: %tv-opt --tv-verify-each --tv-timeout=60 --tv-fp=abstract --tv-verbose -p 'builtin.module(func.func(tv-test-mutate{kind=addf-zero-fold}))' %s 2>&1 >/dev/null | FileCheck %s --check-prefix=ABSTRACT --implicit-check-not=error:
// RUN: not %tv-opt --tv-verify-each --tv-timeout=60 --tv-fp=ieee -p 'builtin.module(func.func(tv-test-mutate{kind=addf-zero-fold}))' %s 2>&1 >/dev/null | FileCheck %s --check-prefix=AUTO
// RUN: not %tv-opt --tv-verify-each --tv-timeout=60 --tv-fp=exact -p 'builtin.module(func.func(tv-test-mutate{kind=addf-zero-fold}))' %s 2>&1 >/dev/null | FileCheck %s --check-prefix=BAD

// AUTO: error: tv: pass 'tv-test-mutate' is incorrect on @bias [ieee]: result #0 differs
// AUTO: note: input: %x = -0.0 : f32
// ABSTRACT: remark: tv: pass 'tv-test-mutate' on @bias: inconclusive [abstract] (abstraction:
// ABSTRACT: tv: 1 pass runs, 1 checks: 0 proven, 0 incorrect, 1 inconclusive,
// BAD: tv: error: --tv-fp must be auto, abstract or ieee, not 'exact'
// BAD-NOT: pass 'tv-test-mutate'
func.func @bias(%x: f32) -> f32 {
  %zero = arith.constant 0.0 : f32
  %r = arith.addf %x, %zero : f32
  return %r : f32
}
