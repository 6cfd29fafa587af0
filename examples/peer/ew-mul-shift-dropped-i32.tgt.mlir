// target of ew-mul-shift-dropped-i32: by hand: shift 1 -> 0
func.func @f(%a: tensor<?x?x?xi32>, %b: tensor<?x?x?xi32>) -> tensor<?x?x?xi32> {
  %s = "tosa.const"() {values = dense<0> : tensor<1xi8>} : () -> tensor<1xi8>
  %r = tosa.mul %a, %b, %s : (tensor<?x?x?xi32>, tensor<?x?x?xi32>, tensor<1xi8>) -> tensor<?x?x?xi32>
  return %r : tensor<?x?x?xi32>
}
