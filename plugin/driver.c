/* driver.c: snapshots, pairing by symbol name, checking on a pool of threads, the result
 * cache, counting, progress and reporting. */
#define _GNU_SOURCE
#include "driver.h"
#include <errno.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <threads.h>
#include <time.h>
#include <mlir-c/BuiltinAttributes.h>
#include "cache.h"
#include "mlirutil.h"

/* Counters besides the verdicts: no query (text unchanged), proven without the solver
 * (structurally identical), answered from the cache. */
enum { N_UNCHANGED = TV_NVERDICTS, N_IDENTICAL, N_CACHED, N_COUNTERS };

struct TvpSession {
  TvpOptions o;
  TvOptions tv;
  char optkey[160];         /* the options in the cache key */
  mtx_t lock;               /* guards counters and the report file */
  FILE *report;
  unsigned long passes, checks, counts[N_COUNTERS];
  /* at most o.jobs solver checks at once, over all threads (ours and MLIR's) */
  mtx_t slot_lock;
  cnd_t slot_free;
  unsigned busy;
  /* the progress line: checks done / queued, current pass; guarded by term, which is
   * never held while calling MLIR (recursive only for safety) */
  mtx_t term;
  int drawn;
  unsigned long queued, done;
  double last_draw;
  char pass[80];
};

typedef struct SnapFunc {
  char *name, *text;        /* symbol name; printed function (printed from the clone only
                               when the fingerprint changed) */
  MlirOperation clone;      /* the function as it was, detached */
  unsigned char fp[TVP_FP_MAX];
  size_t fplen;             /* 0: no fingerprint */
} SnapFunc;

struct TvpSnapshot {
  size_t n, cap;
  SnapFunc *funcs;
};

static double now_s(void) {
  struct timespec t;
  clock_gettime(CLOCK_MONOTONIC, &t);
  return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

TvpSession *tvp_session_create(const TvpOptions *o, char *err, size_t errlen) {
  TvpSession *s = calloc(1, sizeof *s);
  if (!s) {
    snprintf(err, errlen, "out of memory");
    return NULL;
  }
  s->o = *o;
  if (!s->o.jobs) s->o.jobs = 1;
  tv_options_default(&s->tv);
  s->tv.timeout_s = o->timeout_s;
  s->tv.fp = o->fp;
  s->tv.max_dim = o->max_dim;
  s->tv.max_memory_mb = o->max_memory_mb;
  s->tv.flag_prefix = "--tv-";
  s->tv.max_unroll = o->max_unroll;
  s->tv.inject_z3_error = o->inject_z3_error;
  snprintf(s->optkey, sizeof s->optkey, "timeout=%g fp=%d max-dim=%u max-memory=%u z3err=%d",
           o->timeout_s, (int)o->fp, o->max_dim, o->max_memory_mb, o->inject_z3_error);
  if (mtx_init(&s->lock, mtx_plain) != thrd_success || mtx_init(&s->slot_lock, mtx_plain) != thrd_success ||
      cnd_init(&s->slot_free) != thrd_success || mtx_init(&s->term, mtx_plain | mtx_recursive) != thrd_success) {
    snprintf(err, errlen, "cannot create a lock");
    free(s);
    return NULL;
  }
  if (o->report_path && !(s->report = fopen(o->report_path, "w")))
    snprintf(err, errlen, "cannot write report %s: %s; validating without a report",
             o->report_path, strerror(errno));
  return s;
}

/* ---- progress line (stderr is a terminal) ---- */

/* Also holds redrawing off for 0.1 s, so that what is printed next is not overdrawn. */
static void term_clear(TvpSession *s) {
  s->last_draw = now_s();
  if (!s->drawn) return;
  fputs("\r\033[K", stderr);
  fflush(stderr);
  s->drawn = 0;
}

/* Redraws "tv: 3/10 checks, pass 'canonicalize'" in place when the pass changes, else at
 * most 10 times a second and not within 0.1 s after a clear. */
static void progress(TvpSession *s, const char *pass, unsigned long queued, unsigned long done) {
  if (!s->o.progress) return;
  mtx_lock(&s->term);
  s->queued += queued;
  s->done += done;
  int new_pass = pass && strcmp(pass, s->pass);
  if (new_pass) snprintf(s->pass, sizeof s->pass, "%s", pass);
  double t = now_s();
  if (new_pass || t - s->last_draw >= 0.1) {   /* every pass is shown, however fast */
    s->last_draw = t;
    fprintf(stderr, "\rtv: %lu/%lu checks, pass '%s'\033[K", s->done, s->queued, s->pass);
    fflush(stderr);
    s->drawn = 1;
  }
  mtx_unlock(&s->term);
}

void tvp_term_lock(TvpSession *s) {
  mtx_lock(&s->term);
  term_clear(s);
}

void tvp_term_unlock(TvpSession *s) { mtx_unlock(&s->term); }

void tvp_session_finish(TvpSession *s) {
  if (!s) return;
  unsigned long *c = s->counts;
  tvp_term_lock(s);
  fprintf(stderr,
          "tv: %lu pass runs, %lu checks: %lu proven, %lu incorrect, %lu inconclusive, "
          "%lu unsupported, %lu timeouts, %lu errors; %lu unchanged, %lu identical, %lu cached\n",
          s->passes, s->checks, c[TV_PROVEN], c[TV_INCORRECT], c[TV_INCONCLUSIVE],
          c[TV_UNSUPPORTED], c[TV_TIMEOUT], c[TV_ERROR], c[N_UNCHANGED], c[N_IDENTICAL], c[N_CACHED]);
  tvp_term_unlock(s);
  if (s->report) fclose(s->report);
  mtx_destroy(&s->lock);
  mtx_destroy(&s->slot_lock);
  cnd_destroy(&s->slot_free);
  mtx_destroy(&s->term);
  free(s);
}

void tvp_count_pass(TvpSession *s) {
  mtx_lock(&s->lock);
  s->passes++;
  mtx_unlock(&s->lock);
}

int tvp_wants(TvpSession *s, const char *pass) {
  const char *p = s->o.only;
  if (!p || !*p) return 1;
  size_t n = strlen(pass);
  while (*p) {
    size_t len = strcspn(p, ",");
    if (len == n && !strncmp(p, pass, n)) return 1;
    p += len + (p[len] == ',');
  }
  return 0;
}

/* ---- snapshots ---- */

/* Calls fn on op itself when it is a function, else on the functions directly inside it. */
static void for_each_func(MlirOperation op, void (*fn)(void *, MlirOperation), void *ud) {
  if (mu_op_is(op, "func.func")) {
    if (mu_is_func_def(op)) fn(ud, op);
    return;
  }
  for (intptr_t r = 0; r < mlirOperationGetNumRegions(op); r++)
    for (MlirBlock b = mlirRegionGetFirstBlock(mlirOperationGetRegion(op, r)); !mlirBlockIsNull(b);
         b = mlirBlockGetNextInRegion(b))
      for (MlirOperation o = mlirBlockGetFirstOperation(b); !mlirOperationIsNull(o);
           o = mlirOperationGetNextInBlock(o))
        if (mu_is_func_def(o)) fn(ud, o);
}

static char *func_name(MlirOperation f) {
  MlirStringRef n = mu_func_name(f);
  return strndup(n.data, n.length);
}

typedef struct SnapCtx {
  TvpSession *s;
  TvpSnapshot *snap;
} SnapCtx;

static void snap_add(void *ud, MlirOperation f) {
  SnapCtx *c = ud;
  TvpSnapshot *s = c->snap;
  if (s->n == s->cap) {
    size_t cap = s->cap ? s->cap * 2 : 8;
    SnapFunc *p = realloc(s->funcs, cap * sizeof *p);
    if (!p) return;   /* out of memory: this function is simply not checked */
    s->funcs = p;
    s->cap = cap;
  }
  SnapFunc sf = {.name = func_name(f), .clone = mlirOperationClone(f)};
  if (c->s->o.fingerprint) sf.fplen = c->s->o.fingerprint(f, sf.fp);
  else sf.text = mu_op_print(f, 0);
  if (!sf.name || (!sf.fplen && !sf.text)) {
    free(sf.name);
    free(sf.text);
    mlirOperationDestroy(sf.clone);
    return;
  }
  s->funcs[s->n++] = sf;
}

TvpSnapshot *tvp_before(TvpSession *s, MlirOperation op) {
  TvpSnapshot *snap = calloc(1, sizeof *snap);
  if (!snap) return NULL;
  SnapCtx c = {s, snap};
  for_each_func(op, snap_add, &c);
  return snap;
}

static void snap_free(TvpSnapshot *snap) {
  for (size_t i = 0; i < snap->n; i++) {
    free(snap->funcs[i].name);
    free(snap->funcs[i].text);
    mlirOperationDestroy(snap->funcs[i].clone);
  }
  free(snap->funcs);
  free(snap);
}

static SnapFunc *snap_find(TvpSnapshot *snap, const char *name) {
  for (size_t i = 0; i < snap->n; i++)
    if (!strcmp(snap->funcs[i].name, name)) return &snap->funcs[i];
  return NULL;
}

/* ---- reproducers: DIR/<pass>-<func>.{src,tgt}.mlir, readable by tv-check ---- */

typedef struct CalleeDecls {
  FILE *out;
  MlirOperation scope;   /* the target function: its module declares the globals */
  char **seen;   /* seen[0] is the dumped function itself: recursion needs no declaration */
  size_t nseen;
} CalleeDecls;

static int callee_seen(CalleeDecls *d, MlirStringRef n) {
  for (size_t i = 0; i < d->nseen; i++)
    if (strlen(d->seen[i]) == n.length && !memcmp(d->seen[i], n.data, n.length)) return 1;
  char **p = realloc(d->seen, (d->nseen + 1) * sizeof *p);
  if (!p) return 1;
  d->seen = p;
  if ((p[d->nseen] = strndup(n.data, n.length))) d->nseen++;
  return 0;
}

/* Writes the declaration of each global the function reads once (its initial value is
 * part of the program), or "memref.global @g : type" when the module has none, so the dump
 * parses alone. */
static void declare_global(CalleeDecls *d, MlirOperation op) {
  MlirAttribute na = mu_attr(op, "name");
  if (mlirAttributeIsNull(na)) return;
  MlirStringRef n = mlirFlatSymbolRefAttrGetValue(na);
  if (callee_seen(d, n)) return;
  MlirOperation g = mu_global_decl(d->scope, op);
  char *decl = mlirOperationIsNull(g) ? NULL : mu_op_print(g, 0);
  if (decl) {
    fprintf(d->out, "  %s\n", decl);
    free(decl);
    return;
  }
  Arena a;
  arena_init(&a, 0);
  fprintf(d->out, "  memref.global @%.*s : %s\n", (int)n.length, n.data,
          mu_type_str(&a, mlirValueGetType(mlirOperationGetResult(op, 0))));
  arena_free(&a);
}

/* Writes "func.func private @g(...) -> (...)" once per callee, so the dump parses alone. */
static MlirWalkResult declare_callee(MlirOperation op, void *ud) {
  CalleeDecls *d = ud;
  if (mu_op_is(op, "memref.get_global")) declare_global(d, op);
  MlirAttribute ca = mu_op_is(op, "func.call") ? mu_attr(op, "callee") : (MlirAttribute){NULL};
  if (mlirAttributeIsNull(ca)) return MlirWalkResultAdvance;
  MlirStringRef n = mlirFlatSymbolRefAttrGetValue(ca);
  if (callee_seen(d, n)) return MlirWalkResultAdvance;
  Arena a;
  arena_init(&a, 0);
  fprintf(d->out, "  func.func private @%.*s(", (int)n.length, n.data);
  for (intptr_t i = 0; i < mlirOperationGetNumOperands(op); i++)
    fprintf(d->out, "%s%s", i ? ", " : "", mu_type_str(&a, mlirValueGetType(mlirOperationGetOperand(op, i))));
  fputs(") -> (", d->out);
  for (intptr_t i = 0; i < mlirOperationGetNumResults(op); i++)
    fprintf(d->out, "%s%s", i ? ", " : "", mu_type_str(&a, mlirValueGetType(mlirOperationGetResult(op, i))));
  fputs(")\n", d->out);
  arena_free(&a);
  return MlirWalkResultAdvance;
}

static void dump_one(const char *dir, const char *pass, const char *func, const char *side,
                     MlirOperation f, MlirOperation scope, const char *text) {
  char path[4096];
  int n = snprintf(path, sizeof path, "%s/", dir);
  snprintf(path + n, sizeof path - (size_t)n, "%s-%s.%s.mlir", pass, func, side);
  for (char *p = path + n; *p; p++)
    if (*p == '/') *p = '_';   /* a symbol name may contain '/' */
  FILE *out = fopen(path, "w");
  if (!out) return;
  CalleeDecls d = {out, scope, NULL, 0};
  callee_seen(&d, mlirStringRefCreateFromCString(func));
  fputs("module {\n", out);
  mlirOperationWalk(f, declare_callee, &d, MlirWalkPreOrder);
  char *located = mu_op_print(f, -1);   /* locations: tv-check then pairs cut points alike */
  fprintf(out, "%s\n}\n", located ? located : text);
  free(located);
  for (size_t i = 0; i < d.nseen; i++) free(d.seen[i]);
  free(d.seen);
  fclose(out);
}

static void dump_pair(TvpSession *s, const char *pass, SnapFunc *src, MlirOperation tgt,
                      const char *tgt_text) {
  mkdir(s->o.dump_dir, 0777);   /* may exist already */
  dump_one(s->o.dump_dir, pass, src->name, "src", src->clone, tgt, src->text);
  dump_one(s->o.dump_dir, pass, src->name, "tgt", tgt, tgt, tgt_text);
}

/* ---- checking ---- */

/* One changed function: the pair, and its result once checked. */
typedef struct Pair {
  char *name, *text;        /* target's symbol name and printed form */
  SnapFunc *src;
  MlirOperation tgt;
  int pending;              /* needs the cache or the solver */
  int identical, cached;
  TvResult r;
} Pair;

typedef struct Batch {
  TvpSession *s;
  const char *pass;
  TvpSnapshot *snap;
  Pair *pairs;
  size_t n, cap;
  atomic_size_t next;       /* the next pair a worker takes */
} Batch;

/* " [abstract]" or " [ieee]" when floats were encoded: which encoding decided. */
static const char *encoding_tag(const TvResult *r) {
  if (!r->encoding) return "";
  if (!strcmp(r->encoding, "abstract")) return " [abstract]";
  if (!strcmp(r->encoding, "ieee")) return " [ieee]";
  return "";
}

static void report(TvpSession *s, const char *pass, const TvpHooks *h, const char *func,
                   MlirOperation tgt, const TvResult *r) {
  char msg[1024];
  TvpFinding f = {.loc = mlirOperationGetLocation(tgt), .message = msg};
  if (r->verdict == TV_INCORRECT) {
    f.kind = s->o.warn ? TVP_DIAG_WARNING : TVP_DIAG_ERROR;
    f.incorrect = 1;
    snprintf(msg, sizeof msg, "tv: pass '%s' is incorrect on @%s%s: %s", pass, func,
             encoding_tag(r), r->reason);
  } else if (r->verdict == TV_ERROR) {
    f.kind = TVP_DIAG_WARNING;
    snprintf(msg, sizeof msg, "tv: could not check pass '%s' on @%s: %s", pass, func, r->reason);
  } else if (s->o.verbose && r->verdict != TV_PROVEN) {
    f.kind = TVP_DIAG_REMARK;
    snprintf(msg, sizeof msg, "tv: pass '%s' on @%s: %s%s%s%s%s", pass, func,
             tv_verdict_name(r->verdict), encoding_tag(r), r->reason ? " (" : "",
             r->reason ? r->reason : "", r->reason ? ")" : "");
  } else {
    return;
  }
  char *notes = r->verdict == TV_INCORRECT ? tv_cex_to_string(r) : NULL;
  f.notes = notes;
  /* clear the progress line; not held during the call: MLIR's diagnostic engine takes its
   * own lock and calls the shim's hook, which takes ours (no lock order to get wrong) */
  tvp_term_lock(s);
  tvp_term_unlock(s);
  h->report(h->ud, &f);
  free(notes);
}

/* The JSON line of the report, with "identical" or "cached" added when true. */
static void print_json(FILE *out, const char *pass, const Pair *p) {
  char *buf = NULL;
  size_t len = 0;
  FILE *m = open_memstream(&buf, &len);
  if (!m) return;
  tv_result_print_json(m, pass, p->name, &p->r);
  fclose(m);
  if (len >= 2 && buf[len - 2] == '}' && (p->identical || p->cached)) {
    buf[len - 2] = 0;
    fprintf(out, "%s,\"%s\":true}\n", buf, p->identical ? "identical" : "cached");
  } else if (buf) {
    fputs(buf, out);
  }
  free(buf);
}

static void record(TvpSession *s, const char *pass, const Pair *p) {
  mtx_lock(&s->lock);
  s->checks++;
  s->counts[p->r.verdict]++;
  s->counts[N_IDENTICAL] += p->identical;
  s->counts[N_CACHED] += p->cached;
  if (s->report) {
    print_json(s->report, pass, p);
    fflush(s->report);
  }
  mtx_unlock(&s->lock);
}

static void slot_acquire(TvpSession *s) {
  mtx_lock(&s->slot_lock);
  while (s->busy >= s->o.jobs) cnd_wait(&s->slot_free, &s->slot_lock);
  s->busy++;
  mtx_unlock(&s->slot_lock);
}

static void slot_release(TvpSession *s) {
  mtx_lock(&s->slot_lock);
  s->busy--;
  cnd_signal(&s->slot_free);
  mtx_unlock(&s->slot_lock);
}

/* The printed declarations of the globals a function reads, as the encoder finds them
 * (around the target: the snapshot's source is detached), each once. */
typedef struct Globals {
  MlirOperation tgt;
  char *text;   /* malloc'd; NULL when out of memory */
} Globals;

static MlirWalkResult add_global(MlirOperation op, void *ud) {
  Globals *g = ud;
  if (!g->text || !mu_op_is(op, "memref.get_global")) return MlirWalkResultAdvance;
  MlirOperation d = mu_global_decl(g->tgt, op);
  char *t = mlirOperationIsNull(d) ? strdup("(undeclared)") : mu_op_print(d, 0);
  char *more = t && !strstr(g->text, t) ? realloc(g->text, strlen(g->text) + strlen(t) + 2) : g->text;
  if (!t || !more) {
    free(g->text);
    more = NULL;
  } else if (!strstr(more, t)) {
    strcat(strcat(more, t), "\n");
  }
  g->text = more;
  free(t);
  return MlirWalkResultAdvance;
}

static char *globals_text(MlirOperation src, MlirOperation tgt) {
  Globals g = {tgt, strdup("")};
  mlirOperationWalk(src, add_global, &g, MlirWalkPreOrder);
  mlirOperationWalk(tgt, add_global, &g, MlirWalkPreOrder);
  return g.text;
}

/* A pending pair: from the cache, else from the solver (and then into the cache). */
static void check_pair(Batch *b, Pair *p) {
  TvpSession *s = b->s;
  TvcKey key;
  char *globals = s->o.cache_dir ? globals_text(p->src->clone, p->tgt) : NULL;   /* NULL: no cache */
  if (globals) {
    double t0 = now_s();
    tvc_key(&key, s->optkey, p->src->text, p->text, globals);
    if (tvc_load(s->o.cache_dir, &key, &p->r)) {
      free(globals);
      p->cached = 1;
      p->r.seconds = now_s() - t0;
      return;
    }
  }
  slot_acquire(s);
  tv_check_pair(&s->tv, p->src->clone, p->tgt, &p->r);
  slot_release(s);
  if (globals) tvc_store(s->o.cache_dir, &key, &p->r);
  free(globals);
}

static int worker(void *ud) {
  Batch *b = ud;
  for (size_t i; (i = atomic_fetch_add(&b->next, 1)) < b->n;) {
    if (!b->pairs[i].pending) continue;
    check_pair(b, &b->pairs[i]);
    progress(b->s, NULL, 0, 1);
  }
  return 0;
}

/* Runs the pending pairs on min(jobs, pending) threads, this one included. */
static void run_pool(Batch *b, size_t pending, int parallel) {
  size_t n = parallel ? b->s->o.jobs : 1;
  if (n > pending) n = pending;
  thrd_t th[64];
  size_t started = 0;
  for (; started + 1 < n && started < 64; started++)
    if (thrd_create(&th[started], worker, b) != thrd_success) break;
  worker(b);
  for (size_t i = 0; i < started; i++) thrd_join(th[i], NULL);
}

/* Whether tgt is unchanged: the same fingerprint, else the same printed text (then *text
 * is the target's text, and the source's is printed from its clone if not yet). */
static int unchanged(TvpSession *s, SnapFunc *src, MlirOperation tgt, char **text) {
  *text = NULL;
  if (src->fplen) {
    unsigned char fp[TVP_FP_MAX];
    if (s->o.fingerprint(tgt, fp) == src->fplen && !memcmp(fp, src->fp, src->fplen)) return 1;
  }
  if (!src->text && !(src->text = mu_op_print(src->clone, 0))) return 0;
  *text = mu_op_print(tgt, 0);
  return *text && !strcmp(src->text, *text);
}

static void collect(void *ud, MlirOperation tgt) {
  Batch *b = ud;
  char *name = func_name(tgt);
  SnapFunc *src = name ? snap_find(b->snap, name) : NULL;
  char *text = NULL;
  if (src && unchanged(b->s, src, tgt, &text)) {
    mtx_lock(&b->s->lock);
    b->s->counts[N_UNCHANGED]++;
    mtx_unlock(&b->s->lock);
  } else if (src && src->text && text && b->n < b->cap) {
    b->pairs[b->n++] = (Pair){.name = name, .text = text, .src = src, .tgt = tgt};
    return;
  }
  free(text);
  free(name);
}

/* The verdicts decided without a query: IR that does not verify, identical structure. */
static size_t triage(Batch *b, const TvpHooks *h) {
  size_t pending = 0;
  for (size_t i = 0; i < b->n; i++) {
    Pair *p = &b->pairs[i];
    if (!h->verify(p->tgt)) {
      p->r.verdict = TV_ERROR;
      p->r.reason = strdup("the pass left IR that does not verify");
      p->r.encoding = "none";
      p->r.dialects = tv_func_dialects(p->src->clone);
    } else if (h->same && h->same(p->src->clone, p->tgt)) {
      p->r.verdict = TV_PROVEN;
      p->r.encoding = "none";
      p->r.dialects = tv_func_dialects(p->src->clone);
      p->identical = 1;
    } else {
      p->pending = 1;
      pending++;
    }
  }
  return pending;
}

int tvp_after(TvpSession *s, const char *pass, TvpSnapshot *snap, MlirOperation op,
              const TvpHooks *h) {
  if (!snap) return 0;
  Batch b = {.s = s, .pass = pass, .snap = snap, .cap = snap->n};
  b.pairs = calloc(snap->n + 1, sizeof *b.pairs);
  if (!b.pairs) {
    snap_free(snap);
    return 0;
  }
  for_each_func(op, collect, &b);
  size_t pending = triage(&b, h);
  if (pending) {
    progress(s, pass, pending, 0);
    run_pool(&b, pending, h->parallel);
  }
  int incorrect = 0;
  for (size_t i = 0; i < b.n; i++) {   /* in function order */
    Pair *p = &b.pairs[i];
    record(s, pass, p);
    if (p->r.verdict != TV_PROVEN && s->o.dump_dir) dump_pair(s, pass, p->src, p->tgt, p->text);
    incorrect += p->r.verdict == TV_INCORRECT;
    report(s, pass, h, p->name, p->tgt, &p->r);
    tv_result_free(&p->r);
    free(p->name);
    free(p->text);
  }
  free(b.pairs);
  snap_free(snap);
  return incorrect;
}
