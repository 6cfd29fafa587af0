// Loop fusion by induction (encoder/induct.c, design.md 13): two consecutive source loops
// of one kind without results against one target loop running the first body then the
// second (affine-loop-fusion's plain case, no buffer shrunk) are encoded on the source
// side as that fused loop, over the first loop's bounds, with two obligations: the loops'
// bounds are equal, and no iteration A(j) of the first loop conflicts with an earlier
// iteration B(i), i < j, of the second (the fused order runs B(i) before A(j); the
// bodies in footprint mode, as for parallel loops). Loops in the fused bodies pair again,
// so a fused 2-D nest is proven level by level. A fusion where B(i) reads what A(i + 1)
// writes is incorrect (small: unrolled; large: the induction's counterexample, confirmed
// by a run), and so is a fused loop over the wrong bounds.
// RUN: split-file %s %t
// RUN: not %tv-check --timeout=120 --max-unroll=100 %t/src.mlir %t/tgt.mlir | FileCheck %s
// RUN: %tv-opt --tv-verify-each --tv-timeout=120 --tv-max-unroll=100 --tv-report=%t/fuse.jsonl -affine-loop-fusion %t/pass.mlir -o /dev/null
// RUN: FileCheck %s --check-prefix=PASS < %t/fuse.jsonl

// CHECK-LABEL: @fuse: proven (loops by induction: affine.for at {{.*}}src.mlir:{{[0-9]+}}:3 (fused))
// CHECK-LABEL: @fuse_2d: proven (loops by induction: affine.for at {{.*}} (fused), affine.for at {{.*}} (fused))
// CHECK-LABEL: @reads_ahead: incorrect
// CHECK-NEXT: why: memory of %b differs at element 0 of its buffer
// CHECK-LABEL: @reads_ahead_big: incorrect
// CHECK-NEXT: why: memory of %b differs at element
// CHECK-LABEL: @reads_ahead_inner: incorrect
// CHECK-LABEL: @wrong_bounds: incorrect
// CHECK-LABEL: @sfuse: proven (loops by induction: scf.for at {{.*}} (fused))
// PASS: "function":"fuse","verdict":"proven"{{.*}}loops by induction: affine.for at {{.*}} (fused)
// PASS: "function":"fuse_2d","verdict":"proven"{{.*}}loops by induction: affine.for at {{.*}} (fused), affine.for at {{.*}} (fused)

//--- src.mlir
func.func @fuse(%a: memref<1000xi32>, %b: memref<1000xi64>) {
  affine.for %i = 0 to 1000 {
    %v = affine.load %a[%i] : memref<1000xi32>
    %c1 = arith.constant 1 : i32
    %w = arith.addi %v, %c1 : i32
    affine.store %w, %a[%i] : memref<1000xi32>
  }
  affine.for %i = 0 to 1000 {
    %v = affine.load %a[%i] : memref<1000xi32>
    %w = arith.extsi %v : i32 to i64
    affine.store %w, %b[%i] : memref<1000xi64>
  }
  return
}
func.func @fuse_2d(%a: memref<100x200xi32>, %b: memref<100x200xi64>) {
  affine.for %i = 0 to 100 {
    affine.for %j = 0 to 200 {
      %v = affine.load %a[%i, %j] : memref<100x200xi32>
      %c1 = arith.constant 1 : i32
      %w = arith.addi %v, %c1 : i32
      affine.store %w, %a[%i, %j] : memref<100x200xi32>
    }
  }
  affine.for %i = 0 to 100 {
    affine.for %j = 0 to 200 {
      %v = affine.load %a[%i, %j] : memref<100x200xi32>
      %w = arith.extsi %v : i32 to i64
      affine.store %w, %b[%i, %j] : memref<100x200xi64>
    }
  }
  return
}
func.func @reads_ahead(%a: memref<8xi32>, %b: memref<8xi64>) {
  affine.for %i = 0 to 6 {
    %v = arith.index_cast %i : index to i32
    affine.store %v, %a[%i + 1] : memref<8xi32>
  }
  affine.for %i = 0 to 6 {
    %v = affine.load %a[%i + 2] : memref<8xi32>
    %w = arith.extsi %v : i32 to i64
    affine.store %w, %b[%i] : memref<8xi64>
  }
  return
}
func.func @reads_ahead_big(%a: memref<1000xi32>, %b: memref<1000xi64>) {
  affine.for %i = 0 to 900 {
    %v = arith.index_cast %i : index to i32
    affine.store %v, %a[%i + 1] : memref<1000xi32>
  }
  affine.for %i = 0 to 900 {
    %v = affine.load %a[%i + 2] : memref<1000xi32>
    %w = arith.extsi %v : i32 to i64
    affine.store %w, %b[%i] : memref<1000xi64>
  }
  return
}
func.func @reads_ahead_inner(%a: memref<4x7xi32>, %b: memref<4x6xi64>) {
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 5 {
      %v = arith.index_cast %j : index to i32
      affine.store %v, %a[%i, %j + 1] : memref<4x7xi32>
    }
  }
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 5 {
      %v = affine.load %a[%i, %j + 2] : memref<4x7xi32>
      %w = arith.extsi %v : i32 to i64
      affine.store %w, %b[%i, %j] : memref<4x6xi64>
    }
  }
  return
}
func.func @wrong_bounds(%a: memref<8xi32>, %b: memref<8xi64>) {
  affine.for %i = 0 to 8 {
    %v = arith.index_cast %i : index to i32
    affine.store %v, %a[%i] : memref<8xi32>
  }
  affine.for %i = 0 to 7 {
    %v = affine.load %a[%i] : memref<8xi32>
    %w = arith.extsi %v : i32 to i64
    affine.store %w, %b[%i] : memref<8xi64>
  }
  return
}

// scf.for over a dynamic size
func.func @sfuse(%a: memref<?xi32>, %b: memref<?xi64>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %v = memref.load %a[%i] : memref<?xi32>
    %k = arith.constant 3 : i32
    %w = arith.muli %v, %k : i32
    memref.store %w, %a[%i] : memref<?xi32>
  }
  scf.for %i = %c0 to %n step %c1 {
    %v = memref.load %a[%i] : memref<?xi32>
    %w = arith.extsi %v : i32 to i64
    memref.store %w, %b[%i] : memref<?xi64>
  }
  return
}

//--- tgt.mlir
func.func @fuse(%a: memref<1000xi32>, %b: memref<1000xi64>) {
  affine.for %i = 0 to 1000 {
    %v = affine.load %a[%i] : memref<1000xi32>
    %c1 = arith.constant 1 : i32
    %w = arith.addi %v, %c1 : i32
    affine.store %w, %a[%i] : memref<1000xi32>
    %u = affine.load %a[%i] : memref<1000xi32>
    %x = arith.extsi %u : i32 to i64
    affine.store %x, %b[%i] : memref<1000xi64>
  }
  return
}
func.func @fuse_2d(%a: memref<100x200xi32>, %b: memref<100x200xi64>) {
  affine.for %i = 0 to 100 {
    affine.for %j = 0 to 200 {
      %v = affine.load %a[%i, %j] : memref<100x200xi32>
      %c1 = arith.constant 1 : i32
      %w = arith.addi %v, %c1 : i32
      affine.store %w, %a[%i, %j] : memref<100x200xi32>
      %u = affine.load %a[%i, %j] : memref<100x200xi32>
      %x = arith.extsi %u : i32 to i64
      affine.store %x, %b[%i, %j] : memref<100x200xi64>
    }
  }
  return
}
func.func @reads_ahead(%a: memref<8xi32>, %b: memref<8xi64>) {
  affine.for %i = 0 to 6 {
    %v = arith.index_cast %i : index to i32
    affine.store %v, %a[%i + 1] : memref<8xi32>
    %u = affine.load %a[%i + 2] : memref<8xi32>
    %w = arith.extsi %u : i32 to i64
    affine.store %w, %b[%i] : memref<8xi64>
  }
  return
}
func.func @reads_ahead_big(%a: memref<1000xi32>, %b: memref<1000xi64>) {
  affine.for %i = 0 to 900 {
    %v = arith.index_cast %i : index to i32
    affine.store %v, %a[%i + 1] : memref<1000xi32>
    %u = affine.load %a[%i + 2] : memref<1000xi32>
    %w = arith.extsi %u : i32 to i64
    affine.store %w, %b[%i] : memref<1000xi64>
  }
  return
}
func.func @reads_ahead_inner(%a: memref<4x7xi32>, %b: memref<4x6xi64>) {
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 5 {
      %v = arith.index_cast %j : index to i32
      affine.store %v, %a[%i, %j + 1] : memref<4x7xi32>
      %u = affine.load %a[%i, %j + 2] : memref<4x7xi32>
      %w = arith.extsi %u : i32 to i64
      affine.store %w, %b[%i, %j] : memref<4x6xi64>
    }
  }
  return
}
// the second loop stops one iteration earlier than the first: not one loop
func.func @wrong_bounds(%a: memref<8xi32>, %b: memref<8xi64>) {
  affine.for %i = 0 to 8 {
    %v = arith.index_cast %i : index to i32
    affine.store %v, %a[%i] : memref<8xi32>
    %u = affine.load %a[%i] : memref<8xi32>
    %w = arith.extsi %u : i32 to i64
    affine.store %w, %b[%i] : memref<8xi64>
  }
  return
}

func.func @sfuse(%a: memref<?xi32>, %b: memref<?xi64>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    %v = memref.load %a[%i] : memref<?xi32>
    %k = arith.constant 3 : i32
    %w = arith.muli %v, %k : i32
    memref.store %w, %a[%i] : memref<?xi32>
    %u = memref.load %a[%i] : memref<?xi32>
    %x = arith.extsi %u : i32 to i64
    memref.store %x, %b[%i] : memref<?xi64>
  }
  return
}

//--- pass.mlir
func.func @fuse(%a: memref<1000xi32>, %b: memref<1000xi64>) {
  affine.for %i = 0 to 1000 {
    %v = affine.load %a[%i] : memref<1000xi32>
    %c1 = arith.constant 1 : i32
    %w = arith.addi %v, %c1 : i32
    affine.store %w, %a[%i] : memref<1000xi32>
  }
  affine.for %i = 0 to 1000 {
    %v = affine.load %a[%i] : memref<1000xi32>
    %w = arith.extsi %v : i32 to i64
    affine.store %w, %b[%i] : memref<1000xi64>
  }
  return
}
func.func @fuse_2d(%a: memref<100x200xi32>, %b: memref<100x200xi64>) {
  affine.for %i = 0 to 100 {
    affine.for %j = 0 to 200 {
      %v = affine.load %a[%i, %j] : memref<100x200xi32>
      %c1 = arith.constant 1 : i32
      %w = arith.addi %v, %c1 : i32
      affine.store %w, %a[%i, %j] : memref<100x200xi32>
    }
  }
  affine.for %i = 0 to 100 {
    affine.for %j = 0 to 200 {
      %v = affine.load %a[%i, %j] : memref<100x200xi32>
      %w = arith.extsi %v : i32 to i64
      affine.store %w, %b[%i, %j] : memref<100x200xi64>
    }
  }
  return
}
