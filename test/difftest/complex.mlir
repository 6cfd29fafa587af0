// Templates of the differential self-test (tools/difftest-templates.c): the complex dialect,
// whose values difftest cannot write as arguments or results, made from and taken apart
// into their float parts.

func.func @complex_arith(%a: f32, %b: f32, %c: f32, %d: f32) -> (f32, f32, f32, f32, f32, f32) {
  %x = complex.create %a, %b : complex<f32>
  %y = complex.create %c, %d : complex<f32>
  %s = complex.add %x, %y : complex<f32>
  %t = complex.sub %s, %y : complex<f32>
  %m = complex.mul %t, %y : complex<f32>
  %n = complex.neg %m : complex<f32>
  %j = complex.conj %n : complex<f32>
  %sr = complex.re %s : complex<f32>
  %si = complex.im %s : complex<f32>
  %mr = complex.re %m : complex<f32>
  %mi = complex.im %m : complex<f32>
  %jr = complex.re %j : complex<f32>
  %ji = complex.im %j : complex<f32>
  return %sr, %si, %mr, %mi, %jr, %ji : f32, f32, f32, f32, f32, f32
}

func.func @complex_mul_f16(%a: f16, %b: f16, %c: f16, %d: f16) -> (f16, f16) {
  %x = complex.create %a, %b : complex<f16>
  %y = complex.create %c, %d : complex<f16>
  %m = complex.mul %x, %y fastmath<nnan> : complex<f16>
  %r = complex.re %m : complex<f16>
  %i = complex.im %m : complex<f16>
  return %r, %i : f16, f16
}

func.func @complex_compare(%a: bf16, %b: bf16, %c: bf16, %d: bf16) -> (i1, i1) {
  %x = complex.create %a, %b : complex<bf16>
  %y = complex.create %c, %d : complex<bf16>
  %e = complex.eq %x, %y : complex<bf16>
  %n = complex.neq %x, %y : complex<bf16>
  return %e, %n : i1, i1
}

func.func @complex_constant_bitcast(%a: f32) -> (i64, f32, f32) {
  %k = complex.constant [1.5 : f32, -0.0 : f32] : complex<f32>
  %x = complex.create %a, %a : complex<f32>
  %s = complex.add %x, %k : complex<f32>
  %i = complex.bitcast %s : complex<f32> to i64
  %f = arith.bitcast %i : i64 to f64
  %c = complex.bitcast %f : f64 to complex<f32>
  %r = complex.re %c : complex<f32>
  %m = complex.im %c : complex<f32>
  return %i, %r, %m : i64, f32, f32
}
