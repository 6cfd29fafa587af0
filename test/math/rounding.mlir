// math.floor/ceil/round/roundeven/trunc: idempotence, identities between them, wrong replacements (floor vs ceil, round vs roundeven, trunc vs fptosi/sitofp), constant folds.
// RUN: split-file %s %t
// RUN: not %tv-check --timeout=300 %t/src.mlir %t/tgt.mlir | FileCheck %s

// CHECK-LABEL: @floor_floor: proven [{{abstract|ieee}}]
// CHECK-LABEL: @ceil_ceil_f64: proven [{{abstract|ieee}}]
// CHECK-LABEL: @trunc_of_floor: proven [{{abstract|ieee}}]
// CHECK-LABEL: @floor_cse: proven [abstract]
// CHECK-LABEL: @floor_to_ceil: incorrect [ieee]
// CHECK-NEXT: why: result #0 differs
// CHECK-NEXT: input: %x = {{.+}} : f32
// CHECK-NEXT: source: returns {{.+}} : f32
// CHECK-NEXT: target: returns {{.+}} : f32
// CHECK-LABEL: @floor_via_ceil: proven [{{abstract|ieee}}]
// CHECK-LABEL: @round_to_roundeven: incorrect [ieee]
// CHECK-NEXT: why: result #0 differs
// CHECK-NEXT: input: %x = {{.+}} : f32
// CHECK-NEXT: source: returns {{.+}} : f32
// CHECK-NEXT: target: returns {{.+}} : f32
// CHECK-LABEL: @round_fold: proven [{{abstract|ieee}}]
// CHECK-LABEL: @trunc_to_select: proven [{{abstract|ieee}}]
// CHECK-LABEL: @trunc_to_int_roundtrip: incorrect [ieee]
// CHECK-NEXT: why: result #0 {{differs|is poison in the target but not in the source}}
// CHECK-NEXT: input: %x = {{.+}} : f32
// CHECK-LABEL: @roundeven_f16: proven [{{abstract|ieee}}]
// CHECK-LABEL: @ceil_neg_zero_bf16: incorrect [ieee]
// CHECK-NEXT: why: result #0 differs
// CHECK-NEXT: input: %x = {{.+}} : bf16
// CHECK-NEXT: source: returns -0.0 : bf16
// CHECK-NEXT: target: returns 0.0 : bf16

//--- src.mlir
// floor (floor x) -> floor x
func.func @floor_floor(%x: f32) -> f32 {
  %a = math.floor %x : f32
  %r = math.floor %a : f32
  return %r : f32
}
// ceil (ceil x) -> ceil x on f64
func.func @ceil_ceil_f64(%x: f64) -> f64 {
  %a = math.ceil %x : f64
  %r = math.ceil %a : f64
  return %r : f64
}
// trunc (floor x) -> floor x: floor's result is integral
func.func @trunc_of_floor(%x: f32) -> f32 {
  %a = math.floor %x : f32
  %r = math.trunc %a : f32
  return %r : f32
}
// two floor x are merged (CSE)
func.func @floor_cse(%x: f32) -> (f32, f32) {
  %a = math.floor %x : f32
  %b = math.floor %x : f32
  return %a, %b : f32, f32
}
// floor -> ceil is wrong for non-integral x
func.func @floor_to_ceil(%x: f32) -> f32 {
  %r = math.floor %x : f32
  return %r : f32
}
// floor x -> negf (ceil (negf x))
func.func @floor_via_ceil(%x: f32) -> f32 {
  %r = math.floor %x : f32
  return %r : f32
}
// round (ties away from zero) -> roundeven (ties to even) is wrong on x.5
func.func @round_to_roundeven(%x: f32) -> f32 {
  %r = math.round %x : f32
  return %r : f32
}
// round 2.5 = 3.0, roundeven 2.5 = 2.0, round -0.25 = -0.0 (the sign is kept)
func.func @round_fold() -> (f32, f32, f32) {
  %a = arith.constant 2.5 : f32
  %b = arith.constant -0.25 : f32
  %ra = math.round %a : f32
  %ea = math.roundeven %a : f32
  %rb = math.round %b : f32
  return %ra, %ea, %rb : f32, f32, f32
}
// trunc x -> select (x olt 0.0), ceil x, floor x
func.func @trunc_to_select(%x: f32) -> f32 {
  %r = math.trunc %x : f32
  return %r : f32
}
// trunc x -> sitofp (fptosi x) is wrong (-0.0, large x, Inf, NaN)
func.func @trunc_to_int_roundtrip(%x: f32) -> f32 {
  %r = math.trunc %x : f32
  return %r : f32
}
// roundeven (roundeven x) -> roundeven x on f16
func.func @roundeven_f16(%x: f16) -> f16 {
  %a = math.roundeven %x : f16
  %r = math.roundeven %a : f16
  return %r : f16
}
// ceil x is -0.0 for -1 < x <= -0.0: assuming it is never -0.0 (ceil x -> ceil x + 0.0) is wrong on bf16
func.func @ceil_neg_zero_bf16(%x: bf16) -> bf16 {
  %r = math.ceil %x : bf16
  return %r : bf16
}

//--- tgt.mlir
func.func @floor_floor(%x: f32) -> f32 {
  %r = math.floor %x : f32
  return %r : f32
}
func.func @ceil_ceil_f64(%x: f64) -> f64 {
  %r = math.ceil %x : f64
  return %r : f64
}
func.func @trunc_of_floor(%x: f32) -> f32 {
  %r = math.floor %x : f32
  return %r : f32
}
func.func @floor_cse(%x: f32) -> (f32, f32) {
  %a = math.floor %x : f32
  return %a, %a : f32, f32
}
func.func @floor_to_ceil(%x: f32) -> f32 {
  %r = math.ceil %x : f32
  return %r : f32
}
func.func @floor_via_ceil(%x: f32) -> f32 {
  %n = arith.negf %x : f32
  %c = math.ceil %n : f32
  %r = arith.negf %c : f32
  return %r : f32
}
func.func @round_to_roundeven(%x: f32) -> f32 {
  %r = math.roundeven %x : f32
  return %r : f32
}
func.func @round_fold() -> (f32, f32, f32) {
  %a = arith.constant 3.0 : f32
  %b = arith.constant 2.0 : f32
  %c = arith.constant -0.0 : f32
  return %a, %b, %c : f32, f32, f32
}
func.func @trunc_to_select(%x: f32) -> f32 {
  %c0 = arith.constant 0.0 : f32
  %neg = arith.cmpf olt, %x, %c0 : f32
  %c = math.ceil %x : f32
  %f = math.floor %x : f32
  %r = arith.select %neg, %c, %f : f32
  return %r : f32
}
func.func @trunc_to_int_roundtrip(%x: f32) -> f32 {
  %i = arith.fptosi %x : f32 to i32
  %r = arith.sitofp %i : i32 to f32
  return %r : f32
}
func.func @roundeven_f16(%x: f16) -> f16 {
  %r = math.roundeven %x : f16
  return %r : f16
}
func.func @ceil_neg_zero_bf16(%x: bf16) -> bf16 {
  %c0 = arith.constant 0.0 : bf16
  %c = math.ceil %x : bf16
  %r = arith.addf %c, %c0 : bf16
  return %r : bf16
}
