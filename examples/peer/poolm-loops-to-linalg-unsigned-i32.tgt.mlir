// target of poolm-loops-to-linalg-unsigned-i32: by hand: linalg.fill INT_MIN, linalg.pooling_nhwc_max_unsigned strides 2
func.func @f(%in: memref<1x4x4x2xi32>) -> memref<1x2x2x2xi32> {
  %out = memref.alloc() : memref<1x2x2x2xi32>
  %min = arith.constant -2147483648 : i32
  %w = memref.alloca() : memref<2x2xi32>
  linalg.fill ins(%min : i32) outs(%out : memref<1x2x2x2xi32>)
  linalg.pooling_nhwc_max_unsigned {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
    ins(%in, %w : memref<1x4x4x2xi32>, memref<2x2xi32>) outs(%out : memref<1x2x2x2xi32>)
  return %out : memref<1x2x2x2xi32>
}
