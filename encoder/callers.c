/* callers.c: private functions checked through their public callers.
 * Interprocedural passes (sccp, the inliner, symbol-privatize) rewrite a private function
 * with facts from its call sites: checked alone, on every input, it can differ where no
 * call site can reach. A private function is observable only through the functions that
 * call it (SymbolTable "private": "the symbol may only be referenced from within the
 * current symbol table"; "nested" ones likewise cannot be seen from outside the module),
 * so a pair that is not proven alone is decided by the public
 * functions reaching it, checked with callee bodies inlined (docs/semantics.md, "Calls"). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <mlir-c/BuiltinAttributes.h>
#include "mlirutil.h"
#include "tv.h"

/* Functions in one module at most this many are searched for callers, and at most this many
 * public callers are checked: beyond that the verdict of the function alone stands. */
enum { CALLERS_MAX_FUNCS = 1024, CALLERS_MAX_CHECKS = 8 };

typedef struct Names {
  size_t n;
  MlirStringRef name[CALLERS_MAX_FUNCS];
} Names;

static int names_has(const Names *s, MlirStringRef n) {
  for (size_t i = 0; i < s->n; i++)
    if (s->name[i].length == n.length && !memcmp(s->name[i].data, n.data, n.length)) return 1;
  return 0;
}

typedef struct RefScan {
  const Names *targets;
  int is_call;    /* the op being scanned is a func.call */
  int calls;      /* a func.call of one of targets */
  int other;      /* a reference to one of them that is not a call's callee */
} RefScan;

static void note_ref(void *ud, MlirStringRef symbol, MlirStringRef attr) {
  RefScan *r = ud;
  if (!names_has(r->targets, symbol)) return;
  if (r->is_call && mu_streq(attr, "callee")) r->calls = 1;
  else r->other = 1;
}

static MlirWalkResult scan_refs(MlirOperation op, void *ud) {
  RefScan *r = ud;
  r->is_call = mu_op_is(op, "func.call");
  mu_symbol_refs(op, note_ref, r);
  return MlirWalkResultAdvance;
}

/* Grows *reach (starting with the private function) with every function of module m that
 * calls one in it, to a fixed point; 1 when one of them is referenced other than by a call
 * (its uses are then unknown) or there are too many functions. */
static int reaching(MlirOperation m, Names *reach) {
  for (int grew = 1; grew;) {
    grew = 0;
    for (MlirOperation o = mlirBlockGetFirstOperation(mlirRegionGetFirstBlock(mlirOperationGetRegion(m, 0)));
         !mlirOperationIsNull(o); o = mlirOperationGetNextInBlock(o)) {
      MlirStringRef n = mu_func_name(o);
      RefScan r = {reach, 0, 0, 0};
      mlirOperationWalk(o, scan_refs, &r, MlirWalkPreOrder);
      if (r.other || (!mu_op_is(o, "func.func") && r.calls)) return 1;   /* e.g. a nested module's */
      if (!mu_op_is(o, "func.func")) continue;
      if (!r.calls || names_has(reach, n)) continue;
      if (reach->n == CALLERS_MAX_FUNCS) return 1;
      reach->name[reach->n++] = n;
      grew = 1;
    }
  }
  return 0;
}

/* Replaces r's reason with a malloc'd copy of text (kept as is when out of memory). */
static void set_reason(TvResult *r, const char *text) {
  char *s = strdup(text);
  if (!s) return;
  free(r->reason);
  r->reason = s;
}

/* r becomes verdict v with reason text, keeping its dialects and time. */
static void replace(TvResult *r, TvVerdict v, const char *text) {
  TvResult keep = {.dialects = r->dialects, .seconds = r->seconds, .encoding = r->encoding};
  r->dialects = NULL;
  tv_result_free(r);
  *r = keep;
  r->verdict = v;
  set_reason(r, text);
}

/* The public functions of tgt's module among names[1..n): at most CALLERS_MAX_CHECKS + 1. */
static size_t public_callers(MlirOperation tgt, const Names *rs, size_t *idx) {
  size_t k = 0;
  for (size_t i = 1; i < rs->n && k <= CALLERS_MAX_CHECKS; i++) {
    MlirOperation tc = mu_lookup_symbol(tgt, rs->name[i]);
    if (!mlirOperationIsNull(tc) && mu_is_func_def(tc) && !mu_func_is_local(tc)) idx[k++] = i;
  }
  return k;
}

/* Checks one public caller (found by name on both sides) into *cr. */
static void check_caller(const TvOptions *o, MlirOperation src, MlirOperation tgt, MlirStringRef name,
                         TvResult *cr) {
  MlirOperation sc = mu_lookup_symbol(src, name), tc = mu_lookup_symbol(tgt, name);
  memset(cr, 0, sizeof *cr);
  if (mlirOperationIsNull(sc) || !mu_is_func_def(sc)) {
    cr->verdict = TV_INCONCLUSIVE;
    cr->reason = strdup("the caller is not in the source");
    return;
  }
  tv_check_pair(o, sc, tc, cr);
}

void tv_check_through_callers(const TvOptions *o, MlirOperation src, MlirOperation tgt, TvResult *r) {
  MlirOperation sm = mlirOperationGetParentOperation(src), tm = mlirOperationGetParentOperation(tgt);
  if (r->verdict == TV_PROVEN || r->verdict == TV_UNSUPPORTED || r->verdict == TV_ERROR ||
      !mu_func_is_local(tgt) || !mu_func_is_local(src) || mlirOperationIsNull(sm) || mlirOperationIsNull(tm))
    return;
  Names *rs = calloc(1, sizeof *rs);   /* too big for a thread's stack */
  size_t idx[CALLERS_MAX_CHECKS + 1];
  if (!rs) return;
  rs->name[rs->n++] = mu_func_name(tgt);
  size_t n = reaching(tm, rs) || reaching(sm, rs) ? CALLERS_MAX_CHECKS + 1 : public_callers(tgt, rs, idx);
  char text[1024];
  if (!n) {
    replace(r, TV_PROVEN, "private function that no public function calls: its changes cannot be observed");
  } else if (n <= CALLERS_MAX_CHECKS && o->timeout_s > 0 && o->timeout_s - r->seconds < 0.1 * o->timeout_s) {
    if (r->verdict == TV_INCORRECT)   /* the limit bounds the whole check, callers included */
      replace(r, TV_INCONCLUSIVE, "private function: its counterexample may be no call site's, and no time "
              "was left to check its public callers");
  } else if (n <= CALLERS_MAX_CHECKS) {
    TvOptions co = *o;
    if (co.timeout_s > 0) co.timeout_s = (co.timeout_s - r->seconds) / (double)n;   /* the time left, shared */
    char *undecided = NULL;   /* the reason of the first caller not decided */
    int all_proven = 1;
    char names[512] = "";
    for (size_t k = 0; k < n; k++) {
      MlirStringRef name = rs->name[idx[k]];
      TvResult cr;
      check_caller(&co, src, tgt, name, &cr);
      r->seconds += cr.seconds;
      size_t len = strlen(names);   /* a proof's assumption (bounded dimensions) goes with it */
      snprintf(names + len, sizeof names - len, "%s@%.*s%s%s%s", len ? ", " : "", (int)name.length, name.data,
               cr.verdict == TV_PROVEN && cr.reason ? " (" : "", cr.verdict == TV_PROVEN && cr.reason ? cr.reason : "",
               cr.verdict == TV_PROVEN && cr.reason ? ")" : "");
      if (cr.verdict == TV_INCORRECT) {   /* a real input of a caller: the pass is wrong */
        snprintf(text, sizeof text, "through its public caller @%.*s: %s", (int)name.length, name.data,
                 cr.reason ? cr.reason : "differs");
        replace(r, TV_INCORRECT, text);
        r->cex = cr.cex;
        r->encoding = cr.encoding;
        cr.cex = NULL;
        tv_result_free(&cr);
        free(undecided);
        free(rs);
        return;
      }
      if (cr.verdict != TV_PROVEN && all_proven) {
        all_proven = 0;
        snprintf(text, sizeof text, "private function: its own counterexample may be no call site's, and "
                 "through its public caller @%.*s it is %s (%s)", (int)name.length, name.data,
                 tv_verdict_name(cr.verdict), cr.reason ? cr.reason : "no reason");
        undecided = strdup(text);
      }
      tv_result_free(&cr);
    }
    if (!all_proven) {
      replace(r, TV_INCONCLUSIVE, undecided ? undecided : "private function: a public caller was not decided");
    } else {
      snprintf(text, sizeof text, "private function, proven through its public callers %s", names);
      replace(r, TV_PROVEN, text);
    }
    free(undecided);
  }
  free(rs);
}
