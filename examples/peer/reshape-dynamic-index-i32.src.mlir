// expect: correct
// kind: reshape
// tensor.collapse_shape tensor<?x4xi32> into tensor<?xi32> read at k vs the 2-D tensor read at [k / 4, k mod 4] (hand-written target)
func.func @f(%a: tensor<?x4xi32>, %k: index) -> i32 {
  %c = tensor.collapse_shape %a [[0, 1]] : tensor<?x4xi32> into tensor<?xi32>
  %v = tensor.extract %c[%k] : tensor<?xi32>
  return %v : i32
}
