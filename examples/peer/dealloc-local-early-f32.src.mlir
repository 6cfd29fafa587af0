// expect: incorrect
// kind: dealloc
// a local copy of an argument freed above the load that reads it (use after free of a local buffer; the argument itself is not freed)
func.func @f(%m: memref<8xf32>, %i: index) -> f32 {
  %t = memref.alloc() : memref<8xf32>
  memref.copy %m, %t : memref<8xf32> to memref<8xf32>
  %v = memref.load %t[%i] : memref<8xf32>
  memref.dealloc %t : memref<8xf32>
  return %v : f32
}
