/* tv-lit-ci.c: tv-lit --junit/--sarif, the merged checks as CI records (report_ci.h). */
#define _GNU_SOURCE   /* open_memstream */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include "report_ci.h"
#include "tv-lit.h"

static char *dup_or_null(const char *s) { return s ? strdup(s) : NULL; }

static void values(FILE *f, const Jv *vals) {
  for (size_t i = 0; vals && vals->kind == JV_ARR && i < vals->n; i++) {
    const char *name = jv_str(&vals->items[i], "name"), *v = jv_str(&vals->items[i], "value");
    const char *t = jv_str(&vals->items[i], "type");
    fprintf(f, "%s%s%s%s : %s", i ? ", " : "", name ? name : "", name ? " = " : "", v ? v : "?", t ? t : "?");
  }
}

static void side(FILE *f, const char *label, const Jv *s) {
  const Jv *ub = jv_get(s, "ub"), *res = jv_get(s, "results");
  fprintf(f, "\n%s: ", label);
  if (ub && ub->kind == JV_BOOL && ub->b) fputs("undefined behaviour", f);
  else if (!res || res->kind != JV_ARR || !res->n) fputs("returns nothing", f);
  else {
    fputs("returns ", f);
    values(f, res);
  }
}

/* The counterexample as tv-check prints it (report.c's print_cex), from the report line's
 * "counterexample" and "executed"; malloc'd, NULL without one. */
static char *cex_text(const TlCheck *c) {
  if (c->cex.kind != JV_OBJ) return NULL;
  char *buf = NULL;
  size_t len = 0;
  FILE *f = open_memstream(&buf, &len);
  if (!f) return NULL;
  const Jv *in = jv_get(&c->cex, "inputs");
  for (size_t i = 0; in && in->kind == JV_ARR && i < in->n; i++) {
    fputs(i ? "\ninput: " : "input: ", f);   /* one per line, as tv-check */
    values(f, &(Jv){.kind = JV_ARR, .n = 1, .items = &in->items[i]});
  }
  side(f, "source", jv_get(&c->cex, "source"));
  side(f, "target", jv_get(&c->cex, "target"));
  const char *src = jv_str(&c->executed, "source"), *tgt = jv_str(&c->executed, "target");
  const char *not_run = jv_str(&c->executed, "not_run"), *diff = jv_str(&c->executed, "first_difference");
  if (src && tgt) fprintf(f, "\nexecuted: source %s; target %s", src, tgt);
  else if (not_run) fprintf(f, "\nexecuted: not run (%s)", not_run);
  if (diff) fprintf(f, "\nfirst difference: %s", diff);
  fclose(f);
  return buf;
}

int tl_write_ci(const TlSummary *s, const char *junit, const char *sarif) {
  if (!junit && !sarif) return 0;
  TvCiLog log = {0};
  int oom = 0;
  for (size_t i = 0; i < s->nchecks && !oom; i++) {
    const TlCheck *c = &s->checks[i];
    TvCiCheck r = {.pass = dup_or_null(c->pass), .func = dup_or_null(c->func), .file = dup_or_null(c->test),
                   .verdict = c->verdict, .reason = dup_or_null(c->reason), .cex = cex_text(c),
                   .loc = dup_or_null(jv_str(&c->executed, "first_loc")), .seconds = c->seconds};
    oom = !r.func || tv_ci_push(&log, &r);
    if (oom) tv_ci_check_free(&r);
  }
  char err[1200];
  int rc = oom ? (errno = ENOMEM, snprintf(err, sizeof err, "--junit/--sarif: out of memory"), 1)
               : tv_ci_write(&log, junit, "--junit", sarif, "--sarif", err, sizeof err);
  if (rc) fprintf(stderr, "tv-lit: %s\n", err);
  tv_ci_free(&log);
  return rc;
}
