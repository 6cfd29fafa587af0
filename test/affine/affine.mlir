// affine.apply (floordiv, ceildiv, mod, symbols), affine.min/max (signed), affine.for (steps, map bounds with max/min, triangular nests, iter_args), affine.if (inequalities, equalities, inside a loop), against arith/scf equivalents; counterexamples for floordiv as divsi, an unsigned min, a rectangular count and an off-by-one set.
// RUN: split-file %s %t
// RUN: not %tv-check --timeout=60 %t/src.mlir %t/tgt.mlir | FileCheck %s

// CHECK-LABEL: @apply_divs: proven
// CHECK-LABEL: @apply_floordiv_wrong: incorrect
// CHECK-NEXT: why: result #0 differs
// CHECK-NEXT: input: %i = -{{[0-9]+}} : index
// CHECK-LABEL: @apply_sym: proven
// CHECK-LABEL: @min_max: proven
// CHECK-LABEL: @min_unsigned_wrong: incorrect
// CHECK-NEXT: why: result #0 differs
// CHECK-NEXT: input: %i = -{{[0-9]+}} : index
// CHECK-LABEL: @for_step: proven
// CHECK-LABEL: @for_map_bounds: proven
// CHECK-LABEL: @for_triangular: proven
// CHECK-LABEL: @for_triangular_wrong: incorrect
// CHECK-NEXT: why: result #0 differs
// CHECK-NEXT: input: %x = [[X:-?[0-9]+]] : i32
// CHECK-LABEL: @if_range: proven
// CHECK-LABEL: @if_eq: proven
// CHECK-LABEL: @if_range_wrong: incorrect
// CHECK-NEXT: why: result #0 {{differs|is poison in the target but not in the source}}
// CHECK-NEXT: input: %i = 5 : index
// CHECK-LABEL: @if_in_for: proven

//--- src.mlir
// affine.apply with floordiv, ceildiv and mod on a symbolic index
func.func @apply_divs(%i: index) -> (index, index, index) {
  %a = affine.apply affine_map<(d0) -> (d0 floordiv 4)>(%i)
  %b = affine.apply affine_map<(d0) -> (d0 ceildiv 4)>(%i)
  %c = affine.apply affine_map<(d0) -> (d0 mod 4)>(%i)
  return %a, %b, %c : index, index, index
}
// ... where signed division (rounding toward zero) is wrong for negative indices
func.func @apply_floordiv_wrong(%i: index) -> index {
  %a = affine.apply affine_map<(d0) -> (d0 floordiv 4)>(%i)
  return %a : index
}
// dims and symbols: d0 * 3 + s0 - 1
func.func @apply_sym(%i: index, %n: index) -> index {
  %a = affine.apply affine_map<(d0)[s0] -> (d0 * 3 + s0 - 1)>(%i)[%n]
  return %a : index
}
// affine.min / affine.max are signed
func.func @min_max(%i: index) -> (index, index) {
  %a = affine.min affine_map<(d0) -> (d0, 16, 4 - d0)>(%i)
  %b = affine.max affine_map<(d0) -> (d0, 0)>(%i)
  return %a, %b : index, index
}
// ... an unsigned minimum differs
func.func @min_unsigned_wrong(%i: index) -> index {
  %a = affine.min affine_map<(d0) -> (d0, 16)>(%i)
  return %a : index
}
// affine.for with iter_args and a step: i = 0, 2, 4
func.func @for_step(%x: i32) -> i32 {
  %r = affine.for %i = 0 to 6 step 2 iter_args(%s = %x) -> i32 {
    %v = arith.index_cast %i : index to i32
    %w = arith.addi %s, %v : i32
    affine.yield %w : i32
  }
  return %r : i32
}
// ... bounds from maps: max(0, n - 2) to min(n, 3) where n is an operand
func.func @for_map_bounds(%n: index, %x: i32) -> i32 {
  %r = affine.for %i = max affine_map<(d0) -> (0, d0 - 2)>(%n) to min affine_map<(d0) -> (d0, 3)>(%n) iter_args(%s = %x) -> i32 {
    %w = arith.addi %s, %x : i32
    affine.yield %w : i32
  }
  return %r : i32
}
// a triangular nest: j from i to 3, counting (3 + 2 + 1 = 6 iterations)
func.func @for_triangular(%x: i32) -> i32 {
  %r = affine.for %i = 0 to 3 iter_args(%s = %x) -> i32 {
    %u = affine.for %j = affine_map<(d0) -> (d0)>(%i) to 3 iter_args(%a = %s) -> i32 {
      %c1 = arith.constant 1 : i32
      %t = arith.addi %a, %c1 : i32
      affine.yield %t : i32
    }
    affine.yield %u : i32
  }
  return %r : i32
}
// ... whose target counts 9 (a rectangular nest)
func.func @for_triangular_wrong(%x: i32) -> i32 {
  %r = affine.for %i = 0 to 3 iter_args(%s = %x) -> i32 {
    %u = affine.for %j = affine_map<(d0) -> (d0)>(%i) to 3 iter_args(%a = %s) -> i32 {
      %c1 = arith.constant 1 : i32
      %t = arith.addi %a, %c1 : i32
      affine.yield %t : i32
    }
    affine.yield %u : i32
  }
  return %r : i32
}
// affine.if: i in [2, 5] selects a
func.func @if_range(%i: index, %a: i32, %b: i32) -> i32 {
  %r = affine.if affine_set<(d0) : (d0 - 2 >= 0, 5 - d0 >= 0)>(%i) -> i32 {
    affine.yield %a : i32
  } else {
    affine.yield %b : i32
  }
  return %r : i32
}
// ... an equality constraint: i == 3
func.func @if_eq(%i: index, %a: i32, %b: i32) -> i32 {
  %r = affine.if affine_set<(d0) : (d0 - 3 == 0)>(%i) -> i32 {
    affine.yield %a : i32
  } else {
    affine.yield %b : i32
  }
  return %r : i32
}
// ... an off-by-one range in the target
func.func @if_range_wrong(%i: index, %a: i32, %b: i32) -> i32 {
  %r = affine.if affine_set<(d0) : (d0 - 2 >= 0, 5 - d0 >= 0)>(%i) -> i32 {
    affine.yield %a : i32
  } else {
    affine.yield %b : i32
  }
  return %r : i32
}
// affine.if inside affine.for: only i = 1 and i = 3 add
func.func @if_in_for(%x: i32) -> i32 {
  %r = affine.for %i = 0 to 4 iter_args(%s = %x) -> i32 {
    %c = affine.if affine_set<(d0) : (d0 mod 2 - 1 == 0)>(%i) -> i32 {
      %v = arith.index_cast %i : index to i32
      %w = arith.addi %s, %v : i32
      affine.yield %w : i32
    } else {
      affine.yield %s : i32
    }
    affine.yield %c : i32
  }
  return %r : i32
}

//--- tgt.mlir
func.func @apply_divs(%i: index) -> (index, index, index) {
  %c4 = arith.constant 4 : index
  %a = arith.floordivsi %i, %c4 : index
  %b = arith.ceildivsi %i, %c4 : index
  %r = arith.remsi %i, %c4 : index
  %z = arith.constant 0 : index
  %neg = arith.cmpi slt, %r, %z : index
  %r4 = arith.addi %r, %c4 : index
  %c = arith.select %neg, %r4, %r : index
  return %a, %b, %c : index, index, index
}
func.func @apply_floordiv_wrong(%i: index) -> index {
  %c4 = arith.constant 4 : index
  %a = arith.divsi %i, %c4 : index
  return %a : index
}
func.func @apply_sym(%i: index, %n: index) -> index {
  %c3 = arith.constant 3 : index
  %c1 = arith.constant 1 : index
  %m = arith.muli %i, %c3 : index
  %s = arith.addi %m, %n : index
  %r = arith.subi %s, %c1 : index
  return %r : index
}
func.func @min_max(%i: index) -> (index, index) {
  %c16 = arith.constant 16 : index
  %c4 = arith.constant 4 : index
  %c0 = arith.constant 0 : index
  %d = arith.subi %c4, %i : index
  %m1 = arith.minsi %i, %c16 : index
  %a = arith.minsi %m1, %d : index
  %b = arith.maxsi %i, %c0 : index
  return %a, %b : index, index
}
func.func @min_unsigned_wrong(%i: index) -> index {
  %c16 = arith.constant 16 : index
  %a = arith.minui %i, %c16 : index
  return %a : index
}
func.func @for_step(%x: i32) -> i32 {
  %c6 = arith.constant 6 : i32
  %r = arith.addi %x, %c6 : i32
  return %r : i32
}
func.func @for_map_bounds(%n: index, %x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c1 = arith.constant 1 : index
  %nm2 = arith.subi %n, %c2 : index
  %lb = arith.maxsi %nm2, %c0 : index
  %ub = arith.minsi %n, %c3 : index
  %r = scf.for %i = %lb to %ub step %c1 iter_args(%s = %x) -> i32 {
    %w = arith.addi %x, %s : i32
    scf.yield %w : i32
  }
  return %r : i32
}
func.func @for_triangular(%x: i32) -> i32 {
  %c6 = arith.constant 6 : i32
  %r = arith.addi %x, %c6 : i32
  return %r : i32
}
func.func @for_triangular_wrong(%x: i32) -> i32 {
  %c9 = arith.constant 9 : i32
  %r = arith.addi %x, %c9 : i32
  return %r : i32
}
func.func @if_range(%i: index, %a: i32, %b: i32) -> i32 {
  %c2 = arith.constant 2 : index
  %c5 = arith.constant 5 : index
  %ge = arith.cmpi sge, %i, %c2 : index
  %le = arith.cmpi sle, %i, %c5 : index
  %in = arith.andi %ge, %le : i1
  %r = arith.select %in, %a, %b : i32
  return %r : i32
}
func.func @if_eq(%i: index, %a: i32, %b: i32) -> i32 {
  %c3 = arith.constant 3 : index
  %eq = arith.cmpi eq, %i, %c3 : index
  %r = arith.select %eq, %a, %b : i32
  return %r : i32
}
func.func @if_range_wrong(%i: index, %a: i32, %b: i32) -> i32 {
  %c2 = arith.constant 2 : index
  %c5 = arith.constant 5 : index
  %ge = arith.cmpi sge, %i, %c2 : index
  %le = arith.cmpi slt, %i, %c5 : index
  %in = arith.andi %ge, %le : i1
  %r = arith.select %in, %a, %b : i32
  return %r : i32
}
func.func @if_in_for(%x: i32) -> i32 {
  %c4 = arith.constant 4 : i32
  %r = arith.addi %x, %c4 : i32
  return %r : i32
}
