// cse + scheduling: tanh-approximated GELU, with x*x recomputed for the cube and the residual x + gelu(x) recomputing the inner polynomial; the target shares and reorders independent ops; correct.
//--- src.mlir
func.func @f(%x: f32) -> (f32, f32) {
  %half = arith.constant 0.5 : f32
  %one = arith.constant 1.0 : f32
  %k = arith.constant 0.797884583 : f32
  %a = arith.constant 0.044715 : f32
  %x2 = arith.mulf %x, %x : f32
  %x3 = arith.mulf %x2, %x : f32
  %ax3 = arith.mulf %a, %x3 : f32
  %in = arith.addf %x, %ax3 : f32
  %kin = arith.mulf %k, %in : f32
  %th = math.tanh %kin : f32
  %opt = arith.addf %one, %th : f32
  %hx = arith.mulf %half, %x : f32
  %g = arith.mulf %hx, %opt : f32
  %y2 = arith.mulf %x, %x : f32
  %y3 = arith.mulf %y2, %x : f32
  %ay3 = arith.mulf %a, %y3 : f32
  %jn = arith.addf %x, %ay3 : f32
  %kjn = arith.mulf %k, %jn : f32
  %tj = math.tanh %kjn : f32
  %opj = arith.addf %one, %tj : f32
  %hy = arith.mulf %half, %x : f32
  %g2 = arith.mulf %hy, %opj : f32
  %res = arith.addf %x, %g2 : f32
  return %g, %res : f32, f32
}
//--- tgt.mlir
func.func @f(%x: f32) -> (f32, f32) {
  %half = arith.constant 0.5 : f32
  %one = arith.constant 1.0 : f32
  %k = arith.constant 0.797884583 : f32
  %a = arith.constant 0.044715 : f32
  %hx = arith.mulf %x, %half : f32
  %x2 = arith.mulf %x, %x : f32
  %x3 = arith.mulf %x, %x2 : f32
  %ax3 = arith.mulf %x3, %a : f32
  %in = arith.addf %ax3, %x : f32
  %kin = arith.mulf %in, %k : f32
  %th = math.tanh %kin : f32
  %opt = arith.addf %th, %one : f32
  %g = arith.mulf %opt, %hx : f32
  %res = arith.addf %g, %x : f32
  return %g, %res : f32, f32
}
