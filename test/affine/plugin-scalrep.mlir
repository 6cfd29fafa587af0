// affine-scalrep (store-to-load forwarding, redundant loads, dead stores to a local buffer) followed by canonicalize and cse, on affine loops over memrefs, through the plugin: proven. A mutation inside the loop is caught.
// RUN: %tv-opt --tv-verify-each --tv-timeout=60 --tv-verbose --pass-pipeline='builtin.module(func.func(affine-scalrep,canonicalize,cse))' %s 2>%t.err | FileCheck %s --check-prefix=IR
// RUN: FileCheck %s --input-file=%t.err --implicit-check-not=error: --implicit-check-not=warning: --implicit-check-not=remark:
// RUN: not %tv-opt --tv-verify-each --tv-timeout=60 -p 'builtin.module(func.func(tv-test-mutate{kind=addi-to-subi}))' %s 2>&1 >/dev/null | FileCheck %s --check-prefix=MUT

// CHECK: tv: 9 pass runs, 3 checks: 3 proven, 0 incorrect, 0 inconclusive, 0 unsupported, 0 timeouts, 0 errors; 6 unchanged
// MUT: error: tv: pass 'tv-test-mutate' is incorrect on @store_load_fwd

// IR-LABEL: func.func @store_load_fwd
// IR: affine.store
// IR-NOT: affine.load
// IR-LABEL: func.func @redundant_load
// IR-COUNT-1: affine.load
// IR-NOT: affine.load
// IR-LABEL: func.func @dead_store

func.func @store_load_fwd(%m: memref<4xi32>, %x: i32) -> i32 {
  %z = arith.constant 0 : i32
  %r = affine.for %i = 0 to 4 iter_args(%s = %z) -> i32 {
    affine.store %x, %m[%i] : memref<4xi32>
    %v = affine.load %m[%i] : memref<4xi32>
    %w = arith.addi %s, %v : i32
    affine.yield %w : i32
  }
  return %r : i32
}
func.func @redundant_load(%m: memref<4xi32>) -> i32 {
  %z = arith.constant 0 : i32
  %r = affine.for %i = 0 to 4 iter_args(%s = %z) -> i32 {
    %v = affine.load %m[%i] : memref<4xi32>
    %u = affine.load %m[%i] : memref<4xi32>
    %w = arith.addi %v, %u : i32
    %t = arith.addi %s, %w : i32
    affine.yield %t : i32
  }
  return %r : i32
}
func.func @dead_store(%x: i32) -> i32 {
  %m = memref.alloc() : memref<4xi32>
  affine.for %i = 0 to 4 {
    affine.store %x, %m[%i] : memref<4xi32>
  }
  %c1 = arith.constant 1 : index
  %v = affine.load %m[%c1] : memref<4xi32>
  memref.dealloc %m : memref<4xi32>
  return %v : i32
}
