// Ops without semantics (complex numbers, vectors, scf.execute_region of several blocks) make a check unsupported: a remark with --tv-verbose, no crash, exit 0, counted in the summary.

// RUN: %tv-opt --tv-verify-each --tv-timeout=60 --tv-verbose --canonicalize %s 2>%t.err | FileCheck %s --check-prefix=IR
// RUN: FileCheck %s --input-file=%t.err --implicit-check-not=error: --implicit-check-not=warning:
// Without --tv-verbose the same run is silent but for the summary.
// RUN: %tv-opt --tv-verify-each --tv-timeout=60 --canonicalize %s 2>&1 >/dev/null | FileCheck %s --check-prefix=QUIET --implicit-check-not=remark:
// Abort mode does not fail on an unsupported check; nor does warn mode.
// RUN: %tv-opt --tv-verify-each --tv-timeout=60 --tv-on-failure=warn --canonicalize %s 2>&1 >/dev/null | FileCheck %s --check-prefix=QUIET --implicit-check-not=warning:

// CHECK: unsupported.mlir:[[@LINE+5]]:1: remark: tv: pass 'canonicalize' on @cneg: unsupported (complex.exp)
// CHECK: unsupported.mlir:[[@LINE+10]]:1: remark: tv: pass 'canonicalize' on @outer: unsupported (vector.outerproduct)
// CHECK: unsupported.mlir:[[@LINE+17]]:1: remark: tv: pass 'canonicalize' on @loop: unsupported (scf.execute_region with several blocks)
// CHECK: tv: 1 pass runs, 4 checks: 1 proven, 0 incorrect, 0 inconclusive, 3 unsupported, 0 timeouts, 0 errors; 0 unchanged
// QUIET: tv: 1 pass runs, 4 checks: 1 proven, 0 incorrect, 0 inconclusive, 3 unsupported, 0 timeouts, 0 errors; 0 unchanged
func.func @cneg(%x: complex<f32>) -> complex<f32> {
  %n = complex.exp %x : complex<f32>
  %s = complex.log %n : complex<f32>
  return %s : complex<f32>
}

func.func @outer(%t: vector<4xf32>, %x: f32) -> vector<4xf32> {
  // x - 0.0 folds to x
  %z = arith.constant 0.0 : f32
  %y = arith.subf %x, %z : f32
  %e = vector.outerproduct %t, %y : vector<4xf32>, f32
  return %e : vector<4xf32>
}

func.func @loop(%c: i1, %x: i32) -> i32 {
  %r = scf.execute_region -> i32 {
    %zero = arith.constant 0 : i32
    %next = arith.addi %x, %zero : i32
    cf.cond_br %c, ^a, ^b
  ^a:
    scf.yield %next : i32
  ^b:
    scf.yield %zero : i32
  }
  return %r : i32
}

// The integer function next to them is still proven.
func.func @int(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %r = arith.addi %x, %c0 : i32
  return %r : i32
}

// IR-LABEL: func.func @cneg
// IR-NEXT: return %arg0 : complex<f32>
// IR-LABEL: func.func @outer
// IR: vector.outerproduct %arg0, %arg1
// IR-LABEL: func.func @loop
// IR: arith.select %arg0, %arg1
// IR-LABEL: func.func @int
// IR-NEXT: return %arg0 : i32
