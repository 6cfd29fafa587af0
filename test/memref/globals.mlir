// memref.global initial values: a constant global holds its initial_value (dense or splat)
// and "Writing to such constant global variables is undefined"; a non-constant global's
// initializer holds at program start only, so at entry it holds the initializer or (an
// approximation, inconclusive when a counterexample needs it) anything; `uninitialized`
// elements are uninitialized; an external declaration's contents are unknown; a global
// declared differently by the source and the target is inconclusive.
// RUN: split-file %s %t
// RUN: not %tv-check --timeout=60 %t/src.mlir %t/tgt.mlir | FileCheck %s

// CHECK-LABEL: @const_dense: proven
// CHECK-LABEL: @const_dense_wrong: incorrect
// CHECK-NEXT: why: result #0 differs
// CHECK-LABEL: @const_splat_2d: proven
// CHECK-LABEL: @const_f32: proven
// CHECK-LABEL: @const_f32_wrong: incorrect
// CHECK-NEXT: why: result #0 differs
// CHECK-LABEL: @const_f32_splat: proven
// CHECK-LABEL: @store_to_constant: incorrect
// CHECK-NEXT: why: target has undefined behaviour where the source has none
// CHECK-LABEL: @src_store_to_constant: proven
// CHECK-LABEL: @nonconst_init: inconclusive (the counterexample assumes global @v holds other than its initializer at entry (not constant: earlier code may have written it))
// CHECK-LABEL: @nonconst_init_wrong: incorrect
// CHECK-NEXT: why: result #0 differs
// CHECK-LABEL: @uninitialized: inconclusive (the counterexample assumes global @u holds other than its initializer at entry (not constant: earlier code may have written it))
// CHECK-LABEL: @const_uninitialized: proven
// CHECK-LABEL: @external: incorrect
// CHECK-NEXT: why: result #0 differs
// CHECK-LABEL: @redeclared: inconclusive (global @d is declared differently in the source and the target)

//--- src.mlir
memref.global "private" constant @ci : memref<4xi32> = dense<[1, 2, 3, 4]>
memref.global "private" constant @cs : memref<2x2xi32> = dense<7>
memref.global "private" constant @cf : memref<3xf32> = dense<[1.5, -2.0, 0.25]>
memref.global "private" constant @cfs : memref<2xf32> = dense<3.0>
memref.global "private" @v : memref<2xi32> = dense<5>
memref.global "private" @u : memref<2xi32> = uninitialized
memref.global "private" constant @cu : memref<2xi32> = uninitialized
memref.global @ext : memref<2xi32>
memref.global "private" constant @d : memref<2xi32> = dense<1>
func.func @const_dense() -> i32 {
  %c2 = arith.constant 2 : index
  %g = memref.get_global @ci : memref<4xi32>
  %x = memref.load %g[%c2] : memref<4xi32>
  return %x : i32
}
func.func @const_dense_wrong() -> i32 {
  %c2 = arith.constant 2 : index
  %g = memref.get_global @ci : memref<4xi32>
  %x = memref.load %g[%c2] : memref<4xi32>
  return %x : i32
}
func.func @const_splat_2d(%i: index, %j: index) -> i32 {
  %g = memref.get_global @cs : memref<2x2xi32>
  %x = memref.load %g[%i, %j] : memref<2x2xi32>
  return %x : i32
}
func.func @const_f32() -> f32 {
  %c1 = arith.constant 1 : index
  %g = memref.get_global @cf : memref<3xf32>
  %x = memref.load %g[%c1] : memref<3xf32>
  return %x : f32
}
func.func @const_f32_wrong() -> f32 {
  %c1 = arith.constant 1 : index
  %g = memref.get_global @cf : memref<3xf32>
  %x = memref.load %g[%c1] : memref<3xf32>
  return %x : f32
}
func.func @const_f32_splat(%i: index) -> f32 {
  %g = memref.get_global @cfs : memref<2xf32>
  %x = memref.load %g[%i] : memref<2xf32>
  return %x : f32
}
func.func @store_to_constant(%v: i32) {
  return
}
func.func @src_store_to_constant(%v: i32) {
  %c0 = arith.constant 0 : index
  %g = memref.get_global @ci : memref<4xi32>
  memref.store %v, %g[%c0] : memref<4xi32>
  return
}
func.func @nonconst_init() -> i32 {
  %c0 = arith.constant 0 : index
  %g = memref.get_global @v : memref<2xi32>
  %x = memref.load %g[%c0] : memref<2xi32>
  return %x : i32
}
func.func @nonconst_init_wrong() -> i32 {
  %c0 = arith.constant 0 : index
  %g = memref.get_global @v : memref<2xi32>
  %x = memref.load %g[%c0] : memref<2xi32>
  return %x : i32
}
func.func @uninitialized() -> i32 {
  %c0 = arith.constant 0 : index
  %g = memref.get_global @u : memref<2xi32>
  %x = memref.load %g[%c0] : memref<2xi32>
  return %x : i32
}
func.func @const_uninitialized() -> i32 {
  %c0 = arith.constant 0 : index
  %g = memref.get_global @cu : memref<2xi32>
  %x = memref.load %g[%c0] : memref<2xi32>
  return %x : i32
}
func.func @external() -> i32 {
  %c0 = arith.constant 0 : index
  %g = memref.get_global @ext : memref<2xi32>
  %x = memref.load %g[%c0] : memref<2xi32>
  return %x : i32
}
func.func @redeclared() -> i32 {
  %c0 = arith.constant 0 : index
  %g = memref.get_global @d : memref<2xi32>
  %x = memref.load %g[%c0] : memref<2xi32>
  return %x : i32
}

//--- tgt.mlir
memref.global "private" constant @ci : memref<4xi32> = dense<[1, 2, 3, 4]>
memref.global "private" constant @cs : memref<2x2xi32> = dense<7>
memref.global "private" constant @cf : memref<3xf32> = dense<[1.5, -2.0, 0.25]>
memref.global "private" constant @cfs : memref<2xf32> = dense<3.0>
memref.global "private" @v : memref<2xi32> = dense<5>
memref.global "private" @u : memref<2xi32> = uninitialized
memref.global "private" constant @cu : memref<2xi32> = uninitialized
memref.global @ext : memref<2xi32>
memref.global "private" constant @d : memref<2xi32> = dense<2>
func.func @const_dense() -> i32 {
  %c = arith.constant 3 : i32
  return %c : i32
}
func.func @const_dense_wrong() -> i32 {
  %c = arith.constant 2 : i32
  return %c : i32
}
func.func @const_splat_2d(%i: index, %j: index) -> i32 {
  %g = memref.get_global @cs : memref<2x2xi32>
  %x = memref.load %g[%i, %j] : memref<2x2xi32>
  %c = arith.constant 7 : i32
  return %c : i32
}
func.func @const_f32() -> f32 {
  %c = arith.constant -2.0 : f32
  return %c : f32
}
func.func @const_f32_wrong() -> f32 {
  %c = arith.constant 1.5 : f32
  return %c : f32
}
func.func @const_f32_splat(%i: index) -> f32 {
  %g = memref.get_global @cfs : memref<2xf32>
  %x = memref.load %g[%i] : memref<2xf32>
  %c = arith.constant 3.0 : f32
  return %c : f32
}
func.func @store_to_constant(%v: i32) {
  %c0 = arith.constant 0 : index
  %g = memref.get_global @ci : memref<4xi32>
  memref.store %v, %g[%c0] : memref<4xi32>
  return
}
func.func @src_store_to_constant(%v: i32) {
  return
}
func.func @nonconst_init() -> i32 {
  %c = arith.constant 5 : i32
  return %c : i32
}
func.func @nonconst_init_wrong() -> i32 {
  %c = arith.constant 6 : i32
  return %c : i32
}
func.func @uninitialized() -> i32 {
  %c = arith.constant 0 : i32
  return %c : i32
}
func.func @const_uninitialized() -> i32 {
  %c = arith.constant 0 : i32
  return %c : i32
}
func.func @external() -> i32 {
  %c = arith.constant 0 : i32
  return %c : i32
}
func.func @redeclared() -> i32 {
  %c = arith.constant 2 : i32
  return %c : i32
}
