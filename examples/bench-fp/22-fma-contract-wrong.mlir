// fma contraction without fastmath<contract> (wrong): a * b + c -> math.fma a, b, c rounds once instead of twice; incorrect.
//--- src.mlir
func.func @f(%a: f32, %b: f32, %c: f32) -> f32 {
  %p = arith.mulf %a, %b : f32
  %r = arith.addf %p, %c : f32
  return %r : f32
}
//--- tgt.mlir
func.func @f(%a: f32, %b: f32, %c: f32) -> f32 {
  %r = math.fma %a, %b, %c : f32
  return %r : f32
}
