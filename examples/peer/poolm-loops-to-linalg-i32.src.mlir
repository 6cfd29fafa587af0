// expect: correct
// kind: pool-memref
// a 2x2 stride-2 max pool written as scf loops over memrefs (i32, init INT_MIN, into a fresh buffer it returns) vs linalg.fill + linalg.pooling_nhwc_max (hand-written target)
func.func @f(%in: memref<1x4x4x2xi32>) -> memref<1x2x2x2xi32> {
  %out = memref.alloc() : memref<1x2x2x2xi32>
  %min = arith.constant -2147483648 : i32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  scf.for %oh = %c0 to %c2 step %c1 {
    scf.for %ow = %c0 to %c2 step %c1 {
      scf.for %c = %c0 to %c2 step %c1 {
        %r = scf.for %kh = %c0 to %c2 step %c1 iter_args(%acc = %min) -> (i32) {
          %r2 = scf.for %kw = %c0 to %c2 step %c1 iter_args(%acc2 = %acc) -> (i32) {
            %ih0 = arith.muli %oh, %c2 : index
            %ih = arith.addi %ih0, %kh : index
            %iw0 = arith.muli %ow, %c2 : index
            %iw = arith.addi %iw0, %kw : index
            %v = memref.load %in[%c0, %ih, %iw, %c] : memref<1x4x4x2xi32>
            %m = arith.maxsi %acc2, %v : i32
            scf.yield %m : i32
          }
          scf.yield %r2 : i32
        }
        memref.store %r, %out[%c0, %oh, %ow, %c] : memref<1x2x2x2xi32>
      }
    }
  }
  return %out : memref<1x2x2x2xi32>
}
