/* tv-selfcheck: refinement is reflexive, so every function checked against itself must
 * never be incorrect. Checks every function of every .mlir file under the given paths
 * against a second parse of itself (the solver runs: tv_check_pair has no identical-program
 * shortcut) and lists any incorrect verdict. The test suite runs it on test/ and examples/.
 * Exit status: 0 none incorrect, 1 some incorrect, 3 usage or I/O error. */
#include <dirent.h>
#include <limits.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <mlir-c/Diagnostics.h>
#include <mlir-c/IR.h>
#include "cli.h"
#include "mlirutil.h"
#include "smt.h"        /* smt_now */
#include "tv.h"

static const char *USAGE =
    "usage: tv-selfcheck [--timeout=SECONDS] [--verbose] [--top=N] PATH...\n"
    "\n"
    "Checks every function of every .mlir file under PATH (a file, or a directory searched\n"
    "recursively) against itself; refinement is reflexive, so none may be incorrect.\n"
    "A file is cut into pieces as split-file (//--- NAME) and --split-input-file (// -----)\n"
    "cut it; a piece that does not parse or verify is skipped and counted. Prints every\n"
    "incorrect and error verdict, the N slowest checks (default 5), then a summary.\n"
    "  --timeout=SECONDS  time limit per function (default 2; 0 = none)\n"
    "  --verbose          one line per function\n"
    "exit status: 0 none incorrect, 1 some incorrect, 3 bad usage or I/O error\n";

enum { EXIT_OK = 0, EXIT_INCORRECT = 1, EXIT_USAGE = 3 };
#define NSLOW_MAX 64

typedef struct Slow {
  double seconds;
  char where[512];
} Slow;

typedef struct Run {
  TvOptions opts;
  int verbose;
  size_t top;
  size_t nfiles, npieces, nskipped, nfuncs, counts[TV_NVERDICTS];
  Slow slow[NSLOW_MAX];   /* the slowest checks, slowest first */
  unsigned parse_errors;  /* diagnostics of the piece being parsed */
} Run;

typedef struct Paths {
  char **v;
  size_t n;
} Paths;

static int ends_with(const char *s, const char *suffix) {
  size_t n = strlen(s), k = strlen(suffix);
  return n >= k && !strcmp(s + n - k, suffix);
}

static int push_path(Paths *p, const char *s) {
  char **v = realloc(p->v, (p->n + 1) * sizeof *v);
  if (!v) return 1;
  p->v = v;
  if (!(v[p->n] = strdup(s))) return 1;
  p->n++;
  return 0;
}

/* Adds path if it is a .mlir file, or the .mlir files under it if it is a directory. */
static int collect(Paths *p, const char *path, int top) {
  struct stat st;
  if (stat(path, &st)) {
    fprintf(stderr, "tv-selfcheck: %s: %s\n", path, strerror(errno));
    return 1;
  }
  if (!S_ISDIR(st.st_mode)) return (top || ends_with(path, ".mlir")) ? push_path(p, path) : 0;
  DIR *d = opendir(path);
  if (!d) {
    fprintf(stderr, "tv-selfcheck: %s: %s\n", path, strerror(errno));
    return 1;
  }
  int rc = 0;
  for (struct dirent *e; !rc && (e = readdir(d));) {
    if (e->d_name[0] == '.') continue;
    size_t n = strlen(path) + strlen(e->d_name) + 2;
    char *sub = malloc(n);
    if (!sub) rc = 1;
    else {
      snprintf(sub, n, "%s/%s", path, e->d_name);
      rc = collect(p, sub, 0);
      free(sub);
    }
  }
  closedir(d);
  return rc;
}

static int cmp_str(const void *a, const void *b) {
  return strcmp(*(char *const *)a, *(char *const *)b);
}

static char *read_file(const char *path) {
  FILE *f = fopen(path, "rb");
  if (!f) return NULL;
  size_t cap = 1 << 16, n = 0;
  char *buf = malloc(cap);
  for (size_t k; buf && (k = fread(buf + n, 1, cap - n - 1, f)) > 0;) {
    n += k;
    if (cap - n - 1 == 0) {
      char *b = realloc(buf, cap *= 2);
      if (!b) free(buf);
      buf = b;
    }
  }
  if (buf) buf[n] = 0;
  fclose(f);
  return buf;
}

/* Whether the line at s starts (after blanks) with marker. */
static int line_is(const char *s, const char *marker) {
  while (*s == ' ' || *s == '\t') s++;
  return !strncmp(s, marker, strlen(marker));
}

static void keep_slow(Run *r, double seconds, const char *where) {
  size_t n = r->top < NSLOW_MAX ? r->top : NSLOW_MAX, i = n;
  while (i > 0 && r->slow[i - 1].seconds < seconds) i--;
  if (i >= n) return;
  memmove(&r->slow[i + 1], &r->slow[i], (n - i - 1) * sizeof r->slow[0]);
  r->slow[i].seconds = seconds;
  snprintf(r->slow[i].where, sizeof r->slow[i].where, "%s", where);
}

static void check_func(Run *r, const char *file, MlirOperation src, MlirOperation tgt) {
  MlirStringRef n = mu_func_name(src);
  MlirLocation loc = mlirOperationGetLocation(src);
  char where[512], name[256];
  int line = mlirLocationIsAFileLineColRange(loc) ? mlirLocationFileLineColRangeGetStartLine(loc) : 0;
  snprintf(where, sizeof where, "%s:%d: @%.*s", file, line, (int)n.length, n.data);
  snprintf(name, sizeof name, "%.*s", (int)n.length, n.data);
  TvResult res;
  tv_check_pair(&r->opts, src, tgt, &res);
  r->nfuncs++;
  r->counts[res.verdict < TV_NVERDICTS ? res.verdict : TV_ERROR]++;
  keep_slow(r, res.seconds, where);
  if (r->verbose || res.verdict == TV_INCORRECT || res.verdict == TV_ERROR) {
    printf("%s:%d: ", file, line);
    tv_result_print_text(stdout, name, &res);
    fflush(stdout);
  }
  tv_result_free(&res);
}

static MlirLogicalResult count_diagnostic(MlirDiagnostic d, void *ud) {
  if (mlirDiagnosticGetSeverity(d) == MlirDiagnosticError) ((Run *)ud)->parse_errors++;
  return mlirLogicalResultSuccess();
}

/* One piece: text preceded by enough newlines that its lines keep their numbers. */
static void check_piece(Run *r, MlirContext ctx, const char *file, const char *text, size_t len,
                        unsigned first_line) {
  char *buf = malloc(first_line + len + 1);
  if (!buf) return;
  memset(buf, '\n', first_line);
  memcpy(buf + first_line, text, len);
  buf[first_line + len] = 0;
  MlirStringRef s = mlirStringRefCreate(buf, first_line + len);
  r->npieces++;
  r->parse_errors = 0;
  MlirModule src = mlirModuleCreateParse(ctx, s);
  MlirModule tgt = mlirModuleIsNull(src) ? (MlirModule){NULL} : mlirModuleCreateParse(ctx, s);
  if (mlirModuleIsNull(src) || mlirModuleIsNull(tgt) || r->parse_errors) {
    r->nskipped++;
    if (r->verbose) printf("%s:%u: skipped (does not parse or verify)\n", file, first_line + 1);
  } else {
    for (MlirOperation op = mlirBlockGetFirstOperation(mlirModuleGetBody(src)); !mlirOperationIsNull(op);
         op = mlirOperationGetNextInBlock(op))
      if (mu_is_func_def(op)) check_func(r, file, op, mu_module_func(tgt, mu_func_name(op)));
  }
  if (!mlirModuleIsNull(src)) mlirModuleDestroy(src);
  if (!mlirModuleIsNull(tgt)) mlirModuleDestroy(tgt);
  free(buf);
}

/* Cuts [text, end) at "// -----" lines, as --split-input-file does. */
static void check_split_input(Run *r, MlirContext ctx, const char *file, const char *text,
                              const char *end, unsigned line) {
  const char *start = text;
  unsigned start_line = line;
  for (const char *p = text; p < end; line++) {
    const char *nl = memchr(p, '\n', (size_t)(end - p));
    const char *next = nl ? nl + 1 : end;
    if (line_is(p, "// -----")) {
      check_piece(r, ctx, file, start, (size_t)(p - start), start_line);
      start = next;
      start_line = line + 1;
    }
    p = next;
  }
  check_piece(r, ctx, file, start, (size_t)(end - start), start_line);
}

/* Cuts a file at split-file's "//--- NAME" lines (the text before the first is not a
 * file), then each part as --split-input-file does. */
static void check_file(Run *r, MlirContext ctx, const char *file, const char *text) {
  const char *end = text + strlen(text), *part = NULL;
  unsigned line = 0, part_line = 0;
  for (const char *p = text; p < end; line++) {
    const char *nl = memchr(p, '\n', (size_t)(end - p));
    const char *next = nl ? nl + 1 : end;
    if (!strncmp(p, "//--- ", 6)) {
      if (part) check_split_input(r, ctx, file, part, p, part_line);
      part = next;
      part_line = line + 1;
    }
    p = next;
  }
  if (part) check_split_input(r, ctx, file, part, end, part_line);
  else check_split_input(r, ctx, file, text, end, 0);
}

static void summary(const Run *r, double seconds) {
  for (size_t i = 0; i < r->top && i < NSLOW_MAX && r->slow[i].seconds > 0; i++)
    printf("slow: %s %.2f s\n", r->slow[i].where, r->slow[i].seconds);
  printf("tv-selfcheck: %zu files, %zu pieces (%zu skipped: do not parse or verify), %zu functions:",
         r->nfiles, r->npieces, r->nskipped, r->nfuncs);
  for (int v = 0; v < TV_NVERDICTS; v++)
    printf("%s %zu %s", v ? "," : "", r->counts[v], tv_verdict_name((TvVerdict)v));
  printf(" in %.1f s (limit %g s per function)\n", seconds, r->opts.timeout_s);
}

static int parse_args(int argc, char **argv, Run *r, Paths *paths) {
  tv_options_default(&r->opts);
  r->opts.timeout_s = 2;
  r->top = 5;
  int npaths = 0;
  for (int i = 1; i < argc; i++) {
    const char *s = argv[i], *v;
    unsigned long top;
    int k;
    if (!strcmp(s, "--help")) {
      fputs(USAGE, stdout);
      exit(EXIT_OK);
    } else if (!strcmp(s, "--verbose")) {
      r->verbose = 1;
    } else if ((k = cli_value(argc, argv, &i, "--top", &v))) {   /* --top=N or --top N */
      if (k < 0 || cli_uint(v, 0, ULONG_MAX, &top)) return 1;
      r->top = top;
    } else if ((k = cli_value(argc, argv, &i, "--timeout", &v))) {
      if (k < 0 || cli_seconds(v, &r->opts.timeout_s)) return 1;
    } else if (s[0] == '-' || collect(paths, s, 1)) {
      return 1;
    } else {
      npaths++;
    }
  }
  return npaths == 0;   /* a directory without .mlir files is fine */
}

int main(int argc, char **argv) {
  static Run r;
  Paths paths = {0};
  if (parse_args(argc, argv, &r, &paths)) {
    fputs(USAGE, stderr);
    return EXIT_USAGE;
  }
  qsort(paths.v, paths.n, sizeof *paths.v, cmp_str);
  double t0 = smt_now();
  int rc = EXIT_OK;
  for (size_t i = 0; i < paths.n; i++) {
    char *text = read_file(paths.v[i]);
    if (!text) {
      fprintf(stderr, "tv-selfcheck: cannot read %s\n", paths.v[i]);
      rc = EXIT_USAGE;
      continue;
    }
    MlirContext ctx = mu_context_new(count_diagnostic, &r);   /* one per file: pieces may reuse names */
    r.nfiles++;
    check_file(&r, ctx, paths.v[i], text);
    mlirContextDestroy(ctx);
    free(text);
    free(paths.v[i]);
  }
  free(paths.v);
  summary(&r, smt_now() - t0);
  if (r.counts[TV_INCORRECT]) return EXIT_INCORRECT;
  return rc;
}
