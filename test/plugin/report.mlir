// --tv-report writes one JSON object per line per check: pass, function, verdict, seconds, encoding, dialects (of the source function's ops, sorted), reason, counterexample;
// and when the session ends one line with the counters no check line carries (tv-lit's summary.json counts unchanged functions from it).

// RUN: rm -f %t.json
// RUN: %tv-opt --tv-verify-each --tv-timeout=60 --tv-on-failure=warn --mlir-disable-threading --tv-report=%t.json -p 'builtin.module(func.func(tv-test-mutate{kind=drop-select},canonicalize))' %s 2>%t.err >/dev/null
// RUN: FileCheck %s --input-file=%t.json --match-full-lines
// RUN: count 5 < %t.json
// RUN: FileCheck %s --check-prefix=SUM --input-file=%t.err
// Every line is a JSON object with the documented keys; only non-proven checks have a reason, only incorrect ones a counterexample.
// RUN: python3 -c "import json,sys; rs=[json.loads(l) for l in open(sys.argv[1])]; assert rs[-1]=={'session':{'passes':6,'checks':4,'unchanged':2,'identical':1,'cached':0}}, rs[-1]; rs=rs[:-1]; assert len(rs)==4, rs; assert all({'pass','function','verdict','seconds','encoding','dialects'} <= set(r) for r in rs); assert all(('reason' in r) == (r['verdict'] != 'proven') for r in rs); assert [('counterexample' in r) for r in rs] == [True, False, False, False]; assert set(rs[0]['counterexample']) == {'inputs','source','target'}; print('ok')" %t.json | FileCheck %s --check-prefix=JSON
// JSON: ok

// With threads the same four lines (and the session's) are written, in the same order (report-order.mlir).
// RUN: %tv-opt --tv-verify-each --tv-timeout=60 --tv-on-failure=warn --tv-report=%t.mt.json -p 'builtin.module(func.func(tv-test-mutate{kind=drop-select},canonicalize))' %s 2>/dev/null >/dev/null
// RUN: FileCheck %s --check-prefix=MT --input-file=%t.mt.json
// RUN: count 5 < %t.mt.json
// MT: {"pass":"tv-test-mutate","function":"safe_div","verdict":"incorrect",
// MT-NEXT: {"pass":"canonicalize","function":"safe_div","verdict":"proven",
// MT-NEXT: {"pass":"canonicalize","function":"scale","verdict":"unsupported",
// MT-NEXT: {"pass":"canonicalize","function":"ident","verdict":"proven",

// The select guarding the division is dropped: x = 0 now divides by zero.
// CHECK: {"pass":"tv-test-mutate","function":"safe_div","verdict":"incorrect","seconds":{{[0-9]+\.[0-9]+}},"encoding":"{{[a-z]+}}","dialects":["arith"],"reason":"target has undefined behaviour where the source has none","counterexample":{"inputs":[{"name":"%x","type":"i8","value":"0"}],"source":{"ub":false,"results":[{"type":"i8","value":"100"}]},"target":{"ub":true,"results":[{{.*}}]}},"executed":{"source":"returns 100 : i8","target":"has undefined behaviour: division by zero at {{.*}}report.mlir:[[#@LINE+15]]:8"}}
// canonicalize only drops the dead cmpi and select: structurally identical, no solver call.
// CHECK-NEXT: {"pass":"canonicalize","function":"safe_div","verdict":"proven","seconds":{{[0-9]+\.[0-9]+}},"encoding":"none","dialects":["arith"],"identical":true}
// CHECK-NEXT: {"pass":"canonicalize","function":"scale","verdict":"unsupported","seconds":{{[0-9]+\.[0-9]+}},"encoding":"{{[a-z]+}}","dialects":["complex"],"reason":"complex.div"}
// CHECK-NEXT: {"pass":"canonicalize","function":"ident","verdict":"proven","seconds":{{[0-9]+\.[0-9]+}},"encoding":"{{[a-z]+}}","dialects":["arith"]}
// CHECK-NEXT: {"session":{"passes":6,"checks":4,"unchanged":2,"identical":1,"cached":0}}

// SUM: tv: 6 pass runs, 4 checks: 2 proven, 1 incorrect, 0 inconclusive, 1 unsupported, 0 timeouts, 0 errors; 2 unchanged

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
