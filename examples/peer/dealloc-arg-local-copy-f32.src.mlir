// expect: correct
// kind: dealloc
// memref.dealloc of an argument after copying it into a local buffer that is read back: the target reads the argument directly before freeing it (hand-written target) (under tv's semantics also vacuously: a dealloc of an argument is UB, docs/semantics.md 12)
func.func @f(%m: memref<8xf32>, %i: index) -> f32 {
  %t = memref.alloc() : memref<8xf32>
  memref.copy %m, %t : memref<8xf32> to memref<8xf32>
  memref.dealloc %m : memref<8xf32>
  %v = memref.load %t[%i] : memref<8xf32>
  memref.dealloc %t : memref<8xf32>
  return %v : f32
}
