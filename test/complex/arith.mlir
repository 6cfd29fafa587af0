// complex.add/sub/mul/eq/neq: the float operations on the parts, as ComplexToStandard computes them (mul: (ac - bd) + (bc + ad)i).
// RUN: split-file %s %t
// RUN: not %tv-check --timeout=60 %t/src.mlir %t/tgt.mlir | FileCheck %s

// CHECK-LABEL: @add_commutes: proven [{{abstract|ieee}}]
// CHECK-LABEL: @add_by_parts: proven [{{abstract|ieee}}]
// CHECK-LABEL: @mul_commutes: proven [{{abstract|ieee}}]
// CHECK-LABEL: @mul_by_parts: proven [{{abstract|ieee}}]
// CHECK-LABEL: @neq_is_not_eq: proven [{{abstract|ieee}}]
// CHECK-LABEL: @add_to_sub: incorrect [ieee]
// CHECK-NEXT: why: result #0 differs
// CHECK-NEXT: input: %a = {{.+}} : complex<f32>
// CHECK-NEXT: input: %b = {{.+}} : complex<f32>
// CHECK-NEXT: source: returns {{.+}} : complex<f32>
// CHECK-NEXT: target: returns {{.+}} : complex<f32>
// CHECK-NEXT: executed: source returns {{.+}} : complex<f32>; target returns {{.+}} : complex<f32>
// CHECK-LABEL: @mul_wrong_sign: incorrect [ieee]
// CHECK-NEXT: why: result #0 differs
// CHECK: executed: source returns {{.+}} : complex<f16>; target returns {{.+}} : complex<f16>
// CHECK-LABEL: @mul_one_fold: incorrect [ieee]
// CHECK-NEXT: why: result #0 differs
// CHECK-NEXT: input: %a = ({{.*}}inf{{.*}}, {{.+}}) : complex<f32>
// CHECK-NEXT: source: returns ({{.*}}inf{{.*}}, 0x{{7|F}}FC00000) : complex<f32>
// CHECK-LABEL: @eq_to_bits: incorrect [ieee]
// CHECK-NEXT: why: result #0 differs
// CHECK: source: returns false : i1
// CHECK-NEXT: target: returns true : i1

//--- src.mlir
func.func @add_commutes(%a: complex<f32>, %b: complex<f32>) -> complex<f32> {
  %r = complex.add %a, %b : complex<f32>
  return %r : complex<f32>
}
func.func @add_by_parts(%a: complex<f16>, %b: complex<f16>) -> complex<f16> {
  %r = complex.add %a, %b : complex<f16>
  return %r : complex<f16>
}
func.func @mul_commutes(%a: complex<f32>, %b: complex<f32>) -> complex<f32> {
  %r = complex.mul %a, %b : complex<f32>
  return %r : complex<f32>
}
func.func @mul_by_parts(%a: complex<f32>, %b: complex<f32>) -> complex<f32> {
  %r = complex.mul %a, %b : complex<f32>
  return %r : complex<f32>
}
func.func @neq_is_not_eq(%a: complex<f32>, %b: complex<f32>) -> i1 {
  %r = complex.neq %a, %b : complex<f32>
  return %r : i1
}
func.func @add_to_sub(%a: complex<f32>, %b: complex<f32>) -> complex<f32> {
  %r = complex.add %a, %b : complex<f32>
  return %r : complex<f32>
}
func.func @mul_wrong_sign(%a: complex<f16>, %b: complex<f16>) -> complex<f16> {
  %r = complex.mul %a, %b : complex<f16>
  return %r : complex<f16>
}
// canonicalize's fold of a * (1 + 0i) into a: wrong when a part is Inf (Inf * 0 = NaN)
func.func @mul_one_fold(%a: complex<f32>) -> complex<f32> {
  %o = complex.constant [1.0 : f32, 0.0 : f32] : complex<f32>
  %r = complex.mul %a, %o : complex<f32>
  return %r : complex<f32>
}
// eq is cmpf oeq on the parts: false on NaN, true for +0.0 against -0.0
func.func @eq_to_bits(%a: complex<f32>, %b: complex<f32>) -> i1 {
  %r = complex.eq %a, %b : complex<f32>
  return %r : i1
}

//--- tgt.mlir
func.func @add_commutes(%a: complex<f32>, %b: complex<f32>) -> complex<f32> {
  %r = complex.add %b, %a : complex<f32>
  return %r : complex<f32>
}
func.func @add_by_parts(%a: complex<f16>, %b: complex<f16>) -> complex<f16> {
  %ar = complex.re %a : complex<f16>
  %ai = complex.im %a : complex<f16>
  %br = complex.re %b : complex<f16>
  %bi = complex.im %b : complex<f16>
  %re = arith.addf %ar, %br : f16
  %im = arith.addf %ai, %bi : f16
  %r = complex.create %re, %im : complex<f16>
  return %r : complex<f16>
}
func.func @mul_commutes(%a: complex<f32>, %b: complex<f32>) -> complex<f32> {
  %r = complex.mul %b, %a : complex<f32>
  return %r : complex<f32>
}
func.func @mul_by_parts(%a: complex<f32>, %b: complex<f32>) -> complex<f32> {
  %ar = complex.re %a : complex<f32>
  %ai = complex.im %a : complex<f32>
  %br = complex.re %b : complex<f32>
  %bi = complex.im %b : complex<f32>
  %rr = arith.mulf %ar, %br : f32
  %ii = arith.mulf %ai, %bi : f32
  %re = arith.subf %rr, %ii : f32
  %ir = arith.mulf %ai, %br : f32
  %ri = arith.mulf %ar, %bi : f32
  %im = arith.addf %ir, %ri : f32
  %r = complex.create %re, %im : complex<f32>
  return %r : complex<f32>
}
func.func @neq_is_not_eq(%a: complex<f32>, %b: complex<f32>) -> i1 {
  %e = complex.eq %a, %b : complex<f32>
  %t = arith.constant true
  %r = arith.xori %e, %t : i1
  return %r : i1
}
func.func @add_to_sub(%a: complex<f32>, %b: complex<f32>) -> complex<f32> {
  %r = complex.sub %a, %b : complex<f32>
  return %r : complex<f32>
}
func.func @mul_wrong_sign(%a: complex<f16>, %b: complex<f16>) -> complex<f16> {
  %ar = complex.re %a : complex<f16>
  %ai = complex.im %a : complex<f16>
  %br = complex.re %b : complex<f16>
  %bi = complex.im %b : complex<f16>
  %rr = arith.mulf %ar, %br : f16
  %ii = arith.mulf %ai, %bi : f16
  %re = arith.addf %rr, %ii : f16
  %ir = arith.mulf %ai, %br : f16
  %ri = arith.mulf %ar, %bi : f16
  %im = arith.addf %ir, %ri : f16
  %r = complex.create %re, %im : complex<f16>
  return %r : complex<f16>
}
func.func @mul_one_fold(%a: complex<f32>) -> complex<f32> {
  return %a : complex<f32>
}
func.func @eq_to_bits(%a: complex<f32>, %b: complex<f32>) -> i1 {
  %x = complex.bitcast %a : complex<f32> to i64
  %y = complex.bitcast %b : complex<f32> to i64
  %r = arith.cmpi eq, %x, %y : i64
  return %r : i1
}
