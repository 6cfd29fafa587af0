// expect: correct
// kind: reshape
// canonicalize on tensor.collapse_shape tensor<?x4x3xi32> -> ?x3 followed by tensor.expand_shape back with output_shape [dim 0, 4, 3]: folded to the argument
func.func @f(%a: tensor<?x4x3xi32>) -> tensor<?x4x3xi32> {
  %c0 = arith.constant 0 : index
  %n = tensor.dim %a, %c0 : tensor<?x4x3xi32>
  %c = tensor.collapse_shape %a [[0, 1], [2]] : tensor<?x4x3xi32> into tensor<?x3xi32>
  %e = tensor.expand_shape %c [[0, 1], [2]] output_shape [%n, 4, 3] : tensor<?x3xi32> into tensor<?x4x3xi32>
  return %e : tensor<?x4x3xi32>
}
