/* ifloat.h: concrete IEEE-754 arithmetic on bit patterns for the reference interpreter
 * (issue 18), bit-exact in every rounding mode, for f16, bf16, f32 and f64. It implements
 * docs/semantics.md section 4 on values, independently of Z3 (docs/design.md, "Floats in
 * the interpreter"). A value is its IEEE bit pattern right-aligned in a uint64_t; bits
 * above the format's width are ignored on input and zero on output.
 *
 * Built on GNU MPFR. MPFR's exponent range is per thread when MPFR is built thread-safe
 * (Debian's is: mpfr_buildopt_tls_p() is true); every function here sets the range it
 * needs and restores the caller's before returning, so concurrent threads do not meet. */
#ifndef TV_IFLOAT_H
#define TV_IFLOAT_H
#include <stddef.h>
#include <stdint.h>

typedef enum IfFormat { IF_F16, IF_BF16, IF_F32, IF_F64 } IfFormat;

/* Numbered as ArithBase.td's RoundingMode: to_nearest_even 0, downward 1, upward 2,
 * toward_zero 3, to_nearest_away 4. */
typedef enum IfRound { IF_RNE = 0, IF_RDN = 1, IF_RUP = 2, IF_RTZ = 3, IF_RNA = 4 } IfRound;

/* math.floor, ceil, trunc, round (ties away from zero), roundeven (ties to even). */
typedef enum IfIntegral { IF_FLOOR, IF_CEIL, IF_TRUNC, IF_ROUND, IF_ROUNDEVEN } IfIntegral;

/* Bits of a value: 16, 16, 32, 64. */
unsigned if_width(IfFormat f);
/* The positive quiet NaN with zero payload (APFloat's): 0x7E00, 0x7FC0, 0x7FC00000,
 * 0x7FF8000000000000; the NaN result of arithmetic and conversions (semantics.md 4.2). */
uint64_t if_default_nan(IfFormat f);

/* Classification: 1 or 0. is_finite: zero, subnormal or normal; sign: the sign bit. */
int if_is_nan(IfFormat f, uint64_t a);
int if_is_inf(IfFormat f, uint64_t a);
int if_is_zero(IfFormat f, uint64_t a);
int if_is_subnormal(IfFormat f, uint64_t a);
int if_is_normal(IfFormat f, uint64_t a);
int if_is_finite(IfFormat f, uint64_t a);
int if_sign(IfFormat f, uint64_t a);

/* addf, subf, mulf, divf, math.fma (a * b + c rounded once), math.sqrt: correctly rounded
 * in mode r, subnormals included; a NaN result (NaN operand, Inf - Inf, 0 * Inf, 0 / 0,
 * sqrt of a negative) is the default NaN; zero signs as IEEE 754 (x - x = -0.0 only
 * downward). */
uint64_t if_add(IfFormat f, IfRound r, uint64_t a, uint64_t b);
uint64_t if_sub(IfFormat f, IfRound r, uint64_t a, uint64_t b);
uint64_t if_mul(IfFormat f, IfRound r, uint64_t a, uint64_t b);
uint64_t if_div(IfFormat f, IfRound r, uint64_t a, uint64_t b);
uint64_t if_fma(IfFormat f, IfRound r, uint64_t a, uint64_t b, uint64_t c);
uint64_t if_sqrt(IfFormat f, IfRound r, uint64_t a);
/* remf: C fmod, exact, sign of a; default NaN for a NaN operand, infinite a or zero b. */
uint64_t if_rem(IfFormat f, uint64_t a, uint64_t b);

/* negf, absf, copysign (magnitude of a, sign of b): the sign bit only, NaN payload kept. */
uint64_t if_neg(IfFormat f, uint64_t a);
uint64_t if_abs(IfFormat f, uint64_t a);
uint64_t if_copysign(IfFormat f, uint64_t a, uint64_t b);

/* maximumf / minimumf: -0.0 < +0.0; a NaN operand gives the default NaN. */
uint64_t if_maximum(IfFormat f, uint64_t a, uint64_t b);
uint64_t if_minimum(IfFormat f, uint64_t a, uint64_t b);
/* maxnumf / minnumf: one NaN operand gives the other operand, both NaN the second (as is).
 * *either (may be NULL) becomes 1 when the operands are +0.0 and -0.0, for which MLIR allows
 * either result; the one returned then is as maximum/minimum (-0.0 < +0.0); else 0. */
uint64_t if_maxnum(IfFormat f, uint64_t a, uint64_t b, int *either);
uint64_t if_minnum(IfFormat f, uint64_t a, uint64_t b, int *either);

/* cmpf with CmpFPredicate 0 (false) .. 15 (true) as in ArithBase.td: 1 or 0, -1 for a
 * predicate out of range. Ordered predicates are false on NaN, unordered true; +0 == -0. */
int if_cmp(IfFormat f, int predicate, uint64_t a, uint64_t b);

/* extf / truncf (and any pair): the value rounded in mode r (exact when widening); a NaN
 * gives the default NaN of `to`. */
uint64_t if_convert(IfFormat from, IfFormat to, IfRound r, uint64_t a);
/* sitofp / uitofp of the low `width` bits of v (1..64), rounded in mode r; 0 gives +0.0. */
uint64_t if_from_int(IfFormat to, IfRound r, uint64_t v, unsigned width, int is_signed);
/* fptosi / fptoui: a rounded toward zero, in *out truncated to `width` (1..64) bits;
 * returns 0, or -1 (poison) for NaN, Inf, or a truncation that does not fit. */
int if_to_int(IfFormat from, uint64_t a, unsigned width, int is_signed, uint64_t *out);
/* Round to an integral value as `how` (IfIntegral); the sign is kept (ceil(-0.5) = -0.0);
 * NaN gives the default NaN. */
uint64_t if_round_integral(IfFormat f, int how, uint64_t a);

/* The math functions the encoder leaves uninterpreted (semantics.md 4.6): acos, acosh,
 * asin, asinh, atan, atanh, cbrt, cos, cosh, erf, erfc, exp, exp2, expm1, log, log10,
 * log1p, log2, rsqrt, sin, sinh, tan, tanh (n = 1), atan2, powf (n = 2); `name` with or
 * without "math.". The rules of 4.6 first: a one-operand function returns its NaN operand
 * and the table's values at +-0 and +-Inf; powf(x, +-0) = powf(1, y) = 1.0, otherwise a NaN
 * operand of powf or atan2 gives the default NaN. Else the C library: f32 through the
 * float functions, f64 through double, f16 and bf16 through float rounded to nearest even
 * (rsqrt is 1 / sqrt, rounded twice); a NaN it returns becomes the default NaN. These
 * values are one libm's, not MLIR semantics. Returns 0, or -1 for an unknown name or a
 * wrong n. */
int if_libm(IfFormat f, const char *name, unsigned n, const uint64_t *args, uint64_t *out);

/* The value as counterexample text: "-0.0", "1.5", "0.1" (the shortest decimal that reads
 * back as the same value; a whole number below 1e7 in full, "240.0"), "1.0e+10"; Inf as
 * "inf (0x7F800000)" / "-inf (0xFF800000)" (the word, and the bits an MLIR constant of it
 * is written with); NaN as its bits alone ("0x7FC00000", so that a payload shows).
 * if_parse reads each back but the Inf texts, whose first word it reads. */
void if_format(IfFormat f, uint64_t a, char *buf, size_t n);
/* An MLIR float literal for format f: decimal ("-6", "1.5e3", "-0.0"; rounded to nearest
 * even), "inf", "-inf", "nan" (the default NaN), or hex bits "0x7FC00000" (at most the
 * format's width). Returns 0, or -1 for text that is none of these. */
int if_parse(IfFormat f, const char *text, uint64_t *out);

#endif
