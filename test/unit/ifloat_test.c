/* ifloat_test: the interpreter's IEEE arithmetic (encoder/ifloat.c): edge cases of every
 * function, and f32/f64/f16/bf16 arithmetic against the hardware (and GCC's _Float16) in
 * the four IEEE rounding modes on pseudo-random inputs. */
#include <fenv.h>
#include <math.h>
#include <pthread.h>
#include <stdint.h>
#include <string.h>
#include <mpfr.h>
#include "check.h"
#include "ifloat.h"

static uint32_t fb(float x) { uint32_t u; memcpy(&u, &x, 4); return u; }
static float bf(uint64_t b) { uint32_t u = (uint32_t)b; float x; memcpy(&x, &u, 4); return x; }
static uint64_t db(double x) { uint64_t u; memcpy(&u, &x, 8); return u; }
static double bd(uint64_t b) { double x; memcpy(&x, &b, 8); return x; }
static uint16_t hb(_Float16 x) { uint16_t u; memcpy(&u, &x, 2); return u; }
static _Float16 bh(uint64_t b) { uint16_t u = (uint16_t)b; _Float16 x; memcpy(&x, &u, 2); return x; }

static const int fe_mode[4] = {FE_TONEAREST, FE_DOWNWARD, FE_UPWARD, FE_TOWARDZERO};   /* by IfRound */

static uint64_t rng = 0x9E3779B97F4A7C15ULL;
static uint64_t next(void) {   /* splitmix64: fixed seed, reproducible */
  uint64_t z = (rng += 0x9E3779B97F4A7C15ULL);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31);
}

#define F32_MAX 0x7F7FFFFFu
#define F32_INF 0x7F800000u
#define F32_NAN 0x7FC00000u
#define ONE 0x3F800000u
#define TWO 0x40000000u
#define NEG(x) ((x) | 0x80000000u)

/* ---- edge cases ---- */

static void test_basics(void) {
  CHECK(if_width(IF_F16) == 16 && if_width(IF_BF16) == 16 && if_width(IF_F32) == 32 && if_width(IF_F64) == 64);
  CHECK(if_default_nan(IF_F16) == 0x7E00 && if_default_nan(IF_BF16) == 0x7FC0);
  CHECK(if_default_nan(IF_F32) == F32_NAN && if_default_nan(IF_F64) == 0x7FF8000000000000ULL);
  CHECK(if_is_nan(IF_F32, 0xFFC00001) && !if_is_nan(IF_F32, F32_INF) && if_is_nan(IF_F16, 0x7C01));
  CHECK(if_is_inf(IF_F32, NEG(F32_INF)) && !if_is_inf(IF_F32, F32_MAX));
  CHECK(if_is_zero(IF_F32, NEG(0)) && if_is_zero(IF_F32, 0) && !if_is_zero(IF_F32, 1));
  CHECK(if_is_subnormal(IF_F32, 1) && if_is_subnormal(IF_F32, 0x807FFFFF) && !if_is_subnormal(IF_F32, 0));
  CHECK(if_is_normal(IF_F32, 0x00800000) && !if_is_normal(IF_F32, 0x007FFFFF) && !if_is_normal(IF_F32, F32_INF));
  CHECK(if_is_finite(IF_F32, F32_MAX) && if_is_finite(IF_F32, 0) && !if_is_finite(IF_F32, F32_NAN));
  CHECK(if_sign(IF_F32, NEG(0)) && !if_sign(IF_F32, F32_NAN) && if_sign(IF_BF16, 0x8000));
  CHECK(if_is_normal(IF_BF16, 0x0080) && if_is_subnormal(IF_BF16, 0x007F) && if_is_inf(IF_BF16, 0xFF80));
}

static void test_add_sub(void) {
  for (int r = 0; r < 5; r++) {
    CHECK(if_add(IF_F32, r, NEG(0), NEG(0)) == NEG(0));                           /* -0 + -0 = -0 */
    CHECK(if_add(IF_F32, r, 0, NEG(0)) == (r == IF_RDN ? NEG(0) : 0));            /* +0 + -0 */
    CHECK(if_sub(IF_F32, r, ONE, ONE) == (r == IF_RDN ? NEG(0) : 0));             /* x - x */
    CHECK(if_add(IF_F32, r, F32_INF, NEG(F32_INF)) == F32_NAN);
    CHECK(if_add(IF_F32, r, 0x7F800001, ONE) == F32_NAN);                         /* payload dropped */
    CHECK(if_add(IF_F32, r, F32_INF, F32_MAX) == F32_INF);
    CHECK(if_add(IF_F32, r, 0x007FFFFF, 1) == 0x00800000);                        /* max sub + min sub */
    CHECK(if_sub(IF_F64, r, 0x8000000000000001ULL, 0x8000000000000001ULL) == (r == IF_RDN ? 1ULL << 63 : 0));
  }
  /* overflow: Inf in the nearest modes and away from zero, MAX toward zero */
  CHECK(if_add(IF_F32, IF_RNE, F32_MAX, F32_MAX) == F32_INF);
  CHECK(if_add(IF_F32, IF_RNA, F32_MAX, F32_MAX) == F32_INF);
  CHECK(if_add(IF_F32, IF_RUP, F32_MAX, F32_MAX) == F32_INF);
  CHECK(if_add(IF_F32, IF_RDN, F32_MAX, F32_MAX) == F32_MAX);
  CHECK(if_add(IF_F32, IF_RTZ, F32_MAX, F32_MAX) == F32_MAX);
  CHECK(if_sub(IF_F32, IF_RDN, NEG(F32_MAX), F32_MAX) == NEG(F32_INF));
  CHECK(if_sub(IF_F32, IF_RUP, NEG(F32_MAX), F32_MAX) == NEG(F32_MAX));
  /* MAX + half an ulp (2^103) is a tie: to even is Inf, as is away; a quarter ulp is not */
  CHECK(if_add(IF_F32, IF_RNE, F32_MAX, 0x73000000) == F32_INF);
  CHECK(if_add(IF_F32, IF_RNA, F32_MAX, 0x73000000) == F32_INF);
  CHECK(if_add(IF_F32, IF_RNE, F32_MAX, 0x72800000) == F32_MAX);
  CHECK(if_add(IF_F32, IF_RNA, F32_MAX, 0x72800000) == F32_MAX);
  CHECK(if_add(IF_F32, IF_RUP, F32_MAX, 0x72800000) == F32_INF);
  CHECK(if_add(IF_F16, IF_RNE, 0x7BFF, 0x4A00) == 0x7BFF);        /* f16 65504 + 12 */
  CHECK(if_add(IF_F16, IF_RNE, 0x7BFF, 0x4C00) == 0x7C00);        /* 65504 + 16: tie -> Inf */
  CHECK(if_add(IF_F16, IF_RDN, 0x7BFF, 0x4C00) == 0x7BFF);
  CHECK(if_add(IF_F16, IF_RTZ, 0x7BFF, 0x7BFF) == 0x7BFF);
  /* ties: 1 + 2^-24 halfway between 1 and 1 + 2^-23 */
  CHECK(if_add(IF_F32, IF_RNE, ONE, 0x33800000) == ONE);
  CHECK(if_add(IF_F32, IF_RNA, ONE, 0x33800000) == 0x3F800001);
  CHECK(if_add(IF_F32, IF_RUP, ONE, 0x33800000) == 0x3F800001);
  CHECK(if_add(IF_F32, IF_RDN, ONE, 0x33800000) == ONE);
  CHECK(if_add(IF_F32, IF_RTZ, ONE, 0x33800000) == ONE);
  CHECK(if_sub(IF_F32, IF_RNA, NEG(ONE), 0x33800000) == NEG(0x3F800001));
  CHECK(if_sub(IF_F32, IF_RNE, NEG(ONE), 0x33800000) == NEG(ONE));
  CHECK(if_sub(IF_F32, IF_RDN, NEG(ONE), 0x33800000) == NEG(0x3F800001));
  CHECK(if_sub(IF_F32, IF_RUP, NEG(ONE), 0x33800000) == NEG(ONE));
  /* 1 + 3 * 2^-24: a tie whose even side is also away */
  CHECK(if_add(IF_F32, IF_RNE, 0x3F800001, 0x33800000) == 0x3F800002);
  CHECK(if_add(IF_F32, IF_RNA, 0x3F800001, 0x33800000) == 0x3F800002);
  /* just above a tie: nearest in both */
  CHECK(if_add(IF_F32, IF_RNE, ONE, 0x33810000) == 0x3F800001);
  CHECK(if_add(IF_F32, IF_RNA, ONE, 0x33810000) == 0x3F800001);
  /* bf16: 1 + 2^-8 is a tie */
  CHECK(if_add(IF_BF16, IF_RNE, 0x3F80, 0x3B80) == 0x3F80);
  CHECK(if_add(IF_BF16, IF_RNA, 0x3F80, 0x3B80) == 0x3F81);
  CHECK(if_add(IF_BF16, IF_RUP, 0x3F80, 0x3B00) == 0x3F81);
}

static void test_mul_div(void) {
  /* subnormal results: half the smallest subnormal is a tie between 0 and it */
  CHECK(if_mul(IF_F32, IF_RNE, 1, 0x3F000000) == 0);
  CHECK(if_mul(IF_F32, IF_RNA, 1, 0x3F000000) == 1);
  CHECK(if_mul(IF_F32, IF_RUP, 1, 0x3F000000) == 1);
  CHECK(if_mul(IF_F32, IF_RDN, NEG(1), 0x3F000000) == NEG(1));
  CHECK(if_mul(IF_F32, IF_RUP, NEG(1), 0x3F000000) == NEG(0));
  CHECK(if_mul(IF_F32, IF_RTZ, NEG(1), 0x3F000000) == NEG(0));
  CHECK(if_mul(IF_F32, IF_RNE, 3, 0x3F000000) == 2);   /* 1.5 min sub: tie to even 2 */
  CHECK(if_mul(IF_F32, IF_RNE, 5, 0x3F000000) == 2);   /* 2.5: tie to even 2 */
  CHECK(if_mul(IF_F32, IF_RNA, 5, 0x3F000000) == 3);
  CHECK(if_mul(IF_F32, IF_RTZ, 3, 0x3F000000) == 1);
  CHECK(if_mul(IF_F16, IF_RNE, 0x0001, 0x3800) == 0);      /* f16 min sub * 0.5 */
  CHECK(if_mul(IF_F16, IF_RNA, 0x0001, 0x3800) == 0x0001);
  CHECK(if_mul(IF_F16, IF_RDN, 0x8001, 0x3800) == 0x8001);
  CHECK(if_mul(IF_F16, IF_RUP, 0x8001, 0x3800) == 0x8000);
  CHECK(if_mul(IF_F16, IF_RNE, 0x0001, 0x3A00) == 0x0001); /* * 0.75: above the tie */
  CHECK(if_mul(IF_F32, IF_RNE, 0x00800000, 0x3F000000) == 0x00400000);   /* min normal / 2 */
  CHECK(if_mul(IF_F32, IF_RNE, 0x1, 0x1) == 0 && if_mul(IF_F32, IF_RUP, 0x1, 0x1) == 1);
  CHECK(if_mul(IF_F32, IF_RNE, NEG(0x1), 0x1) == NEG(0));
  CHECK(if_mul(IF_F32, IF_RNE, 0, F32_INF) == F32_NAN);
  CHECK(if_mul(IF_F32, IF_RNE, NEG(0), 0x40400000) == NEG(0));
  CHECK(if_mul(IF_F64, IF_RDN, 0x7FEFFFFFFFFFFFFFULL, 0x4000000000000000ULL) == 0x7FEFFFFFFFFFFFFFULL);
  CHECK(if_mul(IF_F64, IF_RNE, 0x7FEFFFFFFFFFFFFFULL, 0x4000000000000000ULL) == 0x7FF0000000000000ULL);
  CHECK(if_div(IF_F32, IF_RNE, ONE, 0) == F32_INF);
  CHECK(if_div(IF_F32, IF_RNE, ONE, NEG(0)) == NEG(F32_INF));
  CHECK(if_div(IF_F32, IF_RNE, 0, 0) == F32_NAN);
  CHECK(if_div(IF_F32, IF_RNE, F32_INF, NEG(F32_INF)) == F32_NAN);
  CHECK(if_div(IF_F32, IF_RNE, NEG(ONE), F32_INF) == NEG(0));
  CHECK(if_div(IF_F32, IF_RNE, ONE, 0x40400000) == 0x3EAAAAAB);    /* 1/3 */
  CHECK(if_div(IF_F32, IF_RTZ, ONE, 0x40400000) == 0x3EAAAAAA);
  CHECK(if_div(IF_F32, IF_RNA, ONE, 0x40400000) == 0x3EAAAAAB);
  CHECK(if_div(IF_F16, IF_RNE, 0x3C00, 0x4200) == 0x3555);          /* 1/3 in f16 */
}

static void test_sqrt_fma_rem(void) {
  CHECK(if_sqrt(IF_F32, IF_RNE, NEG(0)) == NEG(0));
  CHECK(if_sqrt(IF_F32, IF_RDN, 0) == 0);
  CHECK(if_sqrt(IF_F32, IF_RNE, NEG(ONE)) == F32_NAN);
  CHECK(if_sqrt(IF_F32, IF_RNE, NEG(F32_INF)) == F32_NAN);
  CHECK(if_sqrt(IF_F32, IF_RNE, F32_INF) == F32_INF);
  CHECK(if_sqrt(IF_F32, IF_RNE, TWO) == 0x3FB504F3 && if_sqrt(IF_F32, IF_RTZ, TWO) == 0x3FB504F3);
  CHECK(if_sqrt(IF_F32, IF_RUP, TWO) == 0x3FB504F4 && if_sqrt(IF_F32, IF_RNA, TWO) == 0x3FB504F3);
  CHECK(if_sqrt(IF_F32, IF_RNE, 1) == 0x1A3504F3);   /* sqrt(2^-149) = 2^-74.5 */
  CHECK(if_sqrt(IF_F16, IF_RNE, 0x0001) == 0x0C00);  /* sqrt(2^-24) = 2^-12 */
  /* the case: fma rounds once, mul-then-add twice; fmaf agrees */
  uint32_t a = 0x4b7d00f9, b = 0x80000021, c = 0x800457ce;
  uint64_t fused = if_fma(IF_F32, IF_RNE, a, b, c);
  CHECK(fused != if_add(IF_F32, IF_RNE, if_mul(IF_F32, IF_RNE, a, b), c));
  volatile float va = bf(a), vb = bf(b), vc = bf(c);
  CHECK(fused == fb(fmaf(va, vb, vc)));
  CHECK(if_fma(IF_F32, IF_RNE, 0, F32_INF, ONE) == F32_NAN);
  CHECK(if_fma(IF_F32, IF_RNE, ONE, F32_INF, NEG(F32_INF)) == F32_NAN);
  CHECK(if_fma(IF_F32, IF_RNE, NEG(0), ONE, 0) == 0);
  CHECK(if_fma(IF_F32, IF_RDN, NEG(0), ONE, 0) == NEG(0));
  CHECK(if_fma(IF_F32, IF_RNE, NEG(0), ONE, NEG(0)) == NEG(0));
  CHECK(if_fma(IF_F32, IF_RNE, ONE, ONE, NEG(ONE)) == 0);
  CHECK(if_fma(IF_F32, IF_RDN, ONE, ONE, NEG(ONE)) == NEG(0));
  CHECK(if_fma(IF_F32, IF_RNE, F32_MAX, TWO, NEG(F32_MAX)) == F32_MAX);   /* no intermediate overflow */
  CHECK(if_fma(IF_F32, IF_RNE, 1, 1, 0) == 0 && if_fma(IF_F32, IF_RUP, 1, 1, 0) == 1);
  CHECK(if_fma(IF_F32, IF_RNE, 1, 1, NEG(0)) == 0);   /* tiny positive rounds to +0 */
  /* remf: fmod, sign of the dividend, exact */
  CHECK(if_rem(IF_F32, 0x40B00000, TWO) == 0x3FC00000);                /* 5.5 % 2 = 1.5 */
  CHECK(if_rem(IF_F32, NEG(0x40B00000), TWO) == NEG(0x3FC00000));      /* -5.5 % 2 = -1.5 */
  CHECK(if_rem(IF_F32, 0x40B00000, NEG(TWO)) == 0x3FC00000);
  CHECK(if_rem(IF_F32, NEG(0x40800000), TWO) == NEG(0));               /* -4 % 2 = -0 */
  CHECK(if_rem(IF_F32, 0x40400000, TWO) == ONE);                       /* 3 % 2 = 1, not -1 */
  CHECK(if_rem(IF_F32, ONE, F32_INF) == ONE);
  CHECK(if_rem(IF_F32, F32_INF, ONE) == F32_NAN);
  CHECK(if_rem(IF_F32, ONE, NEG(0)) == F32_NAN);
  CHECK(if_rem(IF_F32, NEG(0), ONE) == NEG(0));
  CHECK(if_rem(IF_F32, F32_MAX, 3) == fb(fmodf(bf(F32_MAX), bf(3))));
  CHECK(if_rem(IF_F16, 0x7BFF, 0x0001) == 0);                          /* 65504 % 2^-24 */
}

static void test_sign_minmax_cmp(void) {
  CHECK(if_neg(IF_F32, 0x7FC00001) == 0xFFC00001 && if_neg(IF_F32, NEG(0)) == 0);
  CHECK(if_abs(IF_F32, 0xFF800001) == 0x7F800001 && if_abs(IF_F16, 0xFC00) == 0x7C00);
  CHECK(if_copysign(IF_F32, 0x7FC00001, NEG(0)) == 0xFFC00001);
  CHECK(if_copysign(IF_F64, 0x8000000000000001ULL, 0x7FF8000000000000ULL) == 1);
  CHECK(if_maximum(IF_F32, NEG(0), 0) == 0 && if_maximum(IF_F32, 0, NEG(0)) == 0);
  CHECK(if_minimum(IF_F32, NEG(0), 0) == NEG(0) && if_minimum(IF_F32, 0, NEG(0)) == NEG(0));
  CHECK(if_maximum(IF_F32, 0x7FC00001, ONE) == F32_NAN && if_minimum(IF_F32, ONE, 0xFF800001) == F32_NAN);
  CHECK(if_maximum(IF_F32, NEG(F32_INF), NEG(ONE)) == NEG(ONE) && if_minimum(IF_F32, NEG(F32_INF), NEG(ONE)) == NEG(F32_INF));
  CHECK(if_maximum(IF_F32, NEG(TWO), ONE) == ONE && if_minimum(IF_F32, NEG(TWO), NEG(ONE)) == NEG(TWO));
  int either = -1;
  CHECK(if_maxnum(IF_F32, 0x7FC00001, ONE, &either) == ONE && either == 0);
  CHECK(if_maxnum(IF_F32, ONE, 0xFFC00002, &either) == ONE);
  CHECK(if_maxnum(IF_F32, 0x7FC00001, 0xFFC00002, &either) == 0xFFC00002);   /* both NaN: the second */
  CHECK(if_minnum(IF_F32, 0x7FC00001, 0xFFC00002, NULL) == 0xFFC00002);
  CHECK(if_minnum(IF_F32, NEG(ONE), 0x7FC00001, &either) == NEG(ONE));
  CHECK(if_maxnum(IF_F32, NEG(0), 0, &either) == 0 && either == 1);
  CHECK(if_minnum(IF_F32, 0, NEG(0), &either) == NEG(0) && either == 1);
  CHECK(if_maxnum(IF_F32, 0, 0, &either) == 0 && either == 0);
  CHECK(if_minnum(IF_F32, TWO, ONE, &either) == ONE && either == 0);
  /* predicates 0..15 on (1, 2), (2, 1), (1, 1), (+0, -0), (NaN, 1) */
  static const char expect[5][17] = {
      /* f oeq ogt oge olt ole one ord ueq ugt uge ult ule une uno t */
      "0000111100011101", "0011001101100101", "0101010110101001", "0101010110101001", "0000000011111111"};
  uint64_t args[5][2] = {{ONE, TWO}, {TWO, ONE}, {ONE, ONE}, {0, NEG(0)}, {0x7FC00001, ONE}};
  for (int i = 0; i < 5; i++)
    for (int p = 0; p < 16; p++) CHECK(if_cmp(IF_F32, p, args[i][0], args[i][1]) == expect[i][p] - '0');
  CHECK(if_cmp(IF_F32, 16, ONE, ONE) == -1);
  CHECK(if_cmp(IF_F16, 4, 0xFC00, 0x8001) == 1 && if_cmp(IF_F16, 2, 0x7C00, 0x7BFF) == 1);
  CHECK(if_cmp(IF_F64, 14, 0x7FF0000000000001ULL, 0) == 1);
}

static void test_conversions(void) {
  /* extf exact, truncf in every mode */
  CHECK(if_convert(IF_F32, IF_F64, IF_RNE, 0x3DCCCCCD) == db((double)bf(0x3DCCCCCD)));
  CHECK(if_convert(IF_F32, IF_F64, IF_RNE, 1) == db(ldexp(1, -149)));
  CHECK(if_convert(IF_F16, IF_F32, IF_RNE, 0x0001) == fb(ldexpf(1, -24)));
  CHECK(if_convert(IF_BF16, IF_F32, IF_RNE, 0xFF80) == NEG(F32_INF));
  CHECK(if_convert(IF_F32, IF_F16, IF_RNE, 0xFFC00001) == 0x7E00);
  CHECK(if_convert(IF_F16, IF_F64, IF_RNE, 0x7D00) == 0x7FF8000000000000ULL);
  uint64_t d01 = db(0.1);
  CHECK(if_convert(IF_F64, IF_F32, IF_RNE, d01) == 0x3DCCCCCD);
  CHECK(if_convert(IF_F64, IF_F32, IF_RNA, d01) == 0x3DCCCCCD);
  CHECK(if_convert(IF_F64, IF_F32, IF_RUP, d01) == 0x3DCCCCCD);
  CHECK(if_convert(IF_F64, IF_F32, IF_RDN, d01) == 0x3DCCCCCC);
  CHECK(if_convert(IF_F64, IF_F32, IF_RTZ, d01) == 0x3DCCCCCC);
  CHECK(if_convert(IF_F64, IF_F32, IF_RDN, db(-0.1)) == NEG(0x3DCCCCCD));
  CHECK(if_convert(IF_F64, IF_F32, IF_RNE, db(1e300)) == F32_INF);
  CHECK(if_convert(IF_F64, IF_F32, IF_RTZ, db(1e300)) == F32_MAX);
  CHECK(if_convert(IF_F64, IF_F32, IF_RDN, db(-1e300)) == NEG(F32_INF));
  CHECK(if_convert(IF_F64, IF_F32, IF_RUP, db(-1e300)) == NEG(F32_MAX));
  CHECK(if_convert(IF_F64, IF_F32, IF_RNE, db(1e-300)) == 0);
  CHECK(if_convert(IF_F64, IF_F32, IF_RUP, db(1e-300)) == 1);
  CHECK(if_convert(IF_F64, IF_F32, IF_RNE, db(-1e-300)) == NEG(0));
  CHECK(if_convert(IF_F64, IF_F32, IF_RNE, db(ldexp(3, -150))) == 2);   /* 1.5 min sub: tie */
  CHECK(if_convert(IF_F64, IF_F32, IF_RNA, db(ldexp(1, -150))) == 1);   /* 0.5 min sub: tie */
  CHECK(if_convert(IF_F64, IF_F32, IF_RNE, db(ldexp(1, -150))) == 0);
  CHECK(if_convert(IF_F32, IF_F16, IF_RNE, 0x477FF000) == 0x7C00);      /* 65520: tie -> Inf */
  CHECK(if_convert(IF_F32, IF_F16, IF_RNE, 0x477FEFFF) == 0x7BFF);
  CHECK(if_convert(IF_F32, IF_F16, IF_RTZ, 0x477FF000) == 0x7BFF);
  CHECK(if_convert(IF_F32, IF_F16, IF_RNA, 0x3F801000) == 0x3C01);      /* 1 + 2^-11: tie */
  CHECK(if_convert(IF_F32, IF_F16, IF_RNE, 0x3F801000) == 0x3C00);
  CHECK(if_convert(IF_F32, IF_F16, IF_RNE, 0x33800000) == 0x0001);      /* 2^-24 */
  CHECK(if_convert(IF_F32, IF_F16, IF_RNE, 0x33000000) == 0);           /* 2^-25: tie */
  CHECK(if_convert(IF_F32, IF_BF16, IF_RNE, 0x3F808000) == 0x3F80);
  CHECK(if_convert(IF_F32, IF_BF16, IF_RNA, 0x3F808000) == 0x3F81);
  CHECK(if_convert(IF_F32, IF_BF16, IF_RNE, F32_MAX) == 0x7F80);
  CHECK(if_convert(IF_F16, IF_BF16, IF_RNE, 0x3555) == 0x3EAB);         /* f16 0.33325: 42.625 / 128 */
  /* sitofp / uitofp */
  CHECK(if_from_int(IF_F32, IF_RNE, 1, 1, 1) == NEG(ONE));              /* i1 true is -1 */
  CHECK(if_from_int(IF_F32, IF_RNE, 1, 1, 0) == ONE);
  CHECK(if_from_int(IF_F32, IF_RNE, 0, 32, 1) == 0);
  CHECK(if_from_int(IF_F32, IF_RNE, 0xFFFFFFFFFFFFFFFFULL, 64, 0) == 0x5F800000);
  CHECK(if_from_int(IF_F32, IF_RTZ, 0xFFFFFFFFFFFFFFFFULL, 64, 0) == 0x5F7FFFFF);
  CHECK(if_from_int(IF_F32, IF_RNE, 1ULL << 63, 64, 1) == 0xDF000000);
  CHECK(if_from_int(IF_F32, IF_RNE, 0x1000001, 32, 1) == 0x4B800000);   /* 2^24 + 1: tie */
  CHECK(if_from_int(IF_F32, IF_RUP, 0x1000001, 32, 1) == 0x4B800001);
  CHECK(if_from_int(IF_F32, IF_RNA, 0x1000001, 32, 1) == 0x4B800001);
  CHECK(if_from_int(IF_F32, IF_RNE, 0x1FF, 8, 1) == NEG(ONE));          /* only the low 8 bits */
  CHECK(if_from_int(IF_F32, IF_RNE, 0x1FF, 8, 0) == 0x437F0000);        /* 255 */
  CHECK(if_from_int(IF_F16, IF_RNE, 65520, 32, 0) == 0x7C00);
  CHECK(if_from_int(IF_F16, IF_RTZ, 70000, 32, 0) == 0x7BFF);
  CHECK(if_from_int(IF_BF16, IF_RNE, 257, 16, 0) == 0x4380);            /* 257 -> 256 */
  /* fptosi / fptoui */
  uint64_t v = 7;
  CHECK(if_to_int(IF_F32, 0x403A3D71, 32, 1, &v) == 0 && v == 2);        /* 2.91 */
  CHECK(if_to_int(IF_F32, NEG(0x403A3D71), 32, 1, &v) == 0 && v == 0xFFFFFFFE);
  CHECK(if_to_int(IF_F32, NEG(0x3F666666), 8, 0, &v) == 0 && v == 0);    /* -0.9 -> 0 */
  CHECK(if_to_int(IF_F32, NEG(ONE), 8, 0, &v) == -1);
  CHECK(if_to_int(IF_F32, F32_NAN, 32, 1, &v) == -1 && if_to_int(IF_F32, F32_INF, 64, 0, &v) == -1);
  CHECK(if_to_int(IF_F32, 0x42FFCCCD, 8, 1, &v) == 0 && v == 127);        /* 127.9 */
  CHECK(if_to_int(IF_F32, 0x43000000, 8, 1, &v) == -1);                   /* 128 */
  CHECK(if_to_int(IF_F32, 0xC3008000, 8, 1, &v) == 0 && v == 0x80);       /* -128.5 */
  CHECK(if_to_int(IF_F32, 0xC3010000, 8, 1, &v) == -1);                   /* -129 */
  CHECK(if_to_int(IF_F32, 0x437FE666, 8, 0, &v) == 0 && v == 255);        /* 255.9 */
  CHECK(if_to_int(IF_F32, 0x43800000, 8, 0, &v) == -1);
  CHECK(if_to_int(IF_F32, 0x5F000000, 64, 1, &v) == -1);                  /* 2^63 */
  CHECK(if_to_int(IF_F32, 0xDF000000, 64, 1, &v) == 0 && v == 1ULL << 63);
  CHECK(if_to_int(IF_F32, 0x5F000000, 64, 0, &v) == 0 && v == 1ULL << 63);
  CHECK(if_to_int(IF_F32, 0x5F800000, 64, 0, &v) == -1);                  /* 2^64 */
  CHECK(if_to_int(IF_F64, 0x43EFFFFFFFFFFFFFULL, 64, 0, &v) == 0 && v == 0xFFFFFFFFFFFFF800ULL);
  CHECK(if_to_int(IF_F32, NEG(ONE), 1, 1, &v) == 0 && v == 1);            /* i1 -1 */
  CHECK(if_to_int(IF_F32, ONE, 1, 1, &v) == -1 && if_to_int(IF_F32, NEG(0), 1, 0, &v) == 0 && v == 0);
  CHECK(if_to_int(IF_F16, 0x7BFF, 16, 0, &v) == 0 && v == 65504);
  CHECK(if_to_int(IF_F16, 0x7BFF, 16, 1, &v) == -1);
  /* rounding to integral */
  CHECK(if_round_integral(IF_F32, IF_CEIL, NEG(0x3F000000)) == NEG(0));    /* ceil(-0.5) = -0 */
  CHECK(if_round_integral(IF_F32, IF_FLOOR, NEG(0x3F000000)) == NEG(ONE));
  CHECK(if_round_integral(IF_F32, IF_FLOOR, 0x3F000000) == 0);
  CHECK(if_round_integral(IF_F32, IF_TRUNC, NEG(0x3F000000)) == NEG(0));
  CHECK(if_round_integral(IF_F32, IF_ROUND, 0x40200000) == 0x40400000);    /* round(2.5) = 3 */
  CHECK(if_round_integral(IF_F32, IF_ROUNDEVEN, 0x40200000) == TWO);       /* roundeven = 2 */
  CHECK(if_round_integral(IF_F32, IF_ROUND, NEG(0x40200000)) == NEG(0x40400000));
  CHECK(if_round_integral(IF_F32, IF_ROUND, NEG(0x3F000000)) == NEG(ONE));
  CHECK(if_round_integral(IF_F32, IF_ROUNDEVEN, NEG(0x3F000000)) == NEG(0));
  CHECK(if_round_integral(IF_F32, IF_ROUND, 0x3EFFFFFF) == 0);             /* 0.49999997 */
  CHECK(if_round_integral(IF_F32, IF_CEIL, 1) == ONE && if_round_integral(IF_F32, IF_FLOOR, NEG(1)) == NEG(ONE));
  CHECK(if_round_integral(IF_F32, IF_TRUNC, 0x7FC00001) == F32_NAN);
  CHECK(if_round_integral(IF_F32, IF_FLOOR, NEG(F32_INF)) == NEG(F32_INF));
  CHECK(if_round_integral(IF_F32, IF_CEIL, 0x4B7FFFFF) == 0x4B7FFFFF);      /* 2^24 - 1 */
  CHECK(if_round_integral(IF_F32, IF_CEIL, 0x4AFFFFFF) == 0x4B000000);      /* 2^23 - 0.5 */
  CHECK(if_round_integral(IF_F16, IF_ROUNDEVEN, 0x4100) == 0x4000);         /* 2.5 -> 2 */
  CHECK(if_round_integral(IF_F16, IF_ROUND, 0x4140) == 0x4200);             /* 2.625 -> 3 */
}

static void test_libm(void) {
  uint64_t out, z = 0, nz = NEG(0), ninf = NEG(F32_INF), pinf = F32_INF;
  CHECK(if_libm(IF_F32, "math.exp", 1, &z, &out) == 0 && out == ONE);
  CHECK(if_libm(IF_F32, "exp", 1, &ninf, &out) == 0 && out == 0);
  CHECK(if_libm(IF_F32, "math.log", 1, &nz, &out) == 0 && out == NEG(F32_INF));
  CHECK(if_libm(IF_F32, "math.log2", 1, &ninf, &out) == 0 && out == F32_NAN);
  CHECK(if_libm(IF_F32, "math.sin", 1, &nz, &out) == 0 && out == NEG(0));
  CHECK(if_libm(IF_F32, "math.tanh", 1, &ninf, &out) == 0 && out == NEG(ONE));
  CHECK(if_libm(IF_F32, "math.erf", 1, &pinf, &out) == 0 && out == ONE);
  CHECK(if_libm(IF_F32, "math.cosh", 1, &ninf, &out) == 0 && out == F32_INF);
  CHECK(if_libm(IF_F32, "math.cbrt", 1, &ninf, &out) == 0 && out == NEG(F32_INF));
  CHECK(if_libm(IF_F32, "math.sin", 1, &pinf, &out) == 0 && out == F32_NAN);
  uint64_t nan1 = 0xFFC00001;
  CHECK(if_libm(IF_F32, "math.sin", 1, &nan1, &out) == 0 && out == 0xFFC00001);   /* NaN operand kept */
  uint64_t m1 = NEG(ONE);
  CHECK(if_libm(IF_F32, "math.log", 1, &m1, &out) == 0 && out == F32_NAN);        /* libm's -nan: default */
  uint64_t one = ONE;
  CHECK(if_libm(IF_F32, "math.exp", 1, &one, &out) == 0 && out == fb(expf(1.0f)));
  CHECK(if_libm(IF_F64, "math.exp", 1, (uint64_t[]){db(1.0)}, &out) == 0 && out == db(exp(1.0)));
  CHECK(if_libm(IF_F16, "math.exp", 1, (uint64_t[]){0x3C00}, &out) == 0 && out == 0x4170);   /* 2.719 */
  CHECK(if_libm(IF_BF16, "math.exp", 1, (uint64_t[]){0x3F80}, &out) == 0 && out == 0x402E);  /* 2.719 */
  CHECK(if_libm(IF_F32, "math.rsqrt", 1, (uint64_t[]){0x40800000}, &out) == 0 && out == 0x3F000000);
  CHECK(if_libm(IF_F32, "math.atan", 1, &pinf, &out) == 0 && out == fb(atanf(INFINITY)));
  CHECK(if_libm(IF_F32, "math.powf", 2, (uint64_t[]){0x7FC00001, NEG(0)}, &out) == 0 && out == ONE);
  CHECK(if_libm(IF_F32, "math.powf", 2, (uint64_t[]){ONE, 0x7FC00001}, &out) == 0 && out == ONE);
  CHECK(if_libm(IF_F32, "math.powf", 2, (uint64_t[]){0x7FC00001, TWO}, &out) == 0 && out == F32_NAN);
  CHECK(if_libm(IF_F32, "math.powf", 2, (uint64_t[]){TWO, 0x41200000}, &out) == 0 && out == 0x44800000);
  CHECK(if_libm(IF_F32, "math.atan2", 2, (uint64_t[]){0xFFC00001, ONE}, &out) == 0 && out == F32_NAN);
  CHECK(if_libm(IF_F64, "math.atan2", 2, (uint64_t[]){db(1.0), db(1.0)}, &out) == 0 && out == db(atan2(1.0, 1.0)));
  CHECK(if_libm(IF_F32, "math.frobnicate", 1, &z, &out) == -1);
  CHECK(if_libm(IF_F32, "math.exp", 2, (uint64_t[]){0, 0}, &out) == -1);
  CHECK(if_libm(IF_F32, "math.powf", 1, &z, &out) == -1);
}

static void test_text(void) {
  char buf[64];
  struct { IfFormat f; uint64_t a; const char *s; } fmt[] = {
      {IF_F32, NEG(0), "-0.0"}, {IF_F32, 0, "0.0"}, {IF_F32, 0x3FC00000, "1.5"},
      {IF_F32, F32_INF, "inf (0x7F800000)"}, {IF_F32, NEG(F32_INF), "-inf (0xFF800000)"}, {IF_F32, 0xFFC00001, "0xFFC00001"},
      {IF_F32, 0x7FC00000, "0x7FC00000"}, {IF_F16, 0x7C00, "inf (0x7C00)"}, {IF_F16, 0xFC00, "-inf (0xFC00)"},
      {IF_F64, 0x7FF0000000000000ULL, "inf (0x7FF0000000000000)"}, {IF_BF16, 0xFF80, "-inf (0xFF80)"},
      {IF_F64, 0x3FD3333333333334ULL, "0.30000000000000004"}, {IF_F16, 0x3C00, "1.0"}, {IF_F16, 0x2E66, "0.1"},
      {IF_F32, 0x3DCCCCCD, "0.1"}, {IF_F64, db(0.1), "0.1"}, {IF_F32, 0x501502F9, "1.0e+10"},
      {IF_F32, 0xC0C00000, "-6.0"}, {IF_F16, 0x0001, "6.0e-08"}, {IF_F16, 0x7BFF, "65504.0"}, {IF_F32, 0x43700000, "240.0"}, {IF_F32, 0xC3700000, "-240.0"},
      {IF_BF16, 0x3F81, "1.01"}, {IF_F64, db(1.0 / 3), "0.3333333333333333"},
      {IF_F32, 1, "1.0e-45"}, {IF_F64, 1, "5.0e-324"}};
  for (size_t i = 0; i < sizeof fmt / sizeof fmt[0]; i++) {
    if_format(fmt[i].f, fmt[i].a, buf, sizeof buf);
    if (strcmp(buf, fmt[i].s)) fprintf(stderr, "if_format: %s, expected %s\n", buf, fmt[i].s);
    CHECK(!strcmp(buf, fmt[i].s));
  }
  uint64_t v;
  CHECK(if_parse(IF_F32, "-6", &v) == 0 && v == 0xC0C00000);
  CHECK(if_parse(IF_F32, "1.5e3", &v) == 0 && v == 0x44BB8000);
  CHECK(if_parse(IF_F32, "-0.0", &v) == 0 && v == NEG(0));
  CHECK(if_parse(IF_F32, "0.1", &v) == 0 && v == 0x3DCCCCCD);
  CHECK(if_parse(IF_F32, "1.000000e+00", &v) == 0 && v == ONE);
  CHECK(if_parse(IF_F32, "inf", &v) == 0 && v == F32_INF);
  CHECK(if_parse(IF_F32, "-inf", &v) == 0 && v == NEG(F32_INF));
  CHECK(if_parse(IF_F32, "nan", &v) == 0 && v == F32_NAN);
  CHECK(if_parse(IF_F32, "0x7FC00001", &v) == 0 && v == 0x7FC00001);
  CHECK(if_parse(IF_F16, "0xFC00", &v) == 0 && v == 0xFC00);
  CHECK(if_parse(IF_F16, "0x1FC00", &v) == -1);
  CHECK(if_parse(IF_F32, "1e400", &v) == 0 && v == F32_INF);
  CHECK(if_parse(IF_F32, "1e-50", &v) == 0 && v == 0);
  CHECK(if_parse(IF_F16, "2049", &v) == 0 && v == 0x6800);   /* tie to even 2048 */
  CHECK(if_parse(IF_F16, "2051", &v) == 0 && v == 0x6802);   /* tie to even 2052 */
  CHECK(if_parse(IF_F16, "2049.000001", &v) == 0 && v == 0x6801);
  CHECK(if_parse(IF_F32, "", &v) == -1 && if_parse(IF_F32, "abc", &v) == -1);
  CHECK(if_parse(IF_F32, "1.5x", &v) == -1 && if_parse(IF_F32, " 1", &v) == -1);
  CHECK(if_parse(IF_F32, "-nan", &v) == -1 && if_parse(IF_F32, "0x", &v) == -1);
  /* every non-NaN value reads back from its text */
  static const IfFormat all[] = {IF_F16, IF_BF16, IF_F32, IF_F64};
  for (int i = 0; i < 4000; i++) {
    IfFormat f = all[i % 4];
    uint64_t a = next() & (if_width(f) == 64 ? ~0ULL : (1ULL << if_width(f)) - 1);
    if (if_is_nan(f, a)) continue;
    if_format(f, a, buf, sizeof buf);
    if (if_is_inf(f, a)) *strchr(buf, ' ') = 0;   /* "inf (0x7F800000)": the word reads back */
    CHECK(if_parse(f, buf, &v) == 0 && v == a);
  }
}

/* The caller's MPFR exponent range is left as it was, and does not change results. */
static void test_state(void) {
  CHECK(mpfr_buildopt_tls_p());
  mpfr_exp_t emin = mpfr_get_emin(), emax = mpfr_get_emax();
  mpfr_set_emin(-10);
  mpfr_set_emax(10);
  CHECK(if_mul(IF_F64, IF_RNE, 1, 0x3FE0000000000000ULL) == 0);
  CHECK(if_add(IF_F64, IF_RNE, 0x7FEFFFFFFFFFFFFFULL, 0) == 0x7FEFFFFFFFFFFFFFULL);
  uint64_t v;
  CHECK(if_parse(IF_F64, "1e300", &v) == 0 && v == db(1e300));
  CHECK(mpfr_get_emin() == -10 && mpfr_get_emax() == 10);
  mpfr_set_emin(emin);
  mpfr_set_emax(emax);
}

/* Two threads, each with its own MPFR exponent range (thread-local), compute the same. */
static void *state_thread(void *arg) {
  int bad = 0;
  mpfr_set_emin(*(int *)arg);
  for (int i = 0; i < 20000; i++) {
    bad += if_mul(IF_F64, IF_RNE, 3, 0x3FE0000000000000ULL) != 2;            /* subnormal tie */
    bad += if_add(IF_F32, IF_RNA, ONE, 0x33800000) != 0x3F800001;
  }
  bad += mpfr_get_emin() != *(int *)arg;
  return (void *)(intptr_t)bad;
}

static void test_threads(void) {
  int emin[2] = {-5, -100000};
  pthread_t t[2];
  for (int i = 0; i < 2; i++) CHECK(pthread_create(&t[i], NULL, state_thread, &emin[i]) == 0);
  for (int i = 0; i < 2; i++) {
    void *bad = (void *)1;
    CHECK(pthread_join(t[i], &bad) == 0 && bad == NULL);
  }
}

/* ---- against the hardware ---- */

enum { H_ADD, H_SUB, H_MUL, H_DIV, H_SQRT, H_FMA, H_NOPS };

static uint64_t ours(IfFormat f, int op, IfRound r, uint64_t a, uint64_t b, uint64_t c) {
  switch (op) {
  case H_ADD: return if_add(f, r, a, b);
  case H_SUB: return if_sub(f, r, a, b);
  case H_MUL: return if_mul(f, r, a, b);
  case H_DIV: return if_div(f, r, a, b);
  case H_SQRT: return if_sqrt(f, r, a);
  default: return if_fma(f, r, a, b, c);
  }
}

/* volatile operands: the operation happens at run time, after fesetround */
#define HW(name, T, SQRT, FMA)                                                     \
  __attribute__((noinline)) static T name(int op, int mode, T a, T b, T c) {       \
    volatile T x = a, y = b, z = c, res;                                           \
    fesetround(mode);                                                              \
    switch (op) {                                                                  \
    case H_ADD: res = x + y; break;                                                \
    case H_SUB: res = x - y; break;                                                \
    case H_MUL: res = x * y; break;                                                \
    case H_DIV: res = x / y; break;                                                \
    case H_SQRT: res = SQRT(x); break;                                             \
    default: res = FMA(x, y, z); break;                                            \
    }                                                                              \
    fesetround(FE_TONEAREST);                                                      \
    return res;                                                                    \
  }
HW(hw_f32, float, sqrtf, fmaf)
HW(hw_f64, double, sqrt, fma)

/* f16: GCC computes _Float16 in float and rounds once to half (exact for *, and correct
 * for + - / sqrt since 24 >= 2 * 11 + 2); fma through double rounded to odd (53 >= 11 + 2). */
__attribute__((noinline)) static _Float16 hw_f16(int op, int mode, _Float16 a, _Float16 b, _Float16 c) {
  volatile _Float16 x = a, y = b, z = c, res;
  fesetround(mode);
  switch (op) {
  case H_ADD: res = x + y; break;
  case H_SUB: res = x - y; break;
  case H_MUL: res = x * y; break;
  case H_DIV: res = x / y; break;
  case H_SQRT: res = (_Float16)sqrtf((float)x); break;
  default: {
    fesetround(FE_TOWARDZERO);
    feclearexcept(FE_INEXACT);
    volatile double d = fma((double)x, (double)y, (double)z);
    uint64_t u = db(d);
    if (fetestexcept(FE_INEXACT) && !(u & 1) && !isinf(d)) u |= 1;   /* round to odd */
    fesetround(mode);
    res = (_Float16)bd(u);
  }
  }
  fesetround(FE_TONEAREST);
  return res;
}

/* A random operand: random bits, or near a special value, or near another operand. */
static uint64_t operand(IfFormat f, uint64_t near) {
  unsigned w = if_width(f);
  uint64_t m = w == 64 ? ~0ULL : (1ULL << w) - 1, x = next();
  switch (x % 8) {
  case 0: return (near ^ (next() & 0xFF) ^ (x & (1ULL << (w - 1)))) & m;   /* cancellation */
  case 1: return (next() % 64) ^ (x & (1ULL << (w - 1)));                 /* tiny subnormals */
  case 2: return (if_default_nan(f) - 1 - (next() % 64)) & m;             /* near MAX / Inf */
  default: return next() & m;
  }
}

static int mismatches;

static void compare(IfFormat f, int op, IfRound r, uint64_t a, uint64_t b, uint64_t c, uint64_t want) {
  uint64_t got = ours(f, op, r, a, b, c);
  if (if_is_nan(f, want)) want = if_default_nan(f);
  if (got != want && mismatches++ < 10)
    fprintf(stderr, "format %d op %d mode %d: %llx %llx %llx -> %llx, hardware %llx\n", f, op, r,
            (unsigned long long)a, (unsigned long long)b, (unsigned long long)c, (unsigned long long)got,
            (unsigned long long)want);
}

/* An independent rounding of f32 to bf16 (same exponent range: rounding the low 16 bits). */
static uint64_t ref_bf16(uint32_t x, IfRound r) {
  if ((x & 0x7FFFFFFF) > 0x7F800000) return 0x7FC0;
  uint32_t s = x & 0x80000000, hi = (x & 0x7FFFFFFF) >> 16, lo = x & 0xFFFF;
  int up = r == IF_RNE ? lo > 0x8000 || (lo == 0x8000 && (hi & 1)) : r == IF_RUP ? lo && !s : r == IF_RDN ? lo && s : 0;
  return (s >> 16) | (hi + (uint32_t)up);
}

static void test_hardware(void) {
  for (int i = 0; i < 60000; i++) {
    int op = i % H_NOPS;
    IfRound r = (IfRound)((i / H_NOPS) % 4);
    uint64_t a = operand(IF_F32, 0), b = operand(IF_F32, a), c = operand(IF_F32, a ^ b);
    if (op == H_FMA && i % 3 == 0) c = fb(-bf(a) * bf(b)) ^ (next() & 3);   /* near cancellation */
    compare(IF_F32, op, r, a, b, c, fb(hw_f32(op, fe_mode[r], bf(a), bf(b), bf(c))));
    a = operand(IF_F64, 0), b = operand(IF_F64, a), c = operand(IF_F64, a ^ b);
    if (op == H_FMA && i % 3 == 0) c = db(-bd(a) * bd(b)) ^ (next() & 3);
    compare(IF_F64, op, r, a, b, c, db(hw_f64(op, fe_mode[r], bd(a), bd(b), bd(c))));
    a = operand(IF_F16, 0), b = operand(IF_F16, a), c = operand(IF_F16, a ^ b);
    compare(IF_F16, op, r, a, b, c, hb(hw_f16(op, fe_mode[r], bh(a), bh(b), bh(c))));
    /* bf16: float then rounded in the same mode (24 >= 2 * 8 + 2), exponents kept moderate
     * so that float results are normal */
    if (op != H_FMA) {
      a = (next() & 0x803F) | ((100 + next() % 56) << 7), b = (next() & 0x807F) | ((100 + next() % 56) << 7);
      compare(IF_BF16, op, r, a, b, 0, ref_bf16(fb(hw_f32(op, fe_mode[r], bf(a << 16), bf(b << 16), 0)), r));
    }
    /* conversions f32 -> bf16, f32 -> f16, f64 -> f32; remf; sitofp */
    uint32_t x = (uint32_t)next();
    CHECK(if_convert(IF_F32, IF_BF16, r, x) == ref_bf16(x, r));
    fesetround(fe_mode[r]);
    volatile float vx = bf(x);
    volatile _Float16 h = (_Float16)vx;
    volatile double vd = bd(a = next());
    volatile float fd = (float)vd;
    volatile int64_t n = (int64_t)next() >> (next() % 64);
    volatile float fn = (float)n;
    fesetround(FE_TONEAREST);
    CHECK(if_is_nan(IF_F32, x) || if_convert(IF_F32, IF_F16, r, x) == hb(h));
    CHECK(if_is_nan(IF_F64, a) || if_convert(IF_F64, IF_F32, r, a) == fb(fd));
    CHECK(if_from_int(IF_F32, r, (uint64_t)n, 64, 1) == fb(fn));
    uint32_t y = (uint32_t)operand(IF_F32, x);
    float fm = fmodf(bf(x), bf(y));
    CHECK(if_rem(IF_F32, x, y) == (isnan(fm) ? F32_NAN : fb(fm)));
    CHECK(if_round_integral(IF_F32, IF_FLOOR, x) == (isnan(bf(x)) ? F32_NAN : fb(floorf(bf(x)))));
    CHECK(if_round_integral(IF_F32, IF_ROUND, x) == (isnan(bf(x)) ? F32_NAN : fb(roundf(bf(x)))));
    CHECK(if_round_integral(IF_F32, IF_ROUNDEVEN, x) == (isnan(bf(x)) ? F32_NAN : fb(nearbyintf(bf(x)))));
  }
  CHECK(mismatches == 0);
}

/* to_nearest_away agrees with to_nearest_even except at ties, where it goes away from zero;
 * it is always one of the downward and upward results. */
static void test_rna(void) {
  for (int i = 0; i < 20000; i++) {
    int op = i % H_NOPS;
    IfFormat f = (IfFormat)(i / H_NOPS % 4);
    uint64_t a = operand(f, 0), b = operand(f, a), c = operand(f, b);
    uint64_t ne = ours(f, op, IF_RNE, a, b, c), na = ours(f, op, IF_RNA, a, b, c);
    uint64_t dn = ours(f, op, IF_RDN, a, b, c), up = ours(f, op, IF_RUP, a, b, c);
    if (if_is_nan(f, ne)) {
      CHECK(na == ne);
      continue;
    }
    CHECK(na == dn || na == up || (if_is_inf(f, na) && na == ne));
    if (na != ne) CHECK(if_abs(f, na) > if_abs(f, ne));
  }
}

int main(void) {
  test_basics();
  test_add_sub();
  test_mul_div();
  test_sqrt_fma_rem();
  test_sign_minmax_cmp();
  test_conversions();
  test_libm();
  test_text();
  test_state();
  test_threads();
  test_hardware();
  test_rna();
  return check_done("ifloat_test");
}
