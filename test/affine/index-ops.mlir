// affine.delinearize_index and affine.linearize_index (AffineOps.td): delinearize is
// affine floordiv/mod by the products of the inner basis (an outer bound is not used in
// the computation); a basis element <= 0 (or poison) or a basis product beyond index is UB.
// linearize is sum(idx_i * product of the later basis elements); a product, term or
// partial sum overflowing index is UB; `disjoint` makes an index outside [0, B_i) poison.
// RUN: split-file %s %t
// RUN: not %tv-check --timeout=120 %t/src.mlir %t/tgt.mlir | FileCheck %s
// RUN: %tv-run %t/src.mlir @delin 29 | FileCheck %s --check-prefix=DELIN
// RUN: %tv-run %t/src.mlir @lin_disjoint 1 3 4 | FileCheck %s --check-prefix=DISJ
// RUN: not %tv-run %t/src.mlir @delin_dyn 7 0 | FileCheck %s --check-prefix=ZERO
// affine-expand-index-ops lowers linearize_index to nsw arithmetic: proven.
// RUN: %tv-opt --tv-verify-each --tv-timeout=120 --affine-expand-index-ops %t/lin.mlir 2>&1 >/dev/null | FileCheck %s --check-prefix=EXPAND

// CHECK-LABEL: @delin: proven
// CHECK-LABEL: @delin_noouter: proven
// CHECK-LABEL: @delin_neg: proven
// CHECK-LABEL: @delin_dyn: proven
// CHECK-LABEL: @delin_drop_outer: proven
// CHECK-LABEL: @delin_add_outer: incorrect
// CHECK-NEXT: why: target has undefined behaviour where the source has none
// CHECK-LABEL: @lin: proven
// CHECK-LABEL: @lin_disjoint: proven
// CHECK-LABEL: @delin_wrong: incorrect
// CHECK-NEXT: why: result #{{0|1}} differs
// CHECK-LABEL: @lin_wrong: incorrect
// CHECK-NEXT: why: result #0 differs
// CHECK-LABEL: @lin_disjoint_or: proven
// CHECK-LABEL: @lin_or_wrong: incorrect
// CHECK-NEXT: why: result #0 differs

// DELIN: 0 : index
// DELIN-NEXT: 5 : index
// DELIN-NEXT: 4 : index
// DISJ: poison : index
// ZERO: undefined behaviour: a basis element <= 0

// EXPAND: tv: 1 pass runs, 2 checks: 2 proven, 0 incorrect, 0 inconclusive, 0 unsupported

//--- src.mlir
func.func @delin(%x: index) -> (index, index, index) {
  %r:3 = affine.delinearize_index %x into (2, 6, 5) : index, index, index
  return %r#0, %r#1, %r#2 : index, index, index
}
func.func @delin_noouter(%x: index) -> (index, index) {
  %r:2 = affine.delinearize_index %x into (8) : index, index
  return %r#0, %r#1 : index, index
}
// floor division and non-negative remainder for a negative index
func.func @delin_neg(%x: i8) -> (index, index) {
  %i = arith.index_cast %x : i8 to index
  %r:2 = affine.delinearize_index %i into (4) : index, index
  return %r#0, %r#1 : index, index
}
func.func @delin_dyn(%x: index, %n: index) -> (index, index) {
  %r:2 = affine.delinearize_index %x into (%n) : index, index
  return %r#0, %r#1 : index, index
}
// dropping an outer bound drops a UB condition (a bound <= 0): proven
func.func @delin_drop_outer(%x: index, %m: index, %n: index) -> (index, index) {
  %r:2 = affine.delinearize_index %x into (%m, %n) : index, index
  return %r#0, %r#1 : index, index
}
// adding one adds it: incorrect
func.func @delin_add_outer(%x: index, %m: index, %n: index) -> (index, index) {
  %r:2 = affine.delinearize_index %x into (%n) : index, index
  return %r#0, %r#1 : index, index
}
func.func @lin(%a: index, %b: index, %c: index) -> index {
  %r = affine.linearize_index [%a, %b, %c] by (2, 3, 5) : index
  return %r : index
}
func.func @lin_disjoint(%a: index, %b: index, %c: index) -> index {
  %r = affine.linearize_index disjoint [%a, %b, %c] by (3, 5) : index
  return %r : index
}
func.func @delin_wrong(%x: index) -> (index, index) {
  %r:2 = affine.delinearize_index %x into (8) : index, index
  return %r#0, %r#1 : index, index
}
func.func @lin_wrong(%a: index, %b: index) -> index {
  %r = affine.linearize_index [%a, %b] by (5) : index
  return %r : index
}
// disjoint: the low bits hold %b < 8, so or and add agree
func.func @lin_disjoint_or(%a: index, %b: index) -> index {
  %r = affine.linearize_index disjoint [%a, %b] by (8) : index
  return %r : index
}
func.func @lin_or_wrong(%a: index, %b: index) -> index {
  %r = affine.linearize_index [%a, %b] by (8) : index
  return %r : index
}

//--- tgt.mlir
func.func @delin(%x: index) -> (index, index, index) {
  %r:3 = affine.delinearize_index %x into (6, 5) : index, index, index
  return %r#0, %r#1, %r#2 : index, index, index
}
func.func @delin_noouter(%x: index) -> (index, index) {
  %c8 = arith.constant 8 : index
  %c7 = arith.constant 7 : index
  %c3 = arith.constant 3 : index
  %q = arith.shrsi %x, %c3 : index
  %r = arith.andi %x, %c7 : index
  return %q, %r : index, index
}
func.func @delin_neg(%x: i8) -> (index, index) {
  %i = arith.index_cast %x : i8 to index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %q = arith.shrsi %i, %c2 : index
  %r = arith.andi %i, %c3 : index
  return %q, %r : index, index
}
func.func @delin_dyn(%x: index, %n: index) -> (index, index) {
  %r:2 = affine.delinearize_index %x into (%n) : index, index
  return %r#0, %r#1 : index, index
}
func.func @delin_drop_outer(%x: index, %m: index, %n: index) -> (index, index) {
  %r:2 = affine.delinearize_index %x into (%n) : index, index
  return %r#0, %r#1 : index, index
}
func.func @delin_add_outer(%x: index, %m: index, %n: index) -> (index, index) {
  %r:2 = affine.delinearize_index %x into (%m, %n) : index, index
  return %r#0, %r#1 : index, index
}
func.func @lin(%a: index, %b: index, %c: index) -> index {
  %c5 = arith.constant 5 : index
  %c15 = arith.constant 15 : index
  %0 = arith.muli %a, %c15 overflow<nsw> : index
  %1 = arith.muli %b, %c5 overflow<nsw> : index
  %2 = arith.addi %0, %1 overflow<nsw> : index
  %3 = arith.addi %2, %c overflow<nsw> : index
  return %3 : index
}
func.func @lin_disjoint(%a: index, %b: index, %c: index) -> index {
  %r = affine.linearize_index disjoint [%a, %b, %c] by (3, 5) : index
  return %r : index
}
func.func @delin_wrong(%x: index) -> (index, index) {
  %c8 = arith.constant 8 : index
  %q = arith.divsi %x, %c8 : index
  %r = arith.remsi %x, %c8 : index
  return %q, %r : index, index
}
func.func @lin_wrong(%a: index, %b: index) -> index {
  %c5 = arith.constant 5 : index
  %0 = arith.muli %b, %c5 : index
  %1 = arith.addi %0, %a : index
  return %1 : index
}
func.func @lin_disjoint_or(%a: index, %b: index) -> index {
  %c3 = arith.constant 3 : index
  %0 = arith.shli %a, %c3 : index
  %1 = arith.ori %0, %b : index
  return %1 : index
}
func.func @lin_or_wrong(%a: index, %b: index) -> index {
  %c3 = arith.constant 3 : index
  %0 = arith.shli %a, %c3 : index
  %1 = arith.ori %0, %b : index
  return %1 : index
}

//--- lin.mlir
func.func @lin(%a: index, %b: index, %c: index) -> index {
  %r = affine.linearize_index [%a, %b, %c] by (2, 3, 5) : index
  return %r : index
}
func.func @lin_disjoint(%a: index, %b: index, %c: index) -> index {
  %r = affine.linearize_index disjoint [%a, %b, %c] by (3, 5) : index
  return %r : index
}
