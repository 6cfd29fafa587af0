// Loops under a branch are proven by induction too (encoder/induct.c pair_branches; design.md
// 13, "Loops by induction"): the loops of corresponding scf.if / affine.if regions are
// paired, then with then and else with else. Such a loop runs under its side's path: where
// the path does not hold, the blocks keep what they had before it (mem_swap), and its
// obligations are asked where both sides reach it (induct_guard). A hoisted invariant under
// the then branch (with a carried result and memory), under the else branch and under an
// affine.if, and canonicalize's use of an scf.if condition inside its then region, are proven
// at 10,000 iterations. Wrong targets are not proven and a run of both
// functions confirms them: a loop under the branch running one iteration too many (at 8
// iterations and at 10,000), the branch taken on another condition, and a store sunk into
// the branch before the loop (which sharing the loop's memory regardless of the path would
// have proven). Through the plugin, scf-for-to-while's loops under the branches are proven.
// RUN: split-file %s %t
// RUN: %tv-check --timeout=120 %t/src.mlir %t/tgt.mlir | FileCheck %s --check-prefix=OK
// RUN: %tv-opt --tv-verify-each --tv-timeout=120 --tv-report=%t/while.jsonl --pass-pipeline='builtin.module(func.func(scf-for-to-while))' %t/src.mlir -o /dev/null
// RUN: FileCheck %s --check-prefix=WHILE < %t/while.jsonl
// RUN: %tv-opt --tv-verify-each --tv-timeout=120 --tv-report=%t/canon.jsonl --pass-pipeline='builtin.module(canonicalize)' %t/src.mlir -o /dev/null
// RUN: FileCheck %s --check-prefix=CANON < %t/canon.jsonl
// RUN: not %tv-check --timeout=120 %t/bad-src.mlir %t/bad-tgt.mlir | FileCheck %s --check-prefix=BAD
// RUN: not %tv-check --timeout=120 %t/cut-src.mlir %t/cut-tgt.mlir | FileCheck %s --check-prefix=CUT

// OK-LABEL: @then_mem: proven (loops by induction: scf.for at {{.*}}src.mlir:9:10)
// OK-LABEL: @else_mem: proven (loops by induction: scf.for at {{.*}}src.mlir:34:5)
// OK-LABEL: @affine_if: proven (loops by induction: affine.for at {{.*}}src.mlir:45:5)
// OK-LABEL: @cond_in_body: proven (loops by induction: scf.for at
// CANON: "function":"cond_in_body","verdict":"proven",{{.*}}"reason":"loops by induction: scf.for at

// The scf.for under the branch as scf.while in disguise (scf-for-to-while) pairs as well.
// WHILE: "function":"then_mem","verdict":"proven",{{.*}}"reason":"loops by induction: scf.for at {{.*}}src.mlir:9:10 (as scf.while)"
// WHILE: "function":"else_mem","verdict":"proven",{{.*}}"reason":"loops by induction: scf.for at {{.*}}src.mlir:34:5 (as scf.while)"

// BAD-LABEL: @one_more: incorrect
// BAD: executed: source returns {{-?[0-9]+}} : i32 {{.*}}; target has undefined behaviour
// BAD-LABEL: @one_more_long: incorrect
// BAD: source (run): returns nothing
// BAD-LABEL: @cond_differs: incorrect
// BAD: {{source \(run\):|executed: source}} returns nothing
// BAD-LABEL: @sunk_store: incorrect
// BAD-NEXT: why: memory of %m differs at element 0
// BAD: {{source \(run\):|executed: source}} returns nothing and leaves %m = [7,
// BAD-LABEL: @sunk_store_short: incorrect
// BAD-NEXT: why: memory of %m differs at element 0
// BAD: source (run): returns nothing and leaves %m = [7,

// Unpaired (the target has one branch more), a loop under a branch past the unroll bound
// gives the blocks unknown contents only where its path holds (loop_truncate): at %j = 0
// both functions leave %m as it was; giving it unknown contents there too made identical
// functions "incorrect" without a run (too large to run).
// CUT-LABEL: @unpaired: inconclusive (the counterexample runs affine.for more than
// CUT-LABEL: @unpaired_wrong: incorrect
// CUT-NEXT: why: memory of %m differs at element 0
// CUT: executed: source returns nothing and leaves %m = [{{-?[0-9]+}},

//--- src.mlir
#ge5 = affine_set<(d0) : (d0 - 5 >= 0)>
func.func @then_mem(%m: memref<16xi32>, %c: i1, %x: i32, %y: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %n = arith.constant 10000 : index
  %z = arith.constant 0 : i32
  %r = scf.if %c -> (i32) {
    %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (i32) {
      %t = arith.muli %x, %y : i32
      %k = arith.remui %i, %c16 : index
      %v = memref.load %m[%k] : memref<16xi32>
      %w = arith.addi %v, %t : i32
      memref.store %w, %m[%k] : memref<16xi32>
      %u = arith.addi %acc, %t : i32
      scf.yield %u : i32
    }
    scf.yield %s : i32
  } else {
    scf.yield %z : i32
  }
  return %r : i32
}

func.func @else_mem(%m: memref<16xi32>, %c: i1, %x: i32, %y: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %n = arith.constant 10000 : index
  %z = arith.constant 0 : i32
  scf.if %c {
    memref.store %z, %m[%c0] : memref<16xi32>
  } else {
    scf.for %i = %c0 to %n step %c1 {
      %t = arith.muli %x, %y : i32
      %k = arith.remui %i, %c16 : index
      memref.store %t, %m[%k] : memref<16xi32>
    }
  }
  return
}

func.func @affine_if(%m: memref<10000xi32>, %j: index, %x: i32) {
  affine.if #ge5(%j) {
    affine.for %i = 0 to 10000 {
      %c = arith.constant 0 : i32
      %t = arith.addi %x, %c : i32
      %v = affine.load %m[%i] : memref<10000xi32>
      %w = arith.addi %v, %t : i32
      affine.store %w, %m[%i] : memref<10000xi32>
    }
  }
  return
}

// canonicalize replaces %c by true inside its then region
func.func @cond_in_body(%m: memref<16xi32>, %c: i1, %x: i32, %y: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %n = arith.constant 10000 : index
  scf.if %c {
    scf.for %i = %c0 to %n step %c1 {
      %v = arith.select %c, %x, %y : i32
      %k = arith.remui %i, %c16 : index
      memref.store %v, %m[%k] : memref<16xi32>
    }
  }
  return
}

//--- tgt.mlir
#ge5 = affine_set<(d0) : (d0 - 5 >= 0)>
func.func @then_mem(%m: memref<16xi32>, %c: i1, %x: i32, %y: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %n = arith.constant 10000 : index
  %z = arith.constant 0 : i32
  %r = scf.if %c -> (i32) {
    %t = arith.muli %x, %y : i32
    %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (i32) {
      %k = arith.remui %i, %c16 : index
      %v = memref.load %m[%k] : memref<16xi32>
      %w = arith.addi %v, %t : i32
      memref.store %w, %m[%k] : memref<16xi32>
      %u = arith.addi %acc, %t : i32
      scf.yield %u : i32
    }
    scf.yield %s : i32
  } else {
    scf.yield %z : i32
  }
  return %r : i32
}

func.func @else_mem(%m: memref<16xi32>, %c: i1, %x: i32, %y: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %n = arith.constant 10000 : index
  %z = arith.constant 0 : i32
  scf.if %c {
    memref.store %z, %m[%c0] : memref<16xi32>
  } else {
    %t = arith.muli %x, %y : i32
    scf.for %i = %c0 to %n step %c1 {
      %k = arith.remui %i, %c16 : index
      memref.store %t, %m[%k] : memref<16xi32>
    }
  }
  return
}

func.func @affine_if(%m: memref<10000xi32>, %j: index, %x: i32) {
  %c0i = arith.constant 0 : i32
  affine.if #ge5(%j) {
    affine.for %i = 0 to 10000 {
      %t = arith.addi %x, %c0i : i32
      %v = affine.load %m[%i] : memref<10000xi32>
      %w = arith.addi %v, %t : i32
      affine.store %w, %m[%i] : memref<10000xi32>
    }
  }
  return
}

// canonicalize replaces %c by true inside its then region
func.func @cond_in_body(%m: memref<16xi32>, %c: i1, %x: i32, %y: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %n = arith.constant 10000 : index
  scf.if %c {
    scf.for %i = %c0 to %n step %c1 {
      %k = arith.remui %i, %c16 : index
      memref.store %x, %m[%k] : memref<16xi32>
    }
  }
  return
}

//--- bad-src.mlir
func.func @one_more(%m: memref<16xi32>, %c: i1, %x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 8 : index
  %z = arith.constant 0 : i32
  %r = scf.if %c -> (i32) {
    %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (i32) {
      %v = memref.load %m[%i] : memref<16xi32>
      %w = arith.addi %v, %x : i32
      memref.store %w, %m[%i] : memref<16xi32>
      %u = arith.addi %acc, %x : i32
      scf.yield %u : i32
    }
    scf.yield %s : i32
  } else {
    scf.yield %z : i32
  }
  return %r : i32
}

func.func @one_more_long(%m: memref<16xi32>, %c: i1, %x: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %n = arith.constant 10000 : index
  scf.if %c {
    scf.for %i = %c0 to %n step %c1 {
      %k = arith.remui %i, %c16 : index
      %v = memref.load %m[%k] : memref<16xi32>
      %w = arith.addi %v, %x : i32
      memref.store %w, %m[%k] : memref<16xi32>
    }
  }
  return
}

func.func @cond_differs(%m: memref<16xi32>, %c: i1, %d: i1, %x: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %n = arith.constant 10000 : index
  scf.if %c {
    scf.for %i = %c0 to %n step %c1 {
      %k = arith.remui %i, %c16 : index
      memref.store %x, %m[%k] : memref<16xi32>
    }
  }
  return
}

func.func @sunk_store(%m: memref<16xi32>, %c: i1, %x: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c15 = arith.constant 15 : index
  %n = arith.constant 10000 : index
  %seven = arith.constant 7 : i32
  memref.store %seven, %m[%c0] : memref<16xi32>
  scf.if %c {
    scf.for %i = %c0 to %n step %c1 {
      %k = arith.remui %i, %c15 : index
      %k1 = arith.addi %k, %c1 : index
      memref.store %x, %m[%k1] : memref<16xi32>
    }
  }
  return
}

func.func @sunk_store_short(%m: memref<16xi32>, %c: i1, %x: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 8 : index
  %seven = arith.constant 7 : i32
  memref.store %seven, %m[%c0] : memref<16xi32>
  scf.if %c {
    scf.for %i = %c1 to %n step %c1 {
      memref.store %x, %m[%i] : memref<16xi32>
    }
  }
  return
}

//--- bad-tgt.mlir
func.func @one_more(%m: memref<16xi32>, %c: i1, %x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 9 : index
  %z = arith.constant 0 : i32
  %r = scf.if %c -> (i32) {
    %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (i32) {
      %v = memref.load %m[%i] : memref<16xi32>
      %w = arith.addi %v, %x : i32
      memref.store %w, %m[%i] : memref<16xi32>
      %u = arith.addi %acc, %x : i32
      scf.yield %u : i32
    }
    scf.yield %s : i32
  } else {
    scf.yield %z : i32
  }
  return %r : i32
}

func.func @one_more_long(%m: memref<16xi32>, %c: i1, %x: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %n = arith.constant 10001 : index
  scf.if %c {
    scf.for %i = %c0 to %n step %c1 {
      %k = arith.remui %i, %c16 : index
      %v = memref.load %m[%k] : memref<16xi32>
      %w = arith.addi %v, %x : i32
      memref.store %w, %m[%k] : memref<16xi32>
    }
  }
  return
}

func.func @cond_differs(%m: memref<16xi32>, %c: i1, %d: i1, %x: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : index
  %n = arith.constant 10000 : index
  scf.if %d {
    scf.for %i = %c0 to %n step %c1 {
      %k = arith.remui %i, %c16 : index
      memref.store %x, %m[%k] : memref<16xi32>
    }
  }
  return
}

func.func @sunk_store(%m: memref<16xi32>, %c: i1, %x: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c15 = arith.constant 15 : index
  %n = arith.constant 10000 : index
  %seven = arith.constant 7 : i32
  scf.if %c {
    memref.store %seven, %m[%c0] : memref<16xi32>
    scf.for %i = %c0 to %n step %c1 {
      %k = arith.remui %i, %c15 : index
      %k1 = arith.addi %k, %c1 : index
      memref.store %x, %m[%k1] : memref<16xi32>
    }
  }
  return
}

func.func @sunk_store_short(%m: memref<16xi32>, %c: i1, %x: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 8 : index
  %seven = arith.constant 7 : i32
  scf.if %c {
    memref.store %seven, %m[%c0] : memref<16xi32>
    scf.for %i = %c1 to %n step %c1 {
      memref.store %x, %m[%i] : memref<16xi32>
    }
  }
  return
}

//--- cut-src.mlir
#ge5 = affine_set<(d0) : (d0 - 5 >= 0)>
func.func @unpaired(%m: memref<10000xi32>, %j: index, %x: i32) {
  affine.if #ge5(%j) {
    affine.for %i = 0 to 10000 {
      %v = affine.load %m[%i] : memref<10000xi32>
      %w = arith.addi %v, %x : i32
      affine.store %w, %m[%i] : memref<10000xi32>
    }
  }
  return
}

func.func @unpaired_wrong(%m: memref<16xi32>, %j: index, %x: i32) {
  affine.if #ge5(%j) {
    affine.for %i = 0 to 10000 {
      %k = affine.apply affine_map<(d0) -> (d0 mod 16)>(%i)
      %v = affine.load %m[%k] : memref<16xi32>
      %w = arith.addi %v, %x : i32
      affine.store %w, %m[%k] : memref<16xi32>
    }
  }
  return
}

//--- cut-tgt.mlir
#ge5 = affine_set<(d0) : (d0 - 5 >= 0)>
func.func @unpaired(%m: memref<10000xi32>, %j: index, %x: i32) {
  affine.if #ge5(%j) {
    affine.for %i = 0 to 10000 {
      %v = affine.load %m[%i] : memref<10000xi32>
      %w = arith.addi %v, %x : i32
      affine.store %w, %m[%i] : memref<10000xi32>
    }
  }
  affine.if #ge5(%j) {
  }
  return
}

func.func @unpaired_wrong(%m: memref<16xi32>, %j: index, %x: i32) {
  affine.if #ge5(%j) {
    affine.for %i = 0 to 10000 {
      %k = affine.apply affine_map<(d0) -> (d0 mod 16)>(%i)
      %v = affine.load %m[%k] : memref<16xi32>
      %w = arith.addi %v, %x : i32
      affine.store %w, %m[%k] : memref<16xi32>
    }
  }
  %one = arith.constant 1 : i32
  %c0 = arith.constant 0 : index
  affine.if #ge5(%j) {
  } else {
    memref.store %one, %m[%c0] : memref<16xi32>
  }
  return
}
