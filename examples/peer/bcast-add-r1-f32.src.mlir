// expect: correct
// kind: tosa-broadcast
// tosa-to-linalg on tosa.add of tensor<1xf32> and tensor<?xf32>
func.func @f(%a: tensor<1xf32>, %b: tensor<?xf32>) -> tensor<?xf32> {
  %r = tosa.add %a, %b : (tensor<1xf32>, tensor<?xf32>) -> tensor<?xf32>
  return %r : tensor<?xf32>
}
