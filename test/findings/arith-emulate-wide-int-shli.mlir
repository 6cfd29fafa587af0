// MLIR 22 finding (docs/findings.md): arith-emulate-wide-int lowers `arith.shli %a, %b : i64`
// with the high half `shrui %lo, (32 - %b)`, a shift by 32 when %b = 0: poison in arith
// (a shift amount >= the bit width), selected as the high half, where the source returns %a.
// `arith.shrui` has the same fault in its low half (`shli %hi, (32 - %b)`); only `arith.shrsi`
// selects the operand for a shift by 0 ("Handle shifting by zero" in EmulateWideInt.cpp).
// Found through the wide-integer signature mapping (i64 as vector<2xi32>, low half first).
// RUN: %tv-opt --tv-verify-each --tv-on-failure=warn --tv-timeout=60 --arith-emulate-wide-int="widest-int-supported=32" %s -o /dev/null 2>&1 | FileCheck %s
// CHECK: warning: tv: pass 'arith-emulate-wide-int' is incorrect on @shl: result #0 is poison in the target but not in the source; under signature mapping 'wide-integer emulation'
// CHECK: note: signature mapping: wide-integer emulation (i64 as vector<2xi32>, low half first)
// CHECK: note: input: %b = 0 : i64
// CHECK: note: executed: source returns [[A:-?[0-9]+]] : i64; target returns [[[A]], poison] : vector<2xi32>
// CHECK: warning: tv: pass 'arith-emulate-wide-int' is incorrect on @shrui: result #0 is poison in the target but not in the source
// CHECK: note: executed: source returns {{-?[0-9]+}} : i64; target returns [poison, {{-?[0-9]+}}] : vector<2xi32>
// CHECK: tv: 1 pass runs, 3 checks: 1 proven, 2 incorrect
func.func @shl(%a: i64, %b: i64) -> i64 {
  %r = arith.shli %a, %b : i64
  return %r : i64
}
func.func @shrui(%a: i64, %b: i64) -> i64 {
  %r = arith.shrui %a, %b : i64
  return %r : i64
}
func.func @shrsi(%a: i64, %b: i64) -> i64 {
  %r = arith.shrsi %a, %b : i64
  return %r : i64
}
