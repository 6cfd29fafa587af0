/* fp.c: floating-point operations in the exact (IEEE, Z3 FPA) and abstract encodings.
 * The per-query abstract domain (widths, constants, preconditions) is set up by
 * fpabs.c; this file holds the operations, which dispatch on q->fp_ieee. */
#include "fp.h"
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <mlir-c/BuiltinAttributes.h>
#include <mlir-c/BuiltinTypes.h>
#include "fpabs.h"
#include "mlirutil.h"

const FpFormat fp_formats[FP_NKINDS] = {
    {"f16", 5, 11}, {"bf16", 8, 8}, {"f32", 8, 24}, {"f64", 11, 53}};

int fp_kind(MlirType t) {
  if (mlirTypeIsNull(t)) return -1;
  while (mlirTypeIsAShaped(t)) t = mlirShapedTypeGetElementType(t);   /* tensor, vector, memref (of vectors) */
  if (mlirTypeIsAF16(t)) return FP_F16;
  if (mlirTypeIsABF16(t)) return FP_BF16;
  if (mlirTypeIsAF32(t)) return FP_F32;
  if (mlirTypeIsAF64(t)) return FP_F64;
  return -1;
}

const char *fp_kind_name(FpKind k) { return fp_formats[k].name; }

int fp_complex_kind(MlirType t) {
  if (mlirTypeIsNull(t)) return -1;
  if (mlirTypeIsAShaped(t)) t = mlirShapedTypeGetElementType(t);
  return mlirTypeIsAComplex(t) ? fp_kind(mlirComplexTypeGetElementType(t)) : -1;
}

int fp_value_kind(MlirType t) {
  int k = fp_kind(t), c = k >= 0 ? -1 : fp_complex_kind(t);
  return k >= 0 ? k : c >= 0 ? FP_COMPLEX + c : -1;
}

Z3_ast fp_part(EncFn *f, FpKind k, Z3_ast c, int im) {
  unsigned w = fp_width(f->q, k);
  return im ? smt_extract(S(f), 2 * w - 1, w, c) : smt_extract(S(f), w - 1, 0, c);
}

Z3_ast fp_pack(EncFn *f, Z3_ast re, Z3_ast im) { return smt_app2(S(f), Z3_mk_concat, im, re); }

unsigned fp_width(TvQuery *q, FpKind k) {
  q->fp_used = 1;
  if (q->fp_ieee || !q->fp) return fp_formats[k].ebits + fp_formats[k].sbits;
  return fpa_width(q, k);
}

/* ---- shared helpers ---- */

static unsigned total_bits(FpKind k) { return fp_formats[k].ebits + fp_formats[k].sbits; }

/* The sign bit is the top bit in both encodings. */
static Z3_ast sign_bit(EncFn *f, Z3_ast a) {
  unsigned w = smt_width(S(f), a);
  return smt_extract(S(f), w - 1, w - 1, a);
}

static Z3_ast with_sign(EncFn *f, Z3_ast sign1, Z3_ast a) {
  unsigned w = smt_width(S(f), a);
  return smt_app2(S(f), Z3_mk_concat, sign1, smt_extract(S(f), w - 2, 0, a));
}

Z3_ast fp_neg(EncFn *f, FpKind k, Z3_ast a) {
  return with_sign(f, smt_app1(S(f), Z3_mk_bvnot, sign_bit(f, a)), a);
}

Z3_ast fp_abs(EncFn *f, FpKind k, Z3_ast a) { return with_sign(f, smt_bv_u64(S(f), 1, 0), a); }

Z3_ast fp_copysign(EncFn *f, FpKind k, Z3_ast mag, Z3_ast sign) {
  return with_sign(f, sign_bit(f, sign), mag);
}

Z3_ast fp_is_neg(EncFn *f, FpKind k, Z3_ast a) { return smt_bv_to_bool(S(f), sign_bit(f, a)); }

/* ---- exact encoding: IEEE bit patterns through Z3's floating-point theory ---- */

static Z3_sort ieee_sort(EncFn *f, FpKind k) {
  return smt_fp_sort(S(f), fp_formats[k].ebits, fp_formats[k].sbits);
}

static Z3_ast ieee_val(EncFn *f, FpKind k, Z3_ast bits) {
  Z3_sort srt = ieee_sort(f, k);
  return bits && srt ? smt_keep(S(f), Z3_mk_fpa_to_fp_bv(S(f)->ctx, bits, srt)) : NULL;
}

/* The quiet NaN every arithmetic NaN result becomes (APFloat's default NaN). */
static Z3_ast ieee_qnan(EncFn *f, FpKind k) {
  unsigned p = fp_formats[k].sbits;
  uint64_t b = (((1ULL << fp_formats[k].ebits) - 1) << (p - 1)) | (1ULL << (p - 2));
  return smt_bv_u64(S(f), total_bits(k), b);
}

static Z3_ast ieee_bits(EncFn *f, FpKind k, Z3_ast x) {
  Z3_ast nan = smt_app1(S(f), Z3_mk_fpa_is_nan, x);
  return ite(f, nan, ieee_qnan(f, k), smt_app1(S(f), Z3_mk_fpa_to_ieee_bv, x));
}

static Z3_ast ieee_rm(EncFn *f, FpRound r) {
  Z3_context c = S(f)->ctx;
  switch (r) {
  case FP_RTN: return smt_keep(S(f), Z3_mk_fpa_rtn(c));
  case FP_RTP: return smt_keep(S(f), Z3_mk_fpa_rtp(c));
  case FP_RTZ: return smt_keep(S(f), Z3_mk_fpa_rtz(c));
  case FP_RNA: return smt_keep(S(f), Z3_mk_fpa_rna(c));
  default: return smt_keep(S(f), Z3_mk_fpa_rne(c));
  }
}

static Z3_ast ieee_pred(EncFn *f, FpKind k, SmtFn1 p, Z3_ast a) {
  return smt_app1(S(f), p, ieee_val(f, k, a));
}

/* fmod (arith.remf, C fmod): IEEE remainder rounds the quotient to nearest, fmod truncates;
 * they differ by one |b| with the sign of a, and that sum is exact. */
static Z3_ast ieee_fmod(EncFn *f, FpKind k, Z3_ast x, Z3_ast y) {
  Smt *s = S(f);
  Z3_ast r = smt_app2(s, Z3_mk_fpa_rem, x, y);
  Z3_ast r_neg = smt_app1(s, Z3_mk_fpa_is_negative, r);
  Z3_ast x_neg = smt_app1(s, Z3_mk_fpa_is_negative, x);
  Z3_ast fix = and_(f, not_(f, smt_app1(s, Z3_mk_fpa_is_zero, r)), not_(f, eq(f, r_neg, x_neg)));
  Z3_ast ay = smt_app1(s, Z3_mk_fpa_abs, y);
  Z3_ast step = ite(f, x_neg, smt_app1(s, Z3_mk_fpa_neg, ay), ay);
  return ite(f, fix, smt_app3(s, Z3_mk_fpa_add, ieee_rm(f, FP_RNE), r, step), r);
}

static Z3_ast ieee_binary(EncFn *f, FpKind k, FpBin op, Z3_ast a, Z3_ast b) {
  Smt *s = S(f);
  Z3_ast x = ieee_val(f, k, a), y = ieee_val(f, k, b), rm = ieee_rm(f, FP_RNE), r = NULL;
  switch (op) {
  case FP_ADD: r = smt_app3(s, Z3_mk_fpa_add, rm, x, y); break;
  case FP_SUB: r = smt_app3(s, Z3_mk_fpa_sub, rm, x, y); break;
  case FP_MUL: r = smt_app3(s, Z3_mk_fpa_mul, rm, x, y); break;
  case FP_DIV: r = smt_app3(s, Z3_mk_fpa_div, rm, x, y); break;
  case FP_REM: r = ieee_fmod(f, k, x, y); break;
  default: return NULL;
  }
  return ieee_bits(f, k, r);
}

/* ---- classification ---- */

Z3_ast fp_is_nan(EncFn *f, FpKind k, Z3_ast a) {
  return f->q->fp_ieee ? ieee_pred(f, k, Z3_mk_fpa_is_nan, a) : fpa_is_nan(f, k, a);
}

Z3_ast fp_is_inf(EncFn *f, FpKind k, Z3_ast a) {
  return f->q->fp_ieee ? ieee_pred(f, k, Z3_mk_fpa_is_infinite, a) : fpa_is_inf(f, k, a);
}

Z3_ast fp_is_zero(EncFn *f, FpKind k, Z3_ast a) {
  return f->q->fp_ieee ? ieee_pred(f, k, Z3_mk_fpa_is_zero, a) : fpa_is_zero(f, k, a);
}

/* Abstract: whether a finite non-zero value is normal is unknown (a fresh function). */
Z3_ast fp_is_normal(EncFn *f, FpKind k, Z3_ast a) {
  if (f->q->fp_ieee) return ieee_pred(f, k, Z3_mk_fpa_is_normal, a);
  Z3_ast special = or_(f, fp_is_nan(f, k, a), or_(f, fp_is_inf(f, k, a), fp_is_zero(f, k, a)));
  return and_(f, not_(f, special), fpa_uf_bool(f, k, "isnormal", a));
}

static Z3_ast is_finite(EncFn *f, FpKind k, Z3_ast a) {
  return not_(f, or_(f, fp_is_nan(f, k, a), fp_is_inf(f, k, a)));
}

/* ---- comparisons ---- */

/* a < b and a == b for non-NaN operands. */
static Z3_ast less(EncFn *f, FpKind k, Z3_ast a, Z3_ast b) {
  if (f->q->fp_ieee) return smt_app2(S(f), Z3_mk_fpa_lt, ieee_val(f, k, a), ieee_val(f, k, b));
  return fpa_less(f, k, a, b);
}

static Z3_ast equal(EncFn *f, FpKind k, Z3_ast a, Z3_ast b) {
  if (f->q->fp_ieee) return smt_app2(S(f), Z3_mk_fpa_eq, ieee_val(f, k, a), ieee_val(f, k, b));
  return or_(f, eq(f, a, b), and_(f, fp_is_zero(f, k, a), fp_is_zero(f, k, b)));
}

/* CmpFPredicate: false oeq ogt oge olt ole one ord ueq ugt uge ult ule une uno true. */
Z3_ast fp_cmp(EncFn *f, FpKind k, int pred, Z3_ast a, Z3_ast b) {
  if (pred == 0) return smt_false(S(f));
  if (pred == 15) return smt_true(S(f));
  Z3_ast uno = or_(f, fp_is_nan(f, k, a), fp_is_nan(f, k, b));
  if (pred == 7) return not_(f, uno);
  if (pred == 14) return uno;
  int rel = pred < 8 ? pred : pred - 7;   /* 1 eq, 2 gt, 3 ge, 4 lt, 5 le, 6 ne */
  Z3_ast r = NULL;
  switch (rel) {
  case 1: r = equal(f, k, a, b); break;
  case 2: r = less(f, k, b, a); break;
  case 3: r = or_(f, less(f, k, b, a), equal(f, k, a, b)); break;
  case 4: r = less(f, k, a, b); break;
  case 5: r = or_(f, less(f, k, a, b), equal(f, k, a, b)); break;
  default: r = not_(f, equal(f, k, a, b)); break;
  }
  return pred < 8 ? and_(f, not_(f, uno), r) : or_(f, uno, r);
}

/* ---- minimum and maximum (mode independent, in terms of the comparisons) ---- */

Z3_ast fp_nan(EncFn *f, FpKind k) { return f->q->fp_ieee ? ieee_qnan(f, k) : fpa_nan(f, k); }

Z3_ast fp_one(EncFn *f, FpKind k) { return fp_exact(f, k, 1.0); }

Z3_ast fp_exact(EncFn *f, FpKind k, double v) {
  uint64_t bits = fp_mag_bits(k, fabs(v), 0) | ((uint64_t)(signbit(v) != 0) << (total_bits(k) - 1));
  return f->q->fp_ieee ? smt_bv_u64(S(f), total_bits(k), bits) : fpa_constant(f, k, bits);
}

/* +-0.0 and +-Inf are special values in both encodings (always present, no MB variable). */
static Z3_ast fp_special(EncFn *f, FpKind k, uint64_t mag, int negative) {
  uint64_t bits = mag | ((uint64_t)(negative != 0) << (total_bits(k) - 1));
  return f->q->fp_ieee ? smt_bv_u64(S(f), total_bits(k), bits) : fpa_constant(f, k, bits);
}

Z3_ast fp_zero(EncFn *f, FpKind k, int negative) { return fp_special(f, k, 0, negative); }

Z3_ast fp_inf(EncFn *f, FpKind k, int negative) {
  uint64_t inf = ((1ULL << fp_formats[k].ebits) - 1) << (fp_formats[k].sbits - 1);
  return fp_special(f, k, inf, negative);
}

/* maximumf/minimumf: NaN if either is NaN, -0.0 < +0.0. maxnumf/minnumf: the other
 * operand if one is NaN; for +-0.0 "either of them" (ArithOps.td), a fresh choice. */
static Z3_ast minmax(EncFn *f, FpKind k, FpBin op, Z3_ast a, Z3_ast b) {
  int max = op == FP_MAXIMUM || op == FP_MAXNUM;
  Z3_ast a_lt_b = less(f, k, a, b), b_lt_a = less(f, k, b, a);
  Z3_ast big = ite(f, a_lt_b, b, a), small = ite(f, a_lt_b, a, b);
  Z3_ast pick = max ? big : small;
  Z3_ast zeros = and_(f, fp_is_zero(f, k, a), fp_is_zero(f, k, b));
  Z3_ast a_neg = fp_is_neg(f, k, a);
  Z3_ast r;
  if (op == FP_MAXIMUM || op == FP_MINIMUM) {
    /* both zero: maximum is -0.0 only if both are; minimum is +0.0 only if both are */
    Z3_ast zero_pick = max ? ite(f, a_neg, b, a) : ite(f, a_neg, a, b);
    r = ite(f, or_(f, a_lt_b, b_lt_a), pick, ite(f, zeros, zero_pick, a));
    return ite(f, or_(f, fp_is_nan(f, k, a), fp_is_nan(f, k, b)), fp_nan(f, k), r);
  }
  Z3_ast choice = smt_fresh(S(f), max ? "maxnumf.zero" : "minnumf.zero", Z3_mk_bool_sort(S(f)->ctx));
  Z3_ast signs_differ = not_(f, eq(f, a_neg, fp_is_neg(f, k, b)));
  if (enc_is_src(f) &&
      enc_approx(f, and_(f, zeros, signs_differ),
                 "uses %s of +0.0 and -0.0, which may return either",
                 max ? "arith.maxnumf" : "arith.minnumf"))
    return NULL;
  r = ite(f, or_(f, a_lt_b, b_lt_a), pick, ite(f, zeros, ite(f, choice, a, b), a));
  return ite(f, fp_is_nan(f, k, a), b, ite(f, fp_is_nan(f, k, b), a, r));
}

Z3_ast fp_binary(EncFn *f, FpKind k, FpBin op, Z3_ast a, Z3_ast b) {
  if (!a || !b) return NULL;
  if (op >= FP_MAXIMUM) return minmax(f, k, op, a, b);
  if (f->q->fp_ieee) return ieee_binary(f, k, op, a, b);
  if (op == FP_SUB) return fpa_add(f, k, a, fp_neg(f, k, b));   /* IEEE: x - y = x + (-y) */
  switch (op) {
  case FP_ADD: return fpa_add(f, k, a, b);
  case FP_MUL: return fpa_mul(f, k, a, b);
  case FP_DIV: return fpa_div(f, k, a, b);
  default: return fpa_rem(f, k, a, b);
  }
}

Z3_ast fp_fma(EncFn *f, FpKind k, Z3_ast a, Z3_ast b, Z3_ast c) {
  if (!a || !b || !c) return NULL;
  if (!f->q->fp_ieee) return fpa_fma(f, k, a, b, c);
  Z3_ast rm = ieee_rm(f, FP_RNE), x = ieee_val(f, k, a), y = ieee_val(f, k, b), z = ieee_val(f, k, c);
  if (!rm || !x || !y || !z) return NULL;
  return ieee_bits(f, k, smt_keep(S(f), Z3_mk_fpa_fma(S(f)->ctx, rm, x, y, z)));
}

Z3_ast fp_sqrt(EncFn *f, FpKind k, Z3_ast a) {
  if (!f->q->fp_ieee) return fpa_sqrt(f, k, a);
  return ieee_bits(f, k, smt_app2(S(f), Z3_mk_fpa_sqrt, ieee_rm(f, FP_RNE), ieee_val(f, k, a)));
}

/* Z3 4.8.12 fails on bf16 ("invalid zero_extend application") in round-to-integral and
 * float-to-integer conversion; a bf16 is exactly an f32 with 16 zero low bits, and those
 * ops on it give results bf16 holds, so they run in f32. */
static FpKind ieee_widen(EncFn *f, FpKind k, Z3_ast *a) {
  if (k != FP_BF16 || !*a) return k;
  *a = smt_app2(S(f), Z3_mk_concat, *a, smt_bv_u64(S(f), 16, 0));
  return FP_F32;
}

Z3_ast fp_round_int(EncFn *f, FpKind k, FpRound r, Z3_ast a, const char *opname) {
  if (!f->q->fp_ieee) return fpa_round_int(f, k, a, opname);
  FpKind w = ieee_widen(f, k, &a);
  Z3_ast x = ieee_bits(f, w, smt_app2(S(f), Z3_mk_fpa_round_to_integral, ieee_rm(f, r), ieee_val(f, w, a)));
  return w == k ? x : smt_extract(S(f), 31, 16, x);
}

/* Values at +-0.0 and +-Inf that every implementation of the function gives: the special
 * cases of IEEE 754-2019 section 9.2.1 (and C17 Annex F) for the functions modeled as
 * uninterpreted. UF_SAME: the argument itself (sin(+-0) = +-0). */
typedef enum { UF_FREE, UF_SAME, UF_PZERO, UF_ONE, UF_MONE, UF_PINF, UF_NINF, UF_NAN } UfExact;
static const struct {
  const char *op;
  UfExact zero, ninf, pinf;
} uf_exact[] = {
    {"math.asin", UF_SAME, UF_NAN, UF_NAN},    {"math.asinh", UF_SAME, UF_NINF, UF_PINF},
    {"math.atan", UF_SAME, UF_FREE, UF_FREE},  {"math.atanh", UF_SAME, UF_NAN, UF_NAN},
    {"math.cbrt", UF_SAME, UF_NINF, UF_PINF},  {"math.cos", UF_ONE, UF_NAN, UF_NAN},
    {"math.cosh", UF_ONE, UF_PINF, UF_PINF},   {"math.erf", UF_SAME, UF_MONE, UF_ONE},
    {"math.exp", UF_ONE, UF_PZERO, UF_PINF},   {"math.exp2", UF_ONE, UF_PZERO, UF_PINF},
    {"math.expm1", UF_SAME, UF_MONE, UF_PINF}, {"math.log", UF_NINF, UF_NAN, UF_PINF},
    {"math.log10", UF_NINF, UF_NAN, UF_PINF},  {"math.log1p", UF_SAME, UF_NAN, UF_PINF},
    {"math.log2", UF_NINF, UF_NAN, UF_PINF},   {"math.sin", UF_SAME, UF_NAN, UF_NAN},
    {"math.sinh", UF_SAME, UF_NINF, UF_PINF},  {"math.tan", UF_SAME, UF_NAN, UF_NAN},
    {"math.tanh", UF_SAME, UF_MONE, UF_ONE},
};

static Z3_ast uf_exact_value(EncFn *f, FpKind k, UfExact e, Z3_ast x) {
  switch (e) {
  case UF_SAME: return x;
  case UF_PZERO: return fp_zero(f, k, 0);
  case UF_ONE: return fp_one(f, k);
  case UF_MONE: return fp_neg(f, k, fp_one(f, k));
  case UF_PINF: return fp_inf(f, k, 0);
  case UF_NINF: return fp_inf(f, k, 1);
  default: return fp_nan(f, k);
  }
}

/* r with the exact special cases of opname at x; *general becomes "x is none of them". */
static Z3_ast uf_specials(EncFn *f, FpKind k, const char *opname, Z3_ast x, Z3_ast r, Z3_ast *general) {
  for (size_t i = 0; i < sizeof uf_exact / sizeof uf_exact[0]; i++) {
    if (strcmp(uf_exact[i].op, opname)) continue;
    Z3_ast neg = fp_is_neg(f, k, x), inf = fp_is_inf(f, k, x);
    Z3_ast at[3] = {fp_is_zero(f, k, x), and_(f, inf, neg), and_(f, inf, not_(f, neg))};
    UfExact e[3] = {uf_exact[i].zero, uf_exact[i].ninf, uf_exact[i].pinf};
    for (int j = 2; j >= 0; j--) {
      if (e[j] == UF_FREE) continue;
      r = ite(f, at[j], uf_exact_value(f, k, e[j], x), r);
      *general = and_(f, *general, not_(f, at[j]));
    }
    break;
  }
  return r;
}

/* An uninterpreted function of the operands' bits. One operand: NaN in -> NaN out, and the
 * exact special cases above. The approximation is recorded where the function's value
 * matters: when `used` holds (NULL: no operand is NaN and no special case applies). */
Z3_ast fp_uf(EncFn *f, FpKind k, const char *opname, unsigned n, const Z3_ast *args, Z3_ast used) {
  Smt *s = S(f);
  Z3_sort srt = smt_bv_sort(s, fp_width(f->q, k));
  Z3_sort dom[3] = {srt, srt, srt};
  char name[96];
  snprintf(name, sizeof name, "fp.%s.%s.%s", f->q->fp_ieee ? "ieee" : "abs", opname, fp_kind_name(k));
  Z3_ast r = smt_call(s, smt_fun(s, name, n, dom, srt), n, args), general = smt_true(s);
  if (n == 1) r = ite(f, fp_is_nan(f, k, args[0]), args[0], uf_specials(f, k, opname, args[0], r, &general));
  if (!used) {
    used = general;
    for (unsigned i = 0; i < n; i++) used = and_(f, used, not_(f, fp_is_nan(f, k, args[i])));
  }
  if (enc_approx(f, used, "uses %s, modeled as an uninterpreted function", opname)) return NULL;
  return r;
}

/* ---- conversions ---- */

Z3_ast fp_convert(EncFn *f, FpKind from, FpKind to, FpRound r, Z3_ast a) {
  if (!f->q->fp_ieee) return fpa_convert(f, from, to, r, a);
  Z3_ast rm = ieee_rm(f, r), x = ieee_val(f, from, a);
  Z3_sort srt = ieee_sort(f, to);
  if (!rm || !x || !srt) return NULL;
  return ieee_bits(f, to, smt_keep(S(f), Z3_mk_fpa_to_fp_float(S(f)->ctx, rm, x, srt)));
}

Z3_ast fp_from_int(EncFn *f, FpKind k, Z3_ast i, int is_signed) {
  if (!i) return NULL;
  if (!f->q->fp_ieee) return fpa_from_int(f, k, i, is_signed);
  Z3_context c = S(f)->ctx;
  Z3_ast rm = ieee_rm(f, FP_RNE);
  Z3_sort srt = ieee_sort(f, k);
  if (!rm || !srt) return NULL;
  Z3_ast x = is_signed ? Z3_mk_fpa_to_fp_signed(c, rm, i, srt) : Z3_mk_fpa_to_fp_unsigned(c, rm, i, srt);
  return ieee_bits(f, k, smt_keep(S(f), x));
}

/* An integer power of two (or its negation) as a float of kind k, +-Inf beyond range. */
static Z3_ast ieee_pow2(EncFn *f, FpKind k, unsigned e, int neg) {
  Z3_context c = S(f)->ctx;
  Z3_sort f64 = smt_fp_sort(S(f), 11, 53), srt = ieee_sort(f, k);
  Z3_ast rm = ieee_rm(f, FP_RNE);
  if (!f64 || !srt || !rm) return NULL;
  Z3_ast d = smt_keep(S(f), Z3_mk_fpa_numeral_double(c, neg ? -ldexp(1, (int)e) : ldexp(1, (int)e), f64));
  return d ? smt_keep(S(f), Z3_mk_fpa_to_fp_float(c, rm, d, srt)) : NULL;
}

Z3_ast fp_to_int(EncFn *f, FpKind k, Z3_ast a, unsigned w, int is_signed, Z3_ast *ok) {
  if (!a) return NULL;
  if (!f->q->fp_ieee) return fpa_to_int(f, k, a, w, is_signed, ok);
  k = ieee_widen(f, k, &a);
  Smt *s = S(f);
  Z3_ast x = ieee_val(f, k, a), rtz = ieee_rm(f, FP_RTZ);
  Z3_ast t = smt_app2(s, Z3_mk_fpa_round_to_integral, rtz, x);
  /* in range: lo <= trunc(x) < hi, with lo = -2^(w-1) or 0 and hi = 2^(w-1) or 2^w */
  Z3_ast lo = is_signed ? ieee_pow2(f, k, w - 1, 1) : ieee_pow2(f, k, 0, 0);
  Z3_ast hi = ieee_pow2(f, k, is_signed ? w - 1 : w, 0);
  Z3_ast above = is_signed ? smt_app2(s, Z3_mk_fpa_geq, t, lo)
                           : smt_app2(s, Z3_mk_fpa_gt, t, smt_app1(s, Z3_mk_fpa_neg, lo));
  *ok = and_(f, is_finite(f, k, a), and_(f, above, smt_app2(s, Z3_mk_fpa_lt, t, hi)));
  if (!x || !rtz) return NULL;
  return smt_keep(s, is_signed ? Z3_mk_fpa_to_sbv(s->ctx, rtz, x, w) : Z3_mk_fpa_to_ubv(s->ctx, rtz, x, w));
}

Z3_ast fp_to_bits(EncFn *f, FpKind k, Z3_ast a) {
  if (f->q->fp_ieee || !a) return a;
  return fpa_to_bits(f, k, a);
}

Z3_ast fp_from_bits(EncFn *f, FpKind k, Z3_ast bits) {
  if (f->q->fp_ieee || !bits) return bits;
  return fpa_from_bits(f, k, bits);
}

/* ---- constants and refinement ---- */

Z3_ast fp_constant(EncFn *f, FpKind k, MlirAttribute a) {
  uint64_t bits;
  if (fp_attr_bits(&f->q->arena, k, a, &bits))
    return enc_stop(f->q, TV_UNSUPPORTED, "float literal of type %s", fp_kind_name(k)), NULL;
  if (f->q->fp_ieee) return smt_bv_u64(S(f), total_bits(k), bits);
  return fpa_constant(f, k, bits);
}

Z3_ast fp_same(TvQuery *q, FpKind k, Z3_ast a, Z3_ast b) {
  EncFn top = {.q = q, .s = &q->smt};
  Z3_ast both_nan = and_(&top, fp_is_nan(&top, k, a), fp_is_nan(&top, k, b));
  return or_(&top, both_nan, eq(&top, a, b));
}

Z3_ast fp_same_value(TvQuery *q, int vk, Z3_ast a, Z3_ast b) {
  EncFn top = {.q = q, .s = &q->smt};
  if (vk < 0) return eq(&top, a, b);
  if (vk < FP_COMPLEX) return fp_same(q, (FpKind)vk, a, b);
  FpKind k = (FpKind)(vk - FP_COMPLEX);
  return and_(&top, fp_same(q, k, fp_part(&top, k, a, 0), fp_part(&top, k, b, 0)),
              fp_same(q, k, fp_part(&top, k, a, 1), fp_part(&top, k, b, 1)));
}

/* fastmath (ArithBase.td FastMathFlags): nnan / ninf make a NaN / Inf operand or result
 * poison. The other flags allow rewrites we do not model: on a source op, a
 * counterexample through it is inconclusive (docs/semantics.md). Returns "not poison". */
Z3_ast fp_fastmath(EncFn *f, MlirOperation op, FpKind k, unsigned n, const Z3_ast *vals) {
  Smt *s = S(f);
  unsigned fm = mu_fastmath(&f->q->arena, op);
  int nnan = (fm & MU_FM_NNAN) != 0, ninf = (fm & MU_FM_NINF) != 0;
  static const char *other[] = {"nsz", "reassoc", "contract", "arcp", "afn"};
  for (int i = 0; i < 5 && enc_is_src(f); i++)
    if (fm & (MU_FM_NSZ << i)) {
      if (enc_approx(f, smt_true(s), "uses %s with fastmath<%s>, which is not modeled",
                     mu_op_name(&f->q->arena, op), fm & MU_FM_FAST ? "fast" : other[i]))
        return NULL;
      break;
    }
  Z3_ast np = smt_true(s);
  for (unsigned i = 0; i < n; i++) {
    if (nnan) np = smt_and(s, np, smt_app1(s, Z3_mk_not, fp_is_nan(f, k, vals[i])));
    if (ninf) np = smt_and(s, np, smt_app1(s, Z3_mk_not, fp_is_inf(f, k, vals[i])));
  }
  return np;
}

/* ---- IEEE bit patterns as numbers (also used by fpabs.c for constants) ---- */

double fp_bits_to_double(FpKind k, uint64_t b) {
  unsigned eb = fp_formats[k].ebits, p = fp_formats[k].sbits;
  int bias = (1 << (eb - 1)) - 1;
  int neg = (int)((b >> (eb + p - 1)) & 1);
  uint64_t e = (b >> (p - 1)) & ((1ULL << eb) - 1), m = b & ((1ULL << (p - 1)) - 1);
  double v;
  if (e == (1ULL << eb) - 1) v = m ? NAN : INFINITY;
  else if (e == 0) v = ldexp((double)m, 1 - bias - (int)(p - 1));
  else v = ldexp((double)(m | (1ULL << (p - 1))), (int)e - bias - (int)(p - 1));
  return neg ? -v : v;
}

uint64_t fp_mag_bits(FpKind k, double v, int toward_zero) {
  unsigned eb = fp_formats[k].ebits, p = fp_formats[k].sbits;
  int bias = (1 << (eb - 1)) - 1, emin = 1 - bias, e;
  uint64_t inf = ((1ULL << eb) - 1) << (p - 1);
  v = fabs(v);
  if (isinf(v)) return inf;
  if (v == 0) return 0;
  frexp(v, &e);
  e -= 1;                                       /* v in [2^e, 2^(e+1)) */
  if (e < emin) e = emin;                       /* subnormal: fixed quantum */
  double n = ldexp(v, (int)(p - 1) - e);        /* exact: a power-of-two scaling */
  double r = toward_zero ? floor(n) : rint(n);  /* rint: ties to even */
  if (r >= ldexp(1, (int)p)) {
    r /= 2;
    e++;
  }
  if (e > bias) return toward_zero ? inf - 1 : inf;
  uint64_t sig = (uint64_t)r;
  if (sig < (1ULL << (p - 1))) return sig;      /* subnormal or zero */
  return ((uint64_t)(e + bias) << (p - 1)) | (sig - (1ULL << (p - 1)));
}

/* arith.constant values: FloatAttr; NaN payloads need the printed hex form. */
int fp_attr_bits(Arena *ar, FpKind k, MlirAttribute a, uint64_t *bits) {
  if (mlirAttributeIsNull(a) || !mlirAttributeIsAFloat(a)) return 1;
  char buf[64];   /* "1.500000e+00 : f32" or "0x7FC00000 : f32": no allocation (run per step) */
  (void)ar;
  char *txt = mu_attr_text(a, buf, sizeof buf);
  if (txt && txt[0] == '0' && txt[1] == 'x') {
    *bits = strtoull(txt, NULL, 16);
    return 0;
  }
  double v = mlirFloatAttrGetValueDouble(a);
  *bits = fp_mag_bits(k, v, 0) | ((uint64_t)(signbit(v) != 0) << (total_bits(k) - 1));
  return 0;
}
