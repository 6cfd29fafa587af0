// Templates of the differential self-test (tools/difftest-templates.c) for the vector
// dialect's ops on values (encoder/vector_shape.c) and reductions (encoder/vector_red.c).

// Element moves with static positions: broadcast, transpose, shape_cast, strided slices,
// shuffle (with a poison mask entry), interleave and deinterleave, from_elements.
func.func @moves(%a: vector<2x3xi8>, %b: vector<3xi8>, %x: i8)
    -> (vector<2x2x3xi8>, vector<3x2xi8>, vector<6xi8>, vector<2x2xi8>, vector<2x3xi8>, vector<4x3xi8>) {
  %0 = vector.broadcast %a : vector<2x3xi8> to vector<2x2x3xi8>
  %1 = vector.transpose %a, [1, 0] : vector<2x3xi8> to vector<3x2xi8>
  %2 = vector.shape_cast %a : vector<2x3xi8> to vector<6xi8>
  %3 = vector.extract_strided_slice %a {offsets = [0, 1], sizes = [2, 2], strides = [1, 1]} : vector<2x3xi8> to vector<2x2xi8>
  %4 = vector.insert_strided_slice %b, %a {offsets = [1, 0], strides = [1]} : vector<3xi8> into vector<2x3xi8>
  %r = vector.broadcast %b : vector<3xi8> to vector<1x3xi8>
  %5 = vector.shuffle %a, %r [2, -1, 0, 1] : vector<2x3xi8>, vector<1x3xi8>
  return %0, %1, %2, %3, %4, %5 : vector<2x2x3xi8>, vector<3x2xi8>, vector<6xi8>, vector<2x2xi8>, vector<2x3xi8>, vector<4x3xi8>
}

func.func @lanes(%a: vector<4xf32>, %b: vector<4xf32>, %x: f32, %y: f32)
    -> (vector<8xf32>, vector<4xf32>, vector<4xf32>, vector<2xf32>, vector<3xf32>, f32) {
  %0 = vector.interleave %a, %b : vector<4xf32> -> vector<8xf32>
  %1, %2 = vector.deinterleave %0 : vector<8xf32> -> vector<4xf32>
  %3 = vector.from_elements %x, %y : vector<2xf32>
  %4 = vector.broadcast %x : f32 to vector<3xf32>
  %5:2 = vector.to_elements %3 : vector<2xf32>
  %6 = arith.addf %5#1, %5#0 : f32
  return %0, %1, %2, %3, %4, %6 : vector<8xf32>, vector<4xf32>, vector<4xf32>, vector<2xf32>, vector<3xf32>, f32
}

// extract and insert at static, dynamic (out of bounds or poison: poison) and -1 positions.
func.func @extract_insert(%a: vector<3x2xi16>, %i: index, %j: index, %x: i16)
    -> (i16, vector<2xi16>, i16, vector<3x2xi16>, vector<3x2xi16>, vector<3x2xi16>) {
  %0 = vector.extract %a[2, 1] : i16 from vector<3x2xi16>
  %1 = vector.extract %a[%i] : vector<2xi16> from vector<3x2xi16>
  %2 = vector.extract %a[%i, %j] : i16 from vector<3x2xi16>
  %3 = vector.insert %x, %a[1, 0] : i16 into vector<3x2xi16>
  %4 = vector.insert %x, %a[%i, %j] : i16 into vector<3x2xi16>
  %5 = vector.insert %x, %a[-1, 1] : i16 into vector<3x2xi16>
  return %0, %1, %2, %3, %4, %5 : i16, vector<2xi16>, i16, vector<3x2xi16>, vector<3x2xi16>, vector<3x2xi16>
}

// Masks (create_mask clamps negative and large sizes), step, bitcast both ways, fma.
func.func @masks(%n: index, %m: index) -> (vector<2x3xi1>, vector<4xi1>, vector<3xindex>) {
  %0 = vector.create_mask %n, %m : vector<2x3xi1>
  %1 = vector.constant_mask [3] : vector<4xi1>
  %2 = vector.step : vector<3xindex>
  return %0, %1, %2 : vector<2x3xi1>, vector<4xi1>, vector<3xindex>
}

func.func @bitcast(%a: vector<4xi8>, %b: vector<2xf16>) -> (vector<2xi16>, vector<1xi32>, vector<4xi8>, vector<2xi16>) {
  %0 = vector.bitcast %a : vector<4xi8> to vector<2xi16>
  %1 = vector.bitcast %a : vector<4xi8> to vector<1xi32>
  %2 = vector.bitcast %0 : vector<2xi16> to vector<4xi8>
  %3 = vector.bitcast %b : vector<2xf16> to vector<2xi16>
  return %0, %1, %2, %3 : vector<2xi16>, vector<1xi32>, vector<4xi8>, vector<2xi16>
}

func.func @fma(%a: vector<2xf32>, %b: vector<2xf32>, %c: vector<2xf32>) -> vector<2xf32> {
  %0 = vector.fma %a, %b, %c : vector<2xf32>
  return %0 : vector<2xf32>
}

// Reductions: in order from the accumulator or the identity (float sums from -0.0),
// integer and float kinds, multi_reduction over inner, outer and all dimensions.
func.func @reductions(%a: vector<3xf32>, %acc: f32, %b: vector<3xi8>, %c: i8) -> (f32, f32, f32, f32, i8, i8, i8, f32) {
  %0 = vector.reduction <add>, %a : vector<3xf32> into f32
  %1 = vector.reduction <mul>, %a, %acc : vector<3xf32> into f32
  %2 = vector.reduction <maxnumf>, %a : vector<3xf32> into f32
  %3 = vector.reduction <minimumf>, %a, %acc : vector<3xf32> into f32
  %4 = vector.reduction <minsi>, %b : vector<3xi8> into i8
  %5 = vector.reduction <maxui>, %b, %c : vector<3xi8> into i8
  %6 = vector.reduction <xor>, %b, %c : vector<3xi8> into i8
  %7 = vector.reduction <add>, %a, %acc fastmath<nnan,ninf> : vector<3xf32> into f32
  return %0, %1, %2, %3, %4, %5, %6, %7 : f32, f32, f32, f32, i8, i8, i8, f32
}

func.func @multi_reduction(%a: vector<2x3xi16>, %acc2: vector<2xi16>, %acc3: vector<3xi16>, %s: i16,
                           %f: vector<2x2xf16>, %g: vector<2xf16>) -> (vector<2xi16>, vector<3xi16>, i16, vector<2xf16>) {
  %0 = vector.multi_reduction <add>, %a, %acc2 [1] : vector<2x3xi16> to vector<2xi16>
  %1 = vector.multi_reduction <minui>, %a, %acc3 [0] : vector<2x3xi16> to vector<3xi16>
  %2 = vector.multi_reduction <and>, %a, %s [0, 1] : vector<2x3xi16> to i16
  %3 = vector.multi_reduction <add>, %f, %g [0] : vector<2x2xf16> to vector<2xf16>
  return %0, %1, %2, %3 : vector<2xi16>, vector<3xi16>, i16, vector<2xf16>
}

// vector.load/store (out of bounds UB), maskedload/maskedstore (lanes whose bit is clear
// touch nothing; a poison bit is UB) on a buffer made from a tensor.
func.func @load_store(%t: tensor<2x4xi16>, %v: vector<3xi16>, %k: vector<3xi1>, %i: index, %j: index)
    -> (tensor<2x4xi16>, vector<2xi16>, vector<3xi16>) {
  %m = bufferization.to_buffer %t : tensor<2x4xi16> to memref<2x4xi16>
  %a = vector.load %m[%i, %j] : memref<2x4xi16>, vector<2xi16>
  %b = vector.maskedload %m[%i, %j], %k, %v : memref<2x4xi16>, vector<3xi1>, vector<3xi16> into vector<3xi16>
  vector.maskedstore %m[%j, %i], %k, %v : memref<2x4xi16>, vector<3xi1>, vector<3xi16>
  vector.store %a, %m[%i, %i] : memref<2x4xi16>, vector<2xi16>
  %u = bufferization.to_tensor %m : memref<2x4xi16> to tensor<2x4xi16>
  return %u, %a, %b : tensor<2x4xi16>, vector<2xi16>, vector<3xi16>
}
