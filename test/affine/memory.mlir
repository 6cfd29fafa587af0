// affine.load/affine.store (memref.load/store at the map's results) inside affine loops: an unrolled store loop, a loop interchange (wrong when the memrefs may alias, proven when their element types differ), an out-of-bounds store in the source (UB) and in the target, a symbolic trip count; counterexamples for a short loop and a swapped index map; a while loop that stores and may run longer than --max-unroll is inconclusive.
// RUN: split-file %s %t
// RUN: not %tv-check --timeout=60 --max-unroll=16 %t/src.mlir %t/tgt.mlir | FileCheck %s

// CHECK-LABEL: @store_loop: proven
// CHECK-LABEL: @store_loop_short: incorrect
// CHECK-NEXT: why: memory of %m differs at element 3 of its buffer
// CHECK-LABEL: @interchange_alias: incorrect
// CHECK-LABEL: @interchange: proven
// CHECK-LABEL: @transpose_wrong_map: incorrect
// CHECK-NEXT: why: memory of %{{[ab]}} differs
// CHECK-LABEL: @oob_source: proven
// CHECK-LABEL: @oob_target: incorrect
// CHECK-NEXT: why: target has undefined behaviour where the source has none
// CHECK-LABEL: @sum_prefix: proven
// CHECK-LABEL: @while_store: inconclusive (scf.while: loop may run more than 16 iterations (--tv-max-unroll); no counterexample with loops of at most 4 iterations, nor with loop nests of at most 16 iterations (--max-unroll))

//--- src.mlir
// a store loop and its unrolled form
func.func @store_loop(%m: memref<4xi32>, %x: i32) {
  affine.for %i = 0 to 4 {
    affine.store %x, %m[%i] : memref<4xi32>
  }
  return
}
// ... an off-by-one bound leaves the last element alone
func.func @store_loop_short(%m: memref<4xi32>, %x: i32) {
  affine.for %i = 0 to 4 {
    affine.store %x, %m[%i] : memref<4xi32>
  }
  return
}
// a transposing copy through index maps: m2[j, i] = m1[i, j], interchanged in the target:
// wrong, since the two memrefs may alias
func.func @interchange_alias(%a: memref<2x3xi32>, %b: memref<3x2xi32>) {
  affine.for %i = 0 to 2 {
    affine.for %j = 0 to 3 {
      %v = affine.load %a[%i, %j] : memref<2x3xi32>
      affine.store %v, %b[%j, %i] : memref<3x2xi32>
    }
  }
  return
}
// ... the same with memrefs of different element types (which cannot alias): proven
func.func @interchange(%a: memref<2x3xi32>, %b: memref<3x2xi64>) {
  affine.for %i = 0 to 2 {
    affine.for %j = 0 to 3 {
      %v = affine.load %a[%i, %j] : memref<2x3xi32>
      %e = arith.extsi %v : i32 to i64
      affine.store %e, %b[%j, %i] : memref<3x2xi64>
    }
  }
  return
}
// ... a target that swaps the index map of the load
func.func @transpose_wrong_map(%a: memref<3x3xi32>, %b: memref<3x3xi32>) {
  affine.for %i = 0 to 3 {
    affine.for %j = 0 to 3 {
      %v = affine.load %a[%i, %j] : memref<3x3xi32>
      affine.store %v, %b[%j, %i] : memref<3x3xi32>
    }
  }
  return
}
// an out-of-bounds store through the map (i + 1 at i = 3) is UB: anything refines it
func.func @oob_source(%m: memref<4xi32>, %x: i32) {
  affine.for %i = 0 to 4 {
    affine.store %x, %m[%i + 1] : memref<4xi32>
  }
  return
}
// ... but introducing one is wrong
func.func @oob_target(%m: memref<4xi32>, %x: i32) {
  affine.for %i = 0 to 3 {
    affine.store %x, %m[%i + 1] : memref<4xi32>
  }
  return
}
// a sum over a memref with a symbolic trip count bounded by 4
func.func @sum_prefix(%m: memref<4xi32>, %n: index) -> i32 {
  %z = arith.constant 0 : i32
  %r = affine.for %i = 0 to min affine_map<()[s0] -> (s0, 4)>()[%n] iter_args(%s = %z) -> i32 {
    %v = affine.load %m[%i] : memref<4xi32>
    %w = arith.addi %s, %v : i32
    affine.yield %w : i32
  }
  return %r : i32
}
// a scf.while that stores until a memref element is 0: may run longer than the bound, and
// its stores cannot be made unknown, so inconclusive
func.func @while_store(%m: memref<4xi32>, %x: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %r = scf.while (%a = %x) : (i32) -> i32 {
    %c = arith.cmpi ne, %a, %c0 : i32
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%b: i32):
    %ci = arith.constant 0 : index
    memref.store %b, %m[%ci] : memref<4xi32>
    %n = arith.subi %b, %c1 : i32
    scf.yield %n : i32
  }
  return
}

//--- tgt.mlir
func.func @store_loop(%m: memref<4xi32>, %x: i32) {
  affine.store %x, %m[0] : memref<4xi32>
  affine.store %x, %m[1] : memref<4xi32>
  affine.store %x, %m[2] : memref<4xi32>
  affine.store %x, %m[3] : memref<4xi32>
  return
}
func.func @store_loop_short(%m: memref<4xi32>, %x: i32) {
  affine.for %i = 0 to 3 {
    affine.store %x, %m[%i] : memref<4xi32>
  }
  return
}
func.func @interchange_alias(%a: memref<2x3xi32>, %b: memref<3x2xi32>) {
  affine.for %j = 0 to 3 {
    affine.for %i = 0 to 2 {
      %v = affine.load %a[%i, %j] : memref<2x3xi32>
      affine.store %v, %b[%j, %i] : memref<3x2xi32>
    }
  }
  return
}
func.func @interchange(%a: memref<2x3xi32>, %b: memref<3x2xi64>) {
  affine.for %j = 0 to 3 {
    affine.for %i = 0 to 2 {
      %v = affine.load %a[%i, %j] : memref<2x3xi32>
      %e = arith.extsi %v : i32 to i64
      affine.store %e, %b[%j, %i] : memref<3x2xi64>
    }
  }
  return
}
func.func @transpose_wrong_map(%a: memref<3x3xi32>, %b: memref<3x3xi32>) {
  affine.for %i = 0 to 3 {
    affine.for %j = 0 to 3 {
      %v = affine.load %a[%j, %i] : memref<3x3xi32>
      affine.store %v, %b[%j, %i] : memref<3x3xi32>
    }
  }
  return
}
func.func @oob_source(%m: memref<4xi32>, %x: i32) {
  return
}
func.func @oob_target(%m: memref<4xi32>, %x: i32) {
  affine.for %i = 0 to 4 {
    affine.store %x, %m[%i + 1] : memref<4xi32>
  }
  return
}
func.func @sum_prefix(%m: memref<4xi32>, %n: index) -> i32 {
  %z = arith.constant 0 : i32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %u = arith.minsi %n, %c4 : index
  %r = scf.for %i = %c0 to %u step %c1 iter_args(%s = %z) -> i32 {
    %v = memref.load %m[%i] : memref<4xi32>
    %w = arith.addi %v, %s : i32
    scf.yield %w : i32
  }
  return %r : i32
}
func.func @while_store(%m: memref<4xi32>, %x: i32) {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %r = scf.while (%a = %x) : (i32) -> i32 {
    %c = arith.cmpi ne, %a, %c0 : i32
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%b: i32):
    %ci = arith.constant 0 : index
    memref.store %b, %m[%ci] : memref<4xi32>
    %n = arith.subi %b, %c1 : i32
    scf.yield %n : i32
  }
  return
}
