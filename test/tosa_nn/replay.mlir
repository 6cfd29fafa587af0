// Counterexamples of wrong TOSA pooling rewrites are run in the interpreter (the evaluators
// of encoder/tosa_nn_eval.c) before they are reported: the "executed:" line shows what each
// function computed. A max_pool2d lowered with its accumulator initialised to 0.0 instead
// of -Inf (a window of negative values gives 0.0), and an avg_pool2d whose padding was
// moved into the input with tensor.pad (the count then includes the padded position: the
// last average is halved).
// RUN: split-file %s %t
// RUN: not %tv-check --timeout=300 %t/src.mlir %t/tgt.mlir | FileCheck %s

// CHECK-LABEL: @max_pool: incorrect
// CHECK: source: returns [[S:.*]] : tensor<1x1x1x1xf32>
// CHECK-NEXT: target: returns {{\[\[\[\[}}0.0]]]] : tensor<1x1x1x1xf32>
// CHECK-NEXT: executed: source returns [[S]] : tensor<1x1x1x1xf32>; target returns {{\[\[\[\[}}0.0]]]] : tensor<1x1x1x1xf32>
// CHECK-LABEL: @avg_pool: incorrect
// CHECK: source: returns [[S:.*]] : tensor<1x1x2x1xf32>
// CHECK-NEXT: target: returns [[T:.*]] : tensor<1x1x2x1xf32>
// CHECK-NEXT: executed: source returns [[S]] : tensor<1x1x2x1xf32>; target returns [[T]] : tensor<1x1x2x1xf32>

//--- src.mlir
func.func @max_pool(%x: tensor<1x2x1x1xf32>) -> tensor<1x1x1x1xf32> {
  %r = tosa.max_pool2d %x {kernel = array<i64: 2, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x2x1x1xf32>) -> tensor<1x1x1x1xf32>
  return %r : tensor<1x1x1x1xf32>
}
func.func @avg_pool(%x: tensor<1x1x2x1xf32>) -> tensor<1x1x2x1xf32> {
  %z = arith.constant dense<0.0> : tensor<1xf32>
  %r = tosa.avg_pool2d %x, %z, %z {acc_type = f32, kernel = array<i64: 1, 2>, pad = array<i64: 0, 0, 0, 1>, stride = array<i64: 1, 1>} : (tensor<1x1x2x1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x2x1xf32>
  return %r : tensor<1x1x2x1xf32>
}

//--- tgt.mlir
func.func @max_pool(%x: tensor<1x2x1x1xf32>) -> tensor<1x1x1x1xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<1x1x1x1xf32>
  %init = linalg.fill ins(%zero : f32) outs(%e : tensor<1x1x1x1xf32>) -> tensor<1x1x1x1xf32>
  %k = tensor.empty() : tensor<2x1xf32>
  %r = linalg.pooling_nhwc_max {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
      ins(%x, %k : tensor<1x2x1x1xf32>, tensor<2x1xf32>) outs(%init : tensor<1x1x1x1xf32>) -> tensor<1x1x1x1xf32>
  return %r : tensor<1x1x1x1xf32>
}
func.func @avg_pool(%x: tensor<1x1x2x1xf32>) -> tensor<1x1x2x1xf32> {
  %z = arith.constant dense<0.0> : tensor<1xf32>
  %c0 = arith.constant 0.0 : f32
  %p = tensor.pad %x low[0, 0, 0, 0] high[0, 0, 1, 0] {
  ^bb0(%i: index, %j: index, %k: index, %l: index):
    tensor.yield %c0 : f32
  } : tensor<1x1x2x1xf32> to tensor<1x1x3x1xf32>
  %s = tosa.avg_pool2d %p, %z, %z {acc_type = f32, kernel = array<i64: 1, 2>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x1x3x1xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<1x1x2x1xf32>
  return %s : tensor<1x1x2x1xf32>
}
