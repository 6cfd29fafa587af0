// scheduling + canonicalize: independent exp/log/sqrt are emitted in another order and floor(floor x) -> floor x; correct.
//--- src.mlir
func.func @f(%a: f32, %b: f32, %c: f32) -> f32 {
  %e = math.exp %a : f32
  %l = math.log %b : f32
  %s = math.sqrt %c : f32
  %fl0 = math.floor %a : f32
  %fl = math.floor %fl0 : f32
  %t0 = arith.addf %e, %l : f32
  %t1 = arith.mulf %t0, %s : f32
  %r = arith.subf %t1, %fl : f32
  return %r : f32
}
//--- tgt.mlir
func.func @f(%a: f32, %b: f32, %c: f32) -> f32 {
  %fl = math.floor %a : f32
  %s = math.sqrt %c : f32
  %l = math.log %b : f32
  %e = math.exp %a : f32
  %t0 = arith.addf %l, %e : f32
  %t1 = arith.mulf %s, %t0 : f32
  %r = arith.subf %t1, %fl : f32
  return %r : f32
}
