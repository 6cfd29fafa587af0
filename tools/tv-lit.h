/* tv-lit.h: the nightly runner's modules: a strict reader for the plugin's one-line JSON
 * objects (tv-lit-json.c), the merge of report directories into a summary (tv-lit-merge.c)
 * and its HTML page (tv-lit-html.c). tv-lit.c is the command line and the lit driver. */
#ifndef TV_LIT_H
#define TV_LIT_H
#include <stddef.h>
#include <stdio.h>

/* ---- JSON values (tv-lit-json.c) ---- */

typedef enum JvKind { JV_NULL, JV_BOOL, JV_NUM, JV_STR, JV_ARR, JV_OBJ } JvKind;

typedef struct Jv {
  JvKind kind;
  int b;             /* JV_BOOL */
  double num;        /* JV_NUM */
  char *str;         /* JV_STR, decoded, NUL-terminated (an embedded \u0000 ends it) */
  size_t n;          /* JV_ARR, JV_OBJ: number of items */
  struct Jv *items;  /* JV_ARR, JV_OBJ */
  char **keys;       /* JV_OBJ */
} Jv;

/* Parses exactly one JSON value spanning s (surrounding blanks and one trailing newline
 * allowed). Returns 0 and fills *out, or nonzero (nothing to free) on any syntax error,
 * truncation, nesting deeper than 64 or out of memory. */
int jv_parse(const char *s, Jv *out);
void jv_free(Jv *v);
/* The member named key of an object, or NULL (also when v is not an object). */
const Jv *jv_get(const Jv *v, const char *key);
/* The string member named key, or NULL when absent or not a string. */
const char *jv_str(const Jv *v, const char *key);
/* Writes v as compact JSON. */
void jv_write(FILE *out, const Jv *v);
/* Writes s as a JSON string literal (quotes included). */
void jv_write_str(FILE *out, const char *s);
/* 1 when a and b are the same JSON value (object members in the same order). */
int jv_equal(const Jv *a, const Jv *b);

/* ---- the merged summary (tv-lit-merge.c) ---- */

enum { TL_PROVEN, TL_INCORRECT, TL_INCONCLUSIVE, TL_UNSUPPORTED, TL_TIMEOUT, TL_ERROR, TL_NV };
extern const char *const tl_verdicts[TL_NV];

typedef struct TlCheck {
  char *pass, *func, *reason, *encoding, *test;
  int verdict;             /* TL_* */
  double seconds;
  char **dialects;
  size_t ndialects;
  Jv cex;                  /* JV_NULL without a counterexample */
  char *src, *tgt;         /* reproducer pair (non-proven checks), NULL if not dumped */
  char *args;              /* the mlir-opt call's arguments (its RUN line's), or NULL */
  char *flags;             /* the tv-check options that reproduce it ("--timeout=10 ..."), or NULL */
  int apart;               /* TL_REAL, or the source uses the test dialect / an op of no
                              registered dialect: kept apart from the shares */
  int status;              /* incorrect checks under a baseline: TL_NEW or TL_KNOWN;
                              TL_UNMARKED without one */
  int known_by;            /* TL_KNOWN: TL_BY_FILE | TL_BY_PREVIOUS */
  int kind;                /* TL_KNOWN: TL_KIND_* of the finding it matched */
  char *finding;           /* TL_KNOWN: its docs/findings.md entry, or NULL */
  Jv executed;             /* the report line's "executed" (the runs, "first_loc"), or JV_NULL */
} TlCheck;

enum { TL_REAL, TL_TEST_DIALECT, TL_UNREGISTERED, TL_NAPART };
/* A baseline's mark of an incorrect check: new ones sort first. */
enum { TL_UNMARKED, TL_NEW, TL_KNOWN };
enum { TL_BY_FILE = 1, TL_BY_PREVIOUS = 2 };
/* How a known finding is classified (docs/findings.md); TL_KIND_SEEN: only seen in the
 * previous run, not classified. Lossy-by-design passes sort last. */
enum { TL_KIND_BUG, TL_KIND_NOT_BUG, TL_KIND_SEEN, TL_KIND_LOSSY, TL_NKINDS };
extern const char *const tl_kinds[TL_NKINDS];

/* One reason in a ranking (unsupported ops, inconclusive and timeout reasons). */
typedef struct TlRank {
  char *name;              /* the reason, numbers written N */
  int verdict;
  size_t count;
  const char *test;        /* one lit test it came from (a check's) */
} TlRank;

/* A lit test that did not pass plainly under tv-lit (lit's own results, OUT/lit.json). */
typedef struct TlLitTest {
  char *name, *code;       /* "FAIL", "TIMEOUT", "UNRESOLVED", ... */
  int crashed;             /* its output shows a crash (a stack dump or a signal) */
} TlLitTest;

typedef struct TlGroup {   /* one pass or one dialect */
  char *name;
  size_t counts[TL_NV];
  size_t total;
  size_t real, real_proven;   /* checks on registered, non-test dialects; proven ones */
  double seconds;
} TlGroup;

typedef struct TlSummary {
  TlCheck *checks;
  size_t nchecks, capchecks;
  size_t calls;            /* mlir-opt invocations seen (report files) */
  size_t tests;            /* distinct lit tests among them */
  size_t skipped;          /* truncated or malformed report lines */
  size_t counts[TL_NV];
  TlGroup *passes, *dialects;
  size_t npasses, ndialects;
  TlCheck **slowest;       /* into checks, slowest first */
  size_t nslowest;
  TlCheck **incorrect;     /* the incorrect checks, by pass, test, function */
  size_t nincorrect;
  char **inputs;           /* the report directories merged */
  size_t ninputs;
  size_t unchanged, identical, cached;   /* the plugin sessions' own counters */
  size_t apart[TL_NAPART]; /* checks by TL_REAL / test dialect / unregistered */
  size_t real_counts[TL_NV];
  TlRank *ranks;           /* unsupported, inconclusive and timeout reasons of real checks,
                              most frequent first */
  size_t nranks;
  TlLitTest *lit;          /* lit tests that failed, timed out or crashed */
  size_t nlit;
  int have_lit;            /* some run directory had lit's results */
  int marked;              /* a baseline marked the incorrect checks new or known */
  size_t nnew, nknown;     /* incorrect checks marked new, known */
  const char *previous;    /* the baseline's previous output directory, or NULL */
  const char *known_file;  /* the known-findings file read, or NULL */
} TlSummary;

/* What tl_merge is asked for besides the run directories. */
typedef struct TlMergeOpts {
  size_t top;              /* how many slowest checks to list */
  const char *previous;    /* --baseline: a previous tv-lit output directory, or NULL */
  const char *known_file;  /* the known-findings file (docs/known-findings.tsv), or NULL */
  int fail_on_new;         /* --fail-on=new: exit 1 only for new incorrect checks */
  const char *junit, *sarif;   /* --junit, --sarif: CI files of every check, or NULL */
} TlMergeOpts;

/* Reads every DIR/calls/<call>/{test,report.jsonl} of the given directories and
 * aggregates; top = how many slowest checks to keep. Returns 0, or nonzero after printing
 * why to stderr (a directory without calls/, out of memory). */
int tl_summary_read(TlSummary *s, char **dirs, size_t ndirs, size_t top);
void tl_summary_free(TlSummary *s);
int tl_summary_write_json(const TlSummary *s, const char *path);
int tl_summary_write_html(const TlSummary *s, const char *path);
/* The closing lines on stdout: counts per verdict, the incorrect checks, the outputs. */
void tl_summary_print(const TlSummary *s, FILE *out, const char *json, const char *html);
/* 1 when name is the namespace of a registered MLIR 22 dialect. */
int tl_dialect_registered(const char *name);
/* The end of the run of incorrect checks from s->incorrect[i] on that are one finding
 * (same mark, test, pass, function, reason and counterexample; several RUN lines). */
size_t tl_incorrect_run(const TlSummary *s, size_t i);
/* Sorts s->incorrect: new, then known (classified, then lossy by design), each by pass,
 * test, function and mlir-opt arguments. */
void tl_incorrect_sort(TlSummary *s);
/* Writes s as one single-quoted shell word. */
void tl_sh_quote(FILE *f, const char *s);
/* Writes outdir/summary.json and outdir/summary.html and prints the summary; returns the
 * exit status: 0 nothing incorrect (nothing new with o->fail_on_new), 1 some check
 * incorrect (new), 2 on errors. */
int tl_merge(const char *outdir, char **dirs, size_t ndirs, const TlMergeOpts *o);

/* ---- the baseline (tv-lit-baseline.c) ---- */

/* Marks every incorrect check of s new or known: known when a line of the known-findings
 * file known_file matches it, or the same test, pass and function was incorrect in the
 * previous output directory previous (its summary.json); either may be NULL. Re-sorts
 * s->incorrect (new first). Returns 0, or nonzero after printing why to stderr. */
int tl_baseline_mark(TlSummary *s, const char *previous, const char *known_file);

/* ---- CI formats (tv-lit-ci.c) ---- */

/* Writes every check of s as JUnit XML to junit and SARIF 2.1.0 to sarif (either NULL:
 * not that one; report_ci.h): 0, or 1 after saying why on stderr. */
int tl_write_ci(const TlSummary *s, const char *junit, const char *sarif);

/* ---- two runs side by side (tv-lit-compare.c) ---- */

/* Lists on out every check of the run directories before and after whose verdict, reason
 * or counterexample differs, or that only one has, then a count line. Returns 0 when none
 * differs, 1 when some does, 2 on errors (printed to stderr). */
int tl_compare(const char *before, const char *after, FILE *out);

#endif
