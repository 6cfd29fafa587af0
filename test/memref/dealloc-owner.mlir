// memref.dealloc of a value that is not the result of an allocation (a subview, a cast, a
// function argument) is UB ("should not be called on memrefs which alias an alloc'd memref
// (e.g. memrefs returned by view operations)", MemRefOps.td): a target introducing one is
// incorrect, a source doing one allows anything.
// RUN: split-file %s %t
// RUN: not %tv-check --timeout=60 %t/src.mlir %t/tgt.mlir | FileCheck %s

// CHECK-LABEL: @tgt_dealloc_subview: incorrect
// CHECK-NEXT: why: target has undefined behaviour where the source has none
// CHECK-LABEL: @tgt_dealloc_cast: incorrect
// CHECK-NEXT: why: target has undefined behaviour where the source has none
// CHECK-LABEL: @tgt_dealloc_arg: incorrect
// CHECK-NEXT: why: {{target has undefined behaviour where the source has none|memory of arg0 is deallocated in the target but not in the source}}
// CHECK-LABEL: @src_dealloc_subview: proven
// CHECK-LABEL: @src_dealloc_cast: proven
// CHECK-LABEL: @dealloc_alloc: proven
// CHECK-LABEL: @dealloc_through_if: proven

//--- src.mlir
func.func @tgt_dealloc_subview(%v: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %m = memref.alloc() : memref<4xi32>
  memref.store %v, %m[%c0] : memref<4xi32>
  %x = memref.load %m[%c0] : memref<4xi32>
  memref.dealloc %m : memref<4xi32>
  return %x : i32
}
func.func @tgt_dealloc_cast(%v: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %m = memref.alloc() : memref<4xi32>
  memref.store %v, %m[%c0] : memref<4xi32>
  %x = memref.load %m[%c0] : memref<4xi32>
  memref.dealloc %m : memref<4xi32>
  return %x : i32
}
func.func @tgt_dealloc_arg(%a: memref<4xi32>, %v: i32) -> i32 {
  return %v : i32
}
func.func @src_dealloc_subview(%v: i32) -> i32 {
  %m = memref.alloc() : memref<4xi32>
  %s = memref.subview %m[0] [4] [1] : memref<4xi32> to memref<4xi32, strided<[1]>>
  memref.dealloc %s : memref<4xi32, strided<[1]>>
  return %v : i32
}
func.func @src_dealloc_cast(%v: i32) -> i32 {
  %m = memref.alloc() : memref<4xi32>
  %c = memref.cast %m : memref<4xi32> to memref<?xi32>
  memref.dealloc %c : memref<?xi32>
  return %v : i32
}
func.func @dealloc_alloc(%v: i32) -> i32 {
  %m = memref.alloc() : memref<4xi32>
  memref.dealloc %m : memref<4xi32>
  return %v : i32
}
func.func @dealloc_through_if(%c: i1, %v: i32) -> i32 {
  %m = memref.alloc() : memref<4xi32>
  %n = memref.alloc() : memref<4xi32>
  %p = scf.if %c -> memref<4xi32> {
    scf.yield %m : memref<4xi32>
  } else {
    scf.yield %n : memref<4xi32>
  }
  memref.dealloc %p : memref<4xi32>
  return %v : i32
}

//--- tgt.mlir
func.func @tgt_dealloc_subview(%v: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %m = memref.alloc() : memref<4xi32>
  memref.store %v, %m[%c0] : memref<4xi32>
  %x = memref.load %m[%c0] : memref<4xi32>
  %s = memref.subview %m[0] [4] [1] : memref<4xi32> to memref<4xi32, strided<[1]>>
  memref.dealloc %s : memref<4xi32, strided<[1]>>
  return %x : i32
}
func.func @tgt_dealloc_cast(%v: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %m = memref.alloc() : memref<4xi32>
  memref.store %v, %m[%c0] : memref<4xi32>
  %x = memref.load %m[%c0] : memref<4xi32>
  %c = memref.cast %m : memref<4xi32> to memref<?xi32>
  memref.dealloc %c : memref<?xi32>
  return %x : i32
}
func.func @tgt_dealloc_arg(%a: memref<4xi32>, %v: i32) -> i32 {
  memref.dealloc %a : memref<4xi32>
  return %v : i32
}
func.func @src_dealloc_subview(%v: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %r = arith.addi %v, %c1 : i32
  return %r : i32
}
func.func @src_dealloc_cast(%v: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %r = arith.addi %v, %c1 : i32
  return %r : i32
}
func.func @dealloc_alloc(%v: i32) -> i32 {
  return %v : i32
}
func.func @dealloc_through_if(%c: i1, %v: i32) -> i32 {
  %m = memref.alloc() : memref<4xi32>
  %n = memref.alloc() : memref<4xi32>
  %p = arith.select %c, %m, %n : memref<4xi32>
  memref.dealloc %p : memref<4xi32>
  return %v : i32
}
