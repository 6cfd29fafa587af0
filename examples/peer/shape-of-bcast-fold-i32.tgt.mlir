// target of shape-of-bcast-fold-i32: by hand: the comparison folded to true, the scf.if to its then branch
func.func @f(%a: tensor<?x4x?xi32>, %b: tensor<?x4x?xi32>) -> tensor<?x4x?xi32> {
  %r = tosa.add %a, %b : (tensor<?x4x?xi32>, tensor<?x4x?xi32>) -> tensor<?x4x?xi32>
  return %r : tensor<?x4x?xi32>
}
