// scheduling: the four independent products of a dot product are emitted in another order and operands of each mulf are commuted; the sum order is unchanged; correct.
//--- src.mlir
func.func @f(%a0: f32, %a1: f32, %a2: f32, %a3: f32, %b0: f32, %b1: f32, %b2: f32, %b3: f32) -> f32 {
  %p0 = arith.mulf %a0, %b0 : f32
  %p1 = arith.mulf %a1, %b1 : f32
  %p2 = arith.mulf %a2, %b2 : f32
  %p3 = arith.mulf %a3, %b3 : f32
  %t0 = arith.addf %p0, %p1 : f32
  %t1 = arith.addf %t0, %p2 : f32
  %d = arith.addf %t1, %p3 : f32
  return %d : f32
}
//--- tgt.mlir
func.func @f(%a0: f32, %a1: f32, %a2: f32, %a3: f32, %b0: f32, %b1: f32, %b2: f32, %b3: f32) -> f32 {
  %p3 = arith.mulf %b3, %a3 : f32
  %p1 = arith.mulf %b1, %a1 : f32
  %p2 = arith.mulf %a2, %b2 : f32
  %p0 = arith.mulf %b0, %a0 : f32
  %t0 = arith.addf %p1, %p0 : f32
  %t1 = arith.addf %t0, %p2 : f32
  %d = arith.addf %p3, %t1 : f32
  return %d : f32
}
