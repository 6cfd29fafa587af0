/* vc_test: op tables, and whole checks through the library: verdicts, counterexamples,
 * and that an injected Z3 error or an exhausted arena ends in a verdict, not an exit. */
#include <stdlib.h>
#include <string.h>
#include "check.h"
#include "mlirutil.h"
#include "enc.h"

static void test_tables_sorted(void) {
  for (size_t t = 0; t < enc_ntables; t++) {
    const EncTable *tab = enc_tables[t];
    CHECK(tab->n > 0);
    for (size_t i = 0; i + 1 < tab->n; i++) CHECK(strcmp(tab->ops[i].name, tab->ops[i + 1].name) < 0);
    for (size_t i = 0; i < tab->n; i++) {
      CHECK(!strncmp(tab->ops[i].name, tab->dialect, strlen(tab->dialect)));
      CHECK(tab->ops[i].semantics && *tab->ops[i].semantics);
    }
  }
  CHECK(enc_lookup(mlirStringRefCreateFromCString("arith.addi")) != NULL);
  CHECK(enc_lookup(mlirStringRefCreateFromCString("func.return")) != NULL);
  CHECK(enc_lookup(mlirStringRefCreateFromCString("complex.exp")) == NULL);
  CHECK(enc_lookup(mlirStringRefCreateFromCString("arith.add")) == NULL);
  CHECK(!strcmp(tv_verdict_name(TV_PROVEN), "proven"));
  CHECK(!strcmp(tv_verdict_name(TV_INCORRECT), "incorrect"));
}

static MlirContext ctx;

static MlirOperation first_func(const char *src, MlirModule *keep) {
  *keep = mlirModuleCreateParse(ctx, mlirStringRefCreateFromCString(src));
  CHECK(!mlirModuleIsNull(*keep));
  return mlirBlockGetFirstOperation(mlirModuleGetBody(*keep));
}

static const char *SRC = "func.func @f(%x: i8) -> i8 { %c = arith.constant 1 : i8\n"
                         "  %r = arith.addi %x, %c : i8\n  return %r : i8 }";
static const char *TGT_OK = "func.func @f(%x: i8) -> i8 { %c = arith.constant 1 : i8\n"
                            "  %r = arith.addi %c, %x : i8\n  return %r : i8 }";
static const char *TGT_BAD = "func.func @f(%x: i8) -> i8 { %c = arith.constant 1 : i8\n"
                             "  %r = arith.addi %x, %c overflow<nsw> : i8\n  return %r : i8 }";

static TvVerdict run(const TvOptions *o, const char *src, const char *tgt, TvResult *r) {
  MlirModule ms, mt;
  tv_check_pair(o, first_func(src, &ms), first_func(tgt, &mt), r);
  mlirModuleDestroy(ms);
  mlirModuleDestroy(mt);
  return r->verdict;
}

static void test_checks(void) {
  TvOptions o;
  tv_options_default(&o);
  TvResult r;
  CHECK(run(&o, SRC, TGT_OK, &r) == TV_PROVEN);
  CHECK(r.reason == NULL && r.cex == NULL);
  tv_result_free(&r);

  /* the only input where nsw bites is 127 */
  CHECK(run(&o, SRC, TGT_BAD, &r) == TV_INCORRECT);
  CHECK(r.cex && r.cex->nargs == 1 && !strcmp(r.cex->args[0].value, "127"));
  CHECK(r.cex && !strcmp(r.cex->src_res[0].value, "-128") && !strcmp(r.cex->tgt_res[0].value, "poison"));
  CHECK(r.reason && strstr(r.reason, "poison"));
  char *text = tv_cex_to_string(&r);
  CHECK(text && strstr(text, "input: %arg0 = 127 : i8"));
  free(text);
  tv_result_free(&r);
}

static void test_faults(void) {
  TvOptions o;
  tv_options_default(&o);
  o.inject_z3_error = 1;
  TvResult r;
  CHECK(run(&o, SRC, TGT_OK, &r) == TV_ERROR);
  CHECK(r.reason && strstr(r.reason, "Z3 error"));
  tv_result_free(&r);

  tv_options_default(&o);
  o.arena_limit = 1;   /* every allocation fails */
  CHECK(run(&o, SRC, TGT_OK, &r) == TV_ERROR);
  CHECK(r.reason && strstr(r.reason, "out of memory"));
  tv_result_free(&r);
}

int main(void) {
  ctx = mu_context_new(NULL, NULL);
  test_tables_sorted();
  test_checks();
  test_faults();
  mlirContextDestroy(ctx);
  return check_done("vc_test");
}
