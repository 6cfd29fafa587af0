// canonicalize, cse and sccp on realistic integer code (folds, dead code, scf.if, multi-block cf) are all proven, in flag and pipeline form.

// Flag form: the passes run on the module, so 2 pass runs cover all six functions.
// RUN: %tv-opt --tv-verify-each --tv-timeout=60 --canonicalize --cse %s 2>%t.flag.err >%t.flag.out
// RUN: FileCheck %s --check-prefix=FLAG --input-file=%t.flag.err --implicit-check-not=error: --implicit-check-not=warning: --implicit-check-not=remark:
// RUN: FileCheck %s --check-prefix=CC --input-file=%t.flag.out
// FLAG: tv: 2 pass runs, 6 checks: 6 proven, 0 incorrect, 0 inconclusive, 0 unsupported, 0 timeouts, 0 errors; 6 unchanged

// Pipeline form: each pass runs once per function (12 runs); same checks, same IR.
// RUN: %tv-opt --tv-verify-each --tv-timeout=60 -p 'builtin.module(func.func(canonicalize,cse))' %s 2>%t.nest.err >%t.nest.out
// RUN: FileCheck %s --check-prefix=NEST --input-file=%t.nest.err --implicit-check-not=error: --implicit-check-not=warning: --implicit-check-not=remark:
// RUN: diff %t.flag.out %t.nest.out
// NEST: tv: 12 pass runs, 6 checks: 6 proven, 0 incorrect, 0 inconclusive, 0 unsupported, 0 timeouts, 0 errors; 6 unchanged

// sccp alone changes @folds and @const_branch.
// RUN: %tv-opt --tv-verify-each --tv-timeout=60 --sccp %s 2>&1 >/dev/null | FileCheck %s --check-prefix=SCCP --implicit-check-not=error: --implicit-check-not=warning:
// SCCP: tv: 1 pass runs, 2 checks: 2 proven, 0 incorrect, 0 inconclusive, 0 unsupported, 0 timeouts, 0 errors; 4 unchanged

// A full cleanup pipeline: every change proven, and the IR is as folded as expected.
// RUN: %tv-opt --tv-verify-each --tv-timeout=60 -p 'builtin.module(func.func(sccp,canonicalize,cse,canonicalize))' %s 2>%t.full.err | FileCheck %s --check-prefix=FULL
// RUN: FileCheck %s --check-prefix=FULL-SUM --input-file=%t.full.err --implicit-check-not=error: --implicit-check-not=warning:
// FULL-SUM: tv: 24 pass runs, 9 checks: 9 proven, 0 incorrect, 0 inconclusive, 0 unsupported, 0 timeouts, 0 errors; 15 unchanged

// CC-LABEL: func.func @folds
// CC-NEXT: arith.constant 7
// CC-NEXT: arith.addi %arg0
// CC-NEXT: arith.xori
// CC-NEXT: arith.ori
// CC-LABEL: func.func @const_if
// CC-NEXT: arith.subi %arg0, %arg1
// CC-NEXT: return
// CC-LABEL: func.func @const_branch
// CC-NOT: cf.
// CC: return
// CC-LABEL: func.func @abs_diff
// CC-NOT: arith.muli
// CC: return

// FULL-LABEL: func.func @folds
// FULL-NEXT: %[[C7:.*]] = arith.constant 7 : i32
// FULL-NEXT: %[[R:.*]] = arith.addi %arg0, %[[C7]] : i32
// FULL-NEXT: return %[[R]] : i32
// FULL-LABEL: func.func @clamp
// FULL: scf.if
// FULL-LABEL: func.func @const_if
// FULL-NOT: scf.if
// FULL-LABEL: func.func @const_branch
// FULL-NEXT: arith.constant 2
// FULL-NEXT: arith.muli %arg0
// FULL-NEXT: return
// FULL-LABEL: func.func @abs_diff
// FULL: cf.cond_br
// FULL-LABEL: func.func @already_minimal
// FULL-NEXT: return %arg0

func.func @folds(%x: i32, %y: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c3 = arith.constant 3 : i32
  %c4 = arith.constant 4 : i32
  %seven = arith.addi %c3, %c4 : i32
  %x0 = arith.addi %x, %c0 : i32
  %x1 = arith.muli %x0, %c1 : i32
  %dead = arith.muli %y, %seven : i32
  %sum = arith.addi %x1, %seven : i32
  %again = arith.addi %x1, %seven : i32
  %zero = arith.xori %sum, %again : i32
  %r = arith.ori %zero, %sum : i32
  return %r : i32
}

func.func @clamp(%v: i32, %lo: i32, %hi: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %below = arith.cmpi slt, %v, %lo : i32
  %r = scf.if %below -> i32 {
    scf.yield %lo : i32
  } else {
    %v0 = arith.addi %v, %c0 : i32
    %above = arith.cmpi sgt, %v0, %hi : i32
    %inner = arith.select %above, %hi, %v0 : i32
    scf.yield %inner : i32
  }
  return %r : i32
}

func.func @const_if(%a: i32, %b: i32) -> i32 {
  %false = arith.constant false
  %r = scf.if %false -> i32 {
    %s1 = arith.addi %a, %b : i32
    scf.yield %s1 : i32
  } else {
    %s2 = arith.subi %a, %b : i32
    scf.yield %s2 : i32
  }
  return %r : i32
}

func.func @const_branch(%a: i32, %b: i32) -> i32 {
  %true = arith.constant true
  %c2 = arith.constant 2 : i32
  cf.cond_br %true, ^bb1(%a : i32), ^bb2(%b : i32)
^bb1(%p: i32):
  %d = arith.muli %p, %c2 : i32
  cf.br ^bb3(%d : i32)
^bb2(%q: i32):
  %e = arith.subi %q, %c2 : i32
  cf.br ^bb3(%e : i32)
^bb3(%res: i32):
  return %res : i32
}

func.func @abs_diff(%a: i32, %b: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %ge = arith.cmpi sge, %a, %b : i32
  cf.cond_br %ge, ^big, ^small
^big:
  %d1 = arith.subi %a, %b : i32
  %d1x = arith.muli %d1, %c1 : i32
  cf.br ^done(%d1x : i32)
^small:
  %d2 = arith.subi %b, %a : i32
  cf.br ^done(%d2 : i32)
^done(%d: i32):
  return %d : i32
}

func.func @already_minimal(%x: i32) -> i32 {
  return %x : i32
}
