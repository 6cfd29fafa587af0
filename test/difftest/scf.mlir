// Templates of the differential self-test (tools/difftest-templates.c) for the scf loops
// over iteration spaces: scf.forall (with scf.forall.in_parallel) and scf.parallel with
// scf.reduce / scf.reduce.return (scf.if, for and while: control.mlir). Each public
// function is run by the interpreter on edge-case, random and poison arguments, and the
// encoder must agree on every result. Trip counts are bounded (minui) so that the encoder
// unrolls them. scf.reduce regions are single order-free integer ops: the check runs both
// ways, and a target reducing otherwise is inconclusive by design (semantics.md).

// 2-d, two reductions; a poison value reduced makes the result poison.
func.func @parallel_2d(%x: i32, %n: index, %m: index) -> (i32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %n3 = arith.minui %n, %c3 : index
  %m3 = arith.minui %m, %c3 : index
  %one = arith.constant 1 : i32
  %r:2 = scf.parallel (%i, %j) = (%c0, %c0) to (%n3, %m3) step (%c1, %c1) init (%x, %one) -> (i32, i32) {
    %a = arith.index_cast %i : index to i32
    %b = arith.index_cast %j : index to i32
    %t = arith.muli %a, %x : i32
    %u = arith.addi %t, %b : i32
    scf.reduce(%u, %u : i32, i32) {
    ^bb0(%l: i32, %r: i32):
      %s = arith.addi %l, %r : i32
      scf.reduce.return %s : i32
    }, {
    ^bb0(%l: i32, %r: i32):
      %s = arith.xori %l, %r : i32
      scf.reduce.return %s : i32
    }
  }
  return %r#0, %r#1 : i32, i32
}

// Bounds and step from the arguments: lb in [0, 3], ub in [0, 7], step in [0, 3] (a step
// of 0 is undefined behaviour); a poison bound too (the first scalar argument).
func.func @parallel_bounds(%s: index, %l: index, %u: index, %x: i8) -> i8 {
  %c3 = arith.constant 3 : index
  %c7 = arith.constant 7 : index
  %st = arith.minui %s, %c3 : index
  %lb = arith.minui %l, %c3 : index
  %ub = arith.minui %u, %c7 : index
  %r = scf.parallel (%i) = (%lb) to (%ub) step (%st) init (%x) -> i8 {
    %v = arith.index_cast %i : index to i8
    scf.reduce(%v : i8) {
    ^bb0(%a: i8, %b: i8):
      %m = arith.maxsi %a, %b : i8
      scf.reduce.return %m : i8
    }
  }
  return %r : i8
}

// Unsigned minimum (i16), multiplication (i64), and a body with undefined behaviour on
// some inputs (division by %d).
func.func @parallel_ops(%x: i16, %d: i16, %y: i64, %n: index) -> (i16, i64) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %n3 = arith.minui %n, %c3 : index
  %r:2 = scf.parallel (%i) = (%c0) to (%n3) step (%c1) init (%x, %y) -> (i16, i64) {
    %k = arith.index_cast %i : index to i16
    %q = arith.divsi %x, %d : i16
    %v = arith.subi %q, %k : i16
    %w = arith.extsi %v : i16 to i64
    scf.reduce(%v, %w : i16, i64) {
    ^bb0(%a: i16, %b: i16):
      %m = arith.minui %a, %b : i16
      scf.reduce.return %m : i16
    }, {
    ^bb0(%a: i64, %b: i64):
      %m = arith.muli %a, %b : i64
      scf.reduce.return %m : i64
    }
  }
  return %r#0, %r#1 : i16, i64
}

// No results: the body runs for its undefined behaviour only.
func.func @parallel_no_results(%d: i64, %n: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %n4 = arith.minui %n, %c4 : index
  scf.parallel (%i) = (%c0) to (%n4) step (%c1) {
    %k = arith.index_cast %i : index to i64
    %q = arith.remui %k, %d : i64
    scf.reduce
  }
  return %d : i64
}

// forall: the body once per point, on the outputs as they were before the loop (no
// insert: the result is the init); bounds and steps from the arguments, a step of 0 and a
// poison bound are undefined behaviour, and so is the body's division by zero.
func.func @forall(%x: i8, %t: tensor<3xi8>, %s: index, %u: index, %d: i8) -> (tensor<3xi8>, i8) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %st = arith.minui %s, %c2 : index
  %ub = arith.minui %u, %c4 : index
  %r = scf.forall (%i, %j) = (%c0, %c0) to (%ub, 2) step (%st, 1) shared_outs(%o = %t) -> tensor<3xi8> {
    %k = arith.index_cast %i : index to i8
    %q = arith.divui %k, %d : i8
    scf.forall.in_parallel {
    }
  }
  return %r, %x : tensor<3xi8>, i8
}

// A poison upper bound (the first scalar argument is poison in one input set).
func.func @forall_poison_bound(%u: index, %t: tensor<2xi32>) -> tensor<2xi32> {
  %c3 = arith.constant 3 : index
  %ub = arith.minui %u, %c3 : index
  %r = scf.forall (%i) in (%ub) shared_outs(%o = %t) -> tensor<2xi32> {
    scf.forall.in_parallel {
    }
  }
  return %r : tensor<2xi32>
}

// index_switch: the case equal to the argument (0 in the first input set, small values in
// most others), else the default; a poison argument is UB (the first scalar).
func.func @index_switch(%i: index, %x: i32, %y: i32) -> (i32, i32) {
  %r:2 = scf.index_switch %i -> i32, i32
  case 0 {
    scf.yield %x, %y : i32, i32
  }
  case 2 {
    %s = arith.subi %x, %y : i32
    scf.yield %s, %x : i32, i32
  }
  case -1 {
    %d = arith.divsi %x, %y : i32
    scf.yield %d, %d : i32, i32
  }
  default {
    %m = arith.muli %x, %y : i32
    scf.yield %y, %m : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

// execute_region: its block once, results from its yield.
func.func @execute_region(%x: f32, %y: f32) -> f32 {
  %r = scf.execute_region -> f32 {
    %s = arith.mulf %x, %y : f32
    %t = arith.addf %s, %x : f32
    scf.yield %t : f32
  }
  return %r : f32
}

// forall with tensor.parallel_insert_slice: iteration i writes element i of the output
// (its own, so no element is written twice); elements no iteration writes keep the init;
// a poison value inserted is poison in the result.
func.func @forall_insert(%t: tensor<4xi32>, %x: i32, %u: index) -> tensor<4xi32> {
  %c4 = arith.constant 4 : index
  %ub = arith.minui %u, %c4 : index
  %r = scf.forall (%i) in (%ub) shared_outs(%o = %t) -> tensor<4xi32> {
    %k = arith.index_cast %i : index to i32
    %v = arith.addi %x, %k : i32
    %s = tensor.from_elements %v : tensor<1xi32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %s into %o[%i] [1] [1] : tensor<1xi32> into tensor<4xi32>
    }
  }
  return %r : tensor<4xi32>
}

// A 2x2 tile per iteration of a 2-d forall into two outputs: tile (i, j) of the first at
// [2i, 2j], and a rank-reduced row with stride 2 into the second at [i + p, q + j] (the
// iterations' elements are disjoint); out of bounds is UB.
func.func @forall_insert_2d(%a: tensor<4x4xf32>, %b: tensor<3x5xf32>, %tile: tensor<2x2xf32>, %row: tensor<2xf32>,
                            %p: index, %q: index) -> (tensor<4x4xf32>, tensor<3x5xf32>) {
  %r:2 = scf.forall (%i, %j) in (2, 2) shared_outs(%o = %a, %w = %b) -> (tensor<4x4xf32>, tensor<3x5xf32>) {
    %c2 = arith.constant 2 : index
    %y = arith.muli %i, %c2 : index
    %x = arith.muli %j, %c2 : index
    %ip = arith.addi %i, %p : index
    %jq = arith.addi %j, %q : index
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %tile into %o[%y, %x] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<4x4xf32>
      tensor.parallel_insert_slice %row into %w[%ip, %jq] [1, 2] [1, 2] : tensor<2xf32> into tensor<3x5xf32>
    }
  }
  return %r#0, %r#1 : tensor<4x4xf32>, tensor<3x5xf32>
}
