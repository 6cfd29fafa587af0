// tv-check --json with floats: "encoding" is "abstract" or "ieee" for float pairs ("bitvector" for integer-only ones), and counterexample values use the float literal syntax.
// RUN: split-file %s %t
// RUN: not %tv-check --timeout=300 --json %t/src.mlir %t/tgt.mlir | FileCheck %s
// RUN: not %tv-check --timeout=300 --json %t/src.mlir %t/tgt.mlir | python3 -c "import json, sys; [json.loads(l) for l in sys.stdin]; print('valid')" | FileCheck %s --check-prefix=VALID
// RUN: not %tv-check --timeout=300 --json --fp=ieee %t/src.mlir %t/tgt.mlir | FileCheck %s --check-prefix=IEEE
// RUN: not %tv-check --timeout=300 --json --fp=abstract %t/src.mlir %t/tgt.mlir | FileCheck %s --check-prefix=ABSTRACT

// CHECK: {"function":"add_cse","verdict":"proven","seconds":{{[0-9]+\.[0-9]+}},"encoding":"abstract","dialects":["arith"]}
// CHECK-NEXT: {"function":"add_pos_zero","verdict":"incorrect","seconds":{{[0-9]+\.[0-9]+}},"encoding":"ieee","dialects":["arith"],"reason":"result #0 differs","counterexample":{"inputs":[{"name":"%x","type":"f32","value":"-0.0"}],"source":{"ub":false,"results":[{"type":"f32","value":"0.0"}]},"target":{"ub":false,"results":[{"type":"f32","value":"-0.0"}]}},"executed":{"source":"returns 0.0 : f32","target":"returns -0.0 : f32"{{(,"first_loc":"[^"]*")?}}}}
// CHECK-NEXT: {"function":"sub_self_f64","verdict":"incorrect",{{.*}}"encoding":"ieee",{{.*}}"source":{"ub":false,"results":[{"type":"f64","value":"0x{{[7F]FF([0-9A-F]{13})}}"}]},"target":{"ub":false,"results":[{"type":"f64","value":"0.0"}]}},"executed":{"source":"returns 0x7FF8000000000000 : f64","target":"returns 0.0 : f64"{{(,"first_loc":"[^"]*")?}}}}
// CHECK-NEXT: {"function":"int_only","verdict":"proven",{{.*}}"encoding":"bitvector","dialects":[]}
// CHECK-NOT: {

// VALID: valid

// IEEE: {"function":"add_cse","verdict":"proven",{{.*}}"encoding":"ieee","dialects":["arith"]}
// IEEE-NEXT: {"function":"add_pos_zero","verdict":"incorrect",{{.*}}"encoding":"ieee",
// IEEE-NEXT: {"function":"sub_self_f64","verdict":"incorrect",{{.*}}"encoding":"ieee",
// IEEE-NEXT: {"function":"int_only","verdict":"proven",{{.*}}"encoding":"bitvector","dialects":[]}

// ABSTRACT: {"function":"add_cse","verdict":"proven",{{.*}}"encoding":"abstract","dialects":["arith"]}
// ABSTRACT-NEXT: {"function":"add_pos_zero","verdict":"inconclusive",{{.*}}"encoding":"abstract",
// ABSTRACT-NEXT: {"function":"sub_self_f64","verdict":"inconclusive",{{.*}}"encoding":"abstract",
// ABSTRACT-NEXT: {"function":"int_only","verdict":"proven",{{.*}}"encoding":"bitvector","dialects":[]}

//--- src.mlir
func.func @add_cse(%x: f32, %y: f32) -> (f32, f32) {
  %a = arith.addf %x, %y : f32
  %b = arith.addf %x, %y : f32
  return %a, %b : f32, f32
}
func.func @add_pos_zero(%x: f32) -> f32 {
  %c0 = arith.constant 0.0 : f32
  %r = arith.addf %x, %c0 : f32
  return %r : f32
}
func.func @sub_self_f64(%x: f64) -> f64 {
  %r = arith.subf %x, %x : f64
  return %r : f64
}
func.func @int_only(%x: i32) -> i32 {
  return %x : i32
}
//--- tgt.mlir
func.func @add_cse(%x: f32, %y: f32) -> (f32, f32) {
  %a = arith.addf %x, %y : f32
  return %a, %a : f32, f32
}
func.func @add_pos_zero(%x: f32) -> f32 {
  return %x : f32
}
func.func @sub_self_f64(%x: f64) -> f64 {
  %c0 = arith.constant 0.0 : f64
  return %c0 : f64
}
func.func @int_only(%x: i32) -> i32 {
  return %x : i32
}
