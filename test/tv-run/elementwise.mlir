// arith and math ops on tensors and vectors run element by element (as the encoder's
// tval_elementwise): a tensor condition of arith.select picks per element, poison stays in
// its element, UB of one element (division by zero) is UB of the op, sparse constants.
// RUN: %tv-run %s @addi 'dense<[1, 2]>' 'dense<[3, 4]>' | FileCheck %s --check-prefix=ADD
// ADD: [4, 6] : tensor<2xi32>
// RUN: %tv-run %s @select 'dense<[true, false, poison]>' 'dense<[1.0, 2.0, 3.0]>' 'dense<[-0.0, 5.0, 6.0]>' | FileCheck %s --check-prefix=SEL
// SEL: [1.0, 5.0, poison] : tensor<3xf32>
// RUN: %tv-run %s @select_scalar false 'dense<[1, 2]>' 'dense<[3, 4]>' | FileCheck %s --check-prefix=SELS
// SELS: [3, 4] : vector<2xi8>
// RUN: not %tv-run %s @divsi 'dense<[1, 2]>' 'dense<[1, 0]>' | FileCheck %s --check-prefix=DIVZ
// DIVZ: undefined behaviour: division by zero at {{.*}}elementwise.mlir:
// RUN: %tv-run %s @sqrt_cmp 'dense<[4.0, 9.0]>' | FileCheck %s --check-prefix=SQRT
// SQRT: [2.0, 3.0] : tensor<2xf32>
// SQRT-NEXT: [false, false] : tensor<2xi1>
// RUN: %tv-run %s @sparse | FileCheck %s --check-prefix=SPARSE
// SPARSE: {{\[\[}}1, 0, 0, 0], [0, 0, 5, 0], [0, 0, 0, 0]] : tensor<3x4xi32>
func.func @addi(%a: tensor<2xi32>, %b: tensor<2xi32>) -> tensor<2xi32> {
  %r = arith.addi %a, %b : tensor<2xi32>
  return %r : tensor<2xi32>
}
func.func @select(%c: tensor<3xi1>, %a: tensor<3xf32>, %b: tensor<3xf32>) -> tensor<3xf32> {
  %r = arith.select %c, %a, %b : tensor<3xi1>, tensor<3xf32>
  return %r : tensor<3xf32>
}
func.func @select_scalar(%c: i1, %a: vector<2xi8>, %b: vector<2xi8>) -> vector<2xi8> {
  %r = arith.select %c, %a, %b : vector<2xi8>
  return %r : vector<2xi8>
}
func.func @divsi(%a: tensor<2xi32>, %b: tensor<2xi32>) -> tensor<2xi32> {
  %r = arith.divsi %a, %b : tensor<2xi32>
  return %r : tensor<2xi32>
}
func.func @sqrt_cmp(%a: tensor<2xf32>) -> (tensor<2xf32>, tensor<2xi1>) {
  %r = math.sqrt %a : tensor<2xf32>
  %c = arith.cmpf olt, %a, %r : tensor<2xf32>
  return %r, %c : tensor<2xf32>, tensor<2xi1>
}
func.func @sparse() -> tensor<3x4xi32> {
  %r = arith.constant sparse<[[0, 0], [1, 2]], [1, 5]> : tensor<3x4xi32>
  return %r : tensor<3x4xi32>
}
