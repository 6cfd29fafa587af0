// target of avgpool-bufferize-fb-f32: mlir-opt --pass-pipeline='builtin.module(func.func(tosa-to-linalg-named),one-shot-bufferize{bufferize-function-boundaries})'
#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
module {
  func.func @f(%arg0: memref<1x4x4x2xf32, strided<[?, ?, ?, ?], offset: ?>>) -> memref<1x4x4x2xf32> {
    %0 = "tosa.const"() <{values = dense<0.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
    %cst = arith.constant 0.000000e+00 : f32
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<1x6x6x2xf32>
    linalg.map outs(%alloc : memref<1x6x6x2xf32>)
      (%init: f32) {
        %3 = linalg.index 0 : index
        %4 = linalg.index 1 : index
        %5 = linalg.index 2 : index
        %6 = linalg.index 3 : index
        linalg.yield %cst : f32
      }
    %subview = memref.subview %alloc[0, 1, 1, 0] [1, 4, 4, 2] [1, 1, 1, 1] : memref<1x6x6x2xf32> to memref<1x4x4x2xf32, strided<[72, 12, 2, 1], offset: 14>>
    memref.copy %arg0, %subview : memref<1x4x4x2xf32, strided<[?, ?, ?, ?], offset: ?>> to memref<1x4x4x2xf32, strided<[72, 12, 2, 1], offset: 14>>
    %cst_0 = arith.constant 0.000000e+00 : f32
    %alloc_1 = memref.alloc() {alignment = 64 : i64} : memref<1x4x4x2xf32>
    linalg.fill ins(%cst_0 : f32) outs(%alloc_1 : memref<1x4x4x2xf32>)
    %alloc_2 = memref.alloc() {alignment = 64 : i64} : memref<3x3xf32>
    linalg.pooling_nhwc_sum {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%alloc, %alloc_2 : memref<1x6x6x2xf32>, memref<3x3xf32>) outs(%alloc_1 : memref<1x4x4x2xf32>)
    %c1 = arith.constant 1 : index
    %dim = memref.dim %alloc_1, %c1 : memref<1x4x4x2xf32>
    %c2 = arith.constant 2 : index
    %dim_3 = memref.dim %alloc_1, %c2 : memref<1x4x4x2xf32>
    %c1_4 = arith.constant 1 : index
    %1 = arith.subi %dim, %c1_4 : index
    %2 = arith.subi %dim_3, %c1_4 : index
    %alloc_5 = memref.alloc() {alignment = 64 : i64} : memref<1x4x4x2xf32>
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%alloc_1 : memref<1x4x4x2xf32>) outs(%alloc_5 : memref<1x4x4x2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %c0 = arith.constant 0 : index
      %c1_6 = arith.constant 1 : index
      %c3 = arith.constant 3 : index
      %3 = linalg.index 1 : index
      %4 = arith.subi %1, %3 : index
      %5 = arith.muli %3, %c1_6 : index
      %6 = arith.muli %4, %c1_6 : index
      %c1_7 = arith.constant 1 : index
      %7 = arith.subi %5, %c1_7 : index
      %8 = arith.minsi %7, %c0 : index
      %9 = arith.addi %c3, %8 : index
      %c1_8 = arith.constant 1 : index
      %10 = arith.subi %6, %c1_8 : index
      %11 = arith.minsi %10, %c0 : index
      %12 = arith.addi %9, %11 : index
      %13 = arith.maxsi %c1_4, %12 : index
      %c1_9 = arith.constant 1 : index
      %c3_10 = arith.constant 3 : index
      %14 = linalg.index 2 : index
      %15 = arith.subi %2, %14 : index
      %16 = arith.muli %14, %c1_9 : index
      %17 = arith.muli %15, %c1_9 : index
      %c1_11 = arith.constant 1 : index
      %18 = arith.subi %16, %c1_11 : index
      %19 = arith.minsi %18, %c0 : index
      %20 = arith.addi %c3_10, %19 : index
      %c1_12 = arith.constant 1 : index
      %21 = arith.subi %17, %c1_12 : index
      %22 = arith.minsi %21, %c0 : index
      %23 = arith.addi %20, %22 : index
      %24 = arith.maxsi %c1_4, %23 : index
      %25 = arith.muli %13, %24 : index
      %26 = arith.index_cast %25 : index to i32
      %27 = arith.sitofp %26 : i32 to f32
      %28 = arith.divf %in, %27 : f32
      linalg.yield %28 : f32
    }
    %cast = memref.cast %alloc_5 : memref<1x4x4x2xf32> to memref<1x4x4x2xf32, strided<[?, ?, ?, ?], offset: ?>>
    return %alloc_5 : memref<1x4x4x2xf32>
  }
}

