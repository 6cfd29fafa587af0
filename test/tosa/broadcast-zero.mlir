// tosa-to-linalg broadcasting a size-1 dimension against a size-0 one (issue 17 item 7): the
// spec's broadcast_shape would give 0, the lowering takes max(1, 0) = 1 and reads the empty
// operand (target UB). TOSA tensors have no size 0 ("The tensor shape in each dimension must be
// greater than or equal to 1"), so the case is outside the spec: inconclusive with that reason
// (it was incorrect). Sizes other than 0 are still checked (docs/semantics.md, Broadcasting).
// RUN: %tv-opt --tv-verify-each --tv-verbose --tv-timeout=60 --tv-max-dim=4 -p 'builtin.module(func.func(tosa-to-linalg))' %s 2>&1 >/dev/null | FileCheck %s
// CHECK: remark: tv: pass 'tosa-to-linalg' on @bc1: inconclusive (the counterexample broadcasts a size-1 dimension against a size-0 one, which TOSA does not define
// CHECK: tv: 1 pass runs, 1 checks: 0 proven, 0 incorrect, 1 inconclusive
func.func @bc1(%a: tensor<?xi8>, %b: tensor<?xi8>) -> tensor<?xi8> {
  %r = tosa.add %a, %b : (tensor<?xi8>, tensor<?xi8>) -> tensor<?xi8>
  return %r : tensor<?xi8>
}
