// complex.create/re/im/constant/neg/conj: values as (re, im) pairs of floats, compared part by part (NaNs alike, signed zeros distinct).
// RUN: split-file %s %t
// RUN: not %tv-check --timeout=60 %t/src.mlir %t/tgt.mlir | FileCheck %s

// CHECK-LABEL: @create_of_parts: proven
// CHECK-LABEL: @re_of_create: proven
// CHECK-LABEL: @im_of_constant: proven [{{abstract|ieee}}]
// CHECK-LABEL: @neg_by_parts: proven [{{abstract|ieee}}]
// CHECK-LABEL: @conj_conj: proven [{{abstract|ieee}}]
// CHECK-LABEL: @re_im_swapped: incorrect [ieee]
// CHECK-NEXT: why: result #0 differs
// CHECK-NEXT: input: %z = ([[RE:[^,]+]], [[IM:[^)]+]]) : complex<f32>
// CHECK-NEXT: source: returns [[RE]] : f32
// CHECK-NEXT: target: returns [[IM]] : f32
// CHECK-LABEL: @conj_dropped: incorrect [ieee]
// CHECK-NEXT: why: result #0 differs
// CHECK-NEXT: input: %z = ([[RE:[^,]+]], [[IM:[^)]+]]) : complex<f64>
// CHECK-NEXT: source: returns ([[RE]], {{[^)]+}}) : complex<f64>
// CHECK-NEXT: target: returns ([[RE]], [[IM]]) : complex<f64>
// CHECK-LABEL: @poison_part: proven
// CHECK-LABEL: @constant_wrong: incorrect [ieee]
// CHECK-NEXT: why: result #0 differs
// CHECK-NEXT: source: returns (1.0, -0.0) : complex<f16>
// CHECK-NEXT: target: returns (1.0, 0.0) : complex<f16>
// CHECK-NEXT: executed: source returns (1.0, -0.0) : complex<f16>; target returns (1.0, 0.0) : complex<f16>

//--- src.mlir
func.func @create_of_parts(%z: complex<f32>) -> complex<f32> {
  %re = complex.re %z : complex<f32>
  %im = complex.im %z : complex<f32>
  %r = complex.create %re, %im : complex<f32>
  return %r : complex<f32>
}
func.func @re_of_create(%a: bf16, %b: bf16) -> bf16 {
  %c = complex.create %a, %b : complex<bf16>
  %r = complex.re %c : complex<bf16>
  return %r : bf16
}
func.func @im_of_constant() -> f32 {
  %c = complex.constant [1.0 : f32, -2.5 : f32] : complex<f32>
  %r = complex.im %c : complex<f32>
  return %r : f32
}
func.func @neg_by_parts(%z: complex<f32>) -> complex<f32> {
  %r = complex.neg %z : complex<f32>
  return %r : complex<f32>
}
func.func @conj_conj(%z: complex<f64>) -> complex<f64> {
  %c = complex.conj %z : complex<f64>
  %r = complex.conj %c : complex<f64>
  return %r : complex<f64>
}
func.func @re_im_swapped(%z: complex<f32>) -> f32 {
  %r = complex.re %z : complex<f32>
  return %r : f32
}
func.func @conj_dropped(%z: complex<f64>) -> complex<f64> {
  %r = complex.conj %z : complex<f64>
  return %r : complex<f64>
}
// a poison part makes the whole value poison: the target may return anything
func.func @poison_part(%a: f32) -> complex<f32> {
  %p = ub.poison : f32
  %r = complex.create %a, %p : complex<f32>
  return %r : complex<f32>
}
func.func @constant_wrong() -> complex<f16> {
  %r = complex.constant [1.0 : f16, -0.0 : f16] : complex<f16>
  return %r : complex<f16>
}

//--- tgt.mlir
func.func @create_of_parts(%z: complex<f32>) -> complex<f32> {
  return %z : complex<f32>
}
func.func @re_of_create(%a: bf16, %b: bf16) -> bf16 {
  return %a : bf16
}
func.func @im_of_constant() -> f32 {
  %r = arith.constant -2.5 : f32
  return %r : f32
}
func.func @neg_by_parts(%z: complex<f32>) -> complex<f32> {
  %re = complex.re %z : complex<f32>
  %im = complex.im %z : complex<f32>
  %nr = arith.negf %re : f32
  %ni = arith.negf %im : f32
  %r = complex.create %nr, %ni : complex<f32>
  return %r : complex<f32>
}
func.func @conj_conj(%z: complex<f64>) -> complex<f64> {
  return %z : complex<f64>
}
func.func @re_im_swapped(%z: complex<f32>) -> f32 {
  %r = complex.im %z : complex<f32>
  return %r : f32
}
func.func @conj_dropped(%z: complex<f64>) -> complex<f64> {
  return %z : complex<f64>
}
func.func @poison_part(%a: f32) -> complex<f32> {
  %r = complex.constant [0.0 : f32, 0.0 : f32] : complex<f32>
  return %r : complex<f32>
}
func.func @constant_wrong() -> complex<f16> {
  %r = complex.constant [1.0 : f16, 0.0 : f16] : complex<f16>
  return %r : complex<f16>
}
