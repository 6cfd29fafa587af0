// arith.bitcast between floats and integers: round trips preserve every bit (NaN payloads included), negf flips only the sign bit.
// RUN: split-file %s %t
// RUN: not %tv-check --timeout=300 %t/src.mlir %t/tgt.mlir | FileCheck %s

// CHECK-LABEL: @f32_i32_f32: proven [{{abstract|ieee}}]
// CHECK-LABEL: @i32_f32_i32: proven [{{abstract|ieee}}]
// CHECK-LABEL: @i16_bf16_i16: proven [{{abstract|ieee}}]
// CHECK-LABEL: @i64_f64_i64: proven [{{abstract|ieee}}]
// CHECK-LABEL: @nan_payload_kept: proven [{{abstract|ieee}}]
// CHECK-LABEL: @nan_payload_changed: inconclusive [ieee] (the counterexample reads the bits of a NaN, whose payload is not modelled)
// CHECK-LABEL: @negf_is_sign_flip: proven [{{abstract|ieee}}]
// CHECK-LABEL: @one_bits: proven [{{abstract|ieee}}]
// CHECK-LABEL: @bitcast_not_fptosi: incorrect [ieee]
// CHECK-NEXT: why: result #0 {{differs|is poison in the target but not in the source}}
// CHECK-NEXT: input: %x = {{.+}} : f32
// CHECK-NEXT: source: returns {{-?[0-9]+}} : i32
// CHECK-NEXT: target: returns {{-?[0-9]+|poison}} : i32
// CHECK-LABEL: @nan_result_equal: proven [{{abstract|ieee}}]
// CHECK-LABEL: @sign_bit_not_olt: incorrect [ieee]
// CHECK-NEXT: why: result #0 differs
// CHECK-NEXT: input: %x = {{-0\.0|0xF[C-F]([0-9A-F]{2})}} : f16
// CHECK-NEXT: source: returns true : i1
// CHECK-NEXT: target: returns false : i1

//--- src.mlir
// f32 -> i32 -> f32 is the identity
func.func @f32_i32_f32(%x: f32) -> f32 {
  %i = arith.bitcast %x : f32 to i32
  %r = arith.bitcast %i : i32 to f32
  return %r : f32
}
// i32 -> f32 -> i32 is the identity, NaN bit patterns included
func.func @i32_f32_i32(%x: i32) -> i32 {
  %f = arith.bitcast %x : i32 to f32
  %r = arith.bitcast %f : f32 to i32
  return %r : i32
}
// i16 -> bf16 -> i16 is the identity
func.func @i16_bf16_i16(%x: i16) -> i16 {
  %f = arith.bitcast %x : i16 to bf16
  %r = arith.bitcast %f : bf16 to i16
  return %r : i16
}
// i64 -> f64 -> i64 is the identity
func.func @i64_f64_i64(%x: i64) -> i64 {
  %f = arith.bitcast %x : i64 to f64
  %r = arith.bitcast %f : f64 to i64
  return %r : i64
}
// a NaN payload survives the round trip: folded to the same integer
func.func @nan_payload_kept() -> i32 {
  %c = arith.constant 2143289345 : i32
  %f = arith.bitcast %c : i32 to f32
  %r = arith.bitcast %f : f32 to i32
  return %r : i32
}
// ... folding it to another NaN pattern is wrong (as integers they differ), but the source
// reads the bits of a NaN, which the checker does not trust: inconclusive
func.func @nan_payload_changed() -> i32 {
  %c = arith.constant 2143289345 : i32
  %f = arith.bitcast %c : i32 to f32
  %r = arith.bitcast %f : f32 to i32
  return %r : i32
}
// bitcast (negf x) -> bitcast x xor 0x80000000, for NaN too
func.func @negf_is_sign_flip(%x: f32) -> i32 {
  %n = arith.negf %x : f32
  %r = arith.bitcast %n : f32 to i32
  return %r : i32
}
// bitcast 1.0 : f32 -> 0x3F800000
func.func @one_bits() -> i32 {
  %c = arith.constant 1.0 : f32
  %r = arith.bitcast %c : f32 to i32
  return %r : i32
}
// bitcast is not a conversion
func.func @bitcast_not_fptosi(%x: f32) -> i32 {
  %r = arith.bitcast %x : f32 to i32
  return %r : i32
}
// two NaN bit patterns bitcast to f32 are equal results
func.func @nan_result_equal() -> f32 {
  %c = arith.constant 2143289345 : i32
  %r = arith.bitcast %c : i32 to f32
  return %r : f32
}
// sign bit set -> x olt 0.0 is wrong for -0.0 and negative NaNs, on f16
func.func @sign_bit_not_olt(%x: f16) -> i1 {
  %i = arith.bitcast %x : f16 to i16
  %c0 = arith.constant 0 : i16
  %r = arith.cmpi slt, %i, %c0 : i16
  return %r : i1
}

//--- tgt.mlir
func.func @f32_i32_f32(%x: f32) -> f32 {
  return %x : f32
}
func.func @i32_f32_i32(%x: i32) -> i32 {
  return %x : i32
}
func.func @i16_bf16_i16(%x: i16) -> i16 {
  return %x : i16
}
func.func @i64_f64_i64(%x: i64) -> i64 {
  return %x : i64
}
func.func @nan_payload_kept() -> i32 {
  %r = arith.constant 2143289345 : i32
  return %r : i32
}
func.func @nan_payload_changed() -> i32 {
  %r = arith.constant 2143289344 : i32
  return %r : i32
}
func.func @negf_is_sign_flip(%x: f32) -> i32 {
  %i = arith.bitcast %x : f32 to i32
  %m = arith.constant -2147483648 : i32
  %r = arith.xori %i, %m : i32
  return %r : i32
}
func.func @one_bits() -> i32 {
  %r = arith.constant 1065353216 : i32
  return %r : i32
}
func.func @bitcast_not_fptosi(%x: f32) -> i32 {
  %r = arith.fptosi %x : f32 to i32
  return %r : i32
}
func.func @nan_result_equal() -> f32 {
  %r = arith.constant 0xFFC00000 : f32
  return %r : f32
}
func.func @sign_bit_not_olt(%x: f16) -> i1 {
  %c0 = arith.constant 0.0 : f16
  %r = arith.cmpf olt, %x, %c0 : f16
  return %r : i1
}
