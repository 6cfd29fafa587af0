// cse: scalar layernorm over 4 inputs recomputes the mean and the deviations for the variance and the outputs; the target shares them; correct.
//--- src.mlir
func.func @f(%x0: f32, %x1: f32, %x2: f32, %x3: f32, %gamma: f32, %beta: f32, %eps: f32) -> (f32, f32, f32, f32) {
  %n = arith.constant 4.0 : f32
  %one = arith.constant 1.0 : f32
  %s0 = arith.addf %x0, %x1 : f32
  %s1 = arith.addf %s0, %x2 : f32
  %s2 = arith.addf %s1, %x3 : f32
  %mean = arith.divf %s2, %n : f32
  %d0 = arith.subf %x0, %mean : f32
  %d1 = arith.subf %x1, %mean : f32
  %d2 = arith.subf %x2, %mean : f32
  %d3 = arith.subf %x3, %mean : f32
  %q0 = arith.mulf %d0, %d0 : f32
  %q1 = arith.mulf %d1, %d1 : f32
  %q2 = arith.mulf %d2, %d2 : f32
  %q3 = arith.mulf %d3, %d3 : f32
  %v0 = arith.addf %q0, %q1 : f32
  %v1 = arith.addf %v0, %q2 : f32
  %v2 = arith.addf %v1, %q3 : f32
  %var = arith.divf %v2, %n : f32
  %ve = arith.addf %var, %eps : f32
  %sd = math.sqrt %ve : f32
  %inv = arith.divf %one, %sd : f32
  %t0 = arith.addf %x0, %x1 : f32
  %t1 = arith.addf %t0, %x2 : f32
  %t2 = arith.addf %t1, %x3 : f32
  %mean2 = arith.divf %t2, %n : f32
  %e0 = arith.subf %x0, %mean2 : f32
  %e1 = arith.subf %x1, %mean2 : f32
  %e2 = arith.subf %x2, %mean2 : f32
  %e3 = arith.subf %x3, %mean2 : f32
  %z0 = arith.mulf %e0, %inv : f32
  %z1 = arith.mulf %e1, %inv : f32
  %z2 = arith.mulf %e2, %inv : f32
  %z3 = arith.mulf %e3, %inv : f32
  %g0 = arith.mulf %z0, %gamma : f32
  %g1 = arith.mulf %z1, %gamma : f32
  %g2 = arith.mulf %z2, %gamma : f32
  %g3 = arith.mulf %z3, %gamma : f32
  %y0 = arith.addf %g0, %beta : f32
  %y1 = arith.addf %g1, %beta : f32
  %y2 = arith.addf %g2, %beta : f32
  %y3 = arith.addf %g3, %beta : f32
  return %y0, %y1, %y2, %y3 : f32, f32, f32, f32
}
//--- tgt.mlir
func.func @f(%x0: f32, %x1: f32, %x2: f32, %x3: f32, %gamma: f32, %beta: f32, %eps: f32) -> (f32, f32, f32, f32) {
  %n = arith.constant 4.0 : f32
  %one = arith.constant 1.0 : f32
  %s0 = arith.addf %x0, %x1 : f32
  %s1 = arith.addf %s0, %x2 : f32
  %s2 = arith.addf %s1, %x3 : f32
  %mean = arith.divf %s2, %n : f32
  %d0 = arith.subf %x0, %mean : f32
  %d1 = arith.subf %x1, %mean : f32
  %d2 = arith.subf %x2, %mean : f32
  %d3 = arith.subf %x3, %mean : f32
  %q0 = arith.mulf %d0, %d0 : f32
  %q1 = arith.mulf %d1, %d1 : f32
  %q2 = arith.mulf %d2, %d2 : f32
  %q3 = arith.mulf %d3, %d3 : f32
  %v0 = arith.addf %q0, %q1 : f32
  %v1 = arith.addf %v0, %q2 : f32
  %v2 = arith.addf %v1, %q3 : f32
  %var = arith.divf %v2, %n : f32
  %ve = arith.addf %var, %eps : f32
  %sd = math.sqrt %ve : f32
  %inv = arith.divf %one, %sd : f32
  %z0 = arith.mulf %d0, %inv : f32
  %z1 = arith.mulf %d1, %inv : f32
  %z2 = arith.mulf %d2, %inv : f32
  %z3 = arith.mulf %d3, %inv : f32
  %g0 = arith.mulf %z0, %gamma : f32
  %g1 = arith.mulf %z1, %gamma : f32
  %g2 = arith.mulf %z2, %gamma : f32
  %g3 = arith.mulf %z3, %gamma : f32
  %y0 = arith.addf %g0, %beta : f32
  %y1 = arith.addf %g1, %beta : f32
  %y2 = arith.addf %g2, %beta : f32
  %y3 = arith.addf %g3, %beta : f32
  return %y0, %y1, %y2, %y3 : f32, f32, f32, f32
}
