// target of reshape-static-fold-f32: mlir-opt --pass-pipeline='builtin.module(canonicalize)'
module {
  func.func @f(%arg0: tensor<2x3x4xf32>) -> tensor<6x4xf32> {
    %collapsed = tensor.collapse_shape %arg0 [[0, 1], [2]] : tensor<2x3x4xf32> into tensor<6x4xf32>
    return %collapsed : tensor<6x4xf32>
  }
}

