// Ops, types and constructs without semantics give "unsupported (reason)" naming the op or type, exit 2, and no crash.
// RUN: split-file %s %t
// RUN: sh -c '%tv-check %t/src.mlir %t/tgt.mlir; echo rc=$?' | FileCheck %s

// CHECK-LABEL: @float_op: unsupported (arith.addf)
// CHECK-LABEL: @float_op_in_target: unsupported (arith.sitofp)
// CHECK-LABEL: @tensor_ops: unsupported (tensor.empty)
// CHECK-LABEL: @tensor_extract: unsupported (tensor.extract)
// CHECK-LABEL: @vector_addi: unsupported (argument of type vector<4xi32>)
// CHECK-LABEL: @vector_constant: unsupported (arith.constant on vector<4xi32>)
// CHECK-LABEL: @float_argument: unsupported (argument of type f32)
// CHECK-LABEL: @bitcast_to_float: unsupported (arith.bitcast on f32)
// CHECK-LABEL: @scf_for: unsupported (scf.for)
// CHECK-LABEL: @memref_load: unsupported (memref.load)
// CHECK-LABEL: @dead_block: unsupported (arith.addf)
// CHECK-LABEL: @nested_region: unsupported (arith.negf)
// CHECK-LABEL: @fine: proven
// CHECK-NEXT: rc=2

//--- src.mlir
func.func @float_op(%x: f32) -> f32 {
  %r = arith.addf %x, %x : f32
  return %r : f32
}
func.func @float_op_in_target(%x: i32) -> i32 {
  return %x : i32
}
func.func @tensor_ops(%x: i32) -> tensor<4xi32> {
  %e = tensor.empty() : tensor<4xi32>
  %c0 = arith.constant 0 : index
  %r = tensor.insert %x into %e[%c0] : tensor<4xi32>
  return %r : tensor<4xi32>
}
func.func @tensor_extract(%t: tensor<4xi32>) -> i32 {
  %c0 = arith.constant 0 : index
  %r = tensor.extract %t[%c0] : tensor<4xi32>
  return %r : i32
}
func.func @vector_addi(%v: vector<4xi32>) -> vector<4xi32> {
  %r = arith.addi %v, %v : vector<4xi32>
  return %r : vector<4xi32>
}
func.func @vector_constant(%x: i32) -> i32 {
  %v = arith.constant dense<1> : vector<4xi32>
  return %x : i32
}
func.func @float_argument(%x: f32) -> f32 {
  return %x : f32
}
func.func @bitcast_to_float(%x: i32) -> i32 {
  %f = arith.bitcast %x : i32 to f32
  return %x : i32
}
func.func @scf_for(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %c0) -> (index) {
    %a = arith.addi %acc, %i : index
    scf.yield %a : index
  }
  return %r : index
}
func.func @memref_load(%m: memref<4xi32>) -> i32 {
  %c0 = arith.constant 0 : index
  %r = memref.load %m[%c0] : memref<4xi32>
  return %r : i32
}
func.func @dead_block(%x: i32) -> i32 {
  return %x : i32
^dead:
  %f = arith.constant 1.0 : f32
  %g = arith.addf %f, %f : f32
  return %x : i32
}
func.func @nested_region(%c: i1, %x: i32) -> i32 {
  scf.if %c {
    %f = arith.constant 1.0 : f32
    %g = arith.negf %f : f32
  }
  return %x : i32
}
func.func @fine(%x: i32) -> i32 {
  return %x : i32
}

//--- tgt.mlir
func.func @float_op(%x: f32) -> f32 {
  %r = arith.addf %x, %x : f32
  return %r : f32
}
func.func @float_op_in_target(%x: i32) -> i32 {
  %f = arith.sitofp %x : i32 to f32
  %g = arith.mulf %f, %f : f32
  return %x : i32
}
func.func @tensor_ops(%x: i32) -> tensor<4xi32> {
  %e = tensor.empty() : tensor<4xi32>
  %c0 = arith.constant 0 : index
  %r = tensor.insert %x into %e[%c0] : tensor<4xi32>
  return %r : tensor<4xi32>
}
func.func @tensor_extract(%t: tensor<4xi32>) -> i32 {
  %c0 = arith.constant 0 : index
  %r = tensor.extract %t[%c0] : tensor<4xi32>
  return %r : i32
}
func.func @vector_addi(%v: vector<4xi32>) -> vector<4xi32> {
  return %v : vector<4xi32>
}
func.func @vector_constant(%x: i32) -> i32 {
  return %x : i32
}
func.func @float_argument(%x: f32) -> f32 {
  return %x : f32
}
func.func @bitcast_to_float(%x: i32) -> i32 {
  return %x : i32
}
func.func @scf_for(%n: index) -> index {
  return %n : index
}
func.func @memref_load(%m: memref<4xi32>) -> i32 {
  %c0 = arith.constant 0 : index
  %r = memref.load %m[%c0] : memref<4xi32>
  return %r : i32
}
func.func @dead_block(%x: i32) -> i32 {
  return %x : i32
}
func.func @nested_region(%c: i1, %x: i32) -> i32 {
  return %x : i32
}
func.func @fine(%x: i32) -> i32 {
  return %x : i32
}
