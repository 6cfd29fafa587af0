// bufferization.clone: "Valid implementations of this operation may alias the input and
// output views or create an actual copy. Mutating the source or result of the clone
// operation after the clone operation thus leads to undefined behavior."
// (BufferizationOps.td): a target that mutates either after a clone is incorrect; a source
// doing so allows anything; writes before the clone and to other buffers stay defined.
// RUN: split-file %s %t
// RUN: not %tv-check --timeout=60 %t/src.mlir %t/tgt.mlir | FileCheck %s

// CHECK-LABEL: @tgt_store_to_source: incorrect
// CHECK-NEXT: why: target has undefined behaviour where the source has none
// CHECK-LABEL: @tgt_store_to_clone: incorrect
// CHECK-NEXT: why: target has undefined behaviour where the source has none
// CHECK-LABEL: @tgt_copy_into_source: incorrect
// CHECK-NEXT: why: target has undefined behaviour where the source has none
// CHECK-LABEL: @src_store_after_clone: proven
// CHECK-LABEL: @store_before_clone: proven
// CHECK-LABEL: @store_outside_cloned_view: proven
// CHECK-LABEL: @store_outside_cloned_view_wrong: incorrect
// CHECK-NEXT: why: memory of %m differs

//--- src.mlir
func.func @tgt_store_to_source(%m: memref<4xi32>, %v: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  memref.store %v, %m[%c1] : memref<4xi32>
  %c = bufferization.clone %m : memref<4xi32> to memref<4xi32>
  %x = memref.load %c[%c0] : memref<4xi32>
  memref.dealloc %c : memref<4xi32>
  return %x : i32
}
func.func @tgt_store_to_clone(%m: memref<4xi32>, %v: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c = bufferization.clone %m : memref<4xi32> to memref<4xi32>
  %x = memref.load %c[%c0] : memref<4xi32>
  memref.dealloc %c : memref<4xi32>
  return %x : i32
}
func.func @tgt_copy_into_source(%m: memref<4xi32>, %n: memref<4xi32>) {
  memref.copy %n, %m : memref<4xi32> to memref<4xi32>
  %c = bufferization.clone %m : memref<4xi32> to memref<4xi32>
  memref.dealloc %c : memref<4xi32>
  return
}
func.func @src_store_after_clone(%m: memref<4xi32>, %v: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c = bufferization.clone %m : memref<4xi32> to memref<4xi32>
  memref.store %v, %m[%c0] : memref<4xi32>
  %x = memref.load %c[%c0] : memref<4xi32>
  memref.dealloc %c : memref<4xi32>
  return %x : i32
}
func.func @store_before_clone(%m: memref<4xi32>, %v: i32) -> i32 {
  %c0 = arith.constant 0 : index
  memref.store %v, %m[%c0] : memref<4xi32>
  %c = bufferization.clone %m : memref<4xi32> to memref<4xi32>
  %x = memref.load %c[%c0] : memref<4xi32>
  memref.dealloc %c : memref<4xi32>
  return %x : i32
}
func.func @store_outside_cloned_view(%m: memref<8xi32>, %v: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c6 = arith.constant 6 : index
  %s = memref.subview %m[0] [4] [1] : memref<8xi32> to memref<4xi32, strided<[1]>>
  %c = bufferization.clone %s : memref<4xi32, strided<[1]>> to memref<4xi32>
  memref.store %v, %m[%c6] : memref<8xi32>
  %x = memref.load %c[%c0] : memref<4xi32>
  memref.dealloc %c : memref<4xi32>
  return %x : i32
}
func.func @store_outside_cloned_view_wrong(%m: memref<8xi32>, %v: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c6 = arith.constant 6 : index
  %s = memref.subview %m[0] [4] [1] : memref<8xi32> to memref<4xi32, strided<[1]>>
  %c = bufferization.clone %s : memref<4xi32, strided<[1]>> to memref<4xi32>
  memref.store %v, %m[%c6] : memref<8xi32>
  %x = memref.load %c[%c0] : memref<4xi32>
  memref.dealloc %c : memref<4xi32>
  return %x : i32
}

//--- tgt.mlir
func.func @tgt_store_to_source(%m: memref<4xi32>, %v: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c = bufferization.clone %m : memref<4xi32> to memref<4xi32>
  %x = memref.load %c[%c0] : memref<4xi32>
  memref.store %v, %m[%c1] : memref<4xi32>
  memref.dealloc %c : memref<4xi32>
  return %x : i32
}
func.func @tgt_store_to_clone(%m: memref<4xi32>, %v: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c = bufferization.clone %m : memref<4xi32> to memref<4xi32>
  %x = memref.load %c[%c0] : memref<4xi32>
  memref.store %v, %c[%c0] : memref<4xi32>
  memref.dealloc %c : memref<4xi32>
  return %x : i32
}
func.func @tgt_copy_into_source(%m: memref<4xi32>, %n: memref<4xi32>) {
  %c = bufferization.clone %m : memref<4xi32> to memref<4xi32>
  memref.copy %n, %m : memref<4xi32> to memref<4xi32>
  memref.dealloc %c : memref<4xi32>
  return
}
func.func @src_store_after_clone(%m: memref<4xi32>, %v: i32) -> i32 {
  return %v : i32
}
func.func @store_before_clone(%m: memref<4xi32>, %v: i32) -> i32 {
  %c0 = arith.constant 0 : index
  memref.store %v, %m[%c0] : memref<4xi32>
  return %v : i32
}
func.func @store_outside_cloned_view(%m: memref<8xi32>, %v: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c6 = arith.constant 6 : index
  %x = memref.load %m[%c0] : memref<8xi32>
  memref.store %v, %m[%c6] : memref<8xi32>
  return %x : i32
}
func.func @store_outside_cloned_view_wrong(%m: memref<8xi32>, %v: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %x = memref.load %m[%c0] : memref<8xi32>
  return %x : i32
}
