/* tensor.c: the tensor dialect (TensorOps.td) over the tensor values of tval.c.
 * Indices are index values (64 bits); a poison or out-of-bounds index is UB, as is
 * reading an element that was never written. */
#include <string.h>
#include <mlir-c/BuiltinTypes.h>
#include "enc.h"
#include "interp.h"
#include "mlirutil.h"
#include "tval.h"

enum { TENSOR_MAX_RANK = 16 };   /* ranks we encode (index arrays live on the stack) */

static Z3_sort idx_sort(EncFn *f) { return smt_bv_sort(f->s, 64); }
static Z3_ast not_(EncFn *f, Z3_ast a) { return smt_app1(f->s, Z3_mk_not, a); }
static MlirType result_type(MlirOperation op) { return mlirValueGetType(mlirOperationGetResult(op, 0)); }
static Z3_ast idx_c(EncFn *f, uint64_t v) { return smt_bv_u64(f->s, 64, v); }
static Z3_ast eq_(EncFn *f, Z3_ast a, Z3_ast b) { return smt_app2(f->s, Z3_mk_eq, a, b); }
static Z3_ast add_(EncFn *f, Z3_ast a, Z3_ast b) { return smt_app2(f->s, Z3_mk_bvadd, a, b); }
static Z3_ast sub_(EncFn *f, Z3_ast a, Z3_ast b) { return smt_app2(f->s, Z3_mk_bvsub, a, b); }
static Z3_ast mul_(EncFn *f, Z3_ast a, Z3_ast b) { return smt_app2(f->s, Z3_mk_bvmul, a, b); }
static Z3_ast ult_(EncFn *f, Z3_ast a, Z3_ast b) { return smt_app2(f->s, Z3_mk_bvult, a, b); }
static Z3_ast ule_(EncFn *f, Z3_ast a, Z3_ast b) { return smt_app2(f->s, Z3_mk_bvule, a, b); }
static unsigned type_rank(MlirType t) { return (unsigned)mlirShapedTypeGetRank(t); }
static int64_t dim_size(MlirType t, unsigned r) { return mlirShapedTypeGetDimSize(t, r); }
static int is_dyn(int64_t v) { return v == mlirShapedTypeGetDynamicSize(); }

/* The result shape of op: static sizes from its type, dynamic ones from operands
 * first.. (as many as the type has dynamic dimensions). */
static EncTensor *dyn_shape(EncFn *f, MlirOperation op, int first) {
  MlirType t = result_type(op);
  if (!tval_is_tensor(t)) return enc_stop(f->q, TV_UNSUPPORTED, "unranked tensor"), NULL;
  unsigned ndyn = 0, rank = (unsigned)mlirShapedTypeGetRank(t);
  for (unsigned r = 0; r < rank; r++) ndyn += mlirShapedTypeIsDynamicDim(t, r);
  Z3_ast dyn[16];
  if (ndyn > 16 || enc_index_operands(f, op, first, ndyn, dyn)) return enc_failed(f) ? NULL : (enc_stop(f->q, TV_UNSUPPORTED, "rank over 16"), NULL);
  return tval_type_shape(f, t, dyn, "dyn");
}

/* empty: a tensor of the given shape whose elements were never written. */
static int enc_empty(EncFn *f, MlirOperation op) {
  EncTensor *sh = dyn_shape(f, op, 0);
  unsigned w = sh ? enc_width(f, result_type(op), op) : 0;
  if (!w) return 1;
  sh->init = smt_const_array(f->s, idx_sort(f), smt_false(f->s));
  EncVal v = {smt_const_array(f->s, idx_sort(f), smt_bv_u64(f->s, w, 0)),
              smt_const_array(f->s, idx_sort(f), smt_true(f->s)), sh};
  return enc_result(f, op, 0, v);
}

/* extract: the element at the indices; out of bounds or never written is UB. */
static int enc_extract(EncFn *f, MlirOperation op) {
  EncVal t, e;
  Z3_ast idx[16];
  if (enc_operand(f, op, 0, &t)) return 1;
  if (!t.t || t.t->rank > 16) return enc_stop(f->q, TV_UNSUPPORTED, "tensor.extract of this type");
  if (enc_index_operands(f, op, 1, t.t->rank, idx) || tval_read(f, t, idx, &e)) return 1;
  return enc_result(f, op, 0, e);
}

/* insert: the tensor with the element at the indices replaced (and written). */
static int enc_insert(EncFn *f, MlirOperation op) {
  EncVal x, t;
  Z3_ast idx[16];
  if (enc_operand(f, op, 0, &x) || enc_operand(f, op, 1, &t)) return 1;
  if (!t.t || t.t->rank > 16) return enc_stop(f->q, TV_UNSUPPORTED, "tensor.insert of this type");
  if (enc_index_operands(f, op, 2, t.t->rank, idx)) return 1;
  enc_ub(f, not_(f, tval_in_bounds(f, t.t, idx)));
  Z3_ast lin = tval_linear(f, t.t, idx);
  EncTensor *sh = tval_shape_new(f, t.t->rank);
  if (!sh) return 1;
  memcpy(sh->dims, t.t->dims, t.t->rank * sizeof *sh->dims);
  if (t.t->init) sh->init = smt_app3(f->s, Z3_mk_store, t.t->init, lin, smt_true(f->s));
  EncVal r = {smt_app3(f->s, Z3_mk_store, t.v, lin, x.v), smt_app3(f->s, Z3_mk_store, t.np, lin, x.np), sh};
  return enc_result(f, op, 0, r);
}

/* dim: the size of dimension %index; an index >= rank is UB. */
static int enc_dim(EncFn *f, MlirOperation op) {
  EncVal t, i;
  if (enc_operand(f, op, 0, &t) || enc_operand(f, op, 1, &i)) return 1;
  if (!t.t) return enc_stop(f->q, TV_UNSUPPORTED, "tensor.dim of an unranked tensor");
  Smt *s = f->s;
  Z3_ast v = smt_bv_u64(s, 64, 0);
  for (unsigned r = t.t->rank; r-- > 0;)
    v = smt_ite(s, smt_app2(s, Z3_mk_eq, i.v, smt_bv_u64(s, 64, r)), t.t->dims[r], v);
  enc_ub(f, smt_or(s, not_(f, i.np), smt_app2(s, Z3_mk_bvuge, i.v, smt_bv_u64(s, 64, t.t->rank))));
  return enc_result(f, op, 0, (EncVal){v, smt_true(s), NULL});
}

/* from_elements: a static tensor of the operands in row-major order. */
static int enc_from_elements(EncFn *f, MlirOperation op) {
  EncTensor *sh = tval_type_shape(f, result_type(op), NULL, "from_elements");
  unsigned w = sh ? enc_width(f, result_type(op), op) : 0;
  if (!w) return 1;
  Smt *s = f->s;
  Z3_ast v = smt_const_array(s, idx_sort(f), smt_bv_u64(s, w, 0));
  Z3_ast np = smt_const_array(s, idx_sort(f), smt_true(s));
  for (intptr_t k = 0; k < mlirOperationGetNumOperands(op); k++) {
    EncVal e;
    if (enc_operand(f, op, (int)k, &e)) return 1;
    Z3_ast at = smt_bv_u64(s, 64, (uint64_t)k);
    v = smt_app3(s, Z3_mk_store, v, at, e.v);
    np = smt_app3(s, Z3_mk_store, np, at, e.np);
  }
  return enc_result(f, op, 0, (EncVal){v, np, sh});
}

/* splat: every element is the scalar operand; dynamic sizes follow it. */
static int enc_splat(EncFn *f, MlirOperation op) {
  EncVal x;
  if (enc_operand(f, op, 0, &x)) return 1;
  EncTensor *sh = dyn_shape(f, op, 1);
  if (!sh) return 1;
  EncVal r = {smt_const_array(f->s, idx_sort(f), x.v), smt_const_array(f->s, idx_sort(f), x.np), sh};
  return enc_result(f, op, 0, r);
}

/* generate: element [i0, ..] is what the body yields for those indices. */
static int enc_generate(EncFn *f, MlirOperation op) {
  EncTensor *sh = dyn_shape(f, op, 0);
  if (!sh) return 1;
  MlirBlock body = mlirRegionGetFirstBlock(mlirOperationGetRegion(op, 0));
  if (mlirBlockIsNull(body) || (unsigned)mlirBlockGetNumArguments(body) != sh->rank || sh->rank > 16)
    return enc_stop(f->q, TV_ERROR, "tensor.generate body does not match its rank");
  Z3_ast i = tval_index(f, "generate"), idx[16];
  tval_delinear(f, sh, i, idx);
  for (unsigned r = 0; r < sh->rank; r++)
    if (enc_set(f, mlirBlockGetArgument(body, r), (EncVal){idx[r], smt_true(f->s), NULL})) return 1;
  TvalScope sc;
  tval_scope_begin(f, &sc);
  f->nyield = 0;
  int rc = enc_block(f, body);
  tval_scope_end_at(f, &sc, i, sh);
  if (rc) return 1;
  if (f->nyield != 1) return enc_stop(f->q, TV_ERROR, "tensor.generate without tensor.yield");
  return enc_result(f, op, 0, tval_from_lambda(f, sh, i, f->yield[0].v, f->yield[0].np));
}

/* yield: hands the element to tensor.generate / tensor.pad. */
static int enc_yield_op(EncFn *f, MlirOperation op) { return enc_yield(f, op); }

/* cast: the same tensor; a static size of the result that the operand does not have at
 * run time is UB ("the runtime shape must match", TensorOps.td). To an unranked type the
 * value keeps its shape (the ranked value cast from, semantics.md "Observable behaviour"),
 * and back to a ranked type another rank is UB. */
static int enc_cast(EncFn *f, MlirOperation op) {
  EncVal t;
  if (enc_operand(f, op, 0, &t)) return 1;
  MlirType rt = result_type(op);
  if (!t.t) return enc_stop(f->q, TV_UNSUPPORTED, "tensor.cast of an unranked tensor argument");
  if (!tval_is_tensor(rt)) return enc_result(f, op, 0, t);
  if ((unsigned)mlirShapedTypeGetRank(rt) != t.t->rank) {
    if (!mlirShapedTypeHasStaticShape(rt)) return enc_unsupported(f, op, "of an unranked tensor to another rank, dynamic");
    enc_ub(f, smt_true(f->s));   /* this path has UB: any value of the result's type */
    return enc_result(f, op, 0, (EncVal){t.v, t.np, tval_type_shape(f, rt, NULL, "cast"), NULL});
  }
  for (unsigned r = 0; r < t.t->rank; r++)
    if (!mlirShapedTypeIsDynamicDim(rt, r))
      enc_ub(f, not_(f, smt_app2(f->s, Z3_mk_eq, t.t->dims[r],
                                 smt_bv_u64(f->s, 64, (uint64_t)mlirShapedTypeGetDimSize(rt, r)))));
  return enc_result(f, op, 0, t);
}

/* ---- shapes given by attributes and operands ---- */

/* The DenseI64Array attribute `name` of op into stat[n] (kDynamic entries: operands);
 * nonzero when op has no such attribute of n entries. */
static int mixed_attr(MlirOperation op, const char *name, unsigned n, int64_t *stat) {
  MlirAttribute a = mu_attr(op, name);
  if (mlirAttributeIsNull(a) || !mlirAttributeIsADenseI64Array(a) ||
      mlirDenseArrayGetNumElements(a) != (intptr_t)n)
    return 1;
  for (unsigned k = 0; k < n; k++) stat[k] = mlirDenseI64ArrayGetElement(a, (intptr_t)k);
  return 0;
}

/* The DenseI64Array attribute `name` of op, n entries: static ones as constants, kDynamic
 * ones from the index operands *next, *next + 1, ... (a poison one is UB); stat[] gets the
 * attribute's entries. */
static int mixed_list(EncFn *f, MlirOperation op, const char *name, int *next, unsigned n,
                      Z3_ast *out, int64_t *stat) {
  if (mixed_attr(op, name, n, stat))
    return enc_stop(f->q, TV_ERROR, "%s without a %s of %u entries", mu_op_name(&f->q->arena, op), name, n);
  for (unsigned k = 0; k < n; k++) {
    if (!is_dyn(stat[k])) out[k] = idx_c(f, (uint64_t)stat[k]);
    else if (enc_index_operands(f, op, (*next)++, 1, &out[k])) return 1;
  }
  return enc_failed(f);
}

/* The shape of result type t whose sizes are dims[]: a static size of t that dims[r] does
 * not have at run time is UB; dynamic sizes are dims[r], bounded by --tv-max-dim as
 * tensor.empty's when bound (sizes that operand values choose). */
static EncTensor *sized_shape(EncFn *f, MlirOperation op, const Z3_ast *dims, int bound) {
  MlirType t = result_type(op);
  if (!tval_is_tensor(t) || type_rank(t) > TENSOR_MAX_RANK)
    return enc_unsupported(f, op, "with an unranked or rank over 16 result"), NULL;
  unsigned rank = type_rank(t), k = 0;
  Z3_ast dyn[TENSOR_MAX_RANK];
  for (unsigned r = 0; r < rank; r++) {
    if (mlirShapedTypeIsDynamicDim(t, r)) dyn[k++] = dims[r];
    else enc_ub(f, not_(f, eq_(f, dims[r], idx_c(f, (uint64_t)dim_size(t, r)))));
  }
  if (bound) return tval_type_shape(f, t, dyn, "size");
  EncTensor *sh = tval_shape_new(f, rank);
  for (unsigned r = 0; sh && r < rank; r++)
    sh->dims[r] = mlirShapedTypeIsDynamicDim(t, r) ? dims[r] : idx_c(f, (uint64_t)dim_size(t, r));
  return enc_failed(f) ? NULL : sh;
}

/* Operand k as a ranked tensor of rank <= 16. */
static int tensor_operand(EncFn *f, MlirOperation op, int k, EncVal *out) {
  if (enc_operand(f, op, k, out)) return 1;
  if (!out->t || out->t->rank > TENSOR_MAX_RANK) return enc_unsupported(f, op, "of an unranked or rank over 16 tensor");
  return 0;
}

/* A copy of shape t with the same sizes (and no "written" array). */
static EncTensor *shape_copy(EncFn *f, const EncTensor *t) {
  EncTensor *sh = tval_shape_new(f, t->rank);
  if (sh) memcpy(sh->dims, t->dims, t->rank * sizeof *sh->dims);
  return sh;
}

/* Product of dims[0..n-1]; *ok becomes false when it wraps. */
static Z3_ast product_ok(EncFn *f, const Z3_ast *dims, unsigned n, Z3_ast *ok) {
  Z3_ast p = idx_c(f, 1);
  for (unsigned k = 0; k < n; k++) p = tval_mul_ok(f, p, dims[k], ok);
  return p;
}

/* ---- extract_slice, insert_slice ---- */

/* offsets, sizes and strides of a slice of a rank-`rank` tensor; keep[d] says whether
 * dimension d is in the slice's own type (a rank-reducing slice drops unit dimensions). */
typedef struct TensorSlice {
  unsigned rank;
  Z3_ast off[TENSOR_MAX_RANK], size[TENSOR_MAX_RANK], stride[TENSOR_MAX_RANK];
  int64_t ssize[TENSOR_MAX_RANK], sstride[TENSOR_MAX_RANK];
  int keep[TENSOR_MAX_RANK];
} TensorSlice;

/* The dropped dimensions, as MLIR's computeRankReductionMask (matching dynamic sizes):
 * sizes ssize[rank] are matched greedily against the small type's, unmatched ones must be
 * static 1; keep[d] says whether dimension d is kept. Nonzero when they do not match. */
static int slice_mask(unsigned rank, const int64_t *ssize, MlirType small, int *keep) {
  unsigned m = type_rank(small), k = 0;
  for (unsigned d = 0; d < rank; d++) {
    int64_t sz = ssize[d], want = k < m ? dim_size(small, k) : 0;
    keep[d] = k < m && (sz == want || (sz != 1 && (is_dyn(sz) || is_dyn(want))));
    k += (unsigned)keep[d];
    if (!keep[d] && sz != 1) break;
  }
  return k != m;
}

static int slice_read(EncFn *f, MlirOperation op, int first, unsigned rank, MlirType small, TensorSlice *sl) {
  int next = first;
  int64_t soff[TENSOR_MAX_RANK];
  sl->rank = rank;
  if (!tval_is_tensor(small)) return enc_unsupported(f, op, "of an unranked tensor");
  if (mixed_list(f, op, "static_offsets", &next, rank, sl->off, soff) ||
      mixed_list(f, op, "static_sizes", &next, rank, sl->size, sl->ssize) ||
      mixed_list(f, op, "static_strides", &next, rank, sl->stride, sl->sstride))
    return 1;
  if (slice_mask(rank, sl->ssize, small, sl->keep))
    return enc_stop(f->q, TV_ERROR, "%s: sizes do not match the slice type", mu_op_name(&f->q->arena, op));
  return 0;
}

/* Every element of the slice is inside t: per dimension offset <= dim, and, when the size
 * is not 0, offset + (size - 1) * stride < dim without wrapping (memref.subview's rule). */
static Z3_ast slice_in_bounds(EncFn *f, const TensorSlice *sl, const EncTensor *t) {
  Z3_ast all = smt_true(f->s);
  for (unsigned d = 0; d < sl->rank; d++) {
    Z3_ast ok = smt_true(f->s);
    Z3_ast last = tval_mul_ok(f, sub_(f, sl->size[d], idx_c(f, 1)), sl->stride[d], &ok);
    ok = smt_and(f->s, ok, ult_(f, last, sub_(f, t->dims[d], sl->off[d])));
    ok = smt_or(f->s, eq_(f, sl->size[d], idx_c(f, 0)), ok);
    all = smt_and(f->s, all, smt_and(f->s, ule_(f, sl->off[d], t->dims[d]), ok));
  }
  return all;
}

/* extract_slice: element j of the result is source[offset + j * stride] (dropped unit
 * dimensions at j = 0); a slice out of the source's bounds is UB. */
static int enc_extract_slice(EncFn *f, MlirOperation op) {
  EncVal t;
  TensorSlice sl;
  if (tensor_operand(f, op, 0, &t) || slice_read(f, op, 1, t.t->rank, result_type(op), &sl)) return 1;
  enc_ub(f, not_(f, slice_in_bounds(f, &sl, t.t)));
  Z3_ast dims[TENSOR_MAX_RANK] = {0}, idx[TENSOR_MAX_RANK], at[TENSOR_MAX_RANK];
  unsigned m = 0;
  for (unsigned d = 0; d < sl.rank; d++)
    if (sl.keep[d]) dims[m++] = sl.size[d];
  EncTensor *sh = sized_shape(f, op, dims, 1);
  if (!sh) return 1;
  Z3_ast i = tval_index(f, "extract_slice");
  tval_delinear(f, sh, i, idx);
  for (unsigned d = 0, k = 0; d < sl.rank; d++)
    at[d] = add_(f, sl.off[d], mul_(f, sl.keep[d] ? idx[k++] : idx_c(f, 0), sl.stride[d]));
  EncVal e = tval_at_idx(f, t, at);
  if (t.t->init) sh->init = tval_lambda(f, i, tval_written_idx(f, t, at));
  return enc_result(f, op, 0, tval_from_lambda(f, sh, i, e.v, e.np));
}

/* Whether element idx of the big tensor is in the slice; j gets its index in the slice's
 * own (rank-reduced) type. A zero stride places every slice element at the offset. */
static Z3_ast slice_hit(EncFn *f, const TensorSlice *sl, const Z3_ast *idx, Z3_ast *j) {
  Smt *s = f->s;
  Z3_ast in = smt_true(s);
  for (unsigned d = 0, k = 0; d < sl->rank; d++) {
    Z3_ast rel = sub_(f, idx[d], sl->off[d]), q = rel;
    Z3_ast hit = ule_(f, sl->off[d], idx[d]);
    if (sl->sstride[d] != 1) {
      Z3_ast st = sl->stride[d], zero = eq_(f, st, idx_c(f, 0));
      q = smt_ite(s, zero, idx_c(f, 0), smt_app2(s, Z3_mk_bvudiv, rel, st));
      Z3_ast on = eq_(f, smt_app2(s, Z3_mk_bvurem, rel, st), idx_c(f, 0));
      hit = smt_and(s, hit, smt_ite(s, zero, eq_(f, rel, idx_c(f, 0)), on));
    }
    in = smt_and(s, in, smt_and(s, hit, ult_(f, q, sl->size[d])));
    if (sl->keep[d]) j[k++] = q;
  }
  return in;
}

/* insert_slice: dest with dest[offset + j * stride] replaced by source[j]; a slice out of
 * dest's bounds, a source whose sizes are not the slice's, and a zero stride with a size
 * over 1 (several source elements written to one place) are UB. */
/* The insert_slice of src into dst; for parallel_insert_slice, written is the mask of
 * elements other inserts wrote: an element written again gets a fresh value and
 * not-poison flag (a conflicting write leaves "data from any of the updates, or even a
 * malformed bit pattern"). *i is the lambda index and *in "element *i is in the slice". */
static int insert_core(EncFn *f, MlirOperation op, EncVal src, EncVal dst, Z3_ast written, EncVal *out, Z3_ast *i,
                       Z3_ast *in) {
  TensorSlice sl;
  MlirType st = mlirValueGetType(mlirOperationGetOperand(op, 0));
  if (slice_read(f, op, 2, dst.t->rank, st, &sl)) return 1;
  enc_ub(f, not_(f, slice_in_bounds(f, &sl, dst.t)));
  for (unsigned d = 0, k = 0; d < sl.rank; d++) {
    if (sl.keep[d]) enc_ub(f, not_(f, eq_(f, src.t->dims[k++], sl.size[d])));
    enc_ub(f, smt_and(f->s, eq_(f, sl.stride[d], idx_c(f, 0)), ult_(f, idx_c(f, 1), sl.size[d])));
  }
  EncTensor *sh = shape_copy(f, dst.t);
  if (!sh) return 1;
  Z3_ast idx[TENSOR_MAX_RANK], j[TENSOR_MAX_RANK];
  *i = tval_index(f, "insert_slice");
  tval_delinear(f, sh, *i, idx);
  *in = slice_hit(f, &sl, idx, j);
  EncVal a = tval_at_idx(f, src, j), b = tval_at(f, dst, *i);
  if (src.t->init || dst.t->init)
    sh->init = tval_lambda(f, *i, smt_ite(f->s, *in, tval_written_idx(f, src, j), tval_written(f, dst, *i)));
  Z3_ast v = smt_ite(f->s, *in, a.v, b.v), np = smt_ite(f->s, *in, a.np, b.np);
  if (written) {
    Smt *s = f->s;
    Z3_context c = s->ctx;
    Z3_sort ix = smt_bv_sort(s, 64);
    Z3_ast clash = smt_and(s, smt_app2(s, Z3_mk_select, written, *i), *in);
    Z3_ast fv = smt_fresh(s, "race", smt_array_sort(s, ix, Z3_get_sort(c, v)));
    v = smt_ite(s, clash, smt_app2(s, Z3_mk_select, fv, *i), v);
    if (!enc_is_src(f)) {   /* the target's may also be poison (the source's: see the caller) */
      Z3_ast fnp = smt_fresh(s, "race.np", smt_array_sort(s, ix, Z3_mk_bool_sort(c)));
      np = smt_ite(s, clash, smt_app2(s, Z3_mk_select, fnp, *i), np);
    }
  }
  *out = tval_from_lambda(f, sh, *i, v, np);
  return enc_failed(f);
}

static int enc_insert_slice(EncFn *f, MlirOperation op) {
  EncVal src, dst, r;
  Z3_ast i, in;
  if (tensor_operand(f, op, 0, &src) || tensor_operand(f, op, 1, &dst) ||
      insert_core(f, op, src, dst, NULL, &r, &i, &in))
    return 1;
  return enc_result(f, op, 0, r);
}

/* parallel_insert_slice (in scf.forall.in_parallel): insert_slice into the forall's shared
 * output that dest names; an element that another insert also wrote holds an unknown
 * value, possibly poison (a conflicting write). */
static int enc_parallel_insert_slice(EncFn *f, MlirOperation op) {
  EncForall *fa = f->forall;
  MlirValue d = mlirOperationGetOperand(op, 1);
  if (!fa || !mlirValueIsABlockArgument(d) || !mlirBlockEqual(mlirBlockArgumentGetOwner(d), fa->body))
    return enc_stop(f->q, TV_ERROR, "tensor.parallel_insert_slice whose dest is not an scf.forall output");
  intptr_t k = mlirBlockArgumentGetArgNumber(d) - (intptr_t)fa->nivs;
  if (k < 0 || k >= (intptr_t)fa->nouts)
    return enc_stop(f->q, TV_ERROR, "tensor.parallel_insert_slice whose dest is not an scf.forall output");
  EncVal src, r;
  Z3_ast i, in;
  if (tensor_operand(f, op, 0, &src) || !fa->cur[k].t) return enc_failed(f) ? 1 : enc_unsupported(f, op, "of an unranked tensor");
  if (insert_core(f, op, src, fa->cur[k], fa->written[k], &r, &i, &in)) return 1;
  Z3_ast was = smt_app2(f->s, Z3_mk_select, fa->written[k], i);
  /* an unknown source value must not let a counterexample pick it: not trusted */
  if (enc_is_src(f) && enc_approx(f, tval_exists(f, i, tval_numel(f, fa->cur[k].t), smt_and(f->s, was, in)),
                                  "writes one element twice in scf.forall (the value is unknown)"))
    return 1;
  fa->written[k] = tval_lambda(f, i, smt_or(f->s, was, in));
  fa->cur[k] = r;
  return enc_failed(f);
}

/* ---- collapse_shape, expand_shape, reshape: same row-major elements, new sizes ---- */

/* The reassociation of op: group_of[d] is the group of dimension d of the higher-rank
 * side (rank n); groups are contiguous and cover it (a dimension in no group must be a
 * static 1, as when collapsing to rank 0). *ngroups gets their number. NULL, or what is
 * wrong with the attribute. */
static const char *reassoc(MlirOperation op, unsigned n, unsigned *group_of, unsigned *ngroups) {
  MlirAttribute a = mu_attr(op, "reassociation");
  if (mlirAttributeIsNull(a) || !mlirAttributeIsAArray(a)) return "without a reassociation";
  for (unsigned d = 0; d < n; d++) group_of[d] = UINT32_MAX;
  *ngroups = (unsigned)mlirArrayAttrGetNumElements(a);
  for (unsigned g = 0; g < *ngroups; g++) {
    MlirAttribute grp = mlirArrayAttrGetElement(a, g);
    for (intptr_t k = 0; mlirAttributeIsAArray(grp) && k < mlirArrayAttrGetNumElements(grp); k++) {
      int64_t d = mlirIntegerAttrGetValueInt(mlirArrayAttrGetElement(grp, k));
      if (d < 0 || (uint64_t)d >= n) return "with a reassociation index out of range";
      group_of[d] = g;
    }
  }
  return NULL;
}

/* reassoc for the encoder: a bad attribute stops with an error. */
static int enc_reassoc(EncFn *f, MlirOperation op, unsigned n, unsigned *group_of, unsigned *ngroups) {
  const char *bad = reassoc(op, n, group_of, ngroups);
  return bad ? enc_stop(f->q, TV_ERROR, "%s %s", mu_op_name(&f->q->arena, op), bad) : 0;
}

/* Product of the sizes dims[d] of the dimensions d in group g. */
static Z3_ast group_product(EncFn *f, const Z3_ast *dims, const unsigned *group_of, unsigned n,
                            unsigned g, Z3_ast *ok) {
  Z3_ast p = idx_c(f, 1);
  for (unsigned d = 0; d < n; d++)
    if (group_of[d] == g) p = tval_mul_ok(f, p, dims[d], ok);
  return p;
}

/* The source's elements and "written" array under a new shape. */
static int same_elements(EncFn *f, MlirOperation op, EncVal src, EncTensor *sh) {
  sh->init = src.t->init;
  return enc_result(f, op, 0, (EncVal){src.v, src.np, sh});
}

/* collapse_shape: each result size is the product of its group of source sizes. */
static int enc_collapse_shape(EncFn *f, MlirOperation op) {
  EncVal src;
  unsigned group_of[TENSOR_MAX_RANK], ng;
  if (tensor_operand(f, op, 0, &src) || enc_reassoc(f, op, src.t->rank, group_of, &ng)) return 1;
  if (ng > TENSOR_MAX_RANK) return enc_unsupported(f, op, "with more than 16 groups");
  Z3_ast dims[TENSOR_MAX_RANK], ok = smt_true(f->s);
  for (unsigned g = 0; g < ng; g++) dims[g] = group_product(f, src.t->dims, group_of, src.t->rank, g, &ok);
  EncTensor *sh = sized_shape(f, op, dims, 0);
  return sh ? same_elements(f, op, src, sh) : 1;
}

/* expand_shape: result sizes from output_shape; a group whose sizes do not multiply to
 * its source size is UB. */
static int enc_expand_shape(EncFn *f, MlirOperation op) {
  EncVal src;
  MlirType rt = result_type(op);
  unsigned group_of[TENSOR_MAX_RANK], ng, m = tval_is_tensor(rt) ? type_rank(rt) : 0;
  if (tensor_operand(f, op, 0, &src)) return 1;
  if (m > TENSOR_MAX_RANK) return enc_unsupported(f, op, "of rank over 16");
  if (enc_reassoc(f, op, m, group_of, &ng)) return 1;
  if (ng != src.t->rank) return enc_stop(f->q, TV_ERROR, "tensor.expand_shape groups do not match the source rank");
  Z3_ast dims[TENSOR_MAX_RANK];
  int64_t stat[TENSOR_MAX_RANK];
  int next = 1;
  if (mixed_list(f, op, "static_output_shape", &next, m, dims, stat)) return 1;
  EncTensor *sh = sized_shape(f, op, dims, 0);
  if (!sh) return 1;
  for (unsigned g = 0; g < ng; g++) {
    Z3_ast ok = smt_true(f->s), p = group_product(f, sh->dims, group_of, m, g, &ok);
    enc_ub(f, not_(f, smt_and(f->s, ok, eq_(f, p, src.t->dims[g]))));
  }
  return same_elements(f, op, src, sh);
}

/* reshape: result sizes are the elements of the shape operand (sign-extended); a poison or
 * unwritten one, or sizes whose product is not the source's element count, are UB. */
static int enc_reshape(EncFn *f, MlirOperation op) {
  EncVal src, shp;
  if (tensor_operand(f, op, 0, &src) || tensor_operand(f, op, 1, &shp)) return 1;
  MlirType rt = result_type(op);
  unsigned w = enc_width(f, mlirValueGetType(mlirOperationGetOperand(op, 1)), op);
  if (!w) return 1;
  if (!tval_is_tensor(rt) || type_rank(rt) > TENSOR_MAX_RANK || w > 64)
    return enc_unsupported(f, op, "to an unranked result or with a shape wider than 64 bits");
  Z3_ast dims[TENSOR_MAX_RANK], ok = smt_true(f->s);
  for (unsigned k = 0; k < type_rank(rt); k++) {
    EncVal e;
    Z3_ast at = idx_c(f, k);
    if (tval_read(f, shp, &at, &e)) return 1;
    enc_ub(f, not_(f, e.np));
    dims[k] = smt_sext(f->s, 64 - w, e.v);
  }
  EncTensor *sh = sized_shape(f, op, dims, 0);
  if (!sh) return 1;
  Z3_ast n = product_ok(f, sh->dims, sh->rank, &ok);
  enc_ub(f, not_(f, smt_and(f->s, ok, eq_(f, n, tval_numel(f, src.t)))));
  return same_elements(f, op, src, sh);
}

/* ---- pad, concat ---- */

/* The padding value for result index idx: the body of pad with its arguments bound to idx,
 * run only where the element is padding (UB in it counts for some padded element). */
static int pad_body(EncFn *f, MlirOperation op, EncTensor *sh, Z3_ast i, const Z3_ast *idx,
                    Z3_ast inside, EncVal *out) {
  MlirBlock body = mlirRegionGetFirstBlock(mlirOperationGetRegion(op, 0));
  if (mlirBlockIsNull(body) || (unsigned)mlirBlockGetNumArguments(body) != sh->rank)
    return enc_stop(f->q, TV_ERROR, "tensor.pad body does not match its rank");
  for (unsigned r = 0; r < sh->rank; r++)
    if (enc_set(f, mlirBlockGetArgument(body, r), (EncVal){idx[r], smt_true(f->s), NULL})) return 1;
  Z3_ast path = f->path;
  TvalScope sc;
  f->path = smt_and(f->s, path, not_(f, inside));
  tval_scope_begin(f, &sc);
  f->nyield = 0;
  int rc = enc_block(f, body);
  tval_scope_end_at(f, &sc, i, sh);
  f->path = path;
  if (rc) return 1;
  if (f->nyield != 1) return enc_stop(f->q, TV_ERROR, "tensor.pad without tensor.yield");
  *out = f->yield[0];
  return enc_failed(f);
}

/* pad: result size low + dim + high per dimension (UB if it wraps); element idx is
 * source[idx - low] when that is inside the source, else the body's yield for idx. */
static int enc_pad(EncFn *f, MlirOperation op) {
  EncVal src, pv = {0};
  if (tensor_operand(f, op, 0, &src)) return 1;
  unsigned n = src.t->rank;
  Z3_ast low[TENSOR_MAX_RANK], high[TENSOR_MAX_RANK], dims[TENSOR_MAX_RANK] = {0}, ok = smt_true(f->s);
  int64_t stat[TENSOR_MAX_RANK];
  int next = 1;
  if (mixed_list(f, op, "static_low", &next, n, low, stat) || mixed_list(f, op, "static_high", &next, n, high, stat))
    return 1;
  for (unsigned d = 0; d < n; d++) dims[d] = tval_add_ok(f, tval_add_ok(f, low[d], src.t->dims[d], &ok), high[d], &ok);
  enc_ub(f, not_(f, ok));
  EncTensor *sh = sized_shape(f, op, dims, 1);
  if (!sh) return 1;
  Z3_ast i = tval_index(f, "pad"), idx[TENSOR_MAX_RANK], rel[TENSOR_MAX_RANK], inside = smt_true(f->s);
  tval_delinear(f, sh, i, idx);
  for (unsigned d = 0; d < n; d++) {
    rel[d] = sub_(f, idx[d], low[d]);
    inside = smt_and(f->s, inside, smt_and(f->s, ule_(f, low[d], idx[d]), ult_(f, rel[d], src.t->dims[d])));
  }
  if (pad_body(f, op, sh, i, idx, inside, &pv)) return 1;
  EncVal e = tval_at_idx(f, src, rel);
  if (src.t->init) sh->init = tval_lambda(f, i, smt_ite(f->s, inside, tval_written_idx(f, src, rel), smt_true(f->s)));
  return enc_result(f, op, 0, tval_from_lambda(f, sh, i, smt_ite(f->s, inside, e.v, pv.v),
                                                smt_ite(f->s, inside, e.np, pv.np)));
}

/* Element of input t at idx with dimension d shifted down by start: value, not-poison and
 * written, or the ite of it and *acc under `here`. */
static void concat_pick(EncFn *f, EncVal t, const Z3_ast *idx, unsigned d, Z3_ast start,
                        Z3_ast here, Z3_ast *acc) {
  Z3_ast at[TENSOR_MAX_RANK];
  memcpy(at, idx, t.t->rank * sizeof *at);
  at[d] = sub_(f, idx[d], start);
  EncVal e = tval_at_idx(f, t, at);
  Z3_ast v[3] = {e.v, e.np, tval_written_idx(f, t, at)};
  for (int k = 0; k < 3; k++) acc[k] = here ? smt_ite(f->s, here, v[k], acc[k]) : v[k];
}

/* concat: the inputs one after the other along dimension `dim`; inputs whose other sizes
 * differ are UB. */
static int enc_concat(EncFn *f, MlirOperation op) {
  intptr_t n = mlirOperationGetNumOperands(op);
  MlirAttribute da = mu_attr(op, "dim");
  EncVal *in = arena_alloc(&f->q->arena, (size_t)(n ? n : 1) * sizeof *in);
  Z3_ast *start = arena_alloc(&f->q->arena, (size_t)(n ? n : 1) * sizeof *start);
  if (!in || !start) return enc_failed(f);
  if (n < 1 || mlirAttributeIsNull(da)) return enc_stop(f->q, TV_ERROR, "tensor.concat without inputs or dim");
  unsigned d = (unsigned)mlirIntegerAttrGetValueInt(da), any_init = 0;
  Z3_ast dims[TENSOR_MAX_RANK], sum = idx_c(f, 0);
  for (intptr_t k = 0; k < n; k++) {
    if (tensor_operand(f, op, (int)k, &in[k])) return 1;
    if (in[k].t->rank != in[0].t->rank || d >= in[k].t->rank) return enc_stop(f->q, TV_ERROR, "tensor.concat ranks differ");
    for (unsigned r = 0; r < in[k].t->rank; r++)
      if (r != d) enc_ub(f, not_(f, eq_(f, in[k].t->dims[r], in[0].t->dims[r])));
    start[k] = sum;
    sum = add_(f, sum, in[k].t->dims[d]);
    any_init |= in[k].t->init != NULL;
  }
  memcpy(dims, in[0].t->dims, in[0].t->rank * sizeof *dims);
  dims[d] = sum;
  EncTensor *sh = sized_shape(f, op, dims, 0);
  if (!sh) return 1;
  Z3_ast i = tval_index(f, "concat"), idx[TENSOR_MAX_RANK], acc[3];
  tval_delinear(f, sh, i, idx);
  for (intptr_t k = n; k-- > 0;)
    concat_pick(f, in[k], idx, d, start[k], k == n - 1 ? NULL : ult_(f, idx[d], start[k + 1]), acc);
  if (any_init) sh->init = tval_lambda(f, i, acc[2]);
  return enc_result(f, op, 0, tval_from_lambda(f, sh, i, acc[0], acc[1]));
}

/* ---- evaluators (interp.h): the same semantics on concrete tensors ---- */

/* The result type's sizes, dynamic ones from the index operands first.. (poison: UB). */
static int ev_shape(IFn *f, MlirOperation op, int first, int64_t *dims) {
  MlirType t = result_type(op);
  if (!tval_is_tensor(t) || type_rank(t) > TENSOR_MAX_RANK) return interp_unsupported(f, op, "of this type");
  for (unsigned r = 0; r < type_rank(t); r++) {
    uint64_t d = (uint64_t)dim_size(t, r);
    if (is_dyn(dim_size(t, r)) && interp_index_operands(f, op, first++, 1, &d)) return 1;
    dims[r] = (int64_t)d;
  }
  return 0;
}

/* Row-major position of the indices operands first.. in x; UB out of bounds. */
static int ev_position(IFn *f, MlirOperation op, int first, const ITensor *x, size_t *at) {
  uint64_t idx[TENSOR_MAX_RANK];
  if (x->rank > TENSOR_MAX_RANK || interp_index_operands(f, op, first, x->rank, idx)) return 1;
  *at = 0;
  for (unsigned r = 0; r < x->rank; r++) {
    if (idx[r] >= (uint64_t)x->dims[r]) return interp_ub(f, op, "index %llu out of bounds (size %lld)", (unsigned long long)idx[r], (long long)x->dims[r]);
    *at = *at * (size_t)x->dims[r] + (size_t)idx[r];
  }
  return 0;
}

/* A copy of tensor x (values are immutable: an insert makes a new one). */
static int ev_copy(IFn *f, MlirType t, const ITensor *x, IVal *out) {
  if (interp_tensor(interp_of(f), t, x->dims, out)) return 1;
  memcpy(out->t->e, x->e, x->n * sizeof *x->e);
  return 0;
}

static int ev_empty(IFn *f, MlirOperation op) {
  int64_t dims[TENSOR_MAX_RANK];
  IVal v;
  if (ev_shape(f, op, 0, dims) || interp_tensor(interp_of(f), result_type(op), dims, &v)) return 1;
  for (size_t i = 0; i < v.t->n; i++) v.t->e[i].uninit = 1;
  return interp_result(f, op, 0, v);
}

static int ev_extract(IFn *f, MlirOperation op) {
  IVal t;
  size_t at;
  if (interp_operand(f, op, 0, &t)) return 1;
  if (!t.t) return interp_error(f, "tensor.extract of a non-tensor");
  if (ev_position(f, op, 1, t.t, &at)) return 1;
  if (t.t->e[at].uninit) return interp_ub(f, op, "read of an element never written");
  return interp_result(f, op, 0, (IVal){.s = t.t->e[at]});
}

static int ev_insert(IFn *f, MlirOperation op) {
  IVal x, t, r;
  size_t at;
  if (interp_operand(f, op, 0, &x) || interp_operand(f, op, 1, &t)) return 1;
  if (!t.t) return interp_error(f, "tensor.insert into a non-tensor");
  if (ev_position(f, op, 2, t.t, &at) || ev_copy(f, result_type(op), t.t, &r)) return 1;
  r.t->e[at] = x.s;
  return interp_result(f, op, 0, r);
}

static int ev_dim(IFn *f, MlirOperation op) {
  IVal t, i;
  if (interp_operand(f, op, 0, &t) || interp_operand(f, op, 1, &i)) return 1;
  if (i.s.poison || !t.t || i.s.bits >= t.t->rank) return interp_ub(f, op, "tensor.dim of a dimension the tensor does not have");
  return interp_result(f, op, 0, (IVal){.s.bits = (uint64_t)t.t->dims[i.s.bits]});
}

static int ev_from_elements(IFn *f, MlirOperation op) {
  IVal v;
  return interp_tensor(interp_of(f), result_type(op), NULL, &v) || interp_scalar_operands(f, op, (unsigned)v.t->n, v.t->e) ||
         interp_result(f, op, 0, v);
}

static int ev_splat(IFn *f, MlirOperation op) {
  IVal x, v;
  int64_t dims[TENSOR_MAX_RANK];
  if (interp_operand(f, op, 0, &x) || ev_shape(f, op, 1, dims) || interp_tensor(interp_of(f), result_type(op), dims, &v)) return 1;
  for (size_t k = 0; k < v.t->n; k++) v.t->e[k] = x.s;
  return interp_result(f, op, 0, v);
}

/* generate: the body per index, in row-major order. */
static int ev_generate(IFn *f, MlirOperation op) {
  int64_t dims[TENSOR_MAX_RANK];
  IVal v, idx[TENSOR_MAX_RANK], *y;
  unsigned ny;
  if (ev_shape(f, op, 0, dims) || interp_tensor(interp_of(f), result_type(op), dims, &v)) return 1;
  for (size_t k = 0; k < v.t->n; k++) {
    size_t rest = k;
    for (unsigned r = v.t->rank; r-- > 0;) {
      idx[r] = (IVal){.s.bits = rest % (size_t)dims[r]};
      rest /= (size_t)dims[r];
    }
    if (interp_region(f, mlirOperationGetRegion(op, 0), v.t->rank, idx, &ny, &y)) return 1;
    if (ny != 1) return interp_error(f, "tensor.generate without tensor.yield");
    v.t->e[k] = y[0].s;
  }
  return interp_result(f, op, 0, v);
}

static int ev_yield(IFn *f, MlirOperation op) { return interp_yield(f, op); }

/* cast: the same tensor; a static result size it does not have is UB. */
static int ev_cast(IFn *f, MlirOperation op) {
  IVal t;
  MlirType rt = result_type(op);
  if (interp_operand(f, op, 0, &t)) return 1;
  if (!t.t) return interp_unsupported(f, op, "of an unranked tensor argument");
  if (!tval_is_tensor(rt)) return interp_result(f, op, 0, t);   /* to unranked: the shape kept */
  if ((unsigned)mlirShapedTypeGetRank(rt) != t.t->rank) return interp_ub(f, op, "tensor.cast of an unranked tensor to another rank");
  for (unsigned r = 0; r < t.t->rank; r++)
    if (!is_dyn(dim_size(rt, r)) && dim_size(rt, r) != t.t->dims[r]) return interp_ub(f, op, "tensor.cast to a size the tensor does not have");
  return interp_result(f, op, 0, t);
}

/* ---- evaluators of slices, reshapes, concat and pad ---- */

/* Operand k as a ranked tensor of rank <= 16 (tensor_operand). */
static int ev_tensor(IFn *f, MlirOperation op, int k, IVal *out) {
  if (interp_operand(f, op, k, out)) return 1;
  if (!out->t || out->t->rank > TENSOR_MAX_RANK) return interp_unsupported(f, op, "of an unranked or rank over 16 tensor");
  return 0;
}

/* mixed_list on concrete values: out[n] from the attribute and the index operands *next... */
static int ev_mixed(IFn *f, MlirOperation op, const char *name, int *next, unsigned n, uint64_t *out, int64_t *stat) {
  if (mixed_attr(op, name, n, stat)) return interp_error(f, "%s without a %s of %u entries", mu_op_name(interp_of(f)->arena, op), name, n);
  for (unsigned k = 0; k < n; k++)
    if (!is_dyn(stat[k])) out[k] = (uint64_t)stat[k];
    else if (interp_index_operands(f, op, (*next)++, 1, &out[k])) return 1;
  return 0;
}

/* sized_shape's UB: a static size of the result type that dims[r] is not. */
static int ev_static_sizes(IFn *f, MlirOperation op, const uint64_t *dims) {
  MlirType t = result_type(op);
  if (!tval_is_tensor(t) || type_rank(t) > TENSOR_MAX_RANK) return interp_unsupported(f, op, "with an unranked or rank over 16 result");
  for (unsigned r = 0; r < type_rank(t); r++)
    if (!is_dyn(dim_size(t, r)) && dims[r] != (uint64_t)dim_size(t, r))
      return interp_ub(f, op, "a result of size %llu where its type says %lld", (unsigned long long)dims[r], (long long)dim_size(t, r));
  return 0;
}

/* The result tensor of sizes dims[] (ev_static_sizes first). */
static int ev_sized(IFn *f, MlirOperation op, const uint64_t *dims, IVal *out) {
  int64_t d[TENSOR_MAX_RANK];
  if (ev_static_sizes(f, op, dims)) return 1;
  for (unsigned r = 0; r < type_rank(result_type(op)); r++) {
    if (dims[r] > (uint64_t)INT64_MAX) return interp_unsupported(f, op, "with a size of 2^63 or more");
    d[r] = (int64_t)dims[r];
  }
  return interp_tensor(interp_of(f), result_type(op), d, out);
}

/* A slice on concrete values (TensorSlice). */
typedef struct ISlice {
  uint64_t off[TENSOR_MAX_RANK], size[TENSOR_MAX_RANK], stride[TENSOR_MAX_RANK];
  int64_t ssize[TENSOR_MAX_RANK];
  int keep[TENSOR_MAX_RANK];
} ISlice;

/* The slice of big (operands first..) whose own type is small; out of big's bounds is UB
 * (slice_in_bounds). */
static int ev_slice(IFn *f, MlirOperation op, int first, const ITensor *big, MlirType small, ISlice *sl) {
  int next = first;
  int64_t st[TENSOR_MAX_RANK];
  unsigned n = big->rank;
  if (!tval_is_tensor(small)) return interp_unsupported(f, op, "of an unranked tensor");
  if (ev_mixed(f, op, "static_offsets", &next, n, sl->off, st) || ev_mixed(f, op, "static_sizes", &next, n, sl->size, sl->ssize) ||
      ev_mixed(f, op, "static_strides", &next, n, sl->stride, st))
    return 1;
  if (slice_mask(n, sl->ssize, small, sl->keep)) return interp_error(f, "%s: sizes do not match the slice type", mu_op_name(interp_of(f)->arena, op));
  for (unsigned d = 0; d < n; d++) {
    uint64_t dim = (uint64_t)big->dims[d], last;
    int ok = sl->off[d] <= dim &&
             (!sl->size[d] || (!__builtin_mul_overflow(sl->size[d] - 1, sl->stride[d], &last) && last < dim - sl->off[d]));
    if (!ok) return interp_ub(f, op, "a slice out of bounds in dimension %u", d);
  }
  return 0;
}

/* Index in the big tensor of element j of the slice (its own, rank-reduced, index). */
static void ev_slice_at(const ISlice *sl, unsigned rank, const uint64_t *j, uint64_t *at) {
  for (unsigned d = 0, k = 0; d < rank; d++) at[d] = sl->off[d] + (sl->keep[d] ? j[k++] : 0) * sl->stride[d];
}

static int ev_extract_slice(IFn *f, MlirOperation op) {
  IVal t, r;
  ISlice sl;
  uint64_t dims[TENSOR_MAX_RANK] = {0}, j[TENSOR_MAX_RANK] = {0}, at[TENSOR_MAX_RANK];
  unsigned m = 0;
  if (ev_tensor(f, op, 0, &t) || ev_slice(f, op, 1, t.t, result_type(op), &sl)) return 1;
  for (unsigned d = 0; d < t.t->rank; d++)
    if (sl.keep[d]) dims[m++] = sl.size[d];
  if (ev_sized(f, op, dims, &r)) return 1;
  for (size_t k = 0; k < r.t->n; k++, interp_next(r.t->rank, r.t->dims, j)) {
    ev_slice_at(&sl, t.t->rank, j, at);
    r.t->e[k] = t.t->e[interp_at(t.t, at)];
  }
  return interp_result(f, op, 0, r);
}

/* The slice of op (operands 2..) of dst that src is inserted into: a source whose sizes
 * are not the slice's, or a zero stride under a size over 1, is UB as well (insert_core). */
static int ev_insert_slice_of(IFn *f, MlirOperation op, const ITensor *src, const ITensor *dst, ISlice *sl) {
  if (ev_slice(f, op, 2, dst, mlirValueGetType(mlirOperationGetOperand(op, 0)), sl)) return 1;
  for (unsigned d = 0, k = 0; d < dst->rank; d++) {
    if (sl->keep[d] && (uint64_t)src->dims[k++] != sl->size[d]) return interp_ub(f, op, "a source whose sizes are not the slice's");
    if (!sl->stride[d] && sl->size[d] > 1) return interp_ub(f, op, "a zero stride that writes several elements to one place");
  }
  return 0;
}

/* dst with the slice of op replaced by src, into *out. */
static int ev_insert_into(IFn *f, MlirOperation op, IVal src, IVal dst, IVal *out) {
  ISlice sl;
  uint64_t j[TENSOR_MAX_RANK] = {0}, at[TENSOR_MAX_RANK];
  if (ev_insert_slice_of(f, op, src.t, dst.t, &sl) || ev_copy(f, mlirValueGetType(mlirOperationGetOperand(op, 1)), dst.t, out))
    return 1;
  for (size_t k = 0; k < src.t->n; k++, interp_next(src.t->rank, src.t->dims, j)) {
    ev_slice_at(&sl, dst.t->rank, j, at);
    out->t->e[interp_at(out->t, at)] = src.t->e[k];
  }
  return 0;
}

static int ev_insert_slice(IFn *f, MlirOperation op) {
  IVal src, dst, r;
  if (ev_tensor(f, op, 0, &src) || ev_tensor(f, op, 1, &dst) || ev_insert_into(f, op, src, dst, &r)) return 1;
  return interp_result(f, op, 0, r);
}

/* parallel_insert_slice (in scf.forall.in_parallel): the insert into the running forall's
 * output that dest names, element by element through interp_forall_insert (an element
 * some insert already wrote becomes poison: enc_parallel_insert_slice's unknown value). */
static int ev_parallel_insert_slice(IFn *f, MlirOperation op) {
  IVal src;
  ITensor *cur;
  unsigned out;
  ISlice sl;
  uint64_t j[TENSOR_MAX_RANK] = {0}, at[TENSOR_MAX_RANK];
  if (ev_tensor(f, op, 0, &src) || interp_forall_output(f, mlirOperationGetOperand(op, 1), &out, &cur) ||
      ev_insert_slice_of(f, op, src.t, cur, &sl))
    return 1;
  for (size_t k = 0; k < src.t->n; k++, interp_next(src.t->rank, src.t->dims, j)) {
    ev_slice_at(&sl, cur->rank, j, at);
    if (interp_forall_insert(f, out, interp_at(cur, at), src.t->e[k])) return 1;
  }
  return 0;
}

/* The elements of x under the sizes dims (collapse, expand, reshape). */
static int ev_same_elements(IFn *f, MlirOperation op, const ITensor *x, const uint64_t *dims) {
  IVal r;
  if (ev_sized(f, op, dims, &r)) return 1;
  if (r.t->n != x->n) return interp_error(f, "%s changes the element count", mu_op_name(interp_of(f)->arena, op));
  memcpy(r.t->e, x->e, x->n * sizeof *x->e);
  return interp_result(f, op, 0, r);
}

/* The reassociation of op over rank n (reassoc); nonzero with an error if it is bad. */
static int ev_reassoc(IFn *f, MlirOperation op, unsigned n, unsigned *group_of, unsigned *ng) {
  const char *bad = reassoc(op, n, group_of, ng);
  if (bad) return interp_error(f, "%s %s", mu_op_name(interp_of(f)->arena, op), bad);
  return *ng > TENSOR_MAX_RANK ? interp_unsupported(f, op, "with more than 16 groups") : 0;
}

/* Product of dims[d] over the dimensions of group g; *ok cleared when it wraps. */
static uint64_t ev_group_product(const uint64_t *dims, const unsigned *group_of, unsigned n, unsigned g, int *ok) {
  uint64_t p = 1;
  for (unsigned d = 0; d < n; d++)
    if (group_of[d] == g && __builtin_mul_overflow(p, dims[d], &p)) *ok = 0;
  return p;
}

static int ev_collapse_shape(IFn *f, MlirOperation op) {
  IVal src;
  unsigned group_of[TENSOR_MAX_RANK], ng;
  uint64_t dims[TENSOR_MAX_RANK], sd[TENSOR_MAX_RANK];
  int ok = 1;   /* a wrapping product cannot be: the elements exist */
  if (ev_tensor(f, op, 0, &src) || ev_reassoc(f, op, src.t->rank, group_of, &ng)) return 1;
  for (unsigned d = 0; d < src.t->rank; d++) sd[d] = (uint64_t)src.t->dims[d];
  for (unsigned g = 0; g < ng; g++) dims[g] = ev_group_product(sd, group_of, src.t->rank, g, &ok);
  return ev_same_elements(f, op, src.t, dims);
}

static int ev_expand_shape(IFn *f, MlirOperation op) {
  IVal src;
  MlirType rt = result_type(op);
  unsigned group_of[TENSOR_MAX_RANK], ng, m = tval_is_tensor(rt) ? type_rank(rt) : 0;
  uint64_t dims[TENSOR_MAX_RANK];
  int64_t stat[TENSOR_MAX_RANK];
  int next = 1;
  if (m > TENSOR_MAX_RANK) return interp_unsupported(f, op, "of rank over 16");
  if (ev_tensor(f, op, 0, &src) || ev_reassoc(f, op, m, group_of, &ng)) return 1;
  if (ng != src.t->rank) return interp_error(f, "tensor.expand_shape groups do not match the source rank");
  if (ev_mixed(f, op, "static_output_shape", &next, m, dims, stat) || ev_static_sizes(f, op, dims)) return 1;
  for (unsigned g = 0; g < ng; g++) {
    int ok = 1;
    if (ev_group_product(dims, group_of, m, g, &ok) != (uint64_t)src.t->dims[g] || !ok)
      return interp_ub(f, op, "output sizes whose product is not the source size %lld", (long long)src.t->dims[g]);
  }
  return ev_same_elements(f, op, src.t, dims);
}

/* reshape: the shape operand's elements (sign-extended); a poison or unwritten one, or
 * another element count, is UB. */
static int ev_reshape(IFn *f, MlirOperation op) {
  IVal src, shp;
  MlirType rt = result_type(op);
  unsigned w = interp_width(mlirValueGetType(mlirOperationGetOperand(op, 1)));
  uint64_t dims[TENSOR_MAX_RANK], n = 1;
  int ok = 1;
  if (ev_tensor(f, op, 0, &src) || ev_tensor(f, op, 1, &shp)) return 1;
  if (!w || !tval_is_tensor(rt) || type_rank(rt) > TENSOR_MAX_RANK)
    return interp_unsupported(f, op, "to an unranked result or with a shape wider than 64 bits");
  for (unsigned k = 0; k < type_rank(rt); k++) {
    if (shp.t->rank != 1 || k >= (uint64_t)shp.t->dims[0]) return interp_ub(f, op, "a shape with fewer sizes than the result's rank");
    IScalar e = shp.t->e[k];
    if (e.poison || e.uninit) return interp_ub(f, op, "a poison or unwritten size");
    dims[k] = (uint64_t)interp_sext(e.bits, w);
    if (__builtin_mul_overflow(n, dims[k], &n)) ok = 0;
  }
  if (ev_static_sizes(f, op, dims)) return 1;
  if (!ok || n != src.t->n) return interp_ub(f, op, "a shape of another element count than the source's %zu", src.t->n);
  return ev_same_elements(f, op, src.t, dims);
}

/* concat: inputs along dim; other sizes that differ are UB. */
static int ev_concat(IFn *f, MlirOperation op) {
  intptr_t n = mlirOperationGetNumOperands(op);
  MlirAttribute da = mu_attr(op, "dim");
  IVal *in = arena_alloc(interp_of(f)->arena, (size_t)(n ? n : 1) * sizeof *in), r;
  uint64_t dims[TENSOR_MAX_RANK], idx[TENSOR_MAX_RANK] = {0}, at[TENSOR_MAX_RANK];
  if (!in) return interp_error(f, "out of memory in the interpreter");
  if (n < 1 || mlirAttributeIsNull(da)) return interp_error(f, "tensor.concat without inputs or dim");
  unsigned d = (unsigned)mlirIntegerAttrGetValueInt(da);
  for (intptr_t k = 0; k < n; k++) {
    if (ev_tensor(f, op, (int)k, &in[k])) return 1;
    if (in[k].t->rank != in[0].t->rank || d >= in[k].t->rank) return interp_error(f, "tensor.concat ranks differ");
    for (unsigned q = 0; q < in[k].t->rank; q++)
      if (q != d && in[k].t->dims[q] != in[0].t->dims[q]) return interp_ub(f, op, "inputs whose sizes differ in dimension %u", q);
  }
  for (unsigned q = 0; q < in[0].t->rank; q++) dims[q] = (uint64_t)in[0].t->dims[q];
  for (intptr_t k = 1; k < n; k++) dims[d] += (uint64_t)in[k].t->dims[d];
  if (ev_sized(f, op, dims, &r)) return 1;
  for (size_t e = 0; e < r.t->n; e++, interp_next(r.t->rank, r.t->dims, idx)) {
    intptr_t k = 0;
    memcpy(at, idx, r.t->rank * sizeof *at);
    while (k < n - 1 && at[d] >= (uint64_t)in[k].t->dims[d]) at[d] -= (uint64_t)in[k++].t->dims[d];
    r.t->e[e] = in[k].t->e[interp_at(in[k].t, at)];
  }
  return interp_result(f, op, 0, r);
}

/* pad: sizes low + dim + high (UB if they wrap); the source inside, the body's yield for
 * each padding element's indices (run only there, in row-major order). */
static int ev_pad(IFn *f, MlirOperation op) {
  IVal src, r, *y, args[TENSOR_MAX_RANK];
  uint64_t low[TENSOR_MAX_RANK], high[TENSOR_MAX_RANK], dims[TENSOR_MAX_RANK], idx[TENSOR_MAX_RANK] = {0}, rel[TENSOR_MAX_RANK];
  int64_t stat[TENSOR_MAX_RANK];
  int next = 1;
  unsigned ny;
  if (ev_tensor(f, op, 0, &src)) return 1;
  unsigned n = src.t->rank;
  MlirRegion body = mlirOperationGetRegion(op, 0);
  MlirBlock b = mlirRegionGetFirstBlock(body);
  if (mlirBlockIsNull(b) || (unsigned)mlirBlockGetNumArguments(b) != n) return interp_error(f, "tensor.pad body does not match its rank");
  if (ev_mixed(f, op, "static_low", &next, n, low, stat) || ev_mixed(f, op, "static_high", &next, n, high, stat)) return 1;
  for (unsigned d = 0; d < n; d++)
    if (__builtin_add_overflow(low[d], (uint64_t)src.t->dims[d], &dims[d]) || __builtin_add_overflow(dims[d], high[d], &dims[d]))
      return interp_ub(f, op, "padded size over 2^64 in dimension %u", d);
  if (ev_sized(f, op, dims, &r)) return 1;
  for (size_t e = 0; e < r.t->n; e++, interp_next(n, r.t->dims, idx)) {
    int inside = 1;
    for (unsigned d = 0; d < n; d++) {
      rel[d] = idx[d] - low[d];
      inside = inside && low[d] <= idx[d] && rel[d] < (uint64_t)src.t->dims[d];
    }
    if (inside) {
      r.t->e[e] = src.t->e[interp_at(src.t, rel)];
      continue;
    }
    for (unsigned d = 0; d < n; d++) args[d] = (IVal){.s.bits = idx[d]};
    if (interp_region(f, body, n, args, &ny, &y)) return 1;
    if (ny != 1) return interp_error(f, "tensor.pad without tensor.yield");
    r.t->e[e] = y[0].s;
    r.t->e[e].uninit = 0;
  }
  return interp_result(f, op, 0, r);
}

static const EncOpDef tensor_ops[] = {
    {"tensor.cast", enc_cast, "same elements; a static result size the operand lacks is UB; to unranked the "
                              "shape is kept, back to another rank UB", ev_cast, OP_VIEW},
    {"tensor.collapse_shape", enc_collapse_shape, "same row-major elements; each size the product of its group", ev_collapse_shape, OP_VIEW},
    {"tensor.concat", enc_concat, "inputs one after the other along dim; other sizes differing is UB", ev_concat},
    {"tensor.dim", enc_dim, "size of a dimension; an index >= rank is UB", ev_dim},
    {"tensor.empty", enc_empty, "tensor of the given sizes whose elements are unwritten (reading one is UB)", ev_empty, OP_UNWRITTEN | OP_KEEPS_LAYOUT},
    {"tensor.expand_shape", enc_expand_shape, "same row-major elements; a group not multiplying to its source size is UB", ev_expand_shape, OP_VIEW},
    {"tensor.extract", enc_extract, "element at the indices; out of bounds or unwritten is UB", ev_extract},
    {"tensor.extract_slice", enc_extract_slice, "result[j] = source[offset + j * stride]; a slice out of bounds is UB", ev_extract_slice},
    {"tensor.from_elements", enc_from_elements, "static tensor of the operands in row-major order", ev_from_elements},
    {"tensor.generate", enc_generate, "element i is the body's yield for index i", ev_generate},
    {"tensor.insert", enc_insert, "tensor with one element replaced; out of bounds is UB", ev_insert},
    {"tensor.insert_slice", enc_insert_slice, "dest with dest[offset + j * stride] = source[j]; out of bounds or wrong source sizes is UB", ev_insert_slice},
    {"tensor.pad", enc_pad, "source inside low/high padding whose elements the body yields per index", ev_pad},
    {"tensor.parallel_insert_slice", enc_parallel_insert_slice, "insert_slice into the enclosing scf.forall's output; an element written twice is unknown (maybe poison)", ev_parallel_insert_slice},
    {"tensor.reshape", enc_reshape, "same row-major elements with the shape operand's sizes; another element count is UB", ev_reshape, OP_VIEW},
    {"tensor.splat", enc_splat, "every element is the operand", ev_splat},
    {"tensor.yield", enc_yield_op, "yields the element to generate or pad", ev_yield},
};

const EncTable tensor_table = {"tensor", tensor_ops, sizeof tensor_ops / sizeof tensor_ops[0]};
