// func.call whose callee has a body in the module: the body is inlined on each side (its
// own module's), for scalar, tensor and memref operands and results, so a counterexample
// through it is confirmed by the interpreter, which runs the callee (the executed: line).
// RUN: split-file %s %t
// RUN: not %tv-check --timeout=60 %t/src.mlir %t/tgt.mlir | FileCheck %s

// CHECK-LABEL: @scalar_ok: proven
// CHECK-LABEL: @scalar_wrong: incorrect
// CHECK-NEXT: why: result #0 differs
// CHECK: executed: source returns {{-?[0-9]+}} : i32; target returns {{-?[0-9]+}} : i32
// CHECK-LABEL: @tensor_ok: proven
// CHECK-LABEL: @tensor_wrong: incorrect
// CHECK: executed: source returns {{.*}} : tensor<4xi32>; target returns {{.*}} : tensor<4xi32>
// CHECK-LABEL: @memref_ok: proven
// CHECK-LABEL: @memref_wrong: incorrect
// CHECK: executed: source returns {{.*}} and leaves %m = {{.*}}; target has undefined behaviour: read of an uninitialized element at

//--- src.mlir
func.func private @scale(%x: i32, %k: i32) -> i32 {
  %r = arith.muli %x, %k : i32
  return %r : i32
}
func.func @scalar_ok(%x: i32) -> i32 {
  %c2 = arith.constant 2 : i32
  %r = func.call @scale(%x, %c2) : (i32, i32) -> i32
  return %r : i32
}
func.func @scalar_wrong(%x: i32) -> i32 {
  %c3 = arith.constant 3 : i32
  %r = func.call @scale(%x, %c3) : (i32, i32) -> i32
  return %r : i32
}
func.func private @twice(%t: tensor<4xi32>) -> tensor<4xi32> {
  %r = arith.addi %t, %t : tensor<4xi32>
  return %r : tensor<4xi32>
}
func.func @tensor_ok(%t: tensor<4xi32>) -> tensor<4xi32> {
  %r = func.call @twice(%t) : (tensor<4xi32>) -> tensor<4xi32>
  return %r : tensor<4xi32>
}
func.func @tensor_wrong(%t: tensor<4xi32>) -> tensor<4xi32> {
  %r = func.call @twice(%t) : (tensor<4xi32>) -> tensor<4xi32>
  return %r : tensor<4xi32>
}
func.func private @bump(%m: memref<4xi32>, %i: index) -> i32 {
  %x = memref.load %m[%i] : memref<4xi32>
  %c1 = arith.constant 1 : i32
  %y = arith.addi %x, %c1 : i32
  memref.store %y, %m[%i] : memref<4xi32>
  return %x : i32
}
func.func @memref_ok(%m: memref<4xi32>) -> i32 {
  %c1 = arith.constant 1 : index
  %r = func.call @bump(%m, %c1) : (memref<4xi32>, index) -> i32
  return %r : i32
}
func.func @memref_wrong(%m: memref<4xi32>) -> i32 {
  %c1 = arith.constant 1 : index
  %r = func.call @bump(%m, %c1) : (memref<4xi32>, index) -> i32
  return %r : i32
}

//--- tgt.mlir
func.func private @scale(%x: i32, %k: i32) -> i32 {
  %r = arith.muli %x, %k : i32
  return %r : i32
}
func.func @scalar_ok(%x: i32) -> i32 {
  %r = arith.addi %x, %x : i32
  return %r : i32
}
func.func @scalar_wrong(%x: i32) -> i32 {
  %c2 = arith.constant 2 : i32
  %r = func.call @scale(%x, %c2) : (i32, i32) -> i32
  return %r : i32
}
func.func private @twice(%t: tensor<4xi32>) -> tensor<4xi32> {
  %r = arith.addi %t, %t : tensor<4xi32>
  return %r : tensor<4xi32>
}
func.func @tensor_ok(%t: tensor<4xi32>) -> tensor<4xi32> {
  %c1 = arith.constant dense<1> : tensor<4xi32>
  %r = arith.shli %t, %c1 : tensor<4xi32>
  return %r : tensor<4xi32>
}
func.func @tensor_wrong(%t: tensor<4xi32>) -> tensor<4xi32> {
  %r = arith.muli %t, %t : tensor<4xi32>
  return %r : tensor<4xi32>
}
func.func private @bump(%m: memref<4xi32>, %i: index) -> i32 {
  %x = memref.load %m[%i] : memref<4xi32>
  %c1 = arith.constant 1 : i32
  %y = arith.addi %x, %c1 : i32
  memref.store %y, %m[%i] : memref<4xi32>
  return %x : i32
}
func.func @memref_ok(%m: memref<4xi32>) -> i32 {
  %c1 = arith.constant 1 : index
  %x = memref.load %m[%c1] : memref<4xi32>
  %c1i = arith.constant 1 : i32
  %y = arith.addi %x, %c1i : i32
  memref.store %y, %m[%c1] : memref<4xi32>
  return %x : i32
}
func.func @memref_wrong(%m: memref<4xi32>) -> i32 {
  %c2 = arith.constant 2 : index
  %r = func.call @bump(%m, %c2) : (memref<4xi32>, index) -> i32
  return %r : i32
}
