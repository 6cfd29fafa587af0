// target of reshape-dynamic-expand-odd-i32: by hand
func.func @f(%a: tensor<?xi32>) -> tensor<?xi32> {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %n = tensor.dim %a, %c0 : tensor<?xi32>
  %h = arith.divui %n, %c2 : index
  %e = tensor.expand_shape %a [[0, 1]] output_shape [%h, 2] : tensor<?xi32> into tensor<?x2xi32>
  %c = tensor.collapse_shape %e [[0, 1]] : tensor<?x2xi32> into tensor<?xi32>
  return %c : tensor<?xi32>
}
