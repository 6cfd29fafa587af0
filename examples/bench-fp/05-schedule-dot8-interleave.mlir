// instruction scheduling: an 8-element dot product with all products first is re-emitted as interleaved multiply/accumulate steps, same summation order; correct.
//--- src.mlir
func.func @f(%x0: f32, %x1: f32, %x2: f32, %x3: f32, %x4: f32, %x5: f32, %x6: f32, %x7: f32, %w0: f32, %w1: f32, %w2: f32, %w3: f32, %w4: f32, %w5: f32, %w6: f32, %w7: f32) -> f32 {
  %p0 = arith.mulf %x0, %w0 : f32
  %p1 = arith.mulf %x1, %w1 : f32
  %p2 = arith.mulf %x2, %w2 : f32
  %p3 = arith.mulf %x3, %w3 : f32
  %p4 = arith.mulf %x4, %w4 : f32
  %p5 = arith.mulf %x5, %w5 : f32
  %p6 = arith.mulf %x6, %w6 : f32
  %p7 = arith.mulf %x7, %w7 : f32
  %s1 = arith.addf %p0, %p1 : f32
  %s2 = arith.addf %s1, %p2 : f32
  %s3 = arith.addf %s2, %p3 : f32
  %s4 = arith.addf %s3, %p4 : f32
  %s5 = arith.addf %s4, %p5 : f32
  %s6 = arith.addf %s5, %p6 : f32
  %s7 = arith.addf %s6, %p7 : f32
  return %s7 : f32
}
//--- tgt.mlir
func.func @f(%x0: f32, %x1: f32, %x2: f32, %x3: f32, %x4: f32, %x5: f32, %x6: f32, %x7: f32, %w0: f32, %w1: f32, %w2: f32, %w3: f32, %w4: f32, %w5: f32, %w6: f32, %w7: f32) -> f32 {
  %p0 = arith.mulf %x0, %w0 : f32
  %p1 = arith.mulf %x1, %w1 : f32
  %s1 = arith.addf %p0, %p1 : f32
  %p2 = arith.mulf %x2, %w2 : f32
  %s2 = arith.addf %s1, %p2 : f32
  %p3 = arith.mulf %x3, %w3 : f32
  %s3 = arith.addf %s2, %p3 : f32
  %p4 = arith.mulf %x4, %w4 : f32
  %s4 = arith.addf %s3, %p4 : f32
  %p5 = arith.mulf %x5, %w5 : f32
  %s5 = arith.addf %s4, %p5 : f32
  %p6 = arith.mulf %x6, %w6 : f32
  %s6 = arith.addf %s5, %p6 : f32
  %p7 = arith.mulf %x7, %w7 : f32
  %s7 = arith.addf %s6, %p7 : f32
  return %s7 : f32
}
