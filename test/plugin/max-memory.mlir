// --tv-max-memory=MB: a check whose solver call exceeds the limit is inconclusive and says
// which limit it hit (a remark with --tv-verbose, the reason in the report). The limit is
// checked against Z3's allocation counter for the whole process, which is above 1 MB as
// soon as a Z3 context exists: 1 MB hits on every query, deterministically. (A real heavy
// query, x - (x / y) * y against remui on i32, hits --tv-max-memory=40 after about 40 s.)
// RUN: %tv-opt --tv-verify-each --tv-timeout=60 --tv-verbose --tv-identical=false --tv-max-memory=1 --tv-report=%t.json --canonicalize %s 2>&1 >/dev/null | FileCheck %s
// RUN: FileCheck %s --check-prefix=JSON --input-file=%t.json
// RUN: not %tv-check --timeout=60 --max-memory=1 %s %s | FileCheck %s --check-prefix=TOOL
// RUN: %tv-check --timeout=60 --max-memory=0 %s %s | FileCheck %s --check-prefix=NOLIMIT
// RUN: not %tv-check --timeout=60 --max-memory=-3 %s %s 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: %tv-opt --help | FileCheck %s --check-prefix=HELP

// CHECK: remark: tv: pass 'canonicalize' on @rem: inconclusive (memory limit (--tv-max-memory=1 MB))
// CHECK: tv: 1 pass runs, 1 checks: 0 proven, 0 incorrect, 1 inconclusive
// JSON: "function":"rem","verdict":"inconclusive",{{.*}}"reason":"memory limit (--tv-max-memory=1 MB)"
// TOOL: @rem: inconclusive (memory limit (--max-memory=1 MB))
// NOLIMIT: @rem: proven
// BAD: tv-check: bad memory limit (MB, 0 to 1000000): -3
// HELP: --tv-max-memory=<MB>

func.func @rem(%x: i8, %y: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  %a = arith.divui %x, %y : i8
  %b = arith.muli %a, %y : i8
  %r = arith.subi %x, %b : i8
  %s = arith.addi %r, %c0 : i8
  return %s : i8
}
