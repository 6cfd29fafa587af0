// The report's lines come out in the same order on every run, also when MLIR runs a nested
// pipeline's functions on its own threads: functions in IR order, each function's checks in
// the order its passes ran (the order of a run without threads).
// RUN: %tv-opt --tv-verify-each --tv-on-failure=warn --tv-timeout=60 --mlir-disable-threading --tv-report=%t.0.json -p 'builtin.module(func.func(canonicalize,cse))' %s 2>/dev/null >/dev/null
// RUN: %tv-opt --tv-verify-each --tv-on-failure=warn --tv-timeout=60 --tv-jobs=2 --tv-report=%t.1.json -p 'builtin.module(func.func(canonicalize,cse))' %s 2>/dev/null >/dev/null
// RUN: %tv-opt --tv-verify-each --tv-on-failure=warn --tv-timeout=60 --tv-jobs=1 --tv-report=%t.2.json -p 'builtin.module(func.func(canonicalize,cse))' %s 2>/dev/null >/dev/null
// RUN: %tv-opt --tv-verify-each --tv-on-failure=warn --tv-timeout=60 --tv-jobs=2 --tv-report=%t.3.json -p 'builtin.module(func.func(canonicalize,cse))' %s 2>/dev/null >/dev/null
// RUN: sed 's/"seconds":[0-9.e+-]*//' %t.0.json > %t.0
// RUN: sed 's/"seconds":[0-9.e+-]*//' %t.1.json > %t.1
// RUN: sed 's/"seconds":[0-9.e+-]*//' %t.2.json > %t.2
// RUN: sed 's/"seconds":[0-9.e+-]*//' %t.3.json > %t.3
// RUN: diff %t.0 %t.1
// RUN: diff %t.0 %t.2
// RUN: diff %t.0 %t.3
// RUN: FileCheck %s --input-file=%t.0
// The diagnostics of a nested pipeline too (MLIR's ParallelDiagnosticHandler orders them).
// RUN: %tv-opt --tv-verify-each --tv-on-failure=warn --tv-verbose --tv-timeout=60 --mlir-disable-threading -p 'builtin.module(func.func(tv-test-mutate{kind=addi-to-subi},cse))' %s 2>%t.d0 >/dev/null
// RUN: %tv-opt --tv-verify-each --tv-on-failure=warn --tv-verbose --tv-timeout=60 --tv-jobs=2 -p 'builtin.module(func.func(tv-test-mutate{kind=addi-to-subi},cse))' %s 2>%t.d1 >/dev/null
// RUN: diff %t.d0 %t.d1
// RUN: FileCheck %s --check-prefix=DIAG --input-file=%t.d1
// DIAG-COUNT-4: warning: tv: pass 'tv-test-mutate' is incorrect
// DIAG-NOT: is incorrect
// A module pass after the nested pipeline is reported after it (the mutation changes the
// first addi left: @f1's).
// RUN: %tv-opt --tv-verify-each --tv-on-failure=warn --tv-timeout=60 --tv-report=%t.4.json -p 'builtin.module(func.func(canonicalize,cse),tv-test-mutate{kind=addi-to-subi})' %s 2>/dev/null >/dev/null
// RUN: FileCheck %s --check-prefixes=CHECK,MUT --input-file=%t.4.json

// CHECK: {"pass":"canonicalize","function":"f0",
// CHECK-NEXT: {"pass":"cse","function":"f0",
// CHECK-NEXT: {"pass":"canonicalize","function":"f1",
// CHECK-NEXT: {"pass":"cse","function":"f1",
// CHECK-NEXT: {"pass":"canonicalize","function":"f2",
// CHECK-NEXT: {"pass":"cse","function":"f2",
// CHECK-NEXT: {"pass":"canonicalize","function":"f3",
// CHECK-NEXT: {"pass":"cse","function":"f3",
// CHECK-NEXT: {"pass":"canonicalize","function":"f4",
// CHECK-NEXT: {"pass":"cse","function":"f4",
// CHECK-NEXT: {"pass":"canonicalize","function":"f5",
// CHECK-NEXT: {"pass":"cse","function":"f5",
// CHECK-NEXT: {"pass":"canonicalize","function":"f6",
// MUT-NEXT: {"pass":"tv-test-mutate","function":"f1","verdict":"incorrect",
// CHECK-NOT: "pass"

// Each function has a foldable pair of adds (canonicalize) and a duplicated expression that
// survives it (cse); @f6 has a constant branch.
func.func @f0(%x: i32, %y: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %a = arith.addi %x, %c0 : i32
  %m1 = arith.muli %a, %y : i32
  %m2 = arith.muli %a, %y : i32
  %r = arith.subi %m1, %m2 : i32
  %s = arith.xori %r, %y : i32
  return %s : i32
}
func.func @f1(%x: i32, %y: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %a = arith.addi %x, %c0 : i32
  %m1 = arith.divui %a, %y : i32
  %m2 = arith.divui %a, %y : i32
  %r = arith.addi %m1, %m2 : i32
  return %r : i32
}
func.func @f2(%x: i32, %y: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %a = arith.muli %x, %c1 : i32
  %m1 = arith.andi %a, %y : i32
  %m2 = arith.andi %a, %y : i32
  %r = arith.addi %m1, %m2 : i32
  return %r : i32
}
func.func @f3(%x: i64, %y: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  %a = arith.ori %x, %c0 : i64
  %m1 = arith.remui %a, %y : i64
  %m2 = arith.remui %a, %y : i64
  %r = arith.addi %m1, %m2 : i64
  return %r : i64
}
func.func @f4(%x: i16, %y: i16) -> i16 {
  %c0 = arith.constant 0 : i16
  %a = arith.subi %x, %c0 : i16
  %m1 = arith.shli %a, %y : i16
  %m2 = arith.shli %a, %y : i16
  %r = arith.addi %m1, %m2 : i16
  return %r : i16
}
func.func @f5(%x: i8, %y: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  %a = arith.addi %c0, %x : i8
  %m1 = arith.maxsi %a, %y : i8
  %m2 = arith.maxsi %a, %y : i8
  %r = arith.addi %m1, %m2 : i8
  return %r : i8
}
func.func @f6(%x: i32) -> i32 {
  %t = arith.constant true
  cf.cond_br %t, ^a, ^b
^a:
  cf.br ^c(%x : i32)
^b:
  %n = arith.subi %x, %x : i32
  cf.br ^c(%n : i32)
^c(%v: i32):
  return %v : i32
}
