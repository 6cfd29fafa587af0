// --tv-max-dim=N bounds every dynamic tensor size; a proof that relies on the bound says so in the report (and --tv-verbose stays quiet: it is proven). A bad value is an error before any pass runs.
// (--tv-identical=false: cse's merge is structurally identical, this test wants the solver's proof.)
// RUN: %tv-opt --tv-verify-each --tv-timeout=60 --tv-identical=false --tv-max-dim=4 --tv-report=%t.json --cse %s >/dev/null 2>&1
// RUN: FileCheck %s --input-file=%t.json --check-prefix=REPORT
// RUN: not %tv-opt --tv-verify-each --tv-timeout=60 --tv-identical=false --tv-max-dim=0 --cse %s 2>&1 >/dev/null | FileCheck %s --check-prefix=BAD --implicit-check-not=tv:

// REPORT: "function":"dyn_sub","verdict":"proven"{{.*}}"reason":"for dynamic dimensions up to 4, --tv-max-dim"
// BAD: tv: error: --tv-max-dim must be between 1 and 65536

// cse merges the two sums.
func.func @dyn_sub(%a: tensor<?xi32>, %b: tensor<?xi32>) -> tensor<?xi32> {
  %x = arith.addi %a, %b : tensor<?xi32>
  %y = arith.addi %a, %b : tensor<?xi32>
  %r = arith.subi %x, %y : tensor<?xi32>
  return %r : tensor<?xi32>
}
