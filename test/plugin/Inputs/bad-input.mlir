// Inputs that mlir-opt rejects before any pass runs (split with split-file).
//--- verify-error.mlir
func.func @f(%x: i32) -> i32 {
  %t = arith.extsi %x : i32 to i8
  return %x : i32
}
//--- parse-error.mlir
func.func @f(%x: i32) -> i32 {
  %r = arith.frobnicate %x : i32
  return %r : i32
}
