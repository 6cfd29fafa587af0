// --assume=zero-sum (--tv-assume=zero-sum in the plugin; issue 19 item 5): a float sum (a
// reduction whose combiner is arith.addf) whose start is the constant +0.0 starts from
// -0.0, the identity of IEEE addition, instead. The two differ only for a sum whose
// elements are all -0.0 (+0.0 + -0.0 = +0.0), so a rewrite that drops the +0.0 start, or
// starts from -0.0, is proven under the assumption, and the verdict says it assumed so.
// Off by default: the same pairs are incorrect (all elements -0.0).
// RUN: split-file %s %t
// RUN: not %tv-check --timeout=120 %t/src.mlir %t/tgt.mlir | FileCheck %s --check-prefix=EXACT
// RUN: not %tv-check --timeout=120 --assume=zero-sum %t/src.mlir %t/tgt.mlir | FileCheck %s --check-prefix=ZS
// The assumptions combine (comma-separated or repeated): @reorder both reorders its sum
// and changes its start.
// RUN: %tv-check --timeout=120 --assume=associative,zero-sum --func=reorder %t/src.mlir %t/tgt.mlir | FileCheck %s --check-prefix=BOTH
// RUN: %tv-check --timeout=120 --assume=zero-sum --assume=associative --func=reorder %t/src.mlir %t/tgt.mlir | FileCheck %s --check-prefix=BOTH
// RUN: sh -c '%tv-check --timeout=30 --assume=zero-sum,commutative %t/src.mlir %t/tgt.mlir; echo rc=$?' 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: sh -c '%tv-check --timeout=30 --assume= %t/src.mlir %t/tgt.mlir; echo rc=$?' 2>&1 | FileCheck %s --check-prefix=EMPTY
// In the plugin: canonicalize folds tosa.reduce_sum over a unit axis to its input (TOSA's
// sum starts from +0.0, so -0.0 becomes +0.0 there): proven under the assumption (the
// report says so), inconclusive without it (semantics.md, TOSA's sign of a zero sum), and
// an unknown name is a warning that assumes nothing.
// RUN: %tv-opt --tv-verify-each --tv-on-failure=warn --tv-timeout=120 --tv-assume=zero-sum --tv-report=%t/report.json --canonicalize %t/plugin.mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=PLUGIN
// RUN: FileCheck %s --check-prefix=REPORT < %t/report.json
// RUN: %tv-opt --tv-verify-each --tv-on-failure=warn --tv-timeout=120 --tv-assume=associative --tv-assume=zero-sum --canonicalize %t/plugin.mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=PLUGIN
// RUN: %tv-opt --tv-verify-each --tv-on-failure=warn --tv-timeout=120 --canonicalize %t/plugin.mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=PEXACT
// RUN: not %tv-opt --tv-verify-each --tv-on-failure=warn --tv-timeout=120 --tv-assume=zero-sum,commutative --canonicalize %t/plugin.mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=PBAD --implicit-check-not=proven

// EXACT-LABEL: @drop_start: incorrect [ieee]
// EXACT-NEXT: why: result #0 differs at index [] (source 0.0, target -0.0)
// EXACT-NEXT: input: %a = [-0.0, -0.0, -0.0, -0.0] : tensor<4xf32>
// EXACT-LABEL: @matmul_start: incorrect [ieee]
// EXACT-LABEL: @parallel_start: incorrect [ieee]
// EXACT-LABEL: @reorder: incorrect [ieee]
// EXACT-LABEL: @argument_start: incorrect [ieee]
// EXACT-LABEL: @not_a_reduction: incorrect [ieee]
// ZS-LABEL: @drop_start: proven [abstract] (assuming -0.0 is the identity of float sums (--assume=zero-sum))
// ZS-LABEL: @matmul_start: proven [abstract] (assuming -0.0 is the identity of float sums (--assume=zero-sum))
// ZS-LABEL: @parallel_start: proven [abstract] (assuming -0.0 is the identity of float sums (--assume=zero-sum))
// The order still matters without --assume=associative.
// ZS-LABEL: @reorder: incorrect [ieee]
// ZS-NEXT: why: result #0 differs {{.*}}; assuming -0.0 is the identity of float sums (--assume=zero-sum)
// A start that is +0.0 only at run time is a value, not the constant: not changed.
// ZS-LABEL: @argument_start: incorrect [ieee]
// ZS-NOT: assuming
// An addf outside a reduction is IEEE addition.
// ZS-LABEL: @not_a_reduction: incorrect [ieee]
// ZS-NOT: assuming
// BOTH: @reorder: proven [abstract] (assuming float addition is associative (--assume=associative); assuming -0.0 is the identity of float sums (--assume=zero-sum))
// BAD: tv-check: unknown assumption (associative, zero-sum): commutative
// BAD: rc=3
// EMPTY: tv-check: --assume needs a name (associative, zero-sum)
// EMPTY: rc=3
// PLUGIN: tv: 1 pass runs, 1 checks: 1 proven
// REPORT: "function":"sum_unit_axis","verdict":"proven",{{.*}}"reason":"assuming -0.0 is the identity of float sums (--tv-assume=zero-sum)"
// PBAD: tv: error: unknown assumption 'commutative' in --tv-assume (known: associative, zero-sum)
// PEXACT: tv: 1 pass runs, 1 checks: 0 proven, 0 incorrect, 1 inconclusive

//--- plugin.mlir
func.func @sum_unit_axis(%x: tensor<1x3xf32>) -> tensor<1x3xf32> {
  %r = tosa.reduce_sum %x {axis = 0 : i32} : (tensor<1x3xf32>) -> tensor<1x3xf32>
  return %r : tensor<1x3xf32>
}

//--- src.mlir
#v = affine_map<(d0) -> (d0)>
#vs = affine_map<(d0) -> ()>
#a = affine_map<(d0, d1) -> (d0, d1)>
#s = affine_map<(d0, d1) -> ()>
func.func @drop_start(%a: tensor<4xf32>) -> tensor<f32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<f32>
  %init = linalg.fill ins(%z : f32) outs(%e : tensor<f32>) -> tensor<f32>
  %r = linalg.generic {indexing_maps = [#v, #vs], iterator_types = ["reduction"]}
      ins(%a : tensor<4xf32>) outs(%init : tensor<f32>) {
  ^bb0(%x: f32, %acc: f32):
    %y = arith.addf %x, %acc : f32
    linalg.yield %y : f32
  } -> tensor<f32>
  return %r : tensor<f32>
}
func.func @matmul_start(%a: tensor<2x3xf32>, %b: tensor<3x2xf32>) -> tensor<2x2xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x2xf32>
  %init = linalg.fill ins(%z : f32) outs(%e : tensor<2x2xf32>) -> tensor<2x2xf32>
  %r = linalg.matmul ins(%a, %b : tensor<2x3xf32>, tensor<3x2xf32>) outs(%init : tensor<2x2xf32>) -> tensor<2x2xf32>
  return %r : tensor<2x2xf32>
}
func.func @parallel_start(%a: memref<4xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %z = arith.constant 0.0 : f32
  %r = scf.parallel (%i) = (%c0) to (%c4) step (%c1) init (%z) -> f32 {
    %x = memref.load %a[%i] : memref<4xf32>
    scf.reduce(%x : f32) {
    ^bb0(%l: f32, %rr: f32):
      %s = arith.addf %l, %rr : f32
      scf.reduce.return %s : f32
    }
  }
  return %r : f32
}
func.func @reorder(%a: tensor<2x3xf16>) -> tensor<f16> {
  %z = arith.constant 0.0 : f16
  %e = tensor.empty() : tensor<f16>
  %init = linalg.fill ins(%z : f16) outs(%e : tensor<f16>) -> tensor<f16>
  %r = linalg.generic {indexing_maps = [#a, #s], iterator_types = ["reduction", "reduction"]}
      ins(%a : tensor<2x3xf16>) outs(%init : tensor<f16>) {
  ^bb0(%x: f16, %acc: f16):
    %y = arith.addf %x, %acc : f16
    linalg.yield %y : f16
  } -> tensor<f16>
  return %r : tensor<f16>
}
func.func @argument_start(%a: tensor<4xf32>, %init: tensor<f32>) -> tensor<f32> {
  %r = linalg.generic {indexing_maps = [#v, #vs], iterator_types = ["reduction"]}
      ins(%a : tensor<4xf32>) outs(%init : tensor<f32>) {
  ^bb0(%x: f32, %acc: f32):
    %y = arith.addf %x, %acc : f32
    linalg.yield %y : f32
  } -> tensor<f32>
  return %r : tensor<f32>
}
func.func @not_a_reduction(%x: f32) -> f32 {
  %z = arith.constant 0.0 : f32
  %y = arith.addf %z, %x : f32
  return %y : f32
}

//--- tgt.mlir
#v = affine_map<(d0) -> (d0)>
#vs = affine_map<(d0) -> ()>
#t = affine_map<(d0, d1) -> (d1, d0)>
#s = affine_map<(d0, d1) -> ()>
// the sum starts from its first element instead of +0.0
func.func @drop_start(%a: tensor<4xf32>) -> tensor<f32> {
  %c0 = arith.constant 0 : index
  %a0 = tensor.extract %a[%c0] : tensor<4xf32>
  %init = tensor.from_elements %a0 : tensor<f32>
  %rest = tensor.extract_slice %a[1] [3] [1] : tensor<4xf32> to tensor<3xf32>
  %r = linalg.generic {indexing_maps = [#v, #vs], iterator_types = ["reduction"]}
      ins(%rest : tensor<3xf32>) outs(%init : tensor<f32>) {
  ^bb0(%x: f32, %acc: f32):
    %y = arith.addf %x, %acc : f32
    linalg.yield %y : f32
  } -> tensor<f32>
  return %r : tensor<f32>
}
// from -0.0
func.func @matmul_start(%a: tensor<2x3xf32>, %b: tensor<3x2xf32>) -> tensor<2x2xf32> {
  %z = arith.constant -0.0 : f32
  %e = tensor.empty() : tensor<2x2xf32>
  %init = linalg.fill ins(%z : f32) outs(%e : tensor<2x2xf32>) -> tensor<2x2xf32>
  %r = linalg.matmul ins(%a, %b : tensor<2x3xf32>, tensor<3x2xf32>) outs(%init : tensor<2x2xf32>) -> tensor<2x2xf32>
  return %r : tensor<2x2xf32>
}
// the same four additions, without the +0.0 start
func.func @parallel_start(%a: memref<4xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %x0 = memref.load %a[%c0] : memref<4xf32>
  %x1 = memref.load %a[%c1] : memref<4xf32>
  %x2 = memref.load %a[%c2] : memref<4xf32>
  %x3 = memref.load %a[%c3] : memref<4xf32>
  %s1 = arith.addf %x0, %x1 : f32
  %s2 = arith.addf %s1, %x2 : f32
  %s3 = arith.addf %s2, %x3 : f32
  return %s3 : f32
}
// column by column, from -0.0
func.func @reorder(%a: tensor<2x3xf16>) -> tensor<f16> {
  %z = arith.constant -0.0 : f16
  %e = tensor.empty() : tensor<f16>
  %init = linalg.fill ins(%z : f16) outs(%e : tensor<f16>) -> tensor<f16>
  %r = linalg.generic {indexing_maps = [#t, #s], iterator_types = ["reduction", "reduction"]}
      ins(%a : tensor<2x3xf16>) outs(%init : tensor<f16>) {
  ^bb0(%x: f16, %acc: f16):
    %y = arith.addf %x, %acc : f16
    linalg.yield %y : f16
  } -> tensor<f16>
  return %r : tensor<f16>
}
// the argument's start is dropped: wrong when it is +0.0 and every element -0.0
func.func @argument_start(%a: tensor<4xf32>, %init: tensor<f32>) -> tensor<f32> {
  %z = arith.constant -0.0 : f32
  %e = tensor.empty() : tensor<f32>
  %neg = linalg.fill ins(%z : f32) outs(%e : tensor<f32>) -> tensor<f32>
  %r = linalg.generic {indexing_maps = [#v, #vs], iterator_types = ["reduction"]}
      ins(%a : tensor<4xf32>) outs(%neg : tensor<f32>) {
  ^bb0(%x: f32, %acc: f32):
    %y = arith.addf %x, %acc : f32
    linalg.yield %y : f32
  } -> tensor<f32>
  return %r : tensor<f32>
}
func.func @not_a_reduction(%x: f32) -> f32 {
  return %x : f32
}
