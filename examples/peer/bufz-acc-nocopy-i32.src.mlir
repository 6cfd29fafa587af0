// expect: incorrect
// kind: linalg-bufferize
// one-shot-bufferize on an elementwise linalg.generic over tensor<?x?x?xi32> that accumulates into its init operand a, with the copy of a into the fresh buffer dropped (reads uninitialized memory)
#id = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
func.func @f(%a: tensor<?x?x?xi32>, %b: tensor<?x?x?xi32>) -> tensor<?x?x?xi32> {
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%b : tensor<?x?x?xi32>) outs(%a : tensor<?x?x?xi32>) {
  ^bb0(%x: i32, %o: i32):
    %m = arith.muli %x, %x : i32
    %s = arith.addi %o, %m : i32
    linalg.yield %s : i32
  } -> tensor<?x?x?xi32>
  return %r : tensor<?x?x?xi32>
}
