// Tiling in two dimensions by induction (encoder/induct.c, design.md 13): affine-loop-tile
// with two tile sizes makes for i { for j } into for ii { for jj { for i { for j } } },
// the tile loops hoisted above the point loops. That is each loop strip-mined (as the 1-D
// tiling, induction-tiling.mlir) and then the point loop i interchanged with the tile loop
// jj: the source is encoded as the strip-mined nest, the target's (jj, i) nest in the
// source's order, with the interchange's obligation that no two iterations the two orders
// run the other way round conflict. A 1000x1000 nest tiled by 32x32 is then proven at
// once. A tile bound off by one is incorrect (unrolled: small). A stencil with a (1, -1)
// dependence (a[i][j] from a[i-1][j+1]) cannot be tiled, yet affine-loop-tile tiles it
// (its legality check does not flag it;
// test/findings/affine-tile-skew-dependence.mlir): incorrect.
// RUN: split-file %s %t
// RUN: not %tv-check --timeout=120 --max-unroll=1000 %t/src.mlir %t/tgt.mlir | FileCheck %s
// RUN: %tv-opt --tv-verify-each --tv-timeout=120 --tv-max-unroll=1000 --tv-report=%t/tile.jsonl -affine-loop-tile="tile-sizes=32,32" %t/src.mlir -o /dev/null
// RUN: FileCheck %s --check-prefix=TILE < %t/tile.jsonl
// RUN: %tv-opt --tv-verify-each --tv-on-failure=warn --tv-timeout=120 --tv-max-unroll=1000 -affine-loop-tile="tile-sizes=2,2" %t/skew.mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=SKEW

// CHECK-LABEL: @tiled: proven (loops by induction: affine.for at {{.*}}src.mlir:{{[0-9]+}}:3 (tiled in 2 dimensions))
// CHECK-LABEL: @tiled_rect: proven [abstract] (loops by induction: affine.for at {{.*}} (tiled in 2 dimensions))
// CHECK-LABEL: @tile_off_by_one: incorrect
// CHECK-NEXT: why: memory of %a differs at element {{2[4-9]|3[01]|4[89]|5[0-5]}} of its buffer
// TILE: "function":"tiled","verdict":"proven"
// TILE: "function":"tiled_rect","verdict":"proven"
// SKEW: warning: tv: pass 'affine-loop-tile' is incorrect on @skew

//--- src.mlir
func.func @tiled(%a: memref<1000x1000xi32>) {
  affine.for %i = 0 to 1000 {
    affine.for %j = 0 to 1000 {
      %v = affine.load %a[%i, %j] : memref<1000x1000xi32>
      %c1 = arith.constant 1 : i32
      %w = arith.addi %v, %c1 : i32
      affine.store %w, %a[%i, %j] : memref<1000x1000xi32>
    }
  }
  return
}
// a transposed copy between element types (memrefs that cannot overlap), ragged tiles
func.func @tiled_rect(%a: memref<700x1000xf32>, %b: memref<1000x700xi32>) {
  affine.for %i = 0 to 1000 {
    affine.for %j = 0 to 700 {
      %v = affine.load %a[%j, %i] : memref<700x1000xf32>
      %x = arith.bitcast %v : f32 to i32
      affine.store %x, %b[%i, %j] : memref<1000x700xi32>
    }
  }
  return
}
func.func @tile_off_by_one(%a: memref<8x8xi32>) {
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 8 {
      %v = affine.load %a[%i, %j] : memref<8x8xi32>
      %c1 = arith.constant 1 : i32
      %w = arith.addi %v, %c1 : i32
      affine.store %w, %a[%i, %j] : memref<8x8xi32>
    }
  }
  return
}

//--- tgt.mlir
#lb = affine_map<(d0) -> (d0)>
#ub = affine_map<(d0) -> (d0 + 32, 1000)>
#ub7 = affine_map<(d0) -> (d0 + 32, 700)>
#ub3 = affine_map<(d0) -> (d0 + 3, 8)>
#ub4 = affine_map<(d0) -> (d0 + 4, 8)>
func.func @tiled(%a: memref<1000x1000xi32>) {
  affine.for %ii = 0 to 1000 step 32 {
    affine.for %jj = 0 to 1000 step 32 {
      affine.for %i = #lb(%ii) to min #ub(%ii) {
        affine.for %j = #lb(%jj) to min #ub(%jj) {
          %v = affine.load %a[%i, %j] : memref<1000x1000xi32>
          %c1 = arith.constant 1 : i32
          %w = arith.addi %v, %c1 : i32
          affine.store %w, %a[%i, %j] : memref<1000x1000xi32>
        }
      }
    }
  }
  return
}
func.func @tiled_rect(%a: memref<700x1000xf32>, %b: memref<1000x700xi32>) {
  affine.for %ii = 0 to 1000 step 32 {
    affine.for %jj = 0 to 700 step 32 {
      affine.for %i = #lb(%ii) to min #ub(%ii) {
        affine.for %j = #lb(%jj) to min #ub7(%jj) {
          %v = affine.load %a[%j, %i] : memref<700x1000xf32>
          %x = arith.bitcast %v : f32 to i32
          affine.store %x, %b[%i, %j] : memref<1000x700xi32>
        }
      }
    }
  }
  return
}
// the i tiles overlap by one row, which is incremented twice
func.func @tile_off_by_one(%a: memref<8x8xi32>) {
  affine.for %ii = 0 to 8 step 3 {
    affine.for %jj = 0 to 8 step 3 {
      affine.for %i = #lb(%ii) to min #ub4(%ii) {
        affine.for %j = #lb(%jj) to min #ub3(%jj) {
          %v = affine.load %a[%i, %j] : memref<8x8xi32>
          %c1 = arith.constant 1 : i32
          %w = arith.addi %v, %c1 : i32
          affine.store %w, %a[%i, %j] : memref<8x8xi32>
        }
      }
    }
  }
  return
}

//--- skew.mlir
func.func @skew(%a: memref<8x8xi32>) {
  affine.for %i = 1 to 8 {
    affine.for %j = 0 to 7 {
      %v = affine.load %a[%i - 1, %j + 1] : memref<8x8xi32>
      %c1 = arith.constant 1 : i32
      %w = arith.addi %v, %c1 : i32
      affine.store %w, %a[%i, %j] : memref<8x8xi32>
    }
  }
  return
}
