// target of dealloc-arg-inserted-i32: by hand: memref.dealloc %m after the store
func.func @f(%m: memref<4xi32>, %v: i32) -> i32 {
  %c0 = arith.constant 0 : index
  memref.store %v, %m[%c0] : memref<4xi32>
  memref.dealloc %m : memref<4xi32>
  %r = arith.addi %v, %v : i32
  return %r : i32
}
