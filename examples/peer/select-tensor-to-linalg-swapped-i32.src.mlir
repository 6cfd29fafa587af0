// expect: incorrect
// kind: select
// convert-elementwise-to-linalg on arith.select with a tensor<?x3xi1> condition, the generic body selecting the operands in the other order (swapped operands)
func.func @f(%c: tensor<?x3xi1>, %a: tensor<?x3xi32>, %b: tensor<?x3xi32>) -> tensor<?x3xi32> {
  %r = arith.select %c, %a, %b : tensor<?x3xi1>, tensor<?x3xi32>
  return %r : tensor<?x3xi32>
}
