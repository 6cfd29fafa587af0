// one-shot-bufferize on elementwise linalg.generic over dynamic tensors (issue 19, peer pairs
// bufz-sub-f32 and bufz-acc-i32): the inputs become to_buffer copies with fully dynamic
// strided layouts, the result a fresh buffer (with a copy of the init operand when the
// generic accumulates into it). Whole-view reads now look through the whole-view writes
// that made a block's arrays (mem.c read_through: the written tensor at its coordinates, no
// position decoded by division by the sizes) and check the view's last position once
// instead of every element's position against the block size (a product of dynamic sizes
// the solver cannot bound inside a lambda): both timed out at 60 s, now proven in about a
// second. The generic reading its inputs swapped and the copy of the init dropped are
// still caught.
// RUN: split-file %s %t
// RUN: not %tv-check --timeout=120 %t/src.mlir %t/tgt.mlir | FileCheck %s
// RUN: %tv-opt --tv-verify-each --tv-timeout=120 --one-shot-bufferize %t/plugin.mlir 2>&1 >/dev/null | FileCheck %s --check-prefix=PLUGIN

// CHECK-LABEL: @sub: proven [abstract] (for dynamic dimensions up to 64, --tv-max-dim)
// CHECK-LABEL: @sub_swapped: incorrect
// CHECK-NEXT: why: result #0 differs at index
// CHECK-LABEL: @acc: proven (for dynamic dimensions up to 64, --tv-max-dim)
// CHECK-LABEL: @acc_nocopy: incorrect
// CHECK-NEXT: why: target has undefined behaviour where the source has none

// PLUGIN: tv: 1 pass runs, 2 checks: 2 proven, 0 incorrect, 0 inconclusive, 0 unsupported, 0 timeouts, 0 errors

//--- src.mlir
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @sub(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d0 = tensor.dim %a, %c0 : tensor<?x?xf32>
  %d1 = tensor.dim %a, %c1 : tensor<?x?xf32>
  %e = tensor.empty(%d0, %d1) : tensor<?x?xf32>
  %r = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%a, %b : tensor<?x?xf32>, tensor<?x?xf32>) outs(%e : tensor<?x?xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.subf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}
func.func @sub_swapped(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d0 = tensor.dim %a, %c0 : tensor<?x?xf32>
  %d1 = tensor.dim %a, %c1 : tensor<?x?xf32>
  %e = tensor.empty(%d0, %d1) : tensor<?x?xf32>
  %r = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%a, %b : tensor<?x?xf32>, tensor<?x?xf32>) outs(%e : tensor<?x?xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.subf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}
#id3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
func.func @acc(%a: tensor<?x?x?xi32>, %b: tensor<?x?x?xi32>) -> tensor<?x?x?xi32> {
  %r = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%b : tensor<?x?x?xi32>) outs(%a : tensor<?x?x?xi32>) {
  ^bb0(%x: i32, %o: i32):
    %m = arith.muli %x, %x : i32
    %s = arith.addi %o, %m : i32
    linalg.yield %s : i32
  } -> tensor<?x?x?xi32>
  return %r : tensor<?x?x?xi32>
}
func.func @acc_nocopy(%a: tensor<?x?x?xi32>, %b: tensor<?x?x?xi32>) -> tensor<?x?x?xi32> {
  %r = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%b : tensor<?x?x?xi32>) outs(%a : tensor<?x?x?xi32>) {
  ^bb0(%x: i32, %o: i32):
    %m = arith.muli %x, %x : i32
    %s = arith.addi %o, %m : i32
    linalg.yield %s : i32
  } -> tensor<?x?x?xi32>
  return %r : tensor<?x?x?xi32>
}

//--- tgt.mlir
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
func.func @sub(%arg0: tensor<?x?xf32>, %arg1: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = bufferization.to_buffer %arg1 : tensor<?x?xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  %1 = bufferization.to_buffer %arg0 : tensor<?x?xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  %2 = bufferization.to_buffer %arg0 : tensor<?x?xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  %3 = bufferization.to_buffer %arg0 : tensor<?x?xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %dim = memref.dim %3, %c0 : memref<?x?xf32, strided<[?, ?], offset: ?>>
  %dim_0 = memref.dim %2, %c1 : memref<?x?xf32, strided<[?, ?], offset: ?>>
  %alloc = memref.alloc(%dim, %dim_0) {alignment = 64 : i64} : memref<?x?xf32>
  linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%1, %0 : memref<?x?xf32, strided<[?, ?], offset: ?>>, memref<?x?xf32, strided<[?, ?], offset: ?>>) outs(%alloc : memref<?x?xf32>) {
  ^bb0(%in: f32, %in_1: f32, %out: f32):
    %5 = arith.subf %in, %in_1 : f32
    linalg.yield %5 : f32
  }
  %4 = bufferization.to_tensor %alloc : memref<?x?xf32> to tensor<?x?xf32>
  return %4 : tensor<?x?xf32>
}
// the bufferized generic reads its inputs in the other order
func.func @sub_swapped(%arg0: tensor<?x?xf32>, %arg1: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %0 = bufferization.to_buffer %arg1 : tensor<?x?xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  %1 = bufferization.to_buffer %arg0 : tensor<?x?xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  %2 = bufferization.to_buffer %arg0 : tensor<?x?xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  %3 = bufferization.to_buffer %arg0 : tensor<?x?xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %dim = memref.dim %3, %c0 : memref<?x?xf32, strided<[?, ?], offset: ?>>
  %dim_0 = memref.dim %2, %c1 : memref<?x?xf32, strided<[?, ?], offset: ?>>
  %alloc = memref.alloc(%dim, %dim_0) {alignment = 64 : i64} : memref<?x?xf32>
  linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%0, %1 : memref<?x?xf32, strided<[?, ?], offset: ?>>, memref<?x?xf32, strided<[?, ?], offset: ?>>) outs(%alloc : memref<?x?xf32>) {
  ^bb0(%in: f32, %in_1: f32, %out: f32):
    %5 = arith.subf %in, %in_1 : f32
    linalg.yield %5 : f32
  }
  %4 = bufferization.to_tensor %alloc : memref<?x?xf32> to tensor<?x?xf32>
  return %4 : tensor<?x?xf32>
}
func.func @acc(%arg0: tensor<?x?x?xi32>, %arg1: tensor<?x?x?xi32>) -> tensor<?x?x?xi32> {
  %0 = bufferization.to_buffer %arg1 : tensor<?x?x?xi32> to memref<?x?x?xi32, strided<[?, ?, ?], offset: ?>>
  %1 = bufferization.to_buffer %arg0 : tensor<?x?x?xi32> to memref<?x?x?xi32, strided<[?, ?, ?], offset: ?>>
  %c0 = arith.constant 0 : index
  %dim = memref.dim %1, %c0 : memref<?x?x?xi32, strided<[?, ?, ?], offset: ?>>
  %c1 = arith.constant 1 : index
  %dim_0 = memref.dim %1, %c1 : memref<?x?x?xi32, strided<[?, ?, ?], offset: ?>>
  %c2 = arith.constant 2 : index
  %dim_1 = memref.dim %1, %c2 : memref<?x?x?xi32, strided<[?, ?, ?], offset: ?>>
  %alloc = memref.alloc(%dim, %dim_0, %dim_1) {alignment = 64 : i64} : memref<?x?x?xi32>
  memref.copy %1, %alloc : memref<?x?x?xi32, strided<[?, ?, ?], offset: ?>> to memref<?x?x?xi32>
  linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%0 : memref<?x?x?xi32, strided<[?, ?, ?], offset: ?>>) outs(%alloc : memref<?x?x?xi32>) {
  ^bb0(%in: i32, %out: i32):
    %3 = arith.muli %in, %in : i32
    %4 = arith.addi %out, %3 : i32
    linalg.yield %4 : i32
  }
  %2 = bufferization.to_tensor %alloc : memref<?x?x?xi32> to tensor<?x?x?xi32>
  return %2 : tensor<?x?x?xi32>
}
// the copy of the init operand into the fresh buffer dropped: the generic reads uninitialized memory
func.func @acc_nocopy(%arg0: tensor<?x?x?xi32>, %arg1: tensor<?x?x?xi32>) -> tensor<?x?x?xi32> {
  %0 = bufferization.to_buffer %arg1 : tensor<?x?x?xi32> to memref<?x?x?xi32, strided<[?, ?, ?], offset: ?>>
  %1 = bufferization.to_buffer %arg0 : tensor<?x?x?xi32> to memref<?x?x?xi32, strided<[?, ?, ?], offset: ?>>
  %c0 = arith.constant 0 : index
  %dim = memref.dim %1, %c0 : memref<?x?x?xi32, strided<[?, ?, ?], offset: ?>>
  %c1 = arith.constant 1 : index
  %dim_0 = memref.dim %1, %c1 : memref<?x?x?xi32, strided<[?, ?, ?], offset: ?>>
  %c2 = arith.constant 2 : index
  %dim_1 = memref.dim %1, %c2 : memref<?x?x?xi32, strided<[?, ?, ?], offset: ?>>
  %alloc = memref.alloc(%dim, %dim_0, %dim_1) {alignment = 64 : i64} : memref<?x?x?xi32>
  linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel", "parallel"]} ins(%0 : memref<?x?x?xi32, strided<[?, ?, ?], offset: ?>>) outs(%alloc : memref<?x?x?xi32>) {
  ^bb0(%in: i32, %out: i32):
    %3 = arith.muli %in, %in : i32
    %4 = arith.addi %out, %3 : i32
    linalg.yield %4 : i32
  }
  %2 = bufferization.to_tensor %alloc : memref<?x?x?xi32> to tensor<?x?x?xi32>
  return %2 : tensor<?x?x?xi32>
}

//--- plugin.mlir
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @sub(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d0 = tensor.dim %a, %c0 : tensor<?x?xf32>
  %d1 = tensor.dim %a, %c1 : tensor<?x?xf32>
  %e = tensor.empty(%d0, %d1) : tensor<?x?xf32>
  %r = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%a, %b : tensor<?x?xf32>, tensor<?x?xf32>) outs(%e : tensor<?x?xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.subf %x, %y : f32
    linalg.yield %s : f32
  } -> tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}
#id3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
func.func @acc(%a: tensor<?x?x?xi32>, %b: tensor<?x?x?xi32>) -> tensor<?x?x?xi32> {
  %r = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]}
      ins(%b : tensor<?x?x?xi32>) outs(%a : tensor<?x?x?xi32>) {
  ^bb0(%x: i32, %o: i32):
    %m = arith.muli %x, %x : i32
    %s = arith.addi %o, %m : i32
    linalg.yield %s : i32
  } -> tensor<?x?x?xi32>
  return %r : tensor<?x?x?xi32>
}
