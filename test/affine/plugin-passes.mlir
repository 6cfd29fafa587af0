// affine-loop-unroll (by 4 with a remainder loop, the first four iterations folded by canonicalize), scf-for-loop-canonicalization, canonicalize and cse on affine/scf loops through the plugin: every change is proven; a dead 1000-iteration loop is removed (proven without unrolling it); cse around a 1000-iteration loop is proven through the loop shared by both sides. With --tv-max-unroll=4 the full unroll of a 6-iteration loop is inconclusive; a mutation inside a loop is caught.
// RUN: %tv-opt --tv-verify-each --tv-timeout=60 --tv-verbose --pass-pipeline='builtin.module(func.func(affine-loop-unroll{unroll-factor=4},scf-for-loop-canonicalization,canonicalize,cse))' %s 2>%t.err | FileCheck %s --check-prefix=IR
// RUN: FileCheck %s --input-file=%t.err --implicit-check-not=error: --implicit-check-not=warning: --implicit-check-not=remark:
// RUN: %tv-opt --tv-verify-each --tv-timeout=60 --tv-max-unroll=4 --tv-report=%t.json --pass-pipeline='builtin.module(func.func(affine-loop-unroll{unroll-factor=4}))' %s >/dev/null 2>&1
// RUN: FileCheck %s --input-file=%t.json --check-prefix=BOUND
// RUN: not %tv-opt --tv-verify-each --tv-timeout=60 -p 'builtin.module(func.func(tv-test-mutate{kind=addi-to-subi}))' %s 2>&1 >/dev/null | FileCheck %s --check-prefix=MUT

// CHECK: tv: 24 pass runs, 7 checks: 7 proven, 0 incorrect, 0 inconclusive, 0 unsupported, 0 timeouts, 0 errors; 17 unchanged

// BOUND: "function":"unroll_full","verdict":"inconclusive"{{.*}}"reason":"the counterexample runs affine.for more than 4 iterations (--tv-max-unroll)

// MUT: error: tv: pass 'tv-test-mutate' is incorrect on @unroll_full: result #0 differs

// IR-LABEL: func.func @unroll_full
// IR-NEXT: arith.constant 6 : i32
// IR: affine.for %{{.*}} = 4 to 6
// IR-LABEL: func.func @unroll_by_4
// IR-COUNT-4: arith.muli
// IR: affine.for %{{.*}} = 4 to 7
// IR-LABEL: func.func @canon_cse
// IR-COUNT-1: arith.addi
// IR-NOT: arith.addi
// IR-LABEL: func.func @dead_loop
// IR-NEXT: return %arg0
// IR-LABEL: func.func @big_loop_around
// IR-COUNT-1: arith.addi %arg1, %arg1
// IR-NOT: arith.addi %arg1, %arg1

func.func @unroll_full(%x: i32) -> i32 {
  %r = affine.for %i = 0 to 6 iter_args(%s = %x) -> i32 {
    %v = arith.index_cast %i : index to i32
    %w = arith.addi %s, %v : i32
    affine.yield %w : i32
  }
  return %r : i32
}
func.func @unroll_by_4(%x: i32) -> i32 {
  %r = affine.for %i = 0 to 7 iter_args(%s = %x) -> i32 {
    %w = arith.muli %s, %x : i32
    affine.yield %w : i32
  }
  return %r : i32
}
func.func @scf_canon(%n: index, %x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%s = %x) -> i32 {
    %m = affine.min affine_map<(d0) -> (4 - d0, 2)>(%i)
    %v = arith.index_cast %m : index to i32
    %w = arith.addi %s, %v : i32
    scf.yield %w : i32
  }
  return %r : i32
}
func.func @canon_cse(%t: tensor<8xi32>, %x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %r:2 = scf.for %i = %c0 to %c8 step %c1 iter_args(%s = %x, %u = %x) -> (i32, i32) {
    %v = tensor.extract %t[%i] : tensor<8xi32>
    %w = arith.addi %s, %v : i32
    %w2 = arith.addi %s, %v : i32
    scf.yield %w, %w2 : i32, i32
  }
  %q = arith.subi %r#0, %r#1 : i32
  return %q : i32
}
func.func @dead_loop(%x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c1000 = arith.constant 1000 : index
  %r = scf.for %i = %c0 to %c1000 step %c1 iter_args(%s = %x) -> i32 {
    %w = arith.muli %s, %s : i32
    scf.yield %w : i32
  }
  return %x : i32
}
func.func @big_loop_around(%x: i32, %y: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c1000 = arith.constant 1000 : index
  %z = arith.addi %y, %y : i32
  %z2 = arith.addi %y, %y : i32
  %r = scf.for %i = %c0 to %c1000 step %c1 iter_args(%s = %x) -> i32 {
    %w = arith.muli %s, %s : i32
    scf.yield %w : i32
  }
  %a = arith.addi %r, %z : i32
  %b = arith.addi %a, %z2 : i32
  return %b : i32
}
