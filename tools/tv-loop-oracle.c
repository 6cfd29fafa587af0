/* tv-loop-oracle: the loop oracle (issue 31 item 8, docs/design.md "The loop oracle").
 * Generates random loop programs over memrefs (loop-gen.c), runs real loop passes on each
 * in-process, makes mutants of their output (loop-mutate.c), and for every (source, target)
 * pair compares tv's verdict (tv_check_pair, as tv-check) with the ground truth of both
 * functions run in tv's interpreter on many concrete inputs (loop-run.c). A proof of a pair
 * whose runs differ is a false proof: printed loudly, and the exit status is 1. The summary
 * gives per pass and per mutant kind the kill rate of the wrong targets (runs differ: tv
 * said incorrect) and the share proven of the correct ones (runs never differ).
 * Exit status: 0 no false proof, 1 some false proof, 2 usage, I/O or internal error. */
#define _GNU_SOURCE   /* asprintf */
#include <errno.h>
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
#include "mlirutil.h"
#include "smt.h"   /* smt_now */
#include "tv.h"
#include "loop-oracle.h"

enum { EXIT_CLEAN = 0, EXIT_FALSE_PROOF = 1, EXIT_USAGE = 2, MAX_PASSES = 32, MAX_JOBS = 16 };

static const char *const DEFAULT_PASSES =
    "affine-loop-tile{tile-size=2};affine-loop-unroll{unroll-factor=2};affine-loop-unroll-jam{unroll-jam-factor=2};"
    "affine-loop-fusion;affine-loop-invariant-code-motion;affine-scalrep;affine-loop-normalize;affine-loop-coalescing;"
    "lower-affine;scf-for-loop-peeling;scf-for-loop-specialization;scf-for-loop-range-folding;"
    "loop-invariant-code-motion;scf-for-to-while;convert-scf-to-cf;canonicalize";

static const char *USAGE =
    "usage: tv-loop-oracle [options]\n"
    "\n"
    "Generates random loop programs over memrefs (nests of 1-3 affine.for and scf.for loops,\n"
    "constant, symbolic and triangular bounds, iter_args, affine.if and scf.if, loads and\n"
    "stores with dependences of several distances), runs each pass on each program, makes\n"
    "mutants of the pass's output (a bound +-1, another step, a dropped store, a shifted\n"
    "subscript, swapped operands, a constant +-1), and for every (source, target) pair\n"
    "compares tv's verdict with both functions run in tv's interpreter on many inputs:\n"
    "  killed       the runs differ and tv says incorrect\n"
    "  missed       the runs differ and tv does not decide (inconclusive, timeout, ...)\n"
    "  FALSE PROOF  the runs differ and tv says proven: tv's failure (exit status 1)\n"
    "  correct      the runs never differ: proven or not proven\n"
    "Prints a table per pass and per mutant kind, the kill rate of the wrong targets and the\n"
    "share proven of the correct ones.\n"
    "\n"
    "options:\n"
    "  --seed=N            seed of the programs, passes' mutants and inputs (default 1)\n"
    "  --count=N           programs to generate (default 20)\n"
    "  --timeout=SECONDS   tv's time limit per check (default 5; 0 = none)\n"
    "  --passes=P[;P...]   passes (mlir-opt pipeline syntax, one per entry; ';' or ','\n"
    "                      between them) run on each function; default: every loop pass\n"
    "                      (--list-passes)\n"
    "  --passes-per-program=N  run N of the passes, drawn at random, on each program\n"
    "                      (default: all of them)\n"
    "  --mutants=N         mutants of each pass's output (default 1, at most 6)\n"
    "  --runs=N            concrete inputs per pair (default 40)\n"
    "  --out=DIR           keep the false proofs, missed wrong targets and unproven real\n"
    "                      pass outputs as DIR/<name>.src.mlir and .tgt.mlir (for tv-check),\n"
    "                      listed with the inputs that tell them apart in DIR/pairs.txt\n"
    "  -j N                pairs checked at once (default 1)\n"
    "  --max-seconds=S     generate no new program after S seconds (0 = no limit, the\n"
    "                      default): the summary covers the programs done by then\n"
    "  --print             print the generated programs and exit (separated by\n"
    "                      '// -----', for mlir-opt --split-input-file)\n"
    "  --list-passes       print the default passes and exit\n"
    "  --verbose           one line per pair on stderr\n"
    "  --help              print this help and exit\n"
    "\n"
    "exit status: 0 no false proof, 1 some false proof, 2 bad usage or an error\n";

typedef struct Args {
  unsigned long seed, count, mutants, runs, per_program;
  double max_seconds;
  unsigned jobs;
  const char *out;
  char *passes[MAX_PASSES];
  unsigned npasses;
  int print, verbose;
  int inject_proven;       /* test hook: every verdict is taken as proven (the alarm must ring) */
  TvOptions opts;
} Args;

static int usage_error(const char *msg, const char *arg) { return cli_usage_error("tv-loop-oracle", USAGE, EXIT_USAGE, msg, arg); }

/* Splits a pass list at ';' and at ',' outside braces (pass options have commas). */
static int split_passes(Args *a, const char *list) {
  a->npasses = 0;
  const char *s = list;
  while (*s) {
    const char *e = s;
    int depth = 0;
    for (; *e && !(depth == 0 && (*e == ';' || *e == ',')); e++) depth += *e == '{' ? 1 : *e == '}' ? -1 : 0;
    if (e > s) {
      if (a->npasses == MAX_PASSES) return 1;
      a->passes[a->npasses++] = strndup(s, (size_t)(e - s));
    }
    s = *e ? e + 1 : e;
  }
  return a->npasses == 0;
}

static int num_option(const char *s, const char *name, unsigned long lo, unsigned long hi, unsigned long *out, int *rc) {
  size_t n = strlen(name);
  if (strncmp(s, name, n)) return 0;
  if (cli_uint(s + n, lo, hi, out)) {
    char msg[96];
    snprintf(msg, sizeof msg, "bad %.*s (%lu to %lu): ", (int)(n - 3), name + 2, lo, hi);
    *rc = usage_error(msg, s + n);
  }
  return 1;
}

/* Returns -1 to go on, otherwise an exit status. */
static int parse_args(int argc, char **argv, Args *a) {
  tv_options_default(&a->opts);
  a->opts.timeout_s = 5;
  a->seed = 1, a->count = 20, a->mutants = 1, a->runs = 40, a->jobs = 1;
  const char *passes = DEFAULT_PASSES;
  for (int i = 1; i < argc; i++) {
    const char *s = argv[i];
    int rc = -1;
    if (!strcmp(s, "--help") || !strcmp(s, "-h")) {
      fputs(USAGE, stdout);
      return EXIT_CLEAN;
    } else if (!strcmp(s, "--list-passes")) {
      split_passes(a, DEFAULT_PASSES);
      for (unsigned k = 0; k < a->npasses; k++) puts(a->passes[k]);
      return EXIT_CLEAN;
    } else if (num_option(s, "--seed=", 0, (unsigned long)-1 >> 1, &a->seed, &rc) ||
               num_option(s, "--count=", 1, 1000000, &a->count, &rc) ||
               num_option(s, "--mutants=", 0, 6, &a->mutants, &rc) ||
               num_option(s, "--passes-per-program=", 1, MAX_PASSES, &a->per_program, &rc) || num_option(s, "--runs=", 1, 10000, &a->runs, &rc)) {
      if (rc >= 0) return rc;
    } else if (!strncmp(s, "--timeout=", 10)) {
      if (cli_seconds(s + 10, &a->opts.timeout_s)) return usage_error("bad timeout (seconds, 0 to 1e6): ", s + 10);
    } else if (!strncmp(s, "--max-seconds=", 14)) {
      if (cli_seconds(s + 14, &a->max_seconds)) return usage_error("bad time (seconds, 0 to 1e6): ", s + 14);
    } else if (!strncmp(s, "--passes=", 9) && s[9]) {
      passes = s + 9;
    } else if (!strncmp(s, "--out=", 6) && s[6]) {
      a->out = s + 6;
    } else if (!strcmp(s, "-j") || !strncmp(s, "-j", 2)) {
      const char *v = s[2] ? s + 2 : i + 1 < argc ? argv[++i] : "";
      unsigned long n;
      if (cli_uint(v, 1, MAX_JOBS, &n)) return usage_error("bad job count (1 to 16): ", v);
      a->jobs = (unsigned)n;
    } else if (!strcmp(s, "--print")) {
      a->print = 1;
    } else if (!strcmp(s, "--inject-proven")) {
      a->inject_proven = 1;
    } else if (!strcmp(s, "--verbose")) {
      a->verbose = 1;
    } else {
      return usage_error("unknown option ", s);
    }
  }
  if (split_passes(a, passes)) return usage_error("bad pass list: ", passes);
  return -1;
}

/* ---- the tallies ---- */

typedef enum Outcome {
  O_KILLED,        /* runs differ, tv incorrect */
  O_MISSED,        /* runs differ, tv undecided */
  O_FALSE,         /* runs differ, tv proven */
  O_PROVEN,        /* runs agree, tv proven */
  O_UNPROVEN,      /* runs agree, tv undecided */
  O_TV_ONLY,       /* runs agree, tv incorrect (its counterexample, run: an input the runs lack) */
  O_NO_INPUT,      /* no input judged */
  O_N
} Outcome;

typedef struct Row {
  const char *name;
  unsigned long n[O_N];
  unsigned long missed_by[TV_NVERDICTS];
  double seconds;
} Row;

/* ---- the run's state ---- */

typedef struct Job {
  unsigned pass;
  int kind;                /* LoMutKind of a mutant, -1 for the pass's output itself */
  char what[160];
  MlirModule tgt;
  TvResult r;
  LoRuns runs;
  double seconds, run_seconds;
  uint64_t run_seed;
} Job;

typedef struct Oracle {
  Args *a;
  MlirContext ctx;
  MlirPassManager pm[MAX_PASSES];
  char diag[512];
  LoProgram prog;
  MlirModule src;
  Job *jobs;
  size_t njobs, capjobs;
  atomic_size_t next;
  Row pass_rows[MAX_PASSES], kind_rows[LO_NMUT + 1], total;
  unsigned long programs, rejected, pass_failed, unchanged, no_site, false_proofs;
  double check_s, run_s, slowest;
  unsigned long overrun;   /* checks that took longer than --timeout + 10% + 1 s */
  FILE *pairs;             /* DIR/pairs.txt under --out */
  int failed;
} Oracle;

static void append_text(MlirStringRef t, void *ud) {
  char *buf = ud;
  size_t n = strlen(buf), room = 511 - n, k = t.length < room ? t.length : room;
  memcpy(buf + n, t.data, k);
  buf[n + k] = 0;
}

/* MLIR's diagnostics (a pass's or the verifier's on a mutant): the first error is kept. */
static MlirLogicalResult on_diagnostic(MlirDiagnostic d, void *ud) {
  Oracle *o = ud;
  if (mlirDiagnosticGetSeverity(d) == MlirDiagnosticError && !o->diag[0]) mlirDiagnosticPrint(d, append_text, o->diag);
  return mlirLogicalResultSuccess();
}

static int setup_passes(Oracle *o) {
  for (unsigned k = 0; k < o->a->npasses; k++) {
    char err[512] = "";
    o->pm[k] = mlirPassManagerCreate(o->ctx);
    MlirOpPassManager fpm = mlirPassManagerGetNestedUnder(o->pm[k], mlirStringRefCreateFromCString("func.func"));
    if (mlirLogicalResultIsFailure(mlirOpPassManagerAddPipeline(fpm, mlirStringRefCreateFromCString(o->a->passes[k]), append_text, err))) {
      fprintf(stderr, "tv-loop-oracle: bad pass '%s': %s\n", o->a->passes[k], err[0] ? err : o->diag);
      return 1;
    }
  }
  return 0;
}

static MlirOperation func_f(MlirModule m) { return mu_module_func(m, mlirStringRefCreateFromCString("f")); }

static int same_text(MlirModule a, MlirModule b) {
  char *x = mu_op_print(mlirModuleGetOperation(a), 0), *y = mu_op_print(mlirModuleGetOperation(b), 0);
  int same = x && y && !strcmp(x, y);
  free(x), free(y);
  return same;
}

static Job *add_job(Oracle *o) {
  if (o->njobs == o->capjobs) {
    size_t cap = o->capjobs ? 2 * o->capjobs : 64;
    Job *j = realloc(o->jobs, cap * sizeof *j);
    if (!j) return o->failed = 1, NULL;
    o->jobs = j, o->capjobs = cap;
  }
  Job *j = &o->jobs[o->njobs++];
  *j = (Job){0};
  return j;
}

/* Runs pass k on a copy of the program; the pairs it makes become jobs. */
static void make_jobs(Oracle *o, unsigned prog, unsigned k) {
  MlirModule tgt = mlirModuleFromOperation(mlirOperationClone(mlirModuleGetOperation(o->src)));
  o->diag[0] = 0;
  if (mlirLogicalResultIsFailure(mlirPassManagerRunOnOp(o->pm[k], mlirModuleGetOperation(tgt))) || mlirOperationIsNull(func_f(tgt))) {
    o->pass_failed++;
    if (o->a->verbose) fprintf(stderr, "tv-loop-oracle: program %u: %s failed: %s\n", prog, o->a->passes[k], o->diag);
    mlirModuleDestroy(tgt);
    return;
  }
  LoRng r = {o->a->seed * 7919 + prog * 104729ull + k * 1299709ull};
  for (unsigned m = 0; m < o->a->mutants; m++) {
    LoMutKind kind = (LoMutKind)lo_below(&r, LO_NMUT);
    char what[160];
    MlirModule mut = lo_mutate(tgt, kind, &r, what, sizeof what);
    if (mlirModuleIsNull(mut)) {
      o->no_site++;
      continue;
    }
    Job *j = add_job(o);
    if (!j) return;
    j->pass = k, j->kind = (int)kind, j->tgt = mut;
    snprintf(j->what, sizeof j->what, "%s", what);
  }
  if (same_text(o->src, tgt)) {
    o->unchanged++;
    mlirModuleDestroy(tgt);
    return;
  }
  Job *j = add_job(o);
  if (!j) return;
  j->pass = k, j->kind = -1, j->tgt = tgt;
  snprintf(j->what, sizeof j->what, "the pass's output");
}

/* ---- checking ---- */

static int worker(void *ud) {
  Oracle *o = ud;
  for (size_t i; (i = atomic_fetch_add(&o->next, 1)) < o->njobs;) {
    Job *j = &o->jobs[i];
    double t0 = smt_now();
    tv_check_pair(&o->a->opts, func_f(o->src), func_f(j->tgt), &j->r);
    if (o->a->inject_proven) j->r.verdict = TV_PROVEN;
    double t1 = smt_now();
    lo_run_pair(&o->prog, func_f(o->src), func_f(j->tgt), j->run_seed, (unsigned)o->a->runs, &j->runs);
    j->seconds = t1 - t0, j->run_seconds = smt_now() - t1;
  }
  return 0;
}

static void check_jobs(Oracle *o) {
  size_t n = o->a->jobs < o->njobs ? o->a->jobs : o->njobs, started = 0;
  thrd_t th[MAX_JOBS];
  atomic_store(&o->next, 0);
  for (; started + 1 < n; started++)
    if (thrd_create(&th[started], worker, o) != thrd_success) break;
  worker(o);
  for (size_t i = 0; i < started; i++) thrd_join(th[i], NULL);
}

static Outcome outcome_of(const Job *j) {
  TvVerdict v = j->r.verdict;
  switch (j->runs.truth) {
  case LO_DIFFERS: return v == TV_INCORRECT ? O_KILLED : v == TV_PROVEN ? O_FALSE : O_MISSED;
  case LO_SAME: return v == TV_PROVEN ? O_PROVEN : v == TV_INCORRECT ? O_TV_ONLY : O_UNPROVEN;
  default: return O_NO_INPUT;
  }
}

static const char *const OUTCOME_NAMES[O_N] = {"killed", "missed", "FALSE PROOF", "proven", "not proven",
                                               "incorrect (tv's input only)", "no input judged"};

static void tally(Row *row, const Job *j, Outcome oc) {
  row->n[oc]++;
  if (oc == O_MISSED) row->missed_by[j->r.verdict]++;
  row->seconds += j->seconds;
}

/* ---- reproducers (--out) ---- */

static int write_file(const char *dir, const char *name, const char *ext, const char *text) {
  char *path;
  if (asprintf(&path, "%s/%s%s", dir, name, ext) < 0) return 1;
  FILE *f = fopen(path, "w");
  int bad = !f || fputs(text, f) < 0;
  if (f && fclose(f)) bad = 1;
  if (bad) fprintf(stderr, "tv-loop-oracle: cannot write %s: %s\n", path, strerror(errno));
  free(path);
  return bad;
}

/* Keeps a pair under --out: false proofs, misses, real pass outputs not proven, and checks
 * that ran past their limit (over). */
static void keep_pair(Oracle *o, unsigned prog, size_t i, const Job *j, Outcome oc, int over) {
  if (!o->a->out || !(over || oc == O_FALSE || oc == O_MISSED || (oc == O_UNPROVEN && j->kind < 0))) return;
  char name[64];
  snprintf(name, sizeof name, "p%u-%zu", prog, i);
  char *tgt = mu_op_print(mlirModuleGetOperation(j->tgt), 0);
  if (!tgt || write_file(o->a->out, name, ".src.mlir", o->prog.text) || write_file(o->a->out, name, ".tgt.mlir", tgt)) o->failed = 1;
  free(tgt);
  fprintf(o->pairs, "%s: %s%s; %s, %s: tv %s%s%s%s", name, OUTCOME_NAMES[oc], over ? " (past the limit)" : "", o->a->passes[j->pass],
          j->kind < 0 ? "output" : j->what, tv_verdict_name(j->r.verdict), j->r.reason ? " (" : "", j->r.reason ? j->r.reason : "",
          j->r.reason ? ")" : "");
  if (j->runs.truth == LO_DIFFERS) fprintf(o->pairs, "; runs differ on %s: %s", j->runs.input, j->runs.why);
  fprintf(o->pairs, "\n");
}

/* Tallies program prog's jobs; a false proof is printed at once. */
static void finish_program(Oracle *o, unsigned prog) {
  for (size_t i = 0; i < o->njobs; i++) {
    Job *j = &o->jobs[i];
    Outcome oc = outcome_of(j);
    o->check_s += j->seconds, o->run_s += j->run_seconds;
    if (j->seconds > o->slowest) o->slowest = j->seconds;
    int over = o->a->opts.timeout_s > 0 && j->seconds > 1.1 * o->a->opts.timeout_s + 1;
    if (over) {   /* named, so that it can be reproduced (kept under --out) */
      o->overrun++;
      fprintf(stderr, "tv-loop-oracle: program %u, %s, %s: the check took %.1f s (past the limit + 10%% + 1 s)\n", prog,
              o->a->passes[j->pass], j->kind < 0 ? "output" : j->what, j->seconds);
    }
    tally(&o->pass_rows[j->pass], j, oc);
    tally(&o->kind_rows[j->kind < 0 ? LO_NMUT : j->kind], j, oc);
    tally(&o->total, j, oc);
    if (oc == O_FALSE) {
      o->false_proofs++;
      printf("FALSE PROOF: program %u (seed %lu), %s, %s: tv proved it, but the runs differ on %s: %s\n", prog, o->a->seed,
             o->a->passes[j->pass], j->kind < 0 ? "the pass's output" : j->what, j->runs.input, j->runs.why);
      fflush(stdout);
    }
    if (o->a->verbose)
      fprintf(stderr, "tv-loop-oracle: program %u, %s, %s: %s (tv %s%s%s, %.2f s; runs: %u judged of %u%s%s)\n", prog,
              o->a->passes[j->pass], j->kind < 0 ? "output" : j->what, OUTCOME_NAMES[oc], tv_verdict_name(j->r.verdict),
              j->r.reason ? ": " : "", j->r.reason ? j->r.reason : "", j->seconds, j->runs.judged, j->runs.runs,
              j->runs.truth == LO_DIFFERS ? "; " : "", j->runs.truth == LO_DIFFERS ? j->runs.why : "");
    keep_pair(o, prog, i, j, oc, over);
    tv_result_free(&j->r);
    mlirModuleDestroy(j->tgt);
  }
  o->njobs = 0;
}

static void one_program(Oracle *o, unsigned k) {
  if (lo_generate(o->a->seed, k, &o->prog)) {
    o->failed = 1;
    return;
  }
  o->diag[0] = 0;
  o->src = mlirModuleCreateParse(o->ctx, mlirStringRefCreateFromCString(o->prog.text));
  if (mlirModuleIsNull(o->src) || !mlirOperationVerify(mlirModuleGetOperation(o->src))) {
    o->rejected++;
    fprintf(stderr, "tv-loop-oracle: program %u is rejected by MLIR (a generator bug): %s\n%s", k, o->diag, o->prog.text);
    if (!mlirModuleIsNull(o->src)) mlirModuleDestroy(o->src);
    lo_program_free(&o->prog);
    return;
  }
  o->programs++;
  unsigned order[MAX_PASSES], n = o->a->npasses;
  LoRng r = {o->a->seed * 0x51ED27ull + k};
  for (unsigned p = 0; p < n; p++) order[p] = p;
  if (o->a->per_program && o->a->per_program < n) {   /* a random few, in the list's order */
    for (unsigned p = 0; p < n; p++) {
      unsigned q = p + lo_below(&r, n - p), t = order[p];
      order[p] = order[q], order[q] = t;
    }
    n = (unsigned)o->a->per_program;
    for (unsigned p = 1; p < n; p++)
      for (unsigned q = p; q > 0 && order[q - 1] > order[q]; q--) {
        unsigned t = order[q];
        order[q] = order[q - 1], order[q - 1] = t;
      }
  }
  for (unsigned p = 0; p < n && !o->failed; p++) make_jobs(o, k, order[p]);
  for (size_t i = 0; i < o->njobs; i++) o->jobs[i].run_seed = o->a->seed * 31 + k * 1000003ull + i;
  check_jobs(o);
  finish_program(o, k);
  mlirModuleDestroy(o->src);
  lo_program_free(&o->prog);
}

/* ---- the summary ---- */

static unsigned long wrong(const Row *r) { return r->n[O_KILLED] + r->n[O_MISSED] + r->n[O_FALSE]; }
static unsigned long correct(const Row *r) { return r->n[O_PROVEN] + r->n[O_UNPROVEN]; }

static void pct(char *buf, size_t n, unsigned long a, unsigned long b) {
  if (b) snprintf(buf, n, "%5.1f%%", 100.0 * (double)a / (double)b);
  else snprintf(buf, n, "%6s", "-");
}

static void print_row(const Row *r) {
  char kill[16], prov[16];
  pct(kill, sizeof kill, r->n[O_KILLED], wrong(r));
  pct(prov, sizeof prov, r->n[O_PROVEN], correct(r));
  unsigned long pairs = 0;
  for (int k = 0; k < O_N; k++) pairs += r->n[k];
  printf("%-44.44s %6lu %6lu %6lu %6lu %6lu %s %7lu %6lu %s %6lu %6lu %7.1f\n", r->name, pairs, wrong(r), r->n[O_KILLED],
         r->n[O_MISSED], r->n[O_FALSE], kill, correct(r), r->n[O_PROVEN], prov, r->n[O_TV_ONLY], r->n[O_NO_INPUT], r->seconds);
}

static void print_table(const char *title, const Row *rows, unsigned n) {
  printf("%-44s %6s %6s %6s %6s %6s %6s %7s %6s %6s %6s %6s %7s\n", title, "pairs", "wrong", "killed", "missed", "false",
         "kill%", "correct", "proven", "prov%", "tvonly", "noinp", "check-s");
  for (unsigned i = 0; i < n; i++) print_row(&rows[i]);
}

static void print_summary(Oracle *o, double seconds) {
  const Args *a = o->a;
  print_table("pass", o->pass_rows, a->npasses);
  printf("\n");
  print_table("target", o->kind_rows, LO_NMUT + 1);
  printf("\n");
  const Row *t = &o->total, *real = &o->kind_rows[LO_NMUT];
  char kill[16], prov[16], rprov[16];
  pct(kill, sizeof kill, t->n[O_KILLED], wrong(t));
  pct(prov, sizeof prov, t->n[O_PROVEN], correct(t));
  pct(rprov, sizeof rprov, real->n[O_PROVEN], correct(real));
  printf("tv-loop-oracle: seed %lu, %lu programs, %u passes (%lu per program), %lu mutants per output, %lu inputs per pair,"
         " --timeout=%g\n",
         a->seed, o->programs, a->npasses, a->per_program && a->per_program < a->npasses ? a->per_program : a->npasses,
         a->mutants, a->runs, a->opts.timeout_s);
  printf("tv-loop-oracle: %lu pairs (%lu pass outputs unchanged, %lu mutants without a site, %lu pass failures, %lu programs"
         " rejected)\n",
         t->n[O_KILLED] + t->n[O_MISSED] + t->n[O_FALSE] + correct(t) + t->n[O_TV_ONLY] + t->n[O_NO_INPUT], o->unchanged,
         o->no_site, o->pass_failed, o->rejected);
  printf("tv-loop-oracle: kill rate of wrong targets: %s (%lu of %lu whose runs differ are incorrect; missed: %lu inconclusive,"
         " %lu timeout, %lu unsupported, %lu error)\n",
         kill, t->n[O_KILLED], wrong(t), t->missed_by[TV_INCONCLUSIVE], t->missed_by[TV_TIMEOUT], t->missed_by[TV_UNSUPPORTED],
         t->missed_by[TV_ERROR]);
  printf("tv-loop-oracle: correct targets proven: %s (%lu of %lu whose runs never differ; real pass outputs: %s, %lu of %lu)\n",
         prov, t->n[O_PROVEN], correct(t), rprov, real->n[O_PROVEN], correct(real));
  printf("tv-loop-oracle: incorrect where the runs saw no difference (tv's counterexample, run): %lu; no input judged: %lu\n",
         t->n[O_TV_ONLY], t->n[O_NO_INPUT]);
  printf("tv-loop-oracle: false proofs: %lu\n", o->false_proofs);
  printf("tv-loop-oracle: %.1f s: checks %.1f s (slowest %.1f s; %lu past the limit + 10%% + 1 s), runs %.1f s\n", seconds,
         o->check_s, o->slowest, o->overrun, o->run_s);
}

/* ---- main ---- */

static void progress(const Oracle *o, unsigned k, double t0) {
  const Row *t = &o->total;
  int tty = isatty(2);
  if (!tty && (k + 1) % 10 && k + 1 != o->a->count) return;
  fprintf(stderr, "%stv-loop-oracle: %u/%lu programs: %lu wrong, %lu killed, %lu missed, %lu false proofs; %lu correct, %lu proven"
                  " (%.0f s)%s",
          tty ? "\r" : "", k + 1, o->a->count, wrong(t), t->n[O_KILLED], t->n[O_MISSED], t->n[O_FALSE], correct(t),
          t->n[O_PROVEN], smt_now() - t0, tty ? "\033[K" : "\n");
}

static int print_programs(const Args *a) {
  for (unsigned k = 0; k < a->count; k++) {
    LoProgram p;
    if (lo_generate(a->seed, k, &p)) return EXIT_USAGE;
    printf("%s// program %u: %s\n%s", k ? "// -----\n" : "", k, p.shape, p.text);
    lo_program_free(&p);
  }
  return EXIT_CLEAN;
}

int main(int argc, char **argv) {
  Args a = {0};
  int rc = parse_args(argc, argv, &a);
  if (rc >= 0) return rc;
  if (a.print) return print_programs(&a);
  if (a.out && mkdir(a.out, 0777) && errno != EEXIST) {
    fprintf(stderr, "tv-loop-oracle: cannot create %s: %s\n", a.out, strerror(errno));
    return EXIT_USAGE;
  }
  mlirRegisterAllPasses();
  Oracle o = {.a = &a};
  for (unsigned k = 0; k < a.npasses; k++) o.pass_rows[k].name = a.passes[k];
  for (unsigned k = 0; k < LO_NMUT; k++) o.kind_rows[k].name = lo_mut_name((LoMutKind)k);
  o.kind_rows[LO_NMUT].name = "pass output (real)";
  o.total.name = "total";
  o.ctx = mu_context_new(on_diagnostic, &o);
  mlirContextLoadAllAvailableDialects(o.ctx);
  if (setup_passes(&o)) return EXIT_USAGE;
  if (a.out) {
    char *path;
    if (asprintf(&path, "%s/pairs.txt", a.out) < 0 || !(o.pairs = fopen(path, "w"))) {
      fprintf(stderr, "tv-loop-oracle: cannot write %s/pairs.txt\n", a.out);
      return EXIT_USAGE;
    }
    free(path);
  }
  a.opts.reaper = tv_reaper_new();
  double t0 = smt_now();
  for (unsigned k = 0; k < a.count && !o.failed; k++) {
    if (a.max_seconds > 0 && smt_now() - t0 >= a.max_seconds) {
      fprintf(stderr, "tv-loop-oracle: --max-seconds=%g reached after %u programs\n", a.max_seconds, k);
      break;
    }
    one_program(&o, k);
    progress(&o, k, t0);
  }
  if (isatty(2)) fputs("\n", stderr);
  print_summary(&o, smt_now() - t0);
  if (o.pairs && fclose(o.pairs)) o.failed = 1;
  if (o.failed) fprintf(stderr, "tv-loop-oracle: stopped: out of memory or an output file could not be written\n");
  rc = o.failed ? EXIT_USAGE : o.false_proofs ? EXIT_FALSE_PROOF : EXIT_CLEAN;
  fflush(stdout);
  fflush(stderr);
  _exit(rc);   /* as tv-check: the reaper may still be deleting a large solver context */
}
