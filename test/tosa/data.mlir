// TOSA data movement against hand-written equivalents: const, const_shape, identity, reshape, transpose, slice, concat, pad, tile, reverse, with static and dynamic sizes.
// (tosa.const is written in generic form, "tosa.const"(), with its values attribute.)
// RUN: split-file %s %t
// RUN: not %tv-check --timeout=300 %t/src.mlir %t/tgt.mlir | FileCheck %s

// CHECK-LABEL: @identity: proven
// CHECK-LABEL: @reshape_round_trip: proven
// CHECK-LABEL: @reshape_is_not_transpose: incorrect
// CHECK-NEXT: why: result #0 {{differs|is poison in the target}}
// CHECK-LABEL: @reshape_inferred: proven
// CHECK-LABEL: @transpose_twice: proven
// CHECK-LABEL: @transpose_const: proven
// CHECK-LABEL: @slice_const: proven
// CHECK-LABEL: @slice_of_concat: proven
// CHECK-LABEL: @slice_wrong_start: incorrect
// CHECK-LABEL: @slice_dyn_out_of_range: proven
// CHECK-LABEL: @concat_dyn: proven
// CHECK-LABEL: @pad_const: proven
// CHECK-LABEL: @pad_wrong_value: incorrect
// CHECK-NEXT: why: result #0 differs at index [0, 0]
// CHECK-LABEL: @tile_is_concat: proven
// CHECK-LABEL: @reverse_twice_dyn: proven
// CHECK-LABEL: @reverse_wrong_axis: incorrect

//--- src.mlir
func.func @identity(%a: tensor<2x3xi8>) -> tensor<2x3xi8> {
  %r = tosa.identity %a : (tensor<2x3xi8>) -> tensor<2x3xi8>
  return %r : tensor<2x3xi8>
}
// 2x3 -> 3x2 -> 2x3 keeps the row-major order
func.func @reshape_round_trip(%a: tensor<2x3xi8>) -> tensor<2x3xi8> {
  %s = tosa.const_shape {values = dense<[3, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %t = tosa.const_shape {values = dense<[2, 3]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %b = tosa.reshape %a, %s : (tensor<2x3xi8>, !tosa.shape<2>) -> tensor<3x2xi8>
  %r = tosa.reshape %b, %t : (tensor<3x2xi8>, !tosa.shape<2>) -> tensor<2x3xi8>
  return %r : tensor<2x3xi8>
}
func.func @reshape_is_not_transpose(%a: tensor<2x3xi8>) -> tensor<3x2xi8> {
  %s = tosa.const_shape {values = dense<[3, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %b = tosa.reshape %a, %s : (tensor<2x3xi8>, !tosa.shape<2>) -> tensor<3x2xi8>
  return %b : tensor<3x2xi8>
}
// -1 is inferred from the element count
func.func @reshape_inferred(%a: tensor<?x3xf32>) -> tensor<?xf32> {
  %s = tosa.const_shape {values = dense<[-1]> : tensor<1xindex>} : () -> !tosa.shape<1>
  %r = tosa.reshape %a, %s : (tensor<?x3xf32>, !tosa.shape<1>) -> tensor<?xf32>
  return %r : tensor<?xf32>
}
func.func @transpose_twice(%a: tensor<2x3x4xi32>) -> tensor<2x3x4xi32> {
  %b = tosa.transpose %a {perms = array<i32: 2, 0, 1>} : (tensor<2x3x4xi32>) -> tensor<4x2x3xi32>
  %r = tosa.transpose %b {perms = array<i32: 1, 2, 0>} : (tensor<4x2x3xi32>) -> tensor<2x3x4xi32>
  return %r : tensor<2x3x4xi32>
}
func.func @transpose_const() -> tensor<3x2xi32> {
  %c = "tosa.const"() {values = dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>} : () -> tensor<2x3xi32>
  %r = tosa.transpose %c {perms = array<i32: 1, 0>} : (tensor<2x3xi32>) -> tensor<3x2xi32>
  return %r : tensor<3x2xi32>
}
func.func @slice_const() -> tensor<1x2xi32> {
  %c = "tosa.const"() {values = dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>} : () -> tensor<2x3xi32>
  %st = tosa.const_shape {values = dense<[1, 1]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %sz = tosa.const_shape {values = dense<[1, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %r = tosa.slice %c, %st, %sz : (tensor<2x3xi32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<1x2xi32>
  return %r : tensor<1x2xi32>
}
// slicing the second operand back out of a concat
func.func @slice_of_concat(%a: tensor<2x3xf32>, %b: tensor<2x4xf32>) -> tensor<2x4xf32> {
  %c = tosa.concat %a, %b {axis = 1 : i32} : (tensor<2x3xf32>, tensor<2x4xf32>) -> tensor<2x7xf32>
  %st = tosa.const_shape {values = dense<[0, 3]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %sz = tosa.const_shape {values = dense<[2, 4]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %r = tosa.slice %c, %st, %sz : (tensor<2x7xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<2x4xf32>
  return %r : tensor<2x4xf32>
}
func.func @slice_wrong_start(%a: tensor<2x3xf32>, %b: tensor<2x4xf32>) -> tensor<2x4xf32> {
  %c = tosa.concat %a, %b {axis = 1 : i32} : (tensor<2x3xf32>, tensor<2x4xf32>) -> tensor<2x7xf32>
  %st = tosa.const_shape {values = dense<[0, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %sz = tosa.const_shape {values = dense<[2, 4]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %r = tosa.slice %c, %st, %sz : (tensor<2x7xf32>, !tosa.shape<2>, !tosa.shape<2>) -> tensor<2x4xf32>
  return %r : tensor<2x4xf32>
}
// a slice past the end of a dynamic input is UB, so the target may assume the input is large enough
func.func @slice_dyn_out_of_range(%a: tensor<?xi32>) -> tensor<2xi32> {
  %st = tosa.const_shape {values = dense<[3]> : tensor<1xindex>} : () -> !tosa.shape<1>
  %sz = tosa.const_shape {values = dense<[2]> : tensor<1xindex>} : () -> !tosa.shape<1>
  %r = tosa.slice %a, %st, %sz : (tensor<?xi32>, !tosa.shape<1>, !tosa.shape<1>) -> tensor<2xi32>
  return %r : tensor<2xi32>
}
func.func @concat_dyn(%a: tensor<?xi32>, %b: tensor<2xi32>) -> tensor<?xi32> {
  %r = tosa.concat %a, %b {axis = 0 : i32} : (tensor<?xi32>, tensor<2xi32>) -> tensor<?xi32>
  return %r : tensor<?xi32>
}
// pad [1, 0] x [2, 1] with -0.0
func.func @pad_const() -> tensor<2x4xf32> {
  %c = "tosa.const"() {values = dense<[[1.0]]> : tensor<1x1xf32>} : () -> tensor<1x1xf32>
  %p = tosa.const_shape {values = dense<[1, 0, 2, 1]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %v = "tosa.const"() {values = dense<-0.0> : tensor<1xf32>} : () -> tensor<1xf32>
  %r = tosa.pad %c, %p, %v : (tensor<1x1xf32>, !tosa.shape<4>, tensor<1xf32>) -> tensor<2x4xf32>
  return %r : tensor<2x4xf32>
}
func.func @pad_wrong_value(%a: tensor<2x2xf32>) -> tensor<3x3xf32> {
  %p = tosa.const_shape {values = dense<[1, 0, 1, 0]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %v = "tosa.const"() {values = dense<-0.0> : tensor<1xf32>} : () -> tensor<1xf32>
  %r = tosa.pad %a, %p, %v : (tensor<2x2xf32>, !tosa.shape<4>, tensor<1xf32>) -> tensor<3x3xf32>
  return %r : tensor<3x3xf32>
}
func.func @tile_is_concat(%a: tensor<2x3xi8>) -> tensor<2x6xi8> {
  %m = tosa.const_shape {values = dense<[1, 2]> : tensor<2xindex>} : () -> !tosa.shape<2>
  %r = tosa.tile %a, %m : (tensor<2x3xi8>, !tosa.shape<2>) -> tensor<2x6xi8>
  return %r : tensor<2x6xi8>
}
func.func @reverse_twice_dyn(%a: tensor<2x?xi8>) -> tensor<2x?xi8> {
  %b = tosa.reverse %a {axis = 1 : i32} : (tensor<2x?xi8>) -> tensor<2x?xi8>
  %r = tosa.reverse %b {axis = 1 : i32} : (tensor<2x?xi8>) -> tensor<2x?xi8>
  return %r : tensor<2x?xi8>
}
func.func @reverse_wrong_axis(%a: tensor<2x2xi8>) -> tensor<2x2xi8> {
  %b = tosa.reverse %a {axis = 1 : i32} : (tensor<2x2xi8>) -> tensor<2x2xi8>
  return %b : tensor<2x2xi8>
}

//--- tgt.mlir
func.func @identity(%a: tensor<2x3xi8>) -> tensor<2x3xi8> {
  return %a : tensor<2x3xi8>
}
func.func @reshape_round_trip(%a: tensor<2x3xi8>) -> tensor<2x3xi8> {
  return %a : tensor<2x3xi8>
}
func.func @reshape_is_not_transpose(%a: tensor<2x3xi8>) -> tensor<3x2xi8> {
  %b = tosa.transpose %a {perms = array<i32: 1, 0>} : (tensor<2x3xi8>) -> tensor<3x2xi8>
  return %b : tensor<3x2xi8>
}
func.func @reshape_inferred(%a: tensor<?x3xf32>) -> tensor<?xf32> {
  %r = tensor.collapse_shape %a [[0, 1]] : tensor<?x3xf32> into tensor<?xf32>
  return %r : tensor<?xf32>
}
func.func @transpose_twice(%a: tensor<2x3x4xi32>) -> tensor<2x3x4xi32> {
  return %a : tensor<2x3x4xi32>
}
func.func @transpose_const() -> tensor<3x2xi32> {
  %c = "tosa.const"() {values = dense<[[1, 4], [2, 5], [3, 6]]> : tensor<3x2xi32>} : () -> tensor<3x2xi32>
  return %c : tensor<3x2xi32>
}
func.func @slice_const() -> tensor<1x2xi32> {
  %c = "tosa.const"() {values = dense<[[5, 6]]> : tensor<1x2xi32>} : () -> tensor<1x2xi32>
  return %c : tensor<1x2xi32>
}
func.func @slice_of_concat(%a: tensor<2x3xf32>, %b: tensor<2x4xf32>) -> tensor<2x4xf32> {
  return %b : tensor<2x4xf32>
}
func.func @slice_wrong_start(%a: tensor<2x3xf32>, %b: tensor<2x4xf32>) -> tensor<2x4xf32> {
  return %b : tensor<2x4xf32>
}
func.func @slice_dyn_out_of_range(%a: tensor<?xi32>) -> tensor<2xi32> {
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %x = tensor.extract %a[%c3] : tensor<?xi32>
  %y = tensor.extract %a[%c4] : tensor<?xi32>
  %r = tensor.from_elements %x, %y : tensor<2xi32>
  return %r : tensor<2xi32>
}
func.func @concat_dyn(%a: tensor<?xi32>, %b: tensor<2xi32>) -> tensor<?xi32> {
  %ra = tosa.reverse %a {axis = 0 : i32} : (tensor<?xi32>) -> tensor<?xi32>
  %rb = tosa.reverse %b {axis = 0 : i32} : (tensor<2xi32>) -> tensor<2xi32>
  %c = tosa.concat %rb, %ra {axis = 0 : i32} : (tensor<2xi32>, tensor<?xi32>) -> tensor<?xi32>
  %r = tosa.reverse %c {axis = 0 : i32} : (tensor<?xi32>) -> tensor<?xi32>
  return %r : tensor<?xi32>
}
func.func @pad_const() -> tensor<2x4xf32> {
  %c = "tosa.const"() {values = dense<[[-0.0, -0.0, -0.0, -0.0], [-0.0, -0.0, 1.0, -0.0]]> : tensor<2x4xf32>} : () -> tensor<2x4xf32>
  return %c : tensor<2x4xf32>
}
func.func @pad_wrong_value(%a: tensor<2x2xf32>) -> tensor<3x3xf32> {
  %p = tosa.const_shape {values = dense<[1, 0, 1, 0]> : tensor<4xindex>} : () -> !tosa.shape<4>
  %v = "tosa.const"() {values = dense<0.0> : tensor<1xf32>} : () -> tensor<1xf32>
  %r = tosa.pad %a, %p, %v : (tensor<2x2xf32>, !tosa.shape<4>, tensor<1xf32>) -> tensor<3x3xf32>
  return %r : tensor<3x3xf32>
}
func.func @tile_is_concat(%a: tensor<2x3xi8>) -> tensor<2x6xi8> {
  %r = tosa.concat %a, %a {axis = 1 : i32} : (tensor<2x3xi8>, tensor<2x3xi8>) -> tensor<2x6xi8>
  return %r : tensor<2x6xi8>
}
func.func @reverse_twice_dyn(%a: tensor<2x?xi8>) -> tensor<2x?xi8> {
  return %a : tensor<2x?xi8>
}
func.func @reverse_wrong_axis(%a: tensor<2x2xi8>) -> tensor<2x2xi8> {
  %b = tosa.reverse %a {axis = 0 : i32} : (tensor<2x2xi8>) -> tensor<2x2xi8>
  return %b : tensor<2x2xi8>
}
