// Unroll-by-k by induction (encoder/induct.c, design.md 13): a target loop stepping k times
// the source's step with k copies of the body (affine-loop-unroll) is paired with the
// source loop encoded as k iterations a step over whole groups of k, then the at most k - 1
// iterations left, guarded; when the target runs those in a remainder loop of its own, the
// source loop is split there too (the split point must leave whole groups before it).
// 10,000 and 10,003 iterations unrolled by 4 are proven; a remainder loop that starts one
// step early (an element incremented twice) is incorrect by a run.
// RUN: split-file %s %t
// RUN: not %tv-check --timeout=120 %t/src.mlir %t/tgt.mlir | FileCheck %s
// RUN: %tv-opt --tv-verify-each --tv-timeout=120 --tv-report=%t/unroll.jsonl --pass-pipeline='builtin.module(func.func(affine-loop-unroll{unroll-factor=4}))' %t/src.mlir -o /dev/null
// RUN: FileCheck %s --check-prefix=PASS < %t/unroll.jsonl

// CHECK-LABEL: @by4: proven (loops by induction: affine.for at {{.*}}src.mlir:{{[0-9]+}}:3 (unrolled))
// CHECK-LABEL: @by4_rest: proven (loops by induction: affine.for at {{.*}} (unrolled, with a remainder loop))
// CHECK-LABEL: @rest_early: incorrect
// CHECK-NEXT: why: memory of %a differs at element 9999 of its buffer (source 1, target 2)
// PASS: "function":"by4","verdict":"proven"
// PASS: "function":"by4_rest","verdict":"proven"
// PASS: "function":"rest_early","verdict":"proven"

//--- src.mlir
func.func @by4(%a: memref<10000xi32>) {
  affine.for %i = 0 to 10000 {
    %v = affine.load %a[%i] : memref<10000xi32>
    %c1 = arith.constant 1 : i32
    %w = arith.addi %v, %c1 : i32
    affine.store %w, %a[%i] : memref<10000xi32>
  }
  return
}
func.func @by4_rest(%a: memref<10003xi32>) {
  affine.for %i = 0 to 10003 {
    %v = affine.load %a[%i] : memref<10003xi32>
    %c1 = arith.constant 1 : i32
    %w = arith.addi %v, %c1 : i32
    affine.store %w, %a[%i] : memref<10003xi32>
  }
  return
}
func.func @rest_early(%a: memref<10003xi32>) {
  affine.for %i = 0 to 10003 {
    %v = affine.load %a[%i] : memref<10003xi32>
    %c1 = arith.constant 1 : i32
    %w = arith.addi %v, %c1 : i32
    affine.store %w, %a[%i] : memref<10003xi32>
  }
  return
}

//--- tgt.mlir
func.func @by4(%a: memref<10000xi32>) {
  %c1 = arith.constant 1 : i32
  affine.for %i = 0 to 10000 step 4 {
    %v0 = affine.load %a[%i] : memref<10000xi32>
    %w0 = arith.addi %v0, %c1 : i32
    affine.store %w0, %a[%i] : memref<10000xi32>
    %v1 = affine.load %a[%i + 1] : memref<10000xi32>
    %w1 = arith.addi %v1, %c1 : i32
    affine.store %w1, %a[%i + 1] : memref<10000xi32>
    %v2 = affine.load %a[%i + 2] : memref<10000xi32>
    %w2 = arith.addi %v2, %c1 : i32
    affine.store %w2, %a[%i + 2] : memref<10000xi32>
    %v3 = affine.load %a[%i + 3] : memref<10000xi32>
    %w3 = arith.addi %v3, %c1 : i32
    affine.store %w3, %a[%i + 3] : memref<10000xi32>
  }
  return
}
func.func @by4_rest(%a: memref<10003xi32>) {
  %c1 = arith.constant 1 : i32
  affine.for %i = 0 to 10000 step 4 {
    %v0 = affine.load %a[%i] : memref<10003xi32>
    %w0 = arith.addi %v0, %c1 : i32
    affine.store %w0, %a[%i] : memref<10003xi32>
    %v1 = affine.load %a[%i + 1] : memref<10003xi32>
    %w1 = arith.addi %v1, %c1 : i32
    affine.store %w1, %a[%i + 1] : memref<10003xi32>
    %v2 = affine.load %a[%i + 2] : memref<10003xi32>
    %w2 = arith.addi %v2, %c1 : i32
    affine.store %w2, %a[%i + 2] : memref<10003xi32>
    %v3 = affine.load %a[%i + 3] : memref<10003xi32>
    %w3 = arith.addi %v3, %c1 : i32
    affine.store %w3, %a[%i + 3] : memref<10003xi32>
  }
  affine.for %i = 10000 to 10003 {
    %v = affine.load %a[%i] : memref<10003xi32>
    %w = arith.addi %v, %c1 : i32
    affine.store %w, %a[%i] : memref<10003xi32>
  }
  return
}
// the remainder loop starts at 9999, which the unrolled loop already did
func.func @rest_early(%a: memref<10003xi32>) {
  %c1 = arith.constant 1 : i32
  affine.for %i = 0 to 10000 step 4 {
    %v0 = affine.load %a[%i] : memref<10003xi32>
    %w0 = arith.addi %v0, %c1 : i32
    affine.store %w0, %a[%i] : memref<10003xi32>
    %v1 = affine.load %a[%i + 1] : memref<10003xi32>
    %w1 = arith.addi %v1, %c1 : i32
    affine.store %w1, %a[%i + 1] : memref<10003xi32>
    %v2 = affine.load %a[%i + 2] : memref<10003xi32>
    %w2 = arith.addi %v2, %c1 : i32
    affine.store %w2, %a[%i + 2] : memref<10003xi32>
    %v3 = affine.load %a[%i + 3] : memref<10003xi32>
    %w3 = arith.addi %v3, %c1 : i32
    affine.store %w3, %a[%i + 3] : memref<10003xi32>
  }
  affine.for %i = 9999 to 10003 {
    %v = affine.load %a[%i] : memref<10003xi32>
    %w = arith.addi %v, %c1 : i32
    affine.store %w, %a[%i] : memref<10003xi32>
  }
  return
}
