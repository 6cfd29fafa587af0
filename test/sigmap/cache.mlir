// A result under a signature mapping answered from --tv-cache keeps the mapping: the second run's report names it and its incorrect diagnostic still has the "signature mapping:" note.
// RUN: rm -rf %t.cache
// RUN: %tv-opt --tv-verify-each --tv-timeout=60 --tv-on-failure=warn --tv-cache=%t.cache --arith-emulate-wide-int="widest-int-supported=32" %s -o /dev/null 2>%t.1
// RUN: %tv-opt --tv-verify-each --tv-timeout=60 --tv-on-failure=warn --tv-cache=%t.cache --tv-report=%t.jsonl --arith-emulate-wide-int="widest-int-supported=32" %s -o /dev/null 2>%t.2
// RUN: FileCheck %s --input-file=%t.2
// RUN: FileCheck %s --check-prefix=JSON --input-file=%t.jsonl
// CHECK: warning: tv: pass 'arith-emulate-wide-int' is incorrect on @shl: {{.*}}; under signature mapping 'wide-integer emulation'
// CHECK: note: signature mapping: wide-integer emulation (i64 as vector<2xi32>, low half first)
// CHECK: 2 checks: 1 proven, 1 incorrect{{.*}} 2 cached
// JSON: {"pass":"arith-emulate-wide-int","function":"add","verdict":"proven",{{.*}}"signature_mapping":"wide-integer emulation (i64 as vector<2xi32>, low half first)"{{.*}}"cached":true}
// JSON: "function":"shl","verdict":"incorrect",{{.*}}"signature_mapping":"wide-integer emulation (i64 as vector<2xi32>, low half first)"
func.func @add(%a: i64, %b: i64) -> i64 {
  %r = arith.addi %a, %b : i64
  return %r : i64
}
func.func @shl(%a: i64, %b: i64) -> i64 {
  %r = arith.shli %a, %b : i64
  return %r : i64
}
