// expect: correct
// kind: pool-memref
// convert-linalg-to-loops on a 2x2 max pool written on memrefs (linalg.fill with -Inf, linalg.pooling_nhwc_max, 1x3x3x2 -> 1x2x2x2 f32)
func.func @f(%in: memref<1x3x3x2xf32>, %out: memref<1x2x2x2xf32>) {
  %ninf = arith.constant 0xFF800000 : f32
  %w = memref.alloca() : memref<2x2xf32>
  linalg.fill ins(%ninf : f32) outs(%out : memref<1x2x2x2xf32>)
  linalg.pooling_nhwc_max {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%in, %w : memref<1x3x3x2xf32>, memref<2x2xf32>) outs(%out : memref<1x2x2x2xf32>)
  return
}
