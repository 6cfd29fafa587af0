// Counted loops longer than --max-unroll are proven by induction when both sides run one at
// the same place (encoder/induct.c; docs/design.md 13, "Loops by induction"): the bodies
// are encoded once for a shared unknown iteration, and the proof says so. A hoisted
// invariant, a rewritten body, a tensor carried through the loop, an affine.for and two
// loops in sequence are proven in well under a second where unrolling 10,000 iterations
// was inconclusive. Wrong targets are not proven by induction (only proofs are kept); a
// run of both functions on the solver's inputs shows them incorrect: a bound off by one, a
// wrong initial value, a wrong body.
// RUN: split-file %s %t
// RUN: not %tv-check --timeout=120 %t/src.mlir %t/tgt.mlir | FileCheck %s

// CHECK-LABEL: @hoist: proven (loops by induction: scf.for at {{.*}}src.mlir:7:8)
// CHECK-LABEL: @affine_body: proven (loops by induction: affine.for at
// CHECK-LABEL: @tensor_carry: proven (loops by induction: scf.for at
// CHECK-LABEL: @two_loops: proven (loops by induction: scf.for at {{.*}}, scf.for at
// CHECK-LABEL: @off_by_one: incorrect
// CHECK-NEXT: why: result #0 differs
// CHECK: source (run): returns {{-?[0-9]+}} : i32
// CHECK-LABEL: @wrong_init: incorrect
// CHECK: source (run): returns
// CHECK-LABEL: @wrong_body: incorrect
// CHECK: source (run): returns

//--- src.mlir
// x * y computed in every iteration; the target computes it once before the loop
func.func @hoist(%x: i32, %y: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 10000 : index
  %z = arith.constant 0 : i32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (i32) {
    %t = arith.muli %x, %y : i32
    %u = arith.addi %acc, %t : i32
    scf.yield %u : i32
  }
  return %r : i32
}

func.func @affine_body(%x: i32) -> i32 {
  %z = arith.constant 0 : i32
  %r = affine.for %i = 0 to 10000 iter_args(%acc = %z) -> (i32) {
    %c = arith.constant 0 : i32
    %t = arith.addi %x, %c : i32
    %u = arith.addi %acc, %t : i32
    affine.yield %u : i32
  }
  return %r : i32
}

func.func @tensor_carry(%t: tensor<4xi32>, %x: i32) -> tensor<4xi32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %n = arith.constant 5000 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %t) -> (tensor<4xi32>) {
    %k = arith.remui %i, %c4 : index
    %e = tensor.extract %acc[%k] : tensor<4xi32>
    %s = arith.addi %e, %x : i32
    %u = tensor.insert %s into %acc[%k] : tensor<4xi32>
    scf.yield %u : tensor<4xi32>
  }
  return %r : tensor<4xi32>
}

func.func @two_loops(%x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 1000 : index
  %a = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %x) -> (i32) {
    %u = arith.xori %acc, %x : i32
    scf.yield %u : i32
  }
  %b = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %a) -> (i32) {
    %two = arith.constant 2 : i32
    %u = arith.muli %acc, %two : i32
    scf.yield %u : i32
  }
  return %b : i32
}

func.func @off_by_one(%x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 1000 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %x) -> (i32) {
    %one = arith.constant 1 : i32
    %u = arith.addi %acc, %one : i32
    scf.yield %u : i32
  }
  return %r : i32
}

func.func @wrong_init(%x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 1000 : index
  %z = arith.constant 0 : i32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (i32) {
    %u = arith.addi %acc, %x : i32
    scf.yield %u : i32
  }
  return %r : i32
}

func.func @wrong_body(%x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 1000 : index
  %z = arith.constant 0 : i32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (i32) {
    %u = arith.addi %acc, %x : i32
    scf.yield %u : i32
  }
  return %r : i32
}

//--- tgt.mlir
func.func @hoist(%x: i32, %y: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 10000 : index
  %z = arith.constant 0 : i32
  %t = arith.muli %y, %x : i32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (i32) {
    %u = arith.addi %t, %acc : i32
    scf.yield %u : i32
  }
  return %r : i32
}

func.func @affine_body(%x: i32) -> i32 {
  %z = arith.constant 0 : i32
  %r = affine.for %i = 0 to 10000 iter_args(%acc = %z) -> (i32) {
    %u = arith.addi %x, %acc : i32
    affine.yield %u : i32
  }
  return %r : i32
}

func.func @tensor_carry(%t: tensor<4xi32>, %x: i32) -> tensor<4xi32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %n = arith.constant 5000 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %t) -> (tensor<4xi32>) {
    %k = arith.andi %i, %c3 : index
    %e = tensor.extract %acc[%k] : tensor<4xi32>
    %s = arith.addi %x, %e : i32
    %u = tensor.insert %s into %acc[%k] : tensor<4xi32>
    scf.yield %u : tensor<4xi32>
  }
  return %r : tensor<4xi32>
}

func.func @two_loops(%x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 1000 : index
  %a = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %x) -> (i32) {
    %u = arith.xori %x, %acc : i32
    scf.yield %u : i32
  }
  %b = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %a) -> (i32) {
    %u = arith.addi %acc, %acc : i32
    scf.yield %u : i32
  }
  return %b : i32
}

func.func @off_by_one(%x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 1001 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %x) -> (i32) {
    %one = arith.constant 1 : i32
    %u = arith.addi %acc, %one : i32
    scf.yield %u : i32
  }
  return %r : i32
}

func.func @wrong_init(%x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 1000 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %x) -> (i32) {
    %u = arith.addi %acc, %x : i32
    scf.yield %u : i32
  }
  return %r : i32
}

func.func @wrong_body(%x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 1000 : index
  %z = arith.constant 0 : i32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (i32) {
    %u = arith.subi %acc, %x : i32
    scf.yield %u : i32
  }
  return %r : i32
}
