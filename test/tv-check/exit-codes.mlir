// tv-check exit status: 0 all proven, 1 some incorrect (even next to unsupported), 2 some not proven but none incorrect, 3 bad input.
// RUN: split-file %s %t
// RUN: sh -c '%tv-check --timeout=60 %t/a.mlir %t/a.mlir; echo rc=$?' | FileCheck %s --check-prefix=PROVEN
// RUN: sh -c '%tv-check --timeout=60 %t/a.mlir %t/a-wrong.mlir; echo rc=$?' | FileCheck %s --check-prefix=INCORRECT
// RUN: sh -c '%tv-check --timeout=60 %t/b.mlir %t/b-unsupported.mlir; echo rc=$?' | FileCheck %s --check-prefix=UNSUP
// RUN: sh -c '%tv-check --timeout=60 %t/c.mlir %t/c-mixed.mlir; echo rc=$?' | FileCheck %s --check-prefix=MIXED
// RUN: sh -c '%tv-check --timeout=60 %t/c.mlir %t/c-inconclusive.mlir; echo rc=$?' | FileCheck %s --check-prefix=INCONCLUSIVE
// RUN: sh -c '%tv-check --timeout=60 %t/a.mlir %t/missing.mlir 2>/dev/null; echo rc=$?' | FileCheck %s --check-prefix=BADINPUT
// lit's `not` accepts any failing status; the tests above pin the exact one.
// RUN: %tv-check --timeout=60 %t/a.mlir %t/a.mlir
// RUN: not %tv-check --timeout=60 %t/a.mlir %t/a-wrong.mlir
// The verdict lines come one per function, in source order, @w's with its counterexample
// (why, input, source, target, executed): count them.
// RUN: not %tv-check --timeout=60 %t/c.mlir %t/c-mixed.mlir | count 8

// PROVEN: @f: proven
// PROVEN-NEXT: rc=0

// INCORRECT: @f: incorrect
// INCORRECT: rc=1

// UNSUP: @u: unsupported (complex.exp)
// UNSUP-NEXT: rc=2

// MIXED: @p: proven
// MIXED-NEXT: @u: unsupported (complex.exp)
// MIXED-NEXT: @w: incorrect
// MIXED: rc=1

// INCONCLUSIVE: @p: proven
// INCONCLUSIVE-NEXT: @u: unsupported (complex.exp)
// INCONCLUSIVE-NEXT: @w: inconclusive (signature changed from (i32) -> i32 to (i64) -> i64)
// INCONCLUSIVE-NEXT: rc=2

// BADINPUT: rc=3

//--- a.mlir
func.func @f(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %r = arith.addi %x, %c0 : i32
  return %r : i32
}
//--- a-wrong.mlir
func.func @f(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %r = arith.addi %x, %c1 : i32
  return %r : i32
}
//--- b.mlir
func.func @u(%x: complex<f32>) -> complex<f32> {
  %r = complex.exp %x : complex<f32>
  return %r : complex<f32>
}
//--- b-unsupported.mlir
func.func @u(%x: complex<f32>) -> complex<f32> {
  %c2 = complex.constant [2.0 : f32, 0.0 : f32] : complex<f32>
  %r = complex.mul %x, %c2 : complex<f32>
  return %r : complex<f32>
}
//--- c.mlir
func.func @p(%x: i32) -> i32 {
  return %x : i32
}
func.func @u(%x: complex<f32>) -> complex<f32> {
  %r = complex.exp %x : complex<f32>
  return %r : complex<f32>
}
func.func @w(%x: i32) -> i32 {
  return %x : i32
}
//--- c-mixed.mlir
func.func @p(%x: i32) -> i32 {
  return %x : i32
}
func.func @u(%x: complex<f32>) -> complex<f32> {
  %r = complex.exp %x : complex<f32>
  return %r : complex<f32>
}
func.func @w(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %r = arith.addi %x, %c1 : i32
  return %r : i32
}
//--- c-inconclusive.mlir
func.func @p(%x: i32) -> i32 {
  return %x : i32
}
func.func @u(%x: complex<f32>) -> complex<f32> {
  %r = complex.exp %x : complex<f32>
  return %r : complex<f32>
}
func.func @w(%x: i64) -> i64 {
  return %x : i64
}
