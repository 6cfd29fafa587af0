// expect: incorrect
// kind: tosa-broadcast
// tosa-to-linalg on tosa.add of tensor<?x1x?xf32> and tensor<?x?x?xf32>, the final generic reading the first operand through (0, d1, d2) instead of (d0, 0, d2) (wrong broadcast dimension)
func.func @f(%a: tensor<?x1x?xf32>, %b: tensor<?x?x?xf32>) -> tensor<?x?x?xf32> {
  %r = tosa.add %a, %b : (tensor<?x1x?xf32>, tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
  return %r : tensor<?x?x?xf32>
}
