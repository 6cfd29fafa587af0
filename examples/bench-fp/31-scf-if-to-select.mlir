// if-conversion: an scf.if whose branches compute pure float values is speculated into both values and an arith.select; correct.
//--- src.mlir
func.func @f(%a: f32, %b: f32, %t: f32) -> f32 {
  %c = arith.cmpf oge, %a, %t : f32
  %r = scf.if %c -> (f32) {
    %m = arith.mulf %a, %b : f32
    scf.yield %m : f32
  } else {
    %d = arith.divf %a, %b : f32
    scf.yield %d : f32
  }
  return %r : f32
}
//--- tgt.mlir
func.func @f(%a: f32, %b: f32, %t: f32) -> f32 {
  %c = arith.cmpf oge, %a, %t : f32
  %m = arith.mulf %a, %b : f32
  %d = arith.divf %a, %b : f32
  %r = arith.select %c, %m, %d : f32
  return %r : f32
}
