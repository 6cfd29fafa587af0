// relu lowering (wrong): maximumf(x, +0.0) becomes select(x ogt 0, x, 0), which returns 0.0 for NaN instead of propagating it; incorrect.
//--- src.mlir
func.func @f(%x: f32) -> f32 {
  %zero = arith.constant 0.0 : f32
  %r = arith.maximumf %x, %zero : f32
  return %r : f32
}
//--- tgt.mlir
func.func @f(%x: f32) -> f32 {
  %zero = arith.constant 0.0 : f32
  %gt = arith.cmpf ogt, %x, %zero : f32
  %r = arith.select %gt, %x, %zero : f32
  return %r : f32
}
