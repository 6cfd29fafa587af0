// Pooling written on memrefs of dynamic shape (issue 19 item 1): linalg.pooling_nhwc_max/sum
// against linalg-generalize-named-ops. Timed out before: a whole-view write to a dynamic
// identity-layout memref was "may overlap" (its no-overlap condition needed products of
// symbolic sizes; row-major contiguous views cannot overlap, mem.c decodable), so the
// output's contents were havocked, and the two sides' "some window read leaves the buffer"
// were two quantifiers under fresh names (now canonical names: one term). Proven in under a
// second. A 2x3 window whose height and width offsets are swapped is not proven (its
// counterexample goes through the max fold as an uninterpreted function, which the exact
// stages do not settle within the limit: inconclusive, never proven).
// RUN: split-file %s %t
// RUN: not %tv-check --timeout=30 %t/src.mlir %t/tgt.mlir | FileCheck %s
// CHECK-LABEL: @maxpool_dyn: proven
// CHECK-LABEL: @sumpool_dyn: proven
// CHECK-LABEL: @maxpool_dyn_swapped: {{incorrect|inconclusive|timeout}}

//--- src.mlir
func.func @maxpool_dyn(%in: memref<?x?x?x?xf32>, %win: memref<3x3xf32>, %out: memref<?x?x?x?xf32>) {
  linalg.pooling_nhwc_max {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%in, %win : memref<?x?x?x?xf32>, memref<3x3xf32>) outs(%out : memref<?x?x?x?xf32>)
  return
}
func.func @sumpool_dyn(%in: memref<?x?x?x?xi32>, %win: memref<2x3xi32>, %out: memref<?x?x?x?xi32>) {
  linalg.pooling_nhwc_sum {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%in, %win : memref<?x?x?x?xi32>, memref<2x3xi32>) outs(%out : memref<?x?x?x?xi32>)
  return
}
func.func @maxpool_dyn_swapped(%in: memref<?x?x?x?xi32>, %win: memref<2x3xi32>, %out: memref<?x?x?x?xi32>) {
  linalg.pooling_nhwc_max {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%in, %win : memref<?x?x?x?xi32>, memref<2x3xi32>) outs(%out : memref<?x?x?x?xi32>)
  return
}

//--- tgt.mlir
#map = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1 + d4, d2 + d5, d3)>
#map1 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d4, d5)>
#map2 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>
#strided = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1 * 2 + d4, d2 * 2 + d5, d3)>
#swapped = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1 + d5, d2 + d4, d3)>
func.func @maxpool_dyn(%arg0: memref<?x?x?x?xf32>, %arg1: memref<3x3xf32>, %arg2: memref<?x?x?x?xf32>) {
  linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%arg0, %arg1 : memref<?x?x?x?xf32>, memref<3x3xf32>) outs(%arg2 : memref<?x?x?x?xf32>) {
  ^bb0(%in: f32, %in_0: f32, %out: f32):
    %0 = arith.maximumf %out, %in : f32
    linalg.yield %0 : f32
  }
  return
}
func.func @sumpool_dyn(%arg0: memref<?x?x?x?xi32>, %arg1: memref<2x3xi32>, %arg2: memref<?x?x?x?xi32>) {
  linalg.generic {indexing_maps = [#strided, #map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%arg0, %arg1 : memref<?x?x?x?xi32>, memref<2x3xi32>) outs(%arg2 : memref<?x?x?x?xi32>) {
  ^bb0(%in: i32, %in_0: i32, %out: i32):
    %0 = arith.addi %out, %in : i32
    linalg.yield %0 : i32
  }
  return
}
func.func @maxpool_dyn_swapped(%arg0: memref<?x?x?x?xi32>, %arg1: memref<2x3xi32>, %arg2: memref<?x?x?x?xi32>) {
  linalg.generic {indexing_maps = [#swapped, #map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%arg0, %arg1 : memref<?x?x?x?xi32>, memref<2x3xi32>) outs(%arg2 : memref<?x?x?x?xi32>) {
  ^bb0(%in: i32, %in_0: i32, %out: i32):
    %0 = arith.maxsi %out, %in : i32
    linalg.yield %0 : i32
  }
  return
}
