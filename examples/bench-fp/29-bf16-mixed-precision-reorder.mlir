// scheduling (bf16): extf of three bf16 inputs to f32 are reordered and the multiply's operands commuted before the f32 multiply-add and truncf back; correct.
//--- src.mlir
func.func @f(%a: bf16, %b: bf16, %c: bf16) -> bf16 {
  %ea = arith.extf %a : bf16 to f32
  %eb = arith.extf %b : bf16 to f32
  %p = arith.mulf %ea, %eb : f32
  %ec = arith.extf %c : bf16 to f32
  %s = arith.addf %p, %ec : f32
  %r = arith.truncf %s : f32 to bf16
  return %r : bf16
}
//--- tgt.mlir
func.func @f(%a: bf16, %b: bf16, %c: bf16) -> bf16 {
  %ec = arith.extf %c : bf16 to f32
  %eb = arith.extf %b : bf16 to f32
  %ea = arith.extf %a : bf16 to f32
  %p = arith.mulf %eb, %ea : f32
  %s = arith.addf %ec, %p : f32
  %r = arith.truncf %s : f32 to bf16
  return %r : bf16
}
