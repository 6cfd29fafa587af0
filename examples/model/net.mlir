// A small TOSA network (MLIR 22 syntax): three functions modelled on real nets.
//   @mobilenet_block : conv3x3+bias, relu6 (clamp), depthwise 3x3, pointwise 1x1, residual add
//   @fire_block      : SqueezeNet fire: squeeze 1x1 + relu, expand 1x1 and 3x3, concat
//   @classifier_head : max_pool, avg_pool, reshape, matmul + bias, softmax
// Lower with:
//   mlir-opt --tosa-to-linalg-pipeline net.mlir
//   mlir-opt --tosa-to-linalg-pipeline --linalg-fuse-elementwise-ops net.mlir
// The pipeline leaves tosa.const/const_shape/reshape/concat; add --tosa-to-tensor --tosa-to-arith
// to lower everything to linalg/tensor/arith/math.
module {
  // x: 1x8x8x4 NHWC. Weights are arguments (OHWI for conv2d, HWCM for depthwise).
  func.func @mobilenet_block(%x: tensor<1x8x8x4xf32>,
                             %w1: tensor<8x3x3x4xf32>, %b1: tensor<8xf32>,
                             %wd: tensor<3x3x8x1xf32>, %bd: tensor<8xf32>,
                             %w2: tensor<4x1x1x8xf32>) -> tensor<1x8x8x4xf32> {
    %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
    %b2 = "tosa.const"() <{values = dense<[0.1, -0.2, 0.3, 0.0]> : tensor<4xf32>}> : () -> tensor<4xf32>
    // expand: 3x3 conv, pad 1, 4 -> 8 channels
    %c1 = tosa.conv2d %x, %w1, %b1, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>}
        : (tensor<1x8x8x4xf32>, tensor<8x3x3x4xf32>, tensor<8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x8x8xf32>
    %r1 = tosa.clamp %c1 {min_val = 0.0 : f32, max_val = 6.0 : f32} : (tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32>
    // depthwise 3x3, multiplier 1
    %d = tosa.depthwise_conv2d %r1, %wd, %bd, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>}
        : (tensor<1x8x8x8xf32>, tensor<3x3x8x1xf32>, tensor<8xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x8x8xf32>
    %r2 = tosa.clamp %d {min_val = 0.0 : f32, max_val = 6.0 : f32} : (tensor<1x8x8x8xf32>) -> tensor<1x8x8x8xf32>
    // project: 1x1 conv, 8 -> 4 channels, constant bias
    %p = tosa.conv2d %r2, %w2, %b2, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>}
        : (tensor<1x8x8x8xf32>, tensor<4x1x1x8xf32>, tensor<4xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x8x4xf32>
    // residual
    %y = tosa.add %p, %x : (tensor<1x8x8x4xf32>, tensor<1x8x8x4xf32>) -> tensor<1x8x8x4xf32>
    return %y : tensor<1x8x8x4xf32>
  }

  // SqueezeNet fire module: 8 -> squeeze 2 -> expand 3 (1x1) ++ 3 (3x3) = 6 channels
  func.func @fire_block(%x: tensor<1x8x8x8xf32>,
                        %ws: tensor<2x1x1x8xf32>, %bs: tensor<2xf32>,
                        %we1: tensor<3x1x1x2xf32>, %be1: tensor<3xf32>,
                        %we3: tensor<3x3x3x2xf32>, %be3: tensor<3xf32>) -> tensor<1x8x8x6xf32> {
    %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
    %zero = "tosa.const"() <{values = dense<0.0> : tensor<1x1x1x1xf32>}> : () -> tensor<1x1x1x1xf32>
    %s = tosa.conv2d %x, %ws, %bs, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>}
        : (tensor<1x8x8x8xf32>, tensor<2x1x1x8xf32>, tensor<2xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x8x2xf32>
    // relu written as a broadcasting maximum against 0
    %sr = tosa.maximum %s, %zero : (tensor<1x8x8x2xf32>, tensor<1x1x1x1xf32>) -> tensor<1x8x8x2xf32>
    %e1 = tosa.conv2d %sr, %we1, %be1, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>}
        : (tensor<1x8x8x2xf32>, tensor<3x1x1x2xf32>, tensor<3xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x8x3xf32>
    %e1r = tosa.clamp %e1 {min_val = 0.0 : f32, max_val = 3.40282347E+38 : f32} : (tensor<1x8x8x3xf32>) -> tensor<1x8x8x3xf32>
    %e3 = tosa.conv2d %sr, %we3, %be3, %zp, %zp {acc_type = f32, dilation = array<i64: 1, 1>, pad = array<i64: 1, 1, 1, 1>, stride = array<i64: 1, 1>}
        : (tensor<1x8x8x2xf32>, tensor<3x3x3x2xf32>, tensor<3xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x8x8x3xf32>
    %e3r = tosa.clamp %e3 {min_val = 0.0 : f32, max_val = 3.40282347E+38 : f32} : (tensor<1x8x8x3xf32>) -> tensor<1x8x8x3xf32>
    %y = tosa.concat %e1r, %e3r {axis = 3 : i32} : (tensor<1x8x8x3xf32>, tensor<1x8x8x3xf32>) -> tensor<1x8x8x6xf32>
    return %y : tensor<1x8x8x6xf32>
  }

  // Classifier head: 1x8x8x6 features -> 2x2 max pool -> 4x4 global avg pool -> 6 features
  // -> FC to 5 classes (batched matmul 1x1x6 * 1x6x5) + bias -> softmax.
  func.func @classifier_head(%x: tensor<1x8x8x6xf32>, %w: tensor<1x6x5xf32>) -> tensor<1x5xf32> {
    %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
    %bias = "tosa.const"() <{values = dense<[[[0.5, -0.5, 0.25, 0.0, 1.0]]]> : tensor<1x1x5xf32>}> : () -> tensor<1x1x5xf32>
    %shift = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
    %mp = tosa.max_pool2d %x {kernel = array<i64: 2, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 2>}
        : (tensor<1x8x8x6xf32>) -> tensor<1x4x4x6xf32>
    %ap = tosa.avg_pool2d %mp, %zp, %zp {acc_type = f32, kernel = array<i64: 4, 4>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>}
        : (tensor<1x4x4x6xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x1x6xf32>
    %s3 = tosa.const_shape {values = dense<[1, 1, 6]> : tensor<3xindex>} : () -> !tosa.shape<3>
    %flat = tosa.reshape %ap, %s3 : (tensor<1x1x1x6xf32>, !tosa.shape<3>) -> tensor<1x1x6xf32>
    %fc = tosa.matmul %flat, %w, %zp, %zp : (tensor<1x1x6xf32>, tensor<1x6x5xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x5xf32>
    %logits = tosa.add %fc, %bias : (tensor<1x1x5xf32>, tensor<1x1x5xf32>) -> tensor<1x1x5xf32>
    // numerically stable softmax over the last axis
    %mx = tosa.reduce_max %logits {axis = 2 : i32} : (tensor<1x1x5xf32>) -> tensor<1x1x1xf32>
    %sh = tosa.sub %logits, %mx : (tensor<1x1x5xf32>, tensor<1x1x1xf32>) -> tensor<1x1x5xf32>
    %ex = tosa.exp %sh : (tensor<1x1x5xf32>) -> tensor<1x1x5xf32>
    %sum = tosa.reduce_sum %ex {axis = 2 : i32} : (tensor<1x1x5xf32>) -> tensor<1x1x1xf32>
    %rcp = tosa.reciprocal %sum : (tensor<1x1x1xf32>) -> tensor<1x1x1xf32>
    %sm = tosa.mul %ex, %rcp, %shift : (tensor<1x1x5xf32>, tensor<1x1x1xf32>, tensor<1xi8>) -> tensor<1x1x5xf32>
    %s2 = tosa.const_shape {values = dense<[1, 5]> : tensor<2xindex>} : () -> !tosa.shape<2>
    %y = tosa.reshape %sm, %s2 : (tensor<1x1x5xf32>, !tosa.shape<2>) -> tensor<1x5xf32>
    return %y : tensor<1x5xf32>
  }
}
