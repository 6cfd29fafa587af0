// Interprocedural passes: a private function is seen only through its callers. A private
// function that is not proven alone is decided by the public functions reaching it, checked
// with callee bodies inlined (docs/semantics.md, "Calls"); calls whose callee body both
// sides' modules hold are inlined (a counterexample through them is confirmed).
// RUN: split-file %s %t
// sccp specializes @scale to the only constant its call site passes: wrong alone on k != 3,
// right for every input of @main.
// RUN: %tv-opt --tv-verify-each --tv-on-failure=warn --tv-verbose --tv-timeout=60 --tv-report=%t.sccp.json --sccp %t/sccp.mlir 2>&1 >/dev/null | FileCheck %s --check-prefix=SCCP
// RUN: FileCheck %s --check-prefix=SCCP-JSON --input-file=%t.sccp.json
// SCCP-NOT: incorrect
// SCCP: tv: 1 pass runs, 1 checks: 1 proven, 0 incorrect
// SCCP-JSON: {"pass":"sccp","function":"scale","verdict":"proven",{{.*}}"reason":"private function, proven through its public callers @main"}
// A function of "nested" visibility is not visible outside its module either (MLIR's own
// Transforms/sccp-callgraph.mlir @nested, which was reported incorrect).
// RUN: %tv-opt --tv-verify-each --tv-on-failure=warn --tv-timeout=60 --tv-report=%t.nested.json --sccp %t/nested.mlir 2>&1 >/dev/null | FileCheck %s --check-prefix=NESTED
// RUN: FileCheck %s --check-prefix=NESTED-JSON --input-file=%t.nested.json
// NESTED: tv: 1 pass runs, 2 checks: 2 proven, 0 incorrect
// NESTED-JSON: {"pass":"sccp","function":"nested","verdict":"proven",{{.*}}"reason":"private function, proven through its public callers @simple_nested"}
// The inliner: the source's call is the callee's body inlined, as in the target.
// RUN: %tv-opt --tv-verify-each --tv-verbose --tv-timeout=60 --inline %t/inline.mlir 2>&1 >/dev/null | FileCheck %s --check-prefix=INLINE
// INLINE: tv: {{[0-9]+}} pass runs, 2 checks: 2 proven, 0 incorrect, 0 inconclusive
// A module pass's reproducer holds the callee's body (the check inlined it), so tv-check
// confirms the same counterexample.
// RUN: rm -rf %t.dump
// RUN: %tv-opt --tv-verify-each --tv-on-failure=warn --tv-timeout=60 --tv-dump-dir=%t.dump -p 'builtin.module(tv-test-mutate{kind=addi-to-subi})' %t/dump.mlir 2>&1 >/dev/null | FileCheck %s --check-prefix=DUMP
// RUN: FileCheck %s --check-prefix=DUMP-SRC --input-file=%t.dump/tv-test-mutate-main.src.mlir
// RUN: not %tv-check --timeout=60 %t.dump/tv-test-mutate-main.src.mlir %t.dump/tv-test-mutate-main.tgt.mlir | FileCheck %s --check-prefix=DUMP-CHECK
// DUMP: warning: tv: pass 'tv-test-mutate' is incorrect on @main: result #0 differs
// DUMP-SRC: func.func private @double(%arg0: i32 {{.*}}) -> i32 {
// DUMP-SRC: arith.muli
// DUMP-CHECK: @main: incorrect
// Saved pairs (tv-check): a private function changed wrongly for one of its callers.
// RUN: not %tv-check --timeout=60 %t/src.mlir %t/tgt.mlir | FileCheck %s
// CHECK-LABEL: @scale: incorrect
// CHECK-NEXT: why: through its public caller @use4: result #0 differs
// CHECK-NEXT: input: %x = {{.*}} : i32
// CHECK-NEXT: source: returns {{.*}} : i32
// CHECK-NEXT: target: returns {{.*}} : i32
// CHECK-LABEL: @use3: proven
// CHECK-LABEL: @use4: incorrect
// Changed, but no public function calls it: not observable.
// CHECK-LABEL: @dead: proven
// Referenced other than by a call (its uses are unknown): the verdict alone stands.
// CHECK-LABEL: @taken: incorrect
// CHECK-NEXT: why: result #0 differs
// The only caller cannot be decided: inconclusive, naming it.
// CHECK-LABEL: @via_unsupported: inconclusive (private function: its own counterexample may be no call site's, and through its public caller @opaque it is unsupported (llvm.mul))
// Public functions are checked on every input, whatever their callers.
// CHECK-LABEL: @public_callee: incorrect
// A call whose callee body is in both modules is inlined: this counterexample is confirmed
// (with an uninterpreted @add1 it would be inconclusive).
// CHECK-LABEL: @calls_add1: incorrect
// CHECK-NEXT: why: result #0 differs
// A recursive callee is inlined to a bound, then uninterpreted.
// CHECK-LABEL: @rec: proven
// CHECK-LABEL: @calls_rec: proven

//--- sccp.mlir
func.func private @scale(%x: i32, %k: i32) -> i32 {
  %r = arith.muli %x, %k : i32
  return %r : i32
}
func.func @main(%x: i32) -> i32 {
  %c3 = arith.constant 3 : i32
  %r = func.call @scale(%x, %c3) : (i32, i32) -> i32
  return %r : i32
}

//--- nested.mlir
func.func nested @nested(%arg0 : i32) -> i32 {
  return %arg0 : i32
}
func.func @simple_nested() -> i32 {
  %1 = arith.constant 1 : i32
  %result = call @nested(%1) : (i32) -> i32
  return %result : i32
}

//--- inline.mlir
func.func private @twice(%x: i32) -> i32 {
  %r = arith.addi %x, %x : i32
  return %r : i32
}
func.func @main(%x: i32) -> i32 {
  %r = func.call @twice(%x) : (i32) -> i32
  return %r : i32
}
func.func @other(%x: i32) -> i32 {
  %r = func.call @twice(%x) : (i32) -> i32
  %s = func.call @twice(%r) : (i32) -> i32
  return %s : i32
}

//--- dump.mlir
func.func @main(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %a = arith.addi %x, %c1 : i32
  %r = func.call @double(%a) : (i32) -> i32
  return %r : i32
}
func.func private @double(%x: i32) -> i32 {
  %c2 = arith.constant 2 : i32
  %r = arith.muli %x, %c2 : i32
  return %r : i32
}

//--- src.mlir
func.func private @scale(%x: i32, %k: i32) -> i32 {
  %r = arith.muli %x, %k : i32
  return %r : i32
}
func.func @use3(%x: i32) -> i32 {
  %c3 = arith.constant 3 : i32
  %r = func.call @scale(%x, %c3) : (i32, i32) -> i32
  return %r : i32
}
func.func @use4(%x: i32) -> i32 {
  %c4 = arith.constant 4 : i32
  %r = func.call @scale(%x, %c4) : (i32, i32) -> i32
  return %r : i32
}
func.func private @dead(%x: i32) -> i32 {
  return %x : i32
}
func.func private @taken(%x: i32) -> i32 {
  return %x : i32
}
func.func @take() -> ((i32) -> i32) {
  %f = func.constant @taken : (i32) -> i32
  return %f : (i32) -> i32
}
func.func private @via_unsupported(%x: i32) -> i32 {
  return %x : i32
}
func.func @opaque(%x: i32) -> i32 {
  %p = llvm.mul %x, %x : i32
  %r = func.call @via_unsupported(%p) : (i32) -> i32
  return %r : i32
}
func.func @public_callee(%x: i32, %k: i32) -> i32 {
  %r = arith.muli %x, %k : i32
  return %r : i32
}
func.func @use_public(%x: i32) -> i32 {
  %c3 = arith.constant 3 : i32
  %r = func.call @public_callee(%x, %c3) : (i32, i32) -> i32
  return %r : i32
}
func.func private @add1(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %r = arith.addi %x, %c1 : i32
  return %r : i32
}
func.func @calls_add1(%x: i32) -> i32 {
  %r = func.call @add1(%x) : (i32) -> i32
  return %r : i32
}
func.func private @rec(%x: i32) -> i32 {
  %r = func.call @rec(%x) : (i32) -> i32
  return %r : i32
}
func.func @calls_rec(%x: i32) -> i32 {
  %r = func.call @rec(%x) : (i32) -> i32
  return %r : i32
}

//--- tgt.mlir
func.func private @scale(%x: i32, %k: i32) -> i32 {
  %c3 = arith.constant 3 : i32
  %r = arith.muli %x, %c3 : i32
  return %r : i32
}
func.func @use3(%x: i32) -> i32 {
  %c3 = arith.constant 3 : i32
  %r = func.call @scale(%x, %c3) : (i32, i32) -> i32
  return %r : i32
}
func.func @use4(%x: i32) -> i32 {
  %c4 = arith.constant 4 : i32
  %r = func.call @scale(%x, %c4) : (i32, i32) -> i32
  return %r : i32
}
func.func private @dead(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  return %c0 : i32
}
func.func private @taken(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  return %c0 : i32
}
func.func @take() -> ((i32) -> i32) {
  %f = func.constant @taken : (i32) -> i32
  return %f : (i32) -> i32
}
func.func private @via_unsupported(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  return %c0 : i32
}
func.func @opaque(%x: i32) -> i32 {
  %p = llvm.mul %x, %x : i32
  %r = func.call @via_unsupported(%p) : (i32) -> i32
  return %r : i32
}
func.func @public_callee(%x: i32, %k: i32) -> i32 {
  %c3 = arith.constant 3 : i32
  %r = arith.muli %x, %c3 : i32
  return %r : i32
}
func.func @use_public(%x: i32) -> i32 {
  %c3 = arith.constant 3 : i32
  %r = func.call @public_callee(%x, %c3) : (i32, i32) -> i32
  return %r : i32
}
func.func private @add1(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %r = arith.addi %x, %c1 : i32
  return %r : i32
}
func.func @calls_add1(%x: i32) -> i32 {
  %r = func.call @add1(%x) : (i32) -> i32
  %c1 = arith.constant 1 : i32
  %s = arith.addi %r, %c1 : i32
  return %s : i32
}
func.func private @rec(%x: i32) -> i32 {
  %r = func.call @rec(%x) : (i32) -> i32
  return %r : i32
}
func.func @calls_rec(%x: i32) -> i32 {
  %r = func.call @rec(%x) : (i32) -> i32
  return %r : i32
}
