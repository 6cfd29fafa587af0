// Memref passes through the plugin: fold-memref-alias-ops, expand-strided-metadata, canonicalize, cse and buffer-hoisting on memref code (views, casts, reshapes, copies, linalg on buffers, cf branches with memref block arguments) are proven.
// RUN: %tv-opt --tv-verify-each --tv-timeout=60 --fold-memref-alias-ops %s 2>&1 >/dev/null | FileCheck %s --check-prefix=FOLD
// RUN: %tv-opt --tv-verify-each --tv-timeout=60 --expand-strided-metadata %s 2>&1 >/dev/null | FileCheck %s --check-prefix=EXPAND
// RUN: %tv-opt --tv-verify-each --tv-timeout=60 --canonicalize --cse %s 2>&1 >/dev/null | FileCheck %s --check-prefix=CANON
// RUN: %tv-opt --tv-verify-each --tv-timeout=60 --buffer-hoisting %s 2>&1 >/dev/null | FileCheck %s --check-prefix=HOIST

// FOLD: tv: 1 pass runs, 5 checks: 5 proven, 0 incorrect, 0 inconclusive, 0 unsupported, 0 timeouts, 0 errors; 4 unchanged
// EXPAND: tv: 1 pass runs, 7 checks: 7 proven, 0 incorrect, 0 inconclusive, 0 unsupported, 0 timeouts, 0 errors; 2 unchanged
// CANON: tv: 2 pass runs, 6 checks: 6 proven, 0 incorrect, 0 inconclusive, 0 unsupported, 0 timeouts, 0 errors; 12 unchanged
// HOIST: tv: 9 pass runs, 1 checks: 1 proven, 0 incorrect, 0 inconclusive, 0 unsupported, 0 timeouts, 0 errors; 8 unchanged

func.func @fold_subview_load(%m: memref<16x16xf32>) -> f32 {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %s = memref.subview %m[3, 4][4, 8][1, 1] : memref<16x16xf32> to memref<4x8xf32, strided<[16, 1], offset: 52>>
  %x = memref.load %s[%c1, %c2] : memref<4x8xf32, strided<[16, 1], offset: 52>>
  return %x : f32
}
func.func @fold_subview_store(%m: memref<12x32xi32>, %v: i32) {
  %s = memref.subview %m[1, 2][4, 4][2, 3] : memref<12x32xi32> to memref<4x4xi32, strided<[64, 3], offset: 34>>
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  memref.store %v, %s[%c2, %c3] : memref<4x4xi32, strided<[64, 3], offset: 34>>
  return
}
func.func @rank_reduced(%m: memref<8x16xi32>, %v: i32) -> i32 {
  %s = memref.subview %m[5, 0][1, 16][1, 1] : memref<8x16xi32> to memref<16xi32, strided<[1], offset: 80>>
  %c7 = arith.constant 7 : index
  memref.store %v, %s[%c7] : memref<16xi32, strided<[1], offset: 80>>
  %c0 = arith.constant 0 : index
  %x = memref.load %s[%c0] : memref<16xi32, strided<[1], offset: 80>>
  return %x : i32
}
func.func @copy_sub(%a: memref<4x4xf32>, %b: memref<2x2xf32>) {
  %s = memref.subview %a[1, 1][2, 2][1, 1] : memref<4x4xf32> to memref<2x2xf32, strided<[4, 1], offset: 5>>
  memref.copy %s, %b : memref<2x2xf32, strided<[4, 1], offset: 5>> to memref<2x2xf32>
  return
}
func.func @fill_collapsed(%m: memref<2x3xi16>, %v: i16) {
  %c = memref.collapse_shape %m [[0, 1]] : memref<2x3xi16> into memref<6xi16>
  linalg.fill ins(%v : i16) outs(%c : memref<6xi16>)
  return
}
func.func @expand_then_load(%m: memref<12xi32>) -> i32 {
  %e = memref.expand_shape %m [[0, 1]] output_shape [3, 4] : memref<12xi32> into memref<3x4xi32>
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %x = memref.load %e[%c2, %c1] : memref<3x4xi32>
  return %x : i32
}
func.func @cast_roundtrip(%m: memref<8xi32>, %i: index) -> i32 {
  %c = memref.cast %m : memref<8xi32> to memref<?xi32>
  %d = memref.cast %c : memref<?xi32> to memref<8xi32>
  %x = memref.load %d[%i] : memref<8xi32>
  return %x : i32
}
func.func @cse_loads(%m: memref<8xi32>, %i: index) -> i32 {
  %a = memref.load %m[%i] : memref<8xi32>
  %b = memref.load %m[%i] : memref<8xi32>
  %s = arith.addi %a, %b : i32
  return %s : i32
}
func.func @condBranch(%arg0: i1, %arg1: memref<2xf32>, %arg2: memref<2xf32>) {
  cf.cond_br %arg0, ^bb1, ^bb2
^bb1:
  cf.br ^bb3(%arg1 : memref<2xf32>)
^bb2:
  %0 = memref.alloc() : memref<2xf32>
  linalg.negf ins(%arg1 : memref<2xf32>) outs(%0 : memref<2xf32>)
  cf.br ^bb3(%0 : memref<2xf32>)
^bb3(%1: memref<2xf32>):
  memref.copy %1, %arg2 : memref<2xf32> to memref<2xf32>
  return
}
