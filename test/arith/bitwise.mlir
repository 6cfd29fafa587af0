// arith.andi/ori/xori: bitwise identities, and mix-ups between them.
// RUN: split-file %s %t
// RUN: not %tv-check --timeout=60 %t/src.mlir %t/tgt.mlir | FileCheck %s

// CHECK-LABEL: @andi_self: proven
// CHECK-LABEL: @andi_zero: proven
// CHECK-LABEL: @ori_zero: proven
// CHECK-LABEL: @ori_all_ones: proven
// CHECK-LABEL: @xori_self: proven
// CHECK-LABEL: @xori_not_not: proven
// CHECK-LABEL: @de_morgan: proven
// CHECK-LABEL: @and_or_merge: proven
// CHECK-LABEL: @or_minus_and: proven
// CHECK-LABEL: @de_morgan_wrong: incorrect
// CHECK-NEXT: why: result #0 differs
// CHECK-NEXT: input: %x = {{-?[0-9]+}} : i32
// CHECK-NEXT: input: %y = {{-?[0-9]+}} : i32
// CHECK-NEXT: source: returns {{-?[0-9]+}} : i32
// CHECK-NEXT: target: returns {{-?[0-9]+}} : i32
// CHECK-LABEL: @ori_to_xori: incorrect
// CHECK-NEXT: why: result #0 differs
// CHECK-NEXT: input: %x = true : i1
// CHECK-NEXT: input: %y = true : i1
// CHECK-NEXT: source: returns true : i1
// CHECK-NEXT: target: returns false : i1
// CHECK-LABEL: @andi_to_ori: incorrect
// CHECK-NEXT: why: result #0 differs
// CHECK-NEXT: input: %x = {{true|false}} : i1
// CHECK-NEXT: input: %y = {{true|false}} : i1
// CHECK-NEXT: source: returns false : i1
// CHECK-NEXT: target: returns true : i1
// CHECK-LABEL: @xori_self_wrong: incorrect
// CHECK-NEXT: why: result #0 differs
// CHECK-NEXT: input: %x = true : i1
// CHECK-NEXT: source: returns false : i1
// CHECK-NEXT: target: returns true : i1
// CHECK-LABEL: @andi_poison_zero: proven
// CHECK-LABEL: @andi_poison_zero_introduced: incorrect
// CHECK-NEXT: why: result #0 is poison in the target but not in the source
// CHECK-NEXT: source: returns 0 : i8
// CHECK-NEXT: target: returns poison : i8

//--- src.mlir
// x & x -> x
func.func @andi_self(%x: i32) -> i32 {
  %r = arith.andi %x, %x : i32
  return %r : i32
}
// x & 0 -> 0
func.func @andi_zero(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %r = arith.andi %x, %c0 : i32
  return %r : i32
}
// x | 0 -> x
func.func @ori_zero(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %r = arith.ori %x, %c0 : i32
  return %r : i32
}
// x | -1 -> -1
func.func @ori_all_ones(%x: i32) -> i32 {
  %cm1 = arith.constant -1 : i32
  %r = arith.ori %x, %cm1 : i32
  return %r : i32
}
// x ^ x -> 0
func.func @xori_self(%x: i32) -> i32 {
  %r = arith.xori %x, %x : i32
  return %r : i32
}
// ~~x -> x
func.func @xori_not_not(%x: i32) -> i32 {
  %cm1 = arith.constant -1 : i32
  %a = arith.xori %x, %cm1 : i32
  %r = arith.xori %a, %cm1 : i32
  return %r : i32
}
// De Morgan: ~(x & y) -> ~x | ~y
func.func @de_morgan(%x: i32, %y: i32) -> i32 {
  %cm1 = arith.constant -1 : i32
  %a = arith.andi %x, %y : i32
  %r = arith.xori %a, %cm1 : i32
  return %r : i32
}
// (x & 12) | (x & 3) -> x & 15
func.func @and_or_merge(%x: i32) -> i32 {
  %c12 = arith.constant 12 : i32
  %c3 = arith.constant 3 : i32
  %a = arith.andi %x, %c12 : i32
  %b = arith.andi %x, %c3 : i32
  %r = arith.ori %a, %b : i32
  return %r : i32
}
// (x | y) - (x & y) -> x ^ y
func.func @or_minus_and(%x: i32, %y: i32) -> i32 {
  %o = arith.ori %x, %y : i32
  %a = arith.andi %x, %y : i32
  %r = arith.subi %o, %a : i32
  return %r : i32
}
// wrong De Morgan: ~(x & y) -> ~x & ~y
func.func @de_morgan_wrong(%x: i32, %y: i32) -> i32 {
  %cm1 = arith.constant -1 : i32
  %a = arith.andi %x, %y : i32
  %r = arith.xori %a, %cm1 : i32
  return %r : i32
}
// or -> xor on i1 differs only for x = y = 1
func.func @ori_to_xori(%x: i1, %y: i1) -> i1 {
  %r = arith.ori %x, %y : i1
  return %r : i1
}
// and -> or on i1 differs when exactly one is set
func.func @andi_to_ori(%x: i1, %y: i1) -> i1 {
  %r = arith.andi %x, %y : i1
  return %r : i1
}
// x ^ x is 0, not x: differs only for x = 1 on i1
func.func @xori_self_wrong(%x: i1) -> i1 {
  %r = arith.xori %x, %x : i1
  return %r : i1
}
// poison & 0 is poison (as in LLVM; only undef would give 0): anything refines it
func.func @andi_poison_zero(%x: i8) -> i8 {
  %p = ub.poison : i8
  %c0 = arith.constant 0 : i8
  %r = arith.andi %p, %c0 : i8
  return %r : i8
}
// ... so folding 0 to poison & 0 is wrong
func.func @andi_poison_zero_introduced() -> i8 {
  %c0 = arith.constant 0 : i8
  return %c0 : i8
}

//--- tgt.mlir
func.func @andi_self(%x: i32) -> i32 {
  return %x : i32
}
func.func @andi_zero(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  return %c0 : i32
}
func.func @ori_zero(%x: i32) -> i32 {
  return %x : i32
}
func.func @ori_all_ones(%x: i32) -> i32 {
  %cm1 = arith.constant -1 : i32
  return %cm1 : i32
}
func.func @xori_self(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  return %c0 : i32
}
func.func @xori_not_not(%x: i32) -> i32 {
  return %x : i32
}
func.func @de_morgan(%x: i32, %y: i32) -> i32 {
  %cm1 = arith.constant -1 : i32
  %nx = arith.xori %x, %cm1 : i32
  %ny = arith.xori %y, %cm1 : i32
  %r = arith.ori %nx, %ny : i32
  return %r : i32
}
func.func @and_or_merge(%x: i32) -> i32 {
  %c15 = arith.constant 15 : i32
  %r = arith.andi %x, %c15 : i32
  return %r : i32
}
func.func @or_minus_and(%x: i32, %y: i32) -> i32 {
  %r = arith.xori %x, %y : i32
  return %r : i32
}
func.func @de_morgan_wrong(%x: i32, %y: i32) -> i32 {
  %cm1 = arith.constant -1 : i32
  %nx = arith.xori %x, %cm1 : i32
  %ny = arith.xori %y, %cm1 : i32
  %r = arith.andi %nx, %ny : i32
  return %r : i32
}
func.func @ori_to_xori(%x: i1, %y: i1) -> i1 {
  %r = arith.xori %x, %y : i1
  return %r : i1
}
func.func @andi_to_ori(%x: i1, %y: i1) -> i1 {
  %r = arith.ori %x, %y : i1
  return %r : i1
}
func.func @xori_self_wrong(%x: i1) -> i1 {
  return %x : i1
}
func.func @andi_poison_zero(%x: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  return %c0 : i8
}
func.func @andi_poison_zero_introduced() -> i8 {
  %p = ub.poison : i8
  %c0 = arith.constant 0 : i8
  %r = arith.andi %p, %c0 : i8
  return %r : i8
}
