/* vc.c: the refinement query for one function pair, solving, and counterexamples.
 * "tgt refines src" (docs/semantics.md): for every input, if the source has no UB then the
 * target has no UB and every result that is not poison in the source is not poison in the
 * target and has the same value. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <mlir-c/BuiltinAttributes.h>
#include <mlir-c/BuiltinTypes.h>
#include "enc.h"
#include "mlirutil.h"

const EncTable *const enc_tables[] = {&arith_table, &cf_table, &func_table, &scf_table, &ub_table};
const size_t enc_ntables = sizeof enc_tables / sizeof enc_tables[0];

void tv_options_default(TvOptions *o) {
  memset(o, 0, sizeof *o);
  o->timeout_s = 10;
}

const char *tv_verdict_name(TvVerdict v) {
  static const char *names[] = {"proven", "incorrect", "inconclusive", "unsupported", "timeout", "error"};
  return v < TV_NVERDICTS ? names[v] : "error";
}

static double now_s(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

static MlirType func_type(MlirOperation f) {
  MlirAttribute a = mu_attr(f, "function_type");
  return mlirAttributeIsNull(a) ? (MlirType){NULL} : mlirTypeAttrGetValue(a);
}

/* Shared symbolic arguments: a value and a not-poison flag per argument. */
static int make_args(EncFn *f, MlirType ft, EncVal *args, unsigned n) {
  Smt *s = f->s;
  for (unsigned i = 0; i < n; i++) {
    MlirType t = mlirFunctionTypeGetInput(ft, i);
    unsigned w = enc_width(f, t, (MlirOperation){NULL});   /* stops with "type T" */
    if (!w) return 1;
    char name[32];
    snprintf(name, sizeof name, "arg%u", i);
    args[i].v = smt_fresh(s, name, smt_bv_sort(s, w));
    snprintf(name, sizeof name, "arg%u.np", i);
    args[i].np = smt_fresh(s, name, Z3_mk_bool_sort(s->ctx));
  }
  return enc_failed(f);
}

/* The negation of refinement, with the reasons it can fail kept apart for reporting. */
typedef struct Query {
  unsigned nargs, nres;
  EncVal *args;
  EncOut src, tgt;
  Z3_ast bad;
} Query;

static Z3_ast result_bad(Smt *s, EncVal a, EncVal b) {
  Z3_ast ok = smt_and(s, b.np, smt_app2(s, Z3_mk_eq, a.v, b.v));
  return smt_and(s, a.np, smt_app1(s, Z3_mk_not, ok));
}

static Z3_ast not_refines(Smt *s, Query *qu) {
  Z3_ast bad = qu->tgt.ub;
  for (unsigned i = 0; i < qu->nres; i++) bad = smt_or(s, bad, result_bad(s, qu->src.res[i], qu->tgt.res[i]));
  return smt_and(s, smt_app1(s, Z3_mk_not, qu->src.ub), bad);
}

/* ---- counterexamples ---- */

static int model_bool(Smt *s, Z3_model m, Z3_ast a) {
  Z3_ast r = NULL;
  if (!a || !Z3_model_eval(s->ctx, m, a, 1, &r) || !r) return 0;
  return Z3_get_bool_value(s->ctx, r) == Z3_L_TRUE;
}

/* An MLIR literal for a bit-vector of the given type (signed decimal, i1 as true/false). */
static char *model_literal(Smt *s, Z3_model m, Z3_ast a) {
  Z3_ast r = NULL;
  if (!a || !Z3_model_eval(s->ctx, m, a, 1, &r) || !r) return strdup("?");
  unsigned w = smt_width(s, a);
  uint64_t x = 0;
  char buf[64];
  if (w == 1 && Z3_get_numeral_uint64(s->ctx, r, &x)) return strdup(x ? "true" : "false");
  if (w <= 64 && Z3_get_numeral_uint64(s->ctx, r, &x)) {
    if (w < 64 && (x >> (w - 1)) & 1) x |= ~0ULL << w;
    snprintf(buf, sizeof buf, "%lld", (long long)x);
    return strdup(buf);
  }
  /* wider than 64 bits: print the magnitude of negative values with a minus sign */
  Z3_ast neg = NULL, top = smt_extract(s, w - 1, w - 1, r);
  int negative = 0;
  if (top && Z3_model_eval(s->ctx, m, top, 1, &neg) && neg)
    negative = Z3_get_numeral_uint64(s->ctx, neg, &x) && x == 1;
  Z3_ast mag = negative ? smt_app1(s, Z3_mk_bvneg, r) : r;
  Z3_ast val = NULL;
  if (!mag || !Z3_model_eval(s->ctx, m, mag, 1, &val) || !val) return strdup("?");
  const char *str = Z3_get_numeral_string(s->ctx, val);
  snprintf(buf, sizeof buf, "%s%s", negative ? "-" : "", str ? str : "?");
  return strdup(buf);
}

static TvCexValue cex_value(TvQuery *q, Z3_model m, const char *name, MlirType t, EncVal v) {
  TvCexValue c;
  c.name = name ? strdup(name) : NULL;
  char *ts = mu_type_str(&q->arena, t);
  c.type = strdup(ts ? ts : "?");
  c.value = model_bool(&q->smt, m, v.np) ? model_literal(&q->smt, m, v.v) : strdup("poison");
  return c;
}

static TvCex *make_cex(TvQuery *q, Query *qu, MlirType ft, Z3_model m) {
  TvCex *c = calloc(1, sizeof *c);
  if (!c) return NULL;
  c->nargs = qu->nargs;
  c->nres = qu->nres;
  c->args = calloc(qu->nargs + 1, sizeof *c->args);
  c->src_res = calloc(qu->nres + 1, sizeof *c->src_res);
  c->tgt_res = calloc(qu->nres + 1, sizeof *c->tgt_res);
  if (!c->args || !c->src_res || !c->tgt_res) return c;
  for (unsigned i = 0; i < qu->nargs; i++) {
    char name[32];
    snprintf(name, sizeof name, "%%arg%u", i);
    c->args[i] = cex_value(q, m, name, mlirFunctionTypeGetInput(ft, i), qu->args[i]);
  }
  c->src_ub = model_bool(&q->smt, m, qu->src.ub);
  c->tgt_ub = model_bool(&q->smt, m, qu->tgt.ub);
  for (unsigned i = 0; i < qu->nres; i++) {
    MlirType t = mlirFunctionTypeGetResult(ft, i);
    c->src_res[i] = cex_value(q, m, NULL, t, qu->src.res[i]);
    c->tgt_res[i] = cex_value(q, m, NULL, t, qu->tgt.res[i]);
  }
  return c;
}

/* What went wrong on these inputs, in words. */
static char *cex_reason(TvQuery *q, Query *qu, Z3_model m) {
  char buf[160];
  Smt *s = &q->smt;
  if (model_bool(s, m, qu->tgt.ub)) return strdup("target has undefined behaviour where the source has none");
  for (unsigned i = 0; i < qu->nres; i++) {
    EncVal a = qu->src.res[i], b = qu->tgt.res[i];
    if (!model_bool(s, m, result_bad(s, a, b))) continue;
    if (!model_bool(s, m, b.np))
      snprintf(buf, sizeof buf, "result #%u is poison in the target but not in the source", i);
    else
      snprintf(buf, sizeof buf, "result #%u differs", i);
    return strdup(buf);
  }
  return strdup("target does not refine the source");
}

/* Calls are uninterpreted functions: a counterexample is only trusted when it reaches no
 * call, since a pass may know the callee (sccp folds a call's constant result, dead-value
 * removal changes its arguments). The first reached call in m, or NULL. */
static EncCall *reached_call(TvQuery *q, Z3_model m) {
  for (EncCall *c = q->calls; c; c = c->next)
    if (model_bool(&q->smt, m, c->path)) return c;
  return NULL;
}

/* "No call is reached", to ask for a counterexample that does not depend on callees. */
static Z3_ast no_call_reached(TvQuery *q) {
  Z3_ast none = smt_true(&q->smt);
  for (EncCall *c = q->calls; c; c = c->next)
    none = smt_and(&q->smt, none, smt_app1(&q->smt, Z3_mk_not, c->path));
  return none;
}

/* ---- solving ---- */

/* A counterexample that reaches an uninterpreted call is retried once with "no call
 * reached"; if none exists, the verdict is inconclusive, naming the call. */
static void on_sat(TvQuery *q, Query *qu, MlirType ft, Z3_solver sv, TvResult *out) {
  Z3_context c = q->smt.ctx;
  Z3_model m = Z3_solver_get_model(c, sv);
  if (!m) {
    enc_stop(q, TV_ERROR, "Z3 returned no model");
    return;
  }
  Z3_model_inc_ref(c, m);
  EncCall *call = reached_call(q, m);
  if (call) {
    Z3_model_dec_ref(c, m);
    m = NULL;
    Z3_ast none = no_call_reached(q);
    if (none) Z3_solver_assert(c, sv, none);
    if (none && Z3_solver_check(c, sv) == Z3_L_TRUE && (m = Z3_solver_get_model(c, sv)))
      Z3_model_inc_ref(c, m);
  }
  if (!m) {
    char buf[300];
    snprintf(buf, sizeof buf, "the counterexample calls @%s, which is not interpreted", call->callee);
    out->verdict = TV_INCONCLUSIVE;
    out->reason = strdup(buf);
    return;
  }
  out->verdict = TV_INCORRECT;
  out->reason = cex_reason(q, qu, m);
  out->cex = make_cex(q, qu, ft, m);
  Z3_model_dec_ref(c, m);
}

static void solve(TvQuery *q, Query *qu, MlirType ft, TvResult *out) {
  Z3_context c = q->smt.ctx;
  Z3_solver sv = Z3_mk_solver_for_logic(c, Z3_mk_string_symbol(c, "QF_UFBV"));
  if (!sv) {
    enc_stop(q, TV_ERROR, "cannot create a Z3 solver");
    return;
  }
  Z3_solver_inc_ref(c, sv);
  Z3_params p = Z3_mk_params(c);
  Z3_params_inc_ref(c, p);
  double ms = q->opts->timeout_s * 1000;   /* NaN and <= 0: no limit */
  if (ms > 0) {
    unsigned limit = ms < 1 ? 1 : ms > 4e9 ? 4000000000u : (unsigned)ms;
    Z3_params_set_uint(c, p, Z3_mk_string_symbol(c, "timeout"), limit);
  }
  Z3_solver_set_params(c, sv, p);
  Z3_solver_assert(c, sv, qu->bad);
  Z3_lbool r = Z3_solver_check(c, sv);
  if (Z3_get_error_code(c) != Z3_OK) {
    enc_stop(q, TV_ERROR, "Z3 error: %s", Z3_get_error_msg(c, Z3_get_error_code(c)));
  } else if (r == Z3_L_FALSE) {
    out->verdict = TV_PROVEN;
  } else if (r == Z3_L_TRUE) {
    on_sat(q, qu, ft, sv, out);
  } else {
    const char *why = Z3_solver_get_reason_unknown(c, sv);
    if (why && (strstr(why, "timeout") || strstr(why, "canceled")))
      enc_stop(q, TV_TIMEOUT, "solver timeout after %g s", q->opts->timeout_s);
    else
      enc_stop(q, TV_INCONCLUSIVE, "solver: %s", why ? why : "unknown");
  }
  Z3_params_dec_ref(c, p);
  Z3_solver_dec_ref(c, sv);
}

typedef struct FindOp {
  MlirOperation root, found;
} FindOp;

static MlirWalkResult find_unsupported(MlirOperation o, void *ud) {
  FindOp *f = ud;
  if (mlirOperationEqual(o, f->root) || enc_lookup(mlirIdentifierStr(mlirOperationGetName(o))))
    return MlirWalkResultAdvance;
  f->found = o;
  return MlirWalkResultInterrupt;
}

/* The first op (in program order, nested regions included) without semantics, or a null op. */
static MlirOperation first_unsupported(MlirOperation func) {
  FindOp f = {func, {NULL}};
  mlirOperationWalk(func, find_unsupported, &f, MlirWalkPreOrder);
  return f.found;
}

/* Names the first op without semantics on either side, so the verdict points at it. */
static int check_supported(TvQuery *q, MlirOperation src, MlirOperation tgt) {
  MlirOperation bad = first_unsupported(src);
  if (mlirOperationIsNull(bad)) bad = first_unsupported(tgt);
  if (mlirOperationIsNull(bad)) return 0;
  return enc_stop(q, TV_UNSUPPORTED, "%s", mu_op_name(&q->arena, bad));
}

static void check(TvQuery *q, MlirOperation src, MlirOperation tgt, TvResult *out) {
  MlirType fs = func_type(src), ft = func_type(tgt);
  if (mlirTypeIsNull(fs) || mlirTypeIsNull(ft)) {
    enc_stop(q, TV_ERROR, "not a func.func");
    return;
  }
  if (!mlirTypeEqual(fs, ft)) {
    enc_stop(q, TV_INCONCLUSIVE, "signature changed from %s to %s", mu_type_str(&q->arena, fs),
             mu_type_str(&q->arena, ft));
    return;
  }
  if (check_supported(q, src, tgt)) return;
  Query qu = {.nargs = (unsigned)mlirFunctionTypeGetNumInputs(fs),
              .nres = (unsigned)mlirFunctionTypeGetNumResults(fs)};
  EncFn top = {.q = q, .s = &q->smt};
  qu.args = arena_alloc(&q->arena, (qu.nargs + 1) * sizeof *qu.args);
  if (!qu.args) {
    enc_failed(&top);
    return;
  }
  qu.src.nres = qu.tgt.nres = qu.nres;
  if (make_args(&top, fs, qu.args, qu.nargs) ||
      enc_function(q, src, "src", qu.nargs, qu.args, &qu.src) ||
      enc_function(q, tgt, "tgt", qu.nargs, qu.args, &qu.tgt))
    return;
  if (q->opts->inject_z3_error) smt_app2(&q->smt, Z3_mk_bvadd, smt_bv_u64(&q->smt, 8, 0), smt_bv_u64(&q->smt, 16, 0));
  qu.bad = not_refines(&q->smt, &qu);
  if (enc_failed(&top)) return;
  solve(q, &qu, fs, out);
}

void tv_check_pair(const TvOptions *o, MlirOperation src, MlirOperation tgt, TvResult *out) {
  double t0 = now_s();
  memset(out, 0, sizeof *out);
  out->encoding = "bitvector";
  TvQuery *q = calloc(1, sizeof *q);
  if (!q) {
    out->verdict = TV_ERROR;
    out->reason = strdup("out of memory");
    return;
  }
  q->opts = o;
  arena_init(&q->arena, o->arena_limit);
  if (smt_init(&q->smt)) enc_stop(q, TV_ERROR, "%s", q->smt.msg);
  else check(q, src, tgt, out);
  if (q->stopped) {
    out->verdict = q->stop_verdict;
    free(out->reason);
    out->reason = strdup(q->reason);
  }
  smt_fini(&q->smt);
  arena_free(&q->arena);
  free(q);
  out->seconds = now_s() - t0;
}

static void cex_values_free(TvCexValue *v, size_t n) {
  if (!v) return;
  for (size_t i = 0; i < n; i++) {
    free(v[i].name);
    free(v[i].type);
    free(v[i].value);
  }
  free(v);
}

void tv_result_free(TvResult *r) {
  free(r->reason);
  if (r->cex) {
    cex_values_free(r->cex->args, r->cex->nargs);
    cex_values_free(r->cex->src_res, r->cex->nres);
    cex_values_free(r->cex->tgt_res, r->cex->nres);
    free(r->cex);
  }
  memset(r, 0, sizeof *r);
}
