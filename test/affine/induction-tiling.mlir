// Iteration spaces a transformation maps (encoder/induct.c, design.md 13): a loop the target
// strip-mines (affine-loop-tile: an outer loop stepping by the tile, an inner loop over one
// tile) is encoded on the source side as that nest, and a loop the target runs in two parts
// (scf-for-loop-peeling) as two loops; the tile and the split point are the target's, and
// obligations say the nest or the two loops run the source loop's iterations in its order
// (a positive tile on the step's grid; a split point between the bounds on the grid). A
// 10,000-iteration loop tiled by 32 is then proven in well under a second. A tile bound off
// by one and a peeled remainder that runs once too often are incorrect by a run. A tile's
// upper bound t + tile must not wrap: with an upper bound near the largest index the tiled
// nest skips iterations, so @tiled_step bounds its loop by a buffer's size.
// RUN: split-file %s %t
// RUN: not %tv-check --timeout=120 %t/src.mlir %t/tgt.mlir | FileCheck %s
// RUN: %tv-opt --tv-verify-each --tv-timeout=120 --tv-report=%t/tile.jsonl -affine-loop-tile="tile-size=32" %t/src.mlir -o /dev/null
// RUN: FileCheck %s --check-prefix=TILE < %t/tile.jsonl

// CHECK-LABEL: @tiled: proven (loops by induction: affine.for at {{.*}}src.mlir:{{[0-9]+}}:3 (tiled))
// CHECK-LABEL: @tiled_step: proven [abstract] (loops by induction: affine.for at {{.*}} (tiled))
// CHECK-LABEL: @tile_off_by_one: incorrect
// CHECK-NEXT: why: memory of %a differs at element 32 of its buffer (source 1, target 2)
// CHECK-LABEL: @peeled: proven (loops by induction: scf.for at {{.*}} (split in two))
// CHECK-LABEL: @peeled_sum: proven (loops by induction: scf.for at {{.*}} (split in two))
// CHECK-LABEL: @peel_too_often: incorrect
// CHECK-NEXT: why: memory of %a differs at element 9996 of its buffer (source 1, target 2)
// TILE: "function":"tiled","verdict":"proven"
// TILE: "function":"tile_off_by_one","verdict":"proven"

//--- src.mlir
func.func @tiled(%a: memref<10000xi32>) {
  affine.for %i = 0 to 10000 {
    %v = affine.load %a[%i] : memref<10000xi32>
    %c1 = arith.constant 1 : i32
    %w = arith.addi %v, %c1 : i32
    affine.store %w, %a[%i] : memref<10000xi32>
  }
  return
}
func.func @tiled_step(%a: memref<?xf32>) -> f32 {
  %z = arith.constant 0.0 : f32
  %c0 = arith.constant 0 : index
  %n = memref.dim %a, %c0 : memref<?xf32>
  %r = affine.for %i = 0 to %n step 5 iter_args(%acc = %z) -> f32 {
    %v = affine.load %a[%i] : memref<?xf32>
    %w = arith.addf %acc, %v : f32
    affine.yield %w : f32
  }
  return %r : f32
}
func.func @tile_off_by_one(%a: memref<10000xi32>) {
  affine.for %i = 0 to 10000 {
    %v = affine.load %a[%i] : memref<10000xi32>
    %c1 = arith.constant 1 : i32
    %w = arith.addi %v, %c1 : i32
    affine.store %w, %a[%i] : memref<10000xi32>
  }
  return
}
func.func @peeled(%a: memref<10003xi32>) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %n = arith.constant 10003 : index
  scf.for %i = %c0 to %n step %c4 {
    %v = memref.load %a[%i] : memref<10003xi32>
    %c1 = arith.constant 1 : i32
    %w = arith.addi %v, %c1 : i32
    memref.store %w, %a[%i] : memref<10003xi32>
  }
  return
}
func.func @peeled_sum(%a: memref<?xi32>, %n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %z = arith.constant 0 : i32
  %r = scf.for %i = %c0 to %n step %c4 iter_args(%acc = %z) -> i32 {
    %v = memref.load %a[%i] : memref<?xi32>
    %w = arith.addi %acc, %v : i32
    scf.yield %w : i32
  }
  return %r : i32
}
func.func @peel_too_often(%a: memref<10003xi32>) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %n = arith.constant 10003 : index
  scf.for %i = %c0 to %n step %c4 {
    %v = memref.load %a[%i] : memref<10003xi32>
    %c1 = arith.constant 1 : i32
    %w = arith.addi %v, %c1 : i32
    memref.store %w, %a[%i] : memref<10003xi32>
  }
  return
}

//--- tgt.mlir
func.func @tiled(%a: memref<10000xi32>) {
  affine.for %t = 0 to 10000 step 32 {
    affine.for %i = affine_map<(d0) -> (d0)>(%t) to min affine_map<(d0) -> (d0 + 32, 10000)>(%t) {
      %v = affine.load %a[%i] : memref<10000xi32>
      %c1 = arith.constant 1 : i32
      %w = arith.addi %v, %c1 : i32
      affine.store %w, %a[%i] : memref<10000xi32>
    }
  }
  return
}
func.func @tiled_step(%a: memref<?xf32>) -> f32 {
  %z = arith.constant 0.0 : f32
  %c0 = arith.constant 0 : index
  %n = memref.dim %a, %c0 : memref<?xf32>
  %r = affine.for %t = 0 to %n step 160 iter_args(%acc = %z) -> f32 {
    %s = affine.for %i = affine_map<(d0) -> (d0)>(%t) to min affine_map<(d0)[s0] -> (d0 + 160, s0)>(%t)[%n] step 5 iter_args(%acc2 = %acc) -> f32 {
      %v = affine.load %a[%i] : memref<?xf32>
      %w = arith.addf %acc2, %v : f32
      affine.yield %w : f32
    }
    affine.yield %s : f32
  }
  return %r : f32
}
// the tiles overlap by one element, which is incremented twice
func.func @tile_off_by_one(%a: memref<10000xi32>) {
  affine.for %t = 0 to 10000 step 32 {
    affine.for %i = affine_map<(d0) -> (d0)>(%t) to min affine_map<(d0) -> (d0 + 33, 10000)>(%t) {
      %v = affine.load %a[%i] : memref<10000xi32>
      %c1 = arith.constant 1 : i32
      %w = arith.addi %v, %c1 : i32
      affine.store %w, %a[%i] : memref<10000xi32>
    }
  }
  return
}
func.func @peeled(%a: memref<10003xi32>) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %n = arith.constant 10003 : index
  %split = arith.constant 10000 : index
  scf.for %i = %c0 to %split step %c4 {
    %v = memref.load %a[%i] : memref<10003xi32>
    %c1 = arith.constant 1 : i32
    %w = arith.addi %v, %c1 : i32
    memref.store %w, %a[%i] : memref<10003xi32>
  }
  scf.for %i = %split to %n step %c4 {
    %v = memref.load %a[%i] : memref<10003xi32>
    %c1 = arith.constant 1 : i32
    %w = arith.addi %v, %c1 : i32
    memref.store %w, %a[%i] : memref<10003xi32>
  }
  return
}
// what scf-for-loop-peeling makes of it, with the split point guarded by max(0, .): the
// pass's own split point lies below the lower bound for a negative %n (docs/findings.md)
func.func @peeled_sum(%a: memref<?xi32>, %n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %z = arith.constant 0 : i32
  %split = affine.max affine_map<()[s0] -> (s0 - s0 mod 4, 0)>()[%n]
  %r1 = scf.for %i = %c0 to %split step %c4 iter_args(%acc = %z) -> i32 {
    %v = memref.load %a[%i] : memref<?xi32>
    %w = arith.addi %acc, %v : i32
    scf.yield %w : i32
  }
  %r2 = scf.for %i = %split to %n step %c4 iter_args(%acc = %r1) -> i32 {
    %v = memref.load %a[%i] : memref<?xi32>
    %w = arith.addi %acc, %v : i32
    scf.yield %w : i32
  }
  return %r2 : i32
}
// the remainder loop starts one step early: element 9996 is incremented twice
func.func @peel_too_often(%a: memref<10003xi32>) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %n = arith.constant 10003 : index
  %split = arith.constant 10000 : index
  %early = arith.constant 9996 : index
  scf.for %i = %c0 to %split step %c4 {
    %v = memref.load %a[%i] : memref<10003xi32>
    %c1 = arith.constant 1 : i32
    %w = arith.addi %v, %c1 : i32
    memref.store %w, %a[%i] : memref<10003xi32>
  }
  scf.for %i = %early to %n step %c4 {
    %v = memref.load %a[%i] : memref<10003xi32>
    %c1 = arith.constant 1 : i32
    %w = arith.addi %v, %c1 : i32
    memref.store %w, %a[%i] : memref<10003xi32>
  }
  return
}
