// tv-run on complex values: arguments and results written "(re, im)", parts computed as the encoder does (complex.mul: (ac - bd) + (bc + ad)i, eq: oeq on both parts); complex<f64> is not run.
// RUN: %tv-run %s @ops "(1.0, 2.0)" "(3.0, -1.0)" | FileCheck %s --check-prefix=OPS
// RUN: %tv-run %s @ops "(inf, 0.0)" "(1.0, 0.0)" | FileCheck %s --check-prefix=INF
// RUN: %tv-run %s @ops "(1.0, -0.0)" "poison" | FileCheck %s --check-prefix=POISON
// RUN: %tv-run %s @bits "(1.0, -2.0)" | FileCheck %s --check-prefix=BITS
// RUN: not %tv-run %s @wide "(1.0, 2.0)" 2>&1 | FileCheck %s --check-prefix=WIDE

// OPS: (5.0, 5.0) : complex<f32>
// OPS-NEXT: (-1.0, 2.0) : complex<f32>
// OPS-NEXT: 1.0 : f32
// OPS-NEXT: false : i1
// OPS-NEXT: true : i1
// INF: (inf (0x7F800000), 0x7FC00000) : complex<f32>
// INF-NEXT: (-inf (0xFF800000), 0.0) : complex<f32>
// INF-NEXT: inf (0x7F800000) : f32
// POISON: poison : complex<f32>
// POISON-NEXT: (-1.0, -0.0) : complex<f32>
// POISON-NEXT: 1.0 : f32
// POISON-NEXT: poison : i1
// BITS: -4611686017362034688 : i64
// BITS-NEXT: (-1.0, -2.0) : complex<f32>
// WIDE: cannot read a value of a complex type other than complex<f16|bf16|f32>
func.func @ops(%a: complex<f32>, %b: complex<f32>) -> (complex<f32>, complex<f32>, f32, i1, i1) {
  %m = complex.mul %a, %b : complex<f32>
  %n = complex.neg %a : complex<f32>
  %c = complex.conj %n : complex<f32>
  %r = complex.re %a : complex<f32>
  %e = complex.eq %a, %b : complex<f32>
  %q = complex.neq %a, %b : complex<f32>
  return %m, %c, %r, %e, %q : complex<f32>, complex<f32>, f32, i1, i1
}
func.func @bits(%a: complex<f32>) -> (i64, complex<f32>) {
  %i = complex.bitcast %a : complex<f32> to i64
  %z = complex.constant [0.0 : f32, 0.0 : f32] : complex<f32>
  %s = complex.sub %z, %a : complex<f32>
  %re = complex.re %s : complex<f32>
  %im = complex.im %a : complex<f32>
  %c = complex.create %re, %im : complex<f32>
  %d = complex.conj %c : complex<f32>
  %r = complex.neg %d : complex<f32>
  return %i, %c : i64, complex<f32>
}
func.func @wide(%a: complex<f64>) -> complex<f64> {
  %r = complex.neg %a : complex<f64>
  return %r : complex<f64>
}
