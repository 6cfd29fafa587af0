// An scf.while whose body yields one tensor twice through its iter_args: each unrolled
// iteration's lambda reaches the one before it along two paths (the new value and the
// loop-exit ite). Z3's own abstraction walk (Z3_mk_lambda_const) restarts its cache at
// every nested lambda, so this ran for minutes under a 5 s limit (issue 17, item 8); the
// encoder's memoised walk (smt.c) makes it linear. `timeout 60` turns a hang into a failure.
// RUN: split-file %s %t
// RUN: timeout 60 %tv-check --timeout=5 %t/src.mlir %t/tgt.mlir | FileCheck %s
// RUN: not timeout 60 %tv-check --timeout=5 %t/src.mlir %t/bad.mlir | FileCheck %s --check-prefix=BAD
// CHECK: @w: proven
// BAD: @w: {{incorrect|timeout}}
//--- src.mlir
func.func @w(%t: tensor<4xi32>) -> tensor<4xi32> {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %n = arith.constant 48 : i32
  %r:3 = scf.while (%i = %c0, %a = %t, %b = %t) : (i32, tensor<4xi32>, tensor<4xi32>) -> (i32, tensor<4xi32>, tensor<4xi32>) {
    %cond = arith.cmpi slt, %i, %n : i32
    scf.condition(%cond) %i, %a, %b : i32, tensor<4xi32>, tensor<4xi32>
  } do {
  ^bb0(%j: i32, %x: tensor<4xi32>, %y: tensor<4xi32>):
    %s = arith.addi %x, %y : tensor<4xi32>
    %j1 = arith.addi %j, %c1 : i32
    scf.yield %j1, %s, %s : i32, tensor<4xi32>, tensor<4xi32>
  }
  return %r#1 : tensor<4xi32>
}
//--- tgt.mlir
func.func @w(%t: tensor<4xi32>) -> tensor<4xi32> {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %n = arith.constant 48 : i32
  %r:3 = scf.while (%i = %c0, %a = %t, %b = %t) : (i32, tensor<4xi32>, tensor<4xi32>) -> (i32, tensor<4xi32>, tensor<4xi32>) {
    %cond = arith.cmpi slt, %i, %n : i32
    scf.condition(%cond) %i, %a, %b : i32, tensor<4xi32>, tensor<4xi32>
  } do {
  ^bb0(%j: i32, %x: tensor<4xi32>, %y: tensor<4xi32>):
    %s = arith.addi %y, %x : tensor<4xi32>
    %j1 = arith.addi %j, %c1 : i32
    scf.yield %j1, %s, %s : i32, tensor<4xi32>, tensor<4xi32>
  }
  return %r#1 : tensor<4xi32>
}
//--- bad.mlir
func.func @w(%t: tensor<4xi32>) -> tensor<4xi32> {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %n = arith.constant 48 : i32
  %r:3 = scf.while (%i = %c0, %a = %t, %b = %t) : (i32, tensor<4xi32>, tensor<4xi32>) -> (i32, tensor<4xi32>, tensor<4xi32>) {
    %cond = arith.cmpi slt, %i, %n : i32
    scf.condition(%cond) %i, %a, %b : i32, tensor<4xi32>, tensor<4xi32>
  } do {
  ^bb0(%j: i32, %x: tensor<4xi32>, %y: tensor<4xi32>):
    %s = arith.addi %y, %x : tensor<4xi32>
    %j1 = arith.addi %j, %c1 : i32
    scf.yield %j1, %s, %x : i32, tensor<4xi32>, tensor<4xi32>
  }
  return %r#1 : tensor<4xi32>
}
