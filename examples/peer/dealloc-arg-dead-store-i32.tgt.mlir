// target of dealloc-arg-dead-store-i32: by hand: the store deleted
func.func @f(%m: memref<4xi32>, %v: i32) {
  memref.dealloc %m : memref<4xi32>
  return
}
