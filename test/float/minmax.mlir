// arith.maximumf/minimumf (NaN-propagating, -0.0 < +0.0) and maxnumf/minnumf (NaN-ignoring): expansions, commutation, NaN and signed-zero constants.
// RUN: split-file %s %t
// RUN: not %tv-check --timeout=300 %t/src.mlir %t/tgt.mlir | FileCheck %s

// CHECK-LABEL: @maximumf_to_cmp_select: incorrect [ieee]
// CHECK-NEXT: why: result #0 differs
// CHECK-NEXT: input: %x = {{.+}} : f32
// CHECK-NEXT: input: %y = {{.+}} : f32
// CHECK-NEXT: source: returns {{0\.0|0x[7F]F[89A-F][0-9A-F]{5}|-?inf [(]0x[7F]F800000[)]}} : f32
// CHECK-NEXT: target: returns {{.+}} : f32
// CHECK-LABEL: @maximumf_commute: proven [abstract]
// CHECK-LABEL: @minimumf_commute: proven [abstract]
// CHECK-LABEL: @maximumf_self: proven [{{abstract|ieee}}]
// CHECK-LABEL: @maximumf_nan: proven [{{abstract|ieee}}]
// CHECK-LABEL: @maxnumf_nan: proven [{{abstract|ieee}}]
// CHECK-LABEL: @maximumf_to_maxnumf: incorrect [ieee]
// CHECK-NEXT: why: result #0 differs
// CHECK-NEXT: input: %x = {{.+}} : f32
// CHECK-NEXT: input: %y = {{.+}} : f32
// CHECK-NEXT: source: returns {{0x[7F]F[89A-F][0-9A-F]{5}|-?inf [(]0x[7F]F800000[)]}} : f32
// CHECK-NEXT: target: returns {{.+}} : f32
// CHECK-LABEL: @maximumf_neg_inf: proven [{{abstract|ieee}}]
// CHECK-LABEL: @minimumf_pos_inf: proven [{{abstract|ieee}}]
// CHECK-LABEL: @signed_zeros: proven [{{abstract|ieee}}]
// CHECK-LABEL: @maximumf_zeros_wrong: incorrect [ieee]
// CHECK-NEXT: why: result #0 differs
// CHECK-NEXT: source: returns 0.0 : f32
// CHECK-NEXT: target: returns -0.0 : f32
// CHECK-LABEL: @maximumf_commute_f16: proven [{{abstract|ieee}}]
// CHECK-LABEL: @minimumf_to_cmp_select_bf16: incorrect [ieee]
// CHECK-NEXT: why: result #0 differs
// CHECK-NEXT: input: %x = {{.+}} : bf16
// CHECK-NEXT: input: %y = {{.+}} : bf16
// CHECK-NEXT: source: returns {{.+}} : bf16
// CHECK-NEXT: target: returns {{.+}} : bf16
// CHECK-LABEL: @maxnumf_commute: inconclusive [ieee] (the counterexample uses arith.maxnumf of +0.0 and -0.0, which may return either)
// CHECK-LABEL: @minnumf_self_f64: proven [{{abstract|ieee}}]

//--- src.mlir
// maximumf -> select (x ogt y), x, y is wrong: x = NaN, or x = +0.0 and y = -0.0
func.func @maximumf_to_cmp_select(%x: f32, %y: f32) -> f32 {
  %r = arith.maximumf %x, %y : f32
  return %r : f32
}
// maximumf is commutative (-0.0 < +0.0 makes it deterministic)
func.func @maximumf_commute(%x: f32, %y: f32) -> f32 {
  %r = arith.maximumf %x, %y : f32
  return %r : f32
}
// minimumf is commutative
func.func @minimumf_commute(%x: f32, %y: f32) -> f32 {
  %r = arith.minimumf %x, %y : f32
  return %r : f32
}
// maximumf(x, x) -> x
func.func @maximumf_self(%x: f32) -> f32 {
  %r = arith.maximumf %x, %x : f32
  return %r : f32
}
// maximumf(x, NaN) -> NaN
func.func @maximumf_nan(%x: f32) -> f32 {
  %nan = arith.constant 0x7FC00000 : f32
  %r = arith.maximumf %x, %nan : f32
  return %r : f32
}
// maxnumf(x, NaN) -> x
func.func @maxnumf_nan(%x: f32) -> f32 {
  %nan = arith.constant 0x7FC00000 : f32
  %r = arith.maxnumf %x, %nan : f32
  return %r : f32
}
// maximumf -> maxnumf is wrong: they differ when exactly one operand is NaN
func.func @maximumf_to_maxnumf(%x: f32, %y: f32) -> f32 {
  %r = arith.maximumf %x, %y : f32
  return %r : f32
}
// maximumf(x, -Inf) -> x
func.func @maximumf_neg_inf(%x: f32) -> f32 {
  %c = arith.constant 0xFF800000 : f32
  %r = arith.maximumf %x, %c : f32
  return %r : f32
}
// minimumf(x, +Inf) -> x
func.func @minimumf_pos_inf(%x: f32) -> f32 {
  %c = arith.constant 0x7F800000 : f32
  %r = arith.minimumf %x, %c : f32
  return %r : f32
}
// maximumf(+0.0, -0.0) = +0.0 and minimumf(+0.0, -0.0) = -0.0, folded
func.func @signed_zeros() -> (f32, f32) {
  %p = arith.constant 0.0 : f32
  %n = arith.constant -0.0 : f32
  %a = arith.maximumf %n, %p : f32
  %b = arith.minimumf %p, %n : f32
  return %a, %b : f32, f32
}
// maximumf(+0.0, -0.0) folded to -0.0 is wrong
func.func @maximumf_zeros_wrong() -> f32 {
  %p = arith.constant 0.0 : f32
  %n = arith.constant -0.0 : f32
  %r = arith.maximumf %p, %n : f32
  return %r : f32
}
// maximumf commutes on f16
func.func @maximumf_commute_f16(%x: f16, %y: f16) -> f16 {
  %r = arith.maximumf %x, %y : f16
  return %r : f16
}
// minimumf -> select (x olt y), x, y is wrong on bf16 too
func.func @minimumf_to_cmp_select_bf16(%x: bf16, %y: bf16) -> bf16 {
  %r = arith.minimumf %x, %y : bf16
  return %r : bf16
}
// maxnumf commutes (for +0.0/-0.0 either zero may be returned), but a source maxnumf's
// choice on zeros is not modelled: inconclusive
func.func @maxnumf_commute(%x: f32, %y: f32) -> f32 {
  %r = arith.maxnumf %x, %y : f32
  return %r : f32
}
// minnumf(x, x) -> x on f64
func.func @minnumf_self_f64(%x: f64) -> f64 {
  %r = arith.minnumf %x, %x : f64
  return %r : f64
}

//--- tgt.mlir
func.func @maximumf_to_cmp_select(%x: f32, %y: f32) -> f32 {
  %c = arith.cmpf ogt, %x, %y : f32
  %r = arith.select %c, %x, %y : f32
  return %r : f32
}
func.func @maximumf_commute(%x: f32, %y: f32) -> f32 {
  %r = arith.maximumf %y, %x : f32
  return %r : f32
}
func.func @minimumf_commute(%x: f32, %y: f32) -> f32 {
  %r = arith.minimumf %y, %x : f32
  return %r : f32
}
func.func @maximumf_self(%x: f32) -> f32 {
  return %x : f32
}
func.func @maximumf_nan(%x: f32) -> f32 {
  %nan = arith.constant 0x7FC00000 : f32
  return %nan : f32
}
func.func @maxnumf_nan(%x: f32) -> f32 {
  return %x : f32
}
func.func @maximumf_to_maxnumf(%x: f32, %y: f32) -> f32 {
  %r = arith.maxnumf %x, %y : f32
  return %r : f32
}
func.func @maximumf_neg_inf(%x: f32) -> f32 {
  return %x : f32
}
func.func @minimumf_pos_inf(%x: f32) -> f32 {
  return %x : f32
}
func.func @signed_zeros() -> (f32, f32) {
  %p = arith.constant 0.0 : f32
  %n = arith.constant -0.0 : f32
  return %p, %n : f32, f32
}
func.func @maximumf_zeros_wrong() -> f32 {
  %n = arith.constant -0.0 : f32
  return %n : f32
}
func.func @maximumf_commute_f16(%x: f16, %y: f16) -> f16 {
  %r = arith.maximumf %y, %x : f16
  return %r : f16
}
func.func @minimumf_to_cmp_select_bf16(%x: bf16, %y: bf16) -> bf16 {
  %c = arith.cmpf olt, %x, %y : bf16
  %r = arith.select %c, %x, %y : bf16
  return %r : bf16
}
func.func @maxnumf_commute(%x: f32, %y: f32) -> f32 {
  %r = arith.maxnumf %y, %x : f32
  return %r : f32
}
func.func @minnumf_self_f64(%x: f64) -> f64 {
  return %x : f64
}
