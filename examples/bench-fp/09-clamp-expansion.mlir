// clamp lowering: minimumf(maximumf(x, -1), 1) expanded into two ordered compares and selects (NaN and -0.0 pass through unchanged); correct.
//--- src.mlir
func.func @f(%x: f32) -> f32 {
  %lo = arith.constant -1.0 : f32
  %hi = arith.constant 1.0 : f32
  %a = arith.maximumf %x, %lo : f32
  %r = arith.minimumf %a, %hi : f32
  return %r : f32
}
//--- tgt.mlir
func.func @f(%x: f32) -> f32 {
  %lo = arith.constant -1.0 : f32
  %hi = arith.constant 1.0 : f32
  %lt = arith.cmpf olt, %x, %lo : f32
  %gt = arith.cmpf ogt, %x, %hi : f32
  %a = arith.select %lt, %lo, %x : f32
  %r = arith.select %gt, %hi, %a : f32
  return %r : f32
}
