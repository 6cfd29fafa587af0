// expect: incorrect
// kind: reshape
// the identity on tensor<?xi32> vs tensor.expand_shape into ?x2 (size / 2) and tensor.collapse_shape back: the target is undefined for odd sizes
func.func @f(%a: tensor<?xi32>) -> tensor<?xi32> {
  return %a : tensor<?xi32>
}
