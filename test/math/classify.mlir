// math.isnan/isinf/isfinite against cmpf/absf formulations: -Inf is infinite, NaN is neither finite nor infinite, Inf - Inf is NaN, overflow makes results infinite.
// RUN: split-file %s %t
// RUN: not %tv-check --timeout=300 %t/src.mlir %t/tgt.mlir | FileCheck %s

// CHECK-LABEL: @isnan_to_uno: proven [{{abstract|ieee}}]
// CHECK-LABEL: @isnan_to_une_f64: proven [{{abstract|ieee}}]
// CHECK-LABEL: @isinf_to_absf_oeq: proven [{{abstract|ieee}}]
// CHECK-LABEL: @isfinite_to_absf_olt: proven [{{abstract|ieee}}]
// CHECK-LABEL: @isinf_to_oeq_pos_inf: incorrect [ieee]
// CHECK-NEXT: why: result #0 differs
// CHECK-NEXT: input: %x = -inf (0xFF800000) : f32
// CHECK-NEXT: source: returns true : i1
// CHECK-NEXT: target: returns false : i1
// CHECK-LABEL: @isfinite_to_not_isinf: incorrect [ieee]
// CHECK-NEXT: why: result #0 differs
// CHECK-NEXT: input: %x = {{0x[7F]F[89A-F][0-9A-F]{5}|-?inf [(]0x[7F]F800000[)]}} : f32
// CHECK-NEXT: source: returns false : i1
// CHECK-NEXT: target: returns true : i1
// CHECK-LABEL: @isfinite_split_bf16: proven [{{abstract|ieee}}]
// CHECK-LABEL: @isnan_negf_f16: proven [{{abstract|ieee}}]
// CHECK-LABEL: @isnan_sum: incorrect [ieee]
// CHECK-NEXT: why: result #0 differs
// CHECK-NEXT: input: %x = {{inf [(]0x7F800000[)]|-inf [(]0xFF800000[)]}} : f32
// CHECK-NEXT: input: %y = {{inf [(]0x7F800000[)]|-inf [(]0xFF800000[)]}} : f32
// CHECK-NEXT: source: returns true : i1
// CHECK-NEXT: target: returns false : i1
// CHECK-LABEL: @isfinite_double: incorrect [ieee]
// CHECK-NEXT: why: result #0 differs
// CHECK-NEXT: input: %x = {{.+}} : f16
// CHECK-NEXT: source: returns false : i1
// CHECK-NEXT: target: returns true : i1
// CHECK-LABEL: @isinf_const: proven [{{abstract|ieee}}]

//--- src.mlir
// isnan x -> cmpf uno x, x
func.func @isnan_to_uno(%x: f32) -> i1 {
  %r = math.isnan %x : f32
  return %r : i1
}
// isnan x -> cmpf une x, x on f64
func.func @isnan_to_une_f64(%x: f64) -> i1 {
  %r = math.isnan %x : f64
  return %r : i1
}
// isinf x -> absf x oeq +Inf
func.func @isinf_to_absf_oeq(%x: f32) -> i1 {
  %r = math.isinf %x : f32
  return %r : i1
}
// isfinite x -> absf x olt +Inf (false for NaN)
func.func @isfinite_to_absf_olt(%x: f32) -> i1 {
  %r = math.isfinite %x : f32
  return %r : i1
}
// isinf x -> x oeq +Inf is wrong for -Inf
func.func @isinf_to_oeq_pos_inf(%x: f32) -> i1 {
  %r = math.isinf %x : f32
  return %r : i1
}
// isfinite x -> not (isinf x) is wrong for NaN
func.func @isfinite_to_not_isinf(%x: f32) -> i1 {
  %r = math.isfinite %x : f32
  return %r : i1
}
// isfinite x -> not (isnan x or isinf x), on bf16
func.func @isfinite_split_bf16(%x: bf16) -> i1 {
  %r = math.isfinite %x : bf16
  return %r : i1
}
// isnan (negf x) -> isnan x, on f16
func.func @isnan_negf_f16(%x: f16) -> i1 {
  %n = arith.negf %x : f16
  %r = math.isnan %n : f16
  return %r : i1
}
// isnan (x + y) -> isnan x or isnan y is wrong: +Inf + -Inf is NaN
func.func @isnan_sum(%x: f32, %y: f32) -> i1 {
  %s = arith.addf %x, %y : f32
  %r = math.isnan %s : f32
  return %r : i1
}
// isfinite (x * 2.0) -> isfinite x is wrong: x * 2.0 overflows, on f16
func.func @isfinite_double(%x: f16) -> i1 {
  %c2 = arith.constant 2.0 : f16
  %m = arith.mulf %x, %c2 : f16
  %r = math.isfinite %m : f16
  return %r : i1
}
// isinf folded on constants: -Inf true, the largest f32 false, NaN false
func.func @isinf_const() -> (i1, i1, i1) {
  %a = arith.constant 0xFF800000 : f32
  %b = arith.constant 0x7F7FFFFF : f32
  %c = arith.constant 0x7FC00000 : f32
  %ra = math.isinf %a : f32
  %rb = math.isinf %b : f32
  %rc = math.isinf %c : f32
  return %ra, %rb, %rc : i1, i1, i1
}

//--- tgt.mlir
func.func @isnan_to_uno(%x: f32) -> i1 {
  %r = arith.cmpf uno, %x, %x : f32
  return %r : i1
}
func.func @isnan_to_une_f64(%x: f64) -> i1 {
  %r = arith.cmpf une, %x, %x : f64
  return %r : i1
}
func.func @isinf_to_absf_oeq(%x: f32) -> i1 {
  %inf = arith.constant 0x7F800000 : f32
  %a = math.absf %x : f32
  %r = arith.cmpf oeq, %a, %inf : f32
  return %r : i1
}
func.func @isfinite_to_absf_olt(%x: f32) -> i1 {
  %inf = arith.constant 0x7F800000 : f32
  %a = math.absf %x : f32
  %r = arith.cmpf olt, %a, %inf : f32
  return %r : i1
}
func.func @isinf_to_oeq_pos_inf(%x: f32) -> i1 {
  %inf = arith.constant 0x7F800000 : f32
  %r = arith.cmpf oeq, %x, %inf : f32
  return %r : i1
}
func.func @isfinite_to_not_isinf(%x: f32) -> i1 {
  %true = arith.constant true
  %i = math.isinf %x : f32
  %r = arith.xori %i, %true : i1
  return %r : i1
}
func.func @isfinite_split_bf16(%x: bf16) -> i1 {
  %true = arith.constant true
  %n = math.isnan %x : bf16
  %i = math.isinf %x : bf16
  %o = arith.ori %n, %i : i1
  %r = arith.xori %o, %true : i1
  return %r : i1
}
func.func @isnan_negf_f16(%x: f16) -> i1 {
  %r = math.isnan %x : f16
  return %r : i1
}
func.func @isnan_sum(%x: f32, %y: f32) -> i1 {
  %a = math.isnan %x : f32
  %b = math.isnan %y : f32
  %r = arith.ori %a, %b : i1
  return %r : i1
}
func.func @isfinite_double(%x: f16) -> i1 {
  %r = math.isfinite %x : f16
  return %r : i1
}
func.func @isinf_const() -> (i1, i1, i1) {
  %true = arith.constant true
  %false = arith.constant false
  return %true, %false, %false : i1, i1, i1
}
