// MLIR 22 finding (docs/findings.md): affine-loop-tile with tile-sizes=2,2 tiles a nest
// whose iteration (i, j) reads a[i - 1][j + 1], written by iteration (i - 1, j + 1): a
// dependence of distance (1, -1), which rectangular tiling breaks (a tile runs before the
// tile to its right, so (i, j) reads a[i - 1][j + 1] before the next tile writes it). The
// pass's legality check (checkTilingLegality, which remarks "tiling code is illegal due
// to dependences") does not flag it: it tiles without a word. Found by unrolling (the 2-D tiling by
// induction, encoder/induct.c, is not proven: its interchange obligation fails) and
// confirmed by running both functions: the target reads an element the source wrote first.
// RUN: %tv-opt --tv-verify-each --tv-on-failure=warn --tv-timeout=120 --tv-max-unroll=1000 -affine-loop-tile="tile-sizes=2,2" %s -o /dev/null 2>&1 | FileCheck %s
// CHECK: warning: tv: pass 'affine-loop-tile' is incorrect on @skew
// CHECK: note: executed: source returns nothing
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
