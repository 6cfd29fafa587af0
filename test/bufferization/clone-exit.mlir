// A clone's rule outlives the function (issue 31): BufferizationOps.td, clone: "Valid
// implementations of this operation may alias the input and output views or create an actual
// copy. Mutating the source or result of the clone operation after the clone operation thus
// leads to undefined behavior." A clone that is still alive when the function returns leaves
// its source read-only for the caller, so "may no longer be written" is part of the state a
// function leaves behind, compared at exit like memory contents (semantics.md 12): a target
// may not leave read-only a caller-visible position the source leaves writable. The freeze
// lasts while the clone's block is alive: a dealloc of the clone ends it. Before, a target
// that adds only a clone of an argument was proven.
// RUN: split-file %s %t
// RUN: not %tv-check --timeout=60 %t/src.mlir %t/tgt.mlir | FileCheck %s
// RUN: %tv-opt --tv-verify-each --tv-timeout=60 --tv-on-failure=warn --ownership-based-buffer-deallocation %t/own.mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=PLUGIN

// CHECK-LABEL: @clone_only: incorrect
// CHECK-NEXT: why: target leaves %m read-only (bufferization.clone at {{.*}}tgt.mlir:2:8, not freed) where the source leaves it writable
// CHECK: executed: source returns nothing and leaves %m = {{.*}}; target returns nothing and leaves %m = {{.*}} (read-only: a bufferization.clone of it is alive)
// CHECK-LABEL: @clone_freed: proven
// CHECK-LABEL: @both_clone: proven
// CHECK-LABEL: @write_after_freed_clone: proven
// CHECK-LABEL: @clone_subview: incorrect
// CHECK-NEXT: why: target leaves %m read-only (bufferization.clone at {{.*}}, not freed) where the source leaves it writable
// CHECK: executed:
// CHECK-LABEL: @clone_on_one_path: incorrect
// CHECK-NEXT: why: target leaves %m read-only
// CHECK: executed:
// CHECK-LABEL: @returned_clone_for_copy: incorrect
// CHECK-NEXT: why: target leaves %m read-only
// CHECK: executed:
// CHECK-LABEL: @src_leaves_clone: proven

// PLUGIN: warning: tv: pass 'ownership-based-buffer-deallocation' is incorrect on @ret_arg{{.*}}: target leaves %m read-only (bufferization.clone at {{.*}}, not freed) where the source leaves it writable
// PLUGIN: executed: {{.*}}(read-only: a bufferization.clone of it is alive)
// PLUGIN: 0 proven, 1 incorrect

//--- src.mlir
func.func @clone_only(%m: memref<4xi32>) {
  return
}
func.func @clone_freed(%m: memref<4xi32>) {
  return
}
func.func @both_clone(%m: memref<4xi32>) -> memref<4xi32> {
  %c = bufferization.clone %m : memref<4xi32> to memref<4xi32>
  return %c : memref<4xi32>
}
func.func @write_after_freed_clone(%m: memref<4xi32>, %v: i32) {
  %c0 = arith.constant 0 : index
  memref.store %v, %m[%c0] : memref<4xi32>
  return
}
func.func @clone_subview(%m: memref<8xi32>) -> i32 {
  %c6 = arith.constant 6 : index
  %x = memref.load %m[%c6] : memref<8xi32>
  return %x : i32
}
func.func @clone_on_one_path(%m: memref<4xi32>, %b: i1) {
  return
}
func.func @returned_clone_for_copy(%m: memref<4xi32>) -> memref<4xi32> {
  %c = memref.alloc() : memref<4xi32>
  memref.copy %m, %c : memref<4xi32> to memref<4xi32>
  return %c : memref<4xi32>
}
func.func @src_leaves_clone(%m: memref<4xi32>) {
  %c = bufferization.clone %m : memref<4xi32> to memref<4xi32>
  return
}

//--- tgt.mlir
func.func @clone_only(%m: memref<4xi32>) {
  %c = bufferization.clone %m : memref<4xi32> to memref<4xi32>
  return
}
func.func @clone_freed(%m: memref<4xi32>) {
  %c = bufferization.clone %m : memref<4xi32> to memref<4xi32>
  memref.dealloc %c : memref<4xi32>
  return
}
func.func @both_clone(%m: memref<4xi32>) -> memref<4xi32> {
  %c = bufferization.clone %m : memref<4xi32> to memref<4xi32>
  return %c : memref<4xi32>
}
func.func @write_after_freed_clone(%m: memref<4xi32>, %v: i32) {
  %c0 = arith.constant 0 : index
  %c = bufferization.clone %m : memref<4xi32> to memref<4xi32>
  memref.dealloc %c : memref<4xi32>
  memref.store %v, %m[%c0] : memref<4xi32>
  return
}
func.func @clone_subview(%m: memref<8xi32>) -> i32 {
  %c2 = arith.constant 2 : index
  %s = memref.subview %m[4] [4] [1] : memref<8xi32> to memref<4xi32, strided<[1], offset: 4>>
  %c = bufferization.clone %s : memref<4xi32, strided<[1], offset: 4>> to memref<4xi32>
  %x = memref.load %c[%c2] : memref<4xi32>
  return %x : i32
}
func.func @clone_on_one_path(%m: memref<4xi32>, %b: i1) {
  scf.if %b {
    %c = bufferization.clone %m : memref<4xi32> to memref<4xi32>
  }
  return
}
func.func @returned_clone_for_copy(%m: memref<4xi32>) -> memref<4xi32> {
  %c = bufferization.clone %m : memref<4xi32> to memref<4xi32>
  return %c : memref<4xi32>
}
func.func @src_leaves_clone(%m: memref<4xi32>) {
  %c = bufferization.clone %m : memref<4xi32> to memref<4xi32>
  return
}

//--- own.mlir
// ownership-based-buffer-deallocation returns a clone of an argument it does not own
// (OwnershipBasedBufferDeallocation.cpp: "adds required new clone operations to ensure that
// memrefs returned by functions never alias an argument").
func.func @ret_arg(%m: memref<4xf32>) -> memref<4xf32> {
  return %m : memref<4xf32>
}
