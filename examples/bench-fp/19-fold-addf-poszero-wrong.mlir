// canonicalize (wrong, the thesis's bug): x + (+0.0) -> x; for x = -0.0 the source gives +0.0; incorrect.
//--- src.mlir
func.func @f(%x: f32, %w: f32) -> f32 {
  %zero = arith.constant 0.0 : f32
  %p = arith.mulf %x, %w : f32
  %r = arith.addf %p, %zero : f32
  return %r : f32
}
//--- tgt.mlir
func.func @f(%x: f32, %w: f32) -> f32 {
  %p = arith.mulf %x, %w : f32
  return %p : f32
}
