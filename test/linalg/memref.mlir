// linalg ops on memrefs (buffer semantics): the output buffer is written with what the op computes on tensors, reading the output's previous elements where the body uses them; correct rewrites proven, wrong ones incorrect.
// RUN: split-file %s %t
// RUN: not %tv-check --timeout=60 %t/src.mlir %t/tgt.mlir | FileCheck %s

// CHECK-LABEL: @matmul_acc: proven
// CHECK-LABEL: @fill_then_add: proven
// CHECK-LABEL: @generic_inplace: proven
// CHECK-LABEL: @copy_wrong_output: incorrect
// CHECK-NEXT: why: {{memory of %[abc] differs at element [0-9]+ of its buffer|target has undefined behaviour where the source has none}}
// CHECK-LABEL: @transpose_wrong: incorrect
// CHECK-NEXT: why: memory of %{{[ab]}} differs at element {{[0-9]+}} of its buffer ({{.*}})
// CHECK-LABEL: @read_uninit_output: incorrect
// CHECK-NEXT: why: target has undefined behaviour where the source has none

//--- src.mlir
func.func @matmul_acc(%a: memref<2x3xi32>, %b: memref<3x2xi32>, %c: memref<2x2xi32>) {
  linalg.matmul ins(%a, %b : memref<2x3xi32>, memref<3x2xi32>) outs(%c : memref<2x2xi32>)
  return
}
func.func @fill_then_add(%x: memref<4xi8>, %v: i8) {
  %t = memref.alloc() : memref<4xi8>
  linalg.fill ins(%v : i8) outs(%t : memref<4xi8>)
  linalg.add ins(%x, %t : memref<4xi8>, memref<4xi8>) outs(%x : memref<4xi8>)
  memref.dealloc %t : memref<4xi8>
  return
}
func.func @generic_inplace(%x: memref<4xi32>) {
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%x : memref<4xi32>) {
  ^bb0(%o: i32):
    %d = arith.addi %o, %o : i32
    linalg.yield %d : i32
  }
  return
}
func.func @copy_wrong_output(%a: memref<4xi32>, %b: memref<4xi32>, %c: memref<4xi32>) {
  linalg.copy ins(%a : memref<4xi32>) outs(%b : memref<4xi32>)
  return
}
func.func @transpose_wrong(%a: memref<2x2xi32>, %b: memref<2x2xi32>) {
  linalg.transpose ins(%a : memref<2x2xi32>) outs(%b : memref<2x2xi32>) permutation = [1, 0]
  return
}
func.func @read_uninit_output(%v: i32) -> i32 {
  %m = memref.alloc() : memref<4xi32>
  linalg.fill ins(%v : i32) outs(%m : memref<4xi32>)
  %c0 = arith.constant 0 : index
  %x = memref.load %m[%c0] : memref<4xi32>
  memref.dealloc %m : memref<4xi32>
  return %x : i32
}

//--- tgt.mlir
func.func @matmul_acc(%a: memref<2x3xi32>, %b: memref<3x2xi32>, %c: memref<2x2xi32>) {
  %ta = bufferization.to_tensor %a : memref<2x3xi32> to tensor<2x3xi32>
  %tb = bufferization.to_tensor %b : memref<3x2xi32> to tensor<3x2xi32>
  %tc = bufferization.to_tensor %c : memref<2x2xi32> to tensor<2x2xi32>
  %r = linalg.matmul ins(%ta, %tb : tensor<2x3xi32>, tensor<3x2xi32>) outs(%tc : tensor<2x2xi32>) -> tensor<2x2xi32>
  bufferization.materialize_in_destination %r in restrict writable %c : (tensor<2x2xi32>, memref<2x2xi32>) -> ()
  return
}
func.func @fill_then_add(%x: memref<4xi8>, %v: i8) {
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%x : memref<4xi8>) {
  ^bb0(%o: i8):
    %s = arith.addi %o, %v : i8
    linalg.yield %s : i8
  }
  return
}
func.func @generic_inplace(%x: memref<4xi32>) {
  %c1 = arith.constant 1 : i32
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%x : memref<4xi32>) {
  ^bb0(%o: i32):
    %d = arith.shli %o, %c1 : i32
    linalg.yield %d : i32
  }
  return
}
func.func @copy_wrong_output(%a: memref<4xi32>, %b: memref<4xi32>, %c: memref<4xi32>) {
  linalg.copy ins(%a : memref<4xi32>) outs(%c : memref<4xi32>)
  return
}
func.func @transpose_wrong(%a: memref<2x2xi32>, %b: memref<2x2xi32>) {
  linalg.copy ins(%a : memref<2x2xi32>) outs(%b : memref<2x2xi32>)
  return
}
func.func @read_uninit_output(%v: i32) -> i32 {
  %m = memref.alloc() : memref<4xi32>
  %c0 = arith.constant 0 : index
  %x = memref.load %m[%c0] : memref<4xi32>
  memref.dealloc %m : memref<4xi32>
  return %x : i32
}
