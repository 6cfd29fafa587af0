/* driver.c: snapshots, pairing by symbol name, checking on a pool of threads, the result
 * cache, counting, progress and reporting. */
#define _GNU_SOURCE
#include "driver.h"
#include <errno.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <threads.h>
#include <unistd.h>
#include <mlir-c/BuiltinAttributes.h>
#include <mlir-c/BuiltinTypes.h>
#include "cache.h"
#include "enc.h"
#include "mlirutil.h"
#include "report_ci.h"
#include "srctext.h"

/* Counters besides the verdicts: no query (text unchanged), proven without the solver
 * (structurally identical), answered from the cache. */
enum { N_UNCHANGED = TV_NVERDICTS, N_IDENTICAL, N_CACHED, N_COUNTERS };

struct TvpSession {
  TvpOptions o;
  TvOptions tv;
  char optkey[256];         /* the options in the cache key */
  mtx_t lock;               /* guards counters, the report file and the held lines */
  FILE *report;
  /* inside a pass-manager adaptor (a nested pipeline such as func.func(canonicalize,cse)),
   * MLIR runs each function's passes on its own thread: report lines are held and written
   * in (function position, pass order) when the outermost adaptor ends (tvp_nest) */
  unsigned nest;
  unsigned long seq;        /* report lines recorded so far: the order of one function's passes */
  struct HeldLine *held;
  size_t nheld, capheld;
  TvCiLog ci;               /* --tv-junit/--tv-sarif: the checks in report order */
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

/* A report line held until the nested pipeline it came from ends. */
typedef struct HeldLine {
  char *where;              /* the function's position in the IR (func_position) */
  unsigned long seq;
  char *text;               /* the report line, or NULL (no --tv-report) */
  TvCiCheck ci;             /* its --tv-junit/--tv-sarif record (ci.func NULL: none) */
} HeldLine;

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
  MlirOperation root;       /* for a pass on a module: the module as it was, which owns the
                               funcs' clones (callees and globals stay visible from them);
                               null for a pass on one function (each clone is detached) */
};

static void flush_held(TvpSession *s);

/* Whether dir is a directory tv can write a file in: a file is made and removed (access()
 * says yes to root on a read-only file system). */
static int can_write_in(const char *dir) {
  char probe[4200];
  struct stat st;
  if (stat(dir, &st) || !S_ISDIR(st.st_mode)) return 0;
  snprintf(probe, sizeof probe, "%s/.tv-probe-XXXXXX", dir);
  int fd = mkstemp(probe);
  if (fd < 0) return 0;
  close(fd);
  unlink(probe);
  return 1;
}

int tvp_path_writable(const char *flag, const char *path, int is_dir, char *err, size_t errlen) {
  struct stat st;
  if (!stat(path, &st)) {   /* there already: the kind tv writes, and writable */
    int ok = is_dir ? can_write_in(path) : !S_ISDIR(st.st_mode) && can_write_in(".");
    if (!is_dir && ok) {
      FILE *f = fopen(path, "a");   /* appending changes nothing */
      ok = f != NULL;
      if (f) fclose(f);
    }
    if (!ok) snprintf(err, errlen, "%s: cannot write %s%s", flag, path,
                      is_dir ? " (not a writable directory)" : "");
    return !ok;
  }
  const char *slash = strrchr(path, '/');   /* made later, in a writable directory */
  char parent[4096];
  snprintf(parent, sizeof parent, "%.*s", slash ? (int)(slash - path) + (slash == path) : 1,
           slash ? path : ".");
  if (can_write_in(parent)) return 0;
  snprintf(err, errlen, "%s: cannot write %s: %s is not a writable directory", flag, path, parent);
  return 1;
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
  s->tv.assume = o->assume;
  s->tv.trace = o->verbose;
  s->tv.inject_z3_error = o->inject_z3_error;
  /* trace: --tv-verbose results carry the counterexample's first difference */
  snprintf(s->optkey, sizeof s->optkey,
           "timeout=%g fp=%d max-dim=%u max-memory=%u max-unroll=%u assume=%u z3err=%d trace=%d",
           o->timeout_s, (int)o->fp, o->max_dim, o->max_memory_mb, o->max_unroll, o->assume,
           o->inject_z3_error, o->verbose);
  if (mtx_init(&s->lock, mtx_plain) != thrd_success || mtx_init(&s->slot_lock, mtx_plain) != thrd_success ||
      cnd_init(&s->slot_free) != thrd_success || mtx_init(&s->term, mtx_plain | mtx_recursive) != thrd_success) {
    snprintf(err, errlen, "cannot create a lock");
    free(s);
    return NULL;
  }
  s->tv.reaper = tv_reaper_new();   /* a timed-out query's context is freed off the check */
  if (o->report_path && !(s->report = fopen(o->report_path, "w")))
    snprintf(err, errlen, "cannot write report %s: %s; validating without a report",
             o->report_path, strerror(errno));
  return s;
}

/* ---- progress line (stderr is a terminal) ---- */

/* Also holds redrawing off for 0.1 s, so that what is printed next is not overdrawn. */
static void term_clear(TvpSession *s) {
  s->last_draw = smt_now();
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
  double t = smt_now();
  if (new_pass || t - s->last_draw >= 0.1) {   /* every pass is shown, however fast */
    s->last_draw = t;
    char line[512];
    int n = snprintf(line, sizeof line, "tv: %lu/%lu checks, pass '%s'", s->done, s->queued, s->pass);
    /* cut to the terminal's width: a line that wraps is not redrawn in place */
    struct winsize ws;
    size_t width = !ioctl(2, TIOCGWINSZ, &ws) && ws.ws_col > 1 ? ws.ws_col - 1u : 79;
    if (n > 0 && (size_t)n > width && width < sizeof line) line[width] = 0;
    fprintf(stderr, "\r%s\033[K", line);
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
  unsigned long undecided = c[TV_INCONCLUSIVE] + c[TV_UNSUPPORTED] + c[TV_TIMEOUT] + c[TV_ERROR];
  if (!s->o.quiet) {
    fprintf(stderr,
          "tv: %lu pass runs, %lu checks: %lu proven, %lu incorrect, %lu inconclusive, "
          "%lu unsupported, %lu timeouts, %lu errors; %lu unchanged, %lu identical, %lu cached",
          s->passes, s->checks, c[TV_PROVEN], c[TV_INCORRECT], c[TV_INCONCLUSIVE],
          c[TV_UNSUPPORTED], c[TV_TIMEOUT], c[TV_ERROR], c[N_UNCHANGED], c[N_IDENTICAL], c[N_CACHED]);
    if (undecided && !s->o.verbose)   /* where the checks not decided are named */
      fprintf(stderr, " (the %lu not decided: --tv-verbose names each, --tv-report=FILE lists them)", undecided);
    fputc('\n', stderr);
  }
  tvp_term_unlock(s);
  flush_held(s);   /* an adaptor that never ended (a failed pipeline) */
  free(s->held);
  char err[1200];
  if (tv_ci_write(&s->ci, s->o.junit_path, "--tv-junit", s->o.sarif_path, "--tv-sarif", err, sizeof err))
    fprintf(stderr, "tv: %s\n", err);   /* even under --tv-quiet: the findings would go nowhere */
  tv_ci_free(&s->ci);
  if (s->report) {   /* the counters no check line carries (tv-lit's summary.json) */
    fprintf(s->report, "{\"session\":{\"passes\":%lu,\"checks\":%lu,\"unchanged\":%lu,\"identical\":%lu,\"cached\":%lu}}\n",
            s->passes, s->checks, c[N_UNCHANGED], c[N_IDENTICAL], c[N_CACHED]);
    fclose(s->report);
  }
  tv_reaper_free(s->tv.reaper);
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

/* Adds f, whose copy as it was is clone (owned by the snapshot when it has no root). */
static void snap_add_clone(SnapCtx *c, MlirOperation f, MlirOperation clone) {
  TvpSnapshot *s = c->snap;
  int owned = mlirOperationIsNull(s->root);
  if (s->n == s->cap) {
    size_t cap = s->cap ? s->cap * 2 : 8;
    SnapFunc *p = realloc(s->funcs, cap * sizeof *p);
    if (!p) {   /* out of memory: this function is simply not checked */
      if (owned) mlirOperationDestroy(clone);
      return;
    }
    s->funcs = p;
    s->cap = cap;
  }
  SnapFunc sf = {.name = func_name(f), .clone = clone};
  if (c->s->o.fingerprint) sf.fplen = c->s->o.fingerprint(f, sf.fp);
  else sf.text = mu_op_print(f, 0);
  if (!sf.name || (!sf.fplen && !sf.text)) {
    free(sf.name);
    free(sf.text);
    if (owned) mlirOperationDestroy(clone);
    return;
  }
  s->funcs[s->n++] = sf;
}

static void snap_add(void *ud, MlirOperation f) { snap_add_clone(ud, f, mlirOperationClone(f)); }

/* The functions of a module: each paired with its copy in the cloned module (the same
 * position in the same block). */
static void snap_add_module(SnapCtx *c, MlirOperation op) {
  for (intptr_t r = 0; r < mlirOperationGetNumRegions(op); r++) {
    MlirBlock b = mlirRegionGetFirstBlock(mlirOperationGetRegion(op, r));
    MlirBlock cb = mlirRegionGetFirstBlock(mlirOperationGetRegion(c->snap->root, r));
    for (; !mlirBlockIsNull(b) && !mlirBlockIsNull(cb); b = mlirBlockGetNextInRegion(b), cb = mlirBlockGetNextInRegion(cb)) {
      MlirOperation o = mlirBlockGetFirstOperation(b), co = mlirBlockGetFirstOperation(cb);
      for (; !mlirOperationIsNull(o) && !mlirOperationIsNull(co);
           o = mlirOperationGetNextInBlock(o), co = mlirOperationGetNextInBlock(co))
        if (mu_is_func_def(o)) snap_add_clone(c, o, co);
    }
  }
}

TvpSnapshot *tvp_before(TvpSession *s, MlirOperation op) {
  TvpSnapshot *snap = calloc(1, sizeof *snap);
  if (!snap) return NULL;
  SnapCtx c = {s, snap};
  if (mu_op_is(op, "func.func")) {
    for_each_func(op, snap_add, &c);
    return snap;
  }
  snap->root = mlirOperationClone(op);
  snap_add_module(&c, op);
  return snap;
}

static void snap_free(TvpSnapshot *snap) {
  for (size_t i = 0; i < snap->n; i++) {
    free(snap->funcs[i].name);
    free(snap->funcs[i].text);
    if (mlirOperationIsNull(snap->root)) mlirOperationDestroy(snap->funcs[i].clone);
  }
  if (!mlirOperationIsNull(snap->root)) mlirOperationDestroy(snap->root);
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
  int bodies;    /* the check inlined callees (both sides in modules): write their bodies */
  MlirOperation scope;   /* a function whose module declares the globals (the target's for a
                            detached source, as the encoder looks them up) */
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

/* Writes once per callee its definition when f is in a module (the check inlined it; its
 * own callees follow), else "func.func private @g(...) -> (...)", so the dump parses alone
 * and tv-check decides it as the plugin did. */
static MlirWalkResult declare_callee(MlirOperation op, void *ud) {
  CalleeDecls *d = ud;
  if (mu_op_is(op, "memref.get_global")) declare_global(d, op);
  int fconst = mu_op_is(op, "func.constant");   /* a call_indirect's callee */
  MlirAttribute ca = mu_op_is(op, "func.call") ? mu_attr(op, "callee")
                     : fconst                  ? mu_attr(op, "value")
                                               : (MlirAttribute){NULL};
  if (mlirAttributeIsNull(ca)) return MlirWalkResultAdvance;
  MlirStringRef n = mlirFlatSymbolRefAttrGetValue(ca);
  if (callee_seen(d, n)) return MlirWalkResultAdvance;
  MlirOperation def = d->bodies ? mu_lookup_symbol(op, n) : (MlirOperation){NULL};
  if (!mlirOperationIsNull(def) && mu_is_func_def(def)) {   /* in a module: the body, which
                                                               the check inlined */
    char *text = mu_op_print(def, -1);
    if (text) fprintf(d->out, "  %s\n", text);
    free(text);
    mlirOperationWalk(def, declare_callee, d, MlirWalkPreOrder);
    return MlirWalkResultAdvance;
  }
  Arena a;
  arena_init(&a, 0);
  if (fconst) {   /* the declaration from the constant's function type */
    fprintf(d->out, "  func.func private @%.*s%s\n", (int)n.length, n.data,
            mu_type_str(&a, mlirValueGetType(mlirOperationGetResult(op, 0))));
    arena_free(&a);
    return MlirWalkResultAdvance;
  }
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

/* DIR/<pass>-<func>.<side>.mlir, with '/' in the name (a symbol may hold one) as '_'. */
static void dump_path(char *path, size_t cap, const char *dir, const char *pass, const char *func,
                      const char *side) {
  int n = snprintf(path, cap, "%s/", dir);
  if (n < 0 || (size_t)n >= cap) return;
  snprintf(path + n, cap - (size_t)n, "%s-%s.%s.mlir", pass, func, side);
  for (char *p = path + n; *p; p++)
    if (*p == '/') *p = '_';
}

static void dump_one(const char *dir, const char *pass, const char *func, const char *side,
                     MlirOperation f, MlirOperation scope, const char *text, int bodies) {
  char path[4096];
  dump_path(path, sizeof path, dir, pass, func, side);
  FILE *out = fopen(path, "w");
  if (!out) return;
  CalleeDecls d = {out, bodies, scope, NULL, 0};
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
  int bodies = !mlirOperationIsNull(mlirOperationGetParentOperation(src->clone));   /* as vc.c decides */
  dump_one(s->o.dump_dir, pass, src->name, "src", src->clone, bodies ? src->clone : tgt, src->text, bodies);
  dump_one(s->o.dump_dir, pass, src->name, "tgt", tgt, tgt, tgt_text, bodies);
}

/* ---- checking ---- */

/* One changed function: the pair, and its result once checked. */
typedef struct Pair {
  char *name, *text;        /* target's symbol name and printed form */
  char *context;            /* with --tv-cache in a module: the printed symbols both functions
                               reach (callees, globals), part of the cache key */
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

/* " --timeout=10 --fp=ieee": the tv-check options that decide as this session did (the
 * timeout always, the others when not the default), for the reproduce note. */
static void repro_flags(const TvpOptions *o, char *buf, size_t n) {
  size_t len = (size_t)snprintf(buf, n, " --timeout=%g", o->timeout_s > 0 ? o->timeout_s : 0);
  static const char *fps[] = {"auto", "abstract", "ieee"};
  if (o->fp != TV_FP_AUTO && len < n) len += (size_t)snprintf(buf + len, n - len, " --fp=%s", fps[o->fp]);
  if (o->max_dim != 64 && len < n) len += (size_t)snprintf(buf + len, n - len, " --max-dim=%u", o->max_dim);
  if (o->max_unroll != TV_MAX_UNROLL_DEFAULT && len < n)
    len += (size_t)snprintf(buf + len, n - len, " --max-unroll=%u", o->max_unroll);
  if (o->max_memory_mb && len < n) len += (size_t)snprintf(buf + len, n - len, " --max-memory=%u", o->max_memory_mb);
  const char *sep = " --assume=";
  if ((o->assume & TV_ASSUME_ASSOCIATIVE) && len < n) {
    len += (size_t)snprintf(buf + len, n - len, "%sassociative", sep);
    sep = ",";
  }
  if ((o->assume & TV_ASSUME_ZERO_SUM) && len < n) snprintf(buf + len, n - len, "%szero-sum", sep);
}

typedef struct LocFind {
  const char *want;
  MlirOperation found;
} LocFind;

static MlirWalkResult loc_find(MlirOperation op, void *ud) {
  LocFind *lf = ud;
  char loc[300];
  if (!mu_loc_text(mlirOperationGetLocation(op), loc, sizeof loc) || strcmp(loc, lf->want)) return MlirWalkResultAdvance;
  lf->found = op;
  return MlirWalkResultInterrupt;
}

/* The location of the target's op at which both runs first differ (TvCex.first_loc), where
 * an incorrect verdict's diagnostic goes: an op of tgt at that file position (a cached
 * result's position may be stale: then none), else the function's. */
static MlirLocation first_loc(MlirOperation tgt, const TvResult *r) {
  LocFind lf = {r->cex ? r->cex->first_loc : NULL, {NULL}};
  if (lf.want) mlirOperationWalk(tgt, loc_find, &lf, MlirWalkPreOrder);
  return mlirOperationGetLocation(mlirOperationIsNull(lf.found) ? tgt : lf.found);
}

static void report(TvpSession *s, const char *pass, const TvpHooks *h, const char *func,
                   MlirOperation tgt, const TvResult *r) {
  char msg[1024];
  TvpFinding f = {.loc = mlirOperationGetLocation(tgt), .message = msg};
  if (r->verdict == TV_INCORRECT) {
    f.kind = s->o.warn ? TVP_DIAG_WARNING : TVP_DIAG_ERROR;
    f.incorrect = 1;
    f.loc = first_loc(tgt, r);   /* the counterexample's notes stay at the function */
    f.note_loc = mlirOperationGetLocation(tgt);
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
  if (s->o.quiet) return;
  char *notes = r->verdict == TV_INCORRECT ? tv_cex_to_string(r) : NULL;
  if (s->o.dump_dir && r->verdict != TV_PROVEN) {   /* the pair dump_pair wrote */
    char src[4096], tgt[4096], *more = NULL;
    dump_path(src, sizeof src, s->o.dump_dir, pass, func, "src");
    dump_path(tgt, sizeof tgt, s->o.dump_dir, pass, func, "tgt");
    char flags[256];
    repro_flags(&s->o, flags, sizeof flags);
    if (asprintf(&more, "%s%sreproduce: tv-check%s %s %s", notes ? notes : "", notes ? "\n" : "", flags, src, tgt) >= 0) {
      free(notes);
      notes = more;
    }
  }
  f.notes = notes;
  /* clear the progress line; not held during the call: MLIR's diagnostic engine takes its
   * own lock and calls the shim's hook, which takes ours (no lock order to get wrong) */
  tvp_term_lock(s);
  tvp_term_unlock(s);
  h->report(h->ud, &f);
  free(notes);
}

/* The JSON line of the report, with "identical" or "cached" added when true, and for a
 * check that is not proven and dumped (--tv-dump-dir) the tv-check options that reproduce
 * it ("tv_check_flags", as the reproduce note has them: tv-lit's summary shows them). */
static void print_json(FILE *out, const TvpOptions *o, const char *pass, const Pair *p) {
  char *buf = NULL;
  size_t len = 0;
  FILE *m = open_memstream(&buf, &len);
  if (!m) return;
  tv_result_print_json(m, pass, p->name, &p->r);
  fclose(m);
  if (len < 2 || buf[len - 2] != '}') {
    if (buf) fputs(buf, out);
    free(buf);
    return;
  }
  buf[len - 2] = 0;
  fputs(buf, out);
  if (p->identical || p->cached) fprintf(out, ",\"%s\":true", p->identical ? "identical" : "cached");
  if (p->r.verdict != TV_PROVEN && o->dump_dir) {   /* the pair is dumped: it can be reproduced */
    char flags[256];
    repro_flags(o, flags, sizeof flags);
    fprintf(out, ",\"tv_check_flags\":\"%s\"", flags + 1);   /* no JSON escapes: options only */
  }
  fputs("}\n", out);
  free(buf);
}

/* Where f is in the IR: its index in its block, and its ancestors', outermost first, as
 * fixed-width hex so that strcmp orders functions as the IR does; malloc'd, NULL when out of
 * memory. */
static char *func_position(MlirOperation f) {
  char buf[256] = "", part[20];
  for (MlirOperation o = f; !mlirOperationIsNull(o); o = mlirOperationGetParentOperation(o)) {
    MlirBlock b = mlirOperationGetBlock(o);
    size_t k = 0;
    if (!mlirBlockIsNull(b))
      for (MlirOperation x = mlirBlockGetFirstOperation(b); !mlirOperationEqual(x, o); x = mlirOperationGetNextInBlock(x))
        k++;
    snprintf(part, sizeof part, "%08zx.", k);
    size_t n = strlen(part), len = strlen(buf);
    if (len + n >= sizeof buf) break;   /* deeper than any real nesting: the outer levels order */
    memmove(buf + n, buf, len + 1);
    memcpy(buf, part, n);
  }
  return strdup(buf);
}

static int held_cmp(const void *a, const void *b) {
  const HeldLine *x = a, *y = b;
  int c = strcmp(x->where ? x->where : "", y->where ? y->where : "");
  return c ? c : (x->seq > y->seq) - (x->seq < y->seq);
}

/* Writes the held lines in IR order, each function's in the order its passes ran. */
static void flush_held(TvpSession *s) {
  if (s->nheld) qsort(s->held, s->nheld, sizeof *s->held, held_cmp);   /* held may be NULL */
  for (size_t i = 0; i < s->nheld; i++) {
    if (s->report && s->held[i].text) fputs(s->held[i].text, s->report);
    if (s->held[i].ci.func) tv_ci_push(&s->ci, &s->held[i].ci);
    free(s->held[i].where);
    free(s->held[i].text);
  }
  if (s->report) fflush(s->report);
  s->nheld = 0;
}

/* Writes a report line and adds the CI record (taking text and ci; either may be none). */
static void put_line(TvpSession *s, char *text, TvCiCheck *ci) {
  if (s->report && text) {
    fputs(text, s->report);
    fflush(s->report);
  }
  free(text);
  if (ci->func) tv_ci_push(&s->ci, ci);
}

/* Holds a report line and its CI record (taking where, text and ci); put at once when it
 * cannot be held. */
static void hold_line(TvpSession *s, char *where, char *text, TvCiCheck *ci) {
  if (s->nheld == s->capheld) {
    size_t cap = s->capheld ? s->capheld * 2 : 16;
    HeldLine *h = realloc(s->held, cap * sizeof *h);
    if (!h) {
      put_line(s, text, ci);
      free(where);
      return;
    }
    s->held = h;
    s->capheld = cap;
  }
  s->held[s->nheld++] = (HeldLine){where, s->seq++, text, *ci};
  memset(ci, 0, sizeof *ci);
}

void tvp_nest(TvpSession *s, int enter) {
  mtx_lock(&s->lock);
  if (enter) s->nest++;
  else if (s->nest && !--s->nest) flush_held(s);
  mtx_unlock(&s->lock);
}

/* The check's --tv-junit/--tv-sarif record: at the op where the runs first differ (one
 * the target has: a cached result's may be stale), else at the function. ci->func NULL when
 * none is wanted (or out of memory). */
static void ci_record(TvpSession *s, const char *pass, const Pair *p, TvCiCheck *ci) {
  char loc[1024] = "";
  memset(ci, 0, sizeof *ci);
  if (!s->o.junit_path && !s->o.sarif_path) return;
  mu_loc_text(first_loc(p->tgt, &p->r), loc, sizeof loc);
  if (tv_ci_from_result(ci, pass, p->name, NULL, NULL, &p->r)) return;
  free(ci->loc);
  ci->loc = *loc ? strdup(loc) : NULL;
}

static void record(TvpSession *s, const char *pass, const Pair *p) {
  char *line = NULL;
  size_t len = 0;
  if (s->report) {
    FILE *m = open_memstream(&line, &len);
    if (m) {
      print_json(m, &s->o, pass, p);
      fclose(m);
    }
  }
  TvCiCheck ci;
  ci_record(s, pass, p, &ci);
  mtx_lock(&s->lock);
  s->checks++;
  s->counts[p->r.verdict]++;
  s->counts[N_IDENTICAL] += p->identical;
  s->counts[N_CACHED] += p->cached;
  if ((line || ci.func) && s->nest)   /* the position only when the line is held */
    hold_line(s, func_position(p->tgt), line, &ci);
  else
    put_line(s, line, &ci);
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

/* The symbol names (callees, globals) f's ops refer to, appended to *names. */
typedef struct SymRefs {
  MlirStringRef *names;
  size_t n, cap;
} SymRefs;

static void sym_add(SymRefs *r, MlirStringRef n) {
  for (size_t i = 0; i < r->n; i++)
    if (r->names[i].length == n.length && !memcmp(r->names[i].data, n.data, n.length)) return;
  if (r->n == r->cap) {
    size_t cap = r->cap ? r->cap * 2 : 8;
    MlirStringRef *p = realloc(r->names, cap * sizeof *p);
    if (!p) return;
    r->names = p;
    r->cap = cap;
  }
  r->names[r->n++] = n;
}

static void sym_ref(void *ud, MlirStringRef symbol, MlirStringRef attr) {
  (void)attr;
  sym_add(ud, symbol);
}

static MlirWalkResult sym_scan(MlirOperation op, void *ud) {
  mu_symbol_refs(op, sym_ref, ud);
  return MlirWalkResultAdvance;
}

/* What a check of f reads besides f: the printed symbols that f reaches through symbol
 * references, looked up around scope (f itself, or the target for a detached source, as
 * the encoder does): with callees, transitively, every symbol (callee bodies are inlined,
 * globals read); without, only the memref.globals f reads (calls are uninterpreted).
 * malloc'd; NULL when out of memory. */
static char *context_text(MlirOperation f, MlirOperation scope, int callees) {
  SymRefs r = {0};
  char *out = NULL;
  size_t len = 0;
  FILE *m = open_memstream(&out, &len);
  if (!m) return NULL;
  mlirOperationWalk(f, sym_scan, &r, MlirWalkPreOrder);
  for (size_t i = 0; i < r.n; i++) {   /* grows while it runs: the closure */
    MlirOperation sym = mu_lookup_symbol(scope, r.names[i]);
    if (mlirOperationIsNull(sym) || mlirOperationEqual(sym, f) || mlirOperationEqual(sym, scope)) continue;
    if (!callees && !mu_op_is(sym, "memref.global")) continue;
    char *t = mu_op_print(sym, 0);
    if (t) fprintf(m, "%s\n", t);
    free(t);
    if (callees) mlirOperationWalk(sym, sym_scan, &r, MlirWalkPreOrder);
  }
  fclose(m);
  free(r.names);
  return out;
}

/* A pending pair: from the cache, else from the solver (and then into the cache). */
static void check_pair(Batch *b, Pair *p) {
  TvpSession *s = b->s;
  TvcKey key;
  int cache = s->o.cache_dir && p->context;   /* no context (out of memory): no key */
  if (cache) {
    double t0 = smt_now();
    tvc_key(&key, s->optkey, p->src->text, p->text, p->context);
    if (tvc_load(s->o.cache_dir, &key, &p->r)) {
      p->cached = 1;
      p->r.seconds = smt_now() - t0;
      return;
    }
  }
  slot_acquire(s);
  tv_check_pair(&s->tv, p->src->clone, p->tgt, &p->r);
  slot_release(s);
  if (cache) tvc_store(s->o.cache_dir, &key, &p->r);
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

/* "%x %y ": the source's argument names as its file spells them (srctext.h), which the
 * counterexample shows, or "" (%argN). */
static void arg_names_text(MlirOperation src, char *buf, size_t n) {
  Arena ar;
  arena_init(&ar, 0);
  char **an = st_arg_names(&ar, src);
  unsigned nargs = (unsigned)mlirFunctionTypeGetNumInputs(mu_type_attr(src, "function_type"));
  size_t len = 0;
  *buf = 0;
  for (unsigned i = 0; an && i < nargs && len < n; i++) len += (size_t)snprintf(buf + len, n - len, "%s ", an[i]);
  arena_free(&ar);
}

/* Both sides' context_text, in one malloc'd string: for a pass on a module, every symbol
 * each side reaches in its own module; for a pass on a function (a detached source), the
 * globals both read, from the target's module. Then the argument names. */
static char *context_pair(MlirOperation src, MlirOperation tgt) {
  int in_module = !mlirOperationIsNull(mlirOperationGetParentOperation(src));
  char *a = context_text(src, in_module ? src : tgt, in_module), *b = context_text(tgt, tgt, in_module);
  char *both = NULL, names[1024];
  arg_names_text(src, names, sizeof names);
  if (a && b && asprintf(&both, "%s\n--\n%s\n--\n%s", a, b, names) < 0) both = NULL;
  free(a);
  free(b);
  return both;
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
      if (b->s->o.cache_dir) p->context = context_pair(p->src->clone, p->tgt);
    }
  }
  return pending;
}

/* A module pass may rewrite a private function with its call sites' facts: one not proven
 * alone is decided through its public callers (tv_check_through_callers), on the calling
 * thread, after the pool; never from the cache, since the answer depends on other
 * functions. */
static void callers_of_private(Batch *b) {
  for (size_t i = 0; i < b->n; i++) {
    Pair *p = &b->pairs[i];
    if (p->identical || p->r.verdict == TV_PROVEN || !mu_func_is_local(p->tgt)) continue;
    slot_acquire(b->s);
    tv_check_through_callers(&b->s->tv, p->src->clone, p->tgt, &p->r);
    slot_release(b->s);
  }
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
  if (!mlirOperationIsNull(snap->root)) callers_of_private(&b);
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
    free(p->context);
  }
  free(b.pairs);
  snap_free(snap);
  return incorrect;
}

int tvp_pure_no_ub(MlirOperation op) { return (enc_props(op) & OP_PURE_NO_UB) != 0; }
