// expect: incorrect
// kind: select
// arith.select with a vector<4xi1> condition vs the select of the condition with lane 2 flipped, operands exchanged (one lane picks the wrong operand)
func.func @f(%c: vector<4xi1>, %a: vector<4xi32>, %b: vector<4xi32>) -> vector<4xi32> {
  %r = arith.select %c, %a, %b : vector<4xi1>, vector<4xi32>
  return %r : vector<4xi32>
}
