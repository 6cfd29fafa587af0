// Ops, types and constructs without semantics give "unsupported (reason)" naming the op or type, exit 2, and no crash.
// RUN: split-file %s %t
// RUN: sh -c '%tv-check --timeout=60 %t/src.mlir %t/tgt.mlir; echo rc=$?' | FileCheck %s

// CHECK-LABEL: @complex_op: unsupported (complex.exp)
// CHECK-LABEL: @complex_op_in_target: unsupported (complex.div)
// CHECK-LABEL: @tensor_unranked: unsupported (argument of type tensor<*xi32>)
// CHECK-LABEL: @tensor_bitcast: unsupported (tensor.bitcast)
// CHECK-LABEL: @vector_scalable: unsupported (argument of type vector<[4]xi32>)
// CHECK-LABEL: @vector_outerproduct: unsupported (vector.outerproduct)
// CHECK-LABEL: @complex_argument: unsupported (argument of type complex<i32>)
// CHECK-LABEL: @poison_complex: unsupported (ub.poison on complex<i32>)
// CHECK-LABEL: @irreducible: unsupported (cf.br (irreducible control flow))
// CHECK-LABEL: @memref_atomic: unsupported (memref.atomic_rmw)
// CHECK-LABEL: @dead_block: unsupported (complex.sqrt)
// CHECK-LABEL: @nested_region: unsupported (complex.log)
// CHECK-LABEL: @fine: proven
// CHECK-NEXT: rc=2

//--- src.mlir
func.func @complex_op(%x: complex<f32>) -> complex<f32> {
  %r = complex.exp %x : complex<f32>
  return %r : complex<f32>
}
func.func @complex_op_in_target(%x: i32) -> i32 {
  return %x : i32
}
func.func @tensor_unranked(%t: tensor<*xi32>) -> tensor<*xi32> {
  return %t : tensor<*xi32>
}
func.func @tensor_bitcast(%t: tensor<4xi32>) -> tensor<4xf32> {
  %r = tensor.bitcast %t : tensor<4xi32> to tensor<4xf32>
  return %r : tensor<4xf32>
}
func.func @vector_scalable(%v: vector<[4]xi32>) -> vector<[4]xi32> {
  %r = arith.addi %v, %v : vector<[4]xi32>
  return %r : vector<[4]xi32>
}
func.func @vector_outerproduct(%a: vector<4xf32>, %x: f32) -> vector<4xf32> {
  %v = vector.outerproduct %a, %x : vector<4xf32>, f32
  return %v : vector<4xf32>
}
func.func @complex_argument(%x: complex<i32>) -> complex<i32> {
  return %x : complex<i32>
}
func.func @poison_complex(%x: i32) -> i32 {
  %p = ub.poison : complex<i32>
  return %x : i32
}
func.func @irreducible(%c: i1, %n: index) -> index {
  %c1 = arith.constant 1 : index
  cf.cond_br %c, ^a(%n : index), ^b(%n : index)
^a(%i: index):
  %done = arith.cmpi sgt, %i, %c1 : index
  cf.cond_br %done, ^exit, ^b(%i : index)
^b(%j: index):
  %m = arith.addi %j, %c1 : index
  cf.br ^a(%m : index)
^exit:
  return %n : index
}
func.func @memref_atomic(%m: memref<4xi32>, %v: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %r = memref.atomic_rmw addi %v, %m[%c0] : (i32, memref<4xi32>) -> i32
  return %r : i32
}
func.func @dead_block(%x: i32) -> i32 {
  return %x : i32
^dead:
  %f = arith.constant 1.0 : f32
  %c = complex.create %f, %f : complex<f32>
  %g = complex.sqrt %c : complex<f32>
  return %x : i32
}
func.func @nested_region(%c: i1, %x: i32) -> i32 {
  scf.if %c {
    %z = complex.constant [1.0 : f32, 0.0 : f32] : complex<f32>
    %g = complex.log %z : complex<f32>
  }
  return %x : i32
}
func.func @fine(%x: i32) -> i32 {
  return %x : i32
}

//--- tgt.mlir
func.func @complex_op(%x: complex<f32>) -> complex<f32> {
  %r = complex.exp %x : complex<f32>
  return %r : complex<f32>
}
func.func @complex_op_in_target(%x: i32) -> i32 {
  %z = complex.constant [1.0 : f32, 2.0 : f32] : complex<f32>
  %g = complex.div %z, %z : complex<f32>
  return %x : i32
}
func.func @tensor_unranked(%t: tensor<*xi32>) -> tensor<*xi32> {
  return %t : tensor<*xi32>
}
func.func @tensor_bitcast(%t: tensor<4xi32>) -> tensor<4xf32> {
  %r = tensor.bitcast %t : tensor<4xi32> to tensor<4xf32>
  return %r : tensor<4xf32>
}
func.func @vector_scalable(%v: vector<[4]xi32>) -> vector<[4]xi32> {
  return %v : vector<[4]xi32>
}
func.func @vector_outerproduct(%a: vector<4xf32>, %x: f32) -> vector<4xf32> {
  %v = vector.outerproduct %a, %x : vector<4xf32>, f32
  return %v : vector<4xf32>
}
func.func @complex_argument(%x: complex<i32>) -> complex<i32> {
  return %x : complex<i32>
}
func.func @poison_complex(%x: i32) -> i32 {
  return %x : i32
}
func.func @irreducible(%c: i1, %n: index) -> index {
  return %n : index
}
func.func @memref_atomic(%m: memref<4xi32>, %v: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %r = memref.atomic_rmw addi %v, %m[%c0] : (i32, memref<4xi32>) -> i32
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
