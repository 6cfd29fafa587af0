// target of ew-sub-add-bcast-dropped-i32: by hand, the fold (a - b) + b -> a
func.func @f(%a: tensor<?x?x?xi32>, %b: tensor<?x?x?xi32>) -> tensor<?x?x?xi32> {
  return %a : tensor<?x?x?xi32>
}
