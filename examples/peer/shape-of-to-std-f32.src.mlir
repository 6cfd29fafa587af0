// expect: correct
// kind: shape
// convert-shape-to-std on shape.shape_of of tensor<?x?xf32> whose extents size a linalg.transpose (tensor.dim + tensor.from_elements + tensor.cast)
func.func @f(%a: tensor<?x?xf32>) -> (tensor<?x?xf32>, tensor<2xindex>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %s = shape.shape_of %a : tensor<?x?xf32> -> tensor<2xindex>
  %d0 = tensor.extract %s[%c0] : tensor<2xindex>
  %d1 = tensor.extract %s[%c1] : tensor<2xindex>
  %e = tensor.empty(%d1, %d0) : tensor<?x?xf32>
  %t = linalg.transpose ins(%a : tensor<?x?xf32>) outs(%e : tensor<?x?xf32>) permutation = [1, 0]
  return %t, %s : tensor<?x?xf32>, tensor<2xindex>
}
