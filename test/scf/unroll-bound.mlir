// --max-unroll bounds the body encodings per loop nest: a loop that runs or may run longer is encoded with fresh values beyond the bound (a counterexample through them is inconclusive unless both functions run on its inputs differ, one within the bound is found), and a loop both sides share unchanged is proven without unrolling, even beyond the bound.
// RUN: split-file %s %t
// RUN: not %tv-check --timeout=60 --max-unroll=16 %t/src.mlir %t/tgt.mlir | FileCheck %s
// RUN: %tv-check --timeout=60 %t/src-default.mlir %t/tgt-default.mlir | FileCheck %s --check-prefix=DEFAULT
// RUN: not %tv-check --timeout=60 --max-unroll=5000 %t/src.mlir %t/tgt.mlir 2>&1 | FileCheck %s --check-prefix=BAD

// CHECK-LABEL: @too_long: inconclusive (the counterexample runs scf.for more than 16 iterations (--tv-max-unroll))
// CHECK-LABEL: @nest_too_long: inconclusive (the counterexample runs scf.for more than 16 iterations (--tv-max-unroll); no counterexample with loops of at most 4 iterations)
// CHECK-LABEL: @while_unbounded: inconclusive (the counterexample runs scf.while more than 16 iterations (--tv-max-unroll); no counterexample with loops of at most 4 iterations, nor with loop nests of at most 16 iterations (--max-unroll))
// CHECK-LABEL: @while_unbounded_wrong: incorrect
// CHECK-NEXT: why: result #0 differs
// CHECK-NEXT: input: %x = {{-?[0-9]+}} : i32
// CHECK-NEXT: source: returns 10 : i32
// CHECK-NEXT: target: returns 11 : i32
// CHECK-LABEL: @unused_result: proven
// CHECK-LABEL: @shared_loop: proven
// CHECK-LABEL: @shared_tensor_loop: proven
// Beyond the bound a run of both functions decides: x = 2 squared 1000 times is 0, 3 is not.
// CHECK-LABEL: @shared_loop_other_input: incorrect
// CHECK-NEXT: why: result #0 differs
// CHECK-NEXT: input: %x = {{-?[0-9]+}} : i32
// CHECK-NEXT: source (run): returns {{-?[0-9]+}} : i32
// CHECK-NEXT: target (run): returns {{-?[0-9]+}} : i32
// CHECK-LABEL: @dead_long_loop: proven

// The default bound (128) covers the first two.
// DEFAULT-LABEL: @too_long: proven
// DEFAULT-LABEL: @nest_too_long: proven

// BAD: tv-check: bad unroll bound (0 to 4096): 5000

//--- src.mlir
// 100 iterations: more than --max-unroll=16 allows
func.func @too_long(%x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c100 = arith.constant 100 : index
  %r = scf.for %i = %c0 to %c100 step %c1 iter_args(%s = %x) -> i32 {
    %t = arith.addi %s, %x : i32
    scf.yield %t : i32
  }
  return %r : i32
}
// a nest of 4 x 5 = 20 inner iterations (plus 4 outer ones) also exceeds 16
func.func @nest_too_long(%x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%s = %x) -> i32 {
    %u = scf.for %j = %c0 to %c5 step %c1 iter_args(%a = %s) -> i32 {
      %t = arith.addi %a, %x : i32
      scf.yield %t : i32
    }
    scf.yield %u : i32
  }
  return %r : i32
}
// a while loop that may run up to 2^31 times: a counterexample beyond the bound is not
// trusted (the target is in fact right)
func.func @while_unbounded(%x: i32) -> i32 {
  %c10 = arith.constant 10 : i32
  %c1 = arith.constant 1 : i32
  %r = scf.while (%a = %x) : (i32) -> i32 {
    %c = arith.cmpi slt, %a, %c10 : i32
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%b: i32):
    %n = arith.addi %b, %c1 : i32
    scf.yield %n : i32
  }
  return %r : i32
}
// ... but a wrong target is found with inputs that stay within the bound
func.func @while_unbounded_wrong(%x: i32) -> i32 {
  %c10 = arith.constant 10 : i32
  %c1 = arith.constant 1 : i32
  %r = scf.while (%a = %x) : (i32) -> i32 {
    %c = arith.cmpi slt, %a, %c10 : i32
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%b: i32):
    %n = arith.addi %b, %c1 : i32
    scf.yield %n : i32
  }
  return %r : i32
}
// a symbolic loop whose result is never used: proven although it may run longer
func.func @unused_result(%n: index, %x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%s = %x) -> i32 {
    %t = arith.muli %s, %s : i32
    scf.yield %t : i32
  }
  %y = arith.addi %x, %x : i32
  return %y : i32
}
// a 1000-iteration loop both sides share unchanged: the code around it changes, proven
// without unrolling
func.func @shared_loop(%x: i32, %y: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c1000 = arith.constant 1000 : index
  %z = arith.addi %y, %y : i32
  %r = scf.for %i = %c0 to %c1000 step %c1 iter_args(%s = %x) -> i32 {
    %t = arith.muli %s, %s : i32
    %v = arith.index_cast %i : index to i32
    %u = arith.addi %t, %v : i32
    scf.yield %u : i32
  }
  %q = arith.addi %r, %z : i32
  return %q : i32
}
// ... also with a tensor carried through it and renamed values around it
func.func @shared_tensor_loop(%t: tensor<4xi32>, %y: i32) -> tensor<4xi32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c500 = arith.constant 500 : index
  %c2 = arith.constant 2 : index
  %r = scf.for %i = %c0 to %c500 step %c1 iter_args(%a = %t) -> tensor<4xi32> {
    %j = arith.remui %i, %c2 : index
    %v = tensor.extract %a[%j] : tensor<4xi32>
    %w = arith.addi %v, %y : i32
    %b = tensor.insert %w into %a[%j] : tensor<4xi32>
    scf.yield %b : tensor<4xi32>
  }
  return %r : tensor<4xi32>
}
// ... whose inputs differ in the target: not proven (the uninterpreted loop can tell x
// from x + 1)
func.func @shared_loop_other_input(%x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c1000 = arith.constant 1000 : index
  %r = scf.for %i = %c0 to %c1000 step %c1 iter_args(%s = %x) -> i32 {
    %t = arith.muli %s, %s : i32
    scf.yield %t : i32
  }
  return %r : i32
}

// a dead 1000-iteration loop removed by the target: proven (its results are not needed)
func.func @dead_long_loop(%x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c1000 = arith.constant 1000 : index
  %r = scf.for %i = %c0 to %c1000 step %c1 iter_args(%s = %x) -> i32 {
    %t = arith.muli %s, %s : i32
    scf.yield %t : i32
  }
  return %x : i32
}

//--- tgt.mlir
func.func @too_long(%x: i32) -> i32 {
  %c101 = arith.constant 101 : i32
  %r = arith.muli %x, %c101 : i32
  return %r : i32
}
func.func @nest_too_long(%x: i32) -> i32 {
  %c21 = arith.constant 21 : i32
  %r = arith.muli %x, %c21 : i32
  return %r : i32
}
func.func @while_unbounded(%x: i32) -> i32 {
  %c10 = arith.constant 10 : i32
  %r = arith.maxsi %x, %c10 : i32
  return %r : i32
}
func.func @while_unbounded_wrong(%x: i32) -> i32 {
  %c11 = arith.constant 11 : i32
  %r = arith.maxsi %x, %c11 : i32
  return %r : i32
}
func.func @unused_result(%n: index, %x: i32) -> i32 {
  %c2 = arith.constant 2 : i32
  %y = arith.muli %x, %c2 : i32
  return %y : i32
}
func.func @shared_loop(%x: i32, %y: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c1000 = arith.constant 1000 : index
  %r = scf.for %i = %c0 to %c1000 step %c1 iter_args(%s = %x) -> i32 {
    %t = arith.muli %s, %s : i32
    %v = arith.index_cast %i : index to i32
    %u = arith.addi %t, %v : i32
    scf.yield %u : i32
  }
  %c2 = arith.constant 2 : i32
  %z = arith.muli %y, %c2 : i32
  %q = arith.addi %z, %r : i32
  return %q : i32
}
func.func @shared_tensor_loop(%t: tensor<4xi32>, %y: i32) -> tensor<4xi32> {
  %c2 = arith.constant 2 : index
  %c500 = arith.constant 500 : index
  %c1 = arith.constant 1 : index
  %c0 = arith.constant 0 : index
  %r = scf.for %i = %c0 to %c500 step %c1 iter_args(%a = %t) -> tensor<4xi32> {
    %j = arith.remui %i, %c2 : index
    %v = tensor.extract %a[%j] : tensor<4xi32>
    %w = arith.addi %v, %y : i32
    %b = tensor.insert %w into %a[%j] : tensor<4xi32>
    scf.yield %b : tensor<4xi32>
  }
  return %r : tensor<4xi32>
}
func.func @shared_loop_other_input(%x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c1000 = arith.constant 1000 : index
  %one = arith.constant 1 : i32
  %x1 = arith.addi %x, %one : i32
  %r = scf.for %i = %c0 to %c1000 step %c1 iter_args(%s = %x1) -> i32 {
    %t = arith.muli %s, %s : i32
    scf.yield %t : i32
  }
  return %r : i32
}

func.func @dead_long_loop(%x: i32) -> i32 {
  return %x : i32
}

//--- src-default.mlir
func.func @too_long(%x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c100 = arith.constant 100 : index
  %r = scf.for %i = %c0 to %c100 step %c1 iter_args(%s = %x) -> i32 {
    %t = arith.addi %s, %x : i32
    scf.yield %t : i32
  }
  return %r : i32
}
func.func @nest_too_long(%x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%s = %x) -> i32 {
    %u = scf.for %j = %c0 to %c5 step %c1 iter_args(%a = %s) -> i32 {
      %t = arith.addi %a, %x : i32
      scf.yield %t : i32
    }
    scf.yield %u : i32
  }
  return %r : i32
}

//--- tgt-default.mlir
func.func @too_long(%x: i32) -> i32 {
  %c101 = arith.constant 101 : i32
  %r = arith.muli %x, %c101 : i32
  return %r : i32
}
func.func @nest_too_long(%x: i32) -> i32 {
  %c21 = arith.constant 21 : i32
  %r = arith.muli %x, %c21 : i32
  return %r : i32
}
