// cf loops never entered (their entry condition simplifies to false: a comparison swapped
// so that the body never runs, a branch constant false, a skip constant in one iteration of
// an outer loop) used to be left without an iteration: their exits had no edge and the
// values used after them no definition, so a block after the inner loop's exit in the outer
// loop's body stopped the check with "error (internal: value used before its definition)"
// (or "block without predecessors" where that exit has arguments). Found by the loop oracle
// (convert-scf-to-cf's form of a 2-deep nest with the outer comparison swapped). Now such a
// loop is encoded once under its false entry, as any block only false edges reach
// (encoder/cfloop.c, cfl_unroll). Each function against itself, against a correct variant
// (closed forms) and against an incorrect one (the loops run: a run shows the difference).
// RUN: split-file %s %t
// RUN: %tv-check --timeout=60 %t/src.mlir %t/src.mlir | FileCheck %s --check-prefix=SELF
// RUN: %tv-check --timeout=60 %t/src.mlir %t/good.mlir | FileCheck %s --check-prefix=SELF
// RUN: %tv-check --timeout=60 %t/good.mlir %t/src.mlir | FileCheck %s --check-prefix=SELF
// RUN: not %tv-check --timeout=60 %t/src.mlir %t/bad.mlir | FileCheck %s --check-prefix=BAD

// SELF-LABEL: @swapped_outer: proven
// SELF-LABEL: @never_entered: proven
// SELF-LABEL: @sometimes: proven
// SELF-LABEL: @three_deep: proven
// SELF-NOT: error

// BAD-LABEL: @swapped_outer: incorrect
// BAD-NEXT: why: target has undefined behaviour where the source has none
// BAD: executed: source returns nothing and leaves %B = {{.*}}; target has undefined behaviour: read of an uninitialized element
// BAD-LABEL: @never_entered: incorrect
// BAD-NEXT: why: result #0 differs
// BAD-NEXT: input: %n = [[N:-?[0-9]+]] : i32
// BAD: executed: source returns [[N]] : i32; target returns 5 : i32
// BAD-LABEL: @sometimes: incorrect
// BAD-NEXT: why: result #0 differs
// BAD: executed: source returns {{-?[0-9]+}} : i32; target returns {{-?[0-9]+}} : i32
// BAD-LABEL: @three_deep: incorrect
// BAD-NEXT: why: result #0 differs
// BAD-NEXT: input: %n = [[M:-?[0-9]+]] : i32
// BAD: executed: source returns [[M]] : i32; target returns {{-?[0-9]+}} : i32
// BAD-NOT: error

//--- src.mlir
// the reported instance, minimized: the outer loop's comparison swapped (5 < i from i = 2:
// its body never runs), the inner loop's carried value stored after the inner loop's exit
func.func @swapped_outer(%B: memref<6xi32>) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c5 = arith.constant 5 : index
  %z = arith.constant 0 : i32
  cf.br ^oh(%c2 : index)
^oh(%i: index):
  %p = arith.cmpi slt, %c5, %i : index
  cf.cond_br %p, ^pre, ^done
^pre:
  cf.br ^ih(%c2, %z : index, i32)
^ih(%j: index, %a: i32):
  %q = arith.cmpi slt, %j, %i : index
  cf.cond_br %q, ^ib, ^iexit
^ib:
  %x = memref.load %B[%j] : memref<6xi32>
  %a2 = arith.addi %a, %x : i32
  %j2 = arith.addi %j, %c1 : index
  cf.br ^ih(%j2, %a2 : index, i32)
^iexit:
  memref.store %a, %B[%c1] : memref<6xi32>
  %i2 = arith.addi %i, %c1 : index
  cf.br ^oh(%i2 : index)
^done:
  return
}
// a nest never entered (its entry branch constant false); the outer header's arguments
// used after its exit, the inner's after the inner exit
func.func @never_entered(%n: i32) -> i32 {
  %false = arith.constant false
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c3 = arith.constant 3 : i32
  cf.cond_br %false, ^pre, ^end(%n : i32)
^pre:
  cf.br ^oh(%c0, %n : i32, i32)
^oh(%i: i32, %s: i32):
  %p = arith.cmpi slt, %i, %c3 : i32
  cf.cond_br %p, ^ob, ^oexit
^ob:
  cf.br ^ih(%c0, %s : i32, i32)
^ih(%j: i32, %a: i32):
  %q = arith.cmpi slt, %j, %i : i32
  cf.cond_br %q, ^ib, ^iexit
^ib:
  %a2 = arith.addi %a, %j : i32
  %j2 = arith.addi %j, %c1 : i32
  cf.br ^ih(%j2, %a2 : i32, i32)
^iexit:
  %s2 = arith.muli %a, %j : i32
  %i2 = arith.addi %i, %c1 : i32
  cf.br ^oh(%i2, %s2 : i32, i32)
^oexit:
  %r = arith.addi %s, %i : i32
  cf.br ^end(%r : i32)
^end(%v: i32):
  return %v : i32
}
// the outer loop runs 3 times and skips the inner loop at i = 1 (a branch constant there);
// the inner loop leaves to a block with an argument and its header's argument is used there
func.func @sometimes(%n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c3 = arith.constant 3 : i32
  cf.br ^oh(%c0, %n : i32, i32)
^oh(%i: i32, %s: i32):
  %p = arith.cmpi slt, %i, %c3 : i32
  cf.cond_br %p, ^ob, ^oexit
^ob:
  %one = arith.cmpi eq, %i, %c1 : i32
  cf.cond_br %one, ^latch(%s : i32), ^pre
^pre:
  cf.br ^ih(%c0, %s : i32, i32)
^ih(%j: i32, %a: i32):
  %q = arith.cmpi slt, %j, %i : i32
  cf.cond_br %q, ^ib, ^iexit(%a : i32)
^ib:
  %a2 = arith.addi %a, %n : i32
  %j2 = arith.addi %j, %c1 : i32
  cf.br ^ih(%j2, %a2 : i32, i32)
^iexit(%r: i32):
  %t = arith.addi %r, %j : i32
  cf.br ^latch(%t : i32)
^latch(%v: i32):
  %i2 = arith.addi %i, %c1 : i32
  cf.br ^oh(%i2, %v : i32, i32)
^oexit:
  return %s : i32
}
// 3 deep: the middle loop's comparison swapped (2 < j from j = 0: it never runs its body, so
// the innermost is never entered); each loop's header arguments used after its exit
func.func @three_deep(%n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  cf.br ^ah(%c0, %n : i32, i32)
^ah(%i: i32, %s: i32):
  %p = arith.cmpi slt, %i, %c2 : i32
  cf.cond_br %p, ^apre, ^aexit
^apre:
  cf.br ^bh(%c0, %s : i32, i32)
^bh(%j: i32, %b: i32):
  %q = arith.cmpi slt, %c2, %j : i32
  cf.cond_br %q, ^bpre, ^bexit
^bpre:
  cf.br ^ch(%c0, %b : i32, i32)
^ch(%k: i32, %c: i32):
  %r = arith.cmpi slt, %k, %i : i32
  cf.cond_br %r, ^cb, ^cexit
^cb:
  %c3 = arith.addi %c, %n : i32
  %k2 = arith.addi %k, %c1 : i32
  cf.br ^ch(%k2, %c3 : i32, i32)
^cexit:
  %u = arith.addi %c, %k : i32
  %j2 = arith.addi %j, %c1 : i32
  cf.br ^bh(%j2, %u : i32, i32)
^bexit:
  %w = arith.addi %b, %j : i32
  %i2 = arith.addi %i, %c1 : i32
  cf.br ^ah(%i2, %w : i32, i32)
^aexit:
  return %s : i32
}
//--- good.mlir
// what src.mlir computes, without loops
func.func @swapped_outer(%B: memref<6xi32>) {
  return
}
func.func @never_entered(%n: i32) -> i32 {
  return %n : i32
}
func.func @sometimes(%n: i32) -> i32 {
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  %m = arith.muli %n, %c3 : i32
  %r = arith.addi %m, %c2 : i32
  return %r : i32
}
func.func @three_deep(%n: i32) -> i32 {
  return %n : i32
}
//--- bad.mlir
// src.mlir with its loops run: @swapped_outer's comparison the right way round (its body
// reads the uninitialized %B), @never_entered's entry branch true (it returns 5),
// @sometimes not skipping the inner loop at i = 1 (i == 3 never holds), @three_deep's
// middle comparison the right way round (3n + 6 for n)
func.func @swapped_outer(%B: memref<6xi32>) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c5 = arith.constant 5 : index
  %z = arith.constant 0 : i32
  cf.br ^oh(%c2 : index)
^oh(%i: index):
  %p = arith.cmpi slt, %i, %c5 : index
  cf.cond_br %p, ^pre, ^done
^pre:
  cf.br ^ih(%c2, %z : index, i32)
^ih(%j: index, %a: i32):
  %q = arith.cmpi slt, %j, %i : index
  cf.cond_br %q, ^ib, ^iexit
^ib:
  %x = memref.load %B[%j] : memref<6xi32>
  %a2 = arith.addi %a, %x : i32
  %j2 = arith.addi %j, %c1 : index
  cf.br ^ih(%j2, %a2 : index, i32)
^iexit:
  memref.store %a, %B[%c1] : memref<6xi32>
  %i2 = arith.addi %i, %c1 : index
  cf.br ^oh(%i2 : index)
^done:
  return
}
func.func @never_entered(%n: i32) -> i32 {
  %true = arith.constant true
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c3 = arith.constant 3 : i32
  cf.cond_br %true, ^pre, ^end(%n : i32)
^pre:
  cf.br ^oh(%c0, %n : i32, i32)
^oh(%i: i32, %s: i32):
  %p = arith.cmpi slt, %i, %c3 : i32
  cf.cond_br %p, ^ob, ^oexit
^ob:
  cf.br ^ih(%c0, %s : i32, i32)
^ih(%j: i32, %a: i32):
  %q = arith.cmpi slt, %j, %i : i32
  cf.cond_br %q, ^ib, ^iexit
^ib:
  %a2 = arith.addi %a, %j : i32
  %j2 = arith.addi %j, %c1 : i32
  cf.br ^ih(%j2, %a2 : i32, i32)
^iexit:
  %s2 = arith.muli %a, %j : i32
  %i2 = arith.addi %i, %c1 : i32
  cf.br ^oh(%i2, %s2 : i32, i32)
^oexit:
  %r = arith.addi %s, %i : i32
  cf.br ^end(%r : i32)
^end(%v: i32):
  return %v : i32
}
func.func @sometimes(%n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c3 = arith.constant 3 : i32
  cf.br ^oh(%c0, %n : i32, i32)
^oh(%i: i32, %s: i32):
  %p = arith.cmpi slt, %i, %c3 : i32
  cf.cond_br %p, ^ob, ^oexit
^ob:
  %one = arith.cmpi eq, %i, %c3 : i32
  cf.cond_br %one, ^latch(%s : i32), ^pre
^pre:
  cf.br ^ih(%c0, %s : i32, i32)
^ih(%j: i32, %a: i32):
  %q = arith.cmpi slt, %j, %i : i32
  cf.cond_br %q, ^ib, ^iexit(%a : i32)
^ib:
  %a2 = arith.addi %a, %n : i32
  %j2 = arith.addi %j, %c1 : i32
  cf.br ^ih(%j2, %a2 : i32, i32)
^iexit(%r: i32):
  %t = arith.addi %r, %j : i32
  cf.br ^latch(%t : i32)
^latch(%v: i32):
  %i2 = arith.addi %i, %c1 : i32
  cf.br ^oh(%i2, %v : i32, i32)
^oexit:
  return %s : i32
}
func.func @three_deep(%n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  cf.br ^ah(%c0, %n : i32, i32)
^ah(%i: i32, %s: i32):
  %p = arith.cmpi slt, %i, %c2 : i32
  cf.cond_br %p, ^apre, ^aexit
^apre:
  cf.br ^bh(%c0, %s : i32, i32)
^bh(%j: i32, %b: i32):
  %q = arith.cmpi slt, %j, %c2 : i32
  cf.cond_br %q, ^bpre, ^bexit
^bpre:
  cf.br ^ch(%c0, %b : i32, i32)
^ch(%k: i32, %c: i32):
  %r = arith.cmpi slt, %k, %i : i32
  cf.cond_br %r, ^cb, ^cexit
^cb:
  %c3 = arith.addi %c, %n : i32
  %k2 = arith.addi %k, %c1 : i32
  cf.br ^ch(%k2, %c3 : i32, i32)
^cexit:
  %u = arith.addi %c, %k : i32
  %j2 = arith.addi %j, %c1 : i32
  cf.br ^bh(%j2, %u : i32, i32)
^bexit:
  %w = arith.addi %b, %j : i32
  %i2 = arith.addi %i, %c1 : i32
  cf.br ^ah(%i2, %w : i32, i32)
^aexit:
  return %s : i32
}
