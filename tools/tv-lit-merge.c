/* tv-lit-merge.c: reads the per-call reports of one or more run directories (shards) and
 * aggregates them: counts per verdict, per pass and per dialect, the slowest checks and
 * every incorrect check with its reproducer pair. */
#include <dirent.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>
#include "tv-lit.h"

const char *const tl_verdicts[TL_NV] = {"proven", "incorrect", "inconclusive",
                                         "unsupported", "timeout", "error"};

static int verdict_index(const char *v) {
  for (int i = 0; v && i < TL_NV; i++)
    if (!strcmp(v, tl_verdicts[i])) return i;
  return -1;
}

void tl_sh_quote(FILE *f, const char *s) {
  fputc('\'', f);
  for (; *s; s++) {
    if (*s == '\'') fputs("'\\''", f);
    else fputc(*s, f);
  }
  fputc('\'', f);
}

static char *dupstr(const char *s) { return s ? strdup(s) : NULL; }

static char *path_join(const char *a, const char *b) {
  size_t n = strlen(a) + strlen(b) + 2;
  char *p = malloc(n);
  if (p) snprintf(p, n, "%s/%s", a, b);
  return p;
}

/* The plugin's dump name DIR/<pass>-<func>.<side>.mlir ('/' in the name becomes '_'),
 * if that file exists. */
static char *repro_path(const char *call, const char *pass, const char *func, const char *side) {
  size_t n = strlen(pass) + strlen(func) + strlen(side) + 8;
  char *name = malloc(n), *path;
  if (!name) return NULL;
  snprintf(name, n, "%s-%s.%s.mlir", pass, func, side);
  for (char *p = name; *p; p++)
    if (*p == '/') *p = '_';
  char *dump = path_join(call, "dump");
  path = dump ? path_join(dump, name) : NULL;
  free(dump);
  free(name);
  if (path && access(path, R_OK)) {
    free(path);
    path = NULL;
  }
  return path;
}

static int grow_checks(TlSummary *s) {
  if (s->nchecks < s->capchecks) return 0;
  size_t cap = s->capchecks ? 2 * s->capchecks : 64;
  TlCheck *p = realloc(s->checks, cap * sizeof *p);
  if (!p) return 1;
  s->checks = p;
  s->capchecks = cap;
  return 0;
}

/* One report line; returns 0 if it was a complete check, 1 if skipped. */
static int add_line(TlSummary *s, const char *line, const char *call, const char *test) {
  Jv v;
  if (jv_parse(line, &v)) return 1;
  const char *pass = jv_str(&v, "pass"), *func = jv_str(&v, "function");
  const Jv *secs = jv_get(&v, "seconds"), *dl = jv_get(&v, "dialects"), *cex = jv_get(&v, "counterexample");
  int verdict = verdict_index(jv_str(&v, "verdict"));
  if (!pass || !func || verdict < 0 || !secs || secs->kind != JV_NUM ||
      (dl && dl->kind != JV_ARR) || grow_checks(s)) {
    jv_free(&v);
    return 1;
  }
  TlCheck *c = &s->checks[s->nchecks++];
  memset(c, 0, sizeof *c);
  c->pass = dupstr(pass);
  c->func = dupstr(func);
  c->reason = dupstr(jv_str(&v, "reason"));
  c->encoding = dupstr(jv_str(&v, "encoding"));
  c->test = dupstr(test);
  c->verdict = verdict;
  c->seconds = secs->num;
  if (dl && dl->n && (c->dialects = calloc(dl->n, sizeof *c->dialects)))
    for (size_t i = 0; i < dl->n; i++)
      if (dl->items[i].kind == JV_STR) c->dialects[c->ndialects++] = dupstr(dl->items[i].str);
  if (cex) {   /* moved out of the line's tree */
    c->cex = *cex;
    memset((Jv *)cex, 0, sizeof *cex);
  }
  if (verdict != TL_PROVEN) {
    c->src = repro_path(call, pass, func, "src");
    c->tgt = repro_path(call, pass, func, "tgt");
  }
  jv_free(&v);
  return 0;
}

static char *read_first_line(const char *path) {
  FILE *f = fopen(path, "r");
  char *line = NULL;
  size_t cap = 0;
  if (!f) return NULL;
  if (getline(&line, &cap, f) < 0) {
    free(line);
    line = NULL;
  } else {
    line[strcspn(line, "\r\n")] = 0;
  }
  fclose(f);
  return line;
}

static void read_call(TlSummary *s, const char *call, char ***tests, size_t *ntests) {
  char *tpath = path_join(call, "test"), *rpath = path_join(call, "report.jsonl");
  char *test = tpath ? read_first_line(tpath) : NULL;
  if (!test || !*test) {
    free(test);
    test = strdup("(outside lit)");
  }
  FILE *f = rpath ? fopen(rpath, "r") : NULL;
  if (f) {
    char *line = NULL;
    size_t cap = 0;
    ssize_t n;
    s->calls++;
    while ((n = getline(&line, &cap, f)) > 0) {
      if (line[n - 1] != '\n') {   /* cut short: the writer died mid-line */
        s->skipped++;
        break;
      }
      if (strspn(line, " \t\r\n") == (size_t)n) continue;
      s->skipped += (size_t)add_line(s, line, call, test);
    }
    free(line);
    fclose(f);
    char **t = realloc(*tests, (*ntests + 1) * sizeof *t);
    if (t) {
      *tests = t;
      t[(*ntests)++] = test;
      test = NULL;
    }
  }
  free(test);
  free(tpath);
  free(rpath);
}

static int cmp_str(const void *a, const void *b) {
  return strcmp(*(char *const *)a, *(char *const *)b);
}

static int read_dir(TlSummary *s, const char *dir, char ***tests, size_t *ntests) {
  char *calls = path_join(dir, "calls");
  DIR *d = calls ? opendir(calls) : NULL;
  if (!d) {
    fprintf(stderr, "tv-lit: cannot read %s: %s (not a tv-lit run directory?)\n",
            calls ? calls : dir, strerror(errno));
    free(calls);
    return 1;
  }
  char **names = NULL;
  size_t n = 0;
  for (struct dirent *e; (e = readdir(d));) {
    if (e->d_name[0] == '.') continue;
    char **p = realloc(names, (n + 1) * sizeof *p);
    if (!p) break;
    names = p;
    if ((names[n] = path_join(calls, e->d_name))) n++;
  }
  closedir(d);
  qsort(names, n, sizeof *names, cmp_str);
  for (size_t i = 0; i < n; i++) {
    read_call(s, names[i], tests, ntests);
    free(names[i]);
  }
  free(names);
  free(calls);
  return 0;
}

static TlGroup *group_find(TlGroup **gs, size_t *n, const char *name) {
  for (size_t i = 0; i < *n; i++)
    if (!strcmp((*gs)[i].name, name)) return &(*gs)[i];
  TlGroup *p = realloc(*gs, (*n + 1) * sizeof *p);
  if (!p) return NULL;
  *gs = p;
  memset(&p[*n], 0, sizeof *p);
  p[*n].name = strdup(name);
  return &p[(*n)++];
}

static void group_add(TlGroup *g, const TlCheck *c) {
  if (!g) return;
  g->counts[c->verdict]++;
  g->total++;
  g->seconds += c->seconds;
}

static int cmp_group(const void *a, const void *b) {
  const TlGroup *x = a, *y = b;
  return strcmp(x->name, y->name);
}

static int cmp_slow(const void *a, const void *b) {
  const TlCheck *x = *(TlCheck *const *)a, *y = *(TlCheck *const *)b;
  return x->seconds < y->seconds ? 1 : x->seconds > y->seconds ? -1 : 0;
}

static int cmp_incorrect(const void *a, const void *b) {
  const TlCheck *x = *(TlCheck *const *)a, *y = *(TlCheck *const *)b;
  int c = strcmp(x->pass, y->pass);
  if (!c) c = strcmp(x->test, y->test);
  return c ? c : strcmp(x->func, y->func);
}

static void aggregate(TlSummary *s, size_t top) {
  s->slowest = calloc(s->nchecks + 1, sizeof *s->slowest);
  s->incorrect = calloc(s->nchecks + 1, sizeof *s->incorrect);
  for (size_t i = 0; i < s->nchecks; i++) {
    TlCheck *c = &s->checks[i];
    s->counts[c->verdict]++;
    group_add(group_find(&s->passes, &s->npasses, c->pass), c);
    for (size_t d = 0; d < c->ndialects; d++)
      group_add(group_find(&s->dialects, &s->ndialects, c->dialects[d]), c);
    if (!c->ndialects) group_add(group_find(&s->dialects, &s->ndialects, "(none)"), c);
    if (s->slowest) s->slowest[i] = c;
    if (s->incorrect && c->verdict == TL_INCORRECT) s->incorrect[s->nincorrect++] = c;
  }
  qsort(s->passes, s->npasses, sizeof *s->passes, cmp_group);
  qsort(s->dialects, s->ndialects, sizeof *s->dialects, cmp_group);
  if (s->slowest) {
    qsort(s->slowest, s->nchecks, sizeof *s->slowest, cmp_slow);
    s->nslowest = s->nchecks < top ? s->nchecks : top;
  }
  if (s->incorrect) qsort(s->incorrect, s->nincorrect, sizeof *s->incorrect, cmp_incorrect);
}

int tl_summary_read(TlSummary *s, char **dirs, size_t ndirs, size_t top) {
  char **tests = NULL;
  size_t ntests = 0;
  int rc = 0;
  memset(s, 0, sizeof *s);
  s->inputs = dirs;
  s->ninputs = ndirs;
  for (size_t i = 0; i < ndirs; i++) rc |= read_dir(s, dirs[i], &tests, &ntests);
  qsort(tests, ntests, sizeof *tests, cmp_str);
  for (size_t i = 0; i < ntests; i++) {
    s->tests += !i || strcmp(tests[i], tests[i - 1]);
  }
  for (size_t i = 0; i < ntests; i++) free(tests[i]);
  free(tests);
  aggregate(s, top);
  return rc;
}

void tl_summary_free(TlSummary *s) {
  for (size_t i = 0; i < s->nchecks; i++) {
    TlCheck *c = &s->checks[i];
    free(c->pass); free(c->func); free(c->reason); free(c->encoding); free(c->test);
    free(c->src); free(c->tgt);
    for (size_t d = 0; d < c->ndialects; d++) free(c->dialects[d]);
    free(c->dialects);
    jv_free(&c->cex);
  }
  for (size_t i = 0; i < s->npasses; i++) free(s->passes[i].name);
  for (size_t i = 0; i < s->ndialects; i++) free(s->dialects[i].name);
  free(s->checks); free(s->passes); free(s->dialects); free(s->slowest); free(s->incorrect);
  memset(s, 0, sizeof *s);
}

/* ---- summary.json ---- */

static void write_counts(FILE *f, const size_t *counts) {
  for (int v = 0; v < TL_NV; v++) fprintf(f, "%s\"%s\":%zu", v ? "," : "", tl_verdicts[v], counts[v]);
}

static void write_groups(FILE *f, const char *key, const char *label, const TlGroup *g, size_t n) {
  fprintf(f, ",\n\"%s\":[", key);
  for (size_t i = 0; i < n; i++) {
    fprintf(f, "%s\n  {\"%s\":", i ? "," : "", label);
    jv_write_str(f, g[i].name);
    fprintf(f, ",\"checks\":%zu,", g[i].total);
    write_counts(f, g[i].counts);
    fprintf(f, ",\"seconds\":%.6f}", g[i].seconds);
  }
  fputs("]", f);
}

static void write_check(FILE *f, const TlCheck *c) {
  fputs("{\"pass\":", f);
  jv_write_str(f, c->pass);
  fputs(",\"function\":", f);
  jv_write_str(f, c->func);
  fputs(",\"test\":", f);
  jv_write_str(f, c->test);
  fprintf(f, ",\"verdict\":\"%s\",\"seconds\":%.6f", tl_verdicts[c->verdict], c->seconds);
  if (c->reason) {
    fputs(",\"reason\":", f);
    jv_write_str(f, c->reason);
  }
  if (c->cex.kind != JV_NULL) {
    fputs(",\"counterexample\":", f);
    jv_write(f, &c->cex);
  }
  if (c->verdict != TL_PROVEN) {
    fputs(",\"reproducer\":", f);
    if (c->src && c->tgt) {
      fputs("{\"source\":", f);
      jv_write_str(f, c->src);
      fputs(",\"target\":", f);
      jv_write_str(f, c->tgt);
      fputc('}', f);
    } else {
      fputs("null", f);
    }
  }
  fputc('}', f);
}

int tl_summary_write_json(const TlSummary *s, const char *path) {
  FILE *f = fopen(path, "w");
  if (!f) return 1;
  fputs("{\"inputs\":[", f);
  for (size_t i = 0; i < s->ninputs; i++) {
    if (i) fputc(',', f);
    jv_write_str(f, s->inputs[i]);
  }
  fprintf(f, "],\n\"calls\":%zu,\"tests\":%zu,\"checks\":%zu,\"skipped_lines\":%zu,\n\"totals\":{",
          s->calls, s->tests, s->nchecks, s->skipped);
  write_counts(f, s->counts);
  fputc('}', f);
  write_groups(f, "passes", "pass", s->passes, s->npasses);
  write_groups(f, "dialects", "dialect", s->dialects, s->ndialects);
  fputs(",\n\"slowest\":[", f);
  for (size_t i = 0; i < s->nslowest; i++) {
    fputs(i ? ",\n  " : "\n  ", f);
    write_check(f, s->slowest[i]);
  }
  fputs("],\n\"incorrect\":[", f);
  for (size_t i = 0; i < s->nincorrect; i++) {
    fputs(i ? ",\n  " : "\n  ", f);
    write_check(f, s->incorrect[i]);
  }
  fputs("]}\n", f);
  return fclose(f) != 0;
}

void tl_summary_print(const TlSummary *s, FILE *out, const char *json, const char *html) {
  fprintf(out, "tv-lit: %zu mlir-opt calls in %zu tests, %zu checks:", s->calls, s->tests, s->nchecks);
  for (int v = 0; v < TL_NV; v++) fprintf(out, "%s %zu %s", v ? "," : "", s->counts[v], tl_verdicts[v]);
  fprintf(out, "; %zu report lines skipped (truncated or malformed)\n", s->skipped);
  for (size_t i = 0; i < s->nincorrect; i++) {
    const TlCheck *c = s->incorrect[i];
    fprintf(out, "tv-lit: incorrect: pass '%s' on @%s in %s: %s\n", c->pass, c->func, c->test,
            c->reason ? c->reason : "?");
    if (c->src && c->tgt) {
      fputs("tv-lit:   reproduce: tv-check ", out);
      tl_sh_quote(out, c->src);
      fputc(' ', out);
      tl_sh_quote(out, c->tgt);
      fputc('\n', out);
    }
  }
  if (json) fprintf(out, "tv-lit: summary JSON: %s\n", json);
  if (html) fprintf(out, "tv-lit: summary HTML: %s\n", html);
}

int tl_merge(const char *outdir, char **dirs, size_t ndirs, size_t top) {
  TlSummary s;
  int rc = tl_summary_read(&s, dirs, ndirs, top) ? 2 : 0;
  mkdir(outdir, 0777);   /* may exist */
  char *json = path_join(outdir, "summary.json"), *html = path_join(outdir, "summary.html");
  if (!json || !html || tl_summary_write_json(&s, json) || tl_summary_write_html(&s, html)) {
    fprintf(stderr, "tv-lit: cannot write the summary in %s: %s\n", outdir, strerror(errno));
    rc = 2;
  }
  tl_summary_print(&s, stdout, rc == 2 ? NULL : json, rc == 2 ? NULL : html);
  if (!rc && s.nincorrect) rc = 1;
  tl_summary_free(&s);
  free(json);
  free(html);
  return rc;
}
