// strength reduction: mean = sum / 4.0 -> sum * 0.25; dividing by a power of two equals multiplying by its exact reciprocal; correct (needs real float arithmetic).
//--- src.mlir
func.func @f(%x0: f32, %x1: f32, %x2: f32, %x3: f32) -> f32 {
  %n = arith.constant 4.0 : f32
  %s0 = arith.addf %x0, %x1 : f32
  %s1 = arith.addf %s0, %x2 : f32
  %s2 = arith.addf %s1, %x3 : f32
  %m = arith.divf %s2, %n : f32
  return %m : f32
}
//--- tgt.mlir
func.func @f(%x0: f32, %x1: f32, %x2: f32, %x3: f32) -> f32 {
  %q = arith.constant 0.25 : f32
  %s0 = arith.addf %x0, %x1 : f32
  %s1 = arith.addf %s0, %x2 : f32
  %s2 = arith.addf %s1, %x3 : f32
  %m = arith.mulf %s2, %q : f32
  return %m : f32
}
