// addi folds: x + 0 -> x is proven; operand order matters for subi, not addi.
// RUN: %tv-check %s %S/Inputs/addi-tgt.mlir | FileCheck %s

// CHECK: @add_zero: proven
func.func @add_zero(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %r = arith.addi %x, %c0 : i32
  return %r : i32
}
