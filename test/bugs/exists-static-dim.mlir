// A dynamic shape whose lambda's UB mentions only the coordinate of a static dimension (here the
// extract from %small at linalg.index 1): the existential over coordinates bounded that one index by
// the first dimension's size instead of its own (tval_exists_n with one index mentioned), so the
// source had UB for rows past 3 and a target that differs only there was proven (a false proof
// found while issue 19's coordinates were written, before it landed). Now incorrect.
// RUN: split-file %s %t
// RUN: not %tv-check --timeout=120 %t/src.mlir %t/tgt.mlir | FileCheck %s
// CHECK: @row3: incorrect
// CHECK-NEXT: why: result #0 differs at index [{{[3-9]|[1-6][0-9]}}, {{[0-2]}}]
// CHECK: executed: source returns

//--- src.mlir
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @row3(%a: tensor<?x3xi32>, %small: tensor<3xi32>) -> tensor<?x3xi32> {
  %r = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel"]} outs(%a : tensor<?x3xi32>) {
  ^bb0(%out: i32):
    %j = linalg.index 1 : index
    %x = tensor.extract %small[%j] : tensor<3xi32>
    linalg.yield %x : i32
  } -> tensor<?x3xi32>
  return %r : tensor<?x3xi32>
}

//--- tgt.mlir
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @row3(%a: tensor<?x3xi32>, %small: tensor<3xi32>) -> tensor<?x3xi32> {
  %c3 = arith.constant 3 : index
  %c0 = arith.constant 0 : i32
  %r = linalg.generic {indexing_maps = [#id], iterator_types = ["parallel", "parallel"]} outs(%a : tensor<?x3xi32>) {
  ^bb0(%out: i32):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %x = tensor.extract %small[%j] : tensor<3xi32>
    %big = arith.cmpi uge, %i, %c3 : index
    %y = arith.select %big, %c0, %x : i32
    linalg.yield %y : i32
  } -> tensor<?x3xi32>
  return %r : tensor<?x3xi32>
}
