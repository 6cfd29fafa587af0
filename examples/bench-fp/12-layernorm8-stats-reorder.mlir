// scheduling: mean and variance of 8 inputs; the target computes each deviation and its square together, in reverse order, keeping the summation order; correct.
//--- src.mlir
func.func @f(%x0: f32, %x1: f32, %x2: f32, %x3: f32, %x4: f32, %x5: f32, %x6: f32, %x7: f32) -> (f32, f32) {
  %n = arith.constant 8.0 : f32
  %s1 = arith.addf %x0, %x1 : f32
  %s2 = arith.addf %s1, %x2 : f32
  %s3 = arith.addf %s2, %x3 : f32
  %s4 = arith.addf %s3, %x4 : f32
  %s5 = arith.addf %s4, %x5 : f32
  %s6 = arith.addf %s5, %x6 : f32
  %s7 = arith.addf %s6, %x7 : f32
  %mean = arith.divf %s7, %n : f32
  %d0 = arith.subf %x0, %mean : f32
  %d1 = arith.subf %x1, %mean : f32
  %d2 = arith.subf %x2, %mean : f32
  %d3 = arith.subf %x3, %mean : f32
  %d4 = arith.subf %x4, %mean : f32
  %d5 = arith.subf %x5, %mean : f32
  %d6 = arith.subf %x6, %mean : f32
  %d7 = arith.subf %x7, %mean : f32
  %q0 = arith.mulf %d0, %d0 : f32
  %q1 = arith.mulf %d1, %d1 : f32
  %q2 = arith.mulf %d2, %d2 : f32
  %q3 = arith.mulf %d3, %d3 : f32
  %q4 = arith.mulf %d4, %d4 : f32
  %q5 = arith.mulf %d5, %d5 : f32
  %q6 = arith.mulf %d6, %d6 : f32
  %q7 = arith.mulf %d7, %d7 : f32
  %v1 = arith.addf %q0, %q1 : f32
  %v2 = arith.addf %v1, %q2 : f32
  %v3 = arith.addf %v2, %q3 : f32
  %v4 = arith.addf %v3, %q4 : f32
  %v5 = arith.addf %v4, %q5 : f32
  %v6 = arith.addf %v5, %q6 : f32
  %v7 = arith.addf %v6, %q7 : f32
  %var = arith.divf %v7, %n : f32
  return %mean, %var : f32, f32
}
//--- tgt.mlir
func.func @f(%x0: f32, %x1: f32, %x2: f32, %x3: f32, %x4: f32, %x5: f32, %x6: f32, %x7: f32) -> (f32, f32) {
  %n = arith.constant 8.0 : f32
  %s1 = arith.addf %x0, %x1 : f32
  %s2 = arith.addf %s1, %x2 : f32
  %s3 = arith.addf %s2, %x3 : f32
  %s4 = arith.addf %s3, %x4 : f32
  %s5 = arith.addf %s4, %x5 : f32
  %s6 = arith.addf %s5, %x6 : f32
  %s7 = arith.addf %s6, %x7 : f32
  %mean = arith.divf %s7, %n : f32
  %d7 = arith.subf %x7, %mean : f32
  %q7 = arith.mulf %d7, %d7 : f32
  %d6 = arith.subf %x6, %mean : f32
  %q6 = arith.mulf %d6, %d6 : f32
  %d5 = arith.subf %x5, %mean : f32
  %q5 = arith.mulf %d5, %d5 : f32
  %d4 = arith.subf %x4, %mean : f32
  %q4 = arith.mulf %d4, %d4 : f32
  %d3 = arith.subf %x3, %mean : f32
  %q3 = arith.mulf %d3, %d3 : f32
  %d2 = arith.subf %x2, %mean : f32
  %q2 = arith.mulf %d2, %d2 : f32
  %d1 = arith.subf %x1, %mean : f32
  %q1 = arith.mulf %d1, %d1 : f32
  %d0 = arith.subf %x0, %mean : f32
  %q0 = arith.mulf %d0, %d0 : f32
  %v1 = arith.addf %q0, %q1 : f32
  %v2 = arith.addf %v1, %q2 : f32
  %v3 = arith.addf %v2, %q3 : f32
  %v4 = arith.addf %v3, %q4 : f32
  %v5 = arith.addf %v4, %q5 : f32
  %v6 = arith.addf %v5, %q6 : f32
  %v7 = arith.addf %v6, %q7 : f32
  %var = arith.divf %v7, %n : f32
  return %mean, %var : f32, f32
}
