// The index dialect (IndexOps.td): arith's integer semantics on 64-bit index values
// (encoder/arith.c, index_table); tosa-to-linalg's fft lowerings emit index.mul/remu.
// RUN: split-file %s %t
// RUN: not %tv-check --timeout=60 %t/src.mlir %t/tgt.mlir | FileCheck %s

// CHECK-LABEL: @add_commutes: proven
// CHECK-LABEL: @index_vs_arith: proven
// CHECK-LABEL: @cmp_slt_as_arith: proven
// CHECK-LABEL: @shl_64_is_poison: proven
// CHECK-LABEL: @castu_zero_extends: proven
// CHECK-LABEL: @ceildivu_fold: proven
// CHECK-LABEL: @sizeof_is_64: proven
// CHECK-LABEL: @the_rest_as_arith: proven
// CHECK-LABEL: @shrs_not_shru: incorrect
// CHECK-NEXT: why: result #0 differs
// CHECK-LABEL: @cmp_ult_not_slt: incorrect
// CHECK-NEXT: why: result #0 differs
// CHECK-LABEL: @divu_by_zero_is_ub: proven
// CHECK-LABEL: @rems_sign: incorrect
// CHECK-NEXT: why: result #0 differs

//--- src.mlir
func.func @add_commutes(%a: index, %b: index) -> index {
  %r = index.add %a, %b
  return %r : index
}
func.func @index_vs_arith(%a: index, %b: index) -> index {
  %q = index.divs %a, %b
  %m = index.mul %q, %b
  %r = index.floordivs %m, %a
  return %r : index
}
func.func @cmp_slt_as_arith(%a: index, %b: index) -> i1 {
  %r = index.cmp slt(%a, %b)
  return %r : i1
}
func.func @shl_64_is_poison(%a: index) -> index {
  %c64 = index.constant 64
  %r = index.shl %a, %c64
  return %r : index
}
func.func @castu_zero_extends(%a: i32) -> index {
  %r = index.castu %a : i32 to index
  return %r : index
}
func.func @ceildivu_fold() -> index {
  %c7 = index.constant 7
  %c2 = index.constant 2
  %r = index.ceildivu %c7, %c2
  return %r : index
}
func.func @sizeof_is_64() -> index {
  %r = index.sizeof // of index: 64 bits here
  return %r : index
}
func.func @the_rest_as_arith(%a: index, %b: index, %i: i32) -> (index, index, index, index, index, index, index, index, index, index, i1) {
  %r0 = index.and %a, %b
  %r1 = index.or %a, %b
  %r2 = index.xor %a, %b
  %r3 = index.sub %a, %b
  %r4 = index.maxs %a, %b
  %r5 = index.maxu %a, %b
  %r6 = index.mins %a, %b
  %r7 = index.minu %a, %b
  %c3 = index.constant 3
  %r8 = index.ceildivs %a, %c3
  %r9 = index.casts %i : i32 to index
  %t = index.bool.constant true
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %t : index, index, index, index, index, index, index, index, index, index, i1
}
func.func @shrs_not_shru(%a: index) -> index {
  %c1 = index.constant 1
  %r = index.shrs %a, %c1
  return %r : index
}
func.func @cmp_ult_not_slt(%a: index, %b: index) -> i1 {
  %r = index.cmp ult(%a, %b)
  return %r : i1
}
func.func @divu_by_zero_is_ub(%a: index) -> index {
  %c0 = index.constant 0
  %r = index.divu %a, %c0
  return %r : index
}
func.func @rems_sign(%a: index) -> index {
  %c3 = index.constant 3
  %r = index.rems %a, %c3
  return %r : index
}

//--- tgt.mlir
func.func @add_commutes(%a: index, %b: index) -> index {
  %r = index.add %b, %a
  return %r : index
}
func.func @index_vs_arith(%a: index, %b: index) -> index {
  %q = arith.divsi %a, %b : index
  %m = arith.muli %q, %b : index
  %r = arith.floordivsi %m, %a : index
  return %r : index
}
func.func @cmp_slt_as_arith(%a: index, %b: index) -> i1 {
  %r = arith.cmpi slt, %a, %b : index
  return %r : i1
}
func.func @shl_64_is_poison(%a: index) -> index {
  %c = index.constant 12345
  return %c : index
}
func.func @castu_zero_extends(%a: i32) -> index {
  %r = arith.index_castui %a : i32 to index
  return %r : index
}
func.func @ceildivu_fold() -> index {
  %r = index.constant 4
  return %r : index
}
func.func @sizeof_is_64() -> index {
  %r = arith.constant 64 : index
  return %r : index
}
func.func @the_rest_as_arith(%a: index, %b: index, %i: i32) -> (index, index, index, index, index, index, index, index, index, index, i1) {
  %r0 = arith.andi %a, %b : index
  %r1 = arith.ori %a, %b : index
  %r2 = arith.xori %a, %b : index
  %r3 = arith.subi %a, %b : index
  %r4 = arith.maxsi %a, %b : index
  %r5 = arith.maxui %a, %b : index
  %r6 = arith.minsi %a, %b : index
  %r7 = arith.minui %a, %b : index
  %c3 = arith.constant 3 : index
  %r8 = arith.ceildivsi %a, %c3 : index
  %r9 = arith.index_cast %i : i32 to index
  %t = arith.constant true
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %t : index, index, index, index, index, index, index, index, index, index, i1
}
func.func @shrs_not_shru(%a: index) -> index {
  %c1 = index.constant 1
  %r = index.shru %a, %c1
  return %r : index
}
func.func @cmp_ult_not_slt(%a: index, %b: index) -> i1 {
  %r = index.cmp slt(%a, %b)
  return %r : i1
}
func.func @divu_by_zero_is_ub(%a: index) -> index {
  %c = index.constant 0
  return %c : index
}
func.func @rems_sign(%a: index) -> index {
  %c3 = index.constant 3
  %r = index.remu %a, %c3
  return %r : index
}
