// canonicalize folds affine.load from a constant memref.global into an arith.constant
// (dense non-splat and splat, i32 and f32): proven through the plugin, whose source is a
// detached clone (the declaration is read from the module around the target).
// RUN: %tv-opt --tv-verify-each --tv-timeout=60 --canonicalize %s 2>&1 >/dev/null | FileCheck %s
// RUN: %tv-opt --canonicalize %s | FileCheck %s --check-prefix=IR

// CHECK: tv: 1 pass runs, 4 checks: 4 proven, 0 incorrect, 0 inconclusive, 0 unsupported, 0 timeouts, 0 errors
// IR-LABEL: func.func @load_dense
// IR-NEXT: arith.constant 3 : i32
// IR-LABEL: func.func @load_splat
// IR-NEXT: arith.constant 7 : i32
// IR-LABEL: func.func @load_f32
// IR-NEXT: arith.constant -2.000000e+00 : f32
// IR-LABEL: func.func @load_f32_splat
// IR-NEXT: arith.constant 3.000000e+00 : f32

memref.global "private" constant @ci : memref<4xi32> = dense<[1, 2, 3, 4]>
memref.global "private" constant @cs : memref<2x2xi32> = dense<7>
memref.global "private" constant @cf : memref<3xf32> = dense<[1.5, -2.0, 0.25]>
memref.global "private" constant @cfs : memref<2xf32> = dense<3.0>
func.func @load_dense() -> i32 {
  %g = memref.get_global @ci : memref<4xi32>
  %x = affine.load %g[2] : memref<4xi32>
  return %x : i32
}
func.func @load_splat() -> i32 {
  %g = memref.get_global @cs : memref<2x2xi32>
  %x = affine.load %g[1, 1] : memref<2x2xi32>
  return %x : i32
}
func.func @load_f32() -> f32 {
  %g = memref.get_global @cf : memref<3xf32>
  %x = affine.load %g[1] : memref<3xf32>
  return %x : f32
}
func.func @load_f32_splat(%i: index) -> f32 {
  %g = memref.get_global @cfs : memref<2xf32>
  %x = affine.load %g[%i] : memref<2xf32>
  return %x : f32
}
