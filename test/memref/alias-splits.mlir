// Memref arguments of one element type may alias; the check is split by how they overlap
// (docs/design.md 12.1) and a counterexample says which arguments share a buffer and where
// they start. A load moved above a store is wrong when the two arguments are the same
// buffer, or one element apart; with different element types they cannot alias and the
// move is proven. Three buffers of one type under an elementwise linalg op lowered to a
// loop are proven (the overlapping splits are UB in the source or the same view).
// RUN: split-file %s %t
// RUN: not %tv-check --timeout=60 %t/src.mlir %t/tgt.mlir | FileCheck %s

// CHECK-LABEL: @load_above_store: incorrect
// CHECK-NEXT: why: target has undefined behaviour where the source has none (%b starts at %a + 0)
// CHECK-LABEL: @load_above_shifted_store: incorrect
// CHECK-NEXT: why: target has undefined behaviour where the source has none (%b starts at %a - 1)
// CHECK-LABEL: @other_types: proven
// CHECK-LABEL: @three_buffers: proven

//--- src.mlir
func.func @load_above_store(%a: memref<4xi32>, %b: memref<4xi32>, %v: i32) -> i32 {
  %c0 = arith.constant 0 : index
  memref.store %v, %b[%c0] : memref<4xi32>
  %x = memref.load %a[%c0] : memref<4xi32>
  return %x : i32
}
func.func @load_above_shifted_store(%a: memref<4xi32>, %b: memref<4xi32>, %v: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  memref.store %v, %b[%c1] : memref<4xi32>
  %x = memref.load %a[%c0] : memref<4xi32>
  return %x : i32
}
func.func @other_types(%a: memref<4xi32>, %b: memref<4xf32>, %v: f32) -> i32 {
  %c0 = arith.constant 0 : index
  memref.store %v, %b[%c0] : memref<4xf32>
  %x = memref.load %a[%c0] : memref<4xi32>
  return %x : i32
}
func.func @three_buffers(%a: memref<4xi32>, %b: memref<4xi32>, %o: memref<4xi32>) {
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a, %b : memref<4xi32>, memref<4xi32>) outs(%o : memref<4xi32>) {
  ^bb0(%x: i32, %y: i32, %z: i32):
    %s = arith.subi %x, %y : i32
    linalg.yield %s : i32
  }
  return
}

//--- tgt.mlir
func.func @load_above_store(%a: memref<4xi32>, %b: memref<4xi32>, %v: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %x = memref.load %a[%c0] : memref<4xi32>
  memref.store %v, %b[%c0] : memref<4xi32>
  return %x : i32
}
func.func @load_above_shifted_store(%a: memref<4xi32>, %b: memref<4xi32>, %v: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %x = memref.load %a[%c0] : memref<4xi32>
  memref.store %v, %b[%c1] : memref<4xi32>
  return %x : i32
}
func.func @other_types(%a: memref<4xi32>, %b: memref<4xf32>, %v: f32) -> i32 {
  %c0 = arith.constant 0 : index
  %x = memref.load %a[%c0] : memref<4xi32>
  memref.store %v, %b[%c0] : memref<4xf32>
  return %x : i32
}
func.func @three_buffers(%a: memref<4xi32>, %b: memref<4xi32>, %o: memref<4xi32>) {
  affine.for %i = 0 to 4 {
    %x = affine.load %a[%i] : memref<4xi32>
    %y = affine.load %b[%i] : memref<4xi32>
    %s = arith.subi %x, %y : i32
    affine.store %s, %o[%i] : memref<4xi32>
  }
  return
}
