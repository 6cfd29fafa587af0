/* tv-lit-baseline.c: the nightly baseline (`--baseline=PREVIOUS_OUT`): every incorrect
 * check is known, when a line of the known-findings file (docs/known-findings.tsv) or the
 * previous output directory's summary.json has it, or new. Matching a previous run uses
 * the key of tv-lit-key.h at the depth of a finding: lit test, pass, function. */
#include <fnmatch.h>
#include <stdlib.h>
#include <string.h>
#include "tv-lit-key.h"
#include "tv-lit.h"

const char *const tl_kinds[TL_NKINDS] = {"bug", "not a bug", "seen in the previous run",
                                         "lossy by design"};

typedef struct Known {     /* one line of the known-findings file */
  char *test, *pass, *func, *entry;
  int kind;
} Known;

typedef struct KnownSet {
  Known *k;
  size_t n;
} KnownSet;

static int kind_index(const char *s) {
  for (int i = 0; i < TL_NKINDS; i++)
    if (i != TL_KIND_SEEN && !strcmp(s, tl_kinds[i])) return i;
  return -1;
}

/* One line "test<TAB>pass<TAB>function<TAB>kind<TAB>entry"; 0, or 1 when malformed. */
static int parse_known(char *line, Known *k) {
  char *f[5];
  for (int i = 0; i < 5; i++) {
    f[i] = line;
    line += strcspn(line, "\t");
    if (i < 4) {
      if (!*line) return 1;
      *line++ = 0;
    }
  }
  if (strchr(f[4], '\t') || !*f[0] || !*f[1] || !*f[2] || (k->kind = kind_index(f[3])) < 0)
    return 1;
  k->test = strdup(f[0]);
  k->pass = strdup(f[1]);
  k->func = strdup(f[2]);
  k->entry = strdup(f[4]);
  return !k->test || !k->pass || !k->func || !k->entry;
}

static void known_free(KnownSet *ks) {
  for (size_t i = 0; i < ks->n; i++)
    free(ks->k[i].test), free(ks->k[i].pass), free(ks->k[i].func), free(ks->k[i].entry);
  free(ks->k);
}

static int read_known(KnownSet *ks, const char *path) {
  FILE *f = fopen(path, "r");
  if (!f) {
    fprintf(stderr, "tv-lit: cannot read the known findings %s\n", path);
    return 1;
  }
  char *line = NULL;
  size_t cap = 0, no = 0;
  int rc = 0;
  while (!rc && getline(&line, &cap, f) >= 0) {
    no++;
    line[strcspn(line, "\r\n")] = 0;
    if (!line[strspn(line, " \t")] || line[0] == '#') continue;
    Known *p = realloc(ks->k, (ks->n + 1) * sizeof *p), k = {0};
    if (!p) rc = 1;
    else ks->k = p;
    if (!rc && parse_known(line, &k)) {
      fprintf(stderr, "tv-lit: %s:%zu: expected test, pass, function, kind (bug, not a bug, "
              "lossy by design) and findings.md entry, separated by tabs\n", path, no);
      free(k.test), free(k.pass), free(k.func), free(k.entry);
      rc = 1;
    }
    if (!rc) ks->k[ks->n++] = k;
  }
  free(line);
  fclose(f);
  return rc;
}

/* A test pattern with " :: " matches the whole lit name ("suite :: path"), else the
 * path relative to the suite (after the name's first " :: "). */
static int known_matches(const Known *k, const TlCheck *c) {
  const char *test = c->test ? c->test : "", *rel = strstr(test, " :: ");
  if (!strstr(k->test, " :: ") && rel) test = rel + 4;
  return !fnmatch(k->test, test, 0) && !fnmatch(k->pass, c->pass, 0) && !fnmatch(k->func, c->func, 0);
}

static char *slurp(const char *path) {
  FILE *f = fopen(path, "r");
  if (!f) return NULL;
  char *buf = NULL;
  size_t n = 0;
  FILE *m = open_memstream(&buf, &n);
  for (int c; m && (c = fgetc(f)) != EOF;) fputc(c, m);
  if (m) fclose(m);
  fclose(f);
  return buf;
}

/* The previous run's summary.json, its "incorrect" list in *inc. */
static int read_previous(Jv *v, const Jv **inc, const char *dir) {
  size_t n = strlen(dir) + 16;
  char *path = malloc(n), *text = NULL;
  if (path) snprintf(path, n, "%s/summary.json", dir);
  text = path ? slurp(path) : NULL;
  int bad = !text || jv_parse(text, v);
  *inc = bad ? NULL : jv_get(v, "incorrect");
  if (!bad && (!*inc || (*inc)->kind != JV_ARR)) {
    jv_free(v);
    bad = 1;
  }
  if (bad) fprintf(stderr, "tv-lit: --baseline: cannot read %s (the summary of a tv-lit run)\n", path ? path : dir);
  free(path);
  free(text);
  return bad;
}

/* Marks c from the previous run's incorrect checks: known by it when one has the same
 * test, pass and function; its finding is taken over when the file did not match. */
static void mark_previous(TlCheck *c, const Jv *inc) {
  for (size_t i = 0; i < inc->n; i++) {
    const Jv *p = &inc->items[i];
    TlCheck probe = {.test = (char *)jv_str(p, "test"), .pass = (char *)jv_str(p, "pass"),
                     .func = (char *)jv_str(p, "function")};
    if (!probe.pass || !probe.func || tl_key_cmp(&probe, 0, c, 0, TL_KEY_FUNCTION)) continue;
    c->status = TL_KNOWN;
    c->known_by |= TL_BY_PREVIOUS;
    if (c->known_by & TL_BY_FILE) return;
    const Jv *f = jv_get(p, "finding");
    const char *kind = jv_str(f, "kind"), *entry = jv_str(f, "entry");
    int k = kind ? kind_index(kind) : -1;
    c->kind = k < 0 ? TL_KIND_SEEN : k;
    if (k >= 0 && entry) c->finding = strdup(entry);
    return;
  }
}

int tl_baseline_mark(TlSummary *s, const char *previous, const char *known_file) {
  KnownSet ks = {0};
  Jv prev = {0};
  const Jv *inc = NULL;
  if ((known_file && read_known(&ks, known_file)) || (previous && read_previous(&prev, &inc, previous))) {
    known_free(&ks);
    return 1;
  }
  s->marked = 1;
  s->previous = previous;
  s->known_file = known_file;
  for (size_t i = 0; i < s->nincorrect; i++) {
    TlCheck *c = s->incorrect[i];
    c->status = TL_NEW;
    for (size_t k = 0; k < ks.n; k++)
      if (known_matches(&ks.k[k], c)) {
        c->status = TL_KNOWN;
        c->known_by = TL_BY_FILE;
        c->kind = ks.k[k].kind;
        c->finding = strdup(ks.k[k].entry);
        break;
      }
    if (inc) mark_previous(c, inc);
    if (c->status == TL_NEW) s->nnew++;
    else s->nknown++;
  }
  tl_incorrect_sort(s);
  known_free(&ks);
  jv_free(&prev);
  return 0;
}
