// Poison through cast-like ops (issue 31): a cast of a poison memref (an arith.select with a
// poison condition) is a poison memref, not UB; only an access through it is UB.
// BufferizationOps.td, to_buffer: "This operation is a specialized variant of the built-in
// `unrealized_conversion_cast`"; to_tensor is "The opposite of this op", used "for
// source/target materializations when doing type conversions": a cast too, so to_tensor of
// a poison memref is a tensor whose elements are all poison (semantics.md 12.1). The checks a
// view-like op makes of its runtime sizes (memref.cast's assertion, an out-of-bounds subview,
// a non-contiguous collapse) are not made of a poison view; dim and extract_strided_metadata
// of it give poison. Before, one-shot-bufferize of an arith.select on tensors with a poison
// condition was reported incorrect ("memory access through a poison memref").
// RUN: split-file %s %t
// RUN: %tv-check --timeout=60 %t/src.mlir %t/tgt.mlir | FileCheck %s
// RUN: not %tv-check --timeout=60 %t/asrc.mlir %t/atgt.mlir | FileCheck %s --check-prefix=ACCESS
// RUN: %tv-opt --tv-verify-each --tv-timeout=60 --tv-on-failure=warn --one-shot-bufferize %t/sel.mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=PLUGIN

// CHECK-LABEL: @cast_static: proven
// CHECK-LABEL: @cast_unranked: proven
// CHECK-LABEL: @reinterpret: proven
// CHECK-LABEL: @collapse: proven
// CHECK-LABEL: @expand: proven
// CHECK-LABEL: @subview: proven
// CHECK-LABEL: @transpose: proven
// CHECK-LABEL: @meta: proven
// CHECK-LABEL: @unreal: proven
// CHECK-LABEL: @to_tensor: proven

// ACCESS-LABEL: @bufferized_select: proven
// ACCESS-LABEL: @dim_poison: proven
// ACCESS-LABEL: @load_after_cast: incorrect
// ACCESS-NEXT: why: target has undefined behaviour where the source has none
// ACCESS: executed: source returns nothing {{.*}}; target has undefined behaviour: memory access through a poison memref at {{.*}}atgt.mlir
// ACCESS-LABEL: @extract_to_load: incorrect
// ACCESS-NEXT: why: target has undefined behaviour where the source has none
// ACCESS: executed: source returns poison : f32 {{.*}}; target has undefined behaviour: memory access through a poison memref at {{.*}}atgt.mlir

// PLUGIN-NOT: incorrect
// PLUGIN: 1 proven, 0 incorrect

//--- src.mlir
func.func @cast_static(%a: memref<?xf32>, %b: memref<?xf32>) {
  return
}
func.func @cast_unranked(%a: memref<4xf32>, %b: memref<4xf32>) {
  return
}
func.func @reinterpret(%a: memref<4xf32>, %b: memref<4xf32>) {
  return
}
func.func @collapse(%a: memref<2x2xf32>, %b: memref<2x2xf32>) {
  return
}
func.func @expand(%a: memref<4xf32>, %b: memref<4xf32>) {
  return
}
func.func @subview(%a: memref<?xf32>, %b: memref<?xf32>) {
  return
}
func.func @transpose(%a: memref<2x2xf32>, %b: memref<2x2xf32>) {
  return
}
func.func @meta(%a: memref<4xf32>, %b: memref<4xf32>) {
  return
}
func.func @unreal(%a: memref<4xf32>, %b: memref<4xf32>) {
  return
}
func.func @to_tensor(%a: memref<4xf32>, %b: memref<4xf32>) {
  return
}

//--- tgt.mlir
func.func @cast_static(%a: memref<?xf32>, %b: memref<?xf32>) {
  %p = ub.poison : i1
  %m = arith.select %p, %a, %b : memref<?xf32>
  %v = memref.cast %m : memref<?xf32> to memref<4xf32>
  return
}
func.func @cast_unranked(%a: memref<4xf32>, %b: memref<4xf32>) {
  %p = ub.poison : i1
  %m = arith.select %p, %a, %b : memref<4xf32>
  %v = memref.cast %m : memref<4xf32> to memref<*xf32>
  return
}
func.func @reinterpret(%a: memref<4xf32>, %b: memref<4xf32>) {
  %p = ub.poison : i1
  %m = arith.select %p, %a, %b : memref<4xf32>
  %v = memref.reinterpret_cast %m to offset: [0], sizes: [2, 2], strides: [2, 1] : memref<4xf32> to memref<2x2xf32>
  return
}
func.func @collapse(%a: memref<2x2xf32>, %b: memref<2x2xf32>) {
  %p = ub.poison : i1
  %m = arith.select %p, %a, %b : memref<2x2xf32>
  %v = memref.collapse_shape %m [[0, 1]] : memref<2x2xf32> into memref<4xf32>
  return
}
func.func @expand(%a: memref<4xf32>, %b: memref<4xf32>) {
  %p = ub.poison : i1
  %m = arith.select %p, %a, %b : memref<4xf32>
  %v = memref.expand_shape %m [[0, 1]] output_shape [2, 2] : memref<4xf32> into memref<2x2xf32>
  return
}
func.func @subview(%a: memref<?xf32>, %b: memref<?xf32>) {
  %p = ub.poison : i1
  %m = arith.select %p, %a, %b : memref<?xf32>
  %v = memref.subview %m[1] [2] [1] : memref<?xf32> to memref<2xf32, strided<[1], offset: 1>>
  return
}
func.func @transpose(%a: memref<2x2xf32>, %b: memref<2x2xf32>) {
  %p = ub.poison : i1
  %m = arith.select %p, %a, %b : memref<2x2xf32>
  %v = memref.transpose %m (i, j) -> (j, i) : memref<2x2xf32> to memref<2x2xf32, strided<[1, 2]>>
  return
}
func.func @meta(%a: memref<4xf32>, %b: memref<4xf32>) {
  %p = ub.poison : i1
  %m = arith.select %p, %a, %b : memref<4xf32>
  %base, %off, %sz, %st = memref.extract_strided_metadata %m : memref<4xf32> -> memref<f32>, index, index, index
  return
}
func.func @unreal(%a: memref<4xf32>, %b: memref<4xf32>) {
  %p = ub.poison : i1
  %m = arith.select %p, %a, %b : memref<4xf32>
  %v = builtin.unrealized_conversion_cast %m : memref<4xf32> to memref<4xf32>
  return
}
func.func @to_tensor(%a: memref<4xf32>, %b: memref<4xf32>) {
  %p = ub.poison : i1
  %m = arith.select %p, %a, %b : memref<4xf32>
  %v = bufferization.to_tensor %m : memref<4xf32> to tensor<4xf32>
  return
}

//--- asrc.mlir
func.func @bufferized_select(%x: i32, %s: i32, %t1: tensor<4xf32>, %t2: tensor<4xf32>) -> tensor<4xf32> {
  %sh = arith.shli %x, %s : i32
  %c = arith.trunci %sh : i32 to i1
  %r = arith.select %c, %t1, %t2 : tensor<4xf32>
  return %r : tensor<4xf32>
}
func.func @dim_poison(%a: memref<?xf32>, %b: memref<?xf32>) -> index {
  %p = ub.poison : index
  return %p : index
}
func.func @load_after_cast(%a: memref<4xf32>, %b: memref<4xf32>) {
  return
}
func.func @extract_to_load(%a: memref<4xf32>, %b: memref<4xf32>) -> f32 {
  %p = ub.poison : i1
  %c0 = arith.constant 0 : index
  %m = arith.select %p, %a, %b : memref<4xf32>
  %t = bufferization.to_tensor %m : memref<4xf32> to tensor<4xf32>
  %x = tensor.extract %t[%c0] : tensor<4xf32>
  return %x : f32
}

//--- atgt.mlir
func.func @bufferized_select(%x: i32, %s: i32, %t1: tensor<4xf32>, %t2: tensor<4xf32>) -> tensor<4xf32> {
  %b2 = bufferization.to_buffer %t2 : tensor<4xf32> to memref<4xf32>
  %b1 = bufferization.to_buffer %t1 : tensor<4xf32> to memref<4xf32>
  %sh = arith.shli %x, %s : i32
  %c = arith.trunci %sh : i32 to i1
  %m = arith.select %c, %b1, %b2 : memref<4xf32>
  %r = bufferization.to_tensor %m : memref<4xf32> to tensor<4xf32>
  return %r : tensor<4xf32>
}
func.func @dim_poison(%a: memref<?xf32>, %b: memref<?xf32>) -> index {
  %p = ub.poison : i1
  %c0 = arith.constant 0 : index
  %m = arith.select %p, %a, %b : memref<?xf32>
  %d = memref.dim %m, %c0 : memref<?xf32>
  return %d : index
}
func.func @load_after_cast(%a: memref<4xf32>, %b: memref<4xf32>) {
  %p = ub.poison : i1
  %c1 = arith.constant 1 : index
  %m = arith.select %p, %a, %b : memref<4xf32>
  %v = memref.cast %m : memref<4xf32> to memref<?xf32>
  %x = memref.load %v[%c1] : memref<?xf32>
  return
}
func.func @extract_to_load(%a: memref<4xf32>, %b: memref<4xf32>) -> f32 {
  %p = ub.poison : i1
  %c0 = arith.constant 0 : index
  %m = arith.select %p, %a, %b : memref<4xf32>
  %x = memref.load %m[%c0] : memref<4xf32>
  return %x : f32
}

//--- sel.mlir
func.func @select_poison(%x: i32, %s: i32, %t1: tensor<4xf32>, %t2: tensor<4xf32>) -> tensor<4xf32> {
  %sh = arith.shli %x, %s : i32
  %c = arith.trunci %sh : i32 to i1
  %r = arith.select %c, %t1, %t2 : tensor<4xf32>
  return %r : tensor<4xf32>
}
