// constant folding + canonicalize: scale = 0.5 * 2.0 and offset = 0.25 + 0.5 are folded to 1.0 and 0.75, then x * 1.0 -> x; correct (needs real float arithmetic on constants).
//--- src.mlir
func.func @f(%x: f32) -> f32 {
  %a = arith.constant 0.5 : f32
  %b = arith.constant 2.0 : f32
  %c = arith.constant 0.25 : f32
  %scale = arith.mulf %a, %b : f32
  %off = arith.addf %c, %a : f32
  %s = arith.mulf %x, %scale : f32
  %r = arith.addf %s, %off : f32
  return %r : f32
}
//--- tgt.mlir
func.func @f(%x: f32) -> f32 {
  %off = arith.constant 0.75 : f32
  %r = arith.addf %x, %off : f32
  return %r : f32
}
