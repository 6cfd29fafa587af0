// A poison divisor or modulus of a semi-affine map is UB, as the divisor of arith.divsi
// (semantics.md 3: "a poison divisor may be 0"); the encoder had UB only where the poison
// value's bits were 0, so a target dividing by poison returned poison. A poison dividend
// only makes the result poison.
// RUN: split-file %s %t
// RUN: not %tv-check --timeout=60 %t/src.mlir %t/tgt.mlir | FileCheck %s

// CHECK-LABEL: @div_src: proven
// CHECK-LABEL: @mod_src: proven
// CHECK-LABEL: @div_tgt: incorrect
// CHECK-NEXT: why: target has undefined behaviour where the source has none
// CHECK: executed: source returns {{.*}}; target has undefined behaviour: affine map divides by poison at {{.*}}tgt.mlir:11:8
// CHECK-LABEL: @dividend: incorrect
// CHECK-NEXT: why: result #0 is poison in the target but not in the source

//--- src.mlir
func.func @div_src(%x: index) -> index {
  %p = ub.poison : index
  %r = affine.apply affine_map<(d0)[s0] -> (d0 floordiv s0)> (%x)[%p]
  return %r : index
}
func.func @mod_src(%x: index) -> index {
  %p = ub.poison : index
  %r = affine.apply affine_map<(d0)[s0] -> (d0 mod s0)> (%x)[%p]
  return %r : index
}
func.func @div_tgt(%x: index) -> index {
  return %x : index
}
func.func @dividend(%x: index) -> index {
  %c = arith.constant 1 : index
  return %c : index
}

//--- tgt.mlir
func.func @div_src(%x: index) -> index {
  %c = arith.constant 7 : index
  return %c : index
}
func.func @mod_src(%x: index) -> index {
  %c = arith.constant 7 : index
  return %c : index
}
func.func @div_tgt(%x: index) -> index {
  %p = ub.poison : index
  %r = affine.apply affine_map<(d0)[s0] -> (d0 ceildiv s0)> (%x)[%p]
  return %r : index
}
func.func @dividend(%x: index) -> index {
  %p = ub.poison : index
  %c2 = arith.constant 2 : index
  %r = affine.apply affine_map<(d0)[s0] -> (d0 floordiv s0)> (%p)[%c2]
  return %r : index
}
