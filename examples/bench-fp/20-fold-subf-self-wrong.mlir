// canonicalize (wrong): subf x, x -> 0.0; for x = NaN or +-Inf the source gives NaN; incorrect.
//--- src.mlir
func.func @f(%x: f32, %y: f32) -> f32 {
  %s = arith.addf %x, %y : f32
  %d = arith.subf %s, %s : f32
  return %d : f32
}
//--- tgt.mlir
func.func @f(%x: f32, %y: f32) -> f32 {
  %zero = arith.constant 0.0 : f32
  return %zero : f32
}
