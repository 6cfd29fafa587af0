// vector.load/store and vector.maskedload/maskedstore on memrefs (encoder/vector.c): out
// of bounds is UB for every lane that is accessed (docs/semantics.md 12, "vector"); a
// lane whose mask bit is clear reads nothing (maskedload: pass_thru) and writes nothing.
// Transfers doing the same are proven; a load of lanes the source masked off (out of
// bounds) and a store of a lane the source masked off are caught.
// RUN: split-file %s %t
// RUN: not %tv-check --timeout=120 %t/src.mlir %t/tgt.mlir | FileCheck %s

// CHECK-LABEL: @load_is_transfer: proven
// CHECK-LABEL: @store_is_transfer: proven
// CHECK-LABEL: @all_set_mask_is_load: proven
// CHECK-LABEL: @masked_tail_is_padding: proven
// CHECK-LABEL: @load_masked_lanes: incorrect
// CHECK-NEXT: why: target has undefined behaviour where the source has none
// CHECK-LABEL: @store_masked_lane: incorrect
// CHECK-NEXT: why: memory

//--- src.mlir
func.func @load_is_transfer(%m: memref<2x8xf32>, %i: index, %j: index) -> vector<4xf32> {
  %v = vector.load %m[%i, %j] : memref<2x8xf32>, vector<4xf32>
  return %v : vector<4xf32>
}
func.func @store_is_transfer(%m: memref<8xi16>, %v: vector<2x2xi16>, %i: index) {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<2x4xi16>
  vector.store %v, %a[%c0, %i] : memref<2x4xi16>, vector<2x2xi16>
  %r = vector.load %a[%c0, %i] : memref<2x4xi16>, vector<2x2xi16>
  %s = vector.shape_cast %r : vector<2x2xi16> to vector<4xi16>
  vector.store %s, %m[%i] : memref<8xi16>, vector<4xi16>
  return
}
func.func @all_set_mask_is_load(%m: memref<4xi32>, %p: vector<4xi32>) -> vector<4xi32> {
  %c0 = arith.constant 0 : index
  %k = vector.constant_mask [4] : vector<4xi1>
  %v = vector.maskedload %m[%c0], %k, %p : memref<4xi32>, vector<4xi1>, vector<4xi32> into vector<4xi32>
  return %v : vector<4xi32>
}
func.func @masked_tail_is_padding(%m: memref<4xi32>, %x: i32) -> vector<4xi32> {
  %c2 = arith.constant 2 : index
  %k = vector.constant_mask [2] : vector<4xi1>
  %p = vector.broadcast %x : i32 to vector<4xi32>
  %v = vector.maskedload %m[%c2], %k, %p : memref<4xi32>, vector<4xi1>, vector<4xi32> into vector<4xi32>
  return %v : vector<4xi32>
}
func.func @load_masked_lanes(%m: memref<4xi32>, %p: vector<4xi32>) -> vector<4xi32> {
  %c2 = arith.constant 2 : index
  %k = vector.constant_mask [2] : vector<4xi1>
  %v = vector.maskedload %m[%c2], %k, %p : memref<4xi32>, vector<4xi1>, vector<4xi32> into vector<4xi32>
  return %v : vector<4xi32>
}
func.func @store_masked_lane(%m: memref<2xi8>, %v: vector<2xi8>) {
  %c0 = arith.constant 0 : index
  %k = vector.constant_mask [1] : vector<2xi1>
  vector.maskedstore %m[%c0], %k, %v : memref<2xi8>, vector<2xi1>, vector<2xi8>
  return
}

//--- tgt.mlir
func.func @load_is_transfer(%m: memref<2x8xf32>, %i: index, %j: index) -> vector<4xf32> {
  %p = arith.constant 0.0 : f32
  %v = vector.transfer_read %m[%i, %j], %p {in_bounds = [true]} : memref<2x8xf32>, vector<4xf32>
  return %v : vector<4xf32>
}
func.func @store_is_transfer(%m: memref<8xi16>, %v: vector<2x2xi16>, %i: index) {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<2x4xi16>
  vector.transfer_write %v, %a[%c0, %i] {in_bounds = [true, true]} : vector<2x2xi16>, memref<2x4xi16>
  %s = vector.shape_cast %v : vector<2x2xi16> to vector<4xi16>
  vector.transfer_write %s, %m[%i] {in_bounds = [true]} : vector<4xi16>, memref<8xi16>
  return
}
func.func @all_set_mask_is_load(%m: memref<4xi32>, %p: vector<4xi32>) -> vector<4xi32> {
  %c0 = arith.constant 0 : index
  %v = vector.load %m[%c0] : memref<4xi32>, vector<4xi32>
  return %v : vector<4xi32>
}
func.func @masked_tail_is_padding(%m: memref<4xi32>, %x: i32) -> vector<4xi32> {
  %c2 = arith.constant 2 : index
  %v = vector.transfer_read %m[%c2], %x : memref<4xi32>, vector<4xi32>
  return %v : vector<4xi32>
}
func.func @load_masked_lanes(%m: memref<4xi32>, %p: vector<4xi32>) -> vector<4xi32> {
  %c2 = arith.constant 2 : index
  %v = vector.load %m[%c2] : memref<4xi32>, vector<4xi32>
  return %v : vector<4xi32>
}
func.func @store_masked_lane(%m: memref<2xi8>, %v: vector<2xi8>) {
  %c0 = arith.constant 0 : index
  vector.store %v, %m[%c0] : memref<2xi8>, vector<2xi8>
  return
}
