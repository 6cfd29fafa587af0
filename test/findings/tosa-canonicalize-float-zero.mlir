// MLIR 22 finding (docs/findings.md): canonicalize folds `tosa.mul(x, splat 0.0)` to the
// zero constant and `tosa.add(x, splat +0.0)` to x. Under IEEE 754 (the TOSA spec's float
// arithmetic) x * 0.0 is -0.0 for a negative x and NaN for Inf and NaN, and -0.0 + +0.0 is
// +0.0, so both folds change results.
// RUN: %tv-opt --tv-verify-each --tv-on-failure=warn --tv-timeout=120 --canonicalize %s -o /dev/null 2>&1 | FileCheck %s
// CHECK-DAG: warning: tv: pass 'canonicalize' is incorrect on @mul_zero [ieee]: result #0 differs
// CHECK-DAG: warning: tv: pass 'canonicalize' is incorrect on @add_zero [ieee]: result #0 differs
// CHECK-DAG: note: executed: source returns {{.*}}-0.0{{.*}} : tensor<4xf32>; target returns [0.0, 0.0, 0.0, 0.0] : tensor<4xf32>
// CHECK-DAG: note: executed: source returns [0.0, 0.0, 0.0, 0.0] : tensor<4xf32>; target returns {{.*}}-0.0{{.*}} : tensor<4xf32>
func.func @mul_zero(%x: tensor<4xf32>) -> tensor<4xf32> {
  %z = "tosa.const"() {values = dense<0.0> : tensor<4xf32>} : () -> tensor<4xf32>
  %s = "tosa.const"() {values = dense<0> : tensor<1xi8>} : () -> tensor<1xi8>
  %r = tosa.mul %x, %z, %s : (tensor<4xf32>, tensor<4xf32>, tensor<1xi8>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}

func.func @add_zero(%x: tensor<4xf32>) -> tensor<4xf32> {
  %z = "tosa.const"() {values = dense<0.0> : tensor<4xf32>} : () -> tensor<4xf32>
  %r = tosa.add %x, %z : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
