/* tosa_nn.c: the TOSA ops that reduce (TosaOps.td; the TOSA 1.0 specification's
 * pseudo-code): reduce_*, argmax, matmul, conv2d, conv3d, depthwise_conv2d, transpose_conv2d,
 * avg_pool2d, max_pool2d. Every result element is a fold (reduce.h) over the reduced elements,
 * built the way MLIR's tosa-to-linalg(-named) lowering (for transpose_conv2d:
 * tosa-optional-decompositions) accumulates (same combiner, same element order, the initial
 * value the spec gives), so that a correct lowering yields the same fold terms.
 * docs/semantics.md, "TOSA reductions, convolutions and pooling", gives the choices. */
#include <stdio.h>
#include <string.h>
#include <mlir-c/BuiltinAttributes.h>
#include <mlir-c/BuiltinTypes.h>
#include "enc.h"
#include "fp.h"
#include "ifloat.h"
#include "interp.h"
#include "mlirutil.h"
#include "reduce.h"
#include "tosa_int.h"
#include "tosa_nn.h"
#include "tval.h"

enum { NN_MAX_RANK = 16 };

/* cmpf predicates (arith::CmpFPredicate) */
enum { NN_OGT = 2, NN_ORD = 7, NN_UGT = 9, NN_ULT = 11, NN_OLT = 4, NN_UNO = 14 };

static Z3_ast nn_c(EncFn *f, uint64_t v) { return smt_bv_u64(f->s, 64, v); }
static Z3_ast nn_not(EncFn *f, Z3_ast a) { return smt_app1(f->s, Z3_mk_not, a); }
static Z3_ast nn_eq(EncFn *f, Z3_ast a, Z3_ast b) { return smt_app2(f->s, Z3_mk_eq, a, b); }
static Z3_ast nn_add(EncFn *f, Z3_ast a, Z3_ast b) { return smt_app2(f->s, Z3_mk_bvadd, a, b); }
static Z3_ast nn_sub(EncFn *f, Z3_ast a, Z3_ast b) { return smt_app2(f->s, Z3_mk_bvsub, a, b); }
static Z3_ast nn_mul(EncFn *f, Z3_ast a, Z3_ast b) { return smt_app2(f->s, Z3_mk_bvmul, a, b); }
static Z3_ast nn_ult(EncFn *f, Z3_ast a, Z3_ast b) { return smt_app2(f->s, Z3_mk_bvult, a, b); }
static Z3_ast nn_ule(EncFn *f, Z3_ast a, Z3_ast b) { return smt_app2(f->s, Z3_mk_bvule, a, b); }
static char *nn_name(EncFn *f, MlirOperation op) { return mu_op_name(&f->q->arena, op); }
static MlirType nn_rtype(MlirOperation op) { return mlirValueGetType(mlirOperationGetResult(op, 0)); }
static MlirType nn_relem(MlirOperation op) { return mlirShapedTypeGetElementType(nn_rtype(op)); }
static MlirType nn_oelem(MlirOperation op, int k) {
  return mlirShapedTypeGetElementType(mlirValueGetType(mlirOperationGetOperand(op, k)));
}
static int nn_error(EncFn *f, MlirOperation op, const char *why) {
  return enc_stop(f->q, TV_ERROR, "%s: %s", nn_name(f, op), why);
}

/* ---- attributes and operands ---- */

/* ---- the readers shared with the evaluators (tosa_nn.h) ---- */

int nn_read_nan_ignore(Arena *a, MlirOperation op) {
  MlirAttribute at = mu_attr(op, "nan_mode");
  char *s = mlirAttributeIsNull(at) ? NULL : mu_attr_str(a, at);
  return s && strstr(s, "IGNORE");
}

int nn_read_inverse(MlirOperation op) {
  MlirAttribute inv = mu_attr(op, "inverse");
  return !mlirAttributeIsNull(inv) && mlirAttributeIsABool(inv) && mlirBoolAttrGetValue(inv);
}

static int nn_why(NnWhy *why, int unsupported, const char *text) {
  why->unsupported = unsupported;
  snprintf(why->text, sizeof why->text, "%s", text);
  return 1;
}

int nn_read_ints(MlirOperation op, const char *name, unsigned n, int nonneg, int64_t *out, NnWhy *why) {
  MlirAttribute a = mu_attr(op, name);
  if (mlirAttributeIsNull(a) || !mlirAttributeIsADenseI64Array(a) || mlirDenseArrayGetNumElements(a) != (intptr_t)n) {
    why->unsupported = 0;
    snprintf(why->text, sizeof why->text, "without a %s of %u entries", name, n);
    return 1;
  }
  for (unsigned k = 0; k < n; k++) out[k] = mlirDenseI64ArrayGetElement(a, (intptr_t)k);
  for (unsigned k = 0; nonneg && k < n; k++)
    if (out[k] < 0) return nn_why(why, 1, "with a negative pad, stride, dilation or kernel");
  return 0;
}

int nn_read_window(MlirOperation op, unsigned ns, int dilation, int64_t *pad, int64_t *stride, int64_t *dil,
                   NnWhy *why) {
  if (nn_read_ints(op, "pad", 2 * ns, 1, pad, why) || nn_read_ints(op, "stride", ns, 1, stride, why)) return 1;
  for (unsigned d = 0; d < ns; d++) dil[d] = 1;
  if (dilation && nn_read_ints(op, "dilation", ns, 1, dil, why)) return 1;
  for (unsigned d = 0; d < ns; d++)
    if (!stride[d] || !dil[d]) return nn_why(why, 0, "stride or dilation of 0");
  return 0;
}

int nn_read_types(MlirOperation op, NnTypes *t, NnWhy *why) {
  t->in = nn_oelem(op, 0);
  t->out = nn_relem(op);
  MlirType acc = mu_type_attr(op, "acc_type");
  t->acc = mlirTypeIsNull(acc) ? t->out : acc;
  t->in_kind = fp_kind(t->in);
  t->acc_kind = fp_kind(t->acc);
  t->out_kind = fp_kind(t->out);
  if ((t->in_kind >= 0) != (t->out_kind >= 0) || (t->acc_kind >= 0) != (t->out_kind >= 0))
    return nn_why(why, 1, "mixing integers and floats");
  if (t->acc_kind < 0 && !mlirTypeEqual(t->acc, t->out))
    return nn_why(why, 1, "with an acc_type other than the result element type");
  return 0;
}

int nn_read_avg_int(MlirOperation op, unsigned w, NnWhy *why) {
  MlirType acc = mu_type_attr(op, "acc_type");
  if (w > 16 || mlirTypeIsNull(acc) || !mlirTypeIsAInteger(acc) || mlirIntegerTypeGetWidth(acc) != 32)
    return nn_why(why, 1, "on integers wider than 16 bits or without acc_type i32");
  return 0;
}

int nn_read_tconv(MlirOperation op, NnTconv *t, NnWhy *why) {
  MlirType wt = mlirValueGetType(mlirOperationGetOperand(op, 1));
  if (nn_read_ints(op, "out_pad", 4, 0, t->out_pad, why) || nn_read_ints(op, "stride", 2, 1, t->stride, why)) return 1;
  if (!mlirTypeIsARankedTensor(wt) || mlirShapedTypeGetRank(wt) != 4) return nn_why(why, 1, "on unranked weights");
  for (unsigned d = 0; d < 2; d++) {
    t->k[d] = mlirShapedTypeGetDimSize(wt, 1 + d);
    if (mlirShapedTypeIsDynamicSize(t->k[d]) || t->k[d] <= 0 || t->k[d] > 65536)
      return nn_why(why, 1, "with a dynamic or empty kernel");
    if (t->stride[d] < 1 || t->out_pad[2 * d] <= -t->k[d] || t->out_pad[2 * d + 1] <= -t->k[d])
      return nn_why(why, 0, "stride below 1 or out_pad <= -kernel size");
    t->ksub[d] = (t->k[d] + t->stride[d] - 1) / t->stride[d];
  }
  return 0;
}

void nn_recip(unsigned c, int64_t *mult, unsigned *shift) {
  unsigned k = 0;
  while (k < 32 && (1ull << k) < c) k++;
  *mult = (int64_t)((((1ull << 30) + 1) << k) / c);
  *shift = 30 + k;
}

/* ---- attributes and operands ---- */

/* A reader's failure reported by the encoder. */
static int nn_why_stop(EncFn *f, MlirOperation op, const NnWhy *why) {
  return why->unsupported ? enc_unsupported(f, op, why->text) : nn_error(f, op, why->text);
}

/* Whether the nan_mode attribute is IGNORE (PROPAGATE is the default). */
static int nn_nan_ignore(EncFn *f, MlirOperation op) { return nn_read_nan_ignore(&f->q->arena, op); }

/* The DenseI64Array attribute `name` of n non-negative entries. */
static int nn_ints(EncFn *f, MlirOperation op, const char *name, unsigned n, int64_t *out) {
  NnWhy why;
  return nn_read_ints(op, name, n, 1, out, &why) ? nn_why_stop(f, op, &why) : 0;
}

/* A ranked tensor operand of rank <= 16 (rank `want` unless 0). */
static int nn_tensor(EncFn *f, MlirOperation op, int k, unsigned want, EncVal *out) {
  if (enc_operand(f, op, k, out)) return 1;
  if (!out->t || out->t->rank > NN_MAX_RANK || (want && out->t->rank != want))
    return enc_unsupported(f, op, "on an unranked tensor or one of an unexpected rank");
  return 0;
}

/* Zero point operand k (element 0; unwritten or poison is UB) as a value of width w
 * (sign-extended) for integers; *zero says whether it is the literal 0. A float zero
 * point other than 0 is UB (ERROR_IF in the spec). */
static int nn_zp(EncFn *f, MlirOperation op, int k, unsigned w, Z3_ast *out, int *zero) {
  EncVal t;
  if (nn_tensor(f, op, k, 1, &t)) return 1;
  EncVal e = tval_at(f, t, nn_c(f, 0));
  enc_ub(f, nn_not(f, smt_and(f->s, e.np, tval_written(f, t, nn_c(f, 0)))));
  int kind = fp_kind(nn_oelem(op, k));
  if (kind >= 0) {
    enc_ub(f, nn_not(f, fp_is_zero(f, (FpKind)kind, e.v)));
    *out = NULL, *zero = 1;
    return enc_failed(f);
  }
  unsigned zw = smt_width(f->s, e.v);
  Z3_ast v = zw < w ? smt_sext(f->s, w - zw, e.v) : e.v;
  *out = smt_simplify(f->s, v);
  uint64_t lit;
  *zero = *out && Z3_get_numeral_uint64(f->s->ctx, *out, &lit) && lit == 0;
  return enc_failed(f);
}

/* The result shape: static sizes from the result type (UB when dims[r] differs), dynamic
 * ones dims[r]. */
static EncTensor *nn_shape(EncFn *f, MlirOperation op, const Z3_ast *dims) {
  MlirType t = nn_rtype(op);
  if (!tval_is_tensor(t) || mlirShapedTypeGetRank(t) > NN_MAX_RANK)
    return enc_unsupported(f, op, "with an unranked result"), NULL;
  return tval_result_shape(f, t, dims);
}

/* ---- folds ---- */

/* t with the index constant r replaced by k. */
static Z3_ast nn_subst(EncFn *f, Z3_ast t, Z3_ast r, Z3_ast k) {
  return smt_subst(f->s, t, 1, &r, &k);
}

/* Whether n is a nonzero constant (then a fold needs no "n = 0" case). */
static int nn_nonzero_const(EncFn *f, Z3_ast n) {
  uint64_t v;
  Z3_ast s = smt_simplify(f->s, n);
  return s && Z3_get_numeral_uint64(f->s->ctx, s, &v) && v > 0;
}

/* One fold over x (a term over the fresh indices r[j] < n[j], row-major) from init:
 * unrolled when red_unroll says so, else red_fold_ufn; no element gives init, as linalg's
 * loops do. bad (over r) is "element r was never written": UB for some r. */
static int nn_fold(EncFn *f, RedComb c, MlirType elem, EncVal init, unsigned k, const Z3_ast *r,
                   EncVal x, const EncVal *factors, Z3_ast bad, const Z3_ast *n, EncVal *out) {
  unsigned cnt;
  Z3_ast total = nn_c(f, 1);
  for (unsigned j = 0; j < k; j++) total = nn_mul(f, total, n[j]);
  if (bad) enc_ub(f, tval_exists_n(f, k, r, n, bad));
  if (red_unroll(f, total, 1, 0, &cnt)) {
    EncVal acc = cnt ? red_start(f, c, elem, init) : init;   /* --assume=zero-sum */
    uint64_t dims[8];
    for (unsigned j = 0; j < k; j++) Z3_get_numeral_uint64(f->s->ctx, smt_simplify(f->s, n[j]), &dims[j]);
    for (unsigned e = 0; e < cnt; e++) {
      EncVal xe = x;
      for (unsigned j = k, rest = e; j-- > 0; rest /= (unsigned)(dims[j] ? dims[j] : 1)) {
        Z3_ast at = nn_c(f, dims[j] ? rest % dims[j] : 0);
        xe.v = nn_subst(f, xe.v, r[j], at);
        xe.np = nn_subst(f, xe.np, r[j], at);
      }
      if (red_combine(f, c, elem, xe, acc, &acc)) return 1;
    }
    *out = acc;
    return enc_failed(f);
  }
  RedFold fd = {c, elem, 0, init, k, r, n, x, factors};
  if (red_fold(f, &fd, out)) return 1;
  if (!nn_nonzero_const(f, total)) *out = enc_val_ite(f, nn_eq(f, total, nn_c(f, 0)), init, *out);
  return enc_failed(f);
}

/* A fold with a combiner reduce.h does not have (argmax, NaN-ignoring max/min): the
 * accumulator is a value and an index, step() combines element x at step k. */
typedef struct NnAcc {
  Z3_ast v, idx, np;
} NnAcc;
typedef struct NnCustom {
  const char *name;        /* for the uninterpreted function */
  int kind;                /* float kind of the elements, or -1 */
  int max, ignore;         /* max (else min); NaN-ignoring (else propagating) */
  unsigned iw;             /* width of the index (argmax), 0 for a value fold */
} NnCustom;

/* acc := (x better than acc) ? (x, k) : acc. Floats: PROPAGATE takes the first NaN and keeps
 * it (ugt and ord acc: the lowering's argmax), IGNORE skips NaNs and takes x over a NaN acc;
 * the value fold breaks ties between zeros as maximumf/minimumf. Integers: signed. */
static void nn_step(EncFn *f, const NnCustom *c, Z3_ast k, EncVal x, NnAcc *acc) {
  Smt *s = f->s;
  Z3_ast better;
  if (c->kind < 0) {
    better = smt_app2(s, c->max ? Z3_mk_bvsgt : Z3_mk_bvslt, x.v, acc->v);
  } else if (!c->ignore) {
    FpKind fk = (FpKind)c->kind;
    better = smt_and(s, fp_cmp(f, fk, c->max ? NN_UGT : NN_ULT, x.v, acc->v), fp_cmp(f, fk, NN_ORD, acc->v, acc->v));
  } else {
    FpKind fk = (FpKind)c->kind;
    Z3_ast acc_nan = fp_is_nan(f, fk, acc->v), x_nan = fp_is_nan(f, fk, x.v);
    better = smt_and(s, nn_not(f, x_nan), smt_or(s, acc_nan, fp_cmp(f, fk, c->max ? NN_OGT : NN_OLT, x.v, acc->v)));
    if (!c->iw) {   /* value fold: maximumf/minimumf of two non-NaNs (orders the zeros) */
      Z3_ast m = fp_binary(f, fk, c->max ? FP_MAXIMUM : FP_MINIMUM, acc->v, x.v);
      acc->v = smt_ite(s, x_nan, acc->v, smt_ite(s, acc_nan, x.v, m));
      acc->np = smt_and(s, acc->np, x.np);
      return;
    }
  }
  acc->v = smt_ite(s, better, x.v, acc->v);
  if (c->iw) acc->idx = smt_ite(s, better, smt_extract(s, c->iw - 1, 0, k), acc->idx);
  acc->np = smt_and(s, acc->np, x.np);
}

/* The custom fold: unrolled for a constant n <= RED_MAX_UNROLL, else an uninterpreted
 * function of n and the element array (an approximation: inconclusive through it). */
static int nn_custom(EncFn *f, const NnCustom *c, NnAcc init, Z3_ast r, EncVal x, Z3_ast bad,
                     Z3_ast n, NnAcc *out) {
  unsigned cnt;
  Smt *s = f->s;
  if (bad) enc_ub(f, tval_exists(f, r, n, bad));
  if (red_unroll(f, n, 0, 0, &cnt)) {
    *out = init;
    for (unsigned k = 0; k < cnt; k++) {
      EncVal xk = {nn_subst(f, x.v, r, nn_c(f, k)), nn_subst(f, x.np, r, nn_c(f, k)), NULL};
      nn_step(f, c, nn_c(f, k), xk, out);
    }
    return enc_failed(f);
  }
  Z3_ast arr = tval_lambda(f, r, smt_ite(s, nn_ult(f, r, n), x.v, init.v));
  Z3_sort dom[2] = {smt_bv_sort(s, 64), Z3_get_sort(s->ctx, arr)};
  Z3_ast args[2] = {n, arr};
  Z3_sort range = c->iw ? smt_bv_sort(s, c->iw) : Z3_get_sort(s->ctx, init.v);
  Z3_ast v = smt_call(s, smt_fun(s, c->name, 2, dom, range), 2, args);
  out->v = c->iw ? init.v : v;
  out->idx = c->iw ? v : NULL;
  out->np = smt_and(s, init.np, nn_not(f, tval_exists(f, r, n, nn_not(f, x.np))));
  if (!nn_nonzero_const(f, n)) {
    Z3_ast empty = nn_eq(f, n, nn_c(f, 0));
    if (c->iw) out->idx = smt_ite(s, empty, init.idx, out->idx);
    else out->v = smt_ite(s, empty, init.v, out->v);
  }
  return enc_approx_run(f, smt_true(s), "folds with %s as an uninterpreted function", c->name);
}

/* ---- building results ---- */

/* Element of the result at multi-index idx (UB met goes to f->ub). */
typedef int (*NnElemFn)(EncFn *f, const void *ctx, const Z3_ast *idx, EncVal *out);

/* Result res of op as a lambda over its row-major index, elements from elem(). */
static int nn_build_result(EncFn *f, MlirOperation op, intptr_t res, EncTensor *sh, NnElemFn elem,
                           const void *ctx) {
  Z3_ast i = tval_index(f, "nn"), idx[NN_MAX_RANK];
  EncVal e;
  tval_delinear(f, sh, i, idx);
  TvalScope sc;
  tval_scope_begin(f, &sc);
  int rc = elem(f, ctx, idx, &e);
  tval_scope_end_at(f, &sc, i, sh);
  if (rc || enc_failed(f)) return 1;
  return enc_result(f, op, res, tval_from_lambda(f, sh, i, e.v, e.np));
}

static int nn_build(EncFn *f, MlirOperation op, EncTensor *sh, NnElemFn elem, const void *ctx) {
  return nn_build_result(f, op, 0, sh, elem, ctx);
}

/* Element idx of t and "it was never written" (idx in bounds, or the value unused). */
static EncVal nn_load(EncFn *f, EncVal t, const Z3_ast *idx, Z3_ast *bad) {
  *bad = nn_not(f, tval_written_idx(f, t, idx));
  return tval_at_idx(f, t, idx);
}

/* ---- constants ---- */

/* The largest negative / positive value of an element type: -Inf / +Inf for floats
 * (the spec's minimum and maximum of a float type), INT_MIN / INT_MAX for integers. */
static Z3_ast nn_lowest(EncFn *f, MlirType elem, int negative) {
  int k = fp_kind(elem);
  if (k >= 0) return fp_inf(f, (FpKind)k, negative);
  unsigned w = enc_width(f, elem, (MlirOperation){NULL});
  Z3_ast min = smt_app2(f->s, Z3_mk_bvshl, smt_bv_u64(f->s, w, 1), smt_bv_u64(f->s, w, w - 1));
  return negative ? min : smt_app1(f->s, Z3_mk_bvnot, min);
}

static Z3_ast nn_zero(EncFn *f, MlirType elem) {
  int k = fp_kind(elem);
  return k >= 0 ? fp_zero(f, (FpKind)k, 0) : smt_bv_u64(f->s, enc_width(f, elem, (MlirOperation){NULL}), 0);
}

static Z3_ast nn_one(EncFn *f, MlirType elem) {
  int k = fp_kind(elem);
  return k >= 0 ? fp_one(f, (FpKind)k) : smt_bv_u64(f->s, enc_width(f, elem, (MlirOperation){NULL}), 1);
}

static EncVal nn_scalar(EncFn *f, Z3_ast v) { return (EncVal){v, smt_true(f->s), NULL}; }

/* Float v of kind `from` as kind `to` (exact when widening, else to nearest even). */
static Z3_ast nn_fconv(EncFn *f, int from, int to, Z3_ast v) {
  return from == to ? v : fp_convert(f, (FpKind)from, (FpKind)to, FP_RNE, v);
}

/* A TOSA sum (reduce_sum, matmul, the convolutions, avg_pool2d): the fold of x over the
 * indices r[j] < n[j] (bad: an unwritten element), for the convolutions with a bias. The
 * spec's pseudo-code starts at acc = 0 (+0.0), converts the sum to out_t and adds the bias
 * last; MLIR's conv2d/conv3d lowering starts at the bias instead, and a fold of one element
 * to itself (a sum without the +0.0 start) gives -0.0 for -0.0. For floats the spec checks
 * results against an error bound that accepts all of these (and either sign of a zero
 * result), so we compute one order, `bias_first` (the op's lowering's, so that it is proven),
 * and on the source record the other (bias last / first) as an approximation: a
 * counterexample where the two differ, or without a bias one where the sum is a zero, is
 * inconclusive (semantics.md "TOSA reductions, convolutions and pooling"). */
typedef struct NnSum {
  RedComb comb;
  MlirType acc;            /* accumulator type */
  int acc_kind, out_kind;  /* float kinds of the accumulator and the result (bias) */
  MlirType elem;           /* result element type: the bias is added in it */
  unsigned k;
  const Z3_ast *r, *n;
  EncVal x;
  const EncVal *ab;        /* x's two factors (the dot-product stage), or NULL */
  Z3_ast bad;
  Z3_ast covered;          /* NULL, or where the fold runs (elsewhere the sum is its start) */
  const EncVal *bias;      /* NULL: no bias */
  int bias_first;
} NnSum;

static int nn_fold(EncFn *f, RedComb c, MlirType elem, EncVal init, unsigned k, const Z3_ast *r,
                   EncVal x, const EncVal *factors, Z3_ast bad, const Z3_ast *n, EncVal *out);

/* The sum in one order: from the bias (converted to the accumulator) when first, else from
 * the start value, converted to the result type, then + bias. */
static int nn_sum_order(EncFn *f, const NnSum *s, int first, EncVal start, EncVal *out) {
  EncVal init = start, acc;
  if (s->bias && first) {
    init = *s->bias;
    if (s->acc_kind >= 0) init.v = nn_fconv(f, s->out_kind, s->acc_kind, init.v);
  }
  if (nn_fold(f, s->comb, s->acc, init, s->k, s->r, s->x, s->ab, s->bad, s->n, &acc)) return 1;
  if (s->covered) acc = enc_val_ite(f, s->covered, acc, init);
  if (s->acc_kind >= 0) acc.v = nn_fconv(f, s->acc_kind, s->out_kind, acc.v);
  if (!s->bias || first) return *out = acc, enc_failed(f);
  return red_combine(f, s->comb == RED_ADDF ? RED_ADDF : RED_ADDI, s->elem, *s->bias, acc, out);
}

static int nn_sum(EncFn *f, const NnSum *s, EncVal *out) {
  Z3_ast zero = nn_zero(f, s->acc);
  if (nn_sum_order(f, s, s->bias_first, nn_scalar(f, zero), out)) return 1;
  if (s->comb != RED_ADDF || !enc_is_src(f)) return 0;
  if (!s->bias)   /* from -0.0 the sum differs only where it is a zero (all elements -0.0) */
    return enc_approx_run(f, fp_is_zero(f, (FpKind)s->acc_kind, out->v),
                      "depends on the sign of a zero float sum (TOSA's pseudo-code starts at +0.0, "
                      "its float error bound accepts either sign of zero)");
  EncVal alt;
  if (nn_sum_order(f, s, !s->bias_first, nn_scalar(f, zero), &alt)) return 1;
  return enc_approx_run(f, nn_not(f, nn_eq(f, out->v, alt.v)),
                    "depends on where the bias is added to a float sum (TOSA's pseudo-code adds it last, "
                    "MLIR's conv2d lowering first; TOSA's float error bound accepts both)");
}

/* ---- reduce_* and argmax ---- */

typedef enum NnRed { NN_SUM, NN_PRODUCT, NN_MAX, NN_MIN, NN_ALL, NN_ANY } NnRed;

typedef struct NnReduce {
  MlirOperation op;
  EncVal in;
  unsigned axis;
  NnRed kind;
  MlirType elem;
  int ignore;
} NnReduce;

/* The input element with the axis index replaced by r, and its "unwritten". */
static EncVal nn_axis_load(EncFn *f, const NnReduce *c, const Z3_ast *idx, Z3_ast r, int keep, Z3_ast *bad) {
  Z3_ast at[NN_MAX_RANK];
  unsigned rank = c->in.t->rank;
  for (unsigned d = 0, k = 0; d < rank; d++) at[d] = d == c->axis ? r : idx[keep ? d : k++];
  return nn_load(f, c->in, at, bad);
}

/* The combiner and initial value of a reduce_* on elem (spec: sum from 0, product from 1,
 * max from the lowest value, min from the highest, all from true, any from false). */
static int nn_red_comb(EncFn *f, const NnReduce *c, RedComb *comb, Z3_ast *init) {
  int fl = fp_kind(c->elem) >= 0;
  switch (c->kind) {
  case NN_SUM: *comb = fl ? RED_ADDF : RED_ADDI, *init = nn_zero(f, c->elem); break;
  case NN_PRODUCT: *comb = fl ? RED_MULF : RED_MULI, *init = nn_one(f, c->elem); break;
  case NN_MAX: *comb = fl ? RED_MAXIMUMF : RED_MAXSI, *init = nn_lowest(f, c->elem, 1); break;
  case NN_MIN: *comb = fl ? RED_MINIMUMF : RED_MINSI, *init = nn_lowest(f, c->elem, 0); break;
  case NN_ALL: *comb = RED_ANDI, *init = nn_one(f, c->elem); break;
  case NN_ANY: *comb = RED_ORI, *init = nn_zero(f, c->elem); break;
  }
  return enc_failed(f);
}

static int nn_reduce_elem(EncFn *f, const void *ctx, const Z3_ast *idx, EncVal *out) {
  const NnReduce *c = ctx;
  Z3_ast r = tval_index(f, "red"), bad, n = c->in.t->dims[c->axis];
  EncVal x = nn_axis_load(f, c, idx, r, 1, &bad);
  int fk = fp_kind(c->elem);
  if ((c->kind == NN_MAX || c->kind == NN_MIN) && fk >= 0 && c->ignore) {
    NnCustom cu = {c->kind == NN_MAX ? "tosa.reduce_max.ignore" : "tosa.reduce_min.ignore", fk, c->kind == NN_MAX, 1, 0};
    NnAcc acc = {fp_nan(f, (FpKind)fk), NULL, smt_true(f->s)}, res;
    if (nn_custom(f, &cu, acc, r, x, bad, n, &res)) return 1;
    *out = (EncVal){res.v, res.np, NULL};
    return 0;
  }
  RedComb comb = RED_ADDI;
  Z3_ast init = NULL;
  if (nn_red_comb(f, c, &comb, &init)) return 1;
  if (c->kind == NN_SUM) {
    NnSum sum = {comb, c->elem, fk, fk, c->elem, 1, &r, &n, x, NULL, bad, NULL, NULL, 0};
    return nn_sum(f, &sum, out);
  }
  return nn_fold(f, comb, c->elem, nn_scalar(f, init), 1, &r, x, NULL, bad, &n, out);
}

/* The attributes of reduce_* and argmax, for the encoder and the evaluator: axis (-1 when
 * absent) and nan_mode (1: IGNORE). */
static void nn_reduce_attrs(Arena *ar, MlirOperation op, int64_t *axis, int *ignore) {
  MlirAttribute a = mu_attr(op, "axis");
  *axis = mlirAttributeIsNull(a) ? -1 : mlirIntegerAttrGetValueInt(a);
  *ignore = tosa_nan_ignore(ar, op);
}

/* The input, its axis attribute (in range) and element type. */
static int nn_reduce_setup(EncFn *f, MlirOperation op, NnReduce *c) {
  memset(c, 0, sizeof *c);
  c->op = op;
  if (nn_tensor(f, op, 0, 0, &c->in)) return 1;
  int64_t axis;
  nn_reduce_attrs(&f->q->arena, op, &axis, &c->ignore);
  if (axis < 0 || axis >= (int64_t)c->in.t->rank) return nn_error(f, op, "axis out of range");
  c->axis = (unsigned)axis;
  c->elem = nn_oelem(op, 0);
  return enc_width(f, c->elem, op) ? 0 : 1;
}

/* reduce_*: the result keeps the axis with size 1. */
static int nn_reduce(EncFn *f, MlirOperation op, NnRed kind) {
  NnReduce c;
  if (nn_reduce_setup(f, op, &c)) return 1;
  c.kind = kind;
  Z3_ast dims[NN_MAX_RANK];
  memcpy(dims, c.in.t->dims, c.in.t->rank * sizeof *dims);
  dims[c.axis] = nn_c(f, 1);
  EncTensor *sh = nn_shape(f, op, dims);
  if (!sh) return 1;
  if (sh->rank != c.in.t->rank) return nn_error(f, op, "result rank differs from the input's");
  return nn_build(f, op, sh, nn_reduce_elem, &c);
}


static int nn_argmax_elem(EncFn *f, const void *ctx, const Z3_ast *idx, EncVal *out) {
  const NnReduce *c = ctx;
  Z3_ast r = tval_index(f, "argmax"), bad, n = c->in.t->dims[c->axis];
  EncVal x = nn_axis_load(f, c, idx, r, 0, &bad);
  unsigned iw = enc_width(f, nn_relem(c->op), c->op);
  if (!iw || iw > 64) return iw ? enc_unsupported(f, c->op, "with an index wider than 64 bits") : 1;
  NnCustom cu = {"tosa.argmax", fp_kind(c->elem), 1, c->ignore, iw};
  NnAcc acc = {nn_lowest(f, c->elem, 1), smt_bv_u64(f->s, iw, 0), smt_true(f->s)}, res;
  if (nn_custom(f, &cu, acc, r, x, bad, n, &res)) return 1;
  *out = (EncVal){res.idx, res.np, NULL};
  return 0;
}

/* argmax: the result drops the axis; the first index of the largest element. */
static int enc_argmax(EncFn *f, MlirOperation op) {
  NnReduce c;
  if (nn_reduce_setup(f, op, &c)) return 1;
  Z3_ast dims[NN_MAX_RANK];
  for (unsigned d = 0, k = 0; d < c.in.t->rank; d++)
    if (d != c.axis) dims[k++] = c.in.t->dims[d];
  EncTensor *sh = nn_shape(f, op, dims);
  if (!sh) return 1;
  if (sh->rank + 1 != c.in.t->rank) return nn_error(f, op, "result rank is not the input's minus one");
  return nn_build(f, op, sh, nn_argmax_elem, &c);
}

/* ---- evaluators of reduce_* and argmax (interp.h): the folds above on concrete lanes ---- */

/* A reduction on concrete values: the input seen as [outer, n, inner] around the axis. */
typedef struct NnEvRed {
  MlirOperation op;
  const ITensor *in;
  unsigned axis;
  size_t outer, n, inner;
  NnRed kind;
  int fk, ignore;          /* float format of the elements (-1: integers), nan_mode IGNORE */
  unsigned w;              /* element width */
} NnEvRed;

static int nn_ev_setup(IFn *f, MlirOperation op, NnRed kind, NnEvRed *c) {
  IVal in;
  int64_t axis;
  *c = (NnEvRed){.op = op, .kind = kind, .outer = 1, .inner = 1};
  if (interp_operand(f, op, 0, &in)) return 1;
  if (!in.t || in.t->rank > NN_MAX_RANK) return interp_unsupported(f, op, "on an unranked tensor or rank over 16");
  nn_reduce_attrs(interp_of(f)->arena, op, &axis, &c->ignore);
  if (axis < 0 || axis >= (int64_t)in.t->rank) return interp_error(f, "%s: axis out of range", mu_op_name(interp_of(f)->arena, op));
  c->in = in.t, c->axis = (unsigned)axis;
  for (unsigned d = 0; d < in.t->rank; d++)
    if (d != c->axis) *(d < c->axis ? &c->outer : &c->inner) *= (size_t)in.t->dims[d];
  c->n = (size_t)in.t->dims[axis];
  c->fk = interp_float_format(nn_oelem(op, 0));
  c->w = interp_width(nn_oelem(op, 0));
  return c->w ? 0 : interp_unsupported(f, op, "of this element type");
}

/* The result: the input's sizes with the axis of size 1 (reduce_*) or dropped (argmax); a
 * static size of the result type that differs is UB (nn_shape). */
static int nn_ev_out(IFn *f, const NnEvRed *c, int drop, IVal *out) {
  MlirType t = nn_rtype(c->op);
  int64_t dims[NN_MAX_RANK];
  unsigned rank = 0;
  for (unsigned d = 0; d < c->in->rank; d++)
    if (d != c->axis || !drop) dims[rank++] = d == c->axis ? 1 : c->in->dims[d];
  if (!tval_is_tensor(t) || (unsigned)mlirShapedTypeGetRank(t) != rank)
    return interp_error(f, "%s: result rank", mu_op_name(interp_of(f)->arena, c->op));
  for (unsigned r = 0; r < rank; r++)
    if (!mlirShapedTypeIsDynamicDim(t, r) && mlirShapedTypeGetDimSize(t, r) != dims[r])
      return interp_ub(f, c->op, "a result of size %lld where its type says %lld", (long long)dims[r],
                       (long long)mlirShapedTypeGetDimSize(t, r));
  return interp_tensor(interp_of(f), t, dims, out);
}

/* Element k of lane (o, i); never written is UB. */
static int nn_ev_lane(IFn *f, const NnEvRed *c, size_t o, size_t i, size_t k, IScalar *x) {
  *x = c->in->e[(o * c->n + k) * c->inner + i];
  return x->uninit ? interp_ub(f, c->op, "read of an element never written") : 0;
}

/* The start of a reduce_* (nn_red_comb): 0, 1, the lowest, the highest, true, false. */
static uint64_t nn_ev_init(const NnEvRed *c) {
  uint64_t m = interp_mask(c->w), min = 1ull << (c->w - 1);
  IfFormat k = (IfFormat)c->fk;
  switch (c->kind) {
  case NN_SUM: case NN_ANY: return 0;
  case NN_PRODUCT: return c->fk >= 0 ? if_from_int(k, IF_RNE, 1, 2, 0) : 1;
  case NN_ALL: return 1;
  case NN_MAX: return c->fk >= 0 ? if_neg(k, if_div(k, IF_RNE, if_from_int(k, IF_RNE, 1, 2, 0), 0)) : min;
  case NN_MIN: return c->fk >= 0 ? if_div(k, IF_RNE, if_from_int(k, IF_RNE, 1, 2, 0), 0) : (min - 1) & m;
  }
  return 0;
}

/* acc combined with x (red_combine: acc op x); IGNORE max/min skip NaNs (nn_step). */
static uint64_t nn_ev_comb(const NnEvRed *c, uint64_t acc, uint64_t x) {
  IfFormat k = (IfFormat)c->fk;
  int64_t sa = interp_sext(acc, c->w), sx = interp_sext(x, c->w);
  int mx = c->kind == NN_MAX;
  if (c->fk >= 0 && (mx || c->kind == NN_MIN) && c->ignore && (if_is_nan(k, x) || if_is_nan(k, acc)))
    return if_is_nan(k, x) ? acc : x;
  switch (c->kind) {
  case NN_SUM: return c->fk >= 0 ? if_add(k, IF_RNE, acc, x) : (acc + x) & interp_mask(c->w);
  case NN_PRODUCT: return c->fk >= 0 ? if_mul(k, IF_RNE, acc, x) : (acc * x) & interp_mask(c->w);
  case NN_MAX: return c->fk >= 0 ? if_maximum(k, acc, x) : sx > sa ? x : acc;
  case NN_MIN: return c->fk >= 0 ? if_minimum(k, acc, x) : sx < sa ? x : acc;
  case NN_ALL: return acc & x;
  case NN_ANY: return acc | x;
  }
  return acc;
}

/* reduce_*: each lane folded in index order from the start (IGNORE max/min from NaN);
 * poison if an element is. */
static int nn_ev_reduce(IFn *f, MlirOperation op, NnRed kind) {
  NnEvRed c;
  IVal r;
  if (nn_ev_setup(f, op, kind, &c) || nn_ev_out(f, &c, 0, &r)) return 1;
  int ign = c.fk >= 0 && c.ignore && (kind == NN_MAX || kind == NN_MIN);
  for (size_t o = 0; o < c.outer; o++)
    for (size_t i = 0; i < c.inner; i++) {
      IScalar acc = {ign ? if_default_nan((IfFormat)c.fk) : nn_ev_init(&c), 0, 0}, x;
      for (size_t k = 0; k < c.n; k++) {
        if (nn_ev_lane(f, &c, o, i, k, &x)) return 1;
        acc = (IScalar){nn_ev_comb(&c, acc.bits, x.bits), acc.poison || x.poison, 0};
      }
      if (kind == NN_SUM) nn_ev_zero_sum(f, c.fk, acc.bits);
      r.t->e[o * c.inner + i] = acc;
    }
  return interp_result(f, op, 0, r);
}
/* The reduce_* ops by kind: the encoder (nn_reduce) and the evaluator (nn_ev_reduce) of each. */
#define REDUCE_OP(name, kind)                                                           \
  static int enc_##name(EncFn *f, MlirOperation op) { return nn_reduce(f, op, kind); } \
  static int ev_##name(IFn *f, MlirOperation op) { return nn_ev_reduce(f, op, kind); }
REDUCE_OP(reduce_sum, NN_SUM) REDUCE_OP(reduce_product, NN_PRODUCT) REDUCE_OP(reduce_max, NN_MAX)
REDUCE_OP(reduce_min, NN_MIN) REDUCE_OP(reduce_all, NN_ALL) REDUCE_OP(reduce_any, NN_ANY)
#undef REDUCE_OP

/* Whether x replaces acc in argmax (nn_step): signed >; floats PROPAGATE x ugt acc with acc
 * not NaN (the first NaN wins and stays), IGNORE x not NaN and (acc NaN or x ogt acc). */
static int nn_ev_better(const NnEvRed *c, uint64_t x, uint64_t acc) {
  IfFormat k = (IfFormat)c->fk;
  if (c->fk < 0) return interp_sext(x, c->w) > interp_sext(acc, c->w);
  if (!c->ignore) return if_cmp(k, NN_UGT, x, acc) && !if_is_nan(k, acc);
  return !if_is_nan(k, x) && (if_is_nan(k, acc) || if_cmp(k, NN_OGT, x, acc));
}

/* argmax: per lane the first index of the largest element, from the lowest value and
 * index 0; poison if an element is. */
static int ev_argmax(IFn *f, MlirOperation op) {
  NnEvRed c;
  IVal r;
  if (nn_ev_setup(f, op, NN_MAX, &c) || nn_ev_out(f, &c, 1, &r)) return 1;
  unsigned iw = interp_width(nn_relem(op));
  if (!iw) return interp_unsupported(f, op, "with this index type");
  for (size_t o = 0; o < c.outer; o++)
    for (size_t i = 0; i < c.inner; i++) {
      uint64_t acc = nn_ev_init(&c), at = 0;
      IScalar x, *out = &r.t->e[o * c.inner + i];
      *out = (IScalar){0};
      for (size_t k = 0; k < c.n; k++) {
        if (nn_ev_lane(f, &c, o, i, k, &x)) return 1;
        if (nn_ev_better(&c, x.bits, acc)) acc = x.bits, at = k;
        out->poison |= x.poison;
      }
      out->bits = at & interp_mask(iw);
    }
  return interp_result(f, op, 0, r);
}

/* ---- products: matmul and convolutions ---- */

/* a * b as the lowering's body computes it: floats extended to the accumulator type
 * (acc_type f32 for f16/bf16 operands: arith.extf, exact), mulf; integers extended to the
 * accumulator width w, minus their zero points (unless literal 0), muli. */
typedef struct NnMul {
  int kind;                /* float kind of the accumulator, -1 for integers */
  int in_kind, out_kind;   /* float kinds of the operands' and the result's elements */
  MlirType acc;            /* accumulator element type: acc_type, else the result's */
  unsigned w;              /* accumulator (result element) width */
  Z3_ast zp[2];            /* integer zero points at width w (NULL when literal 0) */
} NnMul;

static Z3_ast nn_ext(EncFn *f, const NnMul *m, Z3_ast v, int j) {
  unsigned vw = smt_width(f->s, v);
  if (vw < m->w) v = smt_sext(f->s, m->w - vw, v);
  return m->zp[j] ? nn_sub(f, v, m->zp[j]) : v;
}

/* a * b at the accumulator type (integers extended, zero points subtracted); ab receives
 * the two factors as multiplied, for the dot-product stage of the fold. */
static EncVal nn_product(EncFn *f, const NnMul *m, EncVal a, EncVal b, EncVal *ab) {
  if (m->kind < 0) {
    a.v = nn_ext(f, m, a.v, 0);
    b.v = nn_ext(f, m, b.v, 1);
  } else {
    a.v = nn_fconv(f, m->in_kind, m->kind, a.v);
    b.v = nn_fconv(f, m->in_kind, m->kind, b.v);
  }
  ab[0] = a;
  ab[1] = b;
  Z3_ast v = m->kind >= 0 ? fp_binary(f, (FpKind)m->kind, FP_MUL, a.v, b.v) : nn_mul(f, a.v, b.v);
  return (EncVal){v, smt_and(f->s, a.np, b.np), NULL};
}

/* The multiplication setup from zero point operands za, zb. Floats may accumulate in a
 * wider acc_type (f16/bf16 in f32); an integer acc_type must be the result element type. */
static int nn_mul_setup(EncFn *f, MlirOperation op, int za, int zb, NnMul *m) {
  NnTypes t;
  NnWhy why;
  m->w = enc_width(f, nn_relem(op), op);
  if (!m->w) return 1;
  if (nn_read_types(op, &t, &why)) return nn_why_stop(f, op, &why);
  m->acc = t.acc;
  m->in_kind = t.in_kind;
  m->kind = t.acc_kind;
  m->out_kind = t.out_kind;
  int z[2];
  if (nn_zp(f, op, za, m->w, &m->zp[0], &z[0]) || nn_zp(f, op, zb, m->w, &m->zp[1], &z[1])) return 1;
  for (int j = 0; j < 2; j++)
    if (z[j]) m->zp[j] = NULL;
  return 0;
}

static RedComb nn_add_comb(const NnMul *m) { return m->kind >= 0 ? RED_ADDF : RED_ADDI; }

typedef struct NnMatmul {
  EncVal a, b;
  NnMul m;
  MlirType elem;
} NnMatmul;

/* output[n, h, w] = fold add from 0 over k of a[n, h, k] * b[n, k, w]. */
static int nn_matmul_elem(EncFn *f, const void *ctx, const Z3_ast *idx, EncVal *out) {
  const NnMatmul *c = ctx;
  Z3_ast r = tval_index(f, "matmul"), ba, bb;
  Z3_ast ia[3] = {idx[0], idx[1], r}, ib[3] = {idx[0], r, idx[2]};
  EncVal a = nn_load(f, c->a, ia, &ba);
  EncVal b = nn_load(f, c->b, ib, &bb);
  EncVal ab[2], x = nn_product(f, &c->m, a, b, ab);
  NnSum sum = {nn_add_comb(&c->m), c->m.acc, c->m.kind, c->m.kind, c->m.acc, 1, &r, &c->a.t->dims[2], x, ab,
               smt_or(f->s, ba, bb), NULL, NULL, 0};
  return nn_sum(f, &sum, out);
}

/* matmul: a [N, H, C] x b [N, C, W] -> [N, H, W]; sizes disagreeing is UB. */
static int enc_matmul(EncFn *f, MlirOperation op) {
  NnMatmul c;
  if (nn_tensor(f, op, 0, 3, &c.a) || nn_tensor(f, op, 1, 3, &c.b) || nn_mul_setup(f, op, 2, 3, &c.m)) return 1;
  c.elem = nn_relem(op);
  enc_ub(f, nn_not(f, smt_and(f->s, nn_eq(f, c.a.t->dims[0], c.b.t->dims[0]), nn_eq(f, c.a.t->dims[2], c.b.t->dims[1]))));
  Z3_ast dims[3] = {c.a.t->dims[0], c.a.t->dims[1], c.b.t->dims[2]};
  EncTensor *sh = nn_shape(f, op, dims);
  if (!sh) return 1;
  if (sh->rank != 3) return nn_error(f, op, "result is not of rank 3");
  return nn_build(f, op, sh, nn_matmul_elem, &c);
}

/* ---- windows: convolutions and pooling ---- */

/* A window over ns = 2 (NHWC) or 3 (NDHWC) spatial dimensions: pad [before, after] per
 * dimension, stride, dilation. */
typedef struct NnWin {
  EncVal in;
  unsigned ns;
  int64_t pad[6], stride[3], dil[3], kernel[3];
  Z3_ast kdims[3];         /* kernel sizes (from the weights or the kernel attribute) */
} NnWin;

/* Output size along spatial dimension d (0: H, 1: W; 3-D: D, H, W): (I - 1 + pads - (K - 1) * dil) /
 * stride + 1; a negative numerator or a division that is not exact is UB (ERROR_IF). */
static Z3_ast nn_out_size(EncFn *f, const NnWin *w, unsigned d) {
  Z3_ast i = w->in.t->dims[1 + d], k = w->kdims[d];
  Z3_ast top = nn_add(f, nn_sub(f, i, nn_c(f, 1)), nn_c(f, (uint64_t)(w->pad[2 * d] + w->pad[2 * d + 1])));
  Z3_ast span = nn_mul(f, nn_sub(f, k, nn_c(f, 1)), nn_c(f, (uint64_t)w->dil[d]));
  Z3_ast s = nn_c(f, (uint64_t)w->stride[d]), num = nn_sub(f, top, span);
  enc_ub(f, smt_or(f->s, nn_ult(f, top, span), smt_or(f->s, nn_eq(f, i, nn_c(f, 0)), nn_eq(f, k, nn_c(f, 0)))));
  enc_ub(f, nn_not(f, nn_eq(f, smt_app2(f->s, Z3_mk_bvurem, num, s), nn_c(f, 0))));
  return nn_add(f, smt_app2(f->s, Z3_mk_bvudiv, num, s), nn_c(f, 1));
}

/* Input element [n, o * stride + k * dil - pad, c] (padded coordinates per dimension);
 * outside the input it is `pad` (not a read). *bad: an inside element never written. */
static EncVal nn_win_load(EncFn *f, const NnWin *w, const Z3_ast *idx, const Z3_ast *k, Z3_ast c,
                          Z3_ast pad, Z3_ast *bad) {
  Z3_ast at[5] = {idx[0]}, inside = smt_true(f->s);
  at[w->ns + 1] = c;
  for (unsigned d = 0; d < w->ns; d++) {
    Z3_ast p = nn_add(f, nn_mul(f, idx[1 + d], nn_c(f, (uint64_t)w->stride[d])),
                      nn_mul(f, k[d], nn_c(f, (uint64_t)w->dil[d])));
    Z3_ast lo = nn_c(f, (uint64_t)w->pad[2 * d]);
    at[1 + d] = nn_sub(f, p, lo);
    inside = smt_and(f->s, inside, smt_and(f->s, nn_ule(f, lo, p), nn_ult(f, at[1 + d], w->in.t->dims[1 + d])));
  }
  EncVal e = nn_load(f, w->in, at, bad);
  *bad = smt_and(f->s, inside, *bad);
  return (EncVal){smt_ite(f->s, inside, e.v, pad), smt_ite(f->s, inside, e.np, smt_true(f->s)), NULL};
}

/* pad, stride and dilation attributes (dilation 1 when absent: pooling). */
static int nn_win_attrs(EncFn *f, MlirOperation op, NnWin *w, int dilation) {
  NnWhy why;
  w->dil[0] = w->dil[1] = w->dil[2] = 1;
  return nn_read_window(op, w->ns, dilation, w->pad, w->stride, w->dil, &why) ? nn_why_stop(f, op, &why) : 0;
}

/* The [N, spatial output sizes, C] result shape. */
static EncTensor *nn_win_shape(EncFn *f, MlirOperation op, const NnWin *w, Z3_ast c) {
  Z3_ast dims[5] = {w->in.t->dims[0]};
  for (unsigned d = 0; d < w->ns; d++) dims[1 + d] = nn_out_size(f, w, d);
  dims[w->ns + 1] = c;
  EncTensor *sh = nn_shape(f, op, dims);
  if (sh && sh->rank != w->ns + 2) return nn_error(f, op, "result is not of the input's rank"), NULL;
  return sh;
}

/* The spec's ERROR_IF(BC != OC && BC != 1): UB (MLIR's verifier rejects static sizes; a
 * dynamic bias of another size gets here). */
static void nn_bias_count_ub(EncFn *f, EncVal bias, Z3_ast channels) {
  Z3_ast d = bias.t->dims[0];
  enc_ub(f, smt_and(f->s, nn_not(f, nn_eq(f, d, nn_c(f, 1))), nn_not(f, nn_eq(f, d, channels))));
}

/* Bias element for output channel oc: bias[0] when the bias has one element; an integer
 * bias narrower than the result is sign-extended to it ("If required, the element type is
 * expanded using an arith.extsi or arith.extf operation", linalgBroadcastAndMaybeExt in
 * TosaToLinalgNamed.cpp; MLIR's verifier accepts an i8 bias with an i32 result, while a
 * float bias must have the result's type). w: the result's width, 0 for floats. */
static EncVal nn_bias(EncFn *f, EncVal bias, unsigned w, Z3_ast oc, Z3_ast *bad) {
  uint64_t v;
  Z3_ast d = bias.t->dims[0];
  Z3_ast at = Z3_get_numeral_uint64(f->s->ctx, d, &v) ? (v == 1 ? nn_c(f, 0) : oc)
                                                       : smt_ite(f->s, nn_eq(f, d, nn_c(f, 1)), nn_c(f, 0), oc);
  EncVal b = nn_load(f, bias, &at, bad);
  unsigned bw = b.v ? smt_width(f->s, b.v) : 0;
  if (w && bw && bw < w) b.v = smt_sext(f->s, w - bw, b.v);
  return b;
}

typedef struct NnConv {
  NnWin w;
  EncVal weight, bias;
  NnMul m;
  MlirType elem;
  Z3_ast pad;              /* the padding value: +0.0 for floats, input_zp for integers */
  Z3_ast wpad;             /* the weights' padding (transpose_conv2d): +0.0 or weight_zp */
  Z3_ast mult;             /* depthwise: the channel multiplier M */
  int rev;                 /* transpose_conv2d, stride 1: weights reversed along H and W */
  int64_t tpad[4], tstride[2], ksub[2];   /* transpose_conv2d: out_pad, stride, phase kernel */
} NnConv;

/* conv2d/conv3d output[n, o.., oc] = fold add from bias[oc] over (k.., ic) of
 * in_padded[n, o*s + k*d.., ic] * weight[oc, k.., ic] (weight[oc, K-1-k.., ic] when rev), in
 * the accumulator type (the bias extended to it), then rounded to the result type. */
static int nn_conv_elem(EncFn *f, const void *ctx, const Z3_ast *idx, EncVal *out) {
  static const char *names[2][3] = {{"kh", "kw"}, {"kd", "kh", "kw"}};
  const NnConv *c = ctx;
  unsigned ns = c->w.ns;
  Z3_ast bi, bw, bx, kd[4], k[4], wi[5] = {idx[ns + 1]};
  for (unsigned d = 0; d < ns; d++) {
    kd[d] = c->w.kdims[d];
    k[d] = tval_index(f, names[ns - 2][d]);
    wi[1 + d] = c->rev ? nn_sub(f, nn_sub(f, kd[d], nn_c(f, 1)), k[d]) : k[d];
  }
  kd[ns] = c->w.in.t->dims[ns + 1];
  k[ns] = wi[ns + 1] = tval_index(f, "ic");
  EncVal in = nn_win_load(f, &c->w, idx, k, k[ns], c->pad, &bi);
  EncVal wt = nn_load(f, c->weight, wi, &bw);
  EncVal b = nn_bias(f, c->bias, c->m.out_kind < 0 ? c->m.w : 0, idx[ns + 1], &bx);
  enc_ub(f, bx);
  EncVal ab[2], x = nn_product(f, &c->m, in, wt, ab);
  NnSum sum = {nn_add_comb(&c->m), c->m.acc, c->m.kind, c->m.out_kind, c->elem, ns + 1, k, kd, x, ab,
               smt_or(f->s, bi, bw), NULL, &b, 1};
  return nn_sum(f, &sum, out);
}

/* Element 0 of zero point operand k, which must have the element type of `like`. */
static int nn_zp_elem(EncFn *f, MlirOperation op, int k, EncVal like, Z3_ast *out) {
  EncVal z;
  if (nn_tensor(f, op, k, 1, &z)) return 1;
  *out = tval_at(f, z, nn_c(f, 0)).v;
  if (smt_width(f->s, *out) != smt_width(f->s, tval_at(f, like, nn_c(f, 0)).v))
    return enc_unsupported(f, op, "with a zero point of another type than its operand");
  return enc_failed(f);
}

/* Input and weight (rank ns + 2), bias, zero points (operands 3, 4), padding values. */
static int nn_conv_operands(EncFn *f, MlirOperation op, NnConv *c, unsigned ns) {
  memset(c, 0, sizeof *c);
  c->w.ns = ns;
  if (nn_tensor(f, op, 0, ns + 2, &c->w.in) || nn_tensor(f, op, 1, ns + 2, &c->weight) ||
      nn_tensor(f, op, 2, 1, &c->bias) || nn_mul_setup(f, op, 3, 4, &c->m))
    return 1;
  c->elem = nn_relem(op);
  if (c->m.kind >= 0) c->pad = c->wpad = fp_zero(f, (FpKind)c->m.in_kind, 0);
  else if (nn_zp_elem(f, op, 3, c->w.in, &c->pad) || nn_zp_elem(f, op, 4, c->weight, &c->wpad)) return 1;
  return enc_failed(f);
}

/* The operands, window attributes and kernel sizes of conv2d/conv3d (weights O..I) or
 * depthwise_conv2d (weights HWCM). */
static int nn_conv_setup(EncFn *f, MlirOperation op, NnConv *c, unsigned ns, int depthwise) {
  if (nn_conv_operands(f, op, c, ns) || nn_win_attrs(f, op, &c->w, 1)) return 1;
  for (unsigned d = 0; d < ns; d++) c->w.kdims[d] = c->weight.t->dims[depthwise ? d : d + 1];
  return 0;
}

/* conv2d (NHWC input, OHWI weights), conv3d (NDHWC, ODHWI): result channels OC; an IC
 * mismatch is UB. */
static int nn_conv(EncFn *f, MlirOperation op, unsigned ns) {
  NnConv c;
  if (nn_conv_setup(f, op, &c, ns, 0)) return 1;
  enc_ub(f, nn_not(f, nn_eq(f, c.weight.t->dims[ns + 1], c.w.in.t->dims[ns + 1])));
  nn_bias_count_ub(f, c.bias, c.weight.t->dims[0]);
  EncTensor *sh = nn_win_shape(f, op, &c.w, c.weight.t->dims[0]);
  return sh ? nn_build(f, op, sh, nn_conv_elem, &c) : 1;
}

/* conv2d: the fold from bias[oc] over (kh, kw, ic) of nn_conv_elem. */
static int enc_conv2d(EncFn *f, MlirOperation op) { return nn_conv(f, op, 2); }
/* conv3d: the fold from bias[oc] over (kd, kh, kw, ic) of nn_conv_elem. */
static int enc_conv3d(EncFn *f, MlirOperation op) { return nn_conv(f, op, 3); }

/* ---- transpose_conv2d ---- */

/* Element (n, p + a - (K' - 1), .., ic) of the input and weight (oc, (K' - 1 - a) * s + r, ..,
 * ic) for phase-kernel index (a, b, ic): input_zp / +0.0 outside the input, the weights'
 * padding beyond K (both as in tosa.pad). *covered: (y, x) lies in the phase outputs. */
static void nn_tconv_load(EncFn *f, const NnConv *c, const Z3_ast *idx, const Z3_ast *k, EncVal *in,
                          EncVal *wt, Z3_ast *bad, Z3_ast *covered) {
  Smt *s = f->s;
  Z3_ast at[4] = {idx[0], NULL, NULL, k[2]}, wi[4] = {idx[3], NULL, NULL, k[2]};
  Z3_ast in_ok = smt_true(s), w_ok = smt_true(s), bi, bw;
  *covered = smt_true(s);
  for (unsigned d = 0; d < 2; d++) {
    Z3_ast st = nn_c(f, (uint64_t)c->tstride[d]), km = nn_c(f, (uint64_t)c->ksub[d] - 1);
    Z3_ast y = nn_sub(f, idx[1 + d], nn_c(f, (uint64_t)c->tpad[2 * d])), dim = c->w.in.t->dims[1 + d];
    Z3_ast p = smt_app2(s, Z3_mk_bvudiv, y, st), r = smt_app2(s, Z3_mk_bvurem, y, st);
    *covered = smt_and(s, *covered, nn_ult(f, y, nn_mul(f, nn_add(f, dim, km), st)));
    at[1 + d] = nn_sub(f, nn_add(f, p, k[d]), km);
    in_ok = smt_and(s, in_ok, smt_and(s, nn_ule(f, km, nn_add(f, p, k[d])), nn_ult(f, at[1 + d], dim)));
    wi[1 + d] = nn_add(f, nn_mul(f, nn_sub(f, km, k[d]), st), r);
    w_ok = smt_and(s, w_ok, nn_ult(f, wi[1 + d], c->weight.t->dims[1 + d]));
  }
  *in = nn_load(f, c->w.in, at, &bi);
  *wt = nn_load(f, c->weight, wi, &bw);
  *bad = smt_or(s, smt_and(s, in_ok, bi), smt_and(s, w_ok, bw));
  in->v = smt_ite(s, in_ok, in->v, c->pad), in->np = smt_ite(s, in_ok, in->np, smt_true(s));
  wt->v = smt_ite(s, w_ok, wt->v, c->wpad), wt->np = smt_ite(s, w_ok, wt->np, smt_true(s));
}

/* transpose_conv2d with a stride other than 1, as tosa-optional-decompositions computes it
 * (sy * sx phase convolutions of kernels K' = ceil(K / s)): with y = oy - out_pad_top =
 * p * sy + ry (x likewise), output = (covered ? fold add from 0 over (a, b, ic) < (KH', KW',
 * IC) of in * weight (nn_tconv_load) : 0), in the accumulator type rounded to the result
 * type, + bias[oc]. */
static int nn_tconv_elem(EncFn *f, const void *ctx, const Z3_ast *idx, EncVal *out) {
  const NnConv *c = ctx;
  Z3_ast k[3] = {tval_index(f, "kh"), tval_index(f, "kw"), tval_index(f, "ic")}, bad, covered, bx;
  Z3_ast kd[3] = {nn_c(f, (uint64_t)c->ksub[0]), nn_c(f, (uint64_t)c->ksub[1]), c->w.in.t->dims[3]};
  EncVal in, wt;
  nn_tconv_load(f, c, idx, k, &in, &wt, &bad, &covered);
  EncVal ab[2], x = nn_product(f, &c->m, in, wt, ab);
  EncVal b = nn_bias(f, c->bias, c->m.out_kind < 0 ? c->m.w : 0, idx[3], &bx);
  enc_ub(f, bx);
  NnSum sum = {nn_add_comb(&c->m), c->m.acc, c->m.kind, c->m.out_kind, c->elem, 3, k, kd, x, ab,
               smt_and(f->s, covered, bad), covered, &b, 0};
  return nn_sum(f, &sum, out);
}

/* Output size (I - 1) * stride + out_pad_before + out_pad_after + K along d; not positive is UB. */
static Z3_ast nn_tconv_size(EncFn *f, const NnConv *c, unsigned d, int64_t k) {
  Z3_ast i = c->w.in.t->dims[1 + d];
  Z3_ast o = nn_add(f, nn_mul(f, nn_sub(f, i, nn_c(f, 1)), nn_c(f, (uint64_t)c->tstride[d])),
                    nn_c(f, (uint64_t)(c->tpad[2 * d] + c->tpad[2 * d + 1] + k)));
  enc_ub(f, smt_or(f->s, nn_eq(f, i, nn_c(f, 0)), smt_app2(f->s, Z3_mk_bvsle, o, nn_c(f, 0))));
  return o;
}

/* Stride 1: the decomposition's conv2d (pads K - 1 + out_pad, weights reversed, from the bias). */
static int nn_tconv_stride1(EncFn *f, MlirOperation op, NnConv *c, EncTensor *sh, const int64_t *k) {
  c->rev = 1;
  for (unsigned d = 0; d < 2; d++) {
    c->w.stride[d] = c->w.dil[d] = 1;
    c->w.pad[2 * d] = k[d] - 1 + c->tpad[2 * d];
    c->w.pad[2 * d + 1] = k[d] - 1 + c->tpad[2 * d + 1];
    c->w.kdims[d] = c->weight.t->dims[1 + d];
  }
  return nn_build(f, op, sh, nn_conv_elem, c);
}

/* transpose_conv2d: NHWC input, OHWI weights of static KH, KW; out_pad > -K, stride >= 1. */
static int enc_transpose_conv2d(EncFn *f, MlirOperation op) {
  NnConv c;
  NnTconv t;
  NnWhy why;
  if (nn_conv_operands(f, op, &c, 2)) return 1;
  if (nn_read_tconv(op, &t, &why)) return nn_why_stop(f, op, &why);
  const int64_t *k = t.k;
  memcpy(c.tpad, t.out_pad, sizeof c.tpad);
  memcpy(c.tstride, t.stride, sizeof c.tstride);
  memcpy(c.ksub, t.ksub, sizeof c.ksub);
  enc_ub(f, nn_not(f, nn_eq(f, c.weight.t->dims[3], c.w.in.t->dims[3])));
  nn_bias_count_ub(f, c.bias, c.weight.t->dims[0]);
  Z3_ast dims[4] = {c.w.in.t->dims[0], nn_tconv_size(f, &c, 0, k[0]), nn_tconv_size(f, &c, 1, k[1]), c.weight.t->dims[0]};
  EncTensor *sh = nn_shape(f, op, dims);
  if (!sh) return 1;
  if (sh->rank != 4) return nn_error(f, op, "result is not of rank 4");
  if (c.tstride[0] == 1 && c.tstride[1] == 1) return nn_tconv_stride1(f, op, &c, sh, k);
  return nn_build(f, op, sh, nn_tconv_elem, &c);
}

/* depthwise output[n, oh, ow, c*M + m] = fold add from 0 over (kh, kw) of
 * in_padded[n, .., .., c] * weight[kh, kw, c, m] in the accumulator type, rounded to the
 * result type, then + bias[c*M + m] (the lowering's separate bias add, which is also the
 * spec's order). */
static int nn_depthwise_elem(EncFn *f, const void *ctx, const Z3_ast *idx, EncVal *out) {
  const NnConv *c = ctx;
  Z3_ast bi, bw, bx, k[2] = {tval_index(f, "kh"), tval_index(f, "kw")};
  Z3_ast ch = smt_app2(f->s, Z3_mk_bvudiv, idx[3], c->mult), m = smt_app2(f->s, Z3_mk_bvurem, idx[3], c->mult);
  EncVal in = nn_win_load(f, &c->w, idx, k, ch, c->pad, &bi);
  Z3_ast wi[4] = {k[0], k[1], ch, m};
  EncVal wt = nn_load(f, c->weight, wi, &bw);
  EncVal ab[2], x = nn_product(f, &c->m, in, wt, ab);
  EncVal b = nn_bias(f, c->bias, c->m.out_kind < 0 ? c->m.w : 0, idx[3], &bx);
  enc_ub(f, bx);
  NnSum sum = {nn_add_comb(&c->m), c->m.acc, c->m.kind, c->m.out_kind, c->elem, 2, k, c->w.kdims, x, ab,
               smt_or(f->s, bi, bw), NULL, &b, 0};
  return nn_sum(f, &sum, out);
}

/* depthwise_conv2d: NHWC input, HWCM weights; result channels C * M. */
static int enc_depthwise_conv2d(EncFn *f, MlirOperation op) {
  NnConv c;
  if (nn_conv_setup(f, op, &c, 2, 1)) return 1;
  c.mult = c.weight.t->dims[3];
  enc_ub(f, nn_not(f, nn_eq(f, c.weight.t->dims[2], c.w.in.t->dims[3])));
  nn_bias_count_ub(f, c.bias, nn_mul(f, c.w.in.t->dims[3], c.mult));
  EncTensor *sh = nn_win_shape(f, op, &c.w, nn_mul(f, c.w.in.t->dims[3], c.mult));
  return sh ? nn_build(f, op, sh, nn_depthwise_elem, &c) : 1;
}

/* ---- pooling ---- */

typedef struct NnPool {
  NnWin w;
  MlirType elem, acc;      /* acc: avg_pool2d's accumulator (i32, or the float acc_type) */
  int kind, ignore;
  Z3_ast zp[2];            /* integer avg_pool2d: input_zp, output_zp (i32) */
  MlirOperation op;
} NnPool;

/* Number of window positions along d that fall inside the input (not padding). */
static Z3_ast nn_pool_count(EncFn *f, const NnPool *p, Z3_ast o, unsigned d) {
  Smt *s = f->s;
  Z3_ast y0 = nn_mul(f, o, nn_c(f, (uint64_t)p->w.stride[d])), lo = nn_c(f, (uint64_t)p->w.pad[2 * d]);
  Z3_ast y1 = nn_add(f, y0, p->w.kdims[d]), hi = nn_add(f, lo, p->w.in.t->dims[1 + d]);
  Z3_ast a = smt_ite(s, nn_ult(f, y0, lo), lo, y0), b = smt_ite(s, nn_ult(f, y1, hi), y1, hi);
  return smt_ite(s, nn_ult(f, a, b), nn_sub(f, b, a), nn_c(f, 0));
}

/* avg_pool2d (floats): fold add from +0.0 over (kh, kw) of in_padded (+0.0 outside), divided
 * by the count of window positions inside the input (converted through i32, as the lowering
 * does; the spec's count is an int32). */
static int nn_avg_elem(EncFn *f, const void *ctx, const Z3_ast *idx, EncVal *out) {
  const NnPool *p = ctx;
  int ak = fp_kind(p->acc);
  Z3_ast bad, k[2] = {tval_index(f, "kh"), tval_index(f, "kw")};
  EncVal x = nn_win_load(f, &p->w, idx, k, idx[3], fp_zero(f, (FpKind)p->kind, 0), &bad), sum;
  x.v = nn_fconv(f, p->kind, ak, x.v);
  NnSum s = {RED_ADDF, p->acc, ak, ak, p->acc, 2, k, p->w.kdims, x, NULL, bad, NULL, NULL, 0};
  if (nn_sum(f, &s, &sum)) return 1;
  Z3_ast cnt = nn_mul(f, nn_pool_count(f, p, idx[1], 0), nn_pool_count(f, p, idx[2], 1));
  Z3_ast cf = fp_from_int(f, (FpKind)ak, smt_extract(f->s, 31, 0, cnt), 1);
  Z3_ast avg = fp_binary(f, (FpKind)ak, FP_DIV, sum.v, cf);
  *out = (EncVal){nn_fconv(f, ak, p->kind, avg), sum.np, NULL};
  return enc_failed(f);
}

/* The spec's apply_scale_32(v, reciprocal_scale(c)) for i32 v and a count c <= cmax, as a
 * table over c (constants: k = 32 - clz(c - 1), multiplier = (((1 << 30) + 1) << k) / c,
 * shift = 30 + k) of (int64 v * multiplier + (1 << (shift - 1))) >> shift; the REQUIREs
 * (c > 0, v and the result in range) are UB. */
static Z3_ast nn_recip_scale(EncFn *f, Z3_ast v, Z3_ast c, unsigned cmax) {
  Smt *s = f->s;
  Z3_ast v64 = smt_sext(s, 32, v), res = smt_bv_u64(s, 64, 0), bad = smt_true(s);
  for (unsigned cc = 1; cc <= cmax; cc++) {
    int64_t mult;
    unsigned shift;
    nn_recip(cc, &mult, &shift);
    int64_t round = 1ll << (shift - 1);
    Z3_ast r = smt_app2(s, Z3_mk_bvashr, nn_add(f, nn_mul(f, v64, smt_bv_u64(s, 64, (uint64_t)mult)), smt_bv_u64(s, 64, (uint64_t)round)),
                        smt_bv_u64(s, 64, shift));
    Z3_ast ok = smt_and(s, smt_app2(s, Z3_mk_bvsge, v64, smt_bv_u64(s, 64, (uint64_t)-round)),
                        smt_app2(s, Z3_mk_bvslt, v64, smt_bv_u64(s, 64, (uint64_t)round)));
    ok = smt_and(s, ok, nn_eq(f, smt_sext(s, 32, smt_extract(s, 31, 0, r)), r));
    Z3_ast is = nn_eq(f, c, smt_bv_u64(s, 32, cc));
    res = smt_ite(s, is, r, res);
    bad = smt_ite(s, is, nn_not(f, ok), bad);
  }
  enc_ub(f, bad);
  return smt_extract(s, 31, 0, res);
}

/* clip(v, the range of iw) for an i32 v, truncated to iw (the spec's apply_clip_s and cast). */
static Z3_ast nn_clip_trunc(EncFn *f, Z3_ast v, unsigned w) {
  Smt *s = f->s;
  Z3_ast lo = smt_bv_u64(s, 32, (uint64_t)(-(1LL << (w - 1))) & 0xffffffffu), hi = smt_bv_u64(s, 32, (1ull << (w - 1)) - 1);
  v = smt_ite(s, smt_app2(s, Z3_mk_bvslt, v, lo), lo, smt_ite(s, smt_app2(s, Z3_mk_bvsgt, v, hi), hi, v));
  return smt_extract(s, w - 1, 0, v);
}

/* Integer avg_pool2d: the window sum (i32) from 0 with padding 0, minus count * input_zp (the
 * spec's sum of (x - input_zp) over the count non-padded elements, as the lowering computes
 * it), nn_recip_scale, + output_zp, clipped and truncated to the element type. */
static int nn_avg_int_elem(EncFn *f, const void *ctx, const Z3_ast *idx, EncVal *out) {
  const NnPool *p = ctx;
  if (p->w.kernel[0] * p->w.kernel[1] > 4096)
    return enc_unsupported(f, p->op, "on integers with a kernel of more than 4096 elements");
  unsigned w = enc_width(f, p->elem, (MlirOperation){NULL});
  Z3_ast bad, k[2] = {tval_index(f, "kh"), tval_index(f, "kw")};
  EncVal x = nn_win_load(f, &p->w, idx, k, idx[3], smt_bv_u64(f->s, w, 0), &bad), sum;
  x.v = smt_sext(f->s, 32 - w, x.v);
  if (nn_fold(f, RED_ADDI, p->acc, nn_scalar(f, smt_bv_u64(f->s, 32, 0)), 2, k, x, NULL, bad, p->w.kdims, &sum))
    return 1;
  Z3_ast cnt = nn_mul(f, nn_pool_count(f, p, idx[1], 0), nn_pool_count(f, p, idx[2], 1));
  cnt = smt_extract(f->s, 31, 0, cnt);
  Z3_ast v = nn_recip_scale(f, nn_sub(f, sum.v, nn_mul(f, cnt, p->zp[0])), cnt, (unsigned)(p->w.kernel[0] * p->w.kernel[1]));
  *out = (EncVal){nn_clip_trunc(f, nn_add(f, v, p->zp[1]), w), sum.np, NULL};
  return enc_failed(f);
}

/* max_pool2d: fold max from the lowest value over the window, padding as the lowest value
 * (PROPAGATE, integers) or NaN (IGNORE: skipped; a window of NaNs gives NaN). */
static int nn_maxpool_elem(EncFn *f, const void *ctx, const Z3_ast *idx, EncVal *out) {
  const NnPool *p = ctx;
  Z3_ast bad;
  if (p->kind >= 0 && p->ignore) {   /* the custom fold takes one linear index */
    Z3_ast r = tval_index(f, "maxpool"), k[2], n = nn_mul(f, p->w.kdims[0], p->w.kdims[1]);
    EncTensor kt = {2, (Z3_ast *)p->w.kdims, NULL};
    tval_delinear(f, &kt, r, k);
    Z3_ast nan = fp_nan(f, (FpKind)p->kind);
    EncVal x = nn_win_load(f, &p->w, idx, k, idx[3], nan, &bad);
    NnCustom cu = {"tosa.max_pool2d.ignore", p->kind, 1, 1, 0};
    NnAcc acc = {nan, NULL, smt_true(f->s)}, res;
    if (nn_custom(f, &cu, acc, r, x, bad, n, &res)) return 1;
    *out = (EncVal){res.v, res.np, NULL};
    return 0;
  }
  Z3_ast low = nn_lowest(f, p->elem, 1), k[2] = {tval_index(f, "kh"), tval_index(f, "kw")};
  EncVal x = nn_win_load(f, &p->w, idx, k, idx[3], low, &bad);
  return nn_fold(f, p->kind >= 0 ? RED_MAXIMUMF : RED_MAXSI, p->elem, nn_scalar(f, low), 2, k, x,
                 NULL, bad, p->w.kdims, out);
}

/* A pooling op (p zeroed or with the caller's fields): input, window, kernel, result. */
static int nn_pool(EncFn *f, MlirOperation op, NnPool *p, NnElemFn elem) {
  p->w.ns = 2;
  p->op = op;
  if (nn_tensor(f, op, 0, 4, &p->w.in) || nn_win_attrs(f, op, &p->w, 0) || nn_ints(f, op, "kernel", 2, p->w.kernel))
    return 1;
  p->w.kdims[0] = nn_c(f, (uint64_t)p->w.kernel[0]);
  p->w.kdims[1] = nn_c(f, (uint64_t)p->w.kernel[1]);
  p->elem = nn_oelem(op, 0);
  p->kind = fp_kind(p->elem);
  p->ignore = nn_nan_ignore(f, op);
  if (!enc_width(f, p->elem, op)) return 1;
  if (!mlirTypeEqual(p->elem, nn_relem(op))) return enc_unsupported(f, op, "with another result element type");
  EncTensor *sh = nn_win_shape(f, op, &p->w, p->w.in.t->dims[3]);
  return sh ? nn_build(f, op, sh, elem, p) : 1;
}

/* Integer avg_pool2d: acc_type i32, an element type of at most 16 bits, zero points (i32)
 * that are 0 unless the elements are i8 (the spec's ERROR_IF: UB). */
static int nn_avg_int_setup(EncFn *f, MlirOperation op, NnPool *p) {
  MlirType in = nn_oelem(op, 0);
  unsigned w = enc_width(f, in, op);
  if (!w) return 1;
  p->acc = mlirIntegerTypeGet(mlirTypeGetContext(in), 32);
  NnWhy why;
  if (nn_read_avg_int(op, w, &why)) return nn_why_stop(f, op, &why);
  for (int j = 0; j < 2; j++) {
    int zero;
    if (nn_zp(f, op, 1 + j, 32, &p->zp[j], &zero)) return 1;
    if (w != 8) enc_ub(f, nn_not(f, nn_eq(f, p->zp[j], smt_bv_u64(f->s, 32, 0))));
  }
  return enc_failed(f);
}

/* avg_pool2d: floats summed and divided in acc_type (the element type or wider), zero
 * points 0; integers. */
static int enc_avg_pool2d(EncFn *f, MlirOperation op) {
  NnPool p;
  memset(&p, 0, sizeof p);
  if (fp_kind(nn_oelem(op, 0)) < 0)
    return nn_avg_int_setup(f, op, &p) || nn_pool(f, op, &p, nn_avg_int_elem);
  NnMul m;
  if (nn_mul_setup(f, op, 1, 2, &m)) return 1;
  p.acc = m.acc;
  return nn_pool(f, op, &p, nn_avg_elem);
}

/* max_pool2d: nn_maxpool_elem over each window. */
static int enc_max_pool2d(EncFn *f, MlirOperation op) {
  NnPool p;
  memset(&p, 0, sizeof p);
  return nn_pool(f, op, &p, nn_maxpool_elem);
}

/* ---- fft2d and rfft2d ---- */

typedef struct NnFft {
  EncVal re, im;           /* im.t NULL for rfft2d */
  FpKind k;
  MlirType elem;
  int inverse, imag;       /* inverse fft2d; building the imaginary result */
} NnFft;

/* The angle of input element (iy, ix) = r for output (oy, ox) = idx[1..2], as the spec and
 * tosa-to-linalg compute it: 2pi * (float((iy * oy) mod H) / float(H) + float((ix * ox) mod W)
 * / float(W)), for an inverse fft2d times -1.0 (the lowering's order; the spec's sign_val *
 * 2pi * (...) is the same value: negation is exact). 2pi is rounded to the element type. */
static Z3_ast nn_fft_angle(EncFn *f, const NnFft *c, const Z3_ast *idx, const Z3_ast *r) {
  Z3_ast part[2];
  for (int d = 0; d < 2; d++) {
    Z3_ast n = c->re.t->dims[1 + d];
    Z3_ast a = smt_app2(f->s, Z3_mk_bvurem, nn_mul(f, r[d], idx[1 + d]), n);
    part[d] = fp_binary(f, c->k, FP_DIV, fp_from_int(f, c->k, smt_extract(f->s, 31, 0, a), 0),
                        fp_from_int(f, c->k, smt_extract(f->s, 31, 0, n), 0));
  }
  Z3_ast v = fp_binary(f, c->k, FP_MUL, fp_exact(f, c->k, FP_TWO_PI), fp_binary(f, c->k, FP_ADD, part[0], part[1]));
  return c->inverse ? fp_binary(f, c->k, FP_MUL, v, fp_exact(f, c->k, -1.0)) : v;
}

static Z3_ast nn_fmul(EncFn *f, const NnFft *c, Z3_ast a, Z3_ast b) { return fp_binary(f, c->k, FP_MUL, a, b); }

/* rfft2d: real = sum from +0.0 of in * cos(a), imag = fold "acc - in * sin(a)" from +0.0
 * (the spec's "sum += -in * sin(a)" is the same value). fft2d: real = sum of
 * (re * cos(a) + im * sin(a)), imag = sum of (im * cos(a) - re * sin(a)) (the spec's
 * -re * sin(a) + im * cos(a), the same value). Over (iy, ix) row-major; cos and sin are
 * math.cos and math.sin (uninterpreted). */
static int nn_fft_elem(EncFn *f, const void *ctx, const Z3_ast *idx, EncVal *out) {
  const NnFft *c = ctx;
  Z3_ast r[2] = {tval_index(f, "fft"), tval_index(f, "fft")}, bad, bad_im;
  Z3_ast at[3] = {idx[0], r[0], r[1]}, ang = nn_fft_angle(f, c, idx, r);
  EncVal re = nn_load(f, c->re, at, &bad), im = re, x, ab[2];
  Z3_ast cs = fp_uf(f, c->k, "math.cos", 1, &ang, NULL), sn = fp_uf(f, c->k, "math.sin", 1, &ang, NULL);
  if (!cs || !sn) return enc_failed(f);
  RedComb comb = RED_ADDF;
  if (c->im.t) {
    im = nn_load(f, c->im, at, &bad_im);
    bad = smt_or(f->s, bad, bad_im);
    x.v = c->imag ? fp_binary(f, c->k, FP_SUB, nn_fmul(f, c, im.v, cs), nn_fmul(f, c, re.v, sn))
                  : fp_binary(f, c->k, FP_ADD, nn_fmul(f, c, re.v, cs), nn_fmul(f, c, im.v, sn));
  } else {
    x.v = nn_fmul(f, c, re.v, c->imag ? sn : cs);
    ab[0] = re;
    ab[1] = nn_scalar(f, c->imag ? sn : cs);
    comb = c->imag ? RED_SUBF : RED_ADDF;
  }
  x.np = smt_and(f->s, re.np, im.np);
  x.t = NULL;
  x.m = NULL;
  Z3_ast n[2] = {c->re.t->dims[1], c->re.t->dims[2]};
  return nn_fold(f, comb, c->elem, nn_scalar(f, fp_zero(f, c->k, 0)), 2, r, x,
                 c->im.t || c->imag ? NULL : ab, bad, n, out);
}

/* fft2d / rfft2d: input [N, H, W] (fft2d: real and imaginary parts of one shape), H and W
 * powers of two (ERROR_IF); results [N, H, W], rfft2d [N, H, W / 2 + 1]. */
static int nn_fft(EncFn *f, MlirOperation op, int complex_in) {
  NnFft c;
  memset(&c, 0, sizeof c);
  if (nn_tensor(f, op, 0, 3, &c.re) || (complex_in && nn_tensor(f, op, 1, 3, &c.im))) return 1;
  c.elem = nn_relem(op);
  int k = fp_kind(c.elem);
  if (k < 0) return enc_unsupported(f, op, "on a non-float type");
  c.k = (FpKind)k;
  c.inverse = complex_in && nn_read_inverse(op);
  if (complex_in)
    for (int d = 0; d < 3; d++) enc_ub(f, nn_not(f, nn_eq(f, c.re.t->dims[d], c.im.t->dims[d])));
  for (int d = 1; d < 3; d++) {   /* n is a power of two: n != 0 and n & (n - 1) == 0 */
    Z3_ast n = c.re.t->dims[d];
    enc_ub(f, smt_or(f->s, nn_eq(f, n, nn_c(f, 0)),
                     nn_not(f, nn_eq(f, smt_app2(f->s, Z3_mk_bvand, n, nn_sub(f, n, nn_c(f, 1))), nn_c(f, 0)))));
  }
  Z3_ast dims[3] = {c.re.t->dims[0], c.re.t->dims[1], c.re.t->dims[2]};
  if (!complex_in) dims[2] = nn_add(f, smt_app2(f->s, Z3_mk_bvudiv, dims[2], nn_c(f, 2)), nn_c(f, 1));
  for (int res = 0; res < 2; res++) {
    MlirType t = mlirValueGetType(mlirOperationGetResult(op, res));
    EncTensor *sh = tval_is_tensor(t) && mlirShapedTypeGetRank(t) == 3 ? tval_result_shape(f, t, dims) : NULL;
    if (!sh) return enc_failed(f) ? 1 : enc_unsupported(f, op, "with an unranked result");
    c.imag = res;
    if (nn_build_result(f, op, res, sh, nn_fft_elem, &c)) return 1;
  }
  return 0;
}

static int enc_fft2d(EncFn *f, MlirOperation op) { return nn_fft(f, op, 1); }
static int enc_rfft2d(EncFn *f, MlirOperation op) { return nn_fft(f, op, 0); }

static const EncOpDef tosa_nn_ops[] = {
    {"tosa.argmax", enc_argmax, "first index of the largest element along axis from -Inf/INT_MIN (PROPAGATE: the first NaN; IGNORE: NaNs skipped)", ev_argmax},
    {"tosa.avg_pool2d", enc_avg_pool2d, "window sum from +0.0 (padding +0.0) / count of non-padded elements, in acc_type, rounded to the result type; i8/i16: (sum - count * input_zp) scaled by reciprocal_scale(count), + output_zp, clipped", nn_ev_avg_pool2d},
    {"tosa.conv2d", enc_conv2d, "sum from bias[oc] over (kh, kw, ic) of padded input * weight; integers minus zero points; floats in acc_type, rounded to the result type", nn_ev_conv2d},
    {"tosa.conv3d", enc_conv3d, "sum from bias[oc] over (kd, kh, kw, ic) of padded input * weight; integers minus zero points; floats in acc_type, rounded to the result type", nn_ev_conv3d},
    {"tosa.depthwise_conv2d", enc_depthwise_conv2d, "sum from 0 over (kh, kw) of padded input * weight (floats in acc_type, rounded to the result type), then + bias", nn_ev_depthwise_conv2d},
    {"tosa.fft2d", enc_fft2d, "real: sum from +0.0 over (iy, ix) of re*cos(a) + im*sin(a); imag: of im*cos(a) - re*sin(a); a = [-]2pi*((iy*oy mod H)/H + (ix*ox mod W)/W); H, W powers of two", nn_ev_fft2d, .props = OP_FLOAT_CONSTS},
    {"tosa.matmul", enc_matmul, "batched sum from 0 over k of a * b in the result type (f16 operands extended to an f32 result); integers extended, minus zero points", nn_ev_matmul, .props = OP_ACCUMULATES},
    {"tosa.max_pool2d", enc_max_pool2d, "window maximumf from -Inf (IGNORE: NaNs skipped, all NaN gives NaN); integers maxsi", nn_ev_max_pool2d},
    {"tosa.reduce_all", enc_reduce_all, "and along axis from true (axis kept, size 1)", ev_reduce_all},
    {"tosa.reduce_any", enc_reduce_any, "or along axis from false (axis kept, size 1)", ev_reduce_any},
    {"tosa.reduce_max", enc_reduce_max, "maximumf from -Inf / maxsi from INT_MIN along axis (IGNORE: NaNs skipped, all NaN gives NaN)", ev_reduce_max},
    {"tosa.reduce_min", enc_reduce_min, "minimumf from +Inf / minsi from INT_MAX along axis (IGNORE: NaNs skipped, all NaN gives NaN)", ev_reduce_min},
    {"tosa.reduce_product", enc_reduce_product, "mulf from 1.0 / muli from 1 along axis in index order", ev_reduce_product},
    {"tosa.reduce_sum", enc_reduce_sum, "addf from +0.0 / addi (wrapping) from 0 along axis in index order", ev_reduce_sum},
    {"tosa.rfft2d", enc_rfft2d, "fft2d of a real input for ox <= W/2: real sum from +0.0 of in*cos(a), imag fold acc - in*sin(a) from +0.0", nn_ev_rfft2d, .props = OP_FLOAT_CONSTS},
    {"tosa.transpose_conv2d", enc_transpose_conv2d, "stride 1: conv2d from bias of reversed weights, pads K-1+out_pad; else phase sums from 0 over ceil(K/stride) taps, + bias", nn_ev_transpose_conv2d},
};

const EncTable tosa_nn_table = {"tosa", tosa_nn_ops, sizeof tosa_nn_ops / sizeof tosa_nn_ops[0]};
