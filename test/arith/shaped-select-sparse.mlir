// arith.select with a tensor or vector condition (elementwise: each element picks from its
// own operands) and arith.constant with a sparse value (its values at its indices, zero
// elsewhere: +0.0 for floats). Both were unsupported (issue 19 item 4). The counterexamples
// are run in the interpreter, which now runs arith and math ops on tensors element by
// element (an executed line).
// RUN: split-file %s %t
// RUN: not %tv-check --timeout=120 %t/src.mlir %t/tgt.mlir | FileCheck %s

// CHECK-LABEL: @select_tensor: proven
// CHECK-LABEL: @select_vector: proven
// CHECK-LABEL: @select_tensor_swapped: incorrect
// CHECK: executed: source returns
// CHECK-LABEL: @sparse_as_dense: proven
// CHECK-LABEL: @sparse_negative_zero: incorrect
// CHECK: why: result #0 differs at index [0, 1] (source 0.0, target -0.0)
// CHECK: executed: source returns {{\[\[}}5.0, 0.0], [0.0, -7.5]] : tensor<2x2xf32>; target returns {{\[\[}}5.0, -0.0], [0.0, -7.5]] : tensor<2x2xf32>
// CHECK-LABEL: @sparse_int: proven

//--- src.mlir
func.func @select_tensor(%c: tensor<4xi1>, %a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi32> {
  %r = arith.select %c, %a, %b : tensor<4xi1>, tensor<4xi32>
  return %r : tensor<4xi32>
}
func.func @select_vector(%c: vector<4xi1>, %a: vector<4xf32>, %b: vector<4xf32>) -> vector<4xf32> {
  %r = arith.select %c, %a, %b : vector<4xi1>, vector<4xf32>
  return %r : vector<4xf32>
}
func.func @select_tensor_swapped(%c: tensor<2xi1>, %a: tensor<2xi8>, %b: tensor<2xi8>) -> tensor<2xi8> {
  %r = arith.select %c, %a, %b : tensor<2xi1>, tensor<2xi8>
  return %r : tensor<2xi8>
}
func.func @sparse_as_dense(%x: tensor<2x2xf32>) -> tensor<2x2xf32> {
  %r = arith.constant sparse<[[0, 0], [1, 1]], [5.0, -7.5]> : tensor<2x2xf32>
  %s = arith.addf %x, %r : tensor<2x2xf32>
  return %s : tensor<2x2xf32>
}
func.func @sparse_negative_zero(%x: tensor<2x2xf32>) -> tensor<2x2xf32> {
  %r = arith.constant sparse<[[0, 0], [1, 1]], [5.0, -7.5]> : tensor<2x2xf32>
  %s = arith.addf %x, %r : tensor<2x2xf32>
  return %s : tensor<2x2xf32>
}
func.func @sparse_int() -> tensor<3x4xi32> {
  %r = arith.constant sparse<[[0, 0], [1, 2]], [1, 5]> : tensor<3x4xi32>
  return %r : tensor<3x4xi32>
}

//--- tgt.mlir
// the negated condition with the operands swapped
func.func @select_tensor(%c: tensor<4xi1>, %a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi32> {
  %t = arith.constant dense<true> : tensor<4xi1>
  %n = arith.xori %c, %t : tensor<4xi1>
  %r = arith.select %n, %b, %a : tensor<4xi1>, tensor<4xi32>
  return %r : tensor<4xi32>
}
func.func @select_vector(%c: vector<4xi1>, %a: vector<4xf32>, %b: vector<4xf32>) -> vector<4xf32> {
  %t = arith.constant dense<true> : vector<4xi1>
  %n = arith.xori %c, %t : vector<4xi1>
  %r = arith.select %n, %b, %a : vector<4xi1>, vector<4xf32>
  return %r : vector<4xf32>
}
// swapped without negating the condition: wrong where the operands differ
func.func @select_tensor_swapped(%c: tensor<2xi1>, %a: tensor<2xi8>, %b: tensor<2xi8>) -> tensor<2xi8> {
  %r = arith.select %c, %b, %a : tensor<2xi1>, tensor<2xi8>
  return %r : tensor<2xi8>
}
func.func @sparse_as_dense(%x: tensor<2x2xf32>) -> tensor<2x2xf32> {
  %r = arith.constant dense<[[5.0, 0.0], [0.0, -7.5]]> : tensor<2x2xf32>
  %s = arith.addf %x, %r : tensor<2x2xf32>
  return %s : tensor<2x2xf32>
}
// an implicit zero is +0.0: -0.0 + -0.0 is -0.0, +0.0 + -0.0 is +0.0
func.func @sparse_negative_zero(%x: tensor<2x2xf32>) -> tensor<2x2xf32> {
  %r = arith.constant dense<[[5.0, -0.0], [0.0, -7.5]]> : tensor<2x2xf32>
  %s = arith.addf %x, %r : tensor<2x2xf32>
  return %s : tensor<2x2xf32>
}
func.func @sparse_int() -> tensor<3x4xi32> {
  %r = arith.constant dense<[[1, 0, 0, 0], [0, 0, 5, 0], [0, 0, 0, 0]]> : tensor<3x4xi32>
  return %r : tensor<3x4xi32>
}
