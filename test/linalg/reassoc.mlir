// Reduction stages and reassociation (seed 003 sections 5.3, 6.3): integer folds are functions of the multiset of their leaves (loop interchange and nested reductions are proven beyond the unrolling bound), float folds keep their order unless the combiner has fastmath<reassoc>, a dot product with commuted factors is proven at the sums-of-products stage, and wrong reductions are still caught.
// RUN: split-file %s %t
// RUN: sh -c '%tv-check --timeout=300 %t/src.mlir %t/tgt.mlir; echo rc=$?' | FileCheck %s

// CHECK-LABEL: @interchange_i32: proven{{$}}
// CHECK-LABEL: @interchange_f32_reassoc: proven [abstract]{{$}}
// CHECK-LABEL: @interchange_f16: incorrect [ieee]
// CHECK-NEXT: why: result #0 differs at index []
// CHECK-LABEL: @flatten_i32: proven{{$}}
// CHECK-LABEL: @dot_commuted: proven [abstract]{{$}}
// CHECK-LABEL: @drop_row_i32: incorrect
// CHECK-NEXT: why: result #0 differs at index []
// CHECK-LABEL: @reassoc_drop_row: inconclusive [ieee] (the counterexample reduces with addf as a function of the multiset of its elements)
// CHECK: rc=1

//--- src.mlir
#a = affine_map<(d0, d1) -> (d0, d1)>
#t = affine_map<(d0, d1) -> (d1, d0)>
#s = affine_map<(d0, d1) -> ()>
#ik = affine_map<(d0, d1, d2) -> (d0, d2)>
#kj = affine_map<(d0, d1, d2) -> (d2, d1)>
#ijk = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#ij = affine_map<(d0, d1, d2) -> (d0, d1)>

// 72 elements (beyond unrolling), summed row by row in the source and column by column in the target.
func.func @interchange_i32(%a: tensor<8x9xi32>, %init: tensor<i32>) -> tensor<i32> {
  %r = linalg.generic {indexing_maps = [#a, #s], iterator_types = ["reduction", "reduction"]}
      ins(%a : tensor<8x9xi32>) outs(%init : tensor<i32>) {
  ^bb0(%x: i32, %acc: i32):
    %y = arith.addi %x, %acc : i32
    linalg.yield %y : i32
  } -> tensor<i32>
  return %r : tensor<i32>
}

// The same in f32 with fastmath<reassoc>: the order is free.
func.func @interchange_f32_reassoc(%a: tensor<8x9xf32>, %init: tensor<f32>) -> tensor<f32> {
  %r = linalg.generic {indexing_maps = [#a, #s], iterator_types = ["reduction", "reduction"]}
      ins(%a : tensor<8x9xf32>) outs(%init : tensor<f32>) {
  ^bb0(%x: f32, %acc: f32):
    %y = arith.addf %x, %acc fastmath<reassoc> : f32
    linalg.yield %y : f32
  } -> tensor<f32>
  return %r : tensor<f32>
}

// Without reassoc the order matters: IEEE sums of six halves in two orders differ (f16: exact IEEE is fast).
func.func @interchange_f16(%a: tensor<2x3xf16>, %init: tensor<f16>) -> tensor<f16> {
  %r = linalg.generic {indexing_maps = [#a, #s], iterator_types = ["reduction", "reduction"]}
      ins(%a : tensor<2x3xf16>) outs(%init : tensor<f16>) {
  ^bb0(%x: f16, %acc: f16):
    %y = arith.addf %x, %acc : f16
    linalg.yield %y : f16
  } -> tensor<f16>
  return %r : tensor<f16>
}

// Row sums then their sum (from a 0 fill, the identity) against one reduction over both dimensions.
func.func @flatten_i32(%a: tensor<9x9xi32>, %init: tensor<i32>) -> tensor<i32> {
  %z = arith.constant 0 : i32
  %e = tensor.empty() : tensor<9xi32>
  %f = linalg.fill ins(%z : i32) outs(%e : tensor<9xi32>) -> tensor<9xi32>
  %rows = linalg.reduce ins(%a : tensor<9x9xi32>) outs(%f : tensor<9xi32>) dimensions = [1]
    (%x: i32, %acc: i32) {
      %y = arith.addi %x, %acc : i32
      linalg.yield %y : i32
    }
  %r = linalg.reduce ins(%rows : tensor<9xi32>) outs(%init : tensor<i32>) dimensions = [0]
    (%x: i32, %acc: i32) {
      %y = arith.addi %x, %acc : i32
      linalg.yield %y : i32
    }
  return %r : tensor<i32>
}

// linalg.matmul against a generic multiplying b * a: different dot products at the first
// stage (the dot function is not known to commute), the same sums at the second, where the
// abstract mulf commutes.
func.func @dot_commuted(%a: tensor<2x4xf32>, %b: tensor<4x2xf32>, %c: tensor<2x2xf32>) -> tensor<2x2xf32> {
  %r = linalg.matmul ins(%a, %b : tensor<2x4xf32>, tensor<4x2xf32>) outs(%c : tensor<2x2xf32>) -> tensor<2x2xf32>
  return %r : tensor<2x2xf32>
}

// A wrong reduction: the target sums the first row only.
func.func @drop_row_i32(%a: tensor<2x3xi32>, %init: tensor<i32>) -> tensor<i32> {
  %r = linalg.reduce ins(%a : tensor<2x3xi32>) outs(%init : tensor<i32>) dimensions = [0, 1]
    (%x: i32, %acc: i32) {
      %y = arith.addi %x, %acc : i32
      linalg.yield %y : i32
    }
  return %r : tensor<i32>
}

// The same with reassoc floats: an unknown function of different multisets, so not a bug we can show.
func.func @reassoc_drop_row(%a: tensor<2x3xf32>, %init: tensor<f32>) -> tensor<f32> {
  %r = linalg.reduce ins(%a : tensor<2x3xf32>) outs(%init : tensor<f32>) dimensions = [0, 1]
    (%x: f32, %acc: f32) {
      %y = arith.addf %x, %acc fastmath<reassoc> : f32
      linalg.yield %y : f32
    }
  return %r : tensor<f32>
}

//--- tgt.mlir
#a = affine_map<(d0, d1) -> (d0, d1)>
#t = affine_map<(d0, d1) -> (d1, d0)>
#s = affine_map<(d0, d1) -> ()>
#ik = affine_map<(d0, d1, d2) -> (d0, d2)>
#kj = affine_map<(d0, d1, d2) -> (d2, d1)>
#ijk = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#ij = affine_map<(d0, d1, d2) -> (d0, d1)>

func.func @interchange_i32(%a: tensor<8x9xi32>, %init: tensor<i32>) -> tensor<i32> {
  %r = linalg.generic {indexing_maps = [#t, #s], iterator_types = ["reduction", "reduction"]}
      ins(%a : tensor<8x9xi32>) outs(%init : tensor<i32>) {
  ^bb0(%x: i32, %acc: i32):
    %y = arith.addi %acc, %x : i32
    linalg.yield %y : i32
  } -> tensor<i32>
  return %r : tensor<i32>
}

func.func @interchange_f32_reassoc(%a: tensor<8x9xf32>, %init: tensor<f32>) -> tensor<f32> {
  %r = linalg.generic {indexing_maps = [#t, #s], iterator_types = ["reduction", "reduction"]}
      ins(%a : tensor<8x9xf32>) outs(%init : tensor<f32>) {
  ^bb0(%x: f32, %acc: f32):
    %y = arith.addf %x, %acc fastmath<reassoc> : f32
    linalg.yield %y : f32
  } -> tensor<f32>
  return %r : tensor<f32>
}

func.func @interchange_f16(%a: tensor<2x3xf16>, %init: tensor<f16>) -> tensor<f16> {
  %r = linalg.generic {indexing_maps = [#t, #s], iterator_types = ["reduction", "reduction"]}
      ins(%a : tensor<2x3xf16>) outs(%init : tensor<f16>) {
  ^bb0(%x: f16, %acc: f16):
    %y = arith.addf %x, %acc : f16
    linalg.yield %y : f16
  } -> tensor<f16>
  return %r : tensor<f16>
}

func.func @flatten_i32(%a: tensor<9x9xi32>, %init: tensor<i32>) -> tensor<i32> {
  %r = linalg.reduce ins(%a : tensor<9x9xi32>) outs(%init : tensor<i32>) dimensions = [0, 1]
    (%x: i32, %acc: i32) {
      %y = arith.addi %x, %acc : i32
      linalg.yield %y : i32
    }
  return %r : tensor<i32>
}

func.func @dot_commuted(%a: tensor<2x4xf32>, %b: tensor<4x2xf32>, %c: tensor<2x2xf32>) -> tensor<2x2xf32> {
  %r = linalg.generic {indexing_maps = [#ik, #kj, #ij], iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : tensor<2x4xf32>, tensor<4x2xf32>) outs(%c : tensor<2x2xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %m = arith.mulf %y, %x : f32
    %s = arith.addf %o, %m : f32
    linalg.yield %s : f32
  } -> tensor<2x2xf32>
  return %r : tensor<2x2xf32>
}

func.func @drop_row_i32(%a: tensor<2x3xi32>, %init: tensor<i32>) -> tensor<i32> {
  %row = tensor.extract_slice %a[0, 0] [1, 3] [1, 1] : tensor<2x3xi32> to tensor<1x3xi32>
  %r = linalg.reduce ins(%row : tensor<1x3xi32>) outs(%init : tensor<i32>) dimensions = [0, 1]
    (%x: i32, %acc: i32) {
      %y = arith.addi %x, %acc : i32
      linalg.yield %y : i32
    }
  return %r : tensor<i32>
}

func.func @reassoc_drop_row(%a: tensor<2x3xf32>, %init: tensor<f32>) -> tensor<f32> {
  %row = tensor.extract_slice %a[0, 0] [1, 3] [1, 1] : tensor<2x3xf32> to tensor<1x3xf32>
  %r = linalg.reduce ins(%row : tensor<1x3xf32>) outs(%init : tensor<f32>) dimensions = [0, 1]
    (%x: f32, %acc: f32) {
      %y = arith.addf %x, %acc fastmath<reassoc> : f32
      linalg.yield %y : f32
    }
  return %r : tensor<f32>
}
