// Unranked memrefs: memref.cast to memref<*xT> is the same view (its rank and elements), a cast back to a rank checks it (another rank is undefined behaviour), memref.rank of an unranked argument is a symbolic rank shared by both sides (nothing else of such an argument is modelled: an access is unsupported, a counterexample is not run); the plugin proves promote-buffers-to-stack and MLIR's alloc-to-alloca forms (a cast passed to an external callee).
// RUN: split-file %s %t
// RUN: not %tv-check --timeout=60 %t/src.mlir %t/tgt.mlir | FileCheck %s
// RUN: %tv-opt --tv-verify-each --tv-timeout=60 --tv-verbose '--promote-buffers-to-stack=max-rank-of-allocated-memref=2' %t/passes.mlir 2>&1 >/dev/null | FileCheck %s --check-prefix=PASS --implicit-check-not=remark: --implicit-check-not=warning:

// CHECK-LABEL: @dyn_rank: proven
// CHECK-LABEL: @dyn_rank_wrong: incorrect
// CHECK-NEXT: why: result #0 differs
// CHECK-NEXT: input: %m = <a memref of rank [[R:[0-9]+]]> : memref<*xf32>
// CHECK-NEXT: source: returns [[R]] : index
// CHECK: executed: not run (an unranked memref argument)
// CHECK-LABEL: @cast_call: proven
// CHECK-LABEL: @cast_rank: proven
// CHECK-LABEL: @cast_rank_wrong: incorrect
// CHECK-NEXT: why: result #0 differs
// CHECK: executed: source returns 2 : index, {{.*}}; target returns 3 : index
// CHECK-LABEL: @cast_other_rank: proven
// CHECK-LABEL: @access_unranked: unsupported (memref.cast on an unranked memref argument (only its rank is modelled))

// PASS: tv: 2 pass runs, 2 checks: 2 proven, 0 incorrect, 0 inconclusive, 0 unsupported, 0 timeouts, 0 errors

//--- src.mlir
func.func private @callee(memref<*xf32>)
func.func @dyn_rank(%m: memref<*xf32>) -> index {
  %0 = memref.rank %m : memref<*xf32>
  %1 = memref.alloc(%0) : memref<?xindex>
  memref.dealloc %1 : memref<?xindex>
  return %0 : index
}
func.func @dyn_rank_wrong(%m: memref<*xf32>) -> index {
  %0 = memref.rank %m : memref<*xf32>
  return %0 : index
}
func.func @cast_call() {
  %0 = memref.alloc() : memref<2x2xf32>
  %1 = memref.cast %0 : memref<2x2xf32> to memref<*xf32>
  call @callee(%1) : (memref<*xf32>) -> ()
  memref.dealloc %0 : memref<2x2xf32>
  return
}
func.func @cast_rank(%m: memref<2x3xf32>) -> (index, f32) {
  %1 = memref.cast %m : memref<2x3xf32> to memref<*xf32>
  %r = memref.rank %1 : memref<*xf32>
  %2 = memref.cast %1 : memref<*xf32> to memref<?x3xf32>
  %c1 = arith.constant 1 : index
  %v = memref.load %2[%c1, %c1] : memref<?x3xf32>
  return %r, %v : index, f32
}
func.func @cast_rank_wrong(%m: memref<2x3xi32>) -> (index, i32) {
  %1 = memref.cast %m : memref<2x3xi32> to memref<*xi32>
  %r = memref.rank %1 : memref<*xi32>
  %c1 = arith.constant 1 : index
  %v = memref.load %m[%c1, %c1] : memref<2x3xi32>
  return %r, %v : index, i32
}
// a cast back to another rank is undefined behaviour: anything refines it
func.func @cast_other_rank(%m: memref<2x3xi32>) -> i32 {
  %1 = memref.cast %m : memref<2x3xi32> to memref<*xi32>
  %2 = memref.cast %1 : memref<*xi32> to memref<6xi32>
  %c1 = arith.constant 1 : index
  %v = memref.load %2[%c1] : memref<6xi32>
  return %v : i32
}
func.func @access_unranked(%m: memref<*xi32>) -> i32 {
  %2 = memref.cast %m : memref<*xi32> to memref<6xi32>
  %c1 = arith.constant 1 : index
  %v = memref.load %2[%c1] : memref<6xi32>
  return %v : i32
}

//--- tgt.mlir
func.func private @callee(memref<*xf32>)
func.func @dyn_rank(%m: memref<*xf32>) -> index {
  %0 = memref.rank %m : memref<*xf32>
  %1 = memref.alloca(%0) : memref<?xindex>
  return %0 : index
}
func.func @dyn_rank_wrong(%m: memref<*xf32>) -> index {
  %0 = memref.rank %m : memref<*xf32>
  %c1 = arith.constant 1 : index
  %r = arith.addi %0, %c1 : index
  return %r : index
}
func.func @cast_call() {
  %0 = memref.alloca() : memref<2x2xf32>
  %1 = memref.cast %0 : memref<2x2xf32> to memref<*xf32>
  call @callee(%1) : (memref<*xf32>) -> ()
  return
}
func.func @cast_rank(%m: memref<2x3xf32>) -> (index, f32) {
  %c2 = arith.constant 2 : index
  %c1 = arith.constant 1 : index
  %v = memref.load %m[%c1, %c1] : memref<2x3xf32>
  return %c2, %v : index, f32
}
func.func @cast_rank_wrong(%m: memref<2x3xi32>) -> (index, i32) {
  %c3 = arith.constant 3 : index
  %c1 = arith.constant 1 : index
  %v = memref.load %m[%c1, %c1] : memref<2x3xi32>
  return %c3, %v : index, i32
}
func.func @cast_other_rank(%m: memref<2x3xi32>) -> i32 {
  %c7 = arith.constant 7 : i32
  return %c7 : i32
}
func.func @access_unranked(%m: memref<*xi32>) -> i32 {
  %2 = memref.cast %m : memref<*xi32> to memref<6xi32>
  %c1 = arith.constant 1 : index
  %v = memref.load %2[%c1] : memref<6xi32>
  return %v : i32
}

//--- passes.mlir
// MLIR's Transforms/promote-buffers-to-stack.mlir @dynamicRanked and @dynamicRanked2D
func.func @dynamicRanked(%memref: memref<*xf32>) {
  %0 = memref.rank %memref : memref<*xf32>
  %1 = memref.alloc(%0) : memref<?xindex>
  return
}
func.func @dynamicRanked2D(%memref: memref<*xf32>) -> index {
  %0 = memref.rank %memref : memref<*xf32>
  %1 = memref.alloc(%0, %0) : memref<?x?xindex>
  %c0 = arith.constant 0 : index
  memref.store %0, %1[%c0, %c0] : memref<?x?xindex>
  %v = memref.load %1[%c0, %c0] : memref<?x?xindex>
  return %v : index
}
