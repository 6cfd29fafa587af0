// Regression: ub.poison of a dynamically shaped tensor got fresh sizes on each side, so a
// function reading them (tensor.dim) or returning the tensor was incorrect against itself.
// Its sizes are poison, which the encoding of sizes cannot express: unsupported. Static
// shapes stay supported.
// RUN: not %tv-check --timeout=60 %s %s | FileCheck %s
// CHECK: @dim: unsupported (ub.poison of a dynamically shaped tensor (its sizes would be poison))
// CHECK-NEXT: @ret: unsupported (ub.poison of a dynamically shaped tensor (its sizes would be poison))
// CHECK-NEXT: @static: proven

func.func @dim() -> index {
  %t = ub.poison : tensor<?xi32>
  %c0 = arith.constant 0 : index
  %d = tensor.dim %t, %c0 : tensor<?xi32>
  return %d : index
}
func.func @ret() -> tensor<2x?xi32> {
  %t = ub.poison : tensor<2x?xi32>
  return %t : tensor<2x?xi32>
}
func.func @static() -> index {
  %t = ub.poison : tensor<3xi32>
  %c0 = arith.constant 0 : index
  %d = tensor.dim %t, %c0 : tensor<3xi32>
  return %d : index
}
