// The real lowerings of the TOSA quantization ops, every change validated: tosa-to-linalg on rescale (zero points, DOUBLE_ROUND, per_channel, unsigned input and output, i48, dynamic sizes), table (i8, i16), gather, tosa.mul with a constant or run-time shift (through tosa.apply_scale) and a quantized add (rescale, add, rescale); tosa-to-arith{include-apply-rescale} on apply_scale (SINGLE and DOUBLE_ROUND, i32 and i48 values, tensors).
// RUN: split-file %s %t
// RUN: %tv-opt --tv-verify-each --tv-verbose --tv-timeout=300 -p 'builtin.module(func.func(tosa-to-linalg))' %t/linalg.mlir 2>&1 >/dev/null | FileCheck %s --check-prefix=LINALG --implicit-check-not=error: --implicit-check-not=remark:
// LINALG: tv: 12 pass runs, 12 checks: 12 proven, 0 incorrect, 0 inconclusive, 0 unsupported, 0 timeouts, 0 errors; 0 unchanged
// RUN: %tv-opt --tv-verify-each --tv-verbose --tv-timeout=300 --tosa-to-arith='include-apply-rescale=true' %t/arith.mlir 2>&1 >/dev/null | FileCheck %s --check-prefix=ARITH --implicit-check-not=error: --implicit-check-not=remark:
// ARITH: tv: 1 pass runs, 5 checks: 5 proven, 0 incorrect, 0 inconclusive, 0 unsupported, 0 timeouts, 0 errors; 0 unchanged

//--- linalg.mlir
func.func @rs(%a: tensor<4xi8>) -> tensor<4xi8> {
  %m = "tosa.const"() {values = dense<1073741824> : tensor<1xi32>} : () -> tensor<1xi32>
  %s = "tosa.const"() {values = dense<31> : tensor<1xi8>} : () -> tensor<1xi8>
  %iz = "tosa.const"() {values = dense<-3> : tensor<1xi8>} : () -> tensor<1xi8>
  %oz = "tosa.const"() {values = dense<5> : tensor<1xi8>} : () -> tensor<1xi8>
  %r = tosa.rescale %a, %m, %s, %iz, %oz {scale32 = true, rounding_mode = DOUBLE_ROUND, per_channel = false, input_unsigned = false, output_unsigned = false} : (tensor<4xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<4xi8>
  return %r : tensor<4xi8>
}
func.func @rs_pc(%a: tensor<2x3xi32>) -> tensor<2x3xi16> {
  %m = "tosa.const"() {values = dense<[100, 2000, 30000]> : tensor<3xi32>} : () -> tensor<3xi32>
  %s = "tosa.const"() {values = dense<[10, 33, 40]> : tensor<3xi8>} : () -> tensor<3xi8>
  %iz = "tosa.const"() {values = dense<0> : tensor<1xi32>} : () -> tensor<1xi32>
  %oz = "tosa.const"() {values = dense<0> : tensor<1xi16>} : () -> tensor<1xi16>
  %r = tosa.rescale %a, %m, %s, %iz, %oz {scale32 = true, rounding_mode = DOUBLE_ROUND, per_channel = true, input_unsigned = false, output_unsigned = false} : (tensor<2x3xi32>, tensor<3xi32>, tensor<3xi8>, tensor<1xi32>, tensor<1xi16>) -> tensor<2x3xi16>
  return %r : tensor<2x3xi16>
}
func.func @rs_u(%a: tensor<4xi8>) -> tensor<4xi8> {
  %m = "tosa.const"() {values = dense<16384> : tensor<1xi16>} : () -> tensor<1xi16>
  %s = "tosa.const"() {values = dense<14> : tensor<1xi8>} : () -> tensor<1xi8>
  %iz = "tosa.const"() {values = dense<-128> : tensor<1xi8>} : () -> tensor<1xi8>
  %oz = "tosa.const"() {values = dense<0> : tensor<1xi8>} : () -> tensor<1xi8>
  %r = tosa.rescale %a, %m, %s, %iz, %oz {scale32 = false, rounding_mode = SINGLE_ROUND, per_channel = false, input_unsigned = true, output_unsigned = false} : (tensor<4xi8>, tensor<1xi16>, tensor<1xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<4xi8>
  return %r : tensor<4xi8>
}
func.func @rs48(%a: tensor<4xi48>) -> tensor<4xi32> {
  %m = "tosa.const"() {values = dense<16384> : tensor<1xi16>} : () -> tensor<1xi16>
  %s = "tosa.const"() {values = dense<14> : tensor<1xi8>} : () -> tensor<1xi8>
  %iz = "tosa.const"() {values = dense<0> : tensor<1xi48>} : () -> tensor<1xi48>
  %oz = "tosa.const"() {values = dense<0> : tensor<1xi32>} : () -> tensor<1xi32>
  %r = tosa.rescale %a, %m, %s, %iz, %oz {scale32 = false, rounding_mode = SINGLE_ROUND, per_channel = false, input_unsigned = false, output_unsigned = false} : (tensor<4xi48>, tensor<1xi16>, tensor<1xi8>, tensor<1xi48>, tensor<1xi32>) -> tensor<4xi32>
  return %r : tensor<4xi32>
}
func.func @mul_dyn(%a: tensor<4xi32>, %b: tensor<4xi32>, %s: tensor<1xi8>) -> tensor<4xi32> {
  %r = tosa.mul %a, %b, %s : (tensor<4xi32>, tensor<4xi32>, tensor<1xi8>) -> tensor<4xi32>
  return %r : tensor<4xi32>
}
func.func @mul_c(%a: tensor<4xi32>, %b: tensor<4xi32>) -> tensor<4xi32> {
  %s = "tosa.const"() {values = dense<1> : tensor<1xi8>} : () -> tensor<1xi8>
  %r = tosa.mul %a, %b, %s : (tensor<4xi32>, tensor<4xi32>, tensor<1xi8>) -> tensor<4xi32>
  return %r : tensor<4xi32>
}
func.func @table8(%a: tensor<4xi8>, %t: tensor<256xi8>) -> tensor<4xi8> {
  %r = tosa.table %a, %t : (tensor<4xi8>, tensor<256xi8>) -> tensor<4xi8>
  return %r : tensor<4xi8>
}
func.func @table16(%a: tensor<4xi16>, %t: tensor<513xi16>) -> tensor<4xi32> {
  %r = tosa.table %a, %t : (tensor<4xi16>, tensor<513xi16>) -> tensor<4xi32>
  return %r : tensor<4xi32>
}
func.func @gather(%v: tensor<2x5x3xf32>, %i: tensor<2x4xi32>) -> tensor<2x4x3xf32> {
  %r = tosa.gather %v, %i : (tensor<2x5x3xf32>, tensor<2x4xi32>) -> tensor<2x4x3xf32>
  return %r : tensor<2x4x3xf32>
}
func.func @rs_ou(%a: tensor<2x3xi8>) -> tensor<2x3xi8> {
  %m = "tosa.const"() {values = dense<[1073741824, 1518500250, 2000000000]> : tensor<3xi32>} : () -> tensor<3xi32>
  %s = "tosa.const"() {values = dense<[30, 31, 40]> : tensor<3xi8>} : () -> tensor<3xi8>
  %iz = "tosa.const"() {values = dense<7> : tensor<1xi8>} : () -> tensor<1xi8>
  %oz = "tosa.const"() {values = dense<-128> : tensor<1xi8>} : () -> tensor<1xi8>
  %r = tosa.rescale %a, %m, %s, %iz, %oz {scale32 = true, rounding_mode = DOUBLE_ROUND, per_channel = true, input_unsigned = false, output_unsigned = true} : (tensor<2x3xi8>, tensor<3xi32>, tensor<3xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<2x3xi8>
  return %r : tensor<2x3xi8>
}
func.func @rs_dyn(%a: tensor<?x3xi16>, %m: tensor<3xi16>, %s: tensor<3xi8>) -> tensor<?x3xi8> {
  %iz = "tosa.const"() {values = dense<0> : tensor<1xi16>} : () -> tensor<1xi16>
  %oz = "tosa.const"() {values = dense<-5> : tensor<1xi8>} : () -> tensor<1xi8>
  %r = tosa.rescale %a, %m, %s, %iz, %oz {scale32 = false, rounding_mode = SINGLE_ROUND, per_channel = true, input_unsigned = false, output_unsigned = false} : (tensor<?x3xi16>, tensor<3xi16>, tensor<3xi8>, tensor<1xi16>, tensor<1xi8>) -> tensor<?x3xi8>
  return %r : tensor<?x3xi8>
}
func.func @qadd(%a: tensor<4xi8>, %b: tensor<4xi8>) -> tensor<4xi8> {
  %m = "tosa.const"() {values = dense<1073741824> : tensor<1xi32>} : () -> tensor<1xi32>
  %s = "tosa.const"() {values = dense<30> : tensor<1xi8>} : () -> tensor<1xi8>
  %mb = "tosa.const"() {values = dense<1518500250> : tensor<1xi32>} : () -> tensor<1xi32>
  %sb = "tosa.const"() {values = dense<31> : tensor<1xi8>} : () -> tensor<1xi8>
  %m2 = "tosa.const"() {values = dense<1431655765> : tensor<1xi32>} : () -> tensor<1xi32>
  %s2 = "tosa.const"() {values = dense<33> : tensor<1xi8>} : () -> tensor<1xi8>
  %za = "tosa.const"() {values = dense<-1> : tensor<1xi8>} : () -> tensor<1xi8>
  %zb = "tosa.const"() {values = dense<3> : tensor<1xi8>} : () -> tensor<1xi8>
  %z32 = "tosa.const"() {values = dense<0> : tensor<1xi32>} : () -> tensor<1xi32>
  %ea = tosa.rescale %a, %m, %s, %za, %z32 {scale32 = true, rounding_mode = SINGLE_ROUND, per_channel = false, input_unsigned = false, output_unsigned = false} : (tensor<4xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<4xi32>
  %eb = tosa.rescale %b, %mb, %sb, %zb, %z32 {scale32 = true, rounding_mode = SINGLE_ROUND, per_channel = false, input_unsigned = false, output_unsigned = false} : (tensor<4xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xi32>) -> tensor<4xi32>
  %p = tosa.add %ea, %eb : (tensor<4xi32>, tensor<4xi32>) -> tensor<4xi32>
  %r = tosa.rescale %p, %m2, %s2, %z32, %za {scale32 = true, rounding_mode = DOUBLE_ROUND, per_channel = false, input_unsigned = false, output_unsigned = false} : (tensor<4xi32>, tensor<1xi32>, tensor<1xi8>, tensor<1xi32>, tensor<1xi8>) -> tensor<4xi8>
  return %r : tensor<4xi8>
}

//--- arith.mlir
func.func @as(%v: i32, %m: i32, %s: i8) -> i32 {
  %r = tosa.apply_scale %v, %m, %s {rounding_mode = SINGLE_ROUND} : (i32, i32, i8) -> i32
  return %r : i32
}
func.func @asd(%v: i32, %m: i32, %s: i8) -> i32 {
  %r = tosa.apply_scale %v, %m, %s {rounding_mode = DOUBLE_ROUND} : (i32, i32, i8) -> i32
  return %r : i32
}
func.func @as48(%v: i48, %m: i32, %s: i8) -> i32 {
  %r = tosa.apply_scale %v, %m, %s {rounding_mode = SINGLE_ROUND} : (i48, i32, i8) -> i32
  return %r : i32
}
func.func @as48d(%v: i48, %m: i32, %s: i8) -> i32 {
  %r = tosa.apply_scale %v, %m, %s {rounding_mode = DOUBLE_ROUND} : (i48, i32, i8) -> i32
  return %r : i32
}
func.func @ast(%v: tensor<4xi32>, %m: tensor<4xi32>, %s: tensor<4xi8>) -> tensor<4xi32> {
  %r = tosa.apply_scale %v, %m, %s {rounding_mode = SINGLE_ROUND} : (tensor<4xi32>, tensor<4xi32>, tensor<4xi8>) -> tensor<4xi32>
  return %r : tensor<4xi32>
}
