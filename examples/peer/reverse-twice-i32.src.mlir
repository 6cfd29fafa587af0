// expect: correct
// kind: tosa-reverse
// tosa.reverse twice along axis 2 of tensor<?x?x?xi32> is the identity (hand-written target)
func.func @f(%a: tensor<?x?x?xi32>) -> tensor<?x?x?xi32> {
  %r = tosa.reverse %a {axis = 2 : i32} : (tensor<?x?x?xi32>) -> tensor<?x?x?xi32>
  %s = tosa.reverse %r {axis = 2 : i32} : (tensor<?x?x?xi32>) -> tensor<?x?x?xi32>
  return %s : tensor<?x?x?xi32>
}
