// The real lowering (tosa-to-linalg-named, tosa-to-linalg) checked against the TOSA encodings: sums and matmuls are proven
// (the same fold terms on both sides); reduce_max and argmax are incorrect because the lowering starts from -FLT_MAX where
// the spec starts from -Inf (docs/semantics.md, "TOSA reductions, convolutions and pooling"). Window ops through the lowering:
// a 1x1 conv2d here, max_pool2d in plugin-maxpool.mlir, chained convolutions in test/bugs/chained-conv-lowering.mlir.
// RUN: not %tv-opt --tv-verify-each --tv-verbose --tv-timeout=120 -p 'builtin.module(func.func(tosa-to-linalg-named,tosa-to-linalg))' %s 2>&1 >/dev/null | FileCheck %s

// CHECK-NOT: @rsum
// CHECK: error: tv: pass 'tosa-to-linalg' is incorrect on @rmax [ieee]: result #0 differs at index [{{[0-9]+}}, {{[0-9]+}}] (source -inf (0xFF800000), target -3.4028235e+38)
// CHECK: error: tv: pass 'tosa-to-linalg' is incorrect on @argmax [ieee]: result #0 differs
// CHECK-NOT: @matmul
// CHECK-NOT: @conv_1x1
// CHECK: tv: 12 pass runs, 6 checks: 4 proven, 2 incorrect, 0 inconclusive, 0 unsupported, 0 timeouts, 0 errors; 6 unchanged

func.func @rsum(%x: tensor<3x4xf32>) -> tensor<1x4xf32> {
  %r = tosa.reduce_sum %x {axis = 0 : i32} : (tensor<3x4xf32>) -> tensor<1x4xf32>
  return %r : tensor<1x4xf32>
}
func.func @rsum_dyn(%x: tensor<?x4xi32>) -> tensor<1x4xi32> {
  %r = tosa.reduce_sum %x {axis = 0 : i32} : (tensor<?x4xi32>) -> tensor<1x4xi32>
  return %r : tensor<1x4xi32>
}
func.func @rmax(%x: tensor<3x4xf32>) -> tensor<1x4xf32> {
  %r = tosa.reduce_max %x {axis = 0 : i32} : (tensor<3x4xf32>) -> tensor<1x4xf32>
  return %r : tensor<1x4xf32>
}
func.func @argmax(%x: tensor<3x2xf32>) -> tensor<2xi32> {
  %r = tosa.argmax %x {axis = 0 : i32} : (tensor<3x2xf32>) -> tensor<2xi32>
  return %r : tensor<2xi32>
}
func.func @matmul(%a: tensor<1x2x3xi8>, %b: tensor<1x3x2xi8>) -> tensor<1x2x2xi32> {
  %za = arith.constant dense<3> : tensor<1xi8>
  %zb = arith.constant dense<0> : tensor<1xi8>
  %r = tosa.matmul %a, %b, %za, %zb : (tensor<1x2x3xi8>, tensor<1x3x2xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x2x2xi32>
  return %r : tensor<1x2x2xi32>
}
func.func @conv_1x1(%x: tensor<1x3x3x1xi8>, %w: tensor<2x1x1x1xi8>, %b: tensor<2xi32>) -> tensor<1x3x3x2xi32> {
  %zp = arith.constant dense<0> : tensor<1xi8>
  %r = tosa.conv2d %x, %w, %b, %zp, %zp {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x3x3x1xi8>, tensor<2x1x1x1xi8>, tensor<2xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x3x3x2xi32>
  return %r : tensor<1x3x3x2xi32>
}
