// --assume=associative (--tv-assume=associative in the plugin; issue 19 item 5): reductions
// that add floats (arith.addf combiners) are taken as associative, so summing the same
// elements in another order is proven, and the verdict says it assumed so. Off by default:
// the same pair is then incorrect (IEEE sums in two orders differ). Other combiners, and
// sums that lose or add an element, are not affected.
// RUN: split-file %s %t
// RUN: not %tv-check --timeout=120 %t/src.mlir %t/tgt.mlir | FileCheck %s --check-prefix=EXACT
// RUN: not %tv-check --timeout=120 --assume=associative %t/src.mlir %t/tgt.mlir | FileCheck %s --check-prefix=ASSUME
// In the plugin, a rewrite that reads the summed tensor transposed (the test pass swaps the
// generic's first two indexing maps) is proven under the assumption, and the report says so.
// RUN: %tv-opt --tv-verify-each --tv-on-failure=warn --tv-timeout=120 --tv-assume=associative --tv-report=%t/report.json -p 'builtin.module(func.func(tv-test-mutate{kind=swap-indexing-maps}))' %t/plugin.mlir -o /dev/null 2>&1
// RUN: FileCheck %s --check-prefix=REPORT < %t/report.json
// RUN: not %tv-opt --tv-verify-each --tv-on-failure=warn --tv-timeout=120 --tv-assume=commutative --tv-fp=abstract -p 'builtin.module(func.func(tv-test-mutate{kind=swap-indexing-maps}))' %t/plugin.mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=PBAD
// RUN: not %tv-check --timeout=30 --assume=commutative %t/src.mlir %t/tgt.mlir 2>&1 | FileCheck %s --check-prefix=BAD

// EXACT-LABEL: @interchange_f16: incorrect [ieee]
// EXACT-LABEL: @drop_element: incorrect
// ASSUME-LABEL: @interchange_f16: proven [abstract] (assuming float addition is associative (--assume=associative))
// ASSUME-LABEL: @drop_element: inconclusive
// ASSUME-SAME: assuming float addition is associative (--assume=associative)
// REPORT: "function":"sum_transposed","verdict":"proven",{{.*}}"reason":"assuming float addition is associative (--tv-assume=associative)"
// BAD: unknown assumption (associative, zero-sum): commutative
// PBAD: tv: error: unknown assumption 'commutative' in --tv-assume (known: associative, zero-sum)
// PBAD-NOT: pass runs

//--- plugin.mlir
#a = affine_map<(d0, d1) -> (d0, d1)>
#t = affine_map<(d0, d1) -> (d1, d0)>
#s = affine_map<(d0, d1) -> ()>
func.func @sum_transposed(%a: tensor<3x3xf16>, %init: tensor<f16>) -> tensor<f16> {
  %r = linalg.generic {indexing_maps = [#a, #t, #s], iterator_types = ["reduction", "reduction"]}
      ins(%a, %a : tensor<3x3xf16>, tensor<3x3xf16>) outs(%init : tensor<f16>) {
  ^bb0(%x: f16, %unused: f16, %acc: f16):
    %y = arith.addf %x, %acc : f16
    linalg.yield %y : f16
  } -> tensor<f16>
  return %r : tensor<f16>
}

//--- src.mlir
#a = affine_map<(d0, d1) -> (d0, d1)>
#s = affine_map<(d0, d1) -> ()>
#v = affine_map<(d0) -> (d0)>
#vs = affine_map<(d0) -> ()>
func.func @interchange_f16(%a: tensor<2x3xf16>, %init: tensor<f16>) -> tensor<f16> {
  %r = linalg.generic {indexing_maps = [#a, #s], iterator_types = ["reduction", "reduction"]}
      ins(%a : tensor<2x3xf16>) outs(%init : tensor<f16>) {
  ^bb0(%x: f16, %acc: f16):
    %y = arith.addf %x, %acc : f16
    linalg.yield %y : f16
  } -> tensor<f16>
  return %r : tensor<f16>
}
func.func @drop_element(%a: tensor<4xf16>, %init: tensor<f16>) -> tensor<f16> {
  %r = linalg.generic {indexing_maps = [#v, #vs], iterator_types = ["reduction"]}
      ins(%a : tensor<4xf16>) outs(%init : tensor<f16>) {
  ^bb0(%x: f16, %acc: f16):
    %y = arith.addf %x, %acc : f16
    linalg.yield %y : f16
  } -> tensor<f16>
  return %r : tensor<f16>
}

//--- tgt.mlir
#t = affine_map<(d0, d1) -> (d1, d0)>
#a = affine_map<(d0, d1) -> (d0, d1)>
#s = affine_map<(d0, d1) -> ()>
#v = affine_map<(d0) -> (d0)>
#vs = affine_map<(d0) -> ()>
// column by column: the same six elements in another order
func.func @interchange_f16(%a: tensor<2x3xf16>, %init: tensor<f16>) -> tensor<f16> {
  %r = linalg.generic {indexing_maps = [#t, #s], iterator_types = ["reduction", "reduction"]}
      ins(%a : tensor<2x3xf16>) outs(%init : tensor<f16>) {
  ^bb0(%x: f16, %acc: f16):
    %y = arith.addf %x, %acc : f16
    linalg.yield %y : f16
  } -> tensor<f16>
  return %r : tensor<f16>
}
// the last element is left out
func.func @drop_element(%a: tensor<4xf16>, %init: tensor<f16>) -> tensor<f16> {
  %s = tensor.extract_slice %a[0] [3] [1] : tensor<4xf16> to tensor<3xf16>
  %r = linalg.generic {indexing_maps = [#v, #vs], iterator_types = ["reduction"]}
      ins(%s : tensor<3xf16>) outs(%init : tensor<f16>) {
  ^bb0(%x: f16, %acc: f16):
    %y = arith.addf %x, %acc : f16
    linalg.yield %y : f16
  } -> tensor<f16>
  return %r : tensor<f16>
}
