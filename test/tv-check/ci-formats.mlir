// --junit=FILE and --sarif=FILE (issue 34 item 3): JUnit XML with a test case per check
// (incorrect a failure whose message is the reason and whose text the counterexample,
// inconclusive/unsupported/timeout skipped with the reason, names XML-escaped) and SARIF
// 2.1.0 with a result per check not proven (incorrect: level error at the first differing
// op's line and column). Both files are well-formed (python3's json and ElementTree).
// RUN: rm -rf %t && split-file %s %t
// RUN: not %tv-check --timeout=1 --junit=%t/out.xml --sarif %t/out.sarif %t/src.mlir %t/tgt.mlir | FileCheck %s --check-prefix=TEXT
// RUN: FileCheck %s --check-prefix=XML < %t/out.xml
// RUN: FileCheck %s --check-prefix=SARIF < %t/out.sarif
// RUN: python3 -c "import xml.etree.ElementTree as E, sys; E.parse(sys.argv[1]); print('xml ok')" %t/out.xml | FileCheck %s --check-prefix=OK-XML
// RUN: python3 -c "import json, sys; d = json.load(open(sys.argv[1])); r = d['runs'][0]; print(d['version'], r['tool']['driver']['name'], len(r['results']), all(x['message']['text'] for x in r['results']))" %t/out.sarif | FileCheck %s --check-prefix=OK-SARIF
// The one-file form and --ir-dump fill them too; an unwritable file is exit 3 before any check.
// RUN: not %tv-check --timeout=60 --junit=%t/one.xml %t/one.mlir > /dev/null
// RUN: FileCheck %s --check-prefix=ONE < %t/one.xml
// RUN: mlir-opt --load-pass-plugin=%libtv --mlir-print-ir-before-all --mlir-print-ir-after-all --mlir-disable-threading -p 'builtin.module(func.func(tv-test-mutate{kind=addi-to-subi}))' %t/dump.mlir 2>%t/dump.log >/dev/null
// RUN: not %tv-check --timeout=60 --ir-dump=%t/dump.log --junit=%t/dump.xml --sarif=%t/dump.sarif > /dev/null 2>&1
// RUN: FileCheck %s --check-prefix=DUMP < %t/dump.xml
// RUN: FileCheck %s --check-prefix=DUMP-SARIF < %t/dump.sarif
// RUN: mlir-opt --mlir-print-debuginfo --load-pass-plugin=%libtv --mlir-print-ir-before-all --mlir-print-ir-after-all --mlir-disable-threading -p 'builtin.module(func.func(tv-test-mutate{kind=addi-to-subi}))' %t/dump.mlir 2>%t/dbg.log >/dev/null
// RUN: not %tv-check --timeout=60 --ir-dump=%t/dbg.log --sarif=%t/dbg.sarif > /dev/null 2>&1
// RUN: FileCheck %s --check-prefix=DBG-SARIF < %t/dbg.sarif
// RUN: sh -c '%tv-check --timeout=60 --junit=%t/no/such/dir/x.xml %t/src.mlir %t/tgt.mlir; echo rc=$?' 2>&1 | FileCheck %s --check-prefix=UNWRITABLE

// TEXT: @wrong: incorrect

// XML: <?xml version="1.0" encoding="UTF-8"?>
// XML-NEXT: <testsuites name="tv" tests="6" failures="1" errors="0" skipped="3" time="{{[0-9.]+}}">
// XML-NEXT: <testsuite name="{{.*}}tgt.mlir" tests="6" failures="1" errors="0" skipped="3" time="{{[0-9.]+}}">
// XML-NEXT: <testcase classname="{{.*}}tgt.mlir" name="@proven" file="{{.*}}tgt.mlir" time="{{[0-9.]+}}"/>
// XML-NEXT: <testcase classname="{{.*}}tgt.mlir" name="@wrong" {{.*}}>
// XML-NEXT: <failure message="result #0 is poison in the target but not in the source" type="incorrect">input: %x = 127 : i8
// XML-NEXT: source: returns -128 : i8
// XML-NEXT: target: returns poison : i8
// XML-NEXT: executed: source returns -128 : i8; target returns poison : i8
// XML-NEXT: at: {{.*}}tgt.mlir:6:8</failure>
// XML-NEXT: </testcase>
// XML-NEXT: <testcase classname="{{.*}}" name="@unsupported" {{.*}}>
// XML-NEXT: <skipped message="unsupported: complex.exp"/>
// XML-NEXT: </testcase>
// XML-NEXT: <testcase classname="{{.*}}" name="@changed" {{.*}}>
// XML-NEXT: <skipped message="inconclusive: signature changed from (i32) -&gt; i32 to (i32) -&gt; i64"/>
// XML-NEXT: </testcase>
// XML-NEXT: <testcase classname="{{.*}}" name="@a&lt;b&amp;&#39;c&quot;" {{.*}}/>
// XML-NEXT: <testcase classname="{{.*}}" name="@factor" {{.*}}>
// XML-NEXT: <skipped message="timeout: {{.*}}"/>
// XML-NEXT: </testcase>
// XML-NEXT: </testsuite>
// XML-NEXT: </testsuites>

// SARIF: "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
// SARIF-NEXT: "version": "2.1.0",
// SARIF: "tool": {"driver": {"name": "tv", "version": "{{[0-9.]+}}",
// SARIF: {"id": "tv/incorrect", {{.*}}"defaultConfiguration": {"level": "error"}}
// SARIF: {"id": "tv/inconclusive", {{.*}}"level": "note"
// SARIF: "results": [
// SARIF-NEXT: {"ruleId": "tv/incorrect", "ruleIndex": 0, "level": "error", "message": {"text": "@wrong is incorrect: result #0 is poison in the target but not in the source\ninput: %x = 127 : i8\nsource: returns -128 : i8\ntarget: returns poison : i8\nexecuted: source returns -128 : i8; target returns poison : i8"}, "locations": [{"physicalLocation": {"artifactLocation": {"uri": "{{.*}}tgt.mlir"}, "region": {"startLine": 6, "startColumn": 8}}}]},
// SARIF-NEXT: {"ruleId": "tv/unsupported", {{.*}}"level": "note", "message": {"text": "@unsupported: unsupported (complex.exp)"}, {{.*}}"region": {"startLine": 9, "startColumn": 1}}}]},
// SARIF-NEXT: {"ruleId": "tv/inconclusive", {{.*}}"level": "note", {{.*}}"startLine": 13,
// SARIF-NEXT: {"ruleId": "tv/timeout", {{.*}}"level": "note", {{.*}}"startLine": 20,
// SARIF-NEXT: {{^ *\]$}}

// OK-XML: xml ok
// OK-SARIF: 2.1.0 tv 4 True

// ONE: <testcase classname="{{.*}}one.mlir" name="@src -&gt; @tgt" {{.*}}>
// ONE-NEXT: <failure message="{{.*}}" type="incorrect">input: %x = {{.*}}

// --ir-dump: a suite per pass; the location is the dump's line in the log, or with
// --mlir-print-debuginfo the original file's.
// DUMP: <testsuite name="tv-test-mutate" tests="1" failures="1"
// DUMP-NEXT: <testcase classname="tv-test-mutate" name="@double" time="{{[0-9.]+}}">
// DUMP-NEXT: <failure message="result #0 differs" type="incorrect">input:
// DUMP: at: {{.*}}dump.log:{{[0-9]+}}:8</failure>
// DUMP-SARIF: "artifactLocation": {"uri": "file://{{.*}}dump.log"}, "region": {"startLine": {{[0-9]+}}, "startColumn": 8}
// DBG-SARIF: "artifactLocation": {"uri": "file://{{.*}}dump.mlir"}, "region": {"startLine": 2, "startColumn": 8}

// UNWRITABLE: tv-check: --junit: cannot write {{.*}}x.xml: No such file or directory
// UNWRITABLE-NEXT: rc=3

//--- src.mlir
func.func @proven(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %r = arith.addi %x, %c0 : i32
  return %r : i32
}
func.func @wrong(%x: i8) -> i8 {
  %c1 = arith.constant 1 : i8
  %r = arith.addi %x, %c1 : i8
  return %r : i8
}
func.func @unsupported(%x: complex<f32>) -> complex<f32> {
  %r = complex.exp %x : complex<f32>
  return %r : complex<f32>
}
func.func @changed(%x: i32) -> i32 {
  return %x : i32
}
func.func @"a<b&'c\""(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %r = arith.addi %x, %c0 : i32
  return %r : i32
}
func.func @factor(%a: i64, %b: i64) -> i1 {
  %k = arith.constant -94489280427 : i64
  %one = arith.constant 1 : i64
  %x = arith.muli %a, %b overflow<nuw> : i64
  %e = arith.cmpi eq, %x, %k : i64
  %a1 = arith.cmpi ugt, %a, %one : i64
  %b1 = arith.cmpi ugt, %b, %one : i64
  %t = arith.andi %e, %a1 : i1
  %r = arith.andi %t, %b1 : i1
  return %r : i1
}
//--- tgt.mlir
func.func @proven(%x: i32) -> i32 {
  return %x : i32
}
func.func @wrong(%x: i8) -> i8 {
  %c1 = arith.constant 1 : i8
  %r = arith.addi %x, %c1 overflow<nsw> : i8
  return %r : i8
}
func.func @unsupported(%x: complex<f32>) -> complex<f32> {
  %r = complex.exp %x : complex<f32>
  return %r : complex<f32>
}
func.func @changed(%x: i32) -> i64 {
  %r = arith.extsi %x : i32 to i64
  return %r : i64
}
func.func @"a<b&'c\""(%x: i32) -> i32 {
  return %x : i32
}
func.func @factor(%a: i64, %b: i64) -> i1 {
  %f = arith.constant false
  return %f : i1
}
//--- one.mlir
func.func @src(%x: i8) -> i8 {
  %c1 = arith.constant 1 : i8
  %r = arith.addi %x, %c1 : i8
  return %r : i8
}
func.func @tgt(%x: i8) -> i8 {
  %c1 = arith.constant 1 : i8
  %r = arith.addi %x, %c1 overflow<nsw> : i8
  return %r : i8
}
//--- dump.mlir
func.func @double(%a: i32) -> i32 {
  %r = arith.addi %a, %a : i32
  return %r : i32
}
