// Real linalg passes through the plugin on linalg code (named ops, broadcast and elementwise generics, unit dimensions (also unit reduction loops) with dynamic reductions, arith on tensors, duplicate and dead results): every change is proven, with no remark.
// RUN: %tv-opt --tv-verify-each --tv-timeout=60 --tv-verbose --linalg-generalize-named-ops %s 2>&1 >/dev/null | FileCheck %s --check-prefix=GEN --implicit-check-not=error: --implicit-check-not=warning: --implicit-check-not=remark:
// GEN: tv: 1 pass runs, 2 checks: 2 proven, 0 incorrect, 0 inconclusive, 0 unsupported, 0 timeouts, 0 errors; 6 unchanged
// RUN: %tv-opt --tv-verify-each --tv-timeout=60 --tv-verbose --linalg-specialize-generic-ops %s 2>&1 >/dev/null | FileCheck %s --check-prefix=SPEC --implicit-check-not=error: --implicit-check-not=warning: --implicit-check-not=remark:
// SPEC: tv: 1 pass runs, 3 checks: 3 proven, 0 incorrect, 0 inconclusive, 0 unsupported, 0 timeouts, 0 errors; 5 unchanged
// RUN: %tv-opt --tv-verify-each --tv-timeout=60 --tv-verbose --linalg-fuse-elementwise-ops %s 2>&1 >/dev/null | FileCheck %s --check-prefix=FUSE --implicit-check-not=error: --implicit-check-not=warning: --implicit-check-not=remark:
// FUSE: tv: 1 pass runs, 2 checks: 2 proven, 0 incorrect, 0 inconclusive, 0 unsupported, 0 timeouts, 0 errors; 6 unchanged
// RUN: %tv-opt --tv-verify-each --tv-timeout=60 --tv-verbose --linalg-fold-unit-extent-dims %s 2>&1 >/dev/null | FileCheck %s --check-prefix=UNIT --implicit-check-not=error: --implicit-check-not=warning: --implicit-check-not=remark:
// UNIT: tv: 1 pass runs, 3 checks: 3 proven, 0 incorrect, 0 inconclusive, 0 unsupported, 0 timeouts, 0 errors; 5 unchanged
// RUN: %tv-opt --tv-verify-each --tv-timeout=60 --tv-verbose --convert-elementwise-to-linalg %s 2>&1 >/dev/null | FileCheck %s --check-prefix=ELEM --implicit-check-not=error: --implicit-check-not=warning: --implicit-check-not=remark:
// ELEM: tv: 1 pass runs, 1 checks: 1 proven, 0 incorrect, 0 inconclusive, 0 unsupported, 0 timeouts, 0 errors; 7 unchanged
// RUN: %tv-opt --tv-verify-each --tv-timeout=60 --tv-verbose --canonicalize --cse %s 2>&1 >/dev/null | FileCheck %s --check-prefix=CANON --implicit-check-not=error: --implicit-check-not=warning: --implicit-check-not=remark:
// CANON: tv: 2 pass runs, 2 checks: 2 proven, 0 incorrect, 0 inconclusive, 0 unsupported, 0 timeouts, 0 errors; 14 unchanged
// The whole chain: generalize, fuse, fold unit dims, specialize back, clean up. (Not after
// convert-elementwise-to-linalg: MLIR 22's linalg-specialize-generic-ops crashes on the
// generic it makes of a select with a scalar i1 condition, map (d0) -> ().)
// RUN: %tv-opt --tv-verify-each --tv-timeout=60 --tv-verbose -p 'builtin.module(func.func(linalg-generalize-named-ops,linalg-fuse-elementwise-ops,linalg-fold-unit-extent-dims,linalg-specialize-generic-ops,canonicalize,cse))' %s 2>&1 >/dev/null | FileCheck %s --check-prefix=CHAIN --implicit-check-not=error: --implicit-check-not=warning: --implicit-check-not=remark:
// CHAIN: tv: 48 pass runs, 14 checks: 14 proven, 0 incorrect, 0 inconclusive, 0 unsupported, 0 timeouts, 0 errors; 34 unchanged

#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d1)>
func.func @named(%a: tensor<2x3xf32>, %b: tensor<3x4xf32>, %bias: tensor<2x4xf32>) -> tensor<4x2xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x4xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<2x4xf32>) -> tensor<2x4xf32>
  %m = linalg.matmul ins(%a, %b : tensor<2x3xf32>, tensor<3x4xf32>) outs(%f : tensor<2x4xf32>) -> tensor<2x4xf32>
  %s = linalg.add ins(%m, %bias : tensor<2x4xf32>, tensor<2x4xf32>) outs(%e : tensor<2x4xf32>) -> tensor<2x4xf32>
  %et = tensor.empty() : tensor<4x2xf32>
  %t = linalg.transpose ins(%s : tensor<2x4xf32>) outs(%et : tensor<4x2xf32>) permutation = [1, 0]
  return %t : tensor<4x2xf32>
}
func.func @generics(%a: tensor<4x8xf32>, %v: tensor<8xf32>) -> tensor<4x8xf32> {
  %e = tensor.empty() : tensor<4x8xf32>
  %m = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]}
      ins(%a, %v : tensor<4x8xf32>, tensor<8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %p = arith.mulf %x, %y : f32
    linalg.yield %p : f32
  } -> tensor<4x8xf32>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%m : tensor<4x8xf32>) outs(%e : tensor<4x8xf32>) {
  ^bb0(%x: f32, %o: f32):
    %ex = math.exp %x : f32
    linalg.yield %ex : f32
  } -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}
func.func @unit_dims(%a: tensor<1x4x1xf32>, %b: tensor<1x4x1xf32>) -> tensor<1x4x1xf32> {
  %e = tensor.empty() : tensor<1x4x1xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%a, %b : tensor<1x4x1xf32>, tensor<1x4x1xf32>) outs(%e : tensor<1x4x1xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.subf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<1x4x1xf32>
  return %r : tensor<1x4x1xf32>
}
func.func @unit_reduction(%a: tensor<1x?xi32>, %init: tensor<1xi32>) -> tensor<1xi32> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]}
      ins(%a : tensor<1x?xi32>) outs(%init : tensor<1xi32>) {
  ^bb0(%x: i32, %acc: i32):
    %s = arith.addi %x, %acc : i32
    linalg.yield %s : i32
  } -> tensor<1xi32>
  return %r : tensor<1xi32>
}
func.func @twice(%a: tensor<4xi32>, %b: tensor<4xi32>) -> (tensor<4xi32>, tensor<4xi32>) {
  %e = tensor.empty() : tensor<4xi32>
  %r = linalg.add ins(%a, %b : tensor<4xi32>, tensor<4xi32>) outs(%e : tensor<4xi32>) -> tensor<4xi32>
  %e2 = tensor.empty() : tensor<4xi32>
  %r2 = linalg.add ins(%a, %b : tensor<4xi32>, tensor<4xi32>) outs(%e2 : tensor<4xi32>) -> tensor<4xi32>
  return %r, %r2 : tensor<4xi32>, tensor<4xi32>
}
func.func @arith_tensor(%a: tensor<?xf32>, %b: tensor<?xf32>, %c: i1) -> tensor<?xf32> {
  %s = arith.addf %a, %b : tensor<?xf32>
  %m = arith.maximumf %s, %a : tensor<?xf32>
  %t = arith.select %c, %m, %b : tensor<?xf32>
  return %t : tensor<?xf32>
}
func.func @cleanup(%a: tensor<4xi32>) -> tensor<4xi32> {
  %e = tensor.empty() : tensor<4xi32>
  %r:2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%a, %a : tensor<4xi32>, tensor<4xi32>) outs(%e, %e : tensor<4xi32>, tensor<4xi32>) {
  ^bb0(%x: i32, %y: i32, %o: i32, %o2: i32):
    %s = arith.addi %x, %y : i32
    linalg.yield %s, %x : i32, i32
  } -> (tensor<4xi32>, tensor<4xi32>)
  %c = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%r#0 : tensor<4xi32>) outs(%e : tensor<4xi32>) {
  ^bb0(%x: i32, %o: i32):
    linalg.yield %x : i32
  } -> tensor<4xi32>
  return %c : tensor<4xi32>
}
func.func @unit_red_generic(%a: tensor<1x?xf32>, %init: tensor<f32>) -> tensor<f32> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> ()>], iterator_types = ["reduction", "reduction"]}
      ins(%a : tensor<1x?xf32>) outs(%init : tensor<f32>) {
  ^bb0(%x: f32, %acc: f32):
    %s = arith.addf %x, %acc : f32
    linalg.yield %s : f32
  } -> tensor<f32>
  return %r : tensor<f32>
}
