// tv-check --json: one JSON object per function and line (strings escaped), with function, verdict, seconds, encoding, dialects (sorted, of the source function's ops), reason, and for incorrect the counterexample (inputs, source/target ub and results).
// RUN: split-file %s %t
// RUN: not %tv-check --timeout=60 --json %t/src.mlir %t/tgt.mlir | FileCheck %s
// One line per function, counterexample included.
// RUN: not %tv-check --timeout=60 --json %t/src.mlir %t/tgt.mlir | count 6
// Every line is a JSON object.
// RUN: not %tv-check --timeout=60 --json %t/src.mlir %t/tgt.mlir | python3 -c "import json, sys; [json.loads(l) for l in sys.stdin]; print('valid')" | FileCheck %s --check-prefix=VALID

// CHECK: {"function":"proven","verdict":"proven","seconds":{{[0-9]+\.[0-9]+}},"encoding":"bitvector","dialects":["arith"]}
// CHECK-NEXT: {"function":"wrong","verdict":"incorrect","seconds":{{[0-9]+\.[0-9]+}},"encoding":"bitvector","dialects":["arith"],"reason":"result #0 is poison in the target but not in the source","counterexample":{"inputs":[{"name":"%x","type":"i8","value":"127"}],"source":{"ub":false,"results":[{"type":"i8","value":"-128"}]},"target":{"ub":false,"results":[{"type":"i8","value":"poison"}]}},"executed":{"source":"returns -128 : i8","target":"returns poison : i8"}}
// CHECK-NEXT: {"function":"ub","verdict":"incorrect",{{.*}}"dialects":["arith","scf"],"reason":"target has undefined behaviour where the source has none","counterexample":{"inputs":[{"name":"%c","type":"i1","value":"true"},{"name":"%y","type":"index","value":"{{0|poison}}"}],"source":{"ub":false,"results":[{"type":"index","value":"0"}]},"target":{"ub":true,"results":[{{.*}}]}},"executed":{"source":"returns 0 : index","target":"has undefined behaviour: division by zero{{( \(poison divisor\))?}} at {{.*}}tgt.mlir:11:8"}}
// CHECK-NEXT: {"function":"unsupported","verdict":"unsupported",{{.*}}"reason":"complex.exp"}
// CHECK-NEXT: {"function":"changed","verdict":"inconclusive",{{.*}}"reason":"signature changed from (i32) -> i32 to (i32) -> i64"}
// CHECK-NEXT: {"function":"quo\"ted\\name","verdict":"proven",{{.*}}}
// CHECK-NOT: {

// VALID: valid

//--- src.mlir
func.func @proven(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %r = arith.addi %x, %c0 : i32
  return %r : i32
}
func.func @wrong(%x: i8) -> i8 {
  %c1 = arith.constant 1 : i8
  %r = arith.addi %x, %c1 : i8
  return %r : i8
}
func.func @ub(%c: i1, %y: index) -> index {
  %c0 = arith.constant 0 : index
  %r = scf.if %c -> index {
    scf.yield %c0 : index
  } else {
    %q = arith.divui %y, %y : index
    scf.yield %q : index
  }
  return %r : index
}
func.func @unsupported(%x: complex<f32>) -> complex<f32> {
  %r = complex.exp %x : complex<f32>
  return %r : complex<f32>
}
func.func @changed(%x: i32) -> i32 {
  return %x : i32
}
func.func @"quo\"ted\\name"(%x: i32) -> i32 {
  return %x : i32
}
//--- tgt.mlir
func.func @proven(%x: i32) -> i32 {
  return %x : i32
}
func.func @wrong(%x: i8) -> i8 {
  %c1 = arith.constant 1 : i8
  %r = arith.addi %x, %c1 overflow<nsw> : i8
  return %r : i8
}
func.func @ub(%c: i1, %y: index) -> index {
  %c0 = arith.constant 0 : index
  %q = arith.divui %y, %y : index
  %r = arith.select %c, %c0, %q : index
  return %r : index
}
func.func @unsupported(%x: complex<f32>) -> complex<f32> {
  %r = complex.exp %x : complex<f32>
  return %r : complex<f32>
}
func.func @changed(%x: i32) -> i64 {
  %r = arith.extsi %x : i32 to i64
  return %r : i64
}
func.func @"quo\"ted\\name"(%x: i32) -> i32 {
  return %x : i32
}
