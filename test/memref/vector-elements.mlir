// A memref whose elements are vectors (memref<4xvector<2xi32>>: wide-integer emulation's,
// the affine tests' memref<256x256xvector<64xf32>>) is modelled as the memref of their lanes
// (docs/semantics.md 12, "Memrefs of vectors"): an element access reads or writes every lane,
// each with its own poison, and views of two vector types do not alias. A lane stored poison
// leaves the other lanes defined; a wrong lane order in memory is a confirmed counterexample;
// ops that would read the lanes' dimensions as the type's are unsupported, named.
// RUN: split-file %s %t
// RUN: not %tv-check --timeout=60 %t/src.mlir %t/tgt.mlir | FileCheck %s
// RUN: %tv-opt --tv-verify-each --tv-timeout=120 --tv-report=%t/loop.jsonl --pass-pipeline="builtin.module(func.func(affine-loop-unroll{unroll-factor=4}))" %t/loop.mlir -o /dev/null
// RUN: FileCheck %s --check-prefix=LOOP < %t/loop.jsonl
// RUN: %tv-run %t/src.mlir @roundtrip '[[1, 2], [3, 4], [5, 6], [7, 8]]' 2 '[9, 10]' | FileCheck %s --check-prefix=EXEC

// CHECK-LABEL: @roundtrip: proven
// CHECK-LABEL: @lane_poison: proven
// CHECK-LABEL: @swapped_lanes: incorrect
// CHECK-NEXT: why: memory of %m differs at element {{[0-9]+}} of its buffer
// CHECK: executed: source returns
// CHECK-SAME: leaves %m =
// CHECK-LABEL: @no_alias: proven
// CHECK-LABEL: @subview: unsupported (memref.subview on a memref of vector elements)

// EXEC: [9, 10] : vector<2xi32>
// EXEC-NEXT: memref %arg0 = {{\[}}[1, 2], [3, 4], [9, 10], [7, 8]] : memref<4xvector<2xi32>>

// LOOP: "function":"double","verdict":"proven"
// LOOP-SAME: loops by induction: affine.for at {{.*}}loop.mlir:2:3 (unrolled)

//--- src.mlir
func.func @roundtrip(%m: memref<4xvector<2xi32>>, %i: index, %v: vector<2xi32>) -> vector<2xi32> {
  memref.store %v, %m[%i] : memref<4xvector<2xi32>>
  %r = memref.load %m[%i] : memref<4xvector<2xi32>>
  return %r : vector<2xi32>
}
func.func @lane_poison(%m: memref<4xvector<2xi32>>, %i: index, %v: vector<2xi32>) -> i32 {
  %p = ub.poison : i32
  %w = vector.insert %p, %v[0] : i32 into vector<2xi32>
  memref.store %w, %m[%i] : memref<4xvector<2xi32>>
  %e = vector.extract %w[1] : i32 from vector<2xi32>
  return %e : i32
}
func.func @swapped_lanes(%m: memref<4xvector<2xi32>>, %i: index, %v: vector<2xi32>) {
  memref.store %v, %m[%i] : memref<4xvector<2xi32>>
  return
}
func.func @no_alias(%a: memref<4xvector<2xi32>>, %b: memref<8xi32>, %i: index, %x: i32) -> vector<2xi32> {
  %r = memref.load %a[%i] : memref<4xvector<2xi32>>
  memref.store %x, %b[%i] : memref<8xi32>
  return %r : vector<2xi32>
}
func.func @subview(%m: memref<4xvector<2xi32>>) -> vector<2xi32> {
  %c0 = arith.constant 0 : index
  %s = memref.subview %m[1] [2] [1] : memref<4xvector<2xi32>> to memref<2xvector<2xi32>, strided<[1], offset: 1>>
  %r = memref.load %s[%c0] : memref<2xvector<2xi32>, strided<[1], offset: 1>>
  return %r : vector<2xi32>
}

//--- tgt.mlir
func.func @roundtrip(%m: memref<4xvector<2xi32>>, %i: index, %v: vector<2xi32>) -> vector<2xi32> {
  memref.store %v, %m[%i] : memref<4xvector<2xi32>>
  return %v : vector<2xi32>
}
// the lane read back from memory is defined although lane 0 was stored poison
func.func @lane_poison(%m: memref<4xvector<2xi32>>, %i: index, %v: vector<2xi32>) -> i32 {
  %p = ub.poison : i32
  %w = vector.insert %p, %v[0] : i32 into vector<2xi32>
  memref.store %w, %m[%i] : memref<4xvector<2xi32>>
  %r = memref.load %m[%i] : memref<4xvector<2xi32>>
  %e = vector.extract %r[1] : i32 from vector<2xi32>
  return %e : i32
}
// the halves stored in the wrong order (the emulation's low half is lane 0)
func.func @swapped_lanes(%m: memref<4xvector<2xi32>>, %i: index, %v: vector<2xi32>) {
  %s = vector.shuffle %v, %v [1, 0] : vector<2xi32>, vector<2xi32>
  memref.store %s, %m[%i] : memref<4xvector<2xi32>>
  return
}
// a load moved below a store to an argument of another element type
func.func @no_alias(%a: memref<4xvector<2xi32>>, %b: memref<8xi32>, %i: index, %x: i32) -> vector<2xi32> {
  memref.store %x, %b[%i] : memref<8xi32>
  %r = memref.load %a[%i] : memref<4xvector<2xi32>>
  return %r : vector<2xi32>
}
func.func @subview(%m: memref<4xvector<2xi32>>) -> vector<2xi32> {
  %c1 = arith.constant 1 : index
  %r = memref.load %m[%c1] : memref<4xvector<2xi32>>
  return %r : vector<2xi32>
}

//--- loop.mlir
func.func @double(%a: memref<1000xvector<4xi32>>, %c: memref<1000xvector<4xi32>>) {
  affine.for %i = 0 to 1000 {
    %l = affine.load %a[%i] : memref<1000xvector<4xi32>>
    %m = arith.addi %l, %l : vector<4xi32>
    affine.store %m, %c[%i] : memref<1000xvector<4xi32>>
  }
  return
}
