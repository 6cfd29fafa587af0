/* tosa_quant.c: the TOSA quantization ops (TosaOps.td, TosaUtilOps.td; the TOSA 1.0
 * specification's pseudo-code): apply_scale, rescale, table, gather. Fixed-point scaling is
 * one 64-bit core (tq_scale64) shared by apply_scale and rescale; a REQUIRE or ERROR_IF of
 * the specification that fails is UB. docs/semantics.md, "TOSA quantization", gives each choice. */
#include <string.h>
#include <mlir-c/BuiltinAttributes.h>
#include <mlir-c/BuiltinTypes.h>
#include "enc.h"
#include "mlirutil.h"
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
static TqRound tq_rounding(EncFn *f, MlirOperation op) {
  MlirAttribute a = mu_attr(op, "rounding_mode");
  char *s = mlirAttributeIsNull(a) ? NULL : mu_attr_str(&f->q->arena, a);
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
static int tq_apply_scale_el(EncFn *f, MlirOperation op) {
  EncVal v, m, sh;
  if (enc_operand(f, op, 0, &v) || enc_operand(f, op, 1, &m) || enc_operand(f, op, 2, &sh)) return 1;
  unsigned wv = tq_iwidth(tq_otype(op, 0)), wm = tq_iwidth(tq_otype(op, 1)), wr = tq_iwidth(tq_rtype(op));
  TqRound rm = tq_rounding(f, op);
  if (rm == TQ_INEXACT) return enc_unsupported(f, op, "with INEXACT_ROUND");
  if (!wv || !wm || !wr || wv > 64 || wm > 64 || wr > 64 || tq_iwidth(tq_otype(op, 2)) != 8)
    return enc_unsupported(f, op, "on these types");
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

/* Attributes and operands; the spec's static ERROR_IFs (scale32 with i48 input, double
 * rounding without scale32, per_channel on rank 0) are UB. */
static int tq_rescale_cfg(EncFn *f, MlirOperation op, TqRescale *r) {
  memset(r, 0, sizeof *r);
  r->win = tq_iwidth(tq_otype(op, 0));
  r->wout = tq_iwidth(tq_rtype(op));
  r->scale32 = tq_flag(op, "scale32");
  r->per_channel = tq_flag(op, "per_channel");
  r->in_uns = tq_flag(op, "input_unsigned");
  r->out_uns = tq_flag(op, "output_unsigned");
  TqRound rm = tq_rounding(f, op);
  if (rm == TQ_INEXACT) return enc_unsupported(f, op, "with INEXACT_ROUND");
  r->dbl = rm == TQ_DOUBLE;
  if (!tq_rescale_mode_ok(r)) return enc_unsupported(f, op, "outside the modes of the TOSA table");
  if (tq_iwidth(tq_otype(op, 1)) != (r->scale32 ? 32u : 16u) || tq_iwidth(tq_otype(op, 2)) != 8)
    return enc_unsupported(f, op, "with a multiplier not of i32 (scale32) or i16, or a shift not i8");
  if (tq_tensor(f, op, 0, 0, &r->in) || tq_tensor(f, op, 1, 1, &r->mult) ||
      tq_tensor(f, op, 2, 1, &r->shift) || tq_scalar(f, op, 3, &r->izp) || tq_scalar(f, op, 4, &r->ozp))
    return 1;
  if ((r->scale32 && r->win == 48) || (!r->scale32 && r->dbl) || (r->per_channel && !r->in.t->rank))
    enc_ub(f, smt_true(f->s));
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

/* table: i8 -> i8 lookup of x + 128; i16 -> i32 interpolation of the 9.7 fixed-point input. */
static int enc_table(EncFn *f, MlirOperation op) {
  EncVal in, t;
  if (tq_tensor(f, op, 0, 0, &in) || tq_tensor(f, op, 1, 1, &t)) return 1;
  unsigned wi = tq_iwidth(tq_otype(op, 0)), wt = tq_iwidth(tq_otype(op, 1)), wo = tq_iwidth(tq_rtype(op));
  int i8 = wi == 8 && wt == 8 && wo == 8, i16 = wi == 16 && wt == 16 && wo == 32;
  if (!i8 && !i16) return enc_unsupported(f, op, "other than i8 -> i8 or i16 -> i32");
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

static const EncOpDef tosa_quant_ops[] = {
    {"tosa.apply_scale", enc_apply_scale, "(i64 v * m + round) >> shift (round 2^(shift-1), DOUBLE_ROUND +-2^30 when shift > 31), truncated; shift outside [0, 63] is UB"},
    {"tosa.gather", enc_gather, "values[n, indices[n, w], c]; an index outside [0, K) is UB"},
    {"tosa.rescale", enc_rescale, "clip(apply_scale(in - input_zp, multiplier, shift) + output_zp) per element or channel; the spec's REQUIREs are UB; INEXACT_ROUND unsupported"},
    {"tosa.table", enc_table, "i8: table[x + 128]; i16 -> i32: (base << 7) + (next - base) * (x & 127) at (x + 32768) >> 7"},
};

const EncTable tosa_quant_table = {"tosa", tosa_quant_ops, sizeof tosa_quant_ops / sizeof tosa_quant_ops[0]};
