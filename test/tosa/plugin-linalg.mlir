// tosa-to-linalg on elementwise TOSA ops (through linalg.generic): every lowering is proven, tosa.mul with a shift through tosa.apply_scale included. Covers broadcasting, dynamic sizes, nan_mode IGNORE, negate zero points, rounding shifts, and every cast the lowering special-cases.
// RUN: %tv-opt --tv-verify-each --tv-verbose --tv-timeout=60 -p 'builtin.module(func.func(tosa-to-linalg))' %s 2>&1 >/dev/null | FileCheck %s --implicit-check-not=error: --implicit-check-not=remark:
// CHECK: tv: 50 pass runs, 50 checks: 50 proven, 0 incorrect, 0 inconclusive, 0 unsupported, 0 timeouts, 0 errors; 0 unchanged
func.func @exp(%a: tensor<4xf32>) -> tensor<4xf32> {
  %r = tosa.exp %a : (tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
func.func @log(%a: tensor<4xf32>) -> tensor<4xf32> {
  %r = tosa.log %a : (tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
func.func @tanh(%a: tensor<4xf32>) -> tensor<4xf32> {
  %r = tosa.tanh %a : (tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
func.func @erf(%a: tensor<4xf32>) -> tensor<4xf32> {
  %r = tosa.erf %a : (tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
func.func @sin(%a: tensor<4xf32>) -> tensor<4xf32> {
  %r = tosa.sin %a : (tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
func.func @cos(%a: tensor<4xf32>) -> tensor<4xf32> {
  %r = tosa.cos %a : (tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
func.func @recip(%a: tensor<4xf32>) -> tensor<4xf32> {
  %r = tosa.reciprocal %a : (tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
func.func @rsqrt(%a: tensor<4xf32>) -> tensor<4xf32> {
  %r = tosa.rsqrt %a : (tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
func.func @floor(%a: tensor<4xf32>) -> tensor<4xf32> {
  %r = tosa.floor %a : (tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
func.func @ceil(%a: tensor<4xf16>) -> tensor<4xf16> {
  %r = tosa.ceil %a : (tensor<4xf16>) -> tensor<4xf16>
  return %r : tensor<4xf16>
}
func.func @absf(%a: tensor<4xf32>) -> tensor<4xf32> {
  %r = tosa.abs %a : (tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
func.func @negf(%a: tensor<4xf32>) -> tensor<4xf32> {
  %z = "tosa.const"() {values = dense<0.0> : tensor<1xf32>} : () -> tensor<1xf32>
  %r = tosa.negate %a, %z, %z : (tensor<4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
func.func @pow(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %r = tosa.pow %a, %b : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
func.func @gt(%a: tensor<4xf32>, %b: tensor<1xf32>) -> tensor<4xi1> {
  %r = tosa.greater %a, %b : (tensor<4xf32>, tensor<1xf32>) -> tensor<4xi1>
  return %r : tensor<4xi1>
}
func.func @ge(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi1> {
  %r = tosa.greater_equal %a, %b : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi1>
  return %r : tensor<4xi1>
}
func.func @eq(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xi1> {
  %r = tosa.equal %a, %b : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi1>
  return %r : tensor<4xi1>
}
func.func @sel(%c: tensor<4xi1>, %a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %r = tosa.select %c, %a, %b : (tensor<4xi1>, tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
func.func @land(%a: tensor<4xi1>, %b: tensor<4xi1>) -> tensor<4xi1> {
  %r = tosa.logical_and %a, %b : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
  %s = tosa.logical_or %r, %b : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
  %t = tosa.logical_xor %s, %a : (tensor<4xi1>, tensor<4xi1>) -> tensor<4xi1>
  %u = tosa.logical_not %t : (tensor<4xi1>) -> tensor<4xi1>
  return %u : tensor<4xi1>
}
func.func @bits(%a: tensor<4xi16>, %b: tensor<4xi16>) -> tensor<4xi16> {
  %r = tosa.bitwise_and %a, %b : (tensor<4xi16>, tensor<4xi16>) -> tensor<4xi16>
  %s = tosa.bitwise_or %r, %b : (tensor<4xi16>, tensor<4xi16>) -> tensor<4xi16>
  %t = tosa.bitwise_xor %s, %a : (tensor<4xi16>, tensor<4xi16>) -> tensor<4xi16>
  %u = tosa.bitwise_not %t : (tensor<4xi16>) -> tensor<4xi16>
  %v = tosa.clz %u : (tensor<4xi16>) -> tensor<4xi16>
  return %v : tensor<4xi16>
}
func.func @dyn(%a: tensor<?x3xf32>, %b: tensor<1x3xf32>) -> tensor<?x3xf32> {
  %r = tosa.sub %a, %b : (tensor<?x3xf32>, tensor<1x3xf32>) -> tensor<?x3xf32>
  return %r : tensor<?x3xf32>
}
func.func @mini(%a: tensor<2x1xi32>, %b: tensor<1x3xi32>) -> tensor<2x3xi32> {
  %r = tosa.minimum %a, %b : (tensor<2x1xi32>, tensor<1x3xi32>) -> tensor<2x3xi32>
  return %r : tensor<2x3xi32>
}
func.func @minig(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %r = tosa.minimum %a, %b {nan_mode = #tosa.nan_mode<IGNORE>} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
func.func @intdiv(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi32> {
  %r = tosa.intdiv %a, %b : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  return %r : tensor<4xi32>
}
func.func @ashr8(%a: tensor<4xi8>, %b: tensor<4xi8>) -> tensor<4xi8> {
  %r = tosa.arithmetic_right_shift %a, %b {round = false} : (tensor<4xi8>, tensor<4xi8>) -> tensor<4xi8>
  return %r : tensor<4xi8>
}
func.func @tile(%a: tensor<2x3xi8>) -> tensor<4x3xi8> {
  %m = tosa.const_shape {values = dense<[2, 1]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %r = tosa.tile %a, %m : (tensor<2x3xi8>, !tosa.shape<2>) -> tensor<4x3xi8>
  return %r : tensor<4x3xi8>
}
func.func @reverse(%a: tensor<2x?xi8>) -> tensor<2x?xi8> {
  %r = tosa.reverse %a {axis = 1 : i32} : (tensor<2x?xi8>) -> tensor<2x?xi8>
  return %r : tensor<2x?xi8>
}
func.func @clampdyn(%a: tensor<?xf32>) -> tensor<?xf32> {
  %r = tosa.clamp %a {min_val = -0.0 : f32, max_val = 6.0 : f32, nan_mode = #tosa.nan_mode<IGNORE>} : (tensor<?xf32>) -> tensor<?xf32>
  return %r : tensor<?xf32>
}
func.func @clampf(%a: tensor<4xf32>) -> tensor<4xf32> {
  %r = tosa.clamp %a {min_val = 0.0 : f32, max_val = 6.0 : f32} : (tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
func.func @clampi(%a: tensor<4xi8>) -> tensor<4xi8> {
  %r = tosa.clamp %a {min_val = -3 : i8, max_val = 6 : i8} : (tensor<4xi8>) -> tensor<4xi8>
  return %r : tensor<4xi8>
}
func.func @maxp(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %r = tosa.maximum %a, %b : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
func.func @neg(%a: tensor<4xi8>) -> tensor<4xi8> {
  %z = "tosa.const"() {values = dense<3> : tensor<1xi8>} : () -> tensor<1xi8>
  %z2 = "tosa.const"() {values = dense<-2> : tensor<1xi8>} : () -> tensor<1xi8>
  %r = tosa.negate %a, %z, %z2 : (tensor<4xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<4xi8>
  return %r : tensor<4xi8>
}
func.func @neg32(%a: tensor<4xi32>) -> tensor<4xi32> {
  %z = "tosa.const"() {values = dense<0> : tensor<1xi32>} : () -> tensor<1xi32>
  %r = tosa.negate %a, %z, %z : (tensor<4xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<4xi32>
  return %r : tensor<4xi32>
}
func.func @mul_shift(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi32> {
  %s = "tosa.const"() {values = dense<3> : tensor<1xi8>} : () -> tensor<1xi8>
  %r = tosa.mul %a, %b, %s : (tensor<4xi32>, tensor<4xi32>, tensor<1xi8>) -> tensor<4xi32>
  return %r : tensor<4xi32>
}
func.func @mul8(%a: tensor<4xi8>, %b: tensor<4xi8>) -> tensor<4xi32> {
  %s = "tosa.const"() {values = dense<0> : tensor<1xi8>} : () -> tensor<1xi8>
  %r = tosa.mul %a, %b, %s : (tensor<4xi8>, tensor<4xi8>, tensor<1xi8>) -> tensor<4xi32>
  return %r : tensor<4xi32>
}
func.func @sig(%a: tensor<4xf32>) -> tensor<4xf32> {
  %r = tosa.sigmoid %a : (tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
func.func @ashr(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi32> {
  %r = tosa.arithmetic_right_shift %a, %b {round = true} : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  return %r : tensor<4xi32>
}
func.func @lsl(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi32> {
  %r = tosa.logical_left_shift %a, %b : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  return %r : tensor<4xi32>
}
func.func @lsr(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi32> {
  %r = tosa.logical_right_shift %a, %b : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  return %r : tensor<4xi32>
}
func.func @abs(%a: tensor<4xi32>) -> tensor<4xi32> {
  %r = tosa.abs %a : (tensor<4xi32>) -> tensor<4xi32>
  return %r : tensor<4xi32>
}
func.func @maxi(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %r = tosa.maximum %a, %b {nan_mode = #tosa.nan_mode<IGNORE>} : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
func.func @clampfi(%a: tensor<4xf32>) -> tensor<4xf32> {
  %r = tosa.clamp %a {min_val = 0.0 : f32, max_val = 6.0 : f32, nan_mode = #tosa.nan_mode<IGNORE>} : (tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
func.func @f2i8(%a: tensor<4xf32>) -> tensor<4xi8> {
  %r = tosa.cast %a : (tensor<4xf32>) -> tensor<4xi8>
  return %r : tensor<4xi8>
}
func.func @f2i32(%a: tensor<4xf32>) -> tensor<4xi32> {
  %r = tosa.cast %a : (tensor<4xf32>) -> tensor<4xi32>
  return %r : tensor<4xi32>
}
func.func @i2i8(%a: tensor<4xi32>) -> tensor<4xi8> {
  %r = tosa.cast %a : (tensor<4xi32>) -> tensor<4xi8>
  return %r : tensor<4xi8>
}
func.func @i2b(%a: tensor<4xi32>) -> tensor<4xi1> {
  %r = tosa.cast %a : (tensor<4xi32>) -> tensor<4xi1>
  return %r : tensor<4xi1>
}
func.func @b2i(%a: tensor<4xi1>) -> tensor<4xi32> {
  %r = tosa.cast %a : (tensor<4xi1>) -> tensor<4xi32>
  return %r : tensor<4xi32>
}
func.func @f2h(%a: tensor<4xf32>) -> tensor<4xf16> {
  %r = tosa.cast %a : (tensor<4xf32>) -> tensor<4xf16>
  return %r : tensor<4xf16>
}
func.func @i2f(%a: tensor<4xi32>) -> tensor<4xf32> {
  %r = tosa.cast %a : (tensor<4xi32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
func.func @f2b(%a: tensor<4xf32>) -> tensor<4xi1> {
  %r = tosa.cast %a : (tensor<4xf32>) -> tensor<4xi1>
  return %r : tensor<4xi1>
}
func.func @i8to32(%a: tensor<4xi8>) -> tensor<4xi32> {
  %r = tosa.cast %a : (tensor<4xi8>) -> tensor<4xi32>
  return %r : tensor<4xi32>
}
