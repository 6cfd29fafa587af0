// Input of dump-dir.mlir: a function reading a memref.global.
memref.global "private" constant @cst : memref<4xi32> = dense<[1, 2, 3, 4]>
func.func @g(%v: i32) -> i32 {
  %m = memref.get_global @cst : memref<4xi32>
  %c0 = arith.constant 0 : index
  %x = memref.load %m[%c0] : memref<4xi32>
  %y = arith.subi %x, %v : i32
  return %y : i32
}
