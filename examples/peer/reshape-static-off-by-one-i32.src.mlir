// expect: incorrect
// kind: reshape
// tensor.expand_shape tensor<6xi32> into 2x3 read at [1, 0] (element 3) vs the flat tensor read at 2 (off by one)
func.func @f(%a: tensor<6xi32>) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %e = tensor.expand_shape %a [[0, 1]] output_shape [2, 3] : tensor<6xi32> into tensor<2x3xi32>
  %v = tensor.extract %e[%c1, %c0] : tensor<2x3xi32>
  return %v : i32
}
