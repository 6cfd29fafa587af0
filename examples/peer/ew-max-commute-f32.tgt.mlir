// target of ew-max-commute-f32: by hand: tosa.maximum %b, %a
func.func @f(%a: tensor<?x?x?xf32>, %b: tensor<?x?x?xf32>) -> tensor<?x?x?xf32> {
  %r = tosa.maximum %b, %a {nan_mode = #tosa.nan_mode<PROPAGATE>} : (tensor<?x?x?xf32>, tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
  return %r : tensor<?x?x?xf32>
}
