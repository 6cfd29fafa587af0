// expect: correct
// kind: select
// arith.select with a tensor<4x?xi1> condition from arith.cmpf ugt vs the complementary predicate ole with the operands exchanged (equal for NaN too; hand-written target)
func.func @f(%a: tensor<4x?xf32>, %z: tensor<4x?xf32>) -> tensor<4x?xf32> {
  %c = arith.cmpf ugt, %a, %z : tensor<4x?xf32>
  %r = arith.select %c, %a, %z : tensor<4x?xi1>, tensor<4x?xf32>
  return %r : tensor<4x?xf32>
}
