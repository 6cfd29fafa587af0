// A query the solver cannot finish in time (factoring a 64-bit semiprime) ends in a timeout verdict, exit 2.
// RUN: split-file %s %t
// RUN: not %tv-check --timeout=1 %t/src.mlir %t/tgt.mlir | FileCheck %s
// RUN: not %tv-check --timeout=1 --json %t/src.mlir %t/tgt.mlir | FileCheck %s --check-prefix=JSON
// RUN: sh -c '%tv-check --timeout=1 %t/src.mlir %t/tgt.mlir > /dev/null; test $? -eq 2'
// CHECK: @factor: timeout
// JSON: "verdict":"timeout"{{.*}}"reason":"solver timeout after 1 s"
//--- src.mlir
func.func @factor(%a: i64, %b: i64) -> i1 {
  %k = arith.constant -94489280427 : i64
  %one = arith.constant 1 : i64
  %x = arith.muli %a, %b overflow<nuw> : i64
  %e = arith.cmpi eq, %x, %k : i64
  %a1 = arith.cmpi ugt, %a, %one : i64
  %b1 = arith.cmpi ugt, %b, %one : i64
  %t = arith.andi %e, %a1 : i1
  %r = arith.andi %t, %b1 : i1
  return %r : i1 }
//--- tgt.mlir
func.func @factor(%a: i64, %b: i64) -> i1 {
  %f = arith.constant false
  return %f : i1 }
