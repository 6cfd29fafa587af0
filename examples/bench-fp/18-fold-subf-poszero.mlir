// canonicalize: x - (+0.0) -> x (-0.0 - +0.0 is -0.0, so exact for every x); correct.
//--- src.mlir
func.func @f(%x: f32, %y: f32) -> f32 {
  %zero = arith.constant 0.0 : f32
  %p = arith.mulf %x, %y : f32
  %r = arith.subf %p, %zero : f32
  return %r : f32
}
//--- tgt.mlir
func.func @f(%x: f32, %y: f32) -> f32 {
  %p = arith.mulf %x, %y : f32
  return %p : f32
}
