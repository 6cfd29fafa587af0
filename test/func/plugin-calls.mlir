// Calls with memref and tensor operands through the plugin: cse merges constants around an
// external call, inline inlines a callee that loads and stores, canonicalize and
// symbol-dce tidy up; every check is proven (the load after the external call is kept).
// RUN: %tv-opt --tv-verify-each --tv-timeout=60 --tv-verbose -p 'builtin.module(cse,inline,canonicalize,symbol-dce)' %s 2>%t.err | FileCheck %s --check-prefix=IR
// RUN: FileCheck %s --input-file=%t.err --implicit-check-not=error: --implicit-check-not=warning: --implicit-check-not=remark:
// CHECK: tv: 7 pass runs, 3 checks: 3 proven, 0 incorrect, 0 inconclusive, 0 unsupported, 0 timeouts, 0 errors

// IR-LABEL: func.func @calls
// IR: memref.store
// IR-NEXT: call @ext
// IR-NEXT: memref.load

func.func private @ext(memref<4xi32>) -> ()
func.func private @extt(tensor<4xf32>) -> tensor<4xf32>
func.func private @bump(%m: memref<4xi32>, %i: index) -> i32 {
  %x = memref.load %m[%i] : memref<4xi32>
  %c1 = arith.constant 1 : i32
  %y = arith.addi %x, %c1 : i32
  memref.store %y, %m[%i] : memref<4xi32>
  return %x : i32
}
func.func @calls(%m: memref<4xi32>, %t: tensor<4xf32>) -> (i32, tensor<4xf32>) {
  %c1 = arith.constant 1 : index
  %c1b = arith.constant 1 : index
  %r = func.call @bump(%m, %c1) : (memref<4xi32>, index) -> i32
  func.call @ext(%m) : (memref<4xi32>) -> ()
  %x = memref.load %m[%c1b] : memref<4xi32>
  %s = arith.addi %r, %x : i32
  %u = func.call @extt(%t) : (tensor<4xf32>) -> tensor<4xf32>
  return %s, %u : i32, tensor<4xf32>
}
