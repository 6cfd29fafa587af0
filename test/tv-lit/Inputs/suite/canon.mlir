// Correct canonicalizations (proven), and a second mlir-opt call in the same pipe.
// RUN: mlir-opt --canonicalize %s | mlir-opt --cse | FileCheck %s

// CHECK-LABEL: func.func @fold
// CHECK-NEXT: return %arg0
func.func @fold(%x: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %r = arith.addi %x, %c0 : i32
  return %r : i32
}

// CHECK-LABEL: func.func @same_arms
// CHECK-NEXT: return %arg1
func.func @same_arms(%c: i1, %x: i32) -> i32 {
  %r = scf.if %c -> i32 {
    scf.yield %x : i32
  } else {
    scf.yield %x : i32
  }
  return %r : i32
}
