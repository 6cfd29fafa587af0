/* affine.c: the affine dialect (AffineOps.td) on scalars and carried values: affine maps
 * and integer sets evaluated on index terms, affine.for unrolled through loop.h. */
#include "affine.h"
#include <stdlib.h>
#include <string.h>
#include <mlir-c/AffineMap.h>
#include <mlir-c/IntegerSet.h>
#include "imem.h"
#include "induct.h"
#include "loop.h"
#include "mem.h"
#include "mlirutil.h"
#include "vector.h"

enum { AFF_MAX_INPUTS = 32 };

/* The inputs of a map or set: dims then symbols, as index terms (vnp: each one's
 * not-poison); np is "none is poison". */
typedef struct AffIn {
  unsigned ndims, n;
  Z3_ast v[AFF_MAX_INPUTS], vnp[AFF_MAX_INPUTS];
  Z3_ast np;
  int nonneg;                  /* every subexpression is known non-negative: unsigned division */
  int nsw;                     /* an affine op's map: signed overflow is UB (else it wraps) */
} AffIn;

static int aff_inputs(EncFn *f, MlirOperation op, int first, unsigned ndims, unsigned n, AffIn *in) {
  if (n > AFF_MAX_INPUTS) return enc_stop(f->q, TV_UNSUPPORTED, "%s with over %d map inputs", mu_op_name(&f->q->arena, op), AFF_MAX_INPUTS);
  in->ndims = ndims;
  in->n = n;
  in->np = smt_true(f->s);
  in->nonneg = 0;
  in->nsw = 1;
  for (unsigned i = 0; i < n; i++) {
    EncVal v;
    if (enc_operand(f, op, first + (int)i, &v)) return 1;
    in->v[i] = v.v;
    in->vnp[i] = v.np;
    in->np = smt_and(f->s, in->np, v.np);
  }
  return 0;
}

/* The inputs of map m (its dims, then its symbols) from operand first on. */
static int aff_map_inputs(EncFn *f, MlirOperation op, int first, MlirAffineMap m, AffIn *in) {
  return aff_inputs(f, op, first, (unsigned)mlirAffineMapGetNumDims(m), (unsigned)mlirAffineMapGetNumInputs(m), in);
}

static Z3_ast c64(EncFn *f, int64_t v) { return smt_bv_u64(f->s, 64, (uint64_t)v); }

/* floor(a / b) and ceil(a / b) for signed 64-bit a, b (b != 0). */
static Z3_ast floordiv(EncFn *f, Z3_ast a, Z3_ast b, int ceil) {
  Smt *s = f->s;
  Z3_ast q = smt_app2(s, Z3_mk_bvsdiv, a, b), r = smt_app2(s, Z3_mk_bvsrem, a, b);
  Z3_ast zero = c64(f, 0), nz = smt_app1(s, Z3_mk_not, smt_app2(s, Z3_mk_eq, r, zero));
  Z3_ast rneg = smt_app2(s, Z3_mk_bvslt, r, zero), bneg = smt_app2(s, Z3_mk_bvslt, b, zero);
  Z3_ast differ = smt_app1(s, Z3_mk_not, smt_app2(s, Z3_mk_eq, rneg, bneg));   /* signs differ: q was rounded up */
  if (!ceil) return smt_ite(s, smt_and(s, nz, differ), smt_app2(s, Z3_mk_bvsub, q, c64(f, 1)), q);
  return smt_ite(s, smt_and(s, nz, smt_app1(s, Z3_mk_not, differ)), smt_app2(s, Z3_mk_bvadd, q, c64(f, 1)), q);
}

/* floordiv, ceildiv and mod of an affine map for b > 0 (else the map has UB), with one
 * signed division each, in the shape lower-affine gives them (Affine/Utils/Utils.cpp,
 * AffineApplyExpander), so a lowered map shares the solver's terms: floordiv is "negative ?
 * -1 - (-1 - a) / b : a / b" and mod "r = a srem b; r < 0 ? r + b : r". Ceildiv is "a <= 0 ?
 * a / b : (a - 1) / b + 1" (the division truncates toward zero, up for a <= 0), not the
 * lowering's "-((0 - a) / b)", which wraps at the most negative a. */
enum { AFF_FLOOR, AFF_CEIL, AFF_MOD };
static Z3_ast pos_div(EncFn *f, Z3_ast a, Z3_ast b, int kind) {
  Smt *s = f->s;
  Z3_ast zero = c64(f, 0), one = c64(f, 1), m1 = c64(f, -1);
  if (kind == AFF_MOD) {
    Z3_ast r = smt_app2(s, Z3_mk_bvsrem, a, b);
    return smt_ite(s, smt_app2(s, Z3_mk_bvslt, r, zero), smt_app2(s, Z3_mk_bvadd, r, b), r);
  }
  if (kind == AFF_CEIL)
    return smt_ite(s, smt_app2(s, Z3_mk_bvsle, a, zero), smt_app2(s, Z3_mk_bvsdiv, a, b),
                   smt_app2(s, Z3_mk_bvadd, smt_app2(s, Z3_mk_bvsdiv, smt_app2(s, Z3_mk_bvsub, a, one), b), one));
  Z3_ast neg = smt_app2(s, Z3_mk_bvslt, a, zero);
  Z3_ast q = smt_app2(s, Z3_mk_bvsdiv, smt_ite(s, neg, smt_app2(s, Z3_mk_bvsub, m1, a), a), b);
  return smt_ite(s, neg, smt_app2(s, Z3_mk_bvsub, m1, q), q);
}

/* Whether no input that expression e uses is poison (e is well formed: aff_expr). */
static Z3_ast aff_np(EncFn *f, MlirAffineExpr e, const AffIn *in) {
  if (mlirAffineExprIsADim(e)) return in->vnp[mlirAffineDimExprGetPosition(e)];
  if (mlirAffineExprIsASymbol(e)) return in->vnp[in->ndims + mlirAffineSymbolExprGetPosition(e)];
  if (!mlirAffineExprIsABinary(e)) return smt_true(f->s);
  return smt_and(f->s, aff_np(f, mlirAffineBinaryOpExprGetLHS(e), in), aff_np(f, mlirAffineBinaryOpExprGetRHS(e), in));
}

/* The x for which x * c (c a constant) stays within signed 64 bits: [*lo, *hi]. */
static void mul_range(int64_t c, int64_t *lo, int64_t *hi) {
  const __int128 mn = INT64_MIN, mx = INT64_MAX;
  __int128 a = c > 0 ? mn : mx, b = c > 0 ? mx : mn;   /* x in [a / c, b / c], a / c rounded up */
  __int128 l = a / c + (a % c != 0 && ((a < 0) == (c < 0))), h = b / c - (b % c != 0 && ((b < 0) != (c < 0)));
  *lo = l < mn ? INT64_MIN : (int64_t)l;
  *hi = h > mx ? INT64_MAX : (int64_t)h;
}

/* Whether term t is a 64-bit numeral; its value in *v. */
static int aff_numeral(EncFn *f, Z3_ast t, int64_t *v) {
  uint64_t u;
  if (!Z3_is_numeral_ast(f->s->ctx, t) || !Z3_get_numeral_uint64(f->s->ctx, t, &u)) return 0;
  *v = (int64_t)u;
  return 1;
}

/* Whether a + b (mul: a * b) overflows signed 64 bits; a multiplication with a constant
 * side (in the map, or an operand the solver sees as a numeral) is a range test on the
 * other side. */
static Z3_ast aff_wraps(EncFn *f, Z3_ast a, Z3_ast b, int mul) {
  Smt *s = f->s;
  int64_t c, lo, hi;
  int cb = mul && aff_numeral(f, b, &c), ca = mul && !cb && aff_numeral(f, a, &c);
  if (ca || cb) {
    Z3_ast x = cb ? a : b;
    if (c == 0 || c == 1) return smt_false(s);
    mul_range(c, &lo, &hi);
    return smt_or(s, smt_app2(s, Z3_mk_bvslt, x, c64(f, lo)), smt_app2(s, Z3_mk_bvsgt, x, c64(f, hi)));
  }
  unsigned by = mul ? 64 : 1;
  Z3_ast exact = smt_app2(s, mul ? Z3_mk_bvmul : Z3_mk_bvadd, smt_sext(s, by, a), smt_sext(s, by, b));
  return smt_app1(s, Z3_mk_not, smt_app2(s, Z3_mk_eq, exact, smt_sext(s, by, smt_app2(s, mul ? Z3_mk_bvmul : Z3_mk_bvadd, a, b))));
}

/* An affine expression over the inputs in 64-bit index arithmetic. With in->nsw (the map
 * of an affine op) a sum or product that overflows signed 64 bits is UB when the inputs it
 * uses are not poison ("lowerings ... may assume that the underlying computations do not
 * overflow the index type in a signed sense", AffineOps.td); without (linalg's indexing
 * maps, aff_index_at) it wraps. A divisor or modulus that is not positive is UB ("The
 * integer-literal operand for ceildiv, floordiv, and mod is always expected to be
 * positive", Affine.md; semi-affine maps with a symbol there), and so is a poison one
 * (semantics.md 3: a poison divisor may be 0). */
static Z3_ast aff_expr(EncFn *f, MlirAffineExpr e, const AffIn *in) {
  Smt *s = f->s;
  if (mlirAffineExprIsADim(e)) {
    intptr_t p = mlirAffineDimExprGetPosition(e);
    return p < (intptr_t)in->ndims ? in->v[p] : NULL;
  }
  if (mlirAffineExprIsASymbol(e)) {
    intptr_t p = (intptr_t)in->ndims + mlirAffineSymbolExprGetPosition(e);
    return p < (intptr_t)in->n ? in->v[p] : NULL;
  }
  if (mlirAffineExprIsAConstant(e)) return c64(f, mlirAffineConstantExprGetValue(e));
  if (!mlirAffineExprIsABinary(e)) return NULL;
  MlirAffineExpr lhs = mlirAffineBinaryOpExprGetLHS(e), rhs = mlirAffineBinaryOpExprGetRHS(e);
  Z3_ast a = aff_expr(f, lhs, in), b = aff_expr(f, rhs, in);
  if (!a || !b) return NULL;
  int add = mlirAffineExprIsAAdd(e), mul = mlirAffineExprIsAMul(e);
  if (add || mul) {
    if (in->nsw) enc_ub(f, smt_and(s, smt_and(s, aff_np(f, lhs, in), aff_np(f, rhs, in)), aff_wraps(f, a, b, mul)));
    return smt_app2(s, add ? Z3_mk_bvadd : Z3_mk_bvmul, a, b);
  }
  if (mlirAffineExprIsAConstant(rhs)) {
    if (mlirAffineConstantExprGetValue(rhs) <= 0) enc_ub(f, smt_true(s));
  } else
    enc_ub(f, smt_or(s, smt_app2(s, Z3_mk_bvsle, b, c64(f, 0)), smt_app1(s, Z3_mk_not, aff_np(f, rhs, in))));
  if (in->nonneg) {   /* a >= 0, b > 0: the unsigned operations agree (and simplify better) */
    if (mlirAffineExprIsACeilDiv(e)) a = smt_app2(s, Z3_mk_bvadd, a, smt_app2(s, Z3_mk_bvsub, b, c64(f, 1)));
    return smt_app2(s, mlirAffineExprIsAMod(e) ? Z3_mk_bvurem : Z3_mk_bvudiv, a, b);
  }
  /* b > 0: the quotients and the remainder lie within the dividend's range (no overflow) */
  if (mlirAffineExprIsAFloorDiv(e)) return pos_div(f, a, b, AFF_FLOOR);
  if (mlirAffineExprIsACeilDiv(e)) return pos_div(f, a, b, AFF_CEIL);
  if (mlirAffineExprIsAMod(e)) return pos_div(f, a, b, AFF_MOD);   /* in [0, b) */
  return NULL;
}

/* ---- index expressions for other modules (affine.h) ---- */

int aff_index_ok(MlirAffineExpr e, unsigned ndims) {
  if (mlirAffineExprIsADim(e)) return mlirAffineDimExprGetPosition(e) < (intptr_t)ndims;
  if (mlirAffineExprIsAConstant(e)) return 1;
  if (!mlirAffineExprIsABinary(e)) return 0;   /* a symbol */
  MlirAffineExpr l = mlirAffineBinaryOpExprGetLHS(e), r = mlirAffineBinaryOpExprGetRHS(e);
  if (!aff_index_ok(l, ndims) || !aff_index_ok(r, ndims)) return 0;
  if (mlirAffineExprIsAAdd(e)) return 1;
  if (mlirAffineExprIsAMul(e)) return mlirAffineExprIsAConstant(l) || mlirAffineExprIsAConstant(r);
  return mlirAffineExprIsAConstant(r) && mlirAffineConstantExprGetValue(r) > 0;   /* floordiv, ceildiv, mod */
}

/* The dims as inputs that are never poison. */
static void index_inputs(EncFn *f, unsigned ndims, const Z3_ast *dims, AffIn *in) {
  in->ndims = in->n = ndims;
  in->np = smt_true(f->s);
  in->nsw = 0;
  for (unsigned i = 0; i < ndims; i++) in->v[i] = dims[i], in->vnp[i] = in->np;
}

Z3_ast aff_index_at(EncFn *f, MlirAffineExpr e, unsigned ndims, const Z3_ast *dims, int nonneg) {
  AffIn in;
  if (ndims > AFF_MAX_INPUTS) return NULL;
  index_inputs(f, ndims, dims, &in);
  in.nonneg = nonneg;
  return aff_expr(f, e, &in);
}

/* floor(a / b) for b > 0, and the interval [lo, hi] within +-2^62. */
static int64_t fdiv(int64_t a, int64_t b) { return a / b - (a % b < 0); }
typedef struct AffRange { int64_t lo, hi; } AffRange;
static int range_fits(AffRange *r) {
  const int64_t lim = (int64_t)1 << 62;
  return r->lo >= -lim && r->hi <= lim && r->lo <= r->hi;
}

/* Interval arithmetic over e (aff_index_ok) with dim d in [0, hi[d]]; 0 when a value may
 * leave +-2^62. *nonneg is cleared when some subexpression may be negative. */
static int index_range(MlirAffineExpr e, const uint64_t *hi, AffRange *r, int *nonneg) {
  if (mlirAffineExprIsADim(e)) {
    *r = (AffRange){0, (int64_t)hi[mlirAffineDimExprGetPosition(e)]};
    return range_fits(r);
  }
  if (mlirAffineExprIsAConstant(e)) {
    r->lo = r->hi = mlirAffineConstantExprGetValue(e);
    *nonneg &= r->lo >= 0;
    return range_fits(r);
  }
  MlirAffineExpr le = mlirAffineBinaryOpExprGetLHS(e), re = mlirAffineBinaryOpExprGetRHS(e);
  AffRange a, b;
  if (!index_range(le, hi, &a, nonneg) || !index_range(re, hi, &b, nonneg)) return 0;
  if (mlirAffineExprIsAAdd(e)) *r = (AffRange){a.lo + b.lo, a.hi + b.hi};
  else if (mlirAffineExprIsAMul(e)) {   /* one side a constant: b, say */
    if (mlirAffineExprIsAConstant(le)) {
      AffRange t = a;
      a = b;
      b = t;
    }
    __int128 x = (__int128)a.lo * b.lo, y = (__int128)a.hi * b.lo, lim = (__int128)1 << 62;
    if (x < -lim || x > lim || y < -lim || y > lim) return 0;
    *r = b.lo >= 0 ? (AffRange){(int64_t)x, (int64_t)y} : (AffRange){(int64_t)y, (int64_t)x};
  } else if (mlirAffineExprIsAFloorDiv(e)) *r = (AffRange){fdiv(a.lo, b.lo), fdiv(a.hi, b.lo)};
  else if (mlirAffineExprIsACeilDiv(e)) *r = (AffRange){-fdiv(-a.lo, b.lo), -fdiv(-a.hi, b.lo)};
  else if (fdiv(a.lo, b.lo) == fdiv(a.hi, b.lo)) {   /* mod within one period */
    int64_t q = fdiv(a.lo, b.lo) * b.lo;
    *r = (AffRange){a.lo - q, a.hi - q};
  } else *r = (AffRange){0, b.lo - 1};
  *nonneg &= r->lo >= 0;
  return range_fits(r);
}

int aff_index_range(MlirAffineExpr e, const uint64_t *hi, int64_t *lo, int64_t *hi_out, int *nonneg) {
  AffRange r;
  *nonneg = 1;
  if (!index_range(e, hi, &r, nonneg)) return *nonneg = 0;
  *lo = r.lo;
  *hi_out = r.hi;
  return 1;
}

static int aff_result(EncFn *f, MlirOperation op, MlirAffineMap m, intptr_t k, const AffIn *in, Z3_ast *out) {
  *out = aff_expr(f, mlirAffineMapGetResult(m, k), in);
  if (*out) return enc_failed(f);
  return enc_failed(f) ? 1 : enc_stop(f->q, TV_ERROR, "%s: bad affine expression", mu_op_name(&f->q->arena, op));
}

/* The map attribute `name` of op. */
static int aff_map(EncFn *f, MlirOperation op, const char *name, MlirAffineMap *m) {
  MlirAttribute a = mu_attr(op, name);
  if (mlirAttributeIsNull(a) || !mlirAttributeIsAAffineMap(a))
    return enc_stop(f->q, TV_ERROR, "%s without %s", mu_op_name(&f->q->arena, op), name);
  *m = mlirAffineMapAttrGetValue(a);
  return 0;
}

/* min (or max) over the map's results, signed. */
static int aff_fold(EncFn *f, MlirOperation op, MlirAffineMap m, const AffIn *in, int max, Z3_ast *out) {
  intptr_t n = mlirAffineMapGetNumResults(m);
  if (n < 1) return enc_stop(f->q, TV_ERROR, "%s with an empty map", mu_op_name(&f->q->arena, op));
  for (intptr_t k = 0; k < n; k++) {
    Z3_ast r;
    if (aff_result(f, op, m, k, in, &r)) return 1;
    if (k == 0) *out = r;
    else {
      Z3_ast lt = smt_app2(f->s, Z3_mk_bvslt, r, *out);
      *out = smt_ite(f->s, max ? smt_app1(f->s, Z3_mk_not, smt_app2(f->s, Z3_mk_bvsle, r, *out)) : lt, r, *out);
    }
  }
  return enc_failed(f);
}

/* apply: the single result of the map on its dims and symbols; poison if an input is. */
static int enc_apply(EncFn *f, MlirOperation op) {
  MlirAffineMap m;
  AffIn in;
  Z3_ast r;
  if (aff_map(f, op, "map", &m) ||
      aff_map_inputs(f, op, 0, m, &in) ||
      aff_result(f, op, m, 0, &in, &r))
    return 1;
  return enc_result(f, op, 0, (EncVal){r, in.np, NULL});
}

/* ---- delinearize_index, linearize_index ---- */

enum { AFF_MAX_BASIS = 8 };

/* The basis of a (de)linearize_index: n elements, static ones from static_basis, dynamic
 * ones (kDynamic there) from the operands from first on, in order. 0, or -1 when malformed. */
typedef struct AffBasis {
  unsigned n;
  int64_t stat[AFF_MAX_BASIS];
  int operand[AFF_MAX_BASIS];   /* the dynamic element's operand, -1 for a static one */
} AffBasis;

static int aff_basis(MlirOperation op, int first, AffBasis *b) {
  MlirAttribute a = mu_attr(op, "static_basis");
  if (mlirAttributeIsNull(a) || !mlirAttributeIsADenseI64Array(a)) return -1;
  intptr_t n = mlirDenseArrayGetNumElements(a);
  if (n > AFF_MAX_BASIS) return -1;
  b->n = (unsigned)n;
  for (intptr_t k = 0; k < n; k++) {
    b->stat[k] = mlirDenseI64ArrayGetElement(a, k);
    b->operand[k] = mlirShapedTypeIsDynamicSize(b->stat[k]) ? first++ : -1;
  }
  return first == (int)mlirOperationGetNumOperands(op) ? 0 : -1;
}

/* linearize_index's `disjoint`: a UnitProp, which no attribute lookup of the C API shows;
 * the generic form prints it in the properties ("<{disjoint, operandSegmentSizes = ...}>"). */
static int aff_disjoint(MlirOperation op) {
  char *text = mu_op_print(op, 1);
  const char *props = text ? strstr(text, "<{") : NULL, *end = props ? strstr(props, "}>") : NULL;
  int yes = 0;
  for (const char *p = props; p && end && (p = strstr(p, "disjoint")) && p < end; p++)
    yes |= (p[-1] == '{' || p[-1] == ' ') && (p[8] == ',' || p[8] == '}');
  free(text);
  return yes;
}

/* The number of indices of a linearize_index: its operands but the dynamic basis. */
static unsigned aff_lin_count(MlirOperation op) {
  unsigned dyn = 0;
  MlirAttribute sa = mu_attr(op, "static_basis");
  for (intptr_t k = 0; !mlirAttributeIsNull(sa) && mlirAttributeIsADenseI64Array(sa) && k < mlirDenseArrayGetNumElements(sa); k++)
    dyn += mlirShapedTypeIsDynamicSize(mlirDenseI64ArrayGetElement(sa, k)) ? 1 : 0;
  return (unsigned)mlirOperationGetNumOperands(op) - dyn;
}

/* Whether a * b (or a + b) overflows 64-bit signed: the exact result, in 128 bits, differs
 * from the wrapped one sign-extended. */
static Z3_ast aff_ovf(Smt *s, Z3_ast a, Z3_ast b, int mul) {
  Z3_ast wa = smt_sext(s, 64, a), wb = smt_sext(s, 64, b);
  Z3_ast exact = smt_app2(s, mul ? Z3_mk_bvmul : Z3_mk_bvadd, wa, wb);
  Z3_ast wrapped = smt_sext(s, 64, smt_app2(s, mul ? Z3_mk_bvmul : Z3_mk_bvadd, a, b));
  return smt_app1(s, Z3_mk_not, smt_app2(s, Z3_mk_eq, exact, wrapped));
}

/* The basis as terms widened to w bits (signed) and their not-poison. */
static int enc_basis(EncFn *f, MlirOperation op, const AffBasis *b, unsigned w, Z3_ast *v, Z3_ast *np) {
  *np = smt_true(f->s);
  for (unsigned k = 0; k < b->n; k++) {
    EncVal e = {c64(f, b->stat[k]), smt_true(f->s), NULL, NULL};
    if (b->operand[k] >= 0 && enc_operand(f, op, b->operand[k], &e)) return 1;
    v[k] = w > 64 ? smt_sext(f->s, w - 64, e.v) : e.v;
    *np = smt_and(f->s, *np, e.np);
  }
  return 0;
}

/* delinearize_index: "%0 = {%x / (B * C), (%x mod (B * C)) / C, %x mod C}" with affine
 * floordiv and mod (AffineOps.td; an outer bound is "not used during computations"); "A
 * dynamic basis element being 0 or negative causes undefined behavior", so does a poison
 * one (it may be 0) and a basis product that overflows index ("lowerings may assume ... the
 * product of all basis elements is positive"); a poison index gives poison results. */
static int enc_delinearize(EncFn *f, MlirOperation op) {
  AffBasis b;
  Smt *s = f->s;
  unsigned nres = (unsigned)mlirOperationGetNumResults(op);
  if (aff_basis(op, 1, &b) || (b.n != nres && b.n + 1 != nres))
    return enc_unsupported(f, op, "with a basis of over 8 elements or malformed");
  Z3_ast B[AFF_MAX_BASIS], np, bad = smt_false(s), prod = c64(f, 1);
  EncVal x;
  if (enc_operand(f, op, 0, &x) || enc_basis(f, op, &b, 64, B, &np)) return 1;
  for (unsigned k = 0; k < b.n; k++) {
    bad = smt_or(s, bad, smt_app2(s, Z3_mk_bvsle, B[k], c64(f, 0)));
    bad = smt_or(s, bad, aff_ovf(s, prod, B[k], 1));
    prod = smt_app2(s, Z3_mk_bvmul, prod, B[k]);
  }
  enc_ub(f, smt_or(s, smt_app1(s, Z3_mk_not, np), bad));   /* a poison element may be 0 */
  Z3_ast ok = x.np;
  unsigned off = b.n == nres ? 1 : 0;   /* the inner basis: B[off..], one per result after the first */
  /* P[k] (k >= 1): the product of the inner elements of results k .. nres-1; P[nres] = 1 */
  Z3_ast P[AFF_MAX_BASIS + 2];
  P[nres] = c64(f, 1);
  for (unsigned k = nres - 1; k >= 1; k--) P[k] = smt_app2(s, Z3_mk_bvmul, P[k + 1], B[off + k - 1]);
  for (unsigned k = 0; k < nres; k++) {
    Z3_ast r;
    if (k == 0) r = nres == 1 ? x.v : floordiv(f, x.v, P[1], 0);
    else {
      Z3_ast m = smt_app2(s, Z3_mk_bvsub, x.v, smt_app2(s, Z3_mk_bvmul, P[k], floordiv(f, x.v, P[k], 0)));
      r = k + 1 < nres ? floordiv(f, m, P[k + 1], 0) : m;
    }
    r = smt_ite(s, bad, c64(f, 0), r);   /* no division by 0 in the terms */
    if (enc_result(f, op, (int)k, (EncVal){r, ok, NULL, NULL})) return 1;
  }
  return enc_failed(f);
}

/* linearize_index: "sum(i = 0 to N-1) %idx_i * product(j = i + 1 to N-1) B_j" (AffineOps.td),
 * wrapping; "undefined behavior occurs if the linearization computation overflows in the
 * signed sense": a product of basis elements, a term or a partial sum (from i = 0 on, as
 * affine-expand-index-ops adds them) overflowing index is UB. With `disjoint` ("an
 * assertion" that 0 <= idx_i < B_i for i >= 1, idx_0 below an outer bound, and every basis
 * element >= 0) a violation makes the result poison (as LLVM's `or disjoint`). */
static int enc_linearize(EncFn *f, MlirOperation op) {
  AffBasis b;
  Smt *s = f->s;
  unsigned n = aff_lin_count(op);
  if (n < 1 || n > AFF_MAX_BASIS || aff_basis(op, (int)n, &b) || (b.n != n && b.n + 1 != n))
    return enc_unsupported(f, op, "with over 8 indices or malformed");
  unsigned off = b.n == n ? 1 : 0;
  Z3_ast B[AFF_MAX_BASIS], np, idx[AFF_MAX_BASIS], term[AFF_MAX_BASIS], stride = c64(f, 1);
  Z3_ast ovf = smt_false(s), disj = smt_true(s), zero = c64(f, 0);
  if (enc_basis(f, op, &b, 64, B, &np)) return 1;
  for (unsigned i = 0; i < n; i++) {
    EncVal e;
    if (enc_operand(f, op, (int)i, &e)) return 1;
    np = smt_and(s, np, e.np);
    idx[i] = e.v;
  }
  for (unsigned i = n; i-- > 0;) {   /* index i >= 1 has basis element B[i - 1 + off] */
    term[i] = smt_app2(s, Z3_mk_bvmul, idx[i], stride);
    ovf = smt_or(s, ovf, aff_ovf(s, idx[i], stride, 1));
    if (i >= 1) {
      ovf = smt_or(s, ovf, aff_ovf(s, stride, B[i - 1 + off], 1));
      stride = smt_app2(s, Z3_mk_bvmul, stride, B[i - 1 + off]);
    }
  }
  Z3_ast sum = term[0];
  for (unsigned i = 1; i < n; i++) {
    ovf = smt_or(s, ovf, aff_ovf(s, sum, term[i], 0));
    sum = smt_app2(s, Z3_mk_bvadd, sum, term[i]);
  }
  enc_ub(f, smt_and(s, np, ovf));
  for (unsigned k = 0; k < b.n; k++) disj = smt_and(s, disj, smt_app2(s, Z3_mk_bvsle, zero, B[k]));
  for (unsigned i = off ? 0 : 1; i < n; i++) {   /* idx_0 may be negative */
    Z3_ast in = smt_app2(s, Z3_mk_bvslt, idx[i], B[i + off - 1]);
    if (i >= 1) in = smt_and(s, in, smt_app2(s, Z3_mk_bvsle, zero, idx[i]));
    disj = smt_and(s, disj, in);
  }
  if (aff_disjoint(op)) np = smt_and(s, np, disj);
  return enc_result(f, op, 0, (EncVal){sum, np, NULL, NULL});
}

static int minmax(EncFn *f, MlirOperation op, int max) {
  MlirAffineMap m;
  AffIn in;
  Z3_ast r;
  if (aff_map(f, op, "map", &m) ||
      aff_map_inputs(f, op, 0, m, &in) ||
      aff_fold(f, op, m, &in, max, &r))
    return 1;
  return enc_result(f, op, 0, (EncVal){r, in.np, NULL});
}

/* min / max: the smallest / largest of the map's results (signed); poison if an input is. */
static int enc_min(EncFn *f, MlirOperation op) { return minmax(f, op, 0); }
static int enc_max(EncFn *f, MlirOperation op) { return minmax(f, op, 1); }

/* for: iv from max(lower map) while iv < min(upper map) by the constant step; iter_args
 * threaded through affine.yield; poison bounds are UB. */
static int enc_for(EncFn *f, MlirOperation op) {
  int done;
  if (loop_shared(f, op, &done)) return 1;
  if (done) return 0;
  MlirAffineMap lm, um;
  AffIn li, ui;
  Z3_ast lb, ub;
  MlirAttribute sa = mu_attr(op, "step");
  if (aff_map(f, op, "lowerBoundMap", &lm) || aff_map(f, op, "upperBoundMap", &um)) return 1;
  if (mlirAttributeIsNull(sa) || !mlirAttributeIsAInteger(sa)) return enc_stop(f->q, TV_ERROR, "affine.for without step");
  unsigned nl = (unsigned)mlirAffineMapGetNumInputs(lm), nu = (unsigned)mlirAffineMapGetNumInputs(um);
  if (aff_map_inputs(f, op, 0, lm, &li) ||
      aff_map_inputs(f, op, (int)nl, um, &ui) ||
      aff_fold(f, op, lm, &li, 1, &lb) || aff_fold(f, op, um, &ui, 0, &ub))
    return 1;
  unsigned n = (unsigned)mlirOperationGetNumResults(op);
  EncVal *cur = arena_alloc(&f->q->arena, (n + 1) * sizeof *cur);
  if (!cur) return enc_failed(f);
  for (unsigned i = 0; i < n; i++) {
    if (!loop_value_type_ok(f, mlirValueGetType(mlirOperationGetResult(op, (intptr_t)i)), op)) return 1;
    if (enc_operand(f, op, (int)(nl + nu + i), &cur[i])) return 1;
  }
  EncVal l = {lb, li.np, NULL}, u = {ub, ui.np, NULL}, st = {c64(f, mlirIntegerAttrGetValueInt(sa)), smt_true(f->s), NULL};
  if (loop_begin(f, op)) return 1;
  int rc = loop_for(f, op, l, u, st, 0, mlirRegionGetFirstBlock(mlirOperationGetRegion(op, 0)), cur, n);
  loop_end(f);
  for (unsigned i = 0; !rc && i < n; i++) rc = enc_result(f, op, (int)i, cur[i]);
  return rc;
}

/* if: the then region when every constraint of the integer set holds on the operands
 * (expr == 0 or expr >= 0), else the else region; branching on poison is UB. */
static int enc_if(EncFn *f, MlirOperation op) {
  Smt *s = f->s;
  MlirAttribute a = mu_attr(op, "condition");
  if (mlirAttributeIsNull(a) || !mlirAttributeIsAIntegerSet(a)) return enc_stop(f->q, TV_ERROR, "affine.if without condition");
  MlirIntegerSet set = mlirIntegerSetAttrGetValue(a);
  AffIn in;
  if (aff_inputs(f, op, 0, (unsigned)mlirIntegerSetGetNumDims(set), (unsigned)mlirIntegerSetGetNumInputs(set), &in))
    return 1;
  enc_ub(f, smt_app1(s, Z3_mk_not, in.np));
  Z3_ast c = smt_true(s);
  for (intptr_t k = 0; k < mlirIntegerSetGetNumConstraints(set); k++) {
    Z3_ast e = aff_expr(f, mlirIntegerSetGetConstraint(set, k), &in);
    if (!e) return enc_failed(f) ? 1 : enc_stop(f->q, TV_ERROR, "affine.if: bad constraint");
    c = smt_and(s, c, mlirIntegerSetIsConstraintEq(set, k) ? smt_app2(s, Z3_mk_eq, e, c64(f, 0))
                                                         : smt_app2(s, Z3_mk_bvsge, e, c64(f, 0)));
  }
  EncVal *t, *e;
  if (enc_region(f, mlirOperationGetRegion(op, 0), c, &t) ||
      enc_region(f, mlirOperationGetRegion(op, 1), smt_app1(s, Z3_mk_not, c), &e))
    return 1;
  for (intptr_t i = 0; i < mlirOperationGetNumResults(op); i++) {
    if (!loop_value_type_ok(f, mlirValueGetType(mlirOperationGetResult(op, i)), op)) return 1;
    if (!t || !e) return enc_stop(f->q, TV_ERROR, "affine.if with results but no yield");
    if (enc_result(f, op, (int)i, enc_val_ite(f, c, t[i], e[i]))) return 1;
  }
  return enc_failed(f);
}

/* ---- affine.parallel ---- */

enum { AFF_MAX_DIMS = 8 };

/* The group sizes attribute `groups` of an affine.parallel of nd dimensions; null if it is
 * not one. */
static MlirAttribute par_groups(MlirOperation op, const char *groups, unsigned nd) {
  MlirAttribute g = mu_attr(op, groups);
  return !mlirAttributeIsNull(g) && mlirAttributeIsADenseElements(g) && mlirElementsAttrGetNumElements(g) == (int64_t)nd
             ? g : mlirAttributeGetNull();
}

/* Bound d of a parallel loop: max (lower) or min (upper) over group d of the map's
 * results; groups[] holds the group sizes in order. */
static int par_bounds(EncFn *f, MlirOperation op, const char *map, const char *groups, int first, int max,
                      unsigned nd, Z3_ast *out, Z3_ast *np, unsigned *ninputs) {
  MlirAffineMap m;
  AffIn in;
  MlirAttribute g = par_groups(op, groups, nd);
  if (aff_map(f, op, map, &m)) return 1;
  if (mlirAttributeIsNull(g)) return enc_stop(f->q, TV_ERROR, "affine.parallel without %s", groups);
  *ninputs = (unsigned)mlirAffineMapGetNumInputs(m);
  if (aff_map_inputs(f, op, first, m, &in)) return 1;
  *np = in.np;
  intptr_t k = 0;
  for (unsigned d = 0; d < nd; d++) {
    int32_t n = mlirDenseElementsAttrGetInt32Value(g, (intptr_t)d);
    if (n < 1 || k + n > mlirAffineMapGetNumResults(m)) return enc_stop(f->q, TV_ERROR, "affine.parallel: bad %s", groups);
    for (int32_t j = 0; j < n; j++, k++) {
      Z3_ast r;
      if (aff_result(f, op, m, k, &in, &r)) return 1;
      if (j == 0) out[d] = r;
      else {
        Z3_ast take = max ? smt_app2(f->s, Z3_mk_bvsgt, r, out[d]) : smt_app2(f->s, Z3_mk_bvslt, r, out[d]);
        out[d] = smt_ite(f->s, take, r, out[d]);
      }
    }
  }
  return enc_failed(f);
}

/* The identity of integer reduction kind k (arith::AtomicRMWKind) at width w and its
 * combination; 0 when k is not an integer reduction we model. */
static int par_identity(EncFn *f, int64_t k, unsigned w, Z3_ast *id) {
  Smt *s = f->s;
  unsigned long long ones = w >= 64 ? ~0ULL : (1ULL << w) - 1, top = 1ULL << (w - 1);
  switch (k) {
  case 1: case 14: case 15: case 7: *id = smt_bv_u64(s, w, 0); return 1;   /* addi ori xori maxu */
  case 2: case 11: *id = w > 64 ? smt_app1(s, Z3_mk_bvnot, smt_bv_u64(s, w, 0)) : smt_bv_u64(s, w, ones); return 1;
  case 13: *id = smt_bv_u64(s, w, 1); return 1;                            /* muli */
  case 6: *id = w > 64 ? NULL : smt_bv_u64(s, w, top); return *id != NULL; /* maxs: MIN */
  case 10: *id = w > 64 ? NULL : smt_bv_u64(s, w, top - 1); return *id != NULL; /* mins: MAX */
  default: return 0;
  }
}

static Z3_ast par_combine(EncFn *f, int64_t k, Z3_ast a, Z3_ast b) {
  Smt *s = f->s;
  switch (k) {
  case 1: return smt_app2(s, Z3_mk_bvadd, a, b);
  case 2: return smt_app2(s, Z3_mk_bvand, a, b);
  case 6: return smt_ite(s, smt_app2(s, Z3_mk_bvsgt, a, b), a, b);
  case 7: return smt_ite(s, smt_app2(s, Z3_mk_bvugt, a, b), a, b);
  case 10: return smt_ite(s, smt_app2(s, Z3_mk_bvslt, a, b), a, b);
  case 11: return smt_ite(s, smt_app2(s, Z3_mk_bvult, a, b), a, b);
  case 13: return smt_app2(s, Z3_mk_bvmul, a, b);
  case 14: return smt_app2(s, Z3_mk_bvor, a, b);
  default: return smt_app2(s, Z3_mk_bvxor, a, b);
  }
}

/* parallel: the body once per point of the iteration space (bounds must fold to
 * constants); each result folds the body's affine.yield operand with its reduction, from
 * the reduction's identity; integer reductions only (associative and commutative, so the
 * unspecified order does not matter); poison in any operand makes the result poison. */
static int enc_parallel(EncFn *f, MlirOperation op) {
  int done;
  if (loop_shared(f, op, &done)) return 1;
  if (done) return 0;
  MlirBlock body = mlirRegionGetFirstBlock(mlirOperationGetRegion(op, 0));
  unsigned nd = (unsigned)mlirBlockGetNumArguments(body), n = (unsigned)mlirOperationGetNumResults(op);
  MlirAttribute steps = mu_attr(op, "steps"), reds = mu_attr(op, "reductions");
  if (nd > AFF_MAX_DIMS) return enc_stop(f->q, TV_UNSUPPORTED, "affine.parallel of over %d dimensions", AFF_MAX_DIMS);
  if (mlirAttributeIsNull(steps) || mlirArrayAttrGetNumElements(steps) != (intptr_t)nd || mlirAttributeIsNull(reds) ||
      mlirArrayAttrGetNumElements(reds) != (intptr_t)n)
    return enc_stop(f->q, TV_ERROR, "affine.parallel without steps or reductions");
  Z3_ast lb[AFF_MAX_DIMS], ub[AFF_MAX_DIMS], lnp, unp;
  unsigned nl, nu;
  if (par_bounds(f, op, "lowerBoundsMap", "lowerBoundsGroups", 0, 1, nd, lb, &lnp, &nl) ||
      par_bounds(f, op, "upperBoundsMap", "upperBoundsGroups", (int)nl, 0, nd, ub, &unp, &nu))
    return 1;
  enc_ub(f, smt_app1(f->s, Z3_mk_not, smt_and(f->s, lnp, unp)));
  if (n == 0 && (f->footprint || nd == 1)) {
    Z3_ast st1[AFF_MAX_DIMS];
    for (unsigned d = 0; d < nd; d++) st1[d] = c64(f, mlirIntegerAttrGetValueInt(mlirArrayAttrGetElement(steps, (intptr_t)d)));
    if (f->footprint) return loop_footprint(f, body, nd, lb, ub, st1, 0, NULL, 0, NULL);
    /* a loop paired with the other side's affine.for (induct.h) */
    EncVal l = {lb[0], lnp, NULL}, u = {ub[0], unp, NULL}, st = {st1[0], smt_true(f->s), NULL};
    if (induct_for(f, op, l, u, st, 0, body, NULL, 0, &done)) return 1;
    if (done) return 0;
  }
  if (f->footprint) mem_trace_unknown(f);
  /* a bound poison for sure: the path has UB, the loop runs no iteration (cannot matter) */
  int poison = loop_never(f, smt_and(f->s, lnp, unp), 0);
  EncVal *acc = arena_alloc(&f->q->arena, (n + 1) * sizeof *acc), iv[AFF_MAX_DIMS], *y;
  int64_t kind[16], l[AFF_MAX_DIMS], st[AFF_MAX_DIMS], trip[AFF_MAX_DIMS];
  if (!acc) return enc_failed(f);
  if (n > 16) return enc_stop(f->q, TV_UNSUPPORTED, "affine.parallel with over 16 reductions");
  for (unsigned i = 0; i < n; i++) {
    MlirType t = mlirValueGetType(mlirOperationGetResult(op, (intptr_t)i));
    unsigned w = mlirTypeIsAIndex(t) || mlirTypeIsAInteger(t) ? enc_width(f, t, op) : 0;
    kind[i] = mlirIntegerAttrGetValueInt(mlirArrayAttrGetElement(reds, (intptr_t)i));
    if (!w || !par_identity(f, kind[i], w, &acc[i].v))
      return enc_stop(f->q, TV_UNSUPPORTED, "affine.parallel with a float or %u-bit reduction", w);
    acc[i].np = smt_true(f->s);
    acc[i].t = NULL;
  }
  long long total = 1;
  for (unsigned d = 0; d < nd; d++) {
    int64_t u;
    st[d] = mlirIntegerAttrGetValueInt(mlirArrayAttrGetElement(steps, (intptr_t)d));
    if (st[d] < 1 || (!poison && (!loop_const(f, lb[d], &l[d]) || !loop_const(f, ub[d], &u))))
      return enc_stop(f->q, TV_INCONCLUSIVE, "affine.parallel with bounds that are not constant");
    if (poison) l[d] = u = 0;
    trip[d] = u > l[d] ? (int64_t)(((__int128)u - l[d] + st[d] - 1) / st[d]) : 0;
    total = trip[d] > (int64_t)TV_MAX_UNROLL_LIMIT || total * trip[d] > (long long)TV_MAX_UNROLL_LIMIT
                ? TV_MAX_UNROLL_LIMIT + 1 : total * trip[d];
  }
  if (loop_begin(f, op)) return 1;
  int rc = total > (long long)loop_left(f) ? loop_truncate(f, op, smt_true(f->s), acc, n) : 0;
  LoopPar par;
  loop_par_begin(f, op, &par);
  for (long long k = 0; !rc && total <= (long long)TV_MAX_UNROLL_LIMIT && k < total; k++, loop_par_next(f, &par)) {
    long long r = k;
    unsigned ny;
    for (unsigned d = nd; d-- > 0; r /= trip[d])
      iv[d] = (EncVal){c64(f, l[d] + (r % trip[d]) * st[d]), smt_true(f->s), NULL};
    rc = loop_take(f, op) || loop_body(f, body, iv, nd, &y, &ny);
    if (!rc && ny != n) rc = enc_stop(f->q, TV_ERROR, "internal: affine.parallel yield arity");
    for (unsigned i = 0; !rc && i < n; i++)
      acc[i] = (EncVal){par_combine(f, kind[i], acc[i].v, y[i].v), smt_and(f->s, acc[i].np, y[i].np), NULL};
  }
  rc = rc || loop_par_end(f, op, &par);
  loop_end(f);
  for (unsigned i = 0; !rc && i < n; i++) rc = enc_result(f, op, (int)i, acc[i]);
  return rc || enc_failed(f);
}

/* ---- memory (mem.h) ---- */

enum { AFF_MAX_RANK = 16 };

/* The indices of an affine.load/store: the map's results on the operands from first on; a
 * poison operand is UB (as memref.load's indices). */
static int aff_indices(EncFn *f, MlirOperation op, int first, unsigned rank, Z3_ast *idx) {
  MlirAffineMap m;
  AffIn in;
  if (aff_map(f, op, "map", &m)) return 1;
  if ((unsigned)mlirAffineMapGetNumResults(m) != rank || rank > AFF_MAX_RANK)
    return enc_stop(f->q, TV_ERROR, "%s: map results do not match the memref rank", mu_op_name(&f->q->arena, op));
  if (aff_map_inputs(f, op, first, m, &in))
    return 1;
  enc_ub(f, smt_app1(f->s, Z3_mk_not, in.np));
  for (unsigned k = 0; k < rank; k++)
    if (aff_result(f, op, m, (intptr_t)k, &in, &idx[k])) return 1;
  return 0;
}

/* load: memref.load at the map's results (out of bounds, dead block or uninitialized
 * element is UB, mem.h). */
static int enc_load(EncFn *f, MlirOperation op) {
  MemRef *m;
  Z3_ast idx[AFF_MAX_RANK];
  EncVal v;
  if (mem_operand(f, op, 0, &m) || aff_indices(f, op, 1, m->rank - m->vrank, idx) || mem_load(f, m, idx, &v)) return 1;
  return enc_result(f, op, 0, v);
}

/* store: memref.store of the value at the map's results (out of bounds, dead or read-only
 * block is UB, mem.h). */
static int enc_store(EncFn *f, MlirOperation op) {
  MemRef *m;
  Z3_ast idx[AFF_MAX_RANK];
  EncVal v;
  if (enc_operand(f, op, 0, &v) || mem_operand(f, op, 1, &m) || aff_indices(f, op, 2, m->rank - m->vrank, idx)) return 1;
  return mem_store(f, m, idx, v);
}

/* vector_load / vector_store: vector.load / vector.store ("the vector counterpart of
 * affine.load"/"affine.store", AffineOps.td) with the map's results as the first indices. */
static int enc_vector_load(EncFn *f, MlirOperation op) { return vector_load_at(f, op, aff_indices); }
static int enc_vector_store(EncFn *f, MlirOperation op) { return vector_store_at(f, op, aff_indices); }

/* yield: hands its operands to the enclosing affine.for / affine.if / affine.parallel. */
static int enc_yield_op(EncFn *f, MlirOperation op) { return enc_yield(f, op); }

/* ---- evaluators (interp.h) ---- */

/* The inputs of a map or set on concrete values: dims then symbols (64-bit index bits). */
typedef struct AffEv {
  unsigned ndims, n;
  uint64_t v[AFF_MAX_INPUTS];
  uint8_t poison[AFF_MAX_INPUTS];
  int any_poison;
  int nsw;   /* as AffIn's */
} AffEv;

static int ev_inputs(IFn *f, MlirOperation op, int first, unsigned ndims, unsigned n, AffEv *in) {
  if (n > AFF_MAX_INPUTS) return interp_unsupported(f, op, "with over 32 map inputs");
  in->ndims = ndims;
  in->n = n;
  in->any_poison = 0;
  in->nsw = 1;
  for (unsigned i = 0; i < n; i++) {
    IVal v;
    if (interp_operand(f, op, first + (int)i, &v)) return 1;
    in->v[i] = v.s.bits;
    in->any_poison |= in->poison[i] = v.s.poison;
  }
  return 0;
}

/* The inputs of map m (its dims, then its symbols) from operand first on. */
static int ev_map_inputs(IFn *f, MlirOperation op, int first, MlirAffineMap m, AffEv *in) {
  return ev_inputs(f, op, first, (unsigned)mlirAffineMapGetNumDims(m), (unsigned)mlirAffineMapGetNumInputs(m), in);
}

/* floor(a / b) (ceil: ceil(a / b)) in 64-bit two's complement as floordiv above: Z3's
 * bvsdiv and bvsrem, so MIN / -1 wraps to MIN. b != 0. */
static int64_t ev_floordiv(int64_t a, int64_t b, int ceil) {
  int64_t q = b == -1 ? (int64_t)(0 - (uint64_t)a) : a / b, r = b == -1 ? 0 : a % b;
  if (r && ((r < 0) != (b < 0)) != ceil) q = (int64_t)((uint64_t)q + (ceil ? 1u : (uint64_t)-1));
  return q;
}

/* Expression e on the inputs (aff_expr's semantics); *p gets whether an input it uses is
 * poison. With in->nsw a sum or product of inputs that are not poison overflowing signed
 * 64 bits is UB; a divisor or modulus that is not positive is UB, and so is a poison one
 * (some value of it is zero: the encoder's UB condition holds for it). */
static int ev_expr(IFn *f, MlirOperation op, MlirAffineExpr e, const AffEv *in, uint64_t *out, int *p) {
  *p = 0;
  if (mlirAffineExprIsADim(e) || mlirAffineExprIsASymbol(e)) {
    intptr_t k = mlirAffineExprIsADim(e) ? mlirAffineDimExprGetPosition(e)
                                         : (intptr_t)in->ndims + mlirAffineSymbolExprGetPosition(e);
    if (k >= (mlirAffineExprIsADim(e) ? (intptr_t)in->ndims : (intptr_t)in->n)) return interp_error(f, "a bad affine expression");
    *p = in->poison[k];
    return *out = in->v[k], 0;
  }
  if (mlirAffineExprIsAConstant(e)) return *out = (uint64_t)mlirAffineConstantExprGetValue(e), 0;
  if (!mlirAffineExprIsABinary(e)) return interp_error(f, "a bad affine expression");
  uint64_t a, b;
  int pa, pb;
  if (ev_expr(f, op, mlirAffineBinaryOpExprGetLHS(e), in, &a, &pa) || ev_expr(f, op, mlirAffineBinaryOpExprGetRHS(e), in, &b, &pb))
    return 1;
  *p = pa || pb;
  int add = mlirAffineExprIsAAdd(e);
  if (add || mlirAffineExprIsAMul(e)) {
    int64_t r;
    int ovf = add ? __builtin_add_overflow((int64_t)a, (int64_t)b, &r) : __builtin_mul_overflow((int64_t)a, (int64_t)b, &r);
    if (in->nsw && ovf && !*p) return interp_ub(f, op, "affine map overflows index (signed)");
    return *out = add ? a + b : a * b, 0;
  }
  if (pb || (int64_t)b <= 0) return interp_ub(f, op, "affine map divides by %s", pb ? "poison" : b ? "a negative value" : "zero");
  if (mlirAffineExprIsAFloorDiv(e)) return *out = (uint64_t)ev_floordiv((int64_t)a, (int64_t)b, 0), 0;
  if (mlirAffineExprIsACeilDiv(e)) return *out = (uint64_t)ev_floordiv((int64_t)a, (int64_t)b, 1), 0;
  if (mlirAffineExprIsAMod(e)) return *out = a - b * (uint64_t)ev_floordiv((int64_t)a, (int64_t)b, 0), 0;
  return interp_error(f, "a bad affine expression");
}

int aff_ev_index_at(IFn *f, MlirOperation op, MlirAffineExpr e, unsigned ndims, const uint64_t *dims,
                    uint64_t *out) {
  AffEv in = {ndims, ndims, {0}, {0}, 0, 0};
  int p;
  if (ndims > AFF_MAX_INPUTS) return interp_error(f, "an affine expression over %u dims", ndims);
  memcpy(in.v, dims, ndims * sizeof *dims);
  return ev_expr(f, op, e, &in, out, &p);
}

static int ev_map(IFn *f, MlirOperation op, const char *name, MlirAffineMap *m) {
  MlirAttribute a = mu_attr(op, name);
  if (mlirAttributeIsNull(a) || !mlirAttributeIsAAffineMap(a)) return interp_error(f, "an affine op without %s", name);
  *m = mlirAffineMapAttrGetValue(a);
  return 0;
}

/* Results first..first+n-1 of m folded by signed min (or max); n >= 1. */
static int ev_fold(IFn *f, MlirOperation op, MlirAffineMap m, intptr_t first, intptr_t n, const AffEv *in, int max,
                   int64_t *out) {
  if (n < 1) return interp_error(f, "an affine op with an empty map");
  for (intptr_t k = first; k < first + n; k++) {
    uint64_t r;
    int p;
    if (ev_expr(f, op, mlirAffineMapGetResult(m, k), in, &r, &p)) return 1;
    if (k == first || (max ? (int64_t)r > *out : (int64_t)r < *out)) *out = (int64_t)r;
  }
  return 0;
}

/* apply / min / max: result 0 of the map (kind 0), the smallest (-1) or largest (1); poison
 * if any input is. */
static int ev_apply_kind(IFn *f, MlirOperation op, int kind) {
  MlirAffineMap m;
  AffEv in;
  int64_t r;
  if (ev_map(f, op, "map", &m) ||
      ev_map_inputs(f, op, 0, m, &in) ||
      ev_fold(f, op, m, 0, kind ? mlirAffineMapGetNumResults(m) : 1, &in, kind > 0, &r))
    return 1;
  return interp_result(f, op, 0, (IVal){.s = {(uint64_t)r, (uint8_t)in.any_poison, 0}});
}

static int ev_apply(IFn *f, MlirOperation op) { return ev_apply_kind(f, op, 0); }
static int ev_min(IFn *f, MlirOperation op) { return ev_apply_kind(f, op, -1); }
static int ev_max(IFn *f, MlirOperation op) { return ev_apply_kind(f, op, 1); }

/* for: iv from the largest lower-map result while below the smallest upper-map result, by
 * the step; poison map inputs and a step that is not positive are UB (loop_for). */
static int ev_for(IFn *f, MlirOperation op) {
  MlirAffineMap lm, um;
  AffEv li, ui;
  int64_t lb, ub;
  MlirAttribute sa = mu_attr(op, "step");
  if (ev_map(f, op, "lowerBoundMap", &lm) || ev_map(f, op, "upperBoundMap", &um)) return 1;
  if (mlirAttributeIsNull(sa) || !mlirAttributeIsAInteger(sa)) return interp_error(f, "affine.for without step");
  unsigned nl = (unsigned)mlirAffineMapGetNumInputs(lm), nu = (unsigned)mlirAffineMapGetNumInputs(um);
  unsigned n = (unsigned)mlirOperationGetNumResults(op);
  if (ev_map_inputs(f, op, 0, lm, &li) ||
      ev_map_inputs(f, op, (int)nl, um, &ui) ||
      ev_fold(f, op, lm, 0, mlirAffineMapGetNumResults(lm), &li, 1, &lb) ||
      ev_fold(f, op, um, 0, mlirAffineMapGetNumResults(um), &ui, 0, &ub))
    return 1;
  if (li.any_poison || ui.any_poison) return interp_ub(f, op, "affine.for with poison bounds");
  int64_t st = mlirIntegerAttrGetValueInt(sa);
  if (st <= 0) return interp_ub(f, op, "affine.for with a step that is not positive");
  IVal *cur = arena_alloc(interp_of(f)->arena, (n + 1) * sizeof *cur);
  if (!cur) return interp_error(f, "out of memory in the interpreter");
  for (unsigned i = 0; i < n; i++)
    if (interp_operand(f, op, (int)(nl + nu + i), &cur[i])) return 1;
  if (loop_ev_for(f, mlirOperationGetRegion(op, 0), lb, ub, st, 64, cur, n, &cur)) return 1;
  for (unsigned i = 0; i < n; i++)
    if (interp_result(f, op, (int)i, cur[i])) return 1;
  return 0;
}

/* if: the then region when every constraint holds (== 0 or >= 0, signed), else the else
 * region; a poison operand is UB. */
static int ev_if(IFn *f, MlirOperation op) {
  MlirAttribute a = mu_attr(op, "condition");
  if (mlirAttributeIsNull(a) || !mlirAttributeIsAIntegerSet(a)) return interp_error(f, "affine.if without condition");
  MlirIntegerSet set = mlirIntegerSetAttrGetValue(a);
  AffEv in;
  if (ev_inputs(f, op, 0, (unsigned)mlirIntegerSetGetNumDims(set), (unsigned)mlirIntegerSetGetNumInputs(set), &in)) return 1;
  if (in.any_poison) return interp_ub(f, op, "affine.if on poison");
  int c = 1;
  for (intptr_t k = 0; k < mlirIntegerSetGetNumConstraints(set); k++) {
    uint64_t e;
    int p;
    if (ev_expr(f, op, mlirIntegerSetGetConstraint(set, k), &in, &e, &p)) return 1;
    c &= mlirIntegerSetIsConstraintEq(set, k) ? e == 0 : (int64_t)e >= 0;
  }
  IVal *y;
  unsigned ny, n = (unsigned)mlirOperationGetNumResults(op);
  if (interp_region(f, mlirOperationGetRegion(op, c ? 0 : 1), 0, NULL, &ny, &y)) return 1;
  if (ny != n) return interp_error(f, "affine.if: yield count");
  for (unsigned i = 0; i < n; i++)
    if (interp_result(f, op, (int)i, y[i])) return 1;
  return 0;
}

/* The identity of integer reduction kind k at width w (par_identity); 0 if not modelled. */
static int ev_identity(int64_t k, unsigned w, uint64_t *id) {
  uint64_t top = 1ull << (w - 1);
  switch (k) {
  case 1: case 14: case 15: case 7: return *id = 0, 1;
  case 2: case 11: return *id = interp_mask(w), 1;
  case 13: return *id = 1, 1;
  case 6: return *id = top, 1;
  case 10: return *id = top - 1, 1;
  default: return 0;
  }
}

/* par_combine on w-bit values. */
static uint64_t ev_combine(int64_t k, uint64_t a, uint64_t b, unsigned w) {
  int64_t sa = interp_sext(a, w), sb = interp_sext(b, w);
  a &= interp_mask(w);
  b &= interp_mask(w);
  switch (k) {
  case 1: return (a + b) & interp_mask(w);
  case 2: return a & b;
  case 6: return sa > sb ? a : b;
  case 7: return a > b ? a : b;
  case 10: return sa < sb ? a : b;
  case 11: return a < b ? a : b;
  case 13: return (a * b) & interp_mask(w);
  case 14: return a | b;
  default: return a ^ b;
  }
}

/* Bounds of a parallel loop: per dimension d, the max (lower) or min (upper) of group d of
 * the map's results; *poison gets whether an input is poison. */
static int ev_par_bounds(IFn *f, MlirOperation op, const char *map, const char *groups, int first, int max,
                         unsigned nd, int64_t *out, int *poison, unsigned *ninputs) {
  MlirAffineMap m;
  AffEv in;
  MlirAttribute g = par_groups(op, groups, nd);
  if (ev_map(f, op, map, &m)) return 1;
  if (mlirAttributeIsNull(g)) return interp_error(f, "affine.parallel without %s", groups);
  *ninputs = (unsigned)mlirAffineMapGetNumInputs(m);
  if (ev_map_inputs(f, op, first, m, &in)) return 1;
  *poison = in.any_poison;
  intptr_t k = 0;
  for (unsigned d = 0; d < nd; k += mlirDenseElementsAttrGetInt32Value(g, (intptr_t)d), d++) {
    int32_t n = mlirDenseElementsAttrGetInt32Value(g, (intptr_t)d);
    if (n < 1 || k + n > mlirAffineMapGetNumResults(m)) return interp_error(f, "affine.parallel: bad %s", groups);
    if (ev_fold(f, op, m, k, n, &in, max, &out[d])) return 1;
  }
  return 0;
}

/* parallel: the body once per point (row-major); result i folds the body's affine.yield
 * operand i into the identity of its integer reduction; poison sticks. Poison bounds are
 * UB; float reductions and steps below 1 are unsupported, as in the encoder. */
static int ev_parallel(IFn *f, MlirOperation op) {
  MlirBlock body = mlirRegionGetFirstBlock(mlirOperationGetRegion(op, 0));
  unsigned nd = (unsigned)mlirBlockGetNumArguments(body), n = (unsigned)mlirOperationGetNumResults(op), nl, nu, ny;
  MlirAttribute steps = mu_attr(op, "steps"), reds = mu_attr(op, "reductions");
  if (nd > LOOP_MAX_DIMS) return interp_unsupported(f, op, "of over 8 dimensions");
  if (n > 16) return interp_unsupported(f, op, "with over 16 reductions");
  if (mlirAttributeIsNull(steps) || mlirArrayAttrGetNumElements(steps) != (intptr_t)nd || mlirAttributeIsNull(reds) ||
      mlirArrayAttrGetNumElements(reds) != (intptr_t)n)
    return interp_error(f, "affine.parallel without steps or reductions");
  int64_t kind[16];
  unsigned w[16];
  IVal acc[17], *y;
  for (unsigned i = 0; i < n; i++) {
    MlirType t = mlirValueGetType(mlirOperationGetResult(op, (intptr_t)i));
    w[i] = mlirTypeIsAIndex(t) || mlirTypeIsAInteger(t) ? interp_width(t) : 0;
    kind[i] = mlirIntegerAttrGetValueInt(mlirArrayAttrGetElement(reds, (intptr_t)i));
    acc[i] = (IVal){0};
    if (!w[i] || !ev_identity(kind[i], w[i], &acc[i].s.bits)) return interp_unsupported(f, op, "with a float or wide reduction");
  }
  LoopSpace sp = {.nd = nd};
  int lp, up;
  for (unsigned d = 0; d < nd; d++)
    if ((sp.step[d] = mlirIntegerAttrGetValueInt(mlirArrayAttrGetElement(steps, (intptr_t)d))) < 1)
      return interp_unsupported(f, op, "with a step below 1");
  if (ev_par_bounds(f, op, "lowerBoundsMap", "lowerBoundsGroups", 0, 1, nd, sp.lb, &lp, &nl) ||
      ev_par_bounds(f, op, "upperBoundsMap", "upperBoundsGroups", (int)nl, 0, nd, sp.ub, &up, &nu))
    return 1;
  if (lp || up) return interp_ub(f, op, "affine.parallel with poison bounds");
  for (loop_space_first(&sp); !sp.done; loop_space_next(&sp)) {
    if (interp_region(f, mlirOperationGetRegion(op, 0), nd, sp.iv, &ny, &y)) return 1;
    if (ny != n) return interp_error(f, "affine.parallel: yield count");
    for (unsigned i = 0; i < n; i++)
      acc[i].s = (IScalar){ev_combine(kind[i], acc[i].s.bits, y[i].s.bits, w[i]), (uint8_t)(acc[i].s.poison | y[i].s.poison), 0};
  }
  for (unsigned i = 0; i < n; i++)
    if (interp_result(f, op, (int)i, acc[i])) return 1;
  return 0;
}

/* The indices of an affine.load/store (aff_indices): the map's results on the operands
 * from first on; a poison operand is UB, as a divisor of zero or poison in the map. */
static int ev_indices(IFn *f, MlirOperation op, int first, unsigned rank, uint64_t *idx) {
  MlirAffineMap m;
  AffEv in;
  if (ev_map(f, op, "map", &m)) return 1;
  if ((unsigned)mlirAffineMapGetNumResults(m) != rank || rank > AFF_MAX_RANK)
    return interp_error(f, "%s: map results do not match the memref rank", mu_op_name(interp_of(f)->arena, op));
  if (ev_map_inputs(f, op, first, m, &in))
    return 1;
  if (in.any_poison) return interp_ub(f, op, "a poison index");
  for (unsigned k = 0; k < rank; k++) {
    int p;
    if (ev_expr(f, op, mlirAffineMapGetResult(m, (intptr_t)k), &in, &idx[k], &p)) return 1;
  }
  return 0;
}

/* load / store: memref.load / memref.store at the map's results (imem_load, imem_store:
 * out of bounds, dead, uninitialized or read-only is UB). */
static int ev_load(IFn *f, MlirOperation op) {
  IMemRef *m;
  uint64_t idx[AFF_MAX_RANK];
  IVal v = {0};
  if (imem_operand(f, op, 0, &m) || ev_indices(f, op, 1, m->rank - m->vrank, idx) || imem_load_elem(f, op, m, idx, &v)) return 1;
  return interp_result(f, op, 0, v);
}

static int ev_store(IFn *f, MlirOperation op) {
  IMemRef *m;
  uint64_t idx[AFF_MAX_RANK];
  IVal v;
  if (interp_operand(f, op, 0, &v) || imem_operand(f, op, 1, &m) || ev_indices(f, op, 2, m->rank - m->vrank, idx)) return 1;
  return imem_store_elem(f, op, m, idx, v);
}

static int ev_vector_load(IFn *f, MlirOperation op) { return vector_ev_load_at(f, op, ev_indices); }
static int ev_vector_store(IFn *f, MlirOperation op) { return vector_ev_store_at(f, op, ev_indices); }

/* The basis of a (de)linearize_index as values; *poison when one is. */
static int ev_basis(IFn *f, MlirOperation op, const AffBasis *b, int64_t *v, int *poison) {
  for (unsigned k = 0; k < b->n; k++) {
    IVal e = {.s = {(uint64_t)b->stat[k], 0, 0}};
    if (b->operand[k] >= 0 && interp_operand(f, op, b->operand[k], &e)) return 1;
    v[k] = (int64_t)e.s.bits;
    *poison |= e.s.poison;
  }
  return 0;
}

/* delinearize_index as enc_delinearize. */
static int ev_delinearize(IFn *f, MlirOperation op) {
  AffBasis b;
  unsigned nres = (unsigned)mlirOperationGetNumResults(op);
  if (aff_basis(op, 1, &b) || (b.n != nres && b.n + 1 != nres))
    return interp_unsupported(f, op, "with a basis of over 8 elements or malformed");
  int64_t B[AFF_MAX_BASIS], prod = 1, P[AFF_MAX_BASIS + 2];
  IVal x;
  int bp = 0;
  if (interp_operand(f, op, 0, &x) || ev_basis(f, op, &b, B, &bp)) return 1;
  if (bp) return interp_ub(f, op, "a poison basis element");
  for (unsigned k = 0; k < b.n; k++)
    if (B[k] <= 0 || __builtin_mul_overflow(prod, B[k], &prod))
      return interp_ub(f, op, "a basis element <= 0 or a basis product beyond index");
  unsigned off = b.n == nres ? 1 : 0;
  P[nres] = 1;
  for (unsigned k = nres - 1; k >= 1; k--) P[k] = P[k + 1] * B[off + k - 1];
  int64_t xv = (int64_t)x.s.bits;
  for (unsigned k = 0; k < nres; k++) {
    int64_t r = xv;
    if (k == 0 && nres > 1) r = ev_floordiv(xv, P[1], 0);
    else if (k > 0) {
      r = xv - P[k] * ev_floordiv(xv, P[k], 0);
      if (k + 1 < nres) r = ev_floordiv(r, P[k + 1], 0);
    }
    if (interp_result(f, op, (int)k, (IVal){.s = {(uint64_t)r, x.s.poison, 0}})) return 1;
  }
  return 0;
}

/* linearize_index as enc_linearize. */
static int ev_linearize(IFn *f, MlirOperation op) {
  AffBasis b;
  unsigned n = aff_lin_count(op);
  if (n < 1 || n > AFF_MAX_BASIS || aff_basis(op, (int)n, &b) || (b.n != n && b.n + 1 != n))
    return interp_unsupported(f, op, "with over 8 indices or malformed");
  unsigned off = b.n == n ? 1 : 0;
  int64_t B[AFF_MAX_BASIS], idx[AFF_MAX_BASIS], term[AFF_MAX_BASIS], stride = 1, sum;
  int poison = 0, disj = 1, ovf = 0;
  if (ev_basis(f, op, &b, B, &poison)) return 1;
  for (unsigned i = 0; i < n; i++) {
    IVal e;
    if (interp_operand(f, op, (int)i, &e)) return 1;
    idx[i] = (int64_t)e.s.bits;
    poison |= e.s.poison;
  }
  for (unsigned i = n; i-- > 0;) {
    ovf |= __builtin_mul_overflow(idx[i], stride, &term[i]);
    if (i >= 1) ovf |= __builtin_mul_overflow(stride, B[i - 1 + off], &stride);
  }
  sum = term[0];
  for (unsigned i = 1; i < n; i++) ovf |= __builtin_add_overflow(sum, term[i], &sum);
  if (ovf && !poison) return interp_ub(f, op, "affine.linearize_index overflows index");
  for (unsigned k = 0; k < b.n; k++) disj &= B[k] >= 0;
  for (unsigned i = off ? 0 : 1; i < n; i++) disj &= idx[i] < B[i + off - 1] && (i == 0 || idx[i] >= 0);
  if (aff_disjoint(op)) poison |= !disj;
  return interp_result(f, op, 0, (IVal){.s = {(uint64_t)sum, (uint8_t)poison, 0}});
}

static int ev_yield(IFn *f, MlirOperation op) { return interp_yield(f, op); }

static const EncOpDef affine_ops[] = {
    {"affine.apply", enc_apply, "the map's single result on dims and symbols (64-bit; floordiv/ceildiv/mod rounding down, mod >= 0; UB: a sum or product overflowing signed, a divisor <= 0 or poison)", ev_apply},
    {"affine.delinearize_index", enc_delinearize, "x floordiv (product of the inner basis), then (x mod P_k) floordiv P_(k+1); outer bound unused; UB: a basis element <= 0 or poison, a basis product beyond index", ev_delinearize},
    {"affine.for", enc_for, "iv = max(lower map), +step, ... while iv < min(upper map) (signed); iter_args threaded", ev_for, OP_LOOP | OP_ALLOCA_SCOPE},
    {"affine.if", enc_if, "then region if every set constraint (== 0 or >= 0) holds, else region; poison operand is UB", ev_if},
    {"affine.linearize_index", enc_linearize, "sum of idx_i * product of the later basis elements; UB: a product, term or partial sum overflows index; disjoint: an index outside its basis element is poison", ev_linearize},
    {"affine.load", enc_load, "memref.load at the map's results; out of bounds, dead or uninitialized is UB, and the map's UB as affine.apply's", ev_load},
    {"affine.max", enc_max, "largest result of the map (signed; the map's UB as affine.apply's)", ev_max},
    {"affine.min", enc_min, "smallest result of the map (signed; the map's UB as affine.apply's)", ev_min},
    {"affine.parallel", enc_parallel, "body per point of the constant iteration space; results fold the yields with integer reductions", ev_parallel, OP_LOOP | OP_ALLOCA_SCOPE},
    {"affine.store", enc_store, "memref.store at the map's results; out of bounds, dead or read-only is UB, and the map's UB as affine.apply's", ev_store, OP_STORES},
    {"affine.vector_load", enc_vector_load, "vector.load at the map's results; out of bounds, dead or uninitialized is UB", ev_vector_load},
    {"affine.vector_store", enc_vector_store, "vector.store at the map's results; out of bounds, dead or read-only is UB", ev_vector_store, OP_STORES},
    {"affine.yield", enc_yield_op, "yields its operands to the enclosing affine.for, affine.if or affine.parallel", ev_yield},
};

const EncTable affine_table = {"affine", affine_ops, sizeof affine_ops / sizeof affine_ops[0]};
