/* tosa_eval.c: the evaluators (interp.h) of tosa.c's ops: the semantics tosa.c encodes,
 * on concrete tensors (docs/semantics.md, "TOSA"). Attributes and shape operands are read
 * through tosa.c's readers (tosa_int.h); elementwise ops broadcast size-1 dimensions and
 * meet UB per result element, as tosa_map does; floats round to nearest even (ifloat.h). */
#include <string.h>
#include <mlir-c/BuiltinAttributes.h>
#include <mlir-c/BuiltinTypes.h>
#include "ifloat.h"
#include "interp.h"
#include "mlirutil.h"
#include "tosa_int.h"
#include "tval.h"

/* ---- operands and shapes ---- */

static MlirType te_rtype(MlirOperation op) { return mlirValueGetType(mlirOperationGetResult(op, 0)); }
static MlirType te_otype(MlirOperation op, int k) { return mlirValueGetType(mlirOperationGetOperand(op, k)); }
static Arena *te_arena(IFn *f) { return interp_of(f)->arena; }

/* A reader's failure (tosa_int.h) as the run's stop. */
static int te_read_fail(IFn *f, MlirOperation op, int rc, const char *why) {
  if (!rc) return 0;
  if (rc == TOSA_R_UNSUPPORTED) return interp_unsupported(f, op, why);
  return interp_error(f, "%s %s", mu_op_name(te_arena(f), op), why);
}

/* Operand k as a ranked tensor of rank <= 16 (tosa_tensor). */
static int te_tensor(IFn *f, MlirOperation op, int k, IVal *out) {
  if (interp_operand(f, op, k, out)) return 1;
  if (!out->t || out->t->rank > TOSA_MAX_RANK) return interp_unsupported(f, op, "on an unranked tensor or rank over 16");
  return 0;
}

/* Element 0 of a one-element tensor operand (zero points, shift, pad_const); never
 * written is UB (tosa_scalar). */
static int te_scalar(IFn *f, MlirOperation op, int k, IScalar *out) {
  IVal t;
  if (te_tensor(f, op, k, &t)) return 1;
  if (!t.t->n || t.t->e[0].uninit) return interp_ub(f, op, "read of an element never written");
  *out = t.t->e[0];
  return 0;
}

/* Element src of in; never written is UB (tosa_read_if). */
static int te_read(IFn *f, MlirOperation op, const ITensor *in, const uint64_t *src, IScalar *out) {
  *out = in->e[interp_at(in, src)];
  return out->uninit ? interp_ub(f, op, "read of an element never written") : 0;
}

/* The result of a data-movement op of sizes dims (tosa_out_shape): a static size of the
 * result type that differs is UB. */
static int te_out(IFn *f, MlirOperation op, unsigned rank, const uint64_t *dims, IVal *out) {
  MlirType rt = te_rtype(op);
  int64_t d[TOSA_MAX_RANK];
  if (!tval_is_tensor(rt)) return interp_unsupported(f, op, "with an unranked result");
  if ((unsigned)mlirShapedTypeGetRank(rt) != rank) return interp_error(f, "%s: result rank %u expected", mu_op_name(te_arena(f), op), rank);
  for (unsigned r = 0; r < rank; r++) {
    if (!mlirShapedTypeIsDynamicDim(rt, r) && dims[r] != (uint64_t)mlirShapedTypeGetDimSize(rt, r))
      return interp_ub(f, op, "a result of size %llu where its type says %lld", (unsigned long long)dims[r],
                       (long long)mlirShapedTypeGetDimSize(rt, r));
    if (dims[r] > (uint64_t)INT64_MAX) return interp_limit(f, "a tensor size of 2^63 or more");
    d[r] = (int64_t)dims[r];
  }
  return interp_tensor(interp_of(f), rt, d, out);
}

/* ---- the elementwise driver ---- */

/* What an elementwise op reads once: widths and float formats (-1: integers) of operand 0
 * and the result, nan_mode, and its scalar operands or attributes (shift, zero points,
 * clamp bounds). */
typedef struct TeOp {
  MlirOperation op;
  unsigned wi, wo;
  int ki, ko, ignore, kind;
  unsigned aw;             /* width of the scalar operand a (mul's shift, negate's zero points) */
  IScalar a, b;
} TeOp;

typedef int (*TeElemFn)(IFn *f, const TeOp *o, const IScalar *x, IScalar *out);

static int te_prepare(IFn *f, MlirOperation op, TeOp *o) {
  *o = (TeOp){.op = op, .wi = interp_width(te_otype(op, 0)), .wo = interp_width(te_rtype(op))};
  o->ki = interp_float_format(te_otype(op, 0));
  o->ko = interp_float_format(te_rtype(op));
  o->ignore = tosa_nan_ignore(te_arena(f), op);
  if (!o->wi || !o->wo) return interp_unsupported(f, op, "of this element type");
  return 0;
}

/* Result sizes of an elementwise op (tosa_bcast_shape): static ones from the type, a
 * dynamic one the operands' size that is not 1; UB unless each operand's size is 1 or
 * the result's (a unary op's: the result's). */
static int te_bcast_shape(IFn *f, MlirOperation op, const IVal *in, unsigned nin, int64_t *dims) {
  MlirType rt = te_rtype(op);
  if (!tval_is_tensor(rt)) return interp_unsupported(f, op, "with an unranked result");
  unsigned rank = (unsigned)mlirShapedTypeGetRank(rt);
  for (unsigned k = 0; k < nin; k++)
    if (in[k].t->rank != rank) return interp_error(f, "%s: operand ranks differ", mu_op_name(te_arena(f), op));
  for (unsigned r = 0; r < rank; r++) {
    int64_t d = in[0].t->dims[r];
    for (unsigned k = 1; k < nin; k++) d = d == 1 ? in[k].t->dims[r] : d;
    dims[r] = mlirShapedTypeIsDynamicDim(rt, r) ? d : mlirShapedTypeGetDimSize(rt, r);
    for (unsigned k = 0; k < nin; k++)
      if (nin == 1 && in[k].t->dims[r] != dims[r])
        return interp_ub(f, op, "operand of size %lld for a result of size %lld in dimension %u (a unary op does not broadcast)",
                         (long long)in[k].t->dims[r], (long long)dims[r], r);
      else if (in[k].t->dims[r] != 1 && in[k].t->dims[r] != dims[r])
        return interp_ub(f, op, "operand %u of size %lld does not broadcast to size %lld in dimension %u", k,
                         (long long)in[k].t->dims[r], (long long)dims[r], r);
  }
  return 0;
}

/* Runs fn per result element on operands 0..nin-1 broadcast (tosa_map; a unary op's
 * operand has the result's sizes). */
static int te_map(IFn *f, const TeOp *o, unsigned nin, TeElemFn fn) {
  IVal in[TOSA_MAX_IN], res;
  int64_t dims[TOSA_MAX_RANK];
  uint64_t idx[TOSA_MAX_RANK] = {0}, at[TOSA_MAX_RANK];
  for (unsigned k = 0; k < nin; k++)
    if (te_tensor(f, o->op, (int)k, &in[k])) return 1;
  if (te_bcast_shape(f, o->op, in, nin, dims) || interp_tensor(interp_of(f), te_rtype(o->op), dims, &res)) return 1;
  unsigned rank = res.t->rank;
  for (size_t i = 0; i < res.t->n; i++, interp_next(rank, dims, idx)) {
    IScalar x[TOSA_MAX_IN];
    for (unsigned k = 0; k < nin; k++) {
      for (unsigned r = 0; r < rank; r++) at[r] = nin > 1 && in[k].t->dims[r] == 1 ? 0 : idx[r];
      if (te_read(f, o->op, in[k].t, at, &x[k])) return 1;
    }
    if (fn(f, o, x, &res.t->e[i])) return 1;
  }
  return interp_result(f, o->op, 0, res);
}

static int te_run(IFn *f, MlirOperation op, unsigned nin, int kind, TeElemFn fn) {
  TeOp o;
  if (te_prepare(f, op, &o)) return 1;
  o.kind = kind;
  return te_map(f, &o, nin, fn);
}

static uint64_t te_mask(const TeOp *o, uint64_t v) { return v & interp_mask(o->wo); }
static int64_t te_s(uint64_t v, unsigned w) { return interp_sext(v, w); }

/* ---- binary arithmetic ---- */

/* Floats: IEEE add/sub, maximum/minimum (IGNORE: the non-NaN operand), pow as math.powf
 * (libm, marked). */
static int te_float_bin(IFn *f, const TeOp *o, uint64_t a, uint64_t b, uint64_t *v) {
  IfFormat k = (IfFormat)o->ki;
  int max = o->kind == TB_MAX;
  switch (o->kind) {
  case TB_ADD: *v = if_add(k, IF_RNE, a, b); return 0;
  case TB_SUB: *v = if_sub(k, IF_RNE, a, b); return 0;
  case TB_MAX: case TB_MIN:
    if (o->ignore && if_is_nan(k, a)) *v = b;
    else if (o->ignore && if_is_nan(k, b)) *v = a;
    else *v = max ? if_maximum(k, a, b) : if_minimum(k, a, b);
    return 0;
  case TB_POW: {
    uint64_t ab[2] = {a, b};
    interp_of(f)->libm = 1;
    return if_libm(k, "powf", 2, ab, v) ? interp_unsupported(f, o->op, "(no libm function)") : 0;
  }
  default: return interp_unsupported(f, o->op, "on floats");
  }
}

/* intdiv: truncating; divisor 0 or poison, or MIN (or a poison dividend) / -1, is UB. */
static int te_intdiv(IFn *f, const TeOp *o, const IScalar *x, uint64_t *v) {
  unsigned w = o->wo;
  int64_t a = te_s(x[0].bits, w), b = te_s(x[1].bits, w), min = te_s(1ull << (w - 1), w);
  if (x[1].poison || !b) return interp_ub(f, o->op, "division by zero%s", x[1].poison ? " (poison divisor)" : "");
  if (b == -1 && (x[0].poison || a == min)) return interp_ub(f, o->op, "signed division overflow (MIN / -1)");
  *v = te_mask(o, b == -1 ? (uint64_t)-a : (uint64_t)(a / b));
  return 0;
}

static int te_binary(IFn *f, const TeOp *o, const IScalar *x, IScalar *out) {
  uint64_t a = x[0].bits, b = x[1].bits, v = 0;
  unsigned w = o->wo;
  *out = (IScalar){.poison = x[0].poison || x[1].poison};
  if (o->ki >= 0) return te_float_bin(f, o, a, b, &out->bits);
  switch (o->kind) {
  case TB_ADD: v = a + b; break;
  case TB_SUB: v = a - b; break;
  case TB_MAX: v = te_s(a, w) < te_s(b, w) ? b : a; break;
  case TB_MIN: v = te_s(a, w) < te_s(b, w) ? a : b; break;
  case TB_AND: v = a & b; break;
  case TB_OR: v = a | b; break;
  case TB_XOR: v = a ^ b; break;
  case TB_INTDIV: if (te_intdiv(f, o, x, &v)) return 1; break;
  default: return interp_unsupported(f, o->op, "on integers");
  }
  out->bits = te_mask(o, v);
  return 0;
}

#define TE_BIN(name, kind) \
  int tosa_ev_##name(IFn *f, MlirOperation op) { return te_run(f, op, 2, kind, te_binary); }
TOSA_BINARY_OPS(TE_BIN)
#undef TE_BIN

/* mul (tosa_el_mul): floats multiply; integers multiply exactly; i32 with shift > 0 rounds
 * (p + 2^(shift-1)) >> shift, which must fit in i32; a shift outside [0, 63], or > 0 for
 * another type, is UB; a poison shift makes the result poison. */
static int te_mul(IFn *f, const TeOp *o, const IScalar *x, IScalar *out) {
  IScalar sh = o->a;
  *out = (IScalar){.poison = x[0].poison || x[1].poison || sh.poison};
  if (o->ki >= 0) return out->bits = if_mul((IfFormat)o->ki, IF_RNE, x[0].bits, x[1].bits), 0;
  int64_t shift = te_s(sh.bits, o->aw);
  if (!sh.poison && (shift < 0 || shift > 63 || (o->wi != 32 && shift > 0)))
    return interp_ub(f, o->op, "mul shift %lld out of range", (long long)shift);
  __int128 p = (__int128)te_s(x[0].bits, o->wi) * te_s(x[1].bits, o->wi);
  out->bits = te_mask(o, (uint64_t)p);
  if (o->wi == 32 && o->wo == 32 && shift > 0 && shift < 64) {
    __int128 q = (p + ((__int128)1 << (shift - 1))) >> shift;
    if (!out->poison && (q < INT32_MIN || q > INT32_MAX)) return interp_ub(f, o->op, "mul result out of i32 after the shift");
    out->bits = te_mask(o, (uint64_t)q);
  }
  return 0;
}

int tosa_ev_mul(IFn *f, MlirOperation op) {
  TeOp o;
  if (te_prepare(f, op, &o) || te_scalar(f, op, 2, &o.a)) return 1;
  o.aw = interp_width(te_otype(op, 2));
  return te_map(f, &o, 2, te_mul);
}

/* ---- shifts ---- */

enum { TS_ASHR, TS_SHL, TS_LSHR };

/* a << b, a >> b (signed or not); b outside [0, width) is UB; arithmetic_right_shift with
 * round adds bit b - 1 of a. */
static int te_shift(IFn *f, const TeOp *o, const IScalar *x, IScalar *out) {
  unsigned w = o->wo;
  uint64_t a = x[0].bits, b = x[1].bits;
  *out = (IScalar){.poison = x[0].poison || x[1].poison};
  if (!x[1].poison && b >= w) return interp_ub(f, o->op, "shift by %llu on i%u", (unsigned long long)b, w);
  if (b >= w) return 0;   /* poison: any value */
  int64_t sa = te_s(a, w);
  uint64_t v = o->kind == TS_SHL ? a << b : o->kind == TS_LSHR ? a >> b : (uint64_t)(sa >> b);
  if (o->kind == TS_ASHR && o->a.bits && w > 1 && b > 0 && ((uint64_t)(sa >> (b - 1)) & 1)) v++;
  out->bits = te_mask(o, v);
  return 0;
}

static int te_run_shift(IFn *f, MlirOperation op, int kind) {
  TeOp o;
  if (te_prepare(f, op, &o)) return 1;
  o.kind = kind;
  o.a.bits = kind == TS_ASHR && tosa_int_attr(op, "round", 0);
  return te_map(f, &o, 2, te_shift);
}
int tosa_ev_arithmetic_right_shift(IFn *f, MlirOperation op) { return te_run_shift(f, op, TS_ASHR); }
int tosa_ev_logical_left_shift(IFn *f, MlirOperation op) { return te_run_shift(f, op, TS_SHL); }
int tosa_ev_logical_right_shift(IFn *f, MlirOperation op) { return te_run_shift(f, op, TS_LSHR); }

/* ---- comparisons and select ---- */

/* greater (OGT / signed >), greater_equal (OGE / >=), equal (OEQ / ==) as i1; o->kind is
 * the CmpFPredicate. */
static int te_compare(IFn *f, const TeOp *o, const IScalar *x, IScalar *out) {
  (void)f;
  uint64_t a = x[0].bits, b = x[1].bits;
  int64_t sa = te_s(a, o->wi), sb = te_s(b, o->wi);
  int c = o->ki >= 0 ? if_cmp((IfFormat)o->ki, o->kind, a, b) : o->kind == 2 ? sa > sb : o->kind == 3 ? sa >= sb : sa == sb;
  *out = (IScalar){.bits = (uint64_t)c, .poison = x[0].poison || x[1].poison};
  return 0;
}
int tosa_ev_greater(IFn *f, MlirOperation op) { return te_run(f, op, 2, 2, te_compare); }
int tosa_ev_greater_equal(IFn *f, MlirOperation op) { return te_run(f, op, 2, 3, te_compare); }
int tosa_ev_equal(IFn *f, MlirOperation op) { return te_run(f, op, 2, 1, te_compare); }

/* select: pred ? a : b; a poison predicate gives poison. */
static int te_select(IFn *f, const TeOp *o, const IScalar *x, IScalar *out) {
  (void)f, (void)o;
  *out = x[0].bits & 1 ? x[1] : x[2];
  out->poison |= x[0].poison;
  return 0;
}
int tosa_ev_select(IFn *f, MlirOperation op) { return te_run(f, op, 3, 0, te_select); }

/* ---- unary ---- */

/* The math.* function the op lowers to, without "math." ("exp" for tosa.exp). */
static const char *te_libm_name(IFn *f, MlirOperation op) {
  char *n = mu_op_name(te_arena(f), op);
  return n ? n + strlen("tosa.") : NULL;
}

/* abs, floor, ceil, 1 / x, 1 / (exp(-x) + 1) and the uninterpreted functions (libm,
 * marked) on floats. */
static int te_float_un(IFn *f, const TeOp *o, uint64_t a, uint64_t *v) {
  IfFormat k = (IfFormat)o->ki;
  uint64_t one = if_from_int(k, IF_RNE, 1, 2, 0), e;
  switch (o->kind) {
  case TU_ABS: *v = if_abs(k, a); return 0;
  case TU_FLOOR: *v = if_round_integral(k, IF_FLOOR, a); return 0;
  case TU_CEIL: *v = if_round_integral(k, IF_CEIL, a); return 0;
  case TU_RECIP: *v = if_div(k, IF_RNE, one, a); return 0;
  case TU_SIGMOID: case TU_UF: {
    uint64_t x = o->kind == TU_SIGMOID ? if_neg(k, a) : a;
    const char *name = o->kind == TU_SIGMOID ? "exp" : te_libm_name(f, o->op);
    interp_of(f)->libm = 1;
    if (!name || if_libm(k, name, 1, &x, &e)) return interp_unsupported(f, o->op, "(no libm function)");
    *v = o->kind == TU_UF ? e : if_div(k, IF_RNE, one, if_add(k, IF_RNE, e, one));
    return 0;
  }
  default: return interp_unsupported(f, o->op, "on floats");
  }
}

static int te_unary(IFn *f, const TeOp *o, const IScalar *x, IScalar *out) {
  uint64_t a = x[0].bits, v;
  unsigned w = o->wo;
  *out = (IScalar){.poison = x[0].poison};
  if (o->ki >= 0) return te_float_un(f, o, a, &out->bits);
  switch (o->kind) {
  case TU_ABS: v = te_s(a, w) < 0 ? -a : a; break;
  case TU_NOT: v = ~a; break;
  case TU_CLZ:
    v = w;
    for (unsigned bit = 0; bit < w; bit++)
      if (a >> bit & 1) v = w - 1 - bit;
    break;
  default: return interp_unsupported(f, o->op, "on integers");
  }
  out->bits = te_mask(o, v);
  return 0;
}

#define TE_UN(name, kind) \
  int tosa_ev_##name(IFn *f, MlirOperation op) { return te_run(f, op, 1, kind, te_unary); }
TOSA_UNARY_OPS(TE_UN)
#undef TE_UN

/* negate (tosa_el_negate): floats flip the sign; integers clip(output_zp - (x - input1_zp))
 * to the type; a non-zero zero point on a type other than i8 is UB. */
static int te_negate(IFn *f, const TeOp *o, const IScalar *x, IScalar *out) {
  IScalar iz = o->a, oz = o->b;
  unsigned w = o->wo, zw = o->aw;
  if (o->ki >= 0) return *out = (IScalar){if_neg((IfFormat)o->ki, x[0].bits), x[0].poison, 0}, 0;
  int64_t izv = te_s(iz.bits, zw), ozv = te_s(oz.bits, zw);
  if (w != 8 && ((!iz.poison && izv) || (!oz.poison && ozv)))
    return interp_ub(f, o->op, "negate with a non-zero zero point on i%u", w);
  __int128 v = (__int128)ozv - ((__int128)te_s(x[0].bits, w) - izv);
  __int128 lo = te_s(1ull << (w - 1), w), hi = -(lo + 1);
  v = v < lo ? lo : v > hi ? hi : v;
  *out = (IScalar){te_mask(o, (uint64_t)v), x[0].poison || iz.poison || oz.poison, 0};
  return 0;
}

int tosa_ev_negate(IFn *f, MlirOperation op) {
  TeOp o;
  if (te_prepare(f, op, &o) || te_scalar(f, op, 1, &o.a) || te_scalar(f, op, 2, &o.b)) return 1;
  o.aw = interp_width(te_otype(op, 1));
  return te_map(f, &o, 1, te_negate);
}

/* clamp (tosa_el_clamp): max(x, min_val) then min(., max_val), signed or maximumf /
 * minimumf; IGNORE makes a NaN min_val; a NaN bound or max_val < min_val (-0.0 < +0.0)
 * is UB. o->a, o->b: the bounds. */
static int te_clamp(IFn *f, const TeOp *o, const IScalar *x, IScalar *out) {
  uint64_t lo = o->a.bits, hi = o->b.bits, a = x[0].bits;
  *out = (IScalar){.poison = x[0].poison};
  if (o->ko >= 0) {
    IfFormat k = (IfFormat)o->ko;
    int below = if_cmp(k, 4, hi, lo) || (if_is_zero(k, hi) && if_is_zero(k, lo) && if_sign(k, hi) && !if_sign(k, lo));
    if (below || if_is_nan(k, lo) || if_is_nan(k, hi)) return interp_ub(f, o->op, "clamp with max_val < min_val or a NaN bound");
    out->bits = o->ignore && if_is_nan(k, a) ? lo : if_minimum(k, if_maximum(k, a, lo), hi);
    return 0;
  }
  unsigned w = o->wo;
  if (te_s(hi, w) < te_s(lo, w)) return interp_ub(f, o->op, "clamp with max_val < min_val");
  a = te_s(a, w) < te_s(lo, w) ? lo : a;
  out->bits = te_s(hi, w) < te_s(a, w) ? hi : a;
  return 0;
}

int tosa_ev_clamp(IFn *f, MlirOperation op) {
  TeOp o;
  IVal lo, hi;
  MlirType et = mlirShapedTypeGetElementType(te_rtype(op));
  if (te_prepare(f, op, &o) || interp_constant(f, op, et, tosa_clamp_bound(op, 0), &lo) ||
      interp_constant(f, op, et, tosa_clamp_bound(op, 1), &hi))
    return 1;
  o.a = lo.s, o.b = hi.s;
  return te_map(f, &o, 1, te_clamp);
}

/* ---- cast ---- */

/* float -> int: round to nearest even, saturate; NaN is UB (a poison NaN: poison). */
static int te_float_to_int(IFn *f, const TeOp *o, IScalar x, uint64_t *v) {
  IfFormat k = (IfFormat)o->ki;
  if (if_is_nan(k, x.bits)) return x.poison ? 0 : interp_ub(f, o->op, "cast of NaN to an integer");
  uint64_t r = if_round_integral(k, IF_ROUNDEVEN, x.bits), lim = 1ull << (o->wo - 1);
  if (if_to_int(k, r, o->wo, 1, v)) *v = if_sign(k, r) ? lim : lim - 1;
  *v = te_mask(o, *v);
  return 0;
}

/* cast (tosa_el_cast): to bool "!= 0"; bool to int 0/1; ints sign-extend or truncate; to
 * float nearest even; float to int as above. */
static int te_cast(IFn *f, const TeOp *o, const IScalar *x, IScalar *out) {
  uint64_t a = x[0].bits;
  unsigned wi = o->wi, wo = o->wo;
  *out = (IScalar){.poison = x[0].poison};
  if (o->ko < 0 && wo == 1) out->bits = o->ki >= 0 ? !if_is_zero((IfFormat)o->ki, a) : (a & interp_mask(wi)) != 0;
  else if (o->ki >= 0 && o->ko >= 0) out->bits = if_convert((IfFormat)o->ki, (IfFormat)o->ko, IF_RNE, a);
  else if (o->ko >= 0) out->bits = if_from_int((IfFormat)o->ko, IF_RNE, a, wi, wi != 1);
  else if (o->ki >= 0) return te_float_to_int(f, o, x[0], &out->bits);
  else out->bits = te_mask(o, wi == 1 ? a : (uint64_t)te_s(a, wi));
  return 0;
}
int tosa_ev_cast(IFn *f, MlirOperation op) { return te_run(f, op, 1, 0, te_cast); }

/* ---- data nodes ---- */

/* const: the dense `values` attribute. */
int tosa_ev_const(IFn *f, MlirOperation op) {
  IVal v;
  return interp_constant(f, op, te_rtype(op), mu_attr(op, "values"), &v) || interp_result(f, op, 0, v);
}

/* const_shape: no value of its own (its consumers read the attribute): 0, as encoded. */
int tosa_ev_const_shape(IFn *f, MlirOperation op) { return interp_result(f, op, 0, (IVal){.s.bits = 0}); }

/* identity: the operand. */
int tosa_ev_identity(IFn *f, MlirOperation op) {
  IVal v;
  return te_tensor(f, op, 0, &v) || interp_result(f, op, 0, v);
}

/* yield: hands the region's values to the enclosing op. */
int tosa_ev_yield(IFn *f, MlirOperation op) { return interp_yield(f, op); }

/* The element of a condition tensor (or scalar) into *out; 1 on an error. */
static int cond_elem(IFn *f, IVal c, IScalar *out) {
  if (c.t && !c.t->n) return interp_error(f, "a condition without elements");
  *out = c.t ? c.t->e[0] : c.s;
  return 0;
}

/* while_loop: the cond region on the carried values, while true the body's yields replace
 * them; a poison condition is UB (tosa.c, enc_while_loop). */
int tosa_ev_while_loop(IFn *f, MlirOperation op) {
  unsigned n = (unsigned)mlirOperationGetNumOperands(op), ny;
  IVal *cur = arena_alloc(interp_of(f)->arena, (n + 1) * sizeof *cur), *y;
  IScalar e = {0};
  if (!cur) return interp_error(f, "out of memory in the interpreter");
  for (unsigned i = 0; i < n; i++)
    if (interp_operand(f, op, (int)i, &cur[i])) return 1;
  for (;;) {
    if (interp_region(f, mlirOperationGetRegion(op, 0), n, cur, &ny, &y)) return 1;
    if (ny != 1 || cond_elem(f, y[0], &e)) return ny != 1 ? interp_error(f, "tosa.while_loop: condition count") : 1;
    if (e.poison) return interp_ub(f, op, "tosa.while_loop on a poison condition");
    if (!(e.bits & 1)) break;
    if (interp_region(f, mlirOperationGetRegion(op, 1), n, cur, &ny, &y)) return 1;
    if (ny != n) return interp_error(f, "tosa.while_loop: yield count");
    memcpy(cur, y, n * sizeof *cur);
  }
  for (unsigned i = 0; i < n; i++)
    if (interp_result(f, op, (int)i, cur[i])) return 1;
  return 0;
}

/* cond_if: the then region when the condition's element is true, else the else region, on
 * the input operands; a poison condition is UB (tosa.c, enc_cond_if). */
int tosa_ev_cond_if(IFn *f, MlirOperation op) {
  IVal c, *y;
  unsigned n = (unsigned)mlirOperationGetNumOperands(op) - 1, ny;
  IVal *args = arena_alloc(interp_of(f)->arena, (n + 1) * sizeof *args);
  if (!args) return interp_error(f, "out of memory in the interpreter");
  if (interp_operand(f, op, 0, &c)) return 1;
  IScalar e = {0};
  if (cond_elem(f, c, &e)) return 1;
  if (e.poison) return interp_ub(f, op, "tosa.cond_if on poison");
  for (unsigned i = 0; i < n; i++)
    if (interp_operand(f, op, (int)i + 1, &args[i])) return 1;
  if (interp_region(f, mlirOperationGetRegion(op, e.bits & 1 ? 0 : 1), n, args, &ny, &y)) return 1;
  if (ny != (unsigned)mlirOperationGetNumResults(op)) return interp_error(f, "tosa.cond_if: result count");
  for (unsigned i = 0; i < ny; i++)
    if (interp_result(f, op, (int)i, y[i])) return 1;
  return 0;
}

/* ---- data movement ---- */

/* Fills res (sizes set) from in: element idx of res is in[src] where map() computes src;
 * map returns 0 for "use *pad instead" (pad), else 1. */
typedef int (*TeSrcFn)(const void *ctx, const uint64_t *idx, uint64_t *src);

static int te_gather(IFn *f, MlirOperation op, const ITensor *in, IVal res, TeSrcFn map, const void *ctx,
                     const IScalar *pad) {
  uint64_t idx[TOSA_MAX_RANK] = {0}, src[TOSA_MAX_RANK];
  for (size_t i = 0; i < res.t->n; i++, interp_next(res.t->rank, res.t->dims, idx)) {
    if (!map(ctx, idx, src)) res.t->e[i] = *pad;
    else if (te_read(f, op, in, src, &res.t->e[i])) return 1;
  }
  return interp_result(f, op, 0, res);
}

/* What the movement maps share: the input, per dimension an offset, a size, a permutation. */
typedef struct TeMove {
  const ITensor *in;
  unsigned axis;
  uint64_t lo[TOSA_MAX_RANK];
  unsigned perm[TOSA_MAX_RANK];
} TeMove;

/* reshape: the same elements in row-major order; -1 is inferred; UB unless the element
 * counts agree. */
int tosa_ev_reshape(IFn *f, MlirOperation op) {
  IVal in, res;
  MlirType rt = te_rtype(op);
  int64_t vals[TOSA_MAX_RANK];
  uint64_t dims[TOSA_MAX_RANK], known = 1, n = 1, m = 1;
  const char *why = NULL;
  if (te_tensor(f, op, 0, &in)) return 1;
  if (!tval_is_tensor(rt) || mlirShapedTypeGetRank(rt) > TOSA_MAX_RANK) return interp_unsupported(f, op, "to an unranked tensor or rank over 16");
  unsigned rank = (unsigned)mlirShapedTypeGetRank(rt);
  if (te_read_fail(f, op, tosa_shape_values(op, 1, vals, rank, &why), why)) return 1;
  for (unsigned r = 0; r < in.t->rank; r++) n *= (uint64_t)in.t->dims[r];
  for (unsigned r = 0; r < rank; r++) known *= vals[r] >= 0 ? (uint64_t)vals[r] : 1;
  for (unsigned r = 0; r < rank; r++) m *= dims[r] = vals[r] >= 0 ? (uint64_t)vals[r] : known ? n / known : UINT64_MAX;
  if (m != n) return interp_ub(f, op, "reshape of %llu elements into %llu", (unsigned long long)n, (unsigned long long)m);
  if (te_out(f, op, rank, dims, &res)) return 1;
  memcpy(res.t->e, in.t->e, n * sizeof *res.t->e);
  return interp_result(f, op, 0, res);
}

static int te_transpose_src(const void *ctx, const uint64_t *idx, uint64_t *src) {
  const TeMove *m = ctx;
  for (unsigned r = 0; r < m->in->rank; r++) src[m->perm[r]] = idx[r];
  return 1;
}

/* transpose: output[idx] = input[idx'] with idx'[perms[r]] = idx[r]. */
int tosa_ev_transpose(IFn *f, MlirOperation op) {
  IVal in, res;
  TeMove m = {0};
  uint64_t dims[TOSA_MAX_RANK];
  const char *why = NULL;
  if (te_tensor(f, op, 0, &in) || te_read_fail(f, op, tosa_perms(op, in.t->rank, m.perm, &why), why)) return 1;
  m.in = in.t;
  for (unsigned r = 0; r < in.t->rank; r++) dims[r] = (uint64_t)in.t->dims[m.perm[r]];
  return te_out(f, op, in.t->rank, dims, &res) || te_gather(f, op, in.t, res, te_transpose_src, &m, NULL);
}

static int te_offset_src(const void *ctx, const uint64_t *idx, uint64_t *src) {
  const TeMove *m = ctx;
  for (unsigned r = 0; r < m->in->rank; r++) src[r] = idx[r] + m->lo[r];
  return 1;
}

/* slice: output[idx] = input[idx + start]; size -1 is "to the end"; a negative start or a
 * slice beyond the input is UB. */
int tosa_ev_slice(IFn *f, MlirOperation op) {
  IVal in, res;
  TeMove m = {0};
  int64_t start[TOSA_MAX_RANK], size[TOSA_MAX_RANK];
  uint64_t dims[TOSA_MAX_RANK];
  const char *why = NULL;
  int rc;
  if (te_tensor(f, op, 0, &in)) return 1;
  unsigned rank = in.t->rank;
  if ((rc = tosa_shape_values(op, 1, start, rank, &why)) || (rc = tosa_shape_values(op, 2, size, rank, &why)))
    return te_read_fail(f, op, rc, why);
  for (unsigned r = 0; r < rank; r++) {
    uint64_t d = (uint64_t)in.t->dims[r];
    if (start[r] < 0 || size[r] < -1) return interp_ub(f, op, "slice with a negative start or size in dimension %u", r);
    m.lo[r] = (uint64_t)start[r];
    dims[r] = size[r] >= 0 ? (uint64_t)size[r] : d - m.lo[r];
    if (m.lo[r] > d || m.lo[r] + dims[r] > d) return interp_ub(f, op, "slice out of bounds in dimension %u", r);
  }
  m.in = in.t;
  return te_out(f, op, rank, dims, &res) || te_gather(f, op, in.t, res, te_offset_src, &m, NULL);
}

static int te_tile_src(const void *ctx, const uint64_t *idx, uint64_t *src) {
  const TeMove *m = ctx;
  for (unsigned r = 0; r < m->in->rank; r++) src[r] = idx[r] % (uint64_t)m->in->dims[r];
  return 1;
}

/* tile: output[idx] = input[idx mod size]; output size = size * multiple. */
int tosa_ev_tile(IFn *f, MlirOperation op) {
  IVal in, res;
  TeMove m = {0};
  int64_t mult[TOSA_MAX_RANK];
  uint64_t dims[TOSA_MAX_RANK];
  const char *why = NULL;
  if (te_tensor(f, op, 0, &in) || te_read_fail(f, op, tosa_shape_values(op, 1, mult, in.t->rank, &why), why)) return 1;
  for (unsigned r = 0; r < in.t->rank; r++) {
    if (mult[r] < 0) return interp_unsupported(f, op, "with an unknown multiple");
    dims[r] = (uint64_t)in.t->dims[r] * (uint64_t)mult[r];
  }
  m.in = in.t;
  return te_out(f, op, in.t->rank, dims, &res) || te_gather(f, op, in.t, res, te_tile_src, &m, NULL);
}

static int te_reverse_src(const void *ctx, const uint64_t *idx, uint64_t *src) {
  const TeMove *m = ctx;
  memcpy(src, idx, m->in->rank * sizeof *src);
  src[m->axis] = (uint64_t)m->in->dims[m->axis] - 1 - idx[m->axis];
  return 1;
}

/* reverse: the elements reversed along axis. */
int tosa_ev_reverse(IFn *f, MlirOperation op) {
  IVal in, res;
  TeMove m = {0};
  uint64_t dims[TOSA_MAX_RANK];
  if (te_tensor(f, op, 0, &in)) return 1;
  int64_t axis = tosa_int_attr(op, "axis", -1);
  if (axis < 0 || axis >= (int64_t)in.t->rank) return interp_error(f, "tosa.reverse: axis out of range");
  m.in = in.t, m.axis = (unsigned)axis;
  for (unsigned r = 0; r < in.t->rank; r++) dims[r] = (uint64_t)in.t->dims[r];
  return te_out(f, op, in.t->rank, dims, &res) || te_gather(f, op, in.t, res, te_reverse_src, &m, NULL);
}

static int te_pad_src(const void *ctx, const uint64_t *idx, uint64_t *src) {
  const TeMove *m = ctx;
  for (unsigned r = 0; r < m->in->rank; r++) {
    src[r] = idx[r] - m->lo[r];
    if (idx[r] < m->lo[r] || src[r] >= (uint64_t)m->in->dims[r]) return 0;
  }
  return 1;
}

/* pad: input[idx - lo] inside, pad_const outside; size lo + size + hi. */
int tosa_ev_pad(IFn *f, MlirOperation op) {
  IVal in, res;
  IScalar pc;
  TeMove m = {0};
  int64_t pad[2 * TOSA_MAX_RANK];
  uint64_t dims[TOSA_MAX_RANK];
  const char *why = NULL;
  if (te_tensor(f, op, 0, &in)) return 1;
  unsigned rank = in.t->rank;
  if (te_read_fail(f, op, tosa_shape_values(op, 1, pad, 2 * rank, &why), why) || te_scalar(f, op, 2, &pc)) return 1;
  for (unsigned r = 0; r < rank; r++) {
    if (pad[2 * r] < 0 || pad[2 * r + 1] < 0) return interp_unsupported(f, op, "with negative padding");
    m.lo[r] = (uint64_t)pad[2 * r];
    dims[r] = m.lo[r] + (uint64_t)in.t->dims[r] + (uint64_t)pad[2 * r + 1];
  }
  m.in = in.t;
  return te_out(f, op, rank, dims, &res) || te_gather(f, op, in.t, res, te_pad_src, &m, &pc);
}

/* concat: the operands one after the other along axis; other sizes differing is UB. */
int tosa_ev_concat(IFn *f, MlirOperation op) {
  intptr_t n = mlirOperationGetNumOperands(op);
  IVal *in = arena_alloc(te_arena(f), (size_t)(n ? n : 1) * sizeof *in), res;
  uint64_t dims[TOSA_MAX_RANK], idx[TOSA_MAX_RANK] = {0};
  if (!in) return interp_error(f, "out of memory in the interpreter");
  for (intptr_t k = 0; k < n; k++)
    if (te_tensor(f, op, (int)k, &in[k])) return 1;
  int64_t axis = tosa_int_attr(op, "axis", -1);
  if (n < 1 || axis < 0 || axis >= (int64_t)in[0].t->rank) return interp_error(f, "tosa.concat: axis out of range");
  unsigned rank = in[0].t->rank, a = (unsigned)axis;
  for (unsigned r = 0; r < rank; r++) dims[r] = r == a ? 0 : (uint64_t)in[0].t->dims[r];
  for (intptr_t k = 0; k < n; k++) {
    if (in[k].t->rank != rank) return interp_error(f, "tosa.concat: operand ranks differ");
    for (unsigned r = 0; r < rank; r++)
      if (r != a && in[k].t->dims[r] != in[0].t->dims[r]) return interp_ub(f, op, "concat of operands whose sizes differ in dimension %u", r);
    dims[a] += (uint64_t)in[k].t->dims[a];
  }
  if (te_out(f, op, rank, dims, &res)) return 1;
  for (size_t i = 0; i < res.t->n; i++, interp_next(rank, res.t->dims, idx)) {
    uint64_t src[TOSA_MAX_RANK], off = 0;
    intptr_t k = 0;
    while (idx[a] >= off + (uint64_t)in[k].t->dims[a]) off += (uint64_t)in[k++].t->dims[a];
    memcpy(src, idx, rank * sizeof *src);
    src[a] = idx[a] - off;
    if (te_read(f, op, in[k].t, src, &res.t->e[i])) return 1;
  }
  return interp_result(f, op, 0, res);
}

/* ---- resize ---- */

typedef struct TeResize {
  TosaResizeAttrs p;
  const ITensor *in;
  int kind;                /* the float format, or -1 for integers */
  unsigned w;              /* result element width */
} TeResize;

/* Input element [n, y, x, c], sign-extended to the result width for integer BILINEAR. */
static int te_resize_read(IFn *f, MlirOperation op, const TeResize *r, const uint64_t *idx, int64_t y, int64_t x, IScalar *out) {
  uint64_t src[4] = {idx[0], (uint64_t)y, (uint64_t)x, idx[3]};
  if (y < 0 || x < 0 || y >= r->in->dims[1] || x >= r->in->dims[2]) return interp_error(f, "tosa.resize: a read outside its input");
  if (te_read(f, op, r->in, src, out)) return 1;
  unsigned w = interp_width(te_otype(op, 0));
  if (r->p.bilinear && r->kind < 0) out->bits = (uint64_t)te_s(out->bits, w) & interp_mask(r->w);
  return 0;
}

/* a * (unit - d) + b * d (tosa_lerp). */
static uint64_t te_lerp(const TeResize *r, uint64_t unit, uint64_t a, uint64_t b, uint64_t d) {
  if (r->kind < 0) return (a * (unit - d) + b * d) & interp_mask(r->w);
  IfFormat k = (IfFormat)r->kind;
  return if_add(k, IF_RNE, if_mul(k, IF_RNE, a, if_sub(k, IF_RNE, unit, d)), if_mul(k, IF_RNE, b, d));
}

/* Along axis a: the fraction d (float rem / n, or integer rem) and whether it is at least
 * 1/2 (NEAREST's upper neighbour). */
static void te_resize_frac(const TeResize *r, unsigned a, int64_t rem, uint64_t *d, int *half) {
  int64_t n = r->p.scale[2 * a];
  if (r->kind < 0) {
    *d = (uint64_t)rem & interp_mask(r->w);
    *half = rem * 2 >= n;
    return;
  }
  IfFormat k = (IfFormat)r->kind;
  *d = if_div(k, IF_RNE, if_from_int(k, IF_RNE, (uint64_t)rem, 32, 1), if_from_int(k, IF_RNE, (uint64_t)n, 32, 0));
  *half = if_cmp(k, 3, *d, if_convert(IF_F64, k, IF_RNE, 0x3FE0000000000000ull));
}

/* Result element idx (tosa_resize_elem). */
static int te_resize_elem(IFn *f, MlirOperation op, const TeResize *r, const uint64_t *idx, IScalar *out) {
  int64_t iy[2], ix[2], ry, rx;
  uint64_t dy, dx, uy, ux;
  int hy, hx;
  tosa_resize_coord(&r->p, 0, (int64_t)idx[1], r->in->dims[1], iy, &ry);
  tosa_resize_coord(&r->p, 1, (int64_t)idx[2], r->in->dims[2], ix, &rx);
  te_resize_frac(r, 0, ry, &dy, &hy);
  te_resize_frac(r, 1, rx, &dx, &hx);
  if (!r->p.bilinear) return te_resize_read(f, op, r, idx, iy[hy], ix[hx], out);
  IScalar v[4];
  for (int k = 0; k < 4; k++)
    if (te_resize_read(f, op, r, idx, iy[k >> 1], ix[k & 1], &v[k])) return 1;
  if (r->kind >= 0) uy = ux = if_from_int((IfFormat)r->kind, IF_RNE, 1, 2, 0);
  else uy = (uint64_t)r->p.scale[0], ux = (uint64_t)r->p.scale[2];
  uint64_t top = te_lerp(r, ux, v[0].bits, v[1].bits, dx), bot = te_lerp(r, ux, v[2].bits, v[3].bits, dx);
  *out = (IScalar){te_lerp(r, uy, top, bot, dy), v[0].poison || v[1].poison || v[2].poison || v[3].poison, 0};
  return 0;
}

/* resize (enc_resize): NHWC; NEAREST the nearer neighbour, BILINEAR x then y
 * interpolation; parameters outside the spec's limits, an empty input and an output size
 * that does not divide exactly are UB. */
int tosa_ev_resize(IFn *f, MlirOperation op) {
  TeResize r = {.kind = interp_float_format(te_rtype(op)), .w = interp_width(te_rtype(op))};
  IVal in, res;
  const char *why = NULL;
  if (te_tensor(f, op, 0, &in) || te_read_fail(f, op, tosa_resize_attrs(te_arena(f), op, &r.p, &why), why)) return 1;
  if (in.t->rank != 4) return interp_error(f, "tosa.resize: input of rank %u", in.t->rank);
  unsigned win = interp_width(te_otype(op, 0));
  if (!win || !r.w) return interp_unsupported(f, op, "of this element type");
  if (r.kind < 0 && win != 8 && win != 16) return interp_unsupported(f, op, "on integers other than i8 and i16");
  if (r.kind < 0 && r.p.bilinear ? r.w != (win == 8 ? 32u : 48u) : r.w != win) return interp_error(f, "tosa.resize: result element type");
  if (!tosa_resize_params_ok(&r.p)) return interp_ub(f, op, "resize parameters outside the spec's limits");
  uint64_t dims[4] = {(uint64_t)in.t->dims[0], 0, 0, (uint64_t)in.t->dims[3]}, idx[4] = {0};
  for (unsigned a = 0; a < 2; a++) {
    int64_t size = in.t->dims[1 + a], d = r.p.scale[2 * a + 1];
    int64_t num = (size - 1) * r.p.scale[2 * a] - r.p.offset[a] + r.p.border[a];
    if (!size || num % d || num < 0) return interp_ub(f, op, "resize of an empty input or to a size that does not divide exactly");
    dims[1 + a] = (uint64_t)(num / d + 1);
  }
  r.in = in.t;
  if (te_out(f, op, 4, dims, &res)) return 1;
  for (size_t i = 0; i < res.t->n; i++, interp_next(4, res.t->dims, idx))
    if (te_resize_elem(f, op, &r, idx, &res.t->e[i])) return 1;
  return interp_result(f, op, 0, res);
}
