// No check runs more than 10% plus a second past --tv-timeout, wherever Z3 does not listen
// to interrupts: @add4's abstract query (in this process) sat in Z3_solver_check 3.5 s past
// a 5 s limit, and @add8's exact query spent seconds in Z3_solver_to_string before its
// solver process started (10.8 s in all). Such a call is now left running on a thread of
// its own at the deadline plus 0.3 s (smt_bounded, design.md 8): the check ends as a
// timeout at once, and the context is deleted once the call returns. The report's seconds
// are wall-clock time, which the bound is about; `timeout 120` turns a hang into a failure.
// RUN: timeout 120 %tv-opt --tv-verify-each --tv-timeout=5 --tv-jobs=2 --tv-report=%t.json -p 'builtin.module(func.func(tosa-to-linalg))' %s -o /dev/null 2>&1
// RUN: FileCheck %s < %t.json
// CHECK-DAG: "function":"add4","verdict":"{{[a-z]+}}","seconds":{{([0-5]\.|6\.[0-4])[0-9]*}},
// CHECK-DAG: "function":"add8","verdict":"{{[a-z]+}}","seconds":{{([0-5]\.|6\.[0-4])[0-9]*}},
func.func @add4(%a: tensor<?x?x?x?xf32>, %b: tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32> {
  %r = tosa.add %a, %b : (tensor<?x?x?x?xf32>, tensor<?x?x?x?xf32>) -> tensor<?x?x?x?xf32>
  return %r : tensor<?x?x?x?xf32>
}
func.func @add8(%a: tensor<?x?x?x?x?x?x?x?xf32>, %b: tensor<?x?x?x?x?x?x?x?xf32>) -> tensor<?x?x?x?x?x?x?x?xf32> {
  %r = tosa.add %a, %b : (tensor<?x?x?x?x?x?x?x?xf32>, tensor<?x?x?x?x?x?x?x?xf32>) -> tensor<?x?x?x?x?x?x?x?xf32>
  return %r : tensor<?x?x?x?x?x?x?x?xf32>
}
