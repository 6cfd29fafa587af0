/* tosa_quant.c: the TOSA quantization ops (TosaOps.td, TosaUtilOps.td; the TOSA 1.0
 * specification's pseudo-code): apply_scale, rescale, table, gather. Fixed-point scaling is
 * one 64-bit core (tq_scale64) shared by apply_scale and rescale; a REQUIRE or ERROR_IF of
 * the specification that fails is UB. docs/semantics.md, "TOSA quantization", gives each choice. */
#include <string.h>
#include <mlir-c/BuiltinAttributes.h>
#include <mlir-c/BuiltinTypes.h>
#include "enc.h"
#include "mlirutil.h"
#include "interp.h"
#include "tval.h"

enum { TQ_MAX_RANK = 16 };

typedef enum { TQ_SINGLE, TQ_DOUBLE, TQ_INEXACT } TqRound;

/* ---- small term helpers ---- */

static Z3_ast tq_bv(EncFn *f, unsigned w, uint64_t v) { return smt_bv_u64(f->s, w, v); }
static Z3_ast tq_i64(EncFn *f, int64_t v) { return smt_bv_u64(f->s, 64, (uint64_t)v); }
static Z3_ast tq_not(EncFn *f, Z3_ast a) { return smt_app1(f->s, Z3_mk_not, a); }
static Z3_ast tq_eq(EncFn *f, Z3_ast a, Z3_ast b) { return smt_app2(f->s, Z3_mk_eq, a, b); }
static Z3_ast tq_op2(EncFn *f, SmtFn2 fn, Z3_ast a, Z3_ast b) { return smt_app2(f->s, fn, a, b); }
static Z3_ast tq_and(EncFn *f, Z3_ast a, Z3_ast b) { return smt_and(f->s, a, b); }
static Z3_ast tq_or(EncFn *f, Z3_ast a, Z3_ast b) { return smt_or(f->s, a, b); }
/* lo <= x <= hi, signed, on 64-bit x */
static Z3_ast tq_in(EncFn *f, Z3_ast x, int64_t lo, int64_t hi) {
  return tq_and(f, tq_op2(f, Z3_mk_bvsge, x, tq_i64(f, lo)), tq_op2(f, Z3_mk_bvsle, x, tq_i64(f, hi)));
}
/* x extended to 64 bits (x has at most 64), signed or not */
static Z3_ast tq_ext64(EncFn *f, Z3_ast x, int uns) {
  unsigned w = smt_width(f->s, x);
  if (w >= 64) return x;
  return uns ? smt_zext(f->s, 64 - w, x) : smt_sext(f->s, 64 - w, x);
}

static MlirType tq_rtype(MlirOperation op) { return mlirValueGetType(mlirOperationGetResult(op, 0)); }
static MlirType tq_otype(MlirOperation op, int k) { return mlirValueGetType(mlirOperationGetOperand(op, k)); }

/* Integer width of a tensor's (or scalar's) elements; 0 for non-integers. */
static unsigned tq_iwidth(MlirType t) {
  if (tval_is_tensor(t)) t = mlirShapedTypeGetElementType(t);
  return mlirTypeIsAInteger(t) ? mlirIntegerTypeGetWidth(t) : 0;
}

/* A BoolAttr, 0 when absent. */
static int tq_flag(MlirOperation op, const char *name) {
  MlirAttribute a = mu_attr(op, name);
  return !mlirAttributeIsNull(a) && mlirAttributeIsABool(a) && mlirBoolAttrGetValue(a);
}

/* rounding_mode: #tosa.rounding_mode<SINGLE_ROUND | DOUBLE_ROUND | INEXACT_ROUND>. */
static TqRound tq_rounding(Arena *ar, MlirOperation op) {
  MlirAttribute a = mu_attr(op, "rounding_mode");
  char *s = mlirAttributeIsNull(a) ? NULL : mu_attr_str(ar, a);
  if (s && strstr(s, "DOUBLE")) return TQ_DOUBLE;
  return s && strstr(s, "INEXACT") ? TQ_INEXACT : TQ_SINGLE;
}

/* ---- the fixed-point core ---- */

/* (v * m + round) >> shift in 64-bit two's complement, v, m, sh already 64 bits: round =
 * (1 << shift) >> 1 (2^(shift-1), 0 for shift 0), and with double rounding +2^30 (v >= 0)
 * or -2^30 (v < 0) when shift > 31 (the spec's apply_scale_32; TosaUtilOps.td: "use i64
 * operations"); shift 0 gives v * m. The terms follow tosa-to-arith's expansion and
 * tosa.mul's rounding (tosa.c), so that a correct lowering of either gives the same terms:
 * the solver never has to relate two multipliers. Shifts outside [0, 63] are the caller's UB. */
static Z3_ast tq_scale64(EncFn *f, Z3_ast v, Z3_ast m, Z3_ast sh, int dbl) {
  Smt *s = f->s;
  Z3_ast round = tq_op2(f, Z3_mk_bvlshr, tq_op2(f, Z3_mk_bvshl, tq_i64(f, 1), sh), tq_i64(f, 1));
  Z3_ast acc = tq_op2(f, Z3_mk_bvadd, tq_op2(f, Z3_mk_bvmul, v, m), round);
  if (dbl) {
    Z3_ast adj = smt_ite(s, tq_op2(f, Z3_mk_bvsge, v, tq_i64(f, 0)), tq_i64(f, 1 << 30), tq_i64(f, -(1 << 30)));
    acc = smt_ite(s, tq_op2(f, Z3_mk_bvsgt, sh, tq_i64(f, 31)), tq_op2(f, Z3_mk_bvadd, adj, acc), acc);
  }
  return tq_op2(f, Z3_mk_bvashr, acc, sh);
}

/* ---- apply_scale ---- */

/* apply_scale on scalars (and, through tval_elementwise, on each element): tq_scale64 of the
 * sign-extended value and multiplier, truncated to the result type; a shift outside [0, 63]
 * is UB. The spec's apply_scale_32/16 REQUIREs are the callers' (tosa.rescale, tosa.mul). */
/* apply_scale's widths (value, multiplier, result) and rounding; *why when unsupported. */
static int tq_apply_scale_cfg(Arena *a, MlirOperation op, unsigned *w, TqRound *rm, const char **why) {
  w[0] = tq_iwidth(tq_otype(op, 0)), w[1] = tq_iwidth(tq_otype(op, 1)), w[2] = tq_iwidth(tq_rtype(op));
  *rm = tq_rounding(a, op);
  if (*rm == TQ_INEXACT) return *why = "with INEXACT_ROUND", 1;
  if (!w[0] || !w[1] || !w[2] || w[0] > 64 || w[1] > 64 || w[2] > 64 || tq_iwidth(tq_otype(op, 2)) != 8)
    return *why = "on these types", 1;
  return 0;
}

static int tq_apply_scale_el(EncFn *f, MlirOperation op) {
  EncVal v, m, sh;
  if (enc_operand(f, op, 0, &v) || enc_operand(f, op, 1, &m) || enc_operand(f, op, 2, &sh)) return 1;
  unsigned w[3];
  TqRound rm;
  const char *why;
  if (tq_apply_scale_cfg(&f->q->arena, op, w, &rm, &why)) return enc_unsupported(f, op, why);
  unsigned wr = w[2];
  Z3_ast s64 = tq_ext64(f, sh.v, 0);
  enc_ub(f, tq_and(f, sh.np, tq_not(f, tq_in(f, s64, 0, 63))));
  Z3_ast r = tq_scale64(f, tq_ext64(f, v.v, 0), tq_ext64(f, m.v, 0), s64, rm == TQ_DOUBLE);
  if (wr < 64) r = smt_extract(f->s, wr - 1, 0, r);
  Z3_ast np = tq_and(f, v.np, tq_and(f, m.np, sh.np));
  return enc_result(f, op, 0, (EncVal){r, np, NULL});
}

/* apply_scale: ElementwiseMappable, so tensors apply the scalar rule to each element. */
static int enc_apply_scale(EncFn *f, MlirOperation op) {
  if (tval_op_has_tensor(op)) return tval_elementwise(f, op, tq_apply_scale_el);
  return tq_apply_scale_el(f, op);
}

/* ---- shapes and lambdas ---- */

/* A ranked tensor operand (rank `want` unless 0). */
static int tq_tensor(EncFn *f, MlirOperation op, int k, unsigned want, EncVal *out) {
  if (enc_operand(f, op, k, out)) return 1;
  if (!out->t || out->t->rank > TQ_MAX_RANK || (want && out->t->rank != want))
    return enc_unsupported(f, op, "on an unranked tensor or one of an unexpected rank");
  return 0;
}

/* The result shape from the sizes the op computes: a static size of the result type that
 * differs at run time is UB. */
static EncTensor *tq_out_shape(EncFn *f, MlirOperation op, unsigned rank, const Z3_ast *dims) {
  MlirType rt = tq_rtype(op);
  if (!tval_is_tensor(rt) || (unsigned)mlirShapedTypeGetRank(rt) != rank)
    return enc_unsupported(f, op, "with a result of another rank"), NULL;
  return tval_result_shape(f, rt, dims);
}

/* Element lin of t; UB when cond holds and it was never written. */
static EncVal tq_read(EncFn *f, EncVal t, Z3_ast lin, Z3_ast cond) {
  enc_ub(f, tq_and(f, cond, tq_not(f, tval_written(f, t, lin))));
  return tval_at(f, t, lin);
}

/* Element 0 of a one-element operand (a zero point), UB when never written. */
static int tq_scalar(EncFn *f, MlirOperation op, int k, EncVal *out) {
  EncVal t;
  if (tq_tensor(f, op, k, 1, &t)) return 1;
  *out = tq_read(f, t, tq_i64(f, 0), smt_true(f->s));
  return enc_failed(f);
}

/* ---- rescale ---- */

/* The configuration of one rescale: widths, flags, and its operands. */
typedef struct TqRescale {
  unsigned win, wout;
  int scale32, dbl, per_channel, in_uns, out_uns;
  EncVal in, mult, shift, izp, ozp;
} TqRescale;

/* The modes of TosaOps.td's table: signed {8,16,32,48} -> {8,16,32}, u8 -> i8, i8 -> u8. */
static int tq_rescale_mode_ok(const TqRescale *r) {
  if (r->in_uns || r->out_uns) return r->win == 8 && r->wout == 8 && !(r->in_uns && r->out_uns);
  return (r->win == 8 || r->win == 16 || r->win == 32 || r->win == 48) &&
         (r->wout == 8 || r->wout == 16 || r->wout == 32);
}

/* The attributes and widths of a rescale (zeroed first); *why when unsupported. */
static int tq_rescale_attrs(Arena *a, MlirOperation op, TqRescale *r, const char **why) {
  memset(r, 0, sizeof *r);
  r->win = tq_iwidth(tq_otype(op, 0));
  r->wout = tq_iwidth(tq_rtype(op));
  r->scale32 = tq_flag(op, "scale32");
  r->per_channel = tq_flag(op, "per_channel");
  r->in_uns = tq_flag(op, "input_unsigned");
  r->out_uns = tq_flag(op, "output_unsigned");
  TqRound rm = tq_rounding(a, op);
  if (rm == TQ_INEXACT) return *why = "with INEXACT_ROUND", 1;
  r->dbl = rm == TQ_DOUBLE;
  if (!tq_rescale_mode_ok(r)) return *why = "outside the modes of the TOSA table", 1;
  if (tq_iwidth(tq_otype(op, 1)) != (r->scale32 ? 32u : 16u) || tq_iwidth(tq_otype(op, 2)) != 8)
    return *why = "with a multiplier not of i32 (scale32) or i16, or a shift not i8", 1;
  return 0;
}

/* The spec's static ERROR_IFs: scale32 with an i48 input, double rounding without scale32,
 * per_channel on rank 0 (UB). */
static int tq_rescale_static_ub(const TqRescale *r, unsigned rank) {
  return (r->scale32 && r->win == 48) || (!r->scale32 && r->dbl) || (r->per_channel && !rank);
}

/* Attributes and operands; tq_rescale_static_ub is UB. */
static int tq_rescale_cfg(EncFn *f, MlirOperation op, TqRescale *r) {
  const char *why;
  if (tq_rescale_attrs(&f->q->arena, op, r, &why)) return enc_unsupported(f, op, why);
  if (tq_tensor(f, op, 0, 0, &r->in) || tq_tensor(f, op, 1, 1, &r->mult) ||
      tq_tensor(f, op, 2, 1, &r->shift) || tq_scalar(f, op, 3, &r->izp) || tq_scalar(f, op, 4, &r->ozp))
    return 1;
  if (tq_rescale_static_ub(r, r->in.t->rank)) enc_ub(f, smt_true(f->s));
  return enc_failed(f);
}

/* Zero point z (of width w) extended to width to; ERROR_IF: non-zero unless w is 8. */
static Z3_ast tq_zp(EncFn *f, EncVal z, unsigned w, int uns, unsigned to) {
  unsigned zw = smt_width(f->s, z.v);
  Z3_ast v = zw >= to ? z.v : uns ? smt_zext(f->s, to - zw, z.v) : smt_sext(f->s, to - zw, z.v);
  if (w != 8) enc_ub(f, tq_and(f, z.np, tq_not(f, tq_eq(f, v, tq_bv(f, to, 0)))));
  return v;
}

/* multiplier[c] and shift[c] with c the last index (per_channel) or 0; UB unless both have
 * that many entries (the channel count or 1) and c was written. */
static void tq_channel(EncFn *f, const TqRescale *r, const Z3_ast *idx, EncVal *m, EncVal *s) {
  unsigned rank = r->in.t->rank;
  int pc = r->per_channel && rank;
  Z3_ast c = pc ? idx[rank - 1] : tq_i64(f, 0), n = pc ? r->in.t->dims[rank - 1] : tq_i64(f, 1);
  enc_ub(f, tq_not(f, tq_and(f, tq_eq(f, r->mult.t->dims[0], n), tq_eq(f, r->shift.t->dims[0], n))));
  *m = tq_read(f, r->mult, c, smt_true(f->s));
  *s = tq_read(f, r->shift, c, smt_true(f->s));
}

/* The REQUIREs of apply_scale_32 (value in [-2^(s-1), 2^(s-1))) or apply_scale_16 (result
 * in i32) and of both (multiplier >= 0, 2 <= shift <= 62) on 64-bit v, m, s and result q. */
static Z3_ast tq_scale_bad(EncFn *f, int scale32, Z3_ast v, Z3_ast m, Z3_ast s, Z3_ast q) {
  Z3_ast bad = tq_or(f, tq_op2(f, Z3_mk_bvslt, m, tq_i64(f, 0)), tq_not(f, tq_in(f, s, 2, 62)));
  if (!scale32) return tq_or(f, bad, tq_not(f, tq_in(f, q, INT32_MIN, INT32_MAX)));
  Z3_ast half = tq_op2(f, Z3_mk_bvshl, tq_i64(f, 1), tq_op2(f, Z3_mk_bvsub, s, tq_i64(f, 1)));
  Z3_ast ok = tq_and(f, tq_op2(f, Z3_mk_bvsge, v, smt_app1(f->s, Z3_mk_bvneg, half)), tq_op2(f, Z3_mk_bvslt, v, half));
  return tq_or(f, bad, tq_not(f, ok));
}

/* min(max(x, lo), hi) on 32-bit signed x */
static Z3_ast tq_clip32(EncFn *f, Z3_ast x, int64_t lo, int64_t hi) {
  Z3_ast l = tq_bv(f, 32, (uint64_t)lo), h = tq_bv(f, 32, (uint64_t)hi);
  x = smt_ite(f->s, tq_op2(f, Z3_mk_bvslt, x, l), l, x);
  return smt_ite(f->s, tq_op2(f, Z3_mk_bvsgt, x, h), h, x);
}

/* One output element of rescale from input element x (the spec's loop body). The value
 * in - input_zp is computed in max(32, input width) bits, where it is exact whenever the
 * zero point is allowed, and the result plus output_zp in 32 bits (apply_add_s<int32_t>:
 * overflow is a REQUIRE), as the lowering does. Every operand is inspected by some
 * REQUIRE, so a poison one is UB (as a poison divisor of arith.divsi). */
static EncVal tq_rescale_el(EncFn *f, const TqRescale *r, EncVal x, const Z3_ast *idx) {
  Smt *s = f->s;
  EncVal m, sh;
  tq_channel(f, r, idx, &m, &sh);
  Z3_ast np = tq_and(f, tq_and(f, x.np, tq_and(f, m.np, sh.np)), tq_and(f, r->izp.np, r->ozp.np));
  unsigned wv = r->win > 32 ? r->win : 32;
  Z3_ast xv = wv > r->win ? (r->in_uns ? smt_zext(s, wv - r->win, x.v) : smt_sext(s, wv - r->win, x.v)) : x.v;
  Z3_ast v = tq_op2(f, Z3_mk_bvsub, xv, tq_zp(f, r->izp, r->win, r->in_uns, wv));
  Z3_ast v64 = tq_ext64(f, v, 0), m64 = tq_ext64(f, m.v, 0), s64 = tq_ext64(f, sh.v, 0);
  Z3_ast q = tq_scale64(f, v64, m64, s64, r->dbl);
  Z3_ast q32 = smt_extract(s, 31, 0, q), oz = tq_zp(f, r->ozp, r->wout, r->out_uns, 32);
  Z3_ast sum = tq_op2(f, Z3_mk_bvadd, q32, oz);
  Z3_ast ovf = tq_not(f, smt_and(s, smt_app2b(s, Z3_mk_bvadd_no_overflow, q32, oz, 1),
                                 smt_app2(s, Z3_mk_bvadd_no_underflow, q32, oz)));
  Z3_ast bad = tq_or(f, tq_scale_bad(f, r->scale32, v64, m64, s64, q), tq_not(f, tq_in(f, q, INT32_MIN, INT32_MAX)));
  enc_ub(f, tq_or(f, tq_not(f, np), tq_or(f, bad, ovf)));
  int64_t hi = r->out_uns ? (INT64_C(1) << r->wout) - 1 : (INT64_C(1) << (r->wout - 1)) - 1;
  int64_t lo = r->out_uns ? 0 : -(INT64_C(1) << (r->wout - 1));
  Z3_ast out = smt_extract(s, r->wout - 1, 0, tq_clip32(f, sum, lo, hi));
  return (EncVal){out, np, NULL};
}

/* rescale: per element, value = in - input_zp (zero-extended when input_unsigned), scaled by
 * multiplier/shift (of the last index when per_channel), plus output_zp, clipped to the
 * output range (unsigned when output_unsigned). */
static int enc_rescale(EncFn *f, MlirOperation op) {
  TqRescale r;
  if (tq_rescale_cfg(f, op, &r)) return 1;
  EncTensor *sh = tq_out_shape(f, op, r.in.t->rank, r.in.t->dims);
  if (!sh) return 1;
  TvalLam l;
  tval_lam_begin(f, sh, "tq", &l);
  EncVal x = tq_read(f, r.in, l.i, smt_true(f->s));
  return tval_lam_end(f, op, &l, tq_rescale_el(f, &r, x, l.idx));
}

/* ---- table ---- */

/* i8: table[x + 128]. The table must have 256 entries (REQUIRE); a poison x is UB (an
 * index, as tensor.extract's in the lowering). */
static EncVal tq_table8(EncFn *f, EncVal t, EncVal x) {
  enc_ub(f, tq_or(f, tq_not(f, x.np), tq_not(f, tq_eq(f, t.t->dims[0], tq_i64(f, 256)))));
  Z3_ast at = tq_op2(f, Z3_mk_bvadd, tq_ext64(f, x.v, 0), tq_i64(f, 128));
  EncVal e = tq_read(f, t, at, x.np);
  return (EncVal){e.v, tq_and(f, x.np, e.np), NULL};
}

/* i16 -> i32 (apply_lookup_s): index = (x + 32768) >> 7, fraction = x & 127, base =
 * table[index], next = table[index + 1], (base << 7) + (next - base) * fraction, in 32 bits
 * as the lowering computes it. The table must have 513 entries and next - base must fit in
 * i16 (REQUIREs); a poison x is UB. */
static EncVal tq_table16(EncFn *f, EncVal t, EncVal x) {
  Smt *s = f->s;
  enc_ub(f, tq_or(f, tq_not(f, x.np), tq_not(f, tq_eq(f, t.t->dims[0], tq_i64(f, 513)))));
  Z3_ast u = tq_op2(f, Z3_mk_bvadd, smt_sext(s, 16, x.v), tq_bv(f, 32, 32768));
  Z3_ast at = tq_op2(f, Z3_mk_bvlshr, u, tq_bv(f, 32, 7)), frac = tq_op2(f, Z3_mk_bvand, u, tq_bv(f, 32, 127));
  Z3_ast at1 = tq_op2(f, Z3_mk_bvadd, at, tq_bv(f, 32, 1));
  EncVal b = tq_read(f, t, smt_sext(s, 32, at), x.np), n = tq_read(f, t, smt_sext(s, 32, at1), x.np);
  Z3_ast base = smt_sext(s, 16, b.v), slope = tq_op2(f, Z3_mk_bvsub, smt_sext(s, 16, n.v), base);
  Z3_ast np = tq_and(f, x.np, tq_and(f, b.np, n.np));
  enc_ub(f, tq_and(f, np, tq_not(f, tq_in(f, tq_ext64(f, slope, 0), INT16_MIN, INT16_MAX))));
  Z3_ast v = tq_op2(f, Z3_mk_bvadd, tq_op2(f, Z3_mk_bvshl, base, tq_bv(f, 32, 7)), tq_op2(f, Z3_mk_bvmul, slope, frac));
  return (EncVal){v, np, NULL};
}

/* The table's kind: 8 (i8 -> i8), 16 (i16 -> i32), 0 other types. */
static int tq_table_kind(MlirOperation op) {
  unsigned wi = tq_iwidth(tq_otype(op, 0)), wt = tq_iwidth(tq_otype(op, 1)), wo = tq_iwidth(tq_rtype(op));
  return wi == 8 && wt == 8 && wo == 8 ? 8 : wi == 16 && wt == 16 && wo == 32 ? 16 : 0;
}

/* table: i8 -> i8 lookup of x + 128; i16 -> i32 interpolation of the 9.7 fixed-point input. */
static int enc_table(EncFn *f, MlirOperation op) {
  EncVal in, t;
  if (tq_tensor(f, op, 0, 0, &in) || tq_tensor(f, op, 1, 1, &t)) return 1;
  int kind = tq_table_kind(op), i8 = kind == 8;
  if (!kind) return enc_unsupported(f, op, "other than i8 -> i8 or i16 -> i32");
  EncTensor *sh = tq_out_shape(f, op, in.t->rank, in.t->dims);
  if (!sh) return 1;
  TvalLam l;
  tval_lam_begin(f, sh, "tq", &l);
  EncVal x = tq_read(f, in, l.i, smt_true(f->s));
  return tval_lam_end(f, op, &l, i8 ? tq_table8(f, t, x) : tq_table16(f, t, x));
}

/* ---- gather ---- */

/* gather: values[N,K,C], indices[N,W] -> out[n,w,c] = values[n, indices[n,w], c]; an index
 * outside [0, K) is UB (REQUIRE), so are a poison index and batch sizes that differ. */
static int enc_gather(EncFn *f, MlirOperation op) {
  EncVal val, ind;
  if (tq_tensor(f, op, 0, 3, &val) || tq_tensor(f, op, 1, 2, &ind)) return 1;
  if (!tq_iwidth(tq_otype(op, 1))) return enc_unsupported(f, op, "with non-integer indices");
  enc_ub(f, tq_not(f, tq_eq(f, val.t->dims[0], ind.t->dims[0])));
  Z3_ast dims[3] = {val.t->dims[0], ind.t->dims[1], val.t->dims[2]};
  EncTensor *sh = tq_out_shape(f, op, 3, dims);
  if (!sh) return 1;
  TvalLam l;
  tval_lam_begin(f, sh, "tq", &l);
  EncVal k = tq_read(f, ind, tval_linear(f, ind.t, l.idx), smt_true(f->s));
  Z3_ast k64 = tq_ext64(f, k.v, 0);
  Z3_ast ok = tq_and(f, tq_op2(f, Z3_mk_bvsge, k64, tq_i64(f, 0)), tq_op2(f, Z3_mk_bvslt, k64, val.t->dims[1]));
  enc_ub(f, tq_or(f, tq_not(f, k.np), tq_not(f, ok)));
  Z3_ast src[3] = {l.idx[0], k64, l.idx[2]};
  Z3_ast cond = tq_and(f, k.np, ok);
  enc_ub(f, tq_and(f, cond, tq_not(f, tval_written_idx(f, val, src))));
  EncVal e = tval_at_idx(f, val, src);   /* used only where the index is in range */
  return tval_lam_end(f, op, &l, (EncVal){e.v, tq_and(f, k.np, e.np), NULL});
}

/* ---- evaluators (interp.h): the same semantics on concrete values ---- */

/* Operand k as a ranked tensor (of rank want unless 0). */
static int tq_ev_tensor(IFn *f, MlirOperation op, int k, unsigned want, ITensor **out) {
  IVal v;
  if (interp_operand(f, op, k, &v)) return 1;
  if (!v.t || v.t->rank > TQ_MAX_RANK || (want && v.t->rank != want))
    return interp_unsupported(f, op, "on an unranked tensor or one of an unexpected rank");
  *out = v.t;
  return 0;
}

/* Element at of t; never written is UB. */
static int tq_ev_read(IFn *f, MlirOperation op, const ITensor *t, size_t at, IScalar *out) {
  *out = t->e[at];
  return out->uninit ? interp_ub(f, op, "read of an element never written") : 0;
}

/* The result tensor of sizes dims (tq_out_shape: a static size of its type that differs is UB). */
static int tq_ev_result(IFn *f, MlirOperation op, unsigned rank, const int64_t *dims, IVal *out) {
  MlirType rt = tq_rtype(op);
  if (!tval_is_tensor(rt) || (unsigned)mlirShapedTypeGetRank(rt) != rank)
    return interp_unsupported(f, op, "with a result of another rank");
  for (unsigned r = 0; r < rank; r++) {
    int64_t s = mlirShapedTypeGetDimSize(rt, r);
    if (!mlirShapedTypeIsDynamicSize(s) && s != dims[r])
      return interp_ub(f, op, "a result of size %lld where its type says %lld", (long long)dims[r], (long long)s);
  }
  return interp_tensor(interp_of(f), rt, dims, out);
}

/* tq_scale64 on values: (v * m + round) >> sh in 64-bit two's complement, sh in [0, 63]. */
static int64_t tq_ev_scale64(int64_t v, int64_t m, int64_t sh, int dbl) {
  uint64_t acc = (uint64_t)v * (uint64_t)m + ((UINT64_C(1) << sh) >> 1);
  if (dbl && sh > 31) acc += v >= 0 ? UINT64_C(1) << 30 : (uint64_t)-(INT64_C(1) << 30);
  return (int64_t)acc >> sh;
}

/* apply_scale on scalars (tq_apply_scale_el): poison if an operand is; a shift outside
 * [0, 63] that is not poison is UB. */
static int tq_ev_apply_scale_el(IFn *f, MlirOperation op, const unsigned *w, TqRound rm, const IScalar *x, IScalar *out) {
  int64_t sh = interp_sext(x[2].bits, 8);
  if (!x[2].poison && (sh < 0 || sh > 63)) return interp_ub(f, op, "apply_scale by a shift of %lld", (long long)sh);
  int poison = x[0].poison || x[1].poison || x[2].poison;
  int64_t r = poison ? 0 : tq_ev_scale64(interp_sext(x[0].bits, w[0]), interp_sext(x[1].bits, w[1]), sh, rm == TQ_DOUBLE);
  *out = (IScalar){(uint64_t)r & interp_mask(w[2]), (uint8_t)poison, 0};
  return 0;
}

/* apply_scale: scalars, or tensors element by element (ElementwiseMappable: operand shapes
 * that differ and elements never written are UB). */
static int tq_ev_apply_scale(IFn *f, MlirOperation op) {
  unsigned w[3];
  TqRound rm;
  const char *why;
  IVal v[3], res = {0};
  ITensor *sh = NULL;
  if (tq_apply_scale_cfg(interp_of(f)->arena, op, w, &rm, &why)) return interp_unsupported(f, op, why);
  for (int k = 0; k < 3; k++) {
    if (interp_operand(f, op, k, &v[k])) return 1;
    if (v[k].t && sh && (v[k].t->rank != sh->rank || memcmp(v[k].t->dims, sh->dims, sh->rank * sizeof *sh->dims)))
      return interp_ub(f, op, "operands of different shapes");
    if (v[k].t && !sh) sh = v[k].t;
  }
  if (!sh) return tq_ev_apply_scale_el(f, op, w, rm, (IScalar[3]){v[0].s, v[1].s, v[2].s}, &res.s) || interp_result(f, op, 0, res);
  if (interp_tensor(interp_of(f), tq_rtype(op), sh->dims, &res)) return 1;
  for (size_t i = 0; i < sh->n; i++) {
    IScalar x[3];
    for (int k = 0; k < 3; k++)
      if (v[k].t ? tq_ev_read(f, op, v[k].t, i, &x[k]) : (x[k] = v[k].s, 0)) return 1;
    if (tq_ev_apply_scale_el(f, op, w, rm, x, &res.t->e[i])) return 1;
  }
  return interp_result(f, op, 0, res);
}

/* A rescale's operands on values: input, multiplier, shift, and the zero points' elements. */
typedef struct TqEvRescale {
  TqRescale r;
  ITensor *in, *mult, *shift;
  IScalar izp, ozp;
} TqEvRescale;

/* x of width w extended to 64 bits, unsigned or signed. */
static int64_t tq_ev_ext(uint64_t x, unsigned w, int uns) { return uns ? (int64_t)(x & interp_mask(w)) : interp_sext(x, w); }

/* Zero point z (of width w) extended; non-zero unless w is 8 is UB (tq_zp). */
static int tq_ev_zp(IFn *f, MlirOperation op, IScalar z, unsigned w, int uns, int64_t *out) {
  *out = tq_ev_ext(z.bits, w, uns);
  return w != 8 && *out ? interp_ub(f, op, "a zero point other than 0 on a type of %u bits", w) : 0;
}

/* One element (tq_rescale_el): the REQUIREs of apply_scale_32/16 and apply_add_s are UB, so
 * is any poison operand; value = in - input_zp in max(32, width) bits, scaled, + output_zp,
 * clipped. */
static int tq_ev_rescale_el(IFn *f, MlirOperation op, const TqEvRescale *c, IScalar x, size_t ch, IScalar *out) {
  const TqRescale *r = &c->r;
  IScalar m, s;
  if (tq_ev_read(f, op, c->mult, ch, &m) || tq_ev_read(f, op, c->shift, ch, &s)) return 1;
  if (x.poison || m.poison || s.poison || c->izp.poison || c->ozp.poison) return interp_ub(f, op, "rescale of poison");
  unsigned wv = r->win > 32 ? r->win : 32;
  int64_t iz, oz, m64 = interp_sext(m.bits, r->scale32 ? 32 : 16), s64 = interp_sext(s.bits, 8);
  if (tq_ev_zp(f, op, c->izp, r->win, r->in_uns, &iz) || tq_ev_zp(f, op, c->ozp, r->wout, r->out_uns, &oz)) return 1;
  int64_t v = interp_sext((uint64_t)tq_ev_ext(x.bits, r->win, r->in_uns) - (uint64_t)iz, wv);
  if (m64 < 0 || s64 < 2 || s64 > 62) return interp_ub(f, op, "rescale by a multiplier below 0 or a shift outside [2, 62]");
  int64_t q = tq_ev_scale64(v, m64, s64, r->dbl), half = INT64_C(1) << (s64 - 1);
  if ((r->scale32 && (v < -half || v >= half)) || q < INT32_MIN || q > INT32_MAX || q + (int32_t)oz < INT32_MIN ||
      q + (int32_t)oz > INT32_MAX)
    return interp_ub(f, op, "rescale out of the range of apply_scale or of i32");
  int64_t hi = r->out_uns ? (INT64_C(1) << r->wout) - 1 : (INT64_C(1) << (r->wout - 1)) - 1;
  int64_t lo = r->out_uns ? 0 : -(INT64_C(1) << (r->wout - 1)), sum = q + (int32_t)oz;
  sum = sum < lo ? lo : sum > hi ? hi : sum;
  *out = (IScalar){(uint64_t)sum & interp_mask(r->wout), 0, 0};
  return 0;
}

/* Operand k's element 0 (a zero point): never written is UB (tq_scalar). */
static int tq_ev_scalar(IFn *f, MlirOperation op, int k, IScalar *out) {
  ITensor *t = NULL;
  if (tq_ev_tensor(f, op, k, 1, &t)) return 1;
  if (!t->n) return interp_ub(f, op, "an empty zero point");
  return tq_ev_read(f, op, t, 0, out);
}

/* rescale: tq_ev_rescale_el per element, with multiplier and shift of the last index
 * (per_channel) or 0, whose lengths must be the channel count or 1 (UB). */
static int tq_ev_rescale(IFn *f, MlirOperation op) {
  TqEvRescale c;
  const char *why;
  IVal res;
  if (tq_rescale_attrs(interp_of(f)->arena, op, &c.r, &why)) return interp_unsupported(f, op, why);
  if (tq_ev_tensor(f, op, 0, 0, &c.in) || tq_ev_tensor(f, op, 1, 1, &c.mult) || tq_ev_tensor(f, op, 2, 1, &c.shift) ||
      tq_ev_scalar(f, op, 3, &c.izp) || tq_ev_scalar(f, op, 4, &c.ozp))
    return 1;
  unsigned rank = c.in->rank;
  if (tq_rescale_static_ub(&c.r, rank)) return interp_ub(f, op, "a rescale the specification rejects (ERROR_IF)");
  int pc = c.r.per_channel && rank;
  int64_t n = pc ? c.in->dims[rank - 1] : 1;
  if (tq_ev_result(f, op, rank, c.in->dims, &res)) return 1;
  if (c.in->n && (c.mult->dims[0] != n || c.shift->dims[0] != n))
    return interp_ub(f, op, "a multiplier or shift of another length than %lld", (long long)n);
  for (size_t i = 0; i < c.in->n; i++) {
    IScalar x;
    if (tq_ev_read(f, op, c.in, i, &x) || tq_ev_rescale_el(f, op, &c, x, pc ? i % (size_t)n : 0, &res.t->e[i])) return 1;
  }
  return interp_result(f, op, 0, res);
}

/* table element (tq_table8 / tq_table16): a poison input is UB; i8: t[x + 128]; i16:
 * (base << 7) + (next - base) * (x & 127) at (x + 32768) >> 7, the slope within i16. */
static int tq_ev_table_el(IFn *f, MlirOperation op, const ITensor *t, int kind, IScalar x, IScalar *out) {
  if (x.poison) return interp_ub(f, op, "a table lookup of poison");
  if (kind == 8) return tq_ev_read(f, op, t, (size_t)(interp_sext(x.bits, 8) + 128), out);
  uint64_t u = (uint64_t)(interp_sext(x.bits, 16) + 32768);
  IScalar b, n;
  if (tq_ev_read(f, op, t, (size_t)(u >> 7), &b) || tq_ev_read(f, op, t, (size_t)(u >> 7) + 1, &n)) return 1;
  int64_t base = interp_sext(b.bits, 16), slope = interp_sext(n.bits, 16) - base;
  int poison = b.poison || n.poison;
  if (!poison && (slope < INT16_MIN || slope > INT16_MAX)) return interp_ub(f, op, "a table slope outside i16");
  *out = (IScalar){(uint64_t)(base * 128 + slope * (int64_t)(u & 127)) & 0xffffffffu, (uint8_t)poison, 0};
  return 0;
}

/* table: i8 -> i8 (256 entries), i16 -> i32 (513 entries; another length is UB). */
static int tq_ev_table(IFn *f, MlirOperation op) {
  ITensor *in = NULL, *t = NULL;
  IVal res;
  int kind = tq_table_kind(op);
  if (!kind) return interp_unsupported(f, op, "other than i8 -> i8 or i16 -> i32");
  if (tq_ev_tensor(f, op, 0, 0, &in) || tq_ev_tensor(f, op, 1, 1, &t) || tq_ev_result(f, op, in->rank, in->dims, &res)) return 1;
  if (in->n && t->dims[0] != (kind == 8 ? 256 : 513)) return interp_ub(f, op, "a table of %lld entries", (long long)t->dims[0]);
  for (size_t i = 0; i < in->n; i++) {
    IScalar x;
    if (tq_ev_read(f, op, in, i, &x) || tq_ev_table_el(f, op, t, kind, x, &res.t->e[i])) return 1;
  }
  return interp_result(f, op, 0, res);
}

/* gather: out[n, w, c] = values[n, indices[n, w], c]; batch sizes that differ, an index
 * outside [0, K) or poison are UB (for every output element that reads it). */
static int tq_ev_gather(IFn *f, MlirOperation op) {
  ITensor *val, *ind;
  IVal res;
  unsigned wi = tq_iwidth(tq_otype(op, 1));
  if (tq_ev_tensor(f, op, 0, 3, &val) || tq_ev_tensor(f, op, 1, 2, &ind)) return 1;
  if (!wi) return interp_unsupported(f, op, "with non-integer indices");
  if (val->dims[0] != ind->dims[0]) return interp_ub(f, op, "batch sizes that differ");
  int64_t dims[3] = {val->dims[0], ind->dims[1], val->dims[2]};
  if (tq_ev_result(f, op, 3, dims, &res)) return 1;
  for (size_t i = 0; i < res.t->n; i++) {
    size_t c = i % (size_t)dims[2], nw = i / (size_t)dims[2];
    IScalar k, e;
    if (tq_ev_read(f, op, ind, nw, &k)) return 1;
    int64_t k64 = interp_sext(k.bits, wi);
    if (k.poison || k64 < 0 || k64 >= val->dims[1]) return interp_ub(f, op, "a gather index out of bounds or poison");
    size_t at = ((nw / (size_t)dims[1]) * (size_t)val->dims[1] + (size_t)k64) * (size_t)dims[2] + c;
    if (tq_ev_read(f, op, val, at, &e)) return 1;
    res.t->e[i] = e;
  }
  return interp_result(f, op, 0, res);
}

static const EncOpDef tosa_quant_ops[] = {
    {"tosa.apply_scale", enc_apply_scale, "(i64 v * m + round) >> shift (round 2^(shift-1), DOUBLE_ROUND +-2^30 when shift > 31), truncated; shift outside [0, 63] is UB", tq_ev_apply_scale},
    {"tosa.gather", enc_gather, "values[n, indices[n, w], c]; an index outside [0, K) is UB", tq_ev_gather},
    {"tosa.rescale", enc_rescale, "clip(apply_scale(in - input_zp, multiplier, shift) + output_zp) per element or channel; the spec's REQUIREs are UB; INEXACT_ROUND unsupported", tq_ev_rescale},
    {"tosa.table", enc_table, "i8: table[x + 128]; i16 -> i32: (base << 7) + (next - base) * (x & 127) at (x + 32768) >> 7", tq_ev_table},
};

const EncTable tosa_quant_table = {"tosa", tosa_quant_ops, sizeof tosa_quant_ops / sizeof tosa_quant_ops[0]};
