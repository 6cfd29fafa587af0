// affine.parallel with integer reductions: affine-parallelize{parallel-reductions=true} turns reduction loops into affine.parallel (1-d, and the inner loop of a 2-d nest), proven through the plugin; tv-check finds a parallel loop that drops an iteration and one that reduces with the wrong op, and proves an unchanged float reduction (which it does not model) as a loop both sides share.
// RUN: split-file %s %t
// RUN: %tv-opt --tv-verify-each --tv-timeout=60 --tv-verbose --pass-pipeline='builtin.module(func.func(affine-parallelize{parallel-reductions=true}))' %t/passes.mlir 2>%t.err | FileCheck %s --check-prefix=IR
// RUN: FileCheck %s --input-file=%t.err --implicit-check-not=error: --implicit-check-not=warning: --implicit-check-not=remark:
// RUN: not %tv-check --timeout=60 %t/src.mlir %t/tgt.mlir | FileCheck %s --check-prefix=PAIRS

// CHECK: tv: 2 pass runs, 2 checks: 2 proven, 0 incorrect, 0 inconclusive, 0 unsupported, 0 timeouts, 0 errors; 0 unchanged
// IR-LABEL: func.func @par
// IR: affine.parallel (%{{.*}}) = (0) to (8) reduce ("addi")
// IR-LABEL: func.func @par2d
// IR: affine.parallel (%{{.*}}) = (0) to (4) reduce ("addi")

// PAIRS-LABEL: @drop_iteration: incorrect
// PAIRS-NEXT: why: result #0 differs
// PAIRS-LABEL: @wrong_reduction: incorrect
// PAIRS-NEXT: why: result #0 differs
// PAIRS-LABEL: @two_dims: proven
// PAIRS-LABEL: @float_reduction: proven

//--- passes.mlir
func.func @par(%t: tensor<8xi32>) -> i32 {
  %z = arith.constant 0 : i32
  %r = affine.for %i = 0 to 8 iter_args(%s = %z) -> i32 {
    %v = tensor.extract %t[%i] : tensor<8xi32>
    %w = arith.addi %s, %v : i32
    affine.yield %w : i32
  }
  return %r : i32
}
func.func @par2d(%t: tensor<4x4xi32>) -> i32 {
  %z = arith.constant 0 : i32
  %r = affine.for %i = 0 to 4 iter_args(%s = %z) -> i32 {
    %u = affine.for %j = 0 to 4 iter_args(%a = %s) -> i32 {
      %v = tensor.extract %t[%i, %j] : tensor<4x4xi32>
      %w = arith.addi %a, %v : i32
      affine.yield %w : i32
    }
    affine.yield %u : i32
  }
  return %r : i32
}

//--- src.mlir
func.func @drop_iteration(%t: tensor<4xi32>) -> i32 {
  %r = affine.parallel (%i) = (0) to (4) reduce ("addi") -> i32 {
    %v = tensor.extract %t[%i] : tensor<4xi32>
    affine.yield %v : i32
  }
  return %r : i32
}
func.func @wrong_reduction(%t: tensor<4xi32>) -> i32 {
  %r = affine.parallel (%i) = (0) to (4) reduce ("addi") -> i32 {
    %v = tensor.extract %t[%i] : tensor<4xi32>
    affine.yield %v : i32
  }
  return %r : i32
}
func.func @two_dims(%t: tensor<2x3xi32>) -> i32 {
  %r = affine.parallel (%i, %j) = (0, 0) to (2, 3) reduce ("muli") -> i32 {
    %v = tensor.extract %t[%i, %j] : tensor<2x3xi32>
    affine.yield %v : i32
  }
  return %r : i32
}
func.func @float_reduction(%t: tensor<4xf32>) -> f32 {
  %r = affine.parallel (%i) = (0) to (4) reduce ("addf") -> f32 {
    %v = tensor.extract %t[%i] : tensor<4xf32>
    affine.yield %v : f32
  }
  return %r : f32
}

//--- tgt.mlir
func.func @drop_iteration(%t: tensor<4xi32>) -> i32 {
  %r = affine.parallel (%i) = (0) to (3) reduce ("addi") -> i32 {
    %v = tensor.extract %t[%i] : tensor<4xi32>
    affine.yield %v : i32
  }
  return %r : i32
}
func.func @wrong_reduction(%t: tensor<4xi32>) -> i32 {
  %r = affine.parallel (%i) = (0) to (4) reduce ("ori") -> i32 {
    %v = tensor.extract %t[%i] : tensor<4xi32>
    affine.yield %v : i32
  }
  return %r : i32
}
func.func @two_dims(%t: tensor<2x3xi32>) -> i32 {
  %r = affine.parallel (%j, %i) = (0, 0) to (3, 2) reduce ("muli") -> i32 {
    %v = tensor.extract %t[%i, %j] : tensor<2x3xi32>
    affine.yield %v : i32
  }
  return %r : i32
}
func.func @float_reduction(%t: tensor<4xf32>) -> f32 {
  %r = affine.parallel (%i) = (0) to (4) reduce ("addf") -> f32 {
    %v = tensor.extract %t[%i] : tensor<4xf32>
    affine.yield %v : f32
  }
  return %r : f32
}
