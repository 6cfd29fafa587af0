// tensor.expand_shape / collapse_shape in every form MLIR 22 prints: static, dynamic
// output_shape (SSA values, mixed static/dynamic), rank 0 (reassociation []), unit dims.
// Each form has a proven pair and an incorrect one whose counterexample the interpreter runs.
// RUN: split-file %s %t
// RUN: not %tv-check --timeout=60 %t/src.mlir %t/tgt.mlir | FileCheck %s

// CHECK-LABEL: @static_expand: proven
// CHECK-LABEL: @static_expand_wrong: incorrect
// CHECK: executed: source returns {{.*}}; target returns
// CHECK-LABEL: @dyn_expand: proven (for dynamic dimensions up to 64, --tv-max-dim)
// CHECK-LABEL: @mixed_swap: incorrect
// CHECK-NEXT: why: target has undefined behaviour where the source has none
// CHECK: executed: source returns {{.*}}; target has undefined behaviour: output sizes whose product is not the source size
// CHECK-LABEL: @mixed_extract: proven (for dynamic dimensions up to 64, --tv-max-dim)
// CHECK-LABEL: @mixed_extract_wrong: incorrect
// CHECK: executed: source returns {{.*}}; target returns
// CHECK-LABEL: @rank0_roundtrip: proven
// CHECK-LABEL: @rank0_expand: proven
// CHECK-LABEL: @rank0_collapse_wrong: incorrect
// CHECK: executed: source returns {{.*}}; target returns
// CHECK-LABEL: @unit_dims: proven
// CHECK-LABEL: @unit_dims_wrong: incorrect
// CHECK: executed: source returns {{.*}}; target returns
// CHECK-LABEL: @collapse_dyn_groups: proven (for dynamic dimensions up to 64, --tv-max-dim)

//--- src.mlir
func.func @static_expand(%a: tensor<6xi32>) -> i32 {
  %e = tensor.expand_shape %a [[0, 1]] output_shape [2, 3] : tensor<6xi32> into tensor<2x3xi32>
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %x = tensor.extract %e[%c1, %c2] : tensor<2x3xi32>
  return %x : i32
}
func.func @static_expand_wrong(%a: tensor<6xi32>) -> i32 {
  %e = tensor.expand_shape %a [[0, 1]] output_shape [2, 3] : tensor<6xi32> into tensor<2x3xi32>
  %c1 = arith.constant 1 : index
  %c0 = arith.constant 0 : index
  %x = tensor.extract %e[%c1, %c0] : tensor<2x3xi32>
  return %x : i32
}
func.func @dyn_expand(%a: tensor<?xi32>, %n: index) -> tensor<?x4xi32> {
  %e = tensor.expand_shape %a [[0, 1]] output_shape [%n, 4] : tensor<?xi32> into tensor<?x4xi32>
  return %e : tensor<?x4xi32>
}
func.func @mixed_swap(%a: tensor<?x?xi32>, %n: index, %m: index) -> tensor<?x2x?xi32> {
  %e = tensor.expand_shape %a [[0, 1], [2]] output_shape [%n, 2, %m] : tensor<?x?xi32> into tensor<?x2x?xi32>
  return %e : tensor<?x2x?xi32>
}
func.func @mixed_extract(%a: tensor<?x6xi32>, %n: index, %i: index) -> i32 {
  %e = tensor.expand_shape %a [[0], [1, 2]] output_shape [%n, 2, 3] : tensor<?x6xi32> into tensor<?x2x3xi32>
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %x = tensor.extract %e[%i, %c1, %c2] : tensor<?x2x3xi32>
  return %x : i32
}
func.func @mixed_extract_wrong(%a: tensor<?x6xi32>, %n: index, %i: index) -> i32 {
  %e = tensor.expand_shape %a [[0], [1, 2]] output_shape [%n, 2, 3] : tensor<?x6xi32> into tensor<?x2x3xi32>
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %x = tensor.extract %e[%i, %c1, %c2] : tensor<?x2x3xi32>
  return %x : i32
}
func.func @rank0_roundtrip(%a: tensor<f32>) -> tensor<f32> {
  %e = tensor.expand_shape %a [] output_shape [1, 1] : tensor<f32> into tensor<1x1xf32>
  %c = tensor.collapse_shape %e [] : tensor<1x1xf32> into tensor<f32>
  return %c : tensor<f32>
}
func.func @rank0_expand(%a: tensor<f32>) -> f32 {
  %e = tensor.expand_shape %a [] output_shape [1, 1] : tensor<f32> into tensor<1x1xf32>
  %c0 = arith.constant 0 : index
  %x = tensor.extract %e[%c0, %c0] : tensor<1x1xf32>
  return %x : f32
}
func.func @rank0_collapse_wrong(%a: tensor<1x1xi32>, %b: tensor<1x1xi32>) -> tensor<i32> {
  %c = tensor.collapse_shape %a [] : tensor<1x1xi32> into tensor<i32>
  return %c : tensor<i32>
}
func.func @unit_dims(%a: tensor<3x4xi32>) -> tensor<3x4xi32> {
  %e = tensor.expand_shape %a [[0, 1], [2, 3, 4]] output_shape [1, 3, 1, 4, 1] : tensor<3x4xi32> into tensor<1x3x1x4x1xi32>
  %c = tensor.collapse_shape %e [[0, 1, 2], [3, 4]] : tensor<1x3x1x4x1xi32> into tensor<3x4xi32>
  return %c : tensor<3x4xi32>
}
func.func @unit_dims_wrong(%a: tensor<3x4xi32>) -> i32 {
  %e = tensor.expand_shape %a [[0, 1], [2, 3, 4]] output_shape [1, 3, 1, 4, 1] : tensor<3x4xi32> into tensor<1x3x1x4x1xi32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %x = tensor.extract %e[%c0, %c2, %c0, %c1, %c0] : tensor<1x3x1x4x1xi32>
  return %x : i32
}
func.func @collapse_dyn_groups(%a: tensor<?x4x?xi32>, %i: index) -> i32 {
  %c = tensor.collapse_shape %a [[0, 1, 2]] : tensor<?x4x?xi32> into tensor<?xi32>
  %x = tensor.extract %c[%i] : tensor<?xi32>
  return %x : i32
}

//--- tgt.mlir
func.func @static_expand(%a: tensor<6xi32>) -> i32 {
  %c5 = arith.constant 5 : index
  %x = tensor.extract %a[%c5] : tensor<6xi32>
  return %x : i32
}
func.func @static_expand_wrong(%a: tensor<6xi32>) -> i32 {
  %c1 = arith.constant 1 : index
  %x = tensor.extract %a[%c1] : tensor<6xi32>
  return %x : i32
}
func.func @dyn_expand(%a: tensor<?xi32>, %n: index) -> tensor<?x4xi32> {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %d = tensor.dim %a, %c0 : tensor<?xi32>
  %q = arith.divui %d, %c4 : index
  %e = tensor.expand_shape %a [[0, 1]] output_shape [%q, 4] : tensor<?xi32> into tensor<?x4xi32>
  return %e : tensor<?x4xi32>
}
func.func @mixed_swap(%a: tensor<?x?xi32>, %n: index, %m: index) -> tensor<?x2x?xi32> {
  %e = tensor.expand_shape %a [[0, 1], [2]] output_shape [%m, 2, %n] : tensor<?x?xi32> into tensor<?x2x?xi32>
  return %e : tensor<?x2x?xi32>
}
func.func @mixed_extract(%a: tensor<?x6xi32>, %n: index, %i: index) -> i32 {
  %c5 = arith.constant 5 : index
  %x = tensor.extract %a[%i, %c5] : tensor<?x6xi32>
  return %x : i32
}
func.func @mixed_extract_wrong(%a: tensor<?x6xi32>, %n: index, %i: index) -> i32 {
  %c4 = arith.constant 4 : index
  %x = tensor.extract %a[%i, %c4] : tensor<?x6xi32>
  return %x : i32
}
func.func @rank0_roundtrip(%a: tensor<f32>) -> tensor<f32> {
  return %a : tensor<f32>
}
func.func @rank0_expand(%a: tensor<f32>) -> f32 {
  %x = tensor.extract %a[] : tensor<f32>
  return %x : f32
}
func.func @rank0_collapse_wrong(%a: tensor<1x1xi32>, %b: tensor<1x1xi32>) -> tensor<i32> {
  %c = tensor.collapse_shape %b [] : tensor<1x1xi32> into tensor<i32>
  return %c : tensor<i32>
}
func.func @unit_dims(%a: tensor<3x4xi32>) -> tensor<3x4xi32> {
  return %a : tensor<3x4xi32>
}
func.func @unit_dims_wrong(%a: tensor<3x4xi32>) -> i32 {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %x = tensor.extract %a[%c1, %c2] : tensor<3x4xi32>
  return %x : i32
}
func.func @collapse_dyn_groups(%a: tensor<?x4x?xi32>, %i: index) -> i32 {
  %c4 = arith.constant 4 : index
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %d2 = tensor.dim %a, %c2 : tensor<?x4x?xi32>
  %w = arith.muli %d2, %c4 : index
  %i0 = arith.divui %i, %w : index
  %r = arith.remui %i, %w : index
  %i1 = arith.divui %r, %d2 : index
  %i2 = arith.remui %r, %d2 : index
  %x = tensor.extract %a[%i0, %i1, %i2] : tensor<?x4x?xi32>
  return %x : i32
}
