// tosa.reduce_* and tosa.argmax: folds along the axis from the spec's initial values (sum +0.0, max -Inf, ...), unrolled when small, uninterpreted otherwise.
// RUN: split-file %s %t
// RUN: not %tv-check --timeout=120 %t/src.mlir %t/tgt.mlir | FileCheck %s

// CHECK-LABEL: @max_unit_axis: proven
// The sum of one -0.0 is +0.0 (acc = 0), the input is -0.0: only the sign of a zero sum
// differs, which TOSA's float error bound accepts (semantics.md, issue 17 item 7).
// CHECK-LABEL: @sum_unit_axis: inconclusive [ieee] (the counterexample depends on the sign of a zero float sum
// CHECK-LABEL: @sum_int_unit_axis: proven
// CHECK-LABEL: @sum_same: proven
// CHECK-LABEL: @max_dyn_same: proven [abstract] (for dynamic dimensions up to 64, --tv-max-dim)
// CHECK-LABEL: @product_vs_sum_dyn: {{incorrect|inconclusive}}
// CHECK-LABEL: @any_vs_all: incorrect
// CHECK-NEXT: why: result #0 differs
// CHECK-LABEL: @min_vs_max_int: incorrect
// CHECK-NEXT: why: result #0 differs
// CHECK-LABEL: @max_ignore_unit_axis: proven
// CHECK-LABEL: @max_ignore_vs_propagate: incorrect
// CHECK-NEXT: why: result #0 differs
// CHECK-LABEL: @argmax_unit_axis: proven
// CHECK-LABEL: @argmax_not_zero: incorrect
// CHECK-NEXT: why: result #0 differs

//--- src.mlir
// max over a size-1 axis is the element: maximumf(-Inf, x) = x (NaN stays NaN)
func.func @max_unit_axis(%x: tensor<1x3xf32>) -> tensor<1x3xf32> {
  %r = tosa.reduce_max %x {axis = 0 : i32} : (tensor<1x3xf32>) -> tensor<1x3xf32>
  return %r : tensor<1x3xf32>
}
// wrong: the sum over a size-1 axis starts from +0.0, and +0.0 + -0.0 = +0.0 (incorrect: x = -0.0)
func.func @sum_unit_axis(%x: tensor<1x3xf32>) -> tensor<1x3xf32> {
  %r = tosa.reduce_sum %x {axis = 0 : i32} : (tensor<1x3xf32>) -> tensor<1x3xf32>
  return %r : tensor<1x3xf32>
}
// integers have no signed zero
func.func @sum_int_unit_axis(%x: tensor<2x1xi32>) -> tensor<2x1xi32> {
  %r = tosa.reduce_sum %x {axis = 1 : i32} : (tensor<2x1xi32>) -> tensor<2x1xi32>
  return %r : tensor<2x1xi32>
}
// the same fold on both sides (uninterpreted in the first stage)
func.func @sum_same(%x: tensor<3x4xf32>) -> tensor<1x4xf32> {
  %r = tosa.reduce_sum %x {axis = 0 : i32} : (tensor<3x4xf32>) -> tensor<1x4xf32>
  return %r : tensor<1x4xf32>
}
func.func @max_dyn_same(%x: tensor<?x4xf32>) -> tensor<?x1xf32> {
  %r = tosa.reduce_max %x {axis = 1 : i32} : (tensor<?x4xf32>) -> tensor<?x1xf32>
  return %r : tensor<?x1xf32>
}
// wrong: a dynamic size is never unrolled: the solver finds either an empty axis (initial values 1 and 0: incorrect)
// or a counterexample through the two uninterpreted folds first (inconclusive)
func.func @product_vs_sum_dyn(%x: tensor<?xi32>) -> tensor<1xi32> {
  %r = tosa.reduce_product %x {axis = 0 : i32} : (tensor<?xi32>) -> tensor<1xi32>
  return %r : tensor<1xi32>
}
// wrong: any is not all (incorrect)
func.func @any_vs_all(%x: tensor<2x3xi1>) -> tensor<2x1xi1> {
  %r = tosa.reduce_any %x {axis = 1 : i32} : (tensor<2x3xi1>) -> tensor<2x1xi1>
  return %r : tensor<2x1xi1>
}
// wrong: min is not max (incorrect)
func.func @min_vs_max_int(%x: tensor<3xi8>) -> tensor<1xi8> {
  %r = tosa.reduce_min %x {axis = 0 : i32} : (tensor<3xi8>) -> tensor<1xi8>
  return %r : tensor<1xi8>
}
// IGNORE over one element: NaN only when it is NaN
func.func @max_ignore_unit_axis(%x: tensor<1x2xf32>) -> tensor<1x2xf32> {
  %r = tosa.reduce_max %x {axis = 0 : i32, nan_mode = #tosa.nan_mode<IGNORE>} : (tensor<1x2xf32>) -> tensor<1x2xf32>
  return %r : tensor<1x2xf32>
}
// wrong: IGNORE skips a NaN that PROPAGATE returns (incorrect)
func.func @max_ignore_vs_propagate(%x: tensor<3xf32>) -> tensor<1xf32> {
  %r = tosa.reduce_max %x {axis = 0 : i32, nan_mode = #tosa.nan_mode<IGNORE>} : (tensor<3xf32>) -> tensor<1xf32>
  return %r : tensor<1xf32>
}
// argmax over a size-1 axis is 0
func.func @argmax_unit_axis(%x: tensor<1x4xf32>) -> tensor<4xi32> {
  %r = tosa.argmax %x {axis = 0 : i32} : (tensor<1x4xf32>) -> tensor<4xi32>
  return %r : tensor<4xi32>
}
// wrong: argmax over 3 elements is not always 0 (incorrect)
func.func @argmax_not_zero(%x: tensor<3x2xi8>) -> tensor<2xi32> {
  %r = tosa.argmax %x {axis = 0 : i32} : (tensor<3x2xi8>) -> tensor<2xi32>
  return %r : tensor<2xi32>
}

//--- tgt.mlir
func.func @max_unit_axis(%x: tensor<1x3xf32>) -> tensor<1x3xf32> {
  return %x : tensor<1x3xf32>
}
func.func @sum_unit_axis(%x: tensor<1x3xf32>) -> tensor<1x3xf32> {
  return %x : tensor<1x3xf32>
}
func.func @sum_int_unit_axis(%x: tensor<2x1xi32>) -> tensor<2x1xi32> {
  return %x : tensor<2x1xi32>
}
func.func @sum_same(%x: tensor<3x4xf32>) -> tensor<1x4xf32> {
  %r = tosa.reduce_sum %x {axis = 0 : i32} : (tensor<3x4xf32>) -> tensor<1x4xf32>
  return %r : tensor<1x4xf32>
}
func.func @max_dyn_same(%x: tensor<?x4xf32>) -> tensor<?x1xf32> {
  %r = tosa.reduce_max %x {axis = 1 : i32} : (tensor<?x4xf32>) -> tensor<?x1xf32>
  return %r : tensor<?x1xf32>
}
func.func @product_vs_sum_dyn(%x: tensor<?xi32>) -> tensor<1xi32> {
  %r = tosa.reduce_sum %x {axis = 0 : i32} : (tensor<?xi32>) -> tensor<1xi32>
  return %r : tensor<1xi32>
}
func.func @any_vs_all(%x: tensor<2x3xi1>) -> tensor<2x1xi1> {
  %r = tosa.reduce_all %x {axis = 1 : i32} : (tensor<2x3xi1>) -> tensor<2x1xi1>
  return %r : tensor<2x1xi1>
}
func.func @min_vs_max_int(%x: tensor<3xi8>) -> tensor<1xi8> {
  %r = tosa.reduce_max %x {axis = 0 : i32} : (tensor<3xi8>) -> tensor<1xi8>
  return %r : tensor<1xi8>
}
func.func @max_ignore_unit_axis(%x: tensor<1x2xf32>) -> tensor<1x2xf32> {
  return %x : tensor<1x2xf32>
}
func.func @max_ignore_vs_propagate(%x: tensor<3xf32>) -> tensor<1xf32> {
  %r = tosa.reduce_max %x {axis = 0 : i32} : (tensor<3xf32>) -> tensor<1xf32>
  return %r : tensor<1xf32>
}
func.func @argmax_unit_axis(%x: tensor<1x4xf32>) -> tensor<4xi32> {
  %c = arith.constant dense<0> : tensor<4xi32>
  return %c : tensor<4xi32>
}
func.func @argmax_not_zero(%x: tensor<3x2xi8>) -> tensor<2xi32> {
  %c = arith.constant dense<0> : tensor<2xi32>
  return %c : tensor<2xi32>
}
