// MLIR 22 finding of tv-sweep (docs/findings.md; `tv-sweep --pass=math-expand-ops
// --dialect=math`): math-expand-ops expands math.ceil through fptosi to i64 and back, so
// values beyond i64 (Inf, NaN, 1e30) become poison; and it ends with copysign(trunc(x), x)
// + (x > that ? 1.0 : +0.0), which turns the ceiling of -0.0 and of (-1, 0), -0.0, into
// +0.0 (-0.0 + +0.0 = +0.0).
// RUN: %tv-opt --tv-verify-each --tv-on-failure=warn --tv-timeout=300 --math-expand-ops %s -o /dev/null 2>&1 | FileCheck %s
// CHECK: warning: tv: pass 'math-expand-ops' is incorrect on @ceil [ieee]: result #0 {{differs|is poison in the target but not in the source}}
// CHECK: note: executed: source returns {{.*}} : f32; target returns {{.*}} : f32
// CHECK: warning: tv: pass 'math-expand-ops' is incorrect on @ceil_twice [ieee]
// CHECK: warning: tv: pass 'math-expand-ops' is incorrect on @ceil_small
// CHECK: note: executed: source returns -0.0 : f32; target returns 0.0 : f32
func.func @ceil(%x: f32) -> f32 {
  %r = math.ceil %x : f32
  return %r : f32
}

func.func @ceil_twice(%x: f32) -> f32 {
  %a = math.ceil %x : f32
  %r = math.ceil %a : f32
  return %r : f32
}

// The sign of zero: a scale by 2^-64 keeps every finite input inside (-1, 1), away from
// the poison of the i64 conversion, and the difference is still there.
func.func @ceil_small(%x: f32) -> f32 {
  %s = arith.constant 5.42101086e-20 : f32
  %y = arith.mulf %x, %s : f32
  %r = math.ceil %y : f32
  return %r : f32
}
