// vector.transfer_read/transfer_write on memrefs and transfer_read on tensors (minor
// identity maps, no masks): vector values are tensors, elements out of bounds along a
// dimension that is not in_bounds are the padding (read) or not written (write), along an
// in_bounds one they are UB. Scalar
// loops doing the same are proven; a wrong padding value and an in_bounds claim the source
// did not make are caught. (The targets load before they store: a transfer reads every
// element before writing any, which differs from interleaved scalar code when the
// arguments overlap.)
// RUN: split-file %s %t
// RUN: not %tv-check --timeout=60 %t/src.mlir %t/tgt.mlir | FileCheck %s

// CHECK-LABEL: @read_add_write: proven
// CHECK-LABEL: @write_drops_out_of_bounds: proven
// CHECK-LABEL: @read_2d: proven
// CHECK-LABEL: @wrong_padding: incorrect
// CHECK-NEXT: why: result #0 differs
// CHECK-LABEL: @claims_in_bounds: incorrect
// CHECK-NEXT: why: target has undefined behaviour where the source has none
// CHECK-LABEL: @tensor_read: proven
// CHECK-LABEL: @tensor_claims_in_bounds: incorrect
// CHECK-NEXT: why: target has undefined behaviour where the source has none

//--- src.mlir
func.func @read_add_write(%m: memref<4xi32>) {
  %c0 = arith.constant 0 : index
  %p = arith.constant 0 : i32
  %v = vector.transfer_read %m[%c0], %p {in_bounds = [true]} : memref<4xi32>, vector<4xi32>
  %w = arith.addi %v, %v : vector<4xi32>
  vector.transfer_write %w, %m[%c0] {in_bounds = [true]} : vector<4xi32>, memref<4xi32>
  return
}
func.func @write_drops_out_of_bounds(%a: memref<4xi32>, %b: memref<4xi32>) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %p = arith.constant 0 : i32
  %v = vector.transfer_read %a[%c0], %p {in_bounds = [true]} : memref<4xi32>, vector<4xi32>
  vector.transfer_write %v, %b[%c2] : vector<4xi32>, memref<4xi32>
  return
}
func.func @read_2d(%m: memref<3x4xi8>, %o: memref<2x4xi16>, %i: index) {
  %c0 = arith.constant 0 : index
  %p = arith.constant -1 : i8
  %v = vector.transfer_read %m[%i, %c0], %p {in_bounds = [false, true]} : memref<3x4xi8>, vector<2x4xi8>
  %w = arith.extsi %v : vector<2x4xi8> to vector<2x4xi16>
  vector.transfer_write %w, %o[%c0, %c0] {in_bounds = [true, true]} : vector<2x4xi16>, memref<2x4xi16>
  return
}
func.func @wrong_padding(%m: memref<8xi32>) -> vector<4xi32> {
  %c6 = arith.constant 6 : index
  %p = arith.constant 0 : i32
  %v = vector.transfer_read %m[%c6], %p : memref<8xi32>, vector<4xi32>
  return %v : vector<4xi32>
}
func.func @claims_in_bounds(%m: memref<8xi32>, %i: index) -> vector<4xi32> {
  %p = arith.constant 0 : i32
  %v = vector.transfer_read %m[%i], %p : memref<8xi32>, vector<4xi32>
  return %v : vector<4xi32>
}
func.func @tensor_read(%t: tensor<8xi32>, %i: index) -> vector<4xi32> {
  %p = arith.constant 0 : i32
  %v = vector.transfer_read %t[%i], %p : tensor<8xi32>, vector<4xi32>
  return %v : vector<4xi32>
}
func.func @tensor_claims_in_bounds(%t: tensor<8xi32>, %i: index) -> vector<4xi32> {
  %p = arith.constant 0 : i32
  %v = vector.transfer_read %t[%i], %p : tensor<8xi32>, vector<4xi32>
  return %v : vector<4xi32>
}

//--- tgt.mlir
func.func @read_add_write(%m: memref<4xi32>) {
  affine.for %k = 0 to 4 {
    %x = affine.load %m[%k] : memref<4xi32>
    %y = arith.addi %x, %x : i32
    affine.store %y, %m[%k] : memref<4xi32>
  }
  return
}
func.func @write_drops_out_of_bounds(%a: memref<4xi32>, %b: memref<4xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %x = memref.load %a[%c0] : memref<4xi32>
  %y = memref.load %a[%c1] : memref<4xi32>
  memref.store %x, %b[%c2] : memref<4xi32>
  memref.store %y, %b[%c3] : memref<4xi32>
  return
}
func.func @read_2d(%m: memref<3x4xi8>, %o: memref<2x4xi16>, %i: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %p = arith.constant -1 : i8
  scf.for %r = %c0 to %c2 step %c1 {
    %row = arith.addi %i, %r : index
    %in = arith.cmpi ult, %row, %c3 : index
    scf.for %c = %c0 to %c4 step %c1 {
      %x = scf.if %in -> i8 {
        %l = memref.load %m[%row, %c] : memref<3x4xi8>
        scf.yield %l : i8
      } else {
        scf.yield %p : i8
      }
      %w = arith.extsi %x : i8 to i16
      memref.store %w, %o[%r, %c] : memref<2x4xi16>
    }
  }
  return
}
func.func @wrong_padding(%m: memref<8xi32>) -> vector<4xi32> {
  %c6 = arith.constant 6 : index
  %p = arith.constant 1 : i32
  %v = vector.transfer_read %m[%c6], %p : memref<8xi32>, vector<4xi32>
  return %v : vector<4xi32>
}
func.func @claims_in_bounds(%m: memref<8xi32>, %i: index) -> vector<4xi32> {
  %p = arith.constant 0 : i32
  %v = vector.transfer_read %m[%i], %p {in_bounds = [true]} : memref<8xi32>, vector<4xi32>
  return %v : vector<4xi32>
}
func.func @tensor_read(%t: tensor<8xi32>, %i: index) -> vector<4xi32> {
  %c4 = arith.constant 4 : index
  %p = arith.constant 0 : i32
  %v = vector.transfer_read %t[%i], %p : tensor<8xi32>, vector<4xi32>
  return %v : vector<4xi32>
}
func.func @tensor_claims_in_bounds(%t: tensor<8xi32>, %i: index) -> vector<4xi32> {
  %p = arith.constant 0 : i32
  %v = vector.transfer_read %t[%i], %p {in_bounds = [true]} : tensor<8xi32>, vector<4xi32>
  return %v : vector<4xi32>
}
