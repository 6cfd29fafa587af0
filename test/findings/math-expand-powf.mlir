// MLIR 22 finding (docs/findings.md; found by `tv-sweep --pass=math-expand-ops --dialect=math`):
// math-expand-ops expands math.powf(x, y) to exp(y * log(x)) (with a sign fix-up), which
// gives NaN where IEEE 754 pow gives 1.0: pow(x, +-0) = 1 for every x (even NaN and -Inf),
// and pow(+1, y) = 1 for every y (even Inf, NaN). tv fixes exactly these special cases of
// powf (docs/semantics.md); the interpreter does not run math functions (libm), so the
// counterexample is the solver's, under exact IEEE-754 semantics.
// RUN: %tv-opt --tv-verify-each --tv-on-failure=warn --tv-timeout=120 --math-expand-ops %s -o /dev/null 2>&1 | FileCheck %s
// CHECK: warning: tv: pass 'math-expand-ops' is incorrect on @pow [ieee]: result #0 differs
// CHECK: note: source: returns 1.0 : f32
// CHECK: note: target: returns 0x{{[7F]}}FC00000 : f32
// CHECK: tv: 1 pass runs, 1 checks: 0 proven, 1 incorrect
func.func @pow(%x: f32, %y: f32) -> f32 {
  %r = math.powf %x, %y : f32
  return %r : f32
}
