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

/* The namespaces of MLIR 22's registered dialects: a check whose source uses another one
 * (an unregistered op such as "foo.bar" in a test of the parser) or the test dialect is
 * kept apart from the shares, since tv cannot be expected to know such ops. */
static const char *const registered[] = {
  "acc", "affine", "amdgpu", "amx", "arith", "arm_neon", "arm_sme", "arm_sve", "async", "bufferization",
  "builtin", "cf", "complex", "dlti", "emitc", "func", "gpu", "index", "irdl", "linalg", "llvm", "math",
  "memref", "ml_program", "mpi", "nvgpu", "nvvm", "omp", "pdl", "pdl_interp", "polynomial", "ptr", "quant",
  "rocdl", "scf", "shape", "shard", "smt", "sparse_tensor", "spirv", "tensor", "tosa", "transform", "ub",
  "vcix", "vector", "wasmssa", "x86vector", "xegpu", "xevm"};

int tl_dialect_registered(const char *name) {
  for (size_t k = 0; k < sizeof registered / sizeof *registered; k++)
    if (!strcmp(registered[k], name)) return 1;
  return 0;
}

static int apart_of(const TlCheck *c) {
  int apart = TL_REAL;
  for (size_t d = 0; d < c->ndialects; d++) {
    const char *n = c->dialects[d];
    if (!strcmp(n, "test")) return TL_TEST_DIALECT;
    if (!tl_dialect_registered(n)) apart = TL_UNREGISTERED;
  }
  return apart;
}

/* A session line {"session": {"unchanged": N, "identical": N, "cached": N}} (written by the
 * plugin when its session ends): adds the counters; 0, or 1 when it is not one. */
static int add_session(TlSummary *s, const Jv *v) {
  const Jv *ses = jv_get(v, "session");
  if (!ses || ses->kind != JV_OBJ) return 1;
  static const char *const keys[] = {"unchanged", "identical", "cached"};
  size_t *to[] = {&s->unchanged, &s->identical, &s->cached};
  for (int i = 0; i < 3; i++) {
    const Jv *n = jv_get(ses, keys[i]);
    if (n && n->kind == JV_NUM && n->num >= 0) *to[i] += (size_t)n->num;
  }
  return 0;
}

/* One report line; returns 0 if it was a complete check or a session line, 1 if skipped. */
static int add_line(TlSummary *s, const char *line, const char *call, const char *test, const char *args) {
  Jv v;
  if (jv_parse(line, &v)) return 1;
  if (jv_get(&v, "session")) {
    int rc = add_session(s, &v);
    jv_free(&v);
    return rc;
  }
  const char *pass = jv_str(&v, "pass"), *func = jv_str(&v, "function");
  const Jv *secs = jv_get(&v, "seconds"), *dl = jv_get(&v, "dialects"), *cex = jv_get(&v, "counterexample");
  const Jv *ran = jv_get(&v, "executed");
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
  c->args = dupstr(args);
  c->flags = dupstr(jv_str(&v, "tv_check_flags"));
  c->verdict = verdict;
  c->seconds = secs->num;
  if (dl && dl->n && (c->dialects = calloc(dl->n, sizeof *c->dialects)))
    for (size_t i = 0; i < dl->n; i++)
      if (dl->items[i].kind == JV_STR) c->dialects[c->ndialects++] = dupstr(dl->items[i].str);
  c->apart = apart_of(c);
  if (cex) {   /* moved out of the line's tree */
    c->cex = *cex;
    memset((Jv *)cex, 0, sizeof *cex);
  }
  if (ran && ran->kind == JV_OBJ) {   /* likewise (--junit, --sarif) */
    c->executed = *ran;
    memset((Jv *)ran, 0, sizeof *ran);
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
  char *tpath = path_join(call, "test"), *rpath = path_join(call, "report.jsonl"), *apath = path_join(call, "args");
  char *test = tpath ? read_first_line(tpath) : NULL, *args = apath ? read_first_line(apath) : NULL;
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
      s->skipped += (size_t)add_line(s, line, call, test, args);
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
  free(args);
  free(tpath);
  free(rpath);
  free(apath);
}

static int cmp_str(const void *a, const void *b) {
  return strcmp(*(char *const *)a, *(char *const *)b);
}

static char *read_file(const char *path) {
  FILE *f = fopen(path, "r");
  if (!f) return NULL;
  char *buf = NULL;
  size_t n = 0, cap = 0;
  for (;;) {
    if (n + 4096 + 1 > cap) {
      char *p = realloc(buf, cap = 2 * cap + 8192);
      if (!p) break;
      buf = p;
    }
    size_t got = fread(buf + n, 1, cap - n - 1, f);
    n += got;
    if (!got) break;
  }
  fclose(f);
  if (buf) buf[n] = 0;
  return buf;
}

/* A lit result that is not a pass: its code, and whether its output shows a crash. */
static void lit_add(TlSummary *s, const Jv *t) {
  const char *code = jv_str(t, "code"), *name = jv_str(t, "name"), *out = jv_str(t, "output");
  static const char *const fine[] = {"PASS", "XFAIL", "UNSUPPORTED", "SKIPPED", "EXCLUDED"};
  if (!code || !name) return;
  for (size_t i = 0; i < sizeof fine / sizeof *fine; i++)
    if (!strcmp(code, fine[i])) return;
  TlLitTest *p = realloc(s->lit, (s->nlit + 1) * sizeof *p);
  if (!p) return;
  s->lit = p;
  int crashed = out && (strstr(out, "Stack dump") || strstr(out, "PLEASE submit a bug report") ||
                        strstr(out, "Segmentation fault") || strstr(out, "Aborted") || strstr(out, "signal"));
  s->lit[s->nlit++] = (TlLitTest){strdup(name), strdup(code), crashed};
}

/* DIR/lit.json, lit's own results (tv-lit run passes lit -o), when the run wrote it. */
static void read_lit(TlSummary *s, const char *dir) {
  char *path = path_join(dir, "lit.json"), *text = path ? read_file(path) : NULL;
  Jv v;
  if (text && !jv_parse(text, &v)) {
    const Jv *tests = jv_get(&v, "tests");
    s->have_lit = 1;
    for (size_t i = 0; tests && tests->kind == JV_ARR && i < tests->n; i++) lit_add(s, &tests->items[i]);
    jv_free(&v);
  }
  free(text);
  free(path);
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
  read_lit(s, dir);
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
  g->real += c->apart == TL_REAL;
  g->real_proven += c->apart == TL_REAL && c->verdict == TL_PROVEN;
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

static int same_str(const char *a, const char *b) {
  return !strcmp(a ? a : "", b ? b : "");
}

static int cmp_incorrect(const void *a, const void *b) {
  const TlCheck *x = *(TlCheck *const *)a, *y = *(TlCheck *const *)b;
  int c = x->status - y->status;
  if (!c && x->status == TL_KNOWN) c = (x->kind == TL_KIND_LOSSY) - (y->kind == TL_KIND_LOSSY);
  if (!c) c = strcmp(x->pass, y->pass);
  if (!c) c = strcmp(x->test, y->test);
  if (!c) c = strcmp(x->func, y->func);
  return c ? c : strcmp(x->args ? x->args : "", y->args ? y->args : "");
}

void tl_incorrect_sort(TlSummary *s) {
  if (s->incorrect) qsort(s->incorrect, s->nincorrect, sizeof *s->incorrect, cmp_incorrect);
}

size_t tl_incorrect_run(const TlSummary *s, size_t i) {
  const TlCheck *a = s->incorrect[i];
  size_t j = i + 1;
  for (; j < s->nincorrect; j++) {
    const TlCheck *b = s->incorrect[j];
    if (b->status != a->status || !same_str(a->test, b->test) || strcmp(a->pass, b->pass) ||
        strcmp(a->func, b->func) || !same_str(a->reason, b->reason) || !jv_equal(&a->cex, &b->cex))
      break;
  }
  return j;
}

/* A reason as a ranking key: its first clause (notes after "; " name one check's
 * particulars: which loop's induction obligation failed, where a cut point differs) with
 * runs of digits (seconds, sizes, counts) as N. */
static char *rank_key(const char *reason) {
  char *k = strdup(reason ? reason : "(no reason)"), *o = k, *note;
  if (!k) return NULL;
  if ((note = strstr(k, "; "))) *note = 0;
  for (const char *p = k; *p;) {
    if (*p >= '0' && *p <= '9') {
      while ((*p >= '0' && *p <= '9') || (*p == '.' && p[1] >= '0' && p[1] <= '9')) p++;
      *o++ = 'N';
    } else {
      *o++ = *p++;
    }
  }
  *o = 0;
  return k;
}

static void rank_add(TlSummary *s, const TlCheck *c) {
  char *k = rank_key(c->reason);
  if (!k) return;
  for (size_t i = 0; i < s->nranks; i++)
    if (s->ranks[i].verdict == c->verdict && !strcmp(s->ranks[i].name, k)) {
      s->ranks[i].count++;
      free(k);
      return;
    }
  TlRank *r = realloc(s->ranks, (s->nranks + 1) * sizeof *r);
  if (!r) {
    free(k);
    return;
  }
  s->ranks = r;
  s->ranks[s->nranks++] = (TlRank){k, c->verdict, 1, c->test};
}

static int cmp_rank(const void *a, const void *b) {
  const TlRank *x = a, *y = b;
  if (x->count != y->count) return x->count < y->count ? 1 : -1;
  return x->verdict != y->verdict ? x->verdict - y->verdict : strcmp(x->name, y->name);
}

static void aggregate(TlSummary *s, size_t top) {
  s->slowest = calloc(s->nchecks + 1, sizeof *s->slowest);
  s->incorrect = calloc(s->nchecks + 1, sizeof *s->incorrect);
  for (size_t i = 0; i < s->nchecks; i++) {
    TlCheck *c = &s->checks[i];
    s->counts[c->verdict]++;
    s->apart[c->apart]++;
    if (c->apart == TL_REAL) s->real_counts[c->verdict]++;
    if (c->apart == TL_REAL && (c->verdict == TL_UNSUPPORTED || c->verdict == TL_INCONCLUSIVE || c->verdict == TL_TIMEOUT))
      rank_add(s, c);
    group_add(group_find(&s->passes, &s->npasses, c->pass), c);
    for (size_t d = 0; d < c->ndialects; d++)
      group_add(group_find(&s->dialects, &s->ndialects, c->dialects[d]), c);
    if (!c->ndialects) group_add(group_find(&s->dialects, &s->ndialects, "(none)"), c);
    if (s->slowest) s->slowest[i] = c;
    if (s->incorrect && c->verdict == TL_INCORRECT) s->incorrect[s->nincorrect++] = c;
  }
  if (s->nranks) qsort(s->ranks, s->nranks, sizeof *s->ranks, cmp_rank);
  qsort(s->passes, s->npasses, sizeof *s->passes, cmp_group);
  qsort(s->dialects, s->ndialects, sizeof *s->dialects, cmp_group);
  if (s->slowest) {
    qsort(s->slowest, s->nchecks, sizeof *s->slowest, cmp_slow);
    s->nslowest = s->nchecks < top ? s->nchecks : top;
  }
  tl_incorrect_sort(s);
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
    free(c->src); free(c->tgt); free(c->args); free(c->flags);
    free(c->finding);
    for (size_t d = 0; d < c->ndialects; d++) free(c->dialects[d]);
    free(c->dialects);
    jv_free(&c->cex);
    jv_free(&c->executed);
  }
  for (size_t i = 0; i < s->npasses; i++) free(s->passes[i].name);
  for (size_t i = 0; i < s->ndialects; i++) free(s->dialects[i].name);
  for (size_t i = 0; i < s->nranks; i++) free(s->ranks[i].name);
  for (size_t i = 0; i < s->nlit; i++) free(s->lit[i].name), free(s->lit[i].code);
  free(s->ranks); free(s->lit);
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
    fprintf(f, ",\"real_checks\":%zu,\"real_proven\":%zu,\"seconds\":%.6f}", g[i].real, g[i].real_proven, g[i].seconds);
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
  if (c->args) {
    fputs(",\"mlir_opt_args\":", f);
    jv_write_str(f, c->args);
  }
  if (c->status != TL_UNMARKED) {
    fprintf(f, ",\"status\":\"%s\"", c->status == TL_NEW ? "new" : "known");
    if (c->status == TL_KNOWN)
      fprintf(f, ",\"known_by\":\"%s\"", c->known_by == TL_BY_FILE ? "file"
              : c->known_by == TL_BY_PREVIOUS ? "previous run" : "file and previous run");
    fputs(",\"finding\":", f);
    if (c->status == TL_KNOWN) {
      fprintf(f, "{\"kind\":\"%s\",\"entry\":", tl_kinds[c->kind]);
      if (c->finding) jv_write_str(f, c->finding);
      else fputs("null", f);
      fputc('}', f);
    } else {
      fputs("null", f);
    }
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
  fputs("},\"baseline\":", f);
  if (s->marked) {
    fputs("{\"previous\":", f);
    if (s->previous) jv_write_str(f, s->previous);
    else fputs("null", f);
    fputs(",\"known_findings\":", f);
    if (s->known_file) jv_write_str(f, s->known_file);
    else fputs("null", f);
    fprintf(f, ",\"incorrect\":%zu,\"new\":%zu,\"known\":%zu}", s->nincorrect, s->nnew, s->nknown);
  } else {
    fputs("null", f);
  }
  fprintf(f, ",\n\"unchanged\":%zu,\"identical\":%zu,\"cached\":%zu,\n", s->unchanged, s->identical, s->cached);
  size_t real = s->apart[TL_REAL];
  fprintf(f, "\"real\":{\"checks\":%zu,\"proven_share\":%.4f,", real,
          real ? (double)s->real_counts[TL_PROVEN] / (double)real : 0.0);
  write_counts(f, s->real_counts);
  fprintf(f, "},\"test_dialect\":%zu,\"unregistered\":%zu,\n\"ranking\":[", s->apart[TL_TEST_DIALECT], s->apart[TL_UNREGISTERED]);
  for (size_t i = 0; i < s->nranks; i++) {
    fprintf(f, "%s\n  {\"verdict\":\"%s\",\"reason\":", i ? "," : "", tl_verdicts[s->ranks[i].verdict]);
    jv_write_str(f, s->ranks[i].name);
    fprintf(f, ",\"checks\":%zu,\"share\":%.4f,\"example\":", s->ranks[i].count, real ? (double)s->ranks[i].count / (double)real : 0.0);
    jv_write_str(f, s->ranks[i].test);
    fputc('}', f);
  }
  fputs("],\n\"lit_problems\":", f);
  if (!s->have_lit) fputs("null", f);
  else fputc('[', f);
  for (size_t i = 0; s->have_lit && i < s->nlit; i++) {
    fputs(i ? ",\n  {\"test\":" : "\n  {\"test\":", f);
    jv_write_str(f, s->lit[i].name);
    fprintf(f, ",\"code\":\"%s\",\"crashed\":%s}", s->lit[i].code, s->lit[i].crashed ? "true" : "false");
  }
  if (s->have_lit) fputc(']', f);
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
  if (s->marked) fprintf(out, "tv-lit: %zu incorrect: %zu new, %zu known\n", s->nincorrect, s->nnew, s->nknown);
  for (size_t i = 0, j; i < s->nincorrect; i = j) {
    const TlCheck *c = s->incorrect[i];
    j = tl_incorrect_run(s, i);
    fprintf(out, "tv-lit: %sincorrect: pass '%s' on @%s in %s: %s", c->status == TL_NEW ? "new "
            : c->status == TL_KNOWN ? "known " : "", c->pass, c->func, c->test, c->reason ? c->reason : "?");
    if (j - i > 1) fprintf(out, " (%zu mlir-opt calls)", j - i);
    if (c->status == TL_KNOWN) {
      fprintf(out, " [%s%s%s]\n", tl_kinds[c->kind], c->finding ? ": " : "", c->finding ? c->finding : "");
      continue;   /* its reproducer is in docs/findings.md and on the page */
    }
    fputc('\n', out);
    if (c->src && c->tgt) {
      fprintf(out, "tv-lit:   reproduce: tv-check %s ", c->flags ? c->flags : "--timeout=60");
      tl_sh_quote(out, c->src);
      fputc(' ', out);
      tl_sh_quote(out, c->tgt);
      fputc('\n', out);
    }
  }
  if (json) fprintf(out, "tv-lit: summary JSON: %s\n", json);
  if (html) fprintf(out, "tv-lit: summary HTML: %s\n", html);
}

int tl_merge(const char *outdir, char **dirs, size_t ndirs, const TlMergeOpts *o) {
  TlSummary s;
  int rc = tl_summary_read(&s, dirs, ndirs, o->top) ? 2 : 0;
  /* a baseline that cannot be read: exit status 2, but the summary is still written */
  int bad_baseline = !rc && (o->previous || o->known_file) && tl_baseline_mark(&s, o->previous, o->known_file);
  mkdir(outdir, 0777);   /* may exist */
  char *json = path_join(outdir, "summary.json"), *html = path_join(outdir, "summary.html");
  if (!json || !html || tl_summary_write_json(&s, json) || tl_summary_write_html(&s, html)) {
    fprintf(stderr, "tv-lit: cannot write the summary in %s: %s\n", outdir, strerror(errno));
    rc = 2;
  }
  tl_summary_print(&s, stdout, rc == 2 ? NULL : json, rc == 2 ? NULL : html);
  if (!rc && (o->fail_on_new ? s.nincorrect - s.nknown : s.nincorrect)) rc = 1;
  if (bad_baseline) rc = 2;
  if (tl_write_ci(&s, o->junit, o->sarif)) rc = 2;
  tl_summary_free(&s);
  free(json);
  free(html);
  return rc;
}
