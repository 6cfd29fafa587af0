// memref.view to an element type T other than i8 is modelled only over a "typed byte buffer": a static i8 allocation used by nothing but views to T at constant byte shifts that T's size divides (and deallocs), which is then a buffer of T elements (bytes are not modelled). Views at shifts 0 and 16 of one such buffer alias element for element (proven); a target reading the wrong element is caught and run; an i8 buffer that is also read as bytes, or viewed at a shift T's size does not divide, stays unsupported; MLIR's test-vector-transfer-forwarding-patterns (Dialect/Linalg/forward-vector-transfers.mlir @testViewRead) is proven through the plugin.
// RUN: split-file %s %t
// RUN: not %tv-check --timeout=60 %t/src.mlir %t/tgt.mlir | FileCheck %s
// RUN: %tv-opt --tv-verify-each --tv-timeout=60 --tv-verbose --test-linalg-transform-patterns=test-vector-transfer-forwarding-patterns %t/passes.mlir 2>&1 >/dev/null | FileCheck %s --check-prefix=PASS --implicit-check-not=remark: --implicit-check-not=warning:

// CHECK-LABEL: @alias_views: proven
// CHECK-LABEL: @alias_views_wrong: incorrect
// CHECK-NEXT: why: target has undefined behaviour where the source has none
// CHECK: executed: source returns {{.*}}; target has undefined behaviour: {{.*}}uninitialized
// CHECK-LABEL: @bytes_too: unsupported{{( \[abstract\])?}} (memref.view to an element type other than i8 of a buffer that is not a typed byte buffer (bytes are not modelled))
// CHECK-LABEL: @unaligned_shift: unsupported{{( \[abstract\])?}} (memref.view to an element type other than i8 of a buffer that is not a typed byte buffer (bytes are not modelled))

// PASS: tv: 1 pass runs, 1 checks: 1 proven, 0 incorrect, 0 inconclusive, 0 unsupported, 0 timeouts, 0 errors

//--- src.mlir
func.func @alias_views(%x: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c16 = arith.constant 16 : index
  %a = memref.alloc() : memref<64xi8>
  %v0 = memref.view %a[%c0][] : memref<64xi8> to memref<16xf32>
  %v1 = memref.view %a[%c16][] : memref<64xi8> to memref<4xf32>
  memref.store %x, %v0[%c4] : memref<16xf32>
  %y = memref.load %v1[%c0] : memref<4xf32>
  memref.dealloc %a : memref<64xi8>
  return %y : f32
}
func.func @alias_views_wrong(%x: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c16 = arith.constant 16 : index
  %a = memref.alloc() : memref<64xi8>
  %v0 = memref.view %a[%c0][] : memref<64xi8> to memref<16xf32>
  %v1 = memref.view %a[%c16][] : memref<64xi8> to memref<4xf32>
  memref.store %x, %v0[%c4] : memref<16xf32>
  %y = memref.load %v1[%c0] : memref<4xf32>
  return %y : f32
}
func.func @bytes_too(%x: f32) -> i8 {
  %c0 = arith.constant 0 : index
  %a = memref.alloc() : memref<64xi8>
  %v0 = memref.view %a[%c0][] : memref<64xi8> to memref<16xf32>
  memref.store %x, %v0[%c0] : memref<16xf32>
  %b = memref.load %a[%c0] : memref<64xi8>
  return %b : i8
}
func.func @unaligned_shift(%x: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %a = memref.alloc() : memref<64xi8>
  %v0 = memref.view %a[%c2][] : memref<64xi8> to memref<8xf32>
  memref.store %x, %v0[%c0] : memref<8xf32>
  %y = memref.load %v0[%c0] : memref<8xf32>
  return %y : f32
}

//--- tgt.mlir
func.func @alias_views(%x: f32) -> f32 {
  return %x : f32
}
func.func @alias_views_wrong(%x: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c16 = arith.constant 16 : index
  %a = memref.alloc() : memref<64xi8>
  %v0 = memref.view %a[%c0][] : memref<64xi8> to memref<16xf32>
  %v1 = memref.view %a[%c16][] : memref<64xi8> to memref<4xf32>
  memref.store %x, %v0[%c4] : memref<16xf32>
  %y = memref.load %v0[%c3] : memref<16xf32>
  return %y : f32
}
func.func @bytes_too(%x: f32) -> i8 {
  %c0 = arith.constant 0 : i8
  return %c0 : i8
}
func.func @unaligned_shift(%x: f32) -> f32 {
  return %x : f32
}

//--- passes.mlir
func.func @testViewRead(%in: memref<? x f32>) -> vector<32 x f32> {
  %c0 = arith.constant 0: index
  %f0 = arith.constant 0.0: f32
  %alloc = memref.alloc() : memref<128 x i8>
  %view = memref.view %alloc[%c0][] : memref<128 x i8> to memref<32 x f32>
  %subview = memref.subview %view[0][16][1] : memref<32 x f32> to memref<16 x f32>
  memref.copy %in, %subview : memref<? x f32> to memref<16 x f32>
  %0 = vector.transfer_read %view[%c0], %f0 {in_bounds = [true]} : memref<32 x f32>, vector<32 x f32>
  memref.dealloc %alloc : memref<128 x i8>
  return %0: vector<32 x f32>
}
