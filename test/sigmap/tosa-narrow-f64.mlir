// tosa-narrow-f64-to-f32{convert-function-boundaries} under the narrowing signature mapping: the data movement of MLIR's own test (reverse) and a constant whose f64 value f32 cannot hold (0.1 rounds, 1e300 becomes +Inf on both sides once narrowed) are proven in the exact encoding, where without the mapping they ended "signature changed".
// RUN: %tv-opt --tv-verify-each --tv-timeout=60 --tv-report=%t.jsonl -p 'builtin.module(func.func(tosa-narrow-f64-to-f32{aggressive-rewrite convert-function-boundaries}))' %s -o /dev/null 2>&1 | FileCheck %s
// RUN: FileCheck %s --check-prefix=JSON --input-file=%t.jsonl
// CHECK: tv: 2 pass runs, 2 checks: 2 proven, 0 incorrect
// JSON: {"pass":"tosa-narrow-f64-to-f32","function":"reverse","verdict":"proven",{{.*}}"encoding":"ieee",{{.*}}"signature_mapping":"narrowing f64 -> f32 (f64 as f32: arguments the narrow type holds, results compared after narrowing the source's)"}
// JSON: "function":"const","verdict":"proven"
func.func @reverse(%a: tensor<13x21x3xf64>) -> tensor<13x21x3xf64> {
  %r = tosa.reverse %a {axis = 1 : i32} : (tensor<13x21x3xf64>) -> tensor<13x21x3xf64>
  return %r : tensor<13x21x3xf64>
}
func.func @const() -> tensor<2xf64> {
  %r = "tosa.const"() {values = dense<[0.1, 1.0e300]> : tensor<2xf64>} : () -> tensor<2xf64>
  return %r : tensor<2xf64>
}
