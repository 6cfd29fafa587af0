// The vector dialect's ops on values (encoder/vector_shape.c): element moves, masks,
// step, bitcast, fma. Rewrites of one into another are proven; poison positions
// (shuffle's -1, extract out of bounds) allow anything in the target; wrong rewrites
// (a transpose as a shape_cast, a dynamic position assumed 0, an unsigned mask
// comparison, a bitcast with the lanes swapped) are caught.
// RUN: split-file %s %t
// RUN: not %tv-check --timeout=120 %t/src.mlir %t/tgt.mlir | FileCheck %s

// CHECK-LABEL: @broadcast_extract: proven
// CHECK-LABEL: @transpose_twice: proven
// CHECK-LABEL: @shuffle_is_interleave: proven
// CHECK-LABEL: @deinterleave_is_shuffle: proven
// CHECK-LABEL: @strided_roundtrip: proven
// CHECK-LABEL: @from_elements_is_inserts: proven
// CHECK-LABEL: @to_elements_is_extracts: proven
// CHECK-LABEL: @mask_lowering: proven
// CHECK-LABEL: @step_constant: proven
// CHECK-LABEL: @bitcast_roundtrip: proven
// CHECK-LABEL: @fma_is_math_fma: proven
// CHECK-LABEL: @shuffle_poison_lane: proven
// CHECK-LABEL: @transpose_as_shape_cast: incorrect
// CHECK-NEXT: why: result #0
// CHECK-LABEL: @dynamic_position_as_zero: incorrect
// CHECK-NEXT: why: result #0
// CHECK-LABEL: @mask_unsigned: incorrect
// CHECK-NEXT: why: result #0
// CHECK-LABEL: @bitcast_lanes_swapped: incorrect
// CHECK-NEXT: why: result #0

//--- src.mlir
func.func @broadcast_extract(%x: i32) -> i32 {
  %v = vector.broadcast %x : i32 to vector<2x4xi32>
  %e = vector.extract %v[1, 2] : i32 from vector<2x4xi32>
  return %e : i32
}
func.func @transpose_twice(%a: vector<2x3xf32>) -> vector<2x3xf32> {
  %t = vector.transpose %a, [1, 0] : vector<2x3xf32> to vector<3x2xf32>
  %u = vector.transpose %t, [1, 0] : vector<3x2xf32> to vector<2x3xf32>
  return %u : vector<2x3xf32>
}
func.func @shuffle_is_interleave(%a: vector<4xi8>, %b: vector<4xi8>) -> vector<8xi8> {
  %s = vector.shuffle %a, %b [0, 4, 1, 5, 2, 6, 3, 7] : vector<4xi8>, vector<4xi8>
  return %s : vector<8xi8>
}
func.func @deinterleave_is_shuffle(%a: vector<6xi16>) -> (vector<3xi16>, vector<3xi16>) {
  %e, %o = vector.deinterleave %a : vector<6xi16> -> vector<3xi16>
  return %e, %o : vector<3xi16>, vector<3xi16>
}
func.func @strided_roundtrip(%a: vector<4x4xi32>, %b: vector<2x3xi32>) -> vector<2x3xi32> {
  %i = vector.insert_strided_slice %b, %a {offsets = [1, 1], strides = [1, 1]} : vector<2x3xi32> into vector<4x4xi32>
  %e = vector.extract_strided_slice %i {offsets = [1, 1], sizes = [2, 3], strides = [1, 1]} : vector<4x4xi32> to vector<2x3xi32>
  return %e : vector<2x3xi32>
}
func.func @from_elements_is_inserts(%x: f16, %y: f16) -> vector<2xf16> {
  %v = vector.from_elements %x, %y : vector<2xf16>
  return %v : vector<2xf16>
}
func.func @to_elements_is_extracts(%v: vector<2x1xi32>) -> (i32, i32) {
  %a:2 = vector.to_elements %v : vector<2x1xi32>
  return %a#1, %a#0 : i32, i32
}
func.func @mask_lowering(%n: index) -> vector<4xi1> {
  %m = vector.create_mask %n : vector<4xi1>
  return %m : vector<4xi1>
}
func.func @step_constant() -> vector<4xindex> {
  %s = vector.step : vector<4xindex>
  return %s : vector<4xindex>
}
func.func @bitcast_roundtrip(%a: vector<2x4xi8>) -> vector<2x4xi8> {
  %w = vector.bitcast %a : vector<2x4xi8> to vector<2x1xi32>
  %n = vector.bitcast %w : vector<2x1xi32> to vector<2x4xi8>
  return %n : vector<2x4xi8>
}
func.func @fma_is_math_fma(%a: vector<2xf32>, %b: vector<2xf32>, %c: vector<2xf32>) -> vector<2xf32> {
  %r = vector.fma %a, %b, %c : vector<2xf32>
  return %r : vector<2xf32>
}
func.func @shuffle_poison_lane(%a: vector<2xi32>) -> vector<3xi32> {
  %s = vector.shuffle %a, %a [1, -1, 0] : vector<2xi32>, vector<2xi32>
  return %s : vector<3xi32>
}
func.func @transpose_as_shape_cast(%a: vector<2x2xi32>) -> vector<2x2xi32> {
  %t = vector.transpose %a, [1, 0] : vector<2x2xi32> to vector<2x2xi32>
  return %t : vector<2x2xi32>
}
func.func @dynamic_position_as_zero(%a: vector<3xi32>, %i: index) -> i32 {
  %e = vector.extract %a[%i] : i32 from vector<3xi32>
  return %e : i32
}
func.func @mask_unsigned(%n: index) -> vector<4xi1> {
  %m = vector.create_mask %n : vector<4xi1>
  return %m : vector<4xi1>
}
func.func @bitcast_lanes_swapped(%a: vector<2xi8>) -> vector<1xi16> {
  %w = vector.bitcast %a : vector<2xi8> to vector<1xi16>
  return %w : vector<1xi16>
}

//--- tgt.mlir
func.func @broadcast_extract(%x: i32) -> i32 {
  return %x : i32
}
func.func @transpose_twice(%a: vector<2x3xf32>) -> vector<2x3xf32> {
  return %a : vector<2x3xf32>
}
func.func @shuffle_is_interleave(%a: vector<4xi8>, %b: vector<4xi8>) -> vector<8xi8> {
  %s = vector.interleave %a, %b : vector<4xi8> -> vector<8xi8>
  return %s : vector<8xi8>
}
func.func @deinterleave_is_shuffle(%a: vector<6xi16>) -> (vector<3xi16>, vector<3xi16>) {
  %e = vector.shuffle %a, %a [0, 2, 4] : vector<6xi16>, vector<6xi16>
  %o = vector.shuffle %a, %a [1, 3, 5] : vector<6xi16>, vector<6xi16>
  return %e, %o : vector<3xi16>, vector<3xi16>
}
func.func @strided_roundtrip(%a: vector<4x4xi32>, %b: vector<2x3xi32>) -> vector<2x3xi32> {
  return %b : vector<2x3xi32>
}
func.func @from_elements_is_inserts(%x: f16, %y: f16) -> vector<2xf16> {
  %p = ub.poison : vector<2xf16>
  %a = vector.insert %x, %p[0] : f16 into vector<2xf16>
  %b = vector.insert %y, %a[1] : f16 into vector<2xf16>
  return %b : vector<2xf16>
}
func.func @to_elements_is_extracts(%v: vector<2x1xi32>) -> (i32, i32) {
  %b = vector.extract %v[1, 0] : i32 from vector<2x1xi32>
  %a = vector.extract %v[0, 0] : i32 from vector<2x1xi32>
  return %b, %a : i32, i32
}
func.func @mask_lowering(%n: index) -> vector<4xi1> {
  %s = vector.step : vector<4xindex>
  %b = vector.broadcast %n : index to vector<4xindex>
  %m = arith.cmpi slt, %s, %b : vector<4xindex>
  return %m : vector<4xi1>
}
func.func @step_constant() -> vector<4xindex> {
  %s = arith.constant dense<[0, 1, 2, 3]> : vector<4xindex>
  return %s : vector<4xindex>
}
func.func @bitcast_roundtrip(%a: vector<2x4xi8>) -> vector<2x4xi8> {
  return %a : vector<2x4xi8>
}
func.func @fma_is_math_fma(%a: vector<2xf32>, %b: vector<2xf32>, %c: vector<2xf32>) -> vector<2xf32> {
  %r = math.fma %a, %b, %c : vector<2xf32>
  return %r : vector<2xf32>
}
func.func @shuffle_poison_lane(%a: vector<2xi32>) -> vector<3xi32> {
  %c = arith.constant dense<7> : vector<3xi32>
  %e1 = vector.extract %a[1] : i32 from vector<2xi32>
  %e0 = vector.extract %a[0] : i32 from vector<2xi32>
  %x = vector.insert %e1, %c[0] : i32 into vector<3xi32>
  %y = vector.insert %e0, %x[2] : i32 into vector<3xi32>
  return %y : vector<3xi32>
}
func.func @transpose_as_shape_cast(%a: vector<2x2xi32>) -> vector<2x2xi32> {
  %t = vector.shape_cast %a : vector<2x2xi32> to vector<2x2xi32>
  return %t : vector<2x2xi32>
}
func.func @dynamic_position_as_zero(%a: vector<3xi32>, %i: index) -> i32 {
  %e = vector.extract %a[0] : i32 from vector<3xi32>
  return %e : i32
}
func.func @mask_unsigned(%n: index) -> vector<4xi1> {
  %s = vector.step : vector<4xindex>
  %b = vector.broadcast %n : index to vector<4xindex>
  %m = arith.cmpi ult, %s, %b : vector<4xindex>
  return %m : vector<4xi1>
}
func.func @bitcast_lanes_swapped(%a: vector<2xi8>) -> vector<1xi16> {
  %s = vector.shuffle %a, %a [1, 0] : vector<2xi8>, vector<2xi8>
  %w = vector.bitcast %s : vector<2xi8> to vector<1xi16>
  return %w : vector<1xi16>
}
