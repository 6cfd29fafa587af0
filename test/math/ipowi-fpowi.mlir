// math.ipowi: base^power mod 2^n for power >= 0; for power < 0 (MathOps.cpp's folder,
// convert-math-to-funcs) 1 for base 1, +-1 by the power's parity for base -1, 0 for any
// other base but 0, and poison for base 0 (the op is Pure: not UB). math.fpowi: an
// uninterpreted function of (base, power), exact for power 0 (1.0), power 1 (the base) and
// a NaN base (NaN); a counterexample through its other values is inconclusive.
// RUN: split-file %s %t
// RUN: not %tv-check --timeout=120 %t/src.mlir %t/tgt.mlir | FileCheck %s
// RUN: %tv-run %t/src.mlir @ipowi_cube 3 | FileCheck %s --check-prefix=EXEC-CUBE
// RUN: %tv-run %t/src.mlir @ipowi_neg_zero 0 | FileCheck %s --check-prefix=EXEC-POISON
// canonicalize folds constant ipowi (so does math-expand-ops); math-expand-ops expands fpowi by a constant power into
// multiplications (proven for powers 0 and 1, inconclusive beyond: the rounding order of
// fpowi is not fixed); convert-math-to-funcs' outlined loops are unsupported (back edges).
// RUN: %tv-opt --tv-verify-each --tv-timeout=120 --tv-verbose --canonicalize %t/passes.mlir 2>&1 >/dev/null | FileCheck %s --check-prefix=CANON
// RUN: %tv-opt --tv-verify-each --tv-timeout=120 --tv-verbose --math-expand-ops %t/passes.mlir 2>&1 >/dev/null | FileCheck %s --check-prefix=EXPAND

// CHECK-LABEL: @ipowi_zero: proven
// CHECK-LABEL: @ipowi_square: proven
// CHECK-LABEL: @ipowi_cube: proven
// CHECK-LABEL: @ipowi_neg_one: proven
// CHECK-LABEL: @ipowi_neg_two: proven
// CHECK-LABEL: @ipowi_neg_zero: proven
// CHECK-LABEL: @ipowi_tensor: proven
// CHECK-LABEL: @ipowi_neg_wrong: incorrect
// CHECK-NEXT: why: result #0 differs
// CHECK-NEXT: input: %x = {{1|-1}} : i8
// CHECK-LABEL: @ipowi_shift: incorrect
// CHECK-NEXT: why: result #0 is poison in the target but not in the source
// CHECK-LABEL: @ipowi_neg_zero_ub: incorrect
// CHECK-NEXT: why: target has undefined behaviour where the source has none
// CHECK-LABEL: @fpowi_zero: proven
// CHECK-LABEL: @fpowi_one: proven
// CHECK-LABEL: @fpowi_nan: proven
// CHECK-LABEL: @fpowi_same: proven
// CHECK-LABEL: @fpowi_square: inconclusive [ieee] (the counterexample uses math.fpowi, modeled as an uninterpreted function)
// CHECK-LABEL: @fpowi_zero_wrong: incorrect

// EXEC-CUBE: 27 : i32
// EXEC-POISON: poison : i8

// CANON: tv: 1 pass runs, 2 checks: 2 proven, 0 incorrect, 0 inconclusive, 0 unsupported
// EXPAND: remark: tv: pass 'math-expand-ops' on @fpowi_2: inconclusive {{.*}}(the counterexample uses math.fpowi, modeled as an uninterpreted function)
// EXPAND: tv: 1 pass runs, 5 checks: 4 proven, 0 incorrect, 1 inconclusive, 0 unsupported

//--- src.mlir
func.func @ipowi_zero(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %r = math.ipowi %x, %c0 : i32
  return %r : i32
}
func.func @ipowi_square(%x: i64) -> i64 {
  %c2 = arith.constant 2 : i64
  %r = math.ipowi %x, %c2 : i64
  return %r : i64
}
func.func @ipowi_cube(%x: i32) -> i32 {
  %c3 = arith.constant 3 : i32
  %r = math.ipowi %x, %c3 : i32
  return %r : i32
}
// (-1)^n by parity, 1^n = 1, else 0 for n < 0
func.func @ipowi_neg_one(%x: i8, %n: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  %c1 = arith.constant 1 : i8
  %neg = arith.cmpi slt, %n, %c0 : i8
  %p = math.ipowi %x, %n : i8
  %r = arith.select %neg, %p, %c1 : i8
  return %r : i8
}
func.func @ipowi_neg_two(%n: i16) -> i16 {
  %c2 = arith.constant 2 : i16
  %m1 = arith.constant -1 : i16
  %c0 = arith.constant 0 : i16
  %neg = arith.cmpi slt, %n, %c0 : i16
  %p = arith.select %neg, %n, %m1 : i16
  %r = math.ipowi %c2, %p : i16
  return %r : i16
}
// 0^-1 is poison: any value refines it
func.func @ipowi_neg_zero(%x: i8) -> i8 {
  %m1 = arith.constant -1 : i8
  %c0 = arith.constant 0 : i8
  %r = math.ipowi %c0, %m1 : i8
  return %r : i8
}
func.func @ipowi_tensor(%x: tensor<3xi8>) -> tensor<3xi8> {
  %c2 = arith.constant dense<2> : tensor<3xi8>
  %r = math.ipowi %x, %c2 : tensor<3xi8>
  return %r : tensor<3xi8>
}
func.func @ipowi_neg_wrong(%x: i8) -> i8 {
  %m1 = arith.constant -1 : i8
  %r = math.ipowi %x, %m1 : i8
  return %r : i8
}
// 2^n is 1 << n only below the width: 2^8 is 0 in i8, 1 << 8 poison
func.func @ipowi_shift(%n: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  %c2 = arith.constant 2 : i8
  %pos = arith.cmpi sge, %n, %c0 : i8
  %m = arith.select %pos, %n, %c0 : i8
  %r = math.ipowi %c2, %m : i8
  return %r : i8
}
// convert-math-to-funcs' 1 / 0 for 0^-1: UB where the op is poison
func.func @ipowi_neg_zero_ub(%x: i8) -> i8 {
  %m1 = arith.constant -1 : i8
  %r = math.ipowi %x, %m1 : i8
  return %r : i8
}
func.func @fpowi_zero(%x: f32) -> f32 {
  %c0 = arith.constant 0 : i32
  %r = math.fpowi %x, %c0 : f32, i32
  return %r : f32
}
func.func @fpowi_one(%x: f64) -> f64 {
  %c1 = arith.constant 1 : i64
  %r = math.fpowi %x, %c1 : f64, i64
  return %r : f64
}
func.func @fpowi_nan(%n: i32) -> f32 {
  %c = arith.constant 0x7FC00000 : f32
  %c0 = arith.constant 0 : i32
  %z = arith.cmpi eq, %n, %c0 : i32
  %r = math.fpowi %c, %n : f32, i32
  %one = arith.constant 1.0 : f32
  %s = arith.select %z, %one, %r : f32
  return %s : f32
}
func.func @fpowi_same(%x: f32, %n: i32) -> f32 {
  %a = math.fpowi %x, %n : f32, i32
  %b = math.fpowi %x, %n : f32, i32
  %r = arith.addf %a, %b : f32
  return %r : f32
}
func.func @fpowi_square(%x: f32) -> f32 {
  %c2 = arith.constant 2 : i32
  %r = math.fpowi %x, %c2 : f32, i32
  return %r : f32
}
func.func @fpowi_zero_wrong(%x: f32) -> f32 {
  %c0 = arith.constant 0 : i32
  %r = math.fpowi %x, %c0 : f32, i32
  return %r : f32
}

//--- tgt.mlir
func.func @ipowi_zero(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  return %c1 : i32
}
func.func @ipowi_square(%x: i64) -> i64 {
  %r = arith.muli %x, %x : i64
  return %r : i64
}
func.func @ipowi_cube(%x: i32) -> i32 {
  %s = arith.muli %x, %x : i32
  %r = arith.muli %s, %x : i32
  return %r : i32
}
func.func @ipowi_neg_one(%x: i8, %n: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  %c1 = arith.constant 1 : i8
  %m1 = arith.constant -1 : i8
  %neg = arith.cmpi slt, %n, %c0 : i8
  %is1 = arith.cmpi eq, %x, %c1 : i8
  %ism1 = arith.cmpi eq, %x, %m1 : i8
  %b = arith.andi %n, %c1 : i8
  %odd = arith.cmpi ne, %b, %c0 : i8
  %pm = arith.select %odd, %m1, %c1 : i8
  %v = arith.select %ism1, %pm, %c0 : i8
  %w = arith.select %is1, %c1, %v : i8
  %r = arith.select %neg, %w, %c1 : i8
  return %r : i8
}
func.func @ipowi_neg_two(%n: i16) -> i16 {
  %c0 = arith.constant 0 : i16
  return %c0 : i16
}
func.func @ipowi_neg_zero(%x: i8) -> i8 {
  %c7 = arith.constant 7 : i8
  return %c7 : i8
}
func.func @ipowi_tensor(%x: tensor<3xi8>) -> tensor<3xi8> {
  %r = arith.muli %x, %x : tensor<3xi8>
  return %r : tensor<3xi8>
}
func.func @ipowi_neg_wrong(%x: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  return %c0 : i8
}
func.func @ipowi_shift(%n: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  %c1 = arith.constant 1 : i8
  %pos = arith.cmpi sge, %n, %c0 : i8
  %m = arith.select %pos, %n, %c0 : i8
  %r = arith.shli %c1, %m : i8
  return %r : i8
}
func.func @ipowi_neg_zero_ub(%x: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  %c1 = arith.constant 1 : i8
  %m1 = arith.constant -1 : i8
  %d = arith.divsi %c1, %x : i8
  return %d : i8
}
func.func @fpowi_zero(%x: f32) -> f32 {
  %one = arith.constant 1.0 : f32
  return %one : f32
}
func.func @fpowi_one(%x: f64) -> f64 {
  return %x : f64
}
func.func @fpowi_nan(%n: i32) -> f32 {
  %c0 = arith.constant 0 : i32
  %z = arith.cmpi eq, %n, %c0 : i32
  %one = arith.constant 1.0 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %s = arith.select %z, %one, %nan : f32
  return %s : f32
}
func.func @fpowi_same(%x: f32, %n: i32) -> f32 {
  %a = math.fpowi %x, %n : f32, i32
  %r = arith.addf %a, %a : f32
  return %r : f32
}
func.func @fpowi_square(%x: f32) -> f32 {
  %r = arith.mulf %x, %x : f32
  return %r : f32
}
func.func @fpowi_zero_wrong(%x: f32) -> f32 {
  return %x : f32
}

//--- passes.mlir
func.func @ipowi_fold() -> i32 {
  %a = arith.constant 3 : i32
  %c = arith.constant 5 : i32
  %r = math.ipowi %a, %c : i32
  return %r : i32
}
func.func @ipowi_fold_neg() -> i32 {
  %a = arith.constant -1 : i32
  %c = arith.constant -5 : i32
  %r = math.ipowi %a, %c : i32
  return %r : i32
}
func.func @fpowi_0(%a: f32) -> f32 {
  %c = arith.constant 0 : i32
  %r = math.fpowi %a, %c : f32, i32
  return %r : f32
}
func.func @fpowi_1(%a: f32) -> f32 {
  %c = arith.constant 1 : i32
  %r = math.fpowi %a, %c : f32, i32
  return %r : f32
}
func.func @fpowi_2(%a: f32) -> f32 {
  %c = arith.constant 2 : i32
  %r = math.fpowi %a, %c : f32, i32
  return %r : f32
}
