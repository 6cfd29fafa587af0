// memref.copy, linalg.copy and a linalg.generic copy of uninitialized elements agree: reading
// one is UB in all three (and in the loads convert-linalg-to-loops makes of linalg.copy), so
// replacing one copy by another is proven in both directions; before, memref.copy copied
// "uninitialized" without UB and linalg.copy -> memref.copy was incorrect (semantics.md 12).
// RUN: split-file %s %t
// RUN: %tv-check --timeout=60 %t/a.mlir %t/b.mlir | FileCheck %s
// RUN: %tv-check --timeout=60 %t/b.mlir %t/a.mlir | FileCheck %s
// RUN: %tv-check --timeout=60 %t/a.mlir %t/c.mlir | FileCheck %s
// RUN: %tv-check --timeout=60 %t/c.mlir %t/a.mlir | FileCheck %s
// RUN: not %tv-check --timeout=60 %t/partial.mlir %t/partial-tgt.mlir | FileCheck %s --check-prefix=PARTIAL

// CHECK-LABEL: @fresh: proven
// CHECK-LABEL: @half_written: proven

// A copy is UB only through the uninitialized elements it reads: the source copies element 1
// (written), the target all four (three uninitialized).
// PARTIAL-LABEL: @partial: incorrect
// PARTIAL-NEXT: why: target has undefined behaviour where the source has none

//--- a.mlir
func.func @fresh(%out: memref<4xf32>) {
  %a = memref.alloc() : memref<4xf32>
  memref.copy %a, %out : memref<4xf32> to memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  return
}
func.func @half_written(%out: memref<4xf32>, %v: f32) {
  %c1 = arith.constant 1 : index
  %a = memref.alloc() : memref<4xf32>
  memref.store %v, %a[%c1] : memref<4xf32>
  memref.copy %a, %out : memref<4xf32> to memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  return
}

//--- b.mlir
func.func @fresh(%out: memref<4xf32>) {
  %a = memref.alloc() : memref<4xf32>
  linalg.copy ins(%a : memref<4xf32>) outs(%out : memref<4xf32>)
  memref.dealloc %a : memref<4xf32>
  return
}
func.func @half_written(%out: memref<4xf32>, %v: f32) {
  %c1 = arith.constant 1 : index
  %a = memref.alloc() : memref<4xf32>
  memref.store %v, %a[%c1] : memref<4xf32>
  linalg.copy ins(%a : memref<4xf32>) outs(%out : memref<4xf32>)
  memref.dealloc %a : memref<4xf32>
  return
}

//--- c.mlir
#id = affine_map<(d0) -> (d0)>
func.func @fresh(%out: memref<4xf32>) {
  %a = memref.alloc() : memref<4xf32>
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%a : memref<4xf32>) outs(%out : memref<4xf32>) {
  ^bb0(%in: f32, %o: f32):
    linalg.yield %in : f32
  }
  memref.dealloc %a : memref<4xf32>
  return
}
func.func @half_written(%out: memref<4xf32>, %v: f32) {
  %c1 = arith.constant 1 : index
  %a = memref.alloc() : memref<4xf32>
  memref.store %v, %a[%c1] : memref<4xf32>
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]}
      ins(%a : memref<4xf32>) outs(%out : memref<4xf32>) {
  ^bb0(%in: f32, %o: f32):
    linalg.yield %in : f32
  }
  memref.dealloc %a : memref<4xf32>
  return
}

//--- partial.mlir
func.func @partial(%out: memref<4xf32>, %v: f32) {
  %c1 = arith.constant 1 : index
  %a = memref.alloc() : memref<4xf32>
  memref.store %v, %a[%c1] : memref<4xf32>
  %s = memref.subview %a[1] [1] [1] : memref<4xf32> to memref<1xf32, strided<[1], offset: 1>>
  %d = memref.subview %out[1] [1] [1] : memref<4xf32> to memref<1xf32, strided<[1], offset: 1>>
  memref.copy %s, %d : memref<1xf32, strided<[1], offset: 1>> to memref<1xf32, strided<[1], offset: 1>>
  memref.dealloc %a : memref<4xf32>
  return
}

//--- partial-tgt.mlir
func.func @partial(%out: memref<4xf32>, %v: f32) {
  %c1 = arith.constant 1 : index
  %a = memref.alloc() : memref<4xf32>
  memref.store %v, %a[%c1] : memref<4xf32>
  memref.copy %a, %out : memref<4xf32> to memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  return
}
