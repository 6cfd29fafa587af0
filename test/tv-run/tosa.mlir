// tv-run on TOSA (encoder/tosa_eval.c, the reductions of tosa_nn.c; semantics.md "TOSA"):
// elementwise ops broadcast size-1 dimensions, poison stays per element, a REQUIRE or
// ERROR_IF that fails (a shift out of range, intdiv by zero, sizes that do not broadcast)
// is undefined behaviour with the op's location, and the functions tv leaves uninterpreted
// are computed with libm (a note says so).
// RUN: %tv-run %s @bcast "[[1, 2, 3], [4, 5, 6]]" "[[10, poison, 127]]" | FileCheck %s --check-prefix=BCAST
// BCAST: {{\[}}[11, poison, -126], [14, poison, -123]] : tensor<2x3xi8>
func.func @bcast(%a: tensor<2x3xi8>, %b: tensor<1x3xi8>) -> tensor<2x3xi8> {
  %s = tosa.add %a, %b : (tensor<2x3xi8>, tensor<1x3xi8>) -> tensor<2x3xi8>
  return %s : tensor<2x3xi8>
}
// a dynamic size: the operand that is not 1 gives it; two sizes that differ are UB
// RUN: %tv-run %s @dyn "[1.5, -0.0]" "[-0.0]" | FileCheck %s --check-prefix=DYN
// DYN: [1.5, -0.0] : tensor<?xf32>
// RUN: not %tv-run %s @dyn3 "[1.5, -0.0]" "[1.0, 2.0, 3.0]" | FileCheck %s --check-prefix=DYN-UB
// DYN-UB: undefined behaviour: operand 1 of size 3 does not broadcast to size 2 in dimension 0 at {{.*}}tosa.mlir:[[#@LINE+10]]:8
func.func @dyn(%a: tensor<2xf32>, %b: tensor<1xf32>) -> tensor<?xf32> {
  %x = tensor.cast %a : tensor<2xf32> to tensor<?xf32>
  %y = tensor.cast %b : tensor<1xf32> to tensor<?xf32>
  %s = tosa.add %x, %y : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
  return %s : tensor<?xf32>
}
func.func @dyn3(%a: tensor<2xf32>, %b: tensor<3xf32>) -> tensor<?xf32> {
  %x = tensor.cast %a : tensor<2xf32> to tensor<?xf32>
  %y = tensor.cast %b : tensor<3xf32> to tensor<?xf32>
  %s = tosa.add %x, %y : (tensor<?xf32>, tensor<?xf32>) -> tensor<?xf32>
  return %s : tensor<?xf32>
}
// shifts: round adds the last bit shifted out; an amount of the width or more is UB
// RUN: %tv-run %s @shift "[-7, 7, 100, -128]" "[1, 1, 3, 7]" | FileCheck %s --check-prefix=SHIFT
// SHIFT: [-4, 3, 12, -1] : tensor<4xi8>
// SHIFT-NEXT: [-3, 4, 13, -1] : tensor<4xi8>
// RUN: not %tv-run %s @shift "[1, 2, 3, 4]" "[1, 8, 0, 0]" | FileCheck %s --check-prefix=SHIFT-UB
// SHIFT-UB: undefined behaviour: shift by 8 on i8 at {{.*}}tosa.mlir:[[#@LINE+2]]:8
func.func @shift(%a: tensor<4xi8>, %b: tensor<4xi8>) -> (tensor<4xi8>, tensor<4xi8>) {
  %s = tosa.arithmetic_right_shift %a, %b {round = false} : (tensor<4xi8>, tensor<4xi8>) -> tensor<4xi8>
  %r = tosa.arithmetic_right_shift %a, %b {round = true} : (tensor<4xi8>, tensor<4xi8>) -> tensor<4xi8>
  return %s, %r : tensor<4xi8>, tensor<4xi8>
}
// mul of i32 with a shift rounds: (a * b + 2^(shift - 1)) >> shift; out of i32 is UB
// RUN: %tv-run %s @mul "[3, -3, 5]" "[1, 1, 1]" "[1]" | FileCheck %s --check-prefix=MUL
// MUL: [2, -1, 3] : tensor<3xi32>
// RUN: not %tv-run %s @mul "[2147483647, 1, 1]" "[4, 1, 1]" "[1]" | FileCheck %s --check-prefix=MUL-UB
// MUL-UB: undefined behaviour: mul result out of i32 after the shift
// RUN: not %tv-run %s @mul "[1, 1, 1]" "[1, 1, 1]" "[64]" | FileCheck %s --check-prefix=MUL-SH
// MUL-SH: undefined behaviour: mul shift 64 out of range
func.func @mul(%a: tensor<3xi32>, %b: tensor<3xi32>, %s: tensor<1xi8>) -> tensor<3xi32> {
  %r = tosa.mul %a, %b, %s : (tensor<3xi32>, tensor<3xi32>, tensor<1xi8>) -> tensor<3xi32>
  return %r : tensor<3xi32>
}
// RUN: not %tv-run %s @intdiv "[7, -7]" "[2, 0]" | FileCheck %s --check-prefix=DIV0
// DIV0: undefined behaviour: division by zero at {{.*}}tosa.mlir:[[#@LINE+4]]:8
// RUN: %tv-run %s @intdiv "[7, -7]" "[2, 2]" | FileCheck %s --check-prefix=DIV
// DIV: [3, -3] : tensor<2xi32>
func.func @intdiv(%a: tensor<2xi32>, %b: tensor<2xi32>) -> tensor<2xi32> {
  %r = tosa.intdiv %a, %b : (tensor<2xi32>, tensor<2xi32>) -> tensor<2xi32>
  return %r : tensor<2xi32>
}
// negate with zero points saturates: 10 - (-128 - 0) = 138 -> 127
// RUN: %tv-run %s @negate "[-128, 5, poison]" "[0]" "[10]" | FileCheck %s --check-prefix=NEG
// NEG: [127, 5, poison] : tensor<3xi8>
func.func @negate(%a: tensor<3xi8>, %iz: tensor<1xi8>, %oz: tensor<1xi8>) -> tensor<3xi8> {
  %r = tosa.negate %a, %iz, %oz : (tensor<3xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<3xi8>
  return %r : tensor<3xi8>
}
// maximum: PROPAGATE gives NaN, IGNORE the other operand; clamp IGNORE makes NaN min_val
// RUN: %tv-run %s @nan "[0x7FC00000, -0.0, 7.0]" "[1.0, 0.0, 0x7FC00000]" | FileCheck %s --check-prefix=NAN
// NAN: [0x7FC00000, 0.0, 0x7FC00000] : tensor<3xf32>
// NAN-NEXT: [1.0, 0.0, 7.0] : tensor<3xf32>
// NAN-NEXT: [-1.0, -0.0, 6.0] : tensor<3xf32>
func.func @nan(%a: tensor<3xf32>, %b: tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) {
  %x = tosa.maximum %a, %b : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
  %y = tosa.maximum %a, %b {nan_mode = #tosa.nan_mode<IGNORE>} : (tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
  %c = tosa.clamp %a {min_val = -1.0 : f32, max_val = 6.0 : f32, nan_mode = #tosa.nan_mode<IGNORE>} : (tensor<3xf32>) -> tensor<3xf32>
  return %x, %y, %c : tensor<3xf32>, tensor<3xf32>, tensor<3xf32>
}
// cast: float to int rounds to nearest even and saturates; NaN is UB
// RUN: %tv-run %s @cast "[2.5, -3.5, 1000.0, 0xFF800000]" | FileCheck %s --check-prefix=CAST
// CAST: [2, -4, 127, -128] : tensor<4xi8>
// RUN: not %tv-run %s @cast "[1.0, 0x7FC00000, 0.0, 0.0]" | FileCheck %s --check-prefix=CAST-UB
// CAST-UB: undefined behaviour: cast of NaN to an integer
func.func @cast(%a: tensor<4xf32>) -> tensor<4xi8> {
  %r = tosa.cast %a : (tensor<4xf32>) -> tensor<4xi8>
  return %r : tensor<4xi8>
}
// libm: the value is one library's; the run says so
// RUN: %tv-run %s @exp "[0.0, 1.0]" | FileCheck %s --check-prefix=EXP
// EXP: [1.0, 2.7182817] : tensor<2xf32>
// EXP-NEXT: [0.5, 0.26894143] : tensor<2xf32>
// EXP-NEXT: note: some values came from libm
func.func @exp(%a: tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>) {
  %z = "tosa.const"() {values = dense<0.0> : tensor<1xf32>} : () -> tensor<1xf32>
  %e = tosa.exp %a : (tensor<2xf32>) -> tensor<2xf32>
  %n = tosa.negate %a, %z, %z : (tensor<2xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<2xf32>
  %s = tosa.sigmoid %n : (tensor<2xf32>) -> tensor<2xf32>
  return %e, %s : tensor<2xf32>, tensor<2xf32>
}
// data movement: concat, pad (pad_const outside), slice out of bounds is UB
// RUN: %tv-run %s @move "[[1, 2], [3, 4]]" "[9]" | FileCheck %s --check-prefix=MOVE
// MOVE: {{\[}}[1, 2, 1, 2], [3, 4, 3, 4]] : tensor<2x4xi32>
// MOVE-NEXT: {{\[}}[9, 9, 9], [9, 1, 2], [9, 3, 4]] : tensor<3x3xi32>
// MOVE-NEXT: {{\[}}[2, 4], [1, 3]] : tensor<2x2xi32>
func.func @move(%a: tensor<2x2xi32>, %v: tensor<1xi32>) -> (tensor<2x4xi32>, tensor<3x3xi32>, tensor<2x2xi32>) {
  %c = tosa.concat %a, %a {axis = 1 : i32} : (tensor<2x2xi32>, tensor<2x2xi32>) -> tensor<2x4xi32>
  %p = tosa.const_shape {values = dense<[1, 0, 1, 0]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %q = tosa.pad %a, %p, %v : (tensor<2x2xi32>, !tosa.shape<4>, tensor<1xi32>) -> tensor<3x3xi32>
  %r = tosa.reverse %a {axis = 1 : i32} : (tensor<2x2xi32>) -> tensor<2x2xi32>
  %t = tosa.transpose %r {perms = array<i32: 1, 0>} : (tensor<2x2xi32>) -> tensor<2x2xi32>
  return %c, %q, %t : tensor<2x4xi32>, tensor<3x3xi32>, tensor<2x2xi32>
}
// RUN: not %tv-run %s @slice "[1, 2, 3]" | FileCheck %s --check-prefix=SLICE
// SLICE: undefined behaviour: a result of size 2 where its type says 3 at {{.*}}tosa.mlir:[[#@LINE+5]]:8
func.func @slice(%s: tensor<3xi32>) -> tensor<3xi32> {
  %a = tensor.cast %s : tensor<3xi32> to tensor<?xi32>
  %st = tosa.const_shape {values = dense<[1]> : tensor<1xindex>} : () -> !tosa.shape<1>
  %sz = tosa.const_shape {values = dense<[-1]> : tensor<1xindex>} : () -> !tosa.shape<1>
  %x = tosa.slice %a, %st, %sz : (tensor<?xi32>, !tosa.shape<1>, !tosa.shape<1>) -> tensor<3xi32>
  return %x : tensor<3xi32>
}
// resize: BILINEAR on i8 in units of 1/scale_n (here 1/2 per axis: results times 4)
// RUN: %tv-run %s @resize "[[[[1], [3]], [[5], [7]]]]" | FileCheck %s --check-prefix=RESIZE
// RESIZE: {{\[}}[{{\[}}[4], [8], [12]], {{\[}}[12], [16], [20]], {{\[}}[20], [24], [28]]]] : tensor<1x3x3x1xi32>
func.func @resize(%x: tensor<1x2x2x1xi8>) -> tensor<1x3x3x1xi32> {
  %scale = tosa.const_shape {values = dense<[2, 1, 2, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %offset = tosa.const_shape {values = dense<[0, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %border = tosa.const_shape {values = dense<[0, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %r = tosa.resize %x, %scale, %offset, %border {mode = BILINEAR} : (tensor<1x2x2x1xi8>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x3x3x1xi32>
  return %r : tensor<1x3x3x1xi32>
}
// reductions: reduce_max IGNORE skips NaNs (all NaN gives NaN), argmax PROPAGATE takes the
// first NaN, reduce_sum of i8 wraps
// RUN: %tv-run %s @reduce "[[0x7FC00000, 2.0, -1.0], [0x7FC00000, 0x7FC00000, 0x7FC00000]]" "[100, 100, poison]" | FileCheck %s --check-prefix=RED
// RED: {{\[}}[2.0], [0x7FC00000]] : tensor<2x1xf32>
// RED-NEXT: [0, 0] : tensor<2xi32>
// RED-NEXT: [poison] : tensor<1xi8>
// RED-NEXT: [-56] : tensor<1xi8>
func.func @reduce(%a: tensor<2x3xf32>, %b: tensor<3xi8>) -> (tensor<2x1xf32>, tensor<2xi32>, tensor<1xi8>, tensor<1xi8>) {
  %m = tosa.reduce_max %a {axis = 1 : i32, nan_mode = #tosa.nan_mode<IGNORE>} : (tensor<2x3xf32>) -> tensor<2x1xf32>
  %i = tosa.argmax %a {axis = 1 : i32} : (tensor<2x3xf32>) -> tensor<2xi32>
  %s = tosa.reduce_sum %b {axis = 0 : i32} : (tensor<3xi8>) -> tensor<1xi8>
  %two = tosa.const_shape {values = dense<[2]> : tensor<1xindex>} : () -> !tosa.shape<1>
  %st = tosa.const_shape {values = dense<[0]> : tensor<1xindex>} : () -> !tosa.shape<1>
  %h = tosa.slice %b, %st, %two : (tensor<3xi8>, !tosa.shape<1>, !tosa.shape<1>) -> tensor<2xi8>
  %t = tosa.reduce_sum %h {axis = 0 : i32} : (tensor<2xi8>) -> tensor<1xi8>
  return %m, %i, %s, %t : tensor<2x1xf32>, tensor<2xi32>, tensor<1xi8>, tensor<1xi8>
}
