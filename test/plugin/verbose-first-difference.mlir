// --tv-verbose names, with a counterexample, the first op whose value differs when both
// functions run (issue 18): the target's op at the same location (a pass keeps
// locations; divsi became a constant and shrsi there) against the source's.
// RUN: %tv-opt --tv-verify-each --tv-verbose --tv-on-failure=warn --tv-timeout=60 -p 'builtin.module(func.func(tv-test-mutate{kind=divsi-to-shrsi}))' %s -o /dev/null 2>&1 | FileCheck %s
// RUN: %tv-opt --tv-verify-each --tv-on-failure=warn --tv-timeout=60 -p 'builtin.module(func.func(tv-test-mutate{kind=divsi-to-shrsi}))' %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=QUIET
// CHECK: warning: tv: pass 'tv-test-mutate' is incorrect on @f: result #0 differs
// CHECK: note: executed: source returns 0 : i8; target returns -1 : i8
// CHECK-NEXT: note: first difference: target arith.shrsi at {{.*}}verbose-first-difference.mlir:[[#@LINE+5]]:11 gives -1 where the source's arith.divsi gives 0
// QUIET-NOT: first difference
func.func @f(%flag: i1) -> i8 {
  %c2 = arith.constant 2 : i8
  %ext = arith.extsi %flag : i1 to i8
  %half = arith.divsi %ext, %c2 : i8
  return %half : i8
}
// A cached result keeps it (--tv-cache; the second run loads the first's result).
// RUN: rm -rf %t.cache
// RUN: %tv-opt --tv-verify-each --tv-verbose --tv-cache=%t.cache --tv-on-failure=warn --tv-timeout=60 -p 'builtin.module(func.func(tv-test-mutate{kind=divsi-to-shrsi}))' %s -o /dev/null 2>/dev/null
// RUN: %tv-opt --tv-verify-each --tv-verbose --tv-cache=%t.cache --tv-on-failure=warn --tv-timeout=60 -p 'builtin.module(func.func(tv-test-mutate{kind=divsi-to-shrsi}))' %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=CACHED
// CACHED: note: first difference: target arith.shrsi at {{.*}} gives -1 where the source's arith.divsi gives 0
// CACHED: 1 cached
