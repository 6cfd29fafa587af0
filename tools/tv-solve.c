/* tv-solve: the solver process of an exact check (docs/design.md 8). tv runs the queries
 * whose set-up in Z3 4.8.12 ignores timeouts and interrupts in this process, spawned
 * afresh (never forked: a fork of a threaded host may inherit a lock another thread held)
 * and killed at the deadline.
 *
 *   tv-solve TIMEOUT_MS MEMORY_MB SCOPES < query.smt2
 *
 * reads an SMT-LIB benchmark (Z3_solver_to_string's output; SCOPES > 0: tv's solver had a
 * scope open), optionally followed by RETRY_MARK and a benchmark of one more assertion,
 * and writes its answer as NUL-terminated fields:
 *   unsat
 *   sat, then per constant of the model: c NAME VALUE
 *        and per function:  f NAME ARITY N (ARG... VALUE){N} ELSE
 *        then: end
 *   unknown REASON
 *   error MESSAGE
 * and, after sat with a model that falsifies the retry assertion: retry, then the answer
 * with that assertion added.
 * VALUE, ARG and ELSE are closed SMT-LIB terms; an array given as a function
 * interpretation (as-array) is written as stores over a constant array. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <z3.h>
#include "subsolve_proto.h"

static void on_error(Z3_context c, Z3_error_code e) {
  (void)c;
  (void)e;
}

static void field(const char *s) { fwrite(s, 1, strlen(s) + 1, stdout); }

static void field_uint(unsigned v) {
  char b[16];
  snprintf(b, sizeof b, "%u", v);
  field(b);
}

static char *read_all(FILE *f) {
  size_t n = 0, cap = 1 << 16;
  char *b = malloc(cap);
  for (size_t r; b && (r = fread(b + n, 1, cap - n - 1, f)) > 0;) {
    n += r;
    if (cap - n - 1 == 0) {
      char *p = realloc(b, cap *= 2);
      if (!p) free(b);
      b = p;
    }
  }
  if (b) b[n] = 0;
  return b;
}

/* A closed term for v: an as-array value becomes stores over its default. */
static void field_value(Z3_context c, Z3_model m, Z3_ast v);

/* A multi-index array (a fold over k coordinates takes one, tosa_nn.c) cannot be written
 * with stores over a constant array of one index: it is written as the lambda
 * "ite(args = entry 1, value 1, ...else)", which the parent parses like any term (the
 * model of a max_pool2d pair was rejected when read back, and the check inconclusive). */
static void field_lambda(Z3_context c, Z3_func_decl f, Z3_func_interp fi, unsigned k, unsigned n) {
  Z3_app bound[16];
  Z3_ast x[16];
  if (k > 16) {
    field("?");
    return;
  }
  Z3_ast body = Z3_func_interp_get_else(c, fi);
  Z3_inc_ref(c, body);
  for (unsigned a = 0; a < k; a++) {
    x[a] = Z3_mk_fresh_const(c, "x", Z3_get_domain(c, f, a));
    Z3_inc_ref(c, x[a]);
    bound[a] = Z3_to_app(c, x[a]);
  }
  for (unsigned i = n; i-- > 0;) {
    Z3_func_entry e = Z3_func_interp_get_entry(c, fi, i);
    Z3_func_entry_inc_ref(c, e);
    Z3_ast eq[16];
    for (unsigned a = 0; a < k; a++) {
      eq[a] = Z3_mk_eq(c, x[a], Z3_func_entry_get_arg(c, e, a));
      Z3_inc_ref(c, eq[a]);
    }
    Z3_ast all = Z3_mk_and(c, k, eq);
    Z3_inc_ref(c, all);
    Z3_ast next = Z3_mk_ite(c, all, Z3_func_entry_get_value(c, e), body);
    Z3_inc_ref(c, next);
    Z3_dec_ref(c, body);
    Z3_dec_ref(c, all);
    for (unsigned a = 0; a < k; a++) Z3_dec_ref(c, eq[a]);
    Z3_func_entry_dec_ref(c, e);
    body = next;
  }
  Z3_ast l = Z3_mk_lambda_const(c, k, bound, body);
  Z3_inc_ref(c, l);
  field(Z3_ast_to_string(c, l));
  Z3_dec_ref(c, l);
  Z3_dec_ref(c, body);
  for (unsigned a = 0; a < k; a++) Z3_dec_ref(c, x[a]);
}

static void field_as_array(Z3_context c, Z3_model m, Z3_ast v) {
  Z3_func_decl f = Z3_get_as_array_func_decl(c, v);
  Z3_func_interp fi = Z3_model_get_func_interp(c, m, f);
  if (!fi) {
    field(Z3_ast_to_string(c, v));
    return;
  }
  Z3_func_interp_inc_ref(c, fi);
  unsigned n = Z3_func_interp_get_num_entries(c, fi), k = Z3_func_interp_get_arity(c, fi);
  if (k > 1) {
    field_lambda(c, f, fi, k, n);
    Z3_func_interp_dec_ref(c, fi);
    return;
  }
  Z3_ast t = Z3_mk_const_array(c, Z3_get_array_sort_domain(c, Z3_get_sort(c, v)),
                               Z3_func_interp_get_else(c, fi));
  Z3_inc_ref(c, t);
  for (unsigned i = 0; i < n && k == 1; i++) {
    Z3_func_entry e = Z3_func_interp_get_entry(c, fi, i);
    Z3_func_entry_inc_ref(c, e);
    Z3_ast t2 = Z3_mk_store(c, t, Z3_func_entry_get_arg(c, e, 0), Z3_func_entry_get_value(c, e));
    Z3_inc_ref(c, t2);
    Z3_dec_ref(c, t);
    t = t2;
    Z3_func_entry_dec_ref(c, e);
  }
  field(Z3_ast_to_string(c, t));
  Z3_dec_ref(c, t);
  Z3_func_interp_dec_ref(c, fi);
}

static void field_value(Z3_context c, Z3_model m, Z3_ast v) {
  if (Z3_is_as_array(c, v))
    field_as_array(c, m, v);
  else
    field(Z3_ast_to_string(c, v));
}

static void print_model(Z3_context c, Z3_model m) {
  for (unsigned i = 0, n = Z3_model_get_num_consts(c, m); i < n; i++) {
    Z3_func_decl d = Z3_model_get_const_decl(c, m, i);
    Z3_ast v = Z3_model_get_const_interp(c, m, d);
    if (!v) continue;
    field("c");
    field(Z3_get_symbol_string(c, Z3_get_decl_name(c, d)));
    field_value(c, m, v);
  }
  for (unsigned i = 0, n = Z3_model_get_num_funcs(c, m); i < n; i++) {
    Z3_func_decl d = Z3_model_get_func_decl(c, m, i);
    Z3_func_interp fi = Z3_model_get_func_interp(c, m, d);
    if (!fi) continue;
    Z3_func_interp_inc_ref(c, fi);
    unsigned k = Z3_func_interp_get_arity(c, fi), ne = Z3_func_interp_get_num_entries(c, fi);
    field("f");
    field(Z3_get_symbol_string(c, Z3_get_decl_name(c, d)));
    field_uint(k);
    field_uint(ne);
    for (unsigned j = 0; j < ne; j++) {
      Z3_func_entry e = Z3_func_interp_get_entry(c, fi, j);
      Z3_func_entry_inc_ref(c, e);
      for (unsigned a = 0; a < k; a++) field_value(c, m, Z3_func_entry_get_arg(c, e, a));
      field_value(c, m, Z3_func_entry_get_value(c, e));
      Z3_func_entry_dec_ref(c, e);
    }
    field_value(c, m, Z3_func_interp_get_else(c, fi));
    Z3_func_interp_dec_ref(c, fi);
  }
}

/* Checks sv and writes the answer; returns it. */
static Z3_lbool answer(Z3_context c, Z3_solver sv, Z3_model *model) {
  Z3_lbool r = Z3_get_error_code(c) == Z3_OK ? Z3_solver_check(c, sv) : Z3_L_UNDEF;
  Z3_error_code e = Z3_get_error_code(c);
  Z3_model m = r == Z3_L_TRUE && e == Z3_OK ? Z3_solver_get_model(c, sv) : NULL;
  if (e != Z3_OK || (r == Z3_L_TRUE && !m)) {
    field("error");
    field(e != Z3_OK ? Z3_get_error_msg(c, e) : "Z3 returned no model");
    return Z3_L_UNDEF;
  }
  if (r == Z3_L_FALSE) {
    field("unsat");
  } else if (r == Z3_L_TRUE) {
    field("sat");
    Z3_model_inc_ref(c, m);
    print_model(c, m);
    field("end");
    *model = m;
  } else {
    field("unknown");
    field(Z3_solver_get_reason_unknown(c, sv));
  }
  return r;
}

/* The retry formula after the marker, parsed over the query's declarations (a declaration
 * read again with the same name and sort is the same one in Z3). */
static Z3_ast parse_retry(Z3_context c, const char *text) {
  Z3_ast_vector v = Z3_parse_smtlib2_string(c, text, 0, NULL, NULL, 0, NULL, NULL);
  if (!v || Z3_get_error_code(c) != Z3_OK) return NULL;
  Z3_ast_vector_inc_ref(c, v);
  Z3_ast r = Z3_ast_vector_size(c, v) == 1 ? Z3_ast_vector_get(c, v, 0) : NULL;
  if (r) Z3_inc_ref(c, r);
  Z3_ast_vector_dec_ref(c, v);
  return r;
}

static void set_timeout(Z3_context c, Z3_solver sv, double ms) {
  Z3_params p = Z3_mk_params(c);
  Z3_params_inc_ref(c, p);
  if (ms > 0) Z3_params_set_uint(c, p, Z3_mk_string_symbol(c, "timeout"), ms > 4e9 ? 4000000000u : ms < 1 ? 1 : (unsigned)ms);
  Z3_solver_set_params(c, sv, p);
  Z3_params_dec_ref(c, p);
}

static double now_ms(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

int main(int argc, char **argv) {
  if (argc != 4) {
    fprintf(stderr, "usage: tv-solve TIMEOUT_MS MEMORY_MB SCOPES < query.smt2\n"
                    "  (run by tv for exact checks; answers on stdout, see tools/tv-solve.c)\n");
    return 2;
  }
  double t0 = now_ms(), limit = atof(argv[1]);
  char *text = read_all(stdin);
  char *retry_text = text ? strstr(text, RETRY_MARK) : NULL;
  if (retry_text) {
    *retry_text = 0;
    retry_text += strlen(RETRY_MARK);
  }
  Z3_config cfg = Z3_mk_config();
  Z3_set_param_value(cfg, "model", "true");
  if (atoi(argv[2]) > 0) Z3_set_param_value(cfg, "memory_max_size", argv[2]);
  Z3_context c = Z3_mk_context_rc(cfg);
  Z3_del_config(cfg);
  if (!text || !c) {
    field("error");
    field(!text ? "cannot read the query" : "cannot create a Z3 context");
    return 1;
  }
  Z3_set_error_handler(c, on_error);
  Z3_solver sv = Z3_mk_solver(c);
  Z3_solver_inc_ref(c, sv);
  set_timeout(c, sv, limit);
  Z3_solver_from_string(c, sv, text);
  /* a scope opened in tv makes Z3 solve incrementally (its SMT core, not the tactics that
   * a solver never pushed uses): the same here, or the same query can take 30 times longer */
  if (atoi(argv[3]) > 0) Z3_solver_push(c, sv);
  Z3_ast retry = retry_text && *retry_text ? parse_retry(c, retry_text) : NULL;
  Z3_model m = NULL;
  if (answer(c, sv, &m) == Z3_L_TRUE && retry) {
    /* tv asks again with the retry formula when the model falsifies it: done here in the
     * same solver, whose state from the first check makes the second one fast */
    Z3_ast v = NULL;
    if (Z3_model_eval(c, m, retry, true, &v) && v && Z3_get_bool_value(c, v) != Z3_L_TRUE) {
      field("retry");
      Z3_solver_assert(c, sv, retry);
      if (limit > 0) set_timeout(c, sv, limit - (now_ms() - t0));
      Z3_model m2 = NULL;
      answer(c, sv, &m2);
    }
  }
  fflush(stdout);
  /* the process ends here: Z3's own teardown of a large context is time nobody waits for */
  _Exit(0);
}
