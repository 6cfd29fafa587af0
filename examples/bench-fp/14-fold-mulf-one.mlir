// canonicalize: x * 1.0 -> x and 1.0 * y -> y in a residual connection (exact for every x, including -0.0, Inf and NaN); correct.
//--- src.mlir
func.func @f(%x: f32, %y: f32) -> f32 {
  %one = arith.constant 1.0 : f32
  %a = arith.mulf %x, %one : f32
  %b = arith.mulf %one, %y : f32
  %r = arith.addf %a, %b : f32
  return %r : f32
}
//--- tgt.mlir
func.func @f(%x: f32, %y: f32) -> f32 {
  %r = arith.addf %x, %y : f32
  return %r : f32
}
