/* cex.c: counterexamples (vc.h): the values of a model as MLIR literals, and the reason in
 * words why the target does not refine the source on them; freeing results. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <mlir-c/BuiltinTypes.h>
#include "cut.h"
#include "fp.h"
#include "ifloat.h"
#include "mem.h"
#include "mlirutil.h"
#include "srctext.h"
#include "tval.h"
#include "vc.h"
#include "obs.h"

/* A complex value r (a model's numeral) of parts of kind k as "(re, im)". */
static char *complex_literal(TvQuery *q, Z3_model m, FpKind k, Z3_ast r) {
  EncFn top = {.q = q, .s = &q->smt};
  uint64_t x[2];
  char buf[2][64], out[140];
  for (int im = 0; im < 2; im++) {
    Z3_ast part = NULL;
    if (!q->fp_ieee || !Z3_model_eval(q->smt.ctx, m, fp_part(&top, k, r, im), 1, &part) || !part ||
        !Z3_get_numeral_uint64(q->smt.ctx, part, &x[im]))
      return strdup("?");
    if_format((IfFormat)k, x[im], buf[im], sizeof buf[im]);
  }
  snprintf(out, sizeof out, "(%s, %s)", buf[0], buf[1]);
  return strdup(out);
}

/* An MLIR literal for a bit-vector of the given type: signed decimal, i1 as true/false,
 * floats (exact encoding: IEEE bits) as float literals. */
static char *model_literal(TvQuery *q, Z3_model m, MlirType t, Z3_ast a) {
  Smt *s = &q->smt;
  Z3_ast r = NULL;
  if (!a || !Z3_model_eval(s->ctx, m, a, 1, &r) || !r) return strdup("?");
  unsigned w = smt_width(s, a);
  uint64_t x = 0;
  char buf[64];
  int k = fp_kind(t), c = fp_complex_kind(t);
  if (k >= 0) {
    if (!q->fp_ieee || !Z3_get_numeral_uint64(s->ctx, r, &x)) return strdup("?");
    if_format((IfFormat)k, x, buf, sizeof buf);
    return strdup(buf);
  }
  if (c >= 0) return complex_literal(q, m, (FpKind)c, r);
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

/* The literal of one scalar: its value, or "poison". */
static char *scalar_literal(TvQuery *q, Z3_model m, MlirType t, EncVal v) {
  return smt_model_bool(&q->smt, m, v.np) ? model_literal(q, m, t, v.v) : strdup("poison");
}

enum { CEX_MAX_ELEMS = 16 };

/* A tensor as nested lists in row-major order ("[[1, 2], [3, poison]]"); elements never
 * written print as "uninit"; tensors with many elements print their element count. */
static char *tensor_literal(TvQuery *q, Z3_model m, MlirType t, EncVal v) {
  EncFn top = {.q = q, .s = &q->smt};
  uint64_t n = 1, inner[17];
  unsigned rank = v.t->rank;
  if (rank > 16) return strdup("?");
  inner[rank] = 1;
  for (unsigned r = rank; r-- > 0;) {
    uint64_t d;
    if (!smt_model_u64(&q->smt, m, v.t->dims[r], &d)) return strdup("?");
    inner[r] = inner[r + 1] * d;
  }
  n = inner[0];
  char buf[1024];
  if (n > CEX_MAX_ELEMS) {
    snprintf(buf, sizeof buf, "<%llu elements>", (unsigned long long)n);
    return strdup(buf);
  }
  if (n == 0) return strdup("[]");
  MlirType et = mlirShapedTypeGetElementType(t);
  size_t len = 0;
  for (uint64_t e = 0; e < n && len < sizeof buf; e++) {
    for (unsigned r = 0; r < rank; r++)
      if (e % inner[r] == 0) len += (size_t)snprintf(buf + len, sizeof buf - len, "[");
    Z3_ast lin = smt_bv_u64(&q->smt, 64, e);
    char *lit = smt_model_bool(&q->smt, m, tval_written(&top, v, lin))
                    ? scalar_literal(q, m, et, tval_at(&top, v, lin)) : strdup("uninit");
    if (len < sizeof buf) len += (size_t)snprintf(buf + len, sizeof buf - len, "%s", lit ? lit : "?");
    free(lit);
    for (unsigned r = rank; r-- > 0;)
      if ((e + 1) % inner[r] == 0 && len < sizeof buf) len += (size_t)snprintf(buf + len, sizeof buf - len, "]");
    if (e + 1 < n && len < sizeof buf) len += (size_t)snprintf(buf + len, sizeof buf - len, ", ");
  }
  return strdup(len < sizeof buf ? buf : "<too long>");
}

static TvCexValue cex_value(TvQuery *q, Z3_model m, const char *name, MlirType t, EncVal v) {
  TvCexValue c;
  c.name = name ? strdup(name) : NULL;
  char *ts = mu_type_str(&q->arena, t);
  c.type = strdup(ts ? ts : "?");
  uint64_t rank;
  if (v.m && v.m->urank) {   /* an unranked argument: its rank alone is modelled */
    char buf[48];
    snprintf(buf, sizeof buf, "<a memref of rank %llu>", smt_model_u64(&q->smt, m, v.m->urank, &rank) ? (unsigned long long)rank : 0ull);
    c.value = strdup(buf);
    return c;
  }
  if (v.m) {   /* a memref argument: its elements in the initial memory */
    EncFn top = {.q = q, .s = &q->smt, .side = "cex"};
    top.path = smt_true(&q->smt);
    top.ub = smt_false(&q->smt);
    EncVal tv;
    top.mem = mem_state_new(&top);
    c.value = top.mem && !mem_snapshot(&top, v.m, &tv) ? tensor_literal(q, m, t, tv) : strdup("?");
    return c;
  }
  c.value = v.t ? tensor_literal(q, m, t, v) : scalar_literal(q, m, t, v);
  return c;
}

const char *cex_arg_name(TvQuery *q, unsigned i) {
  if (!q->arg_names_read && !mlirOperationIsNull(q->src_fn)) q->arg_names = st_arg_names(&q->arena, q->src_fn);
  q->arg_names_read = 1;
  if (q->arg_names) return q->arg_names[i];
  char buf[32];
  snprintf(buf, sizeof buf, "%%arg%u", i);
  const char *name = arena_strdup(&q->arena, buf);
  return name ? name : "%arg?";
}

TvCex *cex_make(TvQuery *q, Query *qu, MlirType ft, Z3_model m) {
  TvCex *c = calloc(1, sizeof *c);
  if (!c) return NULL;
  c->nargs = qu->nargs;
  c->nres = qu->nres;
  c->args = calloc(qu->nargs + 1, sizeof *c->args);
  c->src_res = calloc(qu->nres + 1, sizeof *c->src_res);
  c->tgt_res = calloc(qu->nres + 1, sizeof *c->tgt_res);
  if (!c->args || !c->src_res || !c->tgt_res) return c;
  for (unsigned i = 0; i < qu->nargs; i++) {
    c->args[i] = cex_value(q, m, cex_arg_name(q, i), mlirFunctionTypeGetInput(ft, i), qu->args[i]);
  }
  c->src_ub = smt_model_bool(&q->smt, m, qu->src.ub);
  c->tgt_ub = smt_model_bool(&q->smt, m, qu->tgt.ub);
  for (unsigned i = 0; i < qu->nres; i++) {
    MlirType t = qu->rtypes[i];
    c->src_res[i] = cex_value(q, m, NULL, t, qu->src.res[i]);
    c->tgt_res[i] = cex_value(q, m, NULL, t, qu->tgt.res[i]);
  }
  return c;
}

/* "[1, 2]": the multi-index of element lin of tensor result i in the model. */
static void index_text(TvQuery *q, Z3_model m, EncTensor *t, Z3_ast lin, char *buf, size_t n) {
  EncFn top = {.q = q, .s = &q->smt};
  Z3_ast idx[16];
  size_t len = (size_t)snprintf(buf, n, "[");
  if (t->rank > 16) return;
  tval_delinear(&top, t, lin, idx);
  for (unsigned r = 0; r < t->rank && len < n; r++) {
    uint64_t x = 0;
    smt_model_u64(&q->smt, m, idx[r], &x);
    len += (size_t)snprintf(buf + len, n - len, "%s%llu", r ? ", " : "", (unsigned long long)x);
  }
  if (len < n) snprintf(buf + len, n - len, "]");
}

/* " at index [1, 2] (source 1.0, target 2.0)": where tensor b (target) fails to refine a
 * (source) of type t at element at, in the model. */
static void where_text(TvQuery *q, Z3_model m, MlirType t, EncVal a, EncVal b, Z3_ast at,
                       char *buf, size_t n) {
  EncFn top = {.q = q, .s = &q->smt};
  char idx[96];
  index_text(q, m, a.t, at, idx, sizeof idx);
  MlirType et = mlirShapedTypeGetElementType(t);
  EncVal ea = tval_at(&top, a, at), eb = tval_at(&top, b, at);
  char *x = scalar_literal(q, m, et, ea),
       *y = smt_model_bool(&q->smt, m, tval_written(&top, b, at)) ? scalar_literal(q, m, et, eb) : strdup("uninit");
  snprintf(buf, n, " at index %s (source %s, target %s)", idx, x ? x : "?", y ? y : "?");
  free(x);
  free(y);
}

/* Cut pair k's obligation fails in the model: its values checked alone differ. */
static char *pair_reason(TvQuery *q, Query *qu, Z3_model m, unsigned k) {
  MlirType t;
  EncVal a, b;
  char buf[600], where[200] = "";
  if (!cut_pair(q, k, &t, &a, &b)) return NULL;
  const char *what = cut_describe(q, k);
  if (a.t && smt_model_bool(&q->smt, m, qu->pair_shape_bad[k]))
    snprintf(where, sizeof where, " has another shape in the target");
  else if (a.t)
    where_text(q, m, t, a, b, qu->pair_at[k], where, sizeof where);
  snprintf(buf, sizeof buf, "checked alone (a cut point), %s differs%s, for some values of its operands",
           what ? what : "a value", where);
  return strdup(buf);
}

/* What went wrong on these inputs, in words. */
char *cex_reason(TvQuery *q, Query *qu, Z3_model m) {
  char buf[400];
  Smt *s = &q->smt;
  if (qu->failed_part >= 0 && qu->part_pair[qu->failed_part] >= 0)
    return pair_reason(q, qu, m, (unsigned)qu->part_pair[qu->failed_part]);
  if (qu->obs_bad && smt_model_bool(s, m, qu->obs_bad)) return obs_cex_reason(q, m);   /* calls come first */
  if (smt_model_bool(s, m, qu->tgt.ub)) return strdup("target has undefined behaviour where the source has none");
  for (unsigned i = 0; i < qu->nres; i++) {
    if (!smt_model_bool(s, m, qu->res_bad[i])) continue;
    EncVal a = qu->src.res[i], b = qu->tgt.res[i];
    if (a.t && smt_model_bool(s, m, qu->shape_bad[i])) {
      snprintf(buf, sizeof buf, "result #%u has another shape in the target", i);
      return strdup(buf);
    }
    char where[200] = "";
    if (a.t) {
      EncFn top = {.q = q, .s = s};
      where_text(q, m, qu->rtypes[i], a, b, qu->at[i], where, sizeof where);
      b = tval_at(&top, b, qu->at[i]);
    }
    if (!smt_model_bool(s, m, b.np))
      snprintf(buf, sizeof buf, "result #%u is poison in the target but not in the source%s", i, where);
    else
      snprintf(buf, sizeof buf, "result #%u differs%s", i, where);
    return strdup(buf);
  }
  if (smt_model_bool(s, m, qu->mem_bad)) return mem_cex_reason(q, m);
  return NULL;
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

void cex_add_note(TvResult *r, const char *note) {
  size_t n = (r->reason ? strlen(r->reason) : 0) + strlen(note) + 3;
  char *s = malloc(n);
  if (!s) return;
  snprintf(s, n, "%s%s%s", r->reason ? r->reason : "", r->reason ? "; " : "", note);
  free(r->reason);
  r->reason = s;
}

void tv_result_free(TvResult *r) {
  free(r->reason);
  free(r->dialects);
  free(r->sigmap);
  if (r->cex) {
    cex_values_free(r->cex->args, r->cex->nargs);
    cex_values_free(r->cex->src_res, r->cex->nres);
    cex_values_free(r->cex->tgt_res, r->cex->nres);
    free(r->cex->executed_src);
    free(r->cex->executed_tgt);
    free(r->cex->not_run);
    free(r->cex->first_difference);
    free(r->cex->first_loc);
    free(r->cex);
  }
  memset(r, 0, sizeof *r);
}
