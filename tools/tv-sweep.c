/* tv-sweep: the rewrite sweep (issue 20, docs/design.md "tv-sweep"). Generates small
 * functions for every supported op of the selected dialects (sweep-gen.c), runs a pass
 * pipeline on each in-process, skips the ones it left unchanged, checks the others with the
 * validation library on a pool of threads, and reports per op: generated, changed, proven,
 * incorrect, undecided; every incorrect rewrite (merged over types by op and operand
 * pattern) as a line on stdout and a reproducer pair for tv-check; DIR/summary.json and
 * DIR/summary.html.
 * Exit status: 0 nothing incorrect, 1 some rewrite incorrect, 2 usage or I/O error. */
#define _GNU_SOURCE   /* asprintf */
#include <errno.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <threads.h>
#include <unistd.h>
#include <mlir-c/Diagnostics.h>
#include <mlir-c/IR.h>
#include <mlir-c/Pass.h>
#include <mlir-c/RegisterEverything.h>
#include "cli.h"
#include "html.h"
#include "mlirutil.h"
#include "smt.h"        /* smt_now */
#include "tv.h"
#include "sweep.h"
#include "tv-lit.h"   /* jv_write_str: tv-lit's JSON writer */

enum { EXIT_CLEAN = 0, EXIT_INCORRECT = 1, EXIT_USAGE = 2, MAX_JOBS = 64, MAX_TYPES = 24 };

static const char *USAGE =
    "usage: tv-sweep --pass=PIPELINE [options]\n"
    "\n"
    "Generates small functions for every op of the selected dialects that tv supports, on\n"
    "symbolic arguments, special constants, repeated operands and two-op chains, runs the\n"
    "pass pipeline on each, and checks every function the pipeline changed. Prints each\n"
    "incorrect rewrite as `incorrect: <pass> on <op> (<types>): <pattern>: <counterexample>`\n"
    "and a table per op; writes reproducers, summary.json and summary.html to the output directory.\n"
    "\n"
    "options (each value as --opt=V or --opt V):\n"
    "  --pass=PIPELINE     passes on each function, e.g. canonicalize or 'cse,canonicalize';\n"
    "                      'builtin.module(...)' for a pipeline anchored on the module\n"
    "  --dialect=D[,D...]  arith, math, index, tosa, tensor (default: all five)\n"
    "  --ops=PATTERN       only ops whose name contains PATTERN\n"
    "  --types=T[,T...]    element types (i8, f32, index, int, float) and shapes (scalar,\n"
    "                      tensor, dynamic); default: all\n"
    "  --widths=W[,W...]   integer widths (default 1,8,32,64; index is 64)\n"
    "  --no-chains         only single-op patterns\n"
    "  -j N                checks at once (default: 2)\n"
    "  --timeout=SECONDS   solver time limit per check (default 10; 0 = none)\n"
    "  -o DIR              reproducers, summary.json and summary.html (default tv-sweep.out)\n"
    "  --load-pass-plugin=LIB  load a pass plugin's passes first (may be repeated)\n"
    "  --list-ops          print the ops a sweep can generate and exit\n"
    "  --verbose           list rejected functions and every check not proven on stderr\n"
    "  --help              print this help and exit\n"
    "\n"
    "exit status: 0 nothing incorrect, 1 some rewrite incorrect, 2 bad usage or I/O error\n";

typedef struct Args {
  const char *pass, *out_dir;
  const char *plugins[8];
  unsigned nplugins, jobs;
  int verbose;
  char *lists[3];          /* strdup'd --dialect, --types, --widths values the selection points into */
  SweepSel sel;
  TvOptions opts;
} Args;

static int usage_error(const char *msg, const char *arg) { return cli_usage_error("tv-sweep", USAGE, EXIT_USAGE, msg, arg); }

/* Splits a comma-separated list in place into out (at most max); its count, or -1. */
static int split(char *s, const char **out, unsigned max) {
  unsigned n = 0;
  for (char *tok = strtok(s, ","); tok; tok = strtok(NULL, ","))
    if (n == max) return -1;
    else out[n++] = tok;
  return n ? (int)n : -1;
}

static int parse_widths(Args *a, char *s) {
  const char *w[SWEEP_MAX_WIDTHS];
  int n = split(s, w, SWEEP_MAX_WIDTHS);
  if (n < 0) return 1;
  for (int i = 0; i < n; i++) {
    unsigned long v;
    if (cli_uint(w[i], 1, 64, &v)) return 1;
    a->sel.widths[i] = (unsigned)v;
  }
  a->sel.nwidths = (unsigned)n;
  return 0;
}

/* --dialect, --types, --widths (name) with value v. */
static int parse_list_option(Args *a, const char *name, const char *v) {
  if (!strcmp(name, "--dialect")) {
    int n = split(a->lists[0] = strdup(v), a->sel.dialects, SWEEP_MAX_LIST);
    if (n < 0) return usage_error("bad dialect list: ", v);
    a->sel.ndialects = (unsigned)n;
    for (int i = 0; i < n; i++)
      if (!sweep_dialect_known(a->sel.dialects[i])) return usage_error("unknown dialect (arith, math, index, tosa, tensor): ", a->sel.dialects[i]);
  } else if (!strcmp(name, "--types")) {
    int n = split(a->lists[1] = strdup(v), a->sel.types, SWEEP_MAX_LIST);
    if (n < 0) return usage_error("bad type list: ", v);
    a->sel.ntypes = (unsigned)n;
  } else if (parse_widths(a, a->lists[2] = strdup(v))) {
    return usage_error("bad widths (1 to 64, at most 8): ", v);
  }
  return -1;
}

/* The options that take a value, "--name=V" or "--name V" (cli_value); -1 to go on, or an
 * exit status. */
static int value_option(Args *a, const char *name, const char *v) {
  unsigned long n;
  if (!*v && strcmp(name, "--timeout")) return usage_error(name, " needs a value");
  if (!strcmp(name, "--pass")) {
    a->pass = v;
  } else if (!strcmp(name, "--dialect") || !strcmp(name, "--types") || !strcmp(name, "--widths")) {
    return parse_list_option(a, name, v);
  } else if (!strcmp(name, "--ops")) {
    a->sel.ops = v;
  } else if (!strcmp(name, "-j")) {
    if (cli_uint(v, 1, MAX_JOBS, &n)) return usage_error("bad job count (1 to 64): ", v);
    a->jobs = (unsigned)n;
  } else if (!strcmp(name, "-o")) {
    a->out_dir = v;
  } else if (!strcmp(name, "--load-pass-plugin")) {
    if (a->nplugins == 8) return usage_error("too many plugins", NULL);
    a->plugins[a->nplugins++] = v;
  } else if (!strcmp(name, "--timeout")) {
    if (cli_seconds(v, &a->opts.timeout_s)) return usage_error("bad timeout (seconds, 0 to 1e6): ", v);
  }
  return -1;
}

static const char *const VALUE_OPTIONS[] = {"--pass", "--dialect", "--types", "--widths", "--ops", "-j", "-o",
                                      "--load-pass-plugin", "--timeout", NULL};

/* Returns -1 to go on, otherwise an exit status. */
static int parse_args(int argc, char **argv, Args *a) {
  tv_options_default(&a->opts);
  a->jobs = 2, a->out_dir = "tv-sweep.out";
  for (int i = 1; i < argc; i++) {
    const char *s = argv[i], *v = NULL;
    int k = 0, rc;
    const char *o = NULL;
    if ((k = cli_value_of(argc, argv, &i, VALUE_OPTIONS, &o, &v)) < 0) {
      char msg[96];
      snprintf(msg, sizeof msg, "%s needs a value (%s=V or %s V)", o, o, o);
      return usage_error(msg, NULL);
    } else if (k > 0 && (rc = value_option(a, o, v)) >= 0) {
      return rc;
    }
    if (!k && !strncmp(s, "-j", 2) && s[2] && s[2] != '=') {   /* -j4 */
      if ((rc = value_option(a, "-j", s + 2)) >= 0) return rc;
      k = 1;
    }
    if (k) continue;
    if (!strcmp(s, "--help") || !strcmp(s, "-h")) {
      fputs(USAGE, stdout);
      return EXIT_CLEAN;
    } else if (!strcmp(s, "--list-ops")) {
      sweep_list_ops();
      return EXIT_CLEAN;
    } else if (!strcmp(s, "--no-chains")) {
      a->sel.no_chains = 1;
    } else if (!strcmp(s, "--verbose")) {
      a->verbose = 1;
    } else {
      return usage_error("unknown option ", s);
    }
  }
  if (!a->pass) return usage_error("--pass=PIPELINE is required", NULL);
  if (!a->sel.ndialects) {
    static const char *const ALL[] = {"arith", "math", "index", "tosa", "tensor"};
    for (unsigned i = 0; i < 5; i++) a->sel.dialects[i] = ALL[i];
    a->sel.ndialects = 5;
  }
  return -1;
}

/* ---- the sweep's state ---- */

typedef struct Job {       /* one function the pipeline changed */
  char *pattern, *type, *text;
  MlirModule src, tgt;
  TvResult r;
  double seconds;          /* the check's wall time */
} Job;

enum { NSLOW = 5 };
typedef struct Slow {      /* one of the slowest checks */
  char *what;              /* "op pattern at type: verdict" */
  double seconds;
} Slow;

typedef struct Group {     /* the incorrect rewrites of one op with one pattern, over types */
  char *pattern, *cex, *executed, *file;
  const char *types[MAX_TYPES];
  unsigned ntypes;
} Group;

typedef struct OpStats {
  const char *op;
  unsigned long generated, rejected, pass_failed, changed, verdicts[TV_NVERDICTS];
  unsigned long out_of_time;   /* undecided checks that used up --timeout */
  Group *groups;
  size_t ngroups;
  char **types;            /* the type names the groups point into (owned) */
  size_t ntypes;
} OpStats;

typedef struct Sweep {
  const Args *a;
  MlirContext ctx;
  MlirPassManager pm;
  char diag[512];          /* the first error of the current parse or pass run */
  OpStats *ops;
  size_t nops;
  Job *jobs;
  size_t njobs, capjobs;
  atomic_size_t next;
  double pass_s, check_s, checks_s;   /* wall time generating and running the pipeline, wall
                                          time checking, and the checks' times summed */
  Slow slow[NSLOW];        /* the slowest checks, slowest first */
  int failed;              /* out of memory or an I/O error: the sweep stops */
} Sweep;

/* Appends MLIR's text to a fixed buffer (truncating). */
static void append_text(MlirStringRef t, void *ud) {
  char *buf = ud;
  size_t n = strlen(buf), room = 511 - n;
  size_t k = t.length < room ? t.length : room;
  memcpy(buf + n, t.data, k);
  buf[n + k] = 0;
}

/* MLIR's diagnostics while parsing generated text or running the pipeline: the first
 * error is kept (--verbose shows it with the function it rejected), none is printed. */
static MlirLogicalResult on_diagnostic(MlirDiagnostic d, void *ud) {
  Sweep *s = ud;
  if (mlirDiagnosticGetSeverity(d) == MlirDiagnosticError && !s->diag[0])
    mlirDiagnosticPrint(d, append_text, s->diag);
  return mlirLogicalResultSuccess();
}

/* ---- the pipeline ---- */

/* A pipeline anchored on builtin.module or func.func is taken as it is; a bare one
 * ("canonicalize,cse") runs on each func.func. */
static int setup_pipeline(Sweep *s) {
  const char *p = s->a->pass;
  char err[512] = "";
  MlirLogicalResult r;
  s->pm = mlirPassManagerCreate(s->ctx);
  MlirStringRef ref = mlirStringRefCreateFromCString(p);
  if (!strncmp(p, "builtin.module(", 15))
    r = mlirParsePassPipeline(mlirPassManagerGetAsOpPassManager(s->pm), ref, append_text, err);
  else if (!strncmp(p, "func.func(", 10))
    r = mlirOpPassManagerAddPipeline(mlirPassManagerGetAsOpPassManager(s->pm), ref, append_text, err);
  else
    r = mlirOpPassManagerAddPipeline(mlirPassManagerGetNestedUnder(s->pm, mlirStringRefCreateFromCString("func.func")),
                                     ref, append_text, err);
  if (mlirLogicalResultIsSuccess(r)) return 0;
  fprintf(stderr, "tv-sweep: bad pass pipeline '%s': %s\n", p, err[0] ? err : s->diag);
  return 1;
}

static MlirOperation func_f(MlirModule m) {
  return mu_module_func(m, mlirStringRefCreateFromCString("f"));
}

/* Whether the pipeline left m's text as the source's. */
static int unchanged(MlirModule src, MlirModule tgt) {
  char *a = mu_op_print(mlirModuleGetOperation(src), 0), *b = mu_op_print(mlirModuleGetOperation(tgt), 0);
  int same = a && b && !strcmp(a, b);
  free(a);
  free(b);
  return same;
}

static void verbose_case(const Sweep *s, const char *what, const SweepCase *c) {
  if (s->a->verbose)
    fprintf(stderr, "tv-sweep: %s: %s %s at %s: %s\n%s", what, c->op, c->pattern, c->type, s->diag, c->text);
}

/* The case the pipeline is running on, for the crash handler. */
static const SweepCase *volatile crash_case;

static void put_str(const char *s) {
  for (size_t n = strlen(s); n;) {
    ssize_t k = write(2, s, n);
    if (k <= 0) return;
    s += k, n -= (size_t)k;
  }
}

/* A pass that crashes takes the sweep with it (it runs in-process): before dying, name the
 * function it crashed on, so that it can be reproduced with mlir-opt. */
static void on_crash(int sig) {
  const SweepCase *c = crash_case;
  if (c) {
    put_str("\ntv-sweep: the pipeline crashed on "), put_str(c->op), put_str(" "), put_str(c->pattern);
    put_str(" at "), put_str(c->type), put_str(":\n"), put_str(c->text);
  }
  signal(sig, SIG_DFL);
  raise(sig);
}

/* Parses a case twice, runs the pipeline on the second copy and keeps the pair as a job
 * when the pipeline changed it. */
static int on_case(void *ud, const SweepCase *c) {
  Sweep *s = ud;
  if (s->failed) return 1;
  OpStats *st = &s->ops[s->nops - 1];
  MlirStringRef text = mlirStringRefCreateFromCString(c->text);
  s->diag[0] = 0;
  MlirModule src = mlirModuleCreateParse(s->ctx, text);
  if (mlirModuleIsNull(src)) {
    st->rejected++;
    verbose_case(s, "rejected by MLIR", c);
    return 0;
  }
  st->generated++;
  MlirModule tgt = mlirModuleCreateParse(s->ctx, text);
  if (mlirModuleIsNull(tgt)) return s->failed = 1;
  crash_case = c;
  MlirLogicalResult ran = mlirPassManagerRunOnOp(s->pm, mlirModuleGetOperation(tgt));
  crash_case = NULL;
  if (mlirLogicalResultIsFailure(ran) || mlirOperationIsNull(func_f(tgt))) {
    st->pass_failed++;
    verbose_case(s, "the pipeline failed", c);
  } else if (!unchanged(src, tgt)) {
    st->changed++;
    if (s->njobs == s->capjobs) {
      size_t cap = s->capjobs ? 2 * s->capjobs : 256;
      Job *j = realloc(s->jobs, cap * sizeof *j);
      if (!j) return s->failed = 1;
      s->jobs = j, s->capjobs = cap;
    }
    Job *j = &s->jobs[s->njobs++];
    *j = (Job){.pattern = strdup(c->pattern), .type = strdup(c->type), .text = strdup(c->text), .src = src, .tgt = tgt};
    return s->failed = !j->pattern || !j->type || !j->text;
  }
  mlirModuleDestroy(src);
  mlirModuleDestroy(tgt);
  return 0;
}

/* ---- checking the jobs of one op on a pool of threads ---- */

static int worker(void *ud) {
  Sweep *s = ud;
  for (size_t i; (i = atomic_fetch_add(&s->next, 1)) < s->njobs;) {
    Job *j = &s->jobs[i];
    double t0 = smt_now();
    tv_check_pair(&s->a->opts, func_f(j->src), func_f(j->tgt), &j->r);
    j->seconds = smt_now() - t0;
  }
  return 0;
}

static void check_jobs(Sweep *s) {
  double t0 = smt_now();
  size_t n = s->a->jobs < s->njobs ? s->a->jobs : s->njobs, started = 0;
  thrd_t th[MAX_JOBS];
  atomic_store(&s->next, 0);
  for (; started + 1 < n; started++)
    if (thrd_create(&th[started], worker, s) != thrd_success) break;
  worker(s);
  for (size_t i = 0; i < started; i++) thrd_join(th[i], NULL);
  s->check_s += smt_now() - t0;
}

/* Whether job j is undecided because it used up the time limit: a timeout, or an
 * inconclusive verdict given when the time ran out (the exact encoding could not confirm
 * the abstract counterexample in time). --timeout is the whole check's deadline in the
 * library (tv_check_pair), so no one function takes much longer. */
static int out_of_time(const Sweep *s, const Job *j) {
  double limit = s->a->opts.timeout_s;
  if (j->r.verdict == TV_PROVEN || j->r.verdict == TV_INCORRECT) return 0;
  return j->r.verdict == TV_TIMEOUT || (limit > 0 && j->seconds >= 0.9 * limit);
}

/* Keeps job j among the slowest checks. */
static void note_time(Sweep *s, const OpStats *st, const Job *j) {
  s->checks_s += j->seconds;
  size_t k = NSLOW;
  while (k > 0 && (!s->slow[k - 1].what || s->slow[k - 1].seconds < j->seconds)) k--;
  if (k == NSLOW) return;
  char *what;
  if (asprintf(&what, "%s %s at %s: %s", st->op, j->pattern, j->type, tv_verdict_name(j->r.verdict)) < 0) return;
  free(s->slow[NSLOW - 1].what);
  memmove(&s->slow[k + 1], &s->slow[k], (NSLOW - 1 - k) * sizeof *s->slow);
  s->slow[k] = (Slow){what, j->seconds};
}

/* ---- incorrect rewrites: merged, reproduced, reported ---- */

static void print_values(FILE *o, const TvCexValue *v, size_t n, int ub) {
  if (ub) fputs("has undefined behaviour", o);
  else if (!n) fputs("returns nothing", o);
  for (size_t i = 0; i < n && !ub; i++) fprintf(o, "%s%s : %s", i ? ", " : "returns ", v[i].value, v[i].type);
}

/* The counterexample on one line: the inputs, then what each side did (as run by the
 * interpreter when it could, else as the solver's model says). */
static char *one_line_cex(const TvResult *r) {
  char *buf = NULL;
  size_t len = 0;
  FILE *o = open_memstream(&buf, &len);
  if (!o) return NULL;
  const TvCex *c = r->cex;
  if (!c) fputs(r->reason ? r->reason : "no counterexample", o);
  for (size_t i = 0; c && i < c->nargs; i++)
    fprintf(o, "%s%s = %s : %s", i ? ", " : "input ", c->args[i].name, c->args[i].value, c->args[i].type);
  if (c && c->executed_src && c->executed_tgt) {
    fprintf(o, "%ssource %s; target %s", c->nargs ? "; " : "", c->executed_src, c->executed_tgt);
  } else if (c) {
    fputs(c->nargs ? "; source " : "source ", o);
    print_values(o, c->src_res, c->nres, c->src_ub);
    fputs("; target ", o);
    print_values(o, c->tgt_res, c->nres, c->tgt_ub);
  }
  fclose(o);
  return buf;
}

static char *executed_line(const TvResult *r) {
  char *s = NULL;
  const TvCex *c = r->cex;
  if (c && c->executed_src && c->executed_tgt) {
    if (asprintf(&s, "executed: source %s; target %s", c->executed_src, c->executed_tgt) < 0) s = NULL;
  } else if (asprintf(&s, "executed: not run (%s)", c && c->not_run ? c->not_run : "no counterexample") < 0) {
    s = NULL;
  }
  return s;
}

/* DIR/<name><ext> opened for writing; NULL after saying why not. */
static FILE *open_out(const Sweep *s, const char *name, const char *ext) {
  char path[4096];
  snprintf(path, sizeof path, "%s/%s%s", s->a->out_dir, name, ext);
  FILE *f = fopen(path, "w");
  if (!f) fprintf(stderr, "tv-sweep: cannot write %s: %s\n", path, strerror(errno));
  return f;
}

/* Writes DIR/<op>-<n>.src.mlir and .tgt.mlir: the generated function and what the
 * pipeline made of it, each headed by comments naming the finding and how to replay it. */
static int write_reproducer(Sweep *s, const OpStats *st, const Group *g, const Job *j) {
  char *tgt = mu_op_print(mlirModuleGetOperation(j->tgt), 0);
  int bad = !tgt;
  for (int side = 0; side < 2 && !bad; side++) {
    FILE *f = open_out(s, g->file, side ? ".tgt.mlir" : ".src.mlir");
    if (!f) {
      bad = 1;
      break;
    }
    fprintf(f, "// tv-sweep --pass=%s: incorrect on %s (%s), pattern %s\n", s->a->pass, st->op, j->type, g->pattern);
    fprintf(f, "// reproduce: tv-check --timeout=60 %s.src.mlir %s.tgt.mlir\n", g->file, g->file);
    fprintf(f, "// %s\n%s", g->executed ? g->executed : "executed: ?", side ? tgt : j->text);
    bad |= fclose(f) != 0;
  }
  free(tgt);
  return bad;
}

static Group *group_for(OpStats *st, const char *pattern) {
  for (size_t i = 0; i < st->ngroups; i++)
    if (!strcmp(st->groups[i].pattern, pattern)) return &st->groups[i];
  Group *g = realloc(st->groups, (st->ngroups + 1) * sizeof *g);
  if (!g) return NULL;
  st->groups = g;
  g = &st->groups[st->ngroups++];
  *g = (Group){.pattern = strdup(pattern)};
  if (asprintf(&g->file, "%s-%zu", st->op, st->ngroups) < 0) g->file = NULL;
  return g->pattern && g->file ? g : NULL;
}

/* Adds job j's incorrect verdict to its group; the group's first writes the reproducer. */
static int add_incorrect(Sweep *s, OpStats *st, Job *j) {
  Group *g = group_for(st, j->pattern);
  if (!g) return 1;
  if (g->ntypes < MAX_TYPES) g->types[g->ntypes++] = strdup(j->type);
  if (g->cex) return 0;
  g->cex = one_line_cex(&j->r);
  g->executed = executed_line(&j->r);
  return write_reproducer(s, st, g, j);
}

static void verbose_job(const Sweep *s, const OpStats *st, const Job *j) {
  if (!s->a->verbose || j->r.verdict == TV_PROVEN || j->r.verdict == TV_INCORRECT) return;
  fprintf(stderr, "tv-sweep: %s on %s %s at %s: %s%s%s%s%s\n", s->a->pass, st->op, j->pattern, j->type,
          out_of_time(s, j) ? "out of time, " : "", tv_verdict_name(j->r.verdict), j->r.reason ? " (" : "",
          j->r.reason ? j->r.reason : "", j->r.reason ? ")" : "");
}

static void free_jobs(Sweep *s) {
  for (size_t i = 0; i < s->njobs; i++) {
    Job *j = &s->jobs[i];
    tv_result_free(&j->r);
    mlirModuleDestroy(j->src);
    mlirModuleDestroy(j->tgt);
    free(j->pattern), free(j->type), free(j->text);
  }
  s->njobs = 0;
}

/* Checks the current op's jobs, tallies them and prints its incorrect rewrites. */
static void finish_op(Sweep *s) {
  if (!s->nops) return;
  OpStats *st = &s->ops[s->nops - 1];
  check_jobs(s);
  for (size_t i = 0; i < s->njobs; i++) {
    Job *j = &s->jobs[i];
    st->verdicts[j->r.verdict]++;
    note_time(s, st, j);
    st->out_of_time += out_of_time(s, j);
    verbose_job(s, st, j);
    if (j->r.verdict == TV_INCORRECT && add_incorrect(s, st, j)) s->failed = 1;
  }
  free_jobs(s);
  for (size_t i = 0; i < st->ngroups; i++) {
    const Group *g = &st->groups[i];
    printf("incorrect: %s on %s (", s->a->pass, st->op);
    for (unsigned k = 0; k < g->ntypes; k++) printf("%s%s", k ? ", " : "", g->types[k]);
    printf("): %s: %s [%s/%s.src.mlir]\n", g->pattern, g->cex ? g->cex : "?", s->a->out_dir, g->file);
  }
  fflush(stdout);
}

static void begin_op(void *ud, const char *op) {
  Sweep *s = ud;
  finish_op(s);
  OpStats *o = realloc(s->ops, (s->nops + 1) * sizeof *o);
  if (!o) {
    s->failed = 1;
    return;
  }
  s->ops = o;
  s->ops[s->nops++] = (OpStats){.op = op};
  if (isatty(2)) fprintf(stderr, "\rtv-sweep: %s...\033[K", op), fflush(stderr);
}

/* ---- the summary: a table on stdout, DIR/summary.json and DIR/summary.html ---- */

static unsigned long undecided(const OpStats *st) {
  return st->verdicts[TV_INCONCLUSIVE] + st->verdicts[TV_UNSUPPORTED] + st->verdicts[TV_TIMEOUT] + st->verdicts[TV_ERROR];
}

static void print_table(const Sweep *s, double seconds) {
  OpStats t = {.op = "total"};
  size_t nshown = 0;
  printf("%-30s %9s %8s %7s %9s %9s %8s\n", "op", "generated", "changed", "proven", "incorrect", "undecided", "timeouts");
  for (size_t i = 0; i <= s->nops; i++) {
    const OpStats *st = i < s->nops ? &s->ops[i] : &t;
    if (st != &t && !st->generated && !st->rejected) continue;   /* no type of it selected */
    printf("%-30s %9lu %8lu %7lu %9lu %9lu %8lu\n", st->op, st->generated, st->changed, st->verdicts[TV_PROVEN],
           st->verdicts[TV_INCORRECT], undecided(st), st->out_of_time);
    if (i == s->nops) break;
    nshown++;
    t.generated += st->generated, t.changed += st->changed, t.rejected += st->rejected;
    t.pass_failed += st->pass_failed, t.out_of_time += st->out_of_time;
    for (int v = 0; v < TV_NVERDICTS; v++) t.verdicts[v] += st->verdicts[v];
  }
  printf("tv-sweep: pass '%s' on %zu ops: %lu generated, %lu changed: %lu proven, %lu incorrect, %lu undecided"
         " (%lu rejected by MLIR, %lu pipeline failures) in %.1f s\n",
         s->a->pass, nshown, t.generated, t.changed, t.verdicts[TV_PROVEN], t.verdicts[TV_INCORRECT], undecided(&t),
         t.rejected, t.pass_failed, seconds);
  printf("tv-sweep: %.1f s generating and running the pass, %.1f s checking (the checks' times add up to %.1f s);"
         " %lu checks used up the time limit (timeouts, --timeout=%g)\n",
         seconds - s->check_s, s->check_s, s->checks_s, t.out_of_time, s->a->opts.timeout_s);
  for (size_t i = 0; i < NSLOW && s->slow[i].what; i++)
    printf("tv-sweep: slowest check: %.1f s: %s\n", s->slow[i].seconds, s->slow[i].what);
}

static void json_group(FILE *o, const Sweep *s, const Group *g) {
  fputs("{\"pattern\":", o);
  jv_write_str(o, g->pattern);
  fputs(",\"types\":[", o);
  for (unsigned k = 0; k < g->ntypes; k++) fputs(k ? "," : "", o), jv_write_str(o, g->types[k]);
  fputs("],\"counterexample\":", o);
  jv_write_str(o, g->cex);
  fputs(",\"executed\":", o);
  jv_write_str(o, g->executed);
  fprintf(o, ",\"src\":\"%s.src.mlir\",\"tgt\":\"%s.tgt.mlir\"}", g->file, g->file);
}

static void json_op(FILE *o, const Sweep *s, const OpStats *st) {
  fputs("{\"op\":", o);
  jv_write_str(o, st->op);
  fprintf(o, ",\"generated\":%lu,\"rejected\":%lu,\"pipeline_failures\":%lu,\"changed\":%lu,\"proven\":%lu,"
             "\"incorrect\":%lu,\"undecided\":%lu,\"out_of_time\":%lu,\"verdicts\":{",
          st->generated, st->rejected, st->pass_failed, st->changed, st->verdicts[TV_PROVEN],
          st->verdicts[TV_INCORRECT], undecided(st), st->out_of_time);
  for (int v = 0; v < TV_NVERDICTS; v++) fprintf(o, "%s\"%s\":%lu", v ? "," : "", tv_verdict_name(v), st->verdicts[v]);
  fputs("},\"incorrect_rewrites\":[", o);
  for (size_t i = 0; i < st->ngroups; i++) fputs(i ? "," : "", o), json_group(o, s, &st->groups[i]);
  fputs("]}", o);
}

static int write_json(const Sweep *s, double seconds) {
  FILE *o = open_out(s, "summary.json", "");
  if (!o) return 1;
  fputs("{\"pass\":", o);
  jv_write_str(o, s->a->pass);
  fputs(",\"dialects\":[", o);
  for (unsigned i = 0; i < s->a->sel.ndialects; i++) fputs(i ? "," : "", o), jv_write_str(o, s->a->sel.dialects[i]);
  fprintf(o, "],\"timeout\":%g,\"seconds\":%.3f,\"check_seconds\":%.3f,\"slowest\":[", s->a->opts.timeout_s, seconds,
          s->check_s);
  for (size_t i = 0; i < NSLOW && s->slow[i].what; i++) {
    fprintf(o, "%s{\"check\":", i ? "," : "");
    jv_write_str(o, s->slow[i].what);
    fprintf(o, ",\"seconds\":%.3f}", s->slow[i].seconds);
  }
  fputs("],\"ops\":[\n", o);
  for (size_t i = 0, n = 0; i < s->nops; i++)
    if (s->ops[i].generated || s->ops[i].rejected) fputs(n++ ? ",\n" : "", o), json_op(o, s, &s->ops[i]);
  fputs("\n]}\n", o);
  return fclose(o) != 0;
}

/* DIR/summary.html in tv-lit's style (html.h): the incorrect rewrites first, each with its
 * counterexample and a copyable tv-check command, then the table per op. */
static void html_group(FILE *o, const Sweep *s, const OpStats *st, const Group *g) {
  fputs("<tr><td><code>", o);
  html_esc(o, st->op);
  fputs("</code></td><td><code>", o);
  html_esc(o, g->pattern);
  fputs("</code></td><td>", o);
  for (unsigned k = 0; k < g->ntypes; k++) fputs(k ? ", " : "", o), html_esc(o, g->types[k]);
  fputs("</td><td><pre>", o);
  html_esc(o, g->cex);
  fputs("</pre></td><td><pre class=\"repro\">", o);
  fprintf(o, "tv-check --timeout=%g ", s->a->opts.timeout_s > 0 ? s->a->opts.timeout_s : 60);
  for (int side = 0; side < 2; side++) {
    html_esc(o, s->a->out_dir);
    fputc('/', o);
    html_esc(o, g->file);
    fputs(side ? ".tgt.mlir" : ".src.mlir ", o);
  }
  fputs("</pre></td></tr>\n", o);
}

static int write_html(const Sweep *s, double seconds) {
  FILE *o = open_out(s, "summary.html", "");
  if (!o) return 1;
  fprintf(o, "<!doctype html>\n<html><head><meta charset=\"utf-8\"><title>tv-sweep: ");
  html_esc(o, s->a->pass);
  fprintf(o, "</title>\n<style>%s</style></head><body>\n<h1>tv-sweep: pass <code>", html_style);
  html_esc(o, s->a->pass);
  fprintf(o, "</code></h1>\n<p>%.1f s, --timeout=%g.</p>\n<h2>Incorrect rewrites</h2>\n", seconds, s->a->opts.timeout_s);
  size_t n = 0;
  for (size_t i = 0; i < s->nops; i++) n += s->ops[i].ngroups;
  if (!n) fputs("<p>None.</p>\n", o);
  else fputs("<table><thead><tr><th>op</th><th>pattern</th><th>types</th><th>counterexample</th><th>reproduce</th></tr></thead><tbody>\n", o);
  for (size_t i = 0; i < s->nops; i++)
    for (size_t k = 0; k < s->ops[i].ngroups; k++) html_group(o, s, &s->ops[i], &s->ops[i].groups[k]);
  if (n) fputs("</tbody></table>\n", o);
  fputs("<h2>Per op</h2>\n<table><thead><tr><th>op</th><th>generated</th><th>changed</th><th>proven</th>"
        "<th>incorrect</th><th>undecided</th><th>timeouts</th></tr></thead><tbody>\n", o);
  for (size_t i = 0; i < s->nops; i++) {
    const OpStats *st = &s->ops[i];
    if (!st->generated && !st->rejected) continue;
    fputs("<tr><td><code>", o);
    html_esc(o, st->op);
    fprintf(o, "</code></td><td class=\"n\">%lu</td><td class=\"n\">%lu</td><td class=\"n\">%lu</td><td class=\"n\">%lu</td>"
               "<td class=\"n\">%lu</td><td class=\"n\">%lu</td></tr>\n",
            st->generated, st->changed, st->verdicts[TV_PROVEN], st->verdicts[TV_INCORRECT], undecided(st), st->out_of_time);
  }
  fputs("</tbody></table>\n</body></html>\n", o);
  return fclose(o) != 0;
}

/* ---- main ---- */

static int make_dir(const char *d) {
  if (!mkdir(d, 0777) || errno == EEXIST) return 0;
  fprintf(stderr, "tv-sweep: cannot create %s: %s\n", d, strerror(errno));
  return 1;
}

static int load_plugins(const Args *a) {
  for (unsigned i = 0; i < a->nplugins; i++) {
    char err[1024];
    if (sweep_load_pass_plugin(a->plugins[i], err, sizeof err)) {
      fprintf(stderr, "tv-sweep: cannot load pass plugin %s: %s\n", a->plugins[i], err);
      return 1;
    }
  }
  return 0;
}

int main(int argc, char **argv) {
  Args a = {0};
  int rc = parse_args(argc, argv, &a);
  if (rc >= 0) return rc;
  mlirRegisterAllPasses();
  Sweep s = {.a = &a};
  if (make_dir(a.out_dir) || load_plugins(&a)) return EXIT_USAGE;
  s.ctx = mu_context_new(on_diagnostic, &s);
  /* canonicalize collects its patterns from the dialects loaded when the pipeline first
   * runs: load them all now, as mlir-opt has every dialect of its input loaded by then
   * (otherwise the TOSA and tensor patterns are missing once an arith function ran first) */
  mlirContextLoadAllAvailableDialects(s.ctx);
  if (setup_pipeline(&s)) return EXIT_USAGE;
  a.opts.reaper = tv_reaper_new();
  signal(SIGSEGV, on_crash), signal(SIGBUS, on_crash), signal(SIGABRT, on_crash), signal(SIGILL, on_crash);
  double t0 = smt_now();
  sweep_generate(&a.sel, begin_op, on_case, &s);
  if (!s.failed) finish_op(&s);
  if (isatty(2)) fputs("\r\033[K", stderr);
  double seconds = smt_now() - t0;
  print_table(&s, seconds);
  if (write_json(&s, seconds) || write_html(&s, seconds)) s.failed = 1;
  unsigned long incorrect = 0;
  for (size_t i = 0; i < s.nops; i++) incorrect += s.ops[i].verdicts[TV_INCORRECT];
  rc = s.failed ? EXIT_USAGE : incorrect ? EXIT_INCORRECT : EXIT_CLEAN;
  if (s.failed) fprintf(stderr, "tv-sweep: stopped: out of memory or an output file could not be written\n");
  /* as tv-check: the reaper may still be deleting a large solver context; exit frees it */
  fflush(stdout);
  fflush(stderr);
  _exit(rc);
}
