// cse: a 2-unit tanh MLP over 4 inputs (22 ops) is recomputed in full for a squared second output; the target shares the whole DAG (45 ops to 23); correct.
//--- src.mlir
func.func @f(%x0: f32, %x1: f32, %x2: f32, %x3: f32, %w00: f32, %w01: f32, %w02: f32, %w03: f32, %w10: f32, %w11: f32, %w12: f32, %w13: f32, %b0: f32, %b1: f32, %v0: f32, %v1: f32, %c: f32) -> (f32, f32) {
  %h0p0 = arith.mulf %x0, %w00 : f32
  %h0p1 = arith.mulf %x1, %w01 : f32
  %h0p2 = arith.mulf %x2, %w02 : f32
  %h0p3 = arith.mulf %x3, %w03 : f32
  %h0s1 = arith.addf %h0p0, %h0p1 : f32
  %h0s2 = arith.addf %h0s1, %h0p2 : f32
  %h0s3 = arith.addf %h0s2, %h0p3 : f32
  %z0 = arith.addf %h0s3, %b0 : f32
  %a0 = math.tanh %z0 : f32
  %h1p0 = arith.mulf %x0, %w10 : f32
  %h1p1 = arith.mulf %x1, %w11 : f32
  %h1p2 = arith.mulf %x2, %w12 : f32
  %h1p3 = arith.mulf %x3, %w13 : f32
  %h1s1 = arith.addf %h1p0, %h1p1 : f32
  %h1s2 = arith.addf %h1s1, %h1p2 : f32
  %h1s3 = arith.addf %h1s2, %h1p3 : f32
  %z1 = arith.addf %h1s3, %b1 : f32
  %a1 = math.tanh %z1 : f32
  %o0 = arith.mulf %v0, %a0 : f32
  %o1 = arith.mulf %v1, %a1 : f32
  %o2 = arith.addf %o0, %o1 : f32
  %out = arith.addf %o2, %c : f32
  %kh0p0 = arith.mulf %x0, %w00 : f32
  %kh0p1 = arith.mulf %x1, %w01 : f32
  %kh0p2 = arith.mulf %x2, %w02 : f32
  %kh0p3 = arith.mulf %x3, %w03 : f32
  %kh0s1 = arith.addf %kh0p0, %kh0p1 : f32
  %kh0s2 = arith.addf %kh0s1, %kh0p2 : f32
  %kh0s3 = arith.addf %kh0s2, %kh0p3 : f32
  %kz0 = arith.addf %kh0s3, %b0 : f32
  %ka0 = math.tanh %kz0 : f32
  %kh1p0 = arith.mulf %x0, %w10 : f32
  %kh1p1 = arith.mulf %x1, %w11 : f32
  %kh1p2 = arith.mulf %x2, %w12 : f32
  %kh1p3 = arith.mulf %x3, %w13 : f32
  %kh1s1 = arith.addf %kh1p0, %kh1p1 : f32
  %kh1s2 = arith.addf %kh1s1, %kh1p2 : f32
  %kh1s3 = arith.addf %kh1s2, %kh1p3 : f32
  %kz1 = arith.addf %kh1s3, %b1 : f32
  %ka1 = math.tanh %kz1 : f32
  %ko0 = arith.mulf %v0, %ka0 : f32
  %ko1 = arith.mulf %v1, %ka1 : f32
  %ko2 = arith.addf %ko0, %ko1 : f32
  %kout = arith.addf %ko2, %c : f32
  %sq = arith.mulf %kout, %kout : f32
  return %out, %sq : f32, f32
}
//--- tgt.mlir
func.func @f(%x0: f32, %x1: f32, %x2: f32, %x3: f32, %w00: f32, %w01: f32, %w02: f32, %w03: f32, %w10: f32, %w11: f32, %w12: f32, %w13: f32, %b0: f32, %b1: f32, %v0: f32, %v1: f32, %c: f32) -> (f32, f32) {
  %h0p0 = arith.mulf %x0, %w00 : f32
  %h0p1 = arith.mulf %x1, %w01 : f32
  %h0p2 = arith.mulf %x2, %w02 : f32
  %h0p3 = arith.mulf %x3, %w03 : f32
  %h0s1 = arith.addf %h0p0, %h0p1 : f32
  %h0s2 = arith.addf %h0s1, %h0p2 : f32
  %h0s3 = arith.addf %h0s2, %h0p3 : f32
  %z0 = arith.addf %h0s3, %b0 : f32
  %a0 = math.tanh %z0 : f32
  %h1p0 = arith.mulf %x0, %w10 : f32
  %h1p1 = arith.mulf %x1, %w11 : f32
  %h1p2 = arith.mulf %x2, %w12 : f32
  %h1p3 = arith.mulf %x3, %w13 : f32
  %h1s1 = arith.addf %h1p0, %h1p1 : f32
  %h1s2 = arith.addf %h1s1, %h1p2 : f32
  %h1s3 = arith.addf %h1s2, %h1p3 : f32
  %z1 = arith.addf %h1s3, %b1 : f32
  %a1 = math.tanh %z1 : f32
  %o0 = arith.mulf %v0, %a0 : f32
  %o1 = arith.mulf %v1, %a1 : f32
  %o2 = arith.addf %o0, %o1 : f32
  %out = arith.addf %o2, %c : f32
  %sq = arith.mulf %out, %out : f32
  return %out, %sq : f32, f32
}
