// canonicalize: truncf(extf(x : f16 -> f32) -> f16) -> x, a round trip through a wider type is exact; correct.
//--- src.mlir
func.func @f(%x: f16, %y: f16) -> f16 {
  %e = arith.extf %x : f16 to f32
  %t = arith.truncf %e : f32 to f16
  %r = arith.addf %t, %y : f16
  return %r : f16
}
//--- tgt.mlir
func.func @f(%x: f16, %y: f16) -> f16 {
  %r = arith.addf %x, %y : f16
  return %r : f16
}
