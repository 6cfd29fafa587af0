// cse: a cubic Horner polynomial (exp Taylor coefficients) is evaluated twice, for the value and for tanh of it, with duplicated constants; the target evaluates it once; correct.
//--- src.mlir
func.func @f(%x: f32) -> (f32, f32) {
  %c0 = arith.constant 1.0 : f32
  %c1 = arith.constant 1.0 : f32
  %c2 = arith.constant 0.5 : f32
  %c3 = arith.constant 0.166666672 : f32
  %h0 = arith.mulf %x, %c3 : f32
  %h1 = arith.addf %c2, %h0 : f32
  %h2 = arith.mulf %x, %h1 : f32
  %h3 = arith.addf %c1, %h2 : f32
  %h4 = arith.mulf %x, %h3 : f32
  %p = arith.addf %c0, %h4 : f32
  %k0 = arith.constant 1.0 : f32
  %k2 = arith.constant 0.5 : f32
  %k3 = arith.constant 0.166666672 : f32
  %j0 = arith.mulf %x, %k3 : f32
  %j1 = arith.addf %k2, %j0 : f32
  %j2 = arith.mulf %x, %j1 : f32
  %j3 = arith.addf %k0, %j2 : f32
  %j4 = arith.mulf %x, %j3 : f32
  %q = arith.addf %k0, %j4 : f32
  %t = math.tanh %q : f32
  return %p, %t : f32, f32
}
//--- tgt.mlir
func.func @f(%x: f32) -> (f32, f32) {
  %c1 = arith.constant 1.0 : f32
  %c2 = arith.constant 0.5 : f32
  %c3 = arith.constant 0.166666672 : f32
  %h0 = arith.mulf %x, %c3 : f32
  %h1 = arith.addf %c2, %h0 : f32
  %h2 = arith.mulf %x, %h1 : f32
  %h3 = arith.addf %c1, %h2 : f32
  %h4 = arith.mulf %x, %h3 : f32
  %p = arith.addf %c1, %h4 : f32
  %t = math.tanh %p : f32
  return %p, %t : f32, f32
}
