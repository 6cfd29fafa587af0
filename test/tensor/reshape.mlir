// tensor.collapse_shape, tensor.expand_shape and tensor.reshape keep the row-major elements and change the sizes; a size mismatch at run time is UB.
// RUN: split-file %s %t
// RUN: not %tv-check --timeout=60 %t/src.mlir %t/tgt.mlir | FileCheck %s

// CHECK-LABEL: @collapse_extract: proven
// CHECK-LABEL: @collapse_extract_wrong: incorrect
// CHECK-NEXT: why: result #0 {{differs|is poison in the target but not in the source}}
// CHECK-LABEL: @collapse_dim_dyn: proven
// CHECK-LABEL: @collapse_dim_dyn_wrong: incorrect
// CHECK-NEXT: why: result #0 differs
// CHECK-LABEL: @expand_collapse_roundtrip: proven (for dynamic dimensions up to 64, --tv-max-dim)
// CHECK-LABEL: @expand_dyn_mismatch: incorrect
// CHECK-NEXT: why: target has undefined behaviour where the source has none
// CHECK-LABEL: @expand_static: proven
// CHECK-LABEL: @expand_static_wrong: incorrect
// CHECK-NEXT: why: result #0 {{differs|is poison in the target but not in the source}} at index [{{[0-9]}}, {{[0-9]}}]
// CHECK-LABEL: @reshape_is_collapse: proven
// CHECK-LABEL: @reshape_dyn: proven (for dynamic dimensions up to 64, --tv-max-dim)
// CHECK-LABEL: @reshape_wrong_shape: incorrect
// CHECK-NEXT: why: result #0 {{differs|is poison in the target but not in the source}} at index [{{[0-9]}}, {{[0-9]}}]
// CHECK-LABEL: @reshape_count_mismatch: incorrect
// CHECK-NEXT: why: target has undefined behaviour where the source has none

//--- src.mlir
func.func @collapse_extract(%t: tensor<3x4xi32>) -> i32 {
  %c = tensor.collapse_shape %t [[0, 1]] : tensor<3x4xi32> into tensor<12xi32>
  %c6 = arith.constant 6 : index
  %e = tensor.extract %c[%c6] : tensor<12xi32>
  return %e : i32
}
func.func @collapse_extract_wrong(%t: tensor<3x4xi32>) -> i32 {
  %c = tensor.collapse_shape %t [[0, 1]] : tensor<3x4xi32> into tensor<12xi32>
  %c6 = arith.constant 6 : index
  %e = tensor.extract %c[%c6] : tensor<12xi32>
  return %e : i32
}
func.func @collapse_dim_dyn(%t: tensor<2x?x3xi32>) -> index {
  %c = tensor.collapse_shape %t [[0, 1], [2]] : tensor<2x?x3xi32> into tensor<?x3xi32>
  %c0 = arith.constant 0 : index
  %d = tensor.dim %c, %c0 : tensor<?x3xi32>
  return %d : index
}
func.func @collapse_dim_dyn_wrong(%t: tensor<2x?x3xi32>) -> index {
  %c = tensor.collapse_shape %t [[0, 1], [2]] : tensor<2x?x3xi32> into tensor<?x3xi32>
  %c0 = arith.constant 0 : index
  %d = tensor.dim %c, %c0 : tensor<?x3xi32>
  return %d : index
}
// collapse (expand t) -> t
func.func @expand_collapse_roundtrip(%t: tensor<?xi32>, %a: index, %b: index) -> tensor<?xi32> {
  %e = tensor.expand_shape %t [[0, 1]] output_shape [%a, %b] : tensor<?xi32> into tensor<?x?xi32>
  %c = tensor.collapse_shape %e [[0, 1]] : tensor<?x?xi32> into tensor<?xi32>
  return %c : tensor<?xi32>
}
// the target expands with sizes that need not multiply to the size: UB the source lacks
func.func @expand_dyn_mismatch(%t: tensor<?xi32>, %a: index, %b: index) -> tensor<?xi32> {
  return %t : tensor<?xi32>
}
func.func @expand_static(%t: tensor<6xi8>) -> tensor<2x3xi8> {
  %e = tensor.expand_shape %t [[0, 1]] output_shape [2, 3] : tensor<6xi8> into tensor<2x3xi8>
  return %e : tensor<2x3xi8>
}
func.func @expand_static_wrong(%t: tensor<6xi8>) -> tensor<2x3xi8> {
  %e = tensor.expand_shape %t [[0, 1]] output_shape [2, 3] : tensor<6xi8> into tensor<2x3xi8>
  return %e : tensor<2x3xi8>
}
func.func @reshape_is_collapse(%t: tensor<3x4xi32>) -> tensor<12xi32> {
  %s = arith.constant dense<[12]> : tensor<1xindex>
  %r = tensor.reshape %t(%s) : (tensor<3x4xi32>, tensor<1xindex>) -> tensor<12xi32>
  return %r : tensor<12xi32>
}
// reshape to (n, m) from a shape tensor, then extract [i, j] = element i*m + j
func.func @reshape_dyn(%t: tensor<?xi32>, %n: i32, %m: i32, %i: index, %j: index) -> i32 {
  %s = tensor.from_elements %n, %m : tensor<2xi32>
  %r = tensor.reshape %t(%s) : (tensor<?xi32>, tensor<2xi32>) -> tensor<?x?xi32>
  %e = tensor.extract %r[%i, %j] : tensor<?x?xi32>
  return %e : i32
}
func.func @reshape_wrong_shape(%t: tensor<6xi32>) -> tensor<2x3xi32> {
  %s = arith.constant dense<[2, 3]> : tensor<2xi64>
  %r = tensor.reshape %t(%s) : (tensor<6xi32>, tensor<2xi64>) -> tensor<2x3xi32>
  return %r : tensor<2x3xi32>
}
func.func @reshape_count_mismatch(%t: tensor<?xi32>, %n: index) -> index {
  return %n : index
}

//--- tgt.mlir
func.func @collapse_extract(%t: tensor<3x4xi32>) -> i32 {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %e = tensor.extract %t[%c1, %c2] : tensor<3x4xi32>
  return %e : i32
}
func.func @collapse_extract_wrong(%t: tensor<3x4xi32>) -> i32 {
  %c2 = arith.constant 2 : index
  %c0 = arith.constant 0 : index
  %e = tensor.extract %t[%c2, %c0] : tensor<3x4xi32>
  return %e : i32
}
func.func @collapse_dim_dyn(%t: tensor<2x?x3xi32>) -> index {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %d = tensor.dim %t, %c1 : tensor<2x?x3xi32>
  %r = arith.muli %d, %c2 : index
  return %r : index
}
func.func @collapse_dim_dyn_wrong(%t: tensor<2x?x3xi32>) -> index {
  %c1 = arith.constant 1 : index
  %d = tensor.dim %t, %c1 : tensor<2x?x3xi32>
  return %d : index
}
func.func @expand_collapse_roundtrip(%t: tensor<?xi32>, %a: index, %b: index) -> tensor<?xi32> {
  return %t : tensor<?xi32>
}
func.func @expand_dyn_mismatch(%t: tensor<?xi32>, %a: index, %b: index) -> tensor<?xi32> {
  %e = tensor.expand_shape %t [[0, 1]] output_shape [%a, %b] : tensor<?xi32> into tensor<?x?xi32>
  %c = tensor.collapse_shape %e [[0, 1]] : tensor<?x?xi32> into tensor<?xi32>
  return %c : tensor<?xi32>
}
func.func @expand_static(%t: tensor<6xi8>) -> tensor<2x3xi8> {
  %s = arith.constant dense<[2, 3]> : tensor<2xindex>
  %r = tensor.reshape %t(%s) : (tensor<6xi8>, tensor<2xindex>) -> tensor<2x3xi8>
  return %r : tensor<2x3xi8>
}
// column-major is not the same
func.func @expand_static_wrong(%t: tensor<6xi8>) -> tensor<2x3xi8> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %a = tensor.extract %t[%c0] : tensor<6xi8>
  %b = tensor.extract %t[%c2] : tensor<6xi8>
  %c = tensor.extract %t[%c4] : tensor<6xi8>
  %d = tensor.extract %t[%c1] : tensor<6xi8>
  %e = tensor.extract %t[%c3] : tensor<6xi8>
  %f = tensor.extract %t[%c5] : tensor<6xi8>
  %r = tensor.from_elements %a, %b, %c, %d, %e, %f : tensor<2x3xi8>
  return %r : tensor<2x3xi8>
}
func.func @reshape_is_collapse(%t: tensor<3x4xi32>) -> tensor<12xi32> {
  %c = tensor.collapse_shape %t [[0, 1]] : tensor<3x4xi32> into tensor<12xi32>
  return %c : tensor<12xi32>
}
func.func @reshape_dyn(%t: tensor<?xi32>, %n: i32, %m: i32, %i: index, %j: index) -> i32 {
  %mi = arith.index_cast %m : i32 to index
  %k = arith.muli %i, %mi : index
  %l = arith.addi %k, %j : index
  %e = tensor.extract %t[%l] : tensor<?xi32>
  return %e : i32
}
func.func @reshape_wrong_shape(%t: tensor<6xi32>) -> tensor<2x3xi32> {
  %s = arith.constant dense<[3, 2]> : tensor<2xi64>
  %r = tensor.reshape %t(%s) : (tensor<6xi32>, tensor<2xi64>) -> tensor<3x2xi32>
  %c = tensor.collapse_shape %r [[0, 1]] : tensor<3x2xi32> into tensor<6xi32>
  %c2 = arith.constant 2 : index
  %x = tensor.extract %c[%c2] : tensor<6xi32>
  %u = tensor.insert %x into %t[%c2] : tensor<6xi32>
  %e = tensor.expand_shape %u [[0, 1]] output_shape [3, 2] : tensor<6xi32> into tensor<3x2xi32>
  %f = tensor.collapse_shape %e [[0, 1]] : tensor<3x2xi32> into tensor<6xi32>
  %g = tensor.expand_shape %f [[0, 1]] output_shape [2, 3] : tensor<6xi32> into tensor<2x3xi32>
  %c1 = arith.constant 1 : index
  %c0 = arith.constant 0 : index
  %y = tensor.extract %g[%c0, %c0] : tensor<2x3xi32>
  %h = tensor.insert %y into %g[%c1, %c0] : tensor<2x3xi32>
  return %h : tensor<2x3xi32>
}
// the target reshapes to n elements: UB when t does not have n
func.func @reshape_count_mismatch(%t: tensor<?xi32>, %n: index) -> index {
  %s = tensor.from_elements %n : tensor<1xindex>
  %r = tensor.reshape %t(%s) : (tensor<?xi32>, tensor<1xindex>) -> tensor<?xi32>
  %c0 = arith.constant 0 : index
  %d = tensor.dim %r, %c0 : tensor<?xi32>
  return %d : index
}
