// expect: correct
// kind: shape
// shape.shape_of of tensor<?x4x?xi32> around a tosa.add: its static extent 1 folded to the constant 4, the other extents to tensor.dim (hand-written target)
func.func @f(%a: tensor<?x4x?xi32>, %b: tensor<?x4x?xi32>) -> (tensor<?x4x?xi32>, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %s = shape.shape_of %a : tensor<?x4x?xi32> -> tensor<3xindex>
  %k = tensor.extract %s[%c1] : tensor<3xindex>
  %n = tensor.extract %s[%c0] : tensor<3xindex>
  %r = tosa.add %a, %b : (tensor<?x4x?xi32>, tensor<?x4x?xi32>) -> tensor<?x4x?xi32>
  return %r, %k, %n : tensor<?x4x?xi32>, index, index
}
