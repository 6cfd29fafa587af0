/* driver.c: snapshots, pairing by symbol name, checking, counting and reporting. */
#include "driver.h"
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <threads.h>
#include <mlir-c/BuiltinAttributes.h>
#include "mlirutil.h"

enum { N_UNCHANGED = TV_NVERDICTS, N_COUNTERS };

struct TvpSession {
  TvpOptions o;
  TvOptions tv;
  mtx_t lock;               /* guards counters and the report file */
  FILE *report;
  unsigned long passes, checks, counts[N_COUNTERS];
};

typedef struct SnapFunc {
  char *name, *text;        /* symbol name; printed function, compared after the pass */
  MlirOperation clone;      /* the function as it was, detached */
} SnapFunc;

struct TvpSnapshot {
  size_t n, cap;
  SnapFunc *funcs;
};

TvpSession *tvp_session_create(const TvpOptions *o, char *err, size_t errlen) {
  TvpSession *s = calloc(1, sizeof *s);
  if (!s) {
    snprintf(err, errlen, "out of memory");
    return NULL;
  }
  s->o = *o;
  tv_options_default(&s->tv);
  s->tv.timeout_s = o->timeout_s;
  s->tv.fp = o->fp;
  s->tv.max_dim = o->max_dim;
  s->tv.max_unroll = o->max_unroll;
  s->tv.inject_z3_error = o->inject_z3_error;
  if (mtx_init(&s->lock, mtx_plain) != thrd_success) {
    snprintf(err, errlen, "cannot create a lock");
    free(s);
    return NULL;
  }
  if (o->report_path && !(s->report = fopen(o->report_path, "w")))
    snprintf(err, errlen, "cannot write report %s: %s; validating without a report",
             o->report_path, strerror(errno));
  return s;
}

void tvp_session_finish(TvpSession *s) {
  if (!s) return;
  unsigned long *c = s->counts;
  fprintf(stderr,
          "tv: %lu pass runs, %lu checks: %lu proven, %lu incorrect, %lu inconclusive, "
          "%lu unsupported, %lu timeouts, %lu errors; %lu unchanged\n",
          s->passes, s->checks, c[TV_PROVEN], c[TV_INCORRECT], c[TV_INCONCLUSIVE],
          c[TV_UNSUPPORTED], c[TV_TIMEOUT], c[TV_ERROR], c[N_UNCHANGED]);
  if (s->report) fclose(s->report);
  mtx_destroy(&s->lock);
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

static void snap_add(void *ud, MlirOperation f) {
  TvpSnapshot *s = ud;
  if (s->n == s->cap) {
    size_t cap = s->cap ? s->cap * 2 : 8;
    SnapFunc *p = realloc(s->funcs, cap * sizeof *p);
    if (!p) return;   /* out of memory: this function is simply not checked */
    s->funcs = p;
    s->cap = cap;
  }
  SnapFunc sf = {func_name(f), mu_op_print(f, 0), mlirOperationClone(f)};
  if (!sf.name || !sf.text) {
    free(sf.name);
    free(sf.text);
    mlirOperationDestroy(sf.clone);
    return;
  }
  s->funcs[s->n++] = sf;
}

TvpSnapshot *tvp_before(TvpSession *s, MlirOperation op) {
  (void)s;
  TvpSnapshot *snap = calloc(1, sizeof *snap);
  if (!snap) return NULL;
  for_each_func(op, snap_add, snap);
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

/* Writes "func.func private @g(...) -> (...)" once per callee, so the dump parses alone. */
static MlirWalkResult declare_callee(MlirOperation op, void *ud) {
  CalleeDecls *d = ud;
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
                     MlirOperation f, const char *text) {
  char path[4096];
  int n = snprintf(path, sizeof path, "%s/", dir);
  snprintf(path + n, sizeof path - (size_t)n, "%s-%s.%s.mlir", pass, func, side);
  for (char *p = path + n; *p; p++)
    if (*p == '/') *p = '_';   /* a symbol name may contain '/' */
  FILE *out = fopen(path, "w");
  if (!out) return;
  CalleeDecls d = {out, NULL, 0};
  callee_seen(&d, mlirStringRefCreateFromCString(func));
  fputs("module {\n", out);
  mlirOperationWalk(f, declare_callee, &d, MlirWalkPreOrder);
  fprintf(out, "%s\n}\n", text);
  for (size_t i = 0; i < d.nseen; i++) free(d.seen[i]);
  free(d.seen);
  fclose(out);
}

static void dump_pair(TvpSession *s, const char *pass, SnapFunc *src, MlirOperation tgt,
                      const char *tgt_text) {
  mkdir(s->o.dump_dir, 0777);   /* may exist already */
  dump_one(s->o.dump_dir, pass, src->name, "src", src->clone, src->text);
  dump_one(s->o.dump_dir, pass, src->name, "tgt", tgt, tgt_text);
}

/* ---- checking ---- */

typedef struct AfterCtx {
  TvpSession *s;
  const char *pass;
  TvpSnapshot *snap;
  TvpReportFn cb;
  TvpVerifyFn verify;
  void *ud;
  int incorrect;
} AfterCtx;

/* " [abstract]" or " [ieee]" when floats were encoded: which encoding decided. */
static const char *encoding_tag(const TvResult *r) {
  if (!r->encoding) return "";
  if (!strcmp(r->encoding, "abstract")) return " [abstract]";
  if (!strcmp(r->encoding, "ieee")) return " [ieee]";
  return "";
}

static void report(AfterCtx *c, const char *func, MlirOperation tgt, const TvResult *r) {
  TvpSession *s = c->s;
  char msg[1024];
  TvpFinding f = {.loc = mlirOperationGetLocation(tgt), .message = msg};
  if (r->verdict == TV_INCORRECT) {
    f.kind = s->o.warn ? TVP_DIAG_WARNING : TVP_DIAG_ERROR;
    f.incorrect = 1;
    snprintf(msg, sizeof msg, "tv: pass '%s' is incorrect on @%s%s: %s", c->pass, func,
             encoding_tag(r), r->reason);
  } else if (r->verdict == TV_ERROR) {
    f.kind = TVP_DIAG_WARNING;
    snprintf(msg, sizeof msg, "tv: could not check pass '%s' on @%s: %s", c->pass, func, r->reason);
  } else if (s->o.verbose && r->verdict != TV_PROVEN) {
    f.kind = TVP_DIAG_REMARK;
    snprintf(msg, sizeof msg, "tv: pass '%s' on @%s: %s%s%s%s%s", c->pass, func,
             tv_verdict_name(r->verdict), encoding_tag(r), r->reason ? " (" : "",
             r->reason ? r->reason : "", r->reason ? ")" : "");
  } else {
    return;
  }
  char *notes = r->verdict == TV_INCORRECT ? tv_cex_to_string(r) : NULL;
  f.notes = notes;
  c->cb(c->ud, &f);
  free(notes);
}

static void record(TvpSession *s, const char *pass, const char *func, const TvResult *r) {
  mtx_lock(&s->lock);
  s->checks++;
  s->counts[r->verdict]++;
  if (s->report) {
    tv_result_print_json(s->report, pass, func, r);
    fflush(s->report);
  }
  mtx_unlock(&s->lock);
}

static void check_func(void *ud, MlirOperation tgt) {
  AfterCtx *c = ud;
  char *name = func_name(tgt);
  SnapFunc *src = name ? snap_find(c->snap, name) : NULL;
  char *text = src ? mu_op_print(tgt, 0) : NULL;
  if (src && text && !strcmp(src->text, text)) {
    mtx_lock(&c->s->lock);
    c->s->counts[N_UNCHANGED]++;
    mtx_unlock(&c->s->lock);
  } else if (src && text) {
    TvResult r;
    if (!c->verify(tgt)) {
      memset(&r, 0, sizeof r);
      r.verdict = TV_ERROR;
      r.reason = strdup("the pass left IR that does not verify");
      r.encoding = "none";
    } else {
      tv_check_pair(&c->s->tv, src->clone, tgt, &r);
    }
    record(c->s, c->pass, name, &r);
    if (r.verdict != TV_PROVEN && c->s->o.dump_dir) dump_pair(c->s, c->pass, src, tgt, text);
    c->incorrect += r.verdict == TV_INCORRECT;
    report(c, name, tgt, &r);
    tv_result_free(&r);
  }
  free(text);
  free(name);
}

int tvp_after(TvpSession *s, const char *pass, TvpSnapshot *snap, MlirOperation op,
              TvpReportFn cb, TvpVerifyFn verify, void *ud) {
  if (!snap) return 0;
  AfterCtx c = {s, pass, snap, cb, verify, ud, 0};
  for_each_func(op, check_func, &c);
  snap_free(snap);
  return c.incorrect;
}
