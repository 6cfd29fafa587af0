// fastmath flags: nnan/ninf make NaN/Inf operands and results poison (so adding them in the target is wrong, dropping them is right); nsz, reassoc, contract, arcp, fast on a source op make a counterexample through it inconclusive.
// RUN: split-file %s %t
// RUN: not %tv-check --timeout=300 %t/src.mlir %t/tgt.mlir | FileCheck %s

// CHECK-LABEL: @nsz_add_zero: inconclusive [ieee] (the counterexample uses arith.addf with fastmath<nsz>, which is not modeled)
// CHECK-NOT: incorrect
// CHECK-LABEL: @nnan_added: incorrect [ieee]
// CHECK-NEXT: why: result #0 is poison in the target but not in the source
// CHECK-NEXT: input: %x = {{.+}} : f32
// CHECK-NEXT: input: %y = {{.+}} : f32
// CHECK-NEXT: source: returns {{0x[7F]F[89A-F][0-9A-F]{5}|-?inf [(]0x[7F]F800000[)]}} : f32
// CHECK-NEXT: target: returns poison : f32
// CHECK-LABEL: @nnan_dropped: proven [{{abstract|ieee}}]
// CHECK-LABEL: @ninf_added: incorrect [ieee]
// CHECK-NEXT: why: result #0 is poison in the target but not in the source
// CHECK-NEXT: input: %x = {{.+}} : f32
// CHECK-NEXT: input: %y = {{.+}} : f32
// CHECK-NEXT: source: returns {{0x[7F]F[89A-F][0-9A-F]{5}|-?inf [(]0x[7F]F800000[)]}} : f32
// CHECK-NEXT: target: returns poison : f32
// CHECK-LABEL: @nnan_ninf_sub_self: proven [{{abstract|ieee}}]
// CHECK-LABEL: @nnan_add_pos_zero: incorrect [ieee]
// CHECK-NEXT: why: result #0 differs
// CHECK-NEXT: input: %x = -0.0 : f32
// CHECK-NEXT: source: returns 0.0 : f32
// CHECK-NEXT: target: returns -0.0 : f32
// CHECK-LABEL: @nnan_ult_to_olt: proven [{{abstract|ieee}}]
// CHECK-LABEL: @reassoc_add: inconclusive [ieee] (the counterexample uses arith.addf with fastmath<reassoc>, which is not modeled)
// CHECK-NOT: incorrect
// CHECK-LABEL: @fast_add_zero: inconclusive [ieee] (the counterexample uses arith.addf with fastmath<fast>, which is not modeled)
// CHECK-NOT: incorrect
// CHECK-LABEL: @contract_to_fma: inconclusive [ieee] (the counterexample uses {{arith.mulf|arith.addf}} with fastmath<contract>, which is not modeled)
// CHECK-NOT: incorrect
// CHECK-LABEL: @arcp_div: inconclusive [ieee] (the counterexample uses arith.divf with fastmath<arcp>, which is not modeled)
// CHECK-NOT: incorrect
// CHECK-LABEL: @arcp_exact: proven [{{abstract|ieee}}]
// CHECK-LABEL: @nsz_off_path: incorrect [ieee]
// CHECK-NEXT: why: result #0 differs
// CHECK-NEXT: input: %c = false : i1
// CHECK-NEXT: input: %x = {{.+}} : f32
// CHECK-NEXT: input: %y = -0.0 : f32
// CHECK-NEXT: source: returns 0.0 : f32
// CHECK-NEXT: target: returns -0.0 : f32
// CHECK-LABEL: @ninf_ninf_nan_f64: proven [{{abstract|ieee}}]

//--- src.mlir
// x + 0.0 -> x is only wrong for x = -0.0, which nsz allows to ignore: inconclusive, not incorrect
func.func @nsz_add_zero(%x: f32) -> f32 {
  %c0 = arith.constant 0.0 : f32
  %r = arith.addf %x, %c0 fastmath<nsz> : f32
  return %r : f32
}
// adding nnan in the target: a NaN result becomes poison
func.func @nnan_added(%x: f32, %y: f32) -> f32 {
  %r = arith.addf %x, %y : f32
  return %r : f32
}
// dropping nnan from the target is right (poison refined by the NaN)
func.func @nnan_dropped(%x: f32, %y: f32) -> f32 {
  %r = arith.addf %x, %y fastmath<nnan> : f32
  return %r : f32
}
// adding ninf in the target: an Inf result (or operand) becomes poison
func.func @ninf_added(%x: f32, %y: f32) -> f32 {
  %r = arith.mulf %x, %y : f32
  return %r : f32
}
// x - x -> 0.0 is right with nnan and ninf: x is finite or the result is poison
func.func @nnan_ninf_sub_self(%x: f32) -> f32 {
  %r = arith.subf %x, %x fastmath<nnan,ninf> : f32
  return %r : f32
}
// nnan does not help x + 0.0 -> x: -0.0 is not NaN
func.func @nnan_add_pos_zero(%x: f32) -> f32 {
  %c0 = arith.constant 0.0 : f32
  %r = arith.addf %x, %c0 fastmath<nnan> : f32
  return %r : f32
}
// with nnan, ult and olt agree (a NaN operand makes the result poison)
func.func @nnan_ult_to_olt(%x: f32, %y: f32) -> i1 {
  %r = arith.cmpf ult, %x, %y fastmath<nnan> : f32
  return %r : i1
}
// reassoc allows (x + y) + z -> x + (y + z): inconclusive
func.func @reassoc_add(%x: f32, %y: f32, %z: f32) -> f32 {
  %a = arith.addf %x, %y fastmath<reassoc> : f32
  %r = arith.addf %a, %z fastmath<reassoc> : f32
  return %r : f32
}
// fast includes nsz: x + 0.0 -> x is inconclusive
func.func @fast_add_zero(%x: f32) -> f32 {
  %c0 = arith.constant 0.0 : f32
  %r = arith.addf %x, %c0 fastmath<fast> : f32
  return %r : f32
}
// contract allows x * y + z -> fma(x, y, z): inconclusive (on f16)
func.func @contract_to_fma(%x: f16, %y: f16, %z: f16) -> f16 {
  %m = arith.mulf %x, %y fastmath<contract> : f16
  %r = arith.addf %m, %z fastmath<contract> : f16
  return %r : f16
}
// arcp allows x / y -> x * (1 / y): inconclusive
func.func @arcp_div(%x: f32, %y: f32) -> f32 {
  %r = arith.divf %x, %y fastmath<arcp> : f32
  return %r : f32
}
// x / 4.0 -> x * 0.25 is right with or without arcp
func.func @arcp_exact(%x: f32) -> f32 {
  %c = arith.constant 4.0 : f32
  %r = arith.divf %x, %c fastmath<arcp> : f32
  return %r : f32
}
// nsz on one branch does not excuse a bug on the other: y + 0.0 -> y has no flag
func.func @nsz_off_path(%c: i1, %x: f32, %y: f32) -> f32 {
  %c0 = arith.constant 0.0 : f32
  %r = scf.if %c -> f32 {
    %a = arith.addf %x, %c0 fastmath<nsz> : f32
    scf.yield %a : f32
  } else {
    %b = arith.addf %y, %c0 : f32
    scf.yield %b : f32
  }
  return %r : f32
}
// ninf on f64: x + y with ninf operands cannot be Inf - Inf, so NaN comes only from NaN operands
func.func @ninf_ninf_nan_f64(%x: f64, %y: f64) -> i1 {
  %s = arith.addf %x, %y fastmath<ninf> : f64
  %r = arith.cmpf uno, %s, %s : f64
  return %r : i1
}

//--- tgt.mlir
func.func @nsz_add_zero(%x: f32) -> f32 {
  return %x : f32
}
func.func @nnan_added(%x: f32, %y: f32) -> f32 {
  %r = arith.addf %x, %y fastmath<nnan> : f32
  return %r : f32
}
func.func @nnan_dropped(%x: f32, %y: f32) -> f32 {
  %r = arith.addf %x, %y : f32
  return %r : f32
}
func.func @ninf_added(%x: f32, %y: f32) -> f32 {
  %r = arith.mulf %x, %y fastmath<ninf> : f32
  return %r : f32
}
func.func @nnan_ninf_sub_self(%x: f32) -> f32 {
  %c0 = arith.constant 0.0 : f32
  return %c0 : f32
}
func.func @nnan_add_pos_zero(%x: f32) -> f32 {
  return %x : f32
}
func.func @nnan_ult_to_olt(%x: f32, %y: f32) -> i1 {
  %r = arith.cmpf olt, %x, %y : f32
  return %r : i1
}
func.func @reassoc_add(%x: f32, %y: f32, %z: f32) -> f32 {
  %a = arith.addf %y, %z fastmath<reassoc> : f32
  %r = arith.addf %x, %a fastmath<reassoc> : f32
  return %r : f32
}
func.func @fast_add_zero(%x: f32) -> f32 {
  return %x : f32
}
func.func @contract_to_fma(%x: f16, %y: f16, %z: f16) -> f16 {
  %r = math.fma %x, %y, %z : f16
  return %r : f16
}
func.func @arcp_div(%x: f32, %y: f32) -> f32 {
  %one = arith.constant 1.0 : f32
  %i = arith.divf %one, %y : f32
  %r = arith.mulf %x, %i : f32
  return %r : f32
}
func.func @arcp_exact(%x: f32) -> f32 {
  %c = arith.constant 0.25 : f32
  %r = arith.mulf %x, %c : f32
  return %r : f32
}
func.func @nsz_off_path(%c: i1, %x: f32, %y: f32) -> f32 {
  %r = arith.select %c, %x, %y : f32
  return %r : f32
}
func.func @ninf_ninf_nan_f64(%x: f64, %y: f64) -> i1 {
  %ux = arith.cmpf uno, %x, %x : f64
  %uy = arith.cmpf uno, %y, %y : f64
  %r = arith.ori %ux, %uy : i1
  return %r : i1
}
