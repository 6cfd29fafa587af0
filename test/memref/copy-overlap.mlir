// memref.copy between overlapping views is UB unless they are the same view (semantics.md
// 12.1): MLIR lowers a contiguous copy to llvm.intr.memcpy (MemRefToLLVM.cpp,
// MemRefCopyOpLowering::lowerToMemCopyIntrinsic), whose operands "must either be equal or
// non-overlapping" (LLVM LangRef, llvm.memcpy), and affine.dma_start: "If the source and
// destination locations overlap the behavior of this operation is not defined." So after a
// copy the two views hold the same elements (a use of one may become a use of the other),
// a copy may become a linalg.generic copy (itself UB on overlapping operands), and a target
// that introduces a copy between views that may overlap, where the source copies element by
// element, is incorrect. Until issue 31 a copy read the whole source first (memmove).
// RUN: split-file %s %t
// RUN: not %tv-check --timeout=60 %t/src.mlir %t/tgt.mlir | FileCheck %s
// RUN: not %tv-check --timeout=60 %t/tgt.mlir %t/src.mlir | FileCheck %s --check-prefix=BACK
// RUN: %tv-opt --tv-verify-each --tv-timeout=60 --tv-on-failure=warn --linalg-generalize-named-ops %t/named.mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=PLUGIN

// CHECK-LABEL: @use_other_operand: proven
// CHECK-LABEL: @to_generic: proven
// CHECK-LABEL: @same_view: proven
// CHECK-LABEL: @introduced_copy: incorrect
// CHECK-NEXT: why: target has undefined behaviour where the source has none ({{%b starts at %a [+-] [0-9]+}})
// CHECK: executed: source returns nothing {{.*}}; target has undefined behaviour: copy between overlapping views that are not the same view at {{.*}}tgt.mlir
// CHECK-LABEL: @disjoint_subviews: proven

// Backwards: a source whose copy may overlap allows the element-wise target there; a copy
// onto itself still writes (UB on a read-only argument), so dropping it is not undone.
// BACK-LABEL: @use_other_operand: proven
// BACK-LABEL: @to_generic: proven
// BACK-LABEL: @same_view: incorrect
// BACK: executed: {{.*}}target has undefined behaviour: write to read-only memory
// BACK-LABEL: @introduced_copy: proven
// BACK-LABEL: @disjoint_subviews: proven

// PLUGIN-NOT: incorrect
// PLUGIN: 2 proven, 0 incorrect

//--- src.mlir
func.func @use_other_operand(%a: memref<4xi32>, %b: memref<4xi32>) -> i32 {
  %c0 = arith.constant 0 : index
  memref.copy %a, %b : memref<4xi32> to memref<4xi32>
  %x = memref.load %b[%c0] : memref<4xi32>
  return %x : i32
}
func.func @to_generic(%a: memref<4xf32>, %b: memref<4xf32>) {
  memref.copy %a, %b : memref<4xf32> to memref<4xf32>
  return
}
func.func @same_view(%a: memref<4xi32>) {
  memref.copy %a, %a : memref<4xi32> to memref<4xi32>
  return
}
func.func @introduced_copy(%a: memref<2xi32>, %b: memref<2xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %x = memref.load %a[%c0] : memref<2xi32>
  %y = memref.load %a[%c1] : memref<2xi32>
  memref.store %x, %b[%c0] : memref<2xi32>
  memref.store %y, %b[%c1] : memref<2xi32>
  return
}
func.func @disjoint_subviews(%m: memref<8xi32>) {
  %lo = memref.subview %m[0] [4] [1] : memref<8xi32> to memref<4xi32, strided<[1]>>
  %hi = memref.subview %m[4] [4] [1] : memref<8xi32> to memref<4xi32, strided<[1], offset: 4>>
  memref.copy %lo, %hi : memref<4xi32, strided<[1]>> to memref<4xi32, strided<[1], offset: 4>>
  return
}

//--- tgt.mlir
#id = affine_map<(d0) -> (d0)>
func.func @use_other_operand(%a: memref<4xi32>, %b: memref<4xi32>) -> i32 {
  %c0 = arith.constant 0 : index
  memref.copy %a, %b : memref<4xi32> to memref<4xi32>
  %x = memref.load %a[%c0] : memref<4xi32>
  return %x : i32
}
func.func @to_generic(%a: memref<4xf32>, %b: memref<4xf32>) {
  linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel"]} ins(%a : memref<4xf32>) outs(%b : memref<4xf32>) {
  ^bb0(%x: f32, %y: f32):
    linalg.yield %x : f32
  }
  return
}
func.func @same_view(%a: memref<4xi32>) {
  return
}
func.func @introduced_copy(%a: memref<2xi32>, %b: memref<2xi32>) {
  memref.copy %a, %b : memref<2xi32> to memref<2xi32>
  return
}
func.func @disjoint_subviews(%m: memref<8xi32>) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %lo = memref.subview %m[0] [4] [1] : memref<8xi32> to memref<4xi32, strided<[1]>>
  %hi = memref.subview %m[4] [4] [1] : memref<8xi32> to memref<4xi32, strided<[1], offset: 4>>
  linalg.copy ins(%lo : memref<4xi32, strided<[1]>>) outs(%hi : memref<4xi32, strided<[1], offset: 4>>)
  return
}

//--- named.mlir
// A copy feeding a named op, generalized: the copy's operands need not be told apart.
func.func @copy_then_add(%a: memref<4xf32>, %b: memref<4xf32>, %c: memref<4xf32>) {
  memref.copy %a, %b : memref<4xf32> to memref<4xf32>
  linalg.add ins(%a, %b : memref<4xf32>, memref<4xf32>) outs(%c : memref<4xf32>)
  return
}
func.func @copy_named(%a: memref<4x?xf32>, %b: memref<4x?xf32>) {
  memref.copy %a, %b : memref<4x?xf32> to memref<4x?xf32>
  linalg.copy ins(%a : memref<4x?xf32>) outs(%b : memref<4x?xf32>)
  return
}
