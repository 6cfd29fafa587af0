// func.call of a function declared without a body: the callee is any function, a shared
// uninterpreted function of its inputs; a proof holds for every callee, and a counterexample
// is one for some callee, so it is incorrect, unless a call may see a poison input that the
// other side's calls do not get exactly (the real callee refines its result when its
// inputs are refined, which the function cannot express): then it is inconclusive.
// Every call is also an event (semantics.md, "Observable behaviour"): the target must make
// the source's calls in the source's order with refining arguments, so merging two calls
// (CSE), dropping an unused one or swapping two is incorrect (since issue 31: before it,
// callees were taken as pure functions of their inputs).
// RUN: split-file %s %t
// RUN: not %tv-check --timeout=60 %t/src.mlir %t/tgt.mlir | FileCheck %s

// CHECK-LABEL: @same_call: proven
// CHECK-LABEL: @cse_calls: incorrect
// CHECK-NEXT: why: the target does not make the source's call #2 (@g)
// CHECK-LABEL: @equal_args: proven
// CHECK-LABEL: @dead_call: incorrect
// CHECK-NEXT: why: the target does not make the source's call #1 (@g)
// CHECK-LABEL: @multi_result: incorrect
// CHECK-NEXT: why: call #1 differs: the source makes @pair, the target @seed
// CHECK-LABEL: @poison_arg_both: proven
// CHECK-LABEL: @swapped_args: incorrect
// CHECK-NEXT: why: call #1 differs: the source makes @g2, the target @g2 with other values
// CHECK: executed: not run (the source cannot be run: unsupported func.call of a function without a body here, with results)
// CHECK-LABEL: @other_callee: incorrect
// CHECK-LABEL: @call_only_in_src: incorrect
// A call only in the target, of a function the source never calls, where the source calls
// none without a body: it may stand for what the source computed (a library call,
// test/func/library-call.mlir): inconclusive, not incorrect.
// CHECK-LABEL: @call_only_in_tgt: inconclusive (the target calls @g, a function without a body here that the source never calls
// CHECK-LABEL: @poison_arg_src_only: inconclusive (the counterexample calls @g with inputs the other side's calls do not have)
// CHECK-LABEL: @poison_arg_tgt_only: inconclusive (the counterexample calls @g with inputs the other side's calls do not have)
// CHECK-LABEL: @bug_off_the_call_path: incorrect
// CHECK-NEXT: why: result #0 differs
// CHECK-NEXT: input: %c = false : i1
// CHECK-NEXT: input: %x = {{.+}} : i32
// CHECK-NEXT: source: returns 1 : i32
// CHECK-NEXT: target: returns 2 : i32
// CHECK-LABEL: @bug_beside_a_call: incorrect
// CHECK-NEXT: why: result #0 differs

//--- src.mlir
func.func private @g(i32) -> i32
func.func private @h(i32) -> i32
func.func private @g2(i32, i32) -> i32
func.func private @pair(i8) -> (i8, i8)
func.func private @seed() -> i32

// the same call on both sides
func.func @same_call(%x: i32) -> i32 {
  %r = func.call @g(%x) : (i32) -> i32
  return %r : i32
}
// two calls -> one (CSE): the calls are events, the second one is missing
func.func @cse_calls(%x: i32) -> i32 {
  %a = func.call @g(%x) : (i32) -> i32
  %b = func.call @g(%x) : (i32) -> i32
  %r = arith.addi %a, %b : i32
  return %r : i32
}
// arguments that are equal as values give equal results: g(x + 0) -> g(x)
func.func @equal_args(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %y = arith.addi %x, %c0 : i32
  %r = func.call @g(%y) : (i32) -> i32
  return %r : i32
}
// a call whose result is unused is still an event: deleting it is incorrect
func.func @dead_call(%x: i32) -> i32 {
  %r = func.call @g(%x) : (i32) -> i32
  return %x : i32
}
// a call with several results, and one without arguments, made in the other order: incorrect
func.func @multi_result(%x: i8) -> (i8, i8, i32) {
  %a, %b = func.call @pair(%x) : (i8) -> (i8, i8)
  %s = func.call @seed() : () -> i32
  return %a, %b, %s : i8, i8, i32
}
// the same call with a poison argument on both sides
func.func @poison_arg_both(%x: i32) -> i32 {
  %p = ub.poison : i32
  %r = func.call @g(%p) : (i32) -> i32
  return %r : i32
}
// swapped arguments: the call is made with other arguments
func.func @swapped_args(%x: i32, %y: i32) -> i32 {
  %r = func.call @g2(%x, %y) : (i32, i32) -> i32
  return %r : i32
}
// a different callee in the target
func.func @other_callee(%x: i32) -> i32 {
  %r = func.call @g(%x) : (i32) -> i32
  return %r : i32
}
// the call only in the source
func.func @call_only_in_src(%x: i32) -> i32 {
  %r = func.call @g(%x) : (i32) -> i32
  return %r : i32
}
// a call only in the target (the callee may be UB)
func.func @call_only_in_tgt(%x: i32) -> i32 {
  return %x : i32
}
// the target passes a concrete value where the source passes poison (x +nsw 1 at x = MAX):
// a legal refinement for a real callee, but the uninterpreted function cannot tell
func.func @poison_arg_src_only(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %y = arith.addi %x, %c1 overflow<nsw> : i32
  %r = func.call @g(%y) : (i32) -> i32
  return %r : i32
}
// the target passes poison where the source does not
func.func @poison_arg_tgt_only(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %y = arith.addi %x, %c1 : i32
  %r = func.call @g(%y) : (i32) -> i32
  return %r : i32
}
// a bug on the path that does not call is still incorrect
func.func @bug_off_the_call_path(%c: i1, %x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %r = scf.if %c -> i32 {
    %v = func.call @g(%x) : (i32) -> i32
    scf.yield %v : i32
  } else {
    scf.yield %c1 : i32
  }
  return %r : i32
}

func.func @bug_beside_a_call(%c: i1, %x: i32) -> i32 {
  %r = scf.if %c -> (i32) {
    %g = func.call @g(%x) : (i32) -> i32
    %one = arith.constant 1 : i32
    %y = arith.addi %g, %one : i32
    scf.yield %y : i32
  } else {
    scf.yield %x : i32
  }
  return %r : i32
}

//--- tgt.mlir
func.func private @g(i32) -> i32
func.func private @h(i32) -> i32
func.func private @g2(i32, i32) -> i32
func.func private @pair(i8) -> (i8, i8)
func.func private @seed() -> i32

func.func @same_call(%x: i32) -> i32 {
  %r = func.call @g(%x) : (i32) -> i32
  return %r : i32
}
func.func @cse_calls(%x: i32) -> i32 {
  %a = func.call @g(%x) : (i32) -> i32
  %r = arith.addi %a, %a : i32
  return %r : i32
}
func.func @equal_args(%x: i32) -> i32 {
  %r = func.call @g(%x) : (i32) -> i32
  return %r : i32
}
func.func @dead_call(%x: i32) -> i32 {
  return %x : i32
}
func.func @multi_result(%x: i8) -> (i8, i8, i32) {
  %s = func.call @seed() : () -> i32
  %a, %b = func.call @pair(%x) : (i8) -> (i8, i8)
  return %a, %b, %s : i8, i8, i32
}
func.func @poison_arg_both(%x: i32) -> i32 {
  %p = ub.poison : i32
  %r = func.call @g(%p) : (i32) -> i32
  return %r : i32
}
func.func @swapped_args(%x: i32, %y: i32) -> i32 {
  %r = func.call @g2(%y, %x) : (i32, i32) -> i32
  return %r : i32
}
func.func @other_callee(%x: i32) -> i32 {
  %r = func.call @h(%x) : (i32) -> i32
  return %r : i32
}
func.func @call_only_in_src(%x: i32) -> i32 {
  return %x : i32
}
func.func @call_only_in_tgt(%x: i32) -> i32 {
  %r = func.call @g(%x) : (i32) -> i32
  return %x : i32
}
func.func @poison_arg_src_only(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %y = arith.addi %x, %c1 : i32
  %r = func.call @g(%y) : (i32) -> i32
  return %r : i32
}
func.func @poison_arg_tgt_only(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %y = arith.addi %x, %c1 overflow<nsw> : i32
  %r = func.call @g(%y) : (i32) -> i32
  return %r : i32
}
func.func @bug_off_the_call_path(%c: i1, %x: i32) -> i32 {
  %c2 = arith.constant 2 : i32
  %r = scf.if %c -> i32 {
    %v = func.call @g(%x) : (i32) -> i32
    scf.yield %v : i32
  } else {
    scf.yield %c2 : i32
  }
  return %r : i32
}

func.func @bug_beside_a_call(%c: i1, %x: i32) -> i32 {
  %r = scf.if %c -> (i32) {
    %g = func.call @g(%x) : (i32) -> i32
    %two = arith.constant 2 : i32
    %y = arith.addi %g, %two : i32
    scf.yield %y : i32
  } else {
    %k = arith.constant 12345 : i32
    %one = arith.constant 1 : i32
    %is = arith.cmpi eq, %x, %k : i32
    %v = arith.select %is, %one, %x : i32
    scf.yield %v : i32
  }
  return %r : i32
}
