// tv-loop-oracle --seed=1 (benchmarks.md, "Loop oracle"), program 190: the source of a pair
// whose target (cf-internal-error.tgt.mlir) tv-check answers "error (internal: value used
// before its definition)" on (issue 31: for the lead).
func.func @f(%A: memref<6x6xi32>, %B: memref<6x6xi32>) {
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
  %v0 = arith.constant 0 : i32
  scf.for %i0 = %c2 to %c5 step %c1 {
    %v1 = scf.for %i1 = %c2 to %i0 step %c1 iter_args(%v2 = %v0) -> (i32) {
      %v3 = arith.subi %i1, %c2 : index
      %v4 = memref.load %A[%i0, %v3] : memref<6x6xi32>
      %v5 = arith.subi %i1, %c1 : index
      %v6 = memref.load %B[%i0, %v5] : memref<6x6xi32>
      %v7 = arith.maxsi %v4, %v6 : i32
      %v8 = memref.load %A[%i0, %i0] : memref<6x6xi32>
      %v9 = arith.maxsi %v7, %v8 : i32
      %v10 = arith.subi %i0, %c2 : index
      memref.store %v9, %A[%i0, %v10] : memref<6x6xi32>
      %v11 = arith.subi %i0, %c1 : index
      %v12 = memref.load %B[%v11, %i1] : memref<6x6xi32>
      %v13 = arith.addi %v2, %v12 : i32
      scf.yield %v13 : i32
    }
    memref.store %v1, %B[%i0, %i0] : memref<6x6xi32>
    %v14 = memref.load %B[%i0, %i0] : memref<6x6xi32>
    %v15 = arith.addi %i0, %c1 : index
    memref.store %v14, %A[%v15, %i0] : memref<6x6xi32>
  }
  return
}
