// tv-check's options take their value after '=' or after a space (issue 34: `--timeout 5`
// was "unknown option"); `-` reads SRC or TGT from standard input; with
// --allow-unregistered-dialect, IR that holds ops of unregistered dialects (in generic form)
// loads, and a function that uses one is unsupported, naming the op, while the others are
// checked (it was rejected as an unknown option).
// RUN: %tv-check --timeout 5 --fp ieee --max-dim 8 --max-unroll 4 --max-memory 0 --assume zero-sum --func f %s %s | FileCheck %s --check-prefix=SPACE
// RUN: %tv-check --timeout 5 - %s < %s | FileCheck %s --check-prefix=STDIN
// RUN: %tv-check --timeout=60 %s - < %s | FileCheck %s --check-prefix=STDIN
// RUN: cat %s | %tv-check --timeout=60 - %s --func=g | FileCheck %s --check-prefix=STDIN-G
// RUN: sed 's/arith.muli %%a, %%a/arith.addi %%a, %%a/' %s | not %tv-check --timeout=60 %s - --func g 2>&1 | FileCheck %s --check-prefix=STDIN-BAD
// RUN: not %tv-check %S/Inputs/unregistered.mlir %S/Inputs/unregistered.mlir 2>&1 | FileCheck %s --check-prefix=NOUNREG
// RUN: not %tv-check --allow-unregistered-dialect %S/Inputs/unregistered.mlir %S/Inputs/unregistered.mlir | FileCheck %s --check-prefix=UNREG

func.func @f(%a: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %b = arith.addi %a, %c0 : i32
  return %b : i32
}

func.func @g(%a: i32) -> i32 {
  %b = arith.muli %a, %a : i32
  return %b : i32
}

// SPACE: @f: proven
// SPACE-NOT: @g

// STDIN: @f: proven
// STDIN: @g: proven

// STDIN-G-NOT: @f
// STDIN-G: @g: proven

// STDIN-BAD: @g: incorrect
// STDIN-BAD: executed:

// NOUNREG: error: {{.*}}unregistered{{.*}}
// NOUNREG-NOT: proven

// UNREG: @plain: proven
// UNREG: @uses_foreign: unsupported ({{.*}}foreign.op{{.*}})
