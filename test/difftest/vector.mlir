// Templates of the differential self-test (tools/difftest-templates.c) for vectors:
// vector.transfer_read of a tensor (transfer_read/write of memrefs: not run yet), with
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
