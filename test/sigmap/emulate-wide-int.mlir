// arith-emulate-wide-int through the plugin: i64 becomes vector<2xi32> (low half first) in every signature; the checks pair arguments and results through the wide-integer mapping and prove add, sub, shrsi, cmpi/select, extsi and vectors, naming the mapping in the report.
// RUN: %tv-opt --tv-verify-each --tv-timeout=60 --tv-report=%t.jsonl --arith-emulate-wide-int="widest-int-supported=32" %s -o /dev/null 2>&1 | FileCheck %s
// RUN: FileCheck %s --check-prefix=JSON --input-file=%t.jsonl
// CHECK: tv: 1 pass runs, 6 checks: 6 proven, 0 incorrect
// JSON: {"pass":"arith-emulate-wide-int","function":"add","verdict":"proven",{{.*}}"signature_mapping":"wide-integer emulation (i64 as vector<2xi32>, low half first)"}
// JSON: "function":"shrsi","verdict":"proven"
// JSON: "function":"cmp_select","verdict":"proven"
// JSON: "function":"vec","verdict":"proven",{{.*}}"signature_mapping":"wide-integer emulation (i64 as vector<2xi32>, low half first)"
// JSON: "function":"mixed","verdict":"proven"
// JSON: "function":"minsi","verdict":"proven"
func.func @add(%a: i64, %b: i64) -> i64 {
  %r = arith.addi %a, %b : i64
  return %r : i64
}
func.func @shrsi(%a: i64, %b: i64) -> i64 {
  %r = arith.shrsi %a, %b : i64
  return %r : i64
}
func.func @cmp_select(%a: i64, %b: i64) -> i64 {
  %c = arith.cmpi slt, %a, %b : i64
  %r = arith.select %c, %a, %b : i64
  return %r : i64
}
func.func @vec(%a: vector<3xi64>, %b: vector<3xi64>) -> vector<3xi64> {
  %r = arith.addi %a, %b : vector<3xi64>
  return %r : vector<3xi64>
}
func.func @mixed(%a: i32, %b: i64) -> i64 {
  %e = arith.extsi %a : i32 to i64
  %r = arith.subi %b, %e : i64
  return %r : i64
}
func.func @minsi(%a: i64, %b: i64) -> (i64, i1) {
  %r = arith.minsi %a, %b : i64
  %c = arith.cmpi uge, %a, %b : i64
  return %r, %c : i64, i1
}
