/* ifloat.c: IEEE-754 arithmetic on bit patterns through MPFR (ifloat.h).
 *
 * Every result goes through one rounding, round_bits: an operation is computed at p + 2
 * bits in MPFR's wide exponent range (no overflow or underflow there), made "round to odd"
 * when inexact, and then rounded to the format's p bits with the format's exponent range,
 * mpfr_check_range and mpfr_subnormalize. Round to odd at p + 2 bits keeps every later
 * rounding to p or fewer bits correct (ties stay ties, non-ties stay on their side), so
 * one path serves every mode, subnormals, and to_nearest_away, which MPFR rounds only in
 * some functions: here it is chosen between the toward-zero and away-from-zero results by
 * comparing with their midpoint. NaN, Inf and zero operands are decided before MPFR where
 * its conventions differ (its NaN has no sign or payload). */
#include <stdint.h>
#include <fenv.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <mpfr.h>
#include "ifloat.h"

typedef struct { unsigned eb, p; } Fmt;   /* exponent bits; precision, hidden bit included */
static const Fmt fmts[] = {{5, 11}, {8, 8}, {8, 24}, {11, 53}};

static int bias(IfFormat f) { return (1 << (fmts[f].eb - 1)) - 1; }
static uint64_t sign_bit(IfFormat f) { return 1ULL << (if_width(f) - 1); }
static uint64_t mask(IfFormat f) { return if_width(f) == 64 ? ~0ULL : (1ULL << if_width(f)) - 1; }
static uint64_t exp_field(IfFormat f, uint64_t a) { return (a >> (fmts[f].p - 1)) & ((1ULL << fmts[f].eb) - 1); }
static uint64_t man_field(IfFormat f, uint64_t a) { return a & ((1ULL << (fmts[f].p - 1)) - 1); }
static uint64_t inf_bits(IfFormat f) { return ((1ULL << fmts[f].eb) - 1) << (fmts[f].p - 1); }

unsigned if_width(IfFormat f) { return fmts[f].eb + fmts[f].p; }

uint64_t if_default_nan(IfFormat f) { return inf_bits(f) | (1ULL << (fmts[f].p - 2)); }

int if_is_nan(IfFormat f, uint64_t a) { return exp_field(f, a) == (1ULL << fmts[f].eb) - 1 && man_field(f, a); }
int if_is_inf(IfFormat f, uint64_t a) { return exp_field(f, a) == (1ULL << fmts[f].eb) - 1 && !man_field(f, a); }
int if_is_zero(IfFormat f, uint64_t a) { return (a & mask(f) & ~sign_bit(f)) == 0; }
int if_is_subnormal(IfFormat f, uint64_t a) { return exp_field(f, a) == 0 && man_field(f, a); }
int if_is_normal(IfFormat f, uint64_t a) { return exp_field(f, a) && exp_field(f, a) != (1ULL << fmts[f].eb) - 1; }
int if_is_finite(IfFormat f, uint64_t a) { return exp_field(f, a) != (1ULL << fmts[f].eb) - 1; }
int if_sign(IfFormat f, uint64_t a) { return (a & sign_bit(f)) != 0; }

/* ---- MPFR state: the caller's exponent range is restored on every exit ---- */

typedef struct { mpfr_exp_t emin, emax; } Range;

/* MPFR's default range: wide enough that no operation on these formats over- or
 * underflows (the smallest product is 2^-2148). */
static Range range_enter(void) {
  Range r = {mpfr_get_emin(), mpfr_get_emax()};
  mpfr_set_emin(1 - (1L << 30));
  mpfr_set_emax((1L << 30) - 1);
  return r;
}

static void range_leave(Range r) {
  mpfr_set_emin(r.emin);
  mpfr_set_emax(r.emax);
}

/* MPFR's form x = m * 2^e, 0.5 <= m < 1: MAX < 2^emax; the smallest subnormal is 2^(emin-1). */
static mpfr_exp_t fmt_emax(IfFormat f) { return bias(f) + 1; }
static mpfr_exp_t fmt_emin(IfFormat f) { return 3 - bias(f) - (int)fmts[f].p; }

static mpfr_rnd_t mpfr_mode(IfRound r) {
  switch (r) {
  case IF_RDN: return MPFR_RNDD;
  case IF_RUP: return MPFR_RNDU;
  case IF_RTZ: return MPFR_RNDZ;
  default: return MPFR_RNDN;   /* to_nearest_away: only for the sign of exact zeros */
  }
}

/* The value of a (not NaN) into x, exactly (x has at least the format's precision). */
static void decode(IfFormat f, uint64_t a, mpfr_t x) {
  int neg = if_sign(f, a);
  unsigned p = fmts[f].p;
  uint64_t e = exp_field(f, a), m = man_field(f, a);
  if (if_is_inf(f, a)) mpfr_set_inf(x, neg ? -1 : 1);
  else if (!e && !m) mpfr_set_zero(x, neg ? -1 : 1);
  else {
    long ex = e ? (long)e - bias(f) - (long)(p - 1) : 1 - bias(f) - (long)(p - 1);
    mpfr_set_uj_2exp(x, e ? m | (1ULL << (p - 1)) : m, ex, MPFR_RNDN);
    if (neg) mpfr_neg(x, x, MPFR_RNDN);
  }
}

/* The bits of y, a value representable in format f (or NaN, Inf, zero). */
static uint64_t encode(IfFormat f, const mpfr_t y) {
  if (mpfr_nan_p(y)) return if_default_nan(f);
  uint64_t s = mpfr_signbit(y) ? sign_bit(f) : 0;
  if (mpfr_inf_p(y)) return s | inf_bits(f);
  if (mpfr_zero_p(y)) return s;
  unsigned p = fmts[f].p;
  mpfr_exp_t e = mpfr_get_exp(y);
  int normal = e - 1 >= 1 - bias(f);
  mpfr_t t;
  mpfr_init2(t, (mpfr_prec_t)p);
  mpfr_abs(t, y, MPFR_RNDN);
  mpfr_mul_2si(t, t, normal ? (long)p - e : bias(f) + (long)p - 2, MPFR_RNDN);
  uint64_t m = (uint64_t)mpfr_get_uj(t, MPFR_RNDN);
  mpfr_clear(t);
  if (!normal) return s | m;
  return s | ((uint64_t)(e - 1 + bias(f)) << (p - 1)) | (m & ((1ULL << (p - 1)) - 1));
}

/* x rounded by rnd to the format: precision, then range and subnormals (in the wide range
 * on entry and exit). */
static void round_fmt(IfFormat f, mpfr_rnd_t rnd, mpfr_t y, const mpfr_t x) {
  int t = mpfr_set(y, x, rnd);
  mpfr_exp_t emin = mpfr_get_emin(), emax = mpfr_get_emax();
  mpfr_set_emin(fmt_emin(f));
  mpfr_set_emax(fmt_emax(f));
  t = mpfr_check_range(y, t, rnd);
  mpfr_subnormalize(y, t, rnd);
  mpfr_set_emin(emin);
  mpfr_set_emax(emax);
}

/* x, an exact value or one rounded to odd at >= p + 2 bits, rounded to format f in mode r. */
static uint64_t round_bits(IfFormat f, IfRound r, const mpfr_t x) {
  if (!mpfr_number_p(x) || mpfr_zero_p(x)) return encode(f, x);
  mpfr_prec_t p = (mpfr_prec_t)fmts[f].p;
  mpfr_t z, a, m;
  mpfr_inits2(p, z, a, (mpfr_ptr)0);
  round_fmt(f, r == IF_RNA ? MPFR_RNDZ : mpfr_mode(r), z, x);
  uint64_t out = encode(f, z);
  if (r == IF_RNA) {
    round_fmt(f, MPFR_RNDA, a, x);
    if (!mpfr_equal_p(z, a)) {
      /* the midpoint of the two neighbours (2^emax stands for Inf), exact in p + 2 bits */
      mpfr_init2(m, p + 2);
      if (mpfr_inf_p(a)) mpfr_set_ui_2exp(m, 1, fmt_emax(f), MPFR_RNDN);
      else mpfr_abs(m, a, MPFR_RNDN);
      if (mpfr_signbit(z)) mpfr_sub(m, m, z, MPFR_RNDN);   /* |a| + |z|: z has x's sign */
      else mpfr_add(m, m, z, MPFR_RNDN);
      mpfr_div_2ui(m, m, 1, MPFR_RNDN);
      if (mpfr_cmpabs(x, m) >= 0) out = encode(f, a);
      mpfr_clear(m);
    }
  }
  mpfr_clears(z, a, (mpfr_ptr)0);
  return out;
}

/* Makes x, the result of an operation with ternary value t, the odd one of the two
 * neighbours of the exact value when inexact. */
static void make_odd(mpfr_t x, int t) {
  if (!t || !mpfr_number_p(x) || mpfr_min_prec(x) == mpfr_get_prec(x)) return;
  if (t > 0) mpfr_nextbelow(x);
  else mpfr_nextabove(x);
}

/* ---- arithmetic ---- */

typedef enum { OP_ADD, OP_SUB, OP_MUL, OP_DIV, OP_FMA, OP_SQRT, OP_REM } Op;

static uint64_t arith(IfFormat f, IfRound r, Op op, unsigned n, const uint64_t *in) {
  for (unsigned i = 0; i < n; i++)
    if (if_is_nan(f, in[i])) return if_default_nan(f);
  Range saved = range_enter();
  mpfr_prec_t p = (mpfr_prec_t)fmts[f].p;
  mpfr_t x[3], res;
  for (unsigned i = 0; i < n; i++) {
    mpfr_init2(x[i], p);
    decode(f, in[i], x[i]);
  }
  mpfr_init2(res, p + 2);
  mpfr_rnd_t rnd = mpfr_mode(r);   /* sets the sign of exact zeros; else made odd below */
  int t = 0;
  switch (op) {
  case OP_ADD: t = mpfr_add(res, x[0], x[1], rnd); break;
  case OP_SUB: t = mpfr_sub(res, x[0], x[1], rnd); break;
  case OP_MUL: t = mpfr_mul(res, x[0], x[1], rnd); break;
  case OP_DIV: t = mpfr_div(res, x[0], x[1], rnd); break;
  case OP_FMA: t = mpfr_fma(res, x[0], x[1], x[2], rnd); break;
  case OP_SQRT: t = mpfr_sqrt(res, x[0], rnd); break;
  case OP_REM: t = mpfr_fmod(res, x[0], x[1], rnd); break;   /* exact: |res| < |y| */
  }
  make_odd(res, t);
  uint64_t out = round_bits(f, r, res);
  for (unsigned i = 0; i < n; i++) mpfr_clear(x[i]);
  mpfr_clear(res);
  range_leave(saved);
  return out;
}

uint64_t if_add(IfFormat f, IfRound r, uint64_t a, uint64_t b) { return arith(f, r, OP_ADD, 2, (uint64_t[]){a, b}); }
uint64_t if_sub(IfFormat f, IfRound r, uint64_t a, uint64_t b) { return arith(f, r, OP_SUB, 2, (uint64_t[]){a, b}); }
uint64_t if_mul(IfFormat f, IfRound r, uint64_t a, uint64_t b) { return arith(f, r, OP_MUL, 2, (uint64_t[]){a, b}); }
uint64_t if_div(IfFormat f, IfRound r, uint64_t a, uint64_t b) { return arith(f, r, OP_DIV, 2, (uint64_t[]){a, b}); }
uint64_t if_sqrt(IfFormat f, IfRound r, uint64_t a) { return arith(f, r, OP_SQRT, 1, &a); }
uint64_t if_rem(IfFormat f, uint64_t a, uint64_t b) { return arith(f, IF_RNE, OP_REM, 2, (uint64_t[]){a, b}); }

uint64_t if_fma(IfFormat f, IfRound r, uint64_t a, uint64_t b, uint64_t c) {
  return arith(f, r, OP_FMA, 3, (uint64_t[]){a, b, c});
}

/* ---- sign operations, maximum and minimum, comparison ---- */

uint64_t if_neg(IfFormat f, uint64_t a) { return (a ^ sign_bit(f)) & mask(f); }
uint64_t if_abs(IfFormat f, uint64_t a) { return a & mask(f) & ~sign_bit(f); }
uint64_t if_copysign(IfFormat f, uint64_t a, uint64_t b) { return if_abs(f, a) | (b & sign_bit(f)); }

/* A key of the order of non-NaN values; zeros_equal: +0 and -0 equal, else -0 < +0. */
static int64_t order_key(IfFormat f, uint64_t a, int zeros_equal) {
  int64_t m = (int64_t)if_abs(f, a);
  if (!if_sign(f, a)) return m;
  return zeros_equal ? -m : -m - 1;
}

static uint64_t pick(IfFormat f, uint64_t a, uint64_t b, int max) {
  int a_first = order_key(f, a, 0) >= order_key(f, b, 0);
  return ((a_first == max) ? a : b) & mask(f);
}

uint64_t if_maximum(IfFormat f, uint64_t a, uint64_t b) {
  return if_is_nan(f, a) || if_is_nan(f, b) ? if_default_nan(f) : pick(f, a, b, 1);
}

uint64_t if_minimum(IfFormat f, uint64_t a, uint64_t b) {
  return if_is_nan(f, a) || if_is_nan(f, b) ? if_default_nan(f) : pick(f, a, b, 0);
}

static uint64_t num(IfFormat f, uint64_t a, uint64_t b, int *either, int max) {
  if (either) *either = if_is_zero(f, a) && if_is_zero(f, b) && if_sign(f, a) != if_sign(f, b);
  if (if_is_nan(f, a)) return b & mask(f);
  if (if_is_nan(f, b)) return a & mask(f);
  return pick(f, a, b, max);
}

uint64_t if_maxnum(IfFormat f, uint64_t a, uint64_t b, int *either) { return num(f, a, b, either, 1); }
uint64_t if_minnum(IfFormat f, uint64_t a, uint64_t b, int *either) { return num(f, a, b, either, 0); }

int if_cmp(IfFormat f, int predicate, uint64_t a, uint64_t b) {
  if (predicate < 0 || predicate > 15) return -1;
  if (predicate == 0 || predicate == 15) return predicate == 15;
  int uno = if_is_nan(f, a) || if_is_nan(f, b);
  if (predicate == 7 || predicate == 14) return (predicate == 14) == uno;
  if (uno) return predicate >= 8;
  int64_t x = order_key(f, a, 1), y = order_key(f, b, 1);
  switch (predicate > 7 ? predicate - 7 : predicate) {   /* u-predicates: 8 + (o-predicate - 1) */
  case 1: return x == y;   /* oeq, ueq */
  case 2: return x > y;    /* ogt, ugt */
  case 3: return x >= y;   /* oge, uge */
  case 4: return x < y;    /* olt, ult */
  case 5: return x <= y;   /* ole, ule */
  default: return x != y;  /* one, une */
  }
}

/* ---- conversions and rounding to integral ---- */

uint64_t if_convert(IfFormat from, IfFormat to, IfRound r, uint64_t a) {
  if (if_is_nan(from, a)) return if_default_nan(to);
  Range saved = range_enter();
  mpfr_t x;
  mpfr_init2(x, (mpfr_prec_t)fmts[from].p);
  decode(from, a, x);
  uint64_t out = round_bits(to, r, x);
  mpfr_clear(x);
  range_leave(saved);
  return out;
}

uint64_t if_from_int(IfFormat to, IfRound r, uint64_t v, unsigned width, int is_signed) {
  if (width < 64) {
    v &= (1ULL << width) - 1;
    if (is_signed && width && (v >> (width - 1)) & 1) v |= ~0ULL << width;   /* sign-extend */
  }
  Range saved = range_enter();
  mpfr_t x;
  mpfr_init2(x, 64);
  if (is_signed) mpfr_set_sj(x, (intmax_t)(int64_t)v, MPFR_RNDN);
  else mpfr_set_uj(x, (uintmax_t)v, MPFR_RNDN);
  uint64_t out = round_bits(to, r, x);   /* an exact zero is +0.0 */
  mpfr_clear(x);
  range_leave(saved);
  return out;
}

int if_to_int(IfFormat from, uint64_t a, unsigned width, int is_signed, uint64_t *out) {
  if (!if_is_finite(from, a) || width < 1 || width > 64) return -1;
  Range saved = range_enter();
  mpfr_t x;
  mpfr_init2(x, (mpfr_prec_t)fmts[from].p);
  decode(from, a, x);
  mpfr_trunc(x, x);
  /* lo <= x < hi with lo = -2^(w-1) or 0 (so -0.x fits unsigned) and hi = 2^(w-1) or 2^w */
  int fits = is_signed ? mpfr_cmp_si_2exp(x, -1, width - 1) >= 0 && mpfr_cmp_ui_2exp(x, 1, width - 1) < 0
                       : mpfr_sgn(x) >= 0 && mpfr_cmp_ui_2exp(x, 1, width) < 0;
  if (fits) {
    uint64_t v = is_signed ? (uint64_t)(int64_t)mpfr_get_sj(x, MPFR_RNDZ) : (uint64_t)mpfr_get_uj(x, MPFR_RNDZ);
    *out = width == 64 ? v : v & ((1ULL << width) - 1);
  }
  mpfr_clear(x);
  range_leave(saved);
  return fits ? 0 : -1;
}

uint64_t if_round_integral(IfFormat f, int how, uint64_t a) {
  if (if_is_nan(f, a)) return if_default_nan(f);
  if (!if_is_finite(f, a) || if_is_zero(f, a)) return a & mask(f);
  Range saved = range_enter();
  mpfr_t x;
  mpfr_init2(x, (mpfr_prec_t)fmts[f].p);   /* an integral neighbour fits in p bits */
  decode(f, a, x);
  switch (how) {
  case IF_FLOOR: mpfr_floor(x, x); break;
  case IF_CEIL: mpfr_ceil(x, x); break;
  case IF_TRUNC: mpfr_trunc(x, x); break;
  case IF_ROUND: mpfr_round(x, x); break;
  default: mpfr_roundeven(x, x); break;
  }
  if (mpfr_zero_p(x)) mpfr_setsign(x, x, if_sign(f, a), MPFR_RNDN);   /* ceil(-0.5) = -0.0 */
  uint64_t out = encode(f, x);
  mpfr_clear(x);
  range_leave(saved);
  return out;
}

/* ---- the uninterpreted math functions, through libm ---- */

/* Values at +-0 and +-Inf that semantics.md 4.6 fixes (as encoder/fp.c, uf_exact). */
typedef enum { SP_FREE, SP_SAME, SP_PZERO, SP_ONE, SP_MONE, SP_PINF, SP_NINF, SP_NAN } Special;

static float rsqrtf_(float x) { return 1.0f / sqrtf(x); }
static double rsqrt_(double x) { return 1.0 / sqrt(x); }

static const struct {
  const char *name;
  float (*ff)(float);
  double (*fd)(double);
  Special zero, ninf, pinf;
} unary[] = {
    {"acos", acosf, acos, SP_FREE, SP_FREE, SP_FREE},
    {"acosh", acoshf, acosh, SP_FREE, SP_FREE, SP_FREE},
    {"asin", asinf, asin, SP_SAME, SP_NAN, SP_NAN},
    {"asinh", asinhf, asinh, SP_SAME, SP_NINF, SP_PINF},
    {"atan", atanf, atan, SP_SAME, SP_FREE, SP_FREE},
    {"atanh", atanhf, atanh, SP_SAME, SP_NAN, SP_NAN},
    {"cbrt", cbrtf, cbrt, SP_SAME, SP_NINF, SP_PINF},
    {"cos", cosf, cos, SP_ONE, SP_NAN, SP_NAN},
    {"cosh", coshf, cosh, SP_ONE, SP_PINF, SP_PINF},
    {"erf", erff, erf, SP_SAME, SP_MONE, SP_ONE},
    {"erfc", erfcf, erfc, SP_FREE, SP_FREE, SP_FREE},
    {"exp", expf, exp, SP_ONE, SP_PZERO, SP_PINF},
    {"exp2", exp2f, exp2, SP_ONE, SP_PZERO, SP_PINF},
    {"expm1", expm1f, expm1, SP_SAME, SP_MONE, SP_PINF},
    {"log", logf, log, SP_NINF, SP_NAN, SP_PINF},
    {"log10", log10f, log10, SP_NINF, SP_NAN, SP_PINF},
    {"log1p", log1pf, log1p, SP_SAME, SP_NAN, SP_PINF},
    {"log2", log2f, log2, SP_NINF, SP_NAN, SP_PINF},
    {"rsqrt", rsqrtf_, rsqrt_, SP_FREE, SP_FREE, SP_FREE},
    {"sin", sinf, sin, SP_SAME, SP_NAN, SP_NAN},
    {"sinh", sinhf, sinh, SP_SAME, SP_NINF, SP_PINF},
    {"tan", tanf, tan, SP_SAME, SP_NAN, SP_NAN},
    {"tanh", tanhf, tanh, SP_SAME, SP_MONE, SP_ONE},
};

static const uint64_t one_bits[] = {0x3C00, 0x3F80, 0x3F800000, 0x3FF0000000000000};

static uint64_t special_bits(IfFormat f, Special s, uint64_t a) {
  switch (s) {
  case SP_SAME: return a & mask(f);
  case SP_PZERO: return 0;
  case SP_ONE: return one_bits[f];
  case SP_MONE: return one_bits[f] | sign_bit(f);
  case SP_PINF: return inf_bits(f);
  case SP_NINF: return inf_bits(f) | sign_bit(f);
  default: return if_default_nan(f);
  }
}

/* The host value of bits b of format f (IF_F32: a float, exactly as a double; or IF_F64). */
static double host_value(IfFormat f, uint64_t b) {
  if (f == IF_F64) {
    double x;
    memcpy(&x, &b, sizeof x);
    return x;
  }
  uint32_t u = (uint32_t)b;
  float x;
  memcpy(&x, &u, sizeof x);
  return x;
}

/* The bits of host value x in format f (IF_F32: x is a float's value; or IF_F64); a NaN
 * is the default NaN. */
static uint64_t host_bits(IfFormat f, double x) {
  if (isnan(x)) return if_default_nan(f);
  if (f == IF_F64) {
    uint64_t u;
    memcpy(&u, &x, sizeof u);
    return u;
  }
  float y = (float)x;
  uint32_t u;
  memcpy(&u, &y, sizeof u);
  return u;
}

/* fn (unary) or fn2 (binary) of the operands in libm, in the default rounding mode. */
static uint64_t libm_call(IfFormat f, int i, int is_pow, const uint64_t *args) {
  int mode = fegetround();
  fesetround(FE_TONEAREST);
  uint64_t out;
  if (f == IF_F64) {
    double x = host_value(f, args[0]), y = i < 0 ? host_value(f, args[1]) : 0;
    out = host_bits(f, i >= 0 ? unary[i].fd(x) : is_pow ? pow(x, y) : atan2(x, y));
  } else {
    float x = (float)host_value(IF_F32, if_convert(f, IF_F32, IF_RNE, args[0])), y = 0;
    if (i < 0) y = (float)host_value(IF_F32, if_convert(f, IF_F32, IF_RNE, args[1]));
    out = host_bits(IF_F32, i >= 0 ? unary[i].ff(x) : is_pow ? powf(x, y) : atan2f(x, y));
    if (f != IF_F32) out = if_convert(IF_F32, f, IF_RNE, out);
  }
  fesetround(mode);
  return out;
}

int if_libm(IfFormat f, const char *name, unsigned n, const uint64_t *args, uint64_t *out) {
  if (!strncmp(name, "math.", 5)) name += 5;
  int is_pow = !strcmp(name, "powf"), is_atan2 = !strcmp(name, "atan2");
  if (is_pow || is_atan2) {
    if (n != 2) return -1;
    uint64_t x = args[0] & mask(f), y = args[1] & mask(f);
    if (is_pow && (if_is_zero(f, y) || x == one_bits[f])) *out = one_bits[f];   /* IEEE 754 9.2.1 */
    else if (if_is_nan(f, x) || if_is_nan(f, y)) *out = if_default_nan(f);
    else *out = libm_call(f, -1, is_pow, (uint64_t[]){x, y});
    return 0;
  }
  for (int i = 0; i < (int)(sizeof unary / sizeof unary[0]); i++) {
    if (strcmp(name, unary[i].name)) continue;
    if (n != 1) return -1;
    uint64_t a = args[0] & mask(f);
    Special s = if_is_zero(f, a) ? unary[i].zero
              : if_is_inf(f, a) ? (if_sign(f, a) ? unary[i].ninf : unary[i].pinf) : SP_FREE;
    if (if_is_nan(f, a)) *out = a;   /* a NaN operand is returned, payload included */
    else if (s != SP_FREE) *out = special_bits(f, s, a);
    else *out = libm_call(f, i, 0, &a);
    return 0;
  }
  return -1;
}

/* ---- text ---- */

int if_parse(IfFormat f, const char *text, uint64_t *out) {
  const char *t = text + (text[0] == '-' || text[0] == '+');
  int neg = text[0] == '-';
  if (!strcmp(t, "inf")) {
    *out = inf_bits(f) | (neg ? sign_bit(f) : 0);
    return 0;
  }
  if (!strcmp(text, "nan")) {
    *out = if_default_nan(f);
    return 0;
  }
  if (text[0] == '0' && (text[1] == 'x' || text[1] == 'X')) {
    char *end;
    if (!text[2] || strspn(text + 2, "0123456789abcdefABCDEF") != strlen(text + 2) || strlen(text + 2) > 16) return -1;
    uint64_t v = strtoull(text + 2, &end, 16);
    if ((v & ~mask(f)) != 0) return -1;
    *out = v;
    return 0;
  }
  if (!(t[0] >= '0' && t[0] <= '9') && !(t[0] == '.' && t[1] >= '0' && t[1] <= '9')) return -1;
  Range saved = range_enter();
  mpfr_t x;
  mpfr_init2(x, (mpfr_prec_t)fmts[f].p + 2);
  char *end;
  int r = mpfr_strtofr(x, text, &end, 10, MPFR_RNDZ), ok = !*end && !mpfr_nan_p(x);
  if (ok) {
    make_odd(x, r);
    *out = round_bits(f, IF_RNE, x);
  }
  mpfr_clear(x);
  range_leave(saved);
  return ok ? 0 : -1;
}

void if_format(IfFormat f, uint64_t a, char *buf, size_t n) {
  a &= mask(f);
  int digits = (int)(if_width(f) / 4);
  if (if_is_nan(f, a)) {   /* as bits: a NaN's payload shows */
    snprintf(buf, n, "0x%0*llX", digits, (unsigned long long)a);
    return;
  }
  if (if_is_inf(f, a)) {   /* MLIR's word, and the bits a constant of it is written with */
    snprintf(buf, n, "%sinf (0x%0*llX)", a >> (if_width(f) - 1) ? "-" : "", digits, (unsigned long long)a);
    return;
  }
  double v = host_value(IF_F64, if_convert(f, IF_F64, IF_RNE, a));   /* exact */
  char tmp[64];
  for (int prec = 1; prec <= 17; prec++) {   /* the shortest decimal that reads back as a */
    uint64_t b;
    snprintf(tmp, sizeof tmp, "%.*g", prec, v);
    if (!if_parse(f, tmp, &b) && b == a) break;
  }
  char *e = strchr(tmp, 'e');
  if (e && v > -1e7 && v < 1e7 && v == (double)(long long)v)   /* 240.0, not 2.4e+02 */
    snprintf(buf, n, "%.1f", v);
  else if (strchr(tmp, '.')) snprintf(buf, n, "%s", tmp);
  else if (e) snprintf(buf, n, "%.*s.0%s", (int)(e - tmp), tmp, e);
  else snprintf(buf, n, "%s.0", tmp);
}
