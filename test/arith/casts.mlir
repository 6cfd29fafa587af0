// arith casts: extsi/extui, trunci with nsw/nuw, index_cast/index_castui (index is 64 bits), bitcast.
// RUN: split-file %s %t
// RUN: not %tv-check --timeout=60 %t/src.mlir %t/tgt.mlir | FileCheck %s

// CHECK-LABEL: @extsi_trunci: proven
// CHECK-LABEL: @extui_trunci: proven
// CHECK-LABEL: @extsi_extsi: proven
// CHECK-LABEL: @extui_mask: proven
// CHECK-LABEL: @ext_i1: proven
// CHECK-LABEL: @extsi_to_extui: incorrect
// CHECK-NEXT: why: result #0 differs
// CHECK-NEXT: input: %x = true : i1
// CHECK-NEXT: source: returns -1 : i8
// CHECK-NEXT: target: returns 1 : i8
// CHECK-LABEL: @trunci_flags_roundtrip: proven
// CHECK-LABEL: @trunci_nuw_sext: incorrect
// CHECK-NEXT: why: result #0 differs
// CHECK-NEXT: input: %x = 1 : i2
// CHECK-NEXT: source: returns -1 : i2
// CHECK-NEXT: target: returns 1 : i2
// CHECK-LABEL: @trunci_nsw_zext: incorrect
// CHECK-NEXT: why: result #0 differs
// CHECK-NEXT: input: %x = -1 : i2
// CHECK-NEXT: source: returns 1 : i2
// CHECK-NEXT: target: returns -1 : i2
// CHECK-LABEL: @trunci_nuw_added: incorrect
// CHECK-NEXT: why: result #0 is poison in the target but not in the source
// CHECK-NEXT: input: %x = {{-?[0-9]+}} : i16
// CHECK-NEXT: source: returns {{-?[0-9]+}} : i8
// CHECK-NEXT: target: returns poison : i8
// CHECK-LABEL: @trunci_nsw_added: incorrect
// CHECK-NEXT: why: result #0 is poison in the target but not in the source
// CHECK-NEXT: input: %x = [[X:-[0-9]+]] : i8
// CHECK-NEXT: source: returns [[X]] : i8
// CHECK-NEXT: target: returns poison : i8
// CHECK-LABEL: @index_cast_roundtrip: proven
// CHECK-LABEL: @index_cast_is_sext: proven
// CHECK-LABEL: @index_castui_is_zext: proven
// CHECK-LABEL: @index_cast_truncates: proven
// CHECK-LABEL: @index_cast_to_castui: incorrect
// CHECK-NEXT: why: result #0 differs
// CHECK-NEXT: input: %x = true : i1
// CHECK-NEXT: source: returns -1 : index
// CHECK-NEXT: target: returns 1 : index
// CHECK-LABEL: @index_not_i32: incorrect
// CHECK-NEXT: why: result #0 differs
// CHECK-NEXT: input: %x = [[X:-?[0-9]+]] : i64
// CHECK-NEXT: source: returns [[X]] : i64
// CHECK-NEXT: target: returns {{-?[0-9]+}} : i64
// CHECK-LABEL: @bitcast_identity: proven
// CHECK-LABEL: @bitcast_not_negate: incorrect
// CHECK-NEXT: why: result #0 differs
// CHECK-NEXT: input: %x = [[X:-?[0-9]+]] : i32
// CHECK-NEXT: source: returns [[X]] : i32
// CHECK-NEXT: target: returns {{-?[0-9]+}} : i32

//--- src.mlir
// trunc(sext(x)) -> x
func.func @extsi_trunci(%x: i8) -> i8 {
  %a = arith.extsi %x : i8 to i32
  %r = arith.trunci %a : i32 to i8
  return %r : i8
}
// trunc(zext(x)) -> x
func.func @extui_trunci(%x: i8) -> i8 {
  %a = arith.extui %x : i8 to i32
  %r = arith.trunci %a : i32 to i8
  return %r : i8
}
// sext(sext(x)) -> sext(x)
func.func @extsi_extsi(%x: i8) -> i64 {
  %a = arith.extsi %x : i8 to i16
  %r = arith.extsi %a : i16 to i64
  return %r : i64
}
// zext(x) -> x & 255 on the wide type
func.func @extui_mask(%x: i8) -> i32 {
  %r = arith.extui %x : i8 to i32
  return %r : i32
}
// extui of i1 -> select c, 1, 0; extsi of i1 -> select c, -1, 0
func.func @ext_i1(%c: i1) -> (i32, i32) {
  %a = arith.extui %c : i1 to i32
  %b = arith.extsi %c : i1 to i32
  return %a, %b : i32, i32
}
// extsi and extui differ on a set sign bit: only x = 1 for i1
func.func @extsi_to_extui(%x: i1) -> i8 {
  %r = arith.extsi %x : i1 to i8
  return %r : i8
}
// trunci nuw: zext(trunci nuw x) -> x; trunci nsw: sext(trunci nsw x) -> x
func.func @trunci_flags_roundtrip(%x: i16) -> (i16, i16) {
  %a = arith.trunci %x overflow<nuw> : i16 to i8
  %b = arith.trunci %x overflow<nsw> : i16 to i8
  %za = arith.extui %a : i8 to i16
  %sb = arith.extsi %b : i8 to i16
  return %za, %sb : i16, i16
}
// sext(trunci nuw x) is not x: nuw keeps x in {0, 1}, and x = 1 comes back as -1
func.func @trunci_nuw_sext(%x: i2) -> i2 {
  %a = arith.trunci %x overflow<nuw> : i2 to i1
  %r = arith.extsi %a : i1 to i2
  return %r : i2
}
// zext(trunci nsw x) is not x: nsw keeps x in {0, -1}, and x = -1 comes back as 1
func.func @trunci_nsw_zext(%x: i2) -> i2 {
  %a = arith.trunci %x overflow<nsw> : i2 to i1
  %r = arith.extui %a : i1 to i2
  return %r : i2
}
// adding nuw to a trunci: poison when a high bit is set
func.func @trunci_nuw_added(%x: i16) -> i8 {
  %r = arith.trunci %x : i16 to i8
  return %r : i8
}
// adding nsw to trunc(zext x): poison for x = 128..255 (negative x)
func.func @trunci_nsw_added(%x: i8) -> i8 {
  %a = arith.extui %x : i8 to i16
  %r = arith.trunci %a : i16 to i8
  return %r : i8
}
// index_cast i32 -> index -> i32 round trip
func.func @index_cast_roundtrip(%x: i32) -> i32 {
  %a = arith.index_cast %x : i32 to index
  %r = arith.index_cast %a : index to i32
  return %r : i32
}
// index_cast sign-extends to 64 bits
func.func @index_cast_is_sext(%x: i32) -> i64 {
  %a = arith.index_cast %x : i32 to index
  %r = arith.index_cast %a : index to i64
  return %r : i64
}
// index_castui zero-extends to 64 bits
func.func @index_castui_is_zext(%x: i32) -> index {
  %r = arith.index_castui %x : i32 to index
  return %r : index
}
// index_cast truncates index to i8
func.func @index_cast_truncates(%x: index) -> i8 {
  %r = arith.index_cast %x : index to i8
  return %r : i8
}
// index_cast and index_castui differ on a set sign bit: only x = 1 for i1
func.func @index_cast_to_castui(%x: i1) -> index {
  %r = arith.index_cast %x : i1 to index
  return %r : index
}
// index is 64 bits: sext to index and trunc to i32 is not the identity on i64
func.func @index_not_i32(%x: i64) -> i64 {
  return %x : i64
}
// bitcast between integer types of one width is the identity
func.func @bitcast_identity(%x: i32) -> i32 {
  %r = arith.bitcast %x : i32 to i32
  return %r : i32
}
// ... so it does not negate
func.func @bitcast_not_negate(%x: i32) -> i32 {
  %r = arith.bitcast %x : i32 to i32
  return %r : i32
}

//--- tgt.mlir
func.func @extsi_trunci(%x: i8) -> i8 {
  return %x : i8
}
func.func @extui_trunci(%x: i8) -> i8 {
  return %x : i8
}
func.func @extsi_extsi(%x: i8) -> i64 {
  %r = arith.extsi %x : i8 to i64
  return %r : i64
}
func.func @extui_mask(%x: i8) -> i32 {
  %a = arith.extsi %x : i8 to i32
  %c255 = arith.constant 255 : i32
  %r = arith.andi %a, %c255 : i32
  return %r : i32
}
func.func @ext_i1(%c: i1) -> (i32, i32) {
  %c1 = arith.constant 1 : i32
  %c0 = arith.constant 0 : i32
  %cm1 = arith.constant -1 : i32
  %a = arith.select %c, %c1, %c0 : i32
  %b = arith.select %c, %cm1, %c0 : i32
  return %a, %b : i32, i32
}
func.func @extsi_to_extui(%x: i1) -> i8 {
  %r = arith.extui %x : i1 to i8
  return %r : i8
}
func.func @trunci_flags_roundtrip(%x: i16) -> (i16, i16) {
  return %x, %x : i16, i16
}
func.func @trunci_nuw_sext(%x: i2) -> i2 {
  return %x : i2
}
func.func @trunci_nsw_zext(%x: i2) -> i2 {
  return %x : i2
}
func.func @trunci_nuw_added(%x: i16) -> i8 {
  %r = arith.trunci %x overflow<nuw> : i16 to i8
  return %r : i8
}
func.func @trunci_nsw_added(%x: i8) -> i8 {
  %a = arith.extui %x : i8 to i16
  %r = arith.trunci %a overflow<nsw> : i16 to i8
  return %r : i8
}
func.func @index_cast_roundtrip(%x: i32) -> i32 {
  return %x : i32
}
func.func @index_cast_is_sext(%x: i32) -> i64 {
  %r = arith.extsi %x : i32 to i64
  return %r : i64
}
func.func @index_castui_is_zext(%x: i32) -> index {
  %a = arith.extui %x : i32 to i64
  %r = arith.index_cast %a : i64 to index
  return %r : index
}
func.func @index_cast_truncates(%x: index) -> i8 {
  %a = arith.index_cast %x : index to i64
  %r = arith.trunci %a : i64 to i8
  return %r : i8
}
func.func @index_cast_to_castui(%x: i1) -> index {
  %r = arith.index_castui %x : i1 to index
  return %r : index
}
func.func @index_not_i32(%x: i64) -> i64 {
  %a = arith.trunci %x : i64 to i32
  %b = arith.index_cast %a : i32 to index
  %r = arith.index_cast %b : index to i64
  return %r : i64
}
func.func @bitcast_identity(%x: i32) -> i32 {
  return %x : i32
}
func.func @bitcast_not_negate(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %r = arith.subi %c0, %x : i32
  return %r : i32
}
