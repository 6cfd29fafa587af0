// tosa.cond_if is not modelled: a function using it (and the tosa.yield in its regions) is unsupported, never guessed.
// RUN: split-file %s %t
// RUN: not %tv-check --timeout=60 %t/src.mlir %t/tgt.mlir | FileCheck %s
// CHECK: @f: unsupported (tosa.cond_if)

//--- src.mlir
func.func @f(%c: tensor<i1>, %a: tensor<4xi32>) -> tensor<4xi32> {
  %r = tosa.cond_if %c : tensor<i1> -> tensor<4xi32> {
    tosa.yield %a : tensor<4xi32>
  } else {
    tosa.yield %a : tensor<4xi32>
  }
  return %r : tensor<4xi32>
}
//--- tgt.mlir
func.func @f(%c: tensor<i1>, %a: tensor<4xi32>) -> tensor<4xi32> {
  return %a : tensor<4xi32>
}
