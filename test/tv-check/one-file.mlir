// The one-file form (alive-tv's, as Compiler Explorer runs it): `tv-check FILE.mlir` checks
// that @tgt refines @src and each @NAME_tgt refines @NAME_src, one line per pair named
// "@src -> @tgt"; a @NAME_src without its @NAME_tgt is named on stderr and skipped; a file
// without any pair is a usage error (exit 3) that says what the form needs.
// RUN: not %tv-check --timeout=60 %s > %t.out 2> %t.err; FileCheck %s < %t.out; FileCheck %s --check-prefix=ERR < %t.err
// RUN: sh -c '%tv-check --timeout=60 %s; echo rc=$?' 2>/dev/null | FileCheck %s --check-prefix=RC
// RUN: not %tv-check --timeout=60 --func=shift %s | FileCheck %s --check-prefix=ONE
// RUN: %tv-check --timeout=60 --json --func=src %s | FileCheck %s --check-prefix=JSON
// RUN: sh -c '%tv-check %S/Inputs/unregistered.mlir --allow-unregistered-dialect; echo rc=$?' 2>&1 | FileCheck %s --check-prefix=NONE

func.func @src(%x: i32) -> i32 {
  %c2 = arith.constant 2 : i32
  %r = arith.muli %x, %c2 : i32
  return %r : i32
}

func.func @tgt(%x: i32) -> i32 {
  %r = arith.addi %x, %x : i32
  return %r : i32
}

// x / 2 is not x >> 1 for negative x (division rounds toward zero).
func.func @shift_src(%x: i32) -> i32 {
  %c2 = arith.constant 2 : i32
  %r = arith.divsi %x, %c2 : i32
  return %r : i32
}

func.func @shift_tgt(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %r = arith.shrsi %x, %c1 : i32
  return %r : i32
}

func.func @lonely_src(%x: i32) -> i32 {
  return %x : i32
}

// CHECK: @src -> @tgt: proven
// CHECK-NEXT: @shift_src -> @shift_tgt: incorrect
// CHECK-NEXT: why: result #0 differs
// CHECK: executed: source returns {{.*}}; target returns
// CHECK-NOT: lonely

// ERR: tv-check: {{.*}}one-file.mlir: @lonely_src has no @lonely_tgt: skipped

// RC: rc=1

// ONE-NOT: @src ->
// ONE: @shift_src -> @shift_tgt: incorrect

// JSON: {"function":"src -> @tgt","verdict":"proven"

// NONE: tv-check: {{.*}}unregistered.mlir: no function pair to check: one file needs @src and @tgt (or @NAME_src and @NAME_tgt); see tv-check --help
// NONE: rc=3
