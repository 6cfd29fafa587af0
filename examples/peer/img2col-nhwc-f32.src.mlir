// expect: correct
// kind: img2col
// transform.structured.convert_conv2d_to_img2col (mlir-opt --transform-interpreter, the transform script below) on linalg.conv_2d_nhwc_hwcf f32 (1x4x4x2 input, 3x3x2x2 filter): an im2col generic into 1x4x18 (maps with floordiv/mod), a matmul-like generic, expand_shape
func.func @f(%x: tensor<1x4x4x2xf32>, %w: tensor<3x3x2x2xf32>, %init: tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32> {
  %r = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%x, %w : tensor<1x4x4x2xf32>, tensor<3x3x2x2xf32>) outs(%init : tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
  return %r : tensor<1x2x2x2xf32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg1: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["linalg.conv_2d_nhwc_hwcf"]} in %arg1 : (!transform.any_op) -> !transform.any_op
    %img2col, %transformed = transform.structured.convert_conv2d_to_img2col %0 : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}
