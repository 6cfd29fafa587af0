// cf.br/cf.cond_br: acyclic CFGs with block arguments and several returns; branching on poison is UB; loops (back-edges) are unrolled (loops.mlir).
// RUN: split-file %s %t
// RUN: not %tv-check --timeout=60 %t/src.mlir %t/tgt.mlir | FileCheck %s

// CHECK-LABEL: @diamond: proven
// CHECK-LABEL: @diamond_swapped: incorrect
// CHECK-NEXT: why: result #0 differs
// CHECK-NEXT: input: %c = {{true|false}} : i1
// CHECK-NEXT: source: returns {{1|2}} : i32
// CHECK-NEXT: target: returns {{1|2}} : i32
// CHECK-LABEL: @two_returns: proven
// CHECK-LABEL: @cond_br_args: proven
// CHECK-LABEL: @br_chain: proven
// CHECK-LABEL: @br_chain_wrong: incorrect
// CHECK-NEXT: why: result #0 differs
// CHECK-NEXT: input: %x = {{-?[0-9]+}} : i32
// CHECK-NEXT: source: returns {{-?[0-9]+}} : i32
// CHECK-NEXT: target: returns {{-?[0-9]+}} : i32
// CHECK-LABEL: @abs_branches: proven
// CHECK-LABEL: @abs_wrong: incorrect
// CHECK-NEXT: why: result #0 differs
// CHECK-NEXT: input: %x = {{-?[0-9]+}} : i8
// CHECK-NEXT: source: returns {{-?[0-9]+}} : i8
// CHECK-NEXT: target: returns {{-?[0-9]+}} : i8
// CHECK-LABEL: @guarded_div: proven
// CHECK-LABEL: @guard_dropped: incorrect
// CHECK-NEXT: why: target has undefined behaviour where the source has none
// CHECK-NEXT: input: %x = {{.+}} : i32
// CHECK-NEXT: input: %y = 0 : i32
// CHECK-NEXT: source: returns 0 : i32
// CHECK-NEXT: target: undefined behaviour
// CHECK-LABEL: @select_to_cond_br: incorrect
// CHECK-NEXT: why: target has undefined behaviour where the source has none
// CHECK-NEXT: input: %c = poison : i1
// CHECK-NEXT: input: %a = {{.+}} : i32
// CHECK-NEXT: input: %b = {{.+}} : i32
// CHECK-NEXT: source: returns poison : i32
// CHECK-NEXT: target: undefined behaviour
// CHECK-LABEL: @cond_br_poison_src: proven
// CHECK-LABEL: @unreachable_block: proven
// CHECK-LABEL: @loop: incorrect
// CHECK-NEXT: why: result #0 differs
// CHECK-NEXT: input: %n = [[N:[1-9][0-9]*]] : i32
// CHECK-NEXT: source: returns [[N]] : i32
// CHECK-NEXT: target: returns 0 : i32
// CHECK-LABEL: @loop_in_target: proven

//--- src.mlir
// a diamond merging through a block argument -> select
func.func @diamond(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^then, ^else
^then:
  cf.br ^join(%a : i32)
^else:
  cf.br ^join(%b : i32)
^join(%r: i32):
  return %r : i32
}
// the same with the arms swapped is wrong
func.func @diamond_swapped(%c: i1) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  cf.cond_br %c, ^then, ^else
^then:
  cf.br ^join(%c1 : i32)
^else:
  cf.br ^join(%c2 : i32)
^join(%r: i32):
  return %r : i32
}
// a return in each branch -> select
func.func @two_returns(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^then, ^else
^then:
  return %a : i32
^else:
  return %b : i32
}
// cond_br passing arguments straight to one block
func.func @cond_br_args(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^join(%a : i32), ^join(%b : i32)
^join(%r: i32):
  return %r : i32
}
// a chain of unconditional branches -> straight-line code
func.func @br_chain(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  cf.br ^bb1(%x : i32)
^bb1(%y: i32):
  %z = arith.addi %y, %c1 : i32
  cf.br ^bb2(%z : i32)
^bb2(%w: i32):
  return %w : i32
}
// ... with the wrong constant
func.func @br_chain_wrong(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  cf.br ^bb1(%x : i32)
^bb1(%y: i32):
  %z = arith.addi %y, %c1 : i32
  cf.br ^bb2(%z : i32)
^bb2(%w: i32):
  return %w : i32
}
// abs(x) as branches -> select on x < 0
func.func @abs_branches(%x: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  %neg = arith.cmpi slt, %x, %c0 : i8
  cf.cond_br %neg, ^negate, ^done(%x : i8)
^negate:
  %n = arith.subi %c0, %x : i8
  cf.br ^done(%n : i8)
^done(%r: i8):
  return %r : i8
}
// ... with sge instead of slt: wrong for every x but 0 and -128
func.func @abs_wrong(%x: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  %neg = arith.cmpi slt, %x, %c0 : i8
  cf.cond_br %neg, ^negate, ^done(%x : i8)
^negate:
  %n = arith.subi %c0, %x : i8
  cf.br ^done(%n : i8)
^done(%r: i8):
  return %r : i8
}
// UB on the path not taken does not count: guarding a division
func.func @guarded_div(%x: i32, %y: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %z = arith.cmpi eq, %y, %c0 : i32
  cf.cond_br %z, ^zero, ^div
^zero:
  return %c0 : i32
^div:
  %q = arith.divui %x, %y : i32
  return %q : i32
}
// ... dropping the guard is wrong: UB at y = 0
func.func @guard_dropped(%x: i32, %y: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %z = arith.cmpi eq, %y, %c0 : i32
  cf.cond_br %z, ^zero, ^div
^zero:
  return %c0 : i32
^div:
  %q = arith.divui %x, %y : i32
  return %q : i32
}
// a select becoming a cond_br is wrong: branching on a poison condition is UB
func.func @select_to_cond_br(%c: i1, %a: i32, %b: i32) -> i32 {
  %r = arith.select %c, %a, %b : i32
  return %r : i32
}
// the source branches on poison: UB, anything refines it
func.func @cond_br_poison_src(%x: i32) -> i32 {
  %p = ub.poison : i1
  cf.cond_br %p, ^a, ^b
^a:
  return %x : i32
^b:
  return %x : i32
}
// an unreachable block is ignored, even if it would be UB
func.func @unreachable_block(%x: i32) -> i32 {
  return %x : i32
}
// a loop counting to %n is not the constant 0
func.func @loop(%n: i32) -> i32 {
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
// a loop only in the target that leaves at once
func.func @loop_in_target(%x: i32) -> i32 {
  return %x : i32
}

//--- tgt.mlir
func.func @diamond(%c: i1, %a: i32, %b: i32) -> i32 {
  %r = arith.select %c, %a, %b : i32
  return %r : i32
}
func.func @diamond_swapped(%c: i1) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  cf.cond_br %c, ^then, ^else
^then:
  cf.br ^join(%c2 : i32)
^else:
  cf.br ^join(%c1 : i32)
^join(%r: i32):
  return %r : i32
}
func.func @two_returns(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^join(%a : i32), ^join(%b : i32)
^join(%r: i32):
  return %r : i32
}
func.func @cond_br_args(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^then, ^else
^then:
  return %a : i32
^else:
  return %b : i32
}
func.func @br_chain(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %r = arith.addi %x, %c1 : i32
  return %r : i32
}
func.func @br_chain_wrong(%x: i32) -> i32 {
  %c2 = arith.constant 2 : i32
  %r = arith.addi %x, %c2 : i32
  return %r : i32
}
func.func @abs_branches(%x: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  %neg = arith.cmpi slt, %x, %c0 : i8
  %n = arith.subi %c0, %x : i8
  %r = arith.select %neg, %n, %x : i8
  return %r : i8
}
func.func @abs_wrong(%x: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  %neg = arith.cmpi sge, %x, %c0 : i8
  %n = arith.subi %c0, %x : i8
  %r = arith.select %neg, %n, %x : i8
  return %r : i8
}
func.func @guarded_div(%x: i32, %y: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %z = arith.cmpi eq, %y, %c0 : i32
  cf.cond_br %z, ^zero, ^div
^zero:
  return %c0 : i32
^div:
  %q = arith.divui %x, %y : i32
  return %q : i32
}
func.func @guard_dropped(%x: i32, %y: i32) -> i32 {
  %q = arith.divui %x, %y : i32
  return %q : i32
}
func.func @select_to_cond_br(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^then, ^else
^then:
  return %a : i32
^else:
  return %b : i32
}
func.func @cond_br_poison_src(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %r = arith.divui %x, %c0 : i32
  return %r : i32
}
func.func @unreachable_block(%x: i32) -> i32 {
  return %x : i32
^dead:
  %c0 = arith.constant 0 : i32
  %q = arith.divui %x, %c0 : i32
  return %q : i32
}
func.func @loop(%n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  return %c0 : i32
}
func.func @loop_in_target(%x: i32) -> i32 {
  cf.br ^head
^head:
  %t = arith.constant true
  cf.cond_br %t, ^exit, ^head
^exit:
  return %x : i32
}
