// tv-run on affine ops: maps in 64-bit index arithmetic (floordiv and ceildiv round toward
// -inf / +inf, mod is never negative; a sum or product that overflows signed 64 bits is
// undefined behaviour), a divisor that is not positive, or poison, is undefined behaviour, poison operands make results poison, poison
// loop bounds and conditions are undefined behaviour, and affine.parallel folds its
// reductions from their identities; affine.load/store access a memref at the map's
// results, with memref.load/store's undefined behaviour.
// RUN: %tv-run %s @apply -- -7 2 | FileCheck %s --check-prefix=APPLY
// APPLY: -4 : index
// APPLY-NEXT: -3 : index
// APPLY-NEXT: 1 : index
// APPLY-NEXT: -26 : index
// RUN: not %tv-run %s @apply 7 -2 | FileCheck %s --check-prefix=APPLYN
// APPLYN: undefined behaviour: affine map divides by a negative value at {{.*}}affine.mlir:[[#@LINE+8]]:8
// RUN: %tv-run %s @apply poison 3 | FileCheck %s --check-prefix=APPLYP
// APPLYP-COUNT-4: poison : index
// RUN: not %tv-run %s @apply 7 0 | FileCheck %s --check-prefix=DIV0
// DIV0: undefined behaviour: affine map divides by zero at {{.*}}affine.mlir:[[#@LINE+4]]:8
// RUN: not %tv-run %s @apply 7 poison | FileCheck %s --check-prefix=DIVP
// DIVP: undefined behaviour: affine map divides by poison at {{.*}}affine.mlir:[[#@LINE+2]]:8
func.func @apply(%x: index, %s: index) -> (index, index, index, index) {
  %a = affine.apply affine_map<(d0)[s0] -> (d0 floordiv s0)> (%x)[%s]
  %b = affine.apply affine_map<(d0)[s0] -> (d0 ceildiv s0)> (%x)[%s]
  %c = affine.apply affine_map<(d0)[s0] -> (d0 mod s0)> (%x)[%s]
  %d = affine.apply affine_map<(d0)[s0] -> (d0 * 3 + s0 - 7)> (%x)[%s]
  return %a, %b, %c, %d : index, index, index, index
}
// the most negative dividend with a positive divisor is a valid input; a sum or product
// beyond signed 64 bits is undefined behaviour
// RUN: %tv-run %s @divs -- -9223372036854775808 2 | FileCheck %s --check-prefix=DIVMIN
// DIVMIN: -4611686018427387904 : index
// DIVMIN-NEXT: -4611686018427387904 : index
// DIVMIN-NEXT: 0 : index
func.func @divs(%x: index, %s: index) -> (index, index, index) {
  %a = affine.apply affine_map<(d0)[s0] -> (d0 floordiv s0)> (%x)[%s]
  %b = affine.apply affine_map<(d0) -> (d0 ceildiv 2)> (%x)
  %c = affine.apply affine_map<(d0)[s0] -> (d0 mod s0)> (%x)[%s]
  return %a, %b, %c : index, index, index
}
// RUN: %tv-run %s @ovf 3074457345618258602 1 | FileCheck %s --check-prefix=OVFMAX
// OVFMAX: 9223372036854775800 : index
// RUN: not %tv-run %s @ovf 3074457345618258603 1 | FileCheck %s --check-prefix=OVFMUL
// OVFMUL: undefined behaviour: affine map overflows index (signed) at {{.*}}affine.mlir:[[#@LINE+8]]:8
// RUN: %tv-run %s @ovf -- 3 -9223372036854775808 | FileCheck %s --check-prefix=OVFLOW
// OVFLOW: -9223372036854775806 : index
// RUN: not %tv-run %s @ovf -- 0 -9223372036854775808 | FileCheck %s --check-prefix=OVFADD
// OVFADD: undefined behaviour: affine map overflows index (signed)
// RUN: %tv-run %s @ovf poison 1 | FileCheck %s --check-prefix=OVFP
// OVFP: poison : index
func.func @ovf(%x: index, %s: index) -> index {
  %d = affine.apply affine_map<(d0)[s0] -> (d0 * 3 + s0 - 7)> (%x)[%s]
  return %d : index
}
// RUN: %tv-run %s @minmax 3 4 | FileCheck %s --check-prefix=MM
// MM: 3 : index
// MM-NEXT: 6 : index
// RUN: %tv-run %s @minmax 30 -4 | FileCheck %s --check-prefix=MMN
// MMN: -2 : index
// MMN-NEXT: 30 : index
// RUN: %tv-run %s @minmax 3 poison | FileCheck %s --check-prefix=MMP
// MMP: poison : index
// MMP-NEXT: poison : index
func.func @minmax(%x: index, %y: index) -> (index, index) {
  %a = affine.min affine_map<(d0, d1) -> (d0, d1 + 2, 10)> (%x, %y)
  %b = affine.max affine_map<(d0, d1) -> (d0, d1 + 2, -10)> (%x, %y)
  return %a, %b : index, index
}
// 1, 4, ..., 19 below min(n, 20)
// RUN: %tv-run %s @for 100 0 | FileCheck %s --check-prefix=FOR
// FOR: 70 : i32
// RUN: %tv-run %s @for 1 5 | FileCheck %s --check-prefix=FOR1
// FOR1: 5 : i32
// RUN: %tv-run %s @for 5 poison | FileCheck %s --check-prefix=FORP
// FORP: poison : i32
// RUN: not %tv-run %s @for poison 5 | FileCheck %s --check-prefix=FORUB
// FORUB: undefined behaviour: affine.for with poison bounds at {{.*}}affine.mlir:[[#@LINE+2]]:8
func.func @for(%n: index, %x: i32) -> i32 {
  %r = affine.for %i = 1 to min affine_map<(d0) -> (d0, 20)> (%n) step 3 iter_args(%acc = %x) -> (i32) {
    %c = arith.index_cast %i : index to i32
    %s = arith.addi %acc, %c : i32
    affine.yield %s : i32
  }
  return %r : i32
}
// RUN: %tv-run %s @if 2 3 | FileCheck %s --check-prefix=IF
// IF: 1 : i32
// RUN: %tv-run %s @if 3 3 | FileCheck %s --check-prefix=IFN
// IFN: 0 : i32
// RUN: not %tv-run %s @if poison 3 | FileCheck %s --check-prefix=IFUB
// IFUB: undefined behaviour: affine.if on poison at {{.*}}affine.mlir:[[#@LINE+2]]:8
func.func @if(%i: index, %n: index) -> i32 {
  %r = affine.if affine_set<(d0)[s0] : (d0 >= 0, s0 - d0 - 1 >= 0)> (%i)[%n] -> i32 {
    %a = arith.constant 1 : i32
    affine.yield %a : i32
  } else {
    %b = arith.constant 0 : i32
    affine.yield %b : i32
  }
  return %r : i32
}
// i in [0, min(n, 5)), j in [0, 3): sum of i - j, and of its bits, product of i + j + 1
// RUN: %tv-run %s @par 2 | FileCheck %s --check-prefix=PAR
// PAR: -3 : i32
// PAR-NEXT: 0 : i32
// PAR-NEXT: 144 : i64
// RUN: %tv-run %s @par 0 | FileCheck %s --check-prefix=PAR0
// PAR0: 0 : i32
// PAR0-NEXT: -1 : i32
// PAR0-NEXT: 1 : i64
// RUN: not %tv-run %s @par poison | FileCheck %s --check-prefix=PARUB
// PARUB: undefined behaviour: affine.parallel with poison bounds at {{.*}}affine.mlir:[[#@LINE+2]]:10
func.func @par(%n: index) -> (i32, i32, i64) {
  %r:3 = affine.parallel (%i, %j) = (0, 0) to (min(%n, 5), 3) reduce ("addi", "andi", "muli") -> (i32, i32, i64) {
    %a = arith.index_cast %i : index to i32
    %b = arith.index_cast %j : index to i32
    %c = arith.subi %a, %b : i32
    %k = affine.apply affine_map<(d0, d1) -> (d0 + d1 + 1)> (%i, %j)
    %k2 = arith.index_cast %k : index to i64
    affine.yield %c, %c, %k2 : i32, i32, i64
  }
  return %r#0, %r#1, %r#2 : i32, i32, i64
}
// a poison yielded value makes the reduction poison
// RUN: %tv-run %s @par_poison | FileCheck %s --check-prefix=PARP
// PARP: poison : i32
func.func @par_poison() -> i32 {
  %r = affine.parallel (%i) = (0) to (4) reduce ("ori") -> i32 {
    %a = arith.index_cast %i : index to i32
    %p = ub.poison : i32
    %c3 = arith.constant 3 : index
    %last = arith.cmpi eq, %i, %c3 : index
    %v = arith.select %last, %p, %a : i32
    affine.yield %v : i32
  }
  return %r : i32
}

// affine.load/store: the map's results are the indices; out of bounds, a poison index and a
// zero divisor are undefined behaviour, a poison value is stored as poison.
// RUN: %tv-run %s @load_store "[[1, 2, 3], [4, 5, 6]]" 9 1 2 | FileCheck %s --check-prefix=LS
// LS: 2 : i32
// LS-NEXT: 6 : i32
// LS-NEXT: memref %arg0 = {{\[}}[1, 2, 3], [4, 9, 6]] : memref<2x3xi32>
// RUN: %tv-run %s @load_store "[[1, 2, 3], [4, 5, 6]]" poison 0 1 | FileCheck %s --check-prefix=LSP
// LSP: poison : i32
// LSP-NEXT: 5 : i32
// LSP-NEXT: memref %arg0 = {{\[}}[1, poison, 3], [4, 5, 6]] : memref<2x3xi32>
// RUN: not %tv-run %s @load_store "[[1, 2, 3], [4, 5, 6]]" 9 2 1 | FileCheck %s --check-prefix=LSOOB
// LSOOB: undefined behaviour: index 2 out of bounds (size 2) at {{.*}}affine.mlir:[[#@LINE+7]]:3
// RUN: not %tv-run %s @load_store "[[1, 2, 3], [4, 5, 6]]" 9 poison 1 | FileCheck %s --check-prefix=LSPI
// LSPI: undefined behaviour: a poison index at {{.*}}affine.mlir:[[#@LINE+5]]:3
// RUN: not %tv-run %s @load_store "[[1, 2, 3], [4, 5, 6]]" 9 0 0 | FileCheck %s --check-prefix=LSDIV
// LSDIV: undefined behaviour: affine map divides by zero at {{.*}}affine.mlir:[[#@LINE+4]]:8
func.func @load_store(%m: memref<2x3xi32>, %x: i32, %i: index, %s: index) -> (i32, i32) {
  %c1 = arith.constant 1 : index
  affine.store %x, %m[%i, symbol(%s) - %i] : memref<2x3xi32>
  %a = affine.load %m[%i floordiv symbol(%s), symbol(%s) - %i] : memref<2x3xi32>
  %b = affine.load %m[%c1, %i mod 2 + 1] : memref<2x3xi32>
  return %a, %b : i32, i32
}
// an affine.for storing into a fresh buffer; reading an element no iteration wrote is UB
// RUN: %tv-run %s @prefix 3 0 | FileCheck %s --check-prefix=PRE
// PRE: 3 : i64
// PRE-NEXT: [3, 7, 12, uninit] : tensor<4xi64>
// RUN: not %tv-run %s @prefix 2 2 | FileCheck %s --check-prefix=PREU
// PREU: undefined behaviour: read of an uninitialized element at {{.*}}affine.mlir:[[#@LINE+12]]:8
func.func @prefix(%n: index, %k: index) -> (i64, tensor<4xi64>) {
  %m = memref.alloc() : memref<4xi64>
  %c3 = arith.constant 3 : i64
  affine.store %c3, %m[0] : memref<4xi64>
  affine.for %i = 1 to min affine_map<(d0) -> (d0, 4)> (%n) {
    %v = affine.load %m[%i - 1] : memref<4xi64>
    %c = arith.index_cast %i : index to i64
    %w = arith.addi %v, %c : i64
    %w4 = arith.addi %w, %c3 : i64
    affine.store %w4, %m[%i] : memref<4xi64>
  }
  %e = affine.load %m[%k] : memref<4xi64>
  %r = bufferization.to_tensor %m : memref<4xi64> to tensor<4xi64>
  return %e, %r : i64, tensor<4xi64>
}
