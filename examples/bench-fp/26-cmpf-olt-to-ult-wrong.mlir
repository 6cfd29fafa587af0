// predicate rewrite (wrong): cmpf olt -> cmpf ult in a select-based where(); for a NaN operand ult is true and olt false; incorrect.
//--- src.mlir
func.func @f(%a: f32, %b: f32, %x: f32, %y: f32) -> f32 {
  %c = arith.cmpf olt, %a, %b : f32
  %r = arith.select %c, %x, %y : f32
  return %r : f32
}
//--- tgt.mlir
func.func @f(%a: f32, %b: f32, %x: f32, %y: f32) -> f32 {
  %c = arith.cmpf ult, %a, %b : f32
  %r = arith.select %c, %x, %y : f32
  return %r : f32
}
