// Templates of the differential self-test (tools/difftest-templates.c) for the TOSA
// matmul, convolution, pooling and FFT ops (encoder/tosa_nn_eval.c): f16 and bf16 (f32
// sums take the solver 20 s each), f16 accumulated in f32, i8 with zero points from the
// arguments (float ones other than 0 are rejected by the verifier once constant; the UB
// is in test/tv-run/tosa-nn.mlir), padding, strides, dilations, a bias
// of one or per-channel elements, both transpose_conv2d forms (stride 1, and the phase
// decomposition with a negative out_pad), NaN modes. Small static shapes, so that the
// encoder decides each input set in a second or two (float sums of one or two terms). A
// directory of its own: CTest difftest-tosa-nn runs it; `difftest` counts it as covering these ops (--covered).

// ---- matmul ----
func.func @matmul_f16(%a: tensor<1x1x2xf16>, %b: tensor<1x2x1xf16>) -> tensor<1x1x1xf16> {
  %z = arith.constant dense<0.0> : tensor<1xf16>
  %r = tosa.matmul %a, %b, %z, %z : (tensor<1x1x2xf16>, tensor<1x2x1xf16>, tensor<1xf16>, tensor<1xf16>) -> tensor<1x1x1xf16>
  return %r : tensor<1x1x1xf16>
}
func.func @matmul_i8(%a: tensor<1x2x2xi8>, %b: tensor<1x2x1xi8>, %za: tensor<1xi8>, %zb: tensor<1xi8>) -> tensor<1x2x1xi32> {
  %r = tosa.matmul %a, %b, %za, %zb : (tensor<1x2x2xi8>, tensor<1x2x1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x2x1xi32>
  return %r : tensor<1x2x1xi32>
}

// ---- conv2d, conv3d ----
// from the bias, padding +0.0 (left)
func.func @conv2d_f16(%x: tensor<1x1x2x1xf16>, %w: tensor<1x1x2x1xf16>, %b: tensor<1xf16>) -> tensor<1x1x2x1xf16> {
  %z = arith.constant dense<0.0> : tensor<1xf16>
  %r = tosa.conv2d %x, %w, %b, %z, %z {acc_type = f16, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 1, 0>, stride = array<i64: 1, 1>} : (tensor<1x1x2x1xf16>, tensor<1x1x2x1xf16>, tensor<1xf16>, tensor<1xf16>, tensor<1xf16>) -> tensor<1x1x2x1xf16>
  return %r : tensor<1x1x2x1xf16>
}
// zero points, padding with input_zp, stride 2
func.func @conv2d_i8(%x: tensor<1x3x3x1xi8>, %w: tensor<1x2x2x1xi8>, %b: tensor<1xi32>, %zi: tensor<1xi8>, %zw: tensor<1xi8>) -> tensor<1x2x2x1xi32> {
  %r = tosa.conv2d %x, %w, %b, %zi, %zw {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 1, 0, 1>, stride = array<i64: 2, 2>} : (tensor<1x3x3x1xi8>, tensor<1x2x2x1xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x2x2x1xi32>
  return %r : tensor<1x2x2x1xi32>
}
// f16 accumulated in f32 (from the bias extended), rounded once; dilation 2
func.func @conv2d_f16_dilated(%x: tensor<1x1x3x1xf16>, %w: tensor<1x1x2x1xf16>, %b: tensor<1xf16>) -> tensor<1x1x1x1xf16> {
  %z = arith.constant dense<0.0> : tensor<1xf16>
  %r = tosa.conv2d %x, %w, %b, %z, %z {acc_type = f32, dilation = array<i64: 1, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x1x3x1xf16>, tensor<1x1x2x1xf16>, tensor<1xf16>, tensor<1xf16>, tensor<1xf16>) -> tensor<1x1x1x1xf16>
  return %r : tensor<1x1x1x1xf16>
}
func.func @conv3d_f16(%x: tensor<1x2x1x1x1xf16>, %w: tensor<1x2x1x1x1xf16>, %b: tensor<1xf16>) -> tensor<1x1x1x1x1xf16> {
  %z = arith.constant dense<0.0> : tensor<1xf16>
  %r = tosa.conv3d %x, %w, %b, %z, %z {acc_type = f16, dilation = array<i64: 1, 1, 1>, pad = array<i64: 0, 0, 0, 0, 0, 0>, stride = array<i64: 1, 1, 1>} : (tensor<1x2x1x1x1xf16>, tensor<1x2x1x1x1xf16>, tensor<1xf16>, tensor<1xf16>, tensor<1xf16>) -> tensor<1x1x1x1x1xf16>
  return %r : tensor<1x1x1x1x1xf16>
}
func.func @conv3d_i8(%x: tensor<1x2x1x2x1xi8>, %w: tensor<2x1x1x2x1xi8>, %b: tensor<2xi32>, %zi: tensor<1xi8>, %zw: tensor<1xi8>) -> tensor<1x2x1x2x2xi32> {
  %r = tosa.conv3d %x, %w, %b, %zi, %zw {acc_type = i32, dilation = array<i64: 1, 1, 1>, pad = array<i64: 0, 0, 0, 0, 0, 1>, stride = array<i64: 1, 1, 1>} : (tensor<1x2x1x2x1xi8>, tensor<2x1x1x2x1xi8>, tensor<2xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x2x1x2x2xi32>
  return %r : tensor<1x2x1x2x2xi32>
}

// ---- depthwise_conv2d: sum from +0.0, then + bias ----
func.func @depthwise_f16(%x: tensor<1x1x2x1xf16>, %w: tensor<1x2x1x1xf16>, %b: tensor<1xf16>) -> tensor<1x1x2x1xf16> {
  %z = arith.constant dense<0.0> : tensor<1xf16>
  %r = tosa.depthwise_conv2d %x, %w, %b, %z, %z {acc_type = f16, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 1, 0>, stride = array<i64: 1, 1>} : (tensor<1x1x2x1xf16>, tensor<1x2x1x1xf16>, tensor<1xf16>, tensor<1xf16>, tensor<1xf16>) -> tensor<1x1x2x1xf16>
  return %r : tensor<1x1x2x1xf16>
}
// channel multiplier 2, one bias element
func.func @depthwise_i8(%x: tensor<1x2x2x1xi8>, %w: tensor<1x2x1x2xi8>, %b: tensor<1xi32>, %zi: tensor<1xi8>, %zw: tensor<1xi8>) -> tensor<1x2x1x2xi32> {
  %r = tosa.depthwise_conv2d %x, %w, %b, %zi, %zw {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x2x2x1xi8>, tensor<1x2x1x2xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x2x1x2xi32>
  return %r : tensor<1x2x1x2xi32>
}

// ---- transpose_conv2d ----
// stride 1: a conv2d from the bias of the reversed weights
func.func @tconv_f16(%x: tensor<1x1x1x1xf16>, %w: tensor<1x1x2x1xf16>, %b: tensor<1xf16>) -> tensor<1x1x2x1xf16> {
  %z = arith.constant dense<0.0> : tensor<1xf16>
  %r = tosa.transpose_conv2d %x, %w, %b, %z, %z {acc_type = f16, out_pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x1x1x1xf16>, tensor<1x1x2x1xf16>, tensor<1xf16>, tensor<1xf16>, tensor<1xf16>) -> tensor<1x1x2x1xf16>
  return %r : tensor<1x1x2x1xf16>
}
// stride 2: phase sums from +0.0, then + bias
func.func @tconv_stride2_f16(%x: tensor<1x2x1x1xf16>, %w: tensor<1x2x1x1xf16>, %b: tensor<1xf16>) -> tensor<1x4x1x1xf16> {
  %z = arith.constant dense<0.0> : tensor<1xf16>
  %r = tosa.transpose_conv2d %x, %w, %b, %z, %z {acc_type = f16, out_pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 2, 1>} : (tensor<1x2x1x1xf16>, tensor<1x2x1x1xf16>, tensor<1xf16>, tensor<1xf16>, tensor<1xf16>) -> tensor<1x4x1x1xf16>
  return %r : tensor<1x4x1x1xf16>
}
// stride 2 with a kernel of 3 (padded weights) and a negative out_pad; zero points
func.func @tconv_stride2_i8(%x: tensor<1x2x1x1xi8>, %w: tensor<1x3x1x1xi8>, %b: tensor<1xi32>, %zi: tensor<1xi8>, %zw: tensor<1xi8>) -> tensor<1x4x1x1xi32> {
  %r = tosa.transpose_conv2d %x, %w, %b, %zi, %zw {acc_type = i32, out_pad = array<i64: 0, -1, 0, 0>, stride = array<i64: 2, 1>} : (tensor<1x2x1x1xi8>, tensor<1x3x1x1xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x4x1x1xi32>
  return %r : tensor<1x4x1x1xi32>
}

// ---- avg_pool2d ----
// counts 1 and 2 (padding not counted)
func.func @avg_f16(%x: tensor<1x1x2x1xf16>) -> tensor<1x1x2x1xf16> {
  %z = arith.constant dense<0.0> : tensor<1xf16>
  %r = tosa.avg_pool2d %x, %z, %z {acc_type = f16, kernel = array<i64: 1, 2>, pad = array<i64: 0, 0, 1, 0>, stride = array<i64: 1, 1>} : (tensor<1x1x2x1xf16>, tensor<1xf16>, tensor<1xf16>) -> tensor<1x1x2x1xf16>
  return %r : tensor<1x1x2x1xf16>
}
func.func @avg_bf16(%x: tensor<1x1x2x1xbf16>) -> tensor<1x1x1x1xbf16> {
  %z = arith.constant dense<0.0> : tensor<1xbf16>
  %r = tosa.avg_pool2d %x, %z, %z {acc_type = f32, kernel = array<i64: 1, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x1x2x1xbf16>, tensor<1xbf16>, tensor<1xbf16>) -> tensor<1x1x1x1xbf16>
  return %r : tensor<1x1x1x1xbf16>
}
// counts 4, 2, 2, 1; reciprocal scaling, zero points, clipping
func.func @avg_i8(%x: tensor<1x3x3x1xi8>, %zi: tensor<1xi8>, %zo: tensor<1xi8>) -> tensor<1x2x2x1xi8> {
  %r = tosa.avg_pool2d %x, %zi, %zo {acc_type = i32, kernel = array<i64: 2, 2>, pad = array<i64: 0, 1, 0, 1>, stride = array<i64: 2, 2>} : (tensor<1x3x3x1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<1x2x2x1xi8>
  return %r : tensor<1x2x2x1xi8>
}

// ---- max_pool2d ----
func.func @max_f32(%x: tensor<1x2x1x1xf32>) -> tensor<1x2x1x1xf32> {
  %r = tosa.max_pool2d %x {kernel = array<i64: 2, 1>, pad = array<i64: 1, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x2x1x1xf32>) -> tensor<1x2x1x1xf32>
  return %r : tensor<1x2x1x1xf32>
}
func.func @max_ignore(%x: tensor<1x2x1x1xf16>) -> tensor<1x2x1x1xf16> {
  %r = tosa.max_pool2d %x {kernel = array<i64: 2, 1>, nan_mode = #tosa.nan_mode<IGNORE>, pad = array<i64: 1, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x2x1x1xf16>) -> tensor<1x2x1x1xf16>
  return %r : tensor<1x2x1x1xf16>
}
func.func @max_i8(%x: tensor<1x2x2x2xi8>) -> tensor<1x1x2x2xi8> {
  %r = tosa.max_pool2d %x {kernel = array<i64: 2, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x2x2x2xi8>) -> tensor<1x1x2x2xi8>
  return %r : tensor<1x1x2x2xi8>
}

// ---- fft2d, rfft2d: 1x1 only, where every angle is 0 and the encoder exact; larger sizes
// use math.cos and math.sin, which the encoder leaves uninterpreted (undecided, and slow) ----
func.func @fft_1x1(%re: tensor<1x1x1xf16>, %im: tensor<1x1x1xf16>) -> (tensor<1x1x1xf16>, tensor<1x1x1xf16>) {
  %r, %i = tosa.fft2d %re, %im {inverse = true} : (tensor<1x1x1xf16>, tensor<1x1x1xf16>) -> (tensor<1x1x1xf16>, tensor<1x1x1xf16>)
  return %r, %i : tensor<1x1x1xf16>, tensor<1x1x1xf16>
}
func.func @rfft_1x1(%x: tensor<1x1x1xf16>) -> (tensor<1x1x1xf16>, tensor<1x1x1xf16>) {
  %r, %i = tosa.rfft2d %x : (tensor<1x1x1xf16>) -> (tensor<1x1x1xf16>, tensor<1x1x1xf16>)
  return %r, %i : tensor<1x1x1xf16>, tensor<1x1x1xf16>
}
