// MLIR 22 findings of tv-sweep (docs/findings.md; `tv-sweep --pass=canonicalize
// --dialect=tosa`): canonicalize folds tosa.negate(tosa.negate(x)) to x, but integer
// negation saturates (TOSA NEGATE clips to the type's range), so x = -128 in i8 gives -127;
// and it folds tosa.sub(x, splat -0.0) to x, wrong for x = -0.0 (-0.0 - -0.0 = +0.0).
// RUN: %tv-opt --tv-verify-each --tv-on-failure=warn --tv-timeout=120 --canonicalize %s -o /dev/null 2>&1 | FileCheck %s
// CHECK-DAG: warning: tv: pass 'canonicalize' is incorrect on @negate_twice: result #0 differs
// CHECK-DAG: note: executed: source returns [-127, -127, -127, -127] : tensor<4xi8>; target returns [-128, -128, -128, -128] : tensor<4xi8>
// CHECK-DAG: warning: tv: pass 'canonicalize' is incorrect on @sub_minus_zero [ieee]: result #0 differs
func.func @negate_twice(%x: tensor<4xi8>) -> tensor<4xi8> {
  %z = "tosa.const"() {values = dense<0> : tensor<1xi8>} : () -> tensor<1xi8>
  %a = tosa.negate %x, %z, %z : (tensor<4xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<4xi8>
  %b = tosa.negate %a, %z, %z : (tensor<4xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<4xi8>
  return %b : tensor<4xi8>
}

func.func @sub_minus_zero(%x: tensor<4xf32>) -> tensor<4xf32> {
  %z = "tosa.const"() {values = dense<-0.0> : tensor<4xf32>} : () -> tensor<4xf32>
  %r = tosa.sub %x, %z : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
