// MLIR 22 finding (docs/findings.md): lower-affine expands `a ceildiv b` (b > 0) as
// "nonPositive = a <= 0; dividend = nonPositive ? 0 - a : a - 1; q = dividend / b;
// nonPositive ? 0 - q : q + 1" (AffineApplyExpander::visitCeilDivExpr, Affine/Utils/Utils.cpp).
// For the most negative index `0 - a` wraps back to a, so the result is -(MIN / b), the
// wrong sign for any b >= 2: ceil(-2^63 / 2) = -2^62, the target gives 2^62. The affine
// map itself does not overflow there (the quotient fits), so the input is valid; floordiv's
// "-1 - a" cannot wrap and is right. Found by tv's plugin, confirmed by running both. The
// semi-affine `d0 ceildiv s0` has the same fault (a = MIN, s = 8: -2^60 against 2^60); its
// query divides by a symbol and may time out, so it is not part of this test.
// RUN: %tv-opt --tv-verify-each --tv-on-failure=warn --tv-timeout=60 --lower-affine %s -o /dev/null 2>&1 | FileCheck %s
// CHECK: warning: tv: pass 'lower-affine' is incorrect on @ceil_const: result #0 differs
// CHECK: note: input: %a = -9223372036854775808 : index
// CHECK: note: executed: source returns -4611686018427387904 : index; target returns 4611686018427387904 : index
func.func @ceil_const(%a: index) -> index {
  %r = affine.apply affine_map<(d0) -> (d0 ceildiv 2)>(%a)
  return %r : index
}
