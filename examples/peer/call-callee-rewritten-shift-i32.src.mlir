// expect: incorrect
// kind: call
// func.call with tensor<4x8xi32> operands kept on both sides; the callee @double rewritten from x * 2 to x << 2 (wrong constant)
func.func @double(%x: tensor<4x8xi32>) -> tensor<4x8xi32> {
  %c2 = arith.constant dense<2> : tensor<4x8xi32>
  %r = arith.muli %x, %c2 : tensor<4x8xi32>
  return %r : tensor<4x8xi32>
}
func.func @f(%a: tensor<4x8xi32>, %b: tensor<4x8xi32>) -> tensor<4x8xi32> {
  %d = func.call @double(%a) : (tensor<4x8xi32>) -> tensor<4x8xi32>
  %r = arith.subi %d, %b : tensor<4x8xi32>
  return %r : tensor<4x8xi32>
}
