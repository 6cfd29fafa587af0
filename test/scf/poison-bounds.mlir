// A loop over an iteration space whose bound is poison for sure has undefined behaviour
// (semantics.md, scf.forall / scf.parallel / affine.parallel: branching on poison): the
// encoder says so without needing the bound as a constant (it was inconclusive, "bounds
// that are not constant"), so a source with such a loop is refined by anything and a
// target with one is incorrect.
// RUN: split-file %s %t
// RUN: not %tv-check --timeout=60 %t/src.mlir %t/tgt.mlir | FileCheck %s

// CHECK-LABEL: @parallel_src: proven
// CHECK-LABEL: @forall_src: proven
// CHECK-LABEL: @affine_src: proven
// CHECK-LABEL: @parallel_tgt: incorrect
// CHECK-NEXT: why: target has undefined behaviour where the source has none
// CHECK: executed: source returns {{.*}}; target has undefined behaviour: a poison loop bound or step at {{.*}}tgt.mlir:17:8
// CHECK-LABEL: @affine_tgt: incorrect
// CHECK-NEXT: why: target has undefined behaviour where the source has none
// CHECK: executed: source returns {{.*}}; target has undefined behaviour: affine.parallel with poison bounds at {{.*}}tgt.mlir:29:8

//--- src.mlir
func.func @parallel_src(%x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %p = ub.poison : index
  %r = scf.parallel (%i) = (%c0) to (%p) step (%c1) init (%x) -> i32 {
    %v = arith.index_cast %i : index to i32
    scf.reduce(%v : i32) {
    ^bb0(%a: i32, %b: i32):
      %s = arith.addi %a, %b : i32
      scf.reduce.return %s : i32
    }
  }
  return %r : i32
}
func.func @forall_src(%t: tensor<2xi32>) -> tensor<2xi32> {
  %p = ub.poison : index
  %r = scf.forall (%i) in (%p) shared_outs(%o = %t) -> tensor<2xi32> {
    scf.forall.in_parallel {
    }
  }
  return %r : tensor<2xi32>
}
func.func @affine_src(%x: i32) -> i32 {
  %p = ub.poison : index
  %r = affine.parallel (%i) = (0) to (%p) reduce ("addi") -> i32 {
    affine.yield %x : i32
  }
  return %r : i32
}
func.func @parallel_tgt(%x: i32) -> i32 {
  return %x : i32
}
func.func @affine_tgt(%x: i32) -> i32 {
  return %x : i32
}

//--- tgt.mlir
func.func @parallel_src(%x: i32) -> i32 {
  %c = arith.constant 7 : i32
  return %c : i32
}
func.func @forall_src(%t: tensor<2xi32>) -> tensor<2xi32> {
  %c = arith.constant dense<7> : tensor<2xi32>
  return %c : tensor<2xi32>
}
func.func @affine_src(%x: i32) -> i32 {
  %c = arith.constant 7 : i32
  return %c : i32
}
func.func @parallel_tgt(%x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %p = ub.poison : index
  %r = scf.parallel (%i) = (%c0) to (%p) step (%c1) init (%x) -> i32 {
    %v = arith.index_cast %i : index to i32
    scf.reduce(%v : i32) {
    ^bb0(%a: i32, %b: i32):
      %s = arith.addi %a, %b : i32
      scf.reduce.return %s : i32
    }
  }
  return %r : i32
}
func.func @affine_tgt(%x: i32) -> i32 {
  %p = ub.poison : index
  %r = affine.parallel (%i) = (0) to (%p) reduce ("addi") -> i32 {
    affine.yield %x : i32
  }
  return %r : i32
}
