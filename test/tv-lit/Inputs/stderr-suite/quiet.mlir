// RUN: mlir-opt --canonicalize %s 2>&1 >/dev/null | count 0
func.func @f(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %r = arith.addi %x, %c0 : i32
  return %r : i32
}
