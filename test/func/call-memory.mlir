// func.call of an external function (a declaration) with tensor and memref operands and
// results: an uninterpreted function of its inputs, which for a memref operand are its view
// and the whole block it points into; the callee may write that block (its new contents
// are functions of the inputs too), and a memref result is a fresh buffer it allocated.
// Keeping a load after the call is proven; moving it (or a store) across the call is
// incorrect; a run calls the bodiless callee as one that does nothing, so where the model's
// callee writes memory no run can show the difference and Z3's model decides. The call
// itself is an event (obs.h): a store moved before it changes what the callee is given.
// RUN: split-file %s %t
// RUN: not %tv-check --timeout=60 %t/src.mlir %t/tgt.mlir | FileCheck %s

// CHECK-LABEL: @load_kept: proven
// CHECK-LABEL: @load_moved: incorrect
// CHECK: executed: not run (the runs call functions without a body here: a run shows the callee that does nothing, the solver another)
// CHECK-LABEL: @tensor_call: proven
// CHECK-LABEL: @tensor_call_wrong: incorrect
// CHECK-LABEL: @scalar_wrong: incorrect
// CHECK-LABEL: @memref_result: incorrect
// CHECK-LABEL: @store_before_call: incorrect
// CHECK-NEXT: why: call #1 differs: the source makes @ext([[[V:-?[0-9]+]], 0, 0, 0]), the target @ext([{{-?[0-9]+}}, 0, 0, 0])
// CHECK: source (run): calls @ext([[[V]], 0, 0, 0]) then returns nothing

//--- src.mlir
func.func private @ext(memref<4xi32>) -> ()
func.func private @extt(tensor<?xf32>, i32) -> tensor<?xf32>
func.func private @exts(i32) -> i32
func.func private @extm(memref<?xi32>, index) -> memref<?xi32>
func.func @load_kept(%a: memref<4xi32>) -> i32 {
  %c0 = arith.constant 0 : index
  %x = memref.load %a[%c0] : memref<4xi32>
  call @ext(%a) : (memref<4xi32>) -> ()
  %y = memref.load %a[%c0] : memref<4xi32>
  %r = arith.addi %x, %y : i32
  return %r : i32
}
func.func @load_moved(%a: memref<4xi32>) -> i32 {
  %c0 = arith.constant 0 : index
  call @ext(%a) : (memref<4xi32>) -> ()
  %y = memref.load %a[%c0] : memref<4xi32>
  return %y : i32
}
func.func @tensor_call(%t: tensor<?xf32>, %k: i32) -> tensor<?xf32> {
  %c1 = arith.constant 1 : i32
  %k1 = arith.addi %k, %c1 : i32
  %r = call @extt(%t, %k1) : (tensor<?xf32>, i32) -> tensor<?xf32>
  return %r : tensor<?xf32>
}
func.func @tensor_call_wrong(%t: tensor<?xf32>, %k: i32) -> tensor<?xf32> {
  %r = call @extt(%t, %k) : (tensor<?xf32>, i32) -> tensor<?xf32>
  return %r : tensor<?xf32>
}
func.func @scalar_wrong(%k: i32) -> i32 {
  %r = call @exts(%k) : (i32) -> i32
  return %r : i32
}
func.func @memref_result(%a: memref<?xi32>, %n: index, %i: index) -> i32 {
  %m = call @extm(%a, %n) : (memref<?xi32>, index) -> memref<?xi32>
  %x = memref.load %m[%i] : memref<?xi32>
  %y = memref.load %a[%i] : memref<?xi32>
  %r = arith.addi %x, %y : i32
  return %r : i32
}
func.func @store_before_call(%a: memref<4xi32>, %v: i32) {
  %c0 = arith.constant 0 : index
  memref.store %v, %a[%c0] : memref<4xi32>
  call @ext(%a) : (memref<4xi32>) -> ()
  return
}

//--- tgt.mlir
func.func private @ext(memref<4xi32>) -> ()
func.func private @extt(tensor<?xf32>, i32) -> tensor<?xf32>
func.func private @exts(i32) -> i32
func.func private @extm(memref<?xi32>, index) -> memref<?xi32>
func.func @load_kept(%a: memref<4xi32>) -> i32 {
  %c0 = arith.constant 0 : index
  %x = memref.load %a[%c0] : memref<4xi32>
  call @ext(%a) : (memref<4xi32>) -> ()
  %y = memref.load %a[%c0] : memref<4xi32>
  %r = arith.addi %y, %x : i32
  return %r : i32
}
func.func @load_moved(%a: memref<4xi32>) -> i32 {
  %c0 = arith.constant 0 : index
  %y = memref.load %a[%c0] : memref<4xi32>
  call @ext(%a) : (memref<4xi32>) -> ()
  return %y : i32
}
func.func @tensor_call(%t: tensor<?xf32>, %k: i32) -> tensor<?xf32> {
  %c1 = arith.constant 1 : i32
  %k1 = arith.addi %c1, %k : i32
  %r = call @extt(%t, %k1) : (tensor<?xf32>, i32) -> tensor<?xf32>
  return %r : tensor<?xf32>
}
func.func @tensor_call_wrong(%t: tensor<?xf32>, %k: i32) -> tensor<?xf32> {
  %r = call @extt(%t, %k) : (tensor<?xf32>, i32) -> tensor<?xf32>
  return %t : tensor<?xf32>
}
func.func @scalar_wrong(%k: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %k1 = arith.addi %c1, %k : i32
  %r = call @exts(%k1) : (i32) -> i32
  return %r : i32
}
func.func @memref_result(%a: memref<?xi32>, %n: index, %i: index) -> i32 {
  %y = memref.load %a[%i] : memref<?xi32>
  %m = call @extm(%a, %n) : (memref<?xi32>, index) -> memref<?xi32>
  %x = memref.load %m[%i] : memref<?xi32>
  %r = arith.addi %x, %y : i32
  return %r : i32
}
func.func @store_before_call(%a: memref<4xi32>, %v: i32) {
  %c0 = arith.constant 0 : index
  call @ext(%a) : (memref<4xi32>) -> ()
  memref.store %v, %a[%c0] : memref<4xi32>
  return
}
