// arith.shli/shrui/shrsi: poison on an amount >= the bit width, exact on right shifts, nsw/nuw on shli.
// RUN: split-file %s %t
// RUN: not %tv-check --timeout=60 %t/src.mlir %t/tgt.mlir | FileCheck %s

// CHECK-LABEL: @shli_to_mul: proven
// CHECK-LABEL: @shrui_zero: proven
// CHECK-LABEL: @shl_shrsi_sext: proven
// CHECK-LABEL: @shl_shrui_mask: proven
// CHECK-LABEL: @shrui_not_shrsi: incorrect
// CHECK-NEXT: why: result #0 differs
// CHECK-NEXT: input: %x = -{{[0-9]+}} : i8
// CHECK-NEXT: source: returns 1 : i8
// CHECK-NEXT: target: returns -1 : i8
// CHECK-LABEL: @shli_by_width: proven
// CHECK-LABEL: @shrsi_mask_amount: proven
// CHECK-LABEL: @shrui_drop_mask: incorrect
// CHECK-NEXT: why: result #0 is poison in the target but not in the source
// CHECK-NEXT: input: %x = {{-?[0-9]+}} : i8
// CHECK-NEXT: input: %y = {{-[0-9]+|[0-9][0-9]+|[89]}} : i8
// CHECK-NEXT: source: returns {{-?[0-9]+}} : i8
// CHECK-NEXT: target: returns poison : i8
// CHECK-LABEL: @i1_shift_by_self: incorrect
// CHECK-NEXT: why: result #0 is poison in the target but not in the source
// CHECK-NEXT: input: %x = true : i1
// CHECK-NEXT: source: returns true : i1
// CHECK-NEXT: target: returns poison : i1
// CHECK-LABEL: @shrui_exact_roundtrip: proven
// CHECK-LABEL: @shrui_roundtrip: incorrect
// CHECK-NEXT: why: result #0 differs
// CHECK-NEXT: input: %x = {{-?[0-9]+}} : i8
// CHECK-NEXT: source: returns {{-?[0-9]+}} : i8
// CHECK-NEXT: target: returns {{-?[0-9]+}} : i8
// CHECK-LABEL: @shrsi_exact_roundtrip: proven
// CHECK-LABEL: @shrsi_exact_added: incorrect
// CHECK-NEXT: why: result #0 is poison in the target but not in the source
// CHECK-NEXT: input: %x = {{-?[0-9]*[13579]}} : i8
// CHECK-NEXT: source: returns {{-?[0-9]+}} : i8
// CHECK-NEXT: target: returns poison : i8
// CHECK-LABEL: @shli_nuw_roundtrip: proven
// CHECK-LABEL: @shli_nsw_roundtrip: proven
// CHECK-LABEL: @shli_nuw_not_nsw: incorrect
// CHECK-NEXT: why: result #0 differs
// CHECK-NEXT: input: %x = 1 : i8
// CHECK-NEXT: source: returns -1 : i8
// CHECK-NEXT: target: returns 1 : i8
// CHECK-LABEL: @shli_nsw_not_nuw: incorrect
// CHECK-NEXT: why: result #0 differs
// CHECK-NEXT: input: %x = -1 : i8
// CHECK-NEXT: source: returns 1 : i8
// CHECK-NEXT: target: returns -1 : i8
// CHECK-LABEL: @shli_nsw_added: incorrect
// CHECK-NEXT: why: result #0 is poison in the target but not in the source
// CHECK-NEXT: input: %x = {{-?[0-9]+}} : i8
// CHECK-NEXT: source: returns {{-?[0-9]+}} : i8
// CHECK-NEXT: target: returns poison : i8
// CHECK-LABEL: @shli_nuw_added: incorrect
// CHECK-NEXT: why: result #0 is poison in the target but not in the source
// CHECK-NEXT: input: %x = {{-?[0-9]+}} : i8
// CHECK-NEXT: source: returns {{-?[0-9]+}} : i8
// CHECK-NEXT: target: returns poison : i8

//--- src.mlir
// x << 1 -> x * 2
func.func @shli_to_mul(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %r = arith.shli %x, %c1 : i32
  return %r : i32
}
// x >> 0 -> x
func.func @shrui_zero(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %r = arith.shrui %x, %c0 : i32
  return %r : i32
}
// (x << 24) >>s 24 is the sign extension of the low byte
func.func @shl_shrsi_sext(%x: i32) -> i32 {
  %c24 = arith.constant 24 : i32
  %a = arith.shli %x, %c24 : i32
  %r = arith.shrsi %a, %c24 : i32
  return %r : i32
}
// (x << 24) >>u 24 is the low byte
func.func @shl_shrui_mask(%x: i32) -> i32 {
  %c24 = arith.constant 24 : i32
  %a = arith.shli %x, %c24 : i32
  %r = arith.shrui %a, %c24 : i32
  return %r : i32
}
// shrui and shrsi differ on negative numbers
func.func @shrui_not_shrsi(%x: i8) -> i8 {
  %c7 = arith.constant 7 : i8
  %r = arith.shrui %x, %c7 : i8
  return %r : i8
}
// a shift by the bit width is poison: anything refines it
func.func @shli_by_width(%x: i8) -> i8 {
  %c8 = arith.constant 8 : i8
  %r = arith.shli %x, %c8 : i8
  return %r : i8
}
// masking the amount refines the unmasked shift (poison becomes a value)
func.func @shrsi_mask_amount(%x: i8, %y: i8) -> i8 {
  %r = arith.shrsi %x, %y : i8
  return %r : i8
}
// ... but dropping the mask introduces poison for amounts >= 8
func.func @shrui_drop_mask(%x: i8, %y: i8) -> i8 {
  %c7 = arith.constant 7 : i8
  %m = arith.andi %y, %c7 : i8
  %r = arith.shrui %x, %m : i8
  return %r : i8
}
// an i1 shift by 1 is already out of range: poison exactly when x = 1
func.func @i1_shift_by_self(%x: i1) -> i1 {
  return %x : i1
}
// (x >>u exact 2) << 2 -> x: exact means no 1 bits are shifted out
func.func @shrui_exact_roundtrip(%x: i32) -> i32 {
  %c2 = arith.constant 2 : i32
  %a = arith.shrui %x, %c2 exact : i32
  %r = arith.shli %a, %c2 : i32
  return %r : i32
}
// ... not without exact: forgets the low bits
func.func @shrui_roundtrip(%x: i8) -> i8 {
  %c2 = arith.constant 2 : i8
  %a = arith.shrui %x, %c2 : i8
  %r = arith.shli %a, %c2 : i8
  return %r : i8
}
// (x >>s exact 3) << 3 -> x
func.func @shrsi_exact_roundtrip(%x: i32) -> i32 {
  %c3 = arith.constant 3 : i32
  %a = arith.shrsi %x, %c3 exact : i32
  %r = arith.shli %a, %c3 : i32
  return %r : i32
}
// adding exact to x >>s 1 makes odd x poison
func.func @shrsi_exact_added(%x: i8) -> i8 {
  %c1 = arith.constant 1 : i8
  %r = arith.shrsi %x, %c1 : i8
  return %r : i8
}
// (x <<nuw 4) >>u 4 -> x
func.func @shli_nuw_roundtrip(%x: i32) -> i32 {
  %c4 = arith.constant 4 : i32
  %a = arith.shli %x, %c4 overflow<nuw> : i32
  %r = arith.shrui %a, %c4 : i32
  return %r : i32
}
// (x <<nsw 4) >>s 4 -> x
func.func @shli_nsw_roundtrip(%x: i32) -> i32 {
  %c4 = arith.constant 4 : i32
  %a = arith.shli %x, %c4 overflow<nsw> : i32
  %r = arith.shrsi %a, %c4 : i32
  return %r : i32
}
// nuw does not make the signed round trip exact: x <<nuw 7 keeps only x in {0, 1}, and x = 1
// comes back as -1
func.func @shli_nuw_not_nsw(%x: i8) -> i8 {
  %c7 = arith.constant 7 : i8
  %a = arith.shli %x, %c7 overflow<nuw> : i8
  %r = arith.shrsi %a, %c7 : i8
  return %r : i8
}
// nsw does not make the unsigned round trip exact: x <<nsw 7 keeps only x in {0, -1}, and
// x = -1 comes back as 1
func.func @shli_nsw_not_nuw(%x: i8) -> i8 {
  %c7 = arith.constant 7 : i8
  %a = arith.shli %x, %c7 overflow<nsw> : i8
  %r = arith.shrui %a, %c7 : i8
  return %r : i8
}
// adding nsw to x << 1: only x = 64..127 and -128..-65 overflow
func.func @shli_nsw_added(%x: i8) -> i8 {
  %c1 = arith.constant 1 : i8
  %r = arith.shli %x, %c1 : i8
  return %r : i8
}
// adding nuw to x << 7: every x but 0 and 1 loses a bit
func.func @shli_nuw_added(%x: i8) -> i8 {
  %c7 = arith.constant 7 : i8
  %r = arith.shli %x, %c7 : i8
  return %r : i8
}

//--- tgt.mlir
func.func @shli_to_mul(%x: i32) -> i32 {
  %c2 = arith.constant 2 : i32
  %r = arith.muli %x, %c2 : i32
  return %r : i32
}
func.func @shrui_zero(%x: i32) -> i32 {
  return %x : i32
}
func.func @shl_shrsi_sext(%x: i32) -> i32 {
  %t = arith.trunci %x : i32 to i8
  %r = arith.extsi %t : i8 to i32
  return %r : i32
}
func.func @shl_shrui_mask(%x: i32) -> i32 {
  %c255 = arith.constant 255 : i32
  %r = arith.andi %x, %c255 : i32
  return %r : i32
}
func.func @shrui_not_shrsi(%x: i8) -> i8 {
  %c7 = arith.constant 7 : i8
  %r = arith.shrsi %x, %c7 : i8
  return %r : i8
}
func.func @shli_by_width(%x: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  return %c0 : i8
}
func.func @shrsi_mask_amount(%x: i8, %y: i8) -> i8 {
  %c7 = arith.constant 7 : i8
  %m = arith.andi %y, %c7 : i8
  %r = arith.shrsi %x, %m : i8
  return %r : i8
}
func.func @shrui_drop_mask(%x: i8, %y: i8) -> i8 {
  %r = arith.shrui %x, %y : i8
  return %r : i8
}
func.func @i1_shift_by_self(%x: i1) -> i1 {
  %r = arith.shrui %x, %x : i1
  return %r : i1
}
func.func @shrui_exact_roundtrip(%x: i32) -> i32 {
  return %x : i32
}
func.func @shrui_roundtrip(%x: i8) -> i8 {
  return %x : i8
}
func.func @shrsi_exact_roundtrip(%x: i32) -> i32 {
  return %x : i32
}
func.func @shrsi_exact_added(%x: i8) -> i8 {
  %c1 = arith.constant 1 : i8
  %r = arith.shrsi %x, %c1 exact : i8
  return %r : i8
}
func.func @shli_nuw_roundtrip(%x: i32) -> i32 {
  return %x : i32
}
func.func @shli_nsw_roundtrip(%x: i32) -> i32 {
  return %x : i32
}
func.func @shli_nuw_not_nsw(%x: i8) -> i8 {
  return %x : i8
}
func.func @shli_nsw_not_nuw(%x: i8) -> i8 {
  return %x : i8
}
func.func @shli_nsw_added(%x: i8) -> i8 {
  %c1 = arith.constant 1 : i8
  %r = arith.shli %x, %c1 overflow<nsw> : i8
  return %r : i8
}
func.func @shli_nuw_added(%x: i8) -> i8 {
  %c7 = arith.constant 7 : i8
  %r = arith.shli %x, %c7 overflow<nuw> : i8
  return %r : i8
}
