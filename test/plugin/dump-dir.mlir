// --tv-dump-dir writes <pass>-<func>.src/.tgt.mlir for each check not proven; the files parse alone (callees declared) and tv-check reproduces the verdict.

// RUN: rm -rf %t.dir
// RUN: not %tv-opt --tv-verify-each --tv-timeout=60 --tv-dump-dir=%t.dir -p 'builtin.module(func.func(tv-test-mutate{kind=addi-to-subi},canonicalize))' %s 2>%t.err >/dev/null
// RUN: FileCheck %s --check-prefix=ERR --input-file=%t.err
// ERR: error: tv: pass 'tv-test-mutate' is incorrect on @caller: result #0 differs
// ERR: note: reproduce: tv-check --timeout=60 {{.*}}.dir/tv-test-mutate-caller.src.mlir {{.*}}.dir/tv-test-mutate-caller.tgt.mlir
// ERR: tv: 10 pass runs, 2 checks: 0 proven, 1 incorrect, 0 inconclusive, 1 unsupported, 0 timeouts, 0 errors; 4 unchanged

// Exactly two pairs: the incorrect mutation and the unsupported canonicalize; nothing for unchanged or proven checks.
// RUN: ls %t.dir | FileCheck %s --check-prefix=LS --match-full-lines
// RUN: ls %t.dir | count 4
// LS: canonicalize-scale.src.mlir
// LS-NEXT: canonicalize-scale.tgt.mlir
// LS-NEXT: tv-test-mutate-caller.src.mlir
// LS-NEXT: tv-test-mutate-caller.tgt.mlir

// tv-check on the pair reproduces the miscompilation.
// RUN: not %tv-check --timeout=60 %t.dir/tv-test-mutate-caller.src.mlir %t.dir/tv-test-mutate-caller.tgt.mlir | FileCheck %s --check-prefix=REPRO
// REPRO: @caller: incorrect
// REPRO-NEXT: why: result #0 differs
// REPRO-NEXT: input: %fast = true : i1
// REPRO-NEXT: input: %x = {{-?[0-9]+}} : i32
// REPRO-NEXT: input: %y = {{-?[0-9]+}} : i32
// REPRO-NEXT: source: returns {{-?[0-9]+}} : i32
// REPRO-NEXT: target: returns {{-?[0-9]+}} : i32

// ... and the unsupported one (exit 2: not proven).
// RUN: not %tv-check --timeout=60 %t.dir/canonicalize-scale.src.mlir %t.dir/canonicalize-scale.tgt.mlir | FileCheck %s --check-prefix=UNSUP
// UNSUP: @scale: unsupported (complex.div)

// Each file parses on its own with plain mlir-opt: every callee (defined elsewhere, external,
// multi-result, no result) is declared once, with the types of the call.
// RUN: mlir-opt %t.dir/tv-test-mutate-caller.src.mlir | FileCheck %s --check-prefix=SRC
// RUN: mlir-opt %t.dir/tv-test-mutate-caller.tgt.mlir | FileCheck %s --check-prefix=TGT
// RUN: FileCheck %s --check-prefix=DECLS --input-file=%t.dir/tv-test-mutate-caller.tgt.mlir
// SRC-LABEL: func.func @caller
// SRC: arith.addi
// TGT-LABEL: func.func @caller
// TGT: arith.subi
// DECLS-COUNT-1: func.func private @external(i32) -> (i32)
// DECLS-NEXT: func.func private @helper(i32) -> (i32, i32)
// DECLS-NEXT: func.func private @sink(i32) -> ()
// DECLS-NOT: func.func private

func.func private @external(i32) -> i32
func.func private @sink(i32)

func.func @helper(%x: i32) -> (i32, i32) {
  %sq = arith.muli %x, %x : i32
  return %sq, %x : i32, i32
}

// The mutated addi is only reached when no call is: the counterexample is trusted.
func.func @caller(%fast: i1, %x: i32, %y: i32) -> i32 {
  %r = scf.if %fast -> i32 {
    %sum = arith.addi %x, %y : i32
    scf.yield %sum : i32
  } else {
    %e = func.call @external(%x) : (i32) -> i32
    %a, %b = func.call @helper(%e) : (i32) -> (i32, i32)
    func.call @sink(%a) : (i32) -> ()
    %again = func.call @external(%b) : (i32) -> i32
    scf.yield %again : i32
  }
  return %r : i32
}

func.func @scale(%x: complex<f32>) -> complex<f32> {
  %one = complex.constant [1.0 : f32, 0.0 : f32] : complex<f32>
  %r = complex.div %x, %one : complex<f32>
  return %r : complex<f32>
}

// A function reading a memref.global: the dump declares the global as the module does
// (its initial value is part of the program) and keeps the ops' locations, and tv-check reproduces the verdict.
// RUN: rm -rf %t.gdir
// RUN: not %tv-opt --tv-verify-each --tv-timeout=60 --tv-dump-dir=%t.gdir -p 'builtin.module(func.func(tv-test-mutate{kind=swap-subi}))' %S/Inputs/global-subi.mlir 2>/dev/null >/dev/null
// RUN: FileCheck %s --check-prefix=GLOBAL --input-file=%t.gdir/tv-test-mutate-g.src.mlir
// GLOBAL: memref.global "private" constant @cst : memref<4xi32> = dense<[1, 2, 3, 4]>
// GLOBAL: arith.subi %{{.*}} loc("{{.*}}global-subi.mlir":7:8)
// RUN: not %tv-check --timeout=60 %t.gdir/tv-test-mutate-g.src.mlir %t.gdir/tv-test-mutate-g.tgt.mlir | FileCheck %s --check-prefix=GREPRO
// GREPRO: @g: incorrect

// The reproduce note carries the options that decide as the plugin did: the timeout
// always, the others when not the default; the command it prints reproduces the verdict.
// RUN: rm -rf %t.odir
// RUN: not %tv-opt --tv-verify-each --tv-timeout=30 --tv-fp=ieee --tv-max-dim=8 --tv-max-unroll=16 --tv-assume=zero-sum,associative --tv-dump-dir=%t.odir -p 'builtin.module(func.func(tv-test-mutate{kind=swap-subi}))' %S/Inputs/global-subi.mlir 2>%t.oerr >/dev/null
// RUN: FileCheck %s --check-prefix=OPTS --input-file=%t.oerr
// OPTS: note: reproduce: tv-check --timeout=30 --fp=ieee --max-dim=8 --max-unroll=16 --assume=associative,zero-sum {{.*}}.odir/tv-test-mutate-g.src.mlir {{.*}}.odir/tv-test-mutate-g.tgt.mlir
// RUN: sed -n 's|.*note: reproduce: tv-check |%tv-check |p' %t.oerr > %t.ocmd
// RUN: not sh %t.ocmd | FileCheck %s --check-prefix=GREPRO
