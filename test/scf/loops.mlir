// scf.for and scf.while unrolled: constant and symbolic trip counts, iter_args (scalars and tensors), unsigned comparison, nested loops, UB in an iteration, poison conditions; counterexamples for an off-by-one bound, a wrong iter_arg order, a missed element, a forgotten remainder iteration and a wrong while exit.
// RUN: split-file %s %t
// RUN: not %tv-check --timeout=60 %t/src.mlir %t/tgt.mlir | FileCheck %s

// CHECK-LABEL: @sum_unrolled: proven
// CHECK-LABEL: @sum_off_by_one: incorrect
// CHECK-NEXT: why: result #0 differs
// CHECK-NEXT: input: %x = [[X:-?[0-9]+]] : i32
// CHECK-NEXT: source: returns {{-?[0-9]+}} : i32
// CHECK-NEXT: target: returns {{-?[0-9]+}} : i32
// CHECK-LABEL: @iv_sum: proven
// CHECK-LABEL: @swap3: proven
// CHECK-LABEL: @swap3_wrong: incorrect
// CHECK-NEXT: why: result #0 differs
// CHECK-NEXT: input: %a = [[A:-?[0-9]+]] : i32
// CHECK-NEXT: input: %b = [[B:-?[0-9]+]] : i32
// CHECK-NEXT: source: returns [[B]] : i32, [[A]] : i32
// CHECK-NEXT: target: returns [[A]] : i32, [[B]] : i32
// CHECK-LABEL: @empty_range: proven
// CHECK-LABEL: @unsigned_cmp: proven
// CHECK-LABEL: @symbolic_trip: proven
// CHECK-LABEL: @symbolic_trip_wrong: incorrect
// CHECK-NEXT: why: result #0 differs
// CHECK-NEXT: input: %n = {{[0-9]+}} : index
// CHECK-LABEL: @ub_in_body: proven
// CHECK-LABEL: @build_tensor: proven
// CHECK-LABEL: @build_tensor_short: incorrect
// CHECK-NEXT: why: result #0 differs at index [3] (source {{-?[0-9]+}}, target uninit)
// CHECK-LABEL: @reduce_sum: proven
// CHECK-LABEL: @unroll_remainder: incorrect
// CHECK-NEXT: why: result #0 differs
// CHECK-LABEL: @nested: proven
// CHECK-LABEL: @while_count: proven
// CHECK-LABEL: @while_count_wrong: incorrect
// CHECK-NEXT: why: result #0 differs
// CHECK-NEXT: input: %x = {{-?[0-9]+}} : i8
// CHECK-NEXT: source: returns 10 : i8
// CHECK-NEXT: target: returns 11 : i8
// CHECK-LABEL: @while_do: proven
// CHECK-LABEL: @while_poison_cond: proven
// CHECK-LABEL: @i8_sym: proven

//--- src.mlir
// x added to itself 4 times -> x * 5
func.func @sum_unrolled(%x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%s = %x) -> i32 {
    %t = arith.addi %s, %x : i32
    scf.yield %t : i32
  }
  return %r : i32
}
// ... an off-by-one bound (x * 4) is wrong
func.func @sum_off_by_one(%x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%s = %x) -> i32 {
    %t = arith.addi %s, %x : i32
    scf.yield %t : i32
  }
  return %r : i32
}
// the induction variable: -3 + 0 + 3 + 6 + 9 = 15 (negative lower bound, step 3)
func.func @iv_sum() -> i32 {
  %lb = arith.constant -3 : index
  %c3 = arith.constant 3 : index
  %c10 = arith.constant 10 : index
  %z = arith.constant 0 : i32
  %r = scf.for %i = %lb to %c10 step %c3 iter_args(%s = %z) -> i32 {
    %v = arith.index_cast %i : index to i32
    %t = arith.addi %s, %v : i32
    scf.yield %t : i32
  }
  return %r : i32
}
// two iter_args: (a, b) -> (b, a) three times swaps them
func.func @swap3(%a: i32, %b: i32) -> (i32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %r:2 = scf.for %i = %c0 to %c3 step %c1 iter_args(%x = %a, %y = %b) -> (i32, i32) {
    scf.yield %y, %x : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}
// ... and the target that forgets the swap (wrong iter_arg order)
func.func @swap3_wrong(%a: i32, %b: i32) -> (i32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %r:2 = scf.for %i = %c0 to %c3 step %c1 iter_args(%x = %a, %y = %b) -> (i32, i32) {
    scf.yield %y, %x : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}
// an empty range: the loop returns its init
func.func @empty_range(%x: i32) -> i32 {
  %c5 = arith.constant 5 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c5 to %c5 step %c1 iter_args(%s = %x) -> i32 {
    %t = arith.muli %s, %s : i32
    scf.yield %t : i32
  }
  return %r : i32
}
// unsigned comparison: from 0 to 255 (as i8 -1 unsigned) would be 255 iterations; from
// 250 (-6) to 252 (-4) it runs twice
func.func @unsigned_cmp(%x: i8) -> i8 {
  %lb = arith.constant -6 : i8
  %ub = arith.constant -4 : i8
  %c1 = arith.constant 1 : i8
  %r = scf.for unsigned %i = %lb to %ub step %c1 iter_args(%s = %x) -> i8 : i8 {
    %t = arith.addi %s, %i : i8
    scf.yield %t : i8
  }
  return %r : i8
}
// a symbolic trip count with a constant bound: min(n, 3) iterations, guarded
func.func @symbolic_trip(%n: index, %x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %m = arith.minsi %n, %c3 : index
  %r = scf.for %i = %c0 to %m step %c1 iter_args(%s = %x) -> i32 {
    %t = arith.addi %s, %x : i32
    scf.yield %t : i32
  }
  return %r : i32
}
// ... rewritten as a select chain that miscounts n = 3
func.func @symbolic_trip_wrong(%n: index, %x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %m = arith.minsi %n, %c3 : index
  %r = scf.for %i = %c0 to %m step %c1 iter_args(%s = %x) -> i32 {
    %t = arith.addi %s, %x : i32
    scf.yield %t : i32
  }
  return %r : i32
}
// UB in the second iteration only
func.func @ub_in_body(%x: i32, %d: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %r = scf.for %i = %c0 to %c2 step %c1 iter_args(%s = %x) -> i32 {
    %q = arith.divsi %s, %d : i32
    scf.yield %q : i32
  }
  return %r : i32
}
// a loop that builds a tensor element by element
func.func @build_tensor(%x: i32) -> tensor<4xi32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %e = tensor.empty() : tensor<4xi32>
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%t = %e) -> tensor<4xi32> {
    %v = arith.index_cast %i : index to i32
    %w = arith.addi %v, %x : i32
    %t2 = tensor.insert %w into %t[%i] : tensor<4xi32>
    scf.yield %t2 : tensor<4xi32>
  }
  return %r : tensor<4xi32>
}
// ... that misses the last element
func.func @build_tensor_short(%x: i32) -> tensor<4xi32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %e = tensor.empty() : tensor<4xi32>
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%t = %e) -> tensor<4xi32> {
    %v = arith.index_cast %i : index to i32
    %w = arith.addi %v, %x : i32
    %t2 = tensor.insert %w into %t[%i] : tensor<4xi32>
    scf.yield %t2 : tensor<4xi32>
  }
  return %r : tensor<4xi32>
}
// a reduction over a tensor, reassociated
func.func @reduce_sum(%t: tensor<4xi32>) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %z = arith.constant 0 : i32
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%s = %z) -> i32 {
    %v = tensor.extract %t[%i] : tensor<4xi32>
    %w = arith.addi %s, %v : i32
    scf.yield %w : i32
  }
  return %r : i32
}
// unrolled by 2 with the remainder iteration forgotten (5 iterations)
func.func @unroll_remainder(%x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %r = scf.for %i = %c0 to %c5 step %c1 iter_args(%s = %x) -> i32 {
    %t = arith.muli %s, %x : i32
    scf.yield %t : i32
  }
  return %r : i32
}
// a nested loop nest: 3 x 4 iterations
func.func @nested(%x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %r = scf.for %i = %c0 to %c3 step %c1 iter_args(%s = %x) -> i32 {
    %u = scf.for %j = %c0 to %c4 step %c1 iter_args(%a = %s) -> i32 {
      %t = arith.addi %a, %x : i32
      scf.yield %t : i32
    }
    scf.yield %u : i32
  }
  return %r : i32
}
// while: count up to 10 from max(x, 0) (at most 11 iterations of the before region)
func.func @while_count(%x: i8) -> i8 {
  %c10 = arith.constant 10 : i8
  %c1 = arith.constant 1 : i8
  %c0 = arith.constant 0 : i8
  %lo = arith.maxsi %x, %c0 : i8
  %r = scf.while (%a = %lo) : (i8) -> i8 {
    %c = arith.cmpi slt, %a, %c10 : i8
    scf.condition (%c) %a : i8
  } do {
  ^bb0(%b: i8):
    %n = arith.addi %b, %c1 : i8
    scf.yield %n : i8
  }
  return %r : i8
}
// ... is not max(x, 11)
func.func @while_count_wrong(%x: i8) -> i8 {
  %c10 = arith.constant 10 : i8
  %c1 = arith.constant 1 : i8
  %c0 = arith.constant 0 : i8
  %lo = arith.maxsi %x, %c0 : i8
  %r = scf.while (%a = %lo) : (i8) -> i8 {
    %c = arith.cmpi slt, %a, %c10 : i8
    scf.condition(%c) %a : i8
  } do {
  ^bb0(%b: i8):
    %n = arith.addi %b, %c1 : i8
    scf.yield %n : i8
  }
  return %r : i8
}
// while whose condition passes a different value than it carries (do-while shape)
func.func @while_do(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %r = scf.while (%a = %x) : (i32) -> i32 {
    %n = arith.addi %a, %c1 : i32
    %f = arith.constant false
    scf.condition(%f) %n : i32
  } do {
  ^bb0(%b: i32):
    scf.yield %b : i32
  }
  return %r : i32
}
// a poison while condition is UB
func.func @while_poison_cond(%x: i32) -> i32 {
  %p = ub.poison : i1
  %r = scf.while (%a = %x) : (i32) -> i32 {
    scf.condition(%p) %a : i32
  } do {
  ^bb0(%b: i32):
    scf.yield %b : i32
  }
  return %r : i32
}

// i8 bounds where iv + step leaves the type's range: the loop ends there (120, 125 and no
// 130), as MLIR's constant trip counts have it; a symbolic lower bound
func.func @i8_sym(%x: i8, %lb: i8) -> i8 {
  %ub = arith.constant 127 : i8
  %st = arith.constant 5 : i8
  %c120 = arith.constant 120 : i8
  %l = arith.maxsi %lb, %c120 : i8
  %r = scf.for %i = %l to %ub step %st iter_args(%s = %x) -> i8 : i8 {
    %t = arith.addi %s, %x : i8
    scf.yield %t : i8
  }
  return %r : i8
}

//--- tgt.mlir
func.func @sum_unrolled(%x: i32) -> i32 {
  %c5 = arith.constant 5 : i32
  %r = arith.muli %x, %c5 : i32
  return %r : i32
}
func.func @sum_off_by_one(%x: i32) -> i32 {
  %c4 = arith.constant 4 : i32
  %r = arith.muli %x, %c4 : i32
  return %r : i32
}
func.func @iv_sum() -> i32 {
  %r = arith.constant 15 : i32
  return %r : i32
}
func.func @swap3(%a: i32, %b: i32) -> (i32, i32) {
  return %b, %a : i32, i32
}
func.func @swap3_wrong(%a: i32, %b: i32) -> (i32, i32) {
  return %a, %b : i32, i32
}
func.func @empty_range(%x: i32) -> i32 {
  return %x : i32
}
func.func @unsigned_cmp(%x: i8) -> i8 {
  %c = arith.constant -11 : i8
  %r = arith.addi %x, %c : i8
  return %r : i8
}
func.func @symbolic_trip(%n: index, %x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %m = arith.minsi %n, %c3 : index
  %k = arith.maxsi %m, %c0 : index
  %k32 = arith.index_cast %k : index to i32
  %c1 = arith.constant 1 : i32
  %f = arith.addi %k32, %c1 : i32
  %r = arith.muli %x, %f : i32
  return %r : i32
}
func.func @symbolic_trip_wrong(%n: index, %x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %m = arith.minsi %n, %c2 : index
  %k = arith.maxsi %m, %c0 : index
  %k32 = arith.index_cast %k : index to i32
  %c1 = arith.constant 1 : i32
  %f = arith.addi %k32, %c1 : i32
  %r = arith.muli %x, %f : i32
  return %r : i32
}
func.func @ub_in_body(%x: i32, %d: i32) -> i32 {
  %q = arith.divsi %x, %d : i32
  %r = arith.divsi %q, %d : i32
  return %r : i32
}
func.func @build_tensor(%x: i32) -> tensor<4xi32> {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  %b = arith.addi %x, %c1 : i32
  %c = arith.addi %x, %c2 : i32
  %d = arith.addi %x, %c3 : i32
  %r = tensor.from_elements %x, %b, %c, %d : tensor<4xi32>
  return %r : tensor<4xi32>
}
func.func @build_tensor_short(%x: i32) -> tensor<4xi32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %e = tensor.empty() : tensor<4xi32>
  %r = scf.for %i = %c0 to %c3 step %c1 iter_args(%t = %e) -> tensor<4xi32> {
    %v = arith.index_cast %i : index to i32
    %w = arith.addi %v, %x : i32
    %t2 = tensor.insert %w into %t[%i] : tensor<4xi32>
    scf.yield %t2 : tensor<4xi32>
  }
  return %r : tensor<4xi32>
}
func.func @reduce_sum(%t: tensor<4xi32>) -> i32 {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %z = arith.constant 0 : i32
  %r = scf.for %i = %c0 to %c4 step %c2 iter_args(%s = %z) -> i32 {
    %c1 = arith.constant 1 : index
    %i1 = arith.addi %i, %c1 : index
    %v = tensor.extract %t[%i] : tensor<4xi32>
    %u = tensor.extract %t[%i1] : tensor<4xi32>
    %p = arith.addi %v, %u : i32
    %w = arith.addi %p, %s : i32
    scf.yield %w : i32
  }
  return %r : i32
}
func.func @unroll_remainder(%x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %r = scf.for %i = %c0 to %c4 step %c2 iter_args(%s = %x) -> i32 {
    %t = arith.muli %s, %x : i32
    %u = arith.muli %t, %x : i32
    scf.yield %u : i32
  }
  return %r : i32
}
func.func @nested(%x: i32) -> i32 {
  %c13 = arith.constant 13 : i32
  %r = arith.muli %x, %c13 : i32
  return %r : i32
}
func.func @while_count(%x: i8) -> i8 {
  %c10 = arith.constant 10 : i8
  %r = arith.maxsi %x, %c10 : i8
  return %r : i8
}
func.func @while_count_wrong(%x: i8) -> i8 {
  %c11 = arith.constant 11 : i8
  %r = arith.maxsi %x, %c11 : i8
  return %r : i8
}
func.func @while_do(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %r = arith.addi %x, %c1 : i32
  return %r : i32
}
func.func @while_poison_cond(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %r = arith.divsi %x, %c0 : i32
  return %r : i32
}
func.func @i8_sym(%x: i8, %lb: i8) -> i8 {
  %c120 = arith.constant 120 : i8
  %c121 = arith.constant 121 : i8
  %c126 = arith.constant 126 : i8
  %l = arith.maxsi %lb, %c120 : i8
  %two = arith.cmpi sle, %l, %c121 : i8
  %one = arith.cmpi sle, %l, %c126 : i8
  %x2 = arith.addi %x, %x : i8
  %x3 = arith.addi %x2, %x : i8
  %a = arith.select %one, %x2, %x : i8
  %r = arith.select %two, %x3, %a : i8
  return %r : i8
}
