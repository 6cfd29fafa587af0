/* smt.h: a thin layer over the Z3 C API for one validation query.
 * Every term returned is reference-counted for the life of the context (freed with it),
 * and a failed Z3 call yields NULL, which every wrapper propagates instead of crashing
 * (Alive2's smt/expr style). Z3 errors are recorded, never fatal. */
#ifndef TV_SMT_H
#define TV_SMT_H
#include <stdatomic.h>
#include <threads.h>
#include <z3.h>

typedef struct Smt {
  Z3_context ctx;
  int failed;          /* sticky: a Z3 call failed */
  char msg[256];       /* first Z3 error */
  Z3_ast *kept;        /* every reference taken, released in reverse order by smt_fini */
  size_t nkept, capkept;
  Z3_func_decl *decls; /* the declarations made (smt_fresh, smt_fun): to read a model back */
  size_t ndecls, capdecls;
  /* limits (docs/design.md, "Limits"): past the deadline or once the query's watchdog has
   * interrupted the context, every new term fails, so the encoder stops within a few terms */
  double deadline;          /* CLOCK_MONOTONIC seconds; 0 = none; checked every 1024 terms */
  atomic_int interrupted;   /* SMT_DEADLINE, SMT_MEMORY or SMT_BUDGET once a limit stopped it */
  unsigned long nterms;     /* terms made so far */
  unsigned long fail_at;    /* test hook: the fail_at-th term fails (0 = never) */
  unsigned *fail_hits;      /* test hook: counts the injected failures, if not NULL */
  struct SmtJob *job;       /* a call left running past the deadline (smt_bounded), or NULL */
} Smt;
typedef struct SmtJob SmtJob;

/* Why a query was stopped; SMT_BUDGET: it made more than SMT_MAX_TERMS terms (a blow-up
 * that sharing did not prevent; each kept term also costs a reference) */
enum { SMT_DEADLINE = 1, SMT_MEMORY = 2, SMT_BUDGET = 3 };
#define SMT_MAX_TERMS 20000000ul

/* Seconds on the monotonic clock that deadlines are in. */
double smt_now(void);
/* Waits on cv (m locked by the caller) for at most ms milliseconds (the polls of the
 * watchdog and of calls left running). */
void smt_wait_ms(cnd_t *cv, mtx_t *m, long ms);

typedef Z3_ast (*SmtFn1)(Z3_context, Z3_ast);
typedef Z3_ast (*SmtFn2)(Z3_context, Z3_ast, Z3_ast);
typedef Z3_ast (*SmtFn3)(Z3_context, Z3_ast, Z3_ast, Z3_ast);
typedef Z3_ast (*SmtFn2b)(Z3_context, Z3_ast, Z3_ast, bool);

/* Returns 0 on success; on failure s->msg says why. */
int smt_init(Smt *s);
/* Frees the context: on the reaper's thread if one is given and has room (freeing a large
 * context takes seconds, which must not count against the check: docs/design.md 8). */
struct TvReaper;
void smt_fini(Smt *s, struct TvReaper *reaper);

/* Seconds past the deadline that smt_bounded waits for a call before leaving it running. */
#define SMT_GRACE 0.3

/* Runs fn(ctx, arg) on a thread of its own and waits until it returns or the query's
 * deadline plus SMT_GRACE passes. Z3 4.8.12 does not look at interrupts everywhere (its
 * set-up of some tensor queries runs for seconds after one), so a call still running then
 * is left running: it owns the context and arg from then on; s->job is set, s is failed
 * and interrupted (a timeout), and the caller must make no further Z3 call on the context:
 * smt_fini hands it to the reaper, which waits for the call and then frees arg (free_arg,
 * if not NULL) and the context. Returns 0 when fn returned (arg stays the caller's), 1
 * when left running. Without a deadline fn runs on this thread. */
int smt_bounded(Smt *s, void (*fn)(Z3_context, void *), void *arg, void (*free_arg)(void *));
/* Z3_solver_check(ctx, sv) through smt_bounded: Z3_L_UNDEF when left running. */
Z3_lbool smt_check(Smt *s, Z3_solver sv);
/* Z3_solver_assert(ctx, sv, a) through smt_bounded (asserting a large term can run long);
 * 0, or 1 when a is NULL, the call was left running or Z3 failed. */
int smt_assert(Smt *s, Z3_solver sv, Z3_ast a);
/* Whether a call was left running: no Z3 call on s->ctx is allowed. */
static inline int smt_left(const Smt *s) { return s->job != NULL; }

/* Takes a fresh Z3 result: records any Z3 error, keeps the term alive; NULL on error. */
Z3_ast smt_keep(Smt *s, Z3_ast a);
Z3_ast smt_app1(Smt *s, SmtFn1 f, Z3_ast a);
Z3_ast smt_app2(Smt *s, SmtFn2 f, Z3_ast a, Z3_ast b);
Z3_ast smt_app3(Smt *s, SmtFn3 f, Z3_ast a, Z3_ast b, Z3_ast c);
/* Z3_simplify(a); it answers to the query's watchdog like the solver (NULL if interrupted). */
Z3_ast smt_simplify(Smt *s, Z3_ast a);
/* f(a, b, flag): the overflow predicates (Z3_mk_bvadd_no_overflow ...) */
Z3_ast smt_app2b(Smt *s, SmtFn2b f, Z3_ast a, Z3_ast b, bool flag);
/* Whether a is satisfiable, asked of a solver of its own (within timeout_ms; 0: none) under
 * the query's watchdog: Z3_L_UNDEF when a is NULL, on a Z3 error or when interrupted. */
Z3_lbool smt_solve(Smt *s, Z3_ast a, unsigned timeout_ms);
/* The same with a solver for one logic (e.g. "QF_BV": bit-blasting; a term of another
 * theory is unknown), or the default solver when logic is NULL. */
Z3_lbool smt_solve_logic(Smt *s, Z3_ast a, unsigned timeout_ms, const char *logic);
/* The truth of a in model m: 1, 0, or -1 when unknown. Tensor UB ("some element i ...",
 * tval_exists) evaluates to a closed quantified formula rather than a literal; a small
 * solver call decides it. */
int smt_model_truth(Smt *s, Z3_model m, Z3_ast a);
/* Whether a is true in m (unknown: no). */
int smt_model_bool(Smt *s, Z3_model m, Z3_ast a);
/* The value of bit-vector a (at most 64 bits) in m; 0 if it has none. */
int smt_model_u64(Smt *s, Z3_model m, Z3_ast a, uint64_t *out);
Z3_ast smt_ite(Smt *s, Z3_ast c, Z3_ast t, Z3_ast e);
Z3_ast smt_and(Smt *s, Z3_ast a, Z3_ast b);
Z3_ast smt_or(Smt *s, Z3_ast a, Z3_ast b);
Z3_ast smt_true(Smt *s);
Z3_ast smt_false(Smt *s);
Z3_sort smt_bv_sort(Smt *s, unsigned width);
Z3_sort smt_fp_sort(Smt *s, unsigned ebits, unsigned sbits);
Z3_ast smt_bv_u64(Smt *s, unsigned width, unsigned long long v);
Z3_ast smt_bv_dec(Smt *s, unsigned width, const char *decimal);
Z3_ast smt_fresh(Smt *s, const char *prefix, Z3_sort sort);
Z3_ast smt_extract(Smt *s, unsigned hi, unsigned lo, Z3_ast a);
Z3_ast smt_zext(Smt *s, unsigned by, Z3_ast a);
Z3_ast smt_sext(Smt *s, unsigned by, Z3_ast a);
/* bit-vector predicates as 1-bit vectors, the encoding of i1 */
Z3_ast smt_bool_to_bv(Smt *s, Z3_ast b);
Z3_ast smt_bv_to_bool(Smt *s, Z3_ast bv1);
/* arrays: sort, constant array, and a lambda binding the constant i (or the n <= 8
 * constants bound) in body, with canonical bound-variable names */
Z3_sort smt_array_sort(Smt *s, Z3_sort dom, Z3_sort range);
Z3_ast smt_const_array(Smt *s, Z3_sort dom, Z3_ast v);
Z3_ast smt_lambda(Smt *s, Z3_ast i, Z3_ast body);
Z3_ast smt_lambda_n(Smt *s, unsigned n, const Z3_app *bound, Z3_ast body);
/* "some values of the n <= 16 constants bound satisfy body", a closed formula (its
 * abstraction memoised and its variables named like smt_lambda_n's). */
Z3_ast smt_exists_n(Smt *s, unsigned n, const Z3_app *bound, Z3_ast body);
/* The body of arr, a lambda of n <= 8 bound variables, with them replaced by args[0..n-1]
 * (beta reduction of select(arr, args), by hand: Z3 4.8.12's simplifier must not see our
 * lambdas); NULL when arr is not such a lambda. */
Z3_ast smt_beta(Smt *s, Z3_ast arr, unsigned n, const Z3_ast *args);
/* t with each closed term from[j] replaced by to[j], in time linear in t's DAG (Z3_substitute
 * restarts at every nested lambda); NULL if any is NULL. */
Z3_ast smt_subst(Smt *s, Z3_ast t, unsigned n, const Z3_ast *from, const Z3_ast *to);
/* Whether t mentions the constant c (1 when either is NULL). */
int smt_mentions(Smt *s, Z3_ast t, Z3_ast c);
Z3_ast smt_call(Smt *s, Z3_func_decl f, unsigned n, const Z3_ast *args);
Z3_func_decl smt_fun(Smt *s, const char *name, unsigned n, const Z3_sort *dom, Z3_sort range);
unsigned smt_width(Smt *s, Z3_ast bv);

/* Records an error from outside Z3 (e.g. injected by a test). */
void smt_fail(Smt *s, const char *msg);

#endif
