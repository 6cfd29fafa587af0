// Wrong memory rewrites through the plugin are caught: tv-test-mutate{kind=drop-store} loses a store to an argument buffer, kind=store-before-load makes a load read the stored value, kind=subview-offset-plus-one shifts a subview by one element, kind=early-dealloc frees a buffer that is still read.
// RUN: %tv-opt --tv-verify-each --tv-timeout=60 --tv-on-failure=warn -p 'builtin.module(func.func(tv-test-mutate{kind=drop-store}))' %s 2>&1 >/dev/null | FileCheck %s --check-prefix=DROP
// RUN: %tv-opt --tv-verify-each --tv-timeout=60 --tv-on-failure=warn -p 'builtin.module(func.func(tv-test-mutate{kind=store-before-load}))' %s 2>&1 >/dev/null | FileCheck %s --check-prefix=MOVE
// RUN: %tv-opt --tv-verify-each --tv-timeout=60 --tv-on-failure=warn -p 'builtin.module(func.func(tv-test-mutate{kind=subview-offset-plus-one}))' %s 2>&1 >/dev/null | FileCheck %s --check-prefix=SUB
// RUN: not %tv-opt --tv-verify-each --tv-timeout=60 -p 'builtin.module(func.func(tv-test-mutate{kind=early-dealloc}))' %s 2>&1 >/dev/null | FileCheck %s --check-prefix=FREE

// DROP: mutate-memory.mlir:[[@LINE+2]]:1: warning: tv: pass 'tv-test-mutate' is incorrect on @swap_first: memory of %m differs at element {{[01]}} of its buffer (source {{.*}}, target {{.*}})
// DROP: note: input: %m = [{{.*}}] : memref<4xi32>
func.func @swap_first(%m: memref<4xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = memref.load %m[%c0] : memref<4xi32>
  %b = memref.load %m[%c1] : memref<4xi32>
  memref.store %b, %m[%c0] : memref<4xi32>
  memref.store %a, %m[%c1] : memref<4xi32>
  return
}

// MOVE: mutate-memory.mlir:[[@LINE+2]]:10: warning: tv: pass 'tv-test-mutate' is incorrect on @exchange [ieee]: result #0 {{differs|is poison in the target but not in the source}}
func.func @exchange(%m: memref<8xf32>, %i: index, %v: f32) -> f32 {
  %old = memref.load %m[%i] : memref<8xf32>
  memref.store %v, %m[%i] : memref<8xf32>
  return %old : f32
}

// SUB: mutate-memory.mlir:[[@LINE+1]]:1: warning: tv: pass 'tv-test-mutate' is incorrect on @window_sum: {{result #0 differs|result #0 is poison in the target but not in the source|target has undefined behaviour where the source has none}}
func.func @window_sum(%m: memref<16xi32, strided<[1], offset: ?>>) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %s = memref.subview %m[4][2][1] : memref<16xi32, strided<[1], offset: ?>> to memref<2xi32, strided<[1], offset: ?>>
  %a = memref.load %s[%c0] : memref<2xi32, strided<[1], offset: ?>>
  %b = memref.load %s[%c1] : memref<2xi32, strided<[1], offset: ?>>
  %r = arith.addi %a, %b : i32
  return %r : i32
}

// FREE: mutate-memory.mlir:[[@LINE+4]]:3: error: tv: pass 'tv-test-mutate' is incorrect on @scratch: target has undefined behaviour where the source has none
// FREE: note: target: undefined behaviour
func.func @scratch(%v: i32, %i: index) -> i32 {
  %m = memref.alloc() : memref<8xi32>
  memref.store %v, %m[%i] : memref<8xi32>
  %x = memref.load %m[%i] : memref<8xi32>
  memref.dealloc %m : memref<8xi32>
  return %x : i32
}
