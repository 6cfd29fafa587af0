// arith.extf/truncf: widening is exact so truncf(extf x) is x, narrowing rounds so extf(truncf x) is not; double rounding; f16/bf16/f32/f64.
// RUN: split-file %s %t
// RUN: not %tv-check --timeout=300 %t/src.mlir %t/tgt.mlir | FileCheck %s

// CHECK-LABEL: @truncf_extf_f32: proven [abstract]
// CHECK-LABEL: @truncf_extf_f16: proven [abstract]
// CHECK-LABEL: @truncf_extf_bf16: proven [abstract]
// CHECK-LABEL: @extf_truncf_f64: incorrect [ieee]
// CHECK-NEXT: why: result #0 differs
// CHECK-NEXT: input: %x = [[X:.+]] : f64
// CHECK-NEXT: source: returns {{.+}} : f64
// CHECK-NEXT: target: returns [[X]] : f64
// CHECK-LABEL: @extf_chain: proven [{{abstract|ieee}}]
// CHECK-LABEL: @truncf_double_rounding: incorrect [ieee]
// CHECK-NEXT: why: result #0 differs
// CHECK-NEXT: input: %x = {{.+}} : f64
// CHECK-NEXT: source: returns {{.+}} : f16
// CHECK-NEXT: target: returns {{.+}} : f16
// CHECK-LABEL: @truncf_overflow: proven [{{abstract|ieee}}]
// CHECK-LABEL: @truncf_overflow_wrong: incorrect [ieee]
// CHECK-NEXT: why: result #0 differs
// CHECK-NEXT: source: returns inf (0x7F800000) : f32
// CHECK-NEXT: target: returns {{3\.4028235e\+38|3\.4028234663852886e\+38}} : f32
// CHECK-LABEL: @truncf_const_f64: proven [{{abstract|ieee}}]
// CHECK-LABEL: @double_f16_via_f32: proven [{{abstract|ieee}}]
// CHECK-LABEL: @extf_negf: proven [{{abstract|ieee}}]
// CHECK-LABEL: @truncf_keeps_nan: proven [{{abstract|ieee}}]
// CHECK-LABEL: @truncf_bf16_vs_f16: incorrect [ieee]
// CHECK-NEXT: why: result #0 differs
// CHECK-NEXT: input: %x = {{.+}} : f32
// CHECK-NEXT: source: returns {{.+}} : f32
// CHECK-NEXT: target: returns {{.+}} : f32

//--- src.mlir
// f32 -> f64 -> f32 is the identity
func.func @truncf_extf_f32(%x: f32) -> f32 {
  %a = arith.extf %x : f32 to f64
  %r = arith.truncf %a : f64 to f32
  return %r : f32
}
// f16 -> f32 -> f16 is the identity
func.func @truncf_extf_f16(%x: f16) -> f16 {
  %a = arith.extf %x : f16 to f32
  %r = arith.truncf %a : f32 to f16
  return %r : f16
}
// bf16 -> f32 -> bf16 is the identity
func.func @truncf_extf_bf16(%x: bf16) -> bf16 {
  %a = arith.extf %x : bf16 to f32
  %r = arith.truncf %a : f32 to bf16
  return %r : bf16
}
// f64 -> f32 -> f64 is not: it loses precision
func.func @extf_truncf_f64(%x: f64) -> f64 {
  %a = arith.truncf %x : f64 to f32
  %r = arith.extf %a : f32 to f64
  return %r : f64
}
// f16 -> f32 -> f64 is f16 -> f64
func.func @extf_chain(%x: f16) -> f64 {
  %a = arith.extf %x : f16 to f32
  %r = arith.extf %a : f32 to f64
  return %r : f64
}
// f64 -> f32 -> f16 is not f64 -> f16: rounding twice differs from rounding once
func.func @truncf_double_rounding(%x: f64) -> f16 {
  %a = arith.truncf %x : f64 to f32
  %r = arith.truncf %a : f32 to f16
  return %r : f16
}
// 1e39 does not fit in f32: truncf gives +Inf under round-to-nearest
func.func @truncf_overflow() -> f32 {
  %a = arith.constant 1.0e39 : f64
  %r = arith.truncf %a : f64 to f32
  return %r : f32
}
// ... not the largest finite f32
func.func @truncf_overflow_wrong() -> f32 {
  %a = arith.constant 1.0e39 : f64
  %r = arith.truncf %a : f64 to f32
  return %r : f32
}
// truncf of the double 0.1 is the float 0.1
func.func @truncf_const_f64() -> f32 {
  %a = arith.constant 0.1 : f64
  %r = arith.truncf %a : f64 to f32
  return %r : f32
}
// doubling an f16 in f32 and rounding back is x + x in f16 (overflow to Inf included)
func.func @double_f16_via_f32(%x: f16) -> f16 {
  %a = arith.extf %x : f16 to f32
  %c2 = arith.constant 2.0 : f32
  %s = arith.mulf %a, %c2 : f32
  %r = arith.truncf %s : f32 to f16
  return %r : f16
}
// extf (negf x) -> negf (extf x)
func.func @extf_negf(%x: f32) -> f64 {
  %n = arith.negf %x : f32
  %r = arith.extf %n : f32 to f64
  return %r : f64
}
// truncf keeps NaN a NaN: uno (truncf x) -> uno x
func.func @truncf_keeps_nan(%x: f64) -> i1 {
  %a = arith.truncf %x : f64 to f32
  %r = arith.cmpf uno, %a, %a : f32
  return %r : i1
}
// rounding f32 to bf16 is not rounding it to f16
func.func @truncf_bf16_vs_f16(%x: f32) -> f32 {
  %a = arith.truncf %x : f32 to bf16
  %r = arith.extf %a : bf16 to f32
  return %r : f32
}

//--- tgt.mlir
func.func @truncf_extf_f32(%x: f32) -> f32 {
  return %x : f32
}
func.func @truncf_extf_f16(%x: f16) -> f16 {
  return %x : f16
}
func.func @truncf_extf_bf16(%x: bf16) -> bf16 {
  return %x : bf16
}
func.func @extf_truncf_f64(%x: f64) -> f64 {
  return %x : f64
}
func.func @extf_chain(%x: f16) -> f64 {
  %r = arith.extf %x : f16 to f64
  return %r : f64
}
func.func @truncf_double_rounding(%x: f64) -> f16 {
  %r = arith.truncf %x : f64 to f16
  return %r : f16
}
func.func @truncf_overflow() -> f32 {
  %r = arith.constant 0x7F800000 : f32
  return %r : f32
}
func.func @truncf_overflow_wrong() -> f32 {
  %r = arith.constant 0x7F7FFFFF : f32
  return %r : f32
}
func.func @truncf_const_f64() -> f32 {
  %r = arith.constant 0.1 : f32
  return %r : f32
}
func.func @double_f16_via_f32(%x: f16) -> f16 {
  %r = arith.addf %x, %x : f16
  return %r : f16
}
func.func @extf_negf(%x: f32) -> f64 {
  %e = arith.extf %x : f32 to f64
  %r = arith.negf %e : f64
  return %r : f64
}
func.func @truncf_keeps_nan(%x: f64) -> i1 {
  %r = arith.cmpf uno, %x, %x : f64
  return %r : i1
}
func.func @truncf_bf16_vs_f16(%x: f32) -> f32 {
  %a = arith.truncf %x : f32 to f16
  %r = arith.extf %a : f16 to f32
  return %r : f32
}
