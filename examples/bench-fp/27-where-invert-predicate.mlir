// canonicalize: where(a olt b, x, y) -> where(a uge b, y, x); uge is the exact negation of olt, NaN included; correct.
//--- src.mlir
func.func @f(%a: f32, %b: f32, %x: f32, %y: f32) -> f32 {
  %c = arith.cmpf olt, %a, %b : f32
  %r = arith.select %c, %x, %y : f32
  return %r : f32
}
//--- tgt.mlir
func.func @f(%a: f32, %b: f32, %x: f32, %y: f32) -> f32 {
  %c = arith.cmpf uge, %a, %b : f32
  %r = arith.select %c, %y, %x : f32
  return %r : f32
}
