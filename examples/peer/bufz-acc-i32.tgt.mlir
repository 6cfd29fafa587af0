// target of bufz-acc-i32: mlir-opt --pass-pipeline='builtin.module(one-shot-bufferize)'
#map = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
module {
  func.func @f(%arg0: tensor<?x?x?xi32>, %arg1: tensor<?x?x?xi32>) -> tensor<?x?x?xi32> {
    %0 = bufferization.to_buffer %arg1 : tensor<?x?x?xi32> to memref<?x?x?xi32, strided<[?, ?, ?], offset: ?>>
    %1 = bufferization.to_buffer %arg0 : tensor<?x?x?xi32> to memref<?x?x?xi32, strided<[?, ?, ?], offset: ?>>
    %c0 = arith.constant 0 : index
    %dim = memref.dim %1, %c0 : memref<?x?x?xi32, strided<[?, ?, ?], offset: ?>>
    %c1 = arith.constant 1 : index
    %dim_0 = memref.dim %1, %c1 : memref<?x?x?xi32, strided<[?, ?, ?], offset: ?>>
    %c2 = arith.constant 2 : index
    %dim_1 = memref.dim %1, %c2 : memref<?x?x?xi32, strided<[?, ?, ?], offset: ?>>
    %alloc = memref.alloc(%dim, %dim_0, %dim_1) {alignment = 64 : i64} : memref<?x?x?xi32>
    memref.copy %1, %alloc : memref<?x?x?xi32, strided<[?, ?, ?], offset: ?>> to memref<?x?x?xi32>
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel"]} ins(%0 : memref<?x?x?xi32, strided<[?, ?, ?], offset: ?>>) outs(%alloc : memref<?x?x?xi32>) {
    ^bb0(%in: i32, %out: i32):
      %3 = arith.muli %in, %in : i32
      %4 = arith.addi %out, %3 : i32
      linalg.yield %4 : i32
    }
    %2 = bufferization.to_tensor %alloc : memref<?x?x?xi32> to tensor<?x?x?xi32>
    return %2 : tensor<?x?x?xi32>
  }
}

