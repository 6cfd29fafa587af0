// target of dealloc-arg-dropped-i32: by hand: the dealloc deleted
func.func @f(%m: memref<4xi32>, %v: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %c4 step %c1 {
    memref.store %v, %m[%i] : memref<4xi32>
  }
  return
}
