// target of bufz-sub-swapped-f32: mlir-opt --pass-pipeline='builtin.module(one-shot-bufferize)', then by hand: ins(%1, %0) -> ins(%0, %1)
#map = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func @f(%arg0: tensor<?x?xf32>, %arg1: tensor<?x?xf32>) -> tensor<?x?xf32> {
    %0 = bufferization.to_buffer %arg1 : tensor<?x?xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
    %1 = bufferization.to_buffer %arg0 : tensor<?x?xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
    %2 = bufferization.to_buffer %arg0 : tensor<?x?xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
    %3 = bufferization.to_buffer %arg0 : tensor<?x?xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %dim = memref.dim %3, %c0 : memref<?x?xf32, strided<[?, ?], offset: ?>>
    %dim_0 = memref.dim %2, %c1 : memref<?x?xf32, strided<[?, ?], offset: ?>>
    %alloc = memref.alloc(%dim, %dim_0) {alignment = 64 : i64} : memref<?x?xf32>
    linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%0, %1 : memref<?x?xf32, strided<[?, ?], offset: ?>>, memref<?x?xf32, strided<[?, ?], offset: ?>>) outs(%alloc : memref<?x?xf32>) {
    ^bb0(%in: f32, %in_1: f32, %out: f32):
      %5 = arith.subf %in, %in_1 : f32
      linalg.yield %5 : f32
    }
    %4 = bufferization.to_tensor %alloc : memref<?x?xf32> to tensor<?x?xf32>
    return %4 : tensor<?x?xf32>
  }
}

