// tv-run on scf.forall, scf.parallel, scf.reduce, scf.index_switch and scf.execute_region
// (scf.for and scf.while: control.mlir):
// iteration spaces in row-major order, reductions in that order, poison bounds and steps
// that are not positive are undefined behaviour, and the step limit stops a run.
// RUN: %tv-run %s @parallel_2d 3 10 | FileCheck %s --check-prefix=PAR
// PAR: 63 : i32
// PAR-NEXT: -62 : i32
// RUN: %tv-run %s @parallel_2d 0 10 | FileCheck %s --check-prefix=PAR0
// PAR0: 0 : i32
// PAR0-NEXT: 1 : i32
// RUN: %tv-run %s @parallel_2d 2 poison | FileCheck %s --check-prefix=PARP
// PARP: poison : i32
// PARP-NEXT: poison : i32
// RUN: not %tv-run %s @parallel_2d poison 1 | FileCheck %s --check-prefix=PARUB
// PARUB: undefined behaviour: a poison loop bound or step at {{.*}}scf-loops.mlir:[[#@LINE+10]]:10
// the points run in row-major order (the last dimension fastest)
// RUN: %tv-run %s @parallel_order | FileCheck %s --check-prefix=ORDER
// ORDER: 1234 : i32
func.func @parallel_2d(%n: index, %x: i32) -> (i32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %z = arith.constant 0 : i32
  %o = arith.constant 1 : i32
  %r:2 = scf.parallel (%i, %j) = (%c0, %c0) to (%n, %c2) step (%c1, %c1) init (%z, %o) -> (i32, i32) {
    %a = arith.index_cast %i : index to i32
    %b = arith.index_cast %j : index to i32
    %t = arith.muli %a, %x : i32
    %u = arith.addi %t, %b : i32
    scf.reduce(%u, %u : i32, i32) {
    ^bb0(%l: i32, %r: i32):
      %s = arith.addi %l, %r : i32
      scf.reduce.return %s : i32
    }, {
    ^bb0(%l: i32, %r: i32):
      %s = arith.subi %l, %r : i32
      scf.reduce.return %s : i32
    }
  }
  return %r#0, %r#1 : i32, i32
}
// a reduction whose order shows: acc * 10 + v for v = 2i + j + 1
func.func @parallel_order() -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %zero = arith.constant 0 : i32
  %r = scf.parallel (%i, %j) = (%c0, %c0) to (%c2, %c2) step (%c1, %c1) init (%zero) -> i32 {
    %k = affine.apply affine_map<(d0, d1) -> (d0 * 2 + d1 + 1)> (%i, %j)
    %v = arith.index_cast %k : index to i32
    scf.reduce(%v : i32) {
    ^bb0(%l: i32, %r: i32):
      %ten = arith.constant 10 : i32
      %m = arith.muli %l, %ten : i32
      %s = arith.addi %m, %r : i32
      scf.reduce.return %s : i32
    }
  }
  return %r : i32
}
// scf.forall: the body once per point; every iteration sees the outputs as they were before
// the loop (inserts: tensor.parallel_insert_slice, in tensor.c); a body with UB shows it ran
// RUN: %tv-run %s @forall 3 1 | FileCheck %s --check-prefix=FORALL
// FORALL: [1, 2] : tensor<2xi32>
// RUN: %tv-run %s @forall 0 0 | FileCheck %s --check-prefix=FORALL
// RUN: not %tv-run %s @forall 3 0 | FileCheck %s --check-prefix=FORALLUB
// FORALLUB: undefined behaviour: division by zero at {{.*}}scf-loops.mlir:[[#@LINE+13]]:10
// RUN: not %tv-run %s @forall poison 1 | FileCheck %s --check-prefix=FORALLP
// FORALLP: undefined behaviour: a poison loop bound or step at {{.*}}scf-loops.mlir:[[#@LINE+9]]:8
// RUN: not %tv-run %s @steps 0 1 | FileCheck %s --check-prefix=STEP
// STEP: undefined behaviour: a loop step that is not positive at {{.*}}scf-loops.mlir:[[#@LINE+18]]:8
// RUN: not %tv-run %s @steps 1 -1 | FileCheck %s --check-prefix=STEPF
// STEPF: undefined behaviour: a loop step that is not positive at {{.*}}scf-loops.mlir:[[#@LINE+25]]:3
// RUN: %tv-run %s @steps 2 3 | FileCheck %s --check-prefix=STEP2
// STEP2: 4 : i32
func.func @forall(%n: index, %d: i32) -> tensor<2xi32> {
  %t = arith.constant dense<[1, 2]> : tensor<2xi32>
  %r = scf.forall (%i, %j) in (%n, 2) shared_outs(%o = %t) -> tensor<2xi32> {
    %a = arith.index_cast %i : index to i32
    %q = arith.divsi %a, %d : i32
    scf.forall.in_parallel {
    }
  }
  return %r : tensor<2xi32>
}
func.func @steps(%s: index, %t: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c7 = arith.constant 7 : index
  %r = scf.parallel (%i) = (%c0) to (%c7) step (%s) init (%c0) -> index {
    %one = arith.constant 1 : index
    scf.reduce(%one : index) {
    ^bb0(%l: index, %r: index):
      %s2 = arith.addi %l, %r : index
      scf.reduce.return %s2 : index
    }
  }
  %ri = arith.index_cast %r : index to i32
  scf.forall (%i) = (%c0) to (%c7) step (%t) {
  }
  return %ri : i32
}
// a loop that does not end stops at the step limit
// RUN: not %tv-run %s @forever 1 2>&1 | FileCheck %s --check-prefix=LIMIT
// LIMIT: more than {{[0-9]+}} ops run
func.func @forever(%x: i32) -> i32 {
  %r = scf.while (%a = %x) : (i32) -> i32 {
    %t = arith.constant true
    scf.condition(%t) %a : i32
  } do {
  ^bb0(%a: i32):
    scf.yield %a : i32
  }
  return %r : i32
}
// scf.index_switch: the case equal to the argument, else the default; poison is UB.
// scf.execute_region: its block once.
// RUN: %tv-run %s @switch 2 7 | FileCheck %s --check-prefix=SW2
// SW2: 14 : i32
// RUN: %tv-run %s @switch -- -5 7 | FileCheck %s --check-prefix=SWN
// SWN: 5 : i32
// RUN: %tv-run %s @switch 1 7 | FileCheck %s --check-prefix=SWD
// SWD: 49 : i32
// RUN: not %tv-run %s @switch poison 7 | FileCheck %s --check-prefix=SWP
// SWP: undefined behaviour: scf.index_switch on poison at {{.*}}scf-loops.mlir:[[#@LINE+2]]:8
func.func @switch(%i: index, %x: i32) -> i32 {
  %r = scf.index_switch %i -> i32
  case 2 {
    %a = arith.addi %x, %x : i32
    scf.yield %a : i32
  }
  case -5 {
    %c = arith.constant 5 : i32
    scf.yield %c : i32
  }
  default {
    %e = scf.execute_region -> i32 {
      %y = arith.muli %x, %x : i32
      scf.yield %y : i32
    }
    scf.yield %e : i32
  }
  return %r : i32
}
// tensor.parallel_insert_slice: each iteration inserts a 2-element tile at its offset into
// the shared output; an element two iterations write is poison (MLIR leaves its value
// unknown); a tile out of bounds is undefined behaviour
// RUN: %tv-run %s @tiles 2 2 | FileCheck %s --check-prefix=TILES
// TILES: [10, 11, 20, 21, 5, 6] : tensor<6xi32>
// RUN: %tv-run %s @tiles 3 1 | FileCheck %s --check-prefix=OVER
// OVER: [10, poison, poison, 31, 5, 6] : tensor<6xi32>
// RUN: not %tv-run %s @tiles 4 2 | FileCheck %s --check-prefix=TILEOOB
// TILEOOB: undefined behaviour: a slice out of bounds in dimension 0 at {{.*}}scf-loops.mlir:[[#@LINE+13]]:7
func.func @tiles(%n: index, %step: index) -> tensor<6xi32> {
  %t = arith.constant dense<[1, 2, 3, 4, 5, 6]> : tensor<6xi32>
  %r = scf.forall (%i) in (%n) shared_outs(%o = %t) -> tensor<6xi32> {
    %off = arith.muli %i, %step : index
    %k = arith.index_cast %i : index to i32
    %c10 = arith.constant 10 : i32
    %one = arith.constant 1 : i32
    %k1 = arith.addi %k, %one : i32
    %base = arith.muli %k1, %c10 : i32
    %next = arith.addi %base, %one : i32
    %s = tensor.from_elements %base, %next : tensor<2xi32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%off] [2] [1] : tensor<2xi32> into tensor<6xi32>
    }
  }
  return %r : tensor<6xi32>
}
