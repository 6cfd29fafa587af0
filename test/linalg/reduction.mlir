// Reductions: comb(x, acc) bodies are folds (an uninterpreted function, or unrolled when that is not enough and the count is a constant <= 64); other bodies are unrolled; neither is unsupported. Unrolled float sums see the init's sign of zero.
// RUN: split-file %s %t
// RUN: sh -c '%tv-check --timeout=300 %t/src.mlir %t/tgt.mlir; echo rc=$?' | FileCheck %s

// CHECK-LABEL: @row_sum_dynamic: proven [abstract] (for dynamic dimensions up to 64, --tv-max-dim)
// CHECK-LABEL: @col_not_row: incorrect
// CHECK-LABEL: @sum_neg_zero_init: incorrect [ieee]
// CHECK-NEXT: why: result #0 differs at index [] (source -0.0, target 0.0)
// CHECK-NEXT: input: %a = [-0.0, -0.0, -0.0, -0.0] : tensor<4xf32>
// CHECK-NEXT: source: returns -0.0 : tensor<f32>
// CHECK-NEXT: target: returns 0.0 : tensor<f32>
// CHECK-LABEL: @sum_unrolled: proven [abstract]
// CHECK-LABEL: @sum_reversed: incorrect [ieee]
// CHECK-NEXT: why: result #0 differs at index []
// CHECK-LABEL: @max_of_squares: proven [abstract]
// CHECK-LABEL: @leading_reduction: proven
// CHECK-LABEL: @argmax: proven
// CHECK-LABEL: @argmax_ties: incorrect [ieee]
// CHECK-NEXT: why: result #0 differs at index []
// CHECK-LABEL: @not_recognised: unsupported (linalg.generic reduction: the yielded value is not an addf, subf, mulf, maximumf, minimumf, maxnumf, minnumf, addi, muli, maxsi, minsi, maxui, minui, andi, ori or xori, and the reduction is not a constant number of at most 64 steps)
// CHECK-LABEL: @empty_reduction: proven
// CHECK-LABEL: @reassoc: proven [abstract]
// CHECK-LABEL: @unit_reduction_dims: proven [abstract] (for dynamic dimensions up to 64, --tv-max-dim)
// CHECK-LABEL: @subf_fold_dynamic: proven [abstract] (for dynamic dimensions up to 64, --tv-max-dim)
// CHECK-LABEL: @subf_unrolled: proven [abstract]
// CHECK-LABEL: @subf_operands_swapped: incorrect [ieee]
// CHECK-NEXT: why: result #0 differs at index []
// CHECK: rc=1

//--- src.mlir
#id2 = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
#col = affine_map<(d0, d1) -> (d1)>
#id1 = affine_map<(d0) -> (d0)>
#none = affine_map<(d0) -> ()>

// Row sums, dynamic: the fold of both sides is the same function (operands of addf swapped).
func.func @row_sum_dynamic(%a: tensor<?x?xf32>, %init: tensor<?xf32>) -> tensor<?xf32> {
  %r = linalg.reduce ins(%a : tensor<?x?xf32>) outs(%init : tensor<?xf32>) dimensions = [1]
    (%x: f32, %acc: f32) {
      %s = arith.addf %x, %acc : f32
      linalg.yield %s : f32
    }
  return %r : tensor<?xf32>
}

// Column sums: a different reduction (the other loop) is not the same fold.
func.func @col_not_row(%a: tensor<?x?xi32>, %init: tensor<?xi32>) -> tensor<?xi32> {
  %r = linalg.reduce ins(%a : tensor<?x?xi32>) outs(%init : tensor<?xi32>) dimensions = [1]
    (%x: i32, %acc: i32) {
      %s = arith.addi %x, %acc : i32
      linalg.yield %s : i32
    }
  return %r : tensor<?xi32>
}

// A sum from -0.0 (the identity) against one from +0.0: the unrolled sums differ for all -0.0.
func.func @sum_neg_zero_init(%a: tensor<4xf32>) -> tensor<f32> {
  %z = arith.constant -0.0 : f32
  %e = tensor.empty() : tensor<f32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<f32>) -> tensor<f32>
  %r = linalg.reduce ins(%a : tensor<4xf32>) outs(%f : tensor<f32>) dimensions = [0]
    (%x: f32, %acc: f32) {
      %s = arith.addf %x, %acc : f32
      linalg.yield %s : f32
    }
  return %r : tensor<f32>
}

// A sum of 3 against the explicit chain (((init + a0) + a1) + a2): proven once unrolled.
func.func @sum_unrolled(%a: tensor<3xf32>, %init: tensor<f32>) -> tensor<f32> {
  %r = linalg.generic {indexing_maps = [#id1, #none], iterator_types = ["reduction"]}
      ins(%a : tensor<3xf32>) outs(%init : tensor<f32>) {
  ^bb0(%x: f32, %acc: f32):
    %s = arith.addf %acc, %x : f32
    linalg.yield %s : f32
  } -> tensor<f32>
  return %r : tensor<f32>
}

// The sum in the other order is not the same (floats are not associative).
func.func @sum_reversed(%a: tensor<3xf32>, %init: tensor<f32>) -> tensor<f32> {
  %r = linalg.generic {indexing_maps = [#id1, #none], iterator_types = ["reduction"]}
      ins(%a : tensor<3xf32>) outs(%init : tensor<f32>) {
  ^bb0(%x: f32, %acc: f32):
    %s = arith.addf %acc, %x : f32
    linalg.yield %s : f32
  } -> tensor<f32>
  return %r : tensor<f32>
}

// Max of squares: x is computed in the body (mulf) before the combiner.
func.func @max_of_squares(%a: tensor<2x5xf32>, %init: tensor<2xf32>) -> tensor<2xf32> {
  %r = linalg.generic {indexing_maps = [#id2, #row], iterator_types = ["parallel", "reduction"]}
      ins(%a : tensor<2x5xf32>) outs(%init : tensor<2xf32>) {
  ^bb0(%x: f32, %acc: f32):
    %sq = arith.mulf %x, %x : f32
    %m = arith.maximumf %sq, %acc : f32
    linalg.yield %m : f32
  } -> tensor<2xf32>
  return %r : tensor<2xf32>
}

// Reducing the leading loop: iterators [reduction, parallel], as tosa argmax on axis 0.
func.func @leading_reduction(%a: tensor<3x2xi8>, %init: tensor<2xi8>) -> tensor<2xi8> {
  %r = linalg.generic {indexing_maps = [#id2, #col], iterator_types = ["reduction", "parallel"]}
      ins(%a : tensor<3x2xi8>) outs(%init : tensor<2xi8>) {
  ^bb0(%x: i8, %acc: i8):
    %m = arith.maxsi %acc, %x : i8
    linalg.yield %m : i8
  } -> tensor<2xi8>
  return %r : tensor<2xi8>
}

// argmax (two outputs, linalg.index, first index wins ties): unrolled.
func.func @argmax(%a: tensor<4xf32>) -> tensor<i32> {
  %c0 = arith.constant 0 : i32
  %min = arith.constant -3.40282347E+38 : f32
  %ei = tensor.empty() : tensor<i32>
  %ev = tensor.empty() : tensor<f32>
  %i0 = linalg.fill ins(%c0 : i32) outs(%ei : tensor<i32>) -> tensor<i32>
  %v0 = linalg.fill ins(%min : f32) outs(%ev : tensor<f32>) -> tensor<f32>
  %r:2 = linalg.generic {indexing_maps = [#id1, #none, #none], iterator_types = ["reduction"]}
      ins(%a : tensor<4xf32>) outs(%i0, %v0 : tensor<i32>, tensor<f32>) {
  ^bb0(%x: f32, %idx: i32, %best: f32):
    %k = linalg.index 0 : index
    %ki = arith.index_cast %k : index to i32
    %gt = arith.cmpf ogt, %x, %best : f32
    %ni = arith.select %gt, %ki, %idx : i32
    %nv = arith.select %gt, %x, %best : f32
    linalg.yield %ni, %nv : i32, f32
  } -> (tensor<i32>, tensor<f32>)
  return %r#0 : tensor<i32>
}

// argmax where the target's oge makes the last maximum win.
func.func @argmax_ties(%a: tensor<4xf32>) -> tensor<i32> {
  %c0 = arith.constant 0 : i32
  %min = arith.constant -3.40282347E+38 : f32
  %ei = tensor.empty() : tensor<i32>
  %ev = tensor.empty() : tensor<f32>
  %i0 = linalg.fill ins(%c0 : i32) outs(%ei : tensor<i32>) -> tensor<i32>
  %v0 = linalg.fill ins(%min : f32) outs(%ev : tensor<f32>) -> tensor<f32>
  %r:2 = linalg.generic {indexing_maps = [#id1, #none, #none], iterator_types = ["reduction"]}
      ins(%a : tensor<4xf32>) outs(%i0, %v0 : tensor<i32>, tensor<f32>) {
  ^bb0(%x: f32, %idx: i32, %best: f32):
    %k = linalg.index 0 : index
    %ki = arith.index_cast %k : index to i32
    %gt = arith.cmpf ogt, %x, %best : f32
    %ni = arith.select %gt, %ki, %idx : i32
    %nv = arith.select %gt, %x, %best : f32
    linalg.yield %ni, %nv : i32, f32
  } -> (tensor<i32>, tensor<f32>)
  return %r#0 : tensor<i32>
}

// Not comb(x, acc) and a dynamic count: unsupported, saying why.
func.func @not_recognised(%a: tensor<?xi32>, %init: tensor<i32>) -> tensor<i32> {
  %r = linalg.generic {indexing_maps = [#id1, #none], iterator_types = ["reduction"]}
      ins(%a : tensor<?xi32>) outs(%init : tensor<i32>) {
  ^bb0(%x: i32, %acc: i32):
    %d = arith.subi %acc, %x : i32
    linalg.yield %d : i32
  } -> tensor<i32>
  return %r : tensor<i32>
}

// A reduction over no elements leaves the output as it was (even when never written).
func.func @empty_reduction(%a: tensor<0xi32>) -> tensor<i32> {
  %e = tensor.empty() : tensor<i32>
  %r = linalg.reduce ins(%a : tensor<0xi32>) outs(%e : tensor<i32>) dimensions = [0]
    (%x: i32, %acc: i32) {
      %s = arith.addi %x, %acc : i32
      linalg.yield %s : i32
    }
  %z = tensor.extract %r[] : tensor<i32>
  %t = tensor.from_elements %z : tensor<i32>
  return %t : tensor<i32>
}

// fastmath<reassoc> on the combiner changes nothing yet: still the sequential fold.
func.func @reassoc(%a: tensor<?xf32>, %init: tensor<f32>) -> tensor<f32> {
  %r = linalg.reduce ins(%a : tensor<?xf32>) outs(%init : tensor<f32>) dimensions = [0]
    (%x: f32, %acc: f32) {
      %s = arith.addf %x, %acc fastmath<reassoc> : f32
      linalg.yield %s : f32
    }
  return %r : tensor<f32>
}

// A unit reduction loop drops out of the fold (one index per reduction loop, unit ones fixed
// at 0): the same fold as the collapsed 1-D reduction, whatever the dynamic size.
func.func @unit_reduction_dims(%a: tensor<1x?xf32>, %init: tensor<f32>) -> tensor<f32> {
  %r = linalg.reduce ins(%a : tensor<1x?xf32>) outs(%init : tensor<f32>) dimensions = [0, 1]
    (%x: f32, %acc: f32) {
      %s = arith.addf %x, %acc : f32
      linalg.yield %s : f32
    }
  return %r : tensor<f32>
}

// acc - x is a fold too (the FFT lowerings' imaginary parts), in this order only.
func.func @subf_fold_dynamic(%a: tensor<?x?xf32>, %init: tensor<f32>) -> tensor<f32> {
  %r = linalg.reduce ins(%a : tensor<?x?xf32>) outs(%init : tensor<f32>) dimensions = [0, 1]
    (%x: f32, %acc: f32) {
      %s = arith.subf %acc, %x : f32
      linalg.yield %s : f32
    }
  return %r : tensor<f32>
}

func.func @subf_unrolled(%a: tensor<2xf32>, %init: tensor<f32>) -> tensor<f32> {
  %r = linalg.reduce ins(%a : tensor<2xf32>) outs(%init : tensor<f32>) dimensions = [0]
    (%x: f32, %acc: f32) {
      %s = arith.subf %acc, %x : f32
      linalg.yield %s : f32
    }
  return %r : tensor<f32>
}

func.func @subf_operands_swapped(%a: tensor<2xf32>, %init: tensor<f32>) -> tensor<f32> {
  %r = linalg.reduce ins(%a : tensor<2xf32>) outs(%init : tensor<f32>) dimensions = [0]
    (%x: f32, %acc: f32) {
      %s = arith.subf %acc, %x : f32
      linalg.yield %s : f32
    }
  return %r : tensor<f32>
}

//--- tgt.mlir
#id2 = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
#col = affine_map<(d0, d1) -> (d1)>
#id1 = affine_map<(d0) -> (d0)>
#none = affine_map<(d0) -> ()>

func.func @row_sum_dynamic(%a: tensor<?x?xf32>, %init: tensor<?xf32>) -> tensor<?xf32> {
  %r = linalg.generic {indexing_maps = [#id2, #row], iterator_types = ["parallel", "reduction"]}
      ins(%a : tensor<?x?xf32>) outs(%init : tensor<?xf32>) {
  ^bb0(%x: f32, %acc: f32):
    %s = arith.addf %acc, %x : f32
    linalg.yield %s : f32
  } -> tensor<?xf32>
  return %r : tensor<?xf32>
}

func.func @col_not_row(%a: tensor<?x?xi32>, %init: tensor<?xi32>) -> tensor<?xi32> {
  %r = linalg.reduce ins(%a : tensor<?x?xi32>) outs(%init : tensor<?xi32>) dimensions = [0]
    (%x: i32, %acc: i32) {
      %s = arith.addi %x, %acc : i32
      linalg.yield %s : i32
    }
  return %r : tensor<?xi32>
}

func.func @sum_neg_zero_init(%a: tensor<4xf32>) -> tensor<f32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<f32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<f32>) -> tensor<f32>
  %r = linalg.reduce ins(%a : tensor<4xf32>) outs(%f : tensor<f32>) dimensions = [0]
    (%x: f32, %acc: f32) {
      %s = arith.addf %x, %acc : f32
      linalg.yield %s : f32
    }
  return %r : tensor<f32>
}

func.func @sum_unrolled(%a: tensor<3xf32>, %init: tensor<f32>) -> tensor<f32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %i = tensor.extract %init[] : tensor<f32>
  %a0 = tensor.extract %a[%c0] : tensor<3xf32>
  %a1 = tensor.extract %a[%c1] : tensor<3xf32>
  %a2 = tensor.extract %a[%c2] : tensor<3xf32>
  %s0 = arith.addf %i, %a0 : f32
  %s1 = arith.addf %s0, %a1 : f32
  %s2 = arith.addf %s1, %a2 : f32
  %r = tensor.from_elements %s2 : tensor<f32>
  return %r : tensor<f32>
}

func.func @sum_reversed(%a: tensor<3xf32>, %init: tensor<f32>) -> tensor<f32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %i = tensor.extract %init[] : tensor<f32>
  %a0 = tensor.extract %a[%c0] : tensor<3xf32>
  %a1 = tensor.extract %a[%c1] : tensor<3xf32>
  %a2 = tensor.extract %a[%c2] : tensor<3xf32>
  %s0 = arith.addf %i, %a2 : f32
  %s1 = arith.addf %s0, %a1 : f32
  %s2 = arith.addf %s1, %a0 : f32
  %r = tensor.from_elements %s2 : tensor<f32>
  return %r : tensor<f32>
}

func.func @max_of_squares(%a: tensor<2x5xf32>, %init: tensor<2xf32>) -> tensor<2xf32> {
  %sq = arith.mulf %a, %a : tensor<2x5xf32>
  %r = linalg.reduce ins(%sq : tensor<2x5xf32>) outs(%init : tensor<2xf32>) dimensions = [1]
    (%x: f32, %acc: f32) {
      %m = arith.maximumf %x, %acc : f32
      linalg.yield %m : f32
    }
  return %r : tensor<2xf32>
}

func.func @leading_reduction(%a: tensor<3x2xi8>, %init: tensor<2xi8>) -> tensor<2xi8> {
  %r = linalg.reduce ins(%a : tensor<3x2xi8>) outs(%init : tensor<2xi8>) dimensions = [0]
    (%x: i8, %acc: i8) {
      %m = arith.maxsi %x, %acc : i8
      linalg.yield %m : i8
    }
  return %r : tensor<2xi8>
}

func.func @argmax(%a: tensor<4xf32>) -> tensor<i32> {
  %c0 = arith.constant 0 : i32
  %min = arith.constant -3.40282347E+38 : f32
  %ei = tensor.empty() : tensor<i32>
  %ev = tensor.empty() : tensor<f32>
  %i0 = linalg.fill ins(%c0 : i32) outs(%ei : tensor<i32>) -> tensor<i32>
  %v0 = linalg.fill ins(%min : f32) outs(%ev : tensor<f32>) -> tensor<f32>
  %r:2 = linalg.generic {indexing_maps = [#id1, #none, #none], iterator_types = ["reduction"]}
      ins(%a : tensor<4xf32>) outs(%v0, %i0 : tensor<f32>, tensor<i32>) {
  ^bb0(%x: f32, %best: f32, %idx: i32):
    %k = linalg.index 0 : index
    %ki = arith.index_cast %k : index to i32
    %le = arith.cmpf ule, %x, %best : f32
    %ni = arith.select %le, %idx, %ki : i32
    %nv = arith.select %le, %best, %x : f32
    linalg.yield %nv, %ni : f32, i32
  } -> (tensor<f32>, tensor<i32>)
  return %r#1 : tensor<i32>
}

func.func @argmax_ties(%a: tensor<4xf32>) -> tensor<i32> {
  %c0 = arith.constant 0 : i32
  %min = arith.constant -3.40282347E+38 : f32
  %ei = tensor.empty() : tensor<i32>
  %ev = tensor.empty() : tensor<f32>
  %i0 = linalg.fill ins(%c0 : i32) outs(%ei : tensor<i32>) -> tensor<i32>
  %v0 = linalg.fill ins(%min : f32) outs(%ev : tensor<f32>) -> tensor<f32>
  %r:2 = linalg.generic {indexing_maps = [#id1, #none, #none], iterator_types = ["reduction"]}
      ins(%a : tensor<4xf32>) outs(%i0, %v0 : tensor<i32>, tensor<f32>) {
  ^bb0(%x: f32, %idx: i32, %best: f32):
    %k = linalg.index 0 : index
    %ki = arith.index_cast %k : index to i32
    %gt = arith.cmpf oge, %x, %best : f32
    %ni = arith.select %gt, %ki, %idx : i32
    %nv = arith.select %gt, %x, %best : f32
    linalg.yield %ni, %nv : i32, f32
  } -> (tensor<i32>, tensor<f32>)
  return %r#0 : tensor<i32>
}

func.func @not_recognised(%a: tensor<?xi32>, %init: tensor<i32>) -> tensor<i32> {
  return %init : tensor<i32>
}

func.func @empty_reduction(%a: tensor<0xi32>) -> tensor<i32> {
  %c = arith.constant dense<3> : tensor<i32>
  return %c : tensor<i32>
}

func.func @reassoc(%a: tensor<?xf32>, %init: tensor<f32>) -> tensor<f32> {
  %r = linalg.reduce ins(%a : tensor<?xf32>) outs(%init : tensor<f32>) dimensions = [0]
    (%x: f32, %acc: f32) {
      %s = arith.addf %x, %acc : f32
      linalg.yield %s : f32
    }
  return %r : tensor<f32>
}

func.func @unit_reduction_dims(%a: tensor<1x?xf32>, %init: tensor<f32>) -> tensor<f32> {
  %c = tensor.collapse_shape %a [[0, 1]] : tensor<1x?xf32> into tensor<?xf32>
  %r = linalg.reduce ins(%c : tensor<?xf32>) outs(%init : tensor<f32>) dimensions = [0]
    (%x: f32, %acc: f32) {
      %s = arith.addf %x, %acc : f32
      linalg.yield %s : f32
    }
  return %r : tensor<f32>
}

#map2 = affine_map<(d0, d1) -> (d0, d1)>
#none2 = affine_map<(d0, d1) -> ()>
func.func @subf_fold_dynamic(%a: tensor<?x?xf32>, %init: tensor<f32>) -> tensor<f32> {
  %r = linalg.generic {indexing_maps = [#map2, #none2], iterator_types = ["reduction", "reduction"]}
      ins(%a : tensor<?x?xf32>) outs(%init : tensor<f32>) {
  ^bb0(%x: f32, %acc: f32):
    %d = arith.subf %acc, %x : f32
    linalg.yield %d : f32
  } -> tensor<f32>
  return %r : tensor<f32>
}

func.func @subf_unrolled(%a: tensor<2xf32>, %init: tensor<f32>) -> tensor<f32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %i = tensor.extract %init[] : tensor<f32>
  %a0 = tensor.extract %a[%c0] : tensor<2xf32>
  %a1 = tensor.extract %a[%c1] : tensor<2xf32>
  %s0 = arith.subf %i, %a0 : f32
  %s1 = arith.subf %s0, %a1 : f32
  %r = tensor.from_elements %s1 : tensor<f32>
  return %r : tensor<f32>
}

// x - acc is not the same fold: unrolled, and IEEE tells them apart
func.func @subf_operands_swapped(%a: tensor<2xf32>, %init: tensor<f32>) -> tensor<f32> {
  %r = linalg.reduce ins(%a : tensor<2xf32>) outs(%init : tensor<f32>) dimensions = [0]
    (%x: f32, %acc: f32) {
      %s = arith.subf %x, %acc : f32
      linalg.yield %s : f32
    }
  return %r : tensor<f32>
}
