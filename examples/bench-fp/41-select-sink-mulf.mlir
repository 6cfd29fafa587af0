// canonicalize: select(c, a * s, b * s) -> select(c, a, b) * s, sinking a common multiply below a where(); correct.
//--- src.mlir
func.func @f(%x: f32, %y: f32, %a: f32, %b: f32, %s: f32) -> f32 {
  %c = arith.cmpf ugt, %x, %y : f32
  %as = arith.mulf %a, %s : f32
  %bs = arith.mulf %b, %s : f32
  %r = arith.select %c, %as, %bs : f32
  return %r : f32
}
//--- tgt.mlir
func.func @f(%x: f32, %y: f32, %a: f32, %b: f32, %s: f32) -> f32 {
  %c = arith.cmpf ugt, %x, %y : f32
  %v = arith.select %c, %a, %b : f32
  %r = arith.mulf %v, %s : f32
  return %r : f32
}
