// expect: incorrect
// kind: call
// inline then canonicalize on a scalar func.call of a private clamp helper with bounds [-8, 7], the inlined upper bound 8 instead of 7 (wrong constant)
func.func private @clamp(%x: i32, %lo: i32, %hi: i32) -> i32 {
  %a = arith.maxsi %x, %lo : i32
  %b = arith.minsi %a, %hi : i32
  return %b : i32
}
func.func @f(%x: i32) -> i32 {
  %lo = arith.constant -8 : i32
  %hi = arith.constant 7 : i32
  %r = func.call @clamp(%x, %lo, %hi) : (i32, i32, i32) -> i32
  %s = arith.muli %r, %r : i32
  return %s : i32
}
