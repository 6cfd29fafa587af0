// canonicalize, loop-invariant-code-motion and cse on scf loops through the plugin (a single-iteration and a zero-iteration for folded away, an unused iter_arg dropped, a while's forwarded value, a one-point forall, an invariant hoisted) are all proven; tv-test-mutate{kind=addi-to-subi} inside loop bodies is caught, except in a while that then runs ~2^31 times, which is inconclusive naming --tv-max-unroll.
// RUN: %tv-opt --tv-verify-each --tv-timeout=60 --tv-verbose --pass-pipeline='builtin.module(func.func(canonicalize,loop-invariant-code-motion,cse))' %s 2>%t.err | FileCheck %s --check-prefix=IR
// RUN: FileCheck %s --input-file=%t.err --implicit-check-not=error: --implicit-check-not=warning: --implicit-check-not=remark:
// RUN: %tv-opt --tv-verify-each --tv-timeout=60 --tv-on-failure=warn --tv-report=%t.json --pass-pipeline='builtin.module(func.func(tv-test-mutate{kind=addi-to-subi}))' %s >/dev/null 2>&1
// RUN: FileCheck %s --input-file=%t.json --check-prefix=MUT

// CHECK: tv: 18 pass runs, 6 checks: 6 proven, 0 incorrect, 0 inconclusive, 0 unsupported, 0 timeouts, 0 errors; 12 unchanged

// MUT-DAG: "function":"unused_iter_arg","verdict":"incorrect"
// MUT-DAG: "function":"forall_fold","verdict":"incorrect"
// MUT-DAG: "function":"invariant","verdict":"incorrect"
// MUT-DAG: "function":"while_forward","verdict":"inconclusive"{{.*}}"reason":"the counterexample runs scf.while more than 128 iterations (--tv-max-unroll)"

// IR-LABEL: func.func @single_iteration
// IR-NOT: scf.for
// IR: arith.muli
// IR-LABEL: func.func @zero_iterations
// IR-NEXT: return %arg0
// IR-LABEL: func.func @unused_iter_arg
// IR: scf.for {{.*}} iter_args(%{{[a-z0-9]+}} = %arg0) -> (i32)
// IR-LABEL: func.func @invariant
// IR: arith.muli %arg1, %arg1
// IR-NEXT: scf.for

func.func @single_iteration(%x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %c1 step %c1 iter_args(%s = %x) -> i32 {
    %t = arith.muli %s, %s : i32
    scf.yield %t : i32
  }
  return %r : i32
}
func.func @zero_iterations(%x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c1 to %c0 step %c1 iter_args(%s = %x) -> i32 {
    %t = arith.muli %s, %s : i32
    scf.yield %t : i32
  }
  return %r : i32
}
func.func @unused_iter_arg(%x: i32, %y: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %r:2 = scf.for %i = %c0 to %c4 step %c1 iter_args(%s = %x, %u = %y) -> (i32, i32) {
    %t = arith.addi %s, %x : i32
    scf.yield %t, %u : i32, i32
  }
  %q = arith.addi %r#0, %r#1 : i32
  return %q : i32
}
func.func @while_forward(%x: i32) -> i32 {
  %c10 = arith.constant 10 : i32
  %c1 = arith.constant 1 : i32
  %c0 = arith.constant 0 : i32
  %r:2 = scf.while (%a = %c0, %b = %x) : (i32, i32) -> (i32, i32) {
    %c = arith.cmpi slt, %a, %c10 : i32
    scf.condition(%c) %a, %b : i32, i32
  } do {
  ^bb0(%p: i32, %q: i32):
    %n = arith.addi %p, %c1 : i32
    scf.yield %n, %q : i32, i32
  }
  %s = arith.addi %r#0, %r#1 : i32
  return %s : i32
}
func.func @forall_fold(%t: tensor<8xi32>) -> tensor<8xi32> {
  %r = scf.forall (%i) in (1) shared_outs(%o = %t) -> tensor<8xi32> {
    %s = tensor.extract_slice %t[0] [8] [1] : tensor<8xi32> to tensor<8xi32>
    %d = arith.addi %s, %s : tensor<8xi32>
    scf.forall.in_parallel {
      tensor.parallel_insert_slice %d into %o[0] [8] [1] : tensor<8xi32> into tensor<8xi32>
    }
  }
  return %r : tensor<8xi32>
}
func.func @invariant(%x: i32, %y: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%s = %x) -> i32 {
    %k = arith.muli %y, %y : i32
    %t = arith.addi %s, %k : i32
    scf.yield %t : i32
  }
  return %r : i32
}
