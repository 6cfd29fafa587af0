// Signature mappings through tv-check: wide-integer emulation with the halves swapped or the carry dropped (incorrect, confirmed by running both functions), signless integers, and narrowing i64 -> i32 and f64 -> f32 (proven and incorrect); every verdict names its mapping.
// RUN: split-file %s %t
// RUN: not %tv-check --timeout=60 %t/src.mlir %t/tgt.mlir | FileCheck %s
// RUN: not %tv-check --timeout=60 --fp=abstract --func=narrow_f64 %t/src.mlir %t/tgt.mlir | FileCheck %s --check-prefix=ABSTRACT
// RUN: %tv-check --timeout=60 --json --func=carry %t/src.mlir %t/tgt.mlir | FileCheck %s --check-prefix=JSON

// The float casts of the narrowing mapping exist only in the exact encoding:
// ABSTRACT: @narrow_f64: inconclusive [abstract] (abstraction: the signature mapping's float conversions need the exact encoding; under signature mapping 'narrowing f64 -> f32')
// JSON: {"function":"carry","verdict":"proven",{{.*}}"signature_mapping":"wide-integer emulation (i64 as vector<2xi32>, low half first)"}

// CHECK-LABEL: @swapped: incorrect
// CHECK-NEXT: why: result #0 differs; under signature mapping 'wide-integer emulation'
// CHECK-NEXT: signature mapping: wide-integer emulation (i64 as vector<2xi32>, low half first)
// CHECK-NEXT: input: %a = [[A:-?[0-9]+]] : i64
// CHECK-NEXT: source: returns [[A]] : i64
// CHECK-NEXT: target: returns {{-?[0-9]+}} : i64
// CHECK-NEXT: executed: source returns [[A]] : i64; target returns [{{-?[0-9]+}}, {{-?[0-9]+}}] : vector<2xi32>
// CHECK-LABEL: @no_carry: incorrect
// CHECK-NEXT: why: result #0 differs; under signature mapping 'wide-integer emulation'
// CHECK: executed: source returns {{-?[0-9]+}} : i64; target returns [{{-?[0-9]+}}, {{-?[0-9]+}}] : vector<2xi32>
// CHECK-LABEL: @carry: proven
// CHECK-NEXT: signature mapping: wide-integer emulation (i64 as vector<2xi32>, low half first)
// CHECK-LABEL: @signless: proven
// CHECK-NEXT: signature mapping: signless integers (ui8 as i8, the same bits)
// CHECK-LABEL: @signless_wrong: incorrect
// CHECK-NEXT: why: result #0 differs at index [{{[0-9]}}] (source {{-?[0-9]+}}, target {{-?[0-9]+}}); under signature mapping 'signless integers'
// CHECK-LABEL: @narrow_i64: proven
// CHECK-NEXT: signature mapping: narrowing i64 -> i32 (i64 as i32: arguments the narrow type holds, results compared after narrowing the source's)
// CHECK-LABEL: @narrow_i64_wrong: incorrect
// CHECK-NEXT: why: result #0 differs; under signature mapping 'narrowing i64 -> i32'
// CHECK: executed: source returns {{-?[0-9]+}} : i64; target returns {{-?[0-9]+}} : i32
// CHECK-LABEL: @narrow_f64: proven [ieee]
// CHECK-NEXT: signature mapping: narrowing f64 -> f32 (f64 as f32: arguments the narrow type holds, results compared after narrowing the source's)
// CHECK-LABEL: @narrow_f64_wrong: incorrect [ieee]
// CHECK-NEXT: why: result #0 differs at index [{{[0-9]}}] (source {{.*}}, target {{.*}}); under signature mapping 'narrowing f64 -> f32'
// CHECK: executed: source returns [{{.*}}] : tensor<2xf64>; target returns [{{.*}}] : tensor<2xf32>

//--- src.mlir
func.func @swapped(%a: i64) -> i64 {
  return %a : i64
}
func.func @no_carry(%a: i64, %b: i64) -> i64 {
  %r = arith.addi %a, %b : i64
  return %r : i64
}
func.func @carry(%a: i64, %b: i64) -> i64 {
  %r = arith.addi %a, %b : i64
  return %r : i64
}
func.func @signless(%a: tensor<2xui8>, %b: tensor<2xui8>) -> tensor<2xui8> {
  return %a : tensor<2xui8>
}
func.func @signless_wrong(%a: tensor<2xui8>, %b: tensor<2xui8>) -> tensor<2xui8> {
  return %a : tensor<2xui8>
}
func.func @narrow_i64(%a: i64, %b: i64) -> i64 {
  %r = arith.addi %a, %b : i64
  return %r : i64
}
func.func @narrow_i64_wrong(%a: i64, %b: i64) -> i64 {
  %r = arith.addi %a, %b : i64
  return %r : i64
}
func.func @narrow_f64(%a: tensor<2xf64>) -> tensor<2xf64> {
  %r = tosa.reverse %a {axis = 0 : i32} : (tensor<2xf64>) -> tensor<2xf64>
  return %r : tensor<2xf64>
}
func.func @narrow_f64_wrong(%a: tensor<2xf64>) -> tensor<2xf64> {
  %r = tosa.reverse %a {axis = 0 : i32} : (tensor<2xf64>) -> tensor<2xf64>
  return %r : tensor<2xf64>
}

//--- tgt.mlir
func.func @swapped(%a: vector<2xi32>) -> vector<2xi32> {
  %lo = vector.extract %a[0] : i32 from vector<2xi32>
  %hi = vector.extract %a[1] : i32 from vector<2xi32>
  %z = arith.constant dense<0> : vector<2xi32>
  %0 = vector.insert %hi, %z [0] : i32 into vector<2xi32>
  %1 = vector.insert %lo, %0 [1] : i32 into vector<2xi32>
  return %1 : vector<2xi32>
}
func.func @no_carry(%a: vector<2xi32>, %b: vector<2xi32>) -> vector<2xi32> {
  %r = arith.addi %a, %b : vector<2xi32>
  return %r : vector<2xi32>
}
func.func @carry(%a: vector<2xi32>, %b: vector<2xi32>) -> vector<2xi32> {
  %a0 = vector.extract %a[0] : i32 from vector<2xi32>
  %a1 = vector.extract %a[1] : i32 from vector<2xi32>
  %b0 = vector.extract %b[0] : i32 from vector<2xi32>
  %b1 = vector.extract %b[1] : i32 from vector<2xi32>
  %sum, %ov = arith.addui_extended %a0, %b0 : i32, i1
  %c = arith.extui %ov : i1 to i32
  %h0 = arith.addi %c, %a1 : i32
  %h = arith.addi %h0, %b1 : i32
  %z = arith.constant dense<0> : vector<2xi32>
  %0 = vector.insert %sum, %z [0] : i32 into vector<2xi32>
  %1 = vector.insert %h, %0 [1] : i32 into vector<2xi32>
  return %1 : vector<2xi32>
}
func.func @signless(%a: tensor<2xi8>, %b: tensor<2xi8>) -> tensor<2xi8> {
  return %a : tensor<2xi8>
}
func.func @signless_wrong(%a: tensor<2xi8>, %b: tensor<2xi8>) -> tensor<2xi8> {
  return %b : tensor<2xi8>
}
func.func @narrow_i64(%a: i32, %b: i32) -> i32 {
  %r = arith.addi %a, %b : i32
  return %r : i32
}
func.func @narrow_i64_wrong(%a: i32, %b: i32) -> i32 {
  %r = arith.addi %a, %a : i32
  return %r : i32
}
func.func @narrow_f64(%a: tensor<2xf32>) -> tensor<2xf32> {
  %r = tosa.reverse %a {axis = 0 : i32} : (tensor<2xf32>) -> tensor<2xf32>
  return %r : tensor<2xf32>
}
func.func @narrow_f64_wrong(%a: tensor<2xf32>) -> tensor<2xf32> {
  return %a : tensor<2xf32>
}
