// --tv-junit=FILE and --tv-sarif=FILE: every check of the run, in report order, as JUnit XML
// (a test suite per pass; incorrect a failure with the counterexample, unsupported skipped)
// and SARIF 2.1.0 (the incorrect check at the first differing op, level error; the others
// notes); the same with threads (held lines, --tv-report's order). A path that cannot be
// written is an error before any pass runs.
// RUN: rm -rf %t && mkdir %t
// RUN: %tv-opt --tv-verify-each --tv-timeout=60 --tv-on-failure=warn --mlir-disable-threading --tv-junit=%t/out.xml --tv-sarif=%t/out.sarif -p 'builtin.module(func.func(tv-test-mutate{kind=drop-select},canonicalize))' %s 2>/dev/null >/dev/null
// RUN: FileCheck %s --check-prefix=XML < %t/out.xml
// RUN: FileCheck %s --check-prefix=SARIF < %t/out.sarif
// RUN: python3 -c "import xml.etree.ElementTree as E, sys; r = E.parse(sys.argv[1]).getroot(); print([(s.get('name'), len(s)) for s in r])" %t/out.xml | FileCheck %s --check-prefix=OK-XML
// RUN: python3 -c "import json, sys; d = json.load(open(sys.argv[1])); print(d['version'], [(x['ruleId'], x['level']) for x in d['runs'][0]['results']])" %t/out.sarif | FileCheck %s --check-prefix=OK-SARIF
// RUN: %tv-opt --tv-verify-each --tv-timeout=60 --tv-on-failure=warn --tv-quiet --tv-junit=%t/mt.xml -p 'builtin.module(func.func(tv-test-mutate{kind=drop-select},canonicalize))' %s >/dev/null
// RUN: FileCheck %s --check-prefix=XML < %t/mt.xml
// RUN: not %tv-opt --tv-verify-each --tv-timeout=60 --tv-junit=%t/no/such/x.xml --canonicalize %s 2>&1 >/dev/null | FileCheck %s --check-prefix=BAD
// RUN: not %tv-opt --tv-verify-each --tv-timeout=60 --tv-sarif=%t --canonicalize %s 2>&1 >/dev/null | FileCheck %s --check-prefix=BAD-DIR

// XML: <testsuites name="tv" tests="4" failures="1" errors="0" skipped="1"
// XML-NEXT: <testsuite name="tv-test-mutate" tests="1" failures="1"
// XML-NEXT: <testcase classname="tv-test-mutate" name="@safe_div" time="{{[0-9.]+}}">
// XML-NEXT: <failure message="target has undefined behaviour where the source has none" type="incorrect">input: %x = 0 : i8
// XML-NEXT: source: returns 100 : i8
// XML-NEXT: target: undefined behaviour
// XML-NEXT: executed: source returns 100 : i8; target has undefined behaviour: division by zero at {{.*}}ci-formats.mlir:[[#DIV:]]:{{[0-9]+}}
// XML-NEXT: at: {{.*}}ci-formats.mlir:[[#DIV]]:{{[0-9]+}}</failure>
// XML-NEXT: </testcase>
// XML-NEXT: </testsuite>
// XML-NEXT: <testsuite name="canonicalize" tests="3" failures="0" errors="0" skipped="1"
// XML-NEXT: <testcase classname="canonicalize" name="@safe_div" time="{{[0-9.]+}}"/>
// XML-NEXT: <testcase classname="canonicalize" name="@scale" time="{{[0-9.]+}}">
// XML-NEXT: <skipped message="unsupported: {{.*}}"/>
// XML-NEXT: </testcase>
// XML-NEXT: <testcase classname="canonicalize" name="@ident" time="{{[0-9.]+}}"/>
// XML-NEXT: </testsuite>
// XML-NEXT: </testsuites>

// SARIF: "version": "2.1.0",
// SARIF: "results": [
// SARIF-NEXT: {"ruleId": "tv/incorrect", "ruleIndex": 0, "level": "error", "message": {"text": "pass 'tv-test-mutate' is incorrect on @safe_div: target has undefined behaviour where the source has none\ninput: %x = 0 : i8\n{{.*}}"}, "locations": [{"physicalLocation": {"artifactLocation": {"uri": "file://{{.*}}ci-formats.mlir"}, "region": {"startLine": 53, "startColumn": 8}}}]},
// SARIF-NEXT: {"ruleId": "tv/unsupported", {{.*}}"level": "note", "message": {"text": "pass 'canonicalize' on @scale: unsupported ({{.*}})"}, {{.*}}"region": {"startLine": 57, "startColumn": 1}}}]}

// OK-XML: [('tv-test-mutate', 1), ('canonicalize', 3)]
// OK-SARIF: 2.1.0 [('tv/incorrect', 'error'), ('tv/unsupported', 'note')]

// BAD: tv: error: --tv-junit: cannot write {{.*}}x.xml: {{.*}} is not a writable directory
// BAD-DIR: tv: error: --tv-sarif: cannot write {{.*}}

func.func @safe_div(%x: i8) -> i8 {
  %c0 = arith.constant 0 : i8
  %c1 = arith.constant 1 : i8
  %c100 = arith.constant 100 : i8
  %nonzero = arith.cmpi ne, %x, %c0 : i8
  %divisor = arith.select %nonzero, %x, %c1 : i8
  %q = arith.divui %c100, %divisor : i8
  return %q : i8
}

func.func @scale(%x: complex<f32>) -> complex<f32> {
  %one = complex.constant [1.0 : f32, 0.0 : f32] : complex<f32>
  %r = complex.div %x, %one : complex<f32>
  return %r : complex<f32>
}

func.func @ident(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %r = arith.ori %x, %c0 : i32
  return %r : i32
}
