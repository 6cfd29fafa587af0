// arith.maxsi/maxui/minsi/minui: signed vs unsigned order, and expansion to cmpi + select.
// RUN: split-file %s %t
// RUN: not %tv-check --timeout=60 %t/src.mlir %t/tgt.mlir | FileCheck %s

// CHECK-LABEL: @maxsi_self: proven
// CHECK-LABEL: @maxsi_commute: proven
// CHECK-LABEL: @maxsi_expand: proven
// CHECK-LABEL: @minsi_expand: proven
// CHECK-LABEL: @maxui_expand: proven
// CHECK-LABEL: @minui_expand: proven
// CHECK-LABEL: @identities: proven
// CHECK-LABEL: @clamp: proven
// CHECK-LABEL: @maxsi_to_maxui_i1: incorrect
// CHECK-NEXT: why: result #0 differs
// CHECK-NEXT: input: %x = true : i1
// CHECK-NEXT: source: returns false : i1
// CHECK-NEXT: target: returns true : i1
// CHECK-LABEL: @minsi_to_minui: incorrect
// CHECK-NEXT: why: result #0 differs
// CHECK-NEXT: input: %x = {{-?[0-9]+}} : i8
// CHECK-NEXT: input: %y = {{-?[0-9]+}} : i8
// CHECK-NEXT: source: returns {{-?[0-9]+}} : i8
// CHECK-NEXT: target: returns {{-?[0-9]+}} : i8
// CHECK-LABEL: @maxui_to_minui: incorrect
// CHECK-NEXT: why: result #0 differs
// CHECK-NEXT: input: %x = {{-?[0-9]+}} : i8
// CHECK-NEXT: input: %y = {{-?[0-9]+}} : i8
// CHECK-NEXT: source: returns {{-?[0-9]+}} : i8
// CHECK-NEXT: target: returns {{-?[0-9]+}} : i8
// CHECK-LABEL: @minsi_zero_mask: proven
// CHECK-LABEL: @minsi_zero_wrong: incorrect
// CHECK-NEXT: why: result #0 differs
// CHECK-NEXT: input: %x = [[X:-[0-9]+]] : i8
// CHECK-NEXT: source: returns [[X]] : i8
// CHECK-NEXT: target: returns {{0|1}} : i8

//--- src.mlir
// max(x, x) -> x
func.func @maxsi_self(%x: i32) -> i32 {
  %r = arith.maxsi %x, %x : i32
  return %r : i32
}
// maxsi is commutative
func.func @maxsi_commute(%x: i32, %y: i32) -> i32 {
  %r = arith.maxsi %x, %y : i32
  return %r : i32
}
// maxsi -> select (x > y), x, y
func.func @maxsi_expand(%x: i32, %y: i32) -> i32 {
  %r = arith.maxsi %x, %y : i32
  return %r : i32
}
// minsi -> select (x < y), x, y
func.func @minsi_expand(%x: i32, %y: i32) -> i32 {
  %r = arith.minsi %x, %y : i32
  return %r : i32
}
// maxui -> select (x >u y), x, y
func.func @maxui_expand(%x: i32, %y: i32) -> i32 {
  %r = arith.maxui %x, %y : i32
  return %r : i32
}
// minui -> select (x <u y), x, y
func.func @minui_expand(%x: i32, %y: i32) -> i32 {
  %r = arith.minui %x, %y : i32
  return %r : i32
}
// maxui(x, 0) -> x, minui(x, -1) -> x, maxsi(x, MIN) -> x, minsi(x, MIN) -> MIN
func.func @identities(%x: i8) -> (i8, i8, i8, i8) {
  %c0 = arith.constant 0 : i8
  %cm1 = arith.constant -1 : i8
  %min = arith.constant -128 : i8
  %a = arith.maxui %x, %c0 : i8
  %b = arith.minui %x, %cm1 : i8
  %c = arith.maxsi %x, %min : i8
  %d = arith.minsi %x, %min : i8
  return %a, %b, %c, %d : i8, i8, i8, i8
}
// min(max(x, 0), 255) on i32 -> clamp through a select chain
func.func @clamp(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c255 = arith.constant 255 : i32
  %a = arith.maxsi %x, %c0 : i32
  %r = arith.minsi %a, %c255 : i32
  return %r : i32
}
// on i1, 1 is -1 when signed: maxsi(x, 0) is always 0, maxui(x, 0) is x
func.func @maxsi_to_maxui_i1(%x: i1) -> i1 {
  %c0 = arith.constant false
  %r = arith.maxsi %x, %c0 : i1
  return %r : i1
}
// minsi and minui disagree when exactly one operand is negative
func.func @minsi_to_minui(%x: i8, %y: i8) -> i8 {
  %r = arith.minsi %x, %y : i8
  return %r : i8
}
// max is not min
func.func @maxui_to_minui(%x: i8, %y: i8) -> i8 {
  %r = arith.maxui %x, %y : i8
  return %r : i8
}
// minsi(x, 0) -> x & (x >>s 7)
func.func @minsi_zero_mask(%x: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  %r = arith.minsi %x, %c0 : i8
  return %r : i8
}
// ... but not with a logical shift
func.func @minsi_zero_wrong(%x: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  %r = arith.minsi %x, %c0 : i8
  return %r : i8
}

//--- tgt.mlir
func.func @maxsi_self(%x: i32) -> i32 {
  return %x : i32
}
func.func @maxsi_commute(%x: i32, %y: i32) -> i32 {
  %r = arith.maxsi %y, %x : i32
  return %r : i32
}
func.func @maxsi_expand(%x: i32, %y: i32) -> i32 {
  %c = arith.cmpi sgt, %x, %y : i32
  %r = arith.select %c, %x, %y : i32
  return %r : i32
}
func.func @minsi_expand(%x: i32, %y: i32) -> i32 {
  %c = arith.cmpi slt, %x, %y : i32
  %r = arith.select %c, %x, %y : i32
  return %r : i32
}
func.func @maxui_expand(%x: i32, %y: i32) -> i32 {
  %c = arith.cmpi ugt, %x, %y : i32
  %r = arith.select %c, %x, %y : i32
  return %r : i32
}
func.func @minui_expand(%x: i32, %y: i32) -> i32 {
  %c = arith.cmpi ult, %x, %y : i32
  %r = arith.select %c, %x, %y : i32
  return %r : i32
}
func.func @identities(%x: i8) -> (i8, i8, i8, i8) {
  %min = arith.constant -128 : i8
  return %x, %x, %x, %min : i8, i8, i8, i8
}
func.func @clamp(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c255 = arith.constant 255 : i32
  %neg = arith.cmpi slt, %x, %c0 : i32
  %big = arith.cmpi sgt, %x, %c255 : i32
  %a = arith.select %big, %c255, %x : i32
  %r = arith.select %neg, %c0, %a : i32
  return %r : i32
}
func.func @maxsi_to_maxui_i1(%x: i1) -> i1 {
  %c0 = arith.constant false
  %r = arith.maxui %x, %c0 : i1
  return %r : i1
}
func.func @minsi_to_minui(%x: i8, %y: i8) -> i8 {
  %r = arith.minui %x, %y : i8
  return %r : i8
}
func.func @maxui_to_minui(%x: i8, %y: i8) -> i8 {
  %r = arith.minui %x, %y : i8
  return %r : i8
}
func.func @minsi_zero_mask(%x: i8) -> i8 {
  %c7 = arith.constant 7 : i8
  %s = arith.shrsi %x, %c7 : i8
  %r = arith.andi %x, %s : i8
  return %r : i8
}
func.func @minsi_zero_wrong(%x: i8) -> i8 {
  %c7 = arith.constant 7 : i8
  %s = arith.shrui %x, %c7 : i8
  %r = arith.andi %x, %s : i8
  return %r : i8
}
