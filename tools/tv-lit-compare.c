/* tv-lit-compare.c: two runs of the same suite side by side (`tv-lit compare BEFORE AFTER`):
 * every check is matched by its lit test, its mlir-opt call's arguments, its pass, its
 * function and its place among the checks of that call with the same pass and function (a
 * function of several --split-input-file chunks); a check whose verdict, reason or
 * counterexample differs is listed, and so is one that only one run has. Used to show that
 * a change of the library's structure changes no verdict (docs/benchmarks.md). */
#include <stdlib.h>
#include <string.h>
#include "tv-lit-key.h"
#include "tv-lit.h"

typedef struct Keyed {
  const TlCheck *c;
  size_t nth;   /* earlier checks of the same call with the same pass and function */
} Keyed;

static int cmp_opt(const char *a, const char *b) {
  return strcmp(a ? a : "", b ? b : "");
}

static int key_cmp(const Keyed *a, const Keyed *b) {
  return tl_key_cmp(a->c, a->nth, b->c, b->nth, TL_KEY_CALL);
}

static int qcmp(const void *a, const void *b) { return key_cmp(a, b); }

/* The checks of s in key order; nth counts earlier checks of the same call (test and
 * arguments), pass and function, in the order the plugin reported them. */
static Keyed *keyed(const TlSummary *s) {
  Keyed *k = calloc(s->nchecks ? s->nchecks : 1, sizeof *k);
  if (!k) return NULL;
  for (size_t i = 0; i < s->nchecks; i++) {
    k[i].c = &s->checks[i];
    for (size_t j = i; j-- > 0;) {
      Keyed probe = {k[j].c, k[i].nth};
      if (!key_cmp(&probe, &k[i])) {
        k[i].nth = k[j].nth + 1;
        break;
      }
    }
  }
  qsort(k, s->nchecks, sizeof *k, qcmp);
  return k;
}

/* The counterexample as compact JSON text (empty without one), for comparing. */
static char *cex_text(const TlCheck *c) {
  char *buf = NULL;
  size_t n = 0;
  FILE *f = open_memstream(&buf, &n);
  if (!f) return NULL;
  if (c->cex.kind != JV_NULL) jv_write(f, &c->cex);
  fclose(f);
  return buf;
}

static void print_check(FILE *out, const char *tag, const TlCheck *c) {
  fprintf(out, "  %s %s: %s @%s: %s", tag, c->test ? c->test : "?", c->pass, c->func,
          tl_verdicts[c->verdict]);
  if (c->reason) fprintf(out, " (%s)", c->reason);
  fputc('\n', out);
}

typedef struct Tally {
  size_t same, verdict, reason, cex, only_before, only_after, timeouts;
} Tally;

/* Compares one matched pair; prints it when it differs. */
static void compare_pair(FILE *out, const TlCheck *a, const TlCheck *b, Tally *t) {
  char *ca = cex_text(a), *cb = cex_text(b);
  const char *what = NULL;
  if (a->verdict != b->verdict) {
    what = "verdict";
    t->verdict++;
    t->timeouts += a->verdict == TL_TIMEOUT || b->verdict == TL_TIMEOUT;
  } else if (cmp_opt(a->reason, b->reason)) {
    what = "reason";
    t->reason++;
  } else if (cmp_opt(ca, cb)) {
    what = "counterexample";
    t->cex++;
  } else {
    t->same++;
  }
  if (what) {
    fprintf(out, "%s differs:\n", what);
    print_check(out, "before", a);
    print_check(out, "after ", b);
  }
  free(ca);
  free(cb);
}

int tl_compare(const char *before, const char *after, FILE *out) {
  TlSummary sa, sb;
  char *da[1] = {(char *)before}, *db[1] = {(char *)after};
  int rc = tl_summary_read(&sa, da, 1, 0);
  rc |= tl_summary_read(&sb, db, 1, 0);
  Keyed *ka = rc ? NULL : keyed(&sa), *kb = rc ? NULL : keyed(&sb);
  if (rc || !ka || !kb) {
    if (!rc) fputs("tv-lit: out of memory\n", stderr);
    free(ka);
    free(kb);
    tl_summary_free(&sa);
    tl_summary_free(&sb);
    return 2;
  }
  Tally t = {0};
  size_t i = 0, j = 0;
  while (i < sa.nchecks || j < sb.nchecks) {
    int r = i == sa.nchecks ? 1 : j == sb.nchecks ? -1 : key_cmp(&ka[i], &kb[j]);
    if (r < 0) {
      fputs("only before:\n", out);
      print_check(out, "before", ka[i++].c);
      t.only_before++;
    } else if (r > 0) {
      fputs("only after:\n", out);
      print_check(out, "after ", kb[j++].c);
      t.only_after++;
    } else {
      compare_pair(out, ka[i++].c, kb[j++].c, &t);
    }
  }
  size_t differ = t.verdict + t.reason + t.cex + t.only_before + t.only_after;
  fprintf(out, "tv-lit compare: %zu checks before, %zu after: %zu the same, %zu differ "
          "(%zu verdicts, %zu reasons, %zu counterexamples, %zu only before, %zu only after)\n",
          sa.nchecks, sb.nchecks, t.same, differ, t.verdict, t.reason, t.cex, t.only_before, t.only_after);
  if (t.timeouts)
    fprintf(out, "tv-lit compare: %zu of the verdict changes are to or from a timeout "
            "(machine load can cause them)\n", t.timeouts);
  free(ka);
  free(kb);
  tl_summary_free(&sa);
  tl_summary_free(&sb);
  return differ ? 1 : 0;
}
