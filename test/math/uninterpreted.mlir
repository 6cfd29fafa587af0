// math functions IEEE-754 does not define exactly (exp, log, tanh, ..., atan2, powf) are uninterpreted functions: CSE of identical calls is proven, replacing one function by another is inconclusive (never incorrect) unless the two differ on a special value IEEE 754 9.2.1 fixes (+-0, +-Inf: sin(-Inf) is NaN, sinh(-Inf) is -Inf), NaN in gives NaN out, and powf's exact special cases hold.
// RUN: split-file %s %t
// RUN: not %tv-check --timeout=300 %t/src.mlir %t/tgt.mlir | FileCheck %s

// CHECK-LABEL: @acos_cse: proven [abstract]
// CHECK-LABEL: @acos_to_acosh: inconclusive [ieee] (the counterexample uses math.{{[a-z0-9]+}}, modeled as an uninterpreted function)
// CHECK-LABEL: @acosh_cse: proven [abstract]
// CHECK-LABEL: @acosh_to_asin: inconclusive [ieee] (the counterexample uses math.{{[a-z0-9]+}}, modeled as an uninterpreted function)
// CHECK-LABEL: @asin_cse: proven [abstract]
// CHECK-LABEL: @asin_to_asinh: incorrect [ieee]
// CHECK-NEXT: why: result #0 differs
// CHECK-NEXT: input: %x = {{-?0[.]0|-?inf [(]0x[7F]FF0000000000000[)]}} : f64
// CHECK-LABEL: @asinh_cse: proven [abstract]
// CHECK-LABEL: @asinh_to_atan: inconclusive [ieee] (the counterexample uses math.{{[a-z0-9]+}}, modeled as an uninterpreted function)
// CHECK-LABEL: @atan_cse: proven [abstract]
// CHECK-LABEL: @atan_to_atanh: inconclusive [ieee] (the counterexample uses math.{{[a-z0-9]+}}, modeled as an uninterpreted function)
// CHECK-LABEL: @atanh_cse: proven [abstract]
// CHECK-LABEL: @atanh_to_cbrt: incorrect [ieee]
// CHECK-NEXT: why: result #0 differs
// CHECK-NEXT: input: %x = {{-?0[.]0|-?inf [(]0x[7F]FF0000000000000[)]}} : f64
// CHECK-LABEL: @cbrt_cse: proven [abstract]
// CHECK-LABEL: @cbrt_to_cos: incorrect [ieee]
// CHECK-NEXT: why: result #0 differs
// CHECK-NEXT: input: %x = {{-?0[.]0|-?inf [(]0x[7F]FF0000000000000[)]}} : f64
// CHECK-LABEL: @cos_cse: proven [abstract]
// CHECK-LABEL: @cos_to_cosh: incorrect [ieee]
// CHECK-NEXT: why: result #0 differs
// CHECK-NEXT: input: %x = {{-?0[.]0|-?inf [(]0x[7F]FF0000000000000[)]}} : f64
// CHECK-LABEL: @cosh_cse: proven [abstract]
// CHECK-LABEL: @cosh_to_erf: incorrect [ieee]
// CHECK-NEXT: why: result #0 differs
// CHECK-NEXT: input: %x = {{-?0[.]0|-?inf [(]0x[7F]FF0000000000000[)]}} : f64
// CHECK-LABEL: @erf_cse: proven [abstract]
// CHECK-LABEL: @erf_to_erfc: inconclusive [ieee] (the counterexample uses math.{{[a-z0-9]+}}, modeled as an uninterpreted function)
// CHECK-LABEL: @erfc_cse: proven [abstract]
// CHECK-LABEL: @erfc_to_exp: inconclusive [ieee] (the counterexample uses math.{{[a-z0-9]+}}, modeled as an uninterpreted function)
// CHECK-LABEL: @exp_cse: proven [abstract]
// CHECK-LABEL: @exp_to_exp2: inconclusive [ieee] (the counterexample uses math.{{[a-z0-9]+}}, modeled as an uninterpreted function)
// CHECK-LABEL: @exp2_cse: proven [abstract]
// CHECK-LABEL: @exp2_to_expm1: incorrect [ieee]
// CHECK-NEXT: why: result #0 differs
// CHECK-NEXT: input: %x = {{-?0[.]0|-?inf [(]0x[7F]FF0000000000000[)]}} : f64
// CHECK-LABEL: @expm1_cse: proven [abstract]
// CHECK-LABEL: @expm1_to_log: incorrect [ieee]
// CHECK-NEXT: why: result #0 differs
// CHECK-NEXT: input: %x = {{-?0[.]0|-?inf [(]0x[7F]FF0000000000000[)]}} : f64
// CHECK-LABEL: @log_cse: proven [abstract]
// CHECK-LABEL: @log_to_log10: inconclusive [ieee] (the counterexample uses math.{{[a-z0-9]+}}, modeled as an uninterpreted function)
// CHECK-LABEL: @log10_cse: proven [abstract]
// CHECK-LABEL: @log10_to_log1p: incorrect [ieee]
// CHECK-NEXT: why: result #0 differs
// CHECK-NEXT: input: %x = {{-?0[.]0|-?inf [(]0x[7F]FF0000000000000[)]}} : f64
// CHECK-LABEL: @log1p_cse: proven [abstract]
// CHECK-LABEL: @log1p_to_log2: incorrect [ieee]
// CHECK-NEXT: why: result #0 differs
// CHECK-NEXT: input: %x = {{-?0[.]0|-?inf [(]0x[7F]FF0000000000000[)]}} : f64
// CHECK-LABEL: @log2_cse: proven [abstract]
// CHECK-LABEL: @log2_to_rsqrt: inconclusive [ieee] (the counterexample uses math.{{[a-z0-9]+}}, modeled as an uninterpreted function)
// CHECK-LABEL: @rsqrt_cse: proven [abstract]
// CHECK-LABEL: @rsqrt_to_sin: inconclusive [ieee] (the counterexample uses math.{{[a-z0-9]+}}, modeled as an uninterpreted function)
// CHECK-LABEL: @sin_cse: proven [abstract]
// CHECK-LABEL: @sin_to_sinh: incorrect [ieee]
// CHECK-NEXT: why: result #0 differs
// CHECK-NEXT: input: %x = {{-?0[.]0|-?inf [(]0x[7F]FF0000000000000[)]}} : f64
// CHECK-LABEL: @sinh_cse: proven [abstract]
// CHECK-LABEL: @sinh_to_tan: incorrect [ieee]
// CHECK-NEXT: why: result #0 differs
// CHECK-NEXT: input: %x = {{-?0[.]0|-?inf [(]0x[7F]FF0000000000000[)]}} : f64
// CHECK-LABEL: @tan_cse: proven [abstract]
// CHECK-LABEL: @tan_to_tanh: incorrect [ieee]
// CHECK-NEXT: why: result #0 differs
// CHECK-NEXT: input: %x = {{-?0[.]0|-?inf [(]0x[7F]FF0000000000000[)]}} : f64
// CHECK-LABEL: @tanh_cse: proven [abstract]
// CHECK-LABEL: @tanh_to_acos: inconclusive [ieee] (the counterexample uses math.{{[a-z0-9]+}}, modeled as an uninterpreted function)
// CHECK-LABEL: @exp_nan: proven [{{abstract|ieee}}]
// CHECK-LABEL: @atan2_cse: proven [abstract]
// CHECK-LABEL: @atan2_swapped: inconclusive [ieee] (the counterexample uses math.{{[a-z0-9]+}}, modeled as an uninterpreted function)
// CHECK-LABEL: @powf_zero_exponent: proven [{{abstract|ieee}}]
// CHECK-LABEL: @powf_one_base_nan: proven [{{abstract|ieee}}]
// CHECK-LABEL: @powf_to_one: incorrect [ieee]
// CHECK-NEXT: why: result #0 differs
// CHECK-NEXT: input: %x = 0x{{[7F]F[89A-F][0-9A-F]+}} : f32

//--- src.mlir
func.func @acos_cse(%x: f32) -> f32 {
  %a = math.acos %x : f32
  %b = math.acos %x : f32
  %r = arith.addf %a, %b : f32
  return %r : f32
}
func.func @acos_to_acosh(%x: f64) -> f64 {
  %r = math.acos %x : f64
  return %r : f64
}
func.func @acosh_cse(%x: f32) -> f32 {
  %a = math.acosh %x : f32
  %b = math.acosh %x : f32
  %r = arith.addf %a, %b : f32
  return %r : f32
}
func.func @acosh_to_asin(%x: f64) -> f64 {
  %r = math.acosh %x : f64
  return %r : f64
}
func.func @asin_cse(%x: f32) -> f32 {
  %a = math.asin %x : f32
  %b = math.asin %x : f32
  %r = arith.addf %a, %b : f32
  return %r : f32
}
func.func @asin_to_asinh(%x: f64) -> f64 {
  %r = math.asin %x : f64
  return %r : f64
}
func.func @asinh_cse(%x: f32) -> f32 {
  %a = math.asinh %x : f32
  %b = math.asinh %x : f32
  %r = arith.addf %a, %b : f32
  return %r : f32
}
func.func @asinh_to_atan(%x: f64) -> f64 {
  %r = math.asinh %x : f64
  return %r : f64
}
func.func @atan_cse(%x: f32) -> f32 {
  %a = math.atan %x : f32
  %b = math.atan %x : f32
  %r = arith.addf %a, %b : f32
  return %r : f32
}
func.func @atan_to_atanh(%x: f64) -> f64 {
  %r = math.atan %x : f64
  return %r : f64
}
func.func @atanh_cse(%x: f32) -> f32 {
  %a = math.atanh %x : f32
  %b = math.atanh %x : f32
  %r = arith.addf %a, %b : f32
  return %r : f32
}
func.func @atanh_to_cbrt(%x: f64) -> f64 {
  %r = math.atanh %x : f64
  return %r : f64
}
func.func @cbrt_cse(%x: f32) -> f32 {
  %a = math.cbrt %x : f32
  %b = math.cbrt %x : f32
  %r = arith.addf %a, %b : f32
  return %r : f32
}
func.func @cbrt_to_cos(%x: f64) -> f64 {
  %r = math.cbrt %x : f64
  return %r : f64
}
func.func @cos_cse(%x: f32) -> f32 {
  %a = math.cos %x : f32
  %b = math.cos %x : f32
  %r = arith.addf %a, %b : f32
  return %r : f32
}
func.func @cos_to_cosh(%x: f64) -> f64 {
  %r = math.cos %x : f64
  return %r : f64
}
func.func @cosh_cse(%x: f32) -> f32 {
  %a = math.cosh %x : f32
  %b = math.cosh %x : f32
  %r = arith.addf %a, %b : f32
  return %r : f32
}
func.func @cosh_to_erf(%x: f64) -> f64 {
  %r = math.cosh %x : f64
  return %r : f64
}
func.func @erf_cse(%x: f32) -> f32 {
  %a = math.erf %x : f32
  %b = math.erf %x : f32
  %r = arith.addf %a, %b : f32
  return %r : f32
}
func.func @erf_to_erfc(%x: f64) -> f64 {
  %r = math.erf %x : f64
  return %r : f64
}
func.func @erfc_cse(%x: f32) -> f32 {
  %a = math.erfc %x : f32
  %b = math.erfc %x : f32
  %r = arith.addf %a, %b : f32
  return %r : f32
}
func.func @erfc_to_exp(%x: f64) -> f64 {
  %r = math.erfc %x : f64
  return %r : f64
}
func.func @exp_cse(%x: f32) -> f32 {
  %a = math.exp %x : f32
  %b = math.exp %x : f32
  %r = arith.addf %a, %b : f32
  return %r : f32
}
func.func @exp_to_exp2(%x: f64) -> f64 {
  %r = math.exp %x : f64
  return %r : f64
}
func.func @exp2_cse(%x: f32) -> f32 {
  %a = math.exp2 %x : f32
  %b = math.exp2 %x : f32
  %r = arith.addf %a, %b : f32
  return %r : f32
}
func.func @exp2_to_expm1(%x: f64) -> f64 {
  %r = math.exp2 %x : f64
  return %r : f64
}
func.func @expm1_cse(%x: f32) -> f32 {
  %a = math.expm1 %x : f32
  %b = math.expm1 %x : f32
  %r = arith.addf %a, %b : f32
  return %r : f32
}
func.func @expm1_to_log(%x: f64) -> f64 {
  %r = math.expm1 %x : f64
  return %r : f64
}
func.func @log_cse(%x: f32) -> f32 {
  %a = math.log %x : f32
  %b = math.log %x : f32
  %r = arith.addf %a, %b : f32
  return %r : f32
}
func.func @log_to_log10(%x: f64) -> f64 {
  %r = math.log %x : f64
  return %r : f64
}
func.func @log10_cse(%x: f32) -> f32 {
  %a = math.log10 %x : f32
  %b = math.log10 %x : f32
  %r = arith.addf %a, %b : f32
  return %r : f32
}
func.func @log10_to_log1p(%x: f64) -> f64 {
  %r = math.log10 %x : f64
  return %r : f64
}
func.func @log1p_cse(%x: f32) -> f32 {
  %a = math.log1p %x : f32
  %b = math.log1p %x : f32
  %r = arith.addf %a, %b : f32
  return %r : f32
}
func.func @log1p_to_log2(%x: f64) -> f64 {
  %r = math.log1p %x : f64
  return %r : f64
}
func.func @log2_cse(%x: f32) -> f32 {
  %a = math.log2 %x : f32
  %b = math.log2 %x : f32
  %r = arith.addf %a, %b : f32
  return %r : f32
}
func.func @log2_to_rsqrt(%x: f64) -> f64 {
  %r = math.log2 %x : f64
  return %r : f64
}
func.func @rsqrt_cse(%x: f32) -> f32 {
  %a = math.rsqrt %x : f32
  %b = math.rsqrt %x : f32
  %r = arith.addf %a, %b : f32
  return %r : f32
}
func.func @rsqrt_to_sin(%x: f64) -> f64 {
  %r = math.rsqrt %x : f64
  return %r : f64
}
func.func @sin_cse(%x: f32) -> f32 {
  %a = math.sin %x : f32
  %b = math.sin %x : f32
  %r = arith.addf %a, %b : f32
  return %r : f32
}
func.func @sin_to_sinh(%x: f64) -> f64 {
  %r = math.sin %x : f64
  return %r : f64
}
func.func @sinh_cse(%x: f32) -> f32 {
  %a = math.sinh %x : f32
  %b = math.sinh %x : f32
  %r = arith.addf %a, %b : f32
  return %r : f32
}
func.func @sinh_to_tan(%x: f64) -> f64 {
  %r = math.sinh %x : f64
  return %r : f64
}
func.func @tan_cse(%x: f32) -> f32 {
  %a = math.tan %x : f32
  %b = math.tan %x : f32
  %r = arith.addf %a, %b : f32
  return %r : f32
}
func.func @tan_to_tanh(%x: f64) -> f64 {
  %r = math.tan %x : f64
  return %r : f64
}
func.func @tanh_cse(%x: f32) -> f32 {
  %a = math.tanh %x : f32
  %b = math.tanh %x : f32
  %r = arith.addf %a, %b : f32
  return %r : f32
}
func.func @tanh_to_acos(%x: f64) -> f64 {
  %r = math.tanh %x : f64
  return %r : f64
}
func.func @exp_nan() -> f32 {
  %nan = arith.constant 0x7FC00000 : f32
  %r = math.exp %nan : f32
  return %r : f32
}
func.func @atan2_cse(%y: f32, %x: f32) -> f32 {
  %a = math.atan2 %y, %x : f32
  %b = math.atan2 %y, %x : f32
  %r = arith.subf %a, %b : f32
  return %r : f32
}
func.func @atan2_swapped(%y: f32, %x: f32) -> f32 {
  %r = math.atan2 %y, %x : f32
  return %r : f32
}
// pow(x, 0) = 1 even for NaN x
func.func @powf_zero_exponent(%x: f32) -> f32 {
  %z = arith.constant 0.0 : f32
  %r = math.powf %x, %z : f32
  return %r : f32
}
// pow(1, y) = 1 even for NaN y
func.func @powf_one_base_nan() -> f32 {
  %one = arith.constant 1.0 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %r = math.powf %one, %nan : f32
  return %r : f32
}
// pow(x, 1e-30) is not 1 for NaN x
func.func @powf_to_one(%x: f32) -> f32 {
  %e = arith.constant 1.0e-30 : f32
  %r = math.powf %x, %e : f32
  return %r : f32
}

//--- tgt.mlir
func.func @acos_cse(%x: f32) -> f32 {
  %a = math.acos %x : f32
  %r = arith.addf %a, %a : f32
  return %r : f32
}
func.func @acos_to_acosh(%x: f64) -> f64 {
  %r = math.acosh %x : f64
  return %r : f64
}
func.func @acosh_cse(%x: f32) -> f32 {
  %a = math.acosh %x : f32
  %r = arith.addf %a, %a : f32
  return %r : f32
}
func.func @acosh_to_asin(%x: f64) -> f64 {
  %r = math.asin %x : f64
  return %r : f64
}
func.func @asin_cse(%x: f32) -> f32 {
  %a = math.asin %x : f32
  %r = arith.addf %a, %a : f32
  return %r : f32
}
func.func @asin_to_asinh(%x: f64) -> f64 {
  %r = math.asinh %x : f64
  return %r : f64
}
func.func @asinh_cse(%x: f32) -> f32 {
  %a = math.asinh %x : f32
  %r = arith.addf %a, %a : f32
  return %r : f32
}
func.func @asinh_to_atan(%x: f64) -> f64 {
  %r = math.atan %x : f64
  return %r : f64
}
func.func @atan_cse(%x: f32) -> f32 {
  %a = math.atan %x : f32
  %r = arith.addf %a, %a : f32
  return %r : f32
}
func.func @atan_to_atanh(%x: f64) -> f64 {
  %r = math.atanh %x : f64
  return %r : f64
}
func.func @atanh_cse(%x: f32) -> f32 {
  %a = math.atanh %x : f32
  %r = arith.addf %a, %a : f32
  return %r : f32
}
func.func @atanh_to_cbrt(%x: f64) -> f64 {
  %r = math.cbrt %x : f64
  return %r : f64
}
func.func @cbrt_cse(%x: f32) -> f32 {
  %a = math.cbrt %x : f32
  %r = arith.addf %a, %a : f32
  return %r : f32
}
func.func @cbrt_to_cos(%x: f64) -> f64 {
  %r = math.cos %x : f64
  return %r : f64
}
func.func @cos_cse(%x: f32) -> f32 {
  %a = math.cos %x : f32
  %r = arith.addf %a, %a : f32
  return %r : f32
}
func.func @cos_to_cosh(%x: f64) -> f64 {
  %r = math.cosh %x : f64
  return %r : f64
}
func.func @cosh_cse(%x: f32) -> f32 {
  %a = math.cosh %x : f32
  %r = arith.addf %a, %a : f32
  return %r : f32
}
func.func @cosh_to_erf(%x: f64) -> f64 {
  %r = math.erf %x : f64
  return %r : f64
}
func.func @erf_cse(%x: f32) -> f32 {
  %a = math.erf %x : f32
  %r = arith.addf %a, %a : f32
  return %r : f32
}
func.func @erf_to_erfc(%x: f64) -> f64 {
  %r = math.erfc %x : f64
  return %r : f64
}
func.func @erfc_cse(%x: f32) -> f32 {
  %a = math.erfc %x : f32
  %r = arith.addf %a, %a : f32
  return %r : f32
}
func.func @erfc_to_exp(%x: f64) -> f64 {
  %r = math.exp %x : f64
  return %r : f64
}
func.func @exp_cse(%x: f32) -> f32 {
  %a = math.exp %x : f32
  %r = arith.addf %a, %a : f32
  return %r : f32
}
func.func @exp_to_exp2(%x: f64) -> f64 {
  %r = math.exp2 %x : f64
  return %r : f64
}
func.func @exp2_cse(%x: f32) -> f32 {
  %a = math.exp2 %x : f32
  %r = arith.addf %a, %a : f32
  return %r : f32
}
func.func @exp2_to_expm1(%x: f64) -> f64 {
  %r = math.expm1 %x : f64
  return %r : f64
}
func.func @expm1_cse(%x: f32) -> f32 {
  %a = math.expm1 %x : f32
  %r = arith.addf %a, %a : f32
  return %r : f32
}
func.func @expm1_to_log(%x: f64) -> f64 {
  %r = math.log %x : f64
  return %r : f64
}
func.func @log_cse(%x: f32) -> f32 {
  %a = math.log %x : f32
  %r = arith.addf %a, %a : f32
  return %r : f32
}
func.func @log_to_log10(%x: f64) -> f64 {
  %r = math.log10 %x : f64
  return %r : f64
}
func.func @log10_cse(%x: f32) -> f32 {
  %a = math.log10 %x : f32
  %r = arith.addf %a, %a : f32
  return %r : f32
}
func.func @log10_to_log1p(%x: f64) -> f64 {
  %r = math.log1p %x : f64
  return %r : f64
}
func.func @log1p_cse(%x: f32) -> f32 {
  %a = math.log1p %x : f32
  %r = arith.addf %a, %a : f32
  return %r : f32
}
func.func @log1p_to_log2(%x: f64) -> f64 {
  %r = math.log2 %x : f64
  return %r : f64
}
func.func @log2_cse(%x: f32) -> f32 {
  %a = math.log2 %x : f32
  %r = arith.addf %a, %a : f32
  return %r : f32
}
func.func @log2_to_rsqrt(%x: f64) -> f64 {
  %r = math.rsqrt %x : f64
  return %r : f64
}
func.func @rsqrt_cse(%x: f32) -> f32 {
  %a = math.rsqrt %x : f32
  %r = arith.addf %a, %a : f32
  return %r : f32
}
func.func @rsqrt_to_sin(%x: f64) -> f64 {
  %r = math.sin %x : f64
  return %r : f64
}
func.func @sin_cse(%x: f32) -> f32 {
  %a = math.sin %x : f32
  %r = arith.addf %a, %a : f32
  return %r : f32
}
func.func @sin_to_sinh(%x: f64) -> f64 {
  %r = math.sinh %x : f64
  return %r : f64
}
func.func @sinh_cse(%x: f32) -> f32 {
  %a = math.sinh %x : f32
  %r = arith.addf %a, %a : f32
  return %r : f32
}
func.func @sinh_to_tan(%x: f64) -> f64 {
  %r = math.tan %x : f64
  return %r : f64
}
func.func @tan_cse(%x: f32) -> f32 {
  %a = math.tan %x : f32
  %r = arith.addf %a, %a : f32
  return %r : f32
}
func.func @tan_to_tanh(%x: f64) -> f64 {
  %r = math.tanh %x : f64
  return %r : f64
}
func.func @tanh_cse(%x: f32) -> f32 {
  %a = math.tanh %x : f32
  %r = arith.addf %a, %a : f32
  return %r : f32
}
func.func @tanh_to_acos(%x: f64) -> f64 {
  %r = math.acos %x : f64
  return %r : f64
}
func.func @exp_nan() -> f32 {
  %nan = arith.constant 0x7FC00000 : f32
  return %nan : f32
}
func.func @atan2_cse(%y: f32, %x: f32) -> f32 {
  %a = math.atan2 %y, %x : f32
  %r = arith.subf %a, %a : f32
  return %r : f32
}
func.func @atan2_swapped(%y: f32, %x: f32) -> f32 {
  %r = math.atan2 %x, %y : f32
  return %r : f32
}
func.func @powf_zero_exponent(%x: f32) -> f32 {
  %one = arith.constant 1.0 : f32
  return %one : f32
}
func.func @powf_one_base_nan() -> f32 {
  %one = arith.constant 1.0 : f32
  return %one : f32
}
func.func @powf_to_one(%x: f32) -> f32 {
  %one = arith.constant 1.0 : f32
  return %one : f32
}
