// scf.if/scf.yield: results from the region that runs, UB only on the path taken, and a poison condition is UB.
// RUN: split-file %s %t
// RUN: not %tv-check --timeout=60 %t/src.mlir %t/tgt.mlir | FileCheck %s

// CHECK-LABEL: @if_to_select: proven
// CHECK-LABEL: @if_swapped: incorrect
// CHECK-NEXT: why: result #0 differs
// CHECK-NEXT: input: %c = {{true|false}} : i1
// CHECK-NEXT: source: returns {{1|2}} : i32
// CHECK-NEXT: target: returns {{1|2}} : i32
// CHECK-LABEL: @if_same_yield: proven
// CHECK-LABEL: @if_two_results: proven
// CHECK-LABEL: @if_nested: proven
// CHECK-LABEL: @if_nested_wrong: incorrect
// CHECK-NEXT: why: result #0 differs
// CHECK-NEXT: input: %c = {{true|false}} : i1
// CHECK-NEXT: input: %d = {{true|false}} : i1
// CHECK-NEXT: source: returns {{-?[0-9]+}} : i32
// CHECK-NEXT: target: returns {{-?[0-9]+}} : i32
// CHECK-LABEL: @if_no_results: proven
// CHECK-LABEL: @if_cond_computed: proven
// CHECK-LABEL: @if_cond_inverted: incorrect
// CHECK-NEXT: why: result #0 differs
// CHECK-NEXT: input: %x = {{-?[0-9]+}} : i32
// CHECK-NEXT: source: returns {{-?[0-9]+}} : i32
// CHECK-NEXT: target: returns {{0|1}} : i32
// CHECK-LABEL: @if_poison_cond_src: proven
// CHECK-LABEL: @select_to_if: incorrect
// CHECK-NEXT: why: target has undefined behaviour where the source has none
// CHECK-NEXT: input: %c = poison : i1
// CHECK-NEXT: input: %a = {{.+}} : i32
// CHECK-NEXT: input: %b = {{.+}} : i32
// CHECK-NEXT: source: returns poison : i32
// CHECK-NEXT: target: undefined behaviour
// CHECK-LABEL: @div_sunk: proven
// CHECK-LABEL: @div_sunk_from_select: incorrect
// CHECK-NEXT: why: target has undefined behaviour where the source has none
// CHECK-NEXT: input: %c = poison : i1
// CHECK-NEXT: input: %x = {{.+}} : i32
// CHECK-NEXT: input: %y = {{-?[1-9][0-9]*}} : i32
// CHECK-NEXT: source: returns poison : i32
// CHECK-NEXT: target: undefined behaviour
// CHECK-LABEL: @div_hoisted: incorrect
// CHECK-NEXT: why: target has undefined behaviour where the source has none
// CHECK-NEXT: input: %c = false : i1
// CHECK-NEXT: input: %x = {{.+}} : i32
// CHECK-NEXT: input: %y = {{0|poison}} : i32
// CHECK-NEXT: source: returns 0 : i32
// CHECK-NEXT: target: undefined behaviour
// CHECK-LABEL: @yield_poison: proven
// CHECK-LABEL: @yield_poison_introduced: incorrect
// CHECK-NEXT: why: result #0 is poison in the target but not in the source
// CHECK-NEXT: input: %c = true : i1
// CHECK-NEXT: input: %x = [[X:-?[0-9]+]] : i32
// CHECK-NEXT: source: returns [[X]] : i32
// CHECK-NEXT: target: returns poison : i32

//--- src.mlir
// scf.if with results -> select
func.func @if_to_select(%c: i1, %a: i32, %b: i32) -> i32 {
  %r = scf.if %c -> i32 {
    scf.yield %a : i32
  } else {
    scf.yield %b : i32
  }
  return %r : i32
}
// swapping the yielded values is wrong
func.func @if_swapped(%c: i1) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %r = scf.if %c -> i32 {
    scf.yield %c1 : i32
  } else {
    scf.yield %c2 : i32
  }
  return %r : i32
}
// both regions yield x -> x
func.func @if_same_yield(%c: i1, %x: i32) -> i32 {
  %r = scf.if %c -> i32 {
    scf.yield %x : i32
  } else {
    scf.yield %x : i32
  }
  return %r : i32
}
// two results
func.func @if_two_results(%c: i1, %a: i8, %b: i8) -> (i8, i8) {
  %r:2 = scf.if %c -> (i8, i8) {
    scf.yield %a, %b : i8, i8
  } else {
    scf.yield %b, %a : i8, i8
  }
  return %r#0, %r#1 : i8, i8
}
// nested ifs -> a select chain
func.func @if_nested(%c: i1, %d: i1, %a: i32, %b: i32, %e: i32) -> i32 {
  %r = scf.if %c -> i32 {
    %s = scf.if %d -> i32 {
      scf.yield %a : i32
    } else {
      scf.yield %b : i32
    }
    scf.yield %s : i32
  } else {
    scf.yield %e : i32
  }
  return %r : i32
}
// ... with the inner condition mixed up
func.func @if_nested_wrong(%c: i1, %d: i1) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  %r = scf.if %c -> i32 {
    %s = scf.if %d -> i32 {
      scf.yield %c1 : i32
    } else {
      scf.yield %c2 : i32
    }
    scf.yield %s : i32
  } else {
    scf.yield %c3 : i32
  }
  return %r : i32
}
// an if without results or else region, whose body computes nothing used
func.func @if_no_results(%c: i1, %x: i32) -> i32 {
  scf.if %c {
    %y = arith.addi %x, %x : i32
  }
  return %x : i32
}
// x == 0 ? 1 : x computed with an if
func.func @if_cond_computed(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %z = arith.cmpi eq, %x, %c0 : i32
  %r = scf.if %z -> i32 {
    scf.yield %c1 : i32
  } else {
    scf.yield %x : i32
  }
  return %r : i32
}
// ... not the same as x != 0 ? 1 : x, which differs for every x but 1
func.func @if_cond_inverted(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %z = arith.cmpi eq, %x, %c0 : i32
  %r = scf.if %z -> i32 {
    scf.yield %c1 : i32
  } else {
    scf.yield %x : i32
  }
  return %r : i32
}
// the source branches on a poison condition: UB, anything refines it
func.func @if_poison_cond_src(%x: i32) -> i32 {
  %p = ub.poison : i1
  %r = scf.if %p -> i32 {
    scf.yield %x : i32
  } else {
    scf.yield %x : i32
  }
  return %r : i32
}
// select -> if is wrong: a poison condition gives poison in a select but UB in an if
func.func @select_to_if(%c: i1, %a: i32, %b: i32) -> i32 {
  %r = arith.select %c, %a, %b : i32
  return %r : i32
}
// sinking a division into the branch where it is used is fine
func.func @div_sunk(%c: i1, %x: i32, %y: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %q = arith.divui %x, %y : i32
  %r = scf.if %c -> i32 {
    scf.yield %q : i32
  } else {
    scf.yield %c0 : i32
  }
  return %r : i32
}
// but sinking it from a select into an if is not: if c is poison the if is UB, the select
// only poison
func.func @div_sunk_from_select(%c: i1, %x: i32, %y: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %q = arith.divui %x, %y : i32
  %r = arith.select %c, %q, %c0 : i32
  return %r : i32
}
// hoisting it out of the branch is not: UB when the branch is not taken and y = 0
func.func @div_hoisted(%c: i1, %x: i32, %y: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %r = scf.if %c -> i32 {
    %q = arith.divui %x, %y : i32
    scf.yield %q : i32
  } else {
    scf.yield %c0 : i32
  }
  return %r : i32
}
// a region that yields poison: the if result may become the other region's value
func.func @yield_poison(%c: i1, %x: i32) -> i32 {
  %p = ub.poison : i32
  %r = scf.if %c -> i32 {
    scf.yield %p : i32
  } else {
    scf.yield %x : i32
  }
  return %r : i32
}
// ... but introducing a poison yield is wrong
func.func @yield_poison_introduced(%c: i1, %x: i32) -> i32 {
  %r = scf.if %c -> i32 {
    scf.yield %x : i32
  } else {
    scf.yield %x : i32
  }
  return %r : i32
}

//--- tgt.mlir
func.func @if_to_select(%c: i1, %a: i32, %b: i32) -> i32 {
  %r = arith.select %c, %a, %b : i32
  return %r : i32
}
func.func @if_swapped(%c: i1) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %r = scf.if %c -> i32 {
    scf.yield %c2 : i32
  } else {
    scf.yield %c1 : i32
  }
  return %r : i32
}
func.func @if_same_yield(%c: i1, %x: i32) -> i32 {
  return %x : i32
}
func.func @if_two_results(%c: i1, %a: i8, %b: i8) -> (i8, i8) {
  %r0 = arith.select %c, %a, %b : i8
  %r1 = arith.select %c, %b, %a : i8
  return %r0, %r1 : i8, i8
}
func.func @if_nested(%c: i1, %d: i1, %a: i32, %b: i32, %e: i32) -> i32 {
  %s = arith.select %d, %a, %b : i32
  %r = arith.select %c, %s, %e : i32
  return %r : i32
}
func.func @if_nested_wrong(%c: i1, %d: i1) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  %r = scf.if %d -> i32 {
    %s = scf.if %c -> i32 {
      scf.yield %c1 : i32
    } else {
      scf.yield %c2 : i32
    }
    scf.yield %s : i32
  } else {
    scf.yield %c3 : i32
  }
  return %r : i32
}
func.func @if_no_results(%c: i1, %x: i32) -> i32 {
  return %x : i32
}
func.func @if_cond_computed(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %z = arith.cmpi eq, %x, %c0 : i32
  %r = arith.select %z, %c1, %x : i32
  return %r : i32
}
func.func @if_cond_inverted(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %nz = arith.cmpi ne, %x, %c0 : i32
  %r = scf.if %nz -> i32 {
    scf.yield %c1 : i32
  } else {
    scf.yield %x : i32
  }
  return %r : i32
}
func.func @if_poison_cond_src(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %r = arith.divui %x, %c0 : i32
  return %r : i32
}
func.func @select_to_if(%c: i1, %a: i32, %b: i32) -> i32 {
  %r = scf.if %c -> i32 {
    scf.yield %a : i32
  } else {
    scf.yield %b : i32
  }
  return %r : i32
}
func.func @div_sunk(%c: i1, %x: i32, %y: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %r = scf.if %c -> i32 {
    %q = arith.divui %x, %y : i32
    scf.yield %q : i32
  } else {
    scf.yield %c0 : i32
  }
  return %r : i32
}
func.func @div_sunk_from_select(%c: i1, %x: i32, %y: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %r = scf.if %c -> i32 {
    %q = arith.divui %x, %y : i32
    scf.yield %q : i32
  } else {
    scf.yield %c0 : i32
  }
  return %r : i32
}
func.func @div_hoisted(%c: i1, %x: i32, %y: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %q = arith.divui %x, %y : i32
  %r = arith.select %c, %q, %c0 : i32
  return %r : i32
}
func.func @yield_poison(%c: i1, %x: i32) -> i32 {
  return %x : i32
}
func.func @yield_poison_introduced(%c: i1, %x: i32) -> i32 {
  %p = ub.poison : i32
  %r = scf.if %c -> i32 {
    scf.yield %p : i32
  } else {
    scf.yield %x : i32
  }
  return %r : i32
}
