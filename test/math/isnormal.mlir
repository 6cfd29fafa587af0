// math.isnormal: exact in the IEEE encoding (zero, subnormals, Inf and NaN are not normal); the abstract encoding only knows zero, Inf and NaN, so the exact encoding decides the rest.
// RUN: split-file %s %t
// RUN: not %tv-check --timeout=300 %t/src.mlir %t/tgt.mlir | FileCheck %s

// CHECK-LABEL: @zero_not_normal: proven [{{abstract|ieee}}]
// CHECK-LABEL: @one_normal: proven [ieee]
// CHECK-LABEL: @normal_implies_finite: proven [{{abstract|ieee}}]
// CHECK-LABEL: @normal_is_not_finite: incorrect [ieee]
// CHECK-NEXT: why: result #0 differs
// CHECK-NEXT: input: %x = {{-?[0-9.]+e-(0[5-8]|4[0-5])|-?0.0}} : f16

//--- src.mlir
func.func @zero_not_normal(%x: f32) -> i1 {
  %z = arith.constant -0.0 : f32
  %r = math.isnormal %z : f32
  return %r : i1
}
func.func @one_normal() -> i1 {
  %one = arith.constant 1.0 : f64
  %r = math.isnormal %one : f64
  return %r : i1
}
func.func @normal_implies_finite(%x: f32) -> i1 {
  %n = math.isnormal %x : f32
  %f = math.isfinite %x : f32
  %r = arith.andi %n, %f : i1
  return %r : i1
}
// isfinite is true for zeros and subnormals, isnormal is not
func.func @normal_is_not_finite(%x: f16) -> i1 {
  %r = math.isfinite %x : f16
  return %r : i1
}

//--- tgt.mlir
func.func @zero_not_normal(%x: f32) -> i1 {
  %f = arith.constant false
  return %f : i1
}
func.func @one_normal() -> i1 {
  %t = arith.constant true
  return %t : i1
}
func.func @normal_implies_finite(%x: f32) -> i1 {
  %n = math.isnormal %x : f32
  return %n : i1
}
func.func @normal_is_not_finite(%x: f16) -> i1 {
  %r = math.isnormal %x : f16
  return %r : i1
}
