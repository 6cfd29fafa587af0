// expect: incorrect
// kind: sparse-constant
// mislabelled on purpose (a correct pair labelled incorrect): bench-peer.sh must flag its proof as a soundness bug and exit 1
func.func @f(%a: tensor<3x4xi32>) -> tensor<3x4xi32> {
  %c = arith.constant sparse<[[0, 1], [2, 3]], [5, -7]> : tensor<3x4xi32>
  %r = arith.addi %a, %c : tensor<3x4xi32>
  return %r : tensor<3x4xi32>
}
