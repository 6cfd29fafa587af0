// canonicalize and cse on tensor code through the plugin: folds of extract/insert, cast/dim, collapse/expand, pad by zero, single-input concat, from_elements and a CSE'd slice are all proven.
// RUN: %tv-opt --tv-verify-each --tv-timeout=60 --tv-verbose --canonicalize --cse %s 2>%t.err | FileCheck %s --check-prefix=IR
// RUN: FileCheck %s --input-file=%t.err --implicit-check-not=error: --implicit-check-not=warning: --implicit-check-not=remark:
// CHECK: tv: 2 pass runs, 7 checks: 7 proven, 0 incorrect, 0 inconclusive, 0 unsupported, 0 timeouts, 0 errors; 7 unchanged

// IR-LABEL: func.func @extract_of_insert
// IR-NEXT: return %arg1 : i32
// IR-LABEL: func.func @cast_fold
// IR-NEXT: arith.constant 4 : index
// IR-LABEL: func.func @collapse_expand
// IR-NEXT: return %arg0
// IR-LABEL: func.func @pad_zero
// IR-NEXT: return %arg0
// IR-LABEL: func.func @concat_one
// IR-NEXT: return %arg0
// IR-LABEL: func.func @cse_slices
// IR-COUNT-1: tensor.extract_slice
// IR-NOT: tensor.extract_slice
// IR-LABEL: func.func @from_elements_fold
// IR-NEXT: arith.constant 2 : i32

func.func @extract_of_insert(%t: tensor<8xi32>, %x: i32) -> i32 {
  %c2 = arith.constant 2 : index
  %u = tensor.insert %x into %t[%c2] : tensor<8xi32>
  %e = tensor.extract %u[%c2] : tensor<8xi32>
  return %e : i32
}
func.func @cast_fold(%t: tensor<4xi32>) -> index {
  %c = tensor.cast %t : tensor<4xi32> to tensor<?xi32>
  %c0 = arith.constant 0 : index
  %d = tensor.dim %c, %c0 : tensor<?xi32>
  return %d : index
}
func.func @collapse_expand(%t: tensor<2x3xi32>) -> tensor<2x3xi32> {
  %c = tensor.collapse_shape %t [[0, 1]] : tensor<2x3xi32> into tensor<6xi32>
  %e = tensor.expand_shape %c [[0, 1]] output_shape [2, 3] : tensor<6xi32> into tensor<2x3xi32>
  return %e : tensor<2x3xi32>
}
func.func @pad_zero(%t: tensor<?xi32>, %x: i32) -> tensor<?xi32> {
  %c0 = arith.constant 0 : index
  %p = tensor.pad %t low[%c0] high[%c0] {
  ^bb0(%i: index):
    tensor.yield %x : i32
  } : tensor<?xi32> to tensor<?xi32>
  return %p : tensor<?xi32>
}
func.func @concat_one(%t: tensor<?x4xi32>) -> tensor<?x4xi32> {
  %c = tensor.concat dim(0) %t : (tensor<?x4xi32>) -> tensor<?x4xi32>
  return %c : tensor<?x4xi32>
}
func.func @cse_slices(%t: tensor<8xi32>, %o: index) -> tensor<2xi32> {
  %a = tensor.extract_slice %t[%o][2][1] : tensor<8xi32> to tensor<2xi32>
  %b = tensor.extract_slice %t[%o][2][1] : tensor<8xi32> to tensor<2xi32>
  %r = arith.addi %a, %b : tensor<2xi32>
  return %r : tensor<2xi32>
}
func.func @from_elements_fold() -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %t = tensor.from_elements %c1, %c2 : tensor<2xi32>
  %i = arith.constant 1 : index
  %e = tensor.extract %t[%i] : tensor<2xi32>
  return %e : i32
}
