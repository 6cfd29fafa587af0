/* tosa.c: the TOSA dialect (TosaOps.td; the TOSA 1.0 specification's pseudo-code) on
 * ranked tensors (tval.c). Elementwise ops broadcast axes of size 1 (ranks must match);
 * shape operands (!tosa.shape) are read through their tosa.const_shape. A REQUIRE or
 * ERROR_IF of the specification that fails at run time makes the graph "unpredictable":
 * UB here. docs/semantics.md, section "TOSA", gives each decision and its reason. */
#include <string.h>
#include <mlir-c/BuiltinAttributes.h>
#include <mlir-c/BuiltinTypes.h>
#include "enc.h"
#include "fp.h"
#include "loop.h"
#include "mlirutil.h"
#include "tosa_int.h"
#include "tval.h"

/* ---- small term helpers ---- */

static Z3_ast tosa_bv(EncFn *f, unsigned w, uint64_t v) { return smt_bv_u64(f->s, w, v); }
static Z3_ast tosa_idx(EncFn *f, uint64_t v) { return smt_bv_u64(f->s, 64, v); }
static Z3_ast tosa_not(EncFn *f, Z3_ast a) { return smt_app1(f->s, Z3_mk_not, a); }
static Z3_ast tosa_eq(EncFn *f, Z3_ast a, Z3_ast b) { return smt_app2(f->s, Z3_mk_eq, a, b); }
static Z3_ast tosa_op2(EncFn *f, SmtFn2 fn, Z3_ast a, Z3_ast b) { return smt_app2(f->s, fn, a, b); }
static Z3_ast tosa_smin(EncFn *f, unsigned w) { return tosa_op2(f, Z3_mk_bvshl, tosa_bv(f, w, 1), tosa_bv(f, w, w - 1)); }
static Z3_ast tosa_smax(EncFn *f, unsigned w) { return smt_app1(f->s, Z3_mk_bvnot, tosa_smin(f, w)); }

static MlirType tosa_rtype(MlirOperation op) { return mlirValueGetType(mlirOperationGetResult(op, 0)); }
static MlirType tosa_otype(MlirOperation op, int k) { return mlirValueGetType(mlirOperationGetOperand(op, k)); }
static MlirType tosa_elem(MlirType t) { return tval_is_tensor(t) ? mlirShapedTypeGetElementType(t) : t; }
static char *tosa_name(EncFn *f, MlirOperation op) { return mu_op_name(&f->q->arena, op); }

/* Float kind of operand k (-1 for integers). */
static int tosa_okind(MlirOperation op, int k) { return fp_kind(tosa_otype(op, k)); }

/* ---- attribute readers (tosa_int.h: the evaluators use them too) ---- */

int64_t tosa_int_attr(MlirOperation op, const char *name, int64_t dflt) {
  MlirAttribute a = mu_attr(op, name);
  if (mlirAttributeIsNull(a)) return dflt;
  if (mlirAttributeIsABool(a)) return mlirBoolAttrGetValue(a);
  return mlirAttributeIsAInteger(a) ? mlirIntegerAttrGetValueInt(a) : dflt;
}

int tosa_nan_ignore(Arena *ar, MlirOperation op) {
  MlirAttribute a = mu_attr(op, "nan_mode");
  char *s = mlirAttributeIsNull(a) ? NULL : mu_attr_str(ar, a);
  return s && strstr(s, "IGNORE");
}

MlirAttribute tosa_clamp_bound(MlirOperation op, int hi) { return mu_attr(op, hi ? "max_val" : "min_val"); }

int tosa_shape_values(MlirOperation op, int k, int64_t *vals, unsigned n, const char **why) {
  MlirValue v = mlirOperationGetOperand(op, k);
  MlirOperation def = mlirValueIsAOpResult(v) ? mlirOpResultGetOwner(v) : (MlirOperation){NULL};
  if (mlirOperationIsNull(def) || !mu_op_is(def, "tosa.const_shape"))
    return *why = "with a shape operand not from tosa.const_shape", TOSA_R_UNSUPPORTED;
  MlirAttribute a = mu_attr(def, "values");
  if (mu_dense_count(a) < 0 || mlirElementsAttrGetNumElements(a) != (int64_t)n)
    return *why = "shape operand of the wrong length", TOSA_R_ERROR;
  for (unsigned r = 0; r < n; r++) vals[r] = mlirIntegerAttrGetValueInt(mu_dense_elem(a, r));
  return TOSA_R_OK;
}

int tosa_perms(MlirOperation op, unsigned rank, unsigned *perm, const char **why) {
  MlirAttribute pa = mu_attr(op, "perms");
  if (mlirAttributeIsNull(pa) || !mlirAttributeIsADenseI32Array(pa) || (unsigned)mlirDenseArrayGetNumElements(pa) != rank)
    return *why = "without perms of its rank", TOSA_R_ERROR;
  for (unsigned r = 0; r < rank; r++) {
    int32_t p = mlirDenseI32ArrayGetElement(pa, r);
    if (p < 0 || (unsigned)p >= rank) return *why = "perms out of range", TOSA_R_ERROR;
    perm[r] = (unsigned)p;
  }
  return TOSA_R_OK;
}

int tosa_resize_attrs(Arena *ar, MlirOperation op, TosaResizeAttrs *r, const char **why) {
  int rc;
  if ((rc = tosa_shape_values(op, 1, r->scale, 4, why)) || (rc = tosa_shape_values(op, 2, r->offset, 2, why)) ||
      (rc = tosa_shape_values(op, 3, r->border, 2, why)))
    return rc;
  MlirAttribute m = mu_attr(op, "mode");
  char *mode = mlirAttributeIsNull(m) ? NULL : mu_attr_str(ar, m);
  r->bilinear = mode && strstr(mode, "BILINEAR");
  if (!mode || (!r->bilinear && !strstr(mode, "NEAREST"))) return *why = "with an unknown mode", TOSA_R_UNSUPPORTED;
  return TOSA_R_OK;
}

int tosa_resize_params_ok(const TosaResizeAttrs *r) {
  for (unsigned a = 0; a < 2; a++) {
    int64_t n = r->scale[2 * a], d = r->scale[2 * a + 1];
    if (n <= 0 || d <= 0 || n > (1 << 11) || d >= 16 * n) return 0;
    if (r->offset[a] < -n || r->offset[a] >= 16 * n) return 0;
    if (r->border[a] < -16 * n || r->border[a] >= n) return 0;
  }
  return 1;
}

void tosa_resize_coord(const TosaResizeAttrs *r, unsigned a, int64_t o, int64_t in, int64_t c[2], int64_t *rem) {
  int64_t n = r->scale[2 * a], d = r->scale[2 * a + 1];
  int64_t v = o * d + r->offset[a];
  int64_t i = v >= 0 ? v / n : -((-v + n - 1) / n);
  *rem = v - i * n;
  c[0] = i < 0 ? 0 : i;
  c[1] = i + 1 > in - 1 ? in - 1 : i + 1;
}

/* ---- operands ---- */

/* A ranked tensor operand. */
static int tosa_tensor(EncFn *f, MlirOperation op, int k, EncVal *out) {
  if (enc_operand(f, op, k, out)) return 1;
  if (!out->t || out->t->rank > TOSA_MAX_RANK)
    return enc_stop(f->q, TV_UNSUPPORTED, "%s on an unranked tensor or rank over 16", tosa_name(f, op));
  return 0;
}

/* Element 0 of a one-element tensor operand (zero points, shift, pad_const); reading an
 * unwritten element is UB. */
static int tosa_scalar(EncFn *f, MlirOperation op, int k, EncVal *out) {
  EncVal t;
  if (tosa_tensor(f, op, k, &t)) return 1;
  enc_ub(f, tosa_not(f, tval_written(f, t, tosa_idx(f, 0))));
  *out = tval_at(f, t, tosa_idx(f, 0));
  return enc_failed(f);
}

/* A reader's failure (tosa_int.h) as the query's stop. */
static int tosa_read_fail(EncFn *f, MlirOperation op, int rc, const char *why) {
  if (!rc) return 0;
  return enc_stop(f->q, rc == TOSA_R_UNSUPPORTED ? TV_UNSUPPORTED : TV_ERROR, "%s %s", tosa_name(f, op), why);
}

/* The n values of a !tosa.shape operand, read from its tosa.const_shape. */
static int tosa_shape_operand(EncFn *f, MlirOperation op, int k, int64_t *vals, unsigned n) {
  const char *why = NULL;
  return tosa_read_fail(f, op, tosa_shape_values(op, k, vals, n, &why), why);
}

/* ---- broadcasting ---- */

/* The result shape of an elementwise op: static sizes from its type, a dynamic one is the
 * operands' size that is not 1. UB unless every operand's size is 1 or the result's; a
 * unary op (nin == 1) does not broadcast: UB unless its operand's size is the result's. */
static EncTensor *tosa_bcast_shape(EncFn *f, MlirOperation op, const EncVal *in, unsigned nin) {
  MlirType rt = tosa_rtype(op);
  if (!tval_is_tensor(rt)) return enc_stop(f->q, TV_UNSUPPORTED, "%s with an unranked result", tosa_name(f, op)), NULL;
  unsigned rank = (unsigned)mlirShapedTypeGetRank(rt);
  for (unsigned k = 0; k < nin; k++)
    if (in[k].t->rank != rank) return enc_stop(f->q, TV_ERROR, "%s: operand ranks differ", tosa_name(f, op)), NULL;
  EncTensor *sh = tval_shape_new(f, rank);
  if (!sh) return NULL;
  for (unsigned r = 0; r < rank; r++) {
    if (!mlirShapedTypeIsDynamicDim(rt, r)) {
      sh->dims[r] = tosa_idx(f, (uint64_t)mlirShapedTypeGetDimSize(rt, r));
      continue;
    }
    Z3_ast d = in[0].t->dims[r];
    for (unsigned k = 1; k < nin; k++) d = smt_ite(f->s, tosa_eq(f, d, tosa_idx(f, 1)), in[k].t->dims[r], d);
    sh->dims[r] = d;
  }
  Z3_ast one_zero = smt_false(f->s);
  for (unsigned r = 0; r < rank; r++) {
    Z3_ast one = smt_false(f->s), zero = smt_false(f->s);
    for (unsigned k = 0; k < nin; k++) {
      Z3_ast d = in[k].t->dims[r];
      Z3_ast ok = tosa_eq(f, d, sh->dims[r]);
      enc_ub(f, tosa_not(f, nin > 1 ? smt_or(f->s, tosa_eq(f, d, tosa_idx(f, 1)), ok) : ok));
      one = smt_or(f->s, one, tosa_eq(f, d, tosa_idx(f, 1)));
      zero = smt_or(f->s, zero, tosa_eq(f, d, tosa_idx(f, 0)));
    }
    one_zero = smt_or(f->s, one_zero, smt_and(f->s, one, zero));
  }
  /* TOSA tensors have no size 0 ("The tensor shape in each dimension must be greater than
   * or equal to 1"): broadcasting 1 against 0 is outside the spec, UB like its other
   * unmet requirements (semantics.md, Broadcasting) */
  if (nin > 1) enc_ub(f, one_zero);
  return enc_failed(f) ? NULL : sh;
}

/* Operand k at the result's multi-index idx: with bcast, index 0 on a dimension of size 1
 * (apply_broadcast); an unwritten element is UB. */
static int tosa_bcast_read(EncFn *f, MlirOperation op, int k, EncVal in, const Z3_ast *idx, int bcast, EncVal *out) {
  Z3_ast at[TOSA_MAX_RANK];
  MlirType t = tosa_otype(op, k);
  for (unsigned r = 0; r < in.t->rank; r++) {
    if (!bcast)
      at[r] = idx[r];
    else if (!mlirShapedTypeIsDynamicDim(t, r))
      at[r] = mlirShapedTypeGetDimSize(t, r) == 1 ? tosa_idx(f, 0) : idx[r];
    else
      at[r] = smt_ite(f->s, tosa_eq(f, in.t->dims[r], tosa_idx(f, 1)), tosa_idx(f, 0), idx[r]);
  }
  Z3_ast written;
  *out = tval_at_cases(f, in, at, &written);
  enc_ub(f, tosa_not(f, written));
  return enc_failed(f);
}

/* Computes one result element from the operands' elements x[0..nin-1]. */
typedef int (*TosaElemFn)(EncFn *f, MlirOperation op, const EncVal *x, EncVal *out);

/* The elementwise driver: the result is a lambda over its row-major index; operands
 * 0..nin-1 are broadcast ("Axis of size 1 will be broadcast", TosaOps.td, binary and
 * ternary ops), a unary op's operand is read at the result's index (the spec's unary ops
 * read input1 with the output's shape); UB met for some element becomes UB of the op. */
static int tosa_map(EncFn *f, MlirOperation op, unsigned nin, TosaElemFn fn) {
  EncVal in[TOSA_MAX_IN], x[TOSA_MAX_IN], r;
  for (unsigned k = 0; k < nin; k++)
    if (tosa_tensor(f, op, (int)k, &in[k])) return 1;
  EncTensor *sh = tosa_bcast_shape(f, op, in, nin);
  if (!sh) return 1;
  Z3_ast idx[TOSA_MAX_RANK], i = tval_lam_index(f, sh, "tosa", idx);
  TvalScope sc;
  tval_scope_begin(f, &sc);
  int rc = 0;
  for (unsigned k = 0; k < nin && !rc; k++) rc = tosa_bcast_read(f, op, (int)k, in[k], idx, nin > 1, &x[k]);
  if (!rc) rc = fn(f, op, x, &r);
  tval_scope_end_at(f, &sc, i, sh);
  if (rc || enc_failed(f)) return 1;
  if (!r.v || !r.np) return enc_failed(f) ? 1 : enc_stop(f->q, TV_ERROR, "%s: no element value", tosa_name(f, op));
  return enc_result(f, op, 0, tval_from_lambda(f, sh, i, r.v, r.np));
}

/* Element width of the result / of operand k (0 after a stop). */
static unsigned tosa_rwidth(EncFn *f, MlirOperation op) { return enc_width(f, tosa_rtype(op), op); }
static unsigned tosa_owidth(EncFn *f, MlirOperation op, int k) { return enc_width(f, tosa_otype(op, k), op); }

static Z3_ast tosa_np2(EncFn *f, const EncVal *x) { return smt_and(f->s, x[0].np, x[1].np); }

/* ---- elementwise binary arithmetic ---- */

/* maximum/minimum on floats: PROPAGATE is arith.maximumf (NaN if either is NaN, -0.0 <
 * +0.0); IGNORE returns the other operand when one is NaN. */
static Z3_ast tosa_fminmax(EncFn *f, MlirOperation op, FpKind k, int max, Z3_ast a, Z3_ast b) {
  Z3_ast r = fp_binary(f, k, max ? FP_MAXIMUM : FP_MINIMUM, a, b);
  if (!tosa_nan_ignore(&f->q->arena, op)) return r;
  return smt_ite(f->s, fp_is_nan(f, k, a), b, smt_ite(f->s, fp_is_nan(f, k, b), a, r));
}

/* pow as math.powf: pow(x, +-0) = pow(1, y) = 1, else NaN in, NaN out, else uninterpreted. */
static Z3_ast tosa_pow(EncFn *f, FpKind k, Z3_ast a, Z3_ast b) {
  Smt *s = f->s;
  Z3_ast x[2] = {a, b}, one = fp_one(f, k);
  Z3_ast is_one = smt_or(s, fp_is_zero(f, k, b), tosa_eq(f, a, one));
  Z3_ast nan = smt_or(s, fp_is_nan(f, k, a), fp_is_nan(f, k, b));
  Z3_ast used = tosa_not(f, smt_or(s, is_one, nan));
  Z3_ast uf = fp_uf(f, k, "math.powf", 2, x, used);
  return uf ? smt_ite(s, is_one, one, smt_ite(s, nan, fp_nan(f, k), uf)) : NULL;
}

static Z3_ast tosa_float_bin(EncFn *f, MlirOperation op, TosaBin b, FpKind k, Z3_ast x, Z3_ast y) {
  switch (b) {
  case TB_ADD: return fp_binary(f, k, FP_ADD, x, y);
  case TB_SUB: return fp_binary(f, k, FP_SUB, x, y);
  case TB_MAX: return tosa_fminmax(f, op, k, 1, x, y);
  case TB_MIN: return tosa_fminmax(f, op, k, 0, x, y);
  case TB_POW: return tosa_pow(f, k, x, y);
  default: return enc_stop(f->q, TV_UNSUPPORTED, "%s on floats", tosa_name(f, op)), NULL;
  }
}

/* intdiv: truncating division; REQUIRE(divisor != 0) and no overflow (MIN / -1); as for
 * arith.divsi a poison divisor (or dividend against -1) counts as a bad one. */
static Z3_ast tosa_intdiv(EncFn *f, const EncVal *x, unsigned w) {
  Z3_ast zero = tosa_bv(f, w, 0), ones = smt_app1(f->s, Z3_mk_bvnot, zero);
  Z3_ast amin = smt_or(f->s, tosa_not(f, x[0].np), tosa_eq(f, x[0].v, tosa_smin(f, w)));
  Z3_ast bad = smt_or(f->s, tosa_eq(f, x[1].v, zero), smt_and(f->s, amin, tosa_eq(f, x[1].v, ones)));
  enc_ub(f, smt_or(f->s, tosa_not(f, x[1].np), bad));
  return tosa_op2(f, Z3_mk_bvsdiv, x[0].v, x[1].v);
}

static Z3_ast tosa_int_bin(EncFn *f, MlirOperation op, TosaBin b, const EncVal *x, unsigned w) {
  Z3_ast a = x[0].v, c = x[1].v;
  switch (b) {
  case TB_ADD: return tosa_op2(f, Z3_mk_bvadd, a, c);
  case TB_SUB: return tosa_op2(f, Z3_mk_bvsub, a, c);
  case TB_MAX: return smt_ite(f->s, tosa_op2(f, Z3_mk_bvslt, a, c), c, a);
  case TB_MIN: return smt_ite(f->s, tosa_op2(f, Z3_mk_bvslt, a, c), a, c);
  case TB_AND: return tosa_op2(f, Z3_mk_bvand, a, c);
  case TB_OR: return tosa_op2(f, Z3_mk_bvor, a, c);
  case TB_XOR: return tosa_op2(f, Z3_mk_bvxor, a, c);
  case TB_INTDIV: return tosa_intdiv(f, x, w);
  default: return enc_stop(f->q, TV_UNSUPPORTED, "%s on integers", tosa_name(f, op)), NULL;
  }
}

static int tosa_binary(EncFn *f, MlirOperation op, TosaBin b, const EncVal *x, EncVal *out) {
  unsigned w = tosa_rwidth(f, op);
  int k = tosa_okind(op, 0);
  if (!w) return 1;
  Z3_ast v = k >= 0 ? tosa_float_bin(f, op, b, (FpKind)k, x[0].v, x[1].v) : tosa_int_bin(f, op, b, x, w);
  *out = (EncVal){v, tosa_np2(f, x), NULL};
  return enc_failed(f);
}

/* enc_<name>: tosa_map of fn for the kind over arity operands (tosa_int.h's op lists). */
#define TOSA_EL(name, arity, fn, kind)                                                        \
  static int tosa_el_##name(EncFn *f, MlirOperation op, const EncVal *x, EncVal *out) {       \
    return fn(f, op, kind, x, out);                                                           \
  }                                                                                           \
  static int enc_##name(EncFn *f, MlirOperation op) { return tosa_map(f, op, arity, tosa_el_##name); }
#define TOSA_BIN(name, kind) TOSA_EL(name, 2, tosa_binary, kind)
TOSA_BINARY_OPS(TOSA_BIN)
#undef TOSA_BIN

/* mul: floats multiply; integers multiply exactly in 64 bits; with in_t i32 and shift > 0
 * the product is rounded: (p + (1 << (shift - 1))) >> shift, and must fit in i32
 * (REQUIRE); otherwise the low bits of the product are the result. A shift outside
 * [0, 63], or a non-zero shift for another in_t, is an ERROR_IF. */
static int tosa_el_mul(EncFn *f, MlirOperation op, const EncVal *x, EncVal *out) {
  unsigned wi = tosa_owidth(f, op, 0), wo = wi ? tosa_rwidth(f, op) : 0;
  EncVal sh;
  if (!wo || tosa_scalar(f, op, 2, &sh)) return 1;
  Smt *s = f->s;
  int k = tosa_okind(op, 0);
  Z3_ast np = smt_and(s, tosa_np2(f, x), sh.np);
  if (k >= 0) {
    *out = (EncVal){fp_binary(f, (FpKind)k, FP_MUL, x[0].v, x[1].v), np, NULL};
    return enc_failed(f);
  }
  unsigned W = wi > 64 ? wi : 64, sw = smt_width(s, sh.v);
  Z3_ast shift = smt_sext(s, W - sw, sh.v);
  Z3_ast p = tosa_op2(f, Z3_mk_bvmul, smt_sext(s, W - wi, x[0].v), smt_sext(s, W - wi, x[1].v));
  Z3_ast has_shift = tosa_op2(f, Z3_mk_bvsgt, shift, tosa_bv(f, W, 0));
  Z3_ast bad_shift = smt_or(s, tosa_op2(f, Z3_mk_bvslt, shift, tosa_bv(f, W, 0)),
                            tosa_op2(f, Z3_mk_bvsgt, shift, tosa_bv(f, W, 63)));
  if (wi != 32) bad_shift = smt_or(s, bad_shift, has_shift);
  enc_ub(f, smt_and(s, sh.np, bad_shift));
  Z3_ast v = smt_extract(s, wo - 1, 0, p);
  uint64_t zero;
  Z3_ast sh0 = smt_simplify(s, shift);
  int lit0 = sh0 && Z3_get_numeral_uint64(s->ctx, sh0, &zero) && !zero;
  if (lit0 && wi <= wo)
    /* shift 0: the low bits as a multiply in the result width (the lowering's muli) */
    v = tosa_op2(f, Z3_mk_bvmul, smt_sext(s, wo - wi, x[0].v), smt_sext(s, wo - wi, x[1].v));
  if (wi == 32 && wo == 32 && !lit0) {
    /* 2^(shift-1) as (1 << shift) >> 1: the terms of tosa.apply_scale (tosa_quant.c) */
    Z3_ast round = tosa_op2(f, Z3_mk_bvlshr, tosa_op2(f, Z3_mk_bvshl, tosa_bv(f, W, 1), shift), tosa_bv(f, W, 1));
    Z3_ast q = tosa_op2(f, Z3_mk_bvashr, tosa_op2(f, Z3_mk_bvadd, p, round), shift);
    Z3_ast fits = tosa_eq(f, smt_sext(s, W - 32, smt_extract(s, 31, 0, q)), q);
    enc_ub(f, smt_and(s, smt_and(s, np, has_shift), tosa_not(f, fits)));
    v = smt_extract(s, 31, 0, q);   /* shift 0: round 0, so q is the product */
  }
  *out = (EncVal){v, np, NULL};
  return enc_failed(f);
}
static int enc_mul(EncFn *f, MlirOperation op) { return tosa_map(f, op, 2, tosa_el_mul); }

/* ---- shifts ---- */

typedef enum { TS_ASHR, TS_SHL, TS_LSHR } TosaShift;

/* REQUIRE(0 <= amount < width); arithmetic_right_shift with round adds bit amount-1. */
static int tosa_shift(EncFn *f, MlirOperation op, TosaShift k, const EncVal *x, EncVal *out) {
  unsigned w = tosa_rwidth(f, op);
  if (!w) return 1;
  Smt *s = f->s;
  Z3_ast a = x[0].v, b = x[1].v, np = tosa_np2(f, x);
  enc_ub(f, smt_and(s, x[1].np, tosa_op2(f, Z3_mk_bvuge, b, tosa_bv(f, w, w))));
  SmtFn2 fn = k == TS_ASHR ? Z3_mk_bvashr : k == TS_SHL ? Z3_mk_bvshl : Z3_mk_bvlshr;
  Z3_ast v = tosa_op2(f, fn, a, b);
  if (k == TS_ASHR && tosa_int_attr(op, "round", 0) && w > 1) {
    Z3_ast prev = tosa_op2(f, Z3_mk_bvashr, a, tosa_op2(f, Z3_mk_bvsub, b, tosa_bv(f, w, 1)));
    Z3_ast bit = smt_and(s, tosa_op2(f, Z3_mk_bvugt, b, tosa_bv(f, w, 0)),
                         tosa_eq(f, smt_extract(s, 0, 0, prev), tosa_bv(f, 1, 1)));
    v = smt_ite(s, bit, tosa_op2(f, Z3_mk_bvadd, v, tosa_bv(f, w, 1)), v);
  }
  *out = (EncVal){v, np, NULL};
  return enc_failed(f);
}
static int tosa_el_ashr(EncFn *f, MlirOperation op, const EncVal *x, EncVal *o) { return tosa_shift(f, op, TS_ASHR, x, o); }
static int tosa_el_shl(EncFn *f, MlirOperation op, const EncVal *x, EncVal *o) { return tosa_shift(f, op, TS_SHL, x, o); }
static int tosa_el_lshr(EncFn *f, MlirOperation op, const EncVal *x, EncVal *o) { return tosa_shift(f, op, TS_LSHR, x, o); }
static int enc_arithmetic_right_shift(EncFn *f, MlirOperation op) { return tosa_map(f, op, 2, tosa_el_ashr); }
static int enc_logical_left_shift(EncFn *f, MlirOperation op) { return tosa_map(f, op, 2, tosa_el_shl); }
static int enc_logical_right_shift(EncFn *f, MlirOperation op) { return tosa_map(f, op, 2, tosa_el_lshr); }

/* ---- comparisons and select ---- */

/* greater (OGT / signed >), greater_equal (OGE / >=), equal (OEQ / ==): an i1 result;
 * a NaN compares false. pred is arith's CmpFPredicate. */
static int tosa_compare(EncFn *f, MlirOperation op, int pred, SmtFn2 ifn, const EncVal *x, EncVal *out) {
  int k = tosa_okind(op, 0);
  if (!tosa_owidth(f, op, 0)) return 1;
  Z3_ast c = k >= 0 ? fp_cmp(f, (FpKind)k, pred, x[0].v, x[1].v) : tosa_op2(f, ifn, x[0].v, x[1].v);
  *out = (EncVal){smt_bool_to_bv(f->s, c), tosa_np2(f, x), NULL};
  return enc_failed(f);
}
static int tosa_el_gt(EncFn *f, MlirOperation op, const EncVal *x, EncVal *o) { return tosa_compare(f, op, 2, Z3_mk_bvsgt, x, o); }
static int tosa_el_ge(EncFn *f, MlirOperation op, const EncVal *x, EncVal *o) { return tosa_compare(f, op, 3, Z3_mk_bvsge, x, o); }
static int tosa_el_eq(EncFn *f, MlirOperation op, const EncVal *x, EncVal *o) { return tosa_compare(f, op, 1, Z3_mk_eq, x, o); }
static int enc_greater(EncFn *f, MlirOperation op) { return tosa_map(f, op, 2, tosa_el_gt); }
static int enc_greater_equal(EncFn *f, MlirOperation op) { return tosa_map(f, op, 2, tosa_el_ge); }
static int enc_equal(EncFn *f, MlirOperation op) { return tosa_map(f, op, 2, tosa_el_eq); }

/* select: pred ? on_true : on_false; a poison predicate is poison. */
static int tosa_el_select(EncFn *f, MlirOperation op, const EncVal *x, EncVal *out) {
  (void)op;
  Z3_ast c = smt_bv_to_bool(f->s, x[0].v);
  *out = (EncVal){smt_ite(f->s, c, x[1].v, x[2].v), smt_and(f->s, x[0].np, smt_ite(f->s, c, x[1].np, x[2].np)), NULL};
  return enc_failed(f);
}
static int enc_select(EncFn *f, MlirOperation op) { return tosa_map(f, op, 3, tosa_el_select); }

/* ---- unary ---- */

/* Leading zero count (the width for 0). */
static Z3_ast tosa_clz(EncFn *f, Z3_ast x, unsigned w) {
  Z3_ast r = tosa_bv(f, w, w);
  for (unsigned bit = 0; bit < w; bit++) {
    Z3_ast set = tosa_eq(f, smt_extract(f->s, bit, bit, x), tosa_bv(f, 1, 1));
    r = smt_ite(f->s, set, tosa_bv(f, w, w - 1 - bit), r);
  }
  return r;
}

/* The math.* function the op lowers to ("math.exp" for tosa.exp): one uninterpreted
 * function for both, so that the lowering is proven. */
static const char *tosa_math_name(EncFn *f, MlirOperation op) {
  char *n = tosa_name(f, op), *m = arena_alloc(&f->q->arena, strlen(n) + 2);
  if (!n || !m) return NULL;
  strcpy(m, "math.");
  strcat(m, n + strlen("tosa."));
  return m;
}

static Z3_ast tosa_float_un(EncFn *f, MlirOperation op, TosaUn u, FpKind k, Z3_ast x) {
  Z3_ast one = fp_one(f, k), e;
  switch (u) {
  case TU_ABS: return fp_abs(f, k, x);
  case TU_FLOOR: return fp_round_int(f, k, FP_RTN, x, "floor");
  case TU_CEIL: return fp_round_int(f, k, FP_RTP, x, "ceil");
  case TU_RECIP: return fp_binary(f, k, FP_DIV, one, x);
  case TU_SIGMOID: {
    Z3_ast nx = fp_neg(f, k, x);
    e = fp_uf(f, k, "math.exp", 1, &nx, NULL);
    return e ? fp_binary(f, k, FP_DIV, one, fp_binary(f, k, FP_ADD, e, one)) : NULL;
  }
  case TU_UF: {
    const char *m = tosa_math_name(f, op);
    return m ? fp_uf(f, k, m, 1, &x, NULL) : (enc_failed(f), NULL);
  }
  default: return enc_stop(f->q, TV_UNSUPPORTED, "%s on floats", tosa_name(f, op)), NULL;
  }
}

static int tosa_unary(EncFn *f, MlirOperation op, TosaUn u, const EncVal *x, EncVal *out) {
  unsigned w = tosa_rwidth(f, op);
  int k = tosa_okind(op, 0);
  if (!w) return 1;
  Z3_ast v = NULL, a = x[0].v;
  if (k >= 0) v = tosa_float_un(f, op, u, (FpKind)k, a);
  else if (u == TU_ABS) v = smt_ite(f->s, tosa_op2(f, Z3_mk_bvslt, a, tosa_bv(f, w, 0)), smt_app1(f->s, Z3_mk_bvneg, a), a);
  else if (u == TU_NOT) v = smt_app1(f->s, Z3_mk_bvnot, a);
  else if (u == TU_CLZ) v = tosa_clz(f, a, w);
  else return enc_stop(f->q, TV_UNSUPPORTED, "%s on integers", tosa_name(f, op));
  *out = (EncVal){v, x[0].np, NULL};
  return enc_failed(f);
}

#define TOSA_UN(name, kind) TOSA_EL(name, 1, tosa_unary, kind)
TOSA_UNARY_OPS(TOSA_UN)
#undef TOSA_UN
#undef TOSA_EL

/* negate: floats flip the sign; integers compute clip(output_zp - (x - input1_zp)) exactly
 * and saturate to the type; a non-zero zero point on a type other than i8 is an ERROR_IF. */
static int tosa_el_negate(EncFn *f, MlirOperation op, const EncVal *x, EncVal *out) {
  unsigned w = tosa_rwidth(f, op);
  EncVal iz, oz;
  if (!w || tosa_scalar(f, op, 1, &iz) || tosa_scalar(f, op, 2, &oz)) return 1;
  int k = tosa_okind(op, 0);
  Smt *s = f->s;
  if (k >= 0) {
    *out = (EncVal){fp_neg(f, (FpKind)k, x[0].v), x[0].np, NULL};
    return enc_failed(f);
  }
  unsigned W = w + 2, zw = smt_width(s, iz.v);
  Z3_ast izv = smt_sext(s, W - zw, iz.v), ozv = smt_sext(s, W - zw, oz.v);
  if (w != 8)
    enc_ub(f, smt_or(s, smt_and(s, iz.np, tosa_not(f, tosa_eq(f, iz.v, tosa_bv(f, zw, 0)))),
                     smt_and(s, oz.np, tosa_not(f, tosa_eq(f, oz.v, tosa_bv(f, zw, 0))))));
  Z3_ast v = tosa_op2(f, Z3_mk_bvsub, ozv, tosa_op2(f, Z3_mk_bvsub, smt_sext(s, 2, x[0].v), izv));
  Z3_ast lo = smt_sext(s, 2, tosa_smin(f, w)), hi = smt_sext(s, 2, tosa_smax(f, w));
  v = smt_ite(s, tosa_op2(f, Z3_mk_bvslt, v, lo), lo, smt_ite(s, tosa_op2(f, Z3_mk_bvsgt, v, hi), hi, v));
  *out = (EncVal){smt_extract(s, w - 1, 0, v), smt_and(s, x[0].np, smt_and(s, iz.np, oz.np)), NULL};
  return enc_failed(f);
}
static int enc_negate(EncFn *f, MlirOperation op) { return tosa_map(f, op, 1, tosa_el_negate); }

/* clamp: max(x, min_val) then min(., max_val) (apply_clip_s), signed for integers, with
 * maximumf/minimumf for floats; IGNORE makes a NaN input min_val. ERROR_IF: a NaN bound
 * or max_val < min_val (with -0.0 < +0.0): UB. */
static Z3_ast tosa_clamp_float(EncFn *f, MlirOperation op, FpKind k, Z3_ast x, Z3_ast lo, Z3_ast hi) {
  Smt *s = f->s;
  Z3_ast below = smt_or(s, fp_cmp(f, k, 4, hi, lo),
                        smt_and(s, smt_and(s, fp_is_zero(f, k, hi), fp_is_zero(f, k, lo)),
                                smt_and(s, fp_is_neg(f, k, hi), tosa_not(f, fp_is_neg(f, k, lo)))));
  enc_ub(f, smt_or(s, below, smt_or(s, fp_is_nan(f, k, lo), fp_is_nan(f, k, hi))));
  Z3_ast v = fp_binary(f, k, FP_MINIMUM, fp_binary(f, k, FP_MAXIMUM, x, lo), hi);
  return tosa_nan_ignore(&f->q->arena, op) ? smt_ite(s, fp_is_nan(f, k, x), lo, v) : v;
}

static int tosa_el_clamp(EncFn *f, MlirOperation op, const EncVal *x, EncVal *out) {
  MlirType et = tosa_elem(tosa_rtype(op));
  Z3_ast lo = enc_literal(f, et, tosa_clamp_bound(op, 0), op);
  Z3_ast hi = lo ? enc_literal(f, et, tosa_clamp_bound(op, 1), op) : NULL;
  if (!hi) return 1;
  int k = fp_kind(et);
  Smt *s = f->s;
  Z3_ast v;
  if (k >= 0) {
    v = tosa_clamp_float(f, op, (FpKind)k, x[0].v, lo, hi);
  } else {
    enc_ub(f, tosa_op2(f, Z3_mk_bvslt, hi, lo));
    v = smt_ite(s, tosa_op2(f, Z3_mk_bvslt, x[0].v, lo), lo, x[0].v);
    v = smt_ite(s, tosa_op2(f, Z3_mk_bvslt, hi, v), hi, v);
  }
  *out = (EncVal){v, x[0].np, NULL};
  return enc_failed(f);
}
static int enc_clamp(EncFn *f, MlirOperation op) { return tosa_map(f, op, 1, tosa_el_clamp); }

/* ---- cast ---- */

/* float -> int: round to nearest (ties to even) and saturate; NaN is UB (unpredictable),
 * a poison input gives poison (not UB: its value is no NaN of the program's). */
static Z3_ast tosa_float_to_int(EncFn *f, FpKind k, EncVal x, unsigned w) {
  Smt *s = f->s;
  enc_ub(f, smt_and(s, x.np, fp_is_nan(f, k, x.v)));
  Z3_ast r = fp_round_int(f, k, FP_RNE, x.v, "roundeven"), ok = NULL;
  Z3_ast v = fp_to_int(f, k, r, w, 1, &ok);
  if (!v) return NULL;
  Z3_ast big = smt_or(s, fp_is_inf(f, k, r), tosa_not(f, ok));
  Z3_ast sat = smt_ite(s, fp_is_neg(f, k, r), tosa_smin(f, w), tosa_smax(f, w));
  return smt_ite(s, big, sat, v);
}

/* cast: bool -> int is 0/1; to bool is "!= 0" (NaN != 0.0); int -> int sign-extends or
 * truncates; to float rounds to nearest even; float -> int as above. */
static int tosa_el_cast(EncFn *f, MlirOperation op, const EncVal *x, EncVal *out) {
  unsigned wi = tosa_owidth(f, op, 0), wo = wi ? tosa_rwidth(f, op) : 0;
  if (!wo) return 1;
  Smt *s = f->s;
  int ki = tosa_okind(op, 0), ko = fp_kind(tosa_rtype(op));
  Z3_ast a = x[0].v, v;
  if (ko < 0 && wo == 1)
    v = smt_bool_to_bv(s, tosa_not(f, ki >= 0 ? fp_is_zero(f, (FpKind)ki, a) : tosa_eq(f, a, tosa_bv(f, wi, 0))));
  else if (ki >= 0 && ko >= 0) v = fp_convert(f, (FpKind)ki, (FpKind)ko, FP_RNE, a);
  else if (ko >= 0) v = fp_from_int(f, (FpKind)ko, a, wi != 1);
  else if (ki >= 0) v = tosa_float_to_int(f, (FpKind)ki, x[0], wo);
  else if (wo > wi) v = wi == 1 ? smt_zext(s, wo - wi, a) : smt_sext(s, wo - wi, a);
  else v = wo < wi ? smt_extract(s, wo - 1, 0, a) : a;
  *out = (EncVal){v, x[0].np, NULL};
  return enc_failed(f);
}
static int enc_cast(EncFn *f, MlirOperation op) { return tosa_map(f, op, 1, tosa_el_cast); }

/* ---- data nodes ---- */

/* const: the dense `values` attribute. */
static int enc_const(EncFn *f, MlirOperation op) {
  EncVal v;
  if (tval_constant(f, tosa_rtype(op), mu_attr(op, "values"), op, &v)) return 1;
  return enc_result(f, op, 0, v);
}

/* const_shape: no value of its own; its consumers read `values` from the op. */
static int enc_const_shape(EncFn *f, MlirOperation op) {
  return enc_result(f, op, 0, (EncVal){tosa_idx(f, 0), smt_true(f->s), NULL});
}

/* identity: the operand. */
static int enc_identity(EncFn *f, MlirOperation op) {
  EncVal v;
  return tosa_tensor(f, op, 0, &v) || enc_result(f, op, 0, v);
}

/* ---- data movement ---- */

/* The result shape of a data-movement op from the sizes the op computes (dims[]): a static
 * size of the result type that differs at run time is UB. */
static EncTensor *tosa_out_shape(EncFn *f, MlirOperation op, unsigned rank, const Z3_ast *dims) {
  MlirType rt = tosa_rtype(op);
  if (!tval_is_tensor(rt)) return enc_stop(f->q, TV_UNSUPPORTED, "%s with an unranked result", tosa_name(f, op)), NULL;
  if ((unsigned)mlirShapedTypeGetRank(rt) != rank)
    return enc_stop(f->q, TV_ERROR, "%s: result rank %u expected", tosa_name(f, op), rank), NULL;
  return tval_result_shape(f, rt, dims);
}

/* Element src of in (its value used only where src is in bounds); UB when cond holds and
 * it was never written. */
static EncVal tosa_read_if(EncFn *f, EncVal in, const Z3_ast *src, Z3_ast cond) {
  enc_ub(f, smt_and(f->s, cond, tosa_not(f, tval_written_idx(f, in, src))));
  return tval_at_idx(f, in, src);
}

/* reshape: the same elements in row-major order; -1 in the shape is inferred; UB unless
 * the element counts agree. */
static int enc_reshape(EncFn *f, MlirOperation op) {
  EncVal in;
  MlirType rt = tosa_rtype(op);
  if (tosa_tensor(f, op, 0, &in) || !tval_is_tensor(rt)) return enc_failed(f) ? 1 : enc_stop(f->q, TV_UNSUPPORTED, "tosa.reshape to an unranked tensor");
  unsigned rank = (unsigned)mlirShapedTypeGetRank(rt);
  int64_t vals[TOSA_MAX_RANK];
  Z3_ast dims[TOSA_MAX_RANK] = {0}, known = tosa_idx(f, 1);
  if (rank > TOSA_MAX_RANK || tosa_shape_operand(f, op, 1, vals, rank)) return enc_failed(f) ? 1 : enc_stop(f->q, TV_UNSUPPORTED, "rank over 16");
  for (unsigned r = 0; r < rank; r++)
    if (vals[r] >= 0) known = tosa_op2(f, Z3_mk_bvmul, known, tosa_idx(f, (uint64_t)vals[r]));
  Z3_ast n = tval_numel(f, in.t);
  for (unsigned r = 0; r < rank; r++)
    dims[r] = vals[r] >= 0 ? tosa_idx(f, (uint64_t)vals[r]) : tosa_op2(f, Z3_mk_bvudiv, n, known);
  EncTensor *sh = tosa_out_shape(f, op, rank, dims);
  if (!sh) return 1;
  enc_ub(f, tosa_not(f, tosa_eq(f, tval_numel(f, sh), n)));
  sh->init = in.t->init;
  return enc_result(f, op, 0, (EncVal){in.v, in.np, sh});
}

/* transpose: output[idx] = input[idx'] with idx'[perms[r]] = idx[r]. */
static int enc_transpose(EncFn *f, MlirOperation op) {
  EncVal in;
  if (tosa_tensor(f, op, 0, &in)) return 1;
  unsigned rank = in.t->rank, perm[TOSA_MAX_RANK];
  const char *why = NULL;
  if (tosa_read_fail(f, op, tosa_perms(op, rank, perm, &why), why)) return 1;
  Z3_ast dims[TOSA_MAX_RANK] = {0}, src[TOSA_MAX_RANK];
  for (unsigned r = 0; r < rank; r++) dims[r] = in.t->dims[perm[r]];
  EncTensor *sh = tosa_out_shape(f, op, rank, dims);
  if (!sh) return 1;
  TvalLam l;
  tval_lam_begin(f, sh, "tosa", &l);
  for (unsigned r = 0; r < rank; r++) src[perm[r]] = l.idx[r];
  return tval_lam_end(f, op, &l, tosa_read_if(f, in, src, smt_true(f->s)));
}

/* slice: output[idx] = input[idx + start]; size -1 is "to the end"; ERROR_IF: start < 0,
 * start + size beyond the input (UB). */
static int enc_slice(EncFn *f, MlirOperation op) {
  EncVal in;
  if (tosa_tensor(f, op, 0, &in)) return 1;
  unsigned rank = in.t->rank;
  int64_t start[TOSA_MAX_RANK], size[TOSA_MAX_RANK];
  if (tosa_shape_operand(f, op, 1, start, rank) || tosa_shape_operand(f, op, 2, size, rank)) return 1;
  Z3_ast dims[TOSA_MAX_RANK] = {0}, st[TOSA_MAX_RANK], src[TOSA_MAX_RANK];
  for (unsigned r = 0; r < rank; r++) {
    if (start[r] < 0 || size[r] < -1) {
      enc_ub(f, smt_true(f->s));
      start[r] = size[r] = 0;
    }
    st[r] = tosa_idx(f, (uint64_t)start[r]);
    dims[r] = size[r] >= 0 ? tosa_idx(f, (uint64_t)size[r]) : tosa_op2(f, Z3_mk_bvsub, in.t->dims[r], st[r]);
    Z3_ast end = tosa_op2(f, Z3_mk_bvadd, st[r], dims[r]);
    enc_ub(f, smt_or(f->s, tosa_op2(f, Z3_mk_bvugt, st[r], in.t->dims[r]), tosa_op2(f, Z3_mk_bvugt, end, in.t->dims[r])));
  }
  EncTensor *sh = tosa_out_shape(f, op, rank, dims);
  if (!sh) return 1;
  TvalLam l;
  tval_lam_begin(f, sh, "tosa", &l);
  for (unsigned r = 0; r < rank; r++) src[r] = tosa_op2(f, Z3_mk_bvadd, l.idx[r], st[r]);
  return tval_lam_end(f, op, &l, tosa_read_if(f, in, src, smt_true(f->s)));
}

/* tile: output[idx] = input[idx mod input shape]; output size = input size * multiple. */
static int enc_tile(EncFn *f, MlirOperation op) {
  EncVal in;
  if (tosa_tensor(f, op, 0, &in)) return 1;
  unsigned rank = in.t->rank;
  int64_t m[TOSA_MAX_RANK];
  if (tosa_shape_operand(f, op, 1, m, rank)) return 1;
  Z3_ast dims[TOSA_MAX_RANK] = {0}, src[TOSA_MAX_RANK];
  for (unsigned r = 0; r < rank; r++) {
    if (m[r] < 0) return enc_stop(f->q, TV_UNSUPPORTED, "tosa.tile with an unknown multiple");
    dims[r] = tosa_op2(f, Z3_mk_bvmul, in.t->dims[r], tosa_idx(f, (uint64_t)m[r]));
  }
  EncTensor *sh = tosa_out_shape(f, op, rank, dims);
  if (!sh) return 1;
  TvalLam l;
  tval_lam_begin(f, sh, "tosa", &l);
  for (unsigned r = 0; r < rank; r++) src[r] = tosa_op2(f, Z3_mk_bvurem, l.idx[r], in.t->dims[r]);
  return tval_lam_end(f, op, &l, tosa_read_if(f, in, src, smt_true(f->s)));
}

/* ---- resize ---- */

typedef struct TosaResize {
  EncVal in;
  TosaResizeAttrs p;       /* scale [yn, yd, xn, xd], offset [y, x], border [y, x], mode */
  int kind;                /* the float kind, or -1 for integers */
  unsigned w;              /* result element width */
} TosaResize;

/* Along axis a (0: y, 1: x) at output coordinate o, in the spec's int32_t arithmetic: v = o
 * * d + offset, i = floor(v / n), the remainder r = v - i * n in [0, n) (idiv_floor), i0 =
 * max(i, 0) and i1 = min(i + 1, size - 1); i0, i1 and r as 64-bit indices. */
static void tosa_resize_axis(EncFn *f, const TosaResize *r, unsigned a, Z3_ast o, Z3_ast size,
                             Z3_ast i01[2], Z3_ast *rem) {
  Z3_ast n = tosa_bv(f, 32, (uint64_t)r->p.scale[2 * a]), zero = tosa_idx(f, 0), one = tosa_idx(f, 1);
  Z3_ast v = tosa_op2(f, Z3_mk_bvadd, tosa_op2(f, Z3_mk_bvmul, smt_extract(f->s, 31, 0, o),
                                               tosa_bv(f, 32, (uint64_t)r->p.scale[2 * a + 1])),
                      tosa_bv(f, 32, (uint64_t)r->p.offset[a] & 0xffffffffu));
  Z3_ast r32 = tosa_op2(f, Z3_mk_bvsmod, v, n);   /* the divisor's sign: n > 0 */
  Z3_ast i = smt_sext(f->s, 32, tosa_op2(f, Z3_mk_bvsdiv, tosa_op2(f, Z3_mk_bvsub, v, r32), n));
  Z3_ast up = tosa_op2(f, Z3_mk_bvadd, i, one), last = tosa_op2(f, Z3_mk_bvsub, size, one);
  *rem = smt_sext(f->s, 32, r32);
  i01[0] = smt_ite(f->s, tosa_op2(f, Z3_mk_bvslt, i, zero), zero, i);
  i01[1] = smt_ite(f->s, tosa_op2(f, Z3_mk_bvslt, last, up), last, up);
}

enum { TOSA_RESIZE_TABLE = 1024 };

/* tosa_resize_axis for static sizes: i0, i1 and r computed here for each output
 * coordinate and selected by o (an ite chain). A lowering's own index arithmetic then only
 * has to agree on each concrete coordinate, which the solver sees by propagation; the
 * general formula's 64-bit divisions made a 5x5 resize take 30 s to a minute. */
static int tosa_resize_table(EncFn *f, const TosaResize *r, unsigned a, Z3_ast o, Z3_ast size,
                             Z3_ast out_size, Z3_ast i01[2], Z3_ast *rem) {
  uint64_t in, out;
  if (!tval_const_u64(f, size, &in) || !tval_const_u64(f, out_size, &out) || !in || !out ||
      out > TOSA_RESIZE_TABLE || in > INT32_MAX)
    return 0;
  for (uint64_t k = out; k-- > 0;) {
    int64_t c[2], rm;
    tosa_resize_coord(&r->p, a, (int64_t)k, (int64_t)in, c, &rm);
    Z3_ast is_k = tosa_eq(f, o, tosa_idx(f, k)), vals[3] = {tosa_idx(f, (uint64_t)c[0]), tosa_idx(f, (uint64_t)c[1]),
                                                            tosa_idx(f, (uint64_t)rm)};
    int first = k == out - 1;   /* the last coordinate is also the default: o < out is read only */
    i01[0] = first ? vals[0] : smt_ite(f->s, is_k, vals[0], i01[0]);
    i01[1] = first ? vals[1] : smt_ite(f->s, is_k, vals[1], i01[1]);
    *rem = first ? vals[2] : smt_ite(f->s, is_k, vals[2], *rem);
  }
  return 1;
}

/* The float fraction (float)r / (float)n, from i32 operands as the spec's int32_t
 * coordinates (and the lowering's sitofp / uitofp / divf). */
static Z3_ast tosa_resize_frac(EncFn *f, const TosaResize *r, unsigned a, Z3_ast rem) {
  FpKind k = (FpKind)r->kind;
  Z3_ast num = fp_from_int(f, k, smt_extract(f->s, 31, 0, rem), 1);
  Z3_ast den = fp_from_int(f, k, tosa_bv(f, 32, (uint64_t)r->p.scale[2 * a]), 0);
  return fp_binary(f, k, FP_DIV, num, den);
}

/* Input element [n, y, x, c], sign-extended to the result width for integer BILINEAR. */
static EncVal tosa_resize_read(EncFn *f, const TosaResize *r, const Z3_ast *idx, Z3_ast y, Z3_ast x) {
  Z3_ast src[4] = {idx[0], y, x, idx[3]};
  EncVal e = tosa_read_if(f, r->in, src, smt_true(f->s));
  unsigned w = smt_width(f->s, e.v);
  if (r->p.bilinear && r->kind < 0 && w < r->w) e.v = smt_sext(f->s, r->w - w, e.v);
  return e;
}

/* a * (unit - d) + b * d: one interpolation step in the lowering's order (x, then y). */
static Z3_ast tosa_lerp(EncFn *f, const TosaResize *r, Z3_ast unit, Z3_ast a, Z3_ast b, Z3_ast d) {
  if (r->kind < 0)
    return tosa_op2(f, Z3_mk_bvadd, tosa_op2(f, Z3_mk_bvmul, a, tosa_op2(f, Z3_mk_bvsub, unit, d)),
                    tosa_op2(f, Z3_mk_bvmul, b, d));
  FpKind k = (FpKind)r->kind;
  return fp_binary(f, k, FP_ADD, fp_binary(f, k, FP_MUL, a, fp_binary(f, k, FP_SUB, unit, d)),
                   fp_binary(f, k, FP_MUL, b, d));
}

static int tosa_resize_elem(EncFn *f, const TosaResize *r, const EncTensor *sh, const Z3_ast *idx, EncVal *out) {
  Z3_ast iy[2], ix[2], ry, rx;
  if (!tosa_resize_table(f, r, 0, idx[1], r->in.t->dims[1], sh->dims[1], iy, &ry))
    tosa_resize_axis(f, r, 0, idx[1], r->in.t->dims[1], iy, &ry);
  if (!tosa_resize_table(f, r, 1, idx[2], r->in.t->dims[2], sh->dims[2], ix, &rx))
    tosa_resize_axis(f, r, 1, idx[2], r->in.t->dims[2], ix, &rx);
  Z3_ast dy, dx, uy, ux;
  if (r->kind >= 0) {
    dy = tosa_resize_frac(f, r, 0, ry);
    dx = tosa_resize_frac(f, r, 1, rx);
    uy = ux = fp_one(f, (FpKind)r->kind);
  } else {
    dy = smt_extract(f->s, r->w - 1, 0, ry);
    dx = smt_extract(f->s, r->w - 1, 0, rx);
    uy = tosa_bv(f, r->w, (uint64_t)r->p.scale[0]);
    ux = tosa_bv(f, r->w, (uint64_t)r->p.scale[2]);
  }
  if (!r->p.bilinear) {   /* NEAREST: the upper neighbour when the fraction is at least 1/2 */
    Z3_ast hy, hx;
    if (r->kind >= 0) {
      Z3_ast half = fp_exact(f, (FpKind)r->kind, 0.5);
      hy = fp_cmp(f, (FpKind)r->kind, 3, dy, half);
      hx = fp_cmp(f, (FpKind)r->kind, 3, dx, half);
    } else {
      hy = tosa_op2(f, Z3_mk_bvsge, tosa_op2(f, Z3_mk_bvshl, ry, tosa_idx(f, 1)), tosa_idx(f, (uint64_t)r->p.scale[0]));
      hx = tosa_op2(f, Z3_mk_bvsge, tosa_op2(f, Z3_mk_bvshl, rx, tosa_idx(f, 1)), tosa_idx(f, (uint64_t)r->p.scale[2]));
    }
    *out = tosa_resize_read(f, r, idx, smt_ite(f->s, hy, iy[1], iy[0]), smt_ite(f->s, hx, ix[1], ix[0]));
    return enc_failed(f);
  }
  EncVal v00 = tosa_resize_read(f, r, idx, iy[0], ix[0]), v01 = tosa_resize_read(f, r, idx, iy[0], ix[1]);
  EncVal v10 = tosa_resize_read(f, r, idx, iy[1], ix[0]), v11 = tosa_resize_read(f, r, idx, iy[1], ix[1]);
  Z3_ast top = tosa_lerp(f, r, ux, v00.v, v01.v, dx), bot = tosa_lerp(f, r, ux, v10.v, v11.v, dx);
  Z3_ast np = smt_and(f->s, smt_and(f->s, v00.np, v01.np), smt_and(f->s, v10.np, v11.np));
  *out = (EncVal){tosa_lerp(f, r, uy, top, bot, dy), np, NULL, NULL};
  return enc_failed(f);
}

/* resize (NHWC; scale [y_n, y_d, x_n, x_d], offset, border; the spec's RESIZE): output
 * (oy, ox) reads around y = oy * y_d + offset_y in units of 1/y_n, likewise x. NEAREST:
 * the nearer neighbour (the upper one from a fraction of 1/2). BILINEAR: integers
 * (v00 * (x_n - rx) + v01 * rx) * (y_n - ry) + (v10 * (x_n - rx) + v11 * rx) * ry in the
 * result width (the spec's sum of the four products, the same integer); floats the same
 * with fractions dx, dy and 1.0, in this order (the lowering's; the spec writes the sum of
 * four products). Output size ((I - 1) * n - offset + border) / d + 1 must divide exactly;
 * a parameter outside the spec's limits, an empty input and a size mismatch are UB. */
static int enc_resize(EncFn *f, MlirOperation op) {
  TosaResize r = {.kind = fp_kind(tosa_elem(tosa_rtype(op)))};
  const char *why = NULL;
  if (tosa_tensor(f, op, 0, &r.in) || tosa_read_fail(f, op, tosa_resize_attrs(&f->q->arena, op, &r.p, &why), why))
    return 1;
  if (r.in.t->rank != 4) return enc_stop(f->q, TV_ERROR, "tosa.resize: input of rank %u", r.in.t->rank);
  unsigned win = tosa_owidth(f, op, 0);
  r.w = tosa_rwidth(f, op);
  if (!win || !r.w) return 1;
  if (r.kind < 0 && win != 8 && win != 16) return enc_unsupported(f, op, "on integers other than i8 and i16");
  if (r.kind < 0 && r.p.bilinear ? r.w != (win == 8 ? 32u : 48u) : r.w != win)
    return enc_stop(f->q, TV_ERROR, "tosa.resize: result element type");
  if (!tosa_resize_params_ok(&r.p)) enc_ub(f, smt_true(f->s));
  Z3_ast dims[4] = {r.in.t->dims[0], NULL, NULL, r.in.t->dims[3]}, one = tosa_idx(f, 1);
  for (unsigned a = 0; a < 2; a++) {
    Z3_ast in = r.in.t->dims[1 + a], d = tosa_idx(f, (uint64_t)r.p.scale[2 * a + 1]);
    Z3_ast num = tosa_op2(f, Z3_mk_bvmul, tosa_op2(f, Z3_mk_bvsub, in, one), tosa_idx(f, (uint64_t)r.p.scale[2 * a]));
    num = tosa_op2(f, Z3_mk_bvadd, tosa_op2(f, Z3_mk_bvsub, num, tosa_idx(f, (uint64_t)r.p.offset[a])),
                   tosa_idx(f, (uint64_t)r.p.border[a]));
    enc_ub(f, tosa_eq(f, in, tosa_idx(f, 0)));
    enc_ub(f, tosa_not(f, tosa_eq(f, tosa_op2(f, Z3_mk_bvsrem, num, d), tosa_idx(f, 0))));
    enc_ub(f, tosa_op2(f, Z3_mk_bvslt, num, tosa_idx(f, 0)));
    dims[1 + a] = tosa_op2(f, Z3_mk_bvadd, tosa_op2(f, Z3_mk_bvsdiv, num, d), one);
  }
  EncTensor *sh = tosa_out_shape(f, op, 4, dims);
  if (!sh || enc_failed(f)) return 1;
  TvalLam l;
  EncVal e;
  tval_lam_begin(f, sh, "tosa", &l);
  if (tosa_resize_elem(f, &r, sh, l.idx, &e)) return 1;
  return tval_lam_end(f, op, &l, e);
}

/* reverse: output[idx] = input[idx with idx[axis] -> size - 1 - idx[axis]]. */
static int enc_reverse(EncFn *f, MlirOperation op) {
  EncVal in;
  if (tosa_tensor(f, op, 0, &in)) return 1;
  int64_t axis = tosa_int_attr(op, "axis", -1);
  if (axis < 0 || axis >= (int64_t)in.t->rank) return enc_stop(f->q, TV_ERROR, "tosa.reverse: axis out of range");
  EncTensor *sh = tosa_out_shape(f, op, in.t->rank, in.t->dims);
  if (!sh) return 1;
  TvalLam l;
  Z3_ast src[TOSA_MAX_RANK];
  tval_lam_begin(f, sh, "tosa", &l);
  memcpy(src, l.idx, in.t->rank * sizeof *src);
  Z3_ast last = tosa_op2(f, Z3_mk_bvsub, in.t->dims[axis], tosa_idx(f, 1));
  src[axis] = tosa_op2(f, Z3_mk_bvsub, last, l.idx[axis]);
  return tval_lam_end(f, op, &l, tosa_read_if(f, in, src, smt_true(f->s)));
}

/* pad: output[idx] = input[idx - lo] inside, pad_const outside; output size = lo + size +
 * hi per dimension; negative padding is not modelled. */
static int enc_pad(EncFn *f, MlirOperation op) {
  EncVal in, pc;
  if (tosa_tensor(f, op, 0, &in)) return 1;
  unsigned rank = in.t->rank;
  int64_t pad[2 * TOSA_MAX_RANK];
  if (tosa_shape_operand(f, op, 1, pad, 2 * rank) || tosa_scalar(f, op, 2, &pc)) return 1;
  Z3_ast dims[TOSA_MAX_RANK] = {0}, lo[TOSA_MAX_RANK], src[TOSA_MAX_RANK];
  for (unsigned r = 0; r < rank; r++) {
    if (pad[2 * r] < 0 || pad[2 * r + 1] < 0) return enc_stop(f->q, TV_UNSUPPORTED, "tosa.pad with negative padding");
    lo[r] = tosa_idx(f, (uint64_t)pad[2 * r]);
    dims[r] = tosa_op2(f, Z3_mk_bvadd, tosa_op2(f, Z3_mk_bvadd, lo[r], in.t->dims[r]), tosa_idx(f, (uint64_t)pad[2 * r + 1]));
  }
  EncTensor *sh = tosa_out_shape(f, op, rank, dims);
  if (!sh) return 1;
  TvalLam l;
  tval_lam_begin(f, sh, "tosa", &l);
  Z3_ast inside = smt_true(f->s);
  for (unsigned r = 0; r < rank; r++) {
    src[r] = tosa_op2(f, Z3_mk_bvsub, l.idx[r], lo[r]);
    inside = smt_and(f->s, inside, smt_and(f->s, tosa_op2(f, Z3_mk_bvuge, l.idx[r], lo[r]),
                                            tosa_op2(f, Z3_mk_bvult, src[r], in.t->dims[r])));
  }
  EncVal e = tosa_read_if(f, in, src, inside);
  return tval_lam_end(f, op, &l, enc_val_ite(f, inside, e, pc));
}

/* concat: the operands one after the other along axis; UB unless the other sizes agree. */
static int enc_concat(EncFn *f, MlirOperation op) {
  intptr_t n = mlirOperationGetNumOperands(op);
  EncVal *in = arena_alloc(&f->q->arena, (size_t)(n ? n : 1) * sizeof *in);
  if (!in) return enc_failed(f);
  for (intptr_t k = 0; k < n; k++)
    if (tosa_tensor(f, op, (int)k, &in[k])) return 1;
  int64_t axis = tosa_int_attr(op, "axis", -1);
  if (n < 1 || axis < 0 || axis >= (int64_t)in[0].t->rank) return enc_stop(f->q, TV_ERROR, "tosa.concat: axis out of range");
  unsigned rank = in[0].t->rank;
  Z3_ast dims[TOSA_MAX_RANK] = {0}, sum = tosa_idx(f, 0), src[TOSA_MAX_RANK];
  for (intptr_t k = 0; k < n; k++) {
    if (in[k].t->rank != rank) return enc_stop(f->q, TV_ERROR, "tosa.concat: operand ranks differ");
    for (unsigned r = 0; r < rank; r++)
      if (r != axis) enc_ub(f, tosa_not(f, tosa_eq(f, in[k].t->dims[r], in[0].t->dims[r])));
    sum = tosa_op2(f, Z3_mk_bvadd, sum, in[k].t->dims[axis]);
  }
  memcpy(dims, in[0].t->dims, rank * sizeof *dims);
  dims[axis] = sum;
  EncTensor *sh = tosa_out_shape(f, op, rank, dims);
  if (!sh) return 1;
  TvalLam l;
  tval_lam_begin(f, sh, "tosa", &l);
  memcpy(src, l.idx, rank * sizeof *src);
  Z3_ast off = tosa_idx(f, 0), done = smt_false(f->s);
  EncVal e = {NULL, NULL, NULL};
  for (intptr_t k = 0; k < n; k++) {
    Z3_ast end = tosa_op2(f, Z3_mk_bvadd, off, in[k].t->dims[axis]);
    Z3_ast here = smt_and(f->s, tosa_not(f, done), tosa_op2(f, Z3_mk_bvult, l.idx[axis], end));
    src[axis] = tosa_op2(f, Z3_mk_bvsub, l.idx[axis], off);
    EncVal x = tosa_read_if(f, in[k], src, here);
    e = e.v ? enc_val_ite(f, here, x, e) : x;
    done = smt_or(f->s, done, here);
    off = end;
  }
  return tval_lam_end(f, op, &l, e);
}

/* The element of a condition yielded or passed as a 0-d (or one-element) tensor; a poison
 * one is UB. */
static Z3_ast cond_of(EncFn *f, EncVal c) {
  if (c.t) c = tval_at(f, c, smt_bv_u64(f->s, 64, 0));
  enc_ub(f, smt_app1(f->s, Z3_mk_not, c.np));
  return smt_bv_to_bool(f->s, c.v);
}

/* cond_if: "Evaluates a Boolean condition and then takes one of two distinct execution
 * paths" (TosaControlFlow.td): the then region when the condition's one element is true,
 * else the else region, each given the input operands as its block's arguments; the
 * results are the taken region's tosa.yield. A poison condition is UB (as scf.if). */
static int enc_cond_if(EncFn *f, MlirOperation op) {
  EncVal c, *y[2];
  Smt *s = f->s;
  if (enc_operand(f, op, 0, &c)) return 1;
  Z3_ast cb = cond_of(f, c);
  for (int k = 0; k < 2; k++) {
    MlirRegion r = mlirOperationGetRegion(op, k);
    MlirBlock b = mlirRegionGetFirstBlock(r);
    for (intptr_t i = 0; !mlirBlockIsNull(b) && i < mlirBlockGetNumArguments(b); i++) {
      EncVal a;
      if (enc_operand(f, op, (int)i + 1, &a) || enc_set(f, mlirBlockGetArgument(b, i), a)) return 1;
    }
    if (enc_region(f, r, k ? smt_app1(s, Z3_mk_not, cb) : cb, &y[k])) return 1;
  }
  for (intptr_t i = 0; i < mlirOperationGetNumResults(op); i++) {
    if (!y[0] || !y[1]) return enc_stop(f->q, TV_ERROR, "tosa.cond_if with results but no yield");
    if (enc_result(f, op, (int)i, enc_val_ite(f, cb, y[0][i], y[1][i]))) return 1;
  }
  return enc_failed(f);
}

/* One unrolled iteration of while_loop: the cond region on cur; where it yields false
 * (under *run) the results become cur; where true the body's yields become cur. */
static int while_step(EncFn *f, MlirOperation op, unsigned k, Z3_ast saved, Z3_ast *run, EncVal *cur,
                      EncVal *res, unsigned n) {
  Smt *s = f->s;
  EncVal *y;
  unsigned ny;
  f->path = smt_and(s, saved, *run);
  if (loop_take(f, op) || loop_body(f, mlirRegionGetFirstBlock(mlirOperationGetRegion(op, 0)), cur, n, &y, &ny)) return 1;
  if (ny != 1) return enc_stop(f->q, TV_ERROR, "internal: tosa.while_loop condition arity");
  Z3_ast c = cond_of(f, y[0]), out = smt_and(s, *run, smt_app1(s, Z3_mk_not, c));
  for (unsigned i = 0; i < n; i++) res[i] = k ? enc_val_ite(f, out, cur[i], res[i]) : cur[i];
  *run = smt_and(s, *run, c);
  f->path = saved;
  if (loop_never(f, *run, loop_check_at(k + 1))) {
    *run = smt_false(s);   /* no further iteration: the caller stops */
    return 0;
  }
  f->path = smt_and(s, saved, *run);
  if (loop_body(f, mlirRegionGetFirstBlock(mlirOperationGetRegion(op, 1)), cur, n, &y, &ny)) return 1;
  if (ny != n) return enc_stop(f->q, TV_ERROR, "internal: tosa.while_loop yield arity");
  for (unsigned i = 0; i < n; i++) cur[i] = enc_val_ite(f, *run, y[i], cur[i]);
  return enc_failed(f);
}

/* while_loop: "Generates and evaluates a Boolean condition and either executes a loop body
 * or exits" (TosaControlFlow.td): the cond region on the carried values (the operands
 * first); while its element is true the body's yields replace them; the results are the
 * values the condition was false on. Unrolled like scf.while (loop.h), poison condition UB. */
static int enc_while_loop(EncFn *f, MlirOperation op) {
  unsigned n = (unsigned)mlirOperationGetNumOperands(op);
  EncVal *cur = arena_alloc(&f->q->arena, (n + 1) * sizeof *cur), *res = arena_alloc(&f->q->arena, (n + 1) * sizeof *res);
  if (!cur || !res) return enc_failed(f);
  for (unsigned i = 0; i < n; i++)
    if (enc_operand(f, op, (int)i, &cur[i])) return 1;
  if (loop_begin(f, op)) return 1;
  Z3_ast saved = f->path, run = smt_true(f->s);
  int rc = 0;
  for (unsigned k = 0; !rc; k++) {
    /* no results to make fresh before the first exit: stop; a cap of N bodies takes N + 1 tests */
    if (!loop_more(f, k ? k - 1 : 0)) {
      f->path = saved;
      rc = k ? loop_truncate(f, op, run, res, n) : loop_take(f, op);
      break;
    }
    rc = while_step(f, op, k, saved, &run, cur, res, n);
    if (!rc && loop_never(f, run, 0)) break;
  }
  f->path = saved;
  loop_end(f);
  for (unsigned i = 0; i < n && !rc; i++) rc = enc_result(f, op, (int)i, res[i]);
  return rc || enc_failed(f);
}

/* yield: hands a region's values to the enclosing op (tosa.cond_if, tosa.while_loop). */
static int enc_yield_op(EncFn *f, MlirOperation op) { return enc_yield(f, op); }

#define TOSA_UF(n) {"tosa." n, enc_uf, "math." n " of each element: uninterpreted, NaN in, NaN out, " \
                                      "IEEE 754 9.2.1 values at +-0 and +-Inf", tosa_ev_uf}
static const EncOpDef tosa_ops[] = {
    {"tosa.abs", enc_abs, "|x|: clears a float's sign bit; integers wrap (abs(MIN) = MIN)", tosa_ev_abs},
    {"tosa.add", enc_add, "broadcast a + b: IEEE round to nearest even; integers wrap", tosa_ev_add},
    {"tosa.arithmetic_right_shift", enc_arithmetic_right_shift, "a >> b signed, round adds bit b-1; b outside [0, width) is UB", tosa_ev_arithmetic_right_shift},
    {"tosa.bitwise_and", enc_bitwise_and, "broadcast bitwise and", tosa_ev_bitwise_and},
    {"tosa.bitwise_not", enc_bitwise_not, "bitwise not", tosa_ev_bitwise_not},
    {"tosa.bitwise_or", enc_bitwise_or, "broadcast bitwise or", tosa_ev_bitwise_or},
    {"tosa.bitwise_xor", enc_bitwise_xor, "broadcast bitwise xor", tosa_ev_bitwise_xor},
    {"tosa.cast", enc_cast, "bool 0/1, != 0 to bool, int sext/trunc, to float nearest even, float to int round-even and saturate (NaN UB)", tosa_ev_cast, .props = OP_FLOAT_CAST},
    {"tosa.ceil", enc_ceil, "round to integral toward +Inf", tosa_ev_ceil},
    {"tosa.clamp", enc_clamp, "min(max(x, min_val), max_val); NaN propagates or (IGNORE) gives min_val; max_val < min_val is UB", tosa_ev_clamp, .props = OP_FLOAT_CONSTS},
    {"tosa.clz", enc_clz, "count of leading zero bits (the width for 0)", tosa_ev_clz},
    {"tosa.concat", enc_concat, "operands one after the other along axis; other sizes differing is UB", tosa_ev_concat},
    {"tosa.cond_if", enc_cond_if, "the then region if the condition's element is true, else the else region, on the inputs; poison condition is UB", tosa_ev_cond_if},
    {"tosa.const", enc_const, "the dense values attribute", tosa_ev_const, .props = OP_CONST},
    {"tosa.const_shape", enc_const_shape, "a shape, read by its consumers from the values attribute", tosa_ev_const_shape},
    TOSA_UF("cos"),
    {"tosa.equal", enc_equal, "broadcast a == b as i1 (ordered: false on NaN)", tosa_ev_equal},
    TOSA_UF("erf"), TOSA_UF("exp"),
    {"tosa.floor", enc_floor, "round to integral toward -Inf", tosa_ev_floor},
    {"tosa.greater", enc_greater, "broadcast a > b as i1 (signed; false on NaN)", tosa_ev_greater},
    {"tosa.greater_equal", enc_greater_equal, "broadcast a >= b as i1 (signed; false on NaN)", tosa_ev_greater_equal},
    {"tosa.identity", enc_identity, "the operand", tosa_ev_identity},
    {"tosa.intdiv", enc_intdiv, "signed division toward zero; divisor 0 or MIN / -1 is UB", tosa_ev_intdiv},
    TOSA_UF("log"),
    {"tosa.logical_and", enc_logical_and, "broadcast i1 and", tosa_ev_logical_and},
    {"tosa.logical_left_shift", enc_logical_left_shift, "a << b; b outside [0, width) is UB", tosa_ev_logical_left_shift},
    {"tosa.logical_not", enc_logical_not, "i1 not", tosa_ev_logical_not},
    {"tosa.logical_or", enc_logical_or, "broadcast i1 or", tosa_ev_logical_or},
    {"tosa.logical_right_shift", enc_logical_right_shift, "a >> b unsigned; b outside [0, width) is UB", tosa_ev_logical_right_shift},
    {"tosa.logical_xor", enc_logical_xor, "broadcast i1 xor", tosa_ev_logical_xor},
    {"tosa.maximum", enc_maximum, "broadcast max: signed; floats maximumf (PROPAGATE) or the non-NaN operand (IGNORE)", tosa_ev_maximum},
    {"tosa.minimum", enc_minimum, "broadcast min: signed; floats minimumf (PROPAGATE) or the non-NaN operand (IGNORE)", tosa_ev_minimum},
    {"tosa.mul", enc_mul, "broadcast a * b; i32 with shift > 0: (a*b + 2^(shift-1)) >> shift, out of i32 is UB; else low bits", tosa_ev_mul},
    {"tosa.negate", enc_negate, "floats flip the sign; integers clip(output_zp - (x - input1_zp))", tosa_ev_negate},
    {"tosa.pad", enc_pad, "input surrounded by pad_const by the padding sizes", tosa_ev_pad},
    {"tosa.pow", enc_pow, "math.powf: pow(x, +-0) = pow(1, y) = 1, NaN in NaN out, else uninterpreted", tosa_ev_pow},
    {"tosa.reciprocal", enc_reciprocal, "1.0 / x rounded to nearest even", tosa_ev_reciprocal},
    {"tosa.reshape", enc_reshape, "same elements in row-major order; element counts differing is UB", tosa_ev_reshape, .props = OP_VIEW},
    {"tosa.resize", enc_resize, "NHWC; NEAREST: the nearer input element; BILINEAR: x then y interpolation, integers in units of 1/scale_n", tosa_ev_resize, .props = OP_FLOAT_CONSTS | OP_COMPUTED_INDEX},
    {"tosa.reverse", enc_reverse, "elements reversed along axis", tosa_ev_reverse},
    {"tosa.rsqrt", enc_uf, "math.rsqrt of each element: uninterpreted, NaN in, NaN out", tosa_ev_uf},
    {"tosa.select", enc_select, "broadcast pred ? a : b; poison pred is poison", tosa_ev_select},
    {"tosa.sigmoid", enc_sigmoid, "1.0 / (1.0 + math.exp(-x)), exp uninterpreted", tosa_ev_sigmoid},
    TOSA_UF("sin"),
    {"tosa.slice", enc_slice, "input[idx + start] of the given size; out of range is UB", tosa_ev_slice},
    {"tosa.sub", enc_sub, "broadcast a - b: IEEE round to nearest even; integers wrap", tosa_ev_sub},
    TOSA_UF("tanh"),
    {"tosa.tile", enc_tile, "input[idx mod size], size times multiples", tosa_ev_tile},
    {"tosa.transpose", enc_transpose, "output[idx] = input[idx permuted by perms]", tosa_ev_transpose},
    {"tosa.while_loop", enc_while_loop, "cond region on the carried values; while its element is true, body's yields replace them; unrolled like scf.while", tosa_ev_while_loop},
    {"tosa.yield", enc_yield_op, "yields to the enclosing op", tosa_ev_yield},
};
#undef TOSA_UF

const EncTable tosa_table = {"tosa", tosa_ops, sizeof tosa_ops / sizeof tosa_ops[0]};
