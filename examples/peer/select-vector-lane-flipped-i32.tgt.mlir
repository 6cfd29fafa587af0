// target of select-vector-lane-flipped-i32: by hand: select(c xor [true, true, false, true], b, a)
func.func @f(%c: vector<4xi1>, %a: vector<4xi32>, %b: vector<4xi32>) -> vector<4xi32> {
  %t = arith.constant dense<[true, true, false, true]> : vector<4xi1>
  %n = arith.xori %c, %t : vector<4xi1>
  %r = arith.select %n, %b, %a : vector<4xi1>, vector<4xi32>
  return %r : vector<4xi32>
}
