// expect: correct
// kind: img2col
// convert_conv2d_to_img2col (--transform-interpreter) on linalg.conv_2d_nchw_fchw i32 (1x2x4x4 input, 2x2x3x3 filter)
func.func @f(%x: tensor<1x2x4x4xi32>, %w: tensor<2x2x3x3xi32>, %init: tensor<1x2x2x2xi32>) -> tensor<1x2x2x2xi32> {
  %r = linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%x, %w : tensor<1x2x4x4xi32>, tensor<2x2x3x3xi32>) outs(%init : tensor<1x2x2x2xi32>) -> tensor<1x2x2x2xi32>
  return %r : tensor<1x2x2x2xi32>
}
module attributes {transform.with_named_sequence} {
  transform.named_sequence @__transform_main(%arg1: !transform.any_op {transform.readonly}) {
    %0 = transform.structured.match ops{["linalg.conv_2d_nchw_fchw"]} in %arg1 : (!transform.any_op) -> !transform.any_op
    %img2col, %transformed = transform.structured.convert_conv2d_to_img2col %0 : (!transform.any_op) -> (!transform.any_op, !transform.any_op)
    transform.yield
  }
}
