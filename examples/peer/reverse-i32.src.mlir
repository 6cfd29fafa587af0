// expect: correct
// kind: tosa-reverse
// tosa-to-linalg on tosa.reverse (axis 1) of tensor<?x?x?xi32>: a generic computing (dim - 1) - i with linalg.index and tensor.extract
func.func @f(%a: tensor<?x?x?xi32>) -> tensor<?x?x?xi32> {
  %r = tosa.reverse %a {axis = 1 : i32} : (tensor<?x?x?xi32>) -> tensor<?x?x?xi32>
  return %r : tensor<?x?x?xi32>
}
