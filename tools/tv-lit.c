/* tv-lit.c: the nightly runner. `run` puts an mlir-opt wrapper (the real mlir-opt with the
 * tv plugin, warn mode, one JSON report and dump directory per call) first in PATH, runs
 * lit on an unchanged suite, and merges the reports; `merge` merges the run directories of
 * several shards. See README.md "Nightly runs" and docs/design.md. */
#define _XOPEN_SOURCE 700   /* realpath */
#include <errno.h>
#include <dirent.h>
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>
#include "cli.h"
#include "tv-lit.h"

#define LLVM_BIN "/usr/lib/llvm-22/bin"

static const char usage[] =
  "usage: tv-lit run [options] TEST_PATH... [-- LIT_ARG...]\n"
  "       tv-lit merge [--top N] [--baseline DIR] [--known FILE] [--fail-on WHAT] [--junit FILE] [--sarif FILE] OUT_DIR RUN_DIR...\n"
  "       tv-lit compare BEFORE_DIR AFTER_DIR\n"
  "\n"
  "run: runs lit on an unchanged lit suite with the tv plugin injected into every mlir-opt\n"
  "call (--tv-verify-each --tv-on-failure=warn --tv-quiet, a JSON report and a dump directory per call\n"
  "under OUT/calls/), then merges the reports into OUT/summary.json and OUT/summary.html.\n"
  "The suite must find mlir-opt through PATH (OUT/bin is put first) or through the tools\n"
  "directory given to lit as --param tv_lit_bin=OUT/bin (see README.md, Nightly runs).\n"
  "  -o, --out DIR      output directory (default tv-lit-out); must not hold an earlier run\n"
  "  --plugin FILE      the plugin (default ../lib/libtv.so next to this program)\n"
  "  --mlir-opt FILE    the real mlir-opt (default: mlir-opt in PATH, else " LLVM_BIN "/mlir-opt)\n"
  "  --lit FILE         lit (default: lit in PATH, else " LLVM_BIN "/lit)\n"
  "  --tv-arg FLAG      one more plugin flag for every call, e.g. --tv-arg=--tv-timeout=30\n"
  "                     (repeatable; tried once first: a flag mlir-opt or the plugin rejects\n"
  "                     is exit status 2)\n"
  "  --shards N         split the suite into N shards (lit --num-shards) ...\n"
  "  --shard K          ... and run shard K, 1 <= K <= N (lit --run-shard); merge the shards'\n"
  "                     output directories afterwards with `tv-lit merge`\n"
  "  -j N               lit workers (lit -j)\n"
  "  --top N            how many of the slowest checks to list (default 20)\n"
  "  --baseline DIR     a previous tv-lit output directory (its summary.json): every\n"
  "                     incorrect check is known when the same test, pass and function was\n"
  "                     incorrect there or a line of the known-findings file matches it,\n"
  "                     else new; new ones come first on the page and on stdout\n"
  "  --known FILE       the known-findings file (default with --baseline: the project's\n"
  "                     docs/known-findings.tsv; lines: test (a glob, relative to the suite),\n"
  "                     pass, function, kind (bug, not a bug, lossy by design), findings.md\n"
  "                     entry, separated by tabs); alone, it marks without a previous run\n"
  "  --fail-on WHAT     incorrect (default): exit status 1 for any incorrect check;\n"
  "                     new: only for new ones (known ones are exit status 0)\n"
  "  --junit FILE       also write every check as JUnit XML (Jenkins, GitLab): a test suite\n"
  "                     per pass, a test case per check (name @func (test)); incorrect a\n"
  "                     failure with the counterexample, inconclusive, unsupported and\n"
  "                     timeout skipped with the reason, error an error\n"
  "  --sarif FILE       also write them as SARIF 2.1.0 (code scanning): a result per\n"
  "                     incorrect check at the first differing op (level error), the\n"
  "                     checks not proven as notes\n"
  "  -- LIT_ARG...      passed to lit before the test paths (e.g. -- -sv --param x=y)\n"
  "\n"
  "merge: reads RUN_DIR/calls/* of every run directory (for example one per shard, copied\n"
  "from other machines) and writes OUT_DIR/summary.json and OUT_DIR/summary.html;\n"
  "--top, --baseline, --known, --fail-on, --junit and --sarif as for run.\n"
  "\n"
  "compare: matches the checks of two run directories of the same suite (by test, mlir-opt\n"
  "arguments, pass, function and place in the call) and lists each whose verdict, reason or\n"
  "counterexample differs or that only one run has; exit status 0 when none differs, 1 when\n"
  "some does.\n"
  "\n"
  "Report lines that are cut short (a killed mlir-opt) or malformed are skipped and counted.\n"
  "Exit status: 0 no check incorrect, 1 some check incorrect (with --fail-on=new: some\n"
  "new one), 2 usage or I/O error (also an unreadable --baseline or --known),\n"
  "3 (run only) no check incorrect (new) but lit reported failing tests.\n";

typedef struct RunOpts {
  const char *out, *plugin, *mlir_opt, *lit, *shards, *shard, *jobs;
  const char **tv_args, **lit_args, **paths;
  size_t ntv_args, nlit_args, npaths;
  TlMergeOpts merge;
} RunOpts;

static int push(const char ***v, size_t *n, const char *s) {
  const char **p = realloc(*v, (*n + 1) * sizeof *p);
  if (!p) return 1;
  *v = p;
  p[(*n)++] = s;
  return 0;
}

/* "--name=value" or "--name value"; returns the value and advances *i, or NULL. */
static const char *opt_value(int argc, char **argv, int *i, const char *name) {
  size_t n = strlen(name);
  if (strncmp(argv[*i], name, n)) return NULL;
  if (argv[*i][n] == '=') return argv[*i] + n + 1;
  if (argv[*i][n] || *i + 1 >= argc) return NULL;
  return argv[++*i];
}

static int parse_count(const char *s, size_t *out) {
  unsigned long v;
  if (!s || cli_uint(s, 0, ULONG_MAX, &v)) return 1;
  *out = v;
  return 0;
}

/* --top, --baseline, --known, --fail-on, --junit, --sarif at argv[*i]: 1 when it is one (*bad when its
 * value is wrong), 0 when not. */
static int parse_merge_opt(int argc, char **argv, int *i, TlMergeOpts *m, const char **known, int *bad) {
  const char *v;
  if ((v = opt_value(argc, argv, i, "--top"))) *bad |= parse_count(v, &m->top);
  else if ((v = opt_value(argc, argv, i, "--baseline"))) m->previous = v;
  else if ((v = opt_value(argc, argv, i, "--known"))) *known = v;
  else if ((v = opt_value(argc, argv, i, "--junit"))) *bad |= !*(m->junit = v);
  else if ((v = opt_value(argc, argv, i, "--sarif"))) *bad |= !*(m->sarif = v);
  else if ((v = opt_value(argc, argv, i, "--fail-on"))) {
    if (!strcmp(v, "new") || !strcmp(v, "incorrect")) m->fail_on_new = !strcmp(v, "new");
    else {
      fprintf(stderr, "tv-lit: --fail-on takes incorrect or new, not '%s'\n", v);
      *bad = 1;
    }
  } else return 0;
  return 1;
}

/* The project's known-findings file: installed (../share/doc/tv/docs next to this
 * program), else the source tree's; NULL when neither exists. */
static char *default_known(void) {
  char exe[PATH_MAX], buf[PATH_MAX + 64];
  ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
  if (n > 0) {
    exe[n] = 0;
    char *slash = strrchr(exe, '/');
    if (slash) *slash = 0;
    snprintf(buf, sizeof buf, "%s/../share/doc/tv/docs/known-findings.tsv", exe);
    if (!access(buf, R_OK)) return realpath(buf, NULL);
  }
#ifdef TV_LIT_KNOWN
  if (!access(TV_LIT_KNOWN, R_OK)) return strdup(TV_LIT_KNOWN);
#endif
  return NULL;
}

/* The known-findings file to use: --known's, or the project's when --baseline is given. */
static int set_known(TlMergeOpts *m, const char *known, char **owned) {
  if (known) m->known_file = known;
  else if (m->previous) m->known_file = *owned = default_known();
  return 0;
}

static int parse_run(int argc, char **argv, RunOpts *o, const char **known) {
  const char *v;
  int bad = 0;
  for (int i = 2; i < argc; i++) {
    if (parse_merge_opt(argc, argv, &i, &o->merge, known, &bad)) {
      if (bad) return 1;
    } else if (!strcmp(argv[i], "--")) {
      while (++i < argc)
        if (push(&o->lit_args, &o->nlit_args, argv[i])) return 1;
    } else if ((v = opt_value(argc, argv, &i, "--out")) || (v = opt_value(argc, argv, &i, "-o"))) {
      o->out = v;
    } else if ((v = opt_value(argc, argv, &i, "--plugin"))) {
      o->plugin = v;
    } else if ((v = opt_value(argc, argv, &i, "--mlir-opt"))) {
      o->mlir_opt = v;
    } else if ((v = opt_value(argc, argv, &i, "--lit"))) {
      o->lit = v;
    } else if ((v = opt_value(argc, argv, &i, "--tv-arg"))) {
      if (push(&o->tv_args, &o->ntv_args, v)) return 1;
    } else if ((v = opt_value(argc, argv, &i, "--shards"))) {
      o->shards = v;
    } else if ((v = opt_value(argc, argv, &i, "--shard"))) {
      o->shard = v;
    } else if ((v = opt_value(argc, argv, &i, "-j"))) {
      o->jobs = v;
    } else if (argv[i][0] == '-') {
      fprintf(stderr, "tv-lit: unknown option or missing value: %s\n", argv[i]);
      return 1;
    } else if (push(&o->paths, &o->npaths, argv[i])) {
      return 1;
    }
  }
  size_t n = 0, k = 0;
  if (!o->npaths) {
    fputs("tv-lit: run needs at least one test path\n", stderr);
    return 1;
  }
  if (!o->shards != !o->shard || (o->shards && (parse_count(o->shards, &n) ||
      parse_count(o->shard, &k) || !n || !k || k > n))) {
    fputs("tv-lit: --shards N and --shard K go together, with 1 <= K <= N\n", stderr);
    return 1;
  }
  return 0;
}

/* The first executable `name` in PATH, else fallback; malloc'd absolute path. */
static char *find_tool(const char *name, const char *fallback) {
  const char *path = getenv("PATH");
  char buf[PATH_MAX];
  for (const char *p = path; p && *p;) {
    size_t l = strcspn(p, ":");
    if (l && snprintf(buf, sizeof buf, "%.*s/%s", (int)l, p, name) < (int)sizeof buf &&
        !access(buf, X_OK))
      return realpath(buf, NULL);
    p += l + (p[l] == ':');
  }
  return realpath(fallback, NULL);
}

static char *default_plugin(void) {
  char exe[PATH_MAX], buf[PATH_MAX + 32];   /* exe: dir of this program */
  ssize_t n = readlink("/proc/self/exe", exe, sizeof exe - 1);
  if (n <= 0) return NULL;
  exe[n] = 0;
  char *slash = strrchr(exe, '/');
  if (slash) *slash = 0;
  snprintf(buf, sizeof buf, "%s/../lib/libtv.so", exe);
  return realpath(buf, NULL);
}

/* OUT/bin/mlir-opt: a shell script so that nothing but lit's own environment reaches it;
 * mktemp makes each call's directory unique across processes, shards and pid reuse. */
static int write_wrapper(const char *bin, const char *calls, const char *real, const char *plugin,
                         const RunOpts *o) {
  char path[PATH_MAX + 32];
  snprintf(path, sizeof path, "%s/mlir-opt", bin);
  FILE *f = fopen(path, "w");
  if (!f) return 1;
  fputs("#!/bin/sh\n# Written by tv-lit: the real mlir-opt with the tv plugin (warn mode), one\n"
        "# JSON report and one dump directory per call; the lit test name is in $d/test,\n"
        "# the call's arguments in $d/args.\n", f);
  fputs("d=$(mktemp -d ", f);
  tl_sh_quote(f, calls);
  fputs("/c.XXXXXXXX) || exec ", f);
  tl_sh_quote(f, real);
  fputs(" \"$@\"\nprintf '%s\\n' \"${LIT_CURRENT_TESTCASE:-}\" >\"$d/test\"\nprintf '%s\\n' \"$*\" >\"$d/args\"\nexec ", f);
  tl_sh_quote(f, real);
  fputc(' ', f);
  fputs("--load-pass-plugin=", f);
  tl_sh_quote(f, plugin);
  fputs(" --tv-verify-each --tv-on-failure=warn --tv-quiet \\\n  \"--tv-report=$d/report.jsonl\" "
        "\"--tv-dump-dir=$d/dump\"", f);
  for (size_t i = 0; i < o->ntv_args; i++) {
    fputc(' ', f);
    tl_sh_quote(f, o->tv_args[i]);
  }
  fputs(" \"$@\"\n", f);
  if (fclose(f)) return 1;
  return chmod(path, 0755);
}

/* Links every other program of the real mlir-opt's directory into OUT/bin, so that a suite
 * whose site config names one tools directory can be pointed at OUT/bin as a whole. */
static void link_siblings(const char *bin, const char *real) {
  char dir[PATH_MAX], from[PATH_MAX * 2], to[PATH_MAX * 2];
  snprintf(dir, sizeof dir, "%s", real);
  char *slash = strrchr(dir, '/');
  if (!slash) return;
  *slash = 0;
  if (!strcmp(dir, "/usr/bin") || !strcmp(dir, "/bin") || !strcmp(dir, "/usr/local/bin")) return;
  DIR *d = opendir(dir);
  if (!d) return;
  for (struct dirent *e; (e = readdir(d));) {
    if (e->d_name[0] == '.' || !strcmp(e->d_name, "mlir-opt")) continue;
    snprintf(from, sizeof from, "%s/%s", dir, e->d_name);
    snprintf(to, sizeof to, "%s/%s", bin, e->d_name);
    if (!access(from, X_OK)) (void)symlink(from, to);
  }
  closedir(d);
}

static int dir_is_empty_or_absent(const char *path) {
  DIR *d = opendir(path);
  if (!d) return errno == ENOENT;
  int empty = 1;
  for (struct dirent *e; empty && (e = readdir(d));)
    empty = !strcmp(e->d_name, ".") || !strcmp(e->d_name, "..");
  closedir(d);
  return empty;
}

/* Runs argv with stdout to /dev/null and stderr to err_path; its exit status, or -1. */
static int run_quietly(char *const argv[], const char *err_path) {
  fflush(stdout);
  fflush(stderr);
  pid_t pid = fork();
  if (pid == 0) {
    if (!freopen("/dev/null", "w", stdout) || !freopen(err_path, "w", stderr)) _exit(127);
    execv(argv[0], argv);
    _exit(127);
  }
  int st;
  if (pid < 0 || waitpid(pid, &st, 0) < 0) return -1;
  return WIFEXITED(st) ? WEXITSTATUS(st) : 128 + WTERMSIG(st);
}

/* One call of the real mlir-opt with the wrapper's flags on a one-line function, before the
 * suite: a flag mlir-opt or the plugin rejects (the plugin reports a bad value on stderr even
 * under --tv-quiet) would otherwise fail every test of the suite that checks stderr, and
 * hide among their failures. Returns 0 when the call is silent and succeeds. */
static int check_flags(const RunOpts *o, const char *real, const char *plugin, const char *out) {
  char in[PATH_MAX + 32], err[PATH_MAX + 32], load[PATH_MAX + 32];
  snprintf(in, sizeof in, "%s/flags-check.mlir", out);
  snprintf(err, sizeof err, "%s/flags-check.err", out);
  snprintf(load, sizeof load, "--load-pass-plugin=%s", plugin);
  FILE *f = fopen(in, "w");
  if (!f) return 1;
  int bad = fputs("func.func @f(%x: i32) -> i32 {\n  return %x : i32\n}\n", f) < 0;
  if (fclose(f) || bad) return 1;
  const char **argv = NULL;
  size_t n = 0;
  bad = push(&argv, &n, real) | push(&argv, &n, load) | push(&argv, &n, "--tv-verify-each") |
            push(&argv, &n, "--tv-on-failure=warn") | push(&argv, &n, "--tv-quiet");
  for (size_t i = 0; i < o->ntv_args; i++) bad |= push(&argv, &n, o->tv_args[i]);
  bad |= push(&argv, &n, "--canonicalize") | push(&argv, &n, in) | push(&argv, &n, NULL);
  int rc = bad ? -1 : run_quietly((char *const *)argv, err);
  free(argv);
  struct stat st;
  int said = !stat(err, &st) && st.st_size > 0;
  if (rc || said) {
    fprintf(stderr, "tv-lit: mlir-opt rejects the plugin flags (tried on a one-line function, "
            "exit status %d); check --tv-arg:\n", rc);
    if ((f = fopen(err, "r"))) {
      for (int c; (c = fgetc(f)) != EOF;) fputc(c, stderr);
      fclose(f);
    }
  }
  unlink(in);
  unlink(err);
  return rc || said;
}

static int run_lit(const RunOpts *o, const char *lit, const char *bin, const char *out) {
  const char **argv = NULL;
  size_t n = 0;
  char param[PATH_MAX + 32], results[PATH_MAX + 32], shards[64], shard[64];
  int bad = push(&argv, &n, lit);
  if (o->jobs) bad |= push(&argv, &n, "-j") | push(&argv, &n, o->jobs);
  if (o->shards) {
    snprintf(shards, sizeof shards, "--num-shards=%s", o->shards);
    snprintf(shard, sizeof shard, "--run-shard=%s", o->shard);
    bad |= push(&argv, &n, shards) | push(&argv, &n, shard);
  }
  snprintf(param, sizeof param, "tv_lit_bin=%s", bin);
  bad |= push(&argv, &n, "--param") | push(&argv, &n, param);
  /* lit's own results, for the tests that fail, time out or crash (summary.html) */
  snprintf(results, sizeof results, "%s/lit.json", out);
  bad |= push(&argv, &n, "-o") | push(&argv, &n, results);
  for (size_t i = 0; i < o->nlit_args; i++) bad |= push(&argv, &n, o->lit_args[i]);
  for (size_t i = 0; i < o->npaths; i++) bad |= push(&argv, &n, o->paths[i]);
  bad |= push(&argv, &n, NULL);
  if (bad) return -1;
  fflush(stdout);
  fflush(stderr);
  pid_t pid = fork();
  if (pid == 0) {
    const char *old = getenv("PATH");
    size_t len = strlen(bin) + (old ? strlen(old) : 0) + 2;
    char *path = malloc(len);
    if (path) {
      snprintf(path, len, "%s%s%s", bin, old ? ":" : "", old ? old : "");
      setenv("PATH", path, 1);
    }
    setenv("TV_LIT_BIN", bin, 1);
    execv(lit, (char *const *)argv);
    fprintf(stderr, "tv-lit: cannot run %s: %s\n", lit, strerror(errno));
    _exit(127);
  }
  free(argv);
  int st;
  if (pid < 0 || waitpid(pid, &st, 0) < 0) return -1;
  return WIFEXITED(st) ? WEXITSTATUS(st) : 128 + WTERMSIG(st);
}

/* Whether a CI file can be written, before the suite runs (written again at the end). */
static int writable(const char *flag, const char *path) {
  FILE *f = path ? fopen(path, "w") : NULL;
  if (!path || (f && !fclose(f))) return 1;
  fprintf(stderr, "tv-lit: %s: cannot write %s: %s\n", flag, path, strerror(errno));
  return 0;
}

static int cmd_run(int argc, char **argv) {
  RunOpts o = {.out = "tv-lit-out", .merge = {.top = 20}};
  const char *known = NULL;
  char *known_owned = NULL;
  char bin[PATH_MAX + 8], calls[PATH_MAX + 8], outabs[PATH_MAX];   /* bin: OUT/bin */
  int rc = 2;
  char *real = NULL, *plugin = NULL, *lit = NULL;
  if (parse_run(argc, argv, &o, &known) || set_known(&o.merge, known, &known_owned)) {
    fputs("(tv-lit --help for usage)\n", stderr);
    goto done;
  }
  real = o.mlir_opt ? realpath(o.mlir_opt, NULL) : find_tool("mlir-opt", LLVM_BIN "/mlir-opt");
  plugin = o.plugin ? realpath(o.plugin, NULL) : default_plugin();
  lit = o.lit ? realpath(o.lit, NULL) : find_tool("lit", LLVM_BIN "/lit");
  if (!real || !plugin || !lit) {
    fprintf(stderr, "tv-lit: cannot find %s\n", !real ? "mlir-opt (--mlir-opt)"
            : !plugin ? "the plugin libtv.so (--plugin)" : "lit (--lit)");
    goto done;
  }
  mkdir(o.out, 0777);
  if (!realpath(o.out, outabs)) {
    fprintf(stderr, "tv-lit: cannot create %s: %s\n", o.out, strerror(errno));
    goto done;
  }
  snprintf(bin, sizeof bin, "%s/bin", outabs);
  snprintf(calls, sizeof calls, "%s/calls", outabs);
  if (!dir_is_empty_or_absent(calls) || !dir_is_empty_or_absent(bin)) {
    fprintf(stderr, "tv-lit: %s holds an earlier run; use a new --out directory\n", outabs);
    goto done;
  }
  if (check_flags(&o, real, plugin, outabs) || !writable("--junit", o.merge.junit) ||
      !writable("--sarif", o.merge.sarif))
    goto done;
  TlSummary probe = {0};   /* a bad baseline stops the run before lit, not after it */
  if ((o.merge.previous || o.merge.known_file) &&
      tl_baseline_mark(&probe, o.merge.previous, o.merge.known_file))
    goto done;
  if ((mkdir(bin, 0777) && errno != EEXIST) || (mkdir(calls, 0777) && errno != EEXIST) ||
      write_wrapper(bin, calls, real, plugin, &o)) {
    fprintf(stderr, "tv-lit: cannot write the mlir-opt wrapper in %s: %s\n", bin, strerror(errno));
    goto done;
  }
  link_siblings(bin, real);
  printf("tv-lit: lit %s with %s/mlir-opt (%s + %s)\n", lit, bin, real, plugin);
  int lit_rc = run_lit(&o, lit, bin, outabs);
  if (lit_rc < 0) goto done;
  if (lit_rc) printf("tv-lit: lit exited with status %d (failing tests: see lit's output above)\n", lit_rc);
  if (dir_is_empty_or_absent(calls))
    printf("tv-lit: warning: no mlir-opt call went through %s/mlir-opt: the suite runs mlir-opt "
           "from elsewhere (a fixed directory before PATH, or an absolute path); see README.md, "
           "Nightly runs\n", bin);
  char *dirs[1] = {outabs};
  rc = tl_merge(outabs, dirs, 1, &o.merge);
  if (!rc && lit_rc) rc = 3;
done:
  free(real);
  free(plugin);
  free(lit);
  free(o.tv_args);
  free(o.lit_args);
  free(o.paths);
  free(known_owned);
  return rc;
}

static int cmd_merge(int argc, char **argv) {
  TlMergeOpts m = {.top = 20};
  const char *known = NULL;
  char *known_owned = NULL;
  int i = 2, bad = 0;
  for (; i < argc && argv[i][0] == '-'; i++) {
    if (!parse_merge_opt(argc, argv, &i, &m, &known, &bad) || bad) {
      if (!bad) fprintf(stderr, "tv-lit: unknown merge option or missing value: %s\n", argv[i]);
      return 2;
    }
  }
  if (argc - i < 2) {
    fputs("tv-lit: merge needs OUT_DIR and at least one RUN_DIR (tv-lit --help)\n", stderr);
    return 2;
  }
  set_known(&m, known, &known_owned);
  int rc = tl_merge(argv[i], argv + i + 1, (size_t)(argc - i - 1), &m);
  free(known_owned);
  return rc;
}

int main(int argc, char **argv) {
  if (argc < 2 || !strcmp(argv[1], "--help") || !strcmp(argv[1], "-h")) {
    fputs(usage, argc < 2 ? stderr : stdout);
    return argc < 2 ? 2 : 0;
  }
  if (!strcmp(argv[1], "run")) return cmd_run(argc, argv);
  if (!strcmp(argv[1], "merge")) return cmd_merge(argc, argv);
  if (!strcmp(argv[1], "compare")) {
    if (argc != 4) {
      fputs("tv-lit: compare needs BEFORE_DIR and AFTER_DIR (tv-lit --help)\n", stderr);
      return 2;
    }
    return tl_compare(argv[2], argv[3], stdout);
  }
  fprintf(stderr, "tv-lit: unknown command '%s' (run, merge, compare, --help)\n", argv[1]);
  return 2;
}
