// expect: correct
// kind: dealloc
// memref.dealloc of an argument: a store into the argument just before it is freed is dead (nobody can read a freed buffer), so the target drops it (hand-written target) (under tv's semantics also vacuously: a dealloc of an argument is UB, docs/semantics.md 12)
func.func @f(%m: memref<4xi32>, %v: i32) {
  %c0 = arith.constant 0 : index
  memref.store %v, %m[%c0] : memref<4xi32>
  memref.dealloc %m : memref<4xi32>
  return
}
