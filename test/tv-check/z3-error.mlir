// --inject-z3-error (a test hook) forces a Z3 error while encoding: it becomes the verdict "error (Z3 error: ...)" per function, exit 2, with no crash; checks that stop earlier keep their verdict.
// RUN: split-file %s %t
// RUN: sh -c '%tv-check --timeout=60 --inject-z3-error %t/src.mlir %t/tgt.mlir; echo rc=$?' | FileCheck %s
// RUN: not %tv-check --timeout=60 --inject-z3-error --json %t/src.mlir %t/tgt.mlir | FileCheck %s --check-prefix=JSON
// Without the hook the same pair is fine.
// RUN: not %tv-check --timeout=60 %t/src.mlir %t/tgt.mlir | FileCheck %s --check-prefix=NOHOOK

// CHECK: @f: error (Z3 error: {{.+}})
// CHECK-NEXT: @g: error (Z3 error: {{.+}})
// CHECK-NEXT: @u: unsupported (complex.exp)
// CHECK-NEXT: rc=2

// JSON: {"function":"f","verdict":"error",{{.*}}"reason":"Z3 error: {{.+}}"}
// JSON-NOT: counterexample

// NOHOOK: @f: proven
// NOHOOK-NEXT: @g: incorrect
// NOHOOK: @u: unsupported (complex.exp)

//--- src.mlir
func.func @f(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %r = arith.addi %x, %c0 : i32
  return %r : i32
}
func.func @g(%x: i32) -> i32 {
  return %x : i32
}
func.func @u(%x: complex<f32>) -> complex<f32> {
  %r = complex.exp %x : complex<f32>
  return %r : complex<f32>
}
//--- tgt.mlir
func.func @f(%x: i32) -> i32 {
  return %x : i32
}
func.func @g(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %r = arith.addi %x, %c1 : i32
  return %r : i32
}
func.func @u(%x: complex<f32>) -> complex<f32> {
  %r = complex.exp %x : complex<f32>
  return %r : complex<f32>
}
