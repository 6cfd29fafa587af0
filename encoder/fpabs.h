/* fpabs.h: inside the fp module, between the operations (fp.c) and the abstract domain
 * (fpabs.c). Other modules include fp.h only. */
#ifndef TV_FPABS_H
#define TV_FPABS_H
#include "fp.h"

/* Term helpers shared by fp.c and fpabs.c (the encoder context carries the Smt). */
static inline Smt *S(EncFn *f) { return f->s; }
static inline Z3_ast eq(EncFn *f, Z3_ast a, Z3_ast b) { return smt_app2(S(f), Z3_mk_eq, a, b); }
static inline Z3_ast not_(EncFn *f, Z3_ast a) { return smt_app1(S(f), Z3_mk_not, a); }
static inline Z3_ast and_(EncFn *f, Z3_ast a, Z3_ast b) { return smt_and(S(f), a, b); }
static inline Z3_ast or_(EncFn *f, Z3_ast a, Z3_ast b) { return smt_or(S(f), a, b); }
static inline Z3_ast ite(EncFn *f, Z3_ast c, Z3_ast t, Z3_ast e) { return smt_ite(S(f), c, t, e); }

typedef struct FpFormat {
  const char *name;
  unsigned ebits, sbits;   /* exponent bits; significand bits with the hidden bit */
} FpFormat;
extern const FpFormat fp_formats[FP_NKINDS];

/* IEEE bit patterns and doubles (every f16/bf16/f32/f64 value is a double). */
double fp_bits_to_double(FpKind k, uint64_t b);
/* |v| rounded to kind k, to nearest even or toward zero, as bits (Inf on overflow). */
uint64_t fp_mag_bits(FpKind k, double v, int toward_zero);
/* The bits of a FloatAttr; nonzero when it is not one. */
int fp_attr_bits(Arena *a, FpKind k, MlirAttribute attr, uint64_t *bits);

/* The abstract encoding: sign bit ++ m magnitude bits. */
unsigned fpa_width(TvQuery *q, FpKind k);
Z3_ast fpa_mag(EncFn *f, FpKind k, Z3_ast a);
Z3_ast fpa_nan_mag(EncFn *f, FpKind k);
Z3_ast fpa_inf_mag(EncFn *f, FpKind k);
Z3_ast fpa_nan(EncFn *f, FpKind k);
Z3_ast fpa_is_nan(EncFn *f, FpKind k, Z3_ast a);
Z3_ast fpa_is_inf(EncFn *f, FpKind k, Z3_ast a);
Z3_ast fpa_is_zero(EncFn *f, FpKind k, Z3_ast a);
Z3_ast fpa_constant(EncFn *f, FpKind k, uint64_t bits);
Z3_ast fpa_uf_bool(EncFn *f, FpKind k, const char *name, Z3_ast a);
Z3_ast fpa_less(EncFn *f, FpKind k, Z3_ast a, Z3_ast b);
Z3_ast fpa_add(EncFn *f, FpKind k, Z3_ast a, Z3_ast b);
Z3_ast fpa_mul(EncFn *f, FpKind k, Z3_ast a, Z3_ast b);
Z3_ast fpa_div(EncFn *f, FpKind k, Z3_ast a, Z3_ast b);
Z3_ast fpa_rem(EncFn *f, FpKind k, Z3_ast a, Z3_ast b);
Z3_ast fpa_fma(EncFn *f, FpKind k, Z3_ast a, Z3_ast b, Z3_ast c);
Z3_ast fpa_sqrt(EncFn *f, FpKind k, Z3_ast a);
Z3_ast fpa_round_int(EncFn *f, FpKind k, Z3_ast a, const char *name);
Z3_ast fpa_convert(EncFn *f, FpKind from, FpKind to, FpRound r, Z3_ast a);
Z3_ast fpa_from_int(EncFn *f, FpKind k, Z3_ast i, int is_signed);
Z3_ast fpa_to_int(EncFn *f, FpKind k, Z3_ast a, unsigned w, int is_signed, Z3_ast *ok);
Z3_ast fpa_to_bits(EncFn *f, FpKind k, Z3_ast a);
Z3_ast fpa_from_bits(EncFn *f, FpKind k, Z3_ast bits);

#endif
