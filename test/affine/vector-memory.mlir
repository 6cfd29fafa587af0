// affine.vector_load / affine.vector_store (vector.load / vector.store at the affine map's results): against vector.load and element stores (proven), a load one element off (incorrect, confirmed by running both), a store past the end in the target (undefined behaviour); the real passes affine-loop-invariant-code-motion and lower-affine on them through the plugin are proven.
// RUN: split-file %s %t
// RUN: not %tv-check --timeout=60 %t/src.mlir %t/tgt.mlir | FileCheck %s
// RUN: %tv-opt --tv-verify-each --tv-timeout=60 --tv-verbose --pass-pipeline='builtin.module(func.func(affine-loop-invariant-code-motion,lower-affine))' %t/passes.mlir 2>&1 >/dev/null | FileCheck %s --check-prefix=PASS --implicit-check-not=remark: --implicit-check-not=warning:

// CHECK-LABEL: @vload: proven
// CHECK-LABEL: @vload_wrong: incorrect
// CHECK-NEXT: why: {{result #0 differs at index \[[0-9]\]|target has undefined behaviour where the source has none}}
// CHECK-NEXT: input: %m = {{.*}} : memref<4x8xi32>
// CHECK-NEXT: input: %i = {{[01]}} : index
// CHECK: executed: source returns {{.*}} : vector<4xi32> and leaves {{.*}}; target {{returns|has undefined behaviour: index 8 out of bounds}}
// CHECK-LABEL: @vstore: proven
// CHECK-LABEL: @vstore_oob: incorrect
// CHECK-NEXT: why: target has undefined behaviour where the source has none
// CHECK: executed: source returns nothing {{.*}}; target has undefined behaviour: index 8 out of bounds (size 8)

// PASS: tv: 4 pass runs, 3 checks: 3 proven, 0 incorrect, 0 inconclusive, 0 unsupported, 0 timeouts, 0 errors; 1 unchanged

//--- src.mlir
func.func @vload(%m: memref<4x8xi32>, %i: index) -> vector<4xi32> {
  %v = affine.vector_load %m[1, %i * 4] : memref<4x8xi32>, vector<4xi32>
  return %v : vector<4xi32>
}
func.func @vload_wrong(%m: memref<4x8xi32>, %i: index) -> vector<4xi32> {
  %v = affine.vector_load %m[1, %i * 4] : memref<4x8xi32>, vector<4xi32>
  return %v : vector<4xi32>
}
func.func @vstore(%m: memref<8xi32>, %v: vector<2xi32>, %i: index) {
  affine.vector_store %v, %m[%i + 2] : memref<8xi32>, vector<2xi32>
  return
}
func.func @vstore_oob(%m: memref<8xi32>, %v: vector<2xi32>) {
  affine.vector_store %v, %m[6] : memref<8xi32>, vector<2xi32>
  return
}

//--- tgt.mlir
func.func @vload(%m: memref<4x8xi32>, %i: index) -> vector<4xi32> {
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %j = arith.muli %i, %c4 : index
  %v = vector.load %m[%c1, %j] : memref<4x8xi32>, vector<4xi32>
  return %v : vector<4xi32>
}
func.func @vload_wrong(%m: memref<4x8xi32>, %i: index) -> vector<4xi32> {
  %v = affine.vector_load %m[1, %i * 4 + 1] : memref<4x8xi32>, vector<4xi32>
  return %v : vector<4xi32>
}
func.func @vstore(%m: memref<8xi32>, %v: vector<2xi32>, %i: index) {
  %a = vector.extract %v[0] : i32 from vector<2xi32>
  %b = vector.extract %v[1] : i32 from vector<2xi32>
  affine.store %a, %m[%i + 2] : memref<8xi32>
  affine.store %b, %m[%i + 3] : memref<8xi32>
  return
}
func.func @vstore_oob(%m: memref<8xi32>, %v: vector<2xi32>) {
  affine.vector_store %v, %m[7] : memref<8xi32>, vector<2xi32>
  return
}

//--- passes.mlir
// MLIR's affine-loop-invariant-code-motion.mlir @vector_loop_all_invariant and
// @vector_loop_nothing_invariant, on local buffers filled from the arguments and read back
// (distinct allocations: with memref arguments that may alias, the hoisting is wrong,
// test/findings/affine-licm-alias.mlir)
func.func @invariant_vectors(%a: memref<4xf32>, %b: memref<4xf32>) -> vector<4xf32> {
  %m1 = memref.alloc() : memref<4xf32>
  %m2 = memref.alloc() : memref<4xf32>
  %m3 = memref.alloc() : memref<4xf32>
  memref.copy %a, %m1 : memref<4xf32> to memref<4xf32>
  memref.copy %b, %m2 : memref<4xf32> to memref<4xf32>
  affine.for %i = 0 to 10 {
    %v0 = affine.vector_load %m1[0] : memref<4xf32>, vector<4xf32>
    %v1 = affine.vector_load %m2[0] : memref<4xf32>, vector<4xf32>
    %v2 = arith.addf %v0, %v1 : vector<4xf32>
    affine.vector_store %v2, %m3[0] : memref<4xf32>, vector<4xf32>
  }
  %c0 = arith.constant 0 : index
  %r = vector.load %m3[%c0] : memref<4xf32>, vector<4xf32>
  return %r : vector<4xf32>
}
func.func @strided_vectors(%m1: memref<40xf32>, %m2: memref<40xf32>) {
  affine.for %i = 0 to 10 {
    %v0 = affine.vector_load %m1[%i * 4] : memref<40xf32>, vector<4xf32>
    %v1 = affine.vector_load %m2[%i * 4] : memref<40xf32>, vector<4xf32>
    %v2 = arith.addf %v0, %v1 : vector<4xf32>
    affine.vector_store %v2, %m1[%i * 4] : memref<40xf32>, vector<4xf32>
  }
  return
}
