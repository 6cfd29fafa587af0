// expect: incorrect
// kind: pool-memref
// convert-linalg-to-loops on a 2x2 max pool on memrefs, the innermost window loop running 1 iteration instead of 2 (dropped elements)
func.func @f(%in: memref<1x3x3x2xf32>, %out: memref<1x2x2x2xf32>) {
  %ninf = arith.constant 0xFF800000 : f32
  %w = memref.alloca() : memref<2x2xf32>
  linalg.fill ins(%ninf : f32) outs(%out : memref<1x2x2x2xf32>)
  linalg.pooling_nhwc_max {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%in, %w : memref<1x3x3x2xf32>, memref<2x2xf32>) outs(%out : memref<1x2x2x2xf32>)
  return
}
