// expect: correct
// kind: tosa-broadcast
// tosa-to-linalg on tosa.add of tensor<?x1x?xf32> and tensor<?x?x?xf32> (static size-1 broadcast, dynamic others)
func.func @f(%a: tensor<?x1x?xf32>, %b: tensor<?x?x?xf32>) -> tensor<?x?x?xf32> {
  %r = tosa.add %a, %b : (tensor<?x1x?xf32>, tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
  return %r : tensor<?x?x?xf32>
}
