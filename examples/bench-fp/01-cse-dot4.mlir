// cse: a 4-element dot product computed twice (for the output and a scaled copy) is shared; correct.
//--- src.mlir
func.func @f(%a0: f32, %a1: f32, %a2: f32, %a3: f32, %b0: f32, %b1: f32, %b2: f32, %b3: f32, %s: f32) -> (f32, f32) {
  %p0 = arith.mulf %a0, %b0 : f32
  %p1 = arith.mulf %a1, %b1 : f32
  %p2 = arith.mulf %a2, %b2 : f32
  %p3 = arith.mulf %a3, %b3 : f32
  %t0 = arith.addf %p0, %p1 : f32
  %t1 = arith.addf %t0, %p2 : f32
  %d = arith.addf %t1, %p3 : f32
  %q0 = arith.mulf %a0, %b0 : f32
  %q1 = arith.mulf %a1, %b1 : f32
  %q2 = arith.mulf %a2, %b2 : f32
  %q3 = arith.mulf %a3, %b3 : f32
  %u0 = arith.addf %q0, %q1 : f32
  %u1 = arith.addf %u0, %q2 : f32
  %e = arith.addf %u1, %q3 : f32
  %scaled = arith.mulf %e, %s : f32
  return %d, %scaled : f32, f32
}
//--- tgt.mlir
func.func @f(%a0: f32, %a1: f32, %a2: f32, %a3: f32, %b0: f32, %b1: f32, %b2: f32, %b3: f32, %s: f32) -> (f32, f32) {
  %p0 = arith.mulf %a0, %b0 : f32
  %p1 = arith.mulf %a1, %b1 : f32
  %p2 = arith.mulf %a2, %b2 : f32
  %p3 = arith.mulf %a3, %b3 : f32
  %t0 = arith.addf %p0, %p1 : f32
  %t1 = arith.addf %t0, %p2 : f32
  %d = arith.addf %t1, %p3 : f32
  %scaled = arith.mulf %d, %s : f32
  return %d, %scaled : f32, f32
}
