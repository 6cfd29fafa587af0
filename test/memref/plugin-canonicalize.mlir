// canonicalize on memref and bufferization code through the plugin: composed subviews, dead allocations, self copies, dim of alloc, casts folded into subviews, to_buffer(to_tensor(m)) and clone/dealloc pairs folded away, scf.if yielding memrefs turned into arith.select; all proven.
// RUN: %tv-opt --tv-verify-each --tv-timeout=60 --canonicalize %s 2>&1 >/dev/null | FileCheck %s
// RUN: %tv-opt --canonicalize %s | FileCheck %s --check-prefix=IR

// CHECK: tv: 1 pass runs, 8 checks: 8 proven, 0 incorrect, 0 inconclusive, 0 unsupported, 0 timeouts, 0 errors; 1 unchanged
// IR-LABEL: func.func @dead_alloc
// IR-NEXT: return
// IR-LABEL: func.func @clone_dealloc
// IR-NEXT: memref.load %arg0
// IR-LABEL: func.func @if_to_select
// IR: arith.select %arg0, %arg1, %arg2 : memref<4xi32>

func.func @subview_of_subview(%m: memref<16x16xf32>, %i: index) -> f32 {
  %s = memref.subview %m[2, 2][8, 8][1, 1] : memref<16x16xf32> to memref<8x8xf32, strided<[16, 1], offset: 34>>
  %t = memref.subview %s[1, 1][4, 4][1, 1] : memref<8x8xf32, strided<[16, 1], offset: 34>> to memref<4x4xf32, strided<[16, 1], offset: 51>>
  %x = memref.load %t[%i, %i] : memref<4x4xf32, strided<[16, 1], offset: 51>>
  return %x : f32
}
func.func @dead_alloc(%v: i32) -> i32 {
  %m = memref.alloc() : memref<4xi32>
  %c0 = arith.constant 0 : index
  memref.store %v, %m[%c0] : memref<4xi32>
  memref.dealloc %m : memref<4xi32>
  return %v : i32
}
func.func @self_copy(%m: memref<4xi32>) {
  memref.copy %m, %m : memref<4xi32> to memref<4xi32>
  return
}
func.func @dim_of_alloc(%n: index) -> index {
  %m = memref.alloc(%n) : memref<?xi32>
  %c0 = arith.constant 0 : index
  %d = memref.dim %m, %c0 : memref<?xi32>
  memref.dealloc %m : memref<?xi32>
  return %d : index
}
func.func @cast_into_subview(%m: memref<16xf32>, %i: index) -> f32 {
  %c = memref.cast %m : memref<16xf32> to memref<?xf32>
  %s = memref.subview %c[4][8][1] : memref<?xf32> to memref<8xf32, strided<[1], offset: 4>>
  %x = memref.load %s[%i] : memref<8xf32, strided<[1], offset: 4>>
  return %x : f32
}
func.func @to_tensor_to_buffer(%m: memref<4xi32>, %i: index) -> i32 {
  %t = bufferization.to_tensor %m : memref<4xi32> to tensor<4xi32>
  %b = bufferization.to_buffer %t : tensor<4xi32> to memref<4xi32>
  %x = memref.load %b[%i] : memref<4xi32>
  return %x : i32
}
func.func @clone_dealloc(%m: memref<4xi32>, %i: index) -> i32 {
  %c = bufferization.clone %m : memref<4xi32> to memref<4xi32>
  %x = memref.load %c[%i] : memref<4xi32>
  memref.dealloc %c : memref<4xi32>
  return %x : i32
}
func.func @if_to_select(%c: i1, %a: memref<4xi32>, %b: memref<4xi32>, %i: index) -> i32 {
  %m = scf.if %c -> memref<4xi32> {
    scf.yield %a : memref<4xi32>
  } else {
    scf.yield %b : memref<4xi32>
  }
  %x = memref.load %m[%i] : memref<4xi32>
  return %x : i32
}
func.func @if_to_select_store(%c: i1, %a: memref<4xi32>, %b: memref<4xi32>, %v: i32) {
  %m = scf.if %c -> memref<4xi32> {
    scf.yield %a : memref<4xi32>
  } else {
    scf.yield %b : memref<4xi32>
  }
  %c0 = arith.constant 0 : index
  memref.store %v, %m[%c0] : memref<4xi32>
  return
}
