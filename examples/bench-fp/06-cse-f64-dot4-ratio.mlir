// cse (f64): the numerator and denominator of a ratio are the same 4-element dot product written twice; the target computes it once (not folded to 1.0); correct.
//--- src.mlir
func.func @f(%a0: f64, %a1: f64, %a2: f64, %a3: f64, %b0: f64, %b1: f64, %b2: f64, %b3: f64) -> f64 {
  %p0 = arith.mulf %a0, %b0 : f64
  %p1 = arith.mulf %a1, %b1 : f64
  %p2 = arith.mulf %a2, %b2 : f64
  %p3 = arith.mulf %a3, %b3 : f64
  %s1 = arith.addf %p0, %p1 : f64
  %s2 = arith.addf %s1, %p2 : f64
  %s3 = arith.addf %s2, %p3 : f64
  %cp0 = arith.mulf %a0, %b0 : f64
  %cp1 = arith.mulf %a1, %b1 : f64
  %cp2 = arith.mulf %a2, %b2 : f64
  %cp3 = arith.mulf %a3, %b3 : f64
  %cs1 = arith.addf %cp0, %cp1 : f64
  %cs2 = arith.addf %cs1, %cp2 : f64
  %cs3 = arith.addf %cs2, %cp3 : f64
  %n = arith.divf %s3, %cs3 : f64
  return %n : f64
}
//--- tgt.mlir
func.func @f(%a0: f64, %a1: f64, %a2: f64, %a3: f64, %b0: f64, %b1: f64, %b2: f64, %b3: f64) -> f64 {
  %p0 = arith.mulf %a0, %b0 : f64
  %p1 = arith.mulf %a1, %b1 : f64
  %p2 = arith.mulf %a2, %b2 : f64
  %p3 = arith.mulf %a3, %b3 : f64
  %s1 = arith.addf %p0, %p1 : f64
  %s2 = arith.addf %s1, %p2 : f64
  %s3 = arith.addf %s2, %p3 : f64
  %n = arith.divf %s3, %s3 : f64
  return %n : f64
}
