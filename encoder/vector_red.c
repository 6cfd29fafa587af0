/* vector_red.c: the vector dialect's reductions, vector.reduction and
 * vector.multi_reduction (docs/semantics.md section 12, "vector"; quotes from
 * Dialect/Vector/IR/VectorOps.td), as folds of reduce.h: in index order, starting from
 * the accumulator (from the combiner's identity without one), float folds with
 * fastmath<reassoc> (or sums under --assume=associative) as functions of the multiset. */
#include <string.h>
#include <mlir-c/BuiltinAttributes.h>
#include <mlir-c/BuiltinTypes.h>
#include "enc.h"
#include "fp.h"
#include "ifloat.h"
#include "interp.h"
#include "mlirutil.h"
#include "reduce.h"
#include "tval.h"

/* VR_UNROLL_NOW: ordered folds of at most this many elements are unrolled at once, not
 * first tried as uninterpreted functions or multisets (reduce.h's stages): the small
 * vectors of lowerings, whose unrolled forms (elementwise ops on extracted rows) only the
 * last stage matches anyway. */
enum { VR_MAX_RANK = 16, VR_MAX_OUT = 256, VR_UNROLL_NOW = 8 };

/* A CombiningKind by name, and the combiner for float and integer elements (-1: none). */
static const struct {
  const char *name;
  int fc, ic;
} vr_kinds[] = {
    {"add", RED_ADDF, RED_ADDI},          {"mul", RED_MULF, RED_MULI},
    {"minui", -1, RED_MINUI},             {"minsi", -1, RED_MINSI},
    {"maxui", -1, RED_MAXUI},             {"maxsi", -1, RED_MAXSI},
    {"and", -1, RED_ANDI},                {"or", -1, RED_ORI},
    {"xor", -1, RED_XORI},                {"minnumf", RED_MINNUMF, -1},
    {"maxnumf", RED_MAXNUMF, -1},         {"minimumf", RED_MINIMUMF, -1},
    {"maximumf", RED_MAXIMUMF, -1},
};

/* A reduction's form: combiner, element type, whether it is a multiset function. */
typedef struct VrForm {
  RedComb comb;
  MlirType elem;
  int fk;                      /* float format (IfFormat), or -1 */
  unsigned w;                  /* element bits */
  unsigned fm;                 /* MU_FM_* flags */
} VrForm;

/* The op's kind attribute (#vector.kind<add>) for elements of type elem; NULL or why not
 * supported. */
static const char *vr_form(Arena *a, MlirOperation op, MlirType elem, VrForm *x) {
  memset(x, 0, sizeof *x);
  x->elem = elem;
  x->fk = interp_float_format(elem);
  x->w = interp_width(elem);
  MlirAttribute k = mu_attr(op, "kind");
  const char *t = mlirAttributeIsNull(k) ? NULL : mu_attr_str(a, k);
  t = t ? strchr(t, '<') : NULL;
  if (!t || !x->w || x->w > 64 || (mlirTypeIsAFloat(elem) && x->fk < 0)) return "of this element type";
  x->fm = x->fk >= 0 ? mu_fastmath(a, op) : 0;
  for (size_t i = 0; i < sizeof vr_kinds / sizeof vr_kinds[0]; i++) {
    size_t n = strlen(vr_kinds[i].name);
    if (strncmp(t + 1, vr_kinds[i].name, n) || t[1 + n] != '>') continue;
    int c = x->fk >= 0 ? vr_kinds[i].fc : vr_kinds[i].ic;
    if (c < 0) return "of this kind on this element type";
    x->comb = (RedComb)c;
    return NULL;
  }
  return "of an unknown kind";
}

/* A reduction's combiner on its vector operand (encoder and evaluator): NULL or why not. */
static const char *vr_vec_form(Arena *a, MlirOperation op, VrForm *x) {
  MlirType vt = mlirValueGetType(mlirOperationGetOperand(op, 0));
  return tval_is_tensor(vt) ? vr_form(a, op, mlirShapedTypeGetElementType(vt), x) : "of a scalable vector";
}

/* Whether the fold is a function of the multiset: a float combiner with fastmath<reassoc>,
 * or a float sum under --assume=associative (recorded). */
static int vr_reassoc(EncFn *f, const VrForm *x) {
  if (x->fk < 0) return 0;
  if (x->fm & MU_FM_REASSOC) return 1;
  if (x->comb == RED_ADDF && (f->q->opts->assume & TV_ASSUME_ASSOCIATIVE)) return f->q->assumed_associative = 1;
  return 0;
}

/* ---- encoders ---- */

/* init op the elements of src at base + sum_j r_j * stride[j] (r_j < size[j], row-major
 * order): unrolled with the exact combiner when red_unroll says so, else one RedFold. */
static int vr_fold(EncFn *f, const VrForm *x, int reassoc, EncVal init, EncVal src, uint64_t base, unsigned k,
                   const int64_t *size, const uint64_t *stride, EncVal *out) {
  Smt *s = f->s;
  uint64_t total = 1, ri[VR_MAX_RANK];
  for (unsigned j = 0; j < k; j++) total *= (uint64_t)size[j];
  unsigned cnt;
  if ((total <= VR_UNROLL_NOW && !reassoc && (cnt = (unsigned)total, 1)) ||
      red_unroll(f, smt_bv_u64(s, 64, total), 1, reassoc, &cnt)) {
    *out = cnt ? red_start(f, x->comb, x->elem, init) : init;
    if (interp_first(k, size, ri)) do {
        uint64_t at = base;
        for (unsigned j = 0; j < k; j++) at += ri[j] * stride[j];
        if (red_combine(f, x->comb, x->elem, tval_at(f, src, smt_bv_u64(s, 64, at)), *out, out)) return 1;
      } while (interp_next(k, size, ri));
    return enc_failed(f);
  }
  Z3_ast r[VR_MAX_RANK], n[VR_MAX_RANK], at = smt_bv_u64(s, 64, base);
  for (unsigned j = 0; j < k; j++) {
    r[j] = tval_index(f, "vred");
    n[j] = smt_bv_u64(s, 64, (uint64_t)size[j]);
    at = smt_app2(s, Z3_mk_bvadd, at, smt_app2(s, Z3_mk_bvmul, r[j], smt_bv_u64(s, 64, stride[j])));
  }
  RedFold fd = {x->comb, x->elem, reassoc, init, k, r, n, tval_at(f, src, at), NULL};
  return red_fold(f, &fd, out);
}

/* reduction: "reduces an 1-D vector horizontally into a scalar", with the optional
 * accumulator: acc op v[0] op v[1] ... in order (LLVM's vector.reduce intrinsics, which
 * the op documents it stays close to: "the reduction begins with the start value and
 * performs an fadd operation with consecutively increasing vector element indices");
 * without an accumulator from the combiner's identity (-0.0 for float sums, so the
 * result is v[0] op v[1] ...). */
static int enc_reduction(EncFn *f, MlirOperation op) {
  MlirType vt = mlirValueGetType(mlirOperationGetOperand(op, 0));
  VrForm x;
  const char *why = vr_vec_form(&f->q->arena, op, &x);
  if (why) return enc_unsupported(f, op, why);
  if (!(x.w = enc_width(f, vt, op))) return 1;   /* the encoding's width (abstract floats) */
  EncVal vec, init = {red_identity(f, x.comb, x.elem, x.w), smt_true(f->s), NULL, NULL}, out;
  if (enc_operand(f, op, 0, &vec)) return 1;
  if (mlirOperationGetNumOperands(op) > 1 && enc_operand(f, op, 1, &init)) return 1;
  int64_t n = mlirShapedTypeGetRank(vt) ? mlirShapedTypeGetDimSize(vt, 0) : 1;
  uint64_t one = 1;
  if (vr_fold(f, &x, vr_reassoc(f, &x), init, vec, 0, 1, &n, &one, &out)) return 1;
  if (x.fm & ~(MU_FM_REASSOC | MU_FM_CONTRACT)) {   /* nnan, ninf (and the unmodelled ones) */
    if (n > VR_MAX_OUT) return enc_unsupported(f, op, "with fastmath flags on more than 256 elements");
    Z3_ast vals[VR_MAX_OUT + 2];
    unsigned k = 0;
    for (int64_t j = 0; j < n && j < VR_MAX_OUT; j++) vals[k++] = tval_at(f, vec, smt_bv_u64(f->s, 64, (uint64_t)j)).v;
    vals[k++] = init.v, vals[k++] = out.v;
    Z3_ast ok = fp_fastmath(f, op, (FpKind)fp_kind(x.elem), k, vals);
    if (!ok) return enc_failed(f) ? 1 : enc_stop(f->q, TV_ERROR, "internal: fastmath");
    out.np = smt_and(f->s, out.np, ok);
  }
  return enc_result(f, op, 0, out);
}

/* The shape of a multi_reduction: source sizes, which dimensions are reduced. */
typedef struct VrMulti {
  unsigned rank, nred, nkeep;
  int64_t d[VR_MAX_RANK];
  unsigned red[VR_MAX_RANK], keep[VR_MAX_RANK];
  uint64_t stride[VR_MAX_RANK], nout;
} VrMulti;

static const char *vr_multi(MlirOperation op, VrMulti *m) {
  memset(m, 0, sizeof *m);
  MlirType st = mlirValueGetType(mlirOperationGetOperand(op, 0));
  MlirAttribute rd = mu_attr(op, "reduction_dims");
  if (!tval_is_tensor(st)) return "of a scalable vector";
  if (mlirAttributeIsNull(rd) || !mlirAttributeIsADenseI64Array(rd)) return "without reduction_dims";
  m->rank = (unsigned)mlirShapedTypeGetRank(st);
  if (m->rank > VR_MAX_RANK) return "of rank over 16";
  int isred[VR_MAX_RANK] = {0};
  for (intptr_t i = 0; i < mlirDenseArrayGetNumElements(rd); i++) {
    int64_t d = mlirDenseI64ArrayGetElement(rd, i);
    if (d < 0 || d >= (int64_t)m->rank) return "with a bad reduction dimension";
    isred[d] = 1;
  }
  m->nout = 1;
  for (unsigned d = m->rank; d-- > 0;) {
    m->d[d] = mlirShapedTypeGetDimSize(st, d);
    m->stride[d] = d + 1 < m->rank ? m->stride[d + 1] * (uint64_t)m->d[d + 1] : 1;
  }
  for (unsigned d = 0; d < m->rank; d++) {
    if (isred[d]) m->red[m->nred++] = d;
    else m->keep[m->nkeep++] = d, m->nout *= (uint64_t)m->d[d];
  }
  return m->nout > VR_MAX_OUT ? "with more than 256 results" : NULL;
}

/* A multi_reduction's shape and combiner, for the encoder and the evaluator alike: NULL, or
 * why it is unsupported. */
static const char *vr_multi_form(Arena *a, MlirOperation op, VrMulti *m, VrForm *x) {
  const char *why = vr_multi(op, m);
  if (why) return why;
  return vr_form(a, op, mlirShapedTypeGetElementType(mlirValueGetType(mlirOperationGetOperand(op, 0))), x);
}

/* Source position of result element p (over the kept dimensions, row-major) with every
 * reduced index 0. */
static uint64_t vr_base(const VrMulti *m, uint64_t p) {
  uint64_t at = 0;
  for (unsigned k = m->nkeep; k-- > 0; p /= (uint64_t)m->d[m->keep[k]])
    at += (p % (uint64_t)m->d[m->keep[k]]) * m->stride[m->keep[k]];
  return at;
}

/* multi_reduction: result[p] = acc[p] op the source elements at p along the reduced
 * dimensions, in row-major order of those (the order of the lowerings: the inner one's
 * vector.reduction per row from acc, the outer one's elementwise ops from acc). */
static int enc_multi_reduction(EncFn *f, MlirOperation op) {
  VrMulti m;
  VrForm x;
  MlirType rt = mlirValueGetType(mlirOperationGetResult(op, 0));
  MlirType st = mlirValueGetType(mlirOperationGetOperand(op, 0));
  const char *why = vr_multi_form(&f->q->arena, op, &m, &x);
  if (why) return enc_unsupported(f, op, why);
  if (!(x.w = enc_width(f, st, op))) return 1;   /* the encoding's width (abstract floats) */
  EncVal src, acc;
  if (enc_operand(f, op, 0, &src) || enc_operand(f, op, 1, &acc)) return 1;
  Smt *s = f->s;
  int64_t size[VR_MAX_RANK];
  uint64_t stride[VR_MAX_RANK];
  for (unsigned j = 0; j < m.nred; j++) size[j] = m.d[m.red[j]], stride[j] = m.stride[m.red[j]];
  int reassoc = vr_reassoc(f, &x);
  Z3_sort is = smt_bv_sort(s, 64);
  Z3_ast v = smt_const_array(s, is, smt_bv_u64(s, x.w, 0)), np = smt_const_array(s, is, smt_true(s));
  EncVal out = {0};
  for (uint64_t p = 0; p < m.nout; p++) {
    Z3_ast at = smt_bv_u64(s, 64, p);
    EncVal init = acc.t ? tval_at(f, acc, at) : acc;
    if (vr_fold(f, &x, reassoc, init, src, vr_base(&m, p), m.nred, size, stride, &out)) return 1;
    v = smt_app3(s, Z3_mk_store, v, at, out.v);
    np = smt_app3(s, Z3_mk_store, np, at, out.np);
  }
  if (!mlirTypeIsAVector(rt)) return enc_result(f, op, 0, out);
  EncTensor *sh = tval_type_shape(f, rt, NULL, "vector");
  return sh ? enc_result(f, op, 0, (EncVal){v, np, sh, NULL}) : 1;
}

/* ---- evaluators ---- */

/* The identity of c on concrete bits (red_identity). */
static uint64_t vr_ev_identity(const VrForm *x) {
  IfFormat k = (IfFormat)x->fk;
  uint64_t m = interp_mask(x->w), top = 1ull << (x->w - 1);
  uint64_t one = x->fk >= 0 ? if_from_int(k, IF_RNE, 1, 2, 0) : 1;
  switch (x->comb) {
  case RED_ADDF: return top;   /* -0.0 */
  case RED_MULF: return one;
  case RED_MAXIMUMF: return if_neg(k, if_div(k, IF_RNE, one, 0));
  case RED_MINIMUMF: return if_div(k, IF_RNE, one, 0);
  case RED_MAXNUMF: case RED_MINNUMF: return if_default_nan(k);
  case RED_MULI: return 1;
  case RED_MAXSI: return top;
  case RED_MINSI: return top - 1;
  case RED_MINUI: case RED_ANDI: return m;
  default: return 0;
  }
}

/* acc op e (red_combine); poison if either is. */
static IScalar vr_ev_comb(const VrForm *x, IScalar acc, IScalar e) {
  IfFormat k = (IfFormat)x->fk;
  uint64_t a = acc.bits, b = e.bits, m = interp_mask(x->w), v = 0;
  int64_t sa = interp_sext(a, x->w), sb = interp_sext(b, x->w);
  switch (x->comb) {
  case RED_ADDF: v = if_add(k, IF_RNE, a, b); break;
  case RED_MULF: v = if_mul(k, IF_RNE, a, b); break;
  case RED_MAXIMUMF: v = if_maximum(k, a, b); break;
  case RED_MINIMUMF: v = if_minimum(k, a, b); break;
  case RED_MAXNUMF: v = if_maxnum(k, a, b, NULL); break;
  case RED_MINNUMF: v = if_minnum(k, a, b, NULL); break;
  case RED_ADDI: v = (a + b) & m; break;
  case RED_MULI: v = (a * b) & m; break;
  case RED_MAXSI: v = sa < sb ? b : a; break;
  case RED_MINSI: v = sb < sa ? b : a; break;
  case RED_MAXUI: v = (a & m) < (b & m) ? b : a; break;
  case RED_MINUI: v = (b & m) < (a & m) ? b : a; break;
  case RED_ANDI: v = a & b; break;
  case RED_ORI: v = a | b; break;
  default: v = (a ^ b) & m; break;
  }
  return (IScalar){v, (uint8_t)(acc.poison | e.poison), 0};
}

static int ev_reduction(IFn *f, MlirOperation op) {
  VrForm x;
  IVal vec, acc = {0};
  const char *why = vr_vec_form(interp_of(f)->arena, op, &x);
  if (why) return interp_unsupported(f, op, why);
  if (interp_operand(f, op, 0, &vec)) return 1;
  if (mlirOperationGetNumOperands(op) > 1) {
    if (interp_operand(f, op, 1, &acc)) return 1;
  } else acc.s = (IScalar){vr_ev_identity(&x), 0, 0};
  uint64_t vals[VR_MAX_OUT + 2];
  unsigned k = 0;
  if ((x.fm & ~(MU_FM_REASSOC | MU_FM_CONTRACT)) && vec.t->n > VR_MAX_OUT)
    return interp_unsupported(f, op, "with fastmath flags on more than 256 elements");
  for (size_t i = 0; i < vec.t->n && i < VR_MAX_OUT; i++) vals[k++] = vec.t->e[i].bits;
  vals[k++] = acc.s.bits;
  for (size_t i = 0; i < vec.t->n; i++) acc.s = vr_ev_comb(&x, acc.s, vec.t->e[i]);
  vals[k++] = acc.s.bits;
  if (x.fm & ~(MU_FM_REASSOC | MU_FM_CONTRACT)) acc.s.poison |= (uint8_t)interp_fastmath_poison(f, op, x.fk, k, vals);
  return interp_result(f, op, 0, acc);
}

static int ev_multi_reduction(IFn *f, MlirOperation op) {
  VrMulti m;
  VrForm x;
  MlirType rt = mlirValueGetType(mlirOperationGetResult(op, 0));
  const char *why = vr_multi_form(interp_of(f)->arena, op, &m, &x);
  if (why) return interp_unsupported(f, op, why);
  IVal src, acc, res = {0};
  if (interp_operand(f, op, 0, &src) || interp_operand(f, op, 1, &acc)) return 1;
  if (mlirTypeIsAVector(rt) && interp_tensor(interp_of(f), rt, NULL, &res)) return 1;
  int64_t rd[VR_MAX_RANK];
  uint64_t ri[VR_MAX_RANK];
  for (unsigned j = 0; j < m.nred; j++) rd[j] = m.d[m.red[j]];
  for (uint64_t p = 0; p < m.nout; p++) {
    IScalar a = acc.t ? acc.t->e[p] : acc.s;
    if (interp_first(m.nred, rd, ri)) do {
        uint64_t at = vr_base(&m, p);
        for (unsigned j = 0; j < m.nred; j++) at += ri[j] * m.stride[m.red[j]];
        a = vr_ev_comb(&x, a, src.t->e[at]);
      } while (interp_next(m.nred, rd, ri));
    if (res.t) res.t->e[p] = a;
    else res.s = a;
  }
  return interp_result(f, op, 0, res);
}

/* Sorted by name. */
static const EncOpDef vector_red_ops[] = {
    {"vector.multi_reduction", enc_multi_reduction, "acc combined with the source along the reduced dimensions, row-major order; float reassoc: any order", ev_multi_reduction},
    {"vector.reduction", enc_reduction, "acc (or the identity) combined with v[0], v[1], ... in order; fastmath<reassoc>: any order; nnan/ninf: a NaN/Inf element, acc or result is poison", ev_reduction},
};

const EncTable vector_red_table = {"vector", vector_red_ops, sizeof vector_red_ops / sizeof vector_red_ops[0]};
