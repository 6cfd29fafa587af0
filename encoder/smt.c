/* smt.c: Z3 wrappers that propagate failure as NULL and never exit. */
#include "smt.h"
#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <stdio.h>
#include <string.h>
#include <threads.h>
#include <time.h>
#include "tv.h"

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

/* Records a declaration for subsolve.c, which reads models back by name. */
static void smt_record_decl(Smt *s, Z3_func_decl d) {
  if (s->ndecls == s->capdecls) {
    size_t cap = s->capdecls ? s->capdecls * 2 : 256;
    Z3_func_decl *p = realloc(s->decls, cap * sizeof *p);
    if (!p) return;   /* a model read back without it leaves the constant to completion */
    s->decls = p;
    s->capdecls = cap;
  }
  s->decls[s->ndecls++] = d;
}

/* Releases every reference before deleting the context: Z3 4.8.12 crashes (segfault or
 * "UNEXPECTED CODE WAS REACHED" and exit) deleting a context that still holds some lambda
 * terms, while terms released one by one are freed on its well-trodden path. */
static void smt_release(Z3_context ctx, Z3_ast *kept, size_t nkept) {
  while (nkept) Z3_dec_ref(ctx, kept[--nkept]);
  Z3_del_context(ctx);
  free(kept);
}

void smt_wait_ms(cnd_t *cv, mtx_t *m, long ms) {
  struct timespec t;
  timespec_get(&t, TIME_UTC);   /* cnd_timedwait's clock */
  t.tv_nsec += ms * 1000000;
  t.tv_sec += t.tv_nsec / 1000000000;
  t.tv_nsec %= 1000000000;
  cnd_timedwait(cv, m, &t);
}

/* ---- calls left running past the deadline ---- */

/* A Z3 call on a thread of its own (smt_bounded). Its context belongs to the call while it
 * runs; whoever frees the context joins the thread first (job_finish). */
struct SmtJob {
  pthread_t thread;
  mtx_t lock;
  cnd_t done_cv;
  int done;
  Z3_context ctx;
  void (*fn)(Z3_context, void *);
  void *arg;
  void (*free_arg)(void *);
};

static void *job_main(void *p) {
  SmtJob *j = p;
  j->fn(j->ctx, j->arg);
  mtx_lock(&j->lock);
  j->done = 1;
  cnd_signal(&j->done_cv);
  mtx_unlock(&j->lock);
  return NULL;
}

/* Waits for the call to return, then frees the job (and its argument if the call was left
 * running: free_arg). A call left running is interrupted every 5 ms while it runs, as the
 * query's watchdog did: Z3 4.8.12 clears the interrupt when it enters some phases of a
 * check, and a single interrupt let a tensor check run on for minutes at gigabytes. */
static void job_finish(SmtJob *j, int left) {
  if (!j) return;
  if (left) {
    mtx_lock(&j->lock);
    while (!j->done) {
      Z3_interrupt(j->ctx);
      smt_wait_ms(&j->done_cv, &j->lock, 5);
    }
    mtx_unlock(&j->lock);
  }
  pthread_join(j->thread, NULL);
  if (left && j->free_arg) j->free_arg(j->arg);
  cnd_destroy(&j->done_cv);
  mtx_destroy(&j->lock);
  free(j);
}

/* Stack of the job's thread: Z3 recurses deeply on large terms; this is address space,
 * touched only as deep as the call goes. */
enum { JOB_STACK = 256 << 20 };

/* A job for fn(ctx, arg) with its lock and signal, not started; NULL if none could be made. */
static SmtJob *job_new(Z3_context ctx, void (*fn)(Z3_context, void *), void *arg, void (*free_arg)(void *)) {
  SmtJob *j = calloc(1, sizeof *j);
  if (!j) return NULL;
  if (mtx_init(&j->lock, mtx_plain) != thrd_success) return free(j), NULL;
  if (cnd_init(&j->done_cv) != thrd_success) return mtx_destroy(&j->lock), free(j), NULL;
  j->ctx = ctx, j->fn = fn, j->arg = arg, j->free_arg = free_arg;
  return j;
}

static int job_start(SmtJob *j) {
  pthread_attr_t at;
  if (pthread_attr_init(&at)) return 0;
  pthread_attr_setstacksize(&at, JOB_STACK);
  int ok = !pthread_create(&j->thread, &at, job_main, j);
  pthread_attr_destroy(&at);
  return ok;
}

int smt_bounded(Smt *s, void (*fn)(Z3_context, void *), void *arg, void (*free_arg)(void *)) {
  SmtJob *j = s->deadline > 0 && !s->job ? job_new(s->ctx, fn, arg, free_arg) : NULL;
  if (!j || !job_start(j)) {   /* no deadline, or no thread: the call runs here */
    if (j) cnd_destroy(&j->done_cv), mtx_destroy(&j->lock), free(j);
    fn(s->ctx, arg);
    return 0;
  }
  double until = s->deadline + SMT_GRACE;
  mtx_lock(&j->lock);
  while (!j->done && smt_now() < until) {
    smt_wait_ms(&j->done_cv, &j->lock, 10);   /* the deadline is on the monotonic clock: poll it */
  }
  int done = j->done;
  mtx_unlock(&j->lock);
  if (done) {
    job_finish(j, 0);
    return 0;
  }
  s->job = j;   /* left running: the context is the call's until smt_fini */
  if (!s->interrupted) s->interrupted = SMT_DEADLINE;
  smt_fail(s, "a limit stopped the query");
  return 1;
}

typedef struct SmtCheck {
  Z3_solver sv;
  Z3_ast assertion;   /* to assert, or NULL: check */
  Z3_lbool answer;
} SmtCheck;

static void check_job(Z3_context c, void *arg) {
  SmtCheck *k = arg;
  if (k->assertion) Z3_solver_assert(c, k->sv, k->assertion);
  else k->answer = Z3_solver_check(c, k->sv);
}

/* check_job through smt_bounded: Z3_L_UNDEF when left running or out of memory. */
static Z3_lbool bounded_check(Smt *s, Z3_solver sv, Z3_ast assertion) {
  if (s->job) return Z3_L_UNDEF;
  SmtCheck *k = malloc(sizeof *k);
  if (!k) {
    smt_fail(s, "out of memory");
    return Z3_L_UNDEF;
  }
  *k = (SmtCheck){.sv = sv, .assertion = assertion, .answer = Z3_L_UNDEF};
  if (smt_bounded(s, check_job, k, free)) return Z3_L_UNDEF;   /* k is the call's now */
  Z3_lbool r = k->answer;
  free(k);
  return r;
}

Z3_lbool smt_check(Smt *s, Z3_solver sv) { return bounded_check(s, sv, NULL); }

int smt_assert(Smt *s, Z3_solver sv, Z3_ast a) {
  if (!a) return 1;
  bounded_check(s, sv, a);
  return smt_left(s) || Z3_get_error_code(s->ctx) != Z3_OK;
}

/* ---- the reaper: one thread per session that deletes contexts queued by smt_fini ---- */

typedef struct Doomed {
  struct Doomed *next;
  Z3_context ctx;
  Z3_ast *kept;
  size_t nkept;
  SmtJob *job;   /* a call still running on ctx, or NULL */
} Doomed;

struct TvReaper {
  mtx_t lock;
  cnd_t wake;
  thrd_t thread;
  Doomed *head, **tail;
  int stop;
};

/* Waits for a call left running on the context, then deletes it. */
static void doomed_release(Doomed *d) {
  job_finish(d->job, 1);
  smt_release(d->ctx, d->kept, d->nkept);
}

static int reaper_main(void *arg) {
  TvReaper *r = arg;
  mtx_lock(&r->lock);
  for (;;) {
    while (!r->head && !r->stop) cnd_wait(&r->wake, &r->lock);
    Doomed *d = r->head;
    if (!d) break;   /* stopped, and nothing left to delete */
    r->head = d->next;
    if (!r->head) r->tail = &r->head;
    mtx_unlock(&r->lock);
    doomed_release(d);
    free(d);
    mtx_lock(&r->lock);
  }
  mtx_unlock(&r->lock);
  return 0;
}

TvReaper *tv_reaper_new(void) {
  TvReaper *r = calloc(1, sizeof *r);
  if (!r) return NULL;
  r->tail = &r->head;
  if (mtx_init(&r->lock, mtx_plain) != thrd_success) return free(r), NULL;
  if (cnd_init(&r->wake) != thrd_success) return mtx_destroy(&r->lock), free(r), NULL;
  if (thrd_create(&r->thread, reaper_main, r) != thrd_success) {
    cnd_destroy(&r->wake);
    mtx_destroy(&r->lock);
    free(r);
    return NULL;
  }
  return r;
}

void tv_reaper_free(TvReaper *r) {
  if (!r) return;
  mtx_lock(&r->lock);
  r->stop = 1;
  cnd_signal(&r->wake);
  mtx_unlock(&r->lock);
  thrd_join(r->thread, NULL);
  cnd_destroy(&r->wake);
  mtx_destroy(&r->lock);
  free(r);
}

void smt_fini(Smt *s, TvReaper *reaper) {
  Doomed one = {.ctx = s->ctx, .kept = s->kept, .nkept = s->nkept, .job = s->job};
  Doomed *d = s->ctx && reaper ? malloc(sizeof *d) : NULL;
  if (d) {
    *d = one;
    mtx_lock(&reaper->lock);
    *reaper->tail = d;
    reaper->tail = &d->next;
    cnd_signal(&reaper->wake);
    mtx_unlock(&reaper->lock);
  } else if (s->ctx) {
    doomed_release(&one);
  } else {
    free(s->kept);
  }
  free(s->decls);
  s->decls = NULL;
  s->ndecls = s->capdecls = 0;
  s->kept = NULL;
  s->nkept = s->capkept = 0;
  s->ctx = NULL;
  s->job = NULL;
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

double smt_now(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

Z3_ast smt_keep(Smt *s, Z3_ast a) {
  if (smt_check_error(s) || !a) {
    smt_fail(s, "Z3 returned no term");
    return NULL;
  }
  if (++s->nterms == s->fail_at) {
    if (s->fail_hits) ++*s->fail_hits;
    smt_fail(s, "injected: a failed Z3 term");
    return NULL;
  }
  if (!(s->nterms & 1023) && !s->interrupted) {
    if (s->deadline > 0 && smt_now() >= s->deadline) s->interrupted = SMT_DEADLINE;
    else if (s->nterms > SMT_MAX_TERMS) s->interrupted = SMT_BUDGET;
  }
  if (s->interrupted) {
    smt_fail(s, "a limit stopped the query");
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

Z3_ast smt_app2b(Smt *s, SmtFn2b f, Z3_ast a, Z3_ast b, bool flag) {
  return a && b ? smt_keep(s, f(s->ctx, a, b, flag)) : NULL;
}

Z3_lbool smt_solve(Smt *s, Z3_ast a, unsigned timeout_ms) { return smt_solve_logic(s, a, timeout_ms, NULL); }

Z3_lbool smt_solve_logic(Smt *s, Z3_ast a, unsigned timeout_ms, const char *logic) {
  Z3_context c = s->ctx;
  if (!a || s->interrupted) return Z3_L_UNDEF;
  Z3_solver sv = logic ? Z3_mk_solver_for_logic(c, Z3_mk_string_symbol(c, logic)) : Z3_mk_solver(c);
  if (!sv) return Z3_L_UNDEF;
  Z3_solver_inc_ref(c, sv);
  if (timeout_ms) {
    Z3_params p = Z3_mk_params(c);
    Z3_params_inc_ref(c, p);
    Z3_params_set_uint(c, p, Z3_mk_string_symbol(c, "timeout"), timeout_ms);
    Z3_solver_set_params(c, sv, p);
    Z3_params_dec_ref(c, p);
  }
  Z3_solver_assert(c, sv, a);
  Z3_lbool r = Z3_get_error_code(c) == Z3_OK ? Z3_solver_check(c, sv) : Z3_L_UNDEF;
  Z3_solver_dec_ref(c, sv);
  return Z3_get_error_code(c) == Z3_OK ? r : Z3_L_UNDEF;
}

Z3_ast smt_simplify(Smt *s, Z3_ast a) { return a ? smt_keep(s, Z3_simplify(s->ctx, a)) : NULL; }

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

/* ---- memoised rewriting ----
 * Z3 4.8.12's own walks (Z3_mk_lambda_const's abstraction, Z3_substitute) restart with an
 * empty cache at every nested quantifier, so a lambda whose body reaches an earlier lambda
 * along two paths (an unrolled loop carrying a tensor through an ite: the new lambda and
 * the one before it both reach the one before that) costs exponential time in the nesting
 * depth: a 40-iteration scf.while ran for minutes inside one call. These walks share one
 * cache over the whole term, keyed by (term, binder depth), and skip subterms that hold
 * nothing to replace, so each costs time linear in the term's DAG. */

typedef struct MemoE {
  Z3_ast k;
  unsigned d;
  uintptr_t v;
} MemoE;

typedef struct Rw {
  Smt *s;
  MemoE *e;
  size_t n, cap;
  unsigned nfrom;
  const Z3_ast *from;   /* constants to replace, or NULL: replace free variables 0..nfrom-1 */
  const Z3_ast *to;     /* closed terms, or NULL: constants become bound variables (abstraction) */
} Rw;

enum { RW_INFO = 0xffffffffu };   /* depth key of a term's info entry */
static char rw_z3;
#define RW_Z3 ((Z3_ast)&rw_z3)     /* rw_run: abstract with Z3_mk_lambda_const */

static size_t rw_hash(Z3_ast k, unsigned d) {
  uint64_t x = (uint64_t)(uintptr_t)k ^ ((uint64_t)d * 0x9E3779B97F4A7C15ull);
  x ^= x >> 31;
  x *= 0xBF58476D1CE4E5B9ull;
  return (size_t)(x ^ (x >> 29));
}

static MemoE *rw_get(Rw *w, Z3_ast k, unsigned d) {
  if (!w->cap) return NULL;
  for (size_t h = rw_hash(k, d) & (w->cap - 1);; h = (h + 1) & (w->cap - 1)) {
    if (!w->e[h].k) return NULL;
    if (w->e[h].k == k && w->e[h].d == d) return &w->e[h];
  }
}

static int rw_put(Rw *w, Z3_ast k, unsigned d, uintptr_t v) {
  if (2 * (w->n + 1) > w->cap) {
    size_t cap = w->cap ? 2 * w->cap : 1024;
    MemoE *e = calloc(cap, sizeof *e), *old = w->e;
    if (!e) return smt_fail(w->s, "out of memory"), 1;
    w->e = e;
    size_t ocap = w->cap;
    w->cap = cap;
    w->n = 0;
    for (size_t i = 0; i < ocap; i++)
      if (old[i].k) rw_put(w, old[i].k, old[i].d, old[i].v);
    free(old);
  }
  size_t h = rw_hash(k, d) & (w->cap - 1);
  while (w->e[h].k) h = (h + 1) & (w->cap - 1);
  w->e[h] = (MemoE){k, d, v};
  w->n++;
  return 0;
}

static int rw_from(Rw *w, Z3_ast t);

/* Bit 0: t mentions one of w->from; bit 1: t holds a quantifier; the other bits: 1 + its
 * highest free variable. */
static uintptr_t rw_info(Rw *w, Z3_ast t) {
  Z3_context c = w->s->ctx;
  MemoE *m = rw_get(w, t, RW_INFO);
  if (m) return m->v;
  uintptr_t r = 0, fv = 0;
  switch (Z3_get_ast_kind(c, t)) {
  case Z3_VAR_AST:
    fv = Z3_get_index_value(c, t) + 1;
    break;
  case Z3_APP_AST:
  case Z3_NUMERAL_AST: {
    Z3_app a = Z3_to_app(c, t);
    unsigned na = Z3_get_app_num_args(c, a);
    r = rw_from(w, t) >= 0;
    for (unsigned k = 0; k < na; k++) {
      uintptr_t x = rw_info(w, Z3_get_app_arg(c, a, k));
      r |= x & 3;
      if (x >> 2 > fv) fv = x >> 2;
    }
    break;
  }
  case Z3_QUANTIFIER_AST: {
    uintptr_t x = rw_info(w, Z3_get_quantifier_body(c, t));
    unsigned nb = Z3_get_quantifier_num_bound(c, t);
    r = (x & 1) | 2;
    fv = x >> 2 > nb ? (x >> 2) - nb : 0;
    break;
  }
  default:
    break;
  }
  r |= fv << 2;
  rw_put(w, t, RW_INFO, r);
  return r;
}

static Z3_ast rw_term(Rw *w, Z3_ast t, unsigned depth);

/* Which of w->from t is, or -1. */
static int rw_from(Rw *w, Z3_ast t) {
  for (unsigned j = 0; w->from && j < w->nfrom; j++)
    if (Z3_is_eq_ast(w->s->ctx, t, w->from[j])) return (int)j;
  return -1;
}

/* Abstraction: the bound variables of w->from at binder depth depth, made first, as
 * Z3_mk_lambda_const does. */
static void rw_vars(Rw *w, unsigned depth) {
  for (unsigned j = 0; j < w->nfrom; j++)
    smt_keep(w->s, Z3_mk_bound(w->s->ctx, depth + w->nfrom - 1 - j, Z3_get_sort(w->s->ctx, w->from[j])));
}

static Z3_ast rw_quantifier(Rw *w, Z3_ast t, unsigned depth) {
  Smt *s = w->s;
  Z3_context c = s->ctx;
  unsigned nb = Z3_get_quantifier_num_bound(c, t);
  if (nb > 16) return smt_fail(s, "a quantifier with more than 16 bound variables"), NULL;
  Z3_sort sorts[16];
  Z3_symbol names[16];
  for (unsigned j = 0; j < nb; j++) {
    sorts[j] = Z3_get_quantifier_bound_sort(c, t, j);
    names[j] = Z3_get_quantifier_bound_name(c, t, j);
  }
  if (w->from && !w->to) rw_vars(w, depth + nb);
  Z3_ast body = rw_term(w, Z3_get_quantifier_body(c, t), depth + nb);
  if (!body) return NULL;
  if (Z3_is_lambda(c, t)) return smt_keep(s, Z3_mk_lambda(c, nb, sorts, names, body));
  return smt_keep(s, Z3_mk_quantifier(c, Z3_is_quantifier_forall(c, t), Z3_get_quantifier_weight(c, t), 0, NULL,
                                      nb, sorts, names, body));
}

static Z3_ast rw_app(Rw *w, Z3_ast t, unsigned depth) {
  Smt *s = w->s;
  Z3_context c = s->ctx;
  Z3_app a = Z3_to_app(c, t);
  unsigned na = Z3_get_app_num_args(c, a);
  int j = rw_from(w, t);
  if (j >= 0)
    return w->to ? w->to[j] : smt_keep(s, Z3_mk_bound(c, depth + w->nfrom - 1 - (unsigned)j, Z3_get_sort(c, t)));
  Z3_ast small[8], *args = na <= 8 ? small : malloc(na * sizeof *args), r = NULL;
  if (!args) return smt_fail(s, "out of memory"), NULL;
  /* the arguments right to left when abstracting or substituting, left to right when
   * replacing variables: the order in which Z3's walks make new terms (term ids order the
   * solver's work; the same order keeps proof times as they were) */
  unsigned k = 0;
  for (; k < na; k++) {
    unsigned at = w->from ? na - 1 - k : k;
    if (!(args[at] = rw_term(w, Z3_get_app_arg(c, a, at), depth))) break;
  }
  if (k == na) r = smt_keep(s, Z3_mk_app(c, Z3_get_app_decl(c, a), na, args));
  if (args != small) free(args);
  return r;
}

static Z3_ast rw_term(Rw *w, Z3_ast t, unsigned depth) {
  Z3_context c = w->s->ctx;
  uintptr_t info = rw_info(w, t);
  if (w->from ? !(info & 1) : info >> 2 <= depth) return t;   /* nothing to replace below */
  MemoE *m = rw_get(w, t, depth);
  if (m) return (Z3_ast)m->v;
  Z3_ast r = NULL;
  switch (Z3_get_ast_kind(c, t)) {
  case Z3_VAR_AST: {
    unsigned k = Z3_get_index_value(c, t) - depth;   /* >= 0: it is free here */
    r = k < w->nfrom ? w->to[k] : smt_keep(w->s, Z3_mk_bound(c, k - w->nfrom + depth, Z3_get_sort(c, t)));
    break;
  }
  case Z3_APP_AST:
  case Z3_NUMERAL_AST:
    r = rw_app(w, t, depth);
    break;
  case Z3_QUANTIFIER_AST:
    r = rw_quantifier(w, t, depth);
    break;
  default:
    r = t;
  }
  if (r && rw_put(w, t, depth, (uintptr_t)r)) r = NULL;
  return r;
}

/* t with each occurrence of the closed term from[j] replaced by to[j] (to NULL: by the
 * bound variable of from[j] in a binder of n: from[n - 1] is variable 0), or with free variable j replaced by to[j] (from NULL). */
static Z3_ast rw_run(Smt *s, Z3_ast t, unsigned n, const Z3_ast *from, const Z3_ast *to) {
  if (!t) return NULL;
  for (unsigned j = 0; j < n; j++)
    if ((from && !from[j]) || (to && !to[j])) return NULL;
  Rw w = {.s = s, .nfrom = n, .from = from, .to = to};
  Z3_ast r = NULL;
  if (!(rw_info(&w, t) & 2)) {   /* no quantifier below: Z3's walk is linear, and its terms are
                                    the ones the solver was tuned on (term ids order them) */
    if (!from) r = smt_keep(s, Z3_substitute_vars(s->ctx, t, n, to));
    else if (to) r = smt_keep(s, Z3_substitute(s->ctx, t, n, from, to));
    else r = RW_Z3;
  } else {
    if (from && !to) rw_vars(&w, 0);
    r = rw_term(&w, t, 0);
  }
  free(w.e);
  return r;
}

Z3_ast smt_subst(Smt *s, Z3_ast t, unsigned n, const Z3_ast *from, const Z3_ast *to) {
  return n ? rw_run(s, t, n, from, to) : t;
}

int smt_mentions(Smt *s, Z3_ast t, Z3_ast c) {
  if (!t || !c) return 1;
  Rw w = {.s = s, .nfrom = 1, .from = &c};
  int r = (int)(rw_info(&w, t) & 1);
  free(w.e);
  return r;
}

/* Z3 compares quantifiers by their bound variables' names too, so lambdas built from
 * fresh index constants ("linalg!2" on one side, "linalg!17" on the other) would be
 * different terms for the same function; with the names "i0".."i7" (the body refers to de
 * Bruijn indices, so the names carry no meaning), equal structures hash-cons to one term
 * and the solver sees two sides agree without array extensionality. */
/* The n constants bound as terms, their sorts, and the canonical names 0..n-1 of a binder. */
static void binder_vars(Smt *s, unsigned n, const Z3_app *bound, Z3_ast *from, Z3_sort *sorts, Z3_symbol *names) {
  for (unsigned j = 0; j < n; j++) {
    from[j] = Z3_app_to_ast(s->ctx, bound[j]);
    sorts[j] = Z3_get_sort(s->ctx, from[j]);
    names[j] = Z3_mk_int_symbol(s->ctx, (int)j);
  }
}

Z3_ast smt_lambda_n(Smt *s, unsigned n, const Z3_app *bound, Z3_ast body) {
  if (!body || !n || n > 8) return NULL;
  Z3_ast from[8];
  Z3_sort sorts[8];
  Z3_symbol names[8];
  binder_vars(s, n, bound, from, sorts, names);
  Z3_ast abs = rw_run(s, body, n, from, NULL);
  if (abs == RW_Z3) {
    Z3_ast l = smt_keep(s, Z3_mk_lambda_const(s->ctx, n, bound, body));
    if (!l || Z3_get_ast_kind(s->ctx, l) != Z3_QUANTIFIER_AST) return l;
    abs = Z3_get_quantifier_body(s->ctx, l);
  } else if (abs) {   /* the lambda Z3_mk_lambda_const would have made, for the same term ids */
    Z3_symbol own[8];
    for (unsigned j = 0; j < n; j++) own[j] = Z3_get_decl_name(s->ctx, Z3_get_app_decl(s->ctx, bound[j]));
    if (!smt_keep(s, Z3_mk_lambda(s->ctx, n, sorts, own, abs))) return NULL;
  }
  return abs ? smt_keep(s, Z3_mk_lambda(s->ctx, n, sorts, names, abs)) : NULL;
}

Z3_ast smt_beta(Smt *s, Z3_ast arr, unsigned n, const Z3_ast *args) {
  Z3_context c = s->ctx;
  if (!arr || !n || n > 8 || Z3_get_ast_kind(c, arr) != Z3_QUANTIFIER_AST || !Z3_is_lambda(c, arr) ||
      Z3_get_quantifier_num_bound(c, arr) != n)
    return NULL;
  Z3_ast to[8];
  for (unsigned j = 0; j < n; j++) to[j] = args[n - 1 - j];   /* de Bruijn: the last is 0 */
  return rw_run(s, Z3_get_quantifier_body(c, arr), n, NULL, to);
}

Z3_ast smt_exists_n(Smt *s, unsigned n, const Z3_app *bound, Z3_ast body) {
  if (!body || !n || n > 16) return NULL;
  Z3_ast from[16];
  Z3_sort sorts[16];
  Z3_symbol names[16];
  binder_vars(s, n, bound, from, sorts, names);
  Z3_ast abs = rw_run(s, body, n, from, NULL);
  if (abs == RW_Z3) {   /* Z3's abstraction, then the canonical names (as smt_lambda_n) */
    Z3_ast e = smt_keep(s, Z3_mk_exists_const(s->ctx, 0, n, bound, 0, NULL, body));
    if (!e || Z3_get_ast_kind(s->ctx, e) != Z3_QUANTIFIER_AST) return e;
    abs = Z3_get_quantifier_body(s->ctx, e);
  }
  /* names 0..n-1: the same condition on both sides (the same reads past a buffer's end
   * under fresh coordinates) is then one term, not two quantifiers to relate */
  return abs ? smt_keep(s, Z3_mk_quantifier(s->ctx, false, 0, 0, NULL, n, sorts, names, abs)) : NULL;
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

int smt_model_truth(Smt *s, Z3_model m, Z3_ast a) {
  Z3_ast r = NULL;
  if (!a || !Z3_model_eval(s->ctx, m, a, 1, &r) || !r) return -1;
  Z3_inc_ref(s->ctx, r);
  Z3_lbool v = Z3_get_bool_value(s->ctx, r);
  if (v == Z3_L_UNDEF) v = smt_solve(s, r, 2000);
  Z3_dec_ref(s->ctx, r);
  return v == Z3_L_TRUE ? 1 : v == Z3_L_FALSE ? 0 : -1;
}

int smt_model_bool(Smt *s, Z3_model m, Z3_ast a) { return smt_model_truth(s, m, a) == 1; }

int smt_model_u64(Smt *s, Z3_model m, Z3_ast a, uint64_t *out) {
  Z3_ast r = NULL;
  return a && Z3_model_eval(s->ctx, m, a, 1, &r) && r && Z3_get_numeral_uint64(s->ctx, r, out);
}

Z3_ast smt_fresh(Smt *s, const char *prefix, Z3_sort sort) {
  Z3_ast a = sort ? smt_keep(s, Z3_mk_fresh_const(s->ctx, prefix, sort)) : NULL;
  if (a) smt_record_decl(s, Z3_get_app_decl(s->ctx, Z3_to_app(s->ctx, a)));
  return a;
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
  smt_record_decl(s, f);
  return f;
}

unsigned smt_width(Smt *s, Z3_ast bv) {
  return bv ? Z3_get_bv_sort_size(s->ctx, Z3_get_sort(s->ctx, bv)) : 0;
}
