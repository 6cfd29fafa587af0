// Wrong loop rewrites are reported incorrect with what each function computes on the
// counterexample, run in the interpreter (issue 18; docs/design.md 14): scf.for into
// scf.parallel dropping the last iteration, an affine.for whose step went wrong, and an
// affine.parallel reducing with the wrong op. --trace names the first op whose value
// differs.
// RUN: split-file %s %t
// RUN: not %tv-check --timeout=60 %t/src.mlir %t/tgt.mlir | FileCheck %s
// RUN: not %tv-check --timeout=60 --trace --func=step %t/src.mlir %t/tgt.mlir | FileCheck %s --check-prefix=TRACE

// CHECK-LABEL: @for_to_parallel: incorrect
// CHECK: source: returns [[S:-?[0-9]+]] : i32
// CHECK-NEXT: target: returns [[T:-?[0-9]+]] : i32
// CHECK-NEXT: executed: source returns [[S]] : i32; target returns [[T]] : i32
// CHECK-LABEL: @step: incorrect
// CHECK: executed: source returns {{-?[0-9]+}} : i32; target returns {{-?[0-9]+}} : i32
// CHECK-LABEL: @reduction: incorrect
// CHECK: executed: source returns {{-?[0-9]+}} : i32; target returns {{-?[0-9]+}} : i32
// CHECK-LABEL: @good: proven

// TRACE: executed: source returns
// TRACE-NEXT: first difference: target arith.index_cast at {{.*}}tgt.mlir:[[#]]:10 gives 3 where the source's arith.index_cast at {{.*}}src.mlir:[[#]]:10 gives 2

//--- src.mlir
func.func @for_to_parallel(%x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c6 = arith.constant 6 : index
  %r = scf.for %i = %c0 to %c6 step %c1 iter_args(%acc = %x) -> i32 {
    %v = arith.index_cast %i : index to i32
    %s = arith.addi %acc, %v : i32
    scf.yield %s : i32
  }
  return %r : i32
}
func.func @step(%x: i32) -> i32 {
  %r = affine.for %i = 0 to 8 step 2 iter_args(%acc = %x) -> (i32) {
    %v = arith.index_cast %i : index to i32
    %s = arith.muli %acc, %v : i32
    %t = arith.addi %s, %x : i32
    affine.yield %t : i32
  }
  return %r : i32
}
func.func @reduction(%x: i32) -> i32 {
  %r = affine.parallel (%i) = (0) to (4) reduce ("addi") -> i32 {
    %v = arith.index_cast %i : index to i32
    %s = arith.addi %v, %x : i32
    affine.yield %s : i32
  }
  return %r : i32
}
func.func @good(%x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c6 = arith.constant 6 : index
  %r = scf.for %i = %c0 to %c6 step %c1 iter_args(%acc = %x) -> i32 {
    %v = arith.index_cast %i : index to i32
    %s = arith.addi %acc, %v : i32
    scf.yield %s : i32
  }
  return %r : i32
}

//--- tgt.mlir
func.func @for_to_parallel(%x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %r = scf.parallel (%i) = (%c0) to (%c5) step (%c1) init (%x) -> i32 {
    %v = arith.index_cast %i : index to i32
    scf.reduce(%v : i32) {
    ^bb0(%a: i32, %b: i32):
      %s = arith.addi %a, %b : i32
      scf.reduce.return %s : i32
    }
  }
  return %r : i32
}
func.func @step(%x: i32) -> i32 {
  %r = affine.for %i = 0 to 8 step 3 iter_args(%acc = %x) -> (i32) {
    %v = arith.index_cast %i : index to i32
    %s = arith.muli %acc, %v : i32
    %t = arith.addi %s, %x : i32
    affine.yield %t : i32
  }
  return %r : i32
}
func.func @reduction(%x: i32) -> i32 {
  %r = affine.parallel (%i) = (0) to (4) reduce ("ori") -> i32 {
    %v = arith.index_cast %i : index to i32
    %s = arith.addi %v, %x : i32
    affine.yield %s : i32
  }
  return %r : i32
}
func.func @good(%x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c6 = arith.constant 6 : index
  %r = scf.parallel (%i) = (%c0) to (%c6) step (%c1) init (%x) -> i32 {
    %v = arith.index_cast %i : index to i32
    scf.reduce(%v : i32) {
    ^bb0(%a: i32, %b: i32):
      %s = arith.addi %a, %b : i32
      scf.reduce.return %s : i32
    }
  }
  return %r : i32
}
