// memref load/store/alloc/dealloc/copy/dim/get_global through tv-check: caller-visible memory is compared at the end, argument buffers may alias, local blocks are not compared; UB for out-of-bounds, dead, read-only and uninitialized accesses.
// RUN: split-file %s %t
// RUN: not %tv-check --timeout=60 %t/src.mlir %t/tgt.mlir | FileCheck %s

// CHECK-LABEL: @store_forward: proven
// CHECK-LABEL: @drop_store: incorrect
// CHECK-NEXT: why: memory of %m differs at element {{[0-3]}} of its buffer (source {{.*}}, target {{.*}})
// CHECK-LABEL: @swap_across_args: incorrect
// CHECK-NEXT: why: {{.*}}
// CHECK-LABEL: @same_index_args: proven
// CHECK-LABEL: @local_scratch: proven
// CHECK-LABEL: @use_after_free: incorrect
// CHECK-NEXT: why: target has undefined behaviour where the source has none
// CHECK-LABEL: @uninit_read: incorrect
// CHECK-NEXT: why: target has undefined behaviour where the source has none
// CHECK-LABEL: @oob_store: incorrect
// CHECK-NEXT: why: target has undefined behaviour where the source has none
// CHECK-LABEL: @alloca_dealloc: incorrect
// CHECK-NEXT: why: target has undefined behaviour where the source has none
// A copy between overlapping views that are not the same view is UB (issue 31, the rule of
// llvm.intr.memcpy): after the copy %a and %b hold the same elements.
// CHECK-LABEL: @copy_then_load_alias: proven
// CHECK-LABEL: @copy_local_then_load: proven
// CHECK-LABEL: @copy_wrong_direction: incorrect
// CHECK-NEXT: why: {{memory of %[ab] differs at element [0-9]+ of its buffer (.*)|target has undefined behaviour where the source has none}}
// CHECK-LABEL: @dim_static: proven (for dynamic dimensions up to 64, --tv-max-dim)
// CHECK-LABEL: @global_store: incorrect
// CHECK-NEXT: why: global @counter differs at position 0 of its block (source {{.*}}, target {{.*}})
// CHECK-LABEL: @global_keep: proven
// CHECK-LABEL: @if_store: proven
// CHECK-LABEL: @if_store_hoisted: incorrect
// CHECK-NEXT: why: memory of %m differs at element 0
// CHECK-LABEL: @if_yields_memref: proven
// CHECK-LABEL: @call_with_memref: proven
// CHECK-LABEL: @copy_back_other_arg: incorrect
// CHECK-NEXT: why: target has undefined behaviour where the source has none
// CHECK-LABEL: @return_arg: proven
// CHECK-LABEL: @return_copy_wrong: incorrect
// CHECK-NEXT: why: {{result #0 differs at index \[2\]|result #0 is poison in the target but not in the source at index \[2\]|target has undefined behaviour where the source has none}}

//--- src.mlir
func.func @store_forward(%m: memref<4xi32>, %i: index, %v: i32) -> i32 {
  memref.store %v, %m[%i] : memref<4xi32>
  %x = memref.load %m[%i] : memref<4xi32>
  return %x : i32
}
func.func @drop_store(%m: memref<4xi32>, %i: index, %v: i32) {
  memref.store %v, %m[%i] : memref<4xi32>
  return
}
// %a and %b may be the same buffer: the load must stay after the store
func.func @swap_across_args(%a: memref<4xi32>, %b: memref<4xi32>, %v: i32) -> i32 {
  %c0 = arith.constant 0 : index
  memref.store %v, %a[%c0] : memref<4xi32>
  %x = memref.load %b[%c0] : memref<4xi32>
  return %x : i32
}
func.func @same_index_args(%a: memref<4xi32>, %v: i32, %w: i32) {
  %c1 = arith.constant 1 : index
  memref.store %v, %a[%c1] : memref<4xi32>
  memref.store %w, %a[%c1] : memref<4xi32>
  return
}
func.func @local_scratch(%v: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %m = memref.alloc() : memref<4xi32>
  memref.store %v, %m[%c0] : memref<4xi32>
  %x = memref.load %m[%c0] : memref<4xi32>
  memref.dealloc %m : memref<4xi32>
  return %x : i32
}
func.func @use_after_free(%v: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %m = memref.alloc() : memref<4xi32>
  memref.store %v, %m[%c0] : memref<4xi32>
  %x = memref.load %m[%c0] : memref<4xi32>
  memref.dealloc %m : memref<4xi32>
  return %x : i32
}
func.func @uninit_read(%v: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %m = memref.alloca() : memref<4xi32>
  memref.store %v, %m[%c0] : memref<4xi32>
  %x = memref.load %m[%c0] : memref<4xi32>
  return %x : i32
}
func.func @oob_store(%m: memref<4xi32>, %i: index, %v: i32) {
  %c3 = arith.constant 3 : index
  %j = arith.minui %i, %c3 : index
  memref.store %v, %m[%j] : memref<4xi32>
  return
}
func.func @alloca_dealloc(%v: i32) -> i32 {
  %m = memref.alloca() : memref<4xi32>
  return %v : i32
}
func.func @copy_then_load_alias(%a: memref<2x3xf32>, %b: memref<2x3xf32>, %i: index, %j: index) -> f32 {
  memref.copy %a, %b : memref<2x3xf32> to memref<2x3xf32>
  %x = memref.load %b[%i, %j] : memref<2x3xf32>
  return %x : f32
}
func.func @copy_local_then_load(%a: memref<2x3xf32>, %i: index, %j: index) -> f32 {
  %b = memref.alloc() : memref<2x3xf32>
  memref.copy %a, %b : memref<2x3xf32> to memref<2x3xf32>
  %x = memref.load %b[%i, %j] : memref<2x3xf32>
  memref.dealloc %b : memref<2x3xf32>
  return %x : f32
}
func.func @copy_wrong_direction(%a: memref<4xi8>, %b: memref<4xi8>) {
  memref.copy %a, %b : memref<4xi8> to memref<4xi8>
  return
}
func.func @dim_static(%m: memref<4x?xi8>) -> index {
  %c0 = arith.constant 0 : index
  %d = memref.dim %m, %c0 : memref<4x?xi8>
  return %d : index
}
func.func @global_store(%v: i32) {
  %g = memref.get_global @counter : memref<1xi32>
  %c0 = arith.constant 0 : index
  memref.store %v, %g[%c0] : memref<1xi32>
  return
}
func.func @global_keep(%v: i32) -> i32 {
  %g = memref.get_global @counter : memref<1xi32>
  %c0 = arith.constant 0 : index
  %x = memref.load %g[%c0] : memref<1xi32>
  memref.store %x, %g[%c0] : memref<1xi32>
  return %x : i32
}
func.func @if_store(%m: memref<2xi32>, %c: i1, %v: i32) {
  %c0 = arith.constant 0 : index
  scf.if %c {
    memref.store %v, %m[%c0] : memref<2xi32>
  }
  return
}
func.func @if_store_hoisted(%m: memref<2xi32>, %c: i1, %v: i32) {
  %c0 = arith.constant 0 : index
  scf.if %c {
    memref.store %v, %m[%c0] : memref<2xi32>
  }
  return
}
func.func @if_yields_memref(%c: i1, %a: memref<4xi32>, %v: i32) {
  %alloc = memref.alloc() : memref<4xi32>
  %m = scf.if %c -> memref<4xi32> {
    scf.yield %a : memref<4xi32>
  } else {
    scf.yield %alloc : memref<4xi32>
  }
  %c0 = arith.constant 0 : index
  memref.store %v, %m[%c0] : memref<4xi32>
  return
}
func.func @call_with_memref(%a: memref<4xi32>) -> i32 {
  %r = func.call @g(%a) : (memref<4xi32>) -> i32
  return %r : i32
}
func.func private @g(memref<4xi32>) -> i32
// the target writes %a back unchanged: UB when %a is read-only (writability is per position)
func.func @copy_back_other_arg(%a: memref<4xi32>, %b: memref<4xi32>) {
  %t = memref.alloc() : memref<4xi32>
  memref.copy %b, %t : memref<4xi32> to memref<4xi32>
  memref.copy %t, %b : memref<4xi32> to memref<4xi32>
  memref.dealloc %t : memref<4xi32>
  return
}
func.func @return_arg(%m: memref<4xi32>, %v: i32) -> memref<4xi32> {
  %c2 = arith.constant 2 : index
  memref.store %v, %m[%c2] : memref<4xi32>
  return %m : memref<4xi32>
}
func.func @return_copy_wrong(%m: memref<4xi32>, %v: i32) -> memref<4xi32> {
  %c2 = arith.constant 2 : index
  memref.store %v, %m[%c2] : memref<4xi32>
  return %m : memref<4xi32>
}
memref.global "private" @counter : memref<1xi32> = dense<0>

//--- tgt.mlir
func.func @store_forward(%m: memref<4xi32>, %i: index, %v: i32) -> i32 {
  memref.store %v, %m[%i] : memref<4xi32>
  return %v : i32
}
func.func @drop_store(%m: memref<4xi32>, %i: index, %v: i32) {
  return
}
func.func @swap_across_args(%a: memref<4xi32>, %b: memref<4xi32>, %v: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %x = memref.load %b[%c0] : memref<4xi32>
  memref.store %v, %a[%c0] : memref<4xi32>
  return %x : i32
}
func.func @same_index_args(%a: memref<4xi32>, %v: i32, %w: i32) {
  %c1 = arith.constant 1 : index
  memref.store %w, %a[%c1] : memref<4xi32>
  return
}
func.func @local_scratch(%v: i32) -> i32 {
  return %v : i32
}
func.func @use_after_free(%v: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %m = memref.alloc() : memref<4xi32>
  memref.store %v, %m[%c0] : memref<4xi32>
  memref.dealloc %m : memref<4xi32>
  %x = memref.load %m[%c0] : memref<4xi32>
  return %x : i32
}
func.func @uninit_read(%v: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = memref.alloca() : memref<4xi32>
  memref.store %v, %m[%c0] : memref<4xi32>
  %x = memref.load %m[%c1] : memref<4xi32>
  return %x : i32
}
func.func @oob_store(%m: memref<4xi32>, %i: index, %v: i32) {
  memref.store %v, %m[%i] : memref<4xi32>
  return
}
func.func @alloca_dealloc(%v: i32) -> i32 {
  %m = memref.alloca() : memref<4xi32>
  memref.dealloc %m : memref<4xi32>
  return %v : i32
}
func.func @copy_then_load_alias(%a: memref<2x3xf32>, %b: memref<2x3xf32>, %i: index, %j: index) -> f32 {
  memref.copy %a, %b : memref<2x3xf32> to memref<2x3xf32>
  %x = memref.load %a[%i, %j] : memref<2x3xf32>
  return %x : f32
}
func.func @copy_local_then_load(%a: memref<2x3xf32>, %i: index, %j: index) -> f32 {
  %x = memref.load %a[%i, %j] : memref<2x3xf32>
  return %x : f32
}
func.func @copy_wrong_direction(%a: memref<4xi8>, %b: memref<4xi8>) {
  memref.copy %b, %a : memref<4xi8> to memref<4xi8>
  return
}
func.func @dim_static(%m: memref<4x?xi8>) -> index {
  %c4 = arith.constant 4 : index
  return %c4 : index
}
func.func @global_store(%v: i32) {
  return
}
func.func @global_keep(%v: i32) -> i32 {
  %g = memref.get_global @counter : memref<1xi32>
  %c0 = arith.constant 0 : index
  %x = memref.load %g[%c0] : memref<1xi32>
  return %x : i32
}
func.func @if_store(%m: memref<2xi32>, %c: i1, %v: i32) {
  %c0 = arith.constant 0 : index
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  memref.store %v, %m[%c0] : memref<2xi32>
  cf.br ^bb2
^bb2:
  return
}
func.func @if_store_hoisted(%m: memref<2xi32>, %c: i1, %v: i32) {
  %c0 = arith.constant 0 : index
  memref.store %v, %m[%c0] : memref<2xi32>
  return
}
func.func @if_yields_memref(%c: i1, %a: memref<4xi32>, %v: i32) {
  %c0 = arith.constant 0 : index
  scf.if %c {
    memref.store %v, %a[%c0] : memref<4xi32>
  }
  return
}
func.func @call_with_memref(%a: memref<4xi32>) -> i32 {
  %r = func.call @g(%a) : (memref<4xi32>) -> i32
  return %r : i32
}
func.func private @g(memref<4xi32>) -> i32
func.func @copy_back_other_arg(%a: memref<4xi32>, %b: memref<4xi32>) {
  %t = memref.alloc() : memref<4xi32>
  memref.copy %a, %t : memref<4xi32> to memref<4xi32>
  memref.copy %t, %a : memref<4xi32> to memref<4xi32>
  memref.dealloc %t : memref<4xi32>
  return
}
func.func @return_arg(%m: memref<4xi32>, %v: i32) -> memref<4xi32> {
  %c2 = arith.constant 2 : index
  memref.store %v, %m[%c2] : memref<4xi32>
  return %m : memref<4xi32>
}
func.func @return_copy_wrong(%m: memref<4xi32>, %v: i32) -> memref<4xi32> {
  %c2 = arith.constant 2 : index
  %n = memref.alloc() : memref<4xi32>
  memref.copy %m, %n : memref<4xi32> to memref<4xi32>
  memref.store %v, %m[%c2] : memref<4xi32>
  return %n : memref<4xi32>
}
memref.global "private" @counter : memref<1xi32> = dense<0>
