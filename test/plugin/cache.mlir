// --tv-cache=DIR: the second run answers every check from the cache ("N cached") with the
// same diagnostics, counterexample notes and the op the runs first differ at included; a corrupted entry is ignored (solved
// again and rewritten); another option makes other keys.
// RUN: rm -rf %t.cache
// RUN: %tv-opt --tv-verify-each --tv-timeout=60 --tv-on-failure=warn --tv-cache=%t.cache -p 'builtin.module(tv-test-mutate{kind=addi-to-subi},canonicalize)' %s 2>%t.1 >/dev/null
// RUN: %tv-opt --tv-verify-each --tv-timeout=60 --tv-on-failure=warn --tv-cache=%t.cache --tv-report=%t.json -p 'builtin.module(tv-test-mutate{kind=addi-to-subi},canonicalize)' %s 2>%t.2 >/dev/null
// RUN: FileCheck %s --check-prefixes=CHECK,FIRST --input-file=%t.1
// RUN: FileCheck %s --check-prefixes=CHECK,SECOND --input-file=%t.2
// RUN: FileCheck %s --check-prefix=JSON --input-file=%t.json
// Corrupt every entry: truncated, garbage, a wrong key line.
// RUN: python3 -c "import glob,sys; fs=sorted(glob.glob(sys.argv[1]+'/*.tvc')); assert len(fs)==3, fs; open(fs[0],'w').write('garbage'); t=open(fs[1]).read(); open(fs[1],'w').write(t[:len(t)//2]); t=open(fs[2]).read().split('\n'); t[0]='tv-cache 1 0123'; open(fs[2],'w').write('\n'.join(t))" %t.cache
// RUN: %tv-opt --tv-verify-each --tv-timeout=60 --tv-on-failure=warn --tv-cache=%t.cache -p 'builtin.module(tv-test-mutate{kind=addi-to-subi},canonicalize)' %s 2>%t.3 >/dev/null
// RUN: FileCheck %s --check-prefixes=CHECK,FIRST --input-file=%t.3
// ... and rewritten: the next run hits again.
// RUN: %tv-opt --tv-verify-each --tv-timeout=60 --tv-on-failure=warn --tv-cache=%t.cache -p 'builtin.module(tv-test-mutate{kind=addi-to-subi},canonicalize)' %s 2>%t.4 >/dev/null
// RUN: FileCheck %s --check-prefixes=CHECK,SECOND --input-file=%t.4
// Another option (here --tv-max-dim) is another key: no hits.
// RUN: %tv-opt --tv-verify-each --tv-timeout=60 --tv-on-failure=warn --tv-cache=%t.cache --tv-max-dim=8 -p 'builtin.module(tv-test-mutate{kind=addi-to-subi},canonicalize)' %s 2>%t.5 >/dev/null
// RUN: FileCheck %s --check-prefixes=CHECK,FIRST --input-file=%t.5

// CHECK: cache.mlir:[[@LINE+18]]:8: warning: tv: pass 'tv-test-mutate' is incorrect on @a: result #0 differs
// CHECK: cache.mlir:[[@LINE+15]]:1: note: input: %x = 0 : i32
// CHECK-NEXT: func.func @a
// CHECK-NEXT: ^
// CHECK-NEXT: note: source: returns 3 : i32
// CHECK-NEXT: note: target: returns -3 : i32
// CHECK-NEXT: note: executed: source returns 3 : i32; target returns -3 : i32
// CHECK-NEXT: tv: 2 pass runs, 3 checks: 2 proven, 1 incorrect, 0 inconclusive, 0 unsupported, 0 timeouts, 0 errors;
// FIRST-SAME: 0 cached
// SECOND-SAME: 3 cached

// A cached result keeps the dialects the nightly runner counts by.
// JSON: {"pass":"tv-test-mutate","function":"a","verdict":"incorrect",{{.*}}"dialects":["arith"],{{.*}}"counterexample":{{.*}}"cached":true}
// JSON: {"pass":"canonicalize","function":"b","verdict":"proven",{{.*}}"cached":true}
// JSON: {"pass":"canonicalize","function":"c","verdict":"proven",{{.*}}"cached":true}

func.func @a(%x: i32) -> i32 {
  %c3 = arith.constant 3 : i32
  %r = arith.addi %x, %c3 : i32
  return %r : i32
}
func.func @b(%x: i32, %y: i32) -> i32 {
  %s = arith.subi %x, %x : i32
  %r = arith.addi %s, %y : i32
  return %r : i32
}
func.func @c(%x: i8) -> i8 {
  %c1 = arith.constant 1 : i8
  %r = arith.muli %x, %c1 : i8
  return %r : i8
}
