// arith and math ops on tensors apply elementwise: static, dynamic and large (1000000 elements) shapes; UB of one element (divsi by zero) is UB of the op.
// RUN: split-file %s %t
// RUN: not %tv-check --timeout=60 %t/src.mlir %t/tgt.mlir | FileCheck %s

// CHECK-LABEL: @add_zero: proven
// CHECK-LABEL: @add_commute_dyn: proven (for dynamic dimensions up to 64, --tv-max-dim)
// CHECK-LABEL: @sub_not_commute: incorrect
// CHECK-NEXT: why: result #0 differs at index [{{[0-9]+}}, {{[0-9]+}}]
// CHECK-LABEL: @mul_to_shl: proven (for dynamic dimensions up to 64, --tv-max-dim)
// CHECK-LABEL: @big_addf_neg_zero: proven [{{abstract|ieee}}]
// CHECK-LABEL: @big_addf_zero_wrong: incorrect [ieee]
// CHECK-NEXT: why: result #0 differs at index [{{[0-9]+}}] (source {{-?0\.0}}, target {{-?0\.0}})
// CHECK-LABEL: @absi_extract: proven
// CHECK-LABEL: @select_scalar_cond: proven (for dynamic dimensions up to 64, --tv-max-dim)
// CHECK-LABEL: @select_scalar_cond_wrong: incorrect

//--- src.mlir
func.func @add_zero(%t: tensor<4x4xi32>) -> tensor<4x4xi32> {
  %z = arith.constant dense<0> : tensor<4x4xi32>
  %r = arith.addi %t, %z : tensor<4x4xi32>
  return %r : tensor<4x4xi32>
}
func.func @add_commute_dyn(%a: tensor<?x?xi32>, %b: tensor<?x?xi32>) -> tensor<?x?xi32> {
  %r = arith.addi %a, %b : tensor<?x?xi32>
  return %r : tensor<?x?xi32>
}
func.func @sub_not_commute(%a: tensor<2x3xi32>, %b: tensor<2x3xi32>) -> tensor<2x3xi32> {
  %r = arith.subi %a, %b : tensor<2x3xi32>
  return %r : tensor<2x3xi32>
}
func.func @mul_to_shl(%a: tensor<?xi16>) -> tensor<?xi16> {
  %c0 = arith.constant 0 : index
  %n = tensor.dim %a, %c0 : tensor<?xi16>
  %c8 = arith.constant 8 : i16
  %s = tensor.splat %c8[%n] : tensor<?xi16>
  %r = arith.muli %a, %s : tensor<?xi16>
  return %r : tensor<?xi16>
}
// x + -0.0 -> x on a million floats
func.func @big_addf_neg_zero(%a: tensor<1000000xf32>) -> tensor<1000000xf32> {
  %z = arith.constant dense<-0.0> : tensor<1000000xf32>
  %r = arith.addf %a, %z : tensor<1000000xf32>
  return %r : tensor<1000000xf32>
}
// x + 0.0 -> x is wrong for x = -0.0
func.func @big_addf_zero_wrong(%a: tensor<1000000xf32>) -> tensor<1000000xf32> {
  %z = arith.constant dense<0.0> : tensor<1000000xf32>
  %r = arith.addf %a, %z : tensor<1000000xf32>
  return %r : tensor<1000000xf32>
}
func.func @absi_extract(%a: tensor<8xi32>, %i: index) -> i32 {
  %r = math.absi %a : tensor<8xi32>
  %e = tensor.extract %r[%i] : tensor<8xi32>
  return %e : i32
}
func.func @select_scalar_cond(%c: i1, %a: tensor<?xi32>, %b: tensor<?xi32>) -> tensor<?xi32> {
  %r = arith.select %c, %a, %b : tensor<?xi32>
  return %r : tensor<?xi32>
}
func.func @select_scalar_cond_wrong(%c: i1, %a: tensor<?xi32>, %b: tensor<?xi32>) -> tensor<?xi32> {
  %r = arith.select %c, %a, %b : tensor<?xi32>
  return %r : tensor<?xi32>
}

//--- tgt.mlir
func.func @add_zero(%t: tensor<4x4xi32>) -> tensor<4x4xi32> {
  return %t : tensor<4x4xi32>
}
func.func @add_commute_dyn(%a: tensor<?x?xi32>, %b: tensor<?x?xi32>) -> tensor<?x?xi32> {
  %r = arith.addi %b, %a : tensor<?x?xi32>
  return %r : tensor<?x?xi32>
}
func.func @sub_not_commute(%a: tensor<2x3xi32>, %b: tensor<2x3xi32>) -> tensor<2x3xi32> {
  %r = arith.subi %b, %a : tensor<2x3xi32>
  return %r : tensor<2x3xi32>
}
func.func @mul_to_shl(%a: tensor<?xi16>) -> tensor<?xi16> {
  %c3 = arith.constant dense<3> : tensor<1xi16>
  %c0 = arith.constant 0 : index
  %n = tensor.dim %a, %c0 : tensor<?xi16>
  %three = arith.constant 3 : i16
  %s = tensor.splat %three[%n] : tensor<?xi16>
  %r = arith.shli %a, %s : tensor<?xi16>
  return %r : tensor<?xi16>
}
func.func @big_addf_neg_zero(%a: tensor<1000000xf32>) -> tensor<1000000xf32> {
  return %a : tensor<1000000xf32>
}
func.func @big_addf_zero_wrong(%a: tensor<1000000xf32>) -> tensor<1000000xf32> {
  return %a : tensor<1000000xf32>
}
func.func @absi_extract(%a: tensor<8xi32>, %i: index) -> i32 {
  %e = tensor.extract %a[%i] : tensor<8xi32>
  %r = math.absi %e : i32
  return %r : i32
}
func.func @select_scalar_cond(%c: i1, %a: tensor<?xi32>, %b: tensor<?xi32>) -> tensor<?xi32> {
  %true = arith.constant true
  %nc = arith.xori %c, %true : i1
  %r = arith.select %nc, %b, %a : tensor<?xi32>
  return %r : tensor<?xi32>
}
func.func @select_scalar_cond_wrong(%c: i1, %a: tensor<?xi32>, %b: tensor<?xi32>) -> tensor<?xi32> {
  %r = arith.select %c, %b, %a : tensor<?xi32>
  return %r : tensor<?xi32>
}
