// MLIR 22 finding (docs/findings.md): canonicalize composes chains of affine.apply and
// distributes products over sums: MLIR's Dialect/Affine/canonicalize.mlir
// @mix_dims_and_symbols_c, `%0 = d0 + s0 * 42 - 1; %2 = %0 * 4` becomes
// `s0 * 168 + s1 * 4 - 4`. With signed overflow in an affine map being undefined behaviour
// (AffineOps.td: "lowerings ... may assume that the underlying computations do not overflow
// the index type in a signed sense"; lower-affine emits `muli ... overflow<nsw>`;
// semantics.md 13), the composed map overflows where the original does not: d0 = -42 * 2^57
// + 1, s0 = 2^57 gives %0 = 0 and 0 * 4 = 0, while 2^57 * 168 is beyond index. After
// lower-affine the composed map gives poison there and the original 0. The same for
// @mix_dims_and_symbols_e and @compose_affine_maps_multiple_symbols (s0 * 4 + s1 * 4 for
// (d0 + s0) * 4). Found by tv's plugin on MLIR's test; the witness is run by tv-run.
// RUN: split-file %s %t
// RUN: %tv-opt --tv-verify-each --tv-on-failure=warn --tv-timeout=60 --canonicalize %t/src.mlir -o /dev/null 2>&1 | FileCheck %s
// RUN: %tv-run %t/src.mlir @mix_dims_and_symbols_c -- -6052837899185946623 144115188075855872 | FileCheck %s --check-prefix=SRC
// RUN: not %tv-run %t/tgt.mlir @mix_dims_and_symbols_c -- -6052837899185946623 144115188075855872 | FileCheck %s --check-prefix=TGT
// CHECK: warning: tv: pass 'canonicalize' is incorrect on @mix_dims_and_symbols_c: target has undefined behaviour where the source has none
// CHECK: note: executed: source returns {{.*}}; target has undefined behaviour: affine map overflows index (signed)
// SRC: 0 : index
// TGT: undefined behaviour: affine map overflows index (signed)

//--- src.mlir
func.func @mix_dims_and_symbols_c(%a: index, %b: index) -> index {
  %0 = affine.apply affine_map<(d0)[s0] -> (d0 + s0 * 42 - 1)>(%a)[%b]
  %1 = affine.apply affine_map<(d0) -> (d0 + 7)>(%0)
  %2 = affine.apply affine_map<(d0) -> (d0 * 4)>(%0)
  return %2 : index
}

//--- tgt.mlir
// what canonicalize makes of it
func.func @mix_dims_and_symbols_c(%a: index, %b: index) -> index {
  %0 = affine.apply affine_map<()[s0, s1] -> (s0 * 168 + s1 * 4 - 4)>()[%b, %a]
  return %0 : index
}
