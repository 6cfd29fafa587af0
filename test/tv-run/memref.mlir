// tv-run on memrefs (docs/semantics.md 12): a memref argument is a fresh buffer holding
// the literal, and its final contents are printed after the results; the block model's
// undefined behaviour (out of bounds, uninitialized reads, use after free, double free,
// freeing a view, writing a constant global or a clone's source) ends the run.
// RUN: %tv-run %s @inc "dense<[1, 2, 3, 4]>" 2 | FileCheck %s --check-prefix=INC
// INC: 3 : i32
// INC-NEXT: memref %arg0 = [1, 2, 4, 4] : memref<4xi32>
// RUN: not %tv-run %s @inc "dense<[1, 2, 3, 4]>" 4 | FileCheck %s --check-prefix=OOB
// OOB: undefined behaviour: index 4 out of bounds (size 4) at {{.*}}memref.mlir
// RUN: not %tv-run %s @inc "[1, poison, 3, 4]" poison | FileCheck %s --check-prefix=PIDX
// PIDX: undefined behaviour: a poison index or size at
// RUN: %tv-run %s @inc "[1, poison, 3, 4]" 1 | FileCheck %s --check-prefix=PVAL
// PVAL: poison : i32
// PVAL-NEXT: memref %arg0 = [1, poison, 3, 4] : memref<4xi32>
// RUN: %tv-run %s @partial 7 | FileCheck %s --check-prefix=PARTIAL
// PARTIAL: [7, uninit] : memref<2xi32>
// RUN: not %tv-run %s @uninit_read | FileCheck %s --check-prefix=UNINIT
// UNINIT: undefined behaviour: read of an uninitialized element at
// RUN: not %tv-run %s @use_after_free 1 | FileCheck %s --check-prefix=UAF
// UAF: undefined behaviour: access to a deallocated buffer at
// RUN: not %tv-run %s @double_free | FileCheck %s --check-prefix=DFREE
// DFREE: undefined behaviour: deallocation of a deallocated buffer at
// RUN: not %tv-run %s @free_view | FileCheck %s --check-prefix=FVIEW
// FVIEW: undefined behaviour: deallocation of a memref that is not an allocation's result at
// RUN: not %tv-run %s @free_stack | FileCheck %s --check-prefix=FSTACK
// FSTACK: undefined behaviour: deallocation of a stack buffer at
// RUN: not %tv-run %s @free_arg "dense<1>" | FileCheck %s --check-prefix=FARG
// FARG: undefined behaviour: deallocation of an argument's buffer (the caller owns it) at
// RUN: %tv-run %s @views "[[0, 1, 2, 3], [4, 5, 6, 7], [8, 9, 10, 11]]" | FileCheck %s --check-prefix=VIEWS
// VIEWS: {{\[}}[5, 6], [9, 10]] : tensor<2x2xi32>
// VIEWS-NEXT: [4, 5, 6, 7, 8, 9, 10, 11] : tensor<8xi32>
// VIEWS-NEXT: {{\[}}[0, 4, 8], [1, 5, 9], [2, 6, 10], [3, 7, 11]] : tensor<4x3xi32>
// VIEWS-NEXT: 5 : index
// VIEWS-NEXT: 4 : index
// VIEWS-NEXT: 2 : index
// VIEWS-NEXT: memref %arg0 = {{\[}}[0, 1, 2, 3], [4, 5, 6, 7], [8, 9, 10, 11]] : memref<3x4xi32>
// RUN: %tv-run %s @reshape "[0, 1, 2, 3, 4, 5]" | FileCheck %s --check-prefix=RESHAPE
// RESHAPE: {{\[}}[0, 1, 2], [3, 4, 5]] : tensor<2x3xi32>
// RESHAPE-NEXT: {{\[}}[0, 1], [2, 3], [4, 5]] : tensor<3x2xi32>
// RESHAPE-NEXT: 2 : index
// RUN: not %tv-run %s @subview_oob 2 | FileCheck %s --check-prefix=SUBOOB
// SUBOOB: undefined behaviour: an out-of-bounds subview at
// RUN: not %tv-run %s @cast_ub "dense<0>" | FileCheck %s --check-prefix=CASTUB
// CASTUB: undefined behaviour: a view whose sizes, strides or offset differ from its type's at
// RUN: %tv-run %s @reinterpret "[1, 2, 3, 4, 5, 6]" | FileCheck %s --check-prefix=REINT
// REINT: {{\[}}[2, 4], [3, 5]] : tensor<2x2xi32>
// RUN: %tv-run %s @globals | FileCheck %s --check-prefix=GLOBALS
// GLOBALS: 3.5 : f32
// GLOBALS-NEXT: [2, 9] : tensor<2xi32>
// RUN: not %tv-run %s @write_constant | FileCheck %s --check-prefix=WCONST
// WCONST: undefined behaviour: write to read-only memory at
// RUN: %tv-run %s @clone "dense<[1, 2]>" | FileCheck %s --check-prefix=CLONE
// CLONE: [1, 2] : tensor<2xi32>
// CLONE-NEXT: memref %arg0 = [1, 2] : memref<2xi32>
// RUN: not %tv-run %s @clone_mutate "dense<[1, 2]>" | FileCheck %s --check-prefix=CLONEMUT
// CLONEMUT: undefined behaviour: write to read-only memory at
// RUN: %tv-run %s @copy "[1, 2, 3]" "[7, 8, 9]" | FileCheck %s --check-prefix=COPY
// COPY: memref %arg0 = [1, 2, 3] : memref<3xi32>
// COPY-NEXT: memref %arg1 = [1, 2, 3] : memref<3xi32>
// RUN: not %tv-run %s @copy_uninit "[7, 8, 9]" | FileCheck %s --check-prefix=COPYUNINIT
// COPYUNINIT: undefined behaviour: copy of an uninitialized element at
// RUN: %tv-run %s @ret_alloca | FileCheck %s --check-prefix=RETALLOCA
// RETALLOCA: [uninit, uninit] : memref<2xi32>
// RUN: not %tv-run %s @alloca_loop | FileCheck %s --check-prefix=ALLOCALOOP
// ALLOCALOOP: undefined behaviour: access to a deallocated buffer at
// RUN: %tv-run %s @tensors "[1.5, -0.0]" | FileCheck %s --check-prefix=TENSORS
// TENSORS: [1.5, 2.0] : tensor<2xf32>
// TENSORS-NEXT: [1.5, -0.0] : tensor<2xf32>
// TENSORS-NEXT: [1.5, 2.0] : memref<2xf32>
// RUN: not %tv-run %s @select_poison poison "dense<1>" "dense<2>" | FileCheck %s --check-prefix=SELPOISON
// SELPOISON: undefined behaviour: memory access through a poison memref at
// RUN: %tv-run %s @bdealloc true false | FileCheck %s --check-prefix=BDEALLOC
// BDEALLOC: false : i1
// BDEALLOC-NEXT: 1 : i32
// RUN: %tv-run %s @misc "dense<3>" | FileCheck %s --check-prefix=MISC
// MISC: 1 : index
// MISC-NEXT: 3 : i32
// MISC-NEXT: [1, 4, 3, uninit] : tensor<4xi8>
// MISC-NEXT: memref %arg0 = [3, 3, 3, 3] : memref<4xi32>
// RUN: not %tv-run %s @missing_arg 2>&1 | FileCheck %s --check-prefix=USAGE
// USAGE: tv-run: the function takes 1 argument, 0 given
// RUN: not %tv-run %s @dynamic "[1]" 2>&1 | FileCheck %s --check-prefix=DYN
// DYN: tv-run: argument 0: a memref argument needs a static shape

memref.global "private" constant @k : memref<2xf32> = dense<[1.0, 3.5]>
memref.global "private" @g : memref<2xi32> = dense<[2, 4]>

func.func @inc(%m: memref<4xi32>, %i: index) -> i32 {
  %v = memref.load %m[%i] : memref<4xi32>
  %c1 = arith.constant 1 : i32
  %w = arith.addi %v, %c1 : i32
  memref.store %w, %m[%i] : memref<4xi32>
  return %v : i32
}
func.func @partial(%x: i32) -> memref<2xi32> {
  %a = memref.alloc() : memref<2xi32>
  %c0 = arith.constant 0 : index
  memref.store %x, %a[%c0] : memref<2xi32>
  return %a : memref<2xi32>
}
func.func @uninit_read() -> i32 {
  %a = memref.alloc() : memref<2xi32>
  %c0 = arith.constant 0 : index
  %v = memref.load %a[%c0] : memref<2xi32>
  return %v : i32
}
func.func @use_after_free(%x: i32) -> i32 {
  %a = memref.alloc() : memref<2xi32>
  %c0 = arith.constant 0 : index
  memref.store %x, %a[%c0] : memref<2xi32>
  memref.dealloc %a : memref<2xi32>
  %v = memref.load %a[%c0] : memref<2xi32>
  return %v : i32
}
func.func @double_free() {
  %a = memref.alloc() : memref<2xi32>
  memref.dealloc %a : memref<2xi32>
  memref.dealloc %a : memref<2xi32>
  return
}
func.func @free_view() {
  %a = memref.alloc() : memref<4xi32>
  %s = memref.subview %a[0][4][1] : memref<4xi32> to memref<4xi32, strided<[1]>>
  memref.dealloc %s : memref<4xi32, strided<[1]>>
  return
}
func.func @free_stack() {
  %a = memref.alloca() : memref<2xi32>
  memref.dealloc %a : memref<2xi32>
  return
}
func.func @free_arg(%m: memref<2xi32>) {
  memref.dealloc %m : memref<2xi32>
  return
}
func.func @views(%m: memref<3x4xi32>) -> (tensor<2x2xi32>, tensor<8xi32>, tensor<4x3xi32>, index, index, index) {
  %s = memref.subview %m[1, 1][2, 2][1, 1] : memref<3x4xi32> to memref<2x2xi32, strided<[4, 1], offset: 5>>
  %t = bufferization.to_tensor %s : memref<2x2xi32, strided<[4, 1], offset: 5>> to tensor<2x2xi32>
  %rows = memref.subview %m[1, 0][2, 4][1, 1] : memref<3x4xi32> to memref<2x4xi32, strided<[4, 1], offset: 4>>
  %c = memref.collapse_shape %rows [[0, 1]] : memref<2x4xi32, strided<[4, 1], offset: 4>> into memref<8xi32, strided<[1], offset: 4>>
  %ct = bufferization.to_tensor %c : memref<8xi32, strided<[1], offset: 4>> to tensor<8xi32>
  %tr = memref.transpose %m (i, j) -> (j, i) : memref<3x4xi32> to memref<4x3xi32, strided<[1, 4]>>
  %tt = bufferization.to_tensor %tr : memref<4x3xi32, strided<[1, 4]>> to tensor<4x3xi32>
  %base, %off, %sz:2, %st:2 = memref.extract_strided_metadata %s : memref<2x2xi32, strided<[4, 1], offset: 5>> -> memref<i32>, index, index, index, index, index
  return %t, %ct, %tt, %off, %st#0, %sz#1 : tensor<2x2xi32>, tensor<8xi32>, tensor<4x3xi32>, index, index, index
}
func.func @reshape(%m: memref<6xi32>) -> (tensor<2x3xi32>, tensor<3x2xi32>, index) {
  %e = memref.expand_shape %m [[0, 1]] output_shape [2, 3] : memref<6xi32> into memref<2x3xi32>
  %et = bufferization.to_tensor %e : memref<2x3xi32> to tensor<2x3xi32>
  %c = memref.collapse_shape %e [[0, 1]] : memref<2x3xi32> into memref<6xi32>
  %e2 = memref.expand_shape %c [[0, 1]] output_shape [3, 2] : memref<6xi32> into memref<3x2xi32>
  %e2t = bufferization.to_tensor %e2 : memref<3x2xi32> to tensor<3x2xi32>
  %c1 = arith.constant 1 : index
  %d = memref.dim %e2, %c1 : memref<3x2xi32>
  return %et, %e2t, %d : tensor<2x3xi32>, tensor<3x2xi32>, index
}
func.func @subview_oob(%o: index) {
  %a = memref.alloc() : memref<4xi32>
  %s = memref.subview %a[%o][3][1] : memref<4xi32> to memref<3xi32, strided<[1], offset: ?>>
  return
}
func.func @cast_ub(%m: memref<4xi32>) {
  %c = memref.cast %m : memref<4xi32> to memref<?xi32>
  %d = memref.cast %c : memref<?xi32> to memref<5xi32>
  return
}
func.func @reinterpret(%m: memref<6xi32>) -> tensor<2x2xi32> {
  %r = memref.reinterpret_cast %m to offset: [1], sizes: [2, 2], strides: [1, 2] : memref<6xi32> to memref<2x2xi32, strided<[1, 2], offset: 1>>
  %t = bufferization.to_tensor %r : memref<2x2xi32, strided<[1, 2], offset: 1>> to tensor<2x2xi32>
  return %t : tensor<2x2xi32>
}
func.func @globals() -> (f32, tensor<2xi32>) {
  %k = memref.get_global @k : memref<2xf32>
  %g = memref.get_global @g : memref<2xi32>
  %c1 = arith.constant 1 : index
  %v = memref.load %k[%c1] : memref<2xf32>
  %c9 = arith.constant 9 : i32
  memref.store %c9, %g[%c1] : memref<2xi32>
  %g2 = memref.get_global @g : memref<2xi32>
  %t = bufferization.to_tensor %g2 : memref<2xi32> to tensor<2xi32>
  return %v, %t : f32, tensor<2xi32>
}
func.func @write_constant() {
  %k = memref.get_global @k : memref<2xf32>
  %c0 = arith.constant 0 : index
  %z = arith.constant 0.0 : f32
  memref.store %z, %k[%c0] : memref<2xf32>
  return
}
func.func @clone(%m: memref<2xi32>) -> tensor<2xi32> {
  %c = bufferization.clone %m : memref<2xi32> to memref<2xi32>
  %t = bufferization.to_tensor %c : memref<2xi32> to tensor<2xi32>
  memref.dealloc %c : memref<2xi32>
  return %t : tensor<2xi32>
}
func.func @clone_mutate(%m: memref<2xi32>) {
  %c = bufferization.clone %m : memref<2xi32> to memref<2xi32>
  %c0 = arith.constant 0 : index
  %z = arith.constant 0 : i32
  memref.store %z, %m[%c0] : memref<2xi32>
  return
}
func.func @copy(%a: memref<3xi32>, %b: memref<3xi32>) {
  memref.copy %a, %b : memref<3xi32> to memref<3xi32>
  return
}
func.func @copy_uninit(%b: memref<3xi32>) {
  %a = memref.alloc() : memref<3xi32>
  memref.copy %a, %b : memref<3xi32> to memref<3xi32>
  return
}
func.func @ret_alloca() -> memref<2xi32> {
  %a = memref.alloca() : memref<2xi32>
  %c0 = arith.constant 0 : index
  %z = arith.constant 0 : i32
  memref.store %z, %a[%c0] : memref<2xi32>
  return %a : memref<2xi32>
}
func.func @alloca_loop() -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i32
  %init = memref.alloc() : memref<1xi32>
  %r = scf.for %i = %c0 to %c1 step %c1 iter_args(%m = %init) -> memref<1xi32> {
    %a = memref.alloca() : memref<1xi32>
    memref.store %z, %a[%c0] : memref<1xi32>
    scf.yield %a : memref<1xi32>
  }
  %v = memref.load %r[%c0] : memref<1xi32>
  return %v : i32
}
func.func @tensors(%t: tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>, memref<2xf32>) {
  %b = bufferization.to_buffer %t : tensor<2xf32> to memref<2xf32>
  %c1 = arith.constant 1 : index
  %two = arith.constant 2.0 : f32
  memref.store %two, %b[%c1] : memref<2xf32>
  %u = bufferization.to_tensor %b : memref<2xf32> to tensor<2xf32>
  %a = memref.alloc() : memref<2xf32>
  bufferization.materialize_in_destination %u in writable %a : (tensor<2xf32>, memref<2xf32>) -> ()
  %e = bufferization.alloc_tensor() copy(%t) : tensor<2xf32>
  return %u, %e, %a : tensor<2xf32>, tensor<2xf32>, memref<2xf32>
}
func.func @select_poison(%c: i1, %a: memref<2xi32>, %b: memref<2xi32>) -> i32 {
  %m = arith.select %c, %a, %b : memref<2xi32>
  %c0 = arith.constant 0 : index
  %v = memref.load %m[%c0] : memref<2xi32>
  return %v : i32
}
func.func @bdealloc(%c: i1, %d: i1) -> (i1, i32) {
  %a = memref.alloc() : memref<2xi32>
  %b = memref.alloc() : memref<2xi32>
  %c0 = arith.constant 0 : index
  %one = arith.constant 1 : i32
  memref.store %one, %b[%c0] : memref<2xi32>
  %base, %off, %sz, %st = memref.extract_strided_metadata %a : memref<2xi32> -> memref<i32>, index, index, index
  %r = bufferization.dealloc (%base, %b : memref<i32>, memref<2xi32>) if (%c, %d) retain (%b : memref<2xi32>)
  %v = memref.load %b[%c0] : memref<2xi32>
  return %r, %v : i1, i32
}
func.func @misc(%m: memref<4xi32>) -> (index, i32, tensor<4xi8>) {
  %r = memref.rank %m : memref<4xi32>
  %s = memref.memory_space_cast %m : memref<4xi32> to memref<4xi32, 1>
  %al = memref.assume_alignment %m, 16 : memref<4xi32>
  %c3 = arith.constant 3 : index
  %v = memref.load %al[%c3] {alignment = 16 : i64} : memref<4xi32>
  memref.prefetch %m[%c3], read, locality<3>, data : memref<4xi32>
  %bytes = memref.alloc() : memref<8xi8>
  %c2 = arith.constant 2 : index
  %c0 = arith.constant 0 : index
  %w = memref.view %bytes[%c2][] : memref<8xi8> to memref<4xi8>
  %i1 = arith.constant 1 : i8
  %i2 = arith.constant 2 : i8
  %i3 = arith.constant 3 : i8
  %i4 = arith.constant 4 : i8
  %c1 = arith.constant 1 : index
  memref.store %i1, %w[%c0] : memref<4xi8>
  memref.store %i2, %w[%c1] : memref<4xi8>
  memref.store %i3, %w[%c2] : memref<4xi8>
  memref.store %i4, %bytes[%c3 ] : memref<8xi8>
  %wt = bufferization.to_tensor %w : memref<4xi8> to tensor<4xi8>
  return %r, %v, %wt : index, i32, tensor<4xi8>
}
func.func @missing_arg(%m: memref<2xi32>) {
  return
}
func.func @dynamic(%m: memref<?xi32>) {
  return
}
