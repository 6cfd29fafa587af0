// Regression: Z3 4.8.12 crashed (segfault, or "UNEXPECTED CODE WAS REACHED" and exit) in
// Z3_del_context after encoding some tensor lambdas, e.g. a cast of a cast, killing
// tv-check or mlir-opt; every reference is now released before the context is deleted
// (smt_fini).
// RUN: split-file %s %t
// RUN: %tv-check --timeout=300 %t/src.mlir %t/tgt.mlir | FileCheck %s
// CHECK: @cast_cast_1d: proven
// CHECK: @cast_cast_2d: proven
// CHECK: @unused_cast: proven

//--- src.mlir
func.func @cast_cast_1d(%a: tensor<4xi16>) -> tensor<4xi16> {
  %f = tosa.cast %a : (tensor<4xi16>) -> tensor<4xf32>
  %r = tosa.cast %f : (tensor<4xf32>) -> tensor<4xi16>
  return %r : tensor<4xi16>
}
func.func @cast_cast_2d(%a: tensor<2x4xi16>) -> tensor<2x4xi16> {
  %f = tosa.cast %a : (tensor<2x4xi16>) -> tensor<2x4xf32>
  %r = tosa.cast %f : (tensor<2x4xf32>) -> tensor<2x4xi16>
  return %r : tensor<2x4xi16>
}
func.func @unused_cast(%a: tensor<4xi16>) -> tensor<4xf32> {
  %f = tosa.cast %a : (tensor<4xi16>) -> tensor<4xf32>
  %g = tosa.cast %f : (tensor<4xf32>) -> tensor<4xf32>
  return %f : tensor<4xf32>
}

//--- tgt.mlir
func.func @cast_cast_1d(%a: tensor<4xi16>) -> tensor<4xi16> {
  return %a : tensor<4xi16>
}
func.func @cast_cast_2d(%a: tensor<2x4xi16>) -> tensor<2x4xi16> {
  return %a : tensor<2x4xi16>
}
func.func @unused_cast(%a: tensor<4xi16>) -> tensor<4xf32> {
  %f = tosa.cast %a : (tensor<4xi16>) -> tensor<4xf32>
  return %f : tensor<4xf32>
}
