// arith-emulate-wide-int's multiplication (long multiplication of the halves, the top product dropped) proven through the wide-integer mapping at i8 as vector<2xi4> (at i16 and i64 the product equivalence is beyond the solver in a minute).
// RUN: %tv-opt --tv-verify-each --tv-timeout=60 --tv-report=%t.jsonl --arith-emulate-wide-int="widest-int-supported=4" %s -o /dev/null 2>&1 | FileCheck %s
// RUN: FileCheck %s --check-prefix=JSON --input-file=%t.jsonl
// CHECK: tv: 1 pass runs, 1 checks: 1 proven, 0 incorrect
// JSON: {"pass":"arith-emulate-wide-int","function":"mul","verdict":"proven",{{.*}}"signature_mapping":"wide-integer emulation (i8 as vector<2xi4>, low half first)"}
func.func @mul(%a: i8, %b: i8) -> i8 {
  %r = arith.muli %a, %b : i8
  return %r : i8
}
