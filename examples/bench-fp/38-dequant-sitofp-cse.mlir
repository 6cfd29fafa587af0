// cse: a dequantisation sitofp(q : i8) * scale is written out twice (once per consumer); the target dequantises once; correct.
//--- src.mlir
func.func @f(%q: i8, %scale: f32, %b: f32) -> (f32, f32) {
  %f0 = arith.sitofp %q : i8 to f32
  %d0 = arith.mulf %f0, %scale : f32
  %r0 = arith.addf %d0, %b : f32
  %f1 = arith.sitofp %q : i8 to f32
  %d1 = arith.mulf %f1, %scale : f32
  %r1 = arith.mulf %d1, %b : f32
  return %r0, %r1 : f32, f32
}
//--- tgt.mlir
func.func @f(%q: i8, %scale: f32, %b: f32) -> (f32, f32) {
  %f0 = arith.sitofp %q : i8 to f32
  %d0 = arith.mulf %f0, %scale : f32
  %r0 = arith.addf %d0, %b : f32
  %r1 = arith.mulf %d0, %b : f32
  return %r0, %r1 : f32, f32
}
