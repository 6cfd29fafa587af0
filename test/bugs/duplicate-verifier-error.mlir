// Regression: the plugin's own verification of a pass's output printed MLIR's verifier
// errors a second time; it is now silent and the error appears once.

// RUN: not %tv-opt --tv-verify-each --tv-timeout=60 -p 'builtin.module(func.func(tv-test-mutate{kind=drop-return}))' %s 2>&1 >/dev/null | FileCheck %s
// RUN: not mlir-opt --load-pass-plugin=%libtv -p 'builtin.module(func.func(tv-test-mutate{kind=drop-return}))' %s 2>&1 >/dev/null | FileCheck %s
// CHECK-COUNT-1: error: empty block: expect at least a terminator
// CHECK-NOT: empty block

// With the pass manager's verifier off, no error at all should be printed (the run succeeds).
// RUN: %tv-opt --tv-verify-each --tv-timeout=60 --verify-each=false -p 'builtin.module(func.func(tv-test-mutate{kind=drop-return}))' %s 2>&1 >/dev/null | FileCheck %s --check-prefix=NOVERIFY --implicit-check-not=error:
// NOVERIFY: warning: tv: could not check pass 'tv-test-mutate' on @f: the pass left IR that does not verify

func.func @f(%x: i32) -> i32 {
  return %x : i32
}
