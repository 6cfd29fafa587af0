// math-expand-ops' expansions of fma (mulf + addf: rounds twice) and round/roundeven (wrong
// below 0.5 in magnitude: -0.49999997 gives -1.0) are incorrect, each with what both
// functions computed when run (issue 18). Z3 4.8.12's fp.fma can give models that are no
// counterexample; their runs show it and another model is asked for.
// RUN: %tv-opt --tv-verify-each --tv-on-failure=warn --tv-timeout=300 --math-expand-ops %s -o /dev/null 2>&1 | FileCheck %s
// (reports come in function order)
// CHECK: warning: tv: pass 'math-expand-ops' is incorrect on @fma [ieee]: result #0 differs
// CHECK: note: executed: source returns {{[^;]+}} : f32; target returns {{.+}} : f32
// CHECK: warning: tv: pass 'math-expand-ops' is incorrect on @round [ieee]: result #0 differs
// CHECK: note: executed: source returns {{-?0.0}} : f32; target returns {{-?1.0}} : f32
// CHECK: warning: tv: pass 'math-expand-ops' is incorrect on @roundeven [ieee]: result #0 differs
// CHECK: note: executed: source returns {{-?0.0}} : f32; target returns {{-?1.0}} : f32
// CHECK: tv: 1 pass runs, 3 checks: 0 proven, 3 incorrect
func.func @fma(%a: f32, %b: f32, %c: f32) -> f32 {
  %r = math.fma %a, %b, %c : f32
  return %r : f32
}
func.func @round(%a: f32) -> f32 {
  %r = math.round %a : f32
  return %r : f32
}
func.func @roundeven(%a: f32) -> f32 {
  %r = math.roundeven %a : f32
  return %r : f32
}
