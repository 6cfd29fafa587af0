// Regression: counterexample values wider than 64 bits printed unsigned (2^128 - 5 for -5).
// RUN: split-file %s %t
// RUN: not %tv-check --timeout=60 %t/src.mlir %t/tgt.mlir | FileCheck %s
// CHECK: @wide: incorrect
// CHECK-NEXT: why: result #0 differs
// CHECK-NEXT: input: %x = {{0|poison}} : i128
// CHECK-NEXT: source: returns -5 : i128
// CHECK-NEXT: target: returns 5 : i128

//--- src.mlir
func.func @wide(%x: i128) -> i128 {
  %m5 = arith.constant -5 : i128
  %c0 = arith.constant 0 : i128
  %is0 = arith.cmpi eq, %x, %c0 : i128
  %r = arith.select %is0, %m5, %c0 : i128
  return %r : i128
}
//--- tgt.mlir
func.func @wide(%x: i128) -> i128 {
  %p5 = arith.constant 5 : i128
  %c0 = arith.constant 0 : i128
  %is0 = arith.cmpi eq, %x, %c0 : i128
  %r = arith.select %is0, %p5, %c0 : i128
  return %r : i128
}
