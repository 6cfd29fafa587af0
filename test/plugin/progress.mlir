// Progress: on a terminal, a line "tv: done/queued checks, pass 'P'" redrawn in place and
// cleared before every diagnostic and before the summary (checked under `script`, which
// gives the command a pseudo-terminal); when stderr is not a terminal (lit), nothing.
// RUN: python3 %S/Inputs/progress_check.py "%tv-opt --tv-verify-each --tv-timeout=60 --tv-on-failure=warn --tv-identical=false -p 'builtin.module(tv-test-mutate{kind=addi-to-subi},canonicalize)' %s -o /dev/null" tv-test-mutate canonicalize | FileCheck %s --check-prefix=TTY
// A function pipeline on MLIR's threads: MLIR replays the diagnostics after the parallel
// loop; tv's diagnostic hook clears the line then too.
// RUN: python3 %S/Inputs/progress_check.py "%tv-opt --tv-verify-each --tv-timeout=60 --tv-on-failure=warn --tv-verbose --tv-identical=false -p 'builtin.module(func.func(tv-test-mutate{kind=addi-to-subi},canonicalize))' %s -o /dev/null" tv-test-mutate canonicalize | FileCheck %s --check-prefix=TTY
// A narrow terminal: the line is cut to its width (else every redraw wraps and stays).
// RUN: python3 %S/Inputs/progress_check.py --cols=32 "%tv-opt --tv-verify-each --tv-timeout=60 --tv-on-failure=warn --tv-identical=false -p 'builtin.module(tv-test-mutate{kind=addi-to-subi},canonicalize)' %s -o /dev/null" tv-test-mutate canonicalize | FileCheck %s --check-prefix=TTY
// RUN: %tv-opt --tv-verify-each --tv-timeout=60 --tv-on-failure=warn --tv-identical=false -p 'builtin.module(tv-test-mutate{kind=addi-to-subi},canonicalize)' %s -o /dev/null 2>%t.err
// RUN: FileCheck %s --input-file=%t.err
// TTY: ok
// CHECK-NOT: checks, pass
// CHECK: warning: tv: pass 'tv-test-mutate' is incorrect on @a
// CHECK-NOT: checks, pass
// CHECK: tv: 2 pass runs, 3 checks

func.func @a(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c3 = arith.constant 3 : i32
  %r = arith.addi %x, %c3 : i32
  %s = arith.ori %r, %c0 : i32
  return %s : i32
}

func.func @b(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %p = llvm.mul %x, %x : i32
  %r = arith.addi %p, %c0 : i32
  return %r : i32
}
