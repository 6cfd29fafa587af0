/* fpabs.c: the abstract floating-point encoding (thesis chapters 4-5, docs/design.md).
 * A float of kind k is sign ++ m magnitude bits (MB). MB 0 is zero, all ones but the last
 * bit is Inf, all ones is NaN; otherwise MB order is absolute-value order and nothing
 * else is known, except for constants, whose MB are variables constrained to keep the
 * real order and at most the real number of floats between neighbours. Types joined by
 * extf/truncf form a chain in which a wider MB is EB ++ FB ++ OB: extension bits (the
 * value rounds to Inf in the narrower type), floored bits (its MB rounded toward zero in
 * the narrower type) and offset bits (0 when exactly representable there). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <mlir-c/BuiltinAttributes.h>
#include <mlir-c/BuiltinTypes.h>
#include "fpabs.h"
#include "mem.h"
#include "mlirutil.h"
#include "tval.h"

typedef struct FpType {
  int present;             /* some value of this kind occurs */
  int chained, prev;       /* in the cast chain; prev: next narrower chain kind or -1 */
  unsigned m, eb, ob;      /* magnitude bits; extension and offset bits over prev */
  unsigned count;          /* values that are not constants */
  uint64_t *consts;        /* magnitudes (bits of this kind) of finite non-zero constants */
  unsigned n, cap;
  Z3_ast *mb;              /* their MB variables, same order (sorted) */
} FpType;

struct FpState {
  FpType t[FP_NKINDS];
  int cast[FP_NKINDS];     /* kind appears in an extf/truncf */
};

static FpType *T(EncFn *f, FpKind k) { return &f->q->fp->t[k]; }
static Z3_ast bv(EncFn *f, unsigned w, uint64_t v) { return smt_bv_u64(S(f), w, v); }
static uint64_t inf_bits(FpKind k) {
  return ((1ULL << fp_formats[k].ebits) - 1) << (fp_formats[k].sbits - 1);
}

unsigned fpa_width(TvQuery *q, FpKind k) { return q->fp->t[k].m + 1; }

/* ---- pieces of a value ---- */

Z3_ast fpa_mag(EncFn *f, FpKind k, Z3_ast a) { return smt_extract(S(f), T(f, k)->m - 1, 0, a); }
static Z3_ast sign1(EncFn *f, FpKind k, Z3_ast a) {
  return smt_extract(S(f), T(f, k)->m, T(f, k)->m, a);
}
static Z3_ast mk(EncFn *f, Z3_ast sign, Z3_ast mag) { return smt_app2(S(f), Z3_mk_concat, sign, mag); }
Z3_ast fpa_nan_mag(EncFn *f, FpKind k) {
  unsigned m = T(f, k)->m;
  return bv(f, m, (m < 64 ? (1ULL << m) : 0) - 1);
}
Z3_ast fpa_inf_mag(EncFn *f, FpKind k) {
  unsigned m = T(f, k)->m;
  return bv(f, m, (m < 64 ? (1ULL << m) : 0) - 2);
}
Z3_ast fpa_nan(EncFn *f, FpKind k) { return mk(f, bv(f, 1, 0), fpa_nan_mag(f, k)); }
static Z3_ast pos_zero(EncFn *f, FpKind k) { return bv(f, T(f, k)->m + 1, 0); }

/* MB of a constant magnitude (bits of kind k); NULL (and a stop) if it was not collected. */
static Z3_ast const_mag(EncFn *f, FpKind k, uint64_t mag) {
  FpType *t = T(f, k);
  if (mag == 0) return bv(f, t->m, 0);
  if (mag == inf_bits(k)) return fpa_inf_mag(f, k);
  if (mag > inf_bits(k)) return fpa_nan_mag(f, k);
  size_t lo = 0, hi = t->n;
  while (lo < hi) {
    size_t mid = (lo + hi) / 2;
    if (t->consts[mid] == mag) return t->mb[mid];
    if (t->consts[mid] < mag) lo = mid + 1;
    else hi = mid;
  }
  enc_stop(f->q, TV_ERROR, "internal: %s constant 0x%llx not collected", fp_formats[k].name,
           (unsigned long long)mag);
  return NULL;
}

static Z3_ast one_mag(EncFn *f, FpKind k) { return const_mag(f, k, fp_mag_bits(k, 1.0, 0)); }

Z3_ast fpa_constant(EncFn *f, FpKind k, uint64_t bits) {
  unsigned w = fp_formats[k].ebits + fp_formats[k].sbits;
  uint64_t mag = bits & ~(1ULL << (w - 1));
  if (mag > inf_bits(k)) return fpa_nan(f, k);
  Z3_ast m = const_mag(f, k, mag);
  return m ? mk(f, bv(f, 1, (bits >> (w - 1)) & 1), m) : NULL;
}

/* ---- uninterpreted functions ---- */

static Z3_ast uf(EncFn *f, const char *name, FpKind k, unsigned n, const Z3_ast *args,
                 Z3_sort range) {
  Z3_sort dom[3];
  for (unsigned i = 0; i < n; i++) {
    if (!args[i]) return NULL;
    dom[i] = Z3_get_sort(S(f)->ctx, args[i]);
  }
  char full[96];
  snprintf(full, sizeof full, "fpa.%s.%s", name, fp_formats[k].name);
  return smt_call(S(f), smt_fun(S(f), full, n, dom, range), n, args);
}

/* A commutative function without quantifiers: g(x, y) & g(y, x) (thesis 4.2.3). */
static Z3_ast uf_comm(EncFn *f, const char *name, FpKind k, Z3_ast x, Z3_ast y, Z3_ast z) {
  if (!x || !y) return NULL;
  Z3_sort r = Z3_get_sort(S(f)->ctx, x);
  Z3_ast xy[3] = {x, y, z}, yx[3] = {y, x, z};
  unsigned n = z ? 3 : 2;
  return smt_app2(S(f), Z3_mk_bvand, uf(f, name, k, n, xy, r), uf(f, name, k, n, yx, r));
}

Z3_ast fpa_uf_bool(EncFn *f, FpKind k, const char *name, Z3_ast a) {
  return uf(f, name, k, 1, &a, Z3_mk_bool_sort(S(f)->ctx));
}

/* ---- operations ---- */

Z3_ast fpa_is_nan(EncFn *f, FpKind k, Z3_ast a) { return eq(f, fpa_mag(f, k, a), fpa_nan_mag(f, k)); }
Z3_ast fpa_is_inf(EncFn *f, FpKind k, Z3_ast a) { return eq(f, fpa_mag(f, k, a), fpa_inf_mag(f, k)); }
Z3_ast fpa_is_zero(EncFn *f, FpKind k, Z3_ast a) { return eq(f, fpa_mag(f, k, a), bv(f, T(f, k)->m, 0)); }
static Z3_ast is_neg(EncFn *f, FpKind k, Z3_ast a) { return eq(f, sign1(f, k, a), bv(f, 1, 1)); }

/* Sign first, then magnitude (reversed for negatives); +0.0 and -0.0 are equal. */
Z3_ast fpa_less(EncFn *f, FpKind k, Z3_ast a, Z3_ast b) {
  Z3_ast ma = fpa_mag(f, k, a), mb = fpa_mag(f, k, b);
  Z3_ast na = is_neg(f, k, a), nb = is_neg(f, k, b);
  Z3_ast same = ite(f, na, smt_app2(S(f), Z3_mk_bvugt, ma, mb), smt_app2(S(f), Z3_mk_bvult, ma, mb));
  Z3_ast r = ite(f, eq(f, na, nb), same, na);
  return and_(f, not_(f, and_(f, fpa_is_zero(f, k, a), fpa_is_zero(f, k, b))), r);
}

/* addf: NaN in or Inf - Inf -> NaN; Inf dominates; x + -0.0 = x; x + +0.0 = x for x != -0.0;
 * x + -x = +0.0 (round to nearest); otherwise a commutative function. */
Z3_ast fpa_add(EncFn *f, FpKind k, Z3_ast a, Z3_ast b) {
  Z3_ast ia = fpa_is_inf(f, k, a), ib = fpa_is_inf(f, k, b);
  Z3_ast za = fpa_is_zero(f, k, a), zb = fpa_is_zero(f, k, b);
  Z3_ast nan = or_(f, or_(f, fpa_is_nan(f, k, a), fpa_is_nan(f, k, b)),
                   and_(f, and_(f, ia, ib), not_(f, eq(f, is_neg(f, k, a), is_neg(f, k, b)))));
  Z3_ast opposite = eq(f, fpa_mag(f, k, a), fpa_mag(f, k, b));
  opposite = and_(f, opposite, not_(f, eq(f, is_neg(f, k, a), is_neg(f, k, b))));
  Z3_ast zeros = ite(f, and_(f, is_neg(f, k, a), is_neg(f, k, b)), a, pos_zero(f, k));
  Z3_ast r = ite(f, opposite, pos_zero(f, k), uf_comm(f, "add", k, a, b, NULL));
  r = ite(f, za, ite(f, zb, zeros, b), ite(f, zb, a, r));
  r = ite(f, ia, a, ite(f, ib, b, r));
  return ite(f, nan, fpa_nan(f, k), r);
}

static Z3_ast xor_sign(EncFn *f, FpKind k, Z3_ast a, Z3_ast b) {
  return smt_app2(S(f), Z3_mk_bvxor, sign1(f, k, a), sign1(f, k, b));
}

/* mulf: the sign is the xor of the signs, the magnitude a commutative function of the
 * magnitudes; 0 * Inf is NaN; Inf and 0 dominate; |x| * 1.0 = |x|. */
Z3_ast fpa_mul(EncFn *f, FpKind k, Z3_ast a, Z3_ast b) {
  Z3_ast ia = fpa_is_inf(f, k, a), ib = fpa_is_inf(f, k, b);
  Z3_ast za = fpa_is_zero(f, k, a), zb = fpa_is_zero(f, k, b);
  Z3_ast ma = fpa_mag(f, k, a), mb = fpa_mag(f, k, b), one = one_mag(f, k);
  Z3_ast nan = or_(f, or_(f, fpa_is_nan(f, k, a), fpa_is_nan(f, k, b)),
                   or_(f, and_(f, za, ib), and_(f, ia, zb)));
  Z3_ast mag = ite(f, eq(f, ma, one), mb, ite(f, eq(f, mb, one), ma, uf_comm(f, "mul", k, ma, mb, NULL)));
  mag = ite(f, or_(f, ia, ib), fpa_inf_mag(f, k), ite(f, or_(f, za, zb), bv(f, T(f, k)->m, 0), mag));
  return ite(f, nan, fpa_nan(f, k), mk(f, xor_sign(f, k, a, b), mag));
}

/* divf: 0/0 and Inf/Inf are NaN; x/Inf = 0, x/0 = Inf, |x| / 1.0 = |x|, |x| / |x| = 1.0. */
Z3_ast fpa_div(EncFn *f, FpKind k, Z3_ast a, Z3_ast b) {
  Z3_ast ia = fpa_is_inf(f, k, a), ib = fpa_is_inf(f, k, b);
  Z3_ast za = fpa_is_zero(f, k, a), zb = fpa_is_zero(f, k, b);
  Z3_ast ma = fpa_mag(f, k, a), mb = fpa_mag(f, k, b), one = one_mag(f, k);
  Z3_ast zero = bv(f, T(f, k)->m, 0), inf = fpa_inf_mag(f, k);
  Z3_ast nan = or_(f, or_(f, fpa_is_nan(f, k, a), fpa_is_nan(f, k, b)),
                   or_(f, and_(f, za, zb), and_(f, ia, ib)));
  Z3_ast args[2] = {ma, mb};
  Z3_ast mag = ite(f, eq(f, mb, one), ma,
                   ite(f, eq(f, ma, mb), one, uf(f, "div", k, 2, args, Z3_get_sort(S(f)->ctx, ma))));
  mag = ite(f, ia, inf, ite(f, ib, zero, ite(f, zb, inf, ite(f, za, zero, mag))));
  return ite(f, nan, fpa_nan(f, k), mk(f, xor_sign(f, k, a, b), mag));
}

/* remf (fmod): NaN for NaN in, Inf dividend or zero divisor; x for Inf divisor or zero x;
 * otherwise the sign of x and a function of the magnitudes (fmod(x, x) = +-0.0). */
Z3_ast fpa_rem(EncFn *f, FpKind k, Z3_ast a, Z3_ast b) {
  Z3_ast ma = fpa_mag(f, k, a), mb = fpa_mag(f, k, b);
  Z3_ast nan = or_(f, or_(f, fpa_is_nan(f, k, a), fpa_is_nan(f, k, b)),
                   or_(f, fpa_is_inf(f, k, a), fpa_is_zero(f, k, b)));
  Z3_ast args[2] = {ma, mb};
  Z3_ast mag = ite(f, eq(f, ma, mb), bv(f, T(f, k)->m, 0),
                   uf(f, "rem", k, 2, args, Z3_get_sort(S(f)->ctx, ma)));
  Z3_ast r = ite(f, or_(f, fpa_is_inf(f, k, b), fpa_is_zero(f, k, a)), a, mk(f, sign1(f, k, a), mag));
  return ite(f, nan, fpa_nan(f, k), r);
}

/* fma: NaN in, 0 * Inf, or Inf - Inf give NaN; otherwise commutative in the factors. */
Z3_ast fpa_fma(EncFn *f, FpKind k, Z3_ast a, Z3_ast b, Z3_ast c) {
  Z3_ast ia = fpa_is_inf(f, k, a), ib = fpa_is_inf(f, k, b);
  Z3_ast nan = or_(f, or_(f, fpa_is_nan(f, k, a), fpa_is_nan(f, k, b)), fpa_is_nan(f, k, c));
  nan = or_(f, nan, or_(f, and_(f, fpa_is_zero(f, k, a), ib), and_(f, ia, fpa_is_zero(f, k, b))));
  Z3_ast prod_neg = eq(f, xor_sign(f, k, a, b), bv(f, 1, 1));
  nan = or_(f, nan, and_(f, and_(f, or_(f, ia, ib), fpa_is_inf(f, k, c)),
                         not_(f, eq(f, prod_neg, is_neg(f, k, c)))));
  return ite(f, nan, fpa_nan(f, k), uf_comm(f, "fma", k, a, b, c));
}

/* sqrt: NaN for NaN and negative non-zero inputs; +-0.0, +Inf and 1.0 are fixed points. */
Z3_ast fpa_sqrt(EncFn *f, FpKind k, Z3_ast a) {
  Z3_ast ma = fpa_mag(f, k, a);
  Z3_ast nan = or_(f, fpa_is_nan(f, k, a), and_(f, is_neg(f, k, a), not_(f, fpa_is_zero(f, k, a))));
  Z3_ast fixed = or_(f, or_(f, fpa_is_zero(f, k, a), fpa_is_inf(f, k, a)), eq(f, ma, one_mag(f, k)));
  Z3_ast r = mk(f, bv(f, 1, 0), uf(f, "sqrt", k, 1, &ma, Z3_get_sort(S(f)->ctx, ma)));
  return ite(f, nan, fpa_nan(f, k), ite(f, fixed, a, r));
}

/* floor, ceil, trunc, round, roundeven: NaN, +-Inf, +-0.0 and +-1.0 are fixed points;
 * the sign is kept; otherwise a function of the value. */
Z3_ast fpa_round_int(EncFn *f, FpKind k, Z3_ast a, const char *name) {
  Z3_ast ma = fpa_mag(f, k, a);
  Z3_ast fixed = or_(f, or_(f, fpa_is_nan(f, k, a), fpa_is_inf(f, k, a)),
                     or_(f, fpa_is_zero(f, k, a), eq(f, ma, one_mag(f, k))));
  Z3_ast r = uf(f, name, k, 1, &a, Z3_get_sort(S(f)->ctx, a));
  return ite(f, fixed, a, mk(f, sign1(f, k, a), fpa_mag(f, k, r)));
}

/* ---- casts ---- */

/* The chain kind directly wider than k, or -1. */
static int wider(EncFn *f, FpKind k) {
  for (int j = 0; j < FP_NKINDS; j++)
    if (T(f, j)->chained && T(f, j)->prev == (int)k) return j;
  return -1;
}

static int below_in_chain(EncFn *f, FpKind narrow, FpKind wide) {
  for (int j = T(f, wide)->prev; j >= 0; j = T(f, j)->prev)
    if (j == (int)narrow) return 1;
  return 0;
}

/* extf along the chain: MB = 0..0 ++ MB ++ 0..0 at every step (thesis 5.2.1). */
static Z3_ast extend_mag(EncFn *f, FpKind from, FpKind to, Z3_ast mag) {
  for (int k = wider(f, from); mag && k >= 0; k = wider(f, (FpKind)k)) {
    FpType *t = T(f, k);
    mag = smt_zext(S(f), t->eb, smt_app2(S(f), Z3_mk_concat, mag, bv(f, t->ob, 0)));
    if (k == (int)to) break;
  }
  return mag;
}

/* Where the floored bits of `narrow` sit inside a `wide` MB, and whether the value
 * overflows (some EB set) or is inexact (some OB set) on the way down. */
typedef struct FpSplit {
  unsigned hi, lo;
  Z3_ast overflow, inexact;
} FpSplit;

static FpSplit split(EncFn *f, FpKind wide, FpKind narrow, Z3_ast mag) {
  FpSplit sp = {T(f, wide)->m - 1, 0, smt_false(S(f)), smt_false(S(f))};
  for (int k = wide; k != (int)narrow && k >= 0; k = T(f, k)->prev) {
    FpType *t = T(f, k);
    Z3_ast e = smt_extract(S(f), sp.hi, sp.hi - t->eb + 1, mag);
    sp.overflow = or_(f, sp.overflow, not_(f, eq(f, e, bv(f, t->eb, 0))));
    Z3_ast o = smt_extract(S(f), sp.lo + t->ob - 1, sp.lo, mag);
    sp.inexact = or_(f, sp.inexact, not_(f, eq(f, o, bv(f, t->ob, 0))));
    sp.hi -= t->eb;
    sp.lo += t->ob;
  }
  return sp;
}

/* Whether truncation rounds the floored value up: a function of FB ++ OB, pinned to the
 * real rounding for constants (thesis 5.2.2, 5.3). */
static Z3_ast round_up(EncFn *f, FpKind wide, FpKind narrow, Z3_ast mag, FpSplit sp) {
  Z3_ast rest = smt_extract(S(f), sp.hi, 0, mag);
  char name[48];
  snprintf(name, sizeof name, "roundup.%s", fp_formats[narrow].name);
  return uf(f, name, wide, 1, &rest, Z3_mk_bool_sort(S(f)->ctx));
}

static Z3_ast truncate_mag(EncFn *f, FpKind from, FpKind to, Z3_ast mag) {
  FpSplit sp = split(f, from, to, mag);
  Z3_ast fb = smt_extract(S(f), sp.hi, sp.lo, mag);
  Z3_ast up = smt_app2(S(f), Z3_mk_bvadd, fb, bv(f, T(f, to)->m, 1));
  Z3_ast r = ite(f, sp.inexact, ite(f, round_up(f, from, to, mag, sp), up, fb), fb);
  return ite(f, sp.overflow, fpa_inf_mag(f, to), r);
}

/* A cast outside the chain (or with a directed rounding): NaN, Inf, zero and 1.0 map over,
 * the sign is kept, the magnitude is a function of the value (directed roundings treat
 * the signs differently), one function per rounding direction. */
static Z3_ast loose_mag(EncFn *f, FpKind from, FpKind to, FpRound rm, Z3_ast a) {
  char name[48];
  snprintf(name, sizeof name, "cast.%s.rm%d", fp_formats[from].name, (int)rm);
  Z3_ast ma = fpa_mag(f, from, a);
  Z3_ast r = uf(f, name, to, 1, &a, smt_bv_sort(S(f), T(f, to)->m));
  r = ite(f, eq(f, ma, one_mag(f, from)), one_mag(f, to), r);
  return ite(f, eq(f, ma, bv(f, T(f, from)->m, 0)), bv(f, T(f, to)->m, 0), r);
}

Z3_ast fpa_convert(EncFn *f, FpKind from, FpKind to, FpRound r, Z3_ast a) {
  Z3_ast ma = fpa_mag(f, from, a), mag;
  if (from == to) return a;
  int chain = T(f, from)->chained && T(f, to)->chained;
  if (chain && below_in_chain(f, from, to)) mag = extend_mag(f, from, to, ma);
  else if (chain && r == FP_RNE && below_in_chain(f, to, from)) mag = truncate_mag(f, from, to, ma);
  else mag = loose_mag(f, from, to, r, a);
  mag = ite(f, fpa_is_inf(f, from, a), fpa_inf_mag(f, to), mag);
  return ite(f, fpa_is_nan(f, from, a), fpa_nan(f, to), mk(f, sign1(f, from, a), mag));
}

/* r, except that an integer i equal to the value n of a collected constant (or to -n,
 * signed) converts to that constant: it is n exactly, so sitofp/uitofp give it. Without
 * this, `x / sitofp(16)` and the folded `x / 16.0` are different abstract values. */
static Z3_ast exact_int_consts(EncFn *f, FpKind k, Z3_ast i, int is_signed, Z3_ast r) {
  unsigned w = smt_width(S(f), i);
  uint64_t mask = w < 64 ? (1ULL << w) - 1 : ~0ULL;
  FpType *t = T(f, k);
  for (unsigned j = 0; j < t->n && r; j++) {
    double v = fp_bits_to_double(k, t->consts[j]);
    int bits = is_signed ? (int)w - 1 : (int)w;
    if (v < 2 || v != floor(v) || bits < 2 || v >= ldexp(1, bits < 63 ? bits : 63)) continue;
    uint64_t n = (uint64_t)v;
    r = ite(f, eq(f, i, bv(f, w, n)), mk(f, bv(f, 1, 0), t->mb[j]), r);
    if (is_signed) r = ite(f, eq(f, i, bv(f, w, (0 - n) & mask)), mk(f, bv(f, 1, 1), t->mb[j]), r);
  }
  return r;
}

/* sitofp/uitofp: 0 -> +0.0, 1 -> 1.0, -1 -> -1.0, integers equal to a collected constant
 * -> that constant, sign from the integer, otherwise a function of the integer. */
Z3_ast fpa_from_int(EncFn *f, FpKind k, Z3_ast i, int is_signed) {
  unsigned w = smt_width(S(f), i);
  Z3_ast neg = is_signed ? smt_app2(S(f), Z3_mk_bvslt, i, bv(f, w, 0)) : smt_false(S(f));
  char name[48];
  snprintf(name, sizeof name, "%s.i%u", is_signed ? "sitofp" : "uitofp", w);
  Z3_ast mag = uf(f, name, k, 1, &i, smt_bv_sort(S(f), T(f, k)->m));
  Z3_ast r = exact_int_consts(f, k, i, is_signed, mk(f, smt_bool_to_bv(S(f), neg), mag));
  Z3_ast one = mk(f, bv(f, 1, 0), one_mag(f, k));
  if (is_signed && w > 1) {
    Z3_ast ones = smt_app1(S(f), Z3_mk_bvnot, bv(f, w, 0));
    r = ite(f, eq(f, i, ones), mk(f, bv(f, 1, 1), one_mag(f, k)), r);
  }
  if (w > 1 || !is_signed) r = ite(f, eq(f, i, bv(f, w, 1)), one, r);
  return ite(f, eq(f, i, bv(f, w, 0)), pos_zero(f, k), r);
}

/* fptosi/fptoui: zeros -> 0, +-1.0 -> +-1; NaN and Inf out of range; otherwise the value and
 * "in range" are functions of the float. */
Z3_ast fpa_to_int(EncFn *f, FpKind k, Z3_ast a, unsigned w, int is_signed, Z3_ast *ok) {
  char name[48];
  snprintf(name, sizeof name, "%s.i%u", is_signed ? "fptosi" : "fptoui", w);
  Z3_ast v = uf(f, name, k, 1, &a, smt_bv_sort(S(f), w));
  Z3_ast one = mk(f, bv(f, 1, 0), one_mag(f, k)), mone = mk(f, bv(f, 1, 1), one_mag(f, k));
  Z3_ast fixed = or_(f, fpa_is_zero(f, k, a), eq(f, a, one));
  v = ite(f, fpa_is_zero(f, k, a), bv(f, w, 0), ite(f, eq(f, a, one), bv(f, w, 1), v));
  if (is_signed && w > 1) {
    fixed = or_(f, fixed, eq(f, a, mone));
    v = ite(f, eq(f, a, mone), smt_app1(S(f), Z3_mk_bvnot, bv(f, w, 0)), v);
  }
  snprintf(name, sizeof name, "%s.i%u.ok", is_signed ? "fptosi" : "fptoui", w);
  Z3_ast in_range = or_(f, fixed, fpa_uf_bool(f, k, name, a));
  if (w == 1 && is_signed) in_range = and_(f, in_range, not_(f, eq(f, a, one)));
  *ok = and_(f, not_(f, or_(f, fpa_is_nan(f, k, a), fpa_is_inf(f, k, a))), in_range);
  return v;
}

/* bitcast float -> int: zeros, infinities and +-1.0 have known patterns; otherwise a
 * function of the value (a NaN's payload is unknown). */
Z3_ast fpa_to_bits(EncFn *f, FpKind k, Z3_ast a) {
  unsigned w = fp_formats[k].ebits + fp_formats[k].sbits;
  uint64_t sign = 1ULL << (w - 1), one = fp_mag_bits(k, 1.0, 0);
  Z3_ast r = uf(f, "tobits", k, 1, &a, smt_bv_sort(S(f), w));
  Z3_ast m = fpa_mag(f, k, a), s = sign1(f, k, a);
  Z3_ast sbits = ite(f, eq(f, s, bv(f, 1, 1)), bv(f, w, sign), bv(f, w, 0));
  Z3_ast known = or_(f, or_(f, fpa_is_zero(f, k, a), fpa_is_inf(f, k, a)), eq(f, m, one_mag(f, k)));
  Z3_ast mbits = ite(f, fpa_is_zero(f, k, a), bv(f, w, 0),
                     ite(f, fpa_is_inf(f, k, a), bv(f, w, inf_bits(k)), bv(f, w, one)));
  return ite(f, known, smt_app2(S(f), Z3_mk_bvor, sbits, mbits), r);
}

/* bitcast int -> float: the inverse pins; NaN patterns give NaN. */
Z3_ast fpa_from_bits(EncFn *f, FpKind k, Z3_ast b) {
  unsigned w = fp_formats[k].ebits + fp_formats[k].sbits;
  Z3_ast sign = smt_extract(S(f), w - 1, w - 1, b), mag = smt_extract(S(f), w - 2, 0, b);
  uint64_t one = fp_mag_bits(k, 1.0, 0);
  Z3_ast r = uf(f, "frombits", k, 1, &b, smt_bv_sort(S(f), T(f, k)->m + 1));
  r = ite(f, eq(f, mag, bv(f, w - 1, one)), mk(f, sign, one_mag(f, k)), r);
  r = ite(f, eq(f, mag, bv(f, w - 1, inf_bits(k))), mk(f, sign, fpa_inf_mag(f, k)), r);
  r = ite(f, eq(f, mag, bv(f, w - 1, 0)), mk(f, sign, bv(f, T(f, k)->m, 0)), r);
  return ite(f, smt_app2(S(f), Z3_mk_bvugt, mag, bv(f, w - 1, inf_bits(k))), fpa_nan(f, k), r);
}

/* ---- setup: scan both functions, collect constants, choose widths ---- */

/* Appends to a kind's constant list, which lives in the query arena (a full list is
 * copied into one twice its size; the arena's sticky oom flag records a failure). */
static void add_const(Arena *a, FpType *t, uint64_t mag) {
  if (t->n == t->cap) {
    unsigned cap = t->cap ? 2 * t->cap : 16;
    uint64_t *c = arena_alloc(a, cap * sizeof *c);
    if (!c) return;
    if (t->n) memcpy(c, t->consts, t->n * sizeof *c);
    t->consts = c;
    t->cap = cap;
  }
  t->consts[t->n++] = mag;
}

typedef struct Scan {
  TvQuery *q;
  struct FpState *st;
  int elementwise;         /* every op on tensors is elementwise (seed 003 section 4.3) */
  MlirOperation src, tgt;  /* the pair (globals are declared around them) */
} Scan;

/* How many distinct floats a value of type t can hold: a scalar one; a tensor one when
 * every tensor op is elementwise (one mismatching element is a counterexample), otherwise
 * its element count, dynamic sizes at their bound (seed 003 section 4.3). */
static uint64_t value_count(Scan *sc, MlirType t) {
  int mem = mlirTypeIsAMemRef(t);   /* memory holds values that no op sees (not elementwise) */
  if ((sc->elementwise && !mem) || !(tval_is_tensor(t) || mem)) return 1;
  uint64_t n = 1;
  for (intptr_t r = 0; r < mlirShapedTypeGetRank(t); r++) {
    int64_t d = mlirShapedTypeIsDynamicDim(t, r) ? (int64_t)sc->q->opts->max_dim : mlirShapedTypeGetDimSize(t, r);
    n = d <= 0 ? 0 : n > UINT32_MAX / (uint64_t)d ? UINT32_MAX : n * (uint64_t)d;
  }
  return n;
}

/* Values of kind k, as many as type t has elements (counted). */
static void scan_kind(Scan *sc, int k, MlirType t, int counted) {
  if (k < 0) return;
  sc->st->t[k].present = 1;
  if (!counted) return;
  uint64_t c = sc->st->t[k].count + value_count(sc, t);
  sc->st->t[k].count = c > UINT32_MAX ? UINT32_MAX : (unsigned)c;
}

/* Floats a complex value stands for in the count: its two parts and the values an op on
 * complex numbers computes on the way (complex.mul: four products, the sum and the
 * difference are its parts). */
enum { FP_COMPLEX_VALUES = 8 };

static void scan_type(Scan *sc, MlirType t, int counted) {
  int c = fp_complex_kind(t);
  scan_kind(sc, fp_kind(t), t, counted);
  for (int i = 0; c >= 0 && i < FP_COMPLEX_VALUES; i++) scan_kind(sc, c, t, counted);
}

/* TOSA's mixed precision: a float acc_type (convolutions, avg_pool2d) holds a result's worth
 * of values of its own kind, converted from and to the operands' kind; a matmul of f16 with
 * an f32 result converts too. */
static void scan_accumulator(Scan *sc, MlirOperation op) {
  if (!mlirOperationGetNumOperands(op) || !mlirOperationGetNumResults(op)) return;
  MlirType rt = mlirValueGetType(mlirOperationGetResult(op, 0));
  int ki = fp_kind(mlirValueGetType(mlirOperationGetOperand(op, 0))), ko = fp_kind(rt);
  MlirType acc = mu_type_attr(op, "acc_type");
  int ka = mlirTypeIsNull(acc) ? ko : fp_kind(acc);
  if (ki < 0 || ka < 0 || ko < 0) return;
  scan_kind(sc, ka, rt, 1);
  if (ka != ki) sc->st->cast[ka] = sc->st->cast[ki] = 1;
  if (ka != ko) sc->st->cast[ka] = sc->st->cast[ko] = 1;
}

/* A finite non-zero float literal (scalar or element of a dense constant) of kind k. */
static void scan_literal(Scan *sc, int k, MlirAttribute a) {
  uint64_t bits;
  if (fp_attr_bits(&sc->q->arena, (FpKind)k, a, &bits)) return;
  uint64_t mag = bits & ~(1ULL << (fp_formats[k].ebits + fp_formats[k].sbits - 1));
  if (mag && mag < inf_bits((FpKind)k)) add_const(&sc->q->arena, &sc->st->t[k], mag);
}

static void scan_constant(Scan *sc, MlirOperation op, int k) {
  MlirAttribute a = mu_attr(op, "value");
  if (mlirAttributeIsNull(a)) a = mu_attr(op, "values");
  int64_t n = mu_dense_count(a);
  if (n < 0) scan_literal(sc, k, a);
  for (int64_t i = 0; i < n; i++) scan_literal(sc, k, mu_dense_elem(a, i));
}

/* A global's initial value holds the floats its loads return (mem_global_initial). */
static void scan_global(Scan *sc, MlirOperation op) {
  int k = fp_kind(mlirShapedTypeGetElementType(mlirValueGetType(mlirOperationGetResult(op, 0))));
  MlirAttribute a = k >= 0 ? mem_global_initial(sc->src, sc->tgt, op) : (MlirAttribute){NULL};
  for (int64_t i = 0, n = mu_dense_count(a); i < n; i++) scan_literal(sc, k, mu_dense_elem(a, i));
}

/* The float constants of kind k that an OP_FLOAT_CONSTS op introduces: each op's own (a
 * value or attributes), so they stay here rather than in a column of the op tables. */
static void scan_introduced(Scan *sc, MlirOperation op, int k) {
  /* tosa.resize (NEAREST_NEIGHBOR) compares the float fraction with 0.5 */
  if (mu_op_is(op, "tosa.resize")) add_const(&sc->q->arena, &sc->st->t[k], fp_mag_bits((FpKind)k, 0.5, 0));
  /* the FFT ops' angles are multiples of 2pi */
  if (mu_op_is(op, "tosa.fft2d") || mu_op_is(op, "tosa.rfft2d"))
    add_const(&sc->q->arena, &sc->st->t[k], fp_mag_bits((FpKind)k, FP_TWO_PI, 0));
  /* complex.constant: [re, im] */
  if (mu_op_is(op, "complex.constant")) {
    MlirAttribute v = mu_attr(op, "value");
    for (intptr_t i = 0; !mlirAttributeIsNull(v) && mlirAttributeIsAArray(v) && i < mlirArrayAttrGetNumElements(v); i++)
      scan_literal(sc, k, mlirArrayAttrGetElement(v, i));
  }
  /* tosa.clamp's bounds are float attributes */
  if (mu_op_is(op, "tosa.clamp")) {
    scan_literal(sc, k, mu_attr(op, "min_val"));
    scan_literal(sc, k, mu_attr(op, "max_val"));
  }
}

static MlirWalkResult scan_op(MlirOperation op, void *ud) {
  Scan *sc = ud;
  unsigned props = enc_props(op);
  /* a global's initial value: the one op that reads data outside the function */
  if (mu_op_is(op, "memref.get_global") && mlirOperationGetNumResults(op) == 1) scan_global(sc, op);
  int is_const = (props & OP_CONST) != 0;
  for (intptr_t i = 0; i < mlirOperationGetNumResults(op); i++) {
    MlirType t = mlirValueGetType(mlirOperationGetResult(op, i));
    scan_type(sc, t, !is_const);
    int k = fp_kind(t), kc = k >= 0 ? k : fp_complex_kind(t);
    if (is_const && k >= 0) scan_constant(sc, op, k);
    if (kc >= 0 && (props & OP_FLOAT_CONSTS)) scan_introduced(sc, op, kc);
  }
  if ((props & OP_ACCUMULATES) || !mlirTypeIsNull(mu_type_attr(op, "acc_type"))) scan_accumulator(sc, op);
  if ((props & OP_FLOAT_CAST) && mlirOperationGetNumOperands(op) == 1) {
    int a = fp_kind(mlirValueGetType(mlirOperationGetOperand(op, 0)));
    int b = fp_kind(mlirValueGetType(mlirOperationGetResult(op, 0)));
    if (a >= 0 && b >= 0) sc->st->cast[a] = sc->st->cast[b] = 1;
  }
  for (intptr_t r = 0; r < mlirOperationGetNumRegions(op); r++)
    for (MlirBlock b = mlirRegionGetFirstBlock(mlirOperationGetRegion(op, r)); !mlirBlockIsNull(b);
         b = mlirBlockGetNextInRegion(b))
      for (intptr_t i = 0; i < mlirBlockGetNumArguments(b); i++)
        scan_type(sc, mlirValueGetType(mlirBlockGetArgument(b, i)), 1);
  return MlirWalkResultAdvance;
}

/* Clears sc->elementwise at the first op on tensors that moves elements around. */
static MlirWalkResult scan_elementwise(MlirOperation op, void *ud) {
  Scan *sc = ud;
  int ew = (enc_props(op) & (OP_ELEMENTWISE | OP_KEEPS_LAYOUT)) != 0;   /* (func.func: no tensors) */
  int tensors = 0;
  for (intptr_t i = 0; i < mlirOperationGetNumOperands(op); i++)
    tensors |= tval_is_tensor(mlirValueGetType(mlirOperationGetOperand(op, i)));
  for (intptr_t i = 0; i < mlirOperationGetNumResults(op); i++)
    tensors |= tval_is_tensor(mlirValueGetType(mlirOperationGetResult(op, i)));
  if (tensors && !ew) {
    sc->elementwise = 0;
    return MlirWalkResultInterrupt;
  }
  return MlirWalkResultAdvance;
}

static int cmp_u64(const void *a, const void *b) {
  uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;
  return x < y ? -1 : x > y;
}

static void sort_unique(FpType *t) {
  if (!t->n) return;
  qsort(t->consts, t->n, sizeof *t->consts, cmp_u64);
  unsigned j = 0;
  for (unsigned i = 0; i < t->n; i++)
    if (!j || t->consts[i] != t->consts[j - 1]) t->consts[j++] = t->consts[i];
  t->n = j;
}

/* Constants converted across the chain (thesis 5.3): each constant's value, and its
 * rounded and floored values in every narrower chain type, exist in every chain type. */
static void close_constants(Arena *a, struct FpState *st) {
  for (int round = 0; round < 8; round++) {
    unsigned before = 0, after = 0;
    for (int k = 0; k < FP_NKINDS; k++) before += st->t[k].n;
    for (int k = 0; k < FP_NKINDS; k++) {
      if (!st->t[k].chained) continue;
      for (unsigned i = 0, n = st->t[k].n; i < n; i++) {
        double v = fp_bits_to_double((FpKind)k, st->t[k].consts[i]);
        for (int j = 0; j < FP_NKINDS; j++) {
          if (j == k || !st->t[j].chained) continue;
          uint64_t rn = fp_mag_bits((FpKind)j, v, 0), fl = fp_mag_bits((FpKind)j, v, 1);
          if (rn && rn < inf_bits((FpKind)j)) add_const(a, &st->t[j], rn);
          if (fl && fl < inf_bits((FpKind)j)) add_const(a, &st->t[j], fl);
        }
      }
    }
    for (int k = 0; k < FP_NKINDS; k++) {
      sort_unique(&st->t[k]);
      after += st->t[k].n;
    }
    if (after == before) return;
  }
}

static unsigned ceil_log2(uint64_t x) {
  unsigned b = 0;
  while (b < 63 && (1ULL << b) < x) b++;
  return b;
}

/* The widest m with 2^m - 2 <= the real number of positive finite values and Inf. */
static unsigned max_mag_bits(FpKind k) { return ceil_log2(inf_bits(k) + 3) - 1; }

/* Chain order by precision: bf16 or f16, then f32, then f64. f16 and bf16 do not nest,
 * so bf16 stays out of a chain that has f16 (its casts are then loose). */
static void build_chain(struct FpState *st) {
  static const FpKind order[] = {FP_BF16, FP_F16, FP_F32, FP_F64};
  int prev = -1;
  for (int i = 0; i < FP_NKINDS; i++) {
    FpKind k = order[i];
    FpType *t = &st->t[k];
    t->prev = -1;
    if (!t->present || !st->cast[k]) continue;
    if (k == FP_F16 && prev == FP_BF16) {
      st->t[FP_BF16].chained = 0;
      prev = st->t[FP_BF16].prev;
    }
    t->chained = 1;
    t->prev = prev;
    prev = k;
  }
}

/* Widths (thesis 4.4 and 5.4): 2^m >= values + constants + 4 (0.0, 1.0, Inf, NaN); in the
 * chain |OB| = ceil(log2(k + 1)) and |EB| >= 1. Returns the kind that does not fit, or -1. */
static int choose_widths(struct FpState *st) {
  static const FpKind order[] = {FP_BF16, FP_F16, FP_F32, FP_F64};
  for (int i = 0; i < FP_NKINDS; i++) {
    FpType *t = &st->t[order[i]];
    if (!t->present) continue;
    unsigned need = ceil_log2((uint64_t)t->count + t->n + 4);
    if (need < 2) need = 2;
    t->m = need;
    if (t->chained && t->prev >= 0) {
      t->ob = ceil_log2((uint64_t)t->count + t->n + 1);
      if (t->ob < 1) t->ob = 1;
      t->eb = 1;
      t->m = t->eb + st->t[t->prev].m + t->ob;
      if (t->m < need) {
        t->eb += need - t->m;
        t->m = need;
      }
    }
    if (t->m > max_mag_bits(order[i])) return order[i];
  }
  return -1;
}

/* Order and spacing of one kind's constants (thesis 4.3.4-4.3.5): strictly increasing MB,
 * and no more MB values between neighbours than real floats. */
static Z3_ast order_constraints(EncFn *f, FpKind k) {
  FpType *t = T(f, k);
  Z3_ast pre = smt_true(S(f)), prev = bv(f, t->m, 0);
  uint64_t prev_bits = 0, limit = t->m < 64 ? 1ULL << t->m : ~0ULL;
  for (unsigned i = 0; i <= t->n; i++) {
    Z3_ast cur = i < t->n ? t->mb[i] : fpa_inf_mag(f, k);
    uint64_t cur_bits = i < t->n ? t->consts[i] : inf_bits(k);
    pre = and_(f, pre, smt_app2(S(f), Z3_mk_bvugt, cur, prev));
    if (cur_bits - prev_bits < limit)
      pre = and_(f, pre, smt_app2(S(f), Z3_mk_bvule, smt_app2(S(f), Z3_mk_bvsub, cur, prev),
                                  bv(f, t->m, cur_bits - prev_bits)));
    prev = cur;
    prev_bits = cur_bits;
  }
  return pre;
}

/* A chain constant's EB/FB/OB agree with its real value in the next narrower type, and the
 * round-up function agrees with real rounding into every narrower type (thesis 5.3). */
static Z3_ast layout_constraints(EncFn *f, FpKind k) {
  FpType *t = T(f, k);
  Z3_ast pre = smt_true(S(f));
  FpKind p = (FpKind)t->prev;
  for (unsigned i = 0; i < t->n; i++) {
    double v = fp_bits_to_double(k, t->consts[i]);
    Z3_ast mag = t->mb[i];
    FpSplit sp = split(f, k, p, mag);
    uint64_t rn = fp_mag_bits(p, v, 0), fl = fp_mag_bits(p, v, 1);
    if (rn >= inf_bits(p)) {
      pre = and_(f, pre, sp.overflow);
    } else {
      int exact = fp_bits_to_double(p, fl) == v;
      pre = and_(f, pre, not_(f, sp.overflow));
      pre = and_(f, pre, eq(f, smt_extract(S(f), sp.hi, sp.lo, mag), const_mag(f, p, fl)));
      pre = and_(f, pre, exact ? not_(f, sp.inexact) : sp.inexact);
    }
    for (int q = t->prev; q >= 0; q = T(f, q)->prev) {
      uint64_t rq = fp_mag_bits((FpKind)q, v, 0), fq = fp_mag_bits((FpKind)q, v, 1);
      if (rq >= inf_bits((FpKind)q) || fp_bits_to_double((FpKind)q, fq) == v) continue;
      FpSplit sq = split(f, k, (FpKind)q, mag);
      Z3_ast up = round_up(f, k, (FpKind)q, mag, sq);
      pre = and_(f, pre, rq != fq ? up : not_(f, up));
    }
  }
  return pre;
}

/* Whether the preconditions have a model: if not, every check would pass vacuously. */
static int satisfiable(TvQuery *q, Z3_ast pre) { return smt_solve(&q->smt, pre, 0) == Z3_L_TRUE; }

static int setup_abstract(TvQuery *q, struct FpState *st) {
  EncFn top = {.q = q, .s = &q->smt};
  EncFn *f = &top;
  for (int k = 0; k < FP_NKINDS; k++)
    if (st->t[k].present) add_const(&q->arena, &st->t[k], fp_mag_bits((FpKind)k, 1.0, 0));
  build_chain(st);
  close_constants(&q->arena, st);
  if (enc_failed(f)) return 1;
  int bad = choose_widths(st);
  if (bad >= 0) {
    q->fp_unavailable = 1;
    return enc_stop(q, TV_INCONCLUSIVE, "abstraction: too many %s values for the abstract encoding",
                    fp_formats[bad].name);
  }
  Z3_ast pre = smt_true(&q->smt);
  for (int k = 0; k < FP_NKINDS; k++) {
    FpType *t = &st->t[k];
    if (!t->present) continue;
    t->mb = arena_alloc(&q->arena, (t->n + 1) * sizeof *t->mb);
    if (!t->mb) return enc_failed(f);
    for (unsigned i = 0; i < t->n; i++) {
      char name[48];
      snprintf(name, sizeof name, "fpc.%s.%llx", fp_formats[k].name, (unsigned long long)t->consts[i]);
      t->mb[i] = smt_fresh(&q->smt, name, smt_bv_sort(&q->smt, t->m));
    }
  }
  for (int k = 0; k < FP_NKINDS; k++) {
    if (!st->t[k].present) continue;
    pre = and_(f, pre, order_constraints(f, (FpKind)k));
    if (st->t[k].chained && st->t[k].prev >= 0) pre = and_(f, pre, layout_constraints(f, (FpKind)k));
  }
  if (enc_failed(f)) return 1;
  if (!satisfiable(q, pre)) {
    q->fp_unavailable = 1;
    return enc_stop(q, TV_INCONCLUSIVE, "abstraction: constraints on constants are inconsistent");
  }
  q->fp_pre = pre;
  return 0;
}

int fp_prepare(TvQuery *q, MlirOperation src, MlirOperation tgt) {
  q->fp_pre = smt_true(&q->smt);
  if (q->fp_ieee) return 0;
  struct FpState *st = arena_alloc(&q->arena, sizeof *st);
  if (!st) return enc_stop(q, TV_ERROR, "out of memory while encoding");
  memset(st, 0, sizeof *st);
  q->fp = st;
  Scan sc = {q, st, 1, src, tgt};
  mlirOperationWalk(src, scan_elementwise, &sc, MlirWalkPreOrder);
  if (sc.elementwise) mlirOperationWalk(tgt, scan_elementwise, &sc, MlirWalkPreOrder);
  mlirOperationWalk(src, scan_op, &sc, MlirWalkPreOrder);
  mlirOperationWalk(tgt, scan_op, &sc, MlirWalkPreOrder);
  int any = 0;
  for (int k = 0; k < FP_NKINDS; k++) any |= st->t[k].present;
  return any ? setup_abstract(q, st) : 0;
}
