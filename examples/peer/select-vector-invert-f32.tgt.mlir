// target of select-vector-invert-f32: by hand: select(c xor true, b, a)
func.func @f(%c: vector<4xi1>, %a: vector<4xf32>, %b: vector<4xf32>) -> vector<4xf32> {
  %t = arith.constant dense<true> : vector<4xi1>
  %n = arith.xori %c, %t : vector<4xi1>
  %r = arith.select %n, %b, %a : vector<4xi1>, vector<4xf32>
  return %r : vector<4xf32>
}
