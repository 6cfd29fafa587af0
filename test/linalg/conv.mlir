// Convolutions and poolings (window maps d_out * stride + d_window * dilation computed by the op from its attributes): each against its generic form from --linalg-generalize-named-ops, wrong strides and dilations in the target's maps, conv_1d and a strided max pooling against hand-written definitions, and the input size: shorter than the windows need is UB, longer is fine.
// RUN: split-file %s %t
// RUN: sh -c '%tv-check --timeout=300 %t/src.mlir %t/tgt.mlir; echo rc=$?' | FileCheck %s

// CHECK-LABEL: @conv_1d: proven [abstract]
// CHECK-LABEL: @conv_1d_nwc_wcf: proven [abstract]
// CHECK-LABEL: @conv_2d: proven
// CHECK-LABEL: @conv_2d_nhwc_hwcf: proven [abstract]
// CHECK-LABEL: @conv_2d_nhwc_hwcf_dynamic: proven [abstract] (for dynamic dimensions up to 64, --tv-max-dim)
// CHECK-LABEL: @conv_2d_nhwc_fhwc: proven [abstract]
// CHECK-LABEL: @conv_2d_nchw_fchw: proven [abstract]
// CHECK-LABEL: @conv_2d_nhwc_hwcf_q: proven
// CHECK-LABEL: @conv_2d_nhwc_fhwc_q: proven
// CHECK-LABEL: @conv_3d_ndhwc_dhwcf: proven [abstract]
// CHECK-LABEL: @depthwise_conv_1d_nwc_wc: proven [abstract]
// CHECK-LABEL: @depthwise_conv_2d_nhwc_hwc: proven [abstract]
// CHECK-LABEL: @depthwise_conv_2d_nchw_chw: proven [abstract]
// CHECK-LABEL: @depthwise_conv_2d_nhwc_hwc_q: proven
// CHECK-LABEL: @depthwise_conv_2d_nhwc_hwcm: proven [abstract]
// CHECK-LABEL: @depthwise_conv_2d_nhwc_hwcm_q: proven
// CHECK-LABEL: @pooling_nhwc_max: proven [abstract]
// CHECK-LABEL: @pooling_nhwc_max_unsigned: proven
// CHECK-LABEL: @pooling_nhwc_min: proven [abstract]
// CHECK-LABEL: @pooling_nhwc_min_unsigned: proven
// CHECK-LABEL: @pooling_nhwc_sum: proven [abstract]
// CHECK-LABEL: @pooling_nchw_max: proven [abstract]
// CHECK-LABEL: @pooling_nchw_sum: proven
// CHECK-LABEL: @stride_wrong: incorrect
// CHECK-NEXT: why: result #0
// CHECK-LABEL: @dilation_wrong: incorrect [ieee]
// CHECK-NEXT: why: result #0
// CHECK-LABEL: @conv_1d_def: proven
// CHECK-LABEL: @pooling_max_def: proven [abstract]
// CHECK-LABEL: @input_too_small: proven (for dynamic dimensions up to 64, --tv-max-dim)
// CHECK-LABEL: @input_longer: incorrect
// CHECK-NEXT: why: target has undefined behaviour where the source has none
// CHECK: rc=1

//--- src.mlir
func.func @conv_1d(%x: tensor<5xf32>, %w: tensor<3xf32>, %o: tensor<3xf32>) -> tensor<3xf32> {
  %r = linalg.conv_1d ins(%x, %w : tensor<5xf32>, tensor<3xf32>) outs(%o : tensor<3xf32>) -> tensor<3xf32>
  return %r : tensor<3xf32>
}
func.func @conv_1d_nwc_wcf(%x: tensor<1x7x2xf32>, %w: tensor<2x2x3xf32>, %o: tensor<1x3x3xf32>) -> tensor<1x3x3xf32> {
  %r = linalg.conv_1d_nwc_wcf {dilations = dense<2> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>}
      ins(%x, %w : tensor<1x7x2xf32>, tensor<2x2x3xf32>) outs(%o : tensor<1x3x3xf32>) -> tensor<1x3x3xf32>
  return %r : tensor<1x3x3xf32>
}
func.func @conv_2d(%x: tensor<4x4xi32>, %w: tensor<2x2xi32>, %o: tensor<3x3xi32>) -> tensor<3x3xi32> {
  %r = linalg.conv_2d ins(%x, %w : tensor<4x4xi32>, tensor<2x2xi32>) outs(%o : tensor<3x3xi32>) -> tensor<3x3xi32>
  return %r : tensor<3x3xi32>
}
func.func @conv_2d_nhwc_hwcf(%x: tensor<1x5x5x2xf32>, %w: tensor<3x3x2x2xf32>, %o: tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32> {
  %r = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%x, %w : tensor<1x5x5x2xf32>, tensor<3x3x2x2xf32>) outs(%o : tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
  return %r : tensor<1x2x2x2xf32>
}
func.func @conv_2d_nhwc_hwcf_dynamic(%x: tensor<?x?x?x?xf32>, %w: tensor<?x?x?x?xf32>, %o: tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32> {
  %r = linalg.conv_2d_nhwc_hwcf {dilations = dense<[1, 2]> : tensor<2xi64>, strides = dense<[2, 1]> : tensor<2xi64>}
      ins(%x, %w : tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>) outs(%o : tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32>
  return %r : tensor<?x?x?x?xf32>
}
func.func @conv_2d_nhwc_fhwc(%x: tensor<1x4x4x2xf32>, %w: tensor<3x2x2x2xf32>, %o: tensor<1x3x3x3xf32>) -> tensor<1x3x3x3xf32> {
  %r = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%x, %w : tensor<1x4x4x2xf32>, tensor<3x2x2x2xf32>) outs(%o : tensor<1x3x3x3xf32>) -> tensor<1x3x3x3xf32>
  return %r : tensor<1x3x3x3xf32>
}
func.func @conv_2d_nchw_fchw(%x: tensor<1x2x4x4xf32>, %w: tensor<3x2x2x2xf32>, %o: tensor<1x3x3x3xf32>) -> tensor<1x3x3x3xf32> {
  %r = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%x, %w : tensor<1x2x4x4xf32>, tensor<3x2x2x2xf32>) outs(%o : tensor<1x3x3x3xf32>) -> tensor<1x3x3x3xf32>
  return %r : tensor<1x3x3x3xf32>
}
func.func @conv_2d_nhwc_hwcf_q(%x: tensor<1x3x3x1xi8>, %w: tensor<2x2x1x1xi8>, %zx: i32, %zw: i32, %o: tensor<1x2x2x1xi32>) -> tensor<1x2x2x1xi32> {
  %r = linalg.conv_2d_nhwc_hwcf_q {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%x, %w, %zx, %zw : tensor<1x3x3x1xi8>, tensor<2x2x1x1xi8>, i32, i32) outs(%o : tensor<1x2x2x1xi32>) -> tensor<1x2x2x1xi32>
  return %r : tensor<1x2x2x1xi32>
}
func.func @conv_2d_nhwc_fhwc_q(%x: tensor<1x3x3x1xi8>, %w: tensor<1x2x2x1xi8>, %zx: i32, %zw: i32, %o: tensor<1x2x2x1xi32>) -> tensor<1x2x2x1xi32> {
  %r = linalg.conv_2d_nhwc_fhwc_q {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%x, %w, %zx, %zw : tensor<1x3x3x1xi8>, tensor<1x2x2x1xi8>, i32, i32) outs(%o : tensor<1x2x2x1xi32>) -> tensor<1x2x2x1xi32>
  return %r : tensor<1x2x2x1xi32>
}
func.func @conv_3d_ndhwc_dhwcf(%x: tensor<1x3x3x3x1xf32>, %w: tensor<2x2x2x1x1xf32>, %o: tensor<1x2x2x2x1xf32>) -> tensor<1x2x2x2x1xf32> {
  %r = linalg.conv_3d_ndhwc_dhwcf {dilations = dense<1> : tensor<3xi64>, strides = dense<1> : tensor<3xi64>}
      ins(%x, %w : tensor<1x3x3x3x1xf32>, tensor<2x2x2x1x1xf32>) outs(%o : tensor<1x2x2x2x1xf32>) -> tensor<1x2x2x2x1xf32>
  return %r : tensor<1x2x2x2x1xf32>
}
func.func @depthwise_conv_1d_nwc_wc(%x: tensor<1x4x2xf32>, %w: tensor<2x2xf32>, %o: tensor<1x3x2xf32>) -> tensor<1x3x2xf32> {
  %r = linalg.depthwise_conv_1d_nwc_wc {dilations = dense<1> : tensor<1xi64>, strides = dense<1> : tensor<1xi64>}
      ins(%x, %w : tensor<1x4x2xf32>, tensor<2x2xf32>) outs(%o : tensor<1x3x2xf32>) -> tensor<1x3x2xf32>
  return %r : tensor<1x3x2xf32>
}
func.func @depthwise_conv_2d_nhwc_hwc(%x: tensor<1x4x4x2xf32>, %w: tensor<2x2x2xf32>, %o: tensor<1x3x3x2xf32>) -> tensor<1x3x3x2xf32> {
  %r = linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%x, %w : tensor<1x4x4x2xf32>, tensor<2x2x2xf32>) outs(%o : tensor<1x3x3x2xf32>) -> tensor<1x3x3x2xf32>
  return %r : tensor<1x3x3x2xf32>
}
func.func @depthwise_conv_2d_nchw_chw(%x: tensor<1x2x4x4xf32>, %w: tensor<2x2x2xf32>, %o: tensor<1x2x3x3xf32>) -> tensor<1x2x3x3xf32> {
  %r = linalg.depthwise_conv_2d_nchw_chw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%x, %w : tensor<1x2x4x4xf32>, tensor<2x2x2xf32>) outs(%o : tensor<1x2x3x3xf32>) -> tensor<1x2x3x3xf32>
  return %r : tensor<1x2x3x3xf32>
}
func.func @depthwise_conv_2d_nhwc_hwc_q(%x: tensor<1x3x3x1xi8>, %w: tensor<2x2x1xi8>, %zx: i32, %zw: i32, %o: tensor<1x2x2x1xi32>) -> tensor<1x2x2x1xi32> {
  %r = linalg.depthwise_conv_2d_nhwc_hwc_q {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%x, %w, %zx, %zw : tensor<1x3x3x1xi8>, tensor<2x2x1xi8>, i32, i32) outs(%o : tensor<1x2x2x1xi32>) -> tensor<1x2x2x1xi32>
  return %r : tensor<1x2x2x1xi32>
}
func.func @depthwise_conv_2d_nhwc_hwcm(%x: tensor<1x3x3x2xf32>, %w: tensor<2x2x2x2xf32>, %o: tensor<1x2x2x2x2xf32>) -> tensor<1x2x2x2x2xf32> {
  %r = linalg.depthwise_conv_2d_nhwc_hwcm {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%x, %w : tensor<1x3x3x2xf32>, tensor<2x2x2x2xf32>) outs(%o : tensor<1x2x2x2x2xf32>) -> tensor<1x2x2x2x2xf32>
  return %r : tensor<1x2x2x2x2xf32>
}
func.func @depthwise_conv_2d_nhwc_hwcm_q(%x: tensor<1x3x3x1xi8>, %w: tensor<2x2x1x2xi8>, %zx: i32, %zw: i32, %o: tensor<1x2x2x1x2xi32>) -> tensor<1x2x2x1x2xi32> {
  %r = linalg.depthwise_conv_2d_nhwc_hwcm_q {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%x, %w, %zx, %zw : tensor<1x3x3x1xi8>, tensor<2x2x1x2xi8>, i32, i32) outs(%o : tensor<1x2x2x1x2xi32>) -> tensor<1x2x2x1x2xi32>
  return %r : tensor<1x2x2x1x2xi32>
}
func.func @pooling_nhwc_max(%x: tensor<1x5x5x1xf32>, %k: tensor<2x2xf32>, %o: tensor<1x2x2x1xf32>) -> tensor<1x2x2x1xf32> {
  %r = linalg.pooling_nhwc_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%x, %k : tensor<1x5x5x1xf32>, tensor<2x2xf32>) outs(%o : tensor<1x2x2x1xf32>) -> tensor<1x2x2x1xf32>
  return %r : tensor<1x2x2x1xf32>
}
func.func @pooling_nhwc_max_unsigned(%x: tensor<1x3x3x1xi8>, %k: tensor<2x2xi8>, %o: tensor<1x2x2x1xi8>) -> tensor<1x2x2x1xi8> {
  %r = linalg.pooling_nhwc_max_unsigned {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%x, %k : tensor<1x3x3x1xi8>, tensor<2x2xi8>) outs(%o : tensor<1x2x2x1xi8>) -> tensor<1x2x2x1xi8>
  return %r : tensor<1x2x2x1xi8>
}
func.func @pooling_nhwc_min(%x: tensor<1x3x3x1xf32>, %k: tensor<2x2xf32>, %o: tensor<1x2x2x1xf32>) -> tensor<1x2x2x1xf32> {
  %r = linalg.pooling_nhwc_min {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%x, %k : tensor<1x3x3x1xf32>, tensor<2x2xf32>) outs(%o : tensor<1x2x2x1xf32>) -> tensor<1x2x2x1xf32>
  return %r : tensor<1x2x2x1xf32>
}
func.func @pooling_nhwc_min_unsigned(%x: tensor<1x3x3x1xi8>, %k: tensor<2x2xi8>, %o: tensor<1x2x2x1xi8>) -> tensor<1x2x2x1xi8> {
  %r = linalg.pooling_nhwc_min_unsigned {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%x, %k : tensor<1x3x3x1xi8>, tensor<2x2xi8>) outs(%o : tensor<1x2x2x1xi8>) -> tensor<1x2x2x1xi8>
  return %r : tensor<1x2x2x1xi8>
}
func.func @pooling_nhwc_sum(%x: tensor<1x3x3x1xf32>, %k: tensor<2x2xf32>, %o: tensor<1x2x2x1xf32>) -> tensor<1x2x2x1xf32> {
  %r = linalg.pooling_nhwc_sum {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%x, %k : tensor<1x3x3x1xf32>, tensor<2x2xf32>) outs(%o : tensor<1x2x2x1xf32>) -> tensor<1x2x2x1xf32>
  return %r : tensor<1x2x2x1xf32>
}
func.func @pooling_nchw_max(%x: tensor<1x1x3x3xf32>, %k: tensor<2x2xf32>, %o: tensor<1x1x2x2xf32>) -> tensor<1x1x2x2xf32> {
  %r = linalg.pooling_nchw_max {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%x, %k : tensor<1x1x3x3xf32>, tensor<2x2xf32>) outs(%o : tensor<1x1x2x2xf32>) -> tensor<1x1x2x2xf32>
  return %r : tensor<1x1x2x2xf32>
}
func.func @pooling_nchw_sum(%x: tensor<1x1x3x3xi32>, %k: tensor<2x2xi32>, %o: tensor<1x1x2x2xi32>) -> tensor<1x1x2x2xi32> {
  %r = linalg.pooling_nchw_sum {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%x, %k : tensor<1x1x3x3xi32>, tensor<2x2xi32>) outs(%o : tensor<1x1x2x2xi32>) -> tensor<1x1x2x2xi32>
  return %r : tensor<1x1x2x2xi32>
}
// Wrong: the target's maps use stride 1 where the source has 2.
func.func @stride_wrong(%x: tensor<1x5x1xi8>, %w: tensor<2x1x1xi8>, %o: tensor<1x2x1xi8>) -> tensor<1x2x1xi8> {
  %r = linalg.conv_1d_nwc_wcf {dilations = dense<1> : tensor<1xi64>, strides = dense<2> : tensor<1xi64>}
      ins(%x, %w : tensor<1x5x1xi8>, tensor<2x1x1xi8>) outs(%o : tensor<1x2x1xi8>) -> tensor<1x2x1xi8>
  return %r : tensor<1x2x1xi8>
}
// Wrong: the target's maps dilate the window.
func.func @dilation_wrong(%x: tensor<1x4x4x1xf32>, %k: tensor<2x2xf32>, %o: tensor<1x2x2x1xf32>) -> tensor<1x2x2x1xf32> {
  %r = linalg.pooling_nhwc_max {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%x, %k : tensor<1x4x4x1xf32>, tensor<2x2xf32>) outs(%o : tensor<1x2x2x1xf32>) -> tensor<1x2x2x1xf32>
  return %r : tensor<1x2x2x1xf32>
}
// conv_1d against its definition: o[i] + x[i] * w[0] + x[i+1] * w[1] (2 steps, unrolled).
func.func @conv_1d_def(%x: tensor<4xi16>, %w: tensor<2xi16>, %o: tensor<3xi16>) -> tensor<3xi16> {
  %r = linalg.conv_1d ins(%x, %w : tensor<4xi16>, tensor<2xi16>) outs(%o : tensor<3xi16>) -> tensor<3xi16>
  return %r : tensor<3xi16>
}
// pooling_nhwc_max with stride 2 against its definition on a 1x4x4x1 input.
func.func @pooling_max_def(%x: tensor<1x4x4x1xf32>, %k: tensor<2x2xf32>, %o: tensor<1x2x2x1xf32>) -> tensor<1x2x2x1xf32> {
  %r = linalg.pooling_nhwc_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%x, %k : tensor<1x4x4x1xf32>, tensor<2x2xf32>) outs(%o : tensor<1x2x2x1xf32>) -> tensor<1x2x2x1xf32>
  return %r : tensor<1x2x2x1xf32>
}
// An input shorter than the window needs is UB (a longer one is fine): the target may do
// anything when %x has fewer than 4 elements.
func.func @input_too_small(%x: tensor<?xi8>, %w: tensor<2xi8>, %o: tensor<3xi8>) -> tensor<3xi8> {
  %r = linalg.conv_1d ins(%x, %w : tensor<?xi8>, tensor<2xi8>) outs(%o : tensor<3xi8>) -> tensor<3xi8>
  return %r : tensor<3xi8>
}
func.func @input_longer(%x: tensor<?xi8>, %w: tensor<2xi8>, %o: tensor<3xi8>) -> tensor<3xi8> {
  %r = linalg.conv_1d ins(%x, %w : tensor<?xi8>, tensor<2xi8>) outs(%o : tensor<3xi8>) -> tensor<3xi8>
  return %r : tensor<3xi8>
}

//--- tgt.mlir
#map = affine_map<(d0, d1) -> (d0 + d1)>
#map1 = affine_map<(d0, d1) -> (d1)>
#map2 = affine_map<(d0, d1) -> (d0)>
#map3 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1 * 2 + d3 * 2, d4)>
#map4 = affine_map<(d0, d1, d2, d3, d4) -> (d3, d4, d2)>
#map5 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2)>
#map6 = affine_map<(d0, d1, d2, d3) -> (d0 + d2, d1 + d3)>
#map7 = affine_map<(d0, d1, d2, d3) -> (d2, d3)>
#map8 = affine_map<(d0, d1, d2, d3) -> (d0, d1)>
#map9 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1 * 2 + d4, d2 * 2 + d5, d6)>
#map10 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d5, d6, d3)>
#map11 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>
#map12 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1 * 2 + d4, d2 + d5 * 2, d6)>
#map13 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1 + d4, d2 + d5, d6)>
#map14 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d3, d4, d5, d6)>
#map15 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d4, d2 + d5, d3 + d6)>
#map16 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d1, d4, d5, d6)>
#map17 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> ()>
#map18 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d0, d1 + d5, d2 + d6, d3 + d7, d8)>
#map19 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d5, d6, d7, d8, d4)>
#map20 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d0, d1, d2, d3, d4)>
#map21 = affine_map<(d0, d1, d2, d3) -> (d0, d1 + d3, d2)>
#map22 = affine_map<(d0, d1, d2, d3) -> (d3, d2)>
#map23 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map24 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1 + d4, d2 + d5, d3)>
#map25 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d4, d5, d3)>
#map26 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>
#map27 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d3, d1 + d4, d2 + d5)>
#map28 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d3, d4, d5)>
#map29 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d3, d1, d2)>
#map30 = affine_map<(d0, d1, d2, d3, d4, d5) -> ()>
#map31 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1 + d5, d2 + d6, d3)>
#map32 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d5, d6, d3, d4)>
#map33 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3, d4)>
#map34 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1 * 2 + d4, d2 * 2 + d5, d3)>
#map35 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d4, d5)>
#map36 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2 + d4, d3 + d5)>
#map37 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1 * 2 + d3, d4)>
func.func @conv_1d(%arg0: tensor<5xf32>, %arg1: tensor<3xf32>, %arg2: tensor<3xf32>) -> tensor<3xf32> {
  %0 = linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "reduction"]} ins(%arg0, %arg1 : tensor<5xf32>, tensor<3xf32>) outs(%arg2 : tensor<3xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %1 = arith.mulf %in, %in_0 : f32
    %2 = arith.addf %out, %1 : f32
    linalg.yield %2 : f32
  } -> tensor<3xf32>
  return %0 : tensor<3xf32>
}
func.func @conv_1d_nwc_wcf(%arg0: tensor<1x7x2xf32>, %arg1: tensor<2x2x3xf32>, %arg2: tensor<1x3x3xf32>) -> tensor<1x3x3xf32> {
  %0 = linalg.generic {indexing_maps = [#map3, #map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%arg0, %arg1 : tensor<1x7x2xf32>, tensor<2x2x3xf32>) outs(%arg2 : tensor<1x3x3xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %1 = arith.mulf %in, %in_0 : f32
    %2 = arith.addf %out, %1 : f32
    linalg.yield %2 : f32
  } -> tensor<1x3x3xf32>
  return %0 : tensor<1x3x3xf32>
}
func.func @conv_2d(%arg0: tensor<4x4xi32>, %arg1: tensor<2x2xi32>, %arg2: tensor<3x3xi32>) -> tensor<3x3xi32> {
  %0 = linalg.generic {indexing_maps = [#map6, #map7, #map8], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%arg0, %arg1 : tensor<4x4xi32>, tensor<2x2xi32>) outs(%arg2 : tensor<3x3xi32>) {
  ^bb0(%in: i32, %in_0: i32, %out: i32):
    %1 = arith.muli %in, %in_0 : i32
    %2 = arith.addi %out, %1 : i32
    linalg.yield %2 : i32
  } -> tensor<3x3xi32>
  return %0 : tensor<3x3xi32>
}
func.func @conv_2d_nhwc_hwcf(%arg0: tensor<1x5x5x2xf32>, %arg1: tensor<3x3x2x2xf32>, %arg2: tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32> {
  %0 = linalg.generic {indexing_maps = [#map9, #map10, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%arg0, %arg1 : tensor<1x5x5x2xf32>, tensor<3x3x2x2xf32>) outs(%arg2 : tensor<1x2x2x2xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %1 = arith.mulf %in, %in_0 : f32
    %2 = arith.addf %out, %1 : f32
    linalg.yield %2 : f32
  } -> tensor<1x2x2x2xf32>
  return %0 : tensor<1x2x2x2xf32>
}
func.func @conv_2d_nhwc_hwcf_dynamic(%arg0: tensor<?x?x?x?xf32>, %arg1: tensor<?x?x?x?xf32>, %arg2: tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32> {
  %0 = linalg.generic {indexing_maps = [#map12, #map10, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%arg0, %arg1 : tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>) outs(%arg2 : tensor<?x?x?x?xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %1 = arith.mulf %in, %in_0 : f32
    %2 = arith.addf %out, %1 : f32
    linalg.yield %2 : f32
  } -> tensor<?x?x?x?xf32>
  return %0 : tensor<?x?x?x?xf32>
}
func.func @conv_2d_nhwc_fhwc(%arg0: tensor<1x4x4x2xf32>, %arg1: tensor<3x2x2x2xf32>, %arg2: tensor<1x3x3x3xf32>) -> tensor<1x3x3x3xf32> {
  %0 = linalg.generic {indexing_maps = [#map13, #map14, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%arg0, %arg1 : tensor<1x4x4x2xf32>, tensor<3x2x2x2xf32>) outs(%arg2 : tensor<1x3x3x3xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %1 = arith.mulf %in, %in_0 : f32
    %2 = arith.addf %out, %1 : f32
    linalg.yield %2 : f32
  } -> tensor<1x3x3x3xf32>
  return %0 : tensor<1x3x3x3xf32>
}
func.func @conv_2d_nchw_fchw(%arg0: tensor<1x2x4x4xf32>, %arg1: tensor<3x2x2x2xf32>, %arg2: tensor<1x3x3x3xf32>) -> tensor<1x3x3x3xf32> {
  %0 = linalg.generic {indexing_maps = [#map15, #map16, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%arg0, %arg1 : tensor<1x2x4x4xf32>, tensor<3x2x2x2xf32>) outs(%arg2 : tensor<1x3x3x3xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %1 = arith.mulf %in, %in_0 : f32
    %2 = arith.addf %out, %1 : f32
    linalg.yield %2 : f32
  } -> tensor<1x3x3x3xf32>
  return %0 : tensor<1x3x3x3xf32>
}
func.func @conv_2d_nhwc_hwcf_q(%arg0: tensor<1x3x3x1xi8>, %arg1: tensor<2x2x1x1xi8>, %arg2: i32, %arg3: i32, %arg4: tensor<1x2x2x1xi32>) -> tensor<1x2x2x1xi32> {
  %0 = linalg.generic {indexing_maps = [#map13, #map10, #map17, #map17, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%arg0, %arg1, %arg2, %arg3 : tensor<1x3x3x1xi8>, tensor<2x2x1x1xi8>, i32, i32) outs(%arg4 : tensor<1x2x2x1xi32>) {
  ^bb0(%in: i8, %in_0: i8, %in_1: i32, %in_2: i32, %out: i32):
    %1 = arith.extsi %in : i8 to i32
    %2 = arith.subi %1, %in_1 : i32
    %3 = arith.extsi %in_0 : i8 to i32
    %4 = arith.subi %3, %in_2 : i32
    %5 = arith.muli %2, %4 : i32
    %6 = arith.addi %out, %5 : i32
    linalg.yield %6 : i32
  } -> tensor<1x2x2x1xi32>
  return %0 : tensor<1x2x2x1xi32>
}
func.func @conv_2d_nhwc_fhwc_q(%arg0: tensor<1x3x3x1xi8>, %arg1: tensor<1x2x2x1xi8>, %arg2: i32, %arg3: i32, %arg4: tensor<1x2x2x1xi32>) -> tensor<1x2x2x1xi32> {
  %0 = linalg.generic {indexing_maps = [#map13, #map14, #map17, #map17, #map11], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%arg0, %arg1, %arg2, %arg3 : tensor<1x3x3x1xi8>, tensor<1x2x2x1xi8>, i32, i32) outs(%arg4 : tensor<1x2x2x1xi32>) {
  ^bb0(%in: i8, %in_0: i8, %in_1: i32, %in_2: i32, %out: i32):
    %1 = arith.extsi %in : i8 to i32
    %2 = arith.subi %1, %in_1 : i32
    %3 = arith.extsi %in_0 : i8 to i32
    %4 = arith.subi %3, %in_2 : i32
    %5 = arith.muli %2, %4 : i32
    %6 = arith.addi %out, %5 : i32
    linalg.yield %6 : i32
  } -> tensor<1x2x2x1xi32>
  return %0 : tensor<1x2x2x1xi32>
}
func.func @conv_3d_ndhwc_dhwcf(%arg0: tensor<1x3x3x3x1xf32>, %arg1: tensor<2x2x2x1x1xf32>, %arg2: tensor<1x2x2x2x1xf32>) -> tensor<1x2x2x2x1xf32> {
  %0 = linalg.generic {indexing_maps = [#map18, #map19, #map20], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction", "reduction"]} ins(%arg0, %arg1 : tensor<1x3x3x3x1xf32>, tensor<2x2x2x1x1xf32>) outs(%arg2 : tensor<1x2x2x2x1xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %1 = arith.mulf %in, %in_0 : f32
    %2 = arith.addf %out, %1 : f32
    linalg.yield %2 : f32
  } -> tensor<1x2x2x2x1xf32>
  return %0 : tensor<1x2x2x2x1xf32>
}
func.func @depthwise_conv_1d_nwc_wc(%arg0: tensor<1x4x2xf32>, %arg1: tensor<2x2xf32>, %arg2: tensor<1x3x2xf32>) -> tensor<1x3x2xf32> {
  %0 = linalg.generic {indexing_maps = [#map21, #map22, #map23], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : tensor<1x4x2xf32>, tensor<2x2xf32>) outs(%arg2 : tensor<1x3x2xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %1 = arith.mulf %in, %in_0 : f32
    %2 = arith.addf %out, %1 : f32
    linalg.yield %2 : f32
  } -> tensor<1x3x2xf32>
  return %0 : tensor<1x3x2xf32>
}
func.func @depthwise_conv_2d_nhwc_hwc(%arg0: tensor<1x4x4x2xf32>, %arg1: tensor<2x2x2xf32>, %arg2: tensor<1x3x3x2xf32>) -> tensor<1x3x3x2xf32> {
  %0 = linalg.generic {indexing_maps = [#map24, #map25, #map26], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%arg0, %arg1 : tensor<1x4x4x2xf32>, tensor<2x2x2xf32>) outs(%arg2 : tensor<1x3x3x2xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %1 = arith.mulf %in, %in_0 : f32
    %2 = arith.addf %out, %1 : f32
    linalg.yield %2 : f32
  } -> tensor<1x3x3x2xf32>
  return %0 : tensor<1x3x3x2xf32>
}
func.func @depthwise_conv_2d_nchw_chw(%arg0: tensor<1x2x4x4xf32>, %arg1: tensor<2x2x2xf32>, %arg2: tensor<1x2x3x3xf32>) -> tensor<1x2x3x3xf32> {
  %0 = linalg.generic {indexing_maps = [#map27, #map28, #map29], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%arg0, %arg1 : tensor<1x2x4x4xf32>, tensor<2x2x2xf32>) outs(%arg2 : tensor<1x2x3x3xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %1 = arith.mulf %in, %in_0 : f32
    %2 = arith.addf %out, %1 : f32
    linalg.yield %2 : f32
  } -> tensor<1x2x3x3xf32>
  return %0 : tensor<1x2x3x3xf32>
}
func.func @depthwise_conv_2d_nhwc_hwc_q(%arg0: tensor<1x3x3x1xi8>, %arg1: tensor<2x2x1xi8>, %arg2: i32, %arg3: i32, %arg4: tensor<1x2x2x1xi32>) -> tensor<1x2x2x1xi32> {
  %0 = linalg.generic {indexing_maps = [#map24, #map25, #map30, #map30, #map26], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%arg0, %arg1, %arg2, %arg3 : tensor<1x3x3x1xi8>, tensor<2x2x1xi8>, i32, i32) outs(%arg4 : tensor<1x2x2x1xi32>) {
  ^bb0(%in: i8, %in_0: i8, %in_1: i32, %in_2: i32, %out: i32):
    %1 = arith.extsi %in : i8 to i32
    %2 = arith.subi %1, %in_1 : i32
    %3 = arith.extsi %in_0 : i8 to i32
    %4 = arith.subi %3, %in_2 : i32
    %5 = arith.muli %2, %4 : i32
    %6 = arith.addi %out, %5 : i32
    linalg.yield %6 : i32
  } -> tensor<1x2x2x1xi32>
  return %0 : tensor<1x2x2x1xi32>
}
func.func @depthwise_conv_2d_nhwc_hwcm(%arg0: tensor<1x3x3x2xf32>, %arg1: tensor<2x2x2x2xf32>, %arg2: tensor<1x2x2x2x2xf32>) -> tensor<1x2x2x2x2xf32> {
  %0 = linalg.generic {indexing_maps = [#map31, #map32, #map33], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%arg0, %arg1 : tensor<1x3x3x2xf32>, tensor<2x2x2x2xf32>) outs(%arg2 : tensor<1x2x2x2x2xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %1 = arith.mulf %in, %in_0 : f32
    %2 = arith.addf %out, %1 : f32
    linalg.yield %2 : f32
  } -> tensor<1x2x2x2x2xf32>
  return %0 : tensor<1x2x2x2x2xf32>
}
func.func @depthwise_conv_2d_nhwc_hwcm_q(%arg0: tensor<1x3x3x1xi8>, %arg1: tensor<2x2x1x2xi8>, %arg2: i32, %arg3: i32, %arg4: tensor<1x2x2x1x2xi32>) -> tensor<1x2x2x1x2xi32> {
  %0 = linalg.generic {indexing_maps = [#map31, #map32, #map17, #map17, #map33], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%arg0, %arg1, %arg2, %arg3 : tensor<1x3x3x1xi8>, tensor<2x2x1x2xi8>, i32, i32) outs(%arg4 : tensor<1x2x2x1x2xi32>) {
  ^bb0(%in: i8, %in_0: i8, %in_1: i32, %in_2: i32, %out: i32):
    %1 = arith.extsi %in : i8 to i32
    %2 = arith.subi %1, %in_1 : i32
    %3 = arith.extsi %in_0 : i8 to i32
    %4 = arith.subi %3, %in_2 : i32
    %5 = arith.muli %2, %4 : i32
    %6 = arith.addi %out, %5 : i32
    linalg.yield %6 : i32
  } -> tensor<1x2x2x1x2xi32>
  return %0 : tensor<1x2x2x1x2xi32>
}
func.func @pooling_nhwc_max(%arg0: tensor<1x5x5x1xf32>, %arg1: tensor<2x2xf32>, %arg2: tensor<1x2x2x1xf32>) -> tensor<1x2x2x1xf32> {
  %0 = linalg.generic {indexing_maps = [#map34, #map35, #map26], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%arg0, %arg1 : tensor<1x5x5x1xf32>, tensor<2x2xf32>) outs(%arg2 : tensor<1x2x2x1xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %1 = arith.maximumf %out, %in : f32
    linalg.yield %1 : f32
  } -> tensor<1x2x2x1xf32>
  return %0 : tensor<1x2x2x1xf32>
}
func.func @pooling_nhwc_max_unsigned(%arg0: tensor<1x3x3x1xi8>, %arg1: tensor<2x2xi8>, %arg2: tensor<1x2x2x1xi8>) -> tensor<1x2x2x1xi8> {
  %0 = linalg.generic {indexing_maps = [#map24, #map35, #map26], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%arg0, %arg1 : tensor<1x3x3x1xi8>, tensor<2x2xi8>) outs(%arg2 : tensor<1x2x2x1xi8>) {
  ^bb0(%in: i8, %in_0: i8, %out: i8):
    %1 = arith.maxui %out, %in : i8
    linalg.yield %1 : i8
  } -> tensor<1x2x2x1xi8>
  return %0 : tensor<1x2x2x1xi8>
}
func.func @pooling_nhwc_min(%arg0: tensor<1x3x3x1xf32>, %arg1: tensor<2x2xf32>, %arg2: tensor<1x2x2x1xf32>) -> tensor<1x2x2x1xf32> {
  %0 = linalg.generic {indexing_maps = [#map24, #map35, #map26], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%arg0, %arg1 : tensor<1x3x3x1xf32>, tensor<2x2xf32>) outs(%arg2 : tensor<1x2x2x1xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %1 = arith.minimumf %out, %in : f32
    linalg.yield %1 : f32
  } -> tensor<1x2x2x1xf32>
  return %0 : tensor<1x2x2x1xf32>
}
func.func @pooling_nhwc_min_unsigned(%arg0: tensor<1x3x3x1xi8>, %arg1: tensor<2x2xi8>, %arg2: tensor<1x2x2x1xi8>) -> tensor<1x2x2x1xi8> {
  %0 = linalg.generic {indexing_maps = [#map24, #map35, #map26], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%arg0, %arg1 : tensor<1x3x3x1xi8>, tensor<2x2xi8>) outs(%arg2 : tensor<1x2x2x1xi8>) {
  ^bb0(%in: i8, %in_0: i8, %out: i8):
    %1 = arith.minui %out, %in : i8
    linalg.yield %1 : i8
  } -> tensor<1x2x2x1xi8>
  return %0 : tensor<1x2x2x1xi8>
}
func.func @pooling_nhwc_sum(%arg0: tensor<1x3x3x1xf32>, %arg1: tensor<2x2xf32>, %arg2: tensor<1x2x2x1xf32>) -> tensor<1x2x2x1xf32> {
  %0 = linalg.generic {indexing_maps = [#map24, #map35, #map26], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%arg0, %arg1 : tensor<1x3x3x1xf32>, tensor<2x2xf32>) outs(%arg2 : tensor<1x2x2x1xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %1 = arith.addf %out, %in : f32
    linalg.yield %1 : f32
  } -> tensor<1x2x2x1xf32>
  return %0 : tensor<1x2x2x1xf32>
}
func.func @pooling_nchw_max(%arg0: tensor<1x1x3x3xf32>, %arg1: tensor<2x2xf32>, %arg2: tensor<1x1x2x2xf32>) -> tensor<1x1x2x2xf32> {
  %0 = linalg.generic {indexing_maps = [#map36, #map35, #map26], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%arg0, %arg1 : tensor<1x1x3x3xf32>, tensor<2x2xf32>) outs(%arg2 : tensor<1x1x2x2xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %1 = arith.maximumf %out, %in : f32
    linalg.yield %1 : f32
  } -> tensor<1x1x2x2xf32>
  return %0 : tensor<1x1x2x2xf32>
}
func.func @pooling_nchw_sum(%arg0: tensor<1x1x3x3xi32>, %arg1: tensor<2x2xi32>, %arg2: tensor<1x1x2x2xi32>) -> tensor<1x1x2x2xi32> {
  %0 = linalg.generic {indexing_maps = [#map36, #map35, #map26], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%arg0, %arg1 : tensor<1x1x3x3xi32>, tensor<2x2xi32>) outs(%arg2 : tensor<1x1x2x2xi32>) {
  ^bb0(%in: i32, %in_0: i32, %out: i32):
    %1 = arith.addi %out, %in : i32
    linalg.yield %1 : i32
  } -> tensor<1x1x2x2xi32>
  return %0 : tensor<1x1x2x2xi32>
}
func.func @stride_wrong(%arg0: tensor<1x5x1xi8>, %arg1: tensor<2x1x1xi8>, %arg2: tensor<1x2x1xi8>) -> tensor<1x2x1xi8> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1 + d3, d4)>, #map4, #map5], iterator_types = ["parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%arg0, %arg1 : tensor<1x5x1xi8>, tensor<2x1x1xi8>) outs(%arg2 : tensor<1x2x1xi8>) {
  ^bb0(%in: i8, %in_0: i8, %out: i8):
    %1 = arith.muli %in, %in_0 : i8
    %2 = arith.addi %out, %1 : i8
    linalg.yield %2 : i8
  } -> tensor<1x2x1xi8>
  return %0 : tensor<1x2x1xi8>
}
func.func @dilation_wrong(%arg0: tensor<1x4x4x1xf32>, %arg1: tensor<2x2xf32>, %arg2: tensor<1x2x2x1xf32>) -> tensor<1x2x2x1xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1 + d4, d2 + d5 * 2, d3)>, #map35, #map26], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%arg0, %arg1 : tensor<1x4x4x1xf32>, tensor<2x2xf32>) outs(%arg2 : tensor<1x2x2x1xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %1 = arith.maximumf %out, %in : f32
    linalg.yield %1 : f32
  } -> tensor<1x2x2x1xf32>
  return %0 : tensor<1x2x2x1xf32>
}

func.func @conv_1d_def(%x: tensor<4xi16>, %w: tensor<2xi16>, %o: tensor<3xi16>) -> tensor<3xi16> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %w0 = tensor.extract %w[%c0] : tensor<2xi16>
  %w1 = tensor.extract %w[%c1] : tensor<2xi16>
  %r = tensor.generate {
  ^bb0(%i: index):
    %acc = tensor.extract %o[%i] : tensor<3xi16>
    %i1 = arith.addi %i, %c1 : index
    %x0 = tensor.extract %x[%i] : tensor<4xi16>
    %x1 = tensor.extract %x[%i1] : tensor<4xi16>
    %p0 = arith.muli %x0, %w0 : i16
    %s0 = arith.addi %acc, %p0 : i16
    %p1 = arith.muli %x1, %w1 : i16
    %s1 = arith.addi %s0, %p1 : i16
    tensor.yield %s1 : i16
  } : tensor<3xi16>
  return %r : tensor<3xi16>
}
func.func @pooling_max_def(%x: tensor<1x4x4x1xf32>, %k: tensor<2x2xf32>, %o: tensor<1x2x2x1xf32>) -> tensor<1x2x2x1xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %r = tensor.generate {
  ^bb0(%n: index, %h: index, %w: index, %c: index):
    %acc = tensor.extract %o[%n, %h, %w, %c] : tensor<1x2x2x1xf32>
    %h0 = arith.muli %h, %c2 : index
    %w0 = arith.muli %w, %c2 : index
    %h1 = arith.addi %h0, %c1 : index
    %w1 = arith.addi %w0, %c1 : index
    %x00 = tensor.extract %x[%n, %h0, %w0, %c] : tensor<1x4x4x1xf32>
    %x01 = tensor.extract %x[%n, %h0, %w1, %c] : tensor<1x4x4x1xf32>
    %x10 = tensor.extract %x[%n, %h1, %w0, %c] : tensor<1x4x4x1xf32>
    %x11 = tensor.extract %x[%n, %h1, %w1, %c] : tensor<1x4x4x1xf32>
    %m0 = arith.maximumf %acc, %x00 : f32
    %m1 = arith.maximumf %m0, %x01 : f32
    %m2 = arith.maximumf %m1, %x10 : f32
    %m3 = arith.maximumf %m2, %x11 : f32
    tensor.yield %m3 : f32
  } : tensor<1x2x2x1xf32>
  return %r : tensor<1x2x2x1xf32>
}
func.func @input_too_small(%x: tensor<?xi8>, %w: tensor<2xi8>, %o: tensor<3xi8>) -> tensor<3xi8> {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %n = tensor.dim %x, %c0 : tensor<?xi8>
  %small = arith.cmpi ult, %n, %c4 : index
  %r = scf.if %small -> tensor<3xi8> {
    %z = arith.constant dense<0> : tensor<3xi8>
    scf.yield %z : tensor<3xi8>
  } else {
    %c = linalg.conv_1d ins(%x, %w : tensor<?xi8>, tensor<2xi8>) outs(%o : tensor<3xi8>) -> tensor<3xi8>
    scf.yield %c : tensor<3xi8>
  }
  return %r : tensor<3xi8>
}
func.func @input_longer(%x: tensor<?xi8>, %w: tensor<2xi8>, %o: tensor<3xi8>) -> tensor<3xi8> {
  %c = tensor.cast %x : tensor<?xi8> to tensor<4xi8>
  %r = linalg.conv_1d ins(%c, %w : tensor<4xi8>, tensor<2xi8>) outs(%o : tensor<3xi8>) -> tensor<3xi8>
  return %r : tensor<3xi8>
}
