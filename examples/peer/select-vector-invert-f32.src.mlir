// expect: correct
// kind: select
// arith.select with a vector<4xi1> condition vs the select of the negated condition with the operands exchanged (hand-written target)
func.func @f(%c: vector<4xi1>, %a: vector<4xf32>, %b: vector<4xf32>) -> vector<4xf32> {
  %r = arith.select %c, %a, %b : vector<4xi1>, vector<4xf32>
  return %r : vector<4xf32>
}
