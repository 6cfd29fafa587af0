/* tosa_nn_eval.c: the evaluators (interp.h) of tosa_nn.c's matmul, convolution, pooling
 * and FFT rows: the encoders' semantics on concrete tensors (docs/semantics.md, "TOSA
 * reductions, convolutions and pooling"). Attributes and types are read by the readers the
 * encoders use (tosa_nn.h); every float sum runs in the encoder's order from the encoder's
 * initial value (bias first or last, +0.0 starts, acc_type rounding), floats through
 * ifloat.h; what the encoder makes UB stops the run as UB, and a result element is poison
 * when one of the values it folds is. */
#include <math.h>
#include <string.h>
#include <mlir-c/BuiltinAttributes.h>
#include <mlir-c/BuiltinTypes.h>
#include "ifloat.h"
#include "interp.h"
#include "mlirutil.h"
#include "tosa_nn.h"

enum { NE_MAX_RANK = 5 };
/* Multiply-adds a run may spend in one op before it stops as a limit. */
#define NE_MAX_WORK 100000000.0

/* ---- operands, elements, results ---- */

static MlirType ne_rtype(MlirOperation op, int k) { return mlirValueGetType(mlirOperationGetResult(op, k)); }
static MlirType ne_oelem(MlirOperation op, int k) {
  return mlirShapedTypeGetElementType(mlirValueGetType(mlirOperationGetOperand(op, k)));
}

/* A reader's failure (tosa_nn.h) as the run's. */
static int ne_why(IFn *f, MlirOperation op, const NnWhy *why) {
  if (why->unsupported) return interp_unsupported(f, op, why->text);
  char *name = mu_op_name(interp_of(f)->arena, op);
  return interp_error(f, "%s: %s", name ? name : "?", why->text);
}

/* Operand k, a ranked tensor of rank `want`. */
static int ne_tensor(IFn *f, MlirOperation op, int k, unsigned want, ITensor **out) {
  IVal v;
  if (interp_operand(f, op, k, &v)) return 1;
  if (!v.t || v.t->rank != want) return interp_unsupported(f, op, "on an unranked tensor or one of an unexpected rank");
  *out = v.t;
  return 0;
}

/* Element idx of t (in bounds); reading one never written is UB. */
static int ne_get(IFn *f, MlirOperation op, const ITensor *t, const uint64_t *idx, IScalar *out) {
  *out = t->e[interp_at(t, idx)];
  return out->uninit ? interp_ub(f, op, "read of an element never written") : 0;
}

/* The element at idx of result res (poison and value set). */
typedef int (*NeElemFn)(IFn *f, const void *ctx, const uint64_t *idx, IScalar *out);

/* Result res of op, of sizes dims (a static size of its type that differs is UB), each
 * element from elem() in row-major order; work: multiply-adds per element. */
static int ne_build(IFn *f, MlirOperation op, int res, unsigned rank, const uint64_t *dims, double work,
                    NeElemFn elem, const void *ctx) {
  MlirType t = ne_rtype(op, res);
  int64_t d[NE_MAX_RANK];
  double n = 1;
  if (!mlirTypeIsARankedTensor(t) || (unsigned)mlirShapedTypeGetRank(t) != rank)
    return interp_error(f, "%s: a result of another rank than computed", mu_op_name(interp_of(f)->arena, op));
  for (unsigned r = 0; r < rank; r++) {
    int64_t s = mlirShapedTypeGetDimSize(t, r);
    if (!mlirShapedTypeIsDynamicSize(s) && (uint64_t)s != dims[r])
      return interp_ub(f, op, "a result of size %llu where its type says %lld", (unsigned long long)dims[r], (long long)s);
    if (dims[r] > (uint64_t)INT64_MAX) return interp_unsupported(f, op, "with a size of 2^63 or more");
    d[r] = (int64_t)dims[r];
    n *= (double)dims[r];
  }
  if (n * (work + 1) > NE_MAX_WORK) return interp_limit(f, "%s: too much work to run", mu_op_name(interp_of(f)->arena, op));
  IVal v;
  uint64_t idx[NE_MAX_RANK];
  if (interp_tensor(interp_of(f), t, d, &v)) return 1;
  if (interp_first(rank, d, idx))
    for (size_t k = 0; k < v.t->n; k++, interp_next(rank, d, idx))
      if (elem(f, ctx, idx, &v.t->e[k])) return 1;
  return interp_result(f, op, res, v);
}

/* ---- arithmetic on element bits: floats of kind k (IfFormat), else w-bit integers ---- */

static uint64_t ne_add(int k, unsigned w, uint64_t a, uint64_t b) {
  return k >= 0 ? if_add((IfFormat)k, IF_RNE, a, b) : (a + b) & interp_mask(w);
}
static uint64_t ne_fconv(int from, int to, uint64_t v) {
  return from == to || from < 0 ? v : if_convert((IfFormat)from, (IfFormat)to, IF_RNE, v);
}
/* A double constant rounded to kind k (as fp_exact). */
static uint64_t ne_double(int k, double d) {
  uint64_t b;
  memcpy(&b, &d, sizeof b);
  return ne_fconv(IF_F64, k, b);
}
static IScalar ne_sc(uint64_t v, int poison) { return (IScalar){v, (uint8_t)(poison != 0), 0}; }

/* ---- zero points and products ---- */

/* Zero point operand k: element 0, UB when never written or poison; a float one other than
 * a zero is UB (ERROR_IF); an integer one sign-extended to w bits (nn_zp). */
static int ne_zp(IFn *f, MlirOperation op, int k, unsigned w, uint64_t *out) {
  ITensor *t = NULL;
  if (ne_tensor(f, op, k, 1, &t)) return 1;
  if (!t->n || t->e[0].uninit || t->e[0].poison) return interp_ub(f, op, "a zero point never written or poison");
  MlirType et = ne_oelem(op, k);
  int fk = interp_float_format(et);
  *out = fk >= 0 ? 0 : (uint64_t)interp_sext(t->e[0].bits, interp_width(et)) & interp_mask(w);
  if (fk >= 0 && !if_is_zero((IfFormat)fk, t->e[0].bits)) return interp_ub(f, op, "a float zero point other than 0");
  return 0;
}

/* a * b as nn_product: floats extended to the accumulator kind and multiplied; integers
 * sign-extended to the accumulator width w, minus their zero points, multiplied (wrapping). */
typedef struct NeMul {
  NnTypes t;
  unsigned w, wa, wb;      /* accumulator (result) width, the two operands' widths */
  uint64_t zp[2];
} NeMul;

static int ne_mul_setup(IFn *f, MlirOperation op, int a, int b, int za, int zb, NeMul *m) {
  NnWhy why;
  m->w = interp_width(ne_rtype(op, 0));
  m->wa = interp_width(ne_oelem(op, a));
  m->wb = interp_width(ne_oelem(op, b));
  if (!m->w || !m->wa || !m->wb) return interp_unsupported(f, op, "on these element types");
  if (nn_read_types(op, &m->t, &why)) return ne_why(f, op, &why);
  return ne_zp(f, op, za, m->w, &m->zp[0]) || ne_zp(f, op, zb, m->w, &m->zp[1]);
}

static IScalar ne_product(const NeMul *m, IScalar a, IScalar b) {
  int k = m->t.acc_kind, poison = a.poison || b.poison;
  if (k >= 0)
    return ne_sc(if_mul((IfFormat)k, IF_RNE, ne_fconv(m->t.in_kind, k, a.bits), ne_fconv(m->t.in_kind, k, b.bits)), poison);
  uint64_t x = (uint64_t)interp_sext(a.bits, m->wa) - m->zp[0], y = (uint64_t)interp_sext(b.bits, m->wb) - m->zp[1];
  return ne_sc((x * y) & interp_mask(m->w), poison);
}

/* acc + x in the accumulator type. */
static IScalar ne_acc(const NeMul *m, IScalar acc, IScalar x) {
  return ne_sc(ne_add(m->t.acc_kind, m->w, acc.bits, x.bits), acc.poison || x.poison);
}

/* The accumulator's zero: +0.0 or 0. */
static IScalar ne_zero(void) { return ne_sc(0, 0); }

/* A float sum that computed one of the values the semantics allow (nn_sum's approximation):
 * when the run checks alternatives (Interp.alternatives, the source of a pair) and
 * `differs` says another one is another value, the run is one possible outcome. */
static void ne_alternative(IFn *f, int differs, const char *why) {
  Interp *in = interp_of(f);
  if (differs && in->alternatives && !in->chose) in->chose = why;
}

void nn_ev_zero_sum(IFn *f, int k, uint64_t sum) {
  if (k >= 0) ne_alternative(f, if_is_zero((IfFormat)k, sum), "a TOSA float sum whose value is a zero (either sign is allowed)");
}

/* ---- matmul ---- */

typedef struct NeMatmul {
  MlirOperation op;
  ITensor *a, *b;
  NeMul m;
} NeMatmul;

/* matmul: out[n, h, w] = sum from 0 over k of a[n, h, k] * b[n, k, w] in the accumulator type. */
static int ne_matmul_elem(IFn *f, const void *ctx, const uint64_t *idx, IScalar *out) {
  const NeMatmul *c = ctx;
  IScalar acc = ne_zero(), x, y;
  for (uint64_t k = 0; k < (uint64_t)c->a->dims[2]; k++) {
    uint64_t ia[3] = {idx[0], idx[1], k}, ib[3] = {idx[0], k, idx[2]};
    if (ne_get(f, c->op, c->a, ia, &x) || ne_get(f, c->op, c->b, ib, &y)) return 1;
    acc = ne_acc(&c->m, acc, ne_product(&c->m, x, y));
  }
  nn_ev_zero_sum(f, c->m.t.acc_kind, acc.bits);
  *out = acc;
  return 0;
}

int nn_ev_matmul(IFn *f, MlirOperation op) {
  NeMatmul c = {op};
  if (ne_tensor(f, op, 0, 3, &c.a) || ne_tensor(f, op, 1, 3, &c.b) || ne_mul_setup(f, op, 0, 1, 2, 3, &c.m)) return 1;
  if (c.a->dims[0] != c.b->dims[0] || c.a->dims[2] != c.b->dims[1])
    return interp_ub(f, op, "operand sizes that disagree");
  uint64_t dims[3] = {(uint64_t)c.a->dims[0], (uint64_t)c.a->dims[1], (uint64_t)c.b->dims[2]};
  return ne_build(f, op, 0, 3, dims, (double)c.a->dims[2], ne_matmul_elem, &c);
}

/* ---- windows ---- */

typedef struct NeWin {
  ITensor *in;
  unsigned ns;
  int64_t pad[6], stride[3], dil[3];
  int64_t k[3];            /* kernel sizes (not negative: nn_read_ints, tensor sizes) */
} NeWin;

/* Elements of a 2-D window (in 64 bits, as the kernel sizes were before). */
static uint64_t ne_win_elems(const NeWin *w) { return (uint64_t)w->k[0] * (uint64_t)w->k[1]; }

/* Input coordinate of output o and kernel index k along d (*at); 1 inside, 0 padding. */
static int ne_win_pos(const NeWin *w, unsigned d, uint64_t o, uint64_t k, uint64_t *at) {
  uint64_t p = o * (uint64_t)w->stride[d] + k * (uint64_t)w->dil[d], lo = (uint64_t)w->pad[2 * d];
  *at = p - lo;
  return lo <= p && *at < (uint64_t)w->in->dims[1 + d];
}

/* Input element [n, o*s + k*d - pad.., ch], or pad outside the input (nn_win_load). */
static int ne_win_load(IFn *f, MlirOperation op, const NeWin *w, const uint64_t *o, const uint64_t *k, uint64_t ch,
                       uint64_t pad, IScalar *out) {
  uint64_t at[NE_MAX_RANK] = {o[0]};
  int inside = 1;
  for (unsigned d = 0; d < w->ns; d++) inside &= ne_win_pos(w, d, o[1 + d], k[d], &at[1 + d]);
  at[w->ns + 1] = ch;
  *out = ne_sc(pad, 0);
  return inside ? ne_get(f, op, w->in, at, out) : 0;
}

/* Output sizes (I - 1 + pads - (K - 1) * dil) / stride + 1 (nn_out_size's UB) into dims[1..]. */
static int ne_out_sizes(IFn *f, MlirOperation op, const NeWin *w, uint64_t *dims) {
  for (unsigned d = 0; d < w->ns; d++) {
    uint64_t i = (uint64_t)w->in->dims[1 + d], k = w->k[d];
    uint64_t top = i - 1 + (uint64_t)(w->pad[2 * d] + w->pad[2 * d + 1]), span = (k - 1) * (uint64_t)w->dil[d];
    if (top < span || !i || !k || (top - span) % (uint64_t)w->stride[d])
      return interp_ub(f, op, "an input, kernel, pad, stride and dilation that give no output size");
    dims[1 + d] = (top - span) / (uint64_t)w->stride[d] + 1;
  }
  return 0;
}

/* ---- convolutions ---- */

typedef struct NeConv {
  MlirOperation op;
  NeWin w;
  ITensor *wt, *bias;
  NeMul m;
  uint64_t pad, wpad;      /* padding values: +0.0 / the zero points (element bits) */
  uint64_t mult;           /* depthwise: the channel multiplier */
  int rev;                 /* transpose_conv2d at stride 1: weights reversed */
  NnTconv tc;
} NeConv;

/* bias[oc], or bias[0] for a one-element bias; an integer bias narrower than the result
 * sign-extended to it (nn_bias). */
static int ne_bias(IFn *f, const NeConv *c, uint64_t oc, IScalar *out) {
  uint64_t at = c->bias->dims[0] == 1 ? 0 : oc;
  unsigned bw = interp_width(ne_oelem(c->op, 2));
  if (ne_get(f, c->op, c->bias, &at, out)) return 1;
  if (c->m.t.out_kind < 0 && bw && bw < c->m.w) out->bits = (uint64_t)interp_sext(out->bits, bw) & interp_mask(c->m.w);
  return 0;
}

/* The sum converted from the accumulator to the result type; then + bias unless first. */
static IScalar ne_finish(const NeConv *c, IScalar acc, const IScalar *bias) {
  acc.bits = ne_fconv(c->m.t.acc_kind, c->m.t.out_kind, acc.bits);
  if (!bias) return acc;
  return ne_sc(ne_add(c->m.t.out_kind, c->m.w, acc.bits, bias->bits), acc.poison || bias->poison);
}

/* Folds the products of output element o into *acc (the order of the lowering). */
typedef int (*NeFoldFn)(IFn *f, const NeConv *c, const uint64_t *o, IScalar *acc);

/* A convolution's output element: the fold from bias[oc] (extended to the accumulator) when
 * `first`, else from +0.0, rounded to the result type and then + bias. The other order is
 * also allowed for floats (nn_sum): on the source of a pair it is run too, and a run where
 * the two differ is one possible outcome (ne_alternative). */
static int ne_conv_sum(IFn *f, const NeConv *c, const uint64_t *o, int first, NeFoldFn fold, IScalar *out) {
  IScalar b, r[2];
  if (ne_bias(f, c, o[c->w.ns + 1], &b)) return 1;
  int n = c->m.t.acc_kind >= 0 && interp_of(f)->alternatives ? 2 : 1;
  for (int i = 0; i < n; i++) {
    int fst = i ? !first : first;
    IScalar acc = fst ? ne_sc(ne_fconv(c->m.t.out_kind, c->m.t.acc_kind, b.bits), b.poison) : ne_zero();
    if (fold(f, c, o, &acc)) return 1;
    r[i] = ne_finish(c, acc, fst ? NULL : &b);
  }
  if (n == 2)
    ne_alternative(f, r[0].bits != r[1].bits, "a TOSA float sum whose value depends on where the bias is added");
  *out = r[0];
  return 0;
}

/* conv2d/conv3d (and transpose_conv2d at stride 1): over (k.., ic) row-major, padded input *
 * weight[oc, k.., ic] (reversed kernel when rev); the lowering starts at the bias. */
static int ne_conv_fold(IFn *f, const NeConv *c, const uint64_t *o, IScalar *acc) {
  unsigned ns = c->w.ns;
  int64_t kd[4];
  uint64_t k[4], wi[5] = {o[ns + 1]};
  IScalar x, y;
  memcpy(kd, c->w.k, sizeof c->w.k);
  kd[ns] = c->w.in->dims[ns + 1];
  if (interp_first(ns + 1, kd, k)) do {
      for (unsigned d = 0; d < ns; d++) wi[1 + d] = c->rev ? kd[d] - 1 - k[d] : k[d];
      wi[ns + 1] = k[ns];
      if (ne_win_load(f, c->op, &c->w, o, k, k[ns], c->pad, &x) || ne_get(f, c->op, c->wt, wi, &y)) return 1;
      *acc = ne_acc(&c->m, *acc, ne_product(&c->m, x, y));
    } while (interp_next(ns + 1, kd, k));
  return 0;
}

static int ne_conv_elem(IFn *f, const void *ctx, const uint64_t *o, IScalar *out) {
  return ne_conv_sum(f, ctx, o, 1, ne_conv_fold, out);
}

/* depthwise_conv2d: over (kh, kw), padded input[.., c] * weight[kh, kw, c, m] for output
 * channel c*M + m; the lowering starts at +0.0 and adds the bias after rounding. */
static int ne_depthwise_fold(IFn *f, const NeConv *c, const uint64_t *o, IScalar *acc) {
  uint64_t ch = o[3] / c->mult, k[2], wi[4] = {0, 0, ch, o[3] % c->mult};
  IScalar x, y;
  if (interp_first(2, c->w.k, k)) do {
      wi[0] = k[0], wi[1] = k[1];
      if (ne_win_load(f, c->op, &c->w, o, k, ch, c->pad, &x) || ne_get(f, c->op, c->wt, wi, &y)) return 1;
      *acc = ne_acc(&c->m, *acc, ne_product(&c->m, x, y));
    } while (interp_next(2, c->w.k, k));
  return 0;
}

static int ne_depthwise_elem(IFn *f, const void *ctx, const uint64_t *o, IScalar *out) {
  return ne_conv_sum(f, ctx, o, 0, ne_depthwise_fold, out);
}

/* Input, weights (rank ns + 2), bias, the products' types and zero points, padding values
 * (nn_conv_operands). */
static int ne_conv_operands(IFn *f, MlirOperation op, NeConv *c, unsigned ns) {
  memset(c, 0, sizeof *c);
  c->op = op;
  c->w.ns = ns;
  if (ne_tensor(f, op, 0, ns + 2, &c->w.in) || ne_tensor(f, op, 1, ns + 2, &c->wt) || ne_tensor(f, op, 2, 1, &c->bias) ||
      ne_mul_setup(f, op, 0, 1, 3, 4, &c->m))
    return 1;
  if (c->m.t.acc_kind >= 0) return 0;   /* +0.0 */
  ITensor *z[2] = {NULL, NULL};
  if (ne_tensor(f, op, 3, 1, &z[0]) || ne_tensor(f, op, 4, 1, &z[1])) return 1;
  if (interp_width(ne_oelem(op, 3)) != c->m.wa || interp_width(ne_oelem(op, 4)) != c->m.wb)
    return interp_unsupported(f, op, "with a zero point of another type than its operand");
  c->pad = z[0]->e[0].bits, c->wpad = z[1]->e[0].bits;
  return 0;
}

/* ERROR_IF(BC != channels && BC != 1): UB. */
static int ne_bias_count(IFn *f, const NeConv *c, uint64_t channels) {
  uint64_t d = (uint64_t)c->bias->dims[0];
  return d != 1 && d != channels ? interp_ub(f, c->op, "a bias of %llu elements", (unsigned long long)d) : 0;
}

static int ne_conv_window(IFn *f, MlirOperation op, NeConv *c, unsigned ns, int depthwise) {
  NnWhy why;
  if (ne_conv_operands(f, op, c, ns)) return 1;
  if (nn_read_window(op, ns, 1, c->w.pad, c->w.stride, c->w.dil, &why)) return ne_why(f, op, &why);
  for (unsigned d = 0; d < ns; d++) c->w.k[d] = c->wt->dims[depthwise ? d : d + 1];
  return 0;
}

/* conv2d (NHWC, OHWI) and conv3d (NDHWC, ODHWI): ne_conv_elem per output element. */
static int ne_conv(IFn *f, MlirOperation op, unsigned ns) {
  NeConv c;
  uint64_t dims[NE_MAX_RANK];
  if (ne_conv_window(f, op, &c, ns, 0)) return 1;
  if (c.wt->dims[ns + 1] != c.w.in->dims[ns + 1]) return interp_ub(f, op, "input channels that disagree");
  if (ne_bias_count(f, &c, (uint64_t)c.wt->dims[0]) || ne_out_sizes(f, op, &c.w, dims)) return 1;
  dims[0] = (uint64_t)c.w.in->dims[0];
  dims[ns + 1] = (uint64_t)c.wt->dims[0];
  double work = (double)c.w.in->dims[ns + 1];
  for (unsigned d = 0; d < ns; d++) work *= (double)c.w.k[d];
  return ne_build(f, op, 0, ns + 2, dims, work, ne_conv_elem, &c);
}

int nn_ev_conv2d(IFn *f, MlirOperation op) { return ne_conv(f, op, 2); }
int nn_ev_conv3d(IFn *f, MlirOperation op) { return ne_conv(f, op, 3); }

int nn_ev_depthwise_conv2d(IFn *f, MlirOperation op) {
  NeConv c;
  uint64_t dims[4];
  if (ne_conv_window(f, op, &c, 2, 1)) return 1;
  c.mult = (uint64_t)c.wt->dims[3];
  if (c.wt->dims[2] != c.w.in->dims[3]) return interp_ub(f, op, "input channels that disagree");
  uint64_t ch = (uint64_t)c.w.in->dims[3] * c.mult;
  if (ne_bias_count(f, &c, ch) || ne_out_sizes(f, op, &c.w, dims)) return 1;
  dims[0] = (uint64_t)c.w.in->dims[0], dims[3] = ch;
  return ne_build(f, op, 0, 4, dims, (double)ne_win_elems(&c.w), ne_depthwise_elem, &c);
}

/* ---- transpose_conv2d ---- */

/* Stride > 1, as tosa-optional-decompositions (nn_tconv_elem): with y = oy - out_pad_top =
 * p * s + r per dimension, covered outputs fold over the phase kernel (a, b, ic) the
 * products input[n, p + a - (K' - 1), .., ic] (input_zp / +0.0 outside) * weight[oc,
 * (K' - 1 - a) * s + r, .., ic] (weight_zp / +0.0 beyond K); others keep the start (the
 * lowering: +0.0, rounded, then + bias). */
static int ne_tconv_fold(IFn *f, const NeConv *c, const uint64_t *o, IScalar *acc) {
  int64_t kd[3] = {c->tc.ksub[0], c->tc.ksub[1], c->w.in->dims[3]};
  uint64_t p[2], r[2], km[2], k[3];
  int covered = 1;
  for (unsigned d = 0; d < 2; d++) {
    uint64_t st = (uint64_t)c->tc.stride[d], y = o[1 + d] - (uint64_t)c->tc.out_pad[2 * d];
    km[d] = kd[d] - 1, p[d] = y / st, r[d] = y % st;
    covered &= y < ((uint64_t)c->w.in->dims[1 + d] + km[d]) * st;
  }
  IScalar x, y;
  if (covered && interp_first(3, kd, k)) do {
      uint64_t at[4] = {o[0], 0, 0, k[2]}, wi[4] = {o[3], 0, 0, k[2]};
      int in_ok = 1, w_ok = 1;
      for (unsigned d = 0; d < 2; d++) {
        at[1 + d] = p[d] + k[d] - km[d];
        in_ok &= km[d] <= p[d] + k[d] && at[1 + d] < (uint64_t)c->w.in->dims[1 + d];
        wi[1 + d] = (km[d] - k[d]) * (uint64_t)c->tc.stride[d] + r[d];
        w_ok &= wi[1 + d] < (uint64_t)c->wt->dims[1 + d];
      }
      x = ne_sc(c->pad, 0), y = ne_sc(c->wpad, 0);
      if ((in_ok && ne_get(f, c->op, c->w.in, at, &x)) || (w_ok && ne_get(f, c->op, c->wt, wi, &y))) return 1;
      *acc = ne_acc(&c->m, *acc, ne_product(&c->m, x, y));
    } while (interp_next(3, kd, k));
  return 0;
}

static int ne_tconv_elem(IFn *f, const void *ctx, const uint64_t *o, IScalar *out) {
  return ne_conv_sum(f, ctx, o, 0, ne_tconv_fold, out);
}

/* Output size (I - 1) * stride + out_pads + K along d; an empty input or a size that is not
 * positive is UB (nn_tconv_size). */
static int ne_tconv_size(IFn *f, const NeConv *c, unsigned d, uint64_t *out) {
  uint64_t i = (uint64_t)c->w.in->dims[1 + d];
  *out = (i - 1) * (uint64_t)c->tc.stride[d] + (uint64_t)(c->tc.out_pad[2 * d] + c->tc.out_pad[2 * d + 1] + c->tc.k[d]);
  return !i || (int64_t)*out <= 0 ? interp_ub(f, c->op, "transpose_conv2d without an output") : 0;
}

int nn_ev_transpose_conv2d(IFn *f, MlirOperation op) {
  NeConv c;
  NnWhy why;
  uint64_t dims[4];
  if (ne_conv_operands(f, op, &c, 2)) return 1;
  if (nn_read_tconv(op, &c.tc, &why)) return ne_why(f, op, &why);
  if (c.wt->dims[3] != c.w.in->dims[3]) return interp_ub(f, op, "input channels that disagree");
  if (ne_bias_count(f, &c, (uint64_t)c.wt->dims[0]) || ne_tconv_size(f, &c, 0, &dims[1]) || ne_tconv_size(f, &c, 1, &dims[2]))
    return 1;
  dims[0] = (uint64_t)c.w.in->dims[0], dims[3] = (uint64_t)c.wt->dims[0];
  double work = (double)(c.tc.k[0] * c.tc.k[1]) * (double)c.w.in->dims[3];
  if (c.tc.stride[0] > 1 || c.tc.stride[1] > 1) return ne_build(f, op, 0, 4, dims, work, ne_tconv_elem, &c);
  c.rev = 1;   /* stride 1: the decomposition's conv2d (nn_tconv_stride1) */
  for (unsigned d = 0; d < 2; d++) {
    c.w.stride[d] = c.w.dil[d] = 1;
    c.w.pad[2 * d] = c.tc.k[d] - 1 + c.tc.out_pad[2 * d];
    c.w.pad[2 * d + 1] = c.tc.k[d] - 1 + c.tc.out_pad[2 * d + 1];
    c.w.k[d] = c.tc.k[d];
  }
  return ne_build(f, op, 0, 4, dims, work, ne_conv_elem, &c);
}

/* ---- pooling ---- */

typedef struct NePool {
  MlirOperation op;
  NeWin w;
  MlirType elem;
  int kind, ignore;
  unsigned width;
  NeMul m;                 /* float avg_pool2d: the accumulator type */
  uint64_t zp[2];          /* integer avg_pool2d: input_zp, output_zp (i32) */
} NePool;

/* Window positions along d inside the input (nn_pool_count). */
static uint64_t ne_pool_count(const NePool *p, uint64_t o, unsigned d) {
  uint64_t y0 = o * (uint64_t)p->w.stride[d], lo = (uint64_t)p->w.pad[2 * d];
  uint64_t y1 = y0 + p->w.k[d], hi = lo + (uint64_t)p->w.in->dims[1 + d];
  uint64_t a = y0 < lo ? lo : y0, b = y1 < hi ? y1 : hi;
  return a < b ? b - a : 0;
}

/* avg_pool2d on floats: sum from +0.0 over (kh, kw) of the input padded with +0.0, in the
 * accumulator type, divided by (float)(int32) count of non-padded positions, rounded. */
static int ne_avg_elem(IFn *f, const void *ctx, const uint64_t *o, IScalar *out) {
  const NePool *p = ctx;
  int ak = p->m.t.acc_kind;
  uint64_t k[2];
  IScalar acc = ne_zero(), x;
  if (interp_first(2, p->w.k, k)) do {
      if (ne_win_load(f, p->op, &p->w, o, k, o[3], 0, &x)) return 1;
      acc = ne_sc(if_add((IfFormat)ak, IF_RNE, acc.bits, ne_fconv(p->kind, ak, x.bits)), acc.poison || x.poison);
    } while (interp_next(2, p->w.k, k));
  nn_ev_zero_sum(f, ak, acc.bits);
  uint64_t cnt = ne_pool_count(p, o[1], 0) * ne_pool_count(p, o[2], 1);
  uint64_t q = if_div((IfFormat)ak, IF_RNE, acc.bits, if_from_int((IfFormat)ak, IF_RNE, cnt, 32, 1));
  *out = ne_sc(ne_fconv(ak, p->kind, q), acc.poison);
  return 0;
}

/* apply_scale_32(v, reciprocal_scale(c)) (nn_recip_scale): UB unless 1 <= c <= cmax, v in
 * [-2^(shift-1), 2^(shift-1)) and the result in i32. */
static int ne_recip_scale(IFn *f, MlirOperation op, uint64_t v, uint64_t c, uint64_t cmax, uint64_t *out) {
  int64_t mult, v64 = interp_sext(v, 32);
  unsigned shift;
  if (c < 1 || c > cmax) return interp_ub(f, op, "an average over %llu elements", (unsigned long long)c);
  nn_recip((unsigned)c, &mult, &shift);
  int64_t round = INT64_C(1) << (shift - 1);
  uint64_t r = ((uint64_t)v64 * (uint64_t)mult + (uint64_t)round);
  int64_t q = (int64_t)r >> shift;
  if (v64 < -round || v64 >= round || q != interp_sext((uint64_t)q, 32))
    return interp_ub(f, op, "apply_scale_32 out of its range");
  *out = (uint64_t)q & 0xffffffffu;
  return 0;
}

/* avg_pool2d on i8/i16: the i32 sum from 0 of the input padded with 0, minus count *
 * input_zp, ne_recip_scale, + output_zp (wrapping i32), clipped to the element type. */
static int ne_avg_int_elem(IFn *f, const void *ctx, const uint64_t *o, IScalar *out) {
  const NePool *p = ctx;
  uint64_t k[2], sum = 0, v = 0;
  int poison = 0;
  IScalar x;
  if (interp_first(2, p->w.k, k)) do {
      if (ne_win_load(f, p->op, &p->w, o, k, o[3], 0, &x)) return 1;
      sum = (sum + (uint64_t)interp_sext(x.bits, p->width)) & 0xffffffffu, poison |= x.poison;
    } while (interp_next(2, p->w.k, k));
  uint64_t cnt = (ne_pool_count(p, o[1], 0) * ne_pool_count(p, o[2], 1)) & 0xffffffffu;
  if (ne_recip_scale(f, p->op, (sum - cnt * p->zp[0]) & 0xffffffffu, cnt, ne_win_elems(&p->w), &v)) return 1;
  int64_t r = interp_sext(v + p->zp[1], 32), hi = (INT64_C(1) << (p->width - 1)) - 1;
  r = r < -hi - 1 ? -hi - 1 : r > hi ? hi : r;
  *out = ne_sc((uint64_t)r & interp_mask(p->width), poison);
  return 0;
}

/* max_pool2d: maximumf from -Inf (maxsi from INT_MIN) over (kh, kw), padding as that lowest
 * value; IGNORE (floats): from NaN, NaNs skipped, a NaN accumulator replaced (nn_step). */
static int ne_maxpool_elem(IFn *f, const void *ctx, const uint64_t *o, IScalar *out) {
  const NePool *p = ctx;
  IfFormat k = (IfFormat)p->kind;
  uint64_t lo = p->kind >= 0 ? (p->ignore ? if_default_nan(k) : ne_double(p->kind, -INFINITY))
                             : UINT64_C(1) << (p->width - 1), kk[2];
  IScalar acc = ne_sc(lo, 0), x;
  if (interp_first(2, p->w.k, kk)) do {
      if (ne_win_load(f, p->op, &p->w, o, kk, o[3], lo, &x)) return 1;
      uint64_t v = acc.bits;
      if (p->kind < 0) v = interp_sext(x.bits, p->width) > interp_sext(v, p->width) ? x.bits : v;
      else if (!p->ignore) v = if_maximum(k, v, x.bits);
      else if (!if_is_nan(k, x.bits)) v = if_is_nan(k, v) ? x.bits : if_maximum(k, v, x.bits);
      acc = ne_sc(v, acc.poison || x.poison);
    } while (interp_next(2, p->w.k, kk));
  *out = acc;
  return 0;
}

/* Integer avg_pool2d: the element type, acc_type, zero points (i32; non-zero unless i8 is UB). */
static int ne_avg_int_setup(IFn *f, MlirOperation op, NePool *p) {
  NnWhy why;
  if (nn_read_avg_int(op, p->width, &why)) return ne_why(f, op, &why);
  if (ne_zp(f, op, 1, 32, &p->zp[0]) || ne_zp(f, op, 2, 32, &p->zp[1])) return 1;
  if (p->width != 8 && (p->zp[0] || p->zp[1])) return interp_ub(f, op, "a zero point other than 0 on i%u", p->width);
  if (ne_win_elems(&p->w) > 4096) return interp_unsupported(f, op, "on integers with a kernel of more than 4096 elements");
  return 0;
}

/* A pooling op: input, window, kernel (nn_pool), the result of elem() per element. */
static int ne_pool(IFn *f, MlirOperation op, int avg) {
  NePool p = {op};
  NnWhy why;
  int64_t kernel[2];
  uint64_t dims[4];
  p.w.ns = 2;
  if (ne_tensor(f, op, 0, 4, &p.w.in)) return 1;
  if (nn_read_window(op, 2, 0, p.w.pad, p.w.stride, p.w.dil, &why) || nn_read_ints(op, "kernel", 2, 1, kernel, &why))
    return ne_why(f, op, &why);
  p.w.k[0] = kernel[0], p.w.k[1] = kernel[1];
  p.elem = ne_oelem(op, 0);
  p.kind = interp_float_format(p.elem);
  p.ignore = nn_read_nan_ignore(interp_of(f)->arena, op);
  p.width = interp_width(p.elem);
  if (!p.width) return interp_unsupported(f, op, "on this element type");
  if (!mlirTypeEqual(p.elem, mlirShapedTypeGetElementType(ne_rtype(op, 0))))
    return interp_unsupported(f, op, "with another result element type");
  NeElemFn elem = ne_maxpool_elem;
  if (avg && p.kind < 0 && ne_avg_int_setup(f, op, &p)) return 1;
  if (avg && p.kind >= 0 && ne_mul_setup(f, op, 0, 0, 1, 2, &p.m)) return 1;
  if (avg) elem = p.kind >= 0 ? ne_avg_elem : ne_avg_int_elem;
  if (ne_out_sizes(f, op, &p.w, dims)) return 1;
  dims[0] = (uint64_t)p.w.in->dims[0], dims[3] = (uint64_t)p.w.in->dims[3];
  return ne_build(f, op, 0, 4, dims, (double)ne_win_elems(&p.w), elem, &p);
}

int nn_ev_avg_pool2d(IFn *f, MlirOperation op) { return ne_pool(f, op, 1); }
int nn_ev_max_pool2d(IFn *f, MlirOperation op) { return ne_pool(f, op, 0); }

/* ---- fft2d and rfft2d ---- */

typedef struct NeFft {
  MlirOperation op;
  ITensor *re, *im;        /* im NULL for rfft2d */
  IfFormat k;
  int inverse, imag;
} NeFft;

/* The angle for input (iy, ix) and output (oy, ox) (nn_fft_angle): 2pi rounded to the
 * type times (float((iy*oy) mod H) / float(H) + float((ix*ox) mod W) / float(W)), times
 * -1.0 when inverse. */
static uint64_t ne_fft_angle(const NeFft *c, const uint64_t *o, const uint64_t *i) {
  uint64_t part[2];
  for (int d = 0; d < 2; d++) {
    uint64_t n = (uint64_t)c->re->dims[1 + d], a = (i[d] * o[1 + d]) % n;
    part[d] = if_div(c->k, IF_RNE, if_from_int(c->k, IF_RNE, a, 32, 0), if_from_int(c->k, IF_RNE, n, 32, 0));
  }
  uint64_t v = if_mul(c->k, IF_RNE, ne_double(c->k, 6.283185307179586), if_add(c->k, IF_RNE, part[0], part[1]));
  return c->inverse ? if_mul(c->k, IF_RNE, v, ne_double(c->k, -1.0)) : v;
}

/* cos or sin of a: libm's value (math.cos / math.sin, uninterpreted), exact at +-0. */
static uint64_t ne_trig(IFn *f, const NeFft *c, const char *fn, uint64_t a) {
  uint64_t r = 0;
  if (!if_is_zero(c->k, a)) interp_of(f)->libm = 1;
  if_libm(c->k, fn, 1, &a, &r);
  return r;
}

/* One fft sum (nn_fft_elem) over (iy, ix) row-major from +0.0: rfft2d real += in*cos(a),
 * imag -= in*sin(a); fft2d real += re*cos(a) + im*sin(a), imag += im*cos(a) - re*sin(a). */
static int ne_fft_elem(IFn *f, const void *ctx, const uint64_t *o, IScalar *out) {
  const NeFft *c = ctx;
  uint64_t i[2];
  const int64_t *n = c->re->dims + 1;
  IScalar acc = ne_zero(), re, im;
  if (interp_first(2, n, i)) do {
      uint64_t at[3] = {o[0], i[0], i[1]}, a = ne_fft_angle(c, o, i), x;
      uint64_t cs = ne_trig(f, c, "cos", a), sn = ne_trig(f, c, "sin", a);
      if (ne_get(f, c->op, c->re, at, &re) || (c->im && ne_get(f, c->op, c->im, at, &im))) return 1;
      if (!c->im) im = re;
      if (!c->im) x = if_mul(c->k, IF_RNE, re.bits, c->imag ? sn : cs);
      else if (c->imag) x = if_sub(c->k, IF_RNE, if_mul(c->k, IF_RNE, im.bits, cs), if_mul(c->k, IF_RNE, re.bits, sn));
      else x = if_add(c->k, IF_RNE, if_mul(c->k, IF_RNE, re.bits, cs), if_mul(c->k, IF_RNE, im.bits, sn));
      x = !c->im && c->imag ? if_sub(c->k, IF_RNE, acc.bits, x) : if_add(c->k, IF_RNE, acc.bits, x);
      acc = ne_sc(x, acc.poison || re.poison || im.poison);
    } while (interp_next(2, n, i));
  *out = acc;
  return 0;
}

/* fft2d / rfft2d: [N, H, W] inputs (fft2d: two of one shape), H and W powers of two (UB
 * otherwise); results [N, H, W] (rfft2d: [N, H, W / 2 + 1]), real then imaginary. */
static int ne_fft(IFn *f, MlirOperation op, int complex_in) {
  NeFft c = {op};
  if (ne_tensor(f, op, 0, 3, &c.re) || (complex_in && ne_tensor(f, op, 1, 3, &c.im))) return 1;
  int k = interp_float_format(ne_rtype(op, 0));
  if (k < 0) return interp_unsupported(f, op, "on a non-float type");
  c.k = (IfFormat)k;
  c.inverse = complex_in && nn_read_inverse(op);
  for (unsigned d = 0; complex_in && d < 3; d++)
    if (c.re->dims[d] != c.im->dims[d]) return interp_ub(f, op, "real and imaginary inputs of different shapes");
  for (unsigned d = 1; d < 3; d++)
    if (!c.re->dims[d] || (c.re->dims[d] & (c.re->dims[d] - 1))) return interp_ub(f, op, "a size that is not a power of two");
  uint64_t dims[3] = {(uint64_t)c.re->dims[0], (uint64_t)c.re->dims[1], (uint64_t)c.re->dims[2]};
  if (!complex_in) dims[2] = dims[2] / 2 + 1;
  double work = (double)dims[1] * (double)c.re->dims[2];
  for (c.imag = 0; c.imag < 2; c.imag++)
    if (ne_build(f, op, c.imag, 3, dims, work, ne_fft_elem, &c)) return 1;
  return 0;
}

int nn_ev_fft2d(IFn *f, MlirOperation op) { return ne_fft(f, op, 1); }
int nn_ev_rfft2d(IFn *f, MlirOperation op) { return ne_fft(f, op, 0); }
