// canonicalize: operands of maximumf / minimumf are commuted (both propagate NaN and order -0.0 below +0.0, so they are commutative); correct.
//--- src.mlir
func.func @f(%a: f32, %b: f32, %c: f32) -> (f32, f32) {
  %mx = arith.maximumf %a, %b : f32
  %mn = arith.minimumf %b, %c : f32
  %r = arith.maximumf %mx, %c : f32
  return %r, %mn : f32, f32
}
//--- tgt.mlir
func.func @f(%a: f32, %b: f32, %c: f32) -> (f32, f32) {
  %mx = arith.maximumf %b, %a : f32
  %mn = arith.minimumf %c, %b : f32
  %r = arith.maximumf %c, %mx : f32
  return %r, %mn : f32, f32
}
