// target of dealloc-arg-use-after-free-i32: by hand: the dealloc first
func.func @f(%m: memref<4xi32>, %i: index) -> i32 {
  memref.dealloc %m : memref<4xi32>
  %v = memref.load %m[%i] : memref<4xi32>
  return %v : i32
}
