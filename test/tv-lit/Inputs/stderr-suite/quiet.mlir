// RUN: mlir-opt -p 'builtin.module(func.func(tv-test-mutate{kind=swap-subi}))' %s 2>&1 >/dev/null | count 0
// RUN: mlir-opt -p 'builtin.module(func.func(tv-test-mutate{kind=swap-subi}))' %s 2>&1 | FileCheck %s
// stderr must stay empty (and, mixed into stdout, must not show) although the mutation is
// incorrect on @f.
// CHECK: module {
// CHECK-NEXT: func.func @f
// CHECK-NEXT: arith.subi %arg1, %arg0
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
// CHECK-EMPTY:
// CHECK-NOT: {{.}}
func.func @f(%x: i32, %y: i32) -> i32 {
  %r = arith.subi %x, %y : i32
  return %r : i32
}
