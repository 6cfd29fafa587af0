// convert-linalg-to-loops at sizes far past --tv-max-unroll (encoder/induct.c, linalg.h;
// design.md 13): a linalg op on memrefs is the loop nest over its iteration space in
// row-major order, so against the target's nest it is encoded as that nest, one pair of
// loops per dimension, and proven by induction: an elementwise op and a row reduction over
// 300x400 buffers. A target loop one iteration short or computing another value is not
// proven; with integers a run of both functions shows the difference (on buffers of up to
// 65,536 elements, which a run reads).
// RUN: split-file %s %t
// RUN: not %tv-check --timeout=120 %t/src.mlir %t/tgt.mlir | FileCheck %s
// RUN: %tv-opt --tv-verify-each --tv-timeout=120 --tv-report=%t/loops.jsonl -convert-linalg-to-loops %t/src.mlir -o /dev/null
// RUN: FileCheck %s --check-prefix=PASS < %t/loops.jsonl

// CHECK-LABEL: @add: proven [abstract] (loops by induction: linalg.generic at {{.*}}src.mlir:{{[0-9]+}}:3 (as its loops))
// CHECK-LABEL: @row_sum: proven (loops by induction: linalg.generic at {{.*}} (as its loops))
// CHECK-LABEL: @short: incorrect
// CHECK-NEXT: why: memory of %c differs at element 199 of its buffer
// CHECK-LABEL: @wrong_op: incorrect
// CHECK-NEXT: why: memory of %c differs at element
// PASS: "function":"add","verdict":"proven"
// PASS: "function":"row_sum","verdict":"proven"
// PASS: "function":"short","verdict":"proven"
// PASS: "function":"wrong_op","verdict":"proven"

//--- src.mlir
#map = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
func.func @add(%a: memref<300x400xf32>, %b: memref<300x400xf32>, %c: memref<300x400xf32>) {
  linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]}
    ins(%a, %b : memref<300x400xf32>, memref<300x400xf32>) outs(%c : memref<300x400xf32>) {
  ^bb0(%x: f32, %y: f32, %z: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  }
  return
}
func.func @row_sum(%a: memref<300x400xi32>, %c: memref<300xi32>) {
  linalg.generic {indexing_maps = [#map, #row], iterator_types = ["parallel", "reduction"]}
    ins(%a : memref<300x400xi32>) outs(%c : memref<300xi32>) {
  ^bb0(%x: i32, %z: i32):
    %s = arith.addi %x, %z : i32
    linalg.yield %s : i32
  }
  return
}
func.func @short(%a: memref<100x200xi32>, %c: memref<100x200xi64>) {
  linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]}
    ins(%a : memref<100x200xi32>) outs(%c : memref<100x200xi64>) {
  ^bb0(%x: i32, %z: i64):
    %s = arith.extsi %x : i32 to i64
    linalg.yield %s : i64
  }
  return
}
func.func @wrong_op(%a: memref<100x200xi32>, %c: memref<100x200xi64>) {
  linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]}
    ins(%a : memref<100x200xi32>) outs(%c : memref<100x200xi64>) {
  ^bb0(%x: i32, %z: i64):
    %s = arith.extsi %x : i32 to i64
    linalg.yield %s : i64
  }
  return
}

//--- tgt.mlir
func.func @add(%a: memref<300x400xf32>, %b: memref<300x400xf32>, %c: memref<300x400xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c300 = arith.constant 300 : index
  %c400 = arith.constant 400 : index
  scf.for %i = %c0 to %c300 step %c1 {
    scf.for %j = %c0 to %c400 step %c1 {
      %x = memref.load %a[%i, %j] : memref<300x400xf32>
      %y = memref.load %b[%i, %j] : memref<300x400xf32>
      %s = arith.addf %x, %y : f32
      memref.store %s, %c[%i, %j] : memref<300x400xf32>
    }
  }
  return
}
func.func @row_sum(%a: memref<300x400xi32>, %c: memref<300xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c300 = arith.constant 300 : index
  %c400 = arith.constant 400 : index
  scf.for %i = %c0 to %c300 step %c1 {
    scf.for %j = %c0 to %c400 step %c1 {
      %x = memref.load %a[%i, %j] : memref<300x400xi32>
      %z = memref.load %c[%i] : memref<300xi32>
      %s = arith.addi %x, %z : i32
      memref.store %s, %c[%i] : memref<300xi32>
    }
  }
  return
}
// the inner loop stops one element early
func.func @short(%a: memref<100x200xi32>, %c: memref<100x200xi64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cm = arith.constant 100 : index
  %cn = arith.constant 199 : index
  scf.for %i = %c0 to %cm step %c1 {
    scf.for %j = %c0 to %cn step %c1 {
      %x = memref.load %a[%i, %j] : memref<100x200xi32>
      %s = arith.extsi %x : i32 to i64
      memref.store %s, %c[%i, %j] : memref<100x200xi64>
    }
  }
  return
}
// adds one to every element
func.func @wrong_op(%a: memref<100x200xi32>, %c: memref<100x200xi64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cm = arith.constant 100 : index
  %cn = arith.constant 200 : index
  scf.for %i = %c0 to %cm step %c1 {
    scf.for %j = %c0 to %cn step %c1 {
      %x = memref.load %a[%i, %j] : memref<100x200xi32>
      %e = arith.extsi %x : i32 to i64
      %one = arith.constant 1 : i64
      %s = arith.addi %e, %one : i64
      memref.store %s, %c[%i, %j] : memref<100x200xi64>
    }
  }
  return
}
