// canonicalize: x / 1.0 -> x where a normalisation divides by a folded unit count; correct.
//--- src.mlir
func.func @f(%x: f32, %y: f32) -> f32 {
  %one = arith.constant 1.0 : f32
  %s = arith.addf %x, %y : f32
  %r = arith.divf %s, %one : f32
  return %r : f32
}
//--- tgt.mlir
func.func @f(%x: f32, %y: f32) -> f32 {
  %s = arith.addf %x, %y : f32
  return %s : f32
}
