// mixed precision + cse: f16 values are extended to f32 for a multiply-add and truncated back; the source extends each input twice (once per user); correct.
//--- src.mlir
func.func @f(%a: f16, %b: f16, %c: f16) -> (f16, f16) {
  %ea = arith.extf %a : f16 to f32
  %eb = arith.extf %b : f16 to f32
  %p = arith.mulf %ea, %eb : f32
  %ec = arith.extf %c : f16 to f32
  %s = arith.addf %p, %ec : f32
  %r0 = arith.truncf %s : f32 to f16
  %fa = arith.extf %a : f16 to f32
  %fb = arith.extf %b : f16 to f32
  %q = arith.mulf %fa, %fb : f32
  %fc = arith.extf %c : f16 to f32
  %d = arith.subf %q, %fc : f32
  %r1 = arith.truncf %d : f32 to f16
  return %r0, %r1 : f16, f16
}
//--- tgt.mlir
func.func @f(%a: f16, %b: f16, %c: f16) -> (f16, f16) {
  %ea = arith.extf %a : f16 to f32
  %eb = arith.extf %b : f16 to f32
  %ec = arith.extf %c : f16 to f32
  %p = arith.mulf %ea, %eb : f32
  %s = arith.addf %p, %ec : f32
  %d = arith.subf %p, %ec : f32
  %r0 = arith.truncf %s : f32 to f16
  %r1 = arith.truncf %d : f32 to f16
  return %r0, %r1 : f16, f16
}
