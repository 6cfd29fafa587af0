// tv-run on vectors (ITensor values, like tensors): constants, ub.poison, arguments, values
// carried by loops, and vector.transfer_read of a tensor: padding where a dimension that is
// not in_bounds leaves the tensor, undefined behaviour out of bounds along an in_bounds one
// and on a poison index. (transfer_read/write of memrefs: the memory model, not run yet.)
// RUN: %tv-run %s @read "[[1, 2, 3, 4, 5], [6, 7, 8, 9, 10]]" 0 2 -1 | FileCheck %s --check-prefix=READ
// READ: {{\[}}[3, 4, 5, -1], [8, 9, 10, -1]] : vector<2x4xi32>
// RUN: %tv-run %s @read "[[1, 2, 3, 4, 5], [6, 7, 8, 9, 10]]" 0 6 poison | FileCheck %s --check-prefix=PAD
// PAD: {{\[}}[poison, poison, poison, poison], [poison, poison, poison, poison]] : vector<2x4xi32>
// RUN: %tv-run %s @read "[[1, 2, poison, 4, 5], [6, 7, 8, 9, 10]]" 0 0 -1 | FileCheck %s --check-prefix=ELEMP
// ELEMP: {{\[}}[1, 2, poison, 4], [6, 7, 8, 9]] : vector<2x4xi32>
// RUN: not %tv-run %s @read "[[1, 2, 3, 4, 5], [6, 7, 8, 9, 10]]" 1 2 -1 | FileCheck %s --check-prefix=OOB
// OOB: undefined behaviour: vector.transfer_read out of bounds at {{.*}}vector.mlir:[[#@LINE+4]]:8
// RUN: not %tv-run %s @read "[[1, 2, 3, 4, 5], [6, 7, 8, 9, 10]]" poison 0 -1 | FileCheck %s --check-prefix=IDXP
// IDXP: undefined behaviour: a poison index or size at {{.*}}vector.mlir:[[#@LINE+2]]:8
func.func @read(%t: tensor<2x5xi32>, %i: index, %j: index, %p: i32) -> vector<2x4xi32> {
  %v = vector.transfer_read %t[%i, %j], %p {in_bounds = [true, false]} : tensor<2x5xi32>, vector<2x4xi32>
  return %v : vector<2x4xi32>
}
// a 1-d vector of a 2-d tensor's last dimension, f32
// RUN: %tv-run %s @read_row "[[1.5, -0.0], [0x7FC00000, 2.0]]" 1 | FileCheck %s --check-prefix=ROW
// ROW: [0x7FC00000, 2.0, 0.25] : vector<3xf32>
func.func @read_row(%t: tensor<2x2xf32>, %i: index) -> vector<3xf32> {
  %c0 = arith.constant 0 : index
  %p = arith.constant 0.25 : f32
  %v = vector.transfer_read %t[%i, %c0], %p : tensor<2x2xf32>, vector<3xf32>
  return %v : vector<3xf32>
}
// RUN: %tv-run %s @constants | FileCheck %s --check-prefix=CST
// CST: [1.0, -0.0, 2.5] : vector<3xf32>
// CST-NEXT: [poison, poison] : vector<2xi8>
func.func @constants() -> (vector<3xf32>, vector<2xi8>) {
  %v = arith.constant dense<[1.0, -0.0, 2.5]> : vector<3xf32>
  %p = ub.poison : vector<2xi8>
  return %v, %p : vector<3xf32>, vector<2xi8>
}
// RUN: %tv-run %s @loop "[1, 2]" 0 | FileCheck %s --check-prefix=LOOP0
// LOOP0: [1, 2] : vector<2xi8>
// RUN: %tv-run %s @loop "dense<[1, 2]>" 3 | FileCheck %s --check-prefix=LOOP3
// LOOP3: [7, 8] : vector<2xi8>
func.func @loop(%v: vector<2xi8>, %n: index) -> vector<2xi8> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%a = %v) -> vector<2xi8> {
    %t = arith.constant dense<[7, 8]> : vector<2xi8>
    scf.yield %t : vector<2xi8>
  }
  return %r : vector<2xi8>
}
