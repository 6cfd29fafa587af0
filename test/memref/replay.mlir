// Counterexamples with memref arguments and globals are run in the interpreter (issue 18,
// encoder/replay.c): the model's argument blocks and globals at entry become the
// interpreter's memory, both functions run, and their final memory is compared as the
// encoder's refinement compares it (semantics.md 12). A wrong store, whose counterexample is
// only in memory, is incorrect with an executed line showing what each side left there.
// RUN: split-file %s %t
// RUN: not %tv-check --timeout=60 %t/src.mlir %t/tgt.mlir | FileCheck %s
// RUN: not %tv-check --timeout=60 --json --func=wrong_store %t/src.mlir %t/tgt.mlir | FileCheck %s --check-prefix=JSON

// CHECK-LABEL: @wrong_store: incorrect
// CHECK-NEXT: why: memory of %m differs at element 1 of its buffer (source [[S:-?[0-9]+]], target [[T:-?[0-9]+]])
// CHECK: source: returns nothing
// CHECK-NEXT: target: returns nothing
// CHECK-NEXT: executed: source returns nothing and leaves %m = [{{[^,]+}}, [[S]], {{[^,]+}}, {{[^,]+}}] : memref<4xi32>; target returns nothing and leaves %m = [{{[^,]+}}, [[T]], {{[^,]+}}, {{[^,]+}}] : memref<4xi32>
// CHECK-LABEL: @wrong_global: incorrect
// CHECK-NEXT: why: global @g differs at position {{[01]}} of its block
// CHECK: executed: source returns nothing and leaves @g = [1, {{.*}}]; target returns nothing and leaves @g = [{{.*}}, 2]
// CHECK-LABEL: @returned: incorrect
// CHECK: executed: source returns [[[V:-?[0-9]+]], [[V]]] : memref<2xi32>; target returns [[[V]], uninit] : memref<2xi32>
// CHECK-LABEL: @reordered: incorrect
// CHECK: executed: source returns {{.*}} : f32 and leaves %a = {{.*}}, %b = {{.*}}; target
// CHECK-LABEL: @same_memory: proven

// JSON: "reason":"memory of %m differs at element 1 of its buffer {{.*}}"executed":{"source":"returns nothing and leaves %m = [{{.*}}] : memref<4xi32>","target":"returns nothing and leaves %m = [{{.*}}] : memref<4xi32>"}}

//--- src.mlir
memref.global "private" @g : memref<2xi32> = dense<[1, 2]>
func.func @wrong_store(%m: memref<4xi32>, %v: i32) {
  %c1 = arith.constant 1 : index
  memref.store %v, %m[%c1] : memref<4xi32>
  return
}
func.func @wrong_global(%v: i32) {
  %g = memref.get_global @g : memref<2xi32>
  %c1 = arith.constant 1 : index
  memref.store %v, %g[%c1] : memref<2xi32>
  return
}
func.func @returned(%v: i32) -> memref<2xi32> {
  %a = memref.alloc() : memref<2xi32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  memref.store %v, %a[%c0] : memref<2xi32>
  memref.store %v, %a[%c1] : memref<2xi32>
  return %a : memref<2xi32>
}
// a load moved above a store through another argument, which may be the same buffer
func.func @reordered(%a: memref<2xf32>, %b: memref<2xf32>, %x: f32) -> f32 {
  %c0 = arith.constant 0 : index
  memref.store %x, %a[%c0] : memref<2xf32>
  %y = memref.load %b[%c0] : memref<2xf32>
  return %y : f32
}
func.func @same_memory(%m: memref<4xi32>, %v: i32) {
  %c1 = arith.constant 1 : index
  %s = memref.subview %m[1][2][1] : memref<4xi32> to memref<2xi32, strided<[1], offset: 1>>
  %c0 = arith.constant 0 : index
  memref.store %v, %s[%c0] : memref<2xi32, strided<[1], offset: 1>>
  return
}

//--- tgt.mlir
memref.global "private" @g : memref<2xi32> = dense<[1, 2]>
func.func @wrong_store(%m: memref<4xi32>, %v: i32) {
  %c1 = arith.constant 1 : index
  %one = arith.constant 1 : i32
  %w = arith.addi %v, %one : i32
  memref.store %w, %m[%c1] : memref<4xi32>
  return
}
func.func @wrong_global(%v: i32) {
  %g = memref.get_global @g : memref<2xi32>
  %c0 = arith.constant 0 : index
  memref.store %v, %g[%c0] : memref<2xi32>
  return
}
func.func @returned(%v: i32) -> memref<2xi32> {
  %a = memref.alloc() : memref<2xi32>
  %c0 = arith.constant 0 : index
  memref.store %v, %a[%c0] : memref<2xi32>
  return %a : memref<2xi32>
}
func.func @reordered(%a: memref<2xf32>, %b: memref<2xf32>, %x: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %y = memref.load %b[%c0] : memref<2xf32>
  memref.store %x, %a[%c0] : memref<2xf32>
  return %y : f32
}
func.func @same_memory(%m: memref<4xi32>, %v: i32) {
  %c1 = arith.constant 1 : index
  memref.store %v, %m[%c1] : memref<4xi32>
  return
}
