// --tv-cache keys include the declarations of the globals a pair reads: the same
// functions with @g constant (the dropped store was UB: proven) and then not constant (the
// dropped store changes @g: incorrect) must not share a cache entry.
// RUN: rm -rf %t.cache
// RUN: %tv-opt --tv-verify-each --tv-on-failure=warn --tv-timeout=60 --tv-cache=%t.cache -p 'builtin.module(tv-test-mutate{kind=drop-store})' %s 2>&1 >/dev/null | FileCheck %s --check-prefix=CONST
// RUN: sed 's/constant @g/@g/' %s > %t.mlir
// RUN: %tv-opt --tv-verify-each --tv-on-failure=warn --tv-timeout=60 --tv-cache=%t.cache -p 'builtin.module(tv-test-mutate{kind=drop-store})' %t.mlir 2>&1 >/dev/null | FileCheck %s --check-prefix=VAR
// RUN: %tv-opt --tv-verify-each --tv-on-failure=warn --tv-timeout=60 --tv-cache=%t.cache -p 'builtin.module(tv-test-mutate{kind=drop-store})' %t.mlir 2>&1 >/dev/null | FileCheck %s --check-prefix=AGAIN

// CONST: tv: 1 pass runs, 1 checks: 1 proven, 0 incorrect, {{.*}} 0 cached
// VAR: warning: tv: pass 'tv-test-mutate' is incorrect on @f: global @g differs at position 0 of its block
// VAR: tv: 1 pass runs, 1 checks: 0 proven, 1 incorrect, {{.*}} 0 cached
// AGAIN: tv: 1 pass runs, 1 checks: 0 proven, 1 incorrect, {{.*}} 1 cached

memref.global "private" constant @g : memref<2xi32> = dense<0>
func.func @f(%v: i32) {
  %c0 = arith.constant 0 : index
  %g = memref.get_global @g : memref<2xi32>
  memref.store %v, %g[%c0] : memref<2xi32>
  return
}
