// canonicalize (wrong): extf(truncf(x : f32 -> f16) -> f32) -> x drops the rounding to f16; incorrect.
//--- src.mlir
func.func @f(%x: f32, %y: f32) -> f32 {
  %t = arith.truncf %x : f32 to f16
  %e = arith.extf %t : f16 to f32
  %r = arith.addf %e, %y : f32
  return %r : f32
}
//--- tgt.mlir
func.func @f(%x: f32, %y: f32) -> f32 {
  %r = arith.addf %x, %y : f32
  return %r : f32
}
