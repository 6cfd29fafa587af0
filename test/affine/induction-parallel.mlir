// affine.for against the one-dimensional affine.parallel that affine-parallelize makes of
// it, at any trip count (encoder/induct.c): the pair is proven by induction in the
// row-major order, which stands for every order of the target's iterations only when no
// two of them conflict. That is an obligation of its own (race_bad): the target body twice,
// at distinct unknown induction variables from unknown memory, with the loops inside
// standing for all their iterations (loop_footprint); one writes an element the other
// accesses. A parallelization that breaks a dependence is therefore not proven, by
// induction or otherwise. (@rows copies between element types: two memref arguments of one
// type may overlap, and then its iterations would conflict.)
// RUN: split-file %s %t
// RUN: not %tv-check --timeout=120 %t/src.mlir %t/tgt.mlir | FileCheck %s
// RUN: %tv-opt --tv-verify-each --tv-timeout=120 --tv-report=%t/report.jsonl -affine-parallelize %t/src.mlir -o /dev/null
// RUN: FileCheck %s --check-prefix=PASS < %t/report.jsonl

// CHECK-LABEL: @rows: proven (loops by induction: affine.for at {{.*}}src.mlir:{{[0-9]+}}:3, affine.for at
// CHECK-LABEL: @inner: proven (loops by induction:
// CHECK-LABEL: @racy_inner: inconclusive
// CHECK-LABEL: @racy_outer: inconclusive
// PASS: "function":"rows","verdict":"proven"
// PASS: "function":"inner","verdict":"proven"

//--- src.mlir
func.func @rows(%a: memref<100x200xi32>, %b: memref<100x200xi64>) {
  affine.for %i = 0 to 100 {
    affine.for %j = 0 to 200 {
      %v = affine.load %a[%i, %j] : memref<100x200xi32>
      %w = arith.extsi %v : i32 to i64
      affine.store %w, %b[%i, %j] : memref<100x200xi64>
    }
  }
  return
}
// a[i + j] for all j in row i: only the inner loop is parallel
func.func @inner(%a: memref<300xi32>) {
  affine.for %i = 0 to 100 {
    affine.for %j = 0 to 200 {
      %v = arith.index_cast %j : index to i32
      affine.store %v, %a[%i + %j] : memref<300xi32>
    }
  }
  return
}
func.func @racy_inner(%a: memref<100xi32>) {
  affine.for %i = 0 to 100 {
    affine.for %j = 0 to 200 {
      %v = arith.index_cast %j : index to i32
      affine.store %v, %a[%i] : memref<100xi32>
    }
  }
  return
}
func.func @racy_outer(%a: memref<300xi32>) {
  affine.for %i = 0 to 100 {
    affine.for %j = 0 to 200 {
      %v = arith.index_cast %j : index to i32
      affine.store %v, %a[%i + %j] : memref<300xi32>
    }
  }
  return
}

//--- tgt.mlir
func.func @rows(%a: memref<100x200xi32>, %b: memref<100x200xi64>) {
  affine.parallel (%i) = (0) to (100) {
    affine.parallel (%j) = (0) to (200) {
      %v = affine.load %a[%i, %j] : memref<100x200xi32>
      %w = arith.extsi %v : i32 to i64
      affine.store %w, %b[%i, %j] : memref<100x200xi64>
    }
  }
  return
}
func.func @inner(%a: memref<300xi32>) {
  affine.for %i = 0 to 100 {
    affine.parallel (%j) = (0) to (200) {
      %v = arith.index_cast %j : index to i32
      affine.store %v, %a[%i + %j] : memref<300xi32>
    }
  }
  return
}
func.func @racy_inner(%a: memref<100xi32>) {
  affine.parallel (%i) = (0) to (100) {
    affine.parallel (%j) = (0) to (200) {
      %v = arith.index_cast %j : index to i32
      affine.store %v, %a[%i] : memref<100xi32>
    }
  }
  return
}
func.func @racy_outer(%a: memref<300xi32>) {
  affine.parallel (%i) = (0) to (100) {
    affine.for %j = 0 to 200 {
      %v = arith.index_cast %j : index to i32
      affine.store %v, %a[%i + %j] : memref<300xi32>
    }
  }
  return
}
