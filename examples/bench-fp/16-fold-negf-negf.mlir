// canonicalize: negf(negf(x)) -> x inside a subtract-as-add-of-negation expression; correct.
//--- src.mlir
func.func @f(%x: f32, %y: f32) -> f32 {
  %n = arith.negf %x : f32
  %nn = arith.negf %n : f32
  %r = arith.mulf %nn, %y : f32
  return %r : f32
}
//--- tgt.mlir
func.func @f(%x: f32, %y: f32) -> f32 {
  %r = arith.mulf %x, %y : f32
  return %r : f32
}
