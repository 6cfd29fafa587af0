// Lifetime and assumption rules from MemRefOps.td: alloca is "automatically released when
// control transfers back from the region of its closest surrounding operation with an
// AutomaticAllocationScope trait" (a returned stack buffer holds nothing); assume_alignment's
// "result is poison" when the buffer is not aligned (a target introducing it before an
// access is incorrect, as is one using an alloca of a loop iteration (scf.for is an
// AutomaticAllocationScope) after the iteration, or one adding a load/store `alignment`: "The operation must access
// memory at an address aligned to this boundary"); dealloc of a get_global result is UB (not an allocation's result).
// RUN: split-file %s %t
// RUN: not %tv-check --timeout=60 %t/src.mlir %t/tgt.mlir | FileCheck %s

// CHECK-LABEL: @ret_alloca: incorrect
// CHECK-NEXT: why: result #0 differs at index [0] (source {{.*}}, target uninit)
// CHECK-LABEL: @ret_alloca_both: proven
// CHECK-LABEL: @ret_alloc_ok: proven
// CHECK-LABEL: @introduce_align: incorrect
// CHECK-NEXT: why: target has undefined behaviour where the source has none
// CHECK-LABEL: @keep_align: proven
// CHECK-LABEL: @dealloc_global: incorrect
// CHECK-NEXT: why: target has undefined behaviour where the source has none
// CHECK-LABEL: @introduce_load_alignment: incorrect
// CHECK-NEXT: why: target has undefined behaviour where the source has none
// CHECK-LABEL: @keep_store_alignment: proven
// CHECK-LABEL: @alloca_escapes_iteration: incorrect
// CHECK-NEXT: why: target has undefined behaviour where the source has none
// CHECK-LABEL: @alloca_in_iteration: proven
// A called function is an AutomaticAllocationScope too: an alloca it returns is dead in the
// caller (the inlined callee's allocas were kept alive: this was proven).
// CHECK-LABEL: @callee_alloca: incorrect
// CHECK-NEXT: why: target has undefined behaviour where the source has none
// CHECK: executed: source returns {{.*}}; target has undefined behaviour: access to a deallocated buffer at {{.*}}tgt.mlir

//--- src.mlir
func.func @ret_alloca(%v: i32) -> memref<2xi32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = memref.alloc() : memref<2xi32>
  memref.store %v, %m[%c0] : memref<2xi32>
  memref.store %v, %m[%c1] : memref<2xi32>
  return %m : memref<2xi32>
}
func.func @ret_alloca_both(%v: i32) -> memref<2xi32> {
  %c0 = arith.constant 0 : index
  %m = memref.alloca() : memref<2xi32>
  memref.store %v, %m[%c0] : memref<2xi32>
  return %m : memref<2xi32>
}
func.func @ret_alloc_ok(%v: i32) -> memref<2xi32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = memref.alloc() : memref<2xi32>
  memref.store %v, %m[%c0] : memref<2xi32>
  memref.store %v, %m[%c1] : memref<2xi32>
  return %m : memref<2xi32>
}
func.func @introduce_align(%m: memref<8xf32>, %i: index) -> f32 {
  %x = memref.load %m[%i] : memref<8xf32>
  return %x : f32
}
func.func @keep_align(%m: memref<8xf32>, %i: index) -> f32 {
  %a = memref.assume_alignment %m, 16 : memref<8xf32>
  %x = memref.load %a[%i] : memref<8xf32>
  return %x : f32
}
func.func @dealloc_global() {
  return
}

func.func @introduce_load_alignment(%m: memref<8xi32>, %i: index) -> i32 {
  %x = memref.load %m[%i] : memref<8xi32>
  return %x : i32
}
func.func @keep_store_alignment(%m: memref<8xi32>, %i: index, %v: i32) {
  memref.store %v, %m[%i] {alignment = 8 : i64} : memref<8xi32>
  return
}

func.func @alloca_escapes_iteration(%v: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %m = memref.alloc() : memref<1xi32>
  memref.store %v, %m[%c0] : memref<1xi32>
  %x = memref.load %m[%c0] : memref<1xi32>
  return %x : i32
}
func.func @alloca_in_iteration(%v: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %r = scf.for %i = %c0 to %c2 step %c1 iter_args(%acc = %v) -> (i32) {
    %s = memref.alloca() : memref<1xi32>
    memref.store %acc, %s[%c0] : memref<1xi32>
    %y = memref.load %s[%c0] : memref<1xi32>
    %z = arith.addi %y, %v : i32
    scf.yield %z : i32
  }
  return %r : i32
}

func.func private @make_alloca(%x: i32) -> memref<1xi32> {
  %a = memref.alloca() : memref<1xi32>
  %c0 = arith.constant 0 : index
  memref.store %x, %a[%c0] : memref<1xi32>
  return %a : memref<1xi32>
}
func.func @callee_alloca(%x: i32) -> i32 {
  return %x : i32
}

//--- tgt.mlir
func.func @ret_alloca(%v: i32) -> memref<2xi32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = memref.alloca() : memref<2xi32>
  memref.store %v, %m[%c0] : memref<2xi32>
  memref.store %v, %m[%c1] : memref<2xi32>
  return %m : memref<2xi32>
}
func.func @ret_alloca_both(%v: i32) -> memref<2xi32> {
  %c0 = arith.constant 0 : index
  %m = memref.alloca() : memref<2xi32>
  return %m : memref<2xi32>
}
func.func @ret_alloc_ok(%v: i32) -> memref<2xi32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = memref.alloc() : memref<2xi32>
  memref.store %v, %m[%c1] : memref<2xi32>
  memref.store %v, %m[%c0] : memref<2xi32>
  return %m : memref<2xi32>
}
func.func @introduce_align(%m: memref<8xf32>, %i: index) -> f32 {
  %a = memref.assume_alignment %m, 16 : memref<8xf32>
  %x = memref.load %a[%i] : memref<8xf32>
  return %x : f32
}
func.func @keep_align(%m: memref<8xf32>, %i: index) -> f32 {
  %a = memref.assume_alignment %m, 16 : memref<8xf32>
  %x = memref.load %a[%i] : memref<8xf32>
  return %x : f32
}
memref.global "private" @g : memref<2xi32> = dense<0>
func.func @dealloc_global() {
  %g = memref.get_global @g : memref<2xi32>
  memref.dealloc %g : memref<2xi32>
  return
}
func.func @introduce_load_alignment(%m: memref<8xi32>, %i: index) -> i32 {
  %x = memref.load %m[%i] {alignment = 16 : i64} : memref<8xi32>
  return %x : i32
}
func.func @keep_store_alignment(%m: memref<8xi32>, %i: index, %v: i32) {
  memref.store %v, %m[%i] {alignment = 8 : i64} : memref<8xi32>
  return
}
func.func @alloca_escapes_iteration(%v: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %init = memref.alloc() : memref<1xi32>
  %r = scf.for %i = %c0 to %c1 step %c1 iter_args(%a = %init) -> (memref<1xi32>) {
    %s = memref.alloca() : memref<1xi32>
    memref.store %v, %s[%c0] : memref<1xi32>
    scf.yield %s : memref<1xi32>
  }
  %x = memref.load %r[%c0] : memref<1xi32>
  return %x : i32
}
func.func @alloca_in_iteration(%v: i32) -> i32 {
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  %w = arith.muli %v, %c3 : i32
  return %w : i32
}
func.func private @make_alloca(%x: i32) -> memref<1xi32> {
  %a = memref.alloca() : memref<1xi32>
  %c0 = arith.constant 0 : index
  memref.store %x, %a[%c0] : memref<1xi32>
  return %a : memref<1xi32>
}
func.func @callee_alloca(%x: i32) -> i32 {
  %m = func.call @make_alloca(%x) : (i32) -> memref<1xi32>
  %c0 = arith.constant 0 : index
  %v = memref.load %m[%c0] : memref<1xi32>
  return %v : i32
}
