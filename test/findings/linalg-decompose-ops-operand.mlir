// MLIR 22 finding (docs/findings.md): DecomposeLinalgOps (populateDecomposeLinalgOpsPattern,
// run by -test-linalg-decompose-ops) splits a two-result generic into two; the second
// generic's body multiplies by the element of %a (its output operand read at (d0, d1))
// where the source multiplied by the element of %b read at (d1, d0): the block arguments
// are remapped to the wrong output. MLIR's own Dialect/Linalg/decompose-ops.mlir
// (@destination_passing_style) checks for exactly this output.
// RUN: %tv-opt --tv-verify-each --tv-on-failure=warn --tv-timeout=300 --test-linalg-decompose-ops %s -o /dev/null 2>&1 | FileCheck %s
// CHECK: warning: tv: pass 'test-linalg-decompose-ops' is incorrect on @two_results: result #1 differs
// CHECK: note: executed: source returns
#map0 = affine_map<(d0, d1) -> (d0)>
#map1 = affine_map<(d0, d1) -> (d1)>
#map2 = affine_map<(d0, d1) -> (d0, d1)>
#map3 = affine_map<(d0, d1) -> (d1, d0)>
func.func @two_results(%x: tensor<2xi32>, %y: tensor<2xi32>, %a: tensor<2x2xi32>, %b: tensor<2x2xi32>)
    -> (tensor<2x2xi32>, tensor<2x2xi32>) {
  %0:2 = linalg.generic {indexing_maps = [#map0, #map1, #map2, #map3], iterator_types = ["parallel", "parallel"]}
      ins(%x, %y : tensor<2xi32>, tensor<2xi32>) outs(%a, %b : tensor<2x2xi32>, tensor<2x2xi32>) {
  ^bb0(%b0 : i32, %b1 : i32, %b2 : i32, %b3 : i32):
    %1 = arith.addi %b0, %b2 : i32
    %2 = arith.muli %b1, %b3 : i32
    linalg.yield %1, %2 : i32, i32
  } -> (tensor<2x2xi32>, tensor<2x2xi32>)
  return %0#0, %0#1 : tensor<2x2xi32>, tensor<2x2xi32>
}
