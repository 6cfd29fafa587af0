/* reduce.c: reductions as uninterpreted functions of masked arrays, or unrolled
 * (reduce.h; seed 003 sections 5.1, 6.3). */
#include "reduce.h"
#include <stdio.h>
#include <string.h>
#include <mlir-c/BuiltinTypes.h>
#include "fp.h"
#include "mlirutil.h"
#include "tval.h"

static const struct {
  const char *op, *name;
} red_combs[RED_NCOMBS] = {
    [RED_ADDF] = {"arith.addf", "addf"},       [RED_MULF] = {"arith.mulf", "mulf"},
    [RED_MAXIMUMF] = {"arith.maximumf", "maximumf"}, [RED_MINIMUMF] = {"arith.minimumf", "minimumf"},
    [RED_MAXNUMF] = {"arith.maxnumf", "maxnumf"}, [RED_MINNUMF] = {"arith.minnumf", "minnumf"},
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

static int is_float_comb(RedComb c) { return c <= RED_MINNUMF; }

/* The element no fold is changed by: -0.0 for float sums (x + -0.0 = x for every x,
 * +0.0 is not: -0.0 + +0.0 = +0.0), NaN for maxnum/minnum (which ignore NaN). */
static Z3_ast identity(EncFn *f, RedComb c, MlirType elem, unsigned w) {
  Smt *s = f->s;
  int k = fp_kind(elem);
  switch (c) {
  case RED_ADDF: return fp_zero(f, (FpKind)k, 1);
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
                               [RED_MINNUMF] = FP_MINNUM};
  int k = fp_kind(elem);
  if (is_float_comb(c) != (k >= 0))
    return enc_stop(f->q, TV_ERROR, "internal: reduction %s on the wrong element type", red_comb_name(c));
  out->v = k >= 0 ? fp_binary(f, (FpKind)k, bins[c], acc.v, x.v) : int_combine(f->s, c, acc.v, x.v);
  out->np = smt_and(f->s, acc.np, x.np);
  out->t = NULL;
  return enc_failed(f);
}

static int is_const(EncFn *f, Z3_ast n, uint64_t v) {
  uint64_t x;
  Z3_ast simple = smt_keep(f->s, Z3_simplify(f->s->ctx, n));
  return simple && Z3_get_numeral_uint64(f->s->ctx, simple, &x) && x == v;
}

static Z3_ast subst(EncFn *f, Z3_ast t, Z3_ast from, Z3_ast to) {
  return t ? smt_keep(f->s, Z3_substitute(f->s->ctx, t, 1, &from, &to)) : NULL;
}

/* The masked k-dimensional element array, "not every element is not poison", the sizes. */
int red_fold_ufn(EncFn *f, RedComb c, MlirType elem, EncVal init, unsigned k, const Z3_ast *r,
                 EncVal x, const Z3_ast *n, EncVal *out) {
  Smt *s = f->s;
  unsigned w = enc_width(f, elem, (MlirOperation){NULL}), m = 0;
  if (!w) return 1;
  if (k > 8) return enc_stop(f->q, TV_UNSUPPORTED, "a reduction over more than 8 dimensions");
  Z3_app bound[8];
  Z3_ast inside = smt_true(s), any_poison = smt_app1(s, Z3_mk_not, x.np);
  for (unsigned j = 0; j < k; j++) {
    if (is_const(f, n[j], 1)) {   /* unit dimension: index 0 */
      Z3_ast zero = smt_bv_u64(s, 64, 0);
      x.v = subst(f, x.v, r[j], zero);
      any_poison = subst(f, any_poison, r[j], zero);
      continue;
    }
    inside = smt_and(s, inside, smt_app2(s, Z3_mk_bvult, r[j], n[j]));
    bound[m++] = Z3_to_app(s->ctx, r[j]);
  }
  if (enc_failed(f)) return 1;
  if (!m) {   /* a single element: the exact combine */
    EncVal one = {x.v, smt_app1(s, Z3_mk_not, any_poison), NULL};
    return red_combine(f, c, elem, one, init, out);
  }
  Z3_ast body = smt_ite(s, inside, x.v, identity(f, c, elem, w));
  Z3_ast masked = body ? smt_keep(s, Z3_mk_lambda_const(s->ctx, m, bound, body)) : NULL;
  /* "no element is poison" is a predicate of the masked not-poison array: an
   * uninterpreted one (k-dimensional all-true arrays cannot be compared with through the C
   * API); sound for proofs, and a counterexample through the fold is inconclusive anyway */
  Z3_ast np_body = smt_ite(s, inside, smt_app1(s, Z3_mk_not, any_poison), smt_true(s));
  Z3_ast np_arr = np_body ? smt_keep(s, Z3_mk_lambda_const(s->ctx, m, bound, np_body)) : NULL;
  char name[64];
  int kind = fp_kind(elem);
  if (kind >= 0) snprintf(name, sizeof name, "red.%s.%s.%u", red_comb_name(c), fp_kind_name((FpKind)kind), m);
  else snprintf(name, sizeof name, "red.%s.i%u.%u", red_comb_name(c), w, m);
  if (!masked || !np_arr) return enc_failed(f) ? 1 : enc_stop(f->q, TV_ERROR, "internal: reduction array");
  Z3_sort dom[2] = {smt_bv_sort(s, w), Z3_get_sort(s->ctx, masked)};
  Z3_ast args[2] = {init.v, masked};
  out->v = smt_call(s, smt_fun(s, name, 2, dom, smt_bv_sort(s, w)), 2, args);
  Z3_sort npdom = Z3_get_sort(s->ctx, np_arr);
  char npname[80];
  snprintf(npname, sizeof npname, "%s.np", name);
  out->np = smt_and(s, init.np, smt_call(s, smt_fun(s, npname, 1, &npdom, Z3_mk_bool_sort(s->ctx)), 1, &np_arr));
  out->t = NULL;
  f->q->red_uf = 1;
  return enc_approx(f, smt_true(s), "reduces with %s as an uninterpreted function", red_comb_name(c));
}

int red_fold_uf(EncFn *f, RedComb c, MlirType elem, EncVal init, Z3_ast r, EncVal x, Z3_ast n,
                EncVal *out) {
  return red_fold_ufn(f, c, elem, init, 1, &r, x, &n, out);
}

int red_unroll(EncFn *f, Z3_ast n, int uf_ok, unsigned *count) {
  uint64_t v;
  Z3_ast simple = smt_keep(f->s, Z3_simplify(f->s->ctx, n));
  if (!simple || !Z3_get_numeral_uint64(f->s->ctx, simple, &v) || v > RED_MAX_UNROLL) return 0;
  *count = (unsigned)v;
  return !uf_ok || v <= 1 || f->q->red_stage > 0;
}
