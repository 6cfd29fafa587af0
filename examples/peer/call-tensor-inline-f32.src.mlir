// expect: correct
// kind: call
// inline on a func.call with tensor<?x4xf32> operands whose callee @sqdiff ((x - y)^2) is in the module (public, so it stays in the target)
func.func @sqdiff(%x: tensor<?x4xf32>, %y: tensor<?x4xf32>) -> tensor<?x4xf32> {
  %d = arith.subf %x, %y : tensor<?x4xf32>
  %r = arith.mulf %d, %d : tensor<?x4xf32>
  return %r : tensor<?x4xf32>
}
func.func @f(%a: tensor<?x4xf32>, %b: tensor<?x4xf32>) -> tensor<?x4xf32> {
  %r = func.call @sqdiff(%a, %b) : (tensor<?x4xf32>, tensor<?x4xf32>) -> tensor<?x4xf32>
  %s = arith.addf %r, %a : tensor<?x4xf32>
  return %s : tensor<?x4xf32>
}
