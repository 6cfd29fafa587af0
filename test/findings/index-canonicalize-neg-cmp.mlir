// MLIR 22 finding (docs/findings.md): index dialect canonicalization rewrites
// `index.cmp sgt(0 - x, 0)` to `index.cmp sgt(0, x)`, wrong for x = the most negative index
// (index.sub wraps: 0 - MIN = MIN, so the source compares MIN > 0, false, and the target
// 0 > MIN, true). Seen in MLIR's own Dialect/Index/index-canonicalize.mlir under tv-lit.
// RUN: %tv-opt --tv-verify-each --tv-on-failure=warn --tv-timeout=120 --canonicalize %s -o /dev/null 2>&1 | FileCheck %s
// CHECK: warning: tv: pass 'canonicalize' is incorrect on @neg_cmp: result #0 differs
// CHECK: note: input: %x = -9223372036854775808 : index
// CHECK: note: executed: source returns false : i1; target returns true : i1
func.func @neg_cmp(%x: index) -> i1 {
  %zero = index.constant 0
  %neg = index.sub %zero, %x
  %r = index.cmp sgt(%neg, %zero)
  return %r : i1
}
