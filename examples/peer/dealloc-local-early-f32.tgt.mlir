// target of dealloc-local-early-f32: by hand: the dealloc of the local buffer first
func.func @f(%m: memref<8xf32>, %i: index) -> f32 {
  %t = memref.alloc() : memref<8xf32>
  memref.copy %m, %t : memref<8xf32> to memref<8xf32>
  memref.dealloc %t : memref<8xf32>
  %v = memref.load %t[%i] : memref<8xf32>
  return %v : f32
}
