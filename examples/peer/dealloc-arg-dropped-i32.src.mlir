// expect: correct
// kind: dealloc
// memref.dealloc of an argument dropped after the loop that fills it: a leak is not a miscompilation (the caller may not use the buffer after the call either way; hand-written target) (under tv's semantics also vacuously: a dealloc of an argument is UB, docs/semantics.md 12)
func.func @f(%m: memref<4xi32>, %v: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %c4 step %c1 {
    memref.store %v, %m[%i] : memref<4xi32>
  }
  memref.dealloc %m : memref<4xi32>
  return
}
