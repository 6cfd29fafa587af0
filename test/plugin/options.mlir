// Option handling: --tv-timeout (0 = no limit; a tiny limit gives timeouts), a bad option value or a path tv cannot write is an error before any pass runs (exit 1, as tv-check's usage errors), unknown mutation kind, options without --tv-verify-each.

// --tv-timeout=0 is accepted and means no limit: the slow proof (about a second) completes.
// RUN: %tv-opt --tv-verify-each --tv-timeout=0 -p 'builtin.module(func.func(tv-test-mutate{kind=add-nsw}))' %s 2>&1 >/dev/null | FileCheck %s --check-prefix=NOLIMIT --implicit-check-not=error: --implicit-check-not=warning:
// NOLIMIT: tv: 2 pass runs, 1 checks: 1 proven, 0 incorrect, 0 inconclusive, 0 unsupported, 0 timeouts, 0 errors; 1 unchanged

// A 10 ms limit cannot finish it: a timeout verdict (a remark with --tv-verbose), not a failure, exit 0.
// RUN: %tv-opt --tv-verify-each --tv-timeout=0.01 --tv-verbose --tv-report=%t.timeout.json -p 'builtin.module(func.func(tv-test-mutate{kind=add-nsw}))' %s 2>&1 >/dev/null | FileCheck %s --check-prefix=TIMEOUT --implicit-check-not=error: --implicit-check-not=warning:
// RUN: FileCheck %s --check-prefix=TIMEOUT-JSON --input-file=%t.timeout.json
// The summary line says how to see the checks it counts as not decided (not with --tv-verbose, which names them).
// RUN: %tv-opt --tv-verify-each --tv-timeout=0.01 -p 'builtin.module(func.func(tv-test-mutate{kind=add-nsw}))' %s 2>&1 >/dev/null | FileCheck %s --check-prefix=HINT
// HINT: tv: 2 pass runs, 1 checks: 0 proven, 0 incorrect, 0 inconclusive, 0 unsupported, 1 timeouts, 0 errors; 1 unchanged, 0 identical, 0 cached (the 1 not decided: --tv-verbose names each, --tv-report=FILE lists them)
// RUN: %tv-opt --tv-verify-each --tv-timeout=0.01 --tv-verbose -p 'builtin.module(func.func(tv-test-mutate{kind=add-nsw}))' %s 2>&1 >/dev/null | FileCheck %s --check-prefix=NOHINT
// NOHINT-NOT: not decided
// TIMEOUT-JSON: {"pass":"tv-test-mutate","function":"no_overflow","verdict":"timeout",{{.*}}"reason":"solver timeout after 0.01 s"{{(,"run_search":.*)?}}}

// A bad value is an error naming the flag when the flag is read (as llvm::cl's own errors):
// exit 1, before the input is read, no pass run, no output file.
// RUN: not %tv-opt --tv-verify-each --tv-timeout=60 --tv-on-failure=bogus -p 'builtin.module(func.func(tv-test-mutate{kind=swap-subi}))' %s 2>&1 >/dev/null | FileCheck %s --check-prefix=BOGUS --implicit-check-not=tv:
// BOGUS: tv: error: --tv-on-failure must be abort or warn, not 'bogus'
// RUN: rm -f %t.never.mlir
// RUN: not %tv-opt --tv-verify-each --tv-timeout=-1 --canonicalize %s -o %t.never.mlir 2>&1 | FileCheck %s --check-prefix=TIMEOUTBAD --implicit-check-not=tv:
// RUN: not test -e %t.never.mlir
// RUN: not %tv-opt --tv-verify-each --tv-timeout=60 --tv-max-unroll=5000 --canonicalize %s 2>&1 | FileCheck %s --check-prefix=UNROLLBAD --implicit-check-not=tv:
// RUN: not %tv-opt --tv-verify-each --tv-timeout=60 --tv-jobs=0 --canonicalize %s 2>&1 | FileCheck %s --check-prefix=JOBSBAD --implicit-check-not=tv:
// TIMEOUTBAD: tv: error: --tv-timeout must be a number of seconds from 0 (none) to 1e6, not -1
// UNROLLBAD: tv: error: --tv-max-unroll must be at most 4096
// JOBSBAD: tv: error: --tv-jobs must be at least 1 (without it: the number of cores)
// --tv-only must name registered passes (a typo would silently check nothing).
// RUN: not %tv-opt --tv-verify-each --tv-timeout=60 --tv-only=canonicalize,nosuchpass --canonicalize %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=ONLY --implicit-check-not=tv:
// ONLY: tv: error: --tv-only: no registered pass has the argument 'nosuchpass'
// RUN: %tv-opt --tv-verify-each --tv-timeout=60 --tv-only=tv-test-mutate,canonicalize -p 'builtin.module(func.func(canonicalize))' %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=ONLYOK
// ONLYOK: tv: {{[0-9]+}} pass runs

// A report, dump directory or cache tv cannot write is an error, also under --tv-quiet (the
// findings would go nowhere, and reproduce notes would name files never written).
// RUN: not %tv-opt --tv-verify-each --tv-timeout=60 --tv-quiet --tv-report=%t.missing-dir/report.json -p 'builtin.module(func.func(canonicalize))' %s 2>&1 >/dev/null | FileCheck %s --check-prefix=NOREPORT
// NOREPORT: tv: error: --tv-report: cannot write {{.*}}missing-dir/report.json: {{.*}}missing-dir is not a writable directory
// RUN: rm -rf %t.file && touch %t.file
// RUN: not %tv-opt --tv-verify-each --tv-timeout=60 --tv-dump-dir=%t.file -p 'builtin.module(func.func(canonicalize))' %s 2>&1 >/dev/null | FileCheck %s --check-prefix=NODUMP
// NODUMP: tv: error: --tv-dump-dir: cannot write {{.*}}.file (not a writable directory)
// RUN: not %tv-opt --tv-verify-each --tv-timeout=60 --tv-cache=%t.missing-dir/cache -p 'builtin.module(func.func(canonicalize))' %s 2>&1 >/dev/null | FileCheck %s --check-prefix=NOCACHE
// NOCACHE: tv: error: --tv-cache: cannot write {{.*}}missing-dir/cache: {{.*}}missing-dir is not a writable directory

// An unknown mutation kind is an error naming the known kinds.
// RUN: not %tv-opt -p 'builtin.module(func.func(tv-test-mutate{kind=nope}))' %s 2>&1 | FileCheck %s --check-prefix=KIND
// KIND: error: tv-test-mutate: unknown kind 'nope'; known: addi-to-subi, swap-subi, add-nsw, divsi-to-shrsi, slt-to-ult, drop-select, drop-return

// tv options without --tv-verify-each do nothing: no summary, no report file.
// RUN: rm -f %t.off.json
// RUN: %tv-opt --tv-report=%t.off.json --tv-verbose -p 'builtin.module(func.func(tv-test-mutate{kind=swap-subi}))' %s 2>&1 >/dev/null | count 0
// RUN: not test -e %t.off.json

// --tv-verify-each with nothing validated (empty pipeline, or --log-actions-to taking the action handler) says so instead of a summary.
// RUN: %tv-opt --tv-verify-each --tv-timeout=60 %s 2>&1 >/dev/null | FileCheck %s --check-prefix=NOTHING --implicit-check-not=tv:
// RUN: %tv-opt --tv-verify-each --tv-timeout=60 --log-actions-to=%t.actions -p 'builtin.module(func.func(tv-test-mutate{kind=swap-subi}))' %s 2>&1 >/dev/null | FileCheck %s --check-prefix=NOTHING --implicit-check-not=tv:
// Input that fails to parse or verify: MLIR's error alone, exit 1, no word from tv (no pass
// ran because of the error, not because of the pipeline).
// RUN: split-file %S/Inputs/bad-input.mlir %t.bad
// RUN: not %tv-opt --tv-verify-each --tv-timeout=60 --canonicalize %t.bad/verify-error.mlir 2>&1 >/dev/null | FileCheck %s --check-prefix=BADVERIFY --implicit-check-not=tv:
// RUN: not %tv-opt --tv-verify-each --tv-timeout=60 --canonicalize %t.bad/parse-error.mlir 2>&1 >/dev/null | FileCheck %s --check-prefix=BADPARSE --implicit-check-not=tv:
// BADVERIFY: verify-error.mlir:2:8: error: 'arith.extsi' op operand type 'i32' and result type 'i8' are cast incompatible
// BADPARSE: parse-error.mlir:2:8: error: custom op 'arith.frobnicate' is unknown
// NOTHING: tv: no pass was validated: the pipeline is empty, or another action handler (such as --log-actions-to) replaced tv's

// The sum of two products of 30-bit values cannot overflow 64 bits: adding nsw is correct, but slow to prove.
// TIMEOUT: options.mlir:[[@LINE+1]]:1: remark: tv: pass 'tv-test-mutate' on @no_overflow: timeout (solver timeout after 0.01 s)
func.func @no_overflow(%x: i64, %y: i64, %z: i64, %w: i64) -> i64 {
  %mask = arith.constant 1073741823 : i64
  %xm = arith.andi %x, %mask : i64
  %ym = arith.andi %y, %mask : i64
  %zm = arith.andi %z, %mask : i64
  %wm = arith.andi %w, %mask : i64
  %p = arith.muli %xm, %ym : i64
  %q = arith.muli %zm, %wm : i64
  %s = arith.addi %p, %q : i64
  return %s : i64
}

func.func @diff(%flag: i1) -> i8 {
  %c0 = arith.constant 0 : i8
  %ext = arith.extui %flag : i1 to i8
  %d = arith.subi %ext, %c0 : i8
  return %d : i8
}

// TIMEOUT: tv: 2 pass runs, 1 checks: 0 proven, 0 incorrect, 0 inconclusive, 0 unsupported, 1 timeouts, 0 errors; 1 unchanged
