// target of dealloc-arg-may-alias-i32: by hand: the dealloc first
func.func @f(%m: memref<4xi32>, %n: memref<4xi32>) -> i32 {
  %c0 = arith.constant 0 : index
  memref.dealloc %m : memref<4xi32>
  %v = memref.load %n[%c0] : memref<4xi32>
  return %v : i32
}
