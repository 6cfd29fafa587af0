// expect: correct
// kind: pool-memref
// convert-linalg-to-loops on a 2x2 average pool written on memrefs (linalg.fill 0.0, linalg.pooling_nhwc_sum, a generic dividing by 4.0; 1x3x3x2 -> 1x2x2x2 f32)
#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
func.func @f(%in: memref<1x3x3x2xf32>, %out: memref<1x2x2x2xf32>) {
  %zero = arith.constant 0.0 : f32
  %four = arith.constant 4.0 : f32
  %w = memref.alloca() : memref<2x2xf32>
  linalg.fill ins(%zero : f32) outs(%out : memref<1x2x2x2xf32>)
  linalg.pooling_nhwc_sum {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%in, %w : memref<1x3x3x2xf32>, memref<2x2xf32>) outs(%out : memref<1x2x2x2xf32>)
  linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      outs(%out : memref<1x2x2x2xf32>) {
  ^bb0(%o: f32):
    %d = arith.divf %o, %four : f32
    linalg.yield %d : f32
  }
  return
}
