/* shape.c: the shape dialect (ShapeOps.td) as tensor programs use it around shape_of, and
 * as --convert-shape-to-std, --convert-shape-constraints, --remove-shape-constraints,
 * --shape-to-shape-lowering and canonicalize produce or consume it (docs/semantics.md,
 * "The shape dialect"). Values: an extent tensor (tensor<?xindex>) is a tensor of index
 * elements; a !shape.shape is the same extent tensor (its length is its rank: shapes of
 * unranked values are unsupported), an error shape has every extent poison; a !shape.size
 * is an index; a !shape.witness is one bit, "holds". A failing cstr_* op is UB (a runtime
 * assertion), and so is shape.assuming on a witness that does not hold. */
#include <stdio.h>
#include <string.h>
#include <mlir-c/BuiltinAttributes.h>
#include <mlir-c/BuiltinTypes.h>
#include "enc.h"
#include "imem.h"
#include "interp.h"
#include "mem.h"
#include "mlirutil.h"
#include "tval.h"

enum { SHP_MAX_OPERANDS = 16 };

static Z3_ast c64(EncFn *f, uint64_t v) { return smt_bv_u64(f->s, 64, v); }
static Z3_ast eq_(EncFn *f, Z3_ast a, Z3_ast b) { return smt_app2(f->s, Z3_mk_eq, a, b); }
static Z3_ast not_(EncFn *f, Z3_ast a) { return smt_app1(f->s, Z3_mk_not, a); }
static Z3_ast ult_(EncFn *f, Z3_ast a, Z3_ast b) { return smt_app2(f->s, Z3_mk_bvult, a, b); }
static Z3_ast bit(EncFn *f, Z3_ast b) { return smt_ite(f->s, b, smt_bv_u64(f->s, 1, 1), smt_bv_u64(f->s, 1, 0)); }
static MlirType res_type(MlirOperation op) { return mlirValueGetType(mlirOperationGetResult(op, 0)); }
static int is_shape(MlirType t) { return mu_shape_type(t) == MU_SHAPE_SHAPE; }
static int is_size(MlirType t) { return mu_shape_type(t) == MU_SHAPE_SIZE; }

/* Operand i as a shape or extent tensor: a rank-1 tensor value. */
static int shape_operand(EncFn *f, MlirOperation op, int i, EncVal *out) {
  if (enc_operand(f, op, i, out)) return 1;
  if (!out->t || out->t->rank != 1) return enc_unsupported(f, op, "on a value that is not a ranked shape");
  return 0;
}

/* A result shape or extent tensor of length n, elements v/np (lambdas or arrays); a
 * tensor<Nxindex> result whose N differs from n is UB. */
static int shape_result(EncFn *f, MlirOperation op, Z3_ast n, Z3_ast v, Z3_ast np) {
  MlirType rt = res_type(op);
  EncTensor *sh = is_shape(rt) ? tval_shape_new(f, 1) : tval_result_shape(f, rt, &n);
  if (!sh) return 1;
  if (is_shape(rt)) sh->dims[0] = n;
  return enc_result(f, op, 0, (EncVal){v, np, sh, NULL});
}

/* A shape of the n terms xs (values, not-poison flags). */
static int shape_of_terms(EncFn *f, MlirOperation op, unsigned n, const Z3_ast *xs, const Z3_ast *nps) {
  Smt *s = f->s;
  Z3_sort is = smt_bv_sort(s, 64);
  Z3_ast v = smt_const_array(s, is, c64(f, 0)), np = smt_const_array(s, is, smt_true(s));
  for (unsigned k = 0; k < n; k++) {
    v = smt_app3(s, Z3_mk_store, v, c64(f, k), xs[k]);
    np = smt_app3(s, Z3_mk_store, np, c64(f, k), nps ? nps[k] : smt_true(s));
  }
  return shape_result(f, op, c64(f, n), v, np);
}

/* shape_of: "returns a shape or extent tensor" of its ranked operand: its sizes. */
static int enc_shape_of(EncFn *f, MlirOperation op) {
  EncVal a;
  if (enc_operand(f, op, 0, &a)) return 1;
  if (a.m) return shape_of_terms(f, op, a.m->rank, a.m->sizes, NULL);
  if (!a.t) return enc_unsupported(f, op, "of an unranked or non-shaped value");
  return shape_of_terms(f, op, a.t->rank, a.t->dims, NULL);
}

/* const_shape: the extents of its `shape` attribute. */
static int enc_const_shape(EncFn *f, MlirOperation op) {
  MlirAttribute a = mu_attr(op, "shape");
  if (mlirAttributeIsNull(a) || !mlirAttributeIsADenseElements(a)) return enc_stop(f->q, TV_ERROR, "shape.const_shape without extents");
  intptr_t n = mlirElementsAttrGetNumElements(a);
  if (n > 64) return enc_unsupported(f, op, "of more than 64 extents");
  Z3_ast xs[64];
  for (intptr_t k = 0; k < n; k++) xs[k] = c64(f, mlirDenseElementsAttrGetIndexValue(a, k));
  return shape_of_terms(f, op, (unsigned)n, xs, NULL);
}

/* from_extents: a shape of its size operands. */
static int enc_from_extents(EncFn *f, MlirOperation op) {
  unsigned n = (unsigned)mlirOperationGetNumOperands(op);
  Z3_ast xs[64], nps[64];
  if (n > 64) return enc_unsupported(f, op, "of more than 64 extents");
  for (unsigned k = 0; k < n; k++) {
    EncVal e;
    if (enc_operand(f, op, (int)k, &e)) return 1;
    xs[k] = e.v, nps[k] = e.np;
  }
  return shape_of_terms(f, op, n, xs, nps);
}

/* to_extent_tensor, from_extent_tensor: the same extents (an error shape's stay poison). */
static int enc_same_extents(EncFn *f, MlirOperation op) {
  EncVal a;
  return shape_operand(f, op, 0, &a) || shape_result(f, op, a.t->dims[0], a.v, a.np);
}

/* Extent d of shape a: index results make an out-of-bounds or poison d UB; a !shape.size
 * result is then an error, poison. */
static int extent_at(EncFn *f, MlirOperation op, EncVal a, EncVal d) {
  Z3_ast in = ult_(f, d.v, a.t->dims[0]);
  EncVal e = tval_at(f, a, d.v);
  if (is_size(res_type(op))) return enc_result(f, op, 0, (EncVal){e.v, smt_and(f->s, smt_and(f->s, d.np, in), e.np), NULL, NULL});
  enc_ub(f, not_(f, smt_and(f->s, d.np, in)));
  return enc_result(f, op, 0, (EncVal){e.v, e.np, NULL, NULL});
}

/* get_extent: "Gets the extent indexed by `dim` from the `shape` operand". */
static int enc_get_extent(EncFn *f, MlirOperation op) {
  EncVal a, d;
  return shape_operand(f, op, 0, &a) || enc_operand(f, op, 1, &d) || extent_at(f, op, a, d);
}

/* dim: "dim(x, i) == get_extent(shape_of(x), i)". */
static int enc_dim(EncFn *f, MlirOperation op) {
  EncVal x, d;
  if (enc_operand(f, op, 0, &x) || enc_operand(f, op, 1, &d)) return 1;
  if (!x.t && !x.m) return enc_unsupported(f, op, "of an unranked value");
  unsigned rank = x.t ? x.t->rank : x.m->rank;
  Z3_ast *sizes = x.t ? x.t->dims : x.m->sizes;
  Smt *s = f->s;
  Z3_ast v = smt_const_array(s, smt_bv_sort(s, 64), c64(f, 0));
  for (unsigned k = 0; k < rank; k++) v = smt_app3(s, Z3_mk_store, v, c64(f, k), sizes[k]);
  EncTensor *sh = tval_shape_new(f, 1);
  if (!sh) return 1;
  sh->dims[0] = c64(f, rank);
  return extent_at(f, op, (EncVal){v, smt_const_array(s, smt_bv_sort(s, 64), smt_true(s)), sh, NULL}, d);
}

/* rank: "the number of extents". */
static int enc_rank(EncFn *f, MlirOperation op) {
  EncVal a;
  return shape_operand(f, op, 0, &a) || enc_result(f, op, 0, (EncVal){a.t->dims[0], smt_true(f->s), NULL, NULL});
}

/* num_elements: "the product of its extents" (mod 2^64), for shapes of known rank. */
static int enc_num_elements(EncFn *f, MlirOperation op) {
  EncVal a;
  uint64_t n;
  if (shape_operand(f, op, 0, &a)) return 1;
  if (!tval_const_u64(f, a.t->dims[0], &n) || n > 64) return enc_unsupported(f, op, "of a shape of unknown rank");
  Z3_ast p = c64(f, 1), np = smt_true(f->s);
  for (uint64_t k = 0; k < n; k++) {
    EncVal e = tval_at(f, a, c64(f, k));
    p = smt_app2(f->s, Z3_mk_bvmul, p, e.v);
    np = smt_and(f->s, np, e.np);
  }
  return enc_result(f, op, 0, (EncVal){p, np, NULL, NULL});
}

/* ---- broadcasting ---- */

/* The shapes of an op's operands and the rank of their broadcast (the largest). */
typedef struct Shapes {
  unsigned n;
  EncVal a[SHP_MAX_OPERANDS];
  Z3_ast rank;
} Shapes;

static int shapes_read(EncFn *f, MlirOperation op, Shapes *sh) {
  sh->n = (unsigned)mlirOperationGetNumOperands(op);
  if (sh->n > SHP_MAX_OPERANDS) return enc_unsupported(f, op, "of more than 16 shapes");
  sh->rank = c64(f, 0);
  for (unsigned k = 0; k < sh->n; k++) {
    if (shape_operand(f, op, (int)k, &sh->a[k])) return 1;
    Z3_ast r = sh->a[k].t->dims[0];
    sh->rank = smt_ite(f->s, ult_(f, sh->rank, r), r, sh->rank);
  }
  return 0;
}

/* Extent i of the broadcast ("the smaller one is padded with 1's from the left"): *v, *np,
 * and *bad when two extents differ and neither is 1. */
static void broadcast_at(EncFn *f, const Shapes *sh, Z3_ast i, Z3_ast *v, Z3_ast *np, Z3_ast *bad) {
  Smt *s = f->s;
  Z3_ast e[SHP_MAX_OPERANDS], one = c64(f, 1);
  *v = one, *np = smt_true(s), *bad = smt_false(s);
  for (unsigned k = 0; k < sh->n; k++) {   /* the last extent that is not 1 */
    Z3_ast pad = smt_app2(s, Z3_mk_bvsub, sh->rank, sh->a[k].t->dims[0]);
    EncVal x = tval_at(f, sh->a[k], smt_app2(s, Z3_mk_bvsub, i, pad));
    Z3_ast in = smt_app2(s, Z3_mk_bvuge, i, pad);
    e[k] = smt_ite(s, in, x.v, one);
    *np = smt_and(s, *np, smt_or(s, not_(f, in), x.np));
    *v = smt_ite(s, eq_(f, e[k], one), *v, e[k]);
  }
  for (unsigned k = 0; k < sh->n; k++)
    *bad = smt_or(s, *bad, smt_and(s, not_(f, eq_(f, e[k], one)), not_(f, eq_(f, e[k], *v))));
}

/* Whether some extent of the shapes is poison: broadcasting them is then poison, and an
 * assertion about them UB. */
static Z3_ast shapes_poison(EncFn *f, const Shapes *sh) {
  Z3_ast any = smt_false(f->s);
  for (unsigned k = 0; k < sh->n; k++) {
    Z3_ast i = tval_index(f, "bcastp");
    any = smt_or(f->s, any, tval_exists(f, i, sh->a[k].t->dims[0], not_(f, tval_at(f, sh->a[k], i).np)));
  }
  return any;
}

/* Whether some extent of the broadcast is undefined. */
static Z3_ast broadcast_bad(EncFn *f, const Shapes *sh) {
  Z3_ast i = tval_index(f, "bcast"), v, np, bad;
  broadcast_at(f, sh, i, &v, &np, &bad);
  return tval_exists(f, i, sh->rank, bad);
}

/* broadcast: "result[i] = lhs[i] if lhs[i] == rhs[i], lhs[i] if rhs[i] == 1, rhs[i] if
 * lhs[i] == 1"; undefined: "the result is an error shape" (every extent poison) for a
 * !shape.shape result, and UB for an extent tensor ("the behavior may be undefined"); a
 * poison extent among the operands makes every extent poison. */
static int enc_broadcast(EncFn *f, MlirOperation op) {
  Shapes sh;
  if (shapes_read(f, op, &sh)) return 1;
  Z3_ast i = tval_index(f, "bcast"), v, np, bad;
  broadcast_at(f, &sh, i, &v, &np, &bad);
  Z3_ast any_bad = broadcast_bad(f, &sh), pois = shapes_poison(f, &sh);
  np = smt_and(f->s, np, not_(f, pois));
  if (is_shape(res_type(op))) np = smt_and(f->s, np, not_(f, any_bad));
  else enc_ub(f, smt_and(f->s, not_(f, pois), any_bad));
  return shape_result(f, op, sh.rank, tval_lambda(f, i, v), tval_lambda(f, i, np));
}

/* is_broadcastable: whether broadcast is defined, as i1. */
static int enc_is_broadcastable(EncFn *f, MlirOperation op) {
  Shapes sh;
  if (shapes_read(f, op, &sh)) return 1;
  return enc_result(f, op, 0, (EncVal){bit(f, not_(f, broadcast_bad(f, &sh))), not_(f, shapes_poison(f, &sh)), NULL, NULL});
}

/* Whether all the shapes are equal (same rank and extents; a poison extent counts as unequal). */
static Z3_ast shapes_equal(EncFn *f, const Shapes *sh) {
  Smt *s = f->s;
  Z3_ast all = smt_true(s);
  for (unsigned k = 1; k < sh->n; k++) {
    Z3_ast i = tval_index(f, "eq");
    EncVal x = tval_at(f, sh->a[0], i), y = tval_at(f, sh->a[k], i);
    Z3_ast differ = smt_or(s, not_(f, smt_and(s, x.np, y.np)), not_(f, eq_(f, x.v, y.v)));
    all = smt_and(s, all, smt_and(s, eq_(f, sh->a[0].t->dims[0], sh->a[k].t->dims[0]),
                                  not_(f, tval_exists(f, i, sh->a[0].t->dims[0], differ))));
  }
  return all;
}

/* shape_eq: whether all shapes are equal, as i1. */
static int enc_shape_eq(EncFn *f, MlirOperation op) {
  Shapes sh;
  if (shapes_read(f, op, &sh)) return 1;
  return enc_result(f, op, 0, (EncVal){bit(f, shapes_equal(f, &sh)), smt_true(f->s), NULL, NULL});
}

/* ---- witnesses: "cstr" operations represent runtime assertions ---- */

static int witness(EncFn *f, MlirOperation op, Z3_ast holds) {
  return enc_result(f, op, 0, (EncVal){bit(f, holds), smt_true(f->s), NULL, NULL});
}

/* cstr_broadcastable: UB unless the shapes broadcast; the witness holds. */
static int enc_cstr_broadcastable(EncFn *f, MlirOperation op) {
  Shapes sh;
  if (shapes_read(f, op, &sh)) return 1;
  enc_ub(f, smt_or(f->s, shapes_poison(f, &sh), broadcast_bad(f, &sh)));
  return witness(f, op, smt_true(f->s));
}

/* cstr_eq: UB unless all shapes are equal; the witness holds. */
static int enc_cstr_eq(EncFn *f, MlirOperation op) {
  Shapes sh;
  if (shapes_read(f, op, &sh)) return 1;
  enc_ub(f, not_(f, shapes_equal(f, &sh)));
  return witness(f, op, smt_true(f->s));
}

/* cstr_require: "a runtime assertion that an i1 is true": UB unless it is (poison too). */
static int enc_cstr_require(EncFn *f, MlirOperation op) {
  EncVal p;
  if (enc_operand(f, op, 0, &p)) return 1;
  enc_ub(f, not_(f, smt_and(f->s, p.np, smt_bv_to_bool(f->s, p.v))));
  return witness(f, op, smt_true(f->s));
}

/* const_witness: its `passing` attribute. */
static int enc_const_witness(EncFn *f, MlirOperation op) {
  MlirAttribute a = mu_attr(op, "passing");
  if (mlirAttributeIsNull(a) || !mlirAttributeIsABool(a)) return enc_stop(f->q, TV_ERROR, "shape.const_witness without passing");
  return witness(f, op, mlirBoolAttrGetValue(a) ? smt_true(f->s) : smt_false(f->s));
}

/* Whether witness w holds (a poison one does not). */
static Z3_ast holds(EncFn *f, EncVal w) { return smt_and(f->s, w.np, smt_bv_to_bool(f->s, w.v)); }

/* assuming_all: "a logical AND of all witnesses". */
static int enc_assuming_all(EncFn *f, MlirOperation op) {
  Z3_ast all = smt_true(f->s);
  for (intptr_t k = 0; k < mlirOperationGetNumOperands(op); k++) {
    EncVal w;
    if (enc_operand(f, op, (int)k, &w)) return 1;
    all = smt_and(f->s, all, holds(f, w));
  }
  return witness(f, op, all);
}

/* assuming: "Executes the region assuming all witnesses are true": UB when the witness does
 * not hold; the results are what its assuming_yield yields. */
static int enc_assuming(EncFn *f, MlirOperation op) {
  EncVal w, *y;
  if (enc_operand(f, op, 0, &w)) return 1;
  enc_ub(f, not_(f, holds(f, w)));
  if (enc_region(f, mlirOperationGetRegion(op, 0), smt_true(f->s), &y)) return 1;
  for (intptr_t i = 0; i < mlirOperationGetNumResults(op); i++)
    if (!y || enc_result(f, op, (int)i, y[i])) return y ? 1 : enc_stop(f->q, TV_ERROR, "shape.assuming without yield");
  return enc_failed(f);
}

static int enc_assuming_yield(EncFn *f, MlirOperation op) { return enc_yield(f, op); }

/* index_to_size, size_to_index, const_size: the same index. */
static int enc_same_index(EncFn *f, MlirOperation op) {
  EncVal a;
  return enc_operand(f, op, 0, &a) || enc_result(f, op, 0, a);
}

static int enc_const_size(EncFn *f, MlirOperation op) {
  MlirAttribute a = mu_attr(op, "value");
  if (mlirAttributeIsNull(a) || !mlirAttributeIsAInteger(a)) return enc_stop(f->q, TV_ERROR, "shape.const_size without value");
  return enc_result(f, op, 0, (EncVal){c64(f, (uint64_t)mlirIntegerAttrGetValueInt(a)), smt_true(f->s), NULL, NULL});
}

/* add, mul: sizes or indices mod 2^64 (a poison operand, an error size, gives poison). */
static int enc_arith2(EncFn *f, MlirOperation op, Z3_ast (*mk)(Z3_context, Z3_ast, Z3_ast)) {
  EncVal a, b;
  if (enc_operand(f, op, 0, &a) || enc_operand(f, op, 1, &b)) return 1;
  return enc_result(f, op, 0, (EncVal){smt_app2(f->s, mk, a.v, b.v), smt_and(f->s, a.np, b.np), NULL, NULL});
}
static int enc_add(EncFn *f, MlirOperation op) { return enc_arith2(f, op, Z3_mk_bvadd); }
static int enc_mul(EncFn *f, MlirOperation op) { return enc_arith2(f, op, Z3_mk_bvmul); }

/* ---- evaluators (interp.h): the same rules on concrete extents ---- */

/* A rank-1 index tensor of length n for op's result (a !shape.shape too). */
static int ev_new_shape(IFn *f, MlirOperation op, uint64_t n, IVal *out) {
  int64_t dyn = mlirShapedTypeGetDynamicSize(), len = (int64_t)n;
  MlirType t = mlirRankedTensorTypeGet(1, &dyn, mlirIndexTypeGet(mlirOperationGetContext(op)), mlirAttributeGetNull());
  if (len < 0 || n > (1u << 20)) return interp_limit(f, "a shape of %llu extents", (unsigned long long)n);
  if (interp_tensor(interp_of(f), t, &len, out)) return 1;
  MlirType rt = res_type(op);
  if (interp_is_tensor(rt) && !mlirShapedTypeIsDynamicDim(rt, 0) && mlirShapedTypeGetDimSize(rt, 0) != len)
    return interp_ub(f, op, "an extent tensor of %lld extents where its type has %lld", (long long)len,
                     (long long)mlirShapedTypeGetDimSize(rt, 0));
  return 0;
}

static int ev_shape_operand(IFn *f, MlirOperation op, int i, IVal *out) {
  if (interp_operand(f, op, i, out)) return 1;
  return out->t && out->t->rank == 1 ? 0 : interp_unsupported(f, op, "on a value that is not a ranked shape");
}

static int ev_sizes(IFn *f, MlirOperation op, IVal x, unsigned *rank, uint64_t *sizes) {
  *rank = 0;
  if ((x.m && x.m->rank > 64) || (x.t && x.t->rank > 64)) return interp_unsupported(f, op, "of rank over 64");
  if (x.m) {
    *rank = x.m->rank;
    for (unsigned k = 0; k < *rank; k++) sizes[k] = x.m->sizes[k];
  } else if (x.t) {
    *rank = x.t->rank;
    for (unsigned k = 0; k < *rank; k++) sizes[k] = (uint64_t)x.t->dims[k];
  } else {
    return interp_unsupported(f, op, "of an unranked or non-shaped value");
  }
  return 0;
}

static int ev_shape_of(IFn *f, MlirOperation op) {
  IVal x, r;
  uint64_t sz[64];
  unsigned rank;
  if (interp_operand(f, op, 0, &x) || ev_sizes(f, op, x, &rank, sz) || ev_new_shape(f, op, rank, &r)) return 1;
  for (unsigned k = 0; k < rank; k++) r.t->e[k] = (IScalar){sz[k], 0, 0};
  return interp_result(f, op, 0, r);
}

static int ev_const_shape(IFn *f, MlirOperation op) {
  MlirAttribute a = mu_attr(op, "shape");
  IVal r;
  if (mlirAttributeIsNull(a) || !mlirAttributeIsADenseElements(a)) return interp_error(f, "shape.const_shape without extents");
  intptr_t n = mlirElementsAttrGetNumElements(a);
  if (ev_new_shape(f, op, (uint64_t)n, &r)) return 1;
  for (intptr_t k = 0; k < n; k++) r.t->e[k] = (IScalar){mlirDenseElementsAttrGetIndexValue(a, k), 0, 0};
  return interp_result(f, op, 0, r);
}

static int ev_from_extents(IFn *f, MlirOperation op) {
  unsigned n = (unsigned)mlirOperationGetNumOperands(op);
  IVal r;
  return ev_new_shape(f, op, n, &r) || interp_scalar_operands(f, op, n, r.t->e) || interp_result(f, op, 0, r);
}

static int ev_same_extents(IFn *f, MlirOperation op) {
  IVal a, r;
  if (ev_shape_operand(f, op, 0, &a) || ev_new_shape(f, op, a.t->n, &r)) return 1;
  memcpy(r.t->e, a.t->e, a.t->n * sizeof *a.t->e);
  return interp_result(f, op, 0, r);
}

/* Extent d of the n extents e, as extent_at. */
static int ev_extent_at(IFn *f, MlirOperation op, size_t n, const IScalar *e, IScalar d) {
  int in = !d.poison && d.bits < n;
  IScalar x = in ? e[d.bits] : (IScalar){0, 1, 0};
  if (!is_size(res_type(op)) && !in) return interp_ub(f, op, "an extent index out of bounds or poison");
  return interp_result(f, op, 0, (IVal){.s = x});
}

static int ev_get_extent(IFn *f, MlirOperation op) {
  IVal a, d;
  return ev_shape_operand(f, op, 0, &a) || interp_operand(f, op, 1, &d) || ev_extent_at(f, op, a.t->n, a.t->e, d.s);
}

static int ev_dim(IFn *f, MlirOperation op) {
  IVal x, d;
  uint64_t sz[64];
  IScalar e[64];
  unsigned rank;
  if (interp_operand(f, op, 0, &x) || interp_operand(f, op, 1, &d) || ev_sizes(f, op, x, &rank, sz)) return 1;
  for (unsigned k = 0; k < rank; k++) e[k] = (IScalar){sz[k], 0, 0};
  return ev_extent_at(f, op, rank, e, d.s);
}

static int ev_rank(IFn *f, MlirOperation op) {
  IVal a;
  return ev_shape_operand(f, op, 0, &a) || interp_result(f, op, 0, (IVal){.s = {a.t->n, 0, 0}});
}

static int ev_num_elements(IFn *f, MlirOperation op) {
  IVal a;
  IScalar p = {1, 0, 0};
  if (ev_shape_operand(f, op, 0, &a)) return 1;
  for (size_t k = 0; k < a.t->n; k++) p.bits *= a.t->e[k].bits, p.poison |= a.t->e[k].poison;
  return interp_result(f, op, 0, (IVal){.s = p});
}

/* The operands' shapes and the broadcast's rank. */
typedef struct IShapes {
  unsigned n;
  IVal a[SHP_MAX_OPERANDS];
  size_t rank;
} IShapes;

static int ev_shapes(IFn *f, MlirOperation op, IShapes *sh) {
  sh->n = (unsigned)mlirOperationGetNumOperands(op);
  sh->rank = 0;
  if (sh->n > SHP_MAX_OPERANDS) return interp_unsupported(f, op, "of more than 16 shapes");
  for (unsigned k = 0; k < sh->n; k++) {
    if (ev_shape_operand(f, op, (int)k, &sh->a[k])) return 1;
    if (sh->a[k].t->n > sh->rank) sh->rank = sh->a[k].t->n;
  }
  return 0;
}

/* Extent i of the broadcast, as broadcast_at; *bad when undefined. */
static IScalar ev_broadcast_at(const IShapes *sh, size_t i, int *bad) {
  IScalar v = {1, 0, 0}, e[SHP_MAX_OPERANDS];
  for (unsigned k = 0; k < sh->n; k++) {
    size_t pad = sh->rank - sh->a[k].t->n;
    e[k] = i >= pad ? sh->a[k].t->e[i - pad] : (IScalar){1, 0, 0};
    v.poison |= e[k].poison;
    if (e[k].bits != 1) v.bits = e[k].bits;
  }
  for (unsigned k = 0; k < sh->n; k++) *bad |= e[k].bits != 1 && e[k].bits != v.bits;
  return v;
}

static int ev_shapes_poison(const IShapes *sh) {
  for (unsigned k = 0; k < sh->n; k++)
    for (size_t i = 0; i < sh->a[k].t->n; i++)
      if (sh->a[k].t->e[i].poison) return 1;
  return 0;
}

static int ev_broadcast_bad(const IShapes *sh) {
  int bad = 0;
  for (size_t i = 0; i < sh->rank; i++) ev_broadcast_at(sh, i, &bad);
  return bad;
}

static int ev_broadcast(IFn *f, MlirOperation op) {
  IShapes sh;
  IVal r;
  if (ev_shapes(f, op, &sh) || ev_new_shape(f, op, sh.rank, &r)) return 1;
  int bad = 0;
  for (size_t i = 0; i < sh.rank; i++) r.t->e[i] = ev_broadcast_at(&sh, i, &bad);
  int pois = ev_shapes_poison(&sh);
  if (bad && !pois && !is_shape(res_type(op))) return interp_ub(f, op, "extent tensors that do not broadcast");
  for (size_t i = 0; (bad || pois) && i < sh.rank; i++) r.t->e[i].poison = 1;   /* an error shape */
  return interp_result(f, op, 0, r);
}

static int ev_is_broadcastable(IFn *f, MlirOperation op) {
  IShapes sh;
  return ev_shapes(f, op, &sh) ||
         interp_result(f, op, 0, (IVal){.s = {!ev_broadcast_bad(&sh), (uint8_t)ev_shapes_poison(&sh), 0}});
}

static int ev_shapes_equal(const IShapes *sh) {
  for (unsigned k = 1; k < sh->n; k++) {
    if (sh->a[k].t->n != sh->a[0].t->n) return 0;
    for (size_t i = 0; i < sh->a[0].t->n; i++) {
      IScalar x = sh->a[0].t->e[i], y = sh->a[k].t->e[i];
      if (x.poison || y.poison || x.bits != y.bits) return 0;
    }
  }
  return 1;
}

static int ev_shape_eq(IFn *f, MlirOperation op) {
  IShapes sh;
  return ev_shapes(f, op, &sh) || interp_result(f, op, 0, (IVal){.s = {ev_shapes_equal(&sh), 0, 0}});
}

static int ev_witness(IFn *f, MlirOperation op, int holds) { return interp_result(f, op, 0, (IVal){.s = {holds != 0, 0, 0}}); }

static int ev_cstr_broadcastable(IFn *f, MlirOperation op) {
  IShapes sh;
  if (ev_shapes(f, op, &sh)) return 1;
  if (ev_shapes_poison(&sh) || ev_broadcast_bad(&sh))
    return interp_ub(f, op, "shape.cstr_broadcastable of shapes that do not broadcast");
  return ev_witness(f, op, 1);
}

static int ev_cstr_eq(IFn *f, MlirOperation op) {
  IShapes sh;
  if (ev_shapes(f, op, &sh)) return 1;
  if (!ev_shapes_equal(&sh)) return interp_ub(f, op, "shape.cstr_eq of shapes that differ");
  return ev_witness(f, op, 1);
}

static int ev_cstr_require(IFn *f, MlirOperation op) {
  IVal p;
  if (interp_operand(f, op, 0, &p)) return 1;
  if (p.s.poison || !(p.s.bits & 1)) return interp_ub(f, op, "shape.cstr_require of false or poison");
  return ev_witness(f, op, 1);
}

static int ev_const_witness(IFn *f, MlirOperation op) {
  MlirAttribute a = mu_attr(op, "passing");
  if (mlirAttributeIsNull(a) || !mlirAttributeIsABool(a)) return interp_error(f, "shape.const_witness without passing");
  return ev_witness(f, op, mlirBoolAttrGetValue(a));
}

static int ev_assuming_all(IFn *f, MlirOperation op) {
  int all = 1;
  for (intptr_t k = 0; k < mlirOperationGetNumOperands(op); k++) {
    IVal w;
    if (interp_operand(f, op, (int)k, &w)) return 1;
    all = all && !w.s.poison && (w.s.bits & 1);
  }
  return ev_witness(f, op, all);
}

static int ev_assuming(IFn *f, MlirOperation op) {
  IVal w, *y;
  unsigned ny;
  if (interp_operand(f, op, 0, &w)) return 1;
  if (w.s.poison || !(w.s.bits & 1)) return interp_ub(f, op, "shape.assuming on a witness that does not hold");
  if (interp_region(f, mlirOperationGetRegion(op, 0), 0, NULL, &ny, &y)) return 1;
  if (ny != (unsigned)mlirOperationGetNumResults(op)) return interp_error(f, "shape.assuming result count");
  for (unsigned i = 0; i < ny; i++)
    if (interp_result(f, op, (int)i, y[i])) return 1;
  return 0;
}

static int ev_assuming_yield(IFn *f, MlirOperation op) { return interp_yield(f, op); }

static int ev_same_index(IFn *f, MlirOperation op) {
  IVal a;
  return interp_operand(f, op, 0, &a) || interp_result(f, op, 0, a);
}

static int ev_const_size(IFn *f, MlirOperation op) {
  MlirAttribute a = mu_attr(op, "value");
  if (mlirAttributeIsNull(a) || !mlirAttributeIsAInteger(a)) return interp_error(f, "shape.const_size without value");
  return interp_result(f, op, 0, (IVal){.s = {(uint64_t)mlirIntegerAttrGetValueInt(a), 0, 0}});
}

static int ev_arith2(IFn *f, MlirOperation op, int mul) {
  IVal a, b;
  if (interp_operand(f, op, 0, &a) || interp_operand(f, op, 1, &b)) return 1;
  IScalar r = {mul ? a.s.bits * b.s.bits : a.s.bits + b.s.bits, (uint8_t)(a.s.poison | b.s.poison), 0};
  return interp_result(f, op, 0, (IVal){.s = r});
}
static int ev_add(IFn *f, MlirOperation op) { return ev_arith2(f, op, 0); }
static int ev_mul(IFn *f, MlirOperation op) { return ev_arith2(f, op, 1); }

static const EncOpDef shape_ops[] = {
    {"shape.add", enc_add, "sum of two sizes or indices mod 2^64", ev_add, OP_PURE_NO_UB},
    {"shape.assuming", enc_assuming, "runs its region; a witness that does not hold is UB", ev_assuming},
    {"shape.assuming_all", enc_assuming_all, "witness: all operands hold", ev_assuming_all, OP_PURE_NO_UB},
    {"shape.assuming_yield", enc_assuming_yield, "yields its operands to the enclosing shape.assuming", ev_assuming_yield},
    {"shape.broadcast", enc_broadcast, "extents padded with 1s on the left; a 1 takes the other extent; others "
                                       "differing: error shape (poison) or, for an extent tensor, UB", ev_broadcast},
    {"shape.const_shape", enc_const_shape, "the extents of its attribute", ev_const_shape, OP_PURE_NO_UB},
    {"shape.const_size", enc_const_size, "its value as an index", ev_const_size, OP_PURE_NO_UB},
    {"shape.const_witness", enc_const_witness, "witness: its passing attribute", ev_const_witness, OP_PURE_NO_UB},
    {"shape.cstr_broadcastable", enc_cstr_broadcastable, "UB unless the shapes broadcast (runtime assertion); "
                                                         "the witness holds", ev_cstr_broadcastable},
    {"shape.cstr_eq", enc_cstr_eq, "UB unless all shapes are equal (runtime assertion); the witness holds", ev_cstr_eq},
    {"shape.cstr_require", enc_cstr_require, "UB unless its i1 is true (runtime assertion); the witness holds", ev_cstr_require},
    {"shape.dim", enc_dim, "extent of the operand's shape; out of bounds: UB (index) or error size (poison)", ev_dim},
    {"shape.from_extent_tensor", enc_same_extents, "the same extents as a shape", ev_same_extents, OP_PURE_NO_UB},
    {"shape.from_extents", enc_from_extents, "a shape of its sizes", ev_from_extents, OP_PURE_NO_UB},
    {"shape.get_extent", enc_get_extent, "extent at the index; out of bounds: UB (index) or error size (poison)", ev_get_extent},
    {"shape.index_to_size", enc_same_index, "the same value", ev_same_index, OP_PURE_NO_UB},
    {"shape.is_broadcastable", enc_is_broadcastable, "i1: whether the shapes broadcast", ev_is_broadcastable, OP_PURE_NO_UB},
    {"shape.mul", enc_mul, "product of two sizes or indices mod 2^64", ev_mul, OP_PURE_NO_UB},
    {"shape.num_elements", enc_num_elements, "product of the extents mod 2^64 (shapes of known rank)", ev_num_elements, OP_PURE_NO_UB},
    {"shape.rank", enc_rank, "the number of extents", ev_rank, OP_PURE_NO_UB},
    {"shape.shape_eq", enc_shape_eq, "i1: whether all shapes are equal", ev_shape_eq, OP_PURE_NO_UB},
    {"shape.shape_of", enc_shape_of, "the sizes of a ranked tensor or memref", ev_shape_of, OP_PURE_NO_UB},
    {"shape.size_to_index", enc_same_index, "the same value", ev_same_index, OP_PURE_NO_UB},
    {"shape.to_extent_tensor", enc_same_extents, "the same extents as an extent tensor (static length "
                                                 "differing: UB)", ev_same_extents},
};

const EncTable shape_table = {"shape", shape_ops, sizeof shape_ops / sizeof shape_ops[0]};
