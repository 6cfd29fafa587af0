/* fp.h: floating-point values in two encodings (docs/design.md, "Floating point").
 * A float is always a bit-vector. In the exact encoding it is the IEEE-754 bit pattern and
 * operations go through Z3's floating-point theory. In the abstract encoding (thesis
 * chapters 4-5) it is sign + magnitude bits whose meaning is only "order of absolute
 * values", operations are uninterpreted functions with the IEEE special cases forced,
 * and the width is the smallest that can hold every value of the function pair. */
#ifndef TV_FP_H
#define TV_FP_H
#include <stdint.h>
#include "enc.h"

typedef enum FpKind { FP_F16, FP_BF16, FP_F32, FP_F64, FP_NKINDS } FpKind;

/* Binary operations with a value result. */
typedef enum FpBin {
  FP_ADD, FP_SUB, FP_MUL, FP_DIV, FP_REM,
  FP_MAXIMUM, FP_MINIMUM, FP_MAXNUM, FP_MINNUM
} FpBin;

/* IEEE rounding directions, numbered as arith's RoundingModeAttr. */
typedef enum FpRound { FP_RNE, FP_RTN, FP_RTP, FP_RTZ, FP_RNA } FpRound;

/* The kind of a scalar float type or of a ranked tensor's elements, or -1 (f16, bf16,
 * f32, f64 only). */
int fp_kind(MlirType t);
const char *fp_kind_name(FpKind k);

/* Complex numbers (complex.c): a complex<fK> value is one bit-vector of twice a float's
 * width, the imaginary part in the high half and the real part in the low half (the
 * layout of LLVM's {re, im} struct in memory, so that complex.bitcast keeps the bits). */
/* The kind of the parts of complex<fK> (scalar, or a shaped type's elements), or -1. */
int fp_complex_kind(MlirType t);
/* A value kind: fp_kind for floats, FP_COMPLEX + the parts' kind for complex, -1 otherwise. */
enum { FP_COMPLEX = FP_NKINDS };
int fp_value_kind(MlirType t);
/* Part im (0: real, 1: imaginary) of complex value c of kind k, and the complex value of
 * two parts. */
Z3_ast fp_part(EncFn *f, FpKind k, Z3_ast c, int im);
Z3_ast fp_pack(EncFn *f, Z3_ast re, Z3_ast im);

/* Per-query setup from both functions: which encoding, widths, constants and the
 * abstract encoding's preconditions (q->fp_pre). Returns 0, or stops the query. */
int fp_prepare(TvQuery *q, MlirOperation src, MlirOperation tgt);
/* Bit-vector width of a float of kind k in the current encoding. */
unsigned fp_width(TvQuery *q, FpKind k);

/* A FloatAttr (arith.constant's value) as a value of kind k. */
Z3_ast fp_constant(EncFn *f, FpKind k, MlirAttribute a);

/* 1.0, the default NaN, +-0.0 and +-Inf of kind k. */
Z3_ast fp_one(EncFn *f, FpKind k);
/* The float v of kind k, exactly representable; in the abstract encoding fp_prepare must
 * have collected it (fpabs.c, scan_op). */
Z3_ast fp_exact(EncFn *f, FpKind k, double v);
/* 2pi, the FFT ops' angle factor (tosa.fft2d, tosa.rfft2d; collected by fpabs.c). */
#define FP_TWO_PI 6.283185307179586
Z3_ast fp_nan(EncFn *f, FpKind k);
Z3_ast fp_zero(EncFn *f, FpKind k, int negative);
Z3_ast fp_inf(EncFn *f, FpKind k, int negative);

/* Classification and sign, as Z3 booleans. */
Z3_ast fp_is_nan(EncFn *f, FpKind k, Z3_ast a);
Z3_ast fp_is_inf(EncFn *f, FpKind k, Z3_ast a);
Z3_ast fp_is_zero(EncFn *f, FpKind k, Z3_ast a);
Z3_ast fp_is_neg(EncFn *f, FpKind k, Z3_ast a);
Z3_ast fp_is_normal(EncFn *f, FpKind k, Z3_ast a);

/* Sign-bit operations, exact in both encodings (IEEE 754 section 5.5.1). */
Z3_ast fp_neg(EncFn *f, FpKind k, Z3_ast a);
Z3_ast fp_abs(EncFn *f, FpKind k, Z3_ast a);
Z3_ast fp_copysign(EncFn *f, FpKind k, Z3_ast mag, Z3_ast sign);

/* cmpf: predicate numbered as arith::CmpFPredicate (0 false ... 15 true). */
Z3_ast fp_cmp(EncFn *f, FpKind k, int pred, Z3_ast a, Z3_ast b);
Z3_ast fp_binary(EncFn *f, FpKind k, FpBin op, Z3_ast a, Z3_ast b);
Z3_ast fp_fma(EncFn *f, FpKind k, Z3_ast a, Z3_ast b, Z3_ast c);
Z3_ast fp_sqrt(EncFn *f, FpKind k, Z3_ast a);
/* Round to an integral value in the given direction (floor, ceil, trunc, round, roundeven). */
Z3_ast fp_round_int(EncFn *f, FpKind k, FpRound r, Z3_ast a, const char *opname);
/* A function IEEE-754 does not define exactly (exp, tanh, powf, ...): an uninterpreted
 * function (one operand: NaN in, NaN out); a counterexample in which its value matters
 * (`used`, NULL for "no operand is NaN") is inconclusive. */
Z3_ast fp_uf(EncFn *f, FpKind k, const char *opname, unsigned n, const Z3_ast *args, Z3_ast used);

/* Conversions. */
Z3_ast fp_convert(EncFn *f, FpKind from, FpKind to, FpRound r, Z3_ast a);
Z3_ast fp_from_int(EncFn *f, FpKind k, Z3_ast i, int is_signed);
/* Float to integer rounding toward zero; *ok is "in range" (otherwise poison). */
Z3_ast fp_to_int(EncFn *f, FpKind k, Z3_ast a, unsigned w, int is_signed, Z3_ast *ok);
/* arith.bitcast: the IEEE bit pattern of a float and back. */
Z3_ast fp_to_bits(EncFn *f, FpKind k, Z3_ast a);
Z3_ast fp_from_bits(EncFn *f, FpKind k, Z3_ast bits);

/* fastmath (#arith.fastmath on arith and math ops): "not poison" given the operands and
 * result vals (nnan: no NaN, ninf: no Inf). The other flags allow rewrites we do not
 * model; on a source op they make a counterexample through it inconclusive. */
Z3_ast fp_fastmath(EncFn *f, MlirOperation op, FpKind k, unsigned n, const Z3_ast *vals);

/* "Same result" for refinement: NaNs are equal whatever their sign and payload, +0.0 and
 * -0.0 differ, otherwise bitwise equal. */
Z3_ast fp_same(TvQuery *q, FpKind k, Z3_ast a, Z3_ast b);
/* The same for a value kind vk (fp_value_kind): complex values part by part, others
 * (vk < 0) bitwise. */
Z3_ast fp_same_value(TvQuery *q, int vk, Z3_ast a, Z3_ast b);

#endif
