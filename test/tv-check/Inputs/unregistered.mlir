// An op of a dialect MLIR 22 does not know, in generic form (as another tool prints it).
func.func @plain(%a: i32) -> i32 {
  return %a : i32
}

func.func @uses_foreign(%a: i32) -> i32 {
  %b = "foreign.op"(%a) : (i32) -> i32
  return %b : i32
}
