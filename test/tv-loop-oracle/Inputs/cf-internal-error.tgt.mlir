// convert-scf-to-cf's output of cf-internal-error.src.mlir with the outer loop's comparison
// swapped (cmpi slt %c5, %0): tv-check says "error (internal: value used before its definition)".
module {
  func.func @f(%arg0: memref<6x6xi32>, %arg1: memref<6x6xi32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %c5 = arith.constant 5 : index
    %c6 = arith.constant 6 : index
    %c7 = arith.constant 7 : index
    %c8 = arith.constant 8 : index
    %c9 = arith.constant 9 : index
    %c0_i32 = arith.constant 0 : i32
    cf.br ^bb1(%c2 : index)
  ^bb1(%0: index):  // 2 preds: ^bb0, ^bb5
    %1 = arith.cmpi slt, %c5, %0 : index
    cf.cond_br %1, ^bb2, ^bb6
  ^bb2:  // pred: ^bb1
    cf.br ^bb3(%c2, %c0_i32 : index, i32)
  ^bb3(%2: index, %3: i32):  // 2 preds: ^bb2, ^bb4
    %4 = arith.cmpi slt, %2, %0 : index
    cf.cond_br %4, ^bb4, ^bb5
  ^bb4:  // pred: ^bb3
    %5 = arith.subi %2, %c2 : index
    %6 = memref.load %arg0[%0, %5] : memref<6x6xi32>
    %7 = arith.subi %2, %c1 : index
    %8 = memref.load %arg1[%0, %7] : memref<6x6xi32>
    %9 = arith.maxsi %6, %8 : i32
    %10 = memref.load %arg0[%0, %0] : memref<6x6xi32>
    %11 = arith.maxsi %9, %10 : i32
    %12 = arith.subi %0, %c2 : index
    memref.store %11, %arg0[%0, %12] : memref<6x6xi32>
    %13 = arith.subi %0, %c1 : index
    %14 = memref.load %arg1[%13, %2] : memref<6x6xi32>
    %15 = arith.addi %3, %14 : i32
    %16 = arith.addi %2, %c1 : index
    cf.br ^bb3(%16, %15 : index, i32)
  ^bb5:  // pred: ^bb3
    memref.store %3, %arg1[%0, %0] : memref<6x6xi32>
    %17 = memref.load %arg1[%0, %0] : memref<6x6xi32>
    %18 = arith.addi %0, %c1 : index
    memref.store %17, %arg0[%18, %0] : memref<6x6xi32>
    %19 = arith.addi %0, %c1 : index
    cf.br ^bb1(%19 : index)
  ^bb6:  // pred: ^bb1
    return
  }
}