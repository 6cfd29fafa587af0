// Counterexamples through affine.load/store and vector.transfer_write are run in the
// interpreter (issue 18): a store at the wrong map result and a transfer_write one column
// off are incorrect with an executed line showing what each side does (the solver may
// pick a read-only position, where the target's write is undefined behaviour).
// RUN: split-file %s %t
// RUN: not %tv-check --timeout=60 %t/src.mlir %t/tgt.mlir | FileCheck %s

// CHECK-LABEL: @wrong_map: incorrect
// CHECK: executed: source returns {{.*}} : i32 and leaves %m = {{.*}} : memref<4xi32>; target {{returns|has undefined behaviour}}
// CHECK-LABEL: @wrong_column: incorrect
// CHECK: executed: source returns nothing and leaves %m = {{.*}} : memref<2x4xf32>; target {{returns|has undefined behaviour}}
// CHECK-LABEL: @same: proven

//--- src.mlir
func.func @wrong_map(%m: memref<4xi32>, %v: i32, %i: index) -> i32 {
  affine.store %v, %m[%i floordiv 2] : memref<4xi32>
  %r = affine.load %m[3] : memref<4xi32>
  return %r : i32
}
func.func @wrong_column(%m: memref<2x4xf32>, %v: vector<2xf32>, %i: index) {
  %c0 = arith.constant 0 : index
  vector.transfer_write %v, %m[%i, %c0] : vector<2xf32>, memref<2x4xf32>
  return
}
func.func @same(%m: memref<4xi32>, %v: i32, %i: index) -> i32 {
  affine.store %v, %m[%i mod 4] : memref<4xi32>
  %r = affine.load %m[%i mod 4] : memref<4xi32>
  return %r : i32
}

//--- tgt.mlir
func.func @wrong_map(%m: memref<4xi32>, %v: i32, %i: index) -> i32 {
  affine.store %v, %m[%i floordiv 3] : memref<4xi32>
  %r = affine.load %m[3] : memref<4xi32>
  return %r : i32
}
func.func @wrong_column(%m: memref<2x4xf32>, %v: vector<2xf32>, %i: index) {
  %c1 = arith.constant 1 : index
  vector.transfer_write %v, %m[%i, %c1] : vector<2xf32>, memref<2x4xf32>
  return
}
func.func @same(%m: memref<4xi32>, %v: i32, %i: index) -> i32 {
  affine.store %v, %m[%i mod 4] : memref<4xi32>
  return %v : i32
}
