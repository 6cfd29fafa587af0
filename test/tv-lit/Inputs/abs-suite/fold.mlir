// RUN: %mlir-opt --canonicalize %s | %FileCheck %s
// CHECK-LABEL: func.func @fold
// CHECK-NEXT: return %arg0
func.func @fold(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %r = arith.muli %x, %c1 : i32
  return %r : i32
}
