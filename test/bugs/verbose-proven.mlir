// Regression: --tv-verbose emitted a remark for proven checks too; only checks that are
// not proven get one.

// RUN: %tv-opt --tv-verify-each --tv-timeout=60 --tv-verbose --canonicalize %s 2>&1 >/dev/null | FileCheck %s --implicit-check-not=remark:
// CHECK: remark: tv: pass 'canonicalize' on @scale: unsupported (complex.div)
// CHECK: tv: 1 pass runs, 2 checks: 1 proven, 0 incorrect, 0 inconclusive, 1 unsupported,

func.func @ident(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %r = arith.ori %x, %c0 : i32
  return %r : i32
}

func.func @scale(%x: complex<f32>) -> complex<f32> {
  %one = complex.constant [1.0 : f32, 0.0 : f32] : complex<f32>
  %r = complex.div %x, %one : complex<f32>
  return %r : complex<f32>
}
