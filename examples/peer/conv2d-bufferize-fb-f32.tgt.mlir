// target of conv2d-bufferize-fb-f32: mlir-opt --pass-pipeline='builtin.module(one-shot-bufferize{bufferize-function-boundaries})'
module {
  func.func @f(%arg0: memref<1x4x4x2xf32, strided<[?, ?, ?, ?], offset: ?>>, %arg1: memref<2x3x3x2xf32, strided<[?, ?, ?, ?], offset: ?>>, %arg2: memref<1x2x2x2xf32, strided<[?, ?, ?, ?], offset: ?>>) -> memref<1x2x2x2xf32, strided<[?, ?, ?, ?], offset: ?>> {
    linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%arg0, %arg1 : memref<1x4x4x2xf32, strided<[?, ?, ?, ?], offset: ?>>, memref<2x3x3x2xf32, strided<[?, ?, ?, ?], offset: ?>>) outs(%arg2 : memref<1x2x2x2xf32, strided<[?, ?, ?, ?], offset: ?>>)
    return %arg2 : memref<1x2x2x2xf32, strided<[?, ?, ?, ?], offset: ?>>
  }
}

