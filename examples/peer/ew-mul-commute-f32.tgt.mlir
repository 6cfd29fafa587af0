// target of ew-mul-commute-f32: by hand: tosa.mul %b, %a
func.func @f(%a: tensor<?x?x?xf32>, %b: tensor<?x?x?xf32>) -> tensor<?x?x?xf32> {
  %s = "tosa.const"() {values = dense<0> : tensor<1xi8>} : () -> tensor<1xi8>
  %r = tosa.mul %b, %a, %s : (tensor<?x?x?xf32>, tensor<?x?x?xf32>, tensor<1xi8>) -> tensor<?x?x?xf32>
  return %r : tensor<?x?x?xf32>
}
