// tosa-convert-integer-type-to-signless under the signless signature mapping (ui8 as i8, the same bits): the unsigned function signature and a rescale with an unsigned output, as in MLIR's own test, are proven.
// RUN: %tv-opt --tv-verify-each --tv-timeout=60 --tv-report=%t.jsonl --tosa-convert-integer-type-to-signless %s -o /dev/null 2>&1 | FileCheck %s
// RUN: FileCheck %s --check-prefix=JSON --input-file=%t.jsonl
// CHECK: tv: {{[0-9]+}} pass runs, 2 checks: 2 proven, 0 incorrect
// JSON: {"pass":"tosa-convert-integer-type-to-signless","function":"unsigned_signature","verdict":"proven",{{.*}}"signature_mapping":"signless integers (ui8 as i8, the same bits)"}
// JSON: "function":"rescale_output_unsigned","verdict":"proven",{{.*}}"signature_mapping":"signless integers (ui8 as i8, the same bits)"
func.func @unsigned_signature(%a: tensor<1xui8>, %b: tensor<1xui8>) -> (tensor<1xui8>, tensor<1xui8>) {
  return %b, %a : tensor<1xui8>, tensor<1xui8>
}
func.func @rescale_output_unsigned(%arg0: tensor<1x1xi8>) -> tensor<1x1xui8> {
  %multiplier = "tosa.const"() {values = dense<1073741824> : tensor<1xi32>} : () -> tensor<1xi32>
  %shift = "tosa.const"() {values = dense<30> : tensor<1xi8>} : () -> tensor<1xi8>
  %input_zp = "tosa.const"() {values = dense<-128> : tensor<1xi8>} : () -> tensor<1xi8>
  %output_zp = "tosa.const"() {values = dense<0> : tensor<1xui8>} : () -> tensor<1xui8>
  %r = tosa.rescale %arg0, %multiplier, %shift, %input_zp, %output_zp {rounding_mode = SINGLE_ROUND, scale32 = true, per_channel = false, input_unsigned = false, output_unsigned = true} : (tensor<1x1xi8>, tensor<1xi32>, tensor<1xi8>, tensor<1xi8>, tensor<1xui8>) -> tensor<1x1xui8>
  return %r : tensor<1x1xui8>
}
