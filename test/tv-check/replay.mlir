// Every counterexample is run in the reference interpreter before it is reported (issue 18,
// encoder/replay.c): the "executed:" line says what each function computed on the inputs,
// undefined behaviour with its location; what cannot be run yet says so.
// RUN: split-file %s %t
// RUN: not %tv-check --timeout=60 %t/src.mlir %t/tgt.mlir | FileCheck %s
// RUN: not %tv-check --timeout=60 --json %t/src.mlir %t/tgt.mlir | FileCheck %s --check-prefix=JSON
// --trace names the first op at which the runs part; without shared locations (two files)
// in the order they ran.
// RUN: not %tv-check --timeout=60 --trace --func=shift %t/src.mlir %t/tgt.mlir | FileCheck %s --check-prefix=TRACE
// TRACE: executed: source returns
// TRACE-NEXT: first difference: target arith.constant at {{.*}}tgt.mlir:2:8 gives 3 where the source's arith.constant at {{.*}}src.mlir:2:8 gives 8
// RUN: not %tv-check --timeout=60 --func=shift %t/src.mlir %t/tgt.mlir | FileCheck %s --check-prefix=NOTRACE
// NOTRACE-NOT: first difference

// CHECK-LABEL: @shift: incorrect
// CHECK: input: %a = [[A:-?[0-9]+]] : i32
// CHECK-NEXT: source: returns [[S:-?[0-9]+]] : i32
// CHECK-NEXT: target: returns [[T:-?[0-9]+]] : i32
// CHECK-NEXT: executed: source returns [[S]] : i32; target returns [[T]] : i32
// CHECK-LABEL: @ub: incorrect
// CHECK: target: undefined behaviour
// CHECK-NEXT: executed: source returns 0 : i32; target has undefined behaviour: division by zero at {{.*}}tgt.mlir:7:8
// CHECK-LABEL: @vec: incorrect
// CHECK: executed: source returns {{\[.*\]}} : tensor<2xi8>; target returns [1, 2] : tensor<2xi8>
// A memref argument's block comes from the model; what each side leaves in it is shown.
// CHECK-LABEL: @mem: incorrect
// CHECK: executed: source returns {{.*}} : i32 and leaves %m = [{{.*}}] : memref<2xi32>; target has undefined behaviour: read of an uninitialized element at {{.*}}tgt.mlir:16:8
// CHECK-LABEL: @bufferized: incorrect
// CHECK: executed: not run (the target takes memrefs for tensors)
// CHECK-LABEL: @same: proven

// JSON: {"function":"shift",{{.*}}"executed":{"source":"returns {{-?[0-9]+}} : i32","target":"returns {{-?[0-9]+}} : i32","first_loc":"{{.*}}tgt.mlir:{{[0-9]+}}:{{[0-9]+}}"}}
// JSON: {"function":"ub",{{.*}}"executed":{"source":"returns 0 : i32","target":"has undefined behaviour: division by zero at {{.*}}tgt.mlir:7:8"}}
// JSON: {"function":"mem",{{.*}}"executed":{"source":"returns {{.*}} and leaves %m = {{.*}}","target":"has undefined behaviour: read of an uninitialized element at {{.*}}"}}
// JSON: {"function":"bufferized",{{.*}}"executed":{"not_run":"the target takes memrefs for tensors"}}

//--- src.mlir
func.func @shift(%a: i32) -> i32 {
  %c = arith.constant 8 : i32
  %r = arith.divsi %a, %c : i32
  return %r : i32
}
func.func @ub(%a: i32, %b: i32) -> i32 {
  %z = arith.constant 0 : i32
  %nz = arith.cmpi ne, %b, %z : i32
  %r = scf.if %nz -> i32 {
    %d = arith.divui %a, %b : i32
    scf.yield %d : i32
  } else {
    scf.yield %z : i32
  }
  return %r : i32
}
func.func @vec(%t: tensor<2xi8>) -> tensor<2xi8> {
  return %t : tensor<2xi8>
}
func.func @mem(%m: memref<2xi32>) -> i32 {
  %c0 = arith.constant 0 : index
  %v = memref.load %m[%c0] : memref<2xi32>
  return %v : i32
}
func.func @bufferized(%t: tensor<2xi32>) -> i32 {
  %c0 = arith.constant 0 : index
  %v = tensor.extract %t[%c0] : tensor<2xi32>
  return %v : i32
}
func.func @same(%a: i32) -> i32 {
  %r = arith.addi %a, %a : i32
  return %r : i32
}
//--- tgt.mlir
func.func @shift(%a: i32) -> i32 {
  %c = arith.constant 3 : i32
  %r = arith.shrsi %a, %c : i32
  return %r : i32
}
func.func @ub(%a: i32, %b: i32) -> i32 {
  %d = arith.divui %a, %b : i32
  return %d : i32
}
func.func @vec(%t: tensor<2xi8>) -> tensor<2xi8> {
  %c = arith.constant dense<[1, 2]> : tensor<2xi8>
  return %c : tensor<2xi8>
}
func.func @mem(%m: memref<2xi32>) -> i32 {
  %c1 = arith.constant 1 : index
  %v = memref.load %m[%c1] : memref<2xi32>
  return %v : i32
}
func.func @bufferized(%m: memref<2xi32>) -> i32 {
  %c1 = arith.constant 1 : index
  %v = memref.load %m[%c1] : memref<2xi32>
  return %v : i32
}
func.func @same(%a: i32) -> i32 {
  %c = arith.constant 1 : i32
  %r = arith.shli %a, %c : i32
  return %r : i32
}
