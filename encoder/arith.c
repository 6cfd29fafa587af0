/* arith.c: the semantics of the arith dialect (ArithOps.td).
 * Values are bit-vectors (index is 64 bits wide); i1 is a 1-bit vector; floats are
 * encoded by fp.c (abstract or exact) and their ops are at the end of this file. */
#include <stdlib.h>
#include <string.h>
#include <mlir-c/BuiltinAttributes.h>
#include "enc.h"
#include "ifloat.h"
#include "imem.h"
#include "interp.h"
#include "mem.h"
#include "fp.h"
#include "mlirutil.h"
#include "tval.h"

typedef enum {
  ADDI, SUBI, MULI, DIVUI, DIVSI, CEILDIVUI, CEILDIVSI, FLOORDIVSI, REMUI, REMSI,
  ANDI, ORI, XORI, SHLI, SHRUI, SHRSI, MAXSI, MAXUI, MINSI, MINUI
} IntBin;


static int is_exact(MlirOperation op) { return !mlirAttributeIsNull(mu_attr(op, "isExact")); }

static unsigned result_width(EncFn *f, MlirOperation op) {
  return enc_width(f, mlirValueGetType(mlirOperationGetResult(op, 0)), op);
}

static unsigned operand_width(EncFn *f, MlirOperation op, int i) {
  return enc_width(f, mlirValueGetType(mlirOperationGetOperand(op, i)), op);
}

/* A binary integer op's operands; the result's width, or 0 after a failure (recorded). */
static unsigned int_operands(EncFn *f, MlirOperation op, EncVal *a, EncVal *b) {
  unsigned w = result_width(f, op);
  return !w || enc_operand(f, op, 0, a) || enc_operand(f, op, 1, b) ? 0 : w;
}

static Z3_ast bv_zero(Smt *s, unsigned w) { return smt_bv_u64(s, w, 0); }
static Z3_ast bv_ones(Smt *s, unsigned w) { return smt_app1(s, Z3_mk_bvnot, bv_zero(s, w)); }
static Z3_ast bv_min_signed(Smt *s, unsigned w) {
  return smt_app2(s, Z3_mk_bvshl, smt_bv_u64(s, w, 1), smt_bv_u64(s, w, w - 1));
}
static Z3_ast eq(Smt *s, Z3_ast a, Z3_ast b) { return smt_app2(s, Z3_mk_eq, a, b); }
static Z3_ast neq(Smt *s, Z3_ast a, Z3_ast b) { return smt_app1(s, Z3_mk_not, eq(s, a, b)); }
static Z3_ast is_neg(Smt *s, Z3_ast a, unsigned w) { return smt_app2(s, Z3_mk_bvslt, a, bv_zero(s, w)); }

/* "op(a, b) does not wrap": computing in a wider type gives the extended narrow result. */
static Z3_ast no_wrap(Smt *s, SmtFn2 op, Z3_ast a, Z3_ast b, unsigned w, int sign) {
  unsigned by = op == Z3_mk_bvmul ? w : 1;
  Z3_ast (*ext)(Smt *, unsigned, Z3_ast) = sign ? smt_sext : smt_zext;
  Z3_ast wide = smt_app2(s, op, ext(s, by, a), ext(s, by, b));
  return eq(s, wide, ext(s, by, smt_app2(s, op, a, b)));
}

/* Poison from overflow<nsw, nuw> on add/sub/mul. */
static Z3_ast wrap_np(EncFn *f, MlirOperation op, SmtFn2 fn, Z3_ast a, Z3_ast b, unsigned w) {
  int nsw, nuw;
  Smt *s = f->s;
  mu_overflow_flags(&f->q->arena, op, &nsw, &nuw);
  Z3_ast np = smt_true(s);
  if (nsw) np = smt_and(s, np, no_wrap(s, fn, a, b, w, 1));
  if (nuw) np = smt_and(s, np, no_wrap(s, fn, a, b, w, 0));
  return np;
}

/* Division UB: a poison or zero divisor; for signed division also MIN / -1, where a poison
 * dividend counts as possibly MIN (as in Alive2). */
static void div_ub(EncFn *f, EncVal a, EncVal b, unsigned w, int sign) {
  Smt *s = f->s;
  Z3_ast ub = smt_or(s, smt_app1(s, Z3_mk_not, b.np), eq(s, b.v, bv_zero(s, w)));
  if (sign) {
    Z3_ast amin = smt_or(s, smt_app1(s, Z3_mk_not, a.np), eq(s, a.v, bv_min_signed(s, w)));
    ub = smt_or(s, ub, smt_and(s, eq(s, b.v, bv_ones(s, w)), amin));
  }
  enc_ub(f, ub);
}

/* Rounded signed/unsigned division: q adjusted by +-1 when the remainder is non-zero. */
static Z3_ast div_rounded(Smt *s, IntBin k, Z3_ast a, Z3_ast b, unsigned w) {
  int sign = k != CEILDIVUI;
  Z3_ast q = smt_app2(s, sign ? Z3_mk_bvsdiv : Z3_mk_bvudiv, a, b);
  Z3_ast r = smt_app2(s, sign ? Z3_mk_bvsrem : Z3_mk_bvurem, a, b);
  Z3_ast inexact = neq(s, r, bv_zero(s, w));
  Z3_ast same_sign = eq(s, is_neg(s, a, w), is_neg(s, b, w));
  Z3_ast one = smt_bv_u64(s, w, 1);
  if (k == CEILDIVUI) return smt_ite(s, inexact, smt_app2(s, Z3_mk_bvadd, q, one), q);
  if (k == CEILDIVSI)
    return smt_ite(s, smt_and(s, inexact, same_sign), smt_app2(s, Z3_mk_bvadd, q, one), q);
  return smt_ite(s, smt_and(s, inexact, smt_app1(s, Z3_mk_not, same_sign)),
                 smt_app2(s, Z3_mk_bvsub, q, one), q);
}

/* Shifts: an amount >= the bit width is poison; exact/nsw/nuw add "no bits lost". */
static Z3_ast shift(EncFn *f, MlirOperation op, IntBin k, Z3_ast a, Z3_ast b, unsigned w,
                    Z3_ast *np) {
  Smt *s = f->s;
  SmtFn2 fn = k == SHLI ? Z3_mk_bvshl : k == SHRUI ? Z3_mk_bvlshr : Z3_mk_bvashr;
  Z3_ast v = smt_app2(s, fn, a, b);
  *np = smt_and(s, *np, smt_app2(s, Z3_mk_bvult, b, smt_bv_u64(s, w, w)));
  if (k == SHLI) {
    int nsw, nuw;
    mu_overflow_flags(&f->q->arena, op, &nsw, &nuw);
    if (nsw) *np = smt_and(s, *np, eq(s, smt_app2(s, Z3_mk_bvashr, v, b), a));
    if (nuw) *np = smt_and(s, *np, eq(s, smt_app2(s, Z3_mk_bvlshr, v, b), a));
  } else if (is_exact(op)) {
    *np = smt_and(s, *np, eq(s, smt_app2(s, Z3_mk_bvshl, v, b), a));
  }
  return v;
}

static Z3_ast minmax(Smt *s, IntBin k, Z3_ast a, Z3_ast b) {
  SmtFn2 lt = (k == MAXSI || k == MINSI) ? Z3_mk_bvslt : Z3_mk_bvult;
  Z3_ast a_lt_b = smt_app2(s, lt, a, b);
  return (k == MAXSI || k == MAXUI) ? smt_ite(s, a_lt_b, b, a) : smt_ite(s, a_lt_b, a, b);
}

static Z3_ast division(EncFn *f, MlirOperation op, IntBin k, EncVal a, EncVal b, unsigned w,
                       Z3_ast *np) {
  Smt *s = f->s;
  int sign = k == DIVSI || k == CEILDIVSI || k == FLOORDIVSI;
  div_ub(f, a, b, w, sign);
  switch (k) {
  case DIVUI:
  case DIVSI: {
    Z3_ast v = smt_app2(s, sign ? Z3_mk_bvsdiv : Z3_mk_bvudiv, a.v, b.v);
    if (is_exact(op))
      *np = smt_and(s, *np, eq(s, smt_app2(s, sign ? Z3_mk_bvsrem : Z3_mk_bvurem, a.v, b.v),
                               bv_zero(s, w)));
    return v;
  }
  case REMUI: return smt_app2(s, Z3_mk_bvurem, a.v, b.v);
  case REMSI: return smt_app2(s, Z3_mk_bvsrem, a.v, b.v);
  default: return div_rounded(s, k, a.v, b.v, w);
  }
}

static int int_binop(EncFn *f, MlirOperation op, IntBin k) {
  EncVal a, b;
  unsigned w = int_operands(f, op, &a, &b);
  if (!w) return 1;
  Smt *s = f->s;
  Z3_ast np = smt_and(s, a.np, b.np), v = NULL;
  switch (k) {
  case ADDI: v = smt_app2(s, Z3_mk_bvadd, a.v, b.v); np = smt_and(s, np, wrap_np(f, op, Z3_mk_bvadd, a.v, b.v, w)); break;
  case SUBI: v = smt_app2(s, Z3_mk_bvsub, a.v, b.v); np = smt_and(s, np, wrap_np(f, op, Z3_mk_bvsub, a.v, b.v, w)); break;
  case MULI: v = smt_app2(s, Z3_mk_bvmul, a.v, b.v); np = smt_and(s, np, wrap_np(f, op, Z3_mk_bvmul, a.v, b.v, w)); break;
  case DIVUI: case DIVSI: case CEILDIVUI: case CEILDIVSI: case FLOORDIVSI: case REMUI: case REMSI:
    v = division(f, op, k, a, b, w, &np); break;
  case ANDI: v = smt_app2(s, Z3_mk_bvand, a.v, b.v); break;
  case ORI: v = smt_app2(s, Z3_mk_bvor, a.v, b.v); break;
  case XORI: v = smt_app2(s, Z3_mk_bvxor, a.v, b.v); break;
  case SHLI: case SHRUI: case SHRSI: v = shift(f, op, k, a.v, b.v, w, &np); break;
  case MAXSI: case MAXUI: case MINSI: case MINUI: v = minmax(s, k, a.v, b.v); break;
  }
  return enc_result(f, op, 0, (EncVal){v, np});
}

/* The integer binary ops: name and IntBin, for their encoders and evaluators. */
#define INT_BINOPS(X)                                                                      \
  X(addi, ADDI) X(subi, SUBI) X(muli, MULI) X(divui, DIVUI) X(divsi, DIVSI)                  \
  X(ceildivui, CEILDIVUI) X(ceildivsi, CEILDIVSI) X(floordivsi, FLOORDIVSI) X(remui, REMUI)  \
  X(remsi, REMSI) X(andi, ANDI) X(ori, ORI) X(xori, XORI) X(shli, SHLI) X(shrui, SHRUI)      \
  X(shrsi, SHRSI) X(maxsi, MAXSI) X(maxui, MAXUI) X(minsi, MINSI) X(minui, MINUI)

#define BINOP(name, kind) \
  static int enc_##name(EncFn *f, MlirOperation op) { return int_binop(f, op, kind); }
INT_BINOPS(BINOP)
#undef BINOP

/* cmpi: predicate enum eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge (CmpIPredicate). */
static int compare(EncFn *f, MlirOperation op, int64_t p) {
  EncVal a, b;
  if (!operand_width(f, op, 0) || enc_operand(f, op, 0, &a) || enc_operand(f, op, 1, &b)) return 1;
  Smt *s = f->s;
  static const SmtFn2 fns[] = {Z3_mk_eq, Z3_mk_eq, Z3_mk_bvslt, Z3_mk_bvsle, Z3_mk_bvsgt,
                               Z3_mk_bvsge, Z3_mk_bvult, Z3_mk_bvule, Z3_mk_bvugt, Z3_mk_bvuge};
  if (p < 0 || p > 9) return enc_stop(f->q, TV_UNSUPPORTED, "%s predicate %lld", mu_op_name(&f->q->arena, op), (long long)p);
  Z3_ast c = smt_app2(s, fns[p], a.v, b.v);
  if (p == 1) c = smt_app1(s, Z3_mk_not, c);
  return enc_result(f, op, 0, (EncVal){smt_bool_to_bv(s, c), smt_and(s, a.np, b.np)});
}

static int enc_cmpi(EncFn *f, MlirOperation op) {
  MlirAttribute pa = mu_attr(op, "predicate");
  if (mlirAttributeIsNull(pa) || !mlirAttributeIsAInteger(pa))
    return enc_stop(f->q, TV_ERROR, "arith.cmpi without predicate");
  return compare(f, op, mlirIntegerAttrGetValueInt(pa));
}

/* index.cmp: the predicate prints as #index<cmp_predicate slt>, in CmpIPredicate's order. */
static int enc_index_cmp(EncFn *f, MlirOperation op) {
  int p = mu_index_cmp_predicate(&f->q->arena, op);
  if (p >= 0) return compare(f, op, p);
  MlirAttribute pa = mu_attr(op, "pred");
  char *t = mlirAttributeIsNull(pa) ? NULL : mu_attr_str(&f->q->arena, pa);
  return enc_stop(f->q, TV_UNSUPPORTED, "index.cmp predicate %s", t ? t : "(none)");
}
/* select on memrefs: the chosen view; a poison condition makes it poison (mem.h). */
static int mem_select(EncFn *f, MlirOperation op) {
  EncVal c, t, e;
  if (!mlirTypeIsAInteger(mlirValueGetType(mlirOperationGetOperand(op, 0))))
    return enc_stop(f->q, TV_UNSUPPORTED, "arith.select with a shaped condition");
  if (enc_operand(f, op, 0, &c) || enc_operand(f, op, 1, &t) || enc_operand(f, op, 2, &e)) return 1;
  if (!t.m || !e.m) return enc_stop(f->q, TV_UNSUPPORTED, "arith.select on an unranked memref");
  MemRef *r = mem_ref_ite(f, smt_bv_to_bool(f->s, c.v), t.m, e.m);
  return mem_result(f, op, 0, r ? mem_ref_poison(f, r, c.np) : NULL);
}

/* select: condition 1 picks the second operand, 0 the third; a poison condition is poison. */
static int enc_select(EncFn *f, MlirOperation op) {
  EncVal c, t, e;
  if (mlirTypeIsAMemRef(mlirValueGetType(mlirOperationGetResult(op, 0)))) return mem_select(f, op);
  if (!result_width(f, op)) return 1;
  /* a shaped condition comes with operands of its shape: elementwise (tval_elementwise),
   * c is then one element */
  if (enc_operand(f, op, 0, &c) || enc_operand(f, op, 1, &t) || enc_operand(f, op, 2, &e)) return 1;
  Smt *s = f->s;
  Z3_ast cb = smt_bv_to_bool(s, c.v);
  return enc_result(f, op, 0, (EncVal){smt_ite(s, cb, t.v, e.v),
                                       smt_and(s, c.np, smt_ite(s, cb, t.np, e.np))});
}

/* Width-changing casts; trunci's nsw/nuw make lost bits poison. */
static int int_cast(EncFn *f, MlirOperation op, int sign) {
  EncVal a;
  unsigned wi = operand_width(f, op, 0), wo = wi ? result_width(f, op) : 0;
  if (!wo || enc_operand(f, op, 0, &a)) return 1;
  Smt *s = f->s;
  Z3_ast v = a.v, np = a.np;
  if (wo > wi) v = sign ? smt_sext(s, wo - wi, a.v) : smt_zext(s, wo - wi, a.v);
  else if (wo < wi) {
    v = smt_extract(s, wo - 1, 0, a.v);
    int nsw = 0, nuw = 0;
    if (mu_op_is(op, "arith.trunci")) mu_overflow_flags(&f->q->arena, op, &nsw, &nuw);
    if (nsw) np = smt_and(s, np, eq(s, smt_sext(s, wi - wo, v), a.v));
    if (nuw) np = smt_and(s, np, eq(s, smt_zext(s, wi - wo, v), a.v));
  }
  return enc_result(f, op, 0, (EncVal){v, np});
}

static int enc_extsi(EncFn *f, MlirOperation op) { return int_cast(f, op, 1); }
static int enc_extui(EncFn *f, MlirOperation op) { return int_cast(f, op, 0); }
static int enc_trunci(EncFn *f, MlirOperation op) { return int_cast(f, op, 0); }
static int enc_index_cast(EncFn *f, MlirOperation op) { return int_cast(f, op, 1); }
static int enc_index_castui(EncFn *f, MlirOperation op) { return int_cast(f, op, 0); }

/* bitcast: the same bits in another type of the same width (floats: their IEEE bits). */
static int enc_bitcast(EncFn *f, MlirOperation op) {
  EncVal a;
  MlirType ti = mlirValueGetType(mlirOperationGetOperand(op, 0));
  MlirType to = mlirValueGetType(mlirOperationGetResult(op, 0));
  int ki = fp_kind(ti), ko = fp_kind(to);
  unsigned wi = operand_width(f, op, 0), wo = wi ? result_width(f, op) : 0;
  if (!wo || enc_operand(f, op, 0, &a)) return 1;
  /* arithmetic NaNs are modelled as the default NaN, but real ones may carry another
   * payload (APFloat folding keeps an operand's): a source counterexample that looks at
   * a NaN's bits is not trusted */
  if (ki >= 0 && enc_is_src(f) &&
      enc_approx(f, fp_is_nan(f, (FpKind)ki, a.v), "reads the bits of a NaN, whose payload is not modelled"))
    return 1;
  if (ki >= 0) a.v = fp_to_bits(f, (FpKind)ki, a.v);
  if (ko >= 0) a.v = fp_from_bits(f, (FpKind)ko, a.v);
  else if (ki < 0 && wi != wo) return enc_stop(f->q, TV_ERROR, "arith.bitcast between widths %u and %u", wi, wo);
  return enc_result(f, op, 0, a);
}

Z3_ast enc_literal(EncFn *f, MlirType t, MlirAttribute a, MlirOperation op) {
  unsigned w = enc_width(f, t, op);
  if (!w) return NULL;
  int k = fp_kind(t);
  if (k >= 0) return fp_constant(f, (FpKind)k, a);
  if (mlirAttributeIsNull(a) || !mlirAttributeIsAInteger(a)) {
    enc_stop(f->q, TV_UNSUPPORTED, "%s with a non-integer value", mu_op_name(&f->q->arena, op));
    return NULL;
  }
  if (w <= 64) {
    unsigned long long x = (unsigned long long)mlirIntegerAttrGetValueInt(a);
    if (w < 64) x &= (1ULL << w) - 1;
    return smt_bv_u64(f->s, w, x);
  }
  char *txt = mu_attr_str(&f->q->arena, a);   /* "123 : i128" */
  if (!txt) return enc_failed(f), NULL;
  txt[strcspn(txt, " :")] = 0;
  return smt_bv_dec(f->s, w, txt);
}

/* constant: an integer or float literal, or a dense tensor of them. */
static int enc_constant(EncFn *f, MlirOperation op) {
  MlirType t = mlirValueGetType(mlirOperationGetResult(op, 0));
  MlirAttribute a = mu_attr(op, "value");
  EncVal v = {NULL, smt_true(f->s), NULL};
  if (tval_is_tensor(t)) {
    if (tval_constant(f, t, a, op, &v)) return 1;
  } else if (!(v.v = enc_literal(f, t, a, op))) {
    return 1;
  }
  return enc_result(f, op, 0, v);
}

/* addui_extended: the sum and whether it overflowed (unsigned carry). */
static int enc_addui_extended(EncFn *f, MlirOperation op) {
  EncVal a, b;
  unsigned w = int_operands(f, op, &a, &b);
  if (!w) return 1;
  Smt *s = f->s;
  Z3_ast np = smt_and(s, a.np, b.np);
  Z3_ast wide = smt_app2(s, Z3_mk_bvadd, smt_zext(s, 1, a.v), smt_zext(s, 1, b.v));
  if (enc_result(f, op, 0, (EncVal){smt_extract(s, w - 1, 0, wide), np})) return 1;
  return enc_result(f, op, 1, (EncVal){smt_extract(s, w, w, wide), np});
}

/* mul[su]i_extended: the low and high halves of the double-width product. */
static int mul_extended(EncFn *f, MlirOperation op, int sign) {
  EncVal a, b;
  unsigned w = int_operands(f, op, &a, &b);
  if (!w) return 1;
  Smt *s = f->s;
  Z3_ast (*ext)(Smt *, unsigned, Z3_ast) = sign ? smt_sext : smt_zext;
  Z3_ast np = smt_and(s, a.np, b.np);
  Z3_ast wide = smt_app2(s, Z3_mk_bvmul, ext(s, w, a.v), ext(s, w, b.v));
  if (enc_result(f, op, 0, (EncVal){smt_extract(s, w - 1, 0, wide), np})) return 1;
  return enc_result(f, op, 1, (EncVal){smt_extract(s, 2 * w - 1, w, wide), np});
}
static int enc_mulsi_extended(EncFn *f, MlirOperation op) { return mul_extended(f, op, 1); }
static int enc_mului_extended(EncFn *f, MlirOperation op) { return mul_extended(f, op, 0); }


/* ---- floating point ---- */

static int result_kind(EncFn *f, MlirOperation op) {
  if (!result_width(f, op)) return -1;
  int k = fp_kind(mlirValueGetType(mlirOperationGetResult(op, 0)));
  if (k < 0) enc_stop(f->q, TV_UNSUPPORTED, "%s on a non-float type", mu_op_name(&f->q->arena, op));
  return k;
}

static int operand_kind(EncFn *f, MlirOperation op, int i) {
  if (!operand_width(f, op, i)) return -1;
  int k = fp_kind(mlirValueGetType(mlirOperationGetOperand(op, i)));
  if (k < 0) enc_stop(f->q, TV_UNSUPPORTED, "%s on a non-float type", mu_op_name(&f->q->arena, op));
  return k;
}

static int float_binop(EncFn *f, MlirOperation op, FpBin b) {
  EncVal x, y;
  int k = result_kind(f, op);
  if (k < 0 || enc_operand(f, op, 0, &x) || enc_operand(f, op, 1, &y)) return 1;
  Z3_ast v = fp_binary(f, (FpKind)k, b, x.v, y.v);
  Z3_ast vals[3] = {x.v, y.v, v};
  Z3_ast np = smt_and(f->s, smt_and(f->s, x.np, y.np), fp_fastmath(f, op, (FpKind)k, 3, vals));
  return enc_result(f, op, 0, (EncVal){v, np});
}

/* The float binary ops: name and FpBin, for their encoders and evaluators. */
#define FLOAT_BINOPS(X)                                                                     \
  X(addf, FP_ADD) X(subf, FP_SUB) X(mulf, FP_MUL) X(divf, FP_DIV) X(remf, FP_REM)            \
  X(maximumf, FP_MAXIMUM) X(minimumf, FP_MINIMUM) X(maxnumf, FP_MAXNUM) X(minnumf, FP_MINNUM)

#define FBINOP(name, kind) \
  static int enc_##name(EncFn *f, MlirOperation op) { return float_binop(f, op, kind); }
FLOAT_BINOPS(FBINOP)
#undef FBINOP

/* negf: flips the sign bit (NaN payload kept). */
static int enc_negf(EncFn *f, MlirOperation op) {
  EncVal x;
  int k = result_kind(f, op);
  if (k < 0 || enc_operand(f, op, 0, &x)) return 1;
  Z3_ast v = fp_neg(f, (FpKind)k, x.v), vals[2] = {x.v, v};
  return enc_result(f, op, 0, (EncVal){v, smt_and(f->s, x.np, fp_fastmath(f, op, (FpKind)k, 2, vals))});
}

/* cmpf: CmpFPredicate; ordered predicates are false on NaN, unordered ones true. */
static int enc_cmpf(EncFn *f, MlirOperation op) {
  EncVal x, y;
  int k = operand_kind(f, op, 0);
  if (k < 0 || enc_operand(f, op, 0, &x) || enc_operand(f, op, 1, &y)) return 1;
  MlirAttribute pa = mu_attr(op, "predicate");
  if (mlirAttributeIsNull(pa) || !mlirAttributeIsAInteger(pa))
    return enc_stop(f->q, TV_ERROR, "arith.cmpf without predicate");
  int64_t p = mlirIntegerAttrGetValueInt(pa);
  if (p < 0 || p > 15) return enc_stop(f->q, TV_UNSUPPORTED, "arith.cmpf predicate %lld", (long long)p);
  Z3_ast c = fp_cmp(f, (FpKind)k, (int)p, x.v, y.v), vals[2] = {x.v, y.v};
  Z3_ast np = smt_and(f->s, smt_and(f->s, x.np, y.np), fp_fastmath(f, op, (FpKind)k, 2, vals));
  return enc_result(f, op, 0, (EncVal){smt_bool_to_bv(f->s, c), np});
}

/* extf is exact; truncf rounds by its roundingmode (to nearest even by default). */
static int float_cast(EncFn *f, MlirOperation op) {
  EncVal x;
  int ki = operand_kind(f, op, 0), ko = ki < 0 ? -1 : result_kind(f, op);
  if (ko < 0 || enc_operand(f, op, 0, &x)) return 1;
  MlirAttribute rm = mu_attr(op, "roundingmode");
  int r = mlirAttributeIsNull(rm) || !mlirAttributeIsAInteger(rm) ? FP_RNE : (int)mlirIntegerAttrGetValueInt(rm);
  Z3_ast v = fp_convert(f, (FpKind)ki, (FpKind)ko, (FpRound)r, x.v);
  Z3_ast np = x.np;
  if (v) {
    Z3_ast in[1] = {x.v}, out[1] = {v};
    np = smt_and(f->s, np, smt_and(f->s, fp_fastmath(f, op, (FpKind)ki, 1, in),
                                   fp_fastmath(f, op, (FpKind)ko, 1, out)));
  }
  return enc_result(f, op, 0, (EncVal){v, np});
}
static int enc_extf(EncFn *f, MlirOperation op) { return float_cast(f, op); }
static int enc_truncf(EncFn *f, MlirOperation op) { return float_cast(f, op); }

/* sitofp/uitofp: the nearest float (ties to even). */
static int int_to_float(EncFn *f, MlirOperation op, int is_signed) {
  EncVal x;
  int k = operand_width(f, op, 0) ? result_kind(f, op) : -1;
  if (k < 0 || enc_operand(f, op, 0, &x)) return 1;
  return enc_result(f, op, 0, (EncVal){fp_from_int(f, (FpKind)k, x.v, is_signed), x.np});
}
static int enc_sitofp(EncFn *f, MlirOperation op) { return int_to_float(f, op, 1); }
static int enc_uitofp(EncFn *f, MlirOperation op) { return int_to_float(f, op, 0); }

/* fptosi/fptoui: rounds toward zero; NaN, Inf and out-of-range values are poison (as
 * LLVM's fptosi/fptoui, to which they lower). */
static int float_to_int(EncFn *f, MlirOperation op, int is_signed) {
  EncVal x;
  int k = operand_kind(f, op, 0);
  unsigned w = k < 0 ? 0 : result_width(f, op);
  if (!w || enc_operand(f, op, 0, &x)) return 1;
  Z3_ast ok = NULL;
  Z3_ast v = fp_to_int(f, (FpKind)k, x.v, w, is_signed, &ok);
  return enc_result(f, op, 0, (EncVal){v, smt_and(f->s, x.np, ok)});
}
static int enc_fptosi(EncFn *f, MlirOperation op) { return float_to_int(f, op, 1); }
static int enc_fptoui(EncFn *f, MlirOperation op) { return float_to_int(f, op, 0); }

/* ---- evaluators (interp.h): the same semantics on concrete values ---- */

static unsigned ev_width(IFn *f, MlirOperation op, MlirValue v) {
  MlirType t = mlirValueGetType(v);
  unsigned w = interp_width(t);
  if (!w || interp_shaped(f, t)) interp_unsupported(f, op, w ? "on a shaped type" : "of this type");
  return interp_shaped(f, t) ? 0 : w;
}

/* A binary integer op's operands; the width of v (its result or an operand), or 0 after a
 * failure (recorded). */
static unsigned ev_int_operands(IFn *f, MlirOperation op, MlirValue v, IVal *a, IVal *b) {
  unsigned w = ev_width(f, op, v);
  return !w || interp_operand(f, op, 0, a) || interp_operand(f, op, 1, b) ? 0 : w;
}

/* Whether v (exact) is outside w-bit signed / unsigned range. */
static int out_signed(__int128 v, unsigned w) {
  __int128 lim = (__int128)1 << (w - 1);
  return v < -lim || v >= lim;
}
static int out_unsigned(__int128 v, unsigned w) { return v < 0 || v > (__int128)interp_mask(w); }

/* Integer binary op on a, b (w bits) as in int_binop; 1 if UB (recorded). */
static int ev_int(IFn *f, MlirOperation op, IntBin k, IScalar a, IScalar b, unsigned w, IScalar *r) {
  uint64_t m = interp_mask(w), x = a.bits & m, y = b.bits & m;
  __int128 sx = interp_sext(x, w), sy = interp_sext(y, w);
  int sign = k == DIVSI || k == CEILDIVSI || k == FLOORDIVSI || k == REMSI;
  int nsw = 0, nuw = 0;
  *r = (IScalar){.poison = a.poison || b.poison};
  if (k >= DIVUI && k <= REMSI) {
    if (b.poison || y == 0) return interp_ub(f, op, "division by zero%s", b.poison ? " (poison divisor)" : "");
    /* remsi MIN % -1 is defined (0): its text names only division by zero (semantics.md 3) */
    if (sign && k != REMSI && sy == -1 && (a.poison || sx == -((__int128)1 << (w - 1))))
      return interp_ub(f, op, "signed division overflow (MIN / -1)");
  }
  unsigned ov = interp_attr_flags(f, op, INTERP_ATTR_OVERFLOW);
  nsw = ov & 1, nuw = ov >> 1 & 1;
  __int128 v = 0;
  switch (k) {
  case ADDI: v = sx + sy; if ((nsw && out_signed(v, w)) || (nuw && out_unsigned((__int128)x + y, w))) r->poison = 1; break;
  case SUBI: v = sx - sy; if ((nsw && out_signed(v, w)) || (nuw && (__int128)x - y < 0)) r->poison = 1; break;
  case MULI: v = sx * sy; if ((nsw && out_signed(v, w)) || (nuw && (unsigned __int128)x * y > m)) r->poison = 1; break;
  case DIVUI: v = x / y; if (is_exact(op) && x % y) r->poison = 1; break;
  case DIVSI: v = sx / sy; if (is_exact(op) && sx % sy) r->poison = 1; break;
  case CEILDIVUI: v = x / y + (x % y != 0); break;
  case CEILDIVSI: v = sx / sy + (sx % sy != 0 && (sx < 0) == (sy < 0)); break;
  case FLOORDIVSI: v = sx / sy - (sx % sy != 0 && (sx < 0) != (sy < 0)); break;
  case REMUI: v = x % y; break;
  case REMSI: v = sx % sy; break;
  case ANDI: v = x & y; break;
  case ORI: v = x | y; break;
  case XORI: v = x ^ y; break;
  case SHLI: case SHRUI: case SHRSI:
    if (y >= w) { r->poison = 1; break; }
    v = k == SHLI ? (__int128)((x << y) & m) : k == SHRUI ? (__int128)(x >> y) : sx >> y;
    if (k == SHLI && ((nsw && interp_sext((uint64_t)v, w) >> y != sx) || (nuw && ((uint64_t)v & m) >> y != x))) r->poison = 1;
    if (k != SHLI && is_exact(op) && (((uint64_t)v << y) & m) != x) r->poison = 1;
    break;
  case MAXSI: v = sx < sy ? sy : sx; break;
  case MAXUI: v = x < y ? y : x; break;
  case MINSI: v = sx < sy ? sx : sy; break;
  case MINUI: v = x < y ? x : y; break;
  }
  r->bits = (uint64_t)v & m;
  return 0;
}

static int ev_int_binop(IFn *f, MlirOperation op, IntBin k) {
  IVal a, b;
  unsigned w = ev_int_operands(f, op, mlirOperationGetResult(op, 0), &a, &b);
  if (!w) return 1;
  IVal r = {0};
  if (ev_int(f, op, k, a.s, b.s, w, &r.s)) return 1;
  return interp_result(f, op, 0, r);
}

#define EVBIN(name, kind) \
  static int ev_##name(IFn *f, MlirOperation op) { return ev_int_binop(f, op, kind); }
INT_BINOPS(EVBIN)
#undef EVBIN
#undef INT_BINOPS

static int ev_compare(IFn *f, MlirOperation op, int64_t p) {
  IVal a, b;
  unsigned w = ev_int_operands(f, op, mlirOperationGetOperand(op, 0), &a, &b);
  if (!w) return 1;
  uint64_t m = interp_mask(w), x = a.s.bits & m, y = b.s.bits & m;
  int64_t sx = interp_sext(x, w), sy = interp_sext(y, w);
  int c;
  switch (p) {
  case 0: c = x == y; break;
  case 1: c = x != y; break;
  case 2: c = sx < sy; break;
  case 3: c = sx <= sy; break;
  case 4: c = sx > sy; break;
  case 5: c = sx >= sy; break;
  case 6: c = x < y; break;
  case 7: c = x <= y; break;
  case 8: c = x > y; break;
  case 9: c = x >= y; break;
  default: return interp_unsupported(f, op, "with this predicate");
  }
  return interp_result(f, op, 0, (IVal){.s = {(uint64_t)c, a.s.poison || b.s.poison, 0}});
}

static int ev_cmpi(IFn *f, MlirOperation op) {
  MlirAttribute pa = mu_attr(op, "predicate");
  if (mlirAttributeIsNull(pa) || !mlirAttributeIsAInteger(pa)) return interp_error(f, "arith.cmpi without predicate");
  return ev_compare(f, op, mlirIntegerAttrGetValueInt(pa));
}

static int ev_index_cmp(IFn *f, MlirOperation op) {
  int p = (int)interp_attr_flags(f, op, INTERP_ATTR_INDEX_CMP) - 1;
  return p >= 0 ? ev_compare(f, op, p) : interp_unsupported(f, op, "with this predicate");
}

/* A poison condition makes a memref poison (enc_select: mem_ref_poison): accessing memory
 * through it is UB. */
static int ev_select_poison_memref(IFn *f, MlirOperation op, IVal r) {
  IMemRef *m = imem_copy(f, r.m);
  if (!m) return 1;
  m->poison = 1;
  return interp_result(f, op, 0, (IVal){.m = m});
}

static int ev_select(IFn *f, MlirOperation op) {
  IVal c, t, e;
  if (interp_shaped(f, mlirValueGetType(mlirOperationGetOperand(op, 0)))) return interp_unsupported(f, op, "on shaped values");
  if (interp_operand(f, op, 0, &c) || interp_operand(f, op, 1, &t) || interp_operand(f, op, 2, &e)) return 1;
  IVal r = c.s.bits & 1 ? t : e;
  if (r.m) return c.s.poison ? ev_select_poison_memref(f, op, r) : interp_result(f, op, 0, r);
  /* a poison condition: poison, every element of a tensor */
  if (c.s.poison && interp_poison(f, mlirValueGetType(mlirOperationGetResult(op, 0)), t.t ? t.t->dims : NULL, &r))
    return 1;
  return interp_result(f, op, 0, r);
}

/* trunci/extsi/extui/index casts; trunci's nsw/nuw make lost bits poison. */
static int ev_int_cast(IFn *f, MlirOperation op, int sign) {
  IVal a;
  unsigned wi = ev_width(f, op, mlirOperationGetOperand(op, 0)), wo = wi ? ev_width(f, op, mlirOperationGetResult(op, 0)) : 0;
  if (!wo || interp_operand(f, op, 0, &a)) return 1;
  uint64_t x = a.s.bits & interp_mask(wi);
  uint64_t v = (sign ? (uint64_t)interp_sext(x, wi) : x) & interp_mask(wo);
  IVal r = {.s = {v, a.s.poison, 0}};
  if (wo < wi && mu_op_is(op, "arith.trunci")) {
    unsigned ov = interp_attr_flags(f, op, INTERP_ATTR_OVERFLOW);
    int nsw = ov & 1, nuw = ov >> 1 & 1;
    if ((nsw && ((uint64_t)interp_sext(v, wo) & interp_mask(wi)) != x) || (nuw && v != x)) r.s.poison = 1;
  }
  return interp_result(f, op, 0, r);
}
static int ev_extsi(IFn *f, MlirOperation op) { return ev_int_cast(f, op, 1); }
static int ev_extui(IFn *f, MlirOperation op) { return ev_int_cast(f, op, 0); }
static int ev_trunci(IFn *f, MlirOperation op) { return ev_int_cast(f, op, 0); }

static int ev_bitcast(IFn *f, MlirOperation op) {
  IVal a;
  if (!ev_width(f, op, mlirOperationGetResult(op, 0)) || interp_operand(f, op, 0, &a)) return 1;
  return interp_result(f, op, 0, a);
}

/* constant: an integer, index or float attribute's bits (tensors: interp_constant). */
static int ev_constant(IFn *f, MlirOperation op) {
  MlirType t = mlirValueGetType(mlirOperationGetResult(op, 0));
  IVal v;
  if (interp_constant(f, op, t, mu_attr(op, "value"), &v)) return 1;
  return interp_result(f, op, 0, v);
}

static int ev_bool_constant(IFn *f, MlirOperation op) {
  MlirAttribute a = mu_attr(op, "value");
  return interp_result(f, op, 0, (IVal){.s.bits = !mlirAttributeIsNull(a) && mlirBoolAttrGetValue(a)});
}

static int ev_addui_extended(IFn *f, MlirOperation op) {
  IVal a, b;
  unsigned w = ev_int_operands(f, op, mlirOperationGetResult(op, 0), &a, &b);
  if (!w) return 1;
  uint64_t m = interp_mask(w), x = a.s.bits & m, y = b.s.bits & m;
  int p = a.s.poison || b.s.poison;
  if (interp_result(f, op, 0, (IVal){.s = {(x + y) & m, (uint8_t)p, 0}})) return 1;
  return interp_result(f, op, 1, (IVal){.s = {((x + y) & m) < x, (uint8_t)p, 0}});
}

static int ev_mul_extended(IFn *f, MlirOperation op, int sign) {
  IVal a, b;
  unsigned w = ev_int_operands(f, op, mlirOperationGetResult(op, 0), &a, &b);
  if (!w) return 1;
  uint64_t m = interp_mask(w), x = a.s.bits & m, y = b.s.bits & m;
  unsigned __int128 prod = sign ? (unsigned __int128)((__int128)interp_sext(x, w) * interp_sext(y, w))
                                : (unsigned __int128)x * y;
  int p = a.s.poison || b.s.poison;
  if (interp_result(f, op, 0, (IVal){.s = {(uint64_t)prod & m, (uint8_t)p, 0}})) return 1;
  return interp_result(f, op, 1, (IVal){.s = {(uint64_t)(prod >> w) & m, (uint8_t)p, 0}});
}
static int ev_mulsi_extended(IFn *f, MlirOperation op) { return ev_mul_extended(f, op, 1); }
static int ev_mului_extended(IFn *f, MlirOperation op) { return ev_mul_extended(f, op, 0); }

/* index.sizeof: "the size in bits of the index type" (IndexOps.td), 64 here */
static int ev_sizeof(IFn *f, MlirOperation op) { return interp_result(f, op, 0, (IVal){.s.bits = 64}); }

/* ---- float evaluators ---- */

static int ev_float_kind(IFn *f, MlirOperation op, MlirValue v) {
  int k = interp_float_format(mlirValueGetType(v));
  if (k < 0 || interp_shaped(f, mlirValueGetType(v))) interp_unsupported(f, op, "on this type");
  return interp_shaped(f, mlirValueGetType(v)) ? -1 : k;
}

static int ev_float_binop(IFn *f, MlirOperation op, FpBin b) {
  IVal x, y;
  int k = ev_float_kind(f, op, mlirOperationGetResult(op, 0));
  if (k < 0 || interp_operand(f, op, 0, &x) || interp_operand(f, op, 1, &y)) return 1;
  IfFormat F = (IfFormat)k;
  uint64_t a = x.s.bits, c = y.s.bits, v = 0;
  int either = 0;
  switch (b) {
  case FP_ADD: v = if_add(F, IF_RNE, a, c); break;
  case FP_SUB: v = if_sub(F, IF_RNE, a, c); break;
  case FP_MUL: v = if_mul(F, IF_RNE, a, c); break;
  case FP_DIV: v = if_div(F, IF_RNE, a, c); break;
  case FP_REM: v = if_rem(F, a, c); break;
  case FP_MAXIMUM: v = if_maximum(F, a, c); break;
  case FP_MINIMUM: v = if_minimum(F, a, c); break;
  case FP_MAXNUM: v = if_maxnum(F, a, c, &either); break;
  case FP_MINNUM: v = if_minnum(F, a, c, &either); break;
  }
  uint64_t vals[3] = {a, c, v};
  IVal r = {.s = {v, x.s.poison || y.s.poison || interp_fastmath_poison(f, op, k, 3, vals), 0}};
  return interp_result(f, op, 0, r);
}

#define EVFBIN(name, kind) \
  static int ev_##name(IFn *f, MlirOperation op) { return ev_float_binop(f, op, kind); }
FLOAT_BINOPS(EVFBIN)
#undef EVFBIN
#undef FLOAT_BINOPS

static int ev_negf(IFn *f, MlirOperation op) {
  IVal x;
  int k = ev_float_kind(f, op, mlirOperationGetResult(op, 0));
  if (k < 0 || interp_operand(f, op, 0, &x)) return 1;
  uint64_t v = if_neg((IfFormat)k, x.s.bits), vals[2] = {x.s.bits, v};
  return interp_result(f, op, 0, (IVal){.s = {v, x.s.poison || interp_fastmath_poison(f, op, k, 2, vals), 0}});
}

static int ev_cmpf(IFn *f, MlirOperation op) {
  IVal x, y;
  int k = ev_float_kind(f, op, mlirOperationGetOperand(op, 0));
  if (k < 0 || interp_operand(f, op, 0, &x) || interp_operand(f, op, 1, &y)) return 1;
  MlirAttribute pa = mu_attr(op, "predicate");
  if (mlirAttributeIsNull(pa) || !mlirAttributeIsAInteger(pa)) return interp_error(f, "arith.cmpf without predicate");
  int64_t p = mlirIntegerAttrGetValueInt(pa);
  if (p < 0 || p > 15) return interp_unsupported(f, op, "with this predicate");
  uint64_t vals[2] = {x.s.bits, y.s.bits};
  int c = if_cmp((IfFormat)k, (int)p, x.s.bits, y.s.bits);
  return interp_result(f, op, 0, (IVal){.s = {(uint64_t)c, x.s.poison || y.s.poison || interp_fastmath_poison(f, op, k, 2, vals), 0}});
}

static int ev_float_cast(IFn *f, MlirOperation op) {
  IVal x;
  int ki = ev_float_kind(f, op, mlirOperationGetOperand(op, 0)), ko = ki < 0 ? -1 : ev_float_kind(f, op, mlirOperationGetResult(op, 0));
  if (ko < 0 || interp_operand(f, op, 0, &x)) return 1;
  MlirAttribute rm = mu_attr(op, "roundingmode");
  int r = mlirAttributeIsNull(rm) || !mlirAttributeIsAInteger(rm) ? IF_RNE : (int)mlirIntegerAttrGetValueInt(rm);
  uint64_t v = if_convert((IfFormat)ki, (IfFormat)ko, (IfRound)r, x.s.bits);
  int p = x.s.poison || interp_fastmath_poison(f, op, ki, 1, &x.s.bits) || interp_fastmath_poison(f, op, ko, 1, &v);
  return interp_result(f, op, 0, (IVal){.s = {v, (uint8_t)p, 0}});
}

static int ev_int_to_float(IFn *f, MlirOperation op, int sign) {
  IVal x;
  unsigned w = ev_width(f, op, mlirOperationGetOperand(op, 0));
  int k = w ? ev_float_kind(f, op, mlirOperationGetResult(op, 0)) : -1;
  if (k < 0 || interp_operand(f, op, 0, &x)) return 1;
  uint64_t v = if_from_int((IfFormat)k, IF_RNE, x.s.bits & interp_mask(w), w, sign);
  return interp_result(f, op, 0, (IVal){.s = {v, x.s.poison, 0}});
}
static int ev_sitofp(IFn *f, MlirOperation op) { return ev_int_to_float(f, op, 1); }
static int ev_uitofp(IFn *f, MlirOperation op) { return ev_int_to_float(f, op, 0); }

static int ev_float_to_int(IFn *f, MlirOperation op, int sign) {
  IVal x;
  int k = ev_float_kind(f, op, mlirOperationGetOperand(op, 0));
  unsigned w = k < 0 ? 0 : ev_width(f, op, mlirOperationGetResult(op, 0));
  if (!w || interp_operand(f, op, 0, &x)) return 1;
  uint64_t v = 0;
  int bad = if_to_int((IfFormat)k, x.s.bits, w, sign, &v) != 0;
  return interp_result(f, op, 0, (IVal){.s = {v, x.s.poison || bad, 0}});
}
static int ev_fptosi(IFn *f, MlirOperation op) { return ev_float_to_int(f, op, 1); }
static int ev_fptoui(IFn *f, MlirOperation op) { return ev_float_to_int(f, op, 0); }

/* Properties: every arith op but the constant is elementwise on tensors; none has UB
 * when MLIR says it is Pure (a division only is when its divisor is a safe constant). */
#define A_EW (OP_ELEMENTWISE | OP_PURE_NO_UB)
static const EncOpDef arith_ops[] = {
    {"arith.addf", enc_addf, "IEEE-754 addition, round to nearest even; fastmath nnan/ninf: NaN/Inf is poison", ev_addf, A_EW},
    {"arith.addi", enc_addi, "a + b mod 2^n; overflow<nsw, nuw> make a wrap poison", ev_addi, A_EW | OP_ASSOC_COMM},
    {"arith.addui_extended", enc_addui_extended, "sum mod 2^n and the unsigned carry as i1", ev_addui_extended, A_EW},
    {"arith.andi", enc_andi, "bitwise and", ev_andi, A_EW | OP_ASSOC_COMM},
    {"arith.bitcast", enc_bitcast, "same bits in another type of one width (floats: IEEE-754 bits)", ev_bitcast, A_EW},
    {"arith.ceildivsi", enc_ceildivsi, "signed division rounding up; UB: divisor 0, MIN / -1", ev_ceildivsi, A_EW},
    {"arith.ceildivui", enc_ceildivui, "unsigned division rounding up; UB: divisor 0", ev_ceildivui, A_EW},
    {"arith.cmpf", enc_cmpf, "IEEE-754 comparison by predicate (ordered: false on NaN, unordered: true), result i1", ev_cmpf, A_EW},
    {"arith.cmpi", enc_cmpi, "integer comparison by predicate, result i1", ev_cmpi, A_EW},
    {"arith.constant", enc_constant, "integer, index or float literal, or a dense or sparse (zero elsewhere) tensor of them", ev_constant, OP_CONST | OP_KEEPS_LAYOUT | OP_PURE_NO_UB},
    {"arith.divf", enc_divf, "IEEE-754 division, round to nearest even", ev_divf, A_EW},
    {"arith.divsi", enc_divsi, "signed division toward zero; UB: divisor 0, MIN / -1; exact: inexact is poison", ev_divsi, A_EW},
    {"arith.divui", enc_divui, "unsigned division; UB: divisor 0; exact: inexact is poison", ev_divui, A_EW},
    {"arith.extf", enc_extf, "exact widening of a float", ev_float_cast, A_EW | OP_FLOAT_CAST},
    {"arith.extsi", enc_extsi, "sign extension", ev_extsi, A_EW},
    {"arith.extui", enc_extui, "zero extension", ev_extui, A_EW},
    {"arith.floordivsi", enc_floordivsi, "signed division rounding down; UB: divisor 0, MIN / -1", ev_floordivsi, A_EW},
    {"arith.fptosi", enc_fptosi, "float to signed integer rounding toward zero; NaN, Inf, out of range: poison", ev_fptosi, A_EW},
    {"arith.fptoui", enc_fptoui, "float to unsigned integer rounding toward zero; NaN, Inf, out of range: poison", ev_fptoui, A_EW},
    {"arith.index_cast", enc_index_cast, "sign-extend or truncate between index (64-bit) and integers", ev_extsi, A_EW},
    {"arith.index_castui", enc_index_castui, "zero-extend or truncate between index (64-bit) and integers", ev_extui, A_EW},
    {"arith.maximumf", enc_maximumf, "maximum; NaN if either is NaN; -0.0 < +0.0", ev_maximumf, A_EW},
    {"arith.maxnumf", enc_maxnumf, "maximum; the other operand if one is NaN; either zero for +-0.0", ev_maxnumf, A_EW},
    {"arith.maxsi", enc_maxsi, "signed maximum", ev_maxsi, A_EW | OP_ASSOC_COMM},
    {"arith.maxui", enc_maxui, "unsigned maximum", ev_maxui, A_EW | OP_ASSOC_COMM},
    {"arith.minimumf", enc_minimumf, "minimum; NaN if either is NaN; -0.0 < +0.0", ev_minimumf, A_EW},
    {"arith.minnumf", enc_minnumf, "minimum; the other operand if one is NaN; either zero for +-0.0", ev_minnumf, A_EW},
    {"arith.minsi", enc_minsi, "signed minimum", ev_minsi, A_EW | OP_ASSOC_COMM},
    {"arith.minui", enc_minui, "unsigned minimum", ev_minui, A_EW | OP_ASSOC_COMM},
    {"arith.mulf", enc_mulf, "IEEE-754 multiplication, round to nearest even", ev_mulf, A_EW},
    {"arith.muli", enc_muli, "a * b mod 2^n; overflow<nsw, nuw> make a wrap poison", ev_muli, A_EW | OP_ASSOC_COMM},
    {"arith.mulsi_extended", enc_mulsi_extended, "low and high halves of the signed product", ev_mulsi_extended, A_EW},
    {"arith.mului_extended", enc_mului_extended, "low and high halves of the unsigned product", ev_mului_extended, A_EW},
    {"arith.negf", enc_negf, "flips the sign bit", ev_negf, A_EW},
    {"arith.ori", enc_ori, "bitwise or", ev_ori, A_EW | OP_ASSOC_COMM},
    {"arith.remf", enc_remf, "C fmod: x - trunc(x / y) * y computed exactly; sign of x", ev_remf, A_EW},
    {"arith.remsi", enc_remsi, "signed remainder (sign of the dividend); UB: divisor 0", ev_remsi, A_EW},
    {"arith.remui", enc_remui, "unsigned remainder; UB: divisor 0", ev_remui, A_EW},
    {"arith.select", enc_select, "condition ? a : b (a tensor or vector condition: per element); poison condition is poison", ev_select, A_EW},
    {"arith.shli", enc_shli, "shift left; amount >= width is poison; nsw/nuw: lost bits are poison", ev_shli, A_EW},
    {"arith.shrsi", enc_shrsi, "arithmetic shift right; amount >= width is poison; exact: lost bits are poison", ev_shrsi, A_EW},
    {"arith.shrui", enc_shrui, "logical shift right; amount >= width is poison; exact: lost bits are poison", ev_shrui, A_EW},
    {"arith.sitofp", enc_sitofp, "signed integer to the nearest float (ties to even)", ev_sitofp, A_EW},
    {"arith.subf", enc_subf, "IEEE-754 subtraction, round to nearest even", ev_subf, A_EW},
    {"arith.subi", enc_subi, "a - b mod 2^n; overflow<nsw, nuw> make a wrap poison", ev_subi, A_EW},
    {"arith.truncf", enc_truncf, "float narrowing, rounded by roundingmode (default to nearest even)", ev_float_cast, A_EW | OP_FLOAT_CAST},
    {"arith.trunci", enc_trunci, "truncation; nsw/nuw: lost bits are poison", ev_trunci, A_EW},
    {"arith.uitofp", enc_uitofp, "unsigned integer to the nearest float (ties to even)", ev_uitofp, A_EW},
    {"arith.xori", enc_xori, "bitwise xor", ev_xori, A_EW | OP_ASSOC_COMM},
};

#undef A_EW

const EncTable arith_table = {"arith", arith_ops, sizeof arith_ops / sizeof arith_ops[0]};

/* ---- the index dialect ----
 * IndexOps.td: integer ops on index values, the same semantics as arith's on a 64-bit
 * index (wrapping, division UB on 0 and signed MIN / -1, shifts poison from 64), so the
 * same encoders; without overflow flags. */

/* bool.constant: an i1 from a bool attribute. */
static int enc_bool_constant(EncFn *f, MlirOperation op) {
  MlirAttribute a = mu_attr(op, "value");
  if (mlirAttributeIsNull(a) || !mlirAttributeIsABool(a)) return enc_stop(f->q, TV_ERROR, "index.bool.constant without value");
  return enc_result(f, op, 0, (EncVal){smt_bv_u64(f->s, 1, mlirBoolAttrGetValue(a)), smt_true(f->s)});
}

/* sizeof: the index width, 64 here (docs/semantics.md section 1). */
static int enc_sizeof(EncFn *f, MlirOperation op) {
  return enc_result(f, op, 0, (EncVal){smt_bv_u64(f->s, 64, 64), smt_true(f->s)});
}

static const EncOpDef index_ops[] = {
    {"index.add", enc_addi, "a + b mod 2^64", ev_addi},
    {"index.and", enc_andi, "bitwise and", ev_andi},
    {"index.bool.constant", enc_bool_constant, "an i1 constant", ev_bool_constant},
    {"index.casts", enc_index_cast, "sign-extend or truncate between index and integers", ev_extsi},
    {"index.castu", enc_index_castui, "zero-extend or truncate between index and integers", ev_extui},
    {"index.ceildivs", enc_ceildivsi, "signed division rounding up; UB: divisor 0, MIN / -1", ev_ceildivsi},
    {"index.ceildivu", enc_ceildivui, "unsigned division rounding up; UB: divisor 0", ev_ceildivui},
    {"index.cmp", enc_index_cmp, "integer comparison (eq, ne, slt, ..., uge)", ev_index_cmp},
    {"index.constant", enc_constant, "the attribute's value", ev_constant},
    {"index.divs", enc_divsi, "signed division toward zero; UB: divisor 0, MIN / -1", ev_divsi},
    {"index.divu", enc_divui, "unsigned division; UB: divisor 0", ev_divui},
    {"index.floordivs", enc_floordivsi, "signed division rounding down; UB: divisor 0, MIN / -1", ev_floordivsi},
    {"index.maxs", enc_maxsi, "signed maximum", ev_maxsi},
    {"index.maxu", enc_maxui, "unsigned maximum", ev_maxui},
    {"index.mins", enc_minsi, "signed minimum", ev_minsi},
    {"index.minu", enc_minui, "unsigned minimum", ev_minui},
    {"index.mul", enc_muli, "a * b mod 2^64", ev_muli},
    {"index.or", enc_ori, "bitwise or", ev_ori},
    {"index.rems", enc_remsi, "signed remainder (sign of the dividend); UB: divisor 0", ev_remsi},
    {"index.remu", enc_remui, "unsigned remainder; UB: divisor 0", ev_remui},
    {"index.shl", enc_shli, "shift left; amount >= 64 is poison", ev_shli},
    {"index.shrs", enc_shrsi, "arithmetic shift right; amount >= 64 is poison", ev_shrsi},
    {"index.shru", enc_shrui, "logical shift right; amount >= 64 is poison", ev_shrui},
    {"index.sizeof", enc_sizeof, "64, the index width", ev_sizeof},
    {"index.sub", enc_subi, "a - b mod 2^64", ev_subi},
    {"index.xor", enc_xori, "bitwise xor", ev_xori},
};

const EncTable index_table = {"index", index_ops, sizeof index_ops / sizeof index_ops[0]};
