/* reduce.c: reductions as uninterpreted functions of masked arrays, as dot products, as
 * functions of multisets (hashes), or unrolled (reduce.h; seed 003 sections 5.1, 5.3, 6.3). */
#include "reduce.h"
#include <stdio.h>
#include <string.h>
#include <mlir-c/BuiltinTypes.h>
#include "fp.h"
#include "mlirutil.h"
#include "tval.h"

enum { RED_MAX_DIMS = 8, RED_HASH_BITS = 128 };

/* The ops a fold can combine with, and the combiner each one is: a value per op (with its
 * identity below), so a map of this family rather than a property of the op tables. */
static const struct {
  const char *op, *name;
} red_combs[RED_NCOMBS] = {
    [RED_ADDF] = {"arith.addf", "addf"},       [RED_MULF] = {"arith.mulf", "mulf"},
    [RED_MAXIMUMF] = {"arith.maximumf", "maximumf"}, [RED_MINIMUMF] = {"arith.minimumf", "minimumf"},
    [RED_MAXNUMF] = {"arith.maxnumf", "maxnumf"}, [RED_MINNUMF] = {"arith.minnumf", "minnumf"},
    [RED_SUBF] = {"arith.subf", "subf"},
    [RED_ADDI] = {"arith.addi", "addi"},       [RED_MULI] = {"arith.muli", "muli"},
    [RED_MAXSI] = {"arith.maxsi", "maxsi"},    [RED_MINSI] = {"arith.minsi", "minsi"},
    [RED_MAXUI] = {"arith.maxui", "maxui"},    [RED_MINUI] = {"arith.minui", "minui"},
    [RED_ANDI] = {"arith.andi", "andi"},       [RED_ORI] = {"arith.ori", "ori"},
    [RED_XORI] = {"arith.xori", "xori"},
};

int red_comb_of(MlirOperation op) {
  for (int c = 0; c < RED_NCOMBS; c++)
    if (mu_op_is(op, red_combs[c].op)) return c;
  return -1;
}

const char *red_comb_name(RedComb c) { return red_combs[c].name; }

static int is_float_comb(RedComb c) { return c <= RED_SUBF; }

int red_op_reassoc(EncFn *f, MlirOperation op) {
  if ((f->q->opts->assume & TV_ASSUME_ASSOCIATIVE) && red_comb_of(op) == RED_ADDF) {   /* the user's */
    f->q->assumed_associative = 1;
    return 1;
  }
  MlirAttribute fm = mu_attr(op, "fastmath");
  char *a = mlirAttributeIsNull(fm) ? NULL : mu_attr_str(&f->q->arena, fm);
  a = a ? strchr(a, '<') : NULL;   /* #arith.fastmath<flags> */
  return a && (strstr(a, "reassoc") || strstr(a, "fast"));
}

EncVal red_start(EncFn *f, RedComb c, MlirType elem, EncVal init) {
  int k = fp_kind(elem);
  if (c != RED_ADDF || k < 0 || !(f->q->opts->assume & TV_ASSUME_ZERO_SUM) || !init.v) return init;
  /* the constant only: a start that is +0.0 at run time (an argument, an element) is a
   * value, and taking it as -0.0 would tell a sum from +0.0 + x0 apart from one from x0 */
  Z3_ast v = smt_simplify(f->s, init.v), pz = smt_simplify(f->s, fp_zero(f, (FpKind)k, 0));
  if (!v || !pz || !Z3_is_eq_ast(f->s->ctx, v, pz)) return init;
  f->q->assumed_zero_sum = 1;
  init.v = fp_zero(f, (FpKind)k, 1);
  return init;
}

/* The element no fold is changed by: -0.0 for float sums (x + -0.0 = x for every x,
 * +0.0 is not: -0.0 + +0.0 = +0.0), +0.0 for acc - x (-0.0 - +0.0 = -0.0), NaN for
 * maxnum/minnum (which ignore NaN). */
Z3_ast red_identity(EncFn *f, RedComb c, MlirType elem, unsigned w) {
  Smt *s = f->s;
  int k = fp_kind(elem);
  switch (c) {
  case RED_ADDF: return fp_zero(f, (FpKind)k, 1);
  case RED_SUBF: return fp_zero(f, (FpKind)k, 0);
  case RED_MULF: return fp_one(f, (FpKind)k);
  case RED_MAXIMUMF: return fp_inf(f, (FpKind)k, 1);
  case RED_MINIMUMF: return fp_inf(f, (FpKind)k, 0);
  case RED_MAXNUMF:
  case RED_MINNUMF: return fp_nan(f, (FpKind)k);
  case RED_MULI: return smt_bv_u64(s, w, 1);
  case RED_MAXSI: return smt_app2(s, Z3_mk_bvshl, smt_bv_u64(s, w, 1), smt_bv_u64(s, w, w - 1));
  case RED_MINSI: return smt_app2(s, Z3_mk_bvlshr, smt_app1(s, Z3_mk_bvnot, smt_bv_u64(s, w, 0)), smt_bv_u64(s, w, 1));
  case RED_MINUI:
  case RED_ANDI: return smt_app1(s, Z3_mk_bvnot, smt_bv_u64(s, w, 0));
  default: return smt_bv_u64(s, w, 0);   /* addi, maxui, ori, xori */
  }
}

static Z3_ast int_combine(Smt *s, RedComb c, Z3_ast a, Z3_ast b) {
  switch (c) {
  case RED_ADDI: return smt_app2(s, Z3_mk_bvadd, a, b);
  case RED_MULI: return smt_app2(s, Z3_mk_bvmul, a, b);
  case RED_ANDI: return smt_app2(s, Z3_mk_bvand, a, b);
  case RED_ORI: return smt_app2(s, Z3_mk_bvor, a, b);
  case RED_XORI: return smt_app2(s, Z3_mk_bvxor, a, b);
  default: break;
  }
  SmtFn2 lt = c == RED_MAXSI || c == RED_MINSI ? Z3_mk_bvslt : Z3_mk_bvult;
  Z3_ast a_lt_b = smt_app2(s, lt, a, b);
  return c == RED_MAXSI || c == RED_MAXUI ? smt_ite(s, a_lt_b, b, a) : smt_ite(s, a_lt_b, a, b);
}

int red_combine(EncFn *f, RedComb c, MlirType elem, EncVal x, EncVal acc, EncVal *out) {
  static const FpBin bins[] = {[RED_ADDF] = FP_ADD, [RED_MULF] = FP_MUL, [RED_MAXIMUMF] = FP_MAXIMUM,
                               [RED_MINIMUMF] = FP_MINIMUM, [RED_MAXNUMF] = FP_MAXNUM,
                               [RED_MINNUMF] = FP_MINNUM, [RED_SUBF] = FP_SUB};
  int k = fp_kind(elem);
  if (is_float_comb(c) != (k >= 0))
    return enc_stop(f->q, TV_ERROR, "internal: reduction %s on the wrong element type", red_comb_name(c));
  out->v = k >= 0 ? fp_binary(f, (FpKind)k, bins[c], acc.v, x.v) : int_combine(f->s, c, acc.v, x.v);
  out->np = smt_and(f->s, acc.np, x.np);
  out->t = NULL;
  out->m = NULL;
  return enc_failed(f);
}

static Z3_ast subst(EncFn *f, Z3_ast t, unsigned n, const Z3_ast *from, const Z3_ast *to) {
  return t && n ? smt_subst(f->s, t, n, from, to) : t;
}

/* The fold's index space: the non-unit dimensions bound by the element arrays' lambdas,
 * "inside the bounds" over them, and the unit dimensions' indices replaced by 0. */
typedef struct RedDims {
  unsigned m, nunit;
  Z3_app bound[RED_MAX_DIMS];
  Z3_ast inside;
  Z3_ast unit[RED_MAX_DIMS], zero[RED_MAX_DIMS];
} RedDims;

static int red_dims(EncFn *f, const RedFold *fd, RedDims *d) {
  Smt *s = f->s;
  memset(d, 0, sizeof *d);
  d->inside = smt_true(s);
  for (unsigned j = 0; j < fd->k; j++) {
    uint64_t v;
    if (tval_const_u64(f, fd->n[j], &v) && v == 1) {
      d->unit[d->nunit] = fd->r[j];
      d->zero[d->nunit++] = smt_bv_u64(s, 64, 0);
      continue;
    }
    d->inside = smt_and(s, d->inside, smt_app2(s, Z3_mk_bvult, fd->r[j], fd->n[j]));
    d->bound[d->m++] = Z3_to_app(s->ctx, fd->r[j]);
  }
  return enc_failed(f);
}

/* lambda (non-unit indices). inside ? t : outside, with unit indices at 0. */
static Z3_ast red_array(EncFn *f, const RedDims *d, Z3_ast t, Z3_ast outside) {
  Z3_ast body = smt_ite(f->s, d->inside, subst(f, t, d->nunit, d->unit, d->zero), outside);
  return smt_lambda_n(f->s, d->m, d->bound, body);
}

/* "what.comb.type." (the caller appends what tells its functions apart). */
static void fold_name(EncFn *f, const RedFold *fd, unsigned w, const char *what, char *buf, size_t n) {
  int kind = fp_kind(fd->elem);
  if (kind >= 0) snprintf(buf, n, "%s.%s.%s.", what, red_comb_name(fd->comb), fp_kind_name((FpKind)kind));
  else snprintf(buf, n, "%s.%s.i%u.", what, red_comb_name(fd->comb), w);
}

/* "no element is poison" is a predicate of the masked not-poison array: an uninterpreted
 * one (k-dimensional all-true arrays cannot be compared with through the C API, and Z3
 * 4.8.12 crashes on an always-false lambda that ignores its indices); sound for proofs,
 * and a counterexample through the fold is inconclusive anyway. */
static Z3_ast no_poison(EncFn *f, const RedDims *d, const char *name, EncVal init, Z3_ast np) {
  Smt *s = f->s;
  Z3_ast arr = red_array(f, d, np, smt_true(s));
  if (!arr) return NULL;
  char npname[96];
  snprintf(npname, sizeof npname, "%s.np", name);
  Z3_sort dom = Z3_get_sort(s->ctx, arr);
  return smt_and(s, init.np, smt_call(s, smt_fun(s, npname, 1, &dom, Z3_mk_bool_sort(s->ctx)), 1, &arr));
}

/* Some fold of this side is an uninterpreted function. */
static void red_mark_uf(EncFn *f) {
  f->q->red_uf = 1;
  f->q->red_uf_sides |= strcmp(f->side, "src") ? 2 : 1;
}

/* An uninterpreted function of the initial value and arrays (the masked elements, or the
 * two masked factors of a dot product). */
static int red_uf_call(EncFn *f, const RedFold *fd, const RedDims *d, unsigned w, const char *what,
                       unsigned narr, const Z3_ast *arr, EncVal *out) {
  Smt *s = f->s;
  char name[80];
  fold_name(f, fd, w, what, name, sizeof name);
  snprintf(name + strlen(name), sizeof name - strlen(name), "%u", d->m);
  Z3_sort dom[3] = {smt_bv_sort(s, w)};
  Z3_ast args[3] = {fd->init.v};
  for (unsigned j = 0; j < narr; j++) {
    if (!arr[j]) return enc_failed(f) ? 1 : enc_stop(f->q, TV_ERROR, "internal: reduction array");
    dom[1 + j] = Z3_get_sort(s->ctx, arr[j]);
    args[1 + j] = arr[j];
  }
  out->v = smt_call(s, smt_fun(s, name, 1 + narr, dom, smt_bv_sort(s, w)), 1 + narr, args);
  out->np = no_poison(f, d, name, fd->init, fd->x.np);
  out->t = NULL;
  out->m = NULL;
  red_mark_uf(f);
  return enc_approx_run(f, smt_true(s), "reduces with %s as an uninterpreted function", red_comb_name(fd->comb));
}

static int is_app_of(Smt *s, Z3_ast t, Z3_func_decl d) {
  return Z3_get_ast_kind(s->ctx, t) == Z3_APP_AST &&
         Z3_is_eq_func_decl(s->ctx, Z3_get_app_decl(s->ctx, Z3_to_app(s->ctx, t)), d);
}

/* select(lambda x. body, i) -> body[i/x], repeatedly (smt_beta): what an element of a
 * tensor result is. */
static Z3_ast beta(EncFn *f, Z3_ast t) {
  Smt *s = f->s;
  while (t && Z3_get_ast_kind(s->ctx, t) == Z3_APP_AST) {
    Z3_app a = Z3_to_app(s->ctx, t);
    unsigned n = Z3_get_app_num_args(s->ctx, a);
    if (Z3_get_decl_kind(s->ctx, Z3_get_app_decl(s->ctx, a)) != Z3_OP_SELECT || n < 2 || n > 9) break;
    Z3_ast idx[8];
    for (unsigned j = 1; j < n; j++) idx[j - 1] = Z3_get_app_arg(s->ctx, a, j);
    Z3_ast body = smt_beta(s, Z3_get_app_arg(s->ctx, a, 0), n - 1, idx);
    if (!body) break;
    t = body;
  }
  return t;
}

/* Seed 003 section 5.3, as one definition instead of pairwise preconditions: the fold is
 * G(H) with H = sum of h(leaf) over the initial value and the elements, in 128-bit
 * wrapping arithmetic, h and G uninterpreted. H does not depend on the leaves' order, so
 * any permutation of the same multiset gives the same value; a leaf that is itself such a
 * fold G(H') of the same combiner and type contributes H' (flattening: (a + b) + c is
 * a + b + c); the combiner's identity hashes to 0 (it changes no fold). Sound for a
 * combiner whose fold is a function of the flattened multiset (associative and commutative:
 * every integer combiner; reassoc floats by definition): some h separates the finitely
 * many multisets of one execution (seed 003 Theorem 1, with a random h for a whole set). */
static int red_hashed(EncFn *f, const RedFold *fd, unsigned w, const uint64_t *dims, uint64_t total,
                      EncVal *out) {
  Smt *s = f->s;
  char gname[80], hname[96];
  fold_name(f, fd, w, "red", gname, sizeof gname);
  snprintf(hname, sizeof hname, "%shash", gname);
  strcat(gname, "ms");
  Z3_sort es = smt_bv_sort(s, w), hs = smt_bv_sort(s, RED_HASH_BITS);
  Z3_func_decl g = smt_fun(s, gname, 1, &hs, es), h = smt_fun(s, hname, 1, &es, hs);
  Z3_ast id = red_identity(f, fd->comb, fd->elem, w), hzero = smt_bv_u64(s, RED_HASH_BITS, 0);
  Z3_ast sum = hzero, np = fd->init.np;
  for (uint64_t e = 0; e <= total && !enc_failed(f); e++) {
    EncVal x = fd->init;
    if (e) {   /* element e - 1, row-major over the dimensions */
      Z3_ast at[RED_MAX_DIMS];
      uint64_t rest = e - 1;
      for (unsigned j = fd->k; j-- > 0; rest /= dims[j]) at[j] = smt_bv_u64(s, 64, rest % dims[j]);
      x.v = subst(f, fd->x.v, fd->k, fd->r, at);
      x.np = subst(f, fd->x.np, fd->k, fd->r, at);
    }
    Z3_ast leaf = beta(f, x.v), hv;
    if (!leaf) break;
    if (is_app_of(s, leaf, g)) {
      hv = smt_keep(s, Z3_get_app_arg(s->ctx, Z3_to_app(s->ctx, leaf), 0));
    } else {
      /* --assume=zero-sum: a +0.0 start is the identity too (a nested fold's value above
       * is flattened, not started from: its own start was taken care of) */
      if (!e) leaf = red_start(f, fd->comb, fd->elem, (EncVal){leaf, x.np, NULL, NULL}).v;
      hv = smt_ite(s, smt_app2(s, Z3_mk_eq, leaf, id), hzero, smt_call(s, h, 1, &leaf));
    }
    sum = smt_app2(s, Z3_mk_bvadd, sum, hv);
    np = smt_and(s, np, x.np);
  }
  out->v = smt_call(s, g, 1, &sum);
  out->np = np;
  out->t = NULL;
  out->m = NULL;
  red_mark_uf(f);
  return enc_approx_run(f, smt_true(s), "reduces with %s as a function of the multiset of its elements",
                    red_comb_name(fd->comb));
}

/* Notes the fold's index space (constant dims) for this side (red_reshaped): its non-unit
 * sizes in order, hashed. */
static void note_shape(EncFn *f, const RedFold *fd, const uint64_t *dims) {
  TvQuery *q = f->q;
  int side = strcmp(f->side, "src") ? 1 : 0;
  uint64_t key = 1469598103934665603u;
  for (unsigned j = 0; j < fd->k; j++)
    if (dims[j] != 1) key = (key ^ dims[j]) * 1099511628211u;
  for (unsigned i = 0; i < q->red_nshapes[side]; i++)
    if (q->red_shape[side][i] == key) return;
  if (q->red_nshapes[side] < 8) q->red_shape[side][q->red_nshapes[side]++] = key;
}

static int has_shape(const TvQuery *q, int side, uint64_t key) {
  for (unsigned i = 0; i < q->red_nshapes[side]; i++)
    if (q->red_shape[side][i] == key) return 1;
  return 0;
}

int red_reshaped(const TvQuery *q) {
  if (!q->red_nshapes[0] || !q->red_nshapes[1]) return 0;   /* folds on one side only: vc.c */
  for (int side = 0; side < 2; side++)
    for (unsigned i = 0; i < q->red_nshapes[side]; i++)
      if (!has_shape(q, !side, q->red_shape[side][i])) return 1;
  return 0;
}

/* The fold's constant size and dimensions, or 0. */
static uint64_t const_total(EncFn *f, const RedFold *fd, uint64_t *dims) {
  uint64_t total = 1;
  for (unsigned j = 0; j < fd->k; j++) {
    if (!tval_const_u64(f, fd->n[j], &dims[j])) return 0;
    if (dims[j] && total > UINT64_MAX / dims[j]) return 0;
    total *= dims[j];
  }
  return total;
}

int red_fold(EncFn *f, const RedFold *fd, EncVal *out) {
  TvQuery *q = f->q;
  unsigned w = enc_width(f, fd->elem, (MlirOperation){NULL});
  if (!w) return 1;
  if (fd->k > RED_MAX_DIMS) return enc_stop(q, TV_UNSUPPORTED, "a reduction over more than 8 dimensions");
  uint64_t dims[RED_MAX_DIMS], total = const_total(f, fd, dims);
  if (total) note_shape(f, fd, dims);
  int multiset = fd->reassoc || !is_float_comb(fd->comb);
  if (total && total <= RED_MAX_UNROLL && !fd->reassoc && q->red_stage < RED_STAGE_UNROLL)
    q->red_next |= 1u << RED_STAGE_UNROLL;
  if (total && total <= RED_MAX_HASH && multiset) {
    if (fd->reassoc || q->red_stage >= RED_STAGE_SUM) return red_hashed(f, fd, w, dims, total, out);
    q->red_next |= 1u << RED_STAGE_SUM;
  }
  RedFold z = *fd;   /* the ordered and uninterpreted folds start where --assume=zero-sum says */
  z.init = red_start(f, fd->comb, fd->elem, fd->init);
  fd = &z;
  RedDims d;
  if (red_dims(f, fd, &d)) return 1;
  if (!d.m) {   /* a single element: the exact combine */
    EncVal one = {subst(f, fd->x.v, d.nunit, d.unit, d.zero), subst(f, fd->x.np, d.nunit, d.unit, d.zero), NULL};
    return red_combine(f, fd->comb, fd->elem, one, fd->init, out);
  }
  Smt *s = f->s;
  if (fd->factors && q->red_stage == RED_STAGE_DOT) {
    /* masks whose product is the sum's identity: -0.0 * 1.0 = -0.0, 0 * 1 = 0 */
    int kind = fp_kind(fd->elem);
    Z3_ast ma = red_identity(f, fd->comb, fd->elem, w), mb = kind >= 0 ? fp_one(f, (FpKind)kind) : smt_bv_u64(s, w, 1);
    Z3_ast arr[2] = {red_array(f, &d, fd->factors[0].v, ma), red_array(f, &d, fd->factors[1].v, mb)};
    q->red_next |= 1u << RED_STAGE_SUM;
    return red_uf_call(f, fd, &d, w, "dot", 2, arr, out);
  }
  Z3_ast arr = red_array(f, &d, fd->x.v, red_identity(f, fd->comb, fd->elem, w));
  return red_uf_call(f, fd, &d, w, "red", 1, &arr, out);
}

int red_unroll(EncFn *f, Z3_ast n, int uf_ok, int reassoc, unsigned *count) {
  uint64_t v;
  if (!tval_const_u64(f, n, &v) || v > RED_MAX_UNROLL) return 0;
  *count = (unsigned)v;
  return !uf_ok || v <= 1 || (f->q->red_stage >= RED_STAGE_UNROLL && !reassoc);
}
