// memref views through tv-check: subview, reinterpret_cast, extract_strided_metadata, cast, collapse_shape, expand_shape, transpose, memory_space_cast, view (i8), assume_alignment (a target introducing it is incorrect: its result is poison on a misaligned buffer), rank, prefetch, and allocation of dynamic sizes; equivalent address computations are proven, off-by-one views incorrect.
// RUN: split-file %s %t
// RUN: not %tv-check --timeout=60 %t/src.mlir %t/tgt.mlir | FileCheck %s

// CHECK-LABEL: @subview_load: proven
// CHECK-LABEL: @subview_off_by_one: incorrect
// CHECK-NEXT: why: {{result #0 differs|result #0 is poison in the target but not in the source|target has undefined behaviour where the source has none}}
// CHECK-LABEL: @strided_subview: proven
// CHECK-LABEL: @reinterpret_row: proven
// CHECK-LABEL: @metadata_roundtrip: proven
// CHECK-LABEL: @cast_static_mismatch: incorrect
// CHECK-NEXT: why: target has undefined behaviour where the source has none
// CHECK-LABEL: @collapse_expand: proven
// CHECK-LABEL: @expand_wrong_order: incorrect
// CHECK-NEXT: why: {{memory of %m differs at element [12]|target has undefined behaviour where the source has none}}
// CHECK-LABEL: @view_bytes: proven
// CHECK-LABEL: @aligned: incorrect
// CHECK-NEXT: why: target has undefined behaviour where the source has none
// CHECK-LABEL: @alloc_dynamic: proven
// CHECK-LABEL: @alloc_tensor_empty: proven
// CHECK-LABEL: @dyn_stride_arg: proven (for memref arguments with dynamic strides laid out row-major)
// CHECK-LABEL: @transpose_load: proven
// CHECK-LABEL: @transpose_wrong: incorrect
// CHECK-LABEL: @rank_prefetch_space: proven
// CHECK-LABEL: @subview_dyn_fold: proven
// CHECK-LABEL: @collapse_dyn_strides: proven (for dynamic dimensions up to 64, --tv-max-dim; for memref arguments with dynamic strides laid out row-major)
// CHECK-LABEL: @view_f32: unsupported (memref.view to an element type other than i8 of a buffer that is not a typed byte buffer (bytes are not modelled))
// CHECK-LABEL: @affine_layout: unsupported (a memref layout that is not strided (memref<4x4xi32, affine_map<(d0, d1) -> (d1, d0)>>))

//--- src.mlir
func.func @subview_load(%m: memref<8x8xi32>, %i: index, %j: index) -> i32 {
  %s = memref.subview %m[2, 3][4, 4][1, 1] : memref<8x8xi32> to memref<4x4xi32, strided<[8, 1], offset: 19>>
  %x = memref.load %s[%i, %j] : memref<4x4xi32, strided<[8, 1], offset: 19>>
  return %x : i32
}
func.func @subview_off_by_one(%m: memref<8xi32>, %i: index) -> i32 {
  %s = memref.subview %m[2][4][1] : memref<8xi32> to memref<4xi32, strided<[1], offset: 2>>
  %x = memref.load %s[%i] : memref<4xi32, strided<[1], offset: 2>>
  return %x : i32
}
func.func @strided_subview(%m: memref<16xi32>, %v: i32) {
  %s = memref.subview %m[1][5][3] : memref<16xi32> to memref<5xi32, strided<[3], offset: 1>>
  %c4 = arith.constant 4 : index
  memref.store %v, %s[%c4] : memref<5xi32, strided<[3], offset: 1>>
  return
}
func.func @reinterpret_row(%m: memref<4x4xf32>, %j: index) -> f32 {
  %c2 = arith.constant 2 : index
  %x = memref.load %m[%c2, %j] : memref<4x4xf32>
  return %x : f32
}
func.func @metadata_roundtrip(%m: memref<3x5xi16>, %i: index, %j: index) -> i16 {
  %x = memref.load %m[%i, %j] : memref<3x5xi16>
  return %x : i16
}
func.func @cast_static_mismatch(%m: memref<?xi32>) -> index {
  %c0 = arith.constant 0 : index
  %d = memref.dim %m, %c0 : memref<?xi32>
  return %d : index
}
func.func @collapse_expand(%m: memref<2x6xi8>, %i: index, %j: index) -> i8 {
  %x = memref.load %m[%i, %j] : memref<2x6xi8>
  return %x : i8
}
func.func @expand_wrong_order(%m: memref<6xi8>, %v: i8) {
  %e = memref.expand_shape %m [[0, 1]] output_shape [2, 3] : memref<6xi8> into memref<2x3xi8>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  memref.store %v, %e[%c0, %c1] : memref<2x3xi8>
  return
}
func.func @view_bytes(%m: memref<64xi8>, %i: index) -> i8 {
  %c8 = arith.constant 8 : index
  %k = arith.addi %i, %c8 overflow<nuw> : index
  %x = memref.load %m[%k] : memref<64xi8>
  return %x : i8
}
func.func @aligned(%m: memref<8xf32>, %i: index) -> f32 {
  %x = memref.load %m[%i] : memref<8xf32>
  return %x : f32
}
func.func @alloc_dynamic(%n: index, %v: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %m = memref.alloc (%n) : memref<?xi32>
  memref.store %v, %m[%c0] : memref<?xi32>
  %x = memref.load %m[%c0] : memref<?xi32>
  memref.dealloc %m : memref<?xi32>
  return %x : i32
}
func.func @alloc_tensor_empty(%v: f32) -> tensor<3xf32> {
  %e = bufferization.alloc_tensor () : tensor<3xf32>
  %f = linalg.fill ins(%v : f32) outs(%e : tensor<3xf32>) -> tensor<3xf32>
  return %f : tensor<3xf32>
}
func.func @dyn_stride_arg(%m: memref<4xi32, strided<[?], offset: ?>>, %v: i32) -> i32 {
  %c1 = arith.constant 1 : index
  memref.store %v, %m[%c1] : memref<4xi32, strided<[?], offset: ?>>
  %x = memref.load %m[%c1] : memref<4xi32, strided<[?], offset: ?>>
  return %x : i32
}
func.func @transpose_load(%m: memref<2x3xi32>, %i: index, %j: index) -> i32 {
  %t = memref.transpose %m (i, j) -> (j, i) : memref<2x3xi32> to memref<3x2xi32, strided<[1, 3]>>
  %x = memref.load %t[%j, %i] : memref<3x2xi32, strided<[1, 3]>>
  return %x : i32
}
func.func @transpose_wrong(%m: memref<3x3xi32>, %i: index, %j: index) -> i32 {
  %t = memref.transpose %m (i, j) -> (j, i) : memref<3x3xi32> to memref<3x3xi32, strided<[1, 3]>>
  %x = memref.load %t[%i, %j] : memref<3x3xi32, strided<[1, 3]>>
  return %x : i32
}
func.func @rank_prefetch_space(%m: memref<2x3xi32>, %i: index, %j: index) -> index {
  %r = memref.rank %m : memref<2x3xi32>
  memref.prefetch %m[%i, %j], read, locality<3>, data : memref<2x3xi32>
  %c = memref.memory_space_cast %m : memref<2x3xi32> to memref<2x3xi32, 1>
  %x = memref.load %c[%i, %j] : memref<2x3xi32, 1>
  return %r : index
}
// an out-of-bounds subview is UB, so the folded load may assume %i + 1 < 16
func.func @subview_dyn_fold(%m: memref<16x16xf32>, %i: index, %j: index) -> f32 {
  %c1 = arith.constant 1 : index
  %s = memref.subview %m[%i, 4][4, 8][1, 1] : memref<16x16xf32> to memref<4x8xf32, strided<[16, 1], offset: ?>>
  %x = memref.load %s[%c1, %j] : memref<4x8xf32, strided<[16, 1], offset: ?>>
  return %x : f32
}
// collapsing non-contiguous dimensions is UB: the collapsed stride is the inner one
func.func @collapse_dyn_strides(%m: memref<2x?xi32, strided<[?, 1], offset: ?>>, %k: index) -> i32 {
  %c1 = arith.constant 1 : index
  %n = memref.dim %m, %c1 : memref<2x?xi32, strided<[?, 1], offset: ?>>
  %q = arith.divui %k, %n : index
  %r = arith.remui %k, %n : index
  %x = memref.load %m[%q, %r] : memref<2x?xi32, strided<[?, 1], offset: ?>>
  return %x : i32
}
func.func @view_f32(%m: memref<64xi8>) -> f32 {
  %c0 = arith.constant 0 : index
  %v = memref.view %m[%c0][] : memref<64xi8> to memref<16xf32>
  %x = memref.load %v[%c0] : memref<16xf32>
  return %x : f32
}
func.func @affine_layout(%m: memref<4x4xi32, affine_map<(d0, d1) -> (d1, d0)>>) {
  return
}

//--- tgt.mlir
func.func @subview_load(%m: memref<8x8xi32>, %i: index, %j: index) -> i32 {
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %a = arith.addi %i, %c2 : index
  %b = arith.addi %j, %c3 : index
  %x = memref.load %m[%a, %b] : memref<8x8xi32>
  %c4 = arith.constant 4 : index
  %ok_i = arith.cmpi ult, %i, %c4 : index
  %ok_j = arith.cmpi ult, %j, %c4 : index
  %ok = arith.andi %ok_i, %ok_j : i1
  %r = scf.if %ok -> i32 {
    scf.yield %x : i32
  } else {
    %p = ub.poison : i32
    scf.yield %p : i32
  }
  return %r : i32
}
func.func @subview_off_by_one(%m: memref<8xi32>, %i: index) -> i32 {
  %s = memref.subview %m[3][4][1] : memref<8xi32> to memref<4xi32, strided<[1], offset: 3>>
  %x = memref.load %s[%i] : memref<4xi32, strided<[1], offset: 3>>
  return %x : i32
}
func.func @strided_subview(%m: memref<16xi32>, %v: i32) {
  %c13 = arith.constant 13 : index
  memref.store %v, %m[%c13] : memref<16xi32>
  return
}
func.func @reinterpret_row(%m: memref<4x4xf32>, %j: index) -> f32 {
  %base, %off, %sz:2, %st:2 = memref.extract_strided_metadata %m : memref<4x4xf32> -> memref<f32>, index, index, index, index, index
  %r = memref.reinterpret_cast %base to offset: [8], sizes: [4], strides: [1] : memref<f32> to memref<4xf32, strided<[1], offset: 8>>
  %x = memref.load %r[%j] : memref<4xf32, strided<[1], offset: 8>>
  return %x : f32
}
func.func @metadata_roundtrip(%m: memref<3x5xi16>, %i: index, %j: index) -> i16 {
  %base, %off, %sz:2, %st:2 = memref.extract_strided_metadata %m : memref<3x5xi16> -> memref<i16>, index, index, index, index, index
  %r = memref.reinterpret_cast %base to offset: [%off], sizes: [%sz#0, %sz#1], strides: [%st#0, %st#1] : memref<i16> to memref<?x?xi16, strided<[?, ?], offset: ?>>
  %x = memref.load %r[%i, %j] : memref<?x?xi16, strided<[?, ?], offset: ?>>
  return %x : i16
}
func.func @cast_static_mismatch(%m: memref<?xi32>) -> index {
  %c = memref.cast %m : memref<?xi32> to memref<4xi32>
  %c4 = arith.constant 4 : index
  return %c4 : index
}
func.func @collapse_expand(%m: memref<2x6xi8>, %i: index, %j: index) -> i8 {
  %c = memref.collapse_shape %m [[0, 1]] : memref<2x6xi8> into memref<12xi8>
  %e = memref.expand_shape %c [[0, 1]] output_shape [2, 6] : memref<12xi8> into memref<2x6xi8>
  %x = memref.load %e[%i, %j] : memref<2x6xi8>
  return %x : i8
}
func.func @expand_wrong_order(%m: memref<6xi8>, %v: i8) {
  %c2 = arith.constant 2 : index
  memref.store %v, %m[%c2] : memref<6xi8>
  return
}
func.func @view_bytes(%m: memref<64xi8>, %i: index) -> i8 {
  %c8 = arith.constant 8 : index
  %v = memref.view %m[%c8][] : memref<64xi8> to memref<56xi8>
  %x = memref.load %v[%i] : memref<56xi8>
  return %x : i8
}
func.func @aligned(%m: memref<8xf32>, %i: index) -> f32 {
  %a = memref.assume_alignment %m, 16 : memref<8xf32>
  %x = memref.load %a[%i] : memref<8xf32>
  return %x : f32
}
func.func @alloc_dynamic(%n: index, %v: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %m = memref.alloca (%n) : memref<?xi32>
  memref.store %v, %m[%c0] : memref<?xi32>
  %x = memref.load %m[%c0] : memref<?xi32>
  return %x : i32
}
func.func @alloc_tensor_empty(%v: f32) -> tensor<3xf32> {
  %e = tensor.empty() : tensor<3xf32>
  %f = linalg.fill ins(%v : f32) outs(%e : tensor<3xf32>) -> tensor<3xf32>
  return %f : tensor<3xf32>
}
func.func @dyn_stride_arg(%m: memref<4xi32, strided<[?], offset: ?>>, %v: i32) -> i32 {
  %c1 = arith.constant 1 : index
  memref.store %v, %m[%c1] : memref<4xi32, strided<[?], offset: ?>>
  return %v : i32
}
func.func @transpose_load(%m: memref<2x3xi32>, %i: index, %j: index) -> i32 {
  %x = memref.load %m[%i, %j] : memref<2x3xi32>
  return %x : i32
}
func.func @transpose_wrong(%m: memref<3x3xi32>, %i: index, %j: index) -> i32 {
  %x = memref.load %m[%i, %j] : memref<3x3xi32>
  return %x : i32
}
func.func @rank_prefetch_space(%m: memref<2x3xi32>, %i: index, %j: index) -> index {
  %x = memref.load %m[%i, %j] : memref<2x3xi32>
  %c2 = arith.constant 2 : index
  return %c2 : index
}
func.func @subview_dyn_fold(%m: memref<16x16xf32>, %i: index, %j: index) -> f32 {
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %a = arith.addi %i, %c1 : index
  %b = arith.addi %j, %c4 : index
  %x = memref.load %m[%a, %b] : memref<16x16xf32>
  %ok = arith.cmpi ult, %j, %c8 : index
  %p = ub.poison : f32
  %r = arith.select %ok, %x, %p : f32
  return %r : f32
}
func.func @collapse_dyn_strides(%m: memref<2x?xi32, strided<[?, 1], offset: ?>>, %k: index) -> i32 {
  %c1 = arith.constant 1 : index
  %n = memref.dim %m, %c1 : memref<2x?xi32, strided<[?, 1], offset: ?>>
  %q = arith.divui %k, %n : index
  %r = arith.remui %k, %n : index
  %x = memref.load %m[%q, %r] : memref<2x?xi32, strided<[?, 1], offset: ?>>
  return %x : i32
}
func.func @view_f32(%m: memref<64xi8>) -> f32 {
  %c0 = arith.constant 0 : index
  %v = memref.view %m[%c0][] : memref<64xi8> to memref<16xf32>
  %x = memref.load %v[%c0] : memref<16xf32>
  return %x : f32
}
func.func @affine_layout(%m: memref<4x4xi32, affine_map<(d0, d1) -> (d1, d0)>>) {
  return
}
