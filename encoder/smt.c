/* smt.c: Z3 wrappers that propagate failure as NULL and never exit. */
#include "smt.h"
#include <stdlib.h>
#include <stdio.h>
#include <string.h>

/* Z3's default handler calls exit(); this one does nothing, and every wrapper checks
 * Z3_get_error_code after the call instead. */
static void smt_on_error(Z3_context c, Z3_error_code e) {
  (void)c;
  (void)e;
}

int smt_init(Smt *s) {
  memset(s, 0, sizeof *s);
  Z3_config cfg = Z3_mk_config();
  if (!cfg) {
    smt_fail(s, "cannot create Z3 configuration");
    return 1;
  }
  Z3_set_param_value(cfg, "model", "true");
  s->ctx = Z3_mk_context_rc(cfg);
  Z3_del_config(cfg);
  if (!s->ctx) {
    smt_fail(s, "cannot create Z3 context");
    return 1;
  }
  Z3_set_error_handler(s->ctx, smt_on_error);
  return 0;
}

/* Records a reference taken on a, so that smt_fini can release it. */
static void smt_record(Smt *s, Z3_ast a) {
  if (s->nkept == s->capkept) {
    size_t cap = s->capkept ? s->capkept * 2 : 1024;
    Z3_ast *p = realloc(s->kept, cap * sizeof *p);
    if (!p) return;   /* the reference stays: the context's deletion frees the term */
    s->kept = p;
    s->capkept = cap;
  }
  s->kept[s->nkept++] = a;
}

/* Releases every reference before deleting the context: Z3 4.8.12 crashes (segfault or
 * "UNEXPECTED CODE WAS REACHED" and exit) deleting a context that still holds some lambda
 * terms, while terms released one by one are freed on its well-trodden path. */
void smt_fini(Smt *s) {
  if (s->ctx) {
    while (s->nkept) Z3_dec_ref(s->ctx, s->kept[--s->nkept]);
    Z3_del_context(s->ctx);
  }
  free(s->kept);
  s->kept = NULL;
  s->nkept = s->capkept = 0;
  s->ctx = NULL;
}

void smt_fail(Smt *s, const char *msg) {
  if (!s->failed) snprintf(s->msg, sizeof s->msg, "%s", msg);
  s->failed = 1;
}

static int smt_check_error(Smt *s) {
  Z3_error_code e = Z3_get_error_code(s->ctx);
  if (e == Z3_OK) return 0;
  char buf[200];
  snprintf(buf, sizeof buf, "Z3 error: %s", Z3_get_error_msg(s->ctx, e));
  smt_fail(s, buf);
  return 1;
}

Z3_ast smt_keep(Smt *s, Z3_ast a) {
  if (smt_check_error(s) || !a) {
    smt_fail(s, "Z3 returned no term");
    return NULL;
  }
  Z3_inc_ref(s->ctx, a);
  smt_record(s, a);
  return a;
}

Z3_ast smt_app1(Smt *s, SmtFn1 f, Z3_ast a) {
  return a ? smt_keep(s, f(s->ctx, a)) : NULL;
}

Z3_ast smt_app2(Smt *s, SmtFn2 f, Z3_ast a, Z3_ast b) {
  return a && b ? smt_keep(s, f(s->ctx, a, b)) : NULL;
}

Z3_ast smt_app3(Smt *s, SmtFn3 f, Z3_ast a, Z3_ast b, Z3_ast c) {
  return a && b && c ? smt_keep(s, f(s->ctx, a, b, c)) : NULL;
}

Z3_ast smt_ite(Smt *s, Z3_ast c, Z3_ast t, Z3_ast e) {
  return c && t && e ? smt_keep(s, Z3_mk_ite(s->ctx, c, t, e)) : NULL;
}

Z3_ast smt_and(Smt *s, Z3_ast a, Z3_ast b) {
  if (!a || !b) return NULL;
  Z3_ast v[2] = {a, b};
  return smt_keep(s, Z3_mk_and(s->ctx, 2, v));
}

Z3_ast smt_or(Smt *s, Z3_ast a, Z3_ast b) {
  if (!a || !b) return NULL;
  Z3_ast v[2] = {a, b};
  return smt_keep(s, Z3_mk_or(s->ctx, 2, v));
}

Z3_ast smt_true(Smt *s) { return smt_keep(s, Z3_mk_true(s->ctx)); }
Z3_ast smt_false(Smt *s) { return smt_keep(s, Z3_mk_false(s->ctx)); }

/* Sorts are reference counted too: one made and not kept may be freed by the next call
 * (two sorts built for the arguments of one Z3 call). */
static Z3_sort smt_keep_sort(Smt *s, Z3_sort r) {
  if (smt_check_error(s) || !r) return NULL;
  Z3_inc_ref(s->ctx, Z3_sort_to_ast(s->ctx, r));
  smt_record(s, Z3_sort_to_ast(s->ctx, r));
  return r;
}

Z3_sort smt_array_sort(Smt *s, Z3_sort dom, Z3_sort range) {
  return dom && range ? smt_keep_sort(s, Z3_mk_array_sort(s->ctx, dom, range)) : NULL;
}

Z3_ast smt_const_array(Smt *s, Z3_sort dom, Z3_ast v) {
  return dom && v ? smt_keep(s, Z3_mk_const_array(s->ctx, dom, v)) : NULL;
}

/* Z3 compares quantifiers by their bound variables' names too, so lambdas built from
 * fresh index constants ("linalg!2" on one side, "linalg!17" on the other) would be
 * different terms for the same function; rebuilt with the names "i0".."i7" (the body
 * refers to de Bruijn indices, so the names carry no meaning), equal structures hash-cons
 * to one term and the solver sees two sides agree without array extensionality. */
Z3_ast smt_lambda_n(Smt *s, unsigned n, const Z3_app *bound, Z3_ast body) {
  if (!body || !n || n > 8) return NULL;
  Z3_ast l = smt_keep(s, Z3_mk_lambda_const(s->ctx, n, bound, body));
  if (!l || Z3_get_ast_kind(s->ctx, l) != Z3_QUANTIFIER_AST) return l;
  Z3_sort sorts[8];
  Z3_symbol names[8];
  for (unsigned j = 0; j < n; j++) {
    sorts[j] = Z3_get_quantifier_bound_sort(s->ctx, l, j);
    names[j] = Z3_mk_int_symbol(s->ctx, (int)j);
  }
  return smt_keep(s, Z3_mk_lambda(s->ctx, n, sorts, names, Z3_get_quantifier_body(s->ctx, l)));
}

Z3_ast smt_beta(Smt *s, Z3_ast arr, unsigned n, const Z3_ast *args) {
  Z3_context c = s->ctx;
  if (!arr || !n || n > 8 || Z3_get_ast_kind(c, arr) != Z3_QUANTIFIER_AST || !Z3_is_lambda(c, arr) ||
      Z3_get_quantifier_num_bound(c, arr) != n)
    return NULL;
  Z3_ast to[8];
  for (unsigned j = 0; j < n; j++) to[j] = args[n - 1 - j];   /* de Bruijn: the last is 0 */
  return smt_keep(s, Z3_substitute_vars(c, Z3_get_quantifier_body(c, arr), n, to));
}

Z3_ast smt_lambda(Smt *s, Z3_ast i, Z3_ast body) {
  if (!i) return NULL;
  Z3_app bound = Z3_to_app(s->ctx, i);
  return smt_lambda_n(s, 1, &bound, body);
}

Z3_sort smt_bv_sort(Smt *s, unsigned width) { return smt_keep_sort(s, Z3_mk_bv_sort(s->ctx, width)); }

Z3_sort smt_fp_sort(Smt *s, unsigned ebits, unsigned sbits) {
  return smt_keep_sort(s, Z3_mk_fpa_sort(s->ctx, ebits, sbits));
}

Z3_ast smt_bv_u64(Smt *s, unsigned width, unsigned long long v) {
  Z3_sort so = smt_bv_sort(s, width);
  return so ? smt_keep(s, Z3_mk_unsigned_int64(s->ctx, v, so)) : NULL;
}

/* Z3 reduces a (possibly negative) decimal numeral modulo 2^width. */
Z3_ast smt_bv_dec(Smt *s, unsigned width, const char *decimal) {
  Z3_sort so = smt_bv_sort(s, width);
  return so ? smt_keep(s, Z3_mk_numeral(s->ctx, decimal, so)) : NULL;
}

Z3_ast smt_fresh(Smt *s, const char *prefix, Z3_sort sort) {
  return sort ? smt_keep(s, Z3_mk_fresh_const(s->ctx, prefix, sort)) : NULL;
}

Z3_ast smt_extract(Smt *s, unsigned hi, unsigned lo, Z3_ast a) {
  return a ? smt_keep(s, Z3_mk_extract(s->ctx, hi, lo, a)) : NULL;
}

Z3_ast smt_zext(Smt *s, unsigned by, Z3_ast a) {
  if (!a) return NULL;
  return by ? smt_keep(s, Z3_mk_zero_ext(s->ctx, by, a)) : a;
}

Z3_ast smt_sext(Smt *s, unsigned by, Z3_ast a) {
  if (!a) return NULL;
  return by ? smt_keep(s, Z3_mk_sign_ext(s->ctx, by, a)) : a;
}

Z3_ast smt_bool_to_bv(Smt *s, Z3_ast b) {
  return smt_ite(s, b, smt_bv_u64(s, 1, 1), smt_bv_u64(s, 1, 0));
}

Z3_ast smt_bv_to_bool(Smt *s, Z3_ast bv1) {
  return smt_app2(s, Z3_mk_eq, bv1, smt_bv_u64(s, 1, 1));
}

Z3_ast smt_call(Smt *s, Z3_func_decl f, unsigned n, const Z3_ast *args) {
  if (!f) return NULL;
  for (unsigned i = 0; i < n; i++)
    if (!args[i]) return NULL;
  return smt_keep(s, Z3_mk_app(s->ctx, f, n, args));
}

Z3_func_decl smt_fun(Smt *s, const char *name, unsigned n, const Z3_sort *dom, Z3_sort range) {
  for (unsigned i = 0; i < n; i++)
    if (!dom[i]) return NULL;
  if (!range) return NULL;
  Z3_symbol sym = Z3_mk_string_symbol(s->ctx, name);
  Z3_func_decl f = Z3_mk_func_decl(s->ctx, sym, n, dom, range);
  if (smt_check_error(s)) return NULL;
  Z3_inc_ref(s->ctx, Z3_func_decl_to_ast(s->ctx, f));
  smt_record(s, Z3_func_decl_to_ast(s->ctx, f));
  return f;
}

unsigned smt_width(Smt *s, Z3_ast bv) {
  return bv ? Z3_get_bv_sort_size(s->ctx, Z3_get_sort(s->ctx, bv)) : 0;
}
