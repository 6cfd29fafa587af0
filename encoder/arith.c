/* arith.c: the semantics of the arith dialect (ArithOps.td).
 * Values are bit-vectors (index is 64 bits wide); i1 is a 1-bit vector; floats are
 * encoded by fp.c (abstract or exact) and their ops are at the end of this file. */
#include <stdlib.h>
#include <string.h>
#include <mlir-c/BuiltinAttributes.h>
#include "enc.h"
#include "mem.h"
#include "fp.h"
#include "mlirutil.h"
#include "tval.h"

typedef enum {
  ADDI, SUBI, MULI, DIVUI, DIVSI, CEILDIVUI, CEILDIVSI, FLOORDIVSI, REMUI, REMSI,
  ANDI, ORI, XORI, SHLI, SHRUI, SHRSI, MAXSI, MAXUI, MINSI, MINUI
} IntBin;

/* overflowFlags prints as #arith.overflow<nsw, nuw>; there is no C API for the enum. */
static void overflow_flags(EncFn *f, MlirOperation op, int *nsw, int *nuw) {
  MlirAttribute a = mu_attr(op, "overflowFlags");
  char *s = mlirAttributeIsNull(a) ? NULL : mu_attr_str(&f->q->arena, a);
  *nsw = s && strstr(s, "nsw");
  *nuw = s && strstr(s, "nuw");
}

static int is_exact(MlirOperation op) { return !mlirAttributeIsNull(mu_attr(op, "isExact")); }

static unsigned result_width(EncFn *f, MlirOperation op) {
  return enc_width(f, mlirValueGetType(mlirOperationGetResult(op, 0)), op);
}

static unsigned operand_width(EncFn *f, MlirOperation op, int i) {
  return enc_width(f, mlirValueGetType(mlirOperationGetOperand(op, i)), op);
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
  overflow_flags(f, op, &nsw, &nuw);
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
    overflow_flags(f, op, &nsw, &nuw);
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
  unsigned w = result_width(f, op);
  if (!w || enc_operand(f, op, 0, &a) || enc_operand(f, op, 1, &b)) return 1;
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

#define BINOP(name, kind) \
  static int enc_##name(EncFn *f, MlirOperation op) { return int_binop(f, op, kind); }
BINOP(addi, ADDI) BINOP(subi, SUBI) BINOP(muli, MULI) BINOP(divui, DIVUI) BINOP(divsi, DIVSI)
BINOP(ceildivui, CEILDIVUI) BINOP(ceildivsi, CEILDIVSI) BINOP(floordivsi, FLOORDIVSI)
BINOP(remui, REMUI) BINOP(remsi, REMSI) BINOP(andi, ANDI) BINOP(ori, ORI) BINOP(xori, XORI)
BINOP(shli, SHLI) BINOP(shrui, SHRUI) BINOP(shrsi, SHRSI) BINOP(maxsi, MAXSI)
BINOP(maxui, MAXUI) BINOP(minsi, MINSI) BINOP(minui, MINUI)
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
  static const char *const names[] = {"eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"};
  MlirAttribute pa = mu_attr(op, "pred");
  char *t = mlirAttributeIsNull(pa) ? NULL : mu_attr_str(&f->q->arena, pa);
  char *w = t ? strrchr(t, ' ') : NULL;
  for (int64_t p = 0; w && p < 10; p++)
    if (!strncmp(w + 1, names[p], strlen(names[p])) && w[1 + strlen(names[p])] == '>')
      return compare(f, op, p);
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
  if (!mlirTypeIsAInteger(mlirValueGetType(mlirOperationGetOperand(op, 0))))
    return enc_stop(f->q, TV_UNSUPPORTED, "arith.select with a shaped condition");
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
    if (mu_op_is(op, "arith.trunci")) overflow_flags(f, op, &nsw, &nuw);
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
  unsigned w = result_width(f, op);
  if (!w || enc_operand(f, op, 0, &a) || enc_operand(f, op, 1, &b)) return 1;
  Smt *s = f->s;
  Z3_ast np = smt_and(s, a.np, b.np);
  Z3_ast wide = smt_app2(s, Z3_mk_bvadd, smt_zext(s, 1, a.v), smt_zext(s, 1, b.v));
  if (enc_result(f, op, 0, (EncVal){smt_extract(s, w - 1, 0, wide), np})) return 1;
  return enc_result(f, op, 1, (EncVal){smt_extract(s, w, w, wide), np});
}

/* mul[su]i_extended: the low and high halves of the double-width product. */
static int mul_extended(EncFn *f, MlirOperation op, int sign) {
  EncVal a, b;
  unsigned w = result_width(f, op);
  if (!w || enc_operand(f, op, 0, &a) || enc_operand(f, op, 1, &b)) return 1;
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

#define FBINOP(name, kind) \
  static int enc_##name(EncFn *f, MlirOperation op) { return float_binop(f, op, kind); }
FBINOP(addf, FP_ADD) FBINOP(subf, FP_SUB) FBINOP(mulf, FP_MUL) FBINOP(divf, FP_DIV)
FBINOP(remf, FP_REM) FBINOP(maximumf, FP_MAXIMUM) FBINOP(minimumf, FP_MINIMUM)
FBINOP(maxnumf, FP_MAXNUM) FBINOP(minnumf, FP_MINNUM)
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

static const EncOpDef arith_ops[] = {
    {"arith.addf", enc_addf, "IEEE-754 addition, round to nearest even; fastmath nnan/ninf: NaN/Inf is poison"},
    {"arith.addi", enc_addi, "a + b mod 2^n; overflow<nsw, nuw> make a wrap poison"},
    {"arith.addui_extended", enc_addui_extended, "sum mod 2^n and the unsigned carry as i1"},
    {"arith.andi", enc_andi, "bitwise and"},
    {"arith.bitcast", enc_bitcast, "same bits in another type of one width (floats: IEEE-754 bits)"},
    {"arith.ceildivsi", enc_ceildivsi, "signed division rounding up; UB: divisor 0, MIN / -1"},
    {"arith.ceildivui", enc_ceildivui, "unsigned division rounding up; UB: divisor 0"},
    {"arith.cmpf", enc_cmpf, "IEEE-754 comparison by predicate (ordered: false on NaN, unordered: true), result i1"},
    {"arith.cmpi", enc_cmpi, "integer comparison by predicate, result i1"},
    {"arith.constant", enc_constant, "integer, index or float literal, or a dense tensor of them"},
    {"arith.divf", enc_divf, "IEEE-754 division, round to nearest even"},
    {"arith.divsi", enc_divsi, "signed division toward zero; UB: divisor 0, MIN / -1; exact: inexact is poison"},
    {"arith.divui", enc_divui, "unsigned division; UB: divisor 0; exact: inexact is poison"},
    {"arith.extf", enc_extf, "exact widening of a float"},
    {"arith.extsi", enc_extsi, "sign extension"},
    {"arith.extui", enc_extui, "zero extension"},
    {"arith.floordivsi", enc_floordivsi, "signed division rounding down; UB: divisor 0, MIN / -1"},
    {"arith.fptosi", enc_fptosi, "float to signed integer rounding toward zero; NaN, Inf, out of range: poison"},
    {"arith.fptoui", enc_fptoui, "float to unsigned integer rounding toward zero; NaN, Inf, out of range: poison"},
    {"arith.index_cast", enc_index_cast, "sign-extend or truncate between index (64-bit) and integers"},
    {"arith.index_castui", enc_index_castui, "zero-extend or truncate between index (64-bit) and integers"},
    {"arith.maximumf", enc_maximumf, "maximum; NaN if either is NaN; -0.0 < +0.0"},
    {"arith.maxnumf", enc_maxnumf, "maximum; the other operand if one is NaN; either zero for +-0.0"},
    {"arith.maxsi", enc_maxsi, "signed maximum"},
    {"arith.maxui", enc_maxui, "unsigned maximum"},
    {"arith.minimumf", enc_minimumf, "minimum; NaN if either is NaN; -0.0 < +0.0"},
    {"arith.minnumf", enc_minnumf, "minimum; the other operand if one is NaN; either zero for +-0.0"},
    {"arith.minsi", enc_minsi, "signed minimum"},
    {"arith.minui", enc_minui, "unsigned minimum"},
    {"arith.mulf", enc_mulf, "IEEE-754 multiplication, round to nearest even"},
    {"arith.muli", enc_muli, "a * b mod 2^n; overflow<nsw, nuw> make a wrap poison"},
    {"arith.mulsi_extended", enc_mulsi_extended, "low and high halves of the signed product"},
    {"arith.mului_extended", enc_mului_extended, "low and high halves of the unsigned product"},
    {"arith.negf", enc_negf, "flips the sign bit"},
    {"arith.ori", enc_ori, "bitwise or"},
    {"arith.remf", enc_remf, "C fmod: x - trunc(x / y) * y computed exactly; sign of x"},
    {"arith.remsi", enc_remsi, "signed remainder (sign of the dividend); UB: divisor 0"},
    {"arith.remui", enc_remui, "unsigned remainder; UB: divisor 0"},
    {"arith.select", enc_select, "condition ? a : b (any scalar type); poison condition is poison"},
    {"arith.shli", enc_shli, "shift left; amount >= width is poison; nsw/nuw: lost bits are poison"},
    {"arith.shrsi", enc_shrsi, "arithmetic shift right; amount >= width is poison; exact: lost bits are poison"},
    {"arith.shrui", enc_shrui, "logical shift right; amount >= width is poison; exact: lost bits are poison"},
    {"arith.sitofp", enc_sitofp, "signed integer to the nearest float (ties to even)"},
    {"arith.subf", enc_subf, "IEEE-754 subtraction, round to nearest even"},
    {"arith.subi", enc_subi, "a - b mod 2^n; overflow<nsw, nuw> make a wrap poison"},
    {"arith.truncf", enc_truncf, "float narrowing, rounded by roundingmode (default to nearest even)"},
    {"arith.trunci", enc_trunci, "truncation; nsw/nuw: lost bits are poison"},
    {"arith.uitofp", enc_uitofp, "unsigned integer to the nearest float (ties to even)"},
    {"arith.xori", enc_xori, "bitwise xor"},
};

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
    {"index.add", enc_addi, "a + b mod 2^64"},
    {"index.and", enc_andi, "bitwise and"},
    {"index.bool.constant", enc_bool_constant, "an i1 constant"},
    {"index.casts", enc_index_cast, "sign-extend or truncate between index and integers"},
    {"index.castu", enc_index_castui, "zero-extend or truncate between index and integers"},
    {"index.ceildivs", enc_ceildivsi, "signed division rounding up; UB: divisor 0, MIN / -1"},
    {"index.ceildivu", enc_ceildivui, "unsigned division rounding up; UB: divisor 0"},
    {"index.cmp", enc_index_cmp, "integer comparison (eq, ne, slt, ..., uge)"},
    {"index.constant", enc_constant, "the attribute's value"},
    {"index.divs", enc_divsi, "signed division toward zero; UB: divisor 0, MIN / -1"},
    {"index.divu", enc_divui, "unsigned division; UB: divisor 0"},
    {"index.floordivs", enc_floordivsi, "signed division rounding down; UB: divisor 0, MIN / -1"},
    {"index.maxs", enc_maxsi, "signed maximum"},
    {"index.maxu", enc_maxui, "unsigned maximum"},
    {"index.mins", enc_minsi, "signed minimum"},
    {"index.minu", enc_minui, "unsigned minimum"},
    {"index.mul", enc_muli, "a * b mod 2^64"},
    {"index.or", enc_ori, "bitwise or"},
    {"index.rems", enc_remsi, "signed remainder (sign of the dividend); UB: divisor 0"},
    {"index.remu", enc_remui, "unsigned remainder; UB: divisor 0"},
    {"index.shl", enc_shli, "shift left; amount >= 64 is poison"},
    {"index.shrs", enc_shrsi, "arithmetic shift right; amount >= 64 is poison"},
    {"index.shru", enc_shrui, "logical shift right; amount >= 64 is poison"},
    {"index.sizeof", enc_sizeof, "64, the index width"},
    {"index.sub", enc_subi, "a - b mod 2^64"},
    {"index.xor", enc_xori, "bitwise xor"},
};

const EncTable index_table = {"index", index_ops, sizeof index_ops / sizeof index_ops[0]};
