// tv-run of linalg ops on memrefs (docs/semantics.md 12, linalg.c lin_alias_ub): the inputs'
// whole views are read, every output element is computed, then the outputs are written; an
// output that overlaps another operand is undefined behaviour unless both are the same view
// through the same indexing map (in place, elementwise), as in the encoder.
// RUN: %tv-run %s @fill_add "dense<[1.0, 2.0, 3.0]>" "dense<0.0>" | FileCheck %s --check-prefix=ADD
// ADD: memref %arg1 = [1.5, 2.5, 3.5] : memref<3xf32>
// RUN: %tv-run %s @in_place "dense<[1, 2, 3, 4]>" | FileCheck %s --check-prefix=INPLACE
// INPLACE: memref %arg0 = [2, 4, 6, 8] : memref<4xi32>
// RUN: not %tv-run %s @shifted "dense<[1, 2, 3, 4]>" | FileCheck %s --check-prefix=SHIFT
// SHIFT: undefined behaviour: output 1 overlaps operand 0 at
// RUN: %tv-run %s @disjoint "dense<[1, 2, 3, 4]>" | FileCheck %s --check-prefix=DISJOINT
// DISJOINT: memref %arg0 = [1, 2, 1, 2] : memref<4xi32>
// RUN: not %tv-run %s @uninit_in | FileCheck %s --check-prefix=UNINIT
// UNINIT: undefined behaviour: read of an element never written (operand 0) at

#id = affine_map<(d0) -> (d0)>

func.func @fill_add(%x: memref<3xf32>, %y: memref<3xf32>) {
  %h = arith.constant 0.5 : f32
  linalg.fill ins(%h : f32) outs(%y : memref<3xf32>)
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%x : memref<3xf32>) outs(%y : memref<3xf32>) {
  ^bb0(%a: f32, %b: f32):
    %s = arith.addf %a, %b : f32
    linalg.yield %s : f32
  }
  return
}

func.func @in_place(%x: memref<4xi32>) {
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%x : memref<4xi32>) outs(%x : memref<4xi32>) {
  ^bb0(%a: i32, %b: i32):
    %s = arith.addi %a, %b : i32
    linalg.yield %s : i32
  }
  return
}

func.func @shifted(%x: memref<4xi32>) {
  %a = memref.subview %x[0] [3] [1] : memref<4xi32> to memref<3xi32, strided<[1]>>
  %b = memref.subview %x[1] [3] [1] : memref<4xi32> to memref<3xi32, strided<[1], offset: 1>>
  linalg.copy ins(%a : memref<3xi32, strided<[1]>>) outs(%b : memref<3xi32, strided<[1], offset: 1>>)
  return
}

func.func @disjoint(%x: memref<4xi32>) {
  %a = memref.subview %x[0] [2] [1] : memref<4xi32> to memref<2xi32, strided<[1]>>
  %b = memref.subview %x[2] [2] [1] : memref<4xi32> to memref<2xi32, strided<[1], offset: 2>>
  linalg.copy ins(%a : memref<2xi32, strided<[1]>>) outs(%b : memref<2xi32, strided<[1], offset: 2>>)
  return
}

func.func @uninit_in() -> i32 {
  %a = memref.alloca() : memref<2xi32>
  %b = memref.alloca() : memref<2xi32>
  linalg.copy ins(%a : memref<2xi32>) outs(%b : memref<2xi32>)
  %c0 = arith.constant 0 : index
  %r = memref.load %b[%c0] : memref<2xi32>
  return %r : i32
}
