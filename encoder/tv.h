/* tv.h: the translation-validation library shared by the mlir-opt plugin and tv-check.
 * One call checks one (source, target) function pair: does the target refine the source?
 * MLIR handles are borrowed; a TvResult owns its strings until tv_result_free. */
#ifndef TV_TV_H
#define TV_TV_H
#include <mlir-c/IR.h>
#include <stddef.h>
#include <stdio.h>

#define TV_VERSION "0.1.0"

/* The closed set of verdicts. Their names (tv_verdict_name) are fixed words tests match. */
typedef enum TvVerdict {
  TV_PROVEN,        /* the solver proved refinement under docs/semantics.md */
  TV_INCORRECT,     /* a counterexample that holds under the exact semantics */
  TV_INCONCLUSIVE,  /* could not decide: approximation, signature change, solver gave up */
  TV_UNSUPPORTED,   /* an op or type without semantics; reason names it */
  TV_TIMEOUT,       /* the solver hit --timeout */
  TV_ERROR,         /* invalid IR, Z3 error, out of memory; reason says which */
  TV_NVERDICTS
} TvVerdict;

/* Why a run of both functions in the interpreter (a counterexample's replay, a probe, the
 * run search of runs.h) was cut short; the verdict stays what the solver left. */
typedef enum TvRunCut {
  TV_RUN_CUT_NONE,
  TV_RUN_CUT_TIME,          /* the check's deadline (--timeout) */
  TV_RUN_CUT_MEMORY,        /* the check's memory limit (--max-memory) */
  TV_RUN_CUT_STEPS          /* the run's own step limit (a loop that may not end) */
} TvRunCut;

/* How floats are encoded (docs/design.md): abstract first and exact IEEE to confirm a
 * counterexample (auto), or one of the two throughout. */
typedef enum TvFpMode { TV_FP_AUTO, TV_FP_ABSTRACT, TV_FP_IEEE } TvFpMode;

#define TV_MAX_DIM_LIMIT 65536
#define TV_MAX_UNROLL_LIMIT 4096
#define TV_MAX_UNROLL_DEFAULT 128

/* A thread that deletes the solver contexts of finished checks, so that freeing a large
 * one (seconds) does not count against the next check's time (docs/design.md 8). One per
 * session; tv_reaper_free waits for the deletions queued. NULL from tv_reaper_new (no
 * thread) is fine: contexts are then deleted on the checking thread. */
typedef struct TvReaper TvReaper;
TvReaper *tv_reaper_new(void);
void tv_reaper_free(TvReaper *r);

/* The assumptions a user can ask for (docs/semantics.md 4.8), off by default. */
enum {
  TV_ASSUME_ASSOCIATIVE = 1u << 0,   /* "associative": reductions whose combiner is arith.addf
                                        are associative and commutative (any order, any
                                        nesting of the same elements agree) */
  TV_ASSUME_ZERO_SUM = 1u << 1,      /* "zero-sum": a float sum of at least one element
                                        whose start is the constant +0.0 starts from -0.0,
                                        the identity of IEEE addition, instead */
};
#define TV_ASSUME_NAMES "associative, zero-sum"

typedef struct TvOptions {
  double timeout_s;         /* per check (both encodings in auto); <= 0 means no limit */
  TvFpMode fp;
  unsigned max_dim;         /* bound on every dynamic tensor dimension (default 64, at most
                               TV_MAX_DIM_LIMIT so that row-major indices fit 64 bits) */
  unsigned max_unroll;      /* loop body encodings per loop nest (default 128, at most
                               TV_MAX_UNROLL_LIMIT); beyond it a loop is inconclusive */
  unsigned assume;          /* TV_ASSUME_* bits (--assume=NAME[,NAME...]): semantics changed
                               on purpose; a verdict whose query used one says so in its
                               reason (docs/semantics.md 4.8) */
  int no_shared_loops;      /* unroll loops both sides share instead of encoding them as
                               uninterpreted functions (set by tv_check_pair's retry) */
  int refine_by_element;    /* compare small static tensor results element by element at
                               constant indices (set by tv_check_pair's retry) */
  size_t arena_limit;       /* bytes per query for encoder memory; 0 = unlimited */
  unsigned max_memory_mb;   /* solver memory limit in MB; 0 = none. Checked against Z3's
                               allocations in the whole process, so concurrent checks share
                               it (docs/design.md section 8) */
  const char *flag_prefix;  /* how the front end spells its options in reasons: "--tv-"
                               (plugin) or "--" (tv-check, the default when NULL) */
  int inject_z3_error;      /* test hook: force a Z3 error while encoding */
  unsigned long inject_term_fail;   /* test hook: the n-th Z3 term of each query fails */
  unsigned long inject_alloc_fail;  /* test hook: the n-th arena allocation of each query fails */
  unsigned *inject_hits;    /* test hook: counts the injected failures, if not NULL */
  double deadline;          /* set by tv_check_pair: CLOCK_MONOTONIC seconds at which the
                               whole check ends (timeout_s after it started); 0 = none */
  int trace;                /* a counterexample's runs name the first op where they part
                               (TvCex.first_difference): tv-check --trace, --tv-verbose */
  TvReaper *reaper;         /* NULL, or where finished queries' contexts are deleted */
  const char *dump_smt;     /* NULL, or a path prefix: each solver run writes its query as
                               PREFIX<func>.<encoding>.stage<k>.smt2 (for debugging slow pairs) */
} TvOptions;

/* One value of a counterexample: name and type in MLIR syntax, value as an MLIR literal
 * ("-2147483648", "true"), or "poison". */
typedef struct TvCexValue {
  char *name, *type, *value;
} TvCexValue;

typedef struct TvCex {
  size_t nargs;
  TvCexValue *args;
  int src_ub, tgt_ub;       /* whether each side has undefined behaviour on these inputs */
  size_t nres;
  TvCexValue *src_res, *tgt_res;
  char *executed_src, *executed_tgt;   /* what each function did when run on the inputs
                                          (replay.h): "returns ...", "has undefined behaviour: ..." */
  char *not_run;            /* or why they were not run */
  char *first_difference;   /* with TvOptions.trace: the first op where the runs part */
  int run_only;             /* src_res/tgt_res are the model's, which an approximation (a loop
                               cut at the unroll bound) made up: only the run's are shown */
  char *first_loc;          /* that target op's location, "file:line:col" (a file location
                               only), or NULL: where the plugin puts its diagnostic */
} TvCex;

typedef struct TvResult {
  TvVerdict verdict;
  char *reason;             /* why (names op, result, limit); for proven, NULL or the
                               assumption it rests on (bounded dynamic dimensions) */
  const char *encoding;     /* which encoding decided: "bitvector" (no floats), "abstract"
                               or "ieee"; static string */
  double seconds;
  TvCex *cex;               /* only for TV_INCORRECT */
  char *dialects;           /* "arith,func": the sorted dialects of the source function's ops
                               (tv_check_pair); the JSON report's "dialects" list */
  char *sigmap;             /* the signature mapping the check paired the functions through
                               (docs/semantics.md, "Signature mappings"), or NULL */
  TvRunCut run_cut;         /* the last run of both functions cut short, and its steps */
  unsigned long run_steps;
  /* the run search (runs.h) when it found no difference: its runs without and with
   * undefined behaviour in the source, the largest index value (loop bound, size) they took */
  unsigned search_runs, search_ub;
  unsigned long search_max;
  unsigned within_bound;    /* N > 0 on a verdict that is not a proof: no counterexample
                               exists among the inputs on which every loop runs at most N
                               iterations (docs/design.md 13, "Inside the bound first"); the
                               reason says so too. 0: no such search ended unsatisfiable */
} TvResult;

void tv_options_default(TvOptions *o);

/* Checks that tgt refines src. Both are func.func operations with bodies in the same
 * MLIRContext (types are compared by identity). Never exits; every failure becomes a
 * verdict in *out. */
void tv_check_pair(const TvOptions *o, MlirOperation src, MlirOperation tgt, TvResult *out);
void tv_result_free(TvResult *r);

/* For a private function (both in modules) whose check r is not proven, incorrect or
 * inconclusive: its behaviour is seen only through its callers, so the public functions of
 * the module that reach it are checked (callees inlined) and decide r (encoder/callers.c).
 * Other results are left as they are. */
void tv_check_through_callers(const TvOptions *o, MlirOperation src, MlirOperation tgt, TvResult *r);

const char *tv_verdict_name(TvVerdict v);

/* The sorted, comma-separated dialects of the ops in func (without the func.func itself
 * and its func.return), as TvResult.dialects holds them; malloc'd, NULL when none. */
char *tv_func_dialects(MlirOperation func);

/* Parses "auto", "abstract" or "ieee"; nonzero if s is none of them. */
int tv_fp_mode_parse(const char *s, TvFpMode *m);
/* Adds the TV_ASSUME_* bits of a comma-separated list of names to *mask; nonzero if a
 * name is unknown (an empty one too), which is then copied to bad (badlen bytes). */
int tv_assume_parse(const char *list, unsigned *mask, char *bad, size_t badlen);

/* "@f: incorrect [ieee]" (the bracket only when floats were encoded) and, for incorrect,
 * the indented counterexample. */
void tv_result_print_text(FILE *out, const char *func, const TvResult *r);
/* One JSON object on one line; pass may be NULL. */
void tv_result_print_json(FILE *out, const char *pass, const char *func, const TvResult *r);
/* The counterexample (inputs, source and target outcome), one per line, without a
 * trailing newline, in a malloc'd string; NULL without a counterexample. */
char *tv_cex_to_string(const TvResult *r);

/* The supported-ops table as Markdown, generated from the per-dialect op tables. */
void tv_list_ops(FILE *out);

#endif
