// Bufferization passes through the plugin: one-shot-bufferize (with and without bufferize-function-boundaries: tensor arguments and results that became memrefs are compared through the buffers' contents), eliminate-empty-tensors, empty-tensor-to-alloc-tensor, buffer-deallocation-simplification, and canonicalize/cse on the bufferized code, all proven.
// RUN: %tv-opt --tv-verify-each --tv-timeout=60 --one-shot-bufferize %s 2>&1 >/dev/null | FileCheck %s --check-prefix=OSB
// RUN: %tv-opt --tv-verify-each --tv-timeout=60 --one-shot-bufferize=bufferize-function-boundaries %s 2>&1 >/dev/null | FileCheck %s --check-prefix=FB
// RUN: %tv-opt --tv-verify-each --tv-timeout=60 --eliminate-empty-tensors --empty-tensor-to-alloc-tensor --one-shot-bufferize=bufferize-function-boundaries --canonicalize --cse %s 2>&1 >/dev/null | FileCheck %s --check-prefix=PIPE
// RUN: %tv-opt --tv-verify-each --tv-timeout=60 --buffer-deallocation-simplification %s 2>&1 >/dev/null | FileCheck %s --check-prefix=DEALLOC

// OSB: tv: 1 pass runs, 4 checks: 4 proven, 0 incorrect, 0 inconclusive, 0 unsupported, 0 timeouts, 0 errors; 1 unchanged
// FB: tv: 1 pass runs, 4 checks: 4 proven, 0 incorrect, 0 inconclusive, 0 unsupported, 0 timeouts, 0 errors; 1 unchanged
// PIPE: tv: 5 pass runs, 10 checks: 10 proven, 0 incorrect, 0 inconclusive, 0 unsupported, 0 timeouts, 0 errors; 15 unchanged
// DEALLOC: tv: 1 pass runs, 1 checks: 1 proven, 0 incorrect, 0 inconclusive, 0 unsupported, 0 timeouts, 0 errors; 4 unchanged

func.func @add(%a: tensor<4xf32>, %b: tensor<4xf32>) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %r = linalg.add ins(%a, %b : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  return %r : tensor<4xf32>
}
func.func @insert(%t: tensor<8xi32>, %v: i32, %i: index) -> (tensor<8xi32>, i32) {
  %c0 = arith.constant 0 : index
  %x = tensor.extract %t[%c0] : tensor<8xi32>
  %u = tensor.insert %v into %t[%i] : tensor<8xi32>
  return %u, %x : tensor<8xi32>, i32
}
func.func @slice(%t: tensor<8xi32>, %s: tensor<4xi32>) -> tensor<8xi32> {
  %u = tensor.insert_slice %s into %t[2][4][1] : tensor<4xi32> into tensor<8xi32>
  return %u : tensor<8xi32>
}
func.func @buffer_forwarding(%t: tensor<?xf32>, %f: f32, %s: index) -> tensor<?xf32> {
  %a = tensor.empty(%s) : tensor<?xf32>
  %f2 = linalg.fill ins(%f : f32) outs(%a : tensor<?xf32>) -> tensor<?xf32>
  %r = tensor.insert_slice %f2 into %t[42][%s][1] : tensor<?xf32> into tensor<?xf32>
  return %r : tensor<?xf32>
}
func.func @dealloc_simpl(%a: memref<4xi32>, %c: i1) -> i1 {
  %m = memref.alloc() : memref<4xi32>
  %r = bufferization.dealloc (%m : memref<4xi32>) if (%c) retain (%a : memref<4xi32>)
  return %r : i1
}
