// canonicalize: absf(negf x) -> absf x and absf(absf y) -> absf y in an L1 distance; correct.
//--- src.mlir
func.func @f(%x: f32, %y: f32) -> f32 {
  %n = arith.negf %x : f32
  %a = math.absf %n : f32
  %b0 = math.absf %y : f32
  %b = math.absf %b0 : f32
  %r = arith.addf %a, %b : f32
  return %r : f32
}
//--- tgt.mlir
func.func @f(%x: f32, %y: f32) -> f32 {
  %a = math.absf %x : f32
  %b = math.absf %y : f32
  %r = arith.addf %a, %b : f32
  return %r : f32
}
