// tensor.concat: the inputs one after the other along `dim`; static and dynamic sizes; other sizes that differ at run time are UB.
// RUN: split-file %s %t
// RUN: not %tv-check --timeout=60 %t/src.mlir %t/tgt.mlir | FileCheck %s

// CHECK-LABEL: @concat_static: proven
// CHECK-LABEL: @concat_order_wrong: incorrect
// CHECK-NEXT: why: result #0 {{differs|is poison in the target but not in the source}} at index [{{[0-9]}}]
// CHECK-LABEL: @concat_dyn_as_inserts: proven (for dynamic dimensions up to 64, --tv-max-dim)
// CHECK-LABEL: @concat_dim1: proven
// CHECK-LABEL: @concat_dim1_wrong: incorrect
// CHECK-NEXT: why: result #0 {{differs|is poison in the target but not in the source}} at index [{{[0-9]}}, {{[0-9]}}]
// CHECK-LABEL: @concat_dyn_dim: proven (for dynamic dimensions up to 64, --tv-max-dim)
// CHECK-LABEL: @concat_adds_shape_ub: incorrect
// CHECK-NEXT: why: target has undefined behaviour where the source has none

//--- src.mlir
func.func @concat_static(%a: tensor<2xi32>, %b: tensor<1xi32>) -> tensor<3xi32> {
  %c = tensor.concat dim(0) %a, %b : (tensor<2xi32>, tensor<1xi32>) -> tensor<3xi32>
  return %c : tensor<3xi32>
}
func.func @concat_order_wrong(%a: tensor<2xi32>, %b: tensor<2xi32>) -> tensor<4xi32> {
  %c = tensor.concat dim(0) %a, %b : (tensor<2xi32>, tensor<2xi32>) -> tensor<4xi32>
  return %c : tensor<4xi32>
}
// concat as an empty tensor with two insert_slices (tensor.concat's decomposition)
func.func @concat_dyn_as_inserts(%a: tensor<?xi32>, %b: tensor<?xi32>) -> tensor<?xi32> {
  %c = tensor.concat dim(0) %a, %b : (tensor<?xi32>, tensor<?xi32>) -> tensor<?xi32>
  return %c : tensor<?xi32>
}
func.func @concat_dim1(%a: tensor<2x1xi8>, %b: tensor<2x2xi8>) -> tensor<2x3xi8> {
  %c = tensor.concat dim(1) %a, %b : (tensor<2x1xi8>, tensor<2x2xi8>) -> tensor<2x3xi8>
  return %c : tensor<2x3xi8>
}
func.func @concat_dim1_wrong(%a: tensor<2x1xi8>, %b: tensor<2x2xi8>) -> tensor<2x3xi8> {
  %c = tensor.concat dim(1) %a, %b : (tensor<2x1xi8>, tensor<2x2xi8>) -> tensor<2x3xi8>
  return %c : tensor<2x3xi8>
}
func.func @concat_dyn_dim(%a: tensor<?xi32>, %b: tensor<3xi32>) -> index {
  %c = tensor.concat dim(0) %a, %b : (tensor<?xi32>, tensor<3xi32>) -> tensor<?xi32>
  %c0 = arith.constant 0 : index
  %d = tensor.dim %c, %c0 : tensor<?xi32>
  return %d : index
}
// the target concatenates rows whose widths may differ
func.func @concat_adds_shape_ub(%a: tensor<1x?xi32>, %b: tensor<1x?xi32>) -> tensor<1x?xi32> {
  return %a : tensor<1x?xi32>
}

//--- tgt.mlir
func.func @concat_static(%a: tensor<2xi32>, %b: tensor<1xi32>) -> tensor<3xi32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %x = tensor.extract %a[%c0] : tensor<2xi32>
  %y = tensor.extract %a[%c1] : tensor<2xi32>
  %z = tensor.extract %b[%c0] : tensor<1xi32>
  %r = tensor.from_elements %x, %y, %z : tensor<3xi32>
  return %r : tensor<3xi32>
}
func.func @concat_order_wrong(%a: tensor<2xi32>, %b: tensor<2xi32>) -> tensor<4xi32> {
  %c = tensor.concat dim(0) %b, %a : (tensor<2xi32>, tensor<2xi32>) -> tensor<4xi32>
  return %c : tensor<4xi32>
}
func.func @concat_dyn_as_inserts(%a: tensor<?xi32>, %b: tensor<?xi32>) -> tensor<?xi32> {
  %c0 = arith.constant 0 : index
  %n = tensor.dim %a, %c0 : tensor<?xi32>
  %m = tensor.dim %b, %c0 : tensor<?xi32>
  %s = arith.addi %n, %m : index
  %e = tensor.empty(%s) : tensor<?xi32>
  %i = tensor.insert_slice %a into %e[0][%n][1] : tensor<?xi32> into tensor<?xi32>
  %j = tensor.insert_slice %b into %i[%n][%m][1] : tensor<?xi32> into tensor<?xi32>
  return %j : tensor<?xi32>
}
func.func @concat_dim1(%a: tensor<2x1xi8>, %b: tensor<2x2xi8>) -> tensor<2x3xi8> {
  %e = tensor.empty() : tensor<2x3xi8>
  %i = tensor.insert_slice %a into %e[0, 0][2, 1][1, 1] : tensor<2x1xi8> into tensor<2x3xi8>
  %j = tensor.insert_slice %b into %i[0, 1][2, 2][1, 1] : tensor<2x2xi8> into tensor<2x3xi8>
  return %j : tensor<2x3xi8>
}
// concatenated along dim 0 of the collapsed tensors instead
func.func @concat_dim1_wrong(%a: tensor<2x1xi8>, %b: tensor<2x2xi8>) -> tensor<2x3xi8> {
  %x = tensor.collapse_shape %a [[0, 1]] : tensor<2x1xi8> into tensor<2xi8>
  %y = tensor.collapse_shape %b [[0, 1]] : tensor<2x2xi8> into tensor<4xi8>
  %c = tensor.concat dim(0) %x, %y : (tensor<2xi8>, tensor<4xi8>) -> tensor<6xi8>
  %r = tensor.expand_shape %c [[0, 1]] output_shape [2, 3] : tensor<6xi8> into tensor<2x3xi8>
  return %r : tensor<2x3xi8>
}
func.func @concat_dyn_dim(%a: tensor<?xi32>, %b: tensor<3xi32>) -> index {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %n = tensor.dim %a, %c0 : tensor<?xi32>
  %d = arith.addi %n, %c3 : index
  return %d : index
}
func.func @concat_adds_shape_ub(%a: tensor<1x?xi32>, %b: tensor<1x?xi32>) -> tensor<1x?xi32> {
  %c = tensor.concat dim(0) %a, %b : (tensor<1x?xi32>, tensor<1x?xi32>) -> tensor<2x?xi32>
  %r = tensor.extract_slice %c[0, 0][1, 1][1, 1] : tensor<2x?xi32> to tensor<1x1xi32>
  %s = tensor.cast %r : tensor<1x1xi32> to tensor<1x?xi32>
  return %a : tensor<1x?xi32>
}
