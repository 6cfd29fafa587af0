// expect: incorrect
// kind: shape
// shape.shape_of of a tensor<?x4x?xi32> operand of a broadcasting tosa.add: folding 'extent 2 of the operand == extent 2 of the sum' to true is wrong when the operand broadcasts (size 1 against b's size)
func.func @f(%a: tensor<?x4x?xi32>, %b: tensor<?x4x?xi32>) -> tensor<?x4x?xi32> {
  %c2 = arith.constant 2 : index
  %s = shape.shape_of %a : tensor<?x4x?xi32> -> tensor<3xindex>
  %n = tensor.extract %s[%c2] : tensor<3xindex>
  %r = tosa.add %a, %b : (tensor<?x4x?xi32>, tensor<?x4x?xi32>) -> tensor<?x4x?xi32>
  %m = tensor.dim %r, %c2 : tensor<?x4x?xi32>
  %eq = arith.cmpi eq, %n, %m : index
  %out = scf.if %eq -> tensor<?x4x?xi32> {
    scf.yield %r : tensor<?x4x?xi32>
  } else {
    scf.yield %b : tensor<?x4x?xi32>
  }
  return %out : tensor<?x4x?xi32>
}
