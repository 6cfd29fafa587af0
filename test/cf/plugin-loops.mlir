// convert-scf-to-cf, canonicalize, sccp and cse through the plugin on loops that become cf loops (an scf.for, an scf.while, a cf loop sccp folds a carried value of) are proven; tv-test-mutate{kind=addi-to-subi} after convert-scf-to-cf is caught on the cf loops, and is inconclusive where it makes the loop run forever (the latch subtracts).
// RUN: %tv-opt --tv-verify-each --tv-timeout=60 --tv-verbose --pass-pipeline='builtin.module(func.func(convert-scf-to-cf,canonicalize,sccp,cse))' %s 2>%t.err | FileCheck %s --check-prefix=IR
// RUN: FileCheck %s --input-file=%t.err --implicit-check-not=error: --implicit-check-not=warning: --implicit-check-not=remark:
// RUN: %tv-opt --tv-verify-each --tv-timeout=60 --tv-on-failure=warn --tv-report=%t.json --pass-pipeline='builtin.module(func.func(convert-scf-to-cf,tv-test-mutate{kind=addi-to-subi}))' %s >/dev/null 2>&1
// RUN: FileCheck %s --input-file=%t.json --check-prefix=MUT

// CHECK: tv: 12 pass runs, 6 checks: 6 proven, 0 incorrect, 0 inconclusive, 0 unsupported, 0 timeouts, 0 errors; 6 unchanged, 2 identical

// IR-LABEL: func.func @sum_to_8
// IR: cf.cond_br
// IR-LABEL: func.func @while_small
// IR: cf.cond_br
// IR-LABEL: func.func @sccp_const
// IR: cf.br ^bb1(%{{[0-9]+}}, %c1_i32 : i32, i32)

// MUT-DAG: "pass":"convert-scf-to-cf","function":"sum_to_8","verdict":"proven"
// MUT-DAG: "pass":"convert-scf-to-cf","function":"while_small","verdict":"proven"
// MUT-DAG: "function":"sum_to_8","verdict":"incorrect"{{.*}}"inputs":[{"name":"%x","type":"i32","value":"0"}],"source":{"ub":false,"results":[{"type":"i32","value":"28"}]},"target":{"ub":false,"results":[{"type":"i32","value":"-28"}]}
// MUT-DAG: "function":"while_small","verdict":"incorrect"
// MUT-DAG: "function":"sccp_const","verdict":"inconclusive"{{.*}}"reason":"the counterexample runs cf.br more than 128 iterations (--tv-max-unroll)"

// the sum of 0..7 added to %x
func.func @sum_to_8(%x: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c8 = arith.constant 8 : index
  %r = scf.for %i = %c0 to %c8 step %c1 iter_args(%a = %x) -> (i32) {
    %i32 = arith.index_cast %i : index to i32
    %b = arith.addi %a, %i32 : i32
    scf.yield %b : i32
  }
  return %r : i32
}
// %x times 27, by a while loop of 3 iterations
func.func @while_small(%x: i8) -> i8 {
  %c1 = arith.constant 1 : i8
  %c3 = arith.constant 3 : i8
  %c0 = arith.constant 0 : i8
  %r:2 = scf.while (%a = %c0, %s = %x) : (i8, i8) -> (i8, i8) {
    %c = arith.cmpi slt, %a, %c3 : i8
    scf.condition(%c) %a, %s : i8, i8
  } do {
  ^bb0(%b: i8, %t: i8):
    %n = arith.addi %b, %c1 : i8
    %u = arith.muli %t, %c3 : i8
    scf.yield %n, %u : i8, i8
  }
  return %r#1 : i8
}
// a carried value that stays 1: sccp replaces it by the constant
func.func @sccp_const(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c4 = arith.constant 4 : i32
  cf.br ^head(%c0, %c1 : i32, i32)
^head(%i: i32, %k: i32):
  %lt = arith.cmpi slt, %i, %c4 : i32
  cf.cond_br %lt, ^body, ^exit
^body:
  %k2 = arith.muli %k, %c1 : i32
  %next = arith.addi %i, %c1 : i32
  cf.br ^head(%next, %k2 : i32, i32)
^exit:
  %r = arith.muli %x, %k : i32
  return %r : i32
}
