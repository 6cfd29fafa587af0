// Counterexamples of linalg and tensor rewrites are run in the interpreter before they are
// reported (issue 18): the "executed:" line shows what each function computed. A wrong map
// (matmul's B transposed), a float sum in another order (f16), a wrong padding and a slice
// that leaves its bounds are incorrect with the run's values. A fastmath<reassoc> fold's value
// is unknown (a function of its elements' multiset): its counterexample stays inconclusive,
// whatever a run in loop order (one value of those allowed, Interp.chose) would show.
// RUN: split-file %s %t
// RUN: not %tv-check --timeout=300 %t/src.mlir %t/tgt.mlir | FileCheck %s

// CHECK-LABEL: @matmul: incorrect
// CHECK: source: returns [[S:.*]] : tensor<2x2xi8>
// CHECK-NEXT: target: returns [[T:.*]] : tensor<2x2xi8>
// CHECK-NEXT: executed: source returns [[S]] : tensor<2x2xi8>; target returns [[T]] : tensor<2x2xi8>
// CHECK-LABEL: @sum_order: incorrect [ieee]
// CHECK: source: returns [[S:.*]] : tensor<f16>
// CHECK-NEXT: target: returns [[T:.*]] : tensor<f16>
// CHECK-NEXT: executed: source returns [[S]] : tensor<f16>; target returns [[T]] : tensor<f16>
// CHECK-LABEL: @reassoc: inconclusive
// CHECK-SAME: as a function of the multiset of its elements
// CHECK-LABEL: @pad: incorrect
// CHECK: executed: source returns [{{.*}}] : tensor<4xi32>; target returns [{{.*}}] : tensor<4xi32>
// CHECK-LABEL: @slice_ub: incorrect
// CHECK: executed: source returns [{{.*}}] : tensor<2xi32>; target has undefined behaviour: a slice out of bounds in dimension 0 at {{.*}}tgt.mlir:38:8

//--- src.mlir
func.func @matmul(%a: tensor<2x2xi8>, %b: tensor<2x2xi8>, %c: tensor<2x2xi8>) -> tensor<2x2xi8> {
  %r = linalg.matmul ins(%a, %b : tensor<2x2xi8>, tensor<2x2xi8>) outs(%c : tensor<2x2xi8>) -> tensor<2x2xi8>
  return %r : tensor<2x2xi8>
}
func.func @sum_order(%a: tensor<2x2xf16>, %c: tensor<f16>) -> tensor<f16> {
  %r = linalg.reduce ins(%a : tensor<2x2xf16>) outs(%c : tensor<f16>) dimensions = [0, 1]
    (%x: f16, %acc: f16) {
      %s = arith.addf %x, %acc : f16
      linalg.yield %s : f16
    }
  return %r : tensor<f16>
}
func.func @reassoc(%a: tensor<3xf32>, %c: tensor<f32>) -> tensor<f32> {
  %r = linalg.reduce ins(%a : tensor<3xf32>) outs(%c : tensor<f32>) dimensions = [0]
    (%x: f32, %acc: f32) {
      %s = arith.addf %x, %acc fastmath<reassoc> : f32
      linalg.yield %s : f32
    }
  return %r : tensor<f32>
}
func.func @pad(%t: tensor<2xi32>, %x: i32) -> tensor<4xi32> {
  %p = tensor.pad %t low[1] high[1] {
  ^bb0(%i: index):
    tensor.yield %x : i32
  } : tensor<2xi32> to tensor<4xi32>
  return %p : tensor<4xi32>
}
func.func @slice_ub(%t: tensor<4xi32>, %o: index) -> tensor<2xi32> {
  %c2 = arith.constant 2 : index
  %m = arith.minui %o, %c2 : index
  %s = tensor.extract_slice %t[%m] [2] [1] : tensor<4xi32> to tensor<2xi32>
  return %s : tensor<2xi32>
}

//--- tgt.mlir
func.func @matmul(%a: tensor<2x2xi8>, %b: tensor<2x2xi8>, %c: tensor<2x2xi8>) -> tensor<2x2xi8> {
  %r = linalg.generic {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>],
                       iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : tensor<2x2xi8>, tensor<2x2xi8>) outs(%c : tensor<2x2xi8>) {
  ^bb0(%x: i8, %y: i8, %acc: i8):
    %p = arith.muli %x, %y : i8
    %s = arith.addi %acc, %p : i8
    linalg.yield %s : i8
  } -> tensor<2x2xi8>
  return %r : tensor<2x2xi8>
}
func.func @sum_order(%a: tensor<2x2xf16>, %c: tensor<f16>) -> tensor<f16> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> ()>], iterator_types = ["reduction", "reduction"]}
      ins(%a : tensor<2x2xf16>) outs(%c : tensor<f16>) {
  ^bb0(%x: f16, %acc: f16):
    %s = arith.addf %x, %acc : f16
    linalg.yield %s : f16
  } -> tensor<f16>
  return %r : tensor<f16>
}
func.func @reassoc(%a: tensor<3xf32>, %c: tensor<f32>) -> tensor<f32> {
  %e = tensor.extract_slice %a[0] [2] [1] : tensor<3xf32> to tensor<2xf32>
  %r = linalg.reduce ins(%e : tensor<2xf32>) outs(%c : tensor<f32>) dimensions = [0]
    (%x: f32, %acc: f32) {
      %s = arith.addf %x, %acc fastmath<reassoc> : f32
      linalg.yield %s : f32
    }
  return %r : tensor<f32>
}
func.func @pad(%t: tensor<2xi32>, %x: i32) -> tensor<4xi32> {
  %p = tensor.pad %t low[2] high[0] {
  ^bb0(%i: index):
    tensor.yield %x : i32
  } : tensor<2xi32> to tensor<4xi32>
  return %p : tensor<4xi32>
}
func.func @slice_ub(%t: tensor<4xi32>, %o: index) -> tensor<2xi32> {
  %s = tensor.extract_slice %t[%o] [2] [1] : tensor<4xi32> to tensor<2xi32>
  return %s : tensor<2xi32>
}
