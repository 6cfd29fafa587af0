// math-expand-ops through the plugin. The expansions are checked against the functions'
// IEEE 754 9.2.1 special values (docs/semantics.md 4.6), the only values of exp, tanh, ...
// the tool fixes. Findings against MLIR 22 (docs/semantics.md, "Findings"): tanh(-0.0) and
// sinh(-0.0) expand to +0.0 (IEEE: -0.0), asinh(-Inf) to NaN (log(-Inf + Inf); IEEE: -Inf).
// An expansion whose difference rests on exp's other values is inconclusive, never incorrect.
// @tanh's counterexample takes about 40 s of CPU (almost 4 minutes on a loaded machine),
// @asinh's about half of that: a generous limit.
// RUN: %tv-opt --tv-verify-each --tv-on-failure=warn --tv-timeout=600 --tv-verbose -p 'builtin.module(func.func(math-expand-ops))' %s 2>&1 >/dev/null | FileCheck %s

// CHECK-DAG: warning: tv: pass 'math-expand-ops' is incorrect on @tanh [ieee]: result #0 differs
// CHECK-DAG: warning: tv: pass 'math-expand-ops' is incorrect on @sinh [ieee]: result #0 differs
// CHECK-DAG: warning: tv: pass 'math-expand-ops' is incorrect on @asinh [ieee]: result #0 differs
// CHECK-DAG: note: input: %x = -inf (0xFF800000) : f32
// CHECK-DAG: remark: tv: pass 'math-expand-ops' on @cosh: inconclusive [ieee] (the counterexample uses math.exp, modeled as an uninterpreted function)
// CHECK: tv: 4 pass runs, 4 checks: 0 proven, 3 incorrect, 1 inconclusive, 0 unsupported, 0 timeouts, 0 errors

// tanh(x) = sign * (1 - exp(-2|x|)) / (1 + exp(-2|x|)), sign = x < 0 ? -1 : 1: +0.0 at -0.0
func.func @tanh(%x: f32) -> f32 {
  %r = math.tanh %x : f32
  return %r : f32
}

// sinh(x) = (exp(x) - exp(-x)) / 2: exp(-0.0) = exp(+0.0) = 1, so +0.0 at -0.0
func.func @sinh(%x: f32) -> f32 {
  %r = math.sinh %x : f32
  return %r : f32
}

// asinh(x) = log(x + sqrt(x * x + 1)): NaN at -Inf
func.func @asinh(%x: f32) -> f32 {
  %r = math.asinh %x : f32
  return %r : f32
}

// cosh(x) = (exp(x) + exp(-x)) / 2: right at +-0 and +-Inf; elsewhere it rests on exp
func.func @cosh(%x: f32) -> f32 {
  %r = math.cosh %x : f32
  return %r : f32
}
