// arith.sitofp/uitofp/fptosi/fptoui: exact round trips through wide enough floats, signed vs unsigned, rounding toward zero, precision loss.
// RUN: split-file %s %t
// RUN: not %tv-check --timeout=300 %t/src.mlir %t/tgt.mlir | FileCheck %s

// CHECK-LABEL: @sitofp_fptosi_i8: proven [{{abstract|ieee}}]
// CHECK-LABEL: @uitofp_fptoui_i8: proven [{{abstract|ieee}}]
// CHECK-LABEL: @uitofp_vs_sitofp_i8: incorrect [ieee]
// CHECK-NEXT: why: result #0 differs
// CHECK-NEXT: input: %x = -{{[0-9]+}} : i8
// CHECK-NEXT: source: returns {{[0-9]+}}.0 : f32
// CHECK-NEXT: target: returns -{{[0-9]+}}.0 : f32
// CHECK-LABEL: @fptosi_sitofp_f32: incorrect [ieee]
// CHECK-NEXT: why: result #0 differs
// CHECK-NEXT: input: %x = [[X:.+]] : f32
// CHECK-NEXT: source: returns {{.+}} : f32
// CHECK-NEXT: target: returns [[X]] : f32
// CHECK-LABEL: @sitofp_i32_precision: incorrect [ieee]
// CHECK-NEXT: why: result #0 differs
// CHECK-NEXT: input: %x = [[X:-?[0-9]+]] : i32
// CHECK-NEXT: source: returns {{-?[0-9]+}} : i32
// CHECK-NEXT: target: returns [[X]] : i32
// CHECK-LABEL: @sitofp_fptosi_i8_f16: proven [{{abstract|ieee}}]
// CHECK-LABEL: @uitofp_i1: proven [{{abstract|ieee}}]
// CHECK-LABEL: @fptosi_toward_zero: proven [{{abstract|ieee}}]
// CHECK-LABEL: @fptosi_not_nearest: incorrect [ieee]
// CHECK-NEXT: why: result #0 differs
// CHECK-NEXT: source: returns -2 : i32
// CHECK-NEXT: target: returns -3 : i32
// CHECK-LABEL: @sitofp_i64_f64_rounding: proven [{{abstract|ieee}}]
// CHECK-LABEL: @uitofp_i16_bf16: incorrect [ieee]
// CHECK-NEXT: why: result #0 differs
// CHECK-NEXT: input: %x = [[X:-?[0-9]+]] : i16
// CHECK-NEXT: source: returns {{-?[0-9]+}} : i16
// CHECK-NEXT: target: returns [[X]] : i16

//--- src.mlir
// i8 -> f32 -> i8 is exact
func.func @sitofp_fptosi_i8(%x: i8) -> i8 {
  %f = arith.sitofp %x : i8 to f32
  %r = arith.fptosi %f : f32 to i8
  return %r : i8
}
// unsigned i8 -> f32 -> unsigned i8 is exact
func.func @uitofp_fptoui_i8(%x: i8) -> i8 {
  %f = arith.uitofp %x : i8 to f32
  %r = arith.fptoui %f : f32 to i8
  return %r : i8
}
// uitofp and sitofp differ on negative i8
func.func @uitofp_vs_sitofp_i8(%x: i8) -> f32 {
  %r = arith.uitofp %x : i8 to f32
  return %r : f32
}
// sitofp (fptosi x) -> x is wrong: fractions (and -0.0) are lost
func.func @fptosi_sitofp_f32(%x: f32) -> f32 {
  %i = arith.fptosi %x : f32 to i32
  %r = arith.sitofp %i : i32 to f32
  return %r : f32
}
// fptosi (sitofp x) -> x is wrong for i32: f32 has 24 significant bits
func.func @sitofp_i32_precision(%x: i32) -> i32 {
  %f = arith.sitofp %x : i32 to f32
  %r = arith.fptosi %f : f32 to i32
  return %r : i32
}
// i8 -> f16 -> i8 is exact (f16 holds integers up to 2048 exactly)
func.func @sitofp_fptosi_i8_f16(%x: i8) -> i8 {
  %f = arith.sitofp %x : i8 to f16
  %r = arith.fptosi %f : f16 to i8
  return %r : i8
}
// uitofp on i1 -> select x, 1.0, 0.0; sitofp on i1 -> select x, -1.0, 0.0
func.func @uitofp_i1(%c: i1) -> (f32, f32) {
  %a = arith.uitofp %c : i1 to f32
  %b = arith.sitofp %c : i1 to f32
  return %a, %b : f32, f32
}
// fptosi rounds toward zero: 2.7 -> 2, -2.7 -> -2
func.func @fptosi_toward_zero() -> (i32, i32) {
  %a = arith.constant 2.7 : f32
  %b = arith.constant -2.7 : f32
  %ia = arith.fptosi %a : f32 to i32
  %ib = arith.fptosi %b : f32 to i32
  return %ia, %ib : i32, i32
}
// ... not to nearest
func.func @fptosi_not_nearest() -> i32 {
  %b = arith.constant -2.7 : f32
  %r = arith.fptosi %b : f32 to i32
  return %r : i32
}
// 2^53 + 1 is a tie in f64: sitofp rounds it to even, 2^53
func.func @sitofp_i64_f64_rounding() -> f64 {
  %a = arith.constant 9007199254740993 : i64
  %r = arith.sitofp %a : i64 to f64
  return %r : f64
}
// unsigned i16 -> bf16 -> unsigned i16 loses bits (bf16 has 8 significant bits)
func.func @uitofp_i16_bf16(%x: i16) -> i16 {
  %f = arith.uitofp %x : i16 to bf16
  %r = arith.fptoui %f : bf16 to i16
  return %r : i16
}

//--- tgt.mlir
func.func @sitofp_fptosi_i8(%x: i8) -> i8 {
  return %x : i8
}
func.func @uitofp_fptoui_i8(%x: i8) -> i8 {
  return %x : i8
}
func.func @uitofp_vs_sitofp_i8(%x: i8) -> f32 {
  %r = arith.sitofp %x : i8 to f32
  return %r : f32
}
func.func @fptosi_sitofp_f32(%x: f32) -> f32 {
  return %x : f32
}
func.func @sitofp_i32_precision(%x: i32) -> i32 {
  return %x : i32
}
func.func @sitofp_fptosi_i8_f16(%x: i8) -> i8 {
  return %x : i8
}
func.func @uitofp_i1(%c: i1) -> (f32, f32) {
  %one = arith.constant 1.0 : f32
  %mone = arith.constant -1.0 : f32
  %zero = arith.constant 0.0 : f32
  %a = arith.select %c, %one, %zero : f32
  %b = arith.select %c, %mone, %zero : f32
  return %a, %b : f32, f32
}
func.func @fptosi_toward_zero() -> (i32, i32) {
  %a = arith.constant 2 : i32
  %b = arith.constant -2 : i32
  return %a, %b : i32, i32
}
func.func @fptosi_not_nearest() -> i32 {
  %r = arith.constant -3 : i32
  return %r : i32
}
func.func @sitofp_i64_f64_rounding() -> f64 {
  %r = arith.constant 9007199254740992.0 : f64
  return %r : f64
}
func.func @uitofp_i16_bf16(%x: i16) -> i16 {
  return %x : i16
}
