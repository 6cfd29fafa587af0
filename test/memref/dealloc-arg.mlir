// memref.dealloc of a function argument, or of the base buffer extract_strided_metadata
// gives for one, is UB: "When a MemRef is passed as a function argument, ownership is never
// acquired. It is always the caller's responsibility to deallocate such MemRefs."
// (mlir/docs/OwnershipBasedBufferDeallocation.md, "Function boundary ABI"). A target that
// inserts one is incorrect (the run confirms it); a source that has one allows every target.
// RUN: split-file %s %t
// RUN: not %tv-check --timeout=60 %t/src.mlir %t/tgt.mlir | FileCheck %s

// CHECK-LABEL: @tgt_frees_arg: incorrect
// CHECK-NEXT: why: target has undefined behaviour where the source has none
// CHECK: executed: {{.*}}; target has undefined behaviour: deallocation of an argument's buffer (the caller owns it) at {{.*}}tgt.mlir:4:3
// CHECK-LABEL: @src_frees_arg: proven
// CHECK-LABEL: @src_frees_arg_base: proven
// CHECK-LABEL: @tgt_frees_arg_base: incorrect
// CHECK-NEXT: why: target has undefined behaviour where the source has none
// CHECK: executed: {{.*}}; target has undefined behaviour: deallocation of an argument's buffer (the caller owns it) at
// CHECK-LABEL: @free_alloc_base: proven
// CHECK-LABEL: @tgt_frees_arg_view: incorrect

//--- src.mlir
func.func @tgt_frees_arg(%a: memref<4xi32>, %v: i32) -> i32 {
  %c0 = arith.constant 0 : index
  memref.store %v, %a[%c0] : memref<4xi32>
  return %v : i32
}
func.func @src_frees_arg(%a: memref<4xi32>, %v: i32) -> i32 {
  memref.dealloc %a : memref<4xi32>
  return %v : i32
}
func.func @src_frees_arg_base(%a: memref<4xi32>, %v: i32) -> i32 {
  %base, %off, %sz, %st = memref.extract_strided_metadata %a : memref<4xi32> -> memref<i32>, index, index, index
  memref.dealloc %base : memref<i32>
  return %v : i32
}
func.func @tgt_frees_arg_base(%a: memref<4xi32>, %v: i32) -> i32 {
  return %v : i32
}
func.func @free_alloc_base(%v: i32) -> i32 {
  %m = memref.alloc() : memref<4xi32>
  %s = memref.subview %m[1] [2] [1] : memref<4xi32> to memref<2xi32, strided<[1], offset: 1>>
  %base, %off, %sz, %st = memref.extract_strided_metadata %s : memref<2xi32, strided<[1], offset: 1>> -> memref<i32>, index, index, index
  memref.dealloc %base : memref<i32>
  return %v : i32
}
func.func @tgt_frees_arg_view(%a: memref<4xi32>, %v: i32) -> i32 {
  return %v : i32
}

//--- tgt.mlir
func.func @tgt_frees_arg(%a: memref<4xi32>, %v: i32) -> i32 {
  %c0 = arith.constant 0 : index
  memref.store %v, %a[%c0] : memref<4xi32>
  memref.dealloc %a : memref<4xi32>
  return %v : i32
}
func.func @src_frees_arg(%a: memref<4xi32>, %v: i32) -> i32 {
  %c0 = arith.constant 0 : index
  memref.store %v, %a[%c0] : memref<4xi32>
  %c1 = arith.constant 1 : i32
  return %c1 : i32
}
func.func @src_frees_arg_base(%a: memref<4xi32>, %v: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  return %c1 : i32
}
func.func @tgt_frees_arg_base(%a: memref<4xi32>, %v: i32) -> i32 {
  %base, %off, %sz, %st = memref.extract_strided_metadata %a : memref<4xi32> -> memref<i32>, index, index, index
  memref.dealloc %base : memref<i32>
  return %v : i32
}
func.func @free_alloc_base(%v: i32) -> i32 {
  return %v : i32
}
func.func @tgt_frees_arg_view(%a: memref<4xi32>, %v: i32) -> i32 {
  %c = memref.cast %a : memref<4xi32> to memref<?xi32>
  memref.dealloc %c : memref<?xi32>
  return %v : i32
}
