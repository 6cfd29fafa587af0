// sitofp/uitofp of an integer equal to a float constant of the pair give that constant in
// the abstract encoding too (docs/design.md 9): canonicalize folds avg_pool2d's window
// count `sitofp(4 * 4)` into `16.0`, which the abstraction could not prove before.
// RUN: split-file %s %t
// RUN: not %tv-check --timeout=60 --fp=abstract %t/src.mlir %t/tgt.mlir | FileCheck %s --check-prefix=ABS
// RUN: not %tv-check --timeout=60 %t/src.mlir %t/tgt.mlir | FileCheck %s

// ABS-LABEL: @count_folded: proven [abstract]
// ABS-LABEL: @negative_i8: proven [abstract]
// ABS-LABEL: @unsigned_i8: proven [abstract]
// ABS-LABEL: @index_cast_count: proven [abstract]
// ABS-LABEL: @wrong_constant: inconclusive
// ABS-LABEL: @unsigned_is_not_signed: inconclusive

// CHECK-LABEL: @count_folded: proven [abstract]
// CHECK-LABEL: @wrong_constant: incorrect [ieee]
// CHECK-NEXT: why: result #0 differs
// CHECK-LABEL: @unsigned_is_not_signed: incorrect [ieee]
// CHECK-NEXT: why: result #0 differs
// CHECK-NEXT: source: returns 200.0 : f32
// CHECK-NEXT: target: returns -56.0 : f32

//--- src.mlir
func.func @count_folded(%x: f32) -> f32 {
  %c4 = arith.constant 4 : i32
  %n = arith.muli %c4, %c4 : i32
  %f = arith.sitofp %n : i32 to f32
  %r = arith.divf %x, %f : f32
  return %r : f32
}
func.func @negative_i8(%x: f32) -> f32 {
  %c = arith.constant -56 : i8
  %f = arith.sitofp %c : i8 to f32
  %r = arith.mulf %x, %f : f32
  return %r : f32
}
func.func @unsigned_i8(%x: f32) -> f32 {
  %c = arith.constant -56 : i8
  %f = arith.uitofp %c : i8 to f32
  %r = arith.addf %x, %f : f32
  return %r : f32
}
func.func @index_cast_count(%x: f32) -> f32 {
  %c4 = arith.constant 4 : index
  %c1 = arith.constant 1 : index
  %m = arith.maxsi %c1, %c4 : index
  %n = arith.muli %m, %m : index
  %i = arith.index_cast %n : index to i32
  %f = arith.sitofp %i : i32 to f32
  %r = arith.divf %x, %f : f32
  return %r : f32
}
func.func @wrong_constant(%x: f32) -> f32 {
  %c4 = arith.constant 4 : i32
  %n = arith.muli %c4, %c4 : i32
  %f = arith.sitofp %n : i32 to f32
  %r = arith.divf %x, %f : f32
  return %r : f32
}
func.func @unsigned_is_not_signed() -> f32 {
  %c = arith.constant -56 : i8
  %f = arith.uitofp %c : i8 to f32
  return %f : f32
}

//--- tgt.mlir
func.func @count_folded(%x: f32) -> f32 {
  %f = arith.constant 16.0 : f32
  %r = arith.divf %x, %f : f32
  return %r : f32
}
func.func @negative_i8(%x: f32) -> f32 {
  %f = arith.constant -56.0 : f32
  %r = arith.mulf %x, %f : f32
  return %r : f32
}
func.func @unsigned_i8(%x: f32) -> f32 {
  %f = arith.constant 200.0 : f32
  %r = arith.addf %x, %f : f32
  return %r : f32
}
func.func @index_cast_count(%x: f32) -> f32 {
  %f = arith.constant 16.0 : f32
  %r = arith.divf %x, %f : f32
  return %r : f32
}
func.func @wrong_constant(%x: f32) -> f32 {
  %f = arith.constant 15.0 : f32
  %r = arith.divf %x, %f : f32
  return %r : f32
}
func.func @unsigned_is_not_signed() -> f32 {
  %f = arith.constant -56.0 : f32
  return %f : f32
}
