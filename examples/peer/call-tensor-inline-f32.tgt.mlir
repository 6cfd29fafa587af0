// target of call-tensor-inline-f32: mlir-opt --pass-pipeline='builtin.module(inline)'
module {
  func.func @sqdiff(%arg0: tensor<?x4xf32>, %arg1: tensor<?x4xf32>) -> tensor<?x4xf32> {
    %0 = arith.subf %arg0, %arg1 : tensor<?x4xf32>
    %1 = arith.mulf %0, %0 : tensor<?x4xf32>
    return %1 : tensor<?x4xf32>
  }
  func.func @f(%arg0: tensor<?x4xf32>, %arg1: tensor<?x4xf32>) -> tensor<?x4xf32> {
    %0 = arith.subf %arg0, %arg1 : tensor<?x4xf32>
    %1 = arith.mulf %0, %0 : tensor<?x4xf32>
    %2 = arith.addf %1, %arg0 : tensor<?x4xf32>
    return %2 : tensor<?x4xf32>
  }
}

