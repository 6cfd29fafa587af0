// target of reshape-dynamic-fold-i32: mlir-opt --pass-pipeline='builtin.module(canonicalize)'
module {
  func.func @f(%arg0: tensor<?x4x3xi32>) -> tensor<?x4x3xi32> {
    return %arg0 : tensor<?x4x3xi32>
  }
}

