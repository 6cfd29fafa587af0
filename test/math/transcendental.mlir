// math.exp/log/tanh/powf/sin/cos: uninterpreted functions (plus the special cases IEEE 754 9.2.1 fixes: pow(x, 0.0) = 1.0, exp(0.0) = 1.0, tanh(+Inf) = 1.0); moving or merging calls is proven, a counterexample that depends on their values is inconclusive (never incorrect), a bug beside them is still incorrect.
// RUN: split-file %s %t
// RUN: not %tv-check --timeout=300 %t/src.mlir %t/tgt.mlir | FileCheck %s

// CHECK-LABEL: @exp_cse: proven [abstract]
// CHECK-LABEL: @log_cse: proven [{{abstract|ieee}}]
// CHECK-LABEL: @tanh_cse_f64: proven [{{abstract|ieee}}]
// CHECK-LABEL: @powf_cse: proven [{{abstract|ieee}}]
// CHECK-LABEL: @sin_cos_f16: proven [{{abstract|ieee}}]
// CHECK-LABEL: @exp_dead: proven [{{abstract|ieee}}]
// CHECK-LABEL: @exp_other_arg: inconclusive [ieee] (the counterexample uses math.exp, modeled as an uninterpreted function)
// CHECK-NOT: incorrect
// CHECK-LABEL: @powf_swap: incorrect [ieee]
// CHECK-NEXT: why: result #0 differs
// CHECK-LABEL: @exp_fold_zero: proven [abstract]
// CHECK-LABEL: @exp_plus_zero: inconclusive [ieee] (the counterexample uses math.exp, modeled as an uninterpreted function)
// CHECK-NOT: incorrect
// CHECK-LABEL: @tanh_target_only: incorrect [ieee]
// CHECK-NEXT: why: result #0 differs
// CHECK-NEXT: input: %x = {{-?}}inf (0x{{[7F]}}F800000) : f32
// CHECK-LABEL: @log_equal_args: proven [{{abstract|ieee}}]
// CHECK-LABEL: @bug_beside_exp: incorrect [ieee]
// CHECK-NEXT: why: result #1 differs
// CHECK-NEXT: input: %x = {{.+}} : f32
// CHECK-NEXT: input: %y = -0.0 : f32
// CHECK-NEXT: source: returns {{.+}} : f32, 0.0 : f32
// CHECK-NEXT: target: returns {{.+}} : f32, -0.0 : f32
// CHECK-LABEL: @exp_afn_cse: proven [{{abstract|ieee}}]

//--- src.mlir
// two exp x are merged
func.func @exp_cse(%x: f32) -> (f32, f32) {
  %a = math.exp %x : f32
  %b = math.exp %x : f32
  return %a, %b : f32, f32
}
// two log x are merged
func.func @log_cse(%x: f32) -> f32 {
  %a = math.log %x : f32
  %b = math.log %x : f32
  %r = arith.addf %a, %b : f32
  return %r : f32
}
// two tanh x are merged, on f64
func.func @tanh_cse_f64(%x: f64) -> (f64, f64) {
  %a = math.tanh %x : f64
  %b = math.tanh %x : f64
  return %a, %b : f64, f64
}
// two powf x, y are merged
func.func @powf_cse(%x: f32, %y: f32) -> (f32, f32) {
  %a = math.powf %x, %y : f32
  %b = math.powf %x, %y : f32
  return %a, %b : f32, f32
}
// sin and cos are different functions: merging each with its twin is fine, on f16
func.func @sin_cos_f16(%x: f16) -> (f16, f16, f16) {
  %s = math.sin %x : f16
  %c = math.cos %x : f16
  %s2 = math.sin %x : f16
  return %s, %c, %s2 : f16, f16, f16
}
// an unused exp is removed
func.func @exp_dead(%x: f32) -> f32 {
  %a = math.exp %x : f32
  return %x : f32
}
// exp x -> exp (x + 1.0): differs for some function, but exp is not interpreted
func.func @exp_other_arg(%x: f32) -> f32 {
  %r = math.exp %x : f32
  return %r : f32
}
// powf x, y -> powf y, x is wrong whatever pow does in general: pow(NaN, 0.0) = 1.0 but pow(0.0, NaN) is NaN
func.func @powf_swap(%x: f32, %y: f32) -> f32 {
  %r = math.powf %x, %y : f32
  return %r : f32
}
// exp 0.0 -> 1.0 is right, but exp is not interpreted
func.func @exp_fold_zero() -> f32 {
  %c0 = arith.constant 0.0 : f32
  %r = math.exp %c0 : f32
  return %r : f32
}
// exp x + 0.0 -> exp x would only be wrong if exp returned -0.0
func.func @exp_plus_zero(%x: f32) -> f32 {
  %c0 = arith.constant 0.0 : f32
  %e = math.exp %x : f32
  %r = arith.addf %e, %c0 : f32
  return %r : f32
}
// x -> tanh x: the counterexample rests on tanh
func.func @tanh_target_only(%x: f32) -> f32 {
  return %x : f32
}
// log (x + -0.0) -> log x: the arguments are equal (NaN arguments give NaN either way)
func.func @log_equal_args(%x: f32) -> f32 {
  %c = arith.constant -0.0 : f32
  %a = arith.addf %x, %c : f32
  %r = math.log %a : f32
  return %r : f32
}
// exp x is kept, but y + 0.0 -> y is wrong whatever exp does
func.func @bug_beside_exp(%x: f32, %y: f32) -> (f32, f32) {
  %c0 = arith.constant 0.0 : f32
  %e = math.exp %x : f32
  %b = arith.addf %y, %c0 : f32
  return %e, %b : f32, f32
}
// afn does not stop CSE of identical calls
func.func @exp_afn_cse(%x: f32) -> (f32, f32) {
  %a = math.exp %x fastmath<afn> : f32
  %b = math.exp %x fastmath<afn> : f32
  return %a, %b : f32, f32
}

//--- tgt.mlir
func.func @exp_cse(%x: f32) -> (f32, f32) {
  %a = math.exp %x : f32
  return %a, %a : f32, f32
}
func.func @log_cse(%x: f32) -> f32 {
  %a = math.log %x : f32
  %r = arith.addf %a, %a : f32
  return %r : f32
}
func.func @tanh_cse_f64(%x: f64) -> (f64, f64) {
  %a = math.tanh %x : f64
  return %a, %a : f64, f64
}
func.func @powf_cse(%x: f32, %y: f32) -> (f32, f32) {
  %a = math.powf %x, %y : f32
  return %a, %a : f32, f32
}
func.func @sin_cos_f16(%x: f16) -> (f16, f16, f16) {
  %c = math.cos %x : f16
  %s = math.sin %x : f16
  return %s, %c, %s : f16, f16, f16
}
func.func @exp_dead(%x: f32) -> f32 {
  return %x : f32
}
func.func @exp_other_arg(%x: f32) -> f32 {
  %c1 = arith.constant 1.0 : f32
  %a = arith.addf %x, %c1 : f32
  %r = math.exp %a : f32
  return %r : f32
}
func.func @powf_swap(%x: f32, %y: f32) -> f32 {
  %r = math.powf %y, %x : f32
  return %r : f32
}
func.func @exp_fold_zero() -> f32 {
  %r = arith.constant 1.0 : f32
  return %r : f32
}
func.func @exp_plus_zero(%x: f32) -> f32 {
  %e = math.exp %x : f32
  return %e : f32
}
func.func @tanh_target_only(%x: f32) -> f32 {
  %r = math.tanh %x : f32
  return %r : f32
}
func.func @log_equal_args(%x: f32) -> f32 {
  %r = math.log %x : f32
  return %r : f32
}
func.func @bug_beside_exp(%x: f32, %y: f32) -> (f32, f32) {
  %e = math.exp %x : f32
  return %e, %y : f32, f32
}
func.func @exp_afn_cse(%x: f32) -> (f32, f32) {
  %a = math.exp %x fastmath<afn> : f32
  return %a, %a : f32, f32
}
