// expect: incorrect
// kind: tosa-reverse
// tosa-to-linalg on tosa.reverse (axis 1) of tensor<?x?x?xi32>, the target reading index dim - i instead of (dim - 1) - i (off by one: out of bounds at i = 0)

func.func @f(%a: tensor<?x?x?xi32>) -> tensor<?x?x?xi32> {
  %r = tosa.reverse %a {axis = 1 : i32} : (tensor<?x?x?xi32>) -> tensor<?x?x?xi32>
  return %r : tensor<?x?x?xi32>
}
