// Wrong linalg rewrites through the plugin are caught: tv-test-mutate{kind=swap-indexing-maps} reads A straight and B transposed instead of the reverse; kind=drop-broadcast returns the broadcast's init instead.
// RUN: not %tv-opt --tv-verify-each --tv-timeout=60 -p 'builtin.module(func.func(tv-test-mutate{kind=swap-indexing-maps}))' %s 2>&1 >/dev/null | FileCheck %s --check-prefix=SWAP
// RUN: %tv-opt --tv-verify-each --tv-timeout=60 --tv-on-failure=warn -p 'builtin.module(func.func(tv-test-mutate{kind=drop-broadcast}))' %s 2>&1 >/dev/null | FileCheck %s --check-prefix=DROP

// SWAP: plugin-mutate.mlir:[[@LINE+7]]:10: error: tv: pass 'tv-test-mutate' is incorrect on @add_transposed: result #0
// SWAP: tv: 2 pass runs, 1 checks: 0 proven, 1 incorrect, 0 inconclusive, 0 unsupported, 0 timeouts, 0 errors; 1 unchanged
func.func @add_transposed(%a: tensor<2x2xi8>, %b: tensor<2x2xi8>) -> tensor<2x2xi8> {
  %e = tensor.empty() : tensor<2x2xi8>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%a, %b : tensor<2x2xi8>, tensor<2x2xi8>) outs(%e : tensor<2x2xi8>) {
  ^bb0(%x: i8, %y: i8, %o: i8):
    %s = arith.subi %x, %y : i8
    linalg.yield %s : i8
  } -> tensor<2x2xi8>
  return %r : tensor<2x2xi8>
}

// DROP: plugin-mutate.mlir:[[@LINE+2]]:1: warning: tv: pass 'tv-test-mutate' is incorrect on @bcast
// DROP: tv: 2 pass runs, 1 checks: 0 proven, 1 incorrect, 0 inconclusive, 0 unsupported, 0 timeouts, 0 errors; 1 unchanged
func.func @bcast(%v: tensor<3xf32>, %o: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %b = linalg.broadcast ins(%v : tensor<3xf32>) outs(%o : tensor<2x3xf32>) dimensions = [0]
  return %b : tensor<2x3xf32>
}
