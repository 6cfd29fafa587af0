// MLIR 22 finding (docs/findings.md): arith-int-range-narrowing narrows
// `arith.shrui (x & 255), (y & 31)` to i8 because the result fits, but the shift amount
// does not: in i8 a shift by 8 or more is poison, where the i32 source gives 0.
// RUN: %tv-opt --tv-verify-each --tv-on-failure=warn --tv-timeout=120 --arith-int-range-narrowing="int-bitwidths-supported=8,16" %s -o /dev/null 2>&1 | FileCheck %s
// CHECK: warning: tv: pass 'arith-int-range-narrowing' is incorrect on @shr: result #0 is poison in the target but not in the source
// CHECK: note: executed: source returns 0 : i32; target returns poison : i32
func.func @shr(%x: i32, %y: i32) -> i32 {
  %c = arith.constant 255 : i32
  %a = arith.andi %x, %c : i32
  %s = arith.constant 31 : i32
  %b = arith.andi %y, %s : i32
  %r = arith.shrui %a, %b : i32
  return %r : i32
}
