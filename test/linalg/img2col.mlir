// img2col (issue 19): convolutions against their img2col forms. MLIR's
// transform.structured.convert_conv2d_to_img2col reads the input through indexing maps with
// floordiv and mod (nchw and nhwc below, as it prints them); those are encoded as affine.apply
// computes them, and a read out of bounds through such a map is UB at that iteration. The
// convolution folds over its window (kh, kw, c) where the matmul folds over one collapsed
// column of 18: folds over differently shaped spaces, compared element by element with the
// folds unrolled (an i32 sum in another order is then proven too: integer addition is
// associative and commutative). Wrong maps (the channel swapped, an off-by-one modulus, the
// window transposed) are counterexamples, a read past the end of a dynamic input is target
// UB, and a ceildiv map is proven against floordiv.
// RUN: split-file %s %t
// RUN: sh -c '%tv-check --timeout=300 %t/src.mlir %t/tgt.mlir; echo rc=$?' | FileCheck %s

// CHECK-LABEL: @nchw_i32: proven
// CHECK-LABEL: @nhwc_f32: proven
// CHECK-LABEL: @channel_swap: incorrect [ieee]
// CHECK-NEXT: why: result #0 differs
// CHECK: executed: source returns {{.*}}; target returns
// CHECK-LABEL: @mod_off_by_one: incorrect
// CHECK-NEXT: why: result #0 differs
// CHECK-LABEL: @hand_reordered_i32: proven
// CHECK-LABEL: @hand_transposed_i32: incorrect
// CHECK-NEXT: why: result #0 differs
// CHECK-LABEL: @ceildiv: proven
// CHECK-LABEL: @read_past_end: incorrect
// CHECK-NEXT: why: target has undefined behaviour where the source has none
// CHECK: executed: {{.*}}target has undefined behaviour: operand 1 is indexed at 4 in dimension 0 of size 4
// CHECK-LABEL: @read_within: proven
// CHECK: rc=1

//--- src.mlir
func.func @nchw_i32(%x: tensor<1x2x4x4xi32>, %w: tensor<2x2x3x3xi32>, %init: tensor<1x2x2x2xi32>) -> tensor<1x2x2x2xi32> {
  %r = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%x, %w : tensor<1x2x4x4xi32>, tensor<2x2x3x3xi32>) outs(%init : tensor<1x2x2x2xi32>) -> tensor<1x2x2x2xi32>
  return %r : tensor<1x2x2x2xi32>
}
func.func @nhwc_f32(%x: tensor<1x4x4x2xf32>, %w: tensor<3x3x2x2xf32>, %init: tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32> {
  %r = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%x, %w : tensor<1x4x4x2xf32>, tensor<3x3x2x2xf32>) outs(%init : tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
  return %r : tensor<1x2x2x2xf32>
}
func.func @channel_swap(%x: tensor<1x4x4x2xf32>, %w: tensor<3x3x2x2xf32>, %init: tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32> {
  %r = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%x, %w : tensor<1x4x4x2xf32>, tensor<3x3x2x2xf32>) outs(%init : tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
  return %r : tensor<1x2x2x2xf32>
}
func.func @mod_off_by_one(%x: tensor<1x4x4x2xi32>, %w: tensor<3x3x2x2xi32>, %init: tensor<1x2x2x2xi32>) -> tensor<1x2x2x2xi32> {
  %r = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%x, %w : tensor<1x4x4x2xi32>, tensor<3x3x2x2xi32>) outs(%init : tensor<1x2x2x2xi32>) -> tensor<1x2x2x2xi32>
  return %r : tensor<1x2x2x2xi32>
}
func.func @hand_reordered_i32(%x: tensor<1x4x4x2xi32>, %w: tensor<3x3x2x2xi32>, %init: tensor<1x2x2x2xi32>) -> tensor<1x2x2x2xi32> {
  %r = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%x, %w : tensor<1x4x4x2xi32>, tensor<3x3x2x2xi32>) outs(%init : tensor<1x2x2x2xi32>) -> tensor<1x2x2x2xi32>
  return %r : tensor<1x2x2x2xi32>
}
func.func @hand_transposed_i32(%x: tensor<1x4x4x2xi32>, %w: tensor<3x3x2x2xi32>, %init: tensor<1x2x2x2xi32>) -> tensor<1x2x2x2xi32> {
  %r = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%x, %w : tensor<1x4x4x2xi32>, tensor<3x3x2x2xi32>) outs(%init : tensor<1x2x2x2xi32>) -> tensor<1x2x2x2xi32>
  return %r : tensor<1x2x2x2xi32>
}
#half = affine_map<(d0) -> (d0 floordiv 2)>
#up = affine_map<(d0) -> ((d0 + 1) ceildiv 2)>
#id1 = affine_map<(d0) -> (d0)>
func.func @ceildiv(%x: tensor<4xf32>) -> tensor<6xf32> {
  %e = tensor.empty() : tensor<6xf32>
  %r = linalg.generic {indexing_maps = [#up, #id1], iterator_types = ["parallel"]} ins(%x : tensor<4xf32>) outs(%e : tensor<6xf32>) {
  ^bb0(%in: f32, %o: f32):
    linalg.yield %in : f32
  } -> tensor<6xf32>
  return %r : tensor<6xf32>
}
#m4 = affine_map<(d0) -> (d0 mod 4)>
func.func @read_past_end(%x: tensor<?xf32>) -> tensor<8xf32> {
  %e = tensor.empty() : tensor<8xf32>
  %r = linalg.generic {indexing_maps = [#m4, #id1], iterator_types = ["parallel"]} ins(%x : tensor<?xf32>) outs(%e : tensor<8xf32>) {
  ^bb0(%in: f32, %o: f32):
    linalg.yield %in : f32
  } -> tensor<8xf32>
  return %r : tensor<8xf32>
}
func.func @read_within(%x: tensor<?xf32>) -> tensor<8xf32> {
  %e = tensor.empty() : tensor<8xf32>
  %r = linalg.generic {indexing_maps = [#m4, #id1], iterator_types = ["parallel"]} ins(%x : tensor<?xf32>) outs(%e : tensor<8xf32>) {
  ^bb0(%in: f32, %o: f32):
    linalg.yield %in : f32
  } -> tensor<8xf32>
  return %r : tensor<8xf32>
}

//--- tgt.mlir
#nchw = affine_map<(d0, d1, d2) -> (d0, d1 floordiv 9, d2 floordiv 2 + (d1 mod 9) floordiv 3, d2 mod 2 + d1 mod 3)>
#nhwc = affine_map<(d0, d1, d2) -> (d0, d1 floordiv 2 + d2 floordiv 6, d1 mod 2 + (d2 mod 6) floordiv 2, d2 mod 2)>
#id3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#fk = affine_map<(d0, d1, d2, d3) -> (d1, d3)>
#kn = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
#mk = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
#kf = affine_map<(d0, d1, d2, d3) -> (d3, d2)>
#out = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
func.func @nchw_i32(%x: tensor<1x2x4x4xi32>, %w: tensor<2x2x3x3xi32>, %init: tensor<1x2x2x2xi32>) -> tensor<1x2x2x2xi32> {
  %wm = tensor.collapse_shape %w [[0], [1, 2, 3]] : tensor<2x2x3x3xi32> into tensor<2x18xi32>
  %acc = tensor.collapse_shape %init [[0], [1], [2, 3]] : tensor<1x2x2x2xi32> into tensor<1x2x4xi32>
  %e = tensor.empty() : tensor<1x18x4xi32>
  %cols = linalg.generic {indexing_maps = [#nchw, #id3], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%x : tensor<1x2x4x4xi32>) outs(%e : tensor<1x18x4xi32>) {
  ^bb0(%in: i32, %o: i32):
    linalg.yield %in : i32
  } -> tensor<1x18x4xi32>
  %mm = linalg.generic {indexing_maps = [#fk, #kn, #out], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%wm, %cols : tensor<2x18xi32>, tensor<1x18x4xi32>) outs(%acc : tensor<1x2x4xi32>) {
  ^bb0(%a: i32, %b: i32, %o: i32):
    %p = arith.muli %a, %b : i32
    %s = arith.addi %p, %o : i32
    linalg.yield %s : i32
  } -> tensor<1x2x4xi32>
  %r = tensor.expand_shape %mm [[0], [1], [2, 3]] output_shape [1, 2, 2, 2] : tensor<1x2x4xi32> into tensor<1x2x2x2xi32>
  return %r : tensor<1x2x2x2xi32>
}
func.func @nhwc_f32(%x: tensor<1x4x4x2xf32>, %w: tensor<3x3x2x2xf32>, %init: tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32> {
  %wm = tensor.collapse_shape %w [[0, 1, 2], [3]] : tensor<3x3x2x2xf32> into tensor<18x2xf32>
  %acc = tensor.collapse_shape %init [[0], [1, 2], [3]] : tensor<1x2x2x2xf32> into tensor<1x4x2xf32>
  %e = tensor.empty() : tensor<1x4x18xf32>
  %cols = linalg.generic {indexing_maps = [#nhwc, #id3], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%x : tensor<1x4x4x2xf32>) outs(%e : tensor<1x4x18xf32>) {
  ^bb0(%in: f32, %o: f32):
    linalg.yield %in : f32
  } -> tensor<1x4x18xf32>
  %mm = linalg.generic {indexing_maps = [#mk, #kf, #out], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%cols, %wm : tensor<1x4x18xf32>, tensor<18x2xf32>) outs(%acc : tensor<1x4x2xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %p = arith.mulf %a, %b : f32
    %s = arith.addf %p, %o : f32
    linalg.yield %s : f32
  } -> tensor<1x4x2xf32>
  %r = tensor.expand_shape %mm [[0], [1, 2], [3]] output_shape [1, 2, 2, 2] : tensor<1x4x2xf32> into tensor<1x2x2x2xf32>
  return %r : tensor<1x2x2x2xf32>
}
#swap = affine_map<(d0, d1, d2) -> (d0, d1 floordiv 2 + d2 floordiv 6, d1 mod 2 + (d2 mod 6) floordiv 2, (d2 + 1) mod 2)>
#mod5 = affine_map<(d0, d1, d2) -> (d0, d1 floordiv 2 + d2 floordiv 6, d1 mod 2 + (d2 mod 5) floordiv 2, d2 mod 2)>
// the channel read as (d2 + 1) mod 2 instead of d2 mod 2
func.func @channel_swap(%x: tensor<1x4x4x2xf32>, %w: tensor<3x3x2x2xf32>, %init: tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32> {
  %wm = tensor.collapse_shape %w [[0, 1, 2], [3]] : tensor<3x3x2x2xf32> into tensor<18x2xf32>
  %acc = tensor.collapse_shape %init [[0], [1, 2], [3]] : tensor<1x2x2x2xf32> into tensor<1x4x2xf32>
  %e = tensor.empty() : tensor<1x4x18xf32>
  %cols = linalg.generic {indexing_maps = [#swap, #id3], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%x : tensor<1x4x4x2xf32>) outs(%e : tensor<1x4x18xf32>) {
  ^bb0(%in: f32, %o: f32):
    linalg.yield %in : f32
  } -> tensor<1x4x18xf32>
  %mm = linalg.generic {indexing_maps = [#mk, #kf, #out], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%cols, %wm : tensor<1x4x18xf32>, tensor<18x2xf32>) outs(%acc : tensor<1x4x2xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %p = arith.mulf %a, %b : f32
    %s = arith.addf %p, %o : f32
    linalg.yield %s : f32
  } -> tensor<1x4x2xf32>
  %r = tensor.expand_shape %mm [[0], [1, 2], [3]] output_shape [1, 2, 2, 2] : tensor<1x4x2xf32> into tensor<1x2x2x2xf32>
  return %r : tensor<1x2x2x2xf32>
}
// (d2 mod 6) floordiv 2 written (d2 mod 5) floordiv 2: stays in bounds, reads the wrong column
func.func @mod_off_by_one(%x: tensor<1x4x4x2xi32>, %w: tensor<3x3x2x2xi32>, %init: tensor<1x2x2x2xi32>) -> tensor<1x2x2x2xi32> {
  %wm = tensor.collapse_shape %w [[0, 1, 2], [3]] : tensor<3x3x2x2xi32> into tensor<18x2xi32>
  %acc = tensor.collapse_shape %init [[0], [1, 2], [3]] : tensor<1x2x2x2xi32> into tensor<1x4x2xi32>
  %e = tensor.empty() : tensor<1x4x18xi32>
  %cols = linalg.generic {indexing_maps = [#mod5, #id3], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%x : tensor<1x4x4x2xi32>) outs(%e : tensor<1x4x18xi32>) {
  ^bb0(%in: i32, %o: i32):
    linalg.yield %in : i32
  } -> tensor<1x4x18xi32>
  %mm = linalg.generic {indexing_maps = [#mk, #kf, #out], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%cols, %wm : tensor<1x4x18xi32>, tensor<18x2xi32>) outs(%acc : tensor<1x4x2xi32>) {
  ^bb0(%a: i32, %b: i32, %o: i32):
    %p = arith.muli %a, %b : i32
    %s = arith.addi %p, %o : i32
    linalg.yield %s : i32
  } -> tensor<1x4x2xi32>
  %r = tensor.expand_shape %mm [[0], [1, 2], [3]] output_shape [1, 2, 2, 2] : tensor<1x4x2xi32> into tensor<1x2x2x2xi32>
  return %r : tensor<1x2x2x2xi32>
}
#patch_c = affine_map<(n, oh, ow, c, kh, kw) -> (n, oh + kh, ow + kw, c)>
#id6 = affine_map<(n, oh, ow, c, kh, kw) -> (n, oh, ow, c, kh, kw)>
#patch_t = affine_map<(n, oh, ow, kh, kw, c) -> (n, oh + kw, ow + kh, c)>
#id6b = affine_map<(n, oh, ow, kh, kw, c) -> (n, oh, ow, kh, kw, c)>
// by hand: patches in (c, kh, kw) order and the filter transposed to match, so the
// matmul sums the 18 products in another order than the convolution (i32: proven)
func.func @hand_reordered_i32(%x: tensor<1x4x4x2xi32>, %w: tensor<3x3x2x2xi32>, %init: tensor<1x2x2x2xi32>) -> tensor<1x2x2x2xi32> {
  %e = tensor.empty() : tensor<1x2x2x2x3x3xi32>
  %patches = linalg.generic {indexing_maps = [#patch_c, #id6], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%x : tensor<1x4x4x2xi32>) outs(%e : tensor<1x2x2x2x3x3xi32>) {
  ^bb0(%in: i32, %o: i32):
    linalg.yield %in : i32
  } -> tensor<1x2x2x2x3x3xi32>
  %cols = tensor.collapse_shape %patches [[0], [1, 2], [3, 4, 5]] : tensor<1x2x2x2x3x3xi32> into tensor<1x4x18xi32>
  %et = tensor.empty() : tensor<2x3x3x2xi32>
  %wt = linalg.transpose ins(%w : tensor<3x3x2x2xi32>) outs(%et : tensor<2x3x3x2xi32>) permutation = [2, 0, 1, 3]
  %wm = tensor.collapse_shape %wt [[0, 1, 2], [3]] : tensor<2x3x3x2xi32> into tensor<18x2xi32>
  %acc = tensor.collapse_shape %init [[0], [1, 2], [3]] : tensor<1x2x2x2xi32> into tensor<1x4x2xi32>
  %mm = linalg.generic {indexing_maps = [#mk, #kf, #out], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%cols, %wm : tensor<1x4x18xi32>, tensor<18x2xi32>) outs(%acc : tensor<1x4x2xi32>) {
  ^bb0(%a: i32, %b: i32, %o: i32):
    %p = arith.muli %a, %b : i32
    %s = arith.addi %o, %p : i32
    linalg.yield %s : i32
  } -> tensor<1x4x2xi32>
  %r = tensor.expand_shape %mm [[0], [1, 2], [3]] output_shape [1, 2, 2, 2] : tensor<1x4x2xi32> into tensor<1x2x2x2xi32>
  return %r : tensor<1x2x2x2xi32>
}
// by hand: the patch map reads (oh + kw, ow + kh), the window transposed
func.func @hand_transposed_i32(%x: tensor<1x4x4x2xi32>, %w: tensor<3x3x2x2xi32>, %init: tensor<1x2x2x2xi32>) -> tensor<1x2x2x2xi32> {
  %e = tensor.empty() : tensor<1x2x2x3x3x2xi32>
  %patches = linalg.generic {indexing_maps = [#patch_t, #id6b], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%x : tensor<1x4x4x2xi32>) outs(%e : tensor<1x2x2x3x3x2xi32>) {
  ^bb0(%in: i32, %o: i32):
    linalg.yield %in : i32
  } -> tensor<1x2x2x3x3x2xi32>
  %cols = tensor.collapse_shape %patches [[0], [1, 2], [3, 4, 5]] : tensor<1x2x2x3x3x2xi32> into tensor<1x4x18xi32>
  %wm = tensor.collapse_shape %w [[0, 1, 2], [3]] : tensor<3x3x2x2xi32> into tensor<18x2xi32>
  %acc = tensor.collapse_shape %init [[0], [1, 2], [3]] : tensor<1x2x2x2xi32> into tensor<1x4x2xi32>
  %mm = linalg.generic {indexing_maps = [#mk, #kf, #out], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%cols, %wm : tensor<1x4x18xi32>, tensor<18x2xi32>) outs(%acc : tensor<1x4x2xi32>) {
  ^bb0(%a: i32, %b: i32, %o: i32):
    %p = arith.muli %a, %b : i32
    %s = arith.addi %o, %p : i32
    linalg.yield %s : i32
  } -> tensor<1x4x2xi32>
  %r = tensor.expand_shape %mm [[0], [1, 2], [3]] output_shape [1, 2, 2, 2] : tensor<1x4x2xi32> into tensor<1x2x2x2xi32>
  return %r : tensor<1x2x2x2xi32>
}
#half1 = affine_map<(d0) -> (d0 floordiv 2 + 1)>
#below = affine_map<(d0) -> ((d0 - 1) floordiv 2)>
#id1t = affine_map<(d0) -> (d0)>
func.func @ceildiv(%x: tensor<4xf32>) -> tensor<6xf32> {
  %e = tensor.empty() : tensor<6xf32>
  %r = linalg.generic {indexing_maps = [#half1, #id1t], iterator_types = ["parallel"]} ins(%x : tensor<4xf32>) outs(%e : tensor<6xf32>) {
  ^bb0(%in: f32, %o: f32):
    linalg.yield %in : f32
  } -> tensor<6xf32>
  return %r : tensor<6xf32>
}
#m4 = affine_map<(d0) -> (d0 mod 4)>
#m4_7 = affine_map<(d0) -> (d0 mod 4 + d0 floordiv 7)>
#m4_8 = affine_map<(d0) -> (d0 mod 4 + d0 floordiv 8)>
// the second input reads one past the four elements the source needs when d0 = 7
func.func @read_past_end(%x: tensor<?xf32>) -> tensor<8xf32> {
  %e = tensor.empty() : tensor<8xf32>
  %r = linalg.generic {indexing_maps = [#m4, #m4_7, #id1t], iterator_types = ["parallel"]} ins(%x, %x : tensor<?xf32>, tensor<?xf32>) outs(%e : tensor<8xf32>) {
  ^bb0(%in: f32, %unused: f32, %o: f32):
    linalg.yield %in : f32
  } -> tensor<8xf32>
  return %r : tensor<8xf32>
}
func.func @read_within(%x: tensor<?xf32>) -> tensor<8xf32> {
  %e = tensor.empty() : tensor<8xf32>
  %r = linalg.generic {indexing_maps = [#m4, #m4_8, #id1t], iterator_types = ["parallel"]} ins(%x, %x : tensor<?xf32>, tensor<?xf32>) outs(%e : tensor<8xf32>) {
  ^bb0(%in: f32, %unused: f32, %o: f32):
    linalg.yield %in : f32
  } -> tensor<8xf32>
  return %r : tensor<8xf32>
}
