// target of shape-of-to-std-f32: mlir-opt --pass-pipeline='builtin.module(convert-shape-to-std)'
module {
  func.func @f(%arg0: tensor<?x?xf32>) -> (tensor<?x?xf32>, tensor<2xindex>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_0 = arith.constant 0 : index
    %dim = tensor.dim %arg0, %c0_0 : tensor<?x?xf32>
    %c1_1 = arith.constant 1 : index
    %dim_2 = tensor.dim %arg0, %c1_1 : tensor<?x?xf32>
    %from_elements = tensor.from_elements %dim, %dim_2 : tensor<2xindex>
    %cast = tensor.cast %from_elements : tensor<2xindex> to tensor<2xindex>
    %extracted = tensor.extract %cast[%c0] : tensor<2xindex>
    %extracted_3 = tensor.extract %cast[%c1] : tensor<2xindex>
    %0 = tensor.empty(%extracted_3, %extracted) : tensor<?x?xf32>
    %transposed = linalg.transpose ins(%arg0 : tensor<?x?xf32>) outs(%0 : tensor<?x?xf32>) permutation = [1, 0] 
    return %transposed, %cast : tensor<?x?xf32>, tensor<2xindex>
  }
}

