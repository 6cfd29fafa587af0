/* fault_test: fault-injection sweeps (issue 17, item 9). For a few pairs (scalar, tensor,
 * memory, loop; proven and incorrect), the n-th Z3 term and, separately, the n-th arena
 * allocation of every query fail, for n = 1, 2, ... until no query reaches the n-th: each
 * run must end in the pair's baseline verdict or in error, never in a crash or another
 * definite verdict (a failed allocation once turned an incorrect pair into "proven"). */
#include <stdlib.h>
#include <string.h>
#include "check.h"
#include "mlirutil.h"
#include "tv.h"

static MlirContext ctx;

typedef struct Pair {
  const char *name, *src, *tgt;
} Pair;

#define I8_SRC "func.func @f(%x: i8) -> i8 { %c = arith.constant 1 : i8\n  %r = arith.addi %x, %c : i8\n  return %r : i8 }"
#define T_SRC "func.func @f(%a: tensor<?x4xi32>, %b: tensor<?x4xi32>) -> tensor<?x4xi32> {\n" \
  "  %r = arith.addi %a, %b : tensor<?x4xi32>\n  return %r : tensor<?x4xi32> }"
#define M_SRC "func.func @f(%m: memref<4xi32>, %v: i32) -> i32 { %c0 = arith.constant 0 : index\n" \
  "  %c1 = arith.constant 1 : index\n  memref.store %v, %m[%c0] : memref<4xi32>\n" \
  "  %x = memref.load %m[%c1] : memref<4xi32>\n  return %x : i32 }"
#define L_SRC(OP) "func.func @f(%x: i32) -> i32 { %c0 = arith.constant 0 : index\n" \
  "  %c1 = arith.constant 1 : index\n  %c4 = arith.constant 4 : index\n" \
  "  %r = scf.for %i = %c0 to %c4 step %c1 iter_args(%a = %x) -> i32 {\n" \
  "    %b = " OP " %a, %x : i32\n    scf.yield %b : i32 }\n  return %r : i32 }"

static const Pair pairs[] = {
    {"scalar proven", I8_SRC,
     "func.func @f(%x: i8) -> i8 { %c = arith.constant 1 : i8\n  %r = arith.addi %c, %x : i8\n  return %r : i8 }"},
    {"scalar incorrect", I8_SRC,
     "func.func @f(%x: i8) -> i8 { %c = arith.constant 1 : i8\n  %r = arith.addi %x, %c overflow<nsw> : i8\n"
     "  return %r : i8 }"},
    {"tensor proven", T_SRC,
     "func.func @f(%a: tensor<?x4xi32>, %b: tensor<?x4xi32>) -> tensor<?x4xi32> {\n"
     "  %r = arith.addi %b, %a : tensor<?x4xi32>\n  return %r : tensor<?x4xi32> }"},
    {"tensor incorrect", T_SRC,
     "func.func @f(%a: tensor<?x4xi32>, %b: tensor<?x4xi32>) -> tensor<?x4xi32> {\n"
     "  %r = arith.subi %b, %a : tensor<?x4xi32>\n  return %r : tensor<?x4xi32> }"},
    {"memory incorrect", M_SRC,
     "func.func @f(%m: memref<4xi32>, %v: i32) -> i32 { %c0 = arith.constant 0 : index\n"
     "  %c1 = arith.constant 1 : index\n  %x = memref.load %m[%c1] : memref<4xi32>\n"
     "  memref.store %v, %m[%c0] : memref<4xi32>\n  return %v : i32 }"},
    {"float incorrect",   /* abstract encoding, then the exact one confirms */
     "func.func @f(%x: f32, %y: f32) -> f32 { %r = arith.addf %x, %y : f32\n  return %r : f32 }",
     "func.func @f(%x: f32, %y: f32) -> f32 { %r = arith.subf %x, %y : f32\n  return %r : f32 }"},
    {"loop proven", L_SRC("arith.addi"), L_SRC("arith.addi")},
    {"loop incorrect", L_SRC("arith.addi"), L_SRC("arith.subi")},
};

static TvVerdict run(const TvOptions *o, const Pair *p, TvResult *r) {
  MlirModule ms = mlirModuleCreateParse(ctx, mlirStringRefCreateFromCString(p->src));
  MlirModule mt = mlirModuleCreateParse(ctx, mlirStringRefCreateFromCString(p->tgt));
  CHECK(!mlirModuleIsNull(ms) && !mlirModuleIsNull(mt));
  if (mlirModuleIsNull(ms) || mlirModuleIsNull(mt)) return TV_ERROR;
  tv_check_pair(o, mlirBlockGetFirstOperation(mlirModuleGetBody(ms)),
                mlirBlockGetFirstOperation(mlirModuleGetBody(mt)), r);
  mlirModuleDestroy(ms);
  mlirModuleDestroy(mt);
  return r->verdict;
}

/* Fails the n-th term (terms) or allocation of every query for n = 1, 2, ... (in growing
 * steps past 256, to stay within a minute) until no query gets that far. */
static void sweep(const Pair *p, TvVerdict base, int terms) {
  unsigned long n = 1, runs = 0;
  for (;; n += n < 256 ? 1 : n / 64) {
    unsigned hits = 0;
    TvOptions o;
    tv_options_default(&o);
    o.timeout_s = 60;
    o.inject_hits = &hits;
    if (terms) o.inject_term_fail = n;
    else o.inject_alloc_fail = n;
    TvResult r;
    TvVerdict v = run(&o, p, &r);
    runs++;
    if (v != base && v != TV_ERROR) {
      fprintf(stderr, "%s: failing %s %lu: %s (%s), expected %s or error\n", p->name,
              terms ? "term" : "allocation", n, tv_verdict_name(v), r.reason ? r.reason : "",
              tv_verdict_name(base));
      CHECK(v == base || v == TV_ERROR);
    }
    if (hits && v == TV_ERROR) CHECK(r.reason && *r.reason);
    tv_result_free(&r);
    if (!hits) break;
  }
  CHECK(runs > 1);   /* the injection was reached */
}

int main(void) {
  ctx = mu_context_new(NULL, NULL);
  for (size_t i = 0; i < sizeof pairs / sizeof pairs[0]; i++) {
    TvOptions o;
    tv_options_default(&o);
    o.timeout_s = 60;
    TvResult r;
    TvVerdict base = run(&o, &pairs[i], &r);
    tv_result_free(&r);
    CHECK(base == (strstr(pairs[i].name, "proven") ? TV_PROVEN : TV_INCORRECT));
    sweep(&pairs[i], base, 1);
    sweep(&pairs[i], base, 0);
  }
  mlirContextDestroy(ctx);
  return check_done("fault_test");
}
