// memref.expand_shape / collapse_shape in the forms MLIR 22 prints: static, dynamic
// output_shape, rank 0 (reassociation []), unit dims, strided layouts (static and dynamic
// offsets, a column of a transposed buffer). Each form has a proven pair and an incorrect
// one whose counterexample the interpreter runs.
// RUN: split-file %s %t
// RUN: not %tv-check --timeout=60 %t/src.mlir %t/tgt.mlir | FileCheck %s

// CHECK-LABEL: @static_store: proven
// CHECK-LABEL: @static_store_wrong: incorrect
// CHECK: executed: source returns nothing and leaves %a = {{.*}}; target {{returns nothing and leaves %a =|has undefined behaviour: write to read-only memory}}
// CHECK-LABEL: @dyn_load: proven (for dynamic dimensions up to 64, --tv-max-dim)
// CHECK-LABEL: @dyn_load_wrong: incorrect
// CHECK: executed: source returns
// CHECK-LABEL: @strided_expand: proven
// CHECK-LABEL: @strided_expand_wrong: incorrect
// CHECK: executed: source returns nothing and leaves %a = {{.*}}; target {{returns nothing and leaves %a =|has undefined behaviour: write to read-only memory}}
// CHECK-LABEL: @strided_collapse: proven
// CHECK-LABEL: @rank0_expand: proven
// CHECK-LABEL: @rank0_expand_wrong: incorrect
// CHECK: executed: source returns nothing and leaves %a = {{.*}}; target {{returns nothing and leaves %a =|has undefined behaviour: write to read-only memory}}
// CHECK-LABEL: @rank0_collapse: proven
// CHECK-LABEL: @column_collapse: proven
// CHECK-LABEL: @column_collapse_wrong: incorrect
// CHECK: executed: source returns

//--- src.mlir
func.func @static_store(%a: memref<6xi32>, %v: i32) {
  %e = memref.expand_shape %a [[0, 1]] output_shape [2, 3] : memref<6xi32> into memref<2x3xi32>
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  memref.store %v, %e[%c1, %c2] : memref<2x3xi32>
  return
}
func.func @static_store_wrong(%a: memref<6xi32>, %v: i32) {
  %e = memref.expand_shape %a [[0, 1]] output_shape [2, 3] : memref<6xi32> into memref<2x3xi32>
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  memref.store %v, %e[%c1, %c2] : memref<2x3xi32>
  return
}
func.func @dyn_load(%a: memref<?xi32>, %n: index, %i: index, %j: index) -> i32 {
  %e = memref.expand_shape %a [[0, 1]] output_shape [%n, 4] : memref<?xi32> into memref<?x4xi32>
  %x = memref.load %e[%i, %j] : memref<?x4xi32>
  return %x : i32
}
func.func @dyn_load_wrong(%a: memref<?xi32>, %n: index, %i: index) -> i32 {
  %e = memref.expand_shape %a [[0, 1]] output_shape [%n, 4] : memref<?xi32> into memref<?x4xi32>
  %c3 = arith.constant 3 : index
  %x = memref.load %e[%i, %c3] : memref<?x4xi32>
  return %x : i32
}
func.func @strided_expand(%a: memref<4x6xi32, strided<[12, 1], offset: ?>>, %i: index, %v: i32) {
  %e = memref.expand_shape %a [[0], [1, 2]] output_shape [4, 2, 3] : memref<4x6xi32, strided<[12, 1], offset: ?>> into memref<4x2x3xi32, strided<[12, 3, 1], offset: ?>>
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  memref.store %v, %e[%i, %c1, %c2] : memref<4x2x3xi32, strided<[12, 3, 1], offset: ?>>
  return
}
func.func @strided_expand_wrong(%a: memref<4x6xi32, strided<[12, 1], offset: 2>>, %v: i32) {
  %e = memref.expand_shape %a [[0], [1, 2]] output_shape [4, 2, 3] : memref<4x6xi32, strided<[12, 1], offset: 2>> into memref<4x2x3xi32, strided<[12, 3, 1], offset: 2>>
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  memref.store %v, %e[%c1, %c1, %c2] : memref<4x2x3xi32, strided<[12, 3, 1], offset: 2>>
  return
}
func.func @strided_collapse(%a: memref<4x2x3xi32, strided<[12, 3, 1], offset: ?>>, %i: index) -> i32 {
  %c = memref.collapse_shape %a [[0], [1, 2]] : memref<4x2x3xi32, strided<[12, 3, 1], offset: ?>> into memref<4x6xi32, strided<[12, 1], offset: ?>>
  %c4 = arith.constant 4 : index
  %x = memref.load %c[%i, %c4] : memref<4x6xi32, strided<[12, 1], offset: ?>>
  return %x : i32
}
func.func @rank0_expand(%a: memref<i32>, %v: i32) {
  %e = memref.expand_shape %a [] output_shape [1, 1] : memref<i32> into memref<1x1xi32>
  %c0 = arith.constant 0 : index
  memref.store %v, %e[%c0, %c0] : memref<1x1xi32>
  return
}
func.func @rank0_expand_wrong(%a: memref<i32>, %v: i32) {
  %e = memref.expand_shape %a [] output_shape [1, 1] : memref<i32> into memref<1x1xi32>
  %c0 = arith.constant 0 : index
  memref.store %v, %e[%c0, %c0] : memref<1x1xi32>
  return
}
func.func @rank0_collapse(%a: memref<1x1xi32>) -> i32 {
  %c = memref.collapse_shape %a [] : memref<1x1xi32> into memref<i32>
  %x = memref.load %c[] : memref<i32>
  return %x : i32
}
func.func @column_collapse(%a: memref<4x1xi32, strided<[1, 4]>>, %i: index) -> i32 {
  %c = memref.collapse_shape %a [[0, 1]] : memref<4x1xi32, strided<[1, 4]>> into memref<4xi32, strided<[1]>>
  %x = memref.load %c[%i] : memref<4xi32, strided<[1]>>
  return %x : i32
}
func.func @column_collapse_wrong(%a: memref<4x1xi32, strided<[1, 4]>>, %i: index) -> i32 {
  %c = memref.collapse_shape %a [[0, 1]] : memref<4x1xi32, strided<[1, 4]>> into memref<4xi32, strided<[1]>>
  %x = memref.load %c[%i] : memref<4xi32, strided<[1]>>
  return %x : i32
}

//--- tgt.mlir
func.func @static_store(%a: memref<6xi32>, %v: i32) {
  %c5 = arith.constant 5 : index
  memref.store %v, %a[%c5] : memref<6xi32>
  return
}
func.func @static_store_wrong(%a: memref<6xi32>, %v: i32) {
  %c4 = arith.constant 4 : index
  memref.store %v, %a[%c4] : memref<6xi32>
  return
}
func.func @dyn_load(%a: memref<?xi32>, %n: index, %i: index, %j: index) -> i32 {
  %c4 = arith.constant 4 : index
  %p = arith.muli %i, %c4 : index
  %q = arith.addi %p, %j : index
  %x = memref.load %a[%q] : memref<?xi32>
  return %x : i32
}
func.func @dyn_load_wrong(%a: memref<?xi32>, %n: index, %i: index) -> i32 {
  %c4 = arith.constant 4 : index
  %q = arith.muli %i, %c4 : index
  %x = memref.load %a[%q] : memref<?xi32>
  return %x : i32
}
func.func @strided_expand(%a: memref<4x6xi32, strided<[12, 1], offset: ?>>, %i: index, %v: i32) {
  %c5 = arith.constant 5 : index
  memref.store %v, %a[%i, %c5] : memref<4x6xi32, strided<[12, 1], offset: ?>>
  return
}
func.func @strided_expand_wrong(%a: memref<4x6xi32, strided<[12, 1], offset: 2>>, %v: i32) {
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  memref.store %v, %a[%c1, %c4] : memref<4x6xi32, strided<[12, 1], offset: 2>>
  return
}
func.func @strided_collapse(%a: memref<4x2x3xi32, strided<[12, 3, 1], offset: ?>>, %i: index) -> i32 {
  %c1 = arith.constant 1 : index
  %x = memref.load %a[%i, %c1, %c1] : memref<4x2x3xi32, strided<[12, 3, 1], offset: ?>>
  return %x : i32
}
func.func @rank0_expand(%a: memref<i32>, %v: i32) {
  memref.store %v, %a[] : memref<i32>
  return
}
func.func @rank0_expand_wrong(%a: memref<i32>, %v: i32) {
  return
}
func.func @rank0_collapse(%a: memref<1x1xi32>) -> i32 {
  %c0 = arith.constant 0 : index
  %x = memref.load %a[%c0, %c0] : memref<1x1xi32>
  return %x : i32
}
func.func @column_collapse(%a: memref<4x1xi32, strided<[1, 4]>>, %i: index) -> i32 {
  %c0 = arith.constant 0 : index
  %x = memref.load %a[%i, %c0] : memref<4x1xi32, strided<[1, 4]>>
  return %x : i32
}
func.func @column_collapse_wrong(%a: memref<4x1xi32, strided<[1, 4]>>, %i: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %j = arith.subi %c3, %i : index
  %x = memref.load %a[%j, %c0] : memref<4x1xi32, strided<[1, 4]>>
  return %x : i32
}
