/* smt_test: Z3 errors are recorded and propagate as NULL terms; nothing exits. */
#include <string.h>
#include <stdatomic.h>
#include <threads.h>
#include "check.h"
#include "smt.h"
#include "tv.h"

static void test_terms(void) {
  Smt s;
  CHECK(smt_init(&s) == 0);
  Z3_ast a = smt_bv_u64(&s, 8, 200), b = smt_bv_u64(&s, 8, 100);
  Z3_ast sum = smt_app2(&s, Z3_mk_bvadd, a, b);
  CHECK(sum && smt_width(&s, sum) == 8);
  Z3_ast simp = Z3_simplify(s.ctx, sum);
  unsigned v = 0;
  CHECK(Z3_get_numeral_uint(s.ctx, simp, &v) && v == 44);   /* 300 mod 256 */
  Z3_ast m1 = Z3_simplify(s.ctx, smt_bv_dec(&s, 8, "-1"));
  CHECK(Z3_get_numeral_uint(s.ctx, m1, &v) && v == 255);
  CHECK(!s.failed);
  smt_fini(&s, NULL);
}

/* A sort mismatch is a Z3 error: recorded, NULL returned, and NULL propagates. */
static void test_injected_error(void) {
  Smt s;
  CHECK(smt_init(&s) == 0);
  Z3_ast bad = smt_app2(&s, Z3_mk_bvadd, smt_bv_u64(&s, 8, 1), smt_bv_u64(&s, 16, 1));
  CHECK(bad == NULL);
  CHECK(s.failed);
  CHECK(strstr(s.msg, "Z3 error") != NULL);
  CHECK(smt_app2(&s, Z3_mk_bvadd, bad, smt_bv_u64(&s, 8, 1)) == NULL);
  CHECK(smt_ite(&s, NULL, bad, bad) == NULL);
  CHECK(smt_and(&s, NULL, smt_true(&s)) == NULL);
  smt_fini(&s, NULL);
}

/* An unrolled loop's arrays: x_k = lambda i. x'[i] + x'[i] with x' = ite(c_k, x_{k-1}, x_{k-2}),
 * so each lambda reaches the one two back along two paths. Z3 4.8.12's Z3_mk_lambda_const
 * and Z3_substitute restart their cache at every nested lambda (exponential in k: 40 levels
 * took minutes); smt.c's walks are linear. Checked: the walks finish, and they give the
 * terms Z3's would (beta of a lambda, substitution, abstraction). */
static void test_shared_lambdas(void) {
  Smt s;
  CHECK(smt_init(&s) == 0);
  Z3_sort idx = smt_bv_sort(&s, 8), arr = smt_array_sort(&s, idx, idx);
  Z3_ast prev2 = smt_fresh(&s, "a", arr), prev = smt_fresh(&s, "b", arr), k = smt_fresh(&s, "k", idx);
  for (int n = 0; n < 60; n++) {
    Z3_ast i = smt_fresh(&s, "i", idx), c = smt_fresh(&s, "c", Z3_mk_bool_sort(s.ctx));
    Z3_ast sel = smt_app2(&s, Z3_mk_select, smt_ite(&s, c, prev, prev2), i);
    Z3_ast body = smt_app2(&s, Z3_mk_bvadd, sel, smt_app2(&s, Z3_mk_bvmul, sel, k));
    prev2 = prev;
    prev = smt_lambda(&s, i, body);
    CHECK(prev != NULL);
    if (n == 2) {   /* small enough for Z3's own walk: the same term */
      Z3_app b = Z3_to_app(s.ctx, i);
      Z3_ast z3 = Z3_mk_lambda_const(s.ctx, 1, &b, body);
      Z3_inc_ref(s.ctx, z3);
      Z3_symbol name = Z3_mk_int_symbol(s.ctx, 0);
      Z3_ast canon = Z3_mk_lambda(s.ctx, 1, &idx, &name, Z3_get_quantifier_body(s.ctx, z3));
      CHECK(Z3_is_eq_ast(s.ctx, canon, prev));
      Z3_dec_ref(s.ctx, z3);
      Z3_ast one = smt_bv_u64(&s, 8, 1);
      CHECK(Z3_is_eq_ast(s.ctx, smt_beta(&s, prev, 1, &one), smt_subst(&s, body, 1, &i, &one)));
      CHECK(Z3_is_eq_ast(s.ctx, smt_subst(&s, body, 1, &i, &one), Z3_substitute(s.ctx, body, 1, &i, &one)));
    }
  }
  Z3_ast one = smt_bv_u64(&s, 8, 1), two = smt_bv_u64(&s, 8, 2);
  CHECK(smt_beta(&s, prev, 1, &one) != NULL);
  CHECK(smt_mentions(&s, prev, k) && !smt_mentions(&s, prev, one));
  CHECK(smt_subst(&s, prev, 1, &k, &two) != NULL);
  CHECK(!s.failed);
  smt_fini(&s, NULL);
}

/* The n-th term fails when asked to (fault injection), and every term after a deadline. */
static void test_limits(void) {
  Smt s;
  CHECK(smt_init(&s) == 0);
  unsigned hits = 0;
  s.fail_at = s.nterms + 2;
  s.fail_hits = &hits;
  CHECK(smt_true(&s) != NULL);
  CHECK(smt_true(&s) == NULL && hits == 1 && s.failed);
  CHECK(smt_true(&s) != NULL);
  s.deadline = smt_now() - 1;
  int stopped = 0;
  for (int n = 0; n < 2048 && !stopped; n++) stopped = smt_bv_u64(&s, 8, (unsigned)n) == NULL;
  CHECK(stopped && s.interrupted == SMT_DEADLINE);
  smt_fini(&s, NULL);
}

/* Contexts handed to a reaper are deleted on its thread, each after its terms were made on this one; tv_reaper_free waits for all. */
static void test_reaper(void) {
  TvReaper *r = tv_reaper_new();
  CHECK(r != NULL);
  for (int k = 0; k < 12; k++) {
    Smt s;
    CHECK(smt_init(&s) == 0);
    Z3_ast x = smt_fresh(&s, "x", smt_bv_sort(&s, 32));
    for (int i = 0; i < 2000; i++) x = smt_app2(&s, Z3_mk_bvadd, x, smt_bv_u64(&s, 32, (uint64_t)i));
    CHECK(x != NULL && s.nkept > 2000);
    smt_fini(&s, r);
    CHECK(s.ctx == NULL && s.kept == NULL && s.nkept == 0);
  }
  tv_reaper_free(r);
  tv_reaper_free(NULL);
}

/* A call that does not look at interrupts: runs until told by the test, counting the
 * interrupts its context receives meanwhile (Z3_interrupt is not observable otherwise). */
typedef struct Stubborn {
  atomic_int release, ran, freed;
  double seconds;
} Stubborn;

static void stubborn(Z3_context c, void *arg) {
  (void)c;
  Stubborn *t = arg;
  double end = smt_now() + t->seconds;
  while (!atomic_load(&t->release) && smt_now() < end) thrd_sleep(&(struct timespec){.tv_nsec = 1000000}, NULL);
  atomic_store(&t->ran, 1);
}

static void stubborn_free(void *arg) { atomic_store(&((Stubborn *)arg)->freed, 1); }

/* smt_bounded: a call that returns in time is the caller's (argument not freed); one still
 * running at the deadline plus SMT_GRACE is left running, the query ends as a timeout at
 * once (not when the call returns), and the reaper frees the argument and the context once
 * the call returns. Without a deadline the call runs on this thread. */
static void test_bounded(void) {
  TvReaper *r = tv_reaper_new();
  Smt s;
  CHECK(smt_init(&s) == 0);
  Stubborn quick = {.seconds = 0.01};
  s.deadline = smt_now() + 30;
  CHECK(smt_bounded(&s, stubborn, &quick, stubborn_free) == 0);
  CHECK(quick.ran && !quick.freed && !smt_left(&s) && !s.failed);
  static Stubborn slow = {.seconds = 30};
  double t0 = smt_now();
  s.deadline = t0 + 0.2;
  CHECK(smt_bounded(&s, stubborn, &slow, stubborn_free) == 1);
  double waited = smt_now() - t0;
  CHECK(waited >= 0.2 + SMT_GRACE - 0.05 && waited < 10);   /* 10: a generous bound for a loaded machine */
  CHECK(smt_left(&s) && s.interrupted == SMT_DEADLINE && s.failed);
  CHECK(smt_check(&s, NULL) == Z3_L_UNDEF);   /* no second call on a context in use */
  CHECK(!slow.ran && !slow.freed);
  smt_fini(&s, r);
  CHECK(s.ctx == NULL && !smt_left(&s));
  atomic_store(&slow.release, 1);
  tv_reaper_free(r);   /* waits for the call, then frees */
  CHECK(slow.ran && slow.freed);
  Smt n;
  CHECK(smt_init(&n) == 0);
  Stubborn here = {.seconds = 0.01};
  CHECK(smt_bounded(&n, stubborn, &here, stubborn_free) == 0 && here.ran && !here.freed);
  smt_fini(&n, NULL);
}

int main(void) {
  test_terms();
  test_bounded();
  test_reaper();
  test_shared_lambdas();
  test_limits();
  test_injected_error();
  return check_done("smt_test");
}
