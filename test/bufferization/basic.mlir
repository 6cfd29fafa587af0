// bufferization ops through tv-check: to_tensor, to_buffer, clone, alloc_tensor, materialize_in_destination and dealloc, with linalg on buffers; correct rewrites proven, wrong ones incorrect.
// RUN: split-file %s %t
// RUN: not %tv-check --timeout=60 %t/src.mlir %t/tgt.mlir | FileCheck %s

// CHECK-LABEL: @to_tensor_extract: proven
// CHECK-LABEL: @to_tensor_after_store: incorrect
// CHECK-NEXT: why: result #0 {{differs|is poison in the target but not in the source}} at index [0]
// CHECK-LABEL: @clone_independent: proven
// CHECK-LABEL: @to_buffer_roundtrip: proven
// CHECK-LABEL: @alloc_tensor_copy: proven
// CHECK-LABEL: @materialize_buffer: proven
// CHECK-LABEL: @materialize_wrong: incorrect
// CHECK-NEXT: why: memory of %d differs at element {{[0-7]}}
// CHECK-LABEL: @linalg_on_buffers: proven
// CHECK-LABEL: @dealloc_retained: incorrect
// CHECK-NEXT: why: target has undefined behaviour where the source has none

//--- src.mlir
func.func @to_tensor_extract(%m: memref<4xi32>, %i: index) -> i32 {
  %t = bufferization.to_tensor %m : memref<4xi32> to tensor<4xi32>
  %x = tensor.extract %t[%i] : tensor<4xi32>
  return %x : i32
}
func.func @to_tensor_after_store(%m: memref<4xi32>, %v: i32) -> tensor<4xi32> {
  %c0 = arith.constant 0 : index
  memref.store %v, %m[%c0] : memref<4xi32>
  %t = bufferization.to_tensor %m : memref<4xi32> to tensor<4xi32>
  return %t : tensor<4xi32>
}
func.func @clone_independent(%m: memref<4xi32>, %v: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c = bufferization.clone %m : memref<4xi32> to memref<4xi32>
  memref.store %v, %m[%c0] : memref<4xi32>
  %x = memref.load %c[%c0] : memref<4xi32>
  memref.dealloc %c : memref<4xi32>
  return %x : i32
}
func.func @to_buffer_roundtrip(%t: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %m = bufferization.to_buffer %t : tensor<2x3xf32> to memref<2x3xf32>
  %u = bufferization.to_tensor %m : memref<2x3xf32> to tensor<2x3xf32>
  return %u : tensor<2x3xf32>
}
func.func @alloc_tensor_copy(%t: tensor<4xi8>) -> tensor<4xi8> {
  %a = bufferization.alloc_tensor() copy(%t) : tensor<4xi8>
  return %a : tensor<4xi8>
}
func.func @materialize_buffer(%t: tensor<8xi32>, %d: memref<8xi32>) {
  bufferization.materialize_in_destination %t in restrict writable %d : (tensor<8xi32>, memref<8xi32>) -> ()
  return
}
func.func @materialize_wrong(%t: tensor<8xi32>, %d: memref<8xi32>) {
  bufferization.materialize_in_destination %t in restrict writable %d : (tensor<8xi32>, memref<8xi32>) -> ()
  return
}
func.func @linalg_on_buffers(%a: memref<4xi32>, %b: memref<4xi32>, %o: memref<4xi32>) {
  linalg.add ins(%a, %b : memref<4xi32>, memref<4xi32>) outs(%o : memref<4xi32>)
  return
}
func.func @dealloc_retained(%c: i1) -> i32 {
  %m = memref.alloc() : memref<4xi32>
  %c0 = arith.constant 0 : index
  %k = arith.constant 7 : i32
  memref.store %k, %m[%c0] : memref<4xi32>
  %r = bufferization.dealloc (%m : memref<4xi32>) if (%c) retain (%m : memref<4xi32>)
  %x = memref.load %m[%c0] : memref<4xi32>
  return %x : i32
}

//--- tgt.mlir
func.func @to_tensor_extract(%m: memref<4xi32>, %i: index) -> i32 {
  %x = memref.load %m[%i] : memref<4xi32>
  return %x : i32
}
func.func @to_tensor_after_store(%m: memref<4xi32>, %v: i32) -> tensor<4xi32> {
  %c0 = arith.constant 0 : index
  %t = bufferization.to_tensor %m : memref<4xi32> to tensor<4xi32>
  memref.store %v, %m[%c0] : memref<4xi32>
  return %t : tensor<4xi32>
}
func.func @clone_independent(%m: memref<4xi32>, %v: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %x = memref.load %m[%c0] : memref<4xi32>
  memref.store %v, %m[%c0] : memref<4xi32>
  return %x : i32
}
func.func @to_buffer_roundtrip(%t: tensor<2x3xf32>) -> tensor<2x3xf32> {
  return %t : tensor<2x3xf32>
}
func.func @alloc_tensor_copy(%t: tensor<4xi8>) -> tensor<4xi8> {
  return %t : tensor<4xi8>
}
func.func @materialize_buffer(%t: tensor<8xi32>, %d: memref<8xi32>) {
  %m = bufferization.to_buffer %t : tensor<8xi32> to memref<8xi32>
  memref.copy %m, %d : memref<8xi32> to memref<8xi32>
  return
}
func.func @materialize_wrong(%t: tensor<8xi32>, %d: memref<8xi32>) {
  %s = tensor.extract_slice %t[0][4][1] : tensor<8xi32> to tensor<4xi32>
  %v = memref.subview %d[0][4][1] : memref<8xi32> to memref<4xi32, strided<[1]>>
  bufferization.materialize_in_destination %s in restrict writable %v : (tensor<4xi32>, memref<4xi32, strided<[1]>>) -> ()
  return
}
func.func @linalg_on_buffers(%a: memref<4xi32>, %b: memref<4xi32>, %o: memref<4xi32>) {
  %ta = bufferization.to_tensor %a : memref<4xi32> to tensor<4xi32>
  %tb = bufferization.to_tensor %b : memref<4xi32> to tensor<4xi32>
  %e = tensor.empty() : tensor<4xi32>
  %r = linalg.add ins(%ta, %tb : tensor<4xi32>, tensor<4xi32>) outs(%e : tensor<4xi32>) -> tensor<4xi32>
  bufferization.materialize_in_destination %r in restrict writable %o : (tensor<4xi32>, memref<4xi32>) -> ()
  return
}
func.func @dealloc_retained(%c: i1) -> i32 {
  %m = memref.alloc() : memref<4xi32>
  %c0 = arith.constant 0 : index
  %k = arith.constant 7 : i32
  memref.store %k, %m[%c0] : memref<4xi32>
  memref.dealloc %m : memref<4xi32>
  %x = memref.load %m[%c0] : memref<4xi32>
  return %x : i32
}
