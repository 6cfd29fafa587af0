// Templates of the differential self-test (tools/difftest-templates.c) for vectors:
// vector.transfer_read of a tensor or a memref and vector.transfer_write to a memref, with
// ub.poison, constants and scf values of vector type. tv-difftest passes vector arguments
// and compares vector results as tensors of the same shape read by transfer_read.

// 2-d read: padding along the dimension that is not in_bounds, UB out of bounds along the
// in_bounds one (a row index of 1 or more), and on a poison index.
func.func @read_2d(%i: index, %t: tensor<2x5xi32>, %j: index, %p: i32) -> vector<1x4xi32> {
  %v = vector.transfer_read %t[%i, %j], %p {in_bounds = [true, false]} : tensor<2x5xi32>, vector<1x4xi32>
  return %v : vector<1x4xi32>
}

// 1-d read of the last dimension of a 2-d tensor (f16), padding beyond it.
func.func @read_row(%t: tensor<3x4xf16>, %i: index, %j: index, %p: f16) -> vector<3xf16> {
  %v = vector.transfer_read %t[%i, %j], %p : tensor<3x4xf16>, vector<3xf16>
  return %v : vector<3xf16>
}

// Every dimension in bounds: UB unless the whole vector is inside.
func.func @read_in_bounds(%t: tensor<6xi8>, %i: index) -> vector<4xi8> {
  %c0 = arith.constant 0 : i8
  %v = vector.transfer_read %t[%i], %c0 {in_bounds = [true]} : tensor<6xi8>, vector<4xi8>
  return %v : vector<4xi8>
}

// Vector values through scf.if and ub.poison; a vector argument.
func.func @select_vector(%c: i1, %v: vector<2xf64>) -> vector<2xf64> {
  %r = scf.if %c -> vector<2xf64> {
    %p = ub.poison : vector<2xf64>
    scf.yield %p : vector<2xf64>
  } else {
    %k = arith.constant dense<[1.5, -0.0]> : vector<2xf64>
    scf.yield %k : vector<2xf64>
  }
  return %r : vector<2xf64>
}

// transfer_write of a 2-d vector into a buffer made from a tensor: along the dimension
// that is not in_bounds, elements beyond the buffer are not written; along the in_bounds
// one out of bounds is UB; then transfer_read of the buffer (padding beyond it).
func.func @write_read_2d(%t: tensor<3x4xi16>, %v: vector<2x3xi16>, %i: index, %j: index, %p: i16)
    -> (tensor<3x4xi16>, vector<2x3xi16>) {
  %m = bufferization.to_buffer %t : tensor<3x4xi16> to memref<3x4xi16>
  vector.transfer_write %v, %m[%i, %j] {in_bounds = [true, false]} : vector<2x3xi16>, memref<3x4xi16>
  %c0 = arith.constant 0 : index
  %r = vector.transfer_read %m[%c0, %j], %p : memref<3x4xi16>, vector<2x3xi16>
  %u = bufferization.to_tensor %m : memref<3x4xi16> to tensor<3x4xi16>
  return %u, %r : tensor<3x4xi16>, vector<2x3xi16>
}

// A 1-d vector into the last dimension of a fresh buffer (f32): positions not written stay
// uninitialized (reading one would be UB); an in_bounds read of written ones.
func.func @write_fresh(%v: vector<3xf32>, %i: index) -> (tensor<2x4xf32>, vector<2xf32>) {
  %m = memref.alloc() : memref<2x4xf32>
  %c0 = arith.constant 0 : index
  vector.transfer_write %v, %m[%i, %c0] : vector<3xf32>, memref<2x4xf32>
  %pad = arith.constant 0.5 : f32
  %c1 = arith.constant 1 : index
  %r = vector.transfer_read %m[%i, %c1], %pad {in_bounds = [true]} : memref<2x4xf32>, vector<2xf32>
  %u = bufferization.to_tensor %m : memref<2x4xf32> to tensor<2x4xf32>
  return %u, %r : tensor<2x4xf32>, vector<2xf32>
}
