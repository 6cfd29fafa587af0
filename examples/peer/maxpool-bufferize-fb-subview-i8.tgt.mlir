// target of maxpool-bufferize-fb-subview-i8: mlir-opt --pass-pipeline='builtin.module(func.func(tosa-to-linalg-named),one-shot-bufferize{bufferize-function-boundaries})', then by hand: subview offsets [0, 1, 1, 0] -> [0, 1, 2, 0] (layout offset 14 -> 16)
module {
  func.func @f(%arg0: memref<1x4x4x2xi8, strided<[?, ?, ?, ?], offset: ?>>) -> memref<1x4x4x2xi8> {
    %c-128_i8 = arith.constant -128 : i8
    %alloc = memref.alloc() {alignment = 64 : i64} : memref<1x6x6x2xi8>
    linalg.map outs(%alloc : memref<1x6x6x2xi8>)
      (%init: i8) {
        %0 = linalg.index 0 : index
        %1 = linalg.index 1 : index
        %2 = linalg.index 2 : index
        %3 = linalg.index 3 : index
        linalg.yield %c-128_i8 : i8
      }
    %subview = memref.subview %alloc[0, 1, 2, 0] [1, 4, 4, 2] [1, 1, 1, 1] : memref<1x6x6x2xi8> to memref<1x4x4x2xi8, strided<[72, 12, 2, 1], offset: 16>>
    memref.copy %arg0, %subview : memref<1x4x4x2xi8, strided<[?, ?, ?, ?], offset: ?>> to memref<1x4x4x2xi8, strided<[72, 12, 2, 1], offset: 16>>
    %c-128_i8_0 = arith.constant -128 : i8
    %alloc_1 = memref.alloc() {alignment = 64 : i64} : memref<1x4x4x2xi8>
    linalg.fill ins(%c-128_i8_0 : i8) outs(%alloc_1 : memref<1x4x4x2xi8>)
    %alloc_2 = memref.alloc() {alignment = 64 : i64} : memref<3x3xi8>
    linalg.pooling_nhwc_max {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%alloc, %alloc_2 : memref<1x6x6x2xi8>, memref<3x3xi8>) outs(%alloc_1 : memref<1x4x4x2xi8>)
    %cast = memref.cast %alloc_1 : memref<1x4x4x2xi8> to memref<1x4x4x2xi8, strided<[?, ?, ?, ?], offset: ?>>
    return %alloc_1 : memref<1x4x4x2xi8>
  }
}

