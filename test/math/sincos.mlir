// math.sincos: (sin x, cos x) with the uninterpreted functions of math.sin and math.cos, so fusing them into it is proven; swapped results are caught at +-0 (sin 0 = 0, cos 0 = 1: IEEE 754 9.2.1).
// RUN: split-file %s %t
// RUN: not %tv-check --timeout=60 %t/src.mlir %t/tgt.mlir | FileCheck %s

// CHECK-LABEL: @fused: proven [{{abstract|ieee}}]
// CHECK-LABEL: @fused_f64_nnan: proven [{{abstract|ieee}}]
// CHECK-LABEL: @fused_vector: proven [{{abstract|ieee}}]
// CHECK-LABEL: @swapped: incorrect [ieee]
// CHECK-NEXT: why: result #0 differs
// CHECK-NEXT: input: %x = {{-?}}0.0 : f32
// CHECK-NEXT: source: returns {{-?}}0.0 : f32, 1.0 : f32
// CHECK-NEXT: target: returns 1.0 : f32, {{-?}}0.0 : f32
// CHECK-NEXT: executed: not run (a math function would be computed with libm, whose values tv does not model)
// CHECK-LABEL: @other_input: inconclusive [{{abstract|ieee}}] (the counterexample uses math.{{sin|cos}}, modeled as an uninterpreted function)

//--- src.mlir
func.func @fused(%x: f32) -> (f32, f32) {
  %s = math.sin %x : f32
  %c = math.cos %x : f32
  return %s, %c : f32, f32
}
func.func @fused_f64_nnan(%x: f64) -> (f64, f64) {
  %s = math.sin %x fastmath<nnan> : f64
  %c = math.cos %x fastmath<nnan> : f64
  return %c, %s : f64, f64
}
func.func @fused_vector(%x: vector<4xf32>) -> (vector<4xf32>, vector<4xf32>) {
  %s = math.sin %x : vector<4xf32>
  %c = math.cos %x : vector<4xf32>
  return %s, %c : vector<4xf32>, vector<4xf32>
}
func.func @swapped(%x: f32) -> (f32, f32) {
  %s = math.sin %x : f32
  %c = math.cos %x : f32
  return %s, %c : f32, f32
}
func.func @other_input(%x: f32) -> f32 {
  %s = math.sin %x : f32
  return %s : f32
}

//--- tgt.mlir
func.func @fused(%x: f32) -> (f32, f32) {
  %s, %c = math.sincos %x : f32
  return %s, %c : f32, f32
}
func.func @fused_f64_nnan(%x: f64) -> (f64, f64) {
  %s, %c = math.sincos %x fastmath<nnan> : f64
  return %c, %s : f64, f64
}
func.func @fused_vector(%x: vector<4xf32>) -> (vector<4xf32>, vector<4xf32>) {
  %s, %c = math.sincos %x : vector<4xf32>
  return %s, %c : vector<4xf32>, vector<4xf32>
}
func.func @swapped(%x: f32) -> (f32, f32) {
  %s, %c = math.sincos %x : f32
  return %c, %s : f32, f32
}
func.func @other_input(%x: f32) -> f32 {
  %y = arith.addf %x, %x : f32
  %s, %c = math.sincos %y : f32
  return %s : f32
}
