/* tv-check: validates saved (source, target) function pairs: two files paired by symbol
 * name, one file's @src/@tgt pairs (alive-tv's form), or every pass of an MLIR tool's IR
 * dumps (--ir-dump, irdump.h). Exit status: 0 all proven, 1 some incorrect, 2 none incorrect but some not proven,
 * 3 usage, missing file, parse or verifier error (MLIR's diagnostics alone, for both
 * files) or no function pair to check. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>
#include <string.h>
#include <mlir-c/Diagnostics.h>
#include <mlir-c/IR.h>
#include "cli.h"
#include "irdump.h"
#include "mlirutil.h"
#include "report_ci.h"
#include "tv.h"

enum { EXIT_PROVEN = 0, EXIT_INCORRECT = 1, EXIT_NOT_PROVEN = 2, EXIT_USAGE = 3 };

static const char *USAGE =
    "usage: tv-check [options] SRC.mlir TGT.mlir\n"
    "       tv-check [options] FILE.mlir\n"
    "       tv-check [options] --ir-dump=LOG\n"
    "\n"
    "Checks that every function of TGT refines the function of the same name in SRC\n"
    "(translation validation with the Z3 SMT solver); a function in only one of the files\n"
    "is listed on stderr and skipped. Prints one line per function:\n"
    "  @f: proven | incorrect | inconclusive (why) | unsupported (op) | timeout | error (why)\n"
    "followed, when floats were involved, by the encoding that decided: [abstract] or [ieee],\n"
    "and, for incorrect, the counterexample. A file name `-` is standard input (for one\n"
    "of SRC and TGT).\n"
    "\n"
    "With one file, checks that @tgt refines @src, and @NAME_tgt refines @NAME_src for each\n"
    "such pair (alive-tv's form): \"@src -> @tgt: proven\".\n"
    "\n"
    "With --ir-dump=LOG (LOG `-`: standard input), reads what an MLIR tool printed with\n"
    "--mlir-print-ir-before-all --mlir-print-ir-after-all (module scope or not, generic\n"
    "form or not, --mlir-print-ir-after-change too) and checks every function each pass\n"
    "changed, as the plugin does: \"pass 'cse' on @f: proven\" (--json: the plugin's\n"
    "--tv-report lines). A dump MLIR 22 cannot parse makes that pass unsupported, with\n"
    "MLIR's message; unregistered dialects are allowed (their ops are unsupported).\n"
    "\n"
    "options (each value as --opt=V or --opt V):\n"
    "  --timeout=SECONDS   time limit per function, both encodings (default 10; 0 = none)\n"
    "  --fp=MODE           float encoding: auto (default: abstract first, a counterexample\n"
    "                      confirmed with exact IEEE-754), abstract, or ieee\n"
    "  --max-dim=N         bound on every dynamic tensor dimension (default 64, at most\n"
    "                      65536); a proof that relies on it says so\n"
    "  --max-memory=MB     solver memory limit (0 = none, the default): Z3's allocations in\n"
    "                      the process; a check that reaches it is inconclusive, naming it\n"
    "  --max-unroll=N      loop body encodings per loop nest (default 128, at most 4096);\n"
    "                      a loop that may run longer is inconclusive\n"
    "  --assume=NAME[,NAME...]  semantics changed on purpose (off by default; every\n"
    "                      verdict that used one says so; the flag may be repeated):\n"
    "                      associative: reductions that add floats (arith.addf combiners)\n"
    "                      are associative, any order of the same elements agrees;\n"
    "                      zero-sum: a float sum that starts from +0.0 starts from -0.0\n"
    "                      (the identity of IEEE addition) instead\n"
    "  --func=NAME         check only the function @NAME\n"
    "  --ir-dump=LOG       check the passes of an IR dump log (see above)\n"
    "  --allow-unregistered-dialect  parse ops of unregistered dialects (generic form);\n"
    "                      they are then unsupported by name\n"
    "  --json              one JSON object per function instead of text\n"
    "  --junit=FILE        also write the checks as JUnit XML (a test case per check:\n"
    "                      incorrect a failure with the counterexample, inconclusive,\n"
    "                      unsupported and timeout skipped with the reason, error an error)\n"
    "  --sarif=FILE        also write them as SARIF 2.1.0 (code scanning): a result per\n"
    "                      incorrect check at the first differing op (level error), the\n"
    "                      checks not proven as notes\n"
    "  --trace             with a counterexample, name the first op where the runs of the\n"
    "                      two functions part (\"first difference: ...\")\n"
    "  --dump-smt=PREFIX   write each solver query as PREFIX<func>.<encoding>.stage<k>.smt2\n"
    "                      (SMT-LIB 2, for looking into a slow or surprising pair)\n"
    "  --list-ops          print the table of supported ops and exit\n"
    "  --version           print the version and exit\n"
    "  --help              print this help and exit\n"
    "\n"
    "exit status: 0 all proven, 1 some incorrect, 2 some not proven, 3 bad usage or input\n"
    "(also a --junit or --sarif file that cannot be written)\n";

typedef struct Args {
  const char *src, *tgt;    /* tgt NULL: the one-file form */
  const char *func;         /* --func: the one function to check (without '@'), or NULL */
  const char *ir_dump;      /* --ir-dump: the log, or NULL */
  const char *junit, *sarif;   /* --junit, --sarif: the files, or NULL */
  int json;
  int unregistered;         /* --allow-unregistered-dialect */
  TvOptions opts;
} Args;

static int usage_error(const char *msg, const char *arg) { return cli_usage_error("tv-check", USAGE, EXIT_USAGE, msg, arg); }

/* The options that take a value, "--name=V" or "--name V"; returns -1 to go on, or an
 * exit status. */
static int value_option(Args *a, const char *name, const char *v) {
  unsigned long n;
  if (!strcmp(name, "--func")) {
    a->func = v[0] == '@' ? v + 1 : v;
    if (!*a->func) return usage_error("--func needs a function name", NULL);
  } else if (!strcmp(name, "--dump-smt")) {
    if (!*v) return usage_error("--dump-smt needs a path prefix", NULL);
    a->opts.dump_smt = v;
  } else if (!strcmp(name, "--junit") || !strcmp(name, "--sarif")) {
    if (!*v) return usage_error(name[2] == 'j' ? "--junit needs a file" : "--sarif needs a file", NULL);
    *(name[2] == 'j' ? &a->junit : &a->sarif) = v;
  } else if (!strcmp(name, "--ir-dump")) {
    if (!*v) return usage_error("--ir-dump needs a log file (- for standard input)", NULL);
    a->ir_dump = v;
  } else if (!strcmp(name, "--fp")) {
    if (tv_fp_mode_parse(v, &a->opts.fp)) return usage_error("bad float encoding (auto, abstract or ieee): ", v);
  } else if (!strcmp(name, "--max-dim")) {
    if (cli_uint(v, 1, TV_MAX_DIM_LIMIT, &n)) return usage_error("bad dimension bound (1 to 65536): ", v);
    a->opts.max_dim = (unsigned)n;
  } else if (!strcmp(name, "--max-memory")) {
    if (cli_uint(v, 0, 1000000, &n)) return usage_error("bad memory limit (MB, 0 to 1000000): ", v);
    a->opts.max_memory_mb = (unsigned)n;
  } else if (!strcmp(name, "--max-unroll")) {
    if (cli_uint(v, 0, TV_MAX_UNROLL_LIMIT, &n)) return usage_error("bad unroll bound (0 to 4096): ", v);
    a->opts.max_unroll = (unsigned)n;
  } else if (!strcmp(name, "--assume")) {
    char bad[64];
    if (tv_assume_parse(v, &a->opts.assume, bad, sizeof bad))
      return usage_error(*bad ? "unknown assumption (" TV_ASSUME_NAMES "): " : "--assume needs a name (" TV_ASSUME_NAMES ")",
                         *bad ? bad : NULL);
  } else if (!strcmp(name, "--timeout")) {
    if (cli_seconds(v, &a->opts.timeout_s)) return usage_error("bad timeout (seconds, 0 to 1e6): ", v);
  }
  return -1;
}

static const char *const VALUE_OPTIONS[] = {"--func", "--dump-smt", "--ir-dump", "--junit", "--sarif", "--fp", "--max-dim", "--max-memory",
                                      "--max-unroll", "--assume", "--timeout", NULL};

/* Whether an output file can be written, before any check runs (it is written again at the
 * end); 0, or the exit status after saying why. */
static int writable(const char *flag, const char *path) {
  FILE *f = path ? fopen(path, "w") : NULL;
  if (!path || (f && !fclose(f))) return 0;
  fprintf(stderr, "tv-check: %s: cannot write %s: %s\n", flag, path, strerror(errno));
  return EXIT_USAGE;
}

/* The files: two (SRC TGT), one (@src/@tgt pairs), or none with --ir-dump. */
static int check_files(const Args *a) {
  int rc = writable("--junit", a->junit);
  if (rc || (rc = writable("--sarif", a->sarif))) return rc;
  if (a->ir_dump) return a->src ? usage_error("--ir-dump reads the log alone, not also ", a->src) : -1;
  if (!a->src) return usage_error("expected two files (SRC TGT), one (@src and @tgt in it) or --ir-dump=LOG", NULL);
  if (a->tgt && !strcmp(a->src, "-") && !strcmp(a->tgt, "-"))
    return usage_error("standard input (-) can be one of the two files, not both", NULL);
  return -1;
}

/* Returns -1 to go on, otherwise an exit status. */
static int parse_args(int argc, char **argv, Args *a) {
  tv_options_default(&a->opts);
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
    if (k) continue;
    if (!strcmp(s, "--help") || !strcmp(s, "-h")) {
      fputs(USAGE, stdout);
      return EXIT_PROVEN;
    } else if (!strcmp(s, "--version")) {
      printf("tv-check %s\n", TV_VERSION);
      return EXIT_PROVEN;
    } else if (!strcmp(s, "--list-ops")) {
      tv_list_ops(stdout);
      return EXIT_PROVEN;
    } else if (!strcmp(s, "--trace")) {
      a->opts.trace = 1;
    } else if (!strcmp(s, "--json")) {
      a->json = 1;
    } else if (!strcmp(s, "--allow-unregistered-dialect")) {
      a->unregistered = 1;
    } else if (!strcmp(s, "--inject-z3-error")) {
      a->opts.inject_z3_error = 1;   /* test hook: shows a Z3 error becomes a verdict */
    } else if (s[0] == '-' && s[1]) {
      return usage_error("unknown option ", s);
    } else if (!a->src) {
      a->src = s;
    } else if (!a->tgt) {
      a->tgt = s;
    } else {
      return usage_error("too many files: ", s);
    }
  }
  return check_files(a);
}

static void print_to_stderr(MlirStringRef s, void *ud) {
  (void)ud;
  fwrite(s.data, 1, s.length, stderr);
}

/* "file:line:col" for file locations, MLIR's own syntax for the others. */
static void print_location(MlirLocation loc) {
  char buf[4096];
  if (mu_loc_text(loc, buf, sizeof buf)) fputs(buf, stderr);
  else mlirLocationPrint(loc, print_to_stderr, NULL);
}

/* Prints one diagnostic as "file:line:col: error: message", then its notes likewise. */
static void print_diagnostic(MlirDiagnostic d) {
  static const char *sev[] = {"error", "warning", "note", "remark"};
  MlirDiagnosticSeverity s = mlirDiagnosticGetSeverity(d);
  print_location(mlirDiagnosticGetLocation(d));
  fprintf(stderr, ": %s: ", (unsigned)s < 4 ? sev[s] : "error");
  mlirDiagnosticPrint(d, print_to_stderr, NULL);
  fputc('\n', stderr);
  for (intptr_t i = 0; i < mlirDiagnosticGetNumNotes(d); i++)
    print_diagnostic(mlirDiagnosticGetNote(d, i));
}

/* MLIR's diagnostics, counting the errors in *(unsigned *)ud: a file that fails to load
 * with an error printed needs no word of ours. */
static MlirLogicalResult on_diagnostic(MlirDiagnostic d, void *ud) {
  print_diagnostic(d);
  if (mlirDiagnosticGetSeverity(d) == MlirDiagnosticError) ++*(unsigned *)ud;
  return mlirLogicalResultSuccess();
}

/* path "-" is standard input (MLIR reads it as <stdin>). */
static int load(MlirContext ctx, const char *path, const unsigned *errors, MlirModule *out) {
  FILE *f = strcmp(path, "-") ? fopen(path, "r") : stdin;
  if (!f) {
    fprintf(stderr, "tv-check: cannot open %s: %s\n", path, strerror(errno));
    return 1;
  }
  if (f != stdin) fclose(f);
  unsigned before = *errors;
  *out = mlirModuleCreateParseFromFile(ctx, mlirStringRefCreateFromCString(path));
  if (!mlirModuleIsNull(*out)) return 0;
  if (*errors == before) fprintf(stderr, "tv-check: %s: cannot parse the file\n", path);
  return 1;
}

/* Whether f is one to check (--func). */
static int wanted(const Args *a, MlirStringRef n) {
  return !a->func || (strlen(a->func) == n.length && !memcmp(a->func, n.data, n.length));
}

/* Lists on stderr the functions of `in` without a twin in `other` (skipped); counts the
 * pairs. No pair at all is an input error. Under --func the one error line says it all. */
static void list_unpaired(const Args *a, MlirModule in, const char *in_path, MlirModule other,
                          const char *other_path, int *npairs) {
  *npairs = 0;
  for (MlirOperation op = mlirBlockGetFirstOperation(mlirModuleGetBody(in)); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op)) {
    MlirStringRef n = mu_func_name(op);
    if (!mu_is_func_def(op) || !wanted(a, n)) continue;
    if (!mlirOperationIsNull(mu_module_func(other, n))) (*npairs)++;
    else if (!a->func)
      fprintf(stderr, "tv-check: @%.*s is in %s only (no function of that name in %s): skipped\n",
              (int)n.length, n.data, in_path, other_path);
  }
}

static int check_pairing(const Args *a, MlirModule src, MlirModule tgt, int *npairs) {
  int ntgt;
  list_unpaired(a, src, a->src, tgt, a->tgt, npairs);
  list_unpaired(a, tgt, a->tgt, src, a->src, &ntgt);
  if (*npairs) return 0;
  if (a->func) fprintf(stderr, "tv-check: no function @%s in both %s and %s\n", a->func, a->src, a->tgt);
  else fprintf(stderr, "tv-check: %s: no function definitions to pair with %s\n", a->src, a->tgt);
  return 1;
}

/* --junit/--sarif: the checks as they are printed */
static TvCiLog ci_log;

static void add_ci(const Args *a, const char *file, const char *func, MlirOperation tgt, const TvResult *r) {
  char loc[1024] = "";
  TvCiCheck c;
  if (!a->junit && !a->sarif) return;
  mu_loc_text(mlirOperationGetLocation(tgt), loc, sizeof loc);
  if (!tv_ci_from_result(&c, NULL, func, strcmp(file, "-") ? file : "<stdin>", loc, r)) tv_ci_push(&ci_log, &c);
}

static int run(const Args *a, MlirModule src, MlirModule tgt) {
  int incorrect = 0, unproven = 0;
  for (MlirOperation op = mlirBlockGetFirstOperation(mlirModuleGetBody(src)); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op)) {
    MlirStringRef n = mu_func_name(op);
    if (!mu_is_func_def(op) || !wanted(a, n) || mlirOperationIsNull(mu_module_func(tgt, n))) continue;
    char *name = strndup(n.data, n.length);
    if (!name) return EXIT_USAGE;
    TvResult r;
    tv_check_pair(&a->opts, op, mu_module_func(tgt, n), &r);
    tv_check_through_callers(&a->opts, op, mu_module_func(tgt, n), &r);
    if (a->json) tv_result_print_json(stdout, NULL, name, &r);
    else tv_result_print_text(stdout, name, &r);
    add_ci(a, a->tgt, name, mu_module_func(tgt, n), &r);
    incorrect |= r.verdict == TV_INCORRECT;
    unproven |= r.verdict != TV_PROVEN;
    tv_result_free(&r);
    free(name);
  }
  return incorrect ? EXIT_INCORRECT : unproven ? EXIT_NOT_PROVEN : EXIT_PROVEN;
}

/* The one-file form's target for a source named n: "src" -> "tgt", "NAME_src" ->
 * "NAME_tgt"; 0 when n is no source name. */
static int tgt_name(MlirStringRef n, char *buf, size_t len) {
  if (n.length < 3 || n.length + 1 > len || memcmp(n.data + n.length - 3, "src", 3)) return 0;
  if (n.length > 3 && n.data[n.length - 4] != '_') return 0;
  memcpy(buf, n.data, n.length - 3);
  memcpy(buf + n.length - 3, "tgt", 4);
  return 1;
}

/* One file: each @src/@tgt and @NAME_src/@NAME_tgt pair, as "@src -> @tgt: proven". */
static int run_one_file(const Args *a, MlirModule m) {
  int incorrect = 0, unproven = 0, npairs = 0;
  for (MlirOperation op = mlirBlockGetFirstOperation(mlirModuleGetBody(m)); !mlirOperationIsNull(op);
       op = mlirOperationGetNextInBlock(op)) {
    MlirStringRef n = mu_func_name(op);
    char tname[512], label[1100];
    if (!mu_is_func_def(op) || !tgt_name(n, tname, sizeof tname)) continue;
    MlirOperation tgt = mu_module_func(m, mlirStringRefCreateFromCString(tname));
    if (a->func && !wanted(a, n) && (n.length < 4 || strlen(a->func) != n.length - 4 || memcmp(a->func, n.data, n.length - 4)))
      continue;
    if (mlirOperationIsNull(tgt)) {
      fprintf(stderr, "tv-check: %s: @%.*s has no @%s: skipped\n", a->src, (int)n.length, n.data, tname);
      continue;
    }
    npairs++;
    snprintf(label, sizeof label, "%.*s -> @%s", (int)n.length, n.data, tname);
    TvResult r;
    tv_check_pair(&a->opts, op, tgt, &r);
    if (a->json) tv_result_print_json(stdout, NULL, label, &r);
    else tv_result_print_text(stdout, label, &r);
    add_ci(a, a->src, label, tgt, &r);
    fflush(stdout);
    incorrect |= r.verdict == TV_INCORRECT;
    unproven |= r.verdict != TV_PROVEN;
    tv_result_free(&r);
  }
  if (!npairs) {
    fprintf(stderr, "tv-check: %s: no function pair to check: one file needs @src and @tgt (or @NAME_src and "
            "@NAME_tgt)%s%s; see tv-check --help\n", a->src, a->func ? " named " : "", a->func ? a->func : "");
    return EXIT_USAGE;
  }
  return incorrect ? EXIT_INCORRECT : unproven ? EXIT_NOT_PROVEN : EXIT_PROVEN;
}

/* --ir-dump: every pass of the log, then a summary line as the plugin's. */
static int run_ir_dump(const Args *a, MlirContext ctx) {
  IrdLog log;
  char err[512];
  if (ird_read(a->ir_dump, &log, err, sizeof err)) {
    fprintf(stderr, "tv-check: %s\n", err);
    ird_free(&log);
    return EXIT_USAGE;
  }
  IrdOptions o = {&a->opts, a->func, a->json, strcmp(a->ir_dump, "-") ? a->ir_dump : "<stdin>",
                  a->junit || a->sarif ? &ci_log : NULL};
  IrdCounts c;
  ird_check(ctx, &o, &log, stdout, &c);
  ird_free(&log);
  unsigned long *v = c.verdicts;
  fprintf(stderr,
          "tv-check: %s: %lu pass runs, %lu checks: %lu proven, %lu incorrect, %lu inconclusive, %lu unsupported, "
          "%lu timeouts, %lu errors; %lu unchanged, %lu failed",
          o.name, c.passes, c.checks, v[TV_PROVEN], v[TV_INCORRECT], v[TV_INCONCLUSIVE], v[TV_UNSUPPORTED],
          v[TV_TIMEOUT], v[TV_ERROR], c.unchanged, c.failed);
  if (c.unpaired)
    fprintf(stderr, " (%lu with no 'after' dump: unchanged under --mlir-print-ir-after-change, or the tool stopped)",
            c.unpaired);
  fputc('\n', stderr);
  if (c.passes && c.unpaired == c.passes)
    fprintf(stderr, "tv-check: %s holds no 'IR Dump After' header: nothing changed (with "
            "--mlir-print-ir-after-change), or the tool ran without --mlir-print-ir-after-all\n", o.name);
  return v[TV_INCORRECT] ? EXIT_INCORRECT : c.checks != v[TV_PROVEN] ? EXIT_NOT_PROVEN : EXIT_PROVEN;
}

int main(int argc, char **argv) {
  Args a = {0};
  int rc = parse_args(argc, argv, &a);
  if (rc >= 0) return rc;
  unsigned errors = 0;
  MlirContext ctx = mu_context_new(on_diagnostic, &errors);
  if (a.unregistered || a.ir_dump) mlirContextSetAllowUnregisteredDialects(ctx, 1);
  MlirModule src = {NULL}, tgt = {NULL};
  int npairs;
  /* both files are read, so that one run shows the errors of both */
  int bad = a.ir_dump ? 0 : load(ctx, a.src, &errors, &src);
  if (a.tgt) bad |= load(ctx, a.tgt, &errors, &tgt);
  if (bad || (a.tgt && check_pairing(&a, src, tgt, &npairs)))
    rc = EXIT_USAGE;
  else {
    a.opts.reaper = tv_reaper_new();   /* a timed-out query's context is freed off the check */
    rc = a.ir_dump ? run_ir_dump(&a, ctx) : a.tgt ? run(&a, src, tgt) : run_one_file(&a, src);
    char err[1200];
    if (tv_ci_write(&ci_log, a.junit, "--junit", a.sarif, "--sarif", err, sizeof err)) {
      fprintf(stderr, "tv-check: %s\n", err);
      rc = EXIT_USAGE;
    }
    /* The verdicts are out; the reaper may still be waiting for a solver call left running
     * past its deadline (smt_bounded) and deleting contexts of gigabytes: the process ends
     * without waiting for it, as the exit would free all of that anyway. */
    fflush(stdout);
    fflush(stderr);
    _exit(rc);
  }
  if (!mlirModuleIsNull(src)) mlirModuleDestroy(src);
  if (!mlirModuleIsNull(tgt)) mlirModuleDestroy(tgt);
  mlirContextDestroy(ctx);
  return rc;
}
