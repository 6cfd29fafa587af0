// MLIR 22 finding (docs/findings.md; found by `tv-sweep --pass=arith-expand --dialect=arith`):
// arith-expand lowers arith.maximumf / arith.minimumf to a compare and a select that ignore
// the sign of zero. ArithOps.td: maximumf "treats -0.0 as less than +0.0", so
// maximumf(+0.0, -0.0) = +0.0 and minimumf(-0.0, +0.0) = -0.0; the expansion returns the
// second operand for both.
// RUN: %tv-opt --tv-verify-each --tv-on-failure=warn --tv-timeout=120 --arith-expand %s -o /dev/null 2>&1 | FileCheck %s
// CHECK: warning: tv: pass 'arith-expand' is incorrect on @max [ieee]: result #0 differs
// CHECK: note: input: %x = 0.0 : f32
// CHECK: note: input: %y = -0.0 : f32
// CHECK: note: executed: source returns 0.0 : f32; target returns -0.0 : f32
// CHECK: warning: tv: pass 'arith-expand' is incorrect on @min [ieee]: result #0 differs
// CHECK: note: input: %x = -0.0 : f32
// CHECK: note: input: %y = 0.0 : f32
// CHECK: note: executed: source returns -0.0 : f32; target returns 0.0 : f32
// CHECK: tv: 1 pass runs, 2 checks: 0 proven, 2 incorrect
func.func @max(%x: f32, %y: f32) -> f32 {
  %r = arith.maximumf %x, %y : f32
  return %r : f32
}

func.func @min(%x: f32, %y: f32) -> f32 {
  %r = arith.minimumf %x, %y : f32
  return %r : f32
}
