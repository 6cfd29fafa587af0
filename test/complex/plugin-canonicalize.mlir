// canonicalize on complex ops through the plugin: the folds of ComplexOps.cpp that ignore IEEE
// semantics are caught (docs/findings.md): add(sub(a, b), b) -> a and sub(add(a, b), b) -> a
// (rounding, overflow), a + (0 + 0i) -> a (-0.0 + 0.0 = +0.0), a * (1 + 0i) -> a (Inf * 0 = NaN). The
// others are proven: neg(neg a), a - (0 + 0i), bitcast round trips, re/im of create.
// RUN: %tv-opt --tv-verify-each --tv-on-failure=warn --tv-timeout=60 --canonicalize %s 2>&1 >/dev/null | FileCheck %s

// CHECK-DAG: warning: tv: pass 'canonicalize' is incorrect on @add_sub [ieee]: result #0 differs
// CHECK-DAG: warning: tv: pass 'canonicalize' is incorrect on @sub_add [ieee]: result #0 differs
// CHECK-DAG: warning: tv: pass 'canonicalize' is incorrect on @add_zero [ieee]: result #0 differs
// CHECK-DAG: note: input: %a = ({{[^,]+}}, -0.0) : complex<f32>
// CHECK-DAG: warning: tv: pass 'canonicalize' is incorrect on @mul_one [ieee]: result #0 differs
// CHECK: tv: 1 pass runs, 8 checks: 4 proven, 4 incorrect, 0 inconclusive, 0 unsupported, 0 timeouts, 0 errors

func.func @add_sub(%a: complex<f32>, %b: complex<f32>) -> complex<f32> {
  %s = complex.sub %a, %b : complex<f32>
  %r = complex.add %s, %b : complex<f32>
  return %r : complex<f32>
}
func.func @sub_add(%a: complex<f32>, %b: complex<f32>) -> complex<f32> {
  %s = complex.add %a, %b : complex<f32>
  %r = complex.sub %s, %b : complex<f32>
  return %r : complex<f32>
}
func.func @add_zero(%a: complex<f32>) -> complex<f32> {
  %z = complex.constant [0.0 : f32, 0.0 : f32] : complex<f32>
  %r = complex.add %a, %z : complex<f32>
  return %r : complex<f32>
}
func.func @mul_one(%a: complex<f32>) -> complex<f32> {
  %o = complex.constant [1.0 : f32, 0.0 : f32] : complex<f32>
  %r = complex.mul %a, %o : complex<f32>
  return %r : complex<f32>
}
func.func @sub_zero(%a: complex<f32>) -> complex<f32> {
  %z = complex.constant [0.0 : f32, 0.0 : f32] : complex<f32>
  %r = complex.sub %a, %z : complex<f32>
  return %r : complex<f32>
}
func.func @neg_neg(%a: complex<f64>) -> complex<f64> {
  %n = complex.neg %a : complex<f64>
  %r = complex.neg %n : complex<f64>
  return %r : complex<f64>
}
func.func @bitcast_round_trip(%a: complex<f32>) -> complex<f32> {
  %i = complex.bitcast %a : complex<f32> to i64
  %f = arith.bitcast %i : i64 to f64
  %r = complex.bitcast %f : f64 to complex<f32>
  return %r : complex<f32>
}
func.func @re_of_create(%x: f16, %y: f16) -> (f16, f16) {
  %c = complex.create %x, %y : complex<f16>
  %re = complex.re %c : complex<f16>
  %im = complex.im %c : complex<f16>
  return %im, %re : f16, f16
}
