// cf loops (back-edges): natural loops unrolled to --max-unroll like scf loops, exits merged; a loop past the bound has fresh results (a counterexample through them is decided by running both functions), irreducible control flow is unsupported.
// RUN: split-file %s %t
// RUN: not %tv-check --timeout=60 --max-unroll=16 %t/src.mlir %t/tgt.mlir | FileCheck %s
// RUN: %tv-check --timeout=60 %t/src-default.mlir %t/tgt-default.mlir | FileCheck %s --check-prefix=DEFAULT
// RUN: not %tv-check --timeout=60 --max-unroll=16 %t/src-default.mlir %t/tgt-default.mlir | FileCheck %s --check-prefix=SHORT
// RUN: not %tv-check --timeout=60 --max-unroll=1 %t/src-default.mlir %t/tgt-default.mlir | FileCheck %s --check-prefix=ONE

// CHECK-LABEL: @for_vs_cf: proven
// CHECK-LABEL: @off_by_one: incorrect
// CHECK-NEXT: why: result #0 differs
// CHECK-NEXT: input: %n = [[N:[0-9]+]] : i32
// CHECK-NEXT: source: returns [[N]] : i32
// CHECK-NEXT: target: returns {{[0-9]+}} : i32
// CHECK-LABEL: @wrong_latch: incorrect
// CHECK-NEXT: why: result #0 differs
// CHECK-NEXT: input: %n = {{[0-9]+}} : i8
// CHECK-NEXT: source{{.*}}: returns {{-?[0-9]+}} : i8
// CHECK-NEXT: target{{.*}}: returns {{-?[0-9]+}} : i8
// CHECK-LABEL: @unused_loop: proven
// Past the bound of 16 the encoding is fresh; a run of both functions shows the difference.
// CHECK-LABEL: @beyond_bound: incorrect
// CHECK-NEXT: why: result #0 differs
// CHECK-NEXT: input: %n = [[M:[0-9]+]] : i8
// CHECK-NEXT: source (run): returns [[M]] : i8
// CHECK-NEXT: target (run): returns {{[0-9]+}} : i8
// CHECK-LABEL: @early_exit: proven
// CHECK-LABEL: @irreducible: unsupported (cf.br (irreducible control flow))
// CHECK-LABEL: @self: proven
// CHECK-LABEL: @inner_to_outer: proven

// DEFAULT-LABEL: @nested: proven
// DEFAULT-LABEL: @while_vs_cf: proven
// DEFAULT-LABEL: @nested_sle: proven
// @nested's cf loops are convert-scf-to-cf's form of its scf.fors: proven by induction at
// any bound (test/cf/induction.mlir); @nested_sle's compare with sle, which is not that
// form, so they are unrolled.
// SHORT-LABEL: @nested: proven (loops by induction: scf.for at {{.*}} (as cf blocks), scf.for at {{.*}} (as cf blocks))
// ONE-LABEL: @nested: proven (loops by induction:
// SHORT-LABEL: @while_vs_cf: inconclusive (the counterexample runs cf.br more than 16 iterations (--tv-max-unroll); no counterexample with loops of at most 4 iterations, nor with loop nests of at most 16 iterations (--max-unroll))
// SHORT-LABEL: @nested_sle: inconclusive (the counterexample runs cf.br more than 16 iterations (--tv-max-unroll); no counterexample with loops of at most 4 iterations)
// The outer loop's one iteration spends the budget: the inner loop stops before its first.
// ONE-LABEL: @nested_sle: inconclusive (cf.br: loop may run more than 1 iterations (--tv-max-unroll))

//--- src.mlir
// a counted scf.for against its convert-scf-to-cf form
func.func @for_vs_cf(%x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %r = scf.for %i = %c0 to %c5 step %c1 iter_args(%a = %x) -> (i32) {
    %i32 = arith.index_cast %i : index to i32
    %b = arith.addi %a, %i32 : i32
    scf.yield %b : i32
  }
  return %r : i32
}
// counts to %n in a cf loop; the target exits one iteration late (sle for slt)
func.func @off_by_one(%n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  cf.br ^head(%c0 : i32)
^head(%i: i32):
  %lt = arith.cmpi slt, %i, %n : i32
  cf.cond_br %lt, ^body, ^exit
^body:
  %next = arith.addi %i, %c1 : i32
  cf.br ^head(%next : i32)
^exit:
  return %i : i32
}
// the sum 0 + 2 + 4 + ... below %n; the target's latch adds 1
func.func @wrong_latch(%n: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  %c2 = arith.constant 2 : i8
  cf.br ^head(%c0, %c0 : i8, i8)
^head(%i: i8, %s: i8):
  %lt = arith.cmpi slt, %i, %n : i8
  cf.cond_br %lt, ^body, ^exit
^body:
  %s2 = arith.addi %s, %i : i8
  %next = arith.addi %i, %c2 : i8
  cf.br ^head(%next, %s2 : i8, i8)
^exit:
  return %s : i8
}
// a loop of unknown length whose result is not returned: its rest does not matter
func.func @unused_loop(%n: i32, %x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  cf.br ^head(%c0 : i32)
^head(%i: i32):
  %lt = arith.cmpi slt, %i, %n : i32
  cf.cond_br %lt, ^body, ^exit
^body:
  %next = arith.addi %i, %c1 : i32
  cf.br ^head(%next : i32)
^exit:
  return %x : i32
}
// the iteration count; the target differs only past 20, beyond the bound of 16
func.func @beyond_bound(%n: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  %c1 = arith.constant 1 : i8
  cf.br ^head(%c0 : i8)
^head(%i: i8):
  %lt = arith.cmpi slt, %i, %n : i8
  cf.cond_br %lt, ^body, ^exit
^body:
  %next = arith.addi %i, %c1 : i8
  cf.br ^head(%next : i8)
^exit:
  return %i : i8
}
// two exits: a return from the loop body and one after the loop
func.func @early_exit(%x: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  %c1 = arith.constant 1 : i8
  %c7 = arith.constant 7 : i8
  %c10 = arith.constant 10 : i8
  cf.br ^head(%c0 : i8)
^head(%i: i8):
  %lt = arith.cmpi slt, %i, %c10 : i8
  cf.cond_br %lt, ^body, ^done
^body:
  %hit = arith.cmpi eq, %i, %x : i8
  cf.cond_br %hit, ^found, ^latch
^latch:
  %next = arith.addi %i, %c1 : i8
  cf.br ^head(%next : i8)
^found:
  return %i : i8
^done:
  return %c7 : i8
}
// irreducible: two blocks entered from outside that branch to each other
func.func @irreducible(%c: i1, %x: i32) -> i32 {
  return %x : i32
}
// a self-loop (header and latch one block), left from the latch
func.func @self(%x: i8) -> i8 {
  %c1 = arith.constant 1 : i8
  %c5 = arith.constant -120 : i8
  cf.br ^l(%x : i8)
^l(%a: i8):
  %b = arith.addi %a, %c1 : i8
  %c = arith.cmpi slt, %b, %c5 : i8
  cf.cond_br %c, ^l(%b : i8), ^e
^e:
  return %b : i8
}
// an inner loop whose exit is the outer loop's back edge: 3 x 3 iterations
func.func @inner_to_outer(%x: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  %c1 = arith.constant 1 : i8
  %c3 = arith.constant 3 : i8
  cf.br ^o(%c0, %x : i8, i8)
^o(%i: i8, %s: i8):
  %ci = arith.cmpi slt, %i, %c3 : i8
  cf.cond_br %ci, ^in(%c0, %s : i8, i8), ^done
^in(%j: i8, %t: i8):
  %t2 = arith.addi %t, %j : i8
  %j2 = arith.addi %j, %c1 : i8
  %cj = arith.cmpi slt, %j2, %c3 : i8
  %i2 = arith.addi %i, %c1 : i8
  cf.cond_br %cj, ^in(%j2, %t2 : i8, i8), ^o(%i2, %t2 : i8, i8)
^done:
  return %s : i8
}
//--- tgt.mlir
func.func @for_vs_cf(%x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  cf.br ^bb1(%c0, %x : index, i32)
^bb1(%i: index, %a: i32):
  %lt = arith.cmpi slt, %i, %c5 : index
  cf.cond_br %lt, ^bb2, ^bb3
^bb2:
  %i32 = arith.index_cast %i : index to i32
  %b = arith.addi %a, %i32 : i32
  %next = arith.addi %i, %c1 : index
  cf.br ^bb1(%next, %b : index, i32)
^bb3:
  return %a : i32
}
func.func @off_by_one(%n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  cf.br ^head(%c0 : i32)
^head(%i: i32):
  %lt = arith.cmpi sle, %i, %n : i32
  cf.cond_br %lt, ^body, ^exit
^body:
  %next = arith.addi %i, %c1 : i32
  cf.br ^head(%next : i32)
^exit:
  return %i : i32
}
func.func @wrong_latch(%n: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  %c1 = arith.constant 1 : i8
  cf.br ^head(%c0, %c0 : i8, i8)
^head(%i: i8, %s: i8):
  %lt = arith.cmpi slt, %i, %n : i8
  cf.cond_br %lt, ^body, ^exit
^body:
  %s2 = arith.addi %s, %i : i8
  %next = arith.addi %i, %c1 : i8
  cf.br ^head(%next, %s2 : i8, i8)
^exit:
  return %s : i8
}
func.func @unused_loop(%n: i32, %x: i32) -> i32 {
  return %x : i32
}
func.func @beyond_bound(%n: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  %c1 = arith.constant 1 : i8
  %c20 = arith.constant 20 : i8
  cf.br ^head(%c0 : i8)
^head(%i: i8):
  %lt = arith.cmpi slt, %i, %n : i8
  cf.cond_br %lt, ^body, ^exit
^body:
  %next = arith.addi %i, %c1 : i8
  cf.br ^head(%next : i8)
^exit:
  %big = arith.cmpi sgt, %i, %c20 : i8
  %j = arith.addi %i, %c1 : i8
  %r = arith.select %big, %j, %i : i8
  return %r : i8
}
func.func @early_exit(%x: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  %c1 = arith.constant 1 : i8
  %c7 = arith.constant 7 : i8
  %c10 = arith.constant 10 : i8
  cf.br ^head(%c0 : i8)
^head(%i: i8):
  %lt = arith.cmpi slt, %i, %c10 : i8
  cf.cond_br %lt, ^body, ^done
^body:
  %hit = arith.cmpi eq, %i, %x : i8
  cf.cond_br %hit, ^found, ^latch
^latch:
  %next = arith.addi %i, %c1 : i8
  cf.br ^head(%next : i8)
^found:
  return %i : i8
^done:
  return %c7 : i8
}
func.func @irreducible(%c: i1, %x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  cf.cond_br %c, ^a(%c0 : i32), ^b(%c0 : i32)
^a(%i: i32):
  %done = arith.cmpi sgt, %i, %c1 : i32
  %n = arith.addi %i, %c1 : i32
  cf.cond_br %done, ^exit, ^b(%n : i32)
^b(%j: i32):
  %m = arith.addi %j, %c1 : i32
  cf.br ^a(%m : i32)
^exit:
  return %x : i32
}
func.func @self(%x: i8) -> i8 {
  %c1 = arith.constant 1 : i8
  %c5 = arith.constant -120 : i8
  %b = arith.addi %x, %c1 : i8
  %c = arith.cmpi slt, %b, %c5 : i8
  %r = arith.select %c, %c5, %b : i8
  return %r : i8
}
func.func @inner_to_outer(%x: i8) -> i8 {
  %c9 = arith.constant 9 : i8
  %r = arith.addi %x, %c9 : i8
  return %r : i8
}
//--- src-default.mlir
// nested scf.for (12 inner iterations) against nested cf loops
func.func @nested(%x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %r = scf.for %i = %c0 to %c3 step %c1 iter_args(%a = %x) -> (i32) {
    %s = scf.for %j = %c0 to %c4 step %c1 iter_args(%b = %a) -> (i32) {
      %t = arith.muli %b, %x : i32
      %u = arith.addi %t, %b : i32
      scf.yield %u : i32
    }
    scf.yield %s : i32
  }
  return %r : i32
}
// scf.while up to -20 from an i8 start (at most 108 iterations) against its cf form
func.func @while_vs_cf(%x: i8) -> i8 {
  %c1 = arith.constant 1 : i8
  %cm20 = arith.constant -20 : i8
  %r = scf.while (%a = %x) : (i8) -> i8 {
    %c = arith.cmpi slt, %a, %cm20 : i8
    scf.condition(%c) %a : i8
  } do {
  ^bb0(%b: i8):
    %n = arith.addi %b, %c1 : i8
    scf.yield %n : i8
  }
  return %r : i8
}
func.func @nested_sle(%x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %r = scf.for %i = %c0 to %c3 step %c1 iter_args(%a = %x) -> (i32) {
    %s = scf.for %j = %c0 to %c4 step %c1 iter_args(%b = %a) -> (i32) {
      %t = arith.muli %b, %x : i32
      %u = arith.addi %t, %b : i32
      scf.yield %u : i32
    }
    scf.yield %s : i32
  }
  return %r : i32
}
//--- tgt-default.mlir
func.func @nested(%arg0: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  cf.br ^bb1(%c0, %arg0 : index, i32)
^bb1(%0: index, %1: i32):
  %2 = arith.cmpi slt, %0, %c3 : index
  cf.cond_br %2, ^bb2, ^bb6
^bb2:
  cf.br ^bb3(%c0, %1 : index, i32)
^bb3(%3: index, %4: i32):
  %5 = arith.cmpi slt, %3, %c4 : index
  cf.cond_br %5, ^bb4, ^bb5
^bb4:
  %6 = arith.muli %4, %arg0 : i32
  %7 = arith.addi %6, %4 : i32
  %8 = arith.addi %3, %c1 : index
  cf.br ^bb3(%8, %7 : index, i32)
^bb5:
  %9 = arith.addi %0, %c1 : index
  cf.br ^bb1(%9, %4 : index, i32)
^bb6:
  return %1 : i32
}
func.func @while_vs_cf(%arg0: i8) -> i8 {
  %c1 = arith.constant 1 : i8
  %cm20 = arith.constant -20 : i8
  cf.br ^bb1(%arg0 : i8)
^bb1(%0: i8):
  %1 = arith.cmpi slt, %0, %cm20 : i8
  cf.cond_br %1, ^bb2(%0 : i8), ^bb3
^bb2(%2: i8):
  %3 = arith.addi %2, %c1 : i8
  cf.br ^bb1(%3 : i8)
^bb3:
  return %0 : i8
}
func.func @nested_sle(%arg0: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  cf.br ^bb1(%c0, %arg0 : index, i32)
^bb1(%0: index, %1: i32):
  %2 = arith.cmpi sle, %0, %c2 : index
  cf.cond_br %2, ^bb2, ^bb6
^bb2:
  cf.br ^bb3(%c0, %1 : index, i32)
^bb3(%3: index, %4: i32):
  %5 = arith.cmpi sle, %3, %c3 : index
  cf.cond_br %5, ^bb4, ^bb5
^bb4:
  %6 = arith.muli %4, %arg0 : i32
  %7 = arith.addi %6, %4 : i32
  %8 = arith.addi %3, %c1 : index
  cf.br ^bb3(%8, %7 : index, i32)
^bb5:
  %9 = arith.addi %0, %c1 : index
  cf.br ^bb1(%9, %4 : index, i32)
^bb6:
  return %1 : i32
}
