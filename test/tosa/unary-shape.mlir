// Unary elementwise TOSA ops do not broadcast (issue 31): the spec's unary operators read
// input1 with the output's shape, while "Axis of size 1 will be broadcast" is said of the
// binary and ternary ops only (TosaOps.td). A dynamic operand of another size than the
// result is UB (semantics.md, "Broadcasting"). Before, tv broadcast a size-1 operand of a
// unary op, so tosa-to-linalg of MLIR's @test_abs_1d_cast_dynamic_to_static (tosa.abs of
// tensor<?xf32> to tensor<5xf32>: a generic on tensor<?xf32> and a tensor.cast to 5) was
// "incorrect" at size 1 (the cast is UB there). The lowerings are proven now, for every
// unary op through the same driver (abs, clz, negate, clamp, cast); a target that makes
// the source's dynamic result static (UB for the other sizes) is incorrect, confirmed by
// running both.
// RUN: split-file %s %t
// RUN: %tv-opt --tv-verify-each --tv-on-failure=warn --tv-timeout=60 -p 'builtin.module(func.func(tosa-to-linalg))' %t/plugin.mlir 2>&1 >/dev/null | FileCheck %s --check-prefix=PLUGIN --implicit-check-not=warning:
// RUN: not %tv-check --timeout=60 %t/src.mlir %t/tgt.mlir | FileCheck %s

// PLUGIN: tv: 5 pass runs, 5 checks: 5 proven, 0 incorrect, 0 inconclusive, 0 unsupported, 0 timeouts, 0 errors

// CHECK-LABEL: @abs_to_static: proven
// CHECK-LABEL: @abs_made_static: incorrect
// CHECK-NEXT: why: target has undefined behaviour where the source has none
// CHECK: executed: source returns {{.*}}; target has undefined behaviour: operand of size {{[0-9]+}} for a result of size 5 in dimension 0 (a unary op does not broadcast)

//--- plugin.mlir
func.func @test_abs_1d_cast_dynamic_to_static(%arg0: tensor<?xf32>) -> tensor<5xf32> {
  %0 = "tosa.abs"(%arg0) : (tensor<?xf32>) -> tensor<5xf32>
  return %0 : tensor<5xf32>
}
func.func @clz_2d(%arg0: tensor<?x3xi32>) -> tensor<4x3xi32> {
  %0 = tosa.clz %arg0 : (tensor<?x3xi32>) -> tensor<4x3xi32>
  return %0 : tensor<4x3xi32>
}
func.func @negate(%arg0: tensor<?xi32>) -> tensor<6xi32> {
  %z = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %0 = tosa.negate %arg0, %z, %z : (tensor<?xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<6xi32>
  return %0 : tensor<6xi32>
}
func.func @clamp(%arg0: tensor<?xi32>) -> tensor<3xi32> {
  %0 = tosa.clamp %arg0 {min_val = 0 : i32, max_val = 10 : i32} : (tensor<?xi32>) -> tensor<3xi32>
  return %0 : tensor<3xi32>
}
func.func @cast(%arg0: tensor<?xi8>) -> tensor<2xi32> {
  %0 = tosa.cast %arg0 : (tensor<?xi8>) -> tensor<2xi32>
  return %0 : tensor<2xi32>
}

//--- src.mlir
func.func @abs_to_static(%arg0: tensor<?xf32>) -> tensor<5xf32> {
  %0 = tosa.abs %arg0 : (tensor<?xf32>) -> tensor<5xf32>
  return %0 : tensor<5xf32>
}
func.func @abs_made_static(%arg0: tensor<?xf32>) -> tensor<?xf32> {
  %0 = tosa.abs %arg0 : (tensor<?xf32>) -> tensor<?xf32>
  return %0 : tensor<?xf32>
}

//--- tgt.mlir
func.func @abs_to_static(%arg0: tensor<?xf32>) -> tensor<5xf32> {
  %c = tensor.cast %arg0 : tensor<?xf32> to tensor<5xf32>
  %0 = tosa.abs %c : (tensor<5xf32>) -> tensor<5xf32>
  return %0 : tensor<5xf32>
}
func.func @abs_made_static(%arg0: tensor<?xf32>) -> tensor<?xf32> {
  %0 = tosa.abs %arg0 : (tensor<?xf32>) -> tensor<5xf32>
  %c = tensor.cast %0 : tensor<5xf32> to tensor<?xf32>
  return %c : tensor<?xf32>
}
