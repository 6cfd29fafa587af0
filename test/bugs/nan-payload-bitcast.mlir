// Regression: arithmetic NaNs are modelled as the default NaN, but APFloat folding keeps a NaN operand's payload: canonicalize's fold of bitcast(addf(NaN, 1.0)) was a false alarm; a source bitcast of a NaN is now not trusted (inconclusive).
// RUN: split-file %s %t
// RUN: not %tv-check --timeout=60 %t/src.mlir %t/tgt.mlir | FileCheck %s
// What canonicalize really folds it to:
// RUN: mlir-opt --canonicalize %t/src.mlir | FileCheck %s --check-prefix=FOLD

// CHECK: @fold_nan_payload: inconclusive [ieee] (the counterexample reads the bits of a NaN, whose payload is not modelled)
// Bits of a NaN that came from an integer are exact: the round trip is proven.
// CHECK: @int_roundtrip: proven [ieee]
// A real difference away from NaNs is still found.
// CHECK: @wrong_constant: incorrect [ieee]
// FOLD: arith.constant 2143289345 : i32

//--- src.mlir
func.func @fold_nan_payload() -> i32 {
  %n = arith.constant 0x7FC00001 : f32
  %o = arith.constant 1.0 : f32
  %a = arith.addf %n, %o : f32
  %r = arith.bitcast %a : f32 to i32
  return %r : i32
}
func.func @int_roundtrip(%x: i32) -> i32 {
  %f = arith.bitcast %x : i32 to f32
  %r = arith.bitcast %f : f32 to i32
  return %r : i32
}
func.func @wrong_constant(%x: f32) -> i32 {
  %o = arith.constant 1.0 : f32
  %a = arith.addf %x, %o : f32
  %r = arith.bitcast %a : f32 to i32
  return %r : i32
}

//--- tgt.mlir
func.func @fold_nan_payload() -> i32 {
  %r = arith.constant 2143289345 : i32
  return %r : i32
}
func.func @int_roundtrip(%x: i32) -> i32 {
  return %x : i32
}
func.func @wrong_constant(%x: f32) -> i32 {
  %r = arith.constant 1065353216 : i32
  return %r : i32
}
