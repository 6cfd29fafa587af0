// expect: correct
// kind: dealloc
// memref.dealloc of argument %m moved above a load from argument %n: correct only because the source is undefined (every dealloc of an argument is UB in tv: docs/semantics.md 12). If a callee could free a buffer its caller handed over, this would be incorrect when the caller passes the same buffer twice (memref arguments may alias)
func.func @f(%m: memref<4xi32>, %n: memref<4xi32>) -> i32 {
  %c0 = arith.constant 0 : index
  %v = memref.load %n[%c0] : memref<4xi32>
  memref.dealloc %m : memref<4xi32>
  return %v : i32
}
