// target of shape-of-static-extent-i32: by hand
func.func @f(%a: tensor<?x4x?xi32>, %b: tensor<?x4x?xi32>) -> (tensor<?x4x?xi32>, index, index) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %n = tensor.dim %a, %c0 : tensor<?x4x?xi32>
  %r = tosa.add %a, %b : (tensor<?x4x?xi32>, tensor<?x4x?xi32>) -> tensor<?x4x?xi32>
  return %r, %c4, %n : tensor<?x4x?xi32>, index, index
}
