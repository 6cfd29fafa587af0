// --tv-cache: a module pass's check reads the callees its function calls (their bodies are
// inlined), so they are part of the cache key. @main is the same text in both files and
// the mutation turns its x + 1 into x - 1; only @h differs: a constant in v1 (proven),
// the identity in v2 (incorrect). The second run must not take v1's answer.
// RUN: rm -rf %t.cache && split-file %s %t
// RUN: %tv-opt --tv-verify-each --tv-on-failure=warn --tv-timeout=60 --tv-cache=%t.cache -p 'builtin.module(tv-test-mutate{kind=addi-to-subi})' %t/v1.mlir 2>&1 >/dev/null | FileCheck %s --check-prefix=V1
// RUN: %tv-opt --tv-verify-each --tv-on-failure=warn --tv-timeout=60 --tv-cache=%t.cache -p 'builtin.module(tv-test-mutate{kind=addi-to-subi})' %t/v2.mlir 2>&1 >/dev/null | FileCheck %s --check-prefix=V2
// The same file again: now a hit.
// RUN: %tv-opt --tv-verify-each --tv-on-failure=warn --tv-timeout=60 --tv-cache=%t.cache -p 'builtin.module(tv-test-mutate{kind=addi-to-subi})' %t/v2.mlir 2>&1 >/dev/null | FileCheck %s --check-prefix=V2-AGAIN
// V1: tv: 1 pass runs, 1 checks: 1 proven, 0 incorrect{{.*}} 0 cached
// V2: warning: tv: pass 'tv-test-mutate' is incorrect on @main: result #0 differs
// V2: tv: 1 pass runs, 1 checks: 0 proven, 1 incorrect{{.*}} 0 cached
// V2-AGAIN: tv: 1 pass runs, 1 checks: 0 proven, 1 incorrect{{.*}} 1 cached

//--- v1.mlir
func.func @main(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %a = arith.addi %x, %c1 : i32
  %r = func.call @h(%a) : (i32) -> i32
  return %r : i32
}
func.func private @h(%x: i32) -> i32 {
  %c7 = arith.constant 7 : i32
  return %c7 : i32
}

//--- v2.mlir
func.func @main(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %a = arith.addi %x, %c1 : i32
  %r = func.call @h(%a) : (i32) -> i32
  return %r : i32
}
func.func private @h(%x: i32) -> i32 {
  return %x : i32
}
