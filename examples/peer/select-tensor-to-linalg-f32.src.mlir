// expect: correct
// kind: select
// convert-elementwise-to-linalg on arith.select with a tensor<2x3xi1> condition: a linalg.generic selecting per element
func.func @f(%c: tensor<2x3xi1>, %a: tensor<2x3xf32>, %b: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %r = arith.select %c, %a, %b : tensor<2x3xi1>, tensor<2x3xf32>
  return %r : tensor<2x3xf32>
}
