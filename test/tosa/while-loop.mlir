// tosa.while_loop (TosaControlFlow.td): the cond region on the carried values, while its element is true the body's yields replace them, unrolled like scf.while: five additions of %x proven equal to 5 * %x by adds; four are incorrect, confirmed by running both functions.
// RUN: split-file %s %t
// RUN: not %tv-check --timeout=60 %t/src.mlir %t/tgt.mlir | FileCheck %s

// CHECK-LABEL: @count: proven
// CHECK-LABEL: @count_wrong: incorrect
// CHECK-NEXT: why: result #0 differs
// CHECK-NEXT: input: %x = [[X:-?[1-9][0-9]*]] : tensor<i32>
// CHECK: executed: source returns {{-?[0-9]+}} : tensor<i32>; target returns {{-?[0-9]+}} : tensor<i32>

//--- src.mlir
// %x added to 0 while the counter is below 5
func.func @count(%x: tensor<i32>) -> tensor<i32> {
  %z = "tosa.const"() <{values = dense<0> : tensor<i32>}> : () -> tensor<i32>
  %r:2 = "tosa.while_loop"(%z, %z) ({
  ^bb0(%i: tensor<i32>, %acc: tensor<i32>):
    %five = "tosa.const"() <{values = dense<5> : tensor<i32>}> : () -> tensor<i32>
    %c = tosa.greater %five, %i : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "tosa.yield"(%c) : (tensor<i1>) -> ()
  }, {
  ^bb0(%i: tensor<i32>, %acc: tensor<i32>):
    %one = "tosa.const"() <{values = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %i2 = tosa.add %i, %one : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %a2 = tosa.add %acc, %x : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "tosa.yield"(%i2, %a2) : (tensor<i32>, tensor<i32>) -> ()
  }) : (tensor<i32>, tensor<i32>) -> (tensor<i32>, tensor<i32>)
  return %r#1 : tensor<i32>
}
// the same loop; the target adds %x four times
func.func @count_wrong(%x: tensor<i32>) -> tensor<i32> {
  %z = "tosa.const"() <{values = dense<0> : tensor<i32>}> : () -> tensor<i32>
  %r:2 = "tosa.while_loop"(%z, %z) ({
  ^bb0(%i: tensor<i32>, %acc: tensor<i32>):
    %five = "tosa.const"() <{values = dense<5> : tensor<i32>}> : () -> tensor<i32>
    %c = tosa.greater %five, %i : (tensor<i32>, tensor<i32>) -> tensor<i1>
    "tosa.yield"(%c) : (tensor<i1>) -> ()
  }, {
  ^bb0(%i: tensor<i32>, %acc: tensor<i32>):
    %one = "tosa.const"() <{values = dense<1> : tensor<i32>}> : () -> tensor<i32>
    %i2 = tosa.add %i, %one : (tensor<i32>, tensor<i32>) -> tensor<i32>
    %a2 = tosa.add %acc, %x : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "tosa.yield"(%i2, %a2) : (tensor<i32>, tensor<i32>) -> ()
  }) : (tensor<i32>, tensor<i32>) -> (tensor<i32>, tensor<i32>)
  return %r#1 : tensor<i32>
}
//--- tgt.mlir
func.func @count(%x: tensor<i32>) -> tensor<i32> {
  %a = tosa.add %x, %x : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %b = tosa.add %a, %a : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %c = tosa.add %b, %x : (tensor<i32>, tensor<i32>) -> tensor<i32>
  return %c : tensor<i32>
}
func.func @count_wrong(%x: tensor<i32>) -> tensor<i32> {
  %a = tosa.add %x, %x : (tensor<i32>, tensor<i32>) -> tensor<i32>
  %b = tosa.add %a, %a : (tensor<i32>, tensor<i32>) -> tensor<i32>
  return %b : tensor<i32>
}
