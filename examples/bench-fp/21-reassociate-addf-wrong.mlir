// reassociation without fastmath<reassoc> (wrong): (a + b) + c -> a + (b + c) changes rounding; incorrect.
//--- src.mlir
func.func @f(%a: f32, %b: f32, %c: f32) -> f32 {
  %s = arith.addf %a, %b : f32
  %r = arith.addf %s, %c : f32
  return %r : f32
}
//--- tgt.mlir
func.func @f(%a: f32, %b: f32, %c: f32) -> f32 {
  %s = arith.addf %b, %c : f32
  %r = arith.addf %a, %s : f32
  return %r : f32
}
