// Regression: memref.alloc/alloca ignored their symbol operands: a dynamic layout offset or
// stride was chosen afresh on each side, so a function read through
// memref.extract_strided_metadata was incorrect against itself (with %n poison, too). The
// symbols are the layout's offset, then its dynamic strides; a poison one is UB.
// RUN: split-file %s %t
// RUN: %tv-check --timeout=60 %t/src.mlir %t/src.mlir | FileCheck --check-prefix=SELF %s
// RUN: not %tv-check --timeout=60 %t/src.mlir %t/tgt.mlir | FileCheck %s
// SELF: @offset: proven
// SELF-NEXT: @offset_poison: proven
// SELF-NEXT: @alloca_offset_poison: proven
// SELF-NEXT: @strides: proven
// SELF-NEXT: @store_load: proven
// SELF-NEXT: @wrong_offset: proven
// CHECK: @offset: proven
// CHECK-NEXT: @offset_poison: proven
// CHECK-NEXT: @alloca_offset_poison: proven
// CHECK-NEXT: @strides: proven
// CHECK-NEXT: @store_load: proven
// CHECK-NEXT: @wrong_offset: incorrect
// CHECK-NEXT: why: result #0 differs
// CHECK-NEXT: input: %n = [[N:[0-9]+]] : index
// CHECK-NEXT: source: returns [[N]] : index

//--- src.mlir
func.func @offset(%n: index) -> index {
  %m = memref.alloc()[%n] : memref<4xi32, strided<[1], offset: ?>>
  %b, %o, %s, %st = memref.extract_strided_metadata %m : memref<4xi32, strided<[1], offset: ?>> -> memref<i32>, index, index, index
  return %o : index
}
func.func @offset_poison() -> index {
  %n = ub.poison : index
  %m = memref.alloc()[%n] : memref<4xi32, strided<[1], offset: ?>>
  %b, %o, %s, %st = memref.extract_strided_metadata %m : memref<4xi32, strided<[1], offset: ?>> -> memref<i32>, index, index, index
  return %o : index
}
func.func @alloca_offset_poison() -> index {
  %n = ub.poison : index
  %m = memref.alloca()[%n] : memref<4xi32, strided<[1], offset: ?>>
  %b, %o, %s, %st = memref.extract_strided_metadata %m : memref<4xi32, strided<[1], offset: ?>> -> memref<i32>, index, index, index
  return %o : index
}
func.func @strides(%d: index, %n: index, %s0: index, %s1: index) -> (index, index, index, index) {
  %m = memref.alloc(%d)[%n, %s0, %s1] : memref<?x4xi32, strided<[?, ?], offset: ?>>
  %b, %o, %sz:2, %st:2 = memref.extract_strided_metadata %m : memref<?x4xi32, strided<[?, ?], offset: ?>> -> memref<i32>, index, index, index, index, index
  return %o, %sz#0, %st#0, %st#1 : index, index, index, index
}
func.func @store_load(%n: index, %i: index, %v: i32) -> i32 {
  %m = memref.alloca()[%n] : memref<4xi32, strided<[1], offset: ?>>
  memref.store %v, %m[%i] : memref<4xi32, strided<[1], offset: ?>>
  %r = memref.load %m[%i] : memref<4xi32, strided<[1], offset: ?>>
  return %r : i32
}
func.func @wrong_offset(%n: index) -> index {
  %m = memref.alloc()[%n] : memref<4xi32, strided<[1], offset: ?>>
  %b, %o, %s, %st = memref.extract_strided_metadata %m : memref<4xi32, strided<[1], offset: ?>> -> memref<i32>, index, index, index
  return %o : index
}

//--- tgt.mlir
func.func @offset(%n: index) -> index {
  return %n : index
}
func.func @offset_poison() -> index {
  %c = arith.constant 7 : index
  return %c : index
}
func.func @alloca_offset_poison() -> index {
  %c = arith.constant 7 : index
  return %c : index
}
func.func @strides(%d: index, %n: index, %s0: index, %s1: index) -> (index, index, index, index) {
  return %n, %d, %s0, %s1 : index, index, index, index
}
func.func @store_load(%n: index, %i: index, %v: i32) -> i32 {
  return %v : i32
}
func.func @wrong_offset(%n: index) -> index {
  %c1 = arith.constant 1 : index
  %r = arith.addi %n, %c1 : index
  return %r : index
}
