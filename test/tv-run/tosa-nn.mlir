// tv-run on the TOSA convolution, pooling, matmul and quantization ops (evaluators in
// encoder/tosa_nn_eval.c and encoder/tosa_quant.c, semantics.md "TOSA reductions,
// convolutions and pooling" and "TOSA quantization"): sums from the bias (conv2d) or from
// +0.0 with the bias last (depthwise: -0.0 inputs give +0.0), zero points, padding with
// input_zp, avg_pool2d's count of non-padded positions and its integer rounding (halves
// away from zero), max_pool2d's NaN modes, rescale's rounding; UB ends the run with the
// op's location.
// RUN: %tv-run %s @conv "[[[[1.0], [2.0], [3.0]], [[4.0], [5.0], [6.0]], [[7.0], [8.0], [9.0]]]]" "[[[[1.0], [0.0]], [[0.0], [-1.0]]]]" "[0.5]" | FileCheck %s --check-prefix=CONV
// CONV: {{\[\[\[\[-3\.5\], \[-3\.5\]\], \[\[-3\.5\], \[-3\.5\]\]\]\]}} : tensor<1x2x2x1xf32>
func.func @conv(%x: tensor<1x3x3x1xf32>, %w: tensor<1x2x2x1xf32>, %b: tensor<1xf32>) -> tensor<1x2x2x1xf32> {
  %z = arith.constant dense<0.0> : tensor<1xf32>
  %r = tosa.conv2d %x, %w, %b, %z, %z {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x3x3x1xf32>, tensor<1x2x2x1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x2x1xf32>
  return %r : tensor<1x2x2x1xf32>
}
// RUN: %tv-run %s @conv_i8 "[[[[1], [2]], [[3], [4]]]]" "[[[[1], [1]], [[1], [1]]]]" "[100]" "[1]" "[0]" | FileCheck %s --check-prefix=CONVI8
// CONVI8: {{\[\[\[\[106\], \[104\]\], \[\[105\], \[103\]\]\]\]}} : tensor<1x2x2x1xi32>
func.func @conv_i8(%x: tensor<1x2x2x1xi8>, %w: tensor<1x2x2x1xi8>, %b: tensor<1xi32>, %zi: tensor<1xi8>, %zw: tensor<1xi8>) -> tensor<1x2x2x1xi32> {
  %r = tosa.conv2d %x, %w, %b, %zi, %zw {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 1, 0, 1>, stride = array<i64: 1, 1>} : (tensor<1x2x2x1xi8>, tensor<1x2x2x1xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x2x2x1xi32>
  return %r : tensor<1x2x2x1xi32>
}
// RUN: not %tv-run %s @conv_zp "[[[[1.0]]]]" "[[[[1.0]]]]" "[0.0]" "[0.5]" | FileCheck %s --check-prefix=CONVZP
// CONVZP: undefined behaviour: a float zero point other than 0 at {{.*}}tosa-nn.mlir:[[#@LINE+2]]:8
func.func @conv_zp(%x: tensor<1x1x1x1xf32>, %w: tensor<1x1x1x1xf32>, %b: tensor<1xf32>, %z: tensor<1xf32>) -> tensor<1x1x1x1xf32> {
  %r = tosa.conv2d %x, %w, %b, %z, %z {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x1x1x1xf32>, tensor<1x1x1x1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x1x1xf32>
  return %r : tensor<1x1x1x1xf32>
}
// RUN: %tv-run %s @depthwise "[[[[-0.0], [2.0]]]]" "[[[[1.0]], [[3.0]]]]" "[-0.0]" | FileCheck %s --check-prefix=DW
// DW: {{\[\[\[\[0\.0\], \[6\.0\]\]\]\]}} : tensor<1x1x2x1xf32>
func.func @depthwise(%x: tensor<1x1x2x1xf32>, %w: tensor<1x2x1x1xf32>, %b: tensor<1xf32>) -> tensor<1x1x2x1xf32> {
  %z = arith.constant dense<0.0> : tensor<1xf32>
  %r = tosa.depthwise_conv2d %x, %w, %b, %z, %z {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 1, 0>, stride = array<i64: 1, 1>} : (tensor<1x1x2x1xf32>, tensor<1x2x1x1xf32>, tensor<1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x2x1xf32>
  return %r : tensor<1x1x2x1xf32>
}
// RUN: %tv-run %s @matmul "[[[1, 2], [3, poison]]]" "[[[10], [20]]]" | FileCheck %s --check-prefix=MATMUL
// MATMUL: {{\[\[\[20\], \[poison\]\]\]}} : tensor<1x2x1xi32>
func.func @matmul(%a: tensor<1x2x2xi8>, %b: tensor<1x2x1xi8>) -> tensor<1x2x1xi32> {
  %za = arith.constant dense<1> : tensor<1xi8>
  %zb = arith.constant dense<0> : tensor<1xi8>
  %r = tosa.matmul %a, %b, %za, %zb : (tensor<1x2x2xi8>, tensor<1x2x1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x2x1xi32>
  return %r : tensor<1x2x1xi32>
}
// RUN: %tv-run %s @avg "[[[[1.0], [2.0]], [[3.0], [5.0]]]]" | FileCheck %s --check-prefix=AVG
// AVG: {{\[\[\[\[1\.5\]\], \[\[2\.75\]\]\]\]}} : tensor<1x2x1x1xf32>
func.func @avg(%x: tensor<1x2x2x1xf32>) -> tensor<1x2x1x1xf32> {
  %z = arith.constant dense<0.0> : tensor<1xf32>
  %r = tosa.avg_pool2d %x, %z, %z {acc_type = f32, kernel = array<i64: 2, 2>, pad = array<i64: 1, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x2x2x1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x2x1x1xf32>
  return %r : tensor<1x2x1x1xf32>
}
// RUN: %tv-run %s @avg_i8 "[[[[1], [2]]]]" | FileCheck %s --check-prefix=AVGI8
// RUN: %tv-run %s @avg_i8 "[[[[-1], [-2]]]]" | FileCheck %s --check-prefix=AVGI8N
// AVGI8: {{\[\[\[\[2\]\]\]\]}} : tensor<1x1x1x1xi8>
// AVGI8N: {{\[\[\[\[-2\]\]\]\]}} : tensor<1x1x1x1xi8>
func.func @avg_i8(%x: tensor<1x1x2x1xi8>) -> tensor<1x1x1x1xi8> {
  %z = arith.constant dense<0> : tensor<1xi8>
  %r = tosa.avg_pool2d %x, %z, %z {acc_type = i32, kernel = array<i64: 1, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x1x2x1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x1x1x1xi8>
  return %r : tensor<1x1x1x1xi8>
}
// RUN: %tv-run %s @max "[[[[0xFFC00000]], [[-0.0]], [[0.0]]]]" | FileCheck %s --check-prefix=MAX
// MAX: {{\[\[\[\[0x7FC00000\]\], \[\[0\.0\]\]\]\]}} : tensor<1x2x1x1xf32>
// MAX-NEXT: {{\[\[\[\[-0\.0\]\], \[\[0\.0\]\]\]\]}} : tensor<1x2x1x1xf32>
func.func @max(%x: tensor<1x3x1x1xf32>) -> (tensor<1x2x1x1xf32>, tensor<1x2x1x1xf32>) {
  %p = tosa.max_pool2d %x {kernel = array<i64: 2, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x3x1x1xf32>) -> tensor<1x2x1x1xf32>
  %i = tosa.max_pool2d %x {kernel = array<i64: 2, 1>, nan_mode = #tosa.nan_mode<IGNORE>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x3x1x1xf32>) -> tensor<1x2x1x1xf32>
  return %p, %i : tensor<1x2x1x1xf32>, tensor<1x2x1x1xf32>
}
// RUN: %tv-run %s @rescale "[-128, 3, 127]" | FileCheck %s --check-prefix=RESCALE
// RESCALE: {{\[-54, 12, 74\]}} : tensor<3xi8>
func.func @rescale(%x: tensor<3xi8>) -> tensor<3xi8> {
  %m = arith.constant dense<1073741824> : tensor<1xi32>
  %s = arith.constant dense<31> : tensor<1xi8>
  %zi = arith.constant dense<0> : tensor<1xi8>
  %zo = arith.constant dense<10> : tensor<1xi8>
  %r = tosa.rescale %x, %m, %s, %zi, %zo {scale32 = true, rounding_mode = SINGLE_ROUND, per_channel = false, input_unsigned = false, output_unsigned = false} : (tensor<3xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<3xi8>
  return %r : tensor<3xi8>
}
// RUN: not %tv-run %s @rescale_shift "[3]" "[1]" | FileCheck %s --check-prefix=SHIFT
// SHIFT: undefined behaviour: rescale by a multiplier below 0 or a shift outside [2, 62] at {{.*}}tosa-nn.mlir:[[#@LINE+4]]:8
func.func @rescale_shift(%x: tensor<1xi8>, %s: tensor<1xi8>) -> tensor<1xi8> {
  %m = arith.constant dense<1073741824> : tensor<1xi32>
  %z = arith.constant dense<0> : tensor<1xi8>
  %r = tosa.rescale %x, %m, %s, %z, %z {scale32 = true, rounding_mode = SINGLE_ROUND, per_channel = false, input_unsigned = false, output_unsigned = false} : (tensor<1xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<1xi8>
  return %r : tensor<1xi8>
}
// RUN: %tv-run %s @gather "[[[10], [20], [30]]]" "[[2, 0]]" | FileCheck %s --check-prefix=GATHER
// RUN: not %tv-run %s @gather "[[[10], [20], [30]]]" "[[3, 0]]" | FileCheck %s --check-prefix=GATHERUB
// GATHER: {{\[\[\[30\], \[10\]\]\]}} : tensor<1x2x1xi32>
// GATHERUB: undefined behaviour: a gather index out of bounds or poison at {{.*}}tosa-nn.mlir:[[#@LINE+2]]:8
func.func @gather(%v: tensor<1x3x1xi32>, %i: tensor<1x2xi32>) -> tensor<1x2x1xi32> {
  %r = tosa.gather %v, %i : (tensor<1x3x1xi32>, tensor<1x2xi32>) -> tensor<1x2x1xi32>
  return %r : tensor<1x2x1xi32>
}
