// Functions a pass leaves as they were are counted as unchanged and not checked (no remark, no report line of their own: the session's last line counts them); declarations are not counted.

// canonicalize changes @changes only; cse changes nothing: 3 + 3 unchanged less the one checked = 5.
// RUN: %tv-opt --tv-verify-each --tv-timeout=60 --tv-report=%t.json -p 'builtin.module(func.func(canonicalize,cse))' %s 2>&1 >/dev/null | FileCheck %s --check-prefix=SOME --implicit-check-not=remark:
// SOME: tv: 8 pass runs, 1 checks: 1 proven, 0 incorrect, 0 inconclusive, 0 unsupported, 0 timeouts, 0 errors; 5 unchanged
// RUN: FileCheck %s --check-prefix=JSON --input-file=%t.json
// RUN: count 2 < %t.json
// JSON: {"pass":"canonicalize","function":"changes","verdict":"proven",
// JSON-NEXT: {"session":{"passes":8,"checks":1,"unchanged":5,

// A pass that changes nothing: zero checks, every definition unchanged, and no check line.
// RUN: %tv-opt --tv-verify-each --tv-timeout=60 --tv-verbose --tv-report=%t.none.json -p 'builtin.module(func.func(cse))' %s 2>&1 >/dev/null | FileCheck %s --check-prefix=NONE --implicit-check-not=remark:
// NONE: tv: 4 pass runs, 0 checks: 0 proven, 0 incorrect, 0 inconclusive, 0 unsupported, 0 timeouts, 0 errors; 3 unchanged
// RUN: count 1 < %t.none.json
// RUN: FileCheck %s --check-prefix=NONEJ --input-file=%t.none.json
// NONEJ: {"session":{"passes":4,"checks":0,"unchanged":3,

// Only locations change (strip-debuginfo): the functions count as unchanged.
// RUN: %tv-opt --tv-verify-each --tv-timeout=60 --tv-verbose --strip-debuginfo %s 2>&1 >/dev/null | FileCheck %s --check-prefix=LOCS --implicit-check-not=remark:
// LOCS: tv: 1 pass runs, 0 checks: 0 proven, 0 incorrect, 0 inconclusive, 0 unsupported, 0 timeouts, 0 errors; 3 unchanged

// A mutation that finds nothing to mutate (no arith.divsi anywhere) leaves everything unchanged and passes.
// RUN: %tv-opt --tv-verify-each --tv-timeout=60 -p 'builtin.module(func.func(tv-test-mutate{kind=divsi-to-shrsi}))' %s 2>&1 >/dev/null | FileCheck %s --check-prefix=NOOP --implicit-check-not=error:
// NOOP: tv: 4 pass runs, 0 checks: 0 proven, 0 incorrect, 0 inconclusive, 0 unsupported, 0 timeouts, 0 errors; 3 unchanged

func.func private @decl(i32) -> i32

func.func @changes(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %r = arith.addi %x, %c0 : i32
  return %r : i32
}

func.func @stays(%x: i32, %y: i32) -> i32 {
  %r = arith.muli %x, %y : i32
  return %r : i32
}

func.func @stays_too(%c: i1, %x: i32, %y: i32) -> i32 {
  %r = arith.select %c, %x, %y : i32
  return %r : i32
}
