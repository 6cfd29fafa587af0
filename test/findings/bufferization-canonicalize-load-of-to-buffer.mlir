// MLIR 22 finding (docs/findings.md): canonicalize's LoadOfToBuffer pattern (BufferizationOps.cpp)
// folds `memref.load (bufferization.to_buffer %t)[%i]` into `tensor.extract %t[%i]` even when
// a `memref.store` into that buffer comes between: the load then returns the tensor's old
// element instead of the stored value. BufferizationOps.td, to_buffer: "An operation that
// returns the future buffer of a `tensor`"; only its `read_only` attribute says the buffer
// "will not be written to", so without it a write through the result is defined (tv proves a
// bufferized linalg.fill writing into such a buffer: FILL below) and a later load must see it
// (semantics.md 12, Bufferization): both verdicts follow from that rule. A to_buffer with a
// load and no store in between folds correctly (@load_only, proven).
// RUN: split-file %s %t
// RUN: %tv-opt --tv-verify-each --tv-timeout=60 --tv-on-failure=warn --canonicalize %t/fold.mlir -o /dev/null 2>&1 | FileCheck %s
// RUN: %tv-check --timeout=60 %t/fill-src.mlir %t/fill-tgt.mlir | FileCheck %s --check-prefix=FILL
// CHECK: warning: tv: pass 'canonicalize' is incorrect on @store_then_load{{.*}}: result #0 differs
// CHECK: note: executed: source returns [[V:.*]] : f32; target returns {{.*}} : f32
// CHECK: tv: 1 pass runs, 2 checks: 1 proven, 1 incorrect
// FILL: @fill_into_buffer: proven

//--- fold.mlir
func.func @store_then_load(%t: tensor<4xf32>, %v: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %m = bufferization.to_buffer %t : tensor<4xf32> to memref<4xf32>
  memref.store %v, %m[%c0] : memref<4xf32>
  %x = memref.load %m[%c0] : memref<4xf32>
  return %x : f32
}
func.func @load_only(%t: tensor<4xf32>, %i: index) -> f32 {
  %m = bufferization.to_buffer %t : tensor<4xf32> to memref<4xf32>
  %x = memref.load %m[%i] : memref<4xf32>
  return %x : f32
}
//--- fill-src.mlir
func.func @fill_into_buffer(%t: tensor<4xf32>, %v: f32) -> tensor<4xf32> {
  %f = linalg.fill ins(%v : f32) outs(%t : tensor<4xf32>) -> tensor<4xf32>
  return %f : tensor<4xf32>
}

//--- fill-tgt.mlir
func.func @fill_into_buffer(%t: tensor<4xf32>, %v: f32) -> tensor<4xf32> {
  %m = bufferization.to_buffer %t : tensor<4xf32> to memref<4xf32>
  linalg.fill ins(%v : f32) outs(%m : memref<4xf32>)
  %r = bufferization.to_tensor %m : memref<4xf32> to tensor<4xf32>
  return %r : tensor<4xf32>
}
