// tv-check --fp=abstract: the abstract bit-vector encoding alone; its proofs are final, its counterexamples are only inconclusive (never incorrect). --fp=auto (the default) re-solves those with the exact encoding.
// RUN: split-file %s %t
// RUN: not %tv-check --timeout=300 --fp=abstract %t/src.mlir %t/tgt.mlir | FileCheck %s
// RUN: not %tv-check --timeout=300 --fp=auto %t/src.mlir %t/tgt.mlir | FileCheck %s --check-prefix=AUTO
// RUN: not %tv-check --timeout=300 %t/src.mlir %t/tgt.mlir | FileCheck %s --check-prefix=AUTO

// CHECK-NOT: [ieee]
// CHECK-LABEL: @add_cse: proven [abstract]
// CHECK-LABEL: @select_same: proven [abstract]
// CHECK-LABEL: @negf_negf: proven [abstract]
// CHECK-LABEL: @exp_cse: proven [abstract]
// CHECK-LABEL: @add_pos_zero: inconclusive [abstract] (abstraction: {{.+}})
// CHECK-NOT: incorrect
// CHECK-LABEL: @fold_wrong: inconclusive [abstract] (abstraction: {{.+}})
// CHECK-NOT: incorrect
// CHECK-LABEL: @int_wrong: incorrect{{$}}
// CHECK-NEXT: why: result #0 differs
// CHECK-NOT: [ieee]

// AUTO-LABEL: @add_cse: proven [abstract]
// AUTO-LABEL: @select_same: proven [abstract]
// AUTO-LABEL: @negf_negf: proven [abstract]
// AUTO-LABEL: @exp_cse: proven [abstract]
// AUTO-LABEL: @add_pos_zero: incorrect [ieee]
// AUTO-NEXT: why: result #0 differs
// AUTO-NEXT: input: %x = -0.0 : f32
// AUTO-NEXT: source: returns 0.0 : f32
// AUTO-NEXT: target: returns -0.0 : f32
// AUTO-LABEL: @fold_wrong: incorrect [ieee]
// AUTO-NEXT: why: result #0 differs
// AUTO-NEXT: source: returns 3.75 : f32
// AUTO-NEXT: target: returns 3.5 : f32
// AUTO-LABEL: @int_wrong: incorrect{{$}}

//--- src.mlir
// CSE of an addf: no arithmetic needed
func.func @add_cse(%x: f32, %y: f32) -> (f32, f32) {
  %a = arith.addf %x, %y : f32
  %b = arith.addf %x, %y : f32
  return %a, %b : f32, f32
}
// select c, x, x -> x
func.func @select_same(%c: i1, %x: f64) -> f64 {
  %r = arith.select %c, %x, %x : f64
  return %r : f64
}
// negf (negf x) -> x
func.func @negf_negf(%x: f32) -> f32 {
  %a = arith.negf %x : f32
  %r = arith.negf %a : f32
  return %r : f32
}
// CSE of math.exp
func.func @exp_cse(%x: f16) -> (f16, f16) {
  %a = math.exp %x : f16
  %b = math.exp %x : f16
  return %a, %b : f16, f16
}
// x + 0.0 -> x: wrong, but the abstract encoding cannot say so
func.func @add_pos_zero(%x: f32) -> f32 {
  %c0 = arith.constant 0.0 : f32
  %r = arith.addf %x, %c0 : f32
  return %r : f32
}
// 1.5 + 2.25 folded to 3.5: wrong, but only inconclusive in the abstract encoding
func.func @fold_wrong() -> f32 {
  %a = arith.constant 1.5 : f32
  %b = arith.constant 2.25 : f32
  %r = arith.addf %a, %b : f32
  return %r : f32
}
// integers are exact in every mode
func.func @int_wrong(%x: i8) -> i8 {
  %c1 = arith.constant 1 : i8
  %r = arith.addi %x, %c1 : i8
  return %r : i8
}

//--- tgt.mlir
func.func @add_cse(%x: f32, %y: f32) -> (f32, f32) {
  %a = arith.addf %x, %y : f32
  return %a, %a : f32, f32
}
func.func @select_same(%c: i1, %x: f64) -> f64 {
  return %x : f64
}
func.func @negf_negf(%x: f32) -> f32 {
  return %x : f32
}
func.func @exp_cse(%x: f16) -> (f16, f16) {
  %a = math.exp %x : f16
  return %a, %a : f16, f16
}
func.func @add_pos_zero(%x: f32) -> f32 {
  return %x : f32
}
func.func @fold_wrong() -> f32 {
  %r = arith.constant 3.5 : f32
  return %r : f32
}
func.func @int_wrong(%x: i8) -> i8 {
  %r = arith.addi %x, %x : i8
  return %r : i8
}
