/* subsolve_test: a check in a tv-solve process (encoder/subsolve.c) answers as the solver
 * would, its model is read back over this context's declarations and holds, the retry is
 * answered in the same process, and the deadline kills a process that does not answer. */
#include <stdlib.h>
#include <string.h>
#include "check.h"
#include "subsolve.h"

static Z3_solver new_solver(Smt *s) {
  Z3_solver sv = Z3_mk_solver(s->ctx);
  Z3_solver_inc_ref(s->ctx, sv);
  return sv;
}

/* x + y = 7 over 8 bits and x > 200 (unsigned), with an uninterpreted f(x) = 3, and an
 * array a with a[x] = 9 and a float z that is NaN: sat; the model is read back. */
static void test_sat_model(void) {
  Smt s;
  CHECK(smt_init(&s) == 0);
  s.deadline = smt_now() + 60;
  Z3_context c = s.ctx;
  Z3_sort bv8 = smt_bv_sort(&s, 8);
  Z3_ast x = smt_fresh(&s, "x", bv8), y = smt_fresh(&s, "y", bv8);
  Z3_ast a = smt_fresh(&s, "a", Z3_mk_array_sort(c, bv8, bv8));
  Z3_ast z = smt_fresh(&s, "z", smt_fp_sort(&s, 8, 24));
  Z3_func_decl f = smt_fun(&s, "f", 1, &bv8, bv8);
  Z3_solver sv = new_solver(&s);
  Z3_solver_assert(c, sv, Z3_mk_eq(c, Z3_mk_bvadd(c, x, y), smt_bv_u64(&s, 8, 7)));
  Z3_solver_assert(c, sv, Z3_mk_bvugt(c, x, smt_bv_u64(&s, 8, 200)));
  Z3_solver_assert(c, sv, Z3_mk_eq(c, smt_call(&s, f, 1, &x), smt_bv_u64(&s, 8, 3)));
  Z3_solver_assert(c, sv, Z3_mk_eq(c, Z3_mk_select(c, a, x), smt_bv_u64(&s, 8, 9)));
  Z3_solver_assert(c, sv, Z3_mk_fpa_is_nan(c, z));
  SubResult r;
  sub_check(&s, sv, NULL, 0, &r);
  CHECK(!r.fallback);
  CHECK(r.first.answer == Z3_L_TRUE);
  CHECK(r.first.model != NULL);
  CHECK(!r.has_retry);
  Z3_ast v = NULL;
  unsigned xv = 0, yv = 0;
  if (r.first.model) {
    CHECK(Z3_model_eval(c, r.first.model, x, true, &v) && Z3_get_numeral_uint(c, v, &xv));
    CHECK(Z3_model_eval(c, r.first.model, y, true, &v) && Z3_get_numeral_uint(c, v, &yv));
    CHECK(xv > 200 && ((xv + yv) & 255) == 7);
  }
  sub_release(&s, &r);
  Z3_solver_dec_ref(c, sv);
  smt_fini(&s, NULL);
}

/* unsat, and the retry: sat with x < 10 first, then unsat once x >= 10 is asserted too. */
static void test_unsat_and_retry(void) {
  Smt s;
  CHECK(smt_init(&s) == 0);
  s.deadline = smt_now() + 60;
  Z3_context c = s.ctx;
  Z3_ast x = smt_fresh(&s, "x", smt_bv_sort(&s, 8));
  Z3_ast ten = smt_bv_u64(&s, 8, 10);
  Z3_solver sv = new_solver(&s);
  Z3_solver_assert(c, sv, Z3_mk_bvult(c, x, ten));
  SubResult r;
  sub_check(&s, sv, Z3_mk_bvuge(c, x, ten), 0, &r);
  CHECK(r.first.answer == Z3_L_TRUE);
  CHECK(r.has_retry && r.retry.answer == Z3_L_FALSE);
  sub_release(&s, &r);
  /* a retry formula the model satisfies already is not asked */
  sub_check(&s, sv, Z3_mk_bvule(c, x, ten), 0, &r);
  CHECK(r.first.answer == Z3_L_TRUE && !r.has_retry);
  sub_release(&s, &r);
  Z3_solver_assert(c, sv, Z3_mk_bvugt(c, x, ten));
  sub_check(&s, sv, NULL, 0, &r);
  CHECK(r.first.answer == Z3_L_FALSE);
  Z3_solver_dec_ref(c, sv);
  smt_fini(&s, NULL);
}

/* A hard query (factor the product of the Mersenne primes 2^61 - 1 and 2^89 - 1 over 256
 * bits) with 1 s left: the answer is a limit, within the deadline and its second of grace. */
static void test_deadline(void) {
  Smt s;
  CHECK(smt_init(&s) == 0);
  Z3_context c = s.ctx;
  Z3_sort bv = smt_bv_sort(&s, 256);
  Z3_ast x = smt_fresh(&s, "x", bv), y = smt_fresh(&s, "y", bv);
  Z3_ast n = smt_bv_dec(&s, 256, "1427247692705959880439315947500961989719490561");
  Z3_solver sv = new_solver(&s);
  Z3_solver_assert(c, sv, Z3_mk_eq(c, Z3_mk_bvmul(c, x, y), n));
  Z3_solver_assert(c, sv, Z3_mk_bvugt(c, x, smt_bv_u64(&s, 256, 1)));
  Z3_solver_assert(c, sv, Z3_mk_bvugt(c, y, smt_bv_u64(&s, 256, 1)));
  Z3_ast bound = smt_bv_dec(&s, 256, "1237940039285380274899124224");   /* 2^90: no overflow */
  Z3_solver_assert(c, sv, Z3_mk_bvult(c, x, bound));
  Z3_solver_assert(c, sv, Z3_mk_bvult(c, y, bound));
  double t0 = smt_now();
  s.deadline = t0 + 1;
  SubResult r;
  sub_check(&s, sv, NULL, 0, &r);
  double took = smt_now() - t0;
  CHECK(!r.fallback);
  CHECK(r.first.answer == Z3_L_UNDEF && r.first.limit);
  CHECK(took < 30);   /* deadline + 1 s of grace; generous for a loaded machine */
  sub_release(&s, &r);
  Z3_solver_dec_ref(c, sv);
  smt_fini(&s, NULL);
}

/* Without tv-solve the caller is told to check in its own process. */
static void test_fallback(void) {
  const char *saved = getenv("TV_SOLVE");
  char *keep = saved ? strdup(saved) : NULL;
  setenv("TV_SOLVE", "/nonexistent/tv-solve", 1);
  Smt s;
  CHECK(smt_init(&s) == 0);
  s.deadline = smt_now() + 60;
  Z3_solver sv = new_solver(&s);
  SubResult r;
  sub_check(&s, sv, NULL, 0, &r);
  CHECK(r.fallback);
  Z3_solver_dec_ref(s.ctx, sv);
  smt_fini(&s, NULL);
  if (keep) setenv("TV_SOLVE", keep, 1);
  free(keep);
}

int main(void) {
  if (!getenv("TV_SOLVE")) {
    fprintf(stderr, "subsolve_test: set TV_SOLVE to build/bin/tv-solve (ctest does)\n");
    return 1;
  }
  test_sat_model();
  test_unsat_and_retry();
  test_deadline();
  test_fallback();
  return check_done("subsolve_test");
}
