// target of dealloc-arg-local-copy-f32: by hand: the copy removed, the load from the argument before its dealloc
func.func @f(%m: memref<8xf32>, %i: index) -> f32 {
  %v = memref.load %m[%i] : memref<8xf32>
  memref.dealloc %m : memref<8xf32>
  return %v : f32
}
