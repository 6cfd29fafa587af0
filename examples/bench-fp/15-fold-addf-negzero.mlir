// canonicalize: x + (-0.0) -> x, the identity element of addition (bias initialised with -0.0); correct.
//--- src.mlir
func.func @f(%x: f32, %w: f32) -> f32 {
  %nz = arith.constant -0.0 : f32
  %p = arith.mulf %x, %w : f32
  %r = arith.addf %p, %nz : f32
  return %r : f32
}
//--- tgt.mlir
func.func @f(%x: f32, %w: f32) -> f32 {
  %p = arith.mulf %x, %w : f32
  return %p : f32
}
