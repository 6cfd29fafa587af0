// RUN: mlir-opt --canonicalize %s 2>&1 >/dev/null | count 0
func.func @f(%x: i32) -> i32 {
  return %x : i32
}
