// tosa-to-linalg broadcasting a size-1 dimension against a size-0 one: the spec's
// broadcast_shape would give 0, the lowering takes max(1, 0) = 1 and reads the empty operand
// (target UB). TOSA tensors have no size 0 ("The tensor shape in each dimension must be greater
// than or equal to 1"), so such operands are outside the spec: UB, like the spec's other unmet
// requirements (issue 19; issue 17 had made it inconclusive). The lowering is proven; sizes
// other than 0 are still checked (docs/semantics.md, Broadcasting).
// RUN: split-file %s %t
// RUN: %tv-opt --tv-verify-each --tv-verbose --tv-timeout=60 --tv-max-dim=4 -p 'builtin.module(func.func(tosa-to-linalg))' %t/bc.mlir 2>&1 >/dev/null | FileCheck %s
// RUN: not %tv-check --timeout=60 --max-dim=4 %t/bc.mlir %t/wrong.mlir | FileCheck %s --check-prefix=WRONG
// CHECK: tv: 1 pass runs, 1 checks: 1 proven, 0 incorrect, 0 inconclusive
// WRONG: @bc1: incorrect

//--- bc.mlir
func.func @bc1(%a: tensor<?xi8>, %b: tensor<?xi8>) -> tensor<?xi8> {
  %r = tosa.add %a, %b : (tensor<?xi8>, tensor<?xi8>) -> tensor<?xi8>
  return %r : tensor<?xi8>
}

//--- wrong.mlir
// Broadcasting %a where only %b may be broadcast: differs once %a has one element and %b two.
func.func @bc1(%a: tensor<?xi8>, %b: tensor<?xi8>) -> tensor<?xi8> {
  %r = tosa.add %a, %a : (tensor<?xi8>, tensor<?xi8>) -> tensor<?xi8>
  return %r : tensor<?xi8>
}
