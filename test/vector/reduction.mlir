// vector.reduction and vector.multi_reduction (encoder/vector_red.c): float folds run in
// order from the accumulator (docs/semantics.md 12, "vector"), so the unrolled forms of
// the lowerings are proven and a reordering is caught unless the op carries
// fastmath<reassoc>; folding the accumulator last, as the break-down pattern does
// (test-vector-break-down-reduction-patterns), rounds differently. multi_reduction equals
// its inner (per-row vector.reduction) and outer (elementwise, from acc) lowerings.
// RUN: split-file %s %t
// RUN: not %tv-check --timeout=300 %t/src.mlir %t/tgt.mlir | FileCheck %s

// CHECK-LABEL: @sum_unrolled: proven
// CHECK-LABEL: @sum_acc_first: proven
// CHECK-LABEL: @reassoc_reordered: proven
// CHECK-LABEL: @int_reordered: proven
// CHECK-LABEL: @multi_inner: proven
// CHECK-LABEL: @multi_outer: proven
// CHECK-LABEL: @nnan_unrolled: proven
// CHECK-LABEL: @sum_reordered: incorrect [ieee]
// CHECK-NEXT: why: result #0 differs
// CHECK-LABEL: @sum_acc_last: incorrect [ieee]
// CHECK-NEXT: why: result #0 differs
// CHECK-LABEL: @wrong_kind: incorrect
// CHECK-NEXT: why: result #0 differs
// CHECK-LABEL: @nnan_added: incorrect [ieee]
// CHECK-NEXT: why: result #0 is poison in the target but not in the source

//--- src.mlir
func.func @sum_unrolled(%a: vector<3xf32>) -> f32 {
  %r = vector.reduction <add>, %a : vector<3xf32> into f32
  return %r : f32
}
func.func @sum_acc_first(%a: vector<2xf32>, %acc: f32) -> f32 {
  %r = vector.reduction <add>, %a, %acc : vector<2xf32> into f32
  return %r : f32
}
func.func @reassoc_reordered(%a: vector<4xf32>, %acc: f32) -> f32 {
  %r = vector.reduction <add>, %a, %acc fastmath<reassoc> : vector<4xf32> into f32
  return %r : f32
}
func.func @int_reordered(%a: vector<4xi32>) -> i32 {
  %r = vector.reduction <maxsi>, %a : vector<4xi32> into i32
  return %r : i32
}
func.func @multi_inner(%a: vector<2x3xi32>, %acc: vector<2xi32>) -> vector<2xi32> {
  %r = vector.multi_reduction <add>, %a, %acc [1] : vector<2x3xi32> to vector<2xi32>
  return %r : vector<2xi32>
}
func.func @multi_outer(%a: vector<2x2xf32>, %acc: vector<2xf32>) -> vector<2xf32> {
  %r = vector.multi_reduction <mul>, %a, %acc [0] : vector<2x2xf32> to vector<2xf32>
  return %r : vector<2xf32>
}
func.func @nnan_unrolled(%a: vector<2xf32>, %acc: f32) -> f32 {
  %r = vector.reduction <mul>, %a, %acc fastmath<nnan> : vector<2xf32> into f32
  return %r : f32
}
func.func @sum_reordered(%a: vector<3xf32>) -> f32 {
  %r = vector.reduction <add>, %a : vector<3xf32> into f32
  return %r : f32
}
func.func @sum_acc_last(%a: vector<2xf32>, %acc: f32) -> f32 {
  %r = vector.reduction <add>, %a, %acc : vector<2xf32> into f32
  return %r : f32
}
func.func @wrong_kind(%a: vector<2xi8>) -> i8 {
  %r = vector.reduction <minsi>, %a : vector<2xi8> into i8
  return %r : i8
}

func.func @nnan_added(%a: vector<2xf32>) -> f32 {
  %r = vector.reduction <add>, %a : vector<2xf32> into f32
  return %r : f32
}

//--- tgt.mlir
func.func @sum_unrolled(%a: vector<3xf32>) -> f32 {
  %e0 = vector.extract %a[0] : f32 from vector<3xf32>
  %e1 = vector.extract %a[1] : f32 from vector<3xf32>
  %e2 = vector.extract %a[2] : f32 from vector<3xf32>
  %s = arith.addf %e0, %e1 : f32
  %r = arith.addf %s, %e2 : f32
  return %r : f32
}
func.func @sum_acc_first(%a: vector<2xf32>, %acc: f32) -> f32 {
  %e0 = vector.extract %a[0] : f32 from vector<2xf32>
  %e1 = vector.extract %a[1] : f32 from vector<2xf32>
  %s = arith.addf %acc, %e0 : f32
  %r = arith.addf %s, %e1 : f32
  return %r : f32
}
func.func @reassoc_reordered(%a: vector<4xf32>, %acc: f32) -> f32 {
  %s = vector.shuffle %a, %a [2, 0, 3, 1] : vector<4xf32>, vector<4xf32>
  %r = vector.reduction <add>, %s, %acc fastmath<reassoc> : vector<4xf32> into f32
  return %r : f32
}
func.func @int_reordered(%a: vector<4xi32>) -> i32 {
  %s = vector.shuffle %a, %a [3, 2, 1, 0] : vector<4xi32>, vector<4xi32>
  %r = vector.reduction <maxsi>, %s : vector<4xi32> into i32
  return %r : i32
}
func.func @multi_inner(%a: vector<2x3xi32>, %acc: vector<2xi32>) -> vector<2xi32> {
  %r0 = vector.extract %a[0] : vector<3xi32> from vector<2x3xi32>
  %a0 = vector.extract %acc[0] : i32 from vector<2xi32>
  %s0 = vector.reduction <add>, %r0, %a0 : vector<3xi32> into i32
  %r1 = vector.extract %a[1] : vector<3xi32> from vector<2x3xi32>
  %a1 = vector.extract %acc[1] : i32 from vector<2xi32>
  %s1 = vector.reduction <add>, %r1, %a1 : vector<3xi32> into i32
  %v = vector.from_elements %s0, %s1 : vector<2xi32>
  return %v : vector<2xi32>
}
func.func @multi_outer(%a: vector<2x2xf32>, %acc: vector<2xf32>) -> vector<2xf32> {
  %r0 = vector.extract %a[0] : vector<2xf32> from vector<2x2xf32>
  %r1 = vector.extract %a[1] : vector<2xf32> from vector<2x2xf32>
  %m0 = arith.mulf %acc, %r0 : vector<2xf32>
  %m1 = arith.mulf %m0, %r1 : vector<2xf32>
  return %m1 : vector<2xf32>
}
func.func @sum_reordered(%a: vector<3xf32>) -> f32 {
  %s = vector.shuffle %a, %a [2, 1, 0] : vector<3xf32>, vector<3xf32>
  %r = vector.reduction <add>, %s : vector<3xf32> into f32
  return %r : f32
}
func.func @sum_acc_last(%a: vector<2xf32>, %acc: f32) -> f32 {
  %e0 = vector.extract %a[0] : f32 from vector<2xf32>
  %e1 = vector.extract %a[1] : f32 from vector<2xf32>
  %s = arith.addf %e0, %e1 : f32
  %r = arith.addf %s, %acc : f32
  return %r : f32
}
func.func @wrong_kind(%a: vector<2xi8>) -> i8 {
  %r = vector.reduction <minui>, %a : vector<2xi8> into i8
  return %r : i8
}
func.func @nnan_unrolled(%a: vector<2xf32>, %acc: f32) -> f32 {
  %e0 = vector.extract %a[0] : f32 from vector<2xf32>
  %e1 = vector.extract %a[1] : f32 from vector<2xf32>
  %m0 = arith.mulf %acc, %e0 fastmath<nnan> : f32
  %m1 = arith.mulf %m0, %e1 fastmath<nnan> : f32
  return %m1 : f32
}
func.func @nnan_added(%a: vector<2xf32>) -> f32 {
  %r = vector.reduction <add>, %a fastmath<nnan> : vector<2xf32> into f32
  return %r : f32
}
