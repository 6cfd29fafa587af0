// tv-run on control flow: cf branches with block arguments, scf.if, scf.while, calls to a
// function of the same module, a tensor constant, and what cannot run.
// RUN: %tv-run %s @abs -5 | FileCheck %s --check-prefix=ABS
// ABS: 5 : i32
// RUN: %tv-run %s @collatz 6 | FileCheck %s --check-prefix=COLLATZ
// COLLATZ: 8 : i32
// RUN: %tv-run %s @twice 21 | FileCheck %s --check-prefix=CALL
// CALL: 42 : i32
// RUN: %tv-run %s @tensor "dense<[1, 2]>" | FileCheck %s --check-prefix=TENSOR
// TENSOR: [1.5, -0.0] : tensor<2xf32>
// RUN: not %tv-run %s @branch_poison poison | FileCheck %s --check-prefix=UB
// UB: undefined behaviour: branch on poison at {{.*}}control.mlir
// RUN: not %tv-run %s @unsupported 1 2>&1 | FileCheck %s --check-prefix=UNSUP
// UNSUP: tv-run: cannot run: unsupported tensor.bitcast (no semantics)
func.func @abs(%x: i32) -> i32 {
  %z = arith.constant 0 : i32
  %neg = arith.cmpi slt, %x, %z : i32
  cf.cond_br %neg, ^n, ^p(%x : i32)
^n:
  %m = arith.subi %z, %x : i32
  cf.br ^p(%m : i32)
^p(%r: i32):
  return %r : i32
}
// steps of the Collatz sequence from n to 1 (6: 3 10 5 16 8 4 2 1)
func.func @collatz(%n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %c3 = arith.constant 3 : i32
  %r:2 = scf.while (%x = %n, %k = %c0) : (i32, i32) -> (i32, i32) {
    %go = arith.cmpi ne, %x, %c1 : i32
    scf.condition(%go) %x, %k : i32, i32
  } do {
  ^bb0(%x: i32, %k: i32):
    %odd = arith.remui %x, %c2 : i32
    %isodd = arith.cmpi eq, %odd, %c1 : i32
    %next = scf.if %isodd -> i32 {
      %t = arith.muli %x, %c3 : i32
      %u = arith.addi %t, %c1 : i32
      scf.yield %u : i32
    } else {
      %h = arith.divui %x, %c2 : i32
      scf.yield %h : i32
    }
    %k1 = arith.addi %k, %c1 : i32
    scf.yield %next, %k1 : i32, i32
  }
  return %r#1 : i32
}
func.func private @double(%x: i32) -> i32 {
  %y = arith.addi %x, %x : i32
  return %y : i32
}
func.func @twice(%x: i32) -> i32 {
  %y = func.call @double(%x) : (i32) -> i32
  return %y : i32
}
func.func @tensor(%a: tensor<2xi32>) -> tensor<2xf32> {
  %c = arith.constant dense<[1.5, -0.0]> : tensor<2xf32>
  return %c : tensor<2xf32>
}
func.func @branch_poison(%c: i1) -> i32 {
  %a = arith.constant 1 : i32
  %b = arith.constant 2 : i32
  cf.cond_br %c, ^x(%a : i32), ^x(%b : i32)
^x(%r: i32):
  return %r : i32
}
// (an op without semantics is named, as is one without an evaluator)
func.func @unsupported(%x: i32) -> i32 {
  %t = arith.constant dense<[1, 2]> : tensor<2xi32>
  %two = tensor.bitcast %t : tensor<2xi32> to tensor<2xui32>
  %i = arith.constant 0 : index
  %c = tensor.extract %t[%i] : tensor<2xi32>
  return %c : i32
}
// select of tensors: the chosen one; a poison condition poisons every element
// RUN: %tv-run %s @select_tensor true | FileCheck %s --check-prefix=SELT
// SELT: {{\[}}[1, 2], [3, 4]] : tensor<2x2xi32>
// RUN: %tv-run %s @select_tensor poison | FileCheck %s --check-prefix=SELP
// SELP: {{\[}}[poison, poison], [poison, poison]] : tensor<2x2xi32>
func.func @select_tensor(%c: i1) -> tensor<2x2xi32> {
  %a = arith.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>
  %b = arith.constant dense<0> : tensor<2x2xi32>
  %r = arith.select %c, %a, %b : tensor<2x2xi32>
  return %r : tensor<2x2xi32>
}
// tensors: empty (elements never written), insert, generate, extract, dim; reading an
// element never written is undefined behaviour
// RUN: %tv-run %s @tensors 3 7 | FileCheck %s --check-prefix=TENSORS
// TENSORS: [7, uninit, uninit] : tensor<?xi32>
// TENSORS-NEXT: 1 : i32
// TENSORS-NEXT: 3 : index
// RUN: not %tv-run %s @unwritten 1 | FileCheck %s --check-prefix=UNWRITTEN
// UNWRITTEN: undefined behaviour: read of an element never written at {{.*}}control.mlir:[[#@LINE+4]]:8
func.func @unwritten(%x: i32) -> i32 {
  %e = tensor.empty() : tensor<2xi32>
  %c0 = arith.constant 0 : index
  %y = tensor.extract %e[%c0] : tensor<2xi32>
  return %y : i32
}
func.func @tensors(%n: index, %x: i32) -> (tensor<?xi32>, i32, index) {
  %e = tensor.empty(%n) : tensor<?xi32>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %a = tensor.insert %x into %e[%c0] : tensor<?xi32>
  %g = tensor.generate %n {
  ^bb0(%i: index):
    %v = arith.index_cast %i : index to i32
    tensor.yield %v : i32
  } : tensor<?xi32>
  %y = tensor.extract %g[%c1] : tensor<?xi32>
  %d = tensor.dim %a, %c0 : tensor<?xi32>
  return %a, %y, %d : tensor<?xi32>, i32, index
}
