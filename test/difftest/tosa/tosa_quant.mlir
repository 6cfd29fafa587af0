// Templates of the differential self-test for the TOSA quantization ops (tosa_quant.c):
// apply_scale on scalars and tensors (both roundings), rescale (scale32 and 16-bit
// multipliers, per channel, unsigned input and output, zero points), table (i8 and i16),
// gather. Arguments are edge cases and random values, so the REQUIREs (UB) are hit often.
func.func @apply_scale(%v: i32, %m: i32, %s: i8) -> i32 {
  %r = tosa.apply_scale %v, %m, %s {rounding_mode = DOUBLE_ROUND} : (i32, i32, i8) -> i32
  return %r : i32
}
func.func @apply_scale_t(%v: tensor<2xi16>, %m: tensor<2xi32>, %s: tensor<2xi8>) -> tensor<2xi32> {
  %r = tosa.apply_scale %v, %m, %s {rounding_mode = SINGLE_ROUND} : (tensor<2xi16>, tensor<2xi32>, tensor<2xi8>) -> tensor<2xi32>
  return %r : tensor<2xi32>
}
func.func @rescale_i8(%x: tensor<3xi8>, %zi: tensor<1xi8>, %zo: tensor<1xi8>) -> tensor<3xi8> {
  %m = arith.constant dense<1073741824> : tensor<1xi32>
  %s = arith.constant dense<31> : tensor<1xi8>
  %r = tosa.rescale %x, %m, %s, %zi, %zo {scale32 = true, rounding_mode = DOUBLE_ROUND, per_channel = false, input_unsigned = false, output_unsigned = false} : (tensor<3xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<3xi8>
  return %r : tensor<3xi8>
}
// multiplier and shift from the arguments (their REQUIREs), per channel
func.func @rescale_channel(%x: tensor<2x2xi8>, %m: tensor<2xi32>, %s: tensor<2xi8>) -> tensor<2x2xi32> {
  %z8 = arith.constant dense<0> : tensor<1xi8>
  %z32 = arith.constant dense<0> : tensor<1xi32>
  %r = tosa.rescale %x, %m, %s, %z8, %z32 {scale32 = true, rounding_mode = SINGLE_ROUND, per_channel = true, input_unsigned = false, output_unsigned = false} : (tensor<2x2xi8>, tensor<2xi32>, tensor<2xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<2x2xi32>
  return %r : tensor<2x2xi32>
}
func.func @rescale_i16(%x: tensor<2xi16>, %m: tensor<1xi16>) -> tensor<2xi8> {
  %s = arith.constant dense<14> : tensor<1xi8>
  %z16 = arith.constant dense<0> : tensor<1xi16>
  %z8 = arith.constant dense<0> : tensor<1xi8>
  %r = tosa.rescale %x, %m, %s, %z16, %z8 {scale32 = false, rounding_mode = SINGLE_ROUND, per_channel = false, input_unsigned = false, output_unsigned = false} : (tensor<2xi16>, tensor<1xi16>, tensor<1xi8>, tensor<1xi16>, tensor<1xi8>) -> tensor<2xi8>
  return %r : tensor<2xi8>
}
func.func @rescale_unsigned(%x: tensor<3xi8>, %zi: tensor<1xi8>, %zo: tensor<1xi8>) -> (tensor<3xi8>, tensor<3xi8>) {
  %m = arith.constant dense<1518500250> : tensor<1xi32>
  %s = arith.constant dense<30> : tensor<1xi8>
  %u = tosa.rescale %x, %m, %s, %zi, %zo {scale32 = true, rounding_mode = SINGLE_ROUND, per_channel = false, input_unsigned = true, output_unsigned = false} : (tensor<3xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<3xi8>
  %o = tosa.rescale %x, %m, %s, %zi, %zo {scale32 = true, rounding_mode = SINGLE_ROUND, per_channel = false, input_unsigned = false, output_unsigned = true} : (tensor<3xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<3xi8>
  return %u, %o : tensor<3xi8>, tensor<3xi8>
}
func.func @table_i8(%x: tensor<3xi8>, %t: tensor<256xi8>) -> tensor<3xi8> {
  %r = tosa.table %x, %t : (tensor<3xi8>, tensor<256xi8>) -> tensor<3xi8>
  return %r : tensor<3xi8>
}
// the 513-entry table is generated (entry i = i * k, wrapping: some slopes leave i16)
func.func @table_i16(%x: tensor<2xi16>, %k: i16) -> tensor<2xi32> {
  %t = tensor.generate {
  ^bb0(%i: index):
    %v = arith.index_cast %i : index to i16
    %w = arith.muli %v, %k : i16
    tensor.yield %w : i16
  } : tensor<513xi16>
  %r = tosa.table %x, %t : (tensor<2xi16>, tensor<513xi16>) -> tensor<2xi32>
  return %r : tensor<2xi32>
}
func.func @gather(%v: tensor<1x3x2xf32>, %i: tensor<1x2xi32>) -> tensor<1x2x2xf32> {
  %r = tosa.gather %v, %i : (tensor<1x3x2xf32>, tensor<1x2xi32>) -> tensor<1x2x2xf32>
  return %r : tensor<1x2x2xf32>
}
