// Real TOSA passes on TOSA code, every change validated: canonicalize, tosa-layerwise-constant-fold, tosa-make-broadcastable, tosa-to-arith and tosa-to-tensor (folds of transpose/reciprocal/add/clamp/slice-of-concat/select/pad, rank broadcasting, tosa.const to arith.constant, reshape/slice/pad/concat to the tensor dialect).
// RUN: %tv-opt --tv-verify-each --tv-timeout=60 --tv-verbose -p 'builtin.module(func.func(canonicalize))' %s 2>&1 >/dev/null | FileCheck %s --check-prefix=CANON --implicit-check-not=error: --implicit-check-not=remark:
// CANON: tv: 11 pass runs, 6 checks: 6 proven, 0 incorrect, 0 inconclusive, 0 unsupported, 0 timeouts, 0 errors; 5 unchanged
// RUN: %tv-opt --tv-verify-each --tv-timeout=60 --tv-verbose -p 'builtin.module(func.func(tosa-layerwise-constant-fold))' %s 2>&1 >/dev/null | FileCheck %s --check-prefix=FOLD --implicit-check-not=error: --implicit-check-not=remark:
// FOLD: tv: 11 pass runs, 8 checks: 8 proven, 0 incorrect, 0 inconclusive, 0 unsupported, 0 timeouts, 0 errors; 3 unchanged
// RUN: %tv-opt --tv-verify-each --tv-timeout=60 --tv-verbose -p 'builtin.module(func.func(tosa-make-broadcastable))' %s 2>&1 >/dev/null | FileCheck %s --check-prefix=BCAST --implicit-check-not=error: --implicit-check-not=remark:
// BCAST: tv: 11 pass runs, 3 checks: 3 proven, 0 incorrect, 0 inconclusive, 0 unsupported, 0 timeouts, 0 errors; 8 unchanged
// RUN: %tv-opt --tv-verify-each --tv-timeout=60 --tv-verbose -p 'builtin.module(func.func(tosa-to-arith))' %s 2>&1 >/dev/null | FileCheck %s --check-prefix=ARITH --implicit-check-not=error: --implicit-check-not=remark:
// ARITH: tv: 11 pass runs, 5 checks: 5 proven, 0 incorrect, 0 inconclusive, 0 unsupported, 0 timeouts, 0 errors; 6 unchanged
// RUN: %tv-opt --tv-verify-each --tv-timeout=60 --tv-verbose -p 'builtin.module(func.func(tosa-to-tensor))' %s 2>&1 >/dev/null | FileCheck %s --check-prefix=TENSOR --implicit-check-not=error: --implicit-check-not=remark:
// TENSOR: tv: 11 pass runs, 4 checks: 4 proven, 0 incorrect, 0 inconclusive, 0 unsupported, 0 timeouts, 0 errors; 7 unchanged

func.func @bcast_rank(%a: tensor<2x3xf32>, %b: tensor<1x3xf32>) -> tensor<2x3xf32> {
  %r = tosa.add %a, %b : (tensor<2x3xf32>, tensor<1x3xf32>) -> tensor<2x3xf32>
  return %r : tensor<2x3xf32>
}
func.func @fold_transpose() -> tensor<3x2xi32> {
  %c = "tosa.const"() {values = dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>} : () -> tensor<2x3xi32>
  %r = tosa.transpose %c {perms = array<i32: 1, 0>} : (tensor<2x3xi32>) -> tensor<3x2xi32>
  return %r : tensor<3x2xi32>
}
func.func @fold_recip() -> tensor<2xf32> {
  %c = "tosa.const"() {values = dense<[4.0, 0.0]> : tensor<2xf32>} : () -> tensor<2xf32>
  %r = tosa.reciprocal %c : (tensor<2xf32>) -> tensor<2xf32>
  return %r : tensor<2xf32>
}
func.func @canon_add_zero(%a: tensor<4xi32>) -> tensor<4xi32> {
  %z = "tosa.const"() {values = dense<0> : tensor<4xi32>} : () -> tensor<4xi32>
  %r = tosa.add %a, %z : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  return %r : tensor<4xi32>
}
func.func @canon_clamp_clamp(%a: tensor<4xi8>) -> tensor<4xi8> {
  %b = tosa.clamp %a {min_val = -3 : i8, max_val = 6 : i8} : (tensor<4xi8>) -> tensor<4xi8>
  %r = tosa.clamp %b {min_val = 0 : i8, max_val = 10 : i8} : (tensor<4xi8>) -> tensor<4xi8>
  return %r : tensor<4xi8>
}
func.func @canon_transpose_transpose(%a: tensor<2x3x4xf32>) -> tensor<2x3x4xf32> {
  %b = tosa.transpose %a {perms = array<i32: 2, 0, 1>} : (tensor<2x3x4xf32>) -> tensor<4x2x3xf32>
  %r = tosa.transpose %b {perms = array<i32: 1, 2, 0>} : (tensor<4x2x3xf32>) -> tensor<2x3x4xf32>
  return %r : tensor<2x3x4xf32>
}
func.func @canon_slice_concat(%a: tensor<2x3xf32>, %b: tensor<2x4xf32>) -> tensor<2x4xf32> {
  %c = tosa.concat %a, %b {axis = 1 : i32} : (tensor<2x3xf32>, tensor<2x4xf32>) -> tensor<2x7xf32>
  %st = tosa.const_shape {values = dense<[0, 3]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %sz = tosa.const_shape {values = dense<[2, 4]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %r = tosa.slice %c, %st, %sz : (tensor<2x7xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<2x4xf32>
  return %r : tensor<2x4xf32>
}
func.func @canon_mul_one(%a: tensor<4xf32>) -> tensor<4xf32> {
  %one = "tosa.const"() {values = dense<1.0> : tensor<4xf32>} : () -> tensor<4xf32>
  %s = "tosa.const"() {values = dense<0> : tensor<1xi8>} : () -> tensor<1xi8>
  %r = tosa.mul %a, %one, %s : (tensor<4xf32>, tensor<4xf32>, tensor<1xi8>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
func.func @canon_select_not(%c: tensor<4xi1>, %a: tensor<4xi8>, %b: tensor<4xi8>) -> tensor<4xi8> {
  %n = tosa.logical_not %c : (tensor<4xi1>) -> tensor<4xi1>
  %r = tosa.select %n, %a, %b : (tensor<4xi1>, tensor<4xi8>, tensor<4xi8>) -> tensor<4xi8>
  return %r : tensor<4xi8>
}
func.func @canon_pad_const(%a: tensor<2x2xf32>) -> tensor<3x3xf32> {
  %p = tosa.const_shape {values = dense<[1, 0, 1, 0]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %v = "tosa.const"() {values = dense<-0.0> : tensor<1xf32>} : () -> tensor<1xf32>
  %r = tosa.pad %a, %p, %v : (tensor<2x2xf32>, !tosa.shape<4>, tensor<1xf32>) -> tensor<3x3xf32>
  return %r : tensor<3x3xf32>
}
func.func @canon_cast_cast(%a: tensor<4xi8>) -> tensor<4xi8> {
  %b = tosa.cast %a : (tensor<4xi8>) -> tensor<4xi32>
  %r = tosa.cast %b : (tensor<4xi32>) -> tensor<4xi8>
  return %r : tensor<4xi8>
}
