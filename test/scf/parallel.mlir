// scf.forall with tensor.parallel_insert_slice (1-d and 2-d tiles, overlapping tiles leave unknown values (a counterexample in the target, inconclusive in the source), a missing tile) and scf.parallel with scf.reduce (1-d, 2-d with two reductions, a missing element, a target reduction whose order matters).
// RUN: split-file %s %t
// RUN: not %tv-check --timeout=60 %t/src.mlir %t/tgt.mlir | FileCheck %s

// CHECK-LABEL: @forall_copy: proven
// CHECK-LABEL: @forall_race: incorrect
// CHECK-NEXT: why: result #0 {{.*}} at index [{{5|7}}]
// CHECK-LABEL: @forall_src_race: inconclusive (the counterexample writes one element twice in scf.forall (the value is unknown))
// CHECK-LABEL: @forall_missing_tile: incorrect
// CHECK-NEXT: why: result #0 differs at index [{{6|7}}] (source {{-?[0-9]+}}, target uninit)
// CHECK-LABEL: @forall_2d: proven
// CHECK-LABEL: @parallel_sum: proven
// CHECK-LABEL: @parallel_2d: proven
// CHECK-LABEL: @parallel_sum_wrong: incorrect
// CHECK-NEXT: why: result #0 differs
// CHECK-LABEL: @parallel_order: inconclusive (scf.parallel in the target reduces with an op whose order may matter (MLIR leaves it unspecified))

//--- src.mlir
// forall copying a tensor tile by tile (tiles of 2)
func.func @forall_copy(%t: tensor<8xi32>) -> tensor<8xi32> {
  %e = tensor.empty() : tensor<8xi32>
  %r = scf.forall (%i) in (4) shared_outs(%o = %e) -> tensor<8xi32> {
    %off = affine.apply affine_map<(d0) -> (d0 * 2)>(%i)
    %s = tensor.extract_slice %t[%off] [2] [1] : tensor<8xi32> to tensor<2xi32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%off] [2] [1] : tensor<2xi32> into tensor<8xi32>
    }
  }
  return %r : tensor<8xi32>
}
// ... whose tiles overlap in the target: a race, UB
func.func @forall_race(%t: tensor<8xi32>) -> tensor<8xi32> {
  return %t : tensor<8xi32>
}
// the source's tiles overlap: elements 5 and 6 are unknown, any target value is fine
// there, but a counterexample elsewhere cannot be trusted either
func.func @forall_src_race(%t: tensor<8xi32>) -> tensor<8xi32> {
  %r = scf.forall (%i) in (4) shared_outs(%o = %t) -> tensor<8xi32> {
    %off = affine.min affine_map<(d0) -> (d0 * 2, 5)>(%i)
    %s = tensor.extract_slice %t[%off] [2] [1] : tensor<8xi32> to tensor<2xi32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%off] [2] [1] : tensor<2xi32> into tensor<8xi32>
    }
  }
  return %r : tensor<8xi32>
}
// ... whose last tile is missing in the target
func.func @forall_missing_tile(%t: tensor<8xi32>) -> tensor<8xi32> {
  %e = tensor.empty() : tensor<8xi32>
  %r = scf.forall (%i) in (4) shared_outs(%o = %e) -> tensor<8xi32> {
    %off = affine.apply affine_map<(d0) -> (d0 * 2)>(%i)
    %s = tensor.extract_slice %t[%off] [2] [1] : tensor<8xi32> to tensor<2xi32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%off] [2] [1] : tensor<2xi32> into tensor<8xi32>
    }
  }
  return %r : tensor<8xi32>
}
// a 2-d forall with bounds and steps, doubling every element of a 4x4 tensor in 2x2 tiles
func.func @forall_2d(%t: tensor<4x4xi32>) -> tensor<4x4xi32> {
  %r = scf.forall (%i, %j) = (0, 0) to (4, 4) step (2, 2) shared_outs(%o = %t) -> tensor<4x4xi32> {
    %s = tensor.extract_slice %t[%i, %j] [2, 2] [1, 1] : tensor<4x4xi32> to tensor<2x2xi32>
    %d = arith.addi %s, %s : tensor<2x2xi32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %d into %o[%i, %j] [2, 2] [1, 1] : tensor<2x2xi32> into tensor<4x4xi32>
    }
  }
  return %r : tensor<4x4xi32>
}
// scf.parallel with an addi reduction
func.func @parallel_sum(%t: tensor<4xi32>) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %z = arith.constant 0 : i32
  %r = scf.parallel (%i) = (%c0) to (%c4) step (%c1) init (%z) -> i32 {
    %v = tensor.extract %t[%i] : tensor<4xi32>
    scf.reduce(%v : i32) {
    ^bb0(%a: i32, %b: i32):
      %s = arith.addi %a, %b : i32
      scf.reduce.return %s : i32
    }
  }
  return %r : i32
}
// ... over a 2x2 space with two reductions (sum and max)
func.func @parallel_2d(%t: tensor<2x2xi32>) -> (i32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %z = arith.constant 0 : i32
  %m = arith.constant -2147483648 : i32
  %r:2 = scf.parallel (%i, %j) = (%c0, %c0) to (%c2, %c2) step (%c1, %c1) init (%z, %m) -> (i32, i32) {
    %v = tensor.extract %t[%i, %j] : tensor<2x2xi32>
    scf.reduce(%v, %v : i32, i32) {
    ^bb0(%a: i32, %b: i32):
      %s = arith.addi %a, %b : i32
      scf.reduce.return %s : i32
    }, {
    ^bb0(%a: i32, %b: i32):
      %s = arith.maxsi %a, %b : i32
      scf.reduce.return %s : i32
    }
  }
  return %r#0, %r#1 : i32, i32
}
// a sum whose target forgets an element
func.func @parallel_sum_wrong(%t: tensor<4xi32>) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %z = arith.constant 0 : i32
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%s = %z) -> i32 {
    %v = tensor.extract %t[%i] : tensor<4xi32>
    %w = arith.addi %s, %v : i32
    scf.yield %w : i32
  }
  return %r : i32
}
// a subtraction as the target's reduction: its order is unspecified, so inconclusive
func.func @parallel_order(%t: tensor<4xi32>) -> i32 {
  %z = arith.constant 0 : i32
  return %z : i32
}

//--- tgt.mlir
func.func @forall_copy(%t: tensor<8xi32>) -> tensor<8xi32> {
  return %t : tensor<8xi32>
}
func.func @forall_race(%t: tensor<8xi32>) -> tensor<8xi32> {
  %e = tensor.empty() : tensor<8xi32>
  %r = scf.forall (%i) in (4) shared_outs(%o = %e) -> tensor<8xi32> {
    %off = affine.min affine_map<(d0) -> (d0 * 2, 5)>(%i)
    %s = tensor.extract_slice %t[%off] [2] [1] : tensor<8xi32> to tensor<2xi32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%off] [2] [1] : tensor<2xi32> into tensor<8xi32>
    }
  }
  return %r : tensor<8xi32>
}
func.func @forall_src_race(%t: tensor<8xi32>) -> tensor<8xi32> {
  return %t : tensor<8xi32>
}
func.func @forall_missing_tile(%t: tensor<8xi32>) -> tensor<8xi32> {
  %e = tensor.empty() : tensor<8xi32>
  %r = scf.forall (%i) in (3) shared_outs(%o = %e) -> tensor<8xi32> {
    %off = affine.apply affine_map<(d0) -> (d0 * 2)>(%i)
    %s = tensor.extract_slice %t[%off] [2] [1] : tensor<8xi32> to tensor<2xi32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%off] [2] [1] : tensor<2xi32> into tensor<8xi32>
    }
  }
  return %r : tensor<8xi32>
}
func.func @forall_2d(%t: tensor<4x4xi32>) -> tensor<4x4xi32> {
  %r = arith.addi %t, %t : tensor<4x4xi32>
  return %r : tensor<4x4xi32>
}
func.func @parallel_sum(%t: tensor<4xi32>) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %a = tensor.extract %t[%c3] : tensor<4xi32>
  %b = tensor.extract %t[%c1] : tensor<4xi32>
  %c = tensor.extract %t[%c2] : tensor<4xi32>
  %d = tensor.extract %t[%c0] : tensor<4xi32>
  %s1 = arith.addi %a, %b : i32
  %s2 = arith.addi %c, %d : i32
  %s = arith.addi %s1, %s2 : i32
  return %s : i32
}
func.func @parallel_2d(%t: tensor<2x2xi32>) -> (i32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = tensor.extract %t[%c0, %c0] : tensor<2x2xi32>
  %b = tensor.extract %t[%c0, %c1] : tensor<2x2xi32>
  %c = tensor.extract %t[%c1, %c0] : tensor<2x2xi32>
  %d = tensor.extract %t[%c1, %c1] : tensor<2x2xi32>
  %s1 = arith.addi %a, %b : i32
  %s2 = arith.addi %c, %d : i32
  %s = arith.addi %s1, %s2 : i32
  %m1 = arith.maxsi %a, %b : i32
  %m2 = arith.maxsi %c, %d : i32
  %m = arith.maxsi %m1, %m2 : i32
  return %s, %m : i32, i32
}
func.func @parallel_sum_wrong(%t: tensor<4xi32>) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %z = arith.constant 0 : i32
  %r = scf.parallel (%i) = (%c0) to (%c3) step (%c1) init (%z) -> i32 {
    %v = tensor.extract %t[%i] : tensor<4xi32>
    scf.reduce(%v : i32) {
    ^bb0(%a: i32, %b: i32):
      %s = arith.addi %a, %b : i32
      scf.reduce.return %s : i32
    }
  }
  return %r : i32
}
func.func @parallel_order(%t: tensor<4xi32>) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %z = arith.constant 0 : i32
  %r = scf.parallel (%i) = (%c0) to (%c4) step (%c1) init (%z) -> i32 {
    %v = tensor.extract %t[%i] : tensor<4xi32>
    scf.reduce(%v : i32) {
    ^bb0(%a: i32, %b: i32):
      %s = arith.subi %a, %b : i32
      scf.reduce.return %s : i32
    }
  }
  return %r : i32
}
