// convert-complex-to-standard through the plugin: the lowering of add, sub, mul, neg, conj, eq, neq
// into arith on the parts is proven; it is the formula tv takes as their semantics (docs/semantics.md 4.9).
// RUN: %tv-opt --tv-verify-each --tv-timeout=60 --convert-complex-to-standard %s 2>&1 >/dev/null | FileCheck %s

// CHECK: tv: 1 pass runs, 4 checks: 4 proven, 0 incorrect, 0 inconclusive, 0 unsupported, 0 timeouts, 0 errors

func.func @arith(%a: complex<f32>, %b: complex<f32>) -> (complex<f32>, complex<f32>, complex<f32>) {
  %s = complex.add %a, %b : complex<f32>
  %d = complex.sub %a, %b : complex<f32>
  %m = complex.mul %s, %d : complex<f32>
  return %s, %d, %m : complex<f32>, complex<f32>, complex<f32>
}
func.func @signs(%a: complex<f64>) -> (complex<f64>, complex<f64>) {
  %n = complex.neg %a : complex<f64>
  %c = complex.conj %a : complex<f64>
  return %n, %c : complex<f64>, complex<f64>
}
func.func @compare(%a: complex<bf16>, %b: complex<bf16>) -> (i1, i1) {
  %e = complex.eq %a, %b : complex<bf16>
  %n = complex.neq %a, %b : complex<bf16>
  return %e, %n : i1, i1
}
func.func @select_mul(%p: i1, %a: complex<f16>, %b: complex<f16>) -> complex<f16> {
  %r = arith.select %p, %a, %b : complex<f16>
  %m = complex.mul %r, %b fastmath<nnan> : complex<f16>
  return %m : complex<f16>
}
