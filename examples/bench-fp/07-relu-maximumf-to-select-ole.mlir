// relu lowering: maximumf(x, +0.0) becomes cmpf ole + select that keeps NaN (ole is false) and maps -0.0 to +0.0; correct.
//--- src.mlir
func.func @f(%x: f32) -> f32 {
  %zero = arith.constant 0.0 : f32
  %r = arith.maximumf %x, %zero : f32
  return %r : f32
}
//--- tgt.mlir
func.func @f(%x: f32) -> f32 {
  %zero = arith.constant 0.0 : f32
  %le = arith.cmpf ole, %x, %zero : f32
  %r = arith.select %le, %zero, %x : f32
  return %r : f32
}
