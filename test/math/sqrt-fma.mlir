// math.sqrt/fma: correctly rounded, so exact identities hold and single vs double rounding differs; sqrt(-0.0) = -0.0, sqrt of a negative is NaN.
// RUN: split-file %s %t
// RUN: not %tv-check --timeout=300 %t/src.mlir %t/tgt.mlir | FileCheck %s

// CHECK-LABEL: @sqrt_cse: proven [abstract]
// CHECK-LABEL: @sqrt_fold: proven [{{abstract|ieee}}]
// CHECK-LABEL: @sqrt_neg_zero_wrong: incorrect [ieee]
// CHECK-NEXT: why: result #0 differs
// CHECK-NEXT: source: returns -0.0 : f32
// CHECK-NEXT: target: returns 0.0 : f32
// CHECK-LABEL: @sqrt_square: incorrect [ieee]
// CHECK-NEXT: why: result #0 differs
// CHECK-NEXT: input: %x = [[X:.+]] : f32
// CHECK-NEXT: source: returns {{.+}} : f32
// CHECK-NEXT: target: returns [[X]] : f32
// CHECK-LABEL: @sqrt_never_negative: proven [{{abstract|ieee}}]
// Z3 4.8.12 can answer sat for the f32 pair with a model in which both sides are equal
// (its fp.fma on subnormal results). Both functions run on every counterexample before it
// is reported (replay.c): a model whose run shows no difference is excluded and another
// asked for, and a real one is reported with what the run computed (issue 18).
// CHECK-LABEL: @fma_to_mul_add: incorrect [ieee]
// CHECK: executed: source returns {{.+}} : f32; target returns {{.+}} : f32
// CHECK-LABEL: @fma_to_mul_add_f16: incorrect [ieee]
// CHECK-NEXT: why: result #0 differs
// CHECK-NEXT: input: %x = {{.+}} : f16
// CHECK-NEXT: input: %y = {{.+}} : f16
// CHECK-NEXT: input: %z = {{.+}} : f16
// CHECK-NEXT: source: returns {{.+}} : f16
// CHECK-NEXT: target: returns {{.+}} : f16
// CHECK-LABEL: @fma_fold: proven [{{abstract|ieee}}]
// CHECK-LABEL: @fma_fold_single_rounding: incorrect [ieee]
// CHECK-NEXT: why: result #0 differs
// CHECK-NEXT: source: returns 0.00048834085 : f32
// CHECK-NEXT: target: returns 0.00048828125 : f32
// CHECK-LABEL: @fma_commute: proven [{{abstract|ieee}}]
// CHECK-LABEL: @fma_neg_zero_addend_f16: proven [{{abstract|ieee}}]
// CHECK-LABEL: @fma_pos_zero_addend_f16: incorrect [ieee]
// CHECK-NEXT: why: result #0 differs
// CHECK-NEXT: input: %x = {{.+}} : f16
// CHECK-NEXT: input: %y = {{.+}} : f16
// CHECK-NEXT: source: returns 0.0 : f16
// CHECK-NEXT: target: returns -0.0 : f16
// CHECK-LABEL: @sqrt_mul_f16: incorrect [ieee]
// CHECK-NEXT: why: result #0 differs
// CHECK-NEXT: input: %x = {{.+}} : f16
// CHECK-NEXT: input: %y = {{.+}} : f16
// CHECK-NEXT: source: returns {{.+}} : f16
// CHECK-NEXT: target: returns {{.+}} : f16
// CHECK-LABEL: @sqrt_bf16_fold: proven [{{abstract|ieee}}]

//--- src.mlir
// two sqrt x are merged (CSE)
func.func @sqrt_cse(%x: f32) -> (f32, f32) {
  %a = math.sqrt %x : f32
  %b = math.sqrt %x : f32
  return %a, %b : f32, f32
}
// sqrt 4.0 = 2.0, sqrt -1.0 = NaN, sqrt -0.0 = -0.0, sqrt +Inf = +Inf
func.func @sqrt_fold() -> (f32, f32, f32, f32) {
  %a = arith.constant 4.0 : f32
  %b = arith.constant -1.0 : f32
  %c = arith.constant -0.0 : f32
  %d = arith.constant 0x7F800000 : f32
  %ra = math.sqrt %a : f32
  %rb = math.sqrt %b : f32
  %rc = math.sqrt %c : f32
  %rd = math.sqrt %d : f32
  return %ra, %rb, %rc, %rd : f32, f32, f32, f32
}
// sqrt -0.0 folded to +0.0 is wrong
func.func @sqrt_neg_zero_wrong() -> f32 {
  %c = arith.constant -0.0 : f32
  %r = math.sqrt %c : f32
  return %r : f32
}
// sqrt x * sqrt x -> x is wrong (rounding, negative x)
func.func @sqrt_square(%x: f32) -> f32 {
  %s = math.sqrt %x : f32
  %r = arith.mulf %s, %s : f32
  return %r : f32
}
// sqrt x olt 0.0 is always false (sqrt -0.0 = -0.0 is not < 0.0; negative x gives NaN)
func.func @sqrt_never_negative(%x: f32) -> i1 {
  %c0 = arith.constant 0.0 : f32
  %s = math.sqrt %x : f32
  %r = arith.cmpf olt, %s, %c0 : f32
  return %r : i1
}
// fma x, y, z -> x * y + z is wrong: fma rounds once
func.func @fma_to_mul_add(%x: f32, %y: f32, %z: f32) -> f32 {
  %r = math.fma %x, %y, %z : f32
  return %r : f32
}
// the same on f16
func.func @fma_to_mul_add_f16(%x: f16, %y: f16, %z: f16) -> f16 {
  %r = math.fma %x, %y, %z : f16
  return %r : f16
}
// fma 2.0, 3.0, 1.0 = 7.0
func.func @fma_fold() -> f32 {
  %a = arith.constant 2.0 : f32
  %b = arith.constant 3.0 : f32
  %c = arith.constant 1.0 : f32
  %r = math.fma %a, %b, %c : f32
  return %r : f32
}
// a = 1 + 2^-12: fma(a, a, -1.0) = 2^-11 + 2^-24 exactly, a * a - 1.0 rounds the tie 2^-24 away
func.func @fma_fold_single_rounding() -> f32 {
  %a = arith.constant 0x3F800800 : f32
  %c = arith.constant -1.0 : f32
  %r = math.fma %a, %a, %c : f32
  return %r : f32
}
// fma x, y, z -> fma y, x, z
func.func @fma_commute(%x: f32, %y: f32, %z: f32) -> f32 {
  %r = math.fma %x, %y, %z : f32
  return %r : f32
}
// fma x, y, -0.0 -> x * y, on f16
func.func @fma_neg_zero_addend_f16(%x: f16, %y: f16) -> f16 {
  %c = arith.constant -0.0 : f16
  %r = math.fma %x, %y, %c : f16
  return %r : f16
}
// fma x, y, +0.0 -> x * y is wrong when x * y is exactly -0.0, on f16
func.func @fma_pos_zero_addend_f16(%x: f16, %y: f16) -> f16 {
  %c = arith.constant 0.0 : f16
  %r = math.fma %x, %y, %c : f16
  return %r : f16
}
// sqrt (x * y) -> sqrt x * sqrt y is wrong (both negative; rounding)
func.func @sqrt_mul_f16(%x: f16, %y: f16) -> f16 {
  %m = arith.mulf %x, %y : f16
  %r = math.sqrt %m : f16
  return %r : f16
}
// sqrt 2.25 = 1.5 on bf16
func.func @sqrt_bf16_fold() -> bf16 {
  %a = arith.constant 2.25 : bf16
  %r = math.sqrt %a : bf16
  return %r : bf16
}

//--- tgt.mlir
func.func @sqrt_cse(%x: f32) -> (f32, f32) {
  %a = math.sqrt %x : f32
  return %a, %a : f32, f32
}
func.func @sqrt_fold() -> (f32, f32, f32, f32) {
  %a = arith.constant 2.0 : f32
  %b = arith.constant 0x7FC00000 : f32
  %c = arith.constant -0.0 : f32
  %d = arith.constant 0x7F800000 : f32
  return %a, %b, %c, %d : f32, f32, f32, f32
}
func.func @sqrt_neg_zero_wrong() -> f32 {
  %r = arith.constant 0.0 : f32
  return %r : f32
}
func.func @sqrt_square(%x: f32) -> f32 {
  return %x : f32
}
func.func @sqrt_never_negative(%x: f32) -> i1 {
  %false = arith.constant false
  return %false : i1
}
func.func @fma_to_mul_add(%x: f32, %y: f32, %z: f32) -> f32 {
  %m = arith.mulf %x, %y : f32
  %r = arith.addf %m, %z : f32
  return %r : f32
}
func.func @fma_to_mul_add_f16(%x: f16, %y: f16, %z: f16) -> f16 {
  %m = arith.mulf %x, %y : f16
  %r = arith.addf %m, %z : f16
  return %r : f16
}
func.func @fma_fold() -> f32 {
  %r = arith.constant 7.0 : f32
  return %r : f32
}
func.func @fma_fold_single_rounding() -> f32 {
  %a = arith.constant 0x3F800800 : f32
  %c = arith.constant -1.0 : f32
  %m = arith.mulf %a, %a : f32
  %r = arith.addf %m, %c : f32
  return %r : f32
}
func.func @fma_commute(%x: f32, %y: f32, %z: f32) -> f32 {
  %r = math.fma %y, %x, %z : f32
  return %r : f32
}
func.func @fma_neg_zero_addend_f16(%x: f16, %y: f16) -> f16 {
  %r = arith.mulf %x, %y : f16
  return %r : f16
}
func.func @fma_pos_zero_addend_f16(%x: f16, %y: f16) -> f16 {
  %r = arith.mulf %x, %y : f16
  return %r : f16
}
func.func @sqrt_mul_f16(%x: f16, %y: f16) -> f16 {
  %a = math.sqrt %x : f16
  %b = math.sqrt %y : f16
  %r = arith.mulf %a, %b : f16
  return %r : f16
}
func.func @sqrt_bf16_fold() -> bf16 {
  %r = arith.constant 1.5 : bf16
  return %r : bf16
}
