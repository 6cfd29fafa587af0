func.func @add_zero(%x: i32) -> i32 {
  return %x : i32
}
