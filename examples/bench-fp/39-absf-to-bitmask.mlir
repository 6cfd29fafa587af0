// lowering: math.absf x -> bitcast(bitcast(x) & 0x7fffffff), clearing the sign bit (NaN stays NaN); correct (needs the bit layout).
//--- src.mlir
func.func @f(%x: f32) -> f32 {
  %a = math.absf %x : f32
  return %a : f32
}
//--- tgt.mlir
func.func @f(%x: f32) -> f32 {
  %mask = arith.constant 2147483647 : i32
  %i = arith.bitcast %x : f32 to i32
  %m = arith.andi %i, %mask : i32
  %a = arith.bitcast %m : i32 to f32
  return %a : f32
}
