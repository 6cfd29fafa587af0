// hoisting (licm-like): the addf computed identically in both branches of an scf.if is moved above it; correct.
//--- src.mlir
func.func @f(%c: i1, %a: f32, %b: f32) -> f32 {
  %r = scf.if %c -> (f32) {
    %s = arith.addf %a, %b : f32
    %m = arith.mulf %s, %a : f32
    scf.yield %m : f32
  } else {
    %s = arith.addf %a, %b : f32
    %n = arith.subf %s, %b : f32
    scf.yield %n : f32
  }
  return %r : f32
}
//--- tgt.mlir
func.func @f(%c: i1, %a: f32, %b: f32) -> f32 {
  %s = arith.addf %a, %b : f32
  %r = scf.if %c -> (f32) {
    %m = arith.mulf %s, %a : f32
    scf.yield %m : f32
  } else {
    %n = arith.subf %s, %b : f32
    scf.yield %n : f32
  }
  return %r : f32
}
