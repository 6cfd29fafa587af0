// TOSA conv2d, depthwise_conv2d and transpose_conv2d: ERROR_IF(BC != OC && BC != 1), a bias
// of neither one element nor one per output channel is UB. MLIR's verifier rejects static
// sizes; a dynamic bias can have any. The targets compute the op only for the two allowed
// sizes and return poison otherwise: proven only because the other sizes are UB. A target
// that also gives poison for a one-element bias is caught. (Regression: ub.poison of a
// tensor type was encoded as a scalar, a Z3 sort error; now every element is poison.)
// RUN: split-file %s %t
// RUN: not %tv-check --timeout=120 %t/src.mlir %t/tgt.mlir | FileCheck %s
// CHECK-LABEL: @conv2d_bias: proven
// CHECK-LABEL: @depthwise_bias: proven
// CHECK-LABEL: @transpose_bias: proven
// CHECK-LABEL: @conv2d_bias_one_is_fine: incorrect
// CHECK-NEXT: why: result #0 is poison in the target but not in the source

//--- src.mlir
func.func @conv2d_bias(%x: tensor<1x2x2x2xi32>, %w: tensor<2x1x1x2xi32>, %b: tensor<?xi32>) -> tensor<1x2x2x2xi32> {
  %zp = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %c = tosa.conv2d %x, %w, %b, %zp, %zp {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>}
     : (tensor<1x2x2x2xi32>, tensor<2x1x1x2xi32>, tensor<?xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1x2x2x2xi32>
  return %c : tensor<1x2x2x2xi32>
}
func.func @depthwise_bias(%x: tensor<1x2x2x2xi32>, %w: tensor<1x1x2x2xi32>, %b: tensor<?xi32>) -> tensor<1x2x2x4xi32> {
  %zp = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %c = tosa.depthwise_conv2d %x, %w, %b, %zp, %zp {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>}
     : (tensor<1x2x2x2xi32>, tensor<1x1x2x2xi32>, tensor<?xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1x2x2x4xi32>
  return %c : tensor<1x2x2x4xi32>
}
func.func @transpose_bias(%x: tensor<1x2x2x2xi32>, %w: tensor<2x1x1x2xi32>, %b: tensor<?xi32>) -> tensor<1x2x2x2xi32> {
  %zp = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %c = tosa.transpose_conv2d %x, %w, %b, %zp, %zp {acc_type = i32, out_pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>}
     : (tensor<1x2x2x2xi32>, tensor<2x1x1x2xi32>, tensor<?xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1x2x2x2xi32>
  return %c : tensor<1x2x2x2xi32>
}
func.func @conv2d_bias_one_is_fine(%x: tensor<1x2x2x2xi32>, %w: tensor<2x1x1x2xi32>, %b: tensor<?xi32>) -> tensor<1x2x2x2xi32> {
  %zp = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %c = tosa.conv2d %x, %w, %b, %zp, %zp {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>}
     : (tensor<1x2x2x2xi32>, tensor<2x1x1x2xi32>, tensor<?xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1x2x2x2xi32>
  return %c : tensor<1x2x2x2xi32>
}

//--- tgt.mlir
func.func @conv2d_bias(%x: tensor<1x2x2x2xi32>, %w: tensor<2x1x1x2xi32>, %b: tensor<?xi32>) -> tensor<1x2x2x2xi32> {
  %zp = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %n = tensor.dim %b, %c0 : tensor<?xi32>
  %is1 = arith.cmpi eq, %n, %c1 : index
  %is2 = arith.cmpi eq, %n, %c2 : index
  %ok = arith.ori %is1, %is2 : i1
  %r = scf.if %ok -> tensor<1x2x2x2xi32> {
    %c = tosa.conv2d %x, %w, %b, %zp, %zp {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>}
       : (tensor<1x2x2x2xi32>, tensor<2x1x1x2xi32>, tensor<?xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1x2x2x2xi32>
    scf.yield %c : tensor<1x2x2x2xi32>
  } else {
    %p = ub.poison : tensor<1x2x2x2xi32>
    scf.yield %p : tensor<1x2x2x2xi32>
  }
  return %r : tensor<1x2x2x2xi32>
}
func.func @depthwise_bias(%x: tensor<1x2x2x2xi32>, %w: tensor<1x1x2x2xi32>, %b: tensor<?xi32>) -> tensor<1x2x2x4xi32> {
  %zp = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %n = tensor.dim %b, %c0 : tensor<?xi32>
  %is1 = arith.cmpi eq, %n, %c1 : index
  %is4 = arith.cmpi eq, %n, %c4 : index
  %ok = arith.ori %is1, %is4 : i1
  %r = scf.if %ok -> tensor<1x2x2x4xi32> {
    %c = tosa.depthwise_conv2d %x, %w, %b, %zp, %zp {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>}
       : (tensor<1x2x2x2xi32>, tensor<1x1x2x2xi32>, tensor<?xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1x2x2x4xi32>
    scf.yield %c : tensor<1x2x2x4xi32>
  } else {
    %p = ub.poison : tensor<1x2x2x4xi32>
    scf.yield %p : tensor<1x2x2x4xi32>
  }
  return %r : tensor<1x2x2x4xi32>
}
func.func @transpose_bias(%x: tensor<1x2x2x2xi32>, %w: tensor<2x1x1x2xi32>, %b: tensor<?xi32>) -> tensor<1x2x2x2xi32> {
  %zp = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %n = tensor.dim %b, %c0 : tensor<?xi32>
  %is1 = arith.cmpi eq, %n, %c1 : index
  %is2 = arith.cmpi eq, %n, %c2 : index
  %ok = arith.ori %is1, %is2 : i1
  %r = scf.if %ok -> tensor<1x2x2x2xi32> {
    %c = tosa.transpose_conv2d %x, %w, %b, %zp, %zp {acc_type = i32, out_pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>}
       : (tensor<1x2x2x2xi32>, tensor<2x1x1x2xi32>, tensor<?xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1x2x2x2xi32>
    scf.yield %c : tensor<1x2x2x2xi32>
  } else {
    %p = ub.poison : tensor<1x2x2x2xi32>
    scf.yield %p : tensor<1x2x2x2xi32>
  }
  return %r : tensor<1x2x2x2xi32>
}
func.func @conv2d_bias_one_is_fine(%x: tensor<1x2x2x2xi32>, %w: tensor<2x1x1x2xi32>, %b: tensor<?xi32>) -> tensor<1x2x2x2xi32> {
  %zp = "tosa.const"() <{values = dense<0> : tensor<1xi32>}> : () -> tensor<1xi32>
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %n = tensor.dim %b, %c0 : tensor<?xi32>
  %ok = arith.cmpi eq, %n, %c2 : index
  %r = scf.if %ok -> tensor<1x2x2x2xi32> {
    %c = tosa.conv2d %x, %w, %b, %zp, %zp {acc_type = i32, dilation = array<i64: 1, 1>, pad = array<i64: 0, 0, 0, 0>, stride = array<i64: 1, 1>}
       : (tensor<1x2x2x2xi32>, tensor<2x1x1x2xi32>, tensor<?xi32>, tensor<1xi32>, tensor<1xi32>) -> tensor<1x2x2x2xi32>
    scf.yield %c : tensor<1x2x2x2xi32>
  } else {
    %p = ub.poison : tensor<1x2x2x2xi32>
    scf.yield %p : tensor<1x2x2x2xi32>
  }
  return %r : tensor<1x2x2x2xi32>
}
