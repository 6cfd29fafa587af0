// --tv-jobs: a module pass changes several functions, their checks run on a pool of threads,
// and the diagnostics come out in function order whatever the number of threads.
// A value that is not a thread count is rejected before anything runs.
// RUN: not %tv-opt --tv-jobs=abc %s 2>&1 | FileCheck %s --check-prefix=BAD
// BAD: for the --tv-jobs option: 'abc' value invalid
// RUN: %tv-opt --tv-verify-each --tv-timeout=60 --tv-on-failure=warn --tv-verbose --tv-jobs=1 -p 'builtin.module(tv-test-mutate{kind=addi-to-subi},canonicalize)' %s 2>%t.1 >/dev/null
// RUN: %tv-opt --tv-verify-each --tv-timeout=60 --tv-on-failure=warn --tv-verbose --tv-jobs=2 -p 'builtin.module(tv-test-mutate{kind=addi-to-subi},canonicalize)' %s 2>%t.2 >/dev/null
// RUN: FileCheck %s --input-file=%t.1
// RUN: FileCheck %s --input-file=%t.2
// RUN: diff %t.1 %t.2
// Abort mode with two threads still stops the pipeline (design.md section 5: the pass after
// the failing top-level pass is failed; it still runs, so its checks are counted).
// RUN: not %tv-opt --tv-verify-each --tv-timeout=60 --tv-jobs=2 -p 'builtin.module(tv-test-mutate{kind=addi-to-subi},canonicalize)' %s 2>%t.abort >%t.out
// RUN: FileCheck %s --check-prefix=ABORT --input-file=%t.abort
// RUN: count 0 < %t.out

// CHECK: jobs.mlir:[[@LINE+18]]:8: warning: tv: pass 'tv-test-mutate' is incorrect on @a: result #0 differs
// CHECK: jobs.mlir:[[@LINE+15]]:1: note: input: %x = 0 : i32
// CHECK-NEXT: func.func @a
// CHECK-NEXT: ^
// CHECK-NEXT: note: source: returns 3 : i32
// CHECK-NEXT: note: target: returns -3 : i32
// CHECK: jobs.mlir:[[@LINE+30]]:1: remark: tv: pass 'canonicalize' on @e: unsupported (llvm.mul)
// CHECK: jobs.mlir:[[@LINE+35]]:1: remark: tv: pass 'canonicalize' on @f: unsupported (llvm.mul)
// CHECK-NOT: tv: pass
// CHECK: tv: 2 pass runs, 6 checks: 3 proven, 1 incorrect, 0 inconclusive, 2 unsupported, 0 timeouts, 0 errors; 6 unchanged

// ABORT: error: tv: pass 'tv-test-mutate' is incorrect on @a
// ABORT-NOT: error: tv: pass
// ABORT: tv: 2 pass runs, 6 checks: 3 proven, 1 incorrect

// The mutation turns @a's addi into subi: x - 3 differs from x + 3.
func.func @a(%x: i32) -> i32 {
  %c3 = arith.constant 3 : i32
  %r = arith.addi %x, %c3 : i32
  return %r : i32
}
func.func @b(%x: i32, %y: i32) -> i32 {
  %s = arith.subi %x, %x : i32
  %r = arith.addi %s, %y : i32
  return %r : i32
}
func.func @c(%x: i8) -> i8 {
  %c1 = arith.constant 1 : i8
  %r = arith.muli %x, %c1 : i8
  return %r : i8
}
func.func @d(%x: i16) -> i16 {
  %c0 = arith.constant 0 : i16
  %r = arith.ori %x, %c0 : i16
  return %r : i16
}
func.func @e(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %p = llvm.mul %x, %x : i32
  %r = arith.addi %p, %c0 : i32
  return %r : i32
}
func.func @f(%x: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  %p = llvm.mul %x, %x : i64
  %r = arith.addi %p, %c0 : i64
  return %r : i64
}
