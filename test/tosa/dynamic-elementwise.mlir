// Elementwise TOSA on dynamic shapes (issue 19 item 1): operands commuted, tosa-to-linalg's
// broadcasting lowering (an scf.if per operand and dimension choosing a broadcast copy) and
// tosa.reverse, proven in about a second each. Tensor results are compared at one symbolic
// index per dimension, UB inside a lambda is asked for some multi-index, reads of an scf.if's
// result go into each branch in its own shape, and a broadcast's "0 where the size is 1"
// splits a read into cases (docs/design.md, "Tensors"); before, each element index was a
// row-major index divided by symbolic sizes and every check here timed out.
// @mul_bcast_r4 (peer pair bcast-mul-r4-i32): the source splits its read of %b on "size 1 is
// 1" while the lowering reads %b by the identity map; the result comparison takes the
// coordinate 0 in a case "size is 1" per dynamic dimension (vc.c unit_cases), so both reads
// are one term there: a timeout before, 0.1 s now.
// RUN: split-file %s %t
// RUN: not %tv-check --timeout=120 %t/src.mlir %t/tgt.mlir | FileCheck %s
// RUN: %tv-opt --tv-verify-each --tv-timeout=120 -p 'builtin.module(func.func(tosa-to-linalg))' %t/plugin.mlir 2>&1 >/dev/null | FileCheck %s --check-prefix=PLUGIN

// CHECK-LABEL: @add_commute: proven [abstract] (for dynamic dimensions up to 64, --tv-max-dim)
// CHECK-LABEL: @mul_commute: proven (for dynamic dimensions up to 64
// CHECK-LABEL: @sub_commuted: incorrect
// CHECK-NEXT: why: result #0 differs at index
// CHECK-LABEL: @max_bcast_commute: proven [abstract]
// CHECK-LABEL: @reverse_twice: proven
// CHECK-LABEL: @reverse_axis: incorrect
// CHECK-LABEL: @add_bcast_wrong_dim: incorrect
// CHECK-NEXT: why: target has undefined behaviour where the source has none
// CHECK-LABEL: @mul_bcast_r4: proven (for dynamic dimensions up to 64
// CHECK-LABEL: @mul_bcast_r4_row0: incorrect
// CHECK-NEXT: why: result #0 {{differs|is poison in the target}}

// PLUGIN: tv: 7 pass runs, 7 checks: 7 proven, 0 incorrect, 0 inconclusive, 0 unsupported, 0 timeouts, 0 errors

//--- src.mlir
func.func @add_commute(%a: tensor<?x?x?xf32>, %b: tensor<?x?x?xf32>) -> tensor<?x?x?xf32> {
  %0 = tosa.add %a, %b : (tensor<?x?x?xf32>, tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
  return %0 : tensor<?x?x?xf32>
}
func.func @mul_commute(%a: tensor<?x?x?xi32>, %b: tensor<?x?x?xi32>) -> tensor<?x?x?xi32> {
  %s = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.mul %a, %b, %s : (tensor<?x?x?xi32>, tensor<?x?x?xi32>, tensor<1xi8>) -> tensor<?x?x?xi32>
  return %0 : tensor<?x?x?xi32>
}
func.func @sub_commuted(%a: tensor<?x?x?xi32>, %b: tensor<?x?x?xi32>) -> tensor<?x?x?xi32> {
  %0 = tosa.sub %a, %b : (tensor<?x?x?xi32>, tensor<?x?x?xi32>) -> tensor<?x?x?xi32>
  return %0 : tensor<?x?x?xi32>
}
func.func @max_bcast_commute(%a: tensor<?x1x?x?xf32>, %b: tensor<?x?x?x1xf32>) -> tensor<?x?x?x?xf32> {
  %0 = tosa.maximum %a, %b : (tensor<?x1x?x?xf32>, tensor<?x?x?x1xf32>) -> tensor<?x?x?x?xf32>
  return %0 : tensor<?x?x?x?xf32>
}
func.func @reverse_twice(%a: tensor<?x?x?xi32>) -> tensor<?x?x?xi32> {
  %0 = tosa.reverse %a {axis = 1 : i32} : (tensor<?x?x?xi32>) -> tensor<?x?x?xi32>
  %1 = tosa.reverse %0 {axis = 1 : i32} : (tensor<?x?x?xi32>) -> tensor<?x?x?xi32>
  return %1 : tensor<?x?x?xi32>
}
func.func @reverse_axis(%a: tensor<?x?x?xi32>) -> tensor<?x?x?xi32> {
  %0 = tosa.reverse %a {axis = 1 : i32} : (tensor<?x?x?xi32>) -> tensor<?x?x?xi32>
  return %0 : tensor<?x?x?xi32>
}
func.func @add_bcast_wrong_dim(%a: tensor<?x?x?xi32>, %b: tensor<?x?x?xi32>) -> tensor<?x?x?xi32> {
  %0 = tosa.add %a, %b : (tensor<?x?x?xi32>, tensor<?x?x?xi32>) -> tensor<?x?x?xi32>
  return %0 : tensor<?x?x?xi32>
}

func.func @mul_bcast_r4(%a: tensor<?x1x4x1xi32>, %b: tensor<2x?x4x3xi32>) -> tensor<2x?x4x3xi32> {
  %s = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %r = tosa.mul %a, %b, %s : (tensor<?x1x4x1xi32>, tensor<2x?x4x3xi32>, tensor<1xi8>) -> tensor<2x?x4x3xi32>
  return %r : tensor<2x?x4x3xi32>
}
func.func @mul_bcast_r4_row0(%a: tensor<?x1x4x1xi32>, %b: tensor<2x?x4x3xi32>) -> tensor<2x?x4x3xi32> {
  %s = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %r = tosa.mul %a, %b, %s : (tensor<?x1x4x1xi32>, tensor<2x?x4x3xi32>, tensor<1xi8>) -> tensor<2x?x4x3xi32>
  return %r : tensor<2x?x4x3xi32>
}

//--- tgt.mlir
// tosa-to-linalg's lowering of @add_bcast_wrong_dim with %b's size-1 dimension 0 broadcast as if
// it were dimension 1 (map (d0, 0, d2) instead of (0, d1, d2)): reads past %b's end.
#map = affine_map<(d0, d1, d2) -> (0, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map2 = affine_map<(d0, d1, d2) -> (d0, 0, d2)>
#map3 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
func.func @add_commute(%a: tensor<?x?x?xf32>, %b: tensor<?x?x?xf32>) -> tensor<?x?x?xf32> {
  %0 = tosa.add %b, %a : (tensor<?x?x?xf32>, tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
  return %0 : tensor<?x?x?xf32>
}
func.func @mul_commute(%a: tensor<?x?x?xi32>, %b: tensor<?x?x?xi32>) -> tensor<?x?x?xi32> {
  %s = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.mul %b, %a, %s : (tensor<?x?x?xi32>, tensor<?x?x?xi32>, tensor<1xi8>) -> tensor<?x?x?xi32>
  return %0 : tensor<?x?x?xi32>
}
func.func @sub_commuted(%a: tensor<?x?x?xi32>, %b: tensor<?x?x?xi32>) -> tensor<?x?x?xi32> {
  %0 = tosa.sub %b, %a : (tensor<?x?x?xi32>, tensor<?x?x?xi32>) -> tensor<?x?x?xi32>
  return %0 : tensor<?x?x?xi32>
}
func.func @max_bcast_commute(%a: tensor<?x1x?x?xf32>, %b: tensor<?x?x?x1xf32>) -> tensor<?x?x?x?xf32> {
  %0 = tosa.maximum %b, %a : (tensor<?x?x?x1xf32>, tensor<?x1x?x?xf32>) -> tensor<?x?x?x?xf32>
  return %0 : tensor<?x?x?x?xf32>
}
func.func @reverse_twice(%a: tensor<?x?x?xi32>) -> tensor<?x?x?xi32> {
  return %a : tensor<?x?x?xi32>
}
func.func @reverse_axis(%a: tensor<?x?x?xi32>) -> tensor<?x?x?xi32> {
  %0 = tosa.reverse %a {axis = 2 : i32} : (tensor<?x?x?xi32>) -> tensor<?x?x?xi32>
  return %0 : tensor<?x?x?xi32>
}
  func.func @add_bcast_wrong_dim(%arg0: tensor<?x?x?xi32>, %arg1: tensor<?x?x?xi32>) -> tensor<?x?x?xi32> {
    %c0 = arith.constant 0 : index
    %dim = tensor.dim %arg0, %c0 : tensor<?x?x?xi32>
    %dim_0 = tensor.dim %arg1, %c0 : tensor<?x?x?xi32>
    %0 = arith.maxui %dim, %dim_0 : index
    %c1 = arith.constant 1 : index
    %dim_1 = tensor.dim %arg0, %c1 : tensor<?x?x?xi32>
    %dim_2 = tensor.dim %arg1, %c1 : tensor<?x?x?xi32>
    %1 = arith.maxui %dim_1, %dim_2 : index
    %c2 = arith.constant 2 : index
    %dim_3 = tensor.dim %arg0, %c2 : tensor<?x?x?xi32>
    %dim_4 = tensor.dim %arg1, %c2 : tensor<?x?x?xi32>
    %2 = arith.maxui %dim_3, %dim_4 : index
    %dim_5 = tensor.dim %arg0, %c0 : tensor<?x?x?xi32>
    %3 = arith.cmpi eq, %dim_5, %c1 : index
    %4 = scf.if %3 -> (tensor<?x?x?xi32>) {
      %c1_11 = arith.constant 1 : index
      %dim_12 = tensor.dim %arg0, %c1_11 : tensor<?x?x?xi32>
      %c2_13 = arith.constant 2 : index
      %dim_14 = tensor.dim %arg0, %c2_13 : tensor<?x?x?xi32>
      %17 = tensor.empty(%0, %dim_12, %dim_14) : tensor<?x?x?xi32>
      %18 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<?x?x?xi32>) outs(%17 : tensor<?x?x?xi32>) {
      ^bb0(%in: i32, %out: i32):
        linalg.yield %in : i32
      } -> tensor<?x?x?xi32>
      scf.yield %18 : tensor<?x?x?xi32>
    } else {
      scf.yield %arg0 : tensor<?x?x?xi32>
    }
    %dim_6 = tensor.dim %4, %c1 : tensor<?x?x?xi32>
    %5 = arith.cmpi eq, %dim_6, %c1 : index
    %6 = scf.if %5 -> (tensor<?x?x?xi32>) {
      %c0_11 = arith.constant 0 : index
      %dim_12 = tensor.dim %4, %c0_11 : tensor<?x?x?xi32>
      %c2_13 = arith.constant 2 : index
      %dim_14 = tensor.dim %4, %c2_13 : tensor<?x?x?xi32>
      %17 = tensor.empty(%dim_12, %1, %dim_14) : tensor<?x?x?xi32>
      %18 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%4 : tensor<?x?x?xi32>) outs(%17 : tensor<?x?x?xi32>) {
      ^bb0(%in: i32, %out: i32):
        linalg.yield %in : i32
      } -> tensor<?x?x?xi32>
      scf.yield %18 : tensor<?x?x?xi32>
    } else {
      scf.yield %4 : tensor<?x?x?xi32>
    }
    %dim_7 = tensor.dim %6, %c2 : tensor<?x?x?xi32>
    %7 = arith.cmpi eq, %dim_7, %c1 : index
    %8 = scf.if %7 -> (tensor<?x?x?xi32>) {
      %c0_11 = arith.constant 0 : index
      %dim_12 = tensor.dim %6, %c0_11 : tensor<?x?x?xi32>
      %c1_13 = arith.constant 1 : index
      %dim_14 = tensor.dim %6, %c1_13 : tensor<?x?x?xi32>
      %17 = tensor.empty(%dim_12, %dim_14, %2) : tensor<?x?x?xi32>
      %18 = linalg.generic {indexing_maps = [#map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6 : tensor<?x?x?xi32>) outs(%17 : tensor<?x?x?xi32>) {
      ^bb0(%in: i32, %out: i32):
        linalg.yield %in : i32
      } -> tensor<?x?x?xi32>
      scf.yield %18 : tensor<?x?x?xi32>
    } else {
      scf.yield %6 : tensor<?x?x?xi32>
    }
    %dim_8 = tensor.dim %arg1, %c0 : tensor<?x?x?xi32>
    %9 = arith.cmpi eq, %dim_8, %c1 : index
    %10 = scf.if %9 -> (tensor<?x?x?xi32>) {
      %c1_11 = arith.constant 1 : index
      %dim_12 = tensor.dim %arg1, %c1_11 : tensor<?x?x?xi32>
      %c2_13 = arith.constant 2 : index
      %dim_14 = tensor.dim %arg1, %c2_13 : tensor<?x?x?xi32>
      %17 = tensor.empty(%0, %dim_12, %dim_14) : tensor<?x?x?xi32>
      %18 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg1 : tensor<?x?x?xi32>) outs(%17 : tensor<?x?x?xi32>) {
      ^bb0(%in: i32, %out: i32):
        linalg.yield %in : i32
      } -> tensor<?x?x?xi32>
      scf.yield %18 : tensor<?x?x?xi32>
    } else {
      scf.yield %arg1 : tensor<?x?x?xi32>
    }
    %dim_9 = tensor.dim %10, %c1 : tensor<?x?x?xi32>
    %11 = arith.cmpi eq, %dim_9, %c1 : index
    %12 = scf.if %11 -> (tensor<?x?x?xi32>) {
      %c0_11 = arith.constant 0 : index
      %dim_12 = tensor.dim %10, %c0_11 : tensor<?x?x?xi32>
      %c2_13 = arith.constant 2 : index
      %dim_14 = tensor.dim %10, %c2_13 : tensor<?x?x?xi32>
      %17 = tensor.empty(%dim_12, %1, %dim_14) : tensor<?x?x?xi32>
      %18 = linalg.generic {indexing_maps = [#map2, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%10 : tensor<?x?x?xi32>) outs(%17 : tensor<?x?x?xi32>) {
      ^bb0(%in: i32, %out: i32):
        linalg.yield %in : i32
      } -> tensor<?x?x?xi32>
      scf.yield %18 : tensor<?x?x?xi32>
    } else {
      scf.yield %10 : tensor<?x?x?xi32>
    }
    %dim_10 = tensor.dim %12, %c2 : tensor<?x?x?xi32>
    %13 = arith.cmpi eq, %dim_10, %c1 : index
    %14 = scf.if %13 -> (tensor<?x?x?xi32>) {
      %c0_11 = arith.constant 0 : index
      %dim_12 = tensor.dim %12, %c0_11 : tensor<?x?x?xi32>
      %c1_13 = arith.constant 1 : index
      %dim_14 = tensor.dim %12, %c1_13 : tensor<?x?x?xi32>
      %17 = tensor.empty(%dim_12, %dim_14, %2) : tensor<?x?x?xi32>
      %18 = linalg.generic {indexing_maps = [#map3, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%12 : tensor<?x?x?xi32>) outs(%17 : tensor<?x?x?xi32>) {
      ^bb0(%in: i32, %out: i32):
        linalg.yield %in : i32
      } -> tensor<?x?x?xi32>
      scf.yield %18 : tensor<?x?x?xi32>
    } else {
      scf.yield %12 : tensor<?x?x?xi32>
    }
    %15 = tensor.empty(%0, %1, %2) : tensor<?x?x?xi32>
    %16 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%8, %14 : tensor<?x?x?xi32>, tensor<?x?x?xi32>) outs(%15 : tensor<?x?x?xi32>) {
    ^bb0(%in: i32, %in_11: i32, %out: i32):
      %17 = arith.addi %in, %in_11 : i32
      linalg.yield %17 : i32
    } -> tensor<?x?x?xi32>
    return %16 : tensor<?x?x?xi32>
  }
func.func @mul_bcast_r4(%arg0: tensor<?x1x4x1xi32>, %arg1: tensor<2x?x4x3xi32>) -> tensor<2x?x4x3xi32> {
  %c1 = arith.constant 1 : index
  %dim = tensor.dim %arg1, %c1 : tensor<2x?x4x3xi32>
  %c0 = arith.constant 0 : index
  %dim_0 = tensor.dim %arg0, %c0 : tensor<?x1x4x1xi32>
  %1 = arith.cmpi eq, %dim_0, %c1 : index
  %2 = scf.if %1 -> (tensor<?x1x4x1xi32>) {
    %5 = tensor.empty() : tensor<2x1x4x1xi32>
    %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0 : tensor<?x1x4x1xi32>) outs(%5 : tensor<2x1x4x1xi32>) {
    ^bb0(%in: i32, %out: i32):
      linalg.yield %in : i32
    } -> tensor<2x1x4x1xi32>
    %cast = tensor.cast %6 : tensor<2x1x4x1xi32> to tensor<?x1x4x1xi32>
    scf.yield %cast : tensor<?x1x4x1xi32>
  } else {
    scf.yield %arg0 : tensor<?x1x4x1xi32>
  }
  %3 = tensor.empty(%dim) : tensor<2x?x4x3xi32>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2, %arg1 : tensor<?x1x4x1xi32>, tensor<2x?x4x3xi32>) outs(%3 : tensor<2x?x4x3xi32>) {
  ^bb0(%in: i32, %in_1: i32, %out: i32):
    %5 = arith.muli %in, %in_1 : i32
    linalg.yield %5 : i32
  } -> tensor<2x?x4x3xi32>
  return %4 : tensor<2x?x4x3xi32>
}
// the broadcast operand always read at row 0 (wrong when its size is 2)
func.func @mul_bcast_r4_row0(%arg0: tensor<?x1x4x1xi32>, %arg1: tensor<2x?x4x3xi32>) -> tensor<2x?x4x3xi32> {
  %c1 = arith.constant 1 : index
  %dim = tensor.dim %arg1, %c1 : tensor<2x?x4x3xi32>
  %c0 = arith.constant 0 : index
  %dim_0 = tensor.dim %arg0, %c0 : tensor<?x1x4x1xi32>
  %1 = arith.cmpi eq, %dim_0, %c1 : index
  %2 = scf.if %1 -> (tensor<?x1x4x1xi32>) {
    %5 = tensor.empty() : tensor<2x1x4x1xi32>
    %6 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg0 : tensor<?x1x4x1xi32>) outs(%5 : tensor<2x1x4x1xi32>) {
    ^bb0(%in: i32, %out: i32):
      linalg.yield %in : i32
    } -> tensor<2x1x4x1xi32>
    %cast = tensor.cast %6 : tensor<2x1x4x1xi32> to tensor<?x1x4x1xi32>
    scf.yield %cast : tensor<?x1x4x1xi32>
  } else {
    scf.yield %arg0 : tensor<?x1x4x1xi32>
  }
  %3 = tensor.empty(%dim) : tensor<2x?x4x3xi32>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (0, 0, d2, 0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%2, %arg1 : tensor<?x1x4x1xi32>, tensor<2x?x4x3xi32>) outs(%3 : tensor<2x?x4x3xi32>) {
  ^bb0(%in: i32, %in_1: i32, %out: i32):
    %5 = arith.muli %in, %in_1 : i32
    linalg.yield %5 : i32
  } -> tensor<2x?x4x3xi32>
  return %4 : tensor<2x?x4x3xi32>
}

//--- plugin.mlir
func.func @add_bcast3(%a: tensor<?x?x?xf32>, %b: tensor<?x?x?xf32>) -> tensor<?x?x?xf32> {
  %0 = tosa.add %a, %b : (tensor<?x?x?xf32>, tensor<?x?x?xf32>) -> tensor<?x?x?xf32>
  return %0 : tensor<?x?x?xf32>
}
func.func @add_bcast3_i32(%a: tensor<?x?x?xi32>, %b: tensor<?x?x?xi32>) -> tensor<?x?x?xi32> {
  %0 = tosa.add %a, %b : (tensor<?x?x?xi32>, tensor<?x?x?xi32>) -> tensor<?x?x?xi32>
  return %0 : tensor<?x?x?xi32>
}
func.func @mul_mixed(%a: tensor<?x1x4xi32>, %b: tensor<?x?x4xi32>) -> tensor<?x?x4xi32> {
  %s = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.mul %a, %b, %s : (tensor<?x1x4xi32>, tensor<?x?x4xi32>, tensor<1xi8>) -> tensor<?x?x4xi32>
  return %0 : tensor<?x?x4xi32>
}
func.func @sub_rank4(%a: tensor<?x?x?x?xf32>, %b: tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32> {
  %0 = tosa.sub %a, %b : (tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32>
  return %0 : tensor<?x?x?x?xf32>
}
func.func @reverse3(%a: tensor<?x?x?xi32>) -> tensor<?x?x?xi32> {
  %0 = tosa.reverse %a {axis = 1 : i32} : (tensor<?x?x?xi32>) -> tensor<?x?x?xi32>
  return %0 : tensor<?x?x?xi32>
}
func.func @max_unary_chain(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = tosa.maximum %a, %b : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
  %1 = tosa.abs %0 : (tensor<?x?xf32>) -> tensor<?x?xf32>
  %cz = "tosa.const"() <{values = dense<0.0> : tensor<1xf32>}> : () -> tensor<1xf32>
  %2 = tosa.negate %1, %cz, %cz : (tensor<?x?xf32>, tensor<1xf32>, tensor<1xf32>) -> tensor<?x?xf32>
  return %2 : tensor<?x?xf32>
}
func.func @mul_bcast_r4(%a: tensor<?x1x4x1xi32>, %b: tensor<2x?x4x3xi32>) -> tensor<2x?x4x3xi32> {
  %s = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %r = tosa.mul %a, %b, %s : (tensor<?x1x4x1xi32>, tensor<2x?x4x3xi32>, tensor<1xi8>) -> tensor<2x?x4x3xi32>
  return %r : tensor<2x?x4x3xi32>
}
