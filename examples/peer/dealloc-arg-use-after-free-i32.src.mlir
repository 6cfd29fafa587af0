// expect: incorrect
// kind: dealloc
// memref.dealloc of an argument moved above a load from it (use after free)
func.func @f(%m: memref<4xi32>, %i: index) -> i32 {
  %v = memref.load %m[%i] : memref<4xi32>
  memref.dealloc %m : memref<4xi32>
  return %v : i32
}
