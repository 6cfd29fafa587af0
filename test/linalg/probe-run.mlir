// Exact float checks over tensors first run both functions on a few chosen inputs (whole
// numbers 1-4, random bits, every element -Inf; solve.c "probe"): a wrong target is then
// shown at once by a run, where the exact solver took the whole limit and the check ended
// inconclusive ("the exact encoding could not confirm the abstract counterexample"). Here a
// generalized convolution whose filter map reads (f, kw, kh, c) instead of (f, kh, kw, c),
// and MLIR 22's max_pool2d lowering starting from -FLT_MAX (semantics.md, TOSA findings),
// each in a few seconds with an executed line. Not probed: checks whose semantics allow
// several results (a TOSA float sum's bias order) and checks under --assume.
// RUN: split-file %s %t
// RUN: not %tv-check --timeout=120 %t/src.mlir %t/tgt.mlir | FileCheck %s
// RUN: not %tv-check --timeout=120 %t/pool.mlir %t/pool-tgt.mlir | FileCheck %s --check-prefix=POOL
// CHECK: @f: incorrect [ieee]
// CHECK: executed: source returns
// POOL: @maxpool: incorrect [ieee]
// POOL: executed: source returns {{.*}}0xFF800000{{.*}}; target returns {{.*}}-3.4028235e+38

//--- src.mlir
func.func @f(%x: tensor<1x4x4x2xf32>, %w: tensor<2x3x3x2xf32>, %init: tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32> {
  %r = linalg.conv_2d_nhwc_fhwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
    ins(%x, %w : tensor<1x4x4x2xf32>, tensor<2x3x3x2xf32>) outs(%init : tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
  return %r : tensor<1x2x2x2xf32>
}

//--- tgt.mlir
// target of conv2d-generalize-kernel-transposed-f32: mlir-opt --pass-pipeline='builtin.module(func.func(linalg-generalize-named-ops))', then by hand: filter map (d3, d4, d5, d6) -> (d3, d5, d4, d6)
#map = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1 + d4, d2 + d5, d6)>
#map1 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d3, d5, d4, d6)>
#map2 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>
module {
  func.func @f(%arg0: tensor<1x4x4x2xf32>, %arg1: tensor<2x3x3x2xf32>, %arg2: tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32> {
    %0 = linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%arg0, %arg1 : tensor<1x4x4x2xf32>, tensor<2x3x3x2xf32>) outs(%arg2 : tensor<1x2x2x2xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %1 = arith.mulf %in, %in_0 : f32
      %2 = arith.addf %out, %1 : f32
      linalg.yield %2 : f32
    } -> tensor<1x2x2x2xf32>
    return %0 : tensor<1x2x2x2xf32>
  }
}


//--- pool.mlir
func.func @maxpool(%in: tensor<1x4x4x2xf32>) -> tensor<1x2x2x2xf32> {
  %0 = tosa.max_pool2d %in {kernel = array<i64: 3, 3>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>} : (tensor<1x4x4x2xf32>) -> tensor<1x2x2x2xf32>
  return %0 : tensor<1x2x2x2xf32>
}

//--- pool-tgt.mlir
func.func @maxpool(%arg0: tensor<1x4x4x2xf32>) -> tensor<1x2x2x2xf32> {
  %cst = arith.constant -3.40282347E+38 : f32
  %0 = tensor.empty() : tensor<1x2x2x2xf32>
  %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
  %2 = tensor.empty() : tensor<3x3xf32>
  %3 = linalg.pooling_nhwc_max {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%arg0, %2 : tensor<1x4x4x2xf32>, tensor<3x3xf32>) outs(%1 : tensor<1x2x2x2xf32>) -> tensor<1x2x2x2xf32>
  return %3 : tensor<1x2x2x2xf32>
}
