// tosa.cond_if (TosaControlFlow.td): the then region when the condition's element is true, else the else region, each on the inputs as block arguments; a poison condition is UB. Proven when both arms agree or the rewrite is right; swapped arms are incorrect, run in the interpreter; the suite's -inline of calls in the arms is proven through the plugin.
// RUN: split-file %s %t
// RUN: not %tv-check --timeout=60 %t/src.mlir %t/tgt.mlir | FileCheck %s
// RUN: %tv-opt --tv-verify-each --tv-timeout=60 --pass-pipeline='builtin.module(inline)' %t/inline.mlir 2>&1 >/dev/null | FileCheck %s --check-prefix=INLINE

// CHECK-LABEL: @f: proven
// CHECK-LABEL: @swapped: incorrect
// CHECK-NEXT: why: result #0 differs
// CHECK-NEXT: input: %c = {{true|false}} : tensor<i1>
// CHECK: executed: source returns {{-?[0-9]+}} : tensor<i32>; target returns {{-?[0-9]+}} : tensor<i32>
// CHECK-LABEL: @args_to_select: proven
// CHECK-LABEL: @poison_cond: incorrect
// CHECK-NEXT: why: target has undefined behaviour where the source has none
// CHECK-NEXT: input: %c = poison : tensor<i1>
// CHECK: executed: source returns {{.*}}; target has undefined behaviour: tosa.cond_if on poison

// INLINE: tv: 5 pass runs, 1 checks: 1 proven, 0 incorrect, 0 inconclusive, 0 unsupported, 0 timeouts, 0 errors

//--- src.mlir
// both arms yield the same value
func.func @f(%c: tensor<i1>, %a: tensor<4xi32>) -> tensor<4xi32> {
  %r = tosa.cond_if %c : tensor<i1> -> tensor<4xi32> {
    tosa.yield %a : tensor<4xi32>
  } else {
    tosa.yield %a : tensor<4xi32>
  }
  return %r : tensor<4xi32>
}
// a - b when %c, else a + b; the target swaps the arms
func.func @swapped(%c: tensor<i1>, %a: tensor<i32>, %b: tensor<i32>) -> tensor<i32> {
  %r = "tosa.cond_if"(%c, %a, %b) ({
  ^bb0(%x: tensor<i32>, %y: tensor<i32>):
    %s = tosa.sub %x, %y : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "tosa.yield"(%s) : (tensor<i32>) -> ()
  }, {
  ^bb0(%x: tensor<i32>, %y: tensor<i32>):
    %s = tosa.add %x, %y : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "tosa.yield"(%s) : (tensor<i32>) -> ()
  }) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
  return %r : tensor<i32>
}
// the arms' block arguments are the inputs: a select of them
func.func @args_to_select(%c: tensor<i1>, %a: tensor<i32>, %b: tensor<i32>) -> tensor<i32> {
  %r = "tosa.cond_if"(%c, %a, %b) ({
  ^bb0(%x: tensor<i32>, %y: tensor<i32>):
    "tosa.yield"(%x) : (tensor<i32>) -> ()
  }, {
  ^bb0(%x: tensor<i32>, %y: tensor<i32>):
    "tosa.yield"(%y) : (tensor<i32>) -> ()
  }) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
  return %r : tensor<i32>
}
// branching on a poison condition is UB: the source's select of the arms is not
func.func @poison_cond(%c: tensor<i1>, %a: tensor<i32>, %b: tensor<i32>) -> tensor<i32> {
  %r = tosa.select %c, %a, %b : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
  return %r : tensor<i32>
}
//--- tgt.mlir
func.func @f(%c: tensor<i1>, %a: tensor<4xi32>) -> tensor<4xi32> {
  return %a : tensor<4xi32>
}
func.func @swapped(%c: tensor<i1>, %a: tensor<i32>, %b: tensor<i32>) -> tensor<i32> {
  %r = "tosa.cond_if"(%c, %a, %b) ({
  ^bb0(%x: tensor<i32>, %y: tensor<i32>):
    %s = tosa.add %x, %y : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "tosa.yield"(%s) : (tensor<i32>) -> ()
  }, {
  ^bb0(%x: tensor<i32>, %y: tensor<i32>):
    %s = tosa.sub %x, %y : (tensor<i32>, tensor<i32>) -> tensor<i32>
    "tosa.yield"(%s) : (tensor<i32>) -> ()
  }) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
  return %r : tensor<i32>
}
func.func @args_to_select(%c: tensor<i1>, %a: tensor<i32>, %b: tensor<i32>) -> tensor<i32> {
  %r = tosa.select %c, %a, %b : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
  return %r : tensor<i32>
}
func.func @poison_cond(%c: tensor<i1>, %a: tensor<i32>, %b: tensor<i32>) -> tensor<i32> {
  %r = "tosa.cond_if"(%c, %a, %b) ({
  ^bb0(%x: tensor<i32>, %y: tensor<i32>):
    "tosa.yield"(%x) : (tensor<i32>) -> ()
  }, {
  ^bb0(%x: tensor<i32>, %y: tensor<i32>):
    "tosa.yield"(%y) : (tensor<i32>) -> ()
  }) : (tensor<i1>, tensor<i32>, tensor<i32>) -> tensor<i32>
  return %r : tensor<i32>
}
//--- inline.mlir
func.func @inlined_if_fn(%arg0: tensor<f32>, %arg1: tensor<f32>, %arg2: tensor<i1>) -> tensor<f32> {
  %0 = "tosa.cond_if"(%arg2, %arg0, %arg1) ({
  ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
    %1 = call @add(%arg3, %arg4) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "tosa.yield"(%1) : (tensor<f32>) -> ()
  },  {
  ^bb0(%arg3: tensor<f32>, %arg4: tensor<f32>):
    %1 = call @sub(%arg3, %arg4) : (tensor<f32>, tensor<f32>) -> tensor<f32>
    "tosa.yield"(%1) : (tensor<f32>) -> ()
  }) : (tensor<i1>, tensor<f32>, tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}
func.func private @add(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
  %0 = "tosa.add"(%arg0, %arg1) : (tensor<f32>, tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}
func.func private @sub(%arg0: tensor<f32>, %arg1: tensor<f32>) -> tensor<f32> {
  %0 = "tosa.sub"(%arg0, %arg1) : (tensor<f32>, tensor<f32>) -> tensor<f32>
  return %0 : tensor<f32>
}
