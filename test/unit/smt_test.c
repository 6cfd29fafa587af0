/* smt_test: Z3 errors are recorded and propagate as NULL terms; nothing exits. */
#include <string.h>
#include "check.h"
#include "smt.h"

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
  smt_fini(&s);
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
  smt_fini(&s);
}

int main(void) {
  test_terms();
  test_injected_error();
  return check_done("smt_test");
}
