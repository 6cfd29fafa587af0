// cse of comparisons: cmpf ogt a, b and cmpf olt b, a are the same predicate; the target keeps one compare and folds the sum of two equal selects; correct.
//--- src.mlir
func.func @f(%a: f32, %b: f32, %x: f32, %y: f32) -> f32 {
  %c1 = arith.cmpf ogt, %a, %b : f32
  %c2 = arith.cmpf olt, %b, %a : f32
  %r1 = arith.select %c1, %x, %y : f32
  %r2 = arith.select %c2, %x, %y : f32
  %r = arith.addf %r1, %r2 : f32
  return %r : f32
}
//--- tgt.mlir
func.func @f(%a: f32, %b: f32, %x: f32, %y: f32) -> f32 {
  %c1 = arith.cmpf ogt, %a, %b : f32
  %r1 = arith.select %c1, %x, %y : f32
  %r = arith.addf %r1, %r1 : f32
  return %r : f32
}
