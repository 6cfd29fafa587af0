// Templates of the differential self-test (tools/difftest-templates.c) for the TOSA
// evaluators (encoder/tosa_eval.c, the reductions of encoder/tosa_nn.c): each public
// function is run by the interpreter on edge-case, random and poison arguments, and the
// encoder must agree on every result. CTest runs these as `difftest-tosa`.

// ---- elementwise arithmetic, with broadcasting of size-1 dimensions ----

func.func @add_sub_i8(%a: tensor<2x3xi8>, %b: tensor<1x3xi8>) -> (tensor<2x3xi8>, tensor<2x3xi8>) {
  %s = tosa.add %a, %b : (tensor<2x3xi8>, tensor<1x3xi8>) -> tensor<2x3xi8>
  %d = tosa.sub %b, %a : (tensor<1x3xi8>, tensor<2x3xi8>) -> tensor<2x3xi8>
  return %s, %d : tensor<2x3xi8>, tensor<2x3xi8>
}

func.func @add_sub_f32(%a: tensor<2x1xf32>, %b: tensor<1x1xf32>) -> (tensor<2x1xf32>, tensor<2x1xf32>) {
  %s = tosa.add %a, %b : (tensor<2x1xf32>, tensor<1x1xf32>) -> tensor<2x1xf32>
  %d = tosa.sub %b, %a : (tensor<1x1xf32>, tensor<2x1xf32>) -> tensor<2x1xf32>
  return %s, %d : tensor<2x1xf32>, tensor<2x1xf32>
}

func.func @arith_f16(%a: tensor<3xf16>, %b: tensor<3xf16>) -> (tensor<3xf16>, tensor<3xf16>, tensor<3xf16>) {
  %z = "tosa.const"() {values = dense<0> : tensor<1xi8>} : () -> tensor<1xi8>
  %s = tosa.add %a, %b : (tensor<3xf16>, tensor<3xf16>) -> tensor<3xf16>
  %d = tosa.sub %a, %b : (tensor<3xf16>, tensor<3xf16>) -> tensor<3xf16>
  %m = tosa.mul %a, %b, %z : (tensor<3xf16>, tensor<3xf16>, tensor<1xi8>) -> tensor<3xf16>
  return %s, %d, %m : tensor<3xf16>, tensor<3xf16>, tensor<3xf16>
}

func.func @add_i32_bcast_all(%a: tensor<1x1xi32>, %b: tensor<2x2xi32>) -> tensor<2x2xi32> {
  %s = tosa.add %a, %b : (tensor<1x1xi32>, tensor<2x2xi32>) -> tensor<2x2xi32>
  return %s : tensor<2x2xi32>
}

func.func @maxmin_i32(%a: tensor<4xi32>, %b: tensor<4xi32>) -> (tensor<4xi32>, tensor<4xi32>) {
  %x = tosa.maximum %a, %b : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  %n = tosa.minimum %a, %b : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  return %x, %n : tensor<4xi32>, tensor<4xi32>
}

func.func @maxmin_f32(%a: tensor<4xf32>, %b: tensor<1xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  %x = tosa.maximum %a, %b : (tensor<4xf32>, tensor<1xf32>) -> tensor<4xf32>
  %n = tosa.minimum %a, %b : (tensor<4xf32>, tensor<1xf32>) -> tensor<4xf32>
  %xi = tosa.maximum %a, %b {nan_mode = #tosa.nan_mode<IGNORE>} : (tensor<4xf32>, tensor<1xf32>) -> tensor<4xf32>
  %ni = tosa.minimum %b, %a {nan_mode = #tosa.nan_mode<IGNORE>} : (tensor<1xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %x, %n, %xi, %ni : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
}

func.func @maxmin_bf16(%a: tensor<3xbf16>, %b: tensor<3xbf16>) -> (tensor<3xbf16>, tensor<3xbf16>) {
  %x = tosa.maximum %a, %b {nan_mode = #tosa.nan_mode<IGNORE>} : (tensor<3xbf16>, tensor<3xbf16>) -> tensor<3xbf16>
  %n = tosa.minimum %a, %b : (tensor<3xbf16>, tensor<3xbf16>) -> tensor<3xbf16>
  return %x, %n : tensor<3xbf16>, tensor<3xbf16>
}

func.func @bitwise_i8(%a: tensor<4xi8>, %b: tensor<4xi8>) -> (tensor<4xi8>, tensor<4xi8>, tensor<4xi8>, tensor<4xi8>) {
  %x = tosa.bitwise_and %a, %b : (tensor<4xi8>, tensor<4xi8>) -> tensor<4xi8>
  %o = tosa.bitwise_or %a, %b : (tensor<4xi8>, tensor<4xi8>) -> tensor<4xi8>
  %e = tosa.bitwise_xor %a, %b : (tensor<4xi8>, tensor<4xi8>) -> tensor<4xi8>
  %n = tosa.bitwise_not %a : (tensor<4xi8>) -> tensor<4xi8>
  return %x, %o, %e, %n : tensor<4xi8>, tensor<4xi8>, tensor<4xi8>, tensor<4xi8>
}

func.func @bitwise_i32(%a: tensor<2xi32>, %b: tensor<1xi32>) -> (tensor<2xi32>, tensor<2xi32>) {
  %x = tosa.bitwise_xor %a, %b : (tensor<2xi32>, tensor<1xi32>) -> tensor<2xi32>
  %n = tosa.bitwise_not %a : (tensor<2xi32>) -> tensor<2xi32>
  return %x, %n : tensor<2xi32>, tensor<2xi32>
}

func.func @logical(%a: tensor<4xi1>, %b: tensor<4xi1>) -> (tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>) {
  %x = tosa.logical_and %a, %b : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
  %o = tosa.logical_or %a, %b : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
  %e = tosa.logical_xor %a, %b : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
  %n = tosa.logical_not %a : (tensor<4xi1>) -> tensor<4xi1>
  return %x, %o, %e, %n : tensor<4xi1>, tensor<4xi1>, tensor<4xi1>, tensor<4xi1>
}

// ---- shifts: amounts clamped into range, and raw (out of range is UB) ----

func.func @shifts_i8(%a: tensor<4xi8>, %b: tensor<4xi8>) -> (tensor<4xi8>, tensor<4xi8>, tensor<4xi8>, tensor<4xi8>) {
  %c = tosa.clamp %b {min_val = 0 : i8, max_val = 7 : i8} : (tensor<4xi8>) -> tensor<4xi8>
  %l = tosa.logical_left_shift %a, %c : (tensor<4xi8>, tensor<4xi8>) -> tensor<4xi8>
  %r = tosa.logical_right_shift %a, %c : (tensor<4xi8>, tensor<4xi8>) -> tensor<4xi8>
  %s = tosa.arithmetic_right_shift %a, %c {round = false} : (tensor<4xi8>, tensor<4xi8>) -> tensor<4xi8>
  %t = tosa.arithmetic_right_shift %a, %c {round = true} : (tensor<4xi8>, tensor<4xi8>) -> tensor<4xi8>
  return %l, %r, %s, %t : tensor<4xi8>, tensor<4xi8>, tensor<4xi8>, tensor<4xi8>
}

func.func @shifts_i32(%a: tensor<3xi32>, %b: tensor<1xi32>) -> (tensor<3xi32>, tensor<3xi32>) {
  %c = tosa.clamp %b {min_val = 0 : i32, max_val = 31 : i32} : (tensor<1xi32>) -> tensor<1xi32>
  %l = tosa.logical_left_shift %a, %c : (tensor<3xi32>, tensor<1xi32>) -> tensor<3xi32>
  %t = tosa.arithmetic_right_shift %a, %c {round = true} : (tensor<3xi32>, tensor<1xi32>) -> tensor<3xi32>
  return %l, %t : tensor<3xi32>, tensor<3xi32>
}

func.func @shift_ub(%a: tensor<2xi8>, %b: tensor<2xi8>) -> tensor<2xi8> {
  %r = tosa.logical_right_shift %a, %b : (tensor<2xi8>, tensor<2xi8>) -> tensor<2xi8>
  return %r : tensor<2xi8>
}

// ---- mul: shift 0, a run-time shift on i32 (rounding, UB out of range), i8 to i32 ----

func.func @mul_i32_shift(%a: tensor<2xi32>, %b: tensor<2xi32>, %s: tensor<1xi8>) -> tensor<2xi32> {
  %r = tosa.mul %a, %b, %s : (tensor<2xi32>, tensor<2xi32>, tensor<1xi8>) -> tensor<2xi32>
  return %r : tensor<2xi32>
}

func.func @mul_i32_small(%a: tensor<3xi32>, %b: tensor<3xi32>) -> (tensor<3xi32>, tensor<3xi32>) {
  %z = "tosa.const"() {values = dense<0> : tensor<1xi8>} : () -> tensor<1xi8>
  %s = "tosa.const"() {values = dense<3> : tensor<1xi8>} : () -> tensor<1xi8>
  %ca = tosa.clamp %a {min_val = -1000 : i32, max_val = 1000 : i32} : (tensor<3xi32>) -> tensor<3xi32>
  %cb = tosa.clamp %b {min_val = -1000 : i32, max_val = 1000 : i32} : (tensor<3xi32>) -> tensor<3xi32>
  %p = tosa.mul %a, %b, %z : (tensor<3xi32>, tensor<3xi32>, tensor<1xi8>) -> tensor<3xi32>
  %q = tosa.mul %ca, %cb, %s : (tensor<3xi32>, tensor<3xi32>, tensor<1xi8>) -> tensor<3xi32>
  return %p, %q : tensor<3xi32>, tensor<3xi32>
}

func.func @mul_i8_i32(%a: tensor<2x2xi8>, %b: tensor<1x2xi8>) -> tensor<2x2xi32> {
  %z = "tosa.const"() {values = dense<0> : tensor<1xi8>} : () -> tensor<1xi8>
  %r = tosa.mul %a, %b, %z : (tensor<2x2xi8>, tensor<1x2xi8>, tensor<1xi8>) -> tensor<2x2xi32>
  return %r : tensor<2x2xi32>
}

func.func @mul_f32(%a: tensor<3xf32>, %b: tensor<1xf32>) -> tensor<3xf32> {
  %z = "tosa.const"() {values = dense<0> : tensor<1xi8>} : () -> tensor<1xi8>
  %r = tosa.mul %a, %b, %z : (tensor<3xf32>, tensor<1xf32>, tensor<1xi8>) -> tensor<3xf32>
  return %r : tensor<3xf32>
}

func.func @intdiv_i32(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi32> {
  %r = tosa.intdiv %a, %b : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  return %r : tensor<4xi32>
}

func.func @intdiv_bcast(%a: tensor<3xi32>, %b: tensor<1xi32>) -> tensor<3xi32> {
  %r = tosa.intdiv %a, %b : (tensor<3xi32>, tensor<1xi32>) -> tensor<3xi32>
  return %r : tensor<3xi32>
}

// ---- unary ----

func.func @negate_i8(%a: tensor<4xi8>, %iz: tensor<1xi8>, %oz: tensor<1xi8>) -> tensor<4xi8> {
  %r = tosa.negate %a, %iz, %oz : (tensor<4xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<4xi8>
  return %r : tensor<4xi8>
}

// zero points of other types than i8 must be 0 (a constant that is not does not verify)
func.func @negate_i32(%a: tensor<3xi32>) -> tensor<3xi32> {
  %z = "tosa.const"() {values = dense<0> : tensor<1xi32>} : () -> tensor<1xi32>
  %r = tosa.negate %a, %z, %z : (tensor<3xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<3xi32>
  return %r : tensor<3xi32>
}

func.func @negate_f16(%a: tensor<4xf16>) -> tensor<4xf16> {
  %z = "tosa.const"() {values = dense<0.0> : tensor<1xf16>} : () -> tensor<1xf16>
  %r = tosa.negate %a, %z, %z : (tensor<4xf16>, tensor<1xf16>, tensor<1xf16>) -> tensor<4xf16>
  return %r : tensor<4xf16>
}

// reciprocal (an IEEE division, slow to prove in f32) in @unary_f16
func.func @unary_f32(%a: tensor<2xf32>) -> (tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) {
  %b = tosa.abs %a : (tensor<2xf32>) -> tensor<2xf32>
  %f = tosa.floor %a : (tensor<2xf32>) -> tensor<2xf32>
  %c = tosa.ceil %a : (tensor<2xf32>) -> tensor<2xf32>
  return %b, %f, %c : tensor<2xf32>, tensor<2xf32>, tensor<2xf32>
}

func.func @unary_f16(%a: tensor<3xf16>) -> (tensor<3xf16>, tensor<3xf16>, tensor<3xf16>) {
  %f = tosa.floor %a : (tensor<3xf16>) -> tensor<3xf16>
  %c = tosa.ceil %a : (tensor<3xf16>) -> tensor<3xf16>
  %r = tosa.reciprocal %a : (tensor<3xf16>) -> tensor<3xf16>
  return %f, %c, %r : tensor<3xf16>, tensor<3xf16>, tensor<3xf16>
}

func.func @unary_int(%a: tensor<4xi32>, %b: tensor<4xi8>) -> (tensor<4xi32>, tensor<4xi32>, tensor<4xi8>, tensor<4xi8>) {
  %x = tosa.abs %a : (tensor<4xi32>) -> tensor<4xi32>
  %y = tosa.clz %a : (tensor<4xi32>) -> tensor<4xi32>
  %z = tosa.abs %b : (tensor<4xi8>) -> tensor<4xi8>
  %w = tosa.clz %b : (tensor<4xi8>) -> tensor<4xi8>
  return %x, %y, %z, %w : tensor<4xi32>, tensor<4xi32>, tensor<4xi8>, tensor<4xi8>
}

// The functions tv leaves uninterpreted, on the inputs where the encoder is exact (NaN,
// +-0.0, +-Inf, semantics.md 4.6): the interpreter computes them with libm.
func.func @libm_exact(%p: tensor<5xi1>) -> (tensor<5xf16>, tensor<5xf16>, tensor<5xf16>, tensor<5xf16>, tensor<5xf16>, tensor<5xf16>, tensor<5xf16>, tensor<5xf16>) {
  %a = "tosa.const"() {values = dense<[0.0, -0.0, 0x7C00, 0xFC00, 0x7E00]> : tensor<5xf16>} : () -> tensor<5xf16>
  %b = "tosa.const"() {values = dense<[-0.0, 0x7C00, 0xFC00, 0x7E00, 0.0]> : tensor<5xf16>} : () -> tensor<5xf16>
  %x = tosa.select %p, %a, %b : (tensor<5xi1>, tensor<5xf16>, tensor<5xf16>) -> tensor<5xf16>
  %e = tosa.exp %x : (tensor<5xf16>) -> tensor<5xf16>
  %l = tosa.log %x : (tensor<5xf16>) -> tensor<5xf16>
  %s = tosa.sin %x : (tensor<5xf16>) -> tensor<5xf16>
  %c = tosa.cos %x : (tensor<5xf16>) -> tensor<5xf16>
  %t = tosa.tanh %x : (tensor<5xf16>) -> tensor<5xf16>
  %r = tosa.erf %x : (tensor<5xf16>) -> tensor<5xf16>
  %q = tosa.rsqrt %x : (tensor<5xf16>) -> tensor<5xf16>
  %g = tosa.sigmoid %x : (tensor<5xf16>) -> tensor<5xf16>
  return %e, %l, %s, %c, %t, %r, %q, %g : tensor<5xf16>, tensor<5xf16>, tensor<5xf16>, tensor<5xf16>, tensor<5xf16>, tensor<5xf16>, tensor<5xf16>, tensor<5xf16>
}

// pow(x, +-0) = pow(1, y) = 1, else a NaN operand gives NaN
func.func @pow_exact(%x: tensor<4xf16>, %p: tensor<4xi1>) -> (tensor<4xf16>, tensor<4xf16>) {
  %z = "tosa.const"() {values = dense<[0.0, -0.0, 0.0, -0.0]> : tensor<4xf16>} : () -> tensor<4xf16>
  %n = "tosa.const"() {values = dense<[0x7E00, 1.0, 0x7E00, 1.0]> : tensor<4xf16>} : () -> tensor<4xf16>
  %y = tosa.select %p, %z, %n : (tensor<4xi1>, tensor<4xf16>, tensor<4xf16>) -> tensor<4xf16>
  %a = tosa.pow %x, %z : (tensor<4xf16>, tensor<4xf16>) -> tensor<4xf16>
  %b = tosa.pow %y, %x : (tensor<4xf16>, tensor<4xf16>) -> tensor<4xf16>
  return %a, %b : tensor<4xf16>, tensor<4xf16>
}

// ---- clamp ----

func.func @clamp_int(%a: tensor<4xi8>, %b: tensor<2xi32>) -> (tensor<4xi8>, tensor<2xi32>) {
  %x = tosa.clamp %a {min_val = -3 : i8, max_val = 5 : i8} : (tensor<4xi8>) -> tensor<4xi8>
  %y = tosa.clamp %b {min_val = 0 : i32, max_val = 0 : i32} : (tensor<2xi32>) -> tensor<2xi32>
  return %x, %y : tensor<4xi8>, tensor<2xi32>
}

func.func @clamp_f32(%a: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  %x = tosa.clamp %a {min_val = -1.0 : f32, max_val = 1.0 : f32} : (tensor<4xf32>) -> tensor<4xf32>
  %y = tosa.clamp %a {min_val = -0.0 : f32, max_val = 6.0 : f32, nan_mode = #tosa.nan_mode<IGNORE>} : (tensor<4xf32>) -> tensor<4xf32>
  %z = tosa.clamp %a {min_val = -0.0 : f32, max_val = 0.0 : f32} : (tensor<4xf32>) -> tensor<4xf32>
  return %x, %y, %z : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
}

// max_val < min_val (+0.0 > -0.0): UB
func.func @clamp_ub(%a: tensor<2xf16>) -> tensor<2xf16> {
  %x = tosa.clamp %a {min_val = 0.0 : f16, max_val = -0.0 : f16} : (tensor<2xf16>) -> tensor<2xf16>
  return %x : tensor<2xf16>
}

// ---- cast ----

func.func @cast_from_f32(%a: tensor<2xf32>) -> (tensor<2xi8>, tensor<2xi1>, tensor<2xf16>, tensor<2xi32>) {
  %x = tosa.cast %a : (tensor<2xf32>) -> tensor<2xi8>
  %y = tosa.cast %a : (tensor<2xf32>) -> tensor<2xi1>
  %z = tosa.cast %a : (tensor<2xf32>) -> tensor<2xf16>
  %w = tosa.cast %a : (tensor<2xf32>) -> tensor<2xi32>
  return %x, %y, %z, %w : tensor<2xi8>, tensor<2xi1>, tensor<2xf16>, tensor<2xi32>
}

func.func @cast_from_int(%a: tensor<3xi8>, %b: tensor<3xi32>, %c: tensor<3xi1>) -> (tensor<3xi32>, tensor<3xf16>, tensor<3xi1>, tensor<3xi8>, tensor<3xf32>, tensor<3xi32>, tensor<3xbf16>) {
  %x = tosa.cast %a : (tensor<3xi8>) -> tensor<3xi32>
  %y = tosa.cast %a : (tensor<3xi8>) -> tensor<3xf16>
  %z = tosa.cast %b : (tensor<3xi32>) -> tensor<3xi1>
  %w = tosa.cast %b : (tensor<3xi32>) -> tensor<3xi8>
  %v = tosa.cast %b : (tensor<3xi32>) -> tensor<3xf32>
  %u = tosa.cast %c : (tensor<3xi1>) -> tensor<3xi32>
  %t = tosa.cast %c : (tensor<3xi1>) -> tensor<3xbf16>
  return %x, %y, %z, %w, %v, %u, %t : tensor<3xi32>, tensor<3xf16>, tensor<3xi1>, tensor<3xi8>, tensor<3xf32>, tensor<3xi32>, tensor<3xbf16>
}

func.func @cast_from_f16(%a: tensor<3xf16>) -> (tensor<3xf32>, tensor<3xi8>, tensor<3xbf16>) {
  %x = tosa.cast %a : (tensor<3xf16>) -> tensor<3xf32>
  %y = tosa.cast %a : (tensor<3xf16>) -> tensor<3xi8>
  %z = tosa.cast %a : (tensor<3xf16>) -> tensor<3xbf16>
  return %x, %y, %z : tensor<3xf32>, tensor<3xi8>, tensor<3xbf16>
}

// ---- comparisons and select ----

func.func @compare_f32(%a: tensor<4xf32>, %b: tensor<4xf32>) -> (tensor<4xi1>, tensor<4xi1>, tensor<4xi1>) {
  %e = tosa.equal %a, %b : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  %g = tosa.greater %a, %b : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  %ge = tosa.greater_equal %a, %b : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  return %e, %g, %ge : tensor<4xi1>, tensor<4xi1>, tensor<4xi1>
}

func.func @compare_i8(%a: tensor<2x2xi8>, %b: tensor<1x2xi8>) -> (tensor<2x2xi1>, tensor<2x2xi1>, tensor<2x2xi1>) {
  %e = tosa.equal %a, %b : (tensor<2x2xi8>, tensor<1x2xi8>) -> tensor<2x2xi1>
  %g = tosa.greater %a, %b : (tensor<2x2xi8>, tensor<1x2xi8>) -> tensor<2x2xi1>
  %ge = tosa.greater_equal %b, %a : (tensor<1x2xi8>, tensor<2x2xi8>) -> tensor<2x2xi1>
  return %e, %g, %ge : tensor<2x2xi1>, tensor<2x2xi1>, tensor<2x2xi1>
}

func.func @select(%p: tensor<2x1xi1>, %a: tensor<2x2xi32>, %b: tensor<1x2xi32>) -> tensor<2x2xi32> {
  %r = tosa.select %p, %a, %b : (tensor<2x1xi1>, tensor<2x2xi32>, tensor<1x2xi32>) -> tensor<2x2xi32>
  return %r : tensor<2x2xi32>
}

// ---- data nodes and data movement ----

func.func @const_identity(%a: tensor<2xi8>) -> (tensor<2x2xi32>, tensor<3xf16>, tensor<2xi8>) {
  %c = "tosa.const"() {values = dense<[[1, -2], [2147483647, -2147483648]]> : tensor<2x2xi32>} : () -> tensor<2x2xi32>
  %h = "tosa.const"() {values = dense<[-0.0, 0x7C00, 6.5e-05]> : tensor<3xf16>} : () -> tensor<3xf16>
  %i = tosa.identity %a : (tensor<2xi8>) -> tensor<2xi8>
  return %c, %h, %i : tensor<2x2xi32>, tensor<3xf16>, tensor<2xi8>
}

func.func @reshape(%a: tensor<2x3xi8>) -> (tensor<3x2xi8>, tensor<6xi8>) {
  %s = tosa.const_shape {values = dense<[3, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %t = tosa.const_shape {values = dense<[-1]> : tensor<1xindex>} : () -> !tosa.shape<1>
  %b = tosa.reshape %a, %s : (tensor<2x3xi8>, !tosa.shape<2>) -> tensor<3x2xi8>
  %c = tosa.reshape %a, %t : (tensor<2x3xi8>, !tosa.shape<1>) -> tensor<6xi8>
  return %b, %c : tensor<3x2xi8>, tensor<6xi8>
}

func.func @transpose(%a: tensor<2x3x1xf32>) -> tensor<3x1x2xf32> {
  %r = tosa.transpose %a {perms = array<i32: 1, 2, 0>} : (tensor<2x3x1xf32>) -> tensor<3x1x2xf32>
  return %r : tensor<3x1x2xf32>
}

func.func @slice(%a: tensor<3x4xi32>) -> (tensor<2x2xi32>, tensor<1x3xi32>) {
  %st = tosa.const_shape {values = dense<[1, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %sz = tosa.const_shape {values = dense<[2, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %s2 = tosa.const_shape {values = dense<[2, 1]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %z2 = tosa.const_shape {values = dense<[1, -1]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %x = tosa.slice %a, %st, %sz : (tensor<3x4xi32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<2x2xi32>
  %y = tosa.slice %a, %s2, %z2 : (tensor<3x4xi32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x3xi32>
  return %x, %y : tensor<2x2xi32>, tensor<1x3xi32>
}

func.func @tile_reverse(%a: tensor<2x2xi8>) -> (tensor<4x6xi8>, tensor<2x2xi8>, tensor<2x2xi8>) {
  %m = tosa.const_shape {values = dense<[2, 3]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %t = tosa.tile %a, %m : (tensor<2x2xi8>, !tosa.shape<2>) -> tensor<4x6xi8>
  %r0 = tosa.reverse %a {axis = 0 : i32} : (tensor<2x2xi8>) -> tensor<2x2xi8>
  %r1 = tosa.reverse %a {axis = 1 : i32} : (tensor<2x2xi8>) -> tensor<2x2xi8>
  return %t, %r0, %r1 : tensor<4x6xi8>, tensor<2x2xi8>, tensor<2x2xi8>
}

func.func @pad(%a: tensor<2x2xf16>, %v: tensor<1xf16>, %b: tensor<3xi8>) -> (tensor<3x5xf16>, tensor<5xi8>) {
  %p = tosa.const_shape {values = dense<[1, 0, 2, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %q = tosa.const_shape {values = dense<[0, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %z = "tosa.const"() {values = dense<-7> : tensor<1xi8>} : () -> tensor<1xi8>
  %x = tosa.pad %a, %p, %v : (tensor<2x2xf16>, !tosa.shape<4>, tensor<1xf16>) -> tensor<3x5xf16>
  %y = tosa.pad %b, %q, %z : (tensor<3xi8>, !tosa.shape<2>, tensor<1xi8>) -> tensor<5xi8>
  return %x, %y : tensor<3x5xf16>, tensor<5xi8>
}

func.func @concat(%a: tensor<1x2xi32>, %b: tensor<2x2xi32>, %c: tensor<2x1xi32>) -> (tensor<3x2xi32>, tensor<2x3xi32>) {
  %x = tosa.concat %a, %b {axis = 0 : i32} : (tensor<1x2xi32>, tensor<2x2xi32>) -> tensor<3x2xi32>
  %y = tosa.concat %c, %b {axis = 1 : i32} : (tensor<2x1xi32>, tensor<2x2xi32>) -> tensor<2x3xi32>
  return %x, %y : tensor<3x2xi32>, tensor<2x3xi32>
}

// ---- resize ----

func.func @resize_nearest(%x: tensor<1x2x3x1xi8>) -> tensor<1x3x5x1xi8> {
  %scale = tosa.const_shape {values = dense<[2, 1, 2, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %offset = tosa.const_shape {values = dense<[0, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %border = tosa.const_shape {values = dense<[0, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %r = tosa.resize %x, %scale, %offset, %border {mode = NEAREST_NEIGHBOR} : (tensor<1x2x3x1xi8>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x3x5x1xi8>
  return %r : tensor<1x3x5x1xi8>
}

func.func @resize_bilinear_i8(%x: tensor<1x2x2x1xi8>) -> tensor<1x3x3x1xi32> {
  %scale = tosa.const_shape {values = dense<[2, 1, 2, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %offset = tosa.const_shape {values = dense<[0, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %border = tosa.const_shape {values = dense<[0, 0]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %r = tosa.resize %x, %scale, %offset, %border {mode = BILINEAR} : (tensor<1x2x2x1xi8>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x3x3x1xi32>
  return %r : tensor<1x3x3x1xi32>
}

// one output at x = 1/4 between the two inputs (offset 1 in units of 1/4, border -3: a
// single output column); f16 and one element, as IEEE f32 chains are slow to prove
func.func @resize_f16(%x: tensor<1x1x2x1xf16>) -> (tensor<1x1x1x1xf16>, tensor<1x1x1x1xf16>) {
  %scale = tosa.const_shape {values = dense<[1, 1, 4, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %offset = tosa.const_shape {values = dense<[0, 1]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %border = tosa.const_shape {values = dense<[0, -3]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %n = tosa.resize %x, %scale, %offset, %border {mode = NEAREST_NEIGHBOR} : (tensor<1x1x2x1xf16>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x1x1x1xf16>
  %b = tosa.resize %x, %scale, %offset, %border {mode = BILINEAR} : (tensor<1x1x2x1xf16>, !tosa.shape<4>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x1x1x1xf16>
  return %n, %b : tensor<1x1x1x1xf16>, tensor<1x1x1x1xf16>
}

// ---- reductions (tosa_nn.c) ----

func.func @reduce_int(%a: tensor<2x3xi32>, %b: tensor<3x2xi8>) -> (tensor<2x1xi32>, tensor<1x2xi8>, tensor<2x1xi32>, tensor<1x2xi8>) {
  %s = tosa.reduce_sum %a {axis = 1 : i32} : (tensor<2x3xi32>) -> tensor<2x1xi32>
  %p = tosa.reduce_product %b {axis = 0 : i32} : (tensor<3x2xi8>) -> tensor<1x2xi8>
  %x = tosa.reduce_max %a {axis = 1 : i32} : (tensor<2x3xi32>) -> tensor<2x1xi32>
  %n = tosa.reduce_min %b {axis = 0 : i32} : (tensor<3x2xi8>) -> tensor<1x2xi8>
  return %s, %p, %x, %n : tensor<2x1xi32>, tensor<1x2xi8>, tensor<2x1xi32>, tensor<1x2xi8>
}

func.func @reduce_f32(%a: tensor<2x2xf32>) -> (tensor<2x1xf32>, tensor<1x2xf32>) {
  %s = tosa.reduce_sum %a {axis = 1 : i32} : (tensor<2x2xf32>) -> tensor<2x1xf32>
  %x = tosa.reduce_max %a {axis = 0 : i32} : (tensor<2x2xf32>) -> tensor<1x2xf32>
  return %s, %x : tensor<2x1xf32>, tensor<1x2xf32>
}

func.func @reduce_product_f16(%a: tensor<2x2xf16>) -> tensor<1x2xf16> {
  %p = tosa.reduce_product %a {axis = 0 : i32} : (tensor<2x2xf16>) -> tensor<1x2xf16>
  return %p : tensor<1x2xf16>
}

func.func @reduce_minmax_f16(%a: tensor<3x2xf16>) -> (tensor<1x2xf16>, tensor<1x2xf16>, tensor<1x2xf16>) {
  %n = tosa.reduce_min %a {axis = 0 : i32} : (tensor<3x2xf16>) -> tensor<1x2xf16>
  %xi = tosa.reduce_max %a {axis = 0 : i32, nan_mode = #tosa.nan_mode<IGNORE>} : (tensor<3x2xf16>) -> tensor<1x2xf16>
  %ni = tosa.reduce_min %a {axis = 0 : i32, nan_mode = #tosa.nan_mode<IGNORE>} : (tensor<3x2xf16>) -> tensor<1x2xf16>
  return %n, %xi, %ni : tensor<1x2xf16>, tensor<1x2xf16>, tensor<1x2xf16>
}

func.func @reduce_bool(%a: tensor<2x3xi1>) -> (tensor<2x1xi1>, tensor<1x3xi1>) {
  %x = tosa.reduce_all %a {axis = 1 : i32} : (tensor<2x3xi1>) -> tensor<2x1xi1>
  %y = tosa.reduce_any %a {axis = 0 : i32} : (tensor<2x3xi1>) -> tensor<1x3xi1>
  return %x, %y : tensor<2x1xi1>, tensor<1x3xi1>
}

func.func @argmax(%a: tensor<2x3xf32>, %b: tensor<4xi8>) -> (tensor<2xi32>, tensor<3xi32>, tensor<i32>) {
  %x = tosa.argmax %a {axis = 1 : i32} : (tensor<2x3xf32>) -> tensor<2xi32>
  %y = tosa.argmax %a {axis = 0 : i32, nan_mode = #tosa.nan_mode<IGNORE>} : (tensor<2x3xf32>) -> tensor<3xi32>
  %z = tosa.argmax %b {axis = 0 : i32} : (tensor<4xi8>) -> tensor<i32>
  return %x, %y, %z : tensor<2xi32>, tensor<3xi32>, tensor<i32>
}

// cond_if: the arms on the inputs as block arguments, the condition a 0-d tensor
func.func @cond_if(%c: tensor<i1>, %a: tensor<2xi8>, %b: tensor<2xi8>) -> tensor<2xi8> {
  %r = "tosa.cond_if"(%c, %a, %b) ({
  ^bb0(%x: tensor<2xi8>, %y: tensor<2xi8>):
    %s = tosa.sub %x, %y : (tensor<2xi8>, tensor<2xi8>) -> tensor<2xi8>
    "tosa.yield"(%s) : (tensor<2xi8>) -> ()
  }, {
  ^bb0(%x: tensor<2xi8>, %y: tensor<2xi8>):
    %s = tosa.add %x, %y : (tensor<2xi8>, tensor<2xi8>) -> tensor<2xi8>
    "tosa.yield"(%s) : (tensor<2xi8>) -> ()
  }) : (tensor<i1>, tensor<2xi8>, tensor<2xi8>) -> tensor<2xi8>
  return %r : tensor<2xi8>
}

// while_loop: %x added (%n & 3) times, the trip count from an argument
func.func @while_loop(%n: tensor<i8>, %x: tensor<2xi8>) -> tensor<2xi8> {
  %three = "tosa.const"() <{values = dense<3> : tensor<i8>}> : () -> tensor<i8>
  %m = tosa.bitwise_and %n, %three : (tensor<i8>, tensor<i8>) -> tensor<i8>
  %z = "tosa.const"() <{values = dense<0> : tensor<i8>}> : () -> tensor<i8>
  %r:3 = "tosa.while_loop"(%z, %m, %x) ({
  ^bb0(%i: tensor<i8>, %k: tensor<i8>, %acc: tensor<2xi8>):
    %c = tosa.greater %k, %i : (tensor<i8>, tensor<i8>) -> tensor<i1>
    "tosa.yield"(%c) : (tensor<i1>) -> ()
  }, {
  ^bb0(%i: tensor<i8>, %k: tensor<i8>, %acc: tensor<2xi8>):
    %one = "tosa.const"() <{values = dense<1> : tensor<i8>}> : () -> tensor<i8>
    %i2 = tosa.add %i, %one : (tensor<i8>, tensor<i8>) -> tensor<i8>
    %a2 = tosa.add %acc, %x : (tensor<2xi8>, tensor<2xi8>) -> tensor<2xi8>
    "tosa.yield"(%i2, %k, %a2) : (tensor<i8>, tensor<i8>, tensor<2xi8>) -> ()
  }) : (tensor<i8>, tensor<i8>, tensor<2xi8>) -> (tensor<i8>, tensor<i8>, tensor<2xi8>)
  return %r#2 : tensor<2xi8>
}
