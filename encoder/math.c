/* math.c: the math dialect (MathOps.td) on scalar floats and integers. Operations IEEE-754
 * defines exactly (sqrt, fma, rounding to integers, sign operations, classification) are
 * exact in the IEEE encoding; the others (exp, log, tanh, powf, ...) are uninterpreted
 * functions in both encodings, so a counterexample through them is inconclusive. */
#include <math.h>
#include <stdio.h>
#include <string.h>
#include "enc.h"
#include "ifloat.h"
#include "interp.h"
#include "fp.h"
#include "mlirutil.h"

static int float_kind(EncFn *f, MlirOperation op, int operand) {
  MlirType t = mlirValueGetType(operand >= 0 ? mlirOperationGetOperand(op, operand)
                                             : mlirOperationGetResult(op, 0));
  int k = fp_kind(t);
  if (k < 0) enc_stop(f->q, TV_UNSUPPORTED, "%s on %s", mu_op_name(&f->q->arena, op),
                      mu_type_str(&f->q->arena, t));
  return k;
}

/* Operands in x[], their kind in *k; "not poison" of all of them in *np. */
static int operands(EncFn *f, MlirOperation op, int *k, Z3_ast *x, Z3_ast *np) {
  *k = float_kind(f, op, 0);
  if (*k < 0) return 1;
  *np = smt_true(f->s);
  for (int i = 0; i < mlirOperationGetNumOperands(op); i++) {
    EncVal v;
    if (enc_operand(f, op, i, &v)) return 1;
    x[i] = v.v;
    *np = smt_and(f->s, *np, v.np);
  }
  return 0;
}

/* Sets a float result: not poison if the operands are not and fastmath allows it. */
static int float_result(EncFn *f, MlirOperation op, int k, unsigned n, Z3_ast *x, Z3_ast np,
                        Z3_ast v) {
  x[n] = v;
  Z3_ast fm = v ? fp_fastmath(f, op, (FpKind)k, n + 1, x) : NULL;
  return enc_result(f, op, 0, (EncVal){v, smt_and(f->s, np, fm)});
}

typedef enum { ABSF, COPYSIGN, SQRT, FMA, FLOOR, CEIL, TRUNC, ROUND, ROUNDEVEN, UNARY_UF,
               POWF, ATAN2 } MathOp;

static int math_float(EncFn *f, MlirOperation op, MathOp m) {
  int k;
  Z3_ast x[4], np, v = NULL;
  if (operands(f, op, &k, x, &np)) return 1;
  FpKind fk = (FpKind)k;
  char *name = mu_op_name(&f->q->arena, op);
  switch (m) {
  case ABSF: v = fp_abs(f, fk, x[0]); break;
  case COPYSIGN: v = fp_copysign(f, fk, x[0], x[1]); break;
  case SQRT: v = fp_sqrt(f, fk, x[0]); break;
  case FMA: v = fp_fma(f, fk, x[0], x[1], x[2]); break;
  case FLOOR: v = fp_round_int(f, fk, FP_RTN, x[0], "floor"); break;
  case CEIL: v = fp_round_int(f, fk, FP_RTP, x[0], "ceil"); break;
  case TRUNC: v = fp_round_int(f, fk, FP_RTZ, x[0], "trunc"); break;
  case ROUND: v = fp_round_int(f, fk, FP_RNA, x[0], "round"); break;
  case ROUNDEVEN: v = fp_round_int(f, fk, FP_RNE, x[0], "roundeven"); break;
  case UNARY_UF: v = fp_uf(f, fk, name, 1, x, NULL); break;
  case POWF: {
    /* pow(x, +-0) = 1 and pow(1, y) = 1 even for NaN (IEEE 754 9.2.1); else NaN in, NaN out */
    Z3_ast one = fp_one(f, fk);
    Z3_ast is_one = smt_or(f->s, fp_is_zero(f, fk, x[1]), smt_app2(f->s, Z3_mk_eq, x[0], one));
    Z3_ast nan = smt_or(f->s, fp_is_nan(f, fk, x[0]), fp_is_nan(f, fk, x[1]));
    Z3_ast used = smt_app1(f->s, Z3_mk_not, smt_or(f->s, is_one, nan));
    v = smt_ite(f->s, is_one, one, smt_ite(f->s, nan, fp_nan(f, fk), fp_uf(f, fk, name, 2, x, used)));
    break;
  }
  case ATAN2: {
    Z3_ast nan = smt_or(f->s, fp_is_nan(f, fk, x[0]), fp_is_nan(f, fk, x[1]));
    v = smt_ite(f->s, nan, fp_nan(f, fk), fp_uf(f, fk, name, 2, x, NULL));
    break;
  }
  }
  return float_result(f, op, k, (unsigned)mlirOperationGetNumOperands(op), x, np, v);
}

#define MATH(fn, kind) \
  static int enc_##fn(EncFn *f, MlirOperation op) { return math_float(f, op, kind); }
MATH(absf, ABSF) MATH(copysign, COPYSIGN) MATH(sqrt, SQRT) MATH(fma, FMA) MATH(floor, FLOOR)
MATH(ceil, CEIL) MATH(trunc, TRUNC) MATH(round, ROUND) MATH(roundeven, ROUNDEVEN)
MATH(unary, UNARY_UF) MATH(powf, POWF) MATH(atan2, ATAN2)
#undef MATH

/* sincos: (sin x, cos x), the uninterpreted functions of math.sin and math.cos (one of
 * each per input, so a fusion of math.sin and math.cos into it is exact); fastmath per
 * result as on math.sin and math.cos. */
static int enc_sincos(EncFn *f, MlirOperation op) {
  int k;
  Z3_ast x[2], np;
  if (operands(f, op, &k, x, &np)) return 1;
  static const char *const fn[2] = {"math.sin", "math.cos"};
  for (int i = 0; i < 2; i++) {
    x[1] = fp_uf(f, (FpKind)k, fn[i], 1, x, NULL);
    Z3_ast fm = x[1] ? fp_fastmath(f, op, (FpKind)k, 2, x) : NULL;
    if (enc_result(f, op, i, (EncVal){x[1], smt_and(f->s, np, fm)})) return 1;
  }
  return 0;
}

/* isnan, isinf, isfinite, isnormal: i1 classification. */
static int classify(EncFn *f, MlirOperation op, int which) {
  int k;
  Z3_ast x[2], np;
  if (operands(f, op, &k, x, &np)) return 1;
  FpKind fk = (FpKind)k;
  Smt *s = f->s;
  Z3_ast c = which == 0 ? fp_is_nan(f, fk, x[0])
             : which == 1 ? fp_is_inf(f, fk, x[0])
             : which == 2 ? smt_app1(s, Z3_mk_not, smt_or(s, fp_is_nan(f, fk, x[0]), fp_is_inf(f, fk, x[0])))
                          : fp_is_normal(f, fk, x[0]);
  Z3_ast fm = fp_fastmath(f, op, fk, 1, x);
  return enc_result(f, op, 0, (EncVal){smt_bool_to_bv(s, c), smt_and(s, np, fm)});
}
static int enc_isnan(EncFn *f, MlirOperation op) { return classify(f, op, 0); }
static int enc_isinf(EncFn *f, MlirOperation op) { return classify(f, op, 1); }
static int enc_isfinite(EncFn *f, MlirOperation op) { return classify(f, op, 2); }
static int enc_isnormal(EncFn *f, MlirOperation op) { return classify(f, op, 3); }

/* ---- integer ops ---- */

typedef enum { ABSI, CTLZ, CTTZ, CTPOP } IntOp;

/* Leading or trailing zero count: the position of the first set bit from one end. */
static Z3_ast count_zeros(Smt *s, Z3_ast x, unsigned w, int leading) {
  Z3_ast r = smt_bv_u64(s, w, w);
  for (unsigned i = 0; i < w; i++) {
    unsigned bit = leading ? i : w - 1 - i;          /* scanned so that the last ite wins */
    unsigned count = leading ? w - 1 - bit : bit;
    Z3_ast set = smt_app2(s, Z3_mk_eq, smt_extract(s, bit, bit, x), smt_bv_u64(s, 1, 1));
    r = smt_ite(s, set, smt_bv_u64(s, w, count), r);
  }
  return r;
}

static int math_int(EncFn *f, MlirOperation op, IntOp m) {
  EncVal a;
  unsigned w = enc_width(f, mlirValueGetType(mlirOperationGetResult(op, 0)), op);
  if (!w || enc_operand(f, op, 0, &a)) return 1;
  Smt *s = f->s;
  Z3_ast v = NULL;
  switch (m) {
  case ABSI: v = smt_ite(s, smt_app2(s, Z3_mk_bvslt, a.v, smt_bv_u64(s, w, 0)), smt_app1(s, Z3_mk_bvneg, a.v), a.v); break;
  case CTLZ: v = count_zeros(s, a.v, w, 1); break;
  case CTTZ: v = count_zeros(s, a.v, w, 0); break;
  case CTPOP:
    v = smt_bv_u64(s, w, 0);
    for (unsigned i = 0; i < w; i++) v = smt_app2(s, Z3_mk_bvadd, v, smt_zext(s, w - 1, smt_extract(s, i, i, a.v)));
    break;
  }
  return enc_result(f, op, 0, (EncVal){v, a.np});
}

/* ipowi: base^power mod 2^w for power > 0 (square and multiply, wrapping), 1 for power 0;
 * power < 0: 1 for base 1, +-1 by the power's parity for base -1, 0 for any other base but
 * 0, and poison for base 0 (MathOps.cpp's folder and convert-math-to-funcs; the op is Pure,
 * so not UB: semantics.md 4.6). Poison in, poison out. */
static int enc_ipowi(EncFn *f, MlirOperation op) {
  EncVal a, b;
  unsigned w = enc_width(f, mlirValueGetType(mlirOperationGetResult(op, 0)), op);
  if (!w || enc_operand(f, op, 0, &a) || enc_operand(f, op, 1, &b)) return 1;
  Smt *s = f->s;
  Z3_ast zero = smt_bv_u64(s, w, 0), one = smt_bv_u64(s, w, 1), m1 = smt_app1(s, Z3_mk_bvneg, one);
  Z3_ast r = one, sq = a.v;
  for (unsigned i = 0; i + 1 < w; i++) {   /* the sign bit is 0 for a positive power */
    Z3_ast bit = smt_app2(s, Z3_mk_eq, smt_extract(s, i, i, b.v), smt_bv_u64(s, 1, 1));
    r = smt_ite(s, bit, smt_app2(s, Z3_mk_bvmul, r, sq), r);
    if (i + 2 < w) sq = smt_app2(s, Z3_mk_bvmul, sq, sq);
  }
  Z3_ast odd = smt_app2(s, Z3_mk_eq, smt_extract(s, 0, 0, b.v), smt_bv_u64(s, 1, 1));
  Z3_ast neg = smt_ite(s, smt_app2(s, Z3_mk_eq, a.v, one), one,
                       smt_ite(s, smt_app2(s, Z3_mk_eq, a.v, m1), smt_ite(s, odd, m1, one), zero));
  Z3_ast bneg = smt_app2(s, Z3_mk_bvslt, b.v, zero);
  Z3_ast v = smt_ite(s, smt_app2(s, Z3_mk_eq, b.v, zero), one, smt_ite(s, bneg, neg, r));
  Z3_ast np = smt_and(s, smt_and(s, a.np, b.np),
                      smt_app1(s, Z3_mk_not, smt_and(s, bneg, smt_app2(s, Z3_mk_eq, a.v, zero))));
  return enc_result(f, op, 0, (EncVal){v, np});
}

/* fpowi: base^power, rounded in an order MLIR leaves open (convert-math-to-funcs squares
 * and multiplies, LLVM's powi leaves "the order of evaluation of multiplications" undefined):
 * an uninterpreted function of (base, power), exact where every order agrees: power 0
 * gives 1.0 (also for NaN: IEEE 754 9.2 pown), power 1 the base, a NaN base NaN. */
static int enc_fpowi(EncFn *f, MlirOperation op) {
  int k = float_kind(f, op, 0);
  EncVal x, n;
  if (k < 0 || enc_operand(f, op, 0, &x) || enc_operand(f, op, 1, &n)) return 1;
  Smt *s = f->s;
  FpKind fk = (FpKind)k;
  unsigned w = smt_width(s, n.v);
  Z3_sort dom[2] = {Z3_get_sort(s->ctx, x.v), Z3_get_sort(s->ctx, n.v)};
  char name[96];
  snprintf(name, sizeof name, "fp.%s.fpowi.%d.i%u", f->q->fp_ieee ? "ieee" : "abs", k, w);
  Z3_ast args[2] = {x.v, n.v};
  Z3_ast uf = smt_call(s, smt_fun(s, name, 2, dom, dom[0]), 2, args);
  Z3_ast n0 = smt_app2(s, Z3_mk_eq, n.v, smt_bv_u64(s, w, 0)), n1 = smt_app2(s, Z3_mk_eq, n.v, smt_bv_u64(s, w, 1));
  Z3_ast nan = fp_is_nan(f, fk, x.v);
  Z3_ast used = smt_app1(s, Z3_mk_not, smt_or(s, smt_or(s, n0, n1), nan));
  if (enc_approx(f, used, "uses math.fpowi, modeled as an uninterpreted function")) return 1;
  Z3_ast v = smt_ite(s, n0, fp_one(f, fk), smt_ite(s, nan, fp_nan(f, fk), smt_ite(s, n1, x.v, uf)));
  Z3_ast fx[2] = {x.v, v};
  Z3_ast fm = fp_fastmath(f, op, fk, 2, fx);
  return enc_result(f, op, 0, (EncVal){v, smt_and(s, smt_and(s, x.np, n.np), fm)});
}

/* ---- evaluators (interp.h) ---- */

/* Reads the n float operands of op (the result's format) into a, their poison into *poison;
 * returns the format, or -1 after a stop. */
static int ev_float_operands(IFn *f, MlirOperation op, unsigned n, uint64_t *a, int *poison) {
  MlirType t = mlirValueGetType(mlirOperationGetResult(op, 0));
  int k = interp_float_format(t);
  if (k < 0 || interp_shaped(f, t)) return interp_unsupported(f, op, "on this type"), -1;
  *poison = 0;
  for (unsigned i = 0; i < n; i++) {
    IVal x;
    if (interp_operand(f, op, (int)i, &x)) return -1;
    a[i] = x.s.bits;
    *poison |= x.s.poison;
  }
  return k;
}

/* The result a[n] of a float op on a[0..n-1]: poison as the operands, and under fastmath
 * nnan/ninf when an operand or the result is NaN/Inf (float_result above). */
static int ev_float_result(IFn *f, MlirOperation op, int k, unsigned n, const uint64_t *a, int poison) {
  poison |= interp_fastmath_poison(f, op, k, n + 1, a);
  return interp_result(f, op, 0, (IVal){.s = {a[n], (uint8_t)poison, 0}});
}

/* A float op of n operands through fn. */
static int ev_float(IFn *f, MlirOperation op, unsigned n, uint64_t (*fn)(IfFormat, const uint64_t *)) {
  uint64_t a[4];
  int poison, k = ev_float_operands(f, op, n, a, &poison);
  if (k < 0) return 1;
  a[n] = fn((IfFormat)k, a);
  return ev_float_result(f, op, k, n, a, poison);
}

static uint64_t f_sqrt(IfFormat k, const uint64_t *a) { return if_sqrt(k, IF_RNE, a[0]); }
static uint64_t f_fma(IfFormat k, const uint64_t *a) { return if_fma(k, IF_RNE, a[0], a[1], a[2]); }
static uint64_t f_absf(IfFormat k, const uint64_t *a) { return if_abs(k, a[0]); }
static uint64_t f_copysign(IfFormat k, const uint64_t *a) { return if_copysign(k, a[0], a[1]); }
#define ROUNDING(name, how) \
  static uint64_t f_##name(IfFormat k, const uint64_t *a) { return if_round_integral(k, how, a[0]); } \
  static int ev_##name(IFn *f, MlirOperation op) { return ev_float(f, op, 1, f_##name); }
ROUNDING(floor, IF_FLOOR) ROUNDING(ceil, IF_CEIL) ROUNDING(trunc, IF_TRUNC) ROUNDING(round, IF_ROUND)
ROUNDING(roundeven, IF_ROUNDEVEN)
#undef ROUNDING
static int ev_sqrt(IFn *f, MlirOperation op) { return ev_float(f, op, 1, f_sqrt); }
static int ev_fma(IFn *f, MlirOperation op) { return ev_float(f, op, 3, f_fma); }
static int ev_absf(IFn *f, MlirOperation op) { return ev_float(f, op, 1, f_absf); }
static int ev_copysign(IFn *f, MlirOperation op) { return ev_float(f, op, 2, f_copysign); }

/* The functions the encoder leaves uninterpreted (acos ... tanh, atan2, powf): libm's
 * value, with IEEE 754's special cases exact (ifloat.c); the run is marked as using libm. */
static int ev_libm(IFn *f, MlirOperation op) {
  unsigned n = (unsigned)mlirOperationGetNumOperands(op);
  uint64_t a[3];
  MlirStringRef id = mlirIdentifierStr(mlirOperationGetName(op));   /* not copied: run per step */
  char name[64];
  snprintf(name, sizeof name, "%.*s", (int)id.length, id.data);
  int poison, k = n <= 2 ? ev_float_operands(f, op, n, a, &poison) : -1;
  if (k < 0) return n <= 2 ? 1 : interp_unsupported(f, op, "with this many operands");
  if (strncmp(name, "math.", 5) || if_libm((IfFormat)k, name + strlen("math."), n, a, &a[n]))
    return interp_unsupported(f, op, "(no libm function)");
  interp_of(f)->libm = 1;
  return ev_float_result(f, op, k, n, a, poison);
}

/* sincos as math.sin and math.cos (libm's values, IEEE's special cases exact). */
static int ev_sincos(IFn *f, MlirOperation op) {
  uint64_t a[2];
  int poison, k = ev_float_operands(f, op, 1, a, &poison);
  if (k < 0) return 1;
  static const char *const fn[2] = {"sin", "cos"};
  for (int i = 0; i < 2; i++) {
    if (if_libm((IfFormat)k, fn[i], 1, a, &a[1])) return interp_unsupported(f, op, "(no libm function)");
    int p = poison || interp_fastmath_poison(f, op, k, 2, a);
    if (interp_result(f, op, i, (IVal){.s = {a[1], (uint8_t)p, 0}})) return 1;
  }
  interp_of(f)->libm = 1;
  return 0;
}

static int ev_classify(IFn *f, MlirOperation op, int (*is)(IfFormat, uint64_t)) {
  IVal x;
  MlirType t = mlirValueGetType(mlirOperationGetOperand(op, 0));
  int k = interp_float_format(t);
  if (k < 0 || interp_shaped(f, t)) return interp_unsupported(f, op, "on this type");
  if (interp_operand(f, op, 0, &x)) return 1;
  int poison = x.s.poison || interp_fastmath_poison(f, op, k, 1, &x.s.bits);   /* the operand only */
  return interp_result(f, op, 0, (IVal){.s = {(uint64_t)is((IfFormat)k, x.s.bits), (uint8_t)poison, 0}});
}
static int ev_isnan(IFn *f, MlirOperation op) { return ev_classify(f, op, if_is_nan); }
static int ev_isinf(IFn *f, MlirOperation op) { return ev_classify(f, op, if_is_inf); }
static int ev_isfinite(IFn *f, MlirOperation op) { return ev_classify(f, op, if_is_finite); }
static int ev_isnormal(IFn *f, MlirOperation op) { return ev_classify(f, op, if_is_normal); }

/* The width of an integer op's scalar result; 0 after recording it unsupported. */
static unsigned ev_int_width(IFn *f, MlirOperation op) {
  MlirType t = mlirValueGetType(mlirOperationGetResult(op, 0));
  unsigned w = interp_width(t);
  return !w || interp_shaped(f, t) ? (interp_unsupported(f, op, "on this type"), 0) : w;
}

static int ev_math_int(IFn *f, MlirOperation op, IntOp m) {
  IVal a;
  unsigned w = ev_int_width(f, op);
  if (!w || interp_operand(f, op, 0, &a)) return 1;
  uint64_t x = a.s.bits & interp_mask(w), v = 0;
  switch (m) {
  case ABSI: v = interp_sext(x, w) < 0 ? (0 - x) & interp_mask(w) : x; break;
  case CTLZ: for (v = 0; v < w && !(x >> (w - 1 - v) & 1); v++) {} break;
  case CTTZ: for (v = 0; v < w && !(x >> v & 1); v++) {} break;
  case CTPOP: v = (uint64_t)__builtin_popcountll(x); break;
  }
  return interp_result(f, op, 0, (IVal){.s = {v, a.s.poison, 0}});
}
/* The integer ops by kind: the encoder (math_int) and the evaluator (ev_math_int) of each. */
#define INT_OP(name, kind)                                                            \
  static int enc_##name(EncFn *f, MlirOperation op) { return math_int(f, op, kind); } \
  static int ev_##name(IFn *f, MlirOperation op) { return ev_math_int(f, op, kind); }
INT_OP(absi, ABSI) INT_OP(ctlz, CTLZ) INT_OP(cttz, CTTZ) INT_OP(ctpop, CTPOP)
#undef INT_OP

/* ipowi as enc_ipowi. */
static int ev_ipowi(IFn *f, MlirOperation op) {
  IVal a, b;
  unsigned w = ev_int_width(f, op);
  if (!w || interp_operand(f, op, 0, &a) || interp_operand(f, op, 1, &b)) return 1;
  uint64_t m = interp_mask(w), x = a.s.bits & m, p = b.s.bits & m, r = 1;
  int poison = a.s.poison || b.s.poison;
  if (interp_sext(p, w) < 0) {
    r = x == 1 ? 1 : x == m ? ((p & 1) ? m : 1) : 0;
    poison |= x == 0;
  } else {
    for (; p; p >>= 1, x = (x * x) & m)
      if (p & 1) r = (r * x) & m;
  }
  return interp_result(f, op, 0, (IVal){.s = {r & m, (uint8_t)poison, 0}});
}

/* fpowi: 1.0 for power 0, NaN for a NaN base, the base for power 1 (as enc_fpowi); else
 * |base|^power in double (the sign by the power's parity) rounded to the format, a libm
 * value like powf's. */
static int ev_fpowi(IFn *f, MlirOperation op) {
  IVal x, n;
  MlirType t = mlirValueGetType(mlirOperationGetResult(op, 0));
  int k = interp_float_format(t);
  unsigned w = interp_width(mlirValueGetType(mlirOperationGetOperand(op, 1)));
  if (k < 0 || !w || interp_shaped(f, t)) return interp_unsupported(f, op, "on this type");
  if (interp_operand(f, op, 0, &x) || interp_operand(f, op, 1, &n)) return 1;
  IfFormat fk = (IfFormat)k;
  int64_t p = interp_sext(n.s.bits, w);
  uint64_t a[2] = {x.s.bits, 0};
  if (p == 0) a[1] = if_from_int(fk, IF_RNE, 1, 2, 1);
  else if (if_is_nan(fk, x.s.bits)) a[1] = if_default_nan(fk);
  else if (p == 1) a[1] = x.s.bits;
  else {
    uint64_t d = if_convert(fk, IF_F64, IF_RNE, x.s.bits);
    double mag, v;
    memcpy(&mag, &d, sizeof mag);
    v = pow(fabs(mag), (double)p);
    if (mag < 0 && (p & 1)) v = -v;
    memcpy(&d, &v, sizeof d);
    a[1] = if_convert(IF_F64, fk, IF_RNE, d);
    interp_of(f)->libm = 1;
  }
  int poison = x.s.poison || n.s.poison || interp_fastmath_poison(f, op, k, 2, a);
  return interp_result(f, op, 0, (IVal){.s = {a[1], (uint8_t)poison, 0}});
}

/* Properties: every math op is elementwise on tensors and, when Pure, free of UB; some are
 * libm's. */
#define M_EW (OP_ELEMENTWISE | OP_PURE_NO_UB)
#define M_LIBM (M_EW | OP_LIBM)
#define UF_ROW(n) {"math." n, enc_unary, "uninterpreted function of the value; NaN in, NaN out", ev_libm, M_LIBM}
#define UFX_ROW(n) {"math." n, enc_unary, "uninterpreted function of the value; NaN in, NaN out; " \
                                          "exact at +-0 and +-Inf (IEEE 754 9.2.1 special cases)", ev_libm, \
                    M_LIBM | OP_EXACT_AT_ZERO | OP_EXACT_AT_INF}
static const EncOpDef math_ops[] = {
    {"math.absf", enc_absf, "clears the sign bit", ev_absf, M_EW},
    {"math.absi", enc_absi, "absolute value, wrapping (abs(MIN) = MIN)", ev_absi, M_EW},
    UF_ROW("acos"), UF_ROW("acosh"), UFX_ROW("asin"), UFX_ROW("asinh"),
    {"math.atan", enc_unary, "uninterpreted function of the value; NaN in, NaN out; exact at +-0 "
                            "(atan(+-Inf) = +-pi/2 is rounded: not fixed)", ev_libm, M_LIBM | OP_EXACT_AT_ZERO},
    {"math.atan2", enc_atan2, "uninterpreted function of both values; NaN in, NaN out", ev_libm, M_LIBM},
    UFX_ROW("atanh"), UFX_ROW("cbrt"),
    {"math.ceil", enc_ceil, "round to integral toward +Inf (exact in IEEE)", ev_ceil, M_EW},
    {"math.copysign", enc_copysign, "magnitude of the first operand, sign bit of the second", ev_copysign, M_EW},
    UFX_ROW("cos"), UFX_ROW("cosh"),
    {"math.ctlz", enc_ctlz, "count of leading zero bits (the width for 0)", ev_ctlz, M_EW},
    {"math.ctpop", enc_ctpop, "count of set bits", ev_ctpop, M_EW},
    {"math.cttz", enc_cttz, "count of trailing zero bits (the width for 0)", ev_cttz, M_EW},
    UFX_ROW("erf"), UF_ROW("erfc"), UFX_ROW("exp"), UFX_ROW("exp2"), UFX_ROW("expm1"),
    {"math.floor", enc_floor, "round to integral toward -Inf (exact in IEEE)", ev_floor, M_EW},
    {"math.fma", enc_fma, "fused multiply-add, one rounding to nearest even (exact in IEEE)", ev_fma, M_EW},
    {"math.fpowi", enc_fpowi, "uninterpreted function of (base, power); power 0 gives 1.0, power 1 the base, "
                              "a NaN base NaN", ev_fpowi, M_LIBM},
    {"math.ipowi", enc_ipowi, "base^power mod 2^n for power >= 0; power < 0: 1 for base 1, +-1 by parity for "
                              "base -1, 0 for others, poison for base 0", ev_ipowi, M_EW},
    {"math.isfinite", enc_isfinite, "neither NaN nor Inf, as i1", ev_isfinite, M_EW},
    {"math.isinf", enc_isinf, "+-Inf, as i1", ev_isinf, M_EW},
    {"math.isnan", enc_isnan, "NaN, as i1", ev_isnan, M_EW},
    {"math.isnormal", enc_isnormal, "normal (not zero, subnormal, Inf or NaN), as i1", ev_isnormal, M_EW},
    UFX_ROW("log"), UFX_ROW("log10"), UFX_ROW("log1p"), UFX_ROW("log2"),
    {"math.powf", enc_powf, "uninterpreted; pow(x, +-0) = pow(1, y) = 1, else NaN in, NaN out", ev_libm, M_LIBM},
    {"math.round", enc_round, "round to integral, ties away from zero (exact in IEEE)", ev_round, M_EW},
    {"math.roundeven", enc_roundeven, "round to integral, ties to even (exact in IEEE)", ev_roundeven, M_EW},
    UF_ROW("rsqrt"), UFX_ROW("sin"),
    {"math.sincos", enc_sincos, "(math.sin x, math.cos x): their uninterpreted functions; NaN in, NaN out; exact "
                                "at +-0 and +-Inf", ev_sincos, M_LIBM | OP_EXACT_AT_ZERO | OP_EXACT_AT_INF},
    UFX_ROW("sinh"),
    {"math.sqrt", enc_sqrt, "square root rounded to nearest even (exact in IEEE)", ev_sqrt, M_EW},
    UFX_ROW("tan"), UFX_ROW("tanh"),
    {"math.trunc", enc_trunc, "round to integral toward zero (exact in IEEE)", ev_trunc, M_EW},
};
#undef UF_ROW
#undef UFX_ROW
#undef M_EW
#undef M_LIBM

const EncTable math_table = {"math", math_ops, sizeof math_ops / sizeof math_ops[0]};
