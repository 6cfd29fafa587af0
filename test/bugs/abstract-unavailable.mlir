// When the abstract float encoding cannot hold a pair (here 64^3 f16 elements of a dynamic
// tensor that a reduction reads: more values than f16's abstract width can tell apart),
// auto mode decides in exact IEEE arithmetic. It used to stop at "inconclusive (abstraction:
// too many f16 values ...)": the fallback waited for a float op to be encoded, and none is
// before the abstraction is set up.
// RUN: split-file %s %t
// RUN: %tv-check --timeout=60 %t/src.mlir %t/tgt.mlir | FileCheck %s
// RUN: not %tv-check --fp=abstract --timeout=60 %t/src.mlir %t/tgt.mlir | FileCheck %s --check-prefix=ABSTRACT

// CHECK: @sum_f16: proven [ieee] (for dynamic dimensions up to 64, --tv-max-dim)
// ABSTRACT: @sum_f16: inconclusive (abstraction: too many f16 values for the abstract encoding)

//--- src.mlir
func.func @sum_f16(%a: tensor<?x?x?xf16>, %init: tensor<f16>) -> tensor<f16> {
  %r = linalg.reduce ins(%a : tensor<?x?x?xf16>) outs(%init : tensor<f16>) dimensions = [0, 1, 2]
    (%x: f16, %acc: f16) {
      %s = arith.addf %x, %acc : f16
      linalg.yield %s : f16
    }
  return %r : tensor<f16>
}

//--- tgt.mlir
func.func @sum_f16(%a: tensor<?x?x?xf16>, %init: tensor<f16>) -> tensor<f16> {
  %r = linalg.reduce ins(%a : tensor<?x?x?xf16>) outs(%init : tensor<f16>) dimensions = [0, 1, 2]
    (%x: f16, %acc: f16) {
      %s = arith.addf %acc, %x : f16
      linalg.yield %s : f16
    }
  return %r : tensor<f16>
}
