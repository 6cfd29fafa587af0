// expect: incorrect
// kind: tosa-reverse
// tosa-to-linalg on tosa.reverse (axis 1) of tensor<?x?x?xi32>, the target taking the size of dimension 0 instead of 1 for the reversal

func.func @f(%a: tensor<?x?x?xi32>) -> tensor<?x?x?xi32> {
  %r = tosa.reverse %a {axis = 1 : i32} : (tensor<?x?x?xi32>) -> tensor<?x?x?xi32>
  return %r : tensor<?x?x?xi32>
}
