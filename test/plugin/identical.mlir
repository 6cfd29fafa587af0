// Structural identity: canonicalize only moves constants to the top of the function and CSE
// merges equal pure ops (the printed text changes), so the pairs are proven without a
// solver call and counted as "identical". Swapping the operands of subi is not identical:
// that goes to the solver, which finds the bug.
// RUN: %tv-opt --tv-verify-each --tv-timeout=60 --tv-report=%t.json --canonicalize --cse %s 2>%t.err >/dev/null
// RUN: FileCheck %s --input-file=%t.err
// RUN: FileCheck %s --check-prefix=JSON --input-file=%t.json
// RUN: not %tv-opt --tv-verify-each --tv-timeout=60 -p 'builtin.module(func.func(tv-test-mutate{kind=swap-subi}))' %s 2>&1 >/dev/null | FileCheck %s --check-prefix=SWAP

// CHECK: tv: 2 pass runs, 4 checks: 4 proven, 0 incorrect, 0 inconclusive, 0 unsupported, 0 timeouts, 0 errors; 4 unchanged, 3 identical, 0 cached
// JSON: {"pass":"canonicalize","function":"g","verdict":"proven","seconds":{{[0-9.]+}},"encoding":"none","dialects":[{{[^]]*}}],"identical":true}
// JSON: {"pass":"canonicalize","function":"h","verdict":"proven","seconds":{{[0-9.]+}},"encoding":"none","dialects":[{{[^]]*}}],"identical":true}
// JSON: {"pass":"canonicalize","function":"x","verdict":"proven","seconds":{{[0-9.]+}},"encoding":"bitvector","dialects":["arith","tensor"]}
// JSON: {"pass":"cse","function":"k","verdict":"proven","seconds":{{[0-9.]+}},"encoding":"none","dialects":[{{[^]]*}}],"identical":true}
// SWAP: error: tv: pass 'tv-test-mutate' is incorrect on @h
// SWAP: 0 identical

func.func @g(%x: i32, %y: i32) -> i32 {
  %s = arith.addi %x, %y : i32
  %c5 = arith.constant 5 : i32
  %r = arith.xori %s, %c5 : i32
  return %r : i32
}

// Nested region: the scf.if stays where it is; the constants inside its branches move.
func.func @h(%c: i1, %x: i32, %y: i32) -> i32 {
  %d = arith.subi %x, %y : i32
  %r = scf.if %c -> i32 {
    %a = arith.addi %d, %x : i32
    %k = arith.constant 7 : i32
    %b = arith.muli %a, %k : i32
    scf.yield %b : i32
  } else {
    scf.yield %d : i32
  }
  return %r : i32
}

// CSE merges the two equal muli ops (canonicalize leaves @k alone).
func.func @k(%x: i32, %y: i32) -> i32 {
  %a = arith.muli %x, %y : i32
  %b = arith.muli %x, %y : i32
  %r = arith.xori %a, %b : i32
  return %r : i32
}

// tensor.extract is Pure in MLIR but UB out of bounds in our semantics: dropping the dead
// one is not "identical" (an op with UB is never just an expression); the solver proves it.
func.func @x(%t: tensor<4xi32>, %i: index) -> i32 {
  %e = tensor.extract %t[%i] : tensor<4xi32>
  %c = arith.constant 1 : i32
  return %c : i32
}
