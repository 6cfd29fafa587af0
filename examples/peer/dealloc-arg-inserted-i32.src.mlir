// expect: incorrect
// kind: dealloc
// a memref.dealloc of an argument inserted after the last store to it: the caller's buffer is gone (incorrect under either reading of a dealloc of an argument: UB in tv, docs/semantics.md 12)
func.func @f(%m: memref<4xi32>, %v: i32) -> i32 {
  %c0 = arith.constant 0 : index
  memref.store %v, %m[%c0] : memref<4xi32>
  %r = arith.addi %v, %v : i32
  return %r : i32
}
