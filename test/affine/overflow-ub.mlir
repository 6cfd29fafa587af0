// Signed overflow in an affine map is undefined behaviour, and so is a divisor that is not
// positive (docs/semantics.md 13, "affine.apply"): AffineOps.td "lowerings ... may assume
// that the underlying computations do not overflow the index type in a signed sense", and
// lower-affine emits `arith.muli ... overflow<nsw>`; "The integer-literal operand for
// ceildiv, floordiv, and mod is always expected to be positive" (Affine.md). Before, the
// maps wrapped around: lower-affine of `affine.load %m[%i * 4]` was "incorrect" (%i = 2^62
// + 1: the source loaded m[4], the target's index was poison), and so were lowered
// affine.if conditions, min/max and semi-affine maps with a negative divisor.
// tv-check: the lowered forms are proven; a target that adds the overflow's UB to a
// wrapping source, a subscript off by one and ceildiv lowered as lower-affine does
// (wrong at the most negative dividend with the positive divisor 2, a valid input:
// test/findings/lower-affine-ceildiv-min.mlir) are incorrect, confirmed by running both.
// RUN: split-file %s %t
// RUN: not %tv-check --timeout=60 %t/src.mlir %t/tgt.mlir | FileCheck %s
// RUN: %tv-opt --tv-verify-each --tv-on-failure=warn --tv-timeout=60 --lower-affine %t/lower.mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=LOWER --implicit-check-not=warning:

// CHECK-LABEL: @load_nsw: proven
// CHECK-LABEL: @load_wrap_target: incorrect
// CHECK-NEXT: why: target has undefined behaviour where the source has none
// CHECK: executed: source returns {{.*}}; target has undefined behaviour: affine map overflows index (signed) at {{.*}}tgt.mlir:8:8
// CHECK-LABEL: @load_off_by_one: incorrect
// CHECK-NEXT: why: {{result #0 differs|target has undefined behaviour where the source has none}}
// CHECK: executed: source returns
// CHECK-LABEL: @if_sub: proven
// CHECK-LABEL: @min_mul: proven
// CHECK-LABEL: @mod_sym: proven
// CHECK-LABEL: @ceil_min: incorrect
// CHECK-NEXT: why: result #0 differs
// CHECK-NEXT: input: %a = -9223372036854775808 : index
// CHECK: executed: source returns -4611686018427387904 : index; target returns 4611686018427387904 : index

// LOWER: tv: 1 pass runs, 7 checks: 7 proven, 0 incorrect, 0 inconclusive, 0 unsupported, 0 timeouts, 0 errors

//--- src.mlir
func.func @load_nsw(%m: memref<100xf32>, %i: index) -> f32 {
  %v = affine.load %m[%i * 4] : memref<100xf32>
  return %v : f32
}
func.func @load_wrap_target(%m: memref<100xf32>, %i: index) -> f32 {
  %c4 = arith.constant 4 : index
  %j = arith.muli %i, %c4 : index
  %v = memref.load %m[%j] : memref<100xf32>
  return %v : f32
}
func.func @load_off_by_one(%m: memref<100xf32>, %i: index) -> f32 {
  %v = affine.load %m[%i * 4] : memref<100xf32>
  return %v : f32
}
func.func @if_sub(%i: index) -> i32 {
  %r = affine.if affine_set<(d0) : (d0 - 10 >= 0)>(%i) -> i32 {
    %a = arith.constant 1 : i32
    affine.yield %a : i32
  } else {
    %b = arith.constant 0 : i32
    affine.yield %b : i32
  }
  return %r : i32
}
func.func @min_mul(%i: index, %j: index) -> index {
  %r = affine.min affine_map<(d0, d1) -> (d0 * 4, d1 - 3, 100)>(%i, %j)
  return %r : index
}
func.func @mod_sym(%a: index, %s: index) -> index {
  %r = affine.apply affine_map<(d0)[s0] -> (d0 mod s0)>(%a)[%s]
  return %r : index
}
func.func @ceil_min(%a: index) -> index {
  %r = affine.apply affine_map<(d0) -> (d0 ceildiv 2)>(%a)
  return %r : index
}

//--- tgt.mlir
func.func @load_nsw(%m: memref<100xf32>, %i: index) -> f32 {
  %c4 = arith.constant 4 : index
  %j = arith.muli %i, %c4 overflow<nsw> : index
  %v = memref.load %m[%j] : memref<100xf32>
  return %v : f32
}
func.func @load_wrap_target(%m: memref<100xf32>, %i: index) -> f32 {
  %v = affine.load %m[%i * 4] : memref<100xf32>
  return %v : f32
}
func.func @load_off_by_one(%m: memref<100xf32>, %i: index) -> f32 {
  %c4 = arith.constant 4 : index
  %c1 = arith.constant 1 : index
  %j = arith.muli %i, %c4 overflow<nsw> : index
  %k = arith.addi %j, %c1 : index
  %v = memref.load %m[%k] : memref<100xf32>
  return %v : f32
}
func.func @if_sub(%i: index) -> i32 {
  %c0 = arith.constant 0 : index
  %cm10 = arith.constant -10 : index
  %d = arith.addi %i, %cm10 overflow<nsw> : index
  %c = arith.cmpi sge, %d, %c0 : index
  %r = scf.if %c -> i32 {
    %a = arith.constant 1 : i32
    scf.yield %a : i32
  } else {
    %b = arith.constant 0 : i32
    scf.yield %b : i32
  }
  return %r : i32
}
func.func @min_mul(%i: index, %j: index) -> index {
  %c4 = arith.constant 4 : index
  %c3 = arith.constant 3 : index
  %c100 = arith.constant 100 : index
  %a = arith.muli %i, %c4 overflow<nsw> : index
  %b = arith.subi %j, %c3 overflow<nsw> : index
  %m = arith.minsi %a, %b : index
  %r = arith.minsi %m, %c100 : index
  return %r : index
}
func.func @mod_sym(%a: index, %s: index) -> index {
  %c0 = arith.constant 0 : index
  %m = arith.remsi %a, %s : index
  %n = arith.cmpi slt, %m, %c0 : index
  %p = arith.addi %m, %s : index
  %r = arith.select %n, %p, %m : index
  return %r : index
}
func.func @ceil_min(%a: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %np = arith.cmpi sle, %a, %c0 : index
  %neg = arith.subi %c0, %a : index
  %dec = arith.subi %a, %c1 : index
  %d = arith.select %np, %neg, %dec : index
  %q = arith.divsi %d, %c2 : index
  %nq = arith.subi %c0, %q : index
  %iq = arith.addi %q, %c1 : index
  %r = arith.select %np, %nq, %iq : index
  return %r : index
}

//--- lower.mlir
// MLIR's lower-affine.mlir (@if_only, @multi_cond, @affine_applies, @affine_apply_mod,
// @affine_apply_floordiv, @affine_load, @affine_store, @affine_min, @affine_max) on
// arguments, and semi-affine maps
func.func private @body(index) -> ()
func.func private @mid(index) -> ()
func.func @load_mul(%m: memref<100xf32>, %i: index) -> f32 {
  %v = affine.load %m[%i * 4] : memref<100xf32>
  return %v : f32
}
func.func @store_2d(%m: memref<10x10xf32>, %x: f32, %i: index, %j: index) {
  affine.store %x, %m[%i * 2 + 1, %j - %i] : memref<10x10xf32>
  return
}
func.func @if_only(%i: index) {
  affine.if affine_set<(d0) : (20 - d0 >= 0)>(%i) {
    func.call @body(%i) : (index) -> ()
  } else {
    func.call @mid(%i) : (index) -> ()
  }
  return
}
func.func @multi_cond(%i: index, %N : index, %M : index, %L : index) {
  affine.if affine_set<(d0)[N,M,L] : (N - d0 + 1 >= 0, N - 1 >= 0, M - 1 >= 0, L - 42 == 0)>(%i)[%N,%M,%L] {
    func.call @body(%i) : (index) -> ()
  }
  return
}
func.func @applies(%a: index, %b: index, %c: index) -> (index, index, index) {
  %0 = affine.apply affine_map<(d0, d1, d2) -> (d0 * 2 - d1 * 3 + d2 + 7)>(%a, %b, %c)
  %1 = affine.apply affine_map<(d0) -> (d0 mod 42)>(%a)
  %2 = affine.apply affine_map<(d0) -> (d0 floordiv 42)>(%a)
  return %0, %1, %2 : index, index, index
}
func.func @semi(%a: index, %s: index) -> (index, index, index) {
  %0 = affine.apply affine_map<(d0)[s0] -> (d0 floordiv s0)>(%a)[%s]
  %1 = affine.apply affine_map<(d0)[s0] -> (d0 mod s0)>(%a)[%s]
  %2 = affine.apply affine_map<(d0)[s0] -> (d0 * s0)>(%a)[%s]
  return %0, %1, %2 : index, index, index
}
func.func @minmax(%a: index, %b: index) -> (index, index) {
  %0 = affine.min affine_map<(d0, d1) -> (d0 * 4, d1 - 3, 100)>(%a, %b)
  %1 = affine.max affine_map<(d0, d1) -> (d0 * 4, d1 - 3, -100)>(%a, %b)
  return %0, %1 : index, index
}
