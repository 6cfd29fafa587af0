// target of ew-mul-commute-i32-shift: by hand: tosa.mul %b, %a
func.func @f(%a: tensor<?x?x?xi32>, %b: tensor<?x?x?xi32>) -> tensor<?x?x?xi32> {
  %s = "tosa.const"() {values = dense<3> : tensor<1xi8>} : () -> tensor<1xi8>
  %r = tosa.mul %b, %a, %s : (tensor<?x?x?xi32>, tensor<?x?x?xi32>, tensor<1xi8>) -> tensor<?x?x?xi32>
  return %r : tensor<?x?x?xi32>
}
