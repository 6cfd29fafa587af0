// Parallel loops run their iterations in an unspecified order ("When the parallel function
// body has side effects, their order is unspecified across threads", SCFOps.td; semantics.md
// "Parallel iterations that conflict"). tv encodes them in row-major order, which stands
// for every order only when no iteration writes an element another one reads or writes.
// A target parallel loop whose iterations conflict is therefore never proven (before, a
// loop carrying a dependence through memory was proven equal to its sequential form);
// iterations that touch disjoint elements are. As a source, a racy parallel loop may take
// the row-major order, so its sequential form is proven. Two arguments of one type may
// overlap, which makes a copy between them racy: @scf_independent copies between types.
// RUN: split-file %s %t
// RUN: not %tv-check --timeout=120 %t/src.mlir %t/tgt.mlir | FileCheck %s
// RUN: %tv-check --timeout=120 %t/tgt.mlir %t/src.mlir | FileCheck %s --check-prefix=REV

// CHECK-LABEL: @carried: inconclusive (the counterexample has iterations of affine.parallel at {{.*}}tgt.mlir:{{[0-9]+}}:3 that conflict (one writes an element another accesses): their order is unspecified
// CHECK-LABEL: @independent: proven
// CHECK-LABEL: @scf_carried: inconclusive (the counterexample has iterations of scf.parallel at
// CHECK-LABEL: @scf_independent: proven
// CHECK-LABEL: @same_element: inconclusive (the counterexample has iterations of affine.parallel
// CHECK-LABEL: @same_value: proven
// CHECK-LABEL: @disjoint_views: proven
// CHECK-LABEL: @overlapping_views: inconclusive (the counterexample has iterations of scf.forall
// REV-LABEL: @carried: proven
// REV-LABEL: @independent: proven

//--- src.mlir
func.func @carried(%a: memref<8xi32>) {
  affine.for %i = 0 to 4 {
    %v = affine.load %a[%i] : memref<8xi32>
    %c1 = arith.constant 1 : i32
    %w = arith.addi %v, %c1 : i32
    affine.store %w, %a[%i + 1] : memref<8xi32>
  }
  return
}
func.func @independent(%a: memref<8xi32>) {
  affine.for %i = 0 to 8 {
    %v = affine.load %a[%i] : memref<8xi32>
    %w = arith.muli %v, %v : i32
    affine.store %w, %a[%i] : memref<8xi32>
  }
  return
}
func.func @scf_carried(%a: memref<8xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %c4 step %c1 {
    %v = memref.load %a[%i] : memref<8xi32>
    %j = arith.addi %i, %c1 : index
    memref.store %v, %a[%j] : memref<8xi32>
  }
  return
}
func.func @scf_independent(%a: memref<8xi32>, %b: memref<8xi64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  scf.for %i = %c0 to %c8 step %c1 {
    %v = memref.load %a[%i] : memref<8xi32>
    %w = arith.extsi %v : i32 to i64
    memref.store %w, %b[%i] : memref<8xi64>
  }
  return
}
// every iteration writes the same element: the last one's value stays
func.func @same_element(%a: memref<8xi32>) {
  affine.for %i = 0 to 4 {
    %v = arith.index_cast %i : index to i32
    affine.store %v, %a[0] : memref<8xi32>
  }
  return
}

// every iteration writes the same value to one element: either order leaves it
func.func @same_value(%a: memref<i64>) {
  %c2 = arith.constant 2 : i64
  affine.for %i = 0 to 4 {
    affine.store %c2, %a[] : memref<i64>
  }
  return
}
// whole-view writes (linalg on memrefs) of disjoint halves, and of windows that overlap
func.func @disjoint_views(%a: memref<8xi32>, %x: i32) {
  affine.for %i = 0 to 2 {
    %o = affine.apply affine_map<(d0) -> (d0 * 4)>(%i)
    %v = memref.subview %a[%o] [4] [1] : memref<8xi32> to memref<4xi32, strided<[1], offset: ?>>
    linalg.fill ins(%x : i32) outs(%v : memref<4xi32, strided<[1], offset: ?>>)
  }
  return
}
func.func @overlapping_views(%a: memref<8xi32>, %x: i32) {
  affine.for %i = 0 to 2 {
    %o = affine.apply affine_map<(d0) -> (d0 * 2)>(%i)
    %v = memref.subview %a[%o] [4] [1] : memref<8xi32> to memref<4xi32, strided<[1], offset: ?>>
    %y = arith.index_cast %i : index to i32
    %z = arith.addi %x, %y : i32
    linalg.fill ins(%z : i32) outs(%v : memref<4xi32, strided<[1], offset: ?>>)
  }
  return
}

//--- tgt.mlir
func.func @carried(%a: memref<8xi32>) {
  affine.parallel (%i) = (0) to (4) {
    %v = affine.load %a[%i] : memref<8xi32>
    %c1 = arith.constant 1 : i32
    %w = arith.addi %v, %c1 : i32
    affine.store %w, %a[%i + 1] : memref<8xi32>
  }
  return
}
func.func @independent(%a: memref<8xi32>) {
  affine.parallel (%i) = (0) to (8) {
    %v = affine.load %a[%i] : memref<8xi32>
    %w = arith.muli %v, %v : i32
    affine.store %w, %a[%i] : memref<8xi32>
  }
  return
}
func.func @scf_carried(%a: memref<8xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.parallel (%i) = (%c0) to (%c4) step (%c1) {
    %v = memref.load %a[%i] : memref<8xi32>
    %j = arith.addi %i, %c1 : index
    memref.store %v, %a[%j] : memref<8xi32>
  }
  return
}
func.func @scf_independent(%a: memref<8xi32>, %b: memref<8xi64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  scf.parallel (%i) = (%c0) to (%c8) step (%c1) {
    %v = memref.load %a[%i] : memref<8xi32>
    %w = arith.extsi %v : i32 to i64
    memref.store %w, %b[%i] : memref<8xi64>
  }
  return
}
func.func @same_element(%a: memref<8xi32>) {
  affine.parallel (%i) = (0) to (4) {
    %v = arith.index_cast %i : index to i32
    affine.store %v, %a[0] : memref<8xi32>
  }
  return
}

func.func @same_value(%a: memref<i64>) {
  %c2 = arith.constant 2 : i64
  affine.parallel (%i) = (0) to (4) {
    affine.store %c2, %a[] : memref<i64>
  }
  return
}
func.func @disjoint_views(%a: memref<8xi32>, %x: i32) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  scf.forall (%i) in (%c2) {
    %o = affine.apply affine_map<(d0) -> (d0 * 4)>(%i)
    %v = memref.subview %a[%o] [4] [1] : memref<8xi32> to memref<4xi32, strided<[1], offset: ?>>
    linalg.fill ins(%x : i32) outs(%v : memref<4xi32, strided<[1], offset: ?>>)
  }
  return
}
func.func @overlapping_views(%a: memref<8xi32>, %x: i32) {
  %c2 = arith.constant 2 : index
  scf.forall (%i) in (%c2) {
    %o = affine.apply affine_map<(d0) -> (d0 * 2)>(%i)
    %v = memref.subview %a[%o] [4] [1] : memref<8xi32> to memref<4xi32, strided<[1], offset: ?>>
    %y = arith.index_cast %i : index to i32
    %z = arith.addi %x, %y : i32
    linalg.fill ins(%z : i32) outs(%v : memref<4xi32, strided<[1], offset: ?>>)
  }
  return
}
