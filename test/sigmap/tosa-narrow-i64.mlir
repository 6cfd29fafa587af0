// tosa-narrow-i64-to-i32{aggressive-rewrite convert-function-boundaries} under the narrowing signature mapping (i64 arguments that i32 holds, results compared after narrowing the source's): add and argmax proven; intdiv incorrect, since i32 MIN / -1 is an ERROR_IF (UB) where the i64 division is defined, the data loss the option's description warns about.
// RUN: %tv-opt --tv-verify-each --tv-on-failure=warn --tv-timeout=60 --tv-report=%t.jsonl -p 'builtin.module(func.func(tosa-narrow-i64-to-i32{aggressive-rewrite convert-function-boundaries}))' %s -o /dev/null 2>&1 | FileCheck %s
// RUN: FileCheck %s --check-prefix=JSON --input-file=%t.jsonl
// CHECK: warning: tv: pass 'tosa-narrow-i64-to-i32' is incorrect on @intdiv: target has undefined behaviour where the source has none; under signature mapping 'narrowing i64 -> i32'
// CHECK: note: signature mapping: narrowing i64 -> i32 (i64 as i32: arguments the narrow type holds, results compared after narrowing the source's)
// CHECK: note: executed: source returns [{{.*}}2147483648{{.*}}] : tensor<4xi64>; target has undefined behaviour: signed division overflow (MIN / -1)
// CHECK: tv: 3 pass runs, 3 checks: 2 proven, 1 incorrect
// JSON: {"pass":"tosa-narrow-i64-to-i32","function":"add","verdict":"proven",{{.*}}"signature_mapping":"narrowing i64 -> i32 (i64 as i32: arguments the narrow type holds, results compared after narrowing the source's)"}
// JSON: "function":"argmax","verdict":"proven"
func.func @add(%a: tensor<4xi64>, %b: tensor<4xi64>) -> tensor<4xi64> {
  %r = tosa.add %a, %b : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi64>
  return %r : tensor<4xi64>
}
func.func @intdiv(%a: tensor<4xi64>, %b: tensor<4xi64>) -> tensor<4xi64> {
  %r = tosa.intdiv %a, %b : (tensor<4xi64>, tensor<4xi64>) -> tensor<4xi64>
  return %r : tensor<4xi64>
}
func.func @argmax(%a: tensor<4x3xf32>) -> tensor<4xi64> {
  %r = tosa.argmax %a {axis = 1 : i32} : (tensor<4x3xf32>) -> tensor<4xi64>
  return %r : tensor<4xi64>
}
