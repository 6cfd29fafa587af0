// Loops that load and store memory are proven by induction too (encoder/induct.c; design.md
// 13): the shared iteration starts from shared unknown contents of every memory block,
// the loops leave shared unknown contents, and the obligations say the target's blocks
// refine the source's when the loop starts and after one iteration from the shared state.
// Loops inside paired loops are paired as well, so a 100x200 nest is one iteration of each.
// A wrong target is not proven by induction; a loop with a constant trip count past the
// unroll bound that only loads and stores now gives every block unknown contents (not a
// stop), so a run of both functions on the solver's inputs shows it incorrect (tried first
// with every memory element defined and writable); where the solver does not decide, a run
// on chosen inputs (encoder/runs.c) shows the target that never writes %b incorrect.
// RUN: split-file %s %t
// RUN: not %tv-check --timeout=120 %t/src.mlir %t/tgt.mlir | FileCheck %s

// CHECK-LABEL: @hoist: proven (loops by induction: affine.for at {{.*}}src.mlir:4:3)
// CHECK-LABEL: @nest: proven [abstract] (loops by induction: affine.for at {{.*}}, affine.for at
// CHECK-LABEL: @scf_nest: proven (loops by induction: scf.for at {{.*}}, scf.for at
// CHECK-LABEL: @wrong_factor: incorrect
// CHECK-NEXT: why: memory of %a differs at element
// CHECK: source (run): returns nothing and leaves %a = <1000 elements> : memref<1000xi32>
// CHECK-LABEL: @wrong_buffer: incorrect
// CHECK: executed: source returns nothing
// CHECK-LABEL: @wrong_before: incorrect

//--- src.mlir
// x * 3 computed in every iteration; the target computes it once before the loop
func.func @hoist(%a: memref<10000xi32>, %x: i32) {
  %c = arith.constant 3 : i32
  affine.for %i = 0 to 10000 {
    %v = affine.load %a[%i] : memref<10000xi32>
    %m = arith.muli %x, %c : i32
    %w = arith.addi %v, %m : i32
    affine.store %w, %a[%i] : memref<10000xi32>
  }
  return
}
func.func @nest(%a: memref<100x200xf32>, %b: memref<100x200xf32>, %x: f32) {
  affine.for %i = 0 to 100 {
    affine.for %j = 0 to 200 {
      %v = affine.load %a[%i, %j] : memref<100x200xf32>
      %y = arith.mulf %x, %x : f32
      %w = arith.addf %v, %y : f32
      affine.store %w, %b[%i, %j] : memref<100x200xf32>
    }
  }
  return
}
func.func @scf_nest(%a: memref<?x?xi32>, %n: index, %m: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %m step %c1 {
      %v = memref.load %a[%i, %j] : memref<?x?xi32>
      %w = arith.muli %v, %v : i32
      memref.store %w, %a[%i, %j] : memref<?x?xi32>
    }
  }
  return
}
func.func @wrong_factor(%a: memref<1000xi32>, %x: i32) {
  %c = arith.constant 3 : i32
  affine.for %i = 0 to 1000 {
    %v = affine.load %a[%i] : memref<1000xi32>
    %m = arith.muli %x, %c : i32
    %w = arith.addi %v, %m : i32
    affine.store %w, %a[%i] : memref<1000xi32>
  }
  return
}
func.func @wrong_buffer(%a: memref<1000xi32>, %b: memref<1000xi32>) {
  affine.for %i = 0 to 1000 {
    %v = affine.load %a[%i] : memref<1000xi32>
    affine.store %v, %b[%i] : memref<1000xi32>
  }
  return
}
// the target stores before the loop what the source stores after it
func.func @wrong_before(%a: memref<1000xi32>, %x: i32) {
  affine.for %i = 0 to 1000 {
    affine.store %x, %a[%i] : memref<1000xi32>
  }
  %c0 = arith.constant 0 : index
  %z = arith.constant 0 : i32
  memref.store %z, %a[%c0] : memref<1000xi32>
  return
}

//--- tgt.mlir
func.func @hoist(%a: memref<10000xi32>, %x: i32) {
  %c = arith.constant 3 : i32
  %m = arith.muli %x, %c : i32
  affine.for %i = 0 to 10000 {
    %v = affine.load %a[%i] : memref<10000xi32>
    %w = arith.addi %m, %v : i32
    affine.store %w, %a[%i] : memref<10000xi32>
  }
  return
}
func.func @nest(%a: memref<100x200xf32>, %b: memref<100x200xf32>, %x: f32) {
  %y = arith.mulf %x, %x : f32
  affine.for %i = 0 to 100 {
    affine.for %j = 0 to 200 {
      %v = affine.load %a[%i, %j] : memref<100x200xf32>
      %w = arith.addf %v, %y : f32
      affine.store %w, %b[%i, %j] : memref<100x200xf32>
    }
  }
  return
}
func.func @scf_nest(%a: memref<?x?xi32>, %n: index, %m: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %m step %c1 {
      %v = memref.load %a[%i, %j] : memref<?x?xi32>
      %w = arith.muli %v, %v : i32
      memref.store %w, %a[%i, %j] : memref<?x?xi32>
    }
  }
  return
}
func.func @wrong_factor(%a: memref<1000xi32>, %x: i32) {
  %c = arith.constant 4 : i32
  %m = arith.muli %x, %c : i32
  affine.for %i = 0 to 1000 {
    %v = affine.load %a[%i] : memref<1000xi32>
    %w = arith.addi %v, %m : i32
    affine.store %w, %a[%i] : memref<1000xi32>
  }
  return
}
func.func @wrong_buffer(%a: memref<1000xi32>, %b: memref<1000xi32>) {
  affine.for %i = 0 to 1000 {
    %v = affine.load %a[%i] : memref<1000xi32>
    affine.store %v, %a[%i] : memref<1000xi32>
  }
  return
}
func.func @wrong_before(%a: memref<1000xi32>, %x: i32) {
  %c0 = arith.constant 0 : index
  %z = arith.constant 0 : i32
  memref.store %z, %a[%c0] : memref<1000xi32>
  affine.for %i = 0 to 1000 {
    affine.store %x, %a[%i] : memref<1000xi32>
  }
  return
}
