// tv-run on vectors (ITensor values, like tensors): constants, ub.poison, arguments, values
// carried by loops, and vector.transfer_read of a tensor: padding where a dimension that is
// not in_bounds leaves the tensor, undefined behaviour out of bounds along an in_bounds one
// and on a poison index; transfers of memrefs (transfer_write: elements beyond a dimension
// that is not in_bounds are not written).
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
// transfer_write into a memref argument, then transfer_read of it: the second row is cut at
// the memref's end (not in_bounds), reading pads there; an in_bounds dimension out of the
// memref, a dead buffer and a poison index are undefined behaviour
// RUN: %tv-run %s @write "[[0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]]" "[[1, 2, 3], [4, poison, 6]]" 1 2 | FileCheck %s --check-prefix=WRITE
// WRITE: {{\[}}[0, 0, -1], [1, 2, -1]] : vector<2x3xi16>
// WRITE-NEXT: memref %arg0 = {{\[}}[0, 0, 0, 0], [0, 0, 1, 2], [0, 0, 4, poison]] : memref<3x4xi16>
// RUN: not %tv-run %s @write "[[0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]]" "[[1, 2, 3], [4, 5, 6]]" 2 0 | FileCheck %s --check-prefix=WOOB
// WOOB: undefined behaviour: index 3 out of bounds (size 3) at {{.*}}vector.mlir:[[#@LINE+6]]:3
// RUN: not %tv-run %s @write "[[0, 0, 0, 0], [0, 0, 0, 0], [0, 0, 0, 0]]" "[[1, 2, 3], [4, 5, 6]]" 1 poison | FileCheck %s --check-prefix=WPOI
// WPOI: undefined behaviour: a poison index or size at {{.*}}vector.mlir:[[#@LINE+4]]:3
func.func @write(%m: memref<3x4xi16>, %v: vector<2x3xi16>, %i: index, %j: index) -> vector<2x3xi16> {
  %c0 = arith.constant 0 : index
  %p = arith.constant -1 : i16
  vector.transfer_write %v, %m[%i, %j] {in_bounds = [true, false]} : vector<2x3xi16>, memref<3x4xi16>
  %r = vector.transfer_read %m[%c0, %j], %p : memref<3x4xi16>, vector<2x3xi16>
  return %r : vector<2x3xi16>
}
// a fresh buffer: a read of a position no write reached is undefined behaviour
// RUN: %tv-run %s @fresh "[1.5, -0.0]" 0 | FileCheck %s --check-prefix=FRESH
// FRESH: [1.5, -0.0] : vector<2xf32>
// RUN: not %tv-run %s @fresh "[1.5, -0.0]" 1 | FileCheck %s --check-prefix=FRESHU
// FRESHU: undefined behaviour: read of an uninitialized element at {{.*}}vector.mlir:[[#@LINE+6]]:8
func.func @fresh(%v: vector<2xf32>, %j: index) -> vector<2xf32> {
  %m = memref.alloca() : memref<3xf32>
  %c0 = arith.constant 0 : index
  %p = arith.constant 0.0 : f32
  vector.transfer_write %v, %m[%c0] {in_bounds = [true]} : vector<2xf32>, memref<3xf32>
  %r = vector.transfer_read %m[%j], %p {in_bounds = [true]} : memref<3xf32>, vector<2xf32>
  return %r : vector<2xf32>
}
