/* driver.h: the plugin's C side. The C++ shim calls it around every pass execution:
 * tvp_before snapshots the functions a pass is about to run on, tvp_after pairs them with
 * what the pass left, checks the changed ones and reports. Thread-safe: passes on
 * different functions run concurrently. */
#ifndef TV_DRIVER_H
#define TV_DRIVER_H
#include <mlir-c/IR.h>
#include "tv.h"

/* A cheap fingerprint of an op and everything nested in it (MLIR's OperationFingerPrint:
 * a hash over pointers, attributes, operands and types): equal before and after a pass
 * means the pass did not touch the function. Writes at most TVP_FP_MAX bytes, returns how
 * many. */
enum { TVP_FP_MAX = 32 };
typedef size_t (*TvpFingerprintFn)(MlirOperation op, unsigned char *out);

typedef struct TvpOptions {
  int warn;                 /* --tv-on-failure=warn */
  int verbose;              /* --tv-verbose: a remark for every check not proven */
  double timeout_s;         /* --tv-timeout */
  TvFpMode fp;              /* --tv-fp */
  unsigned max_dim;         /* --tv-max-dim */
  unsigned max_unroll;      /* --tv-max-unroll */
  unsigned assume;          /* --tv-assume: TV_ASSUME_* bits (in the cache key) */
  const char *report_path;  /* --tv-report, or NULL */
  const char *junit_path;   /* --tv-junit: JUnit XML of every check at the end, or NULL */
  const char *sarif_path;   /* --tv-sarif: SARIF 2.1.0 likewise, or NULL */
  const char *only;         /* --tv-only: comma-separated pass arguments, or NULL */
  const char *dump_dir;     /* --tv-dump-dir, or NULL */
  int inject_z3_error;      /* test hook */
  unsigned jobs;            /* --tv-jobs: at most this many solver checks at once (>= 1) */
  const char *cache_dir;    /* --tv-cache, or NULL */
  unsigned max_memory_mb;   /* --tv-max-memory, 0 = none */
  int progress;             /* draw a progress line on stderr (the shim checks isatty) */
  int quiet;                /* --tv-quiet: no findings and no summary line (the report only) */
  TvpFingerprintFn fingerprint;   /* NULL: functions are compared by their printed text only */
} TvpOptions;

/* Whether tv can write path (a directory when is_dir: --tv-dump-dir, --tv-cache; else a
 * file: --tv-report), now or once it is made: it is there and writable, or its parent
 * directory is. Makes nothing. Returns 0, or 1 with the reason (naming flag) in err. */
int tvp_path_writable(const char *flag, const char *path, int is_dir, char *err, size_t errlen);

typedef struct TvpSession TvpSession;
typedef struct TvpSnapshot TvpSnapshot;

/* What the shim turns into a diagnostic. */
typedef enum { TVP_DIAG_ERROR, TVP_DIAG_WARNING, TVP_DIAG_REMARK } TvpDiagKind;
typedef struct TvpFinding {
  TvpDiagKind kind;
  MlirLocation loc;
  const char *message;      /* one line */
  const char *notes;        /* newline-separated note lines, or NULL */
  MlirLocation note_loc;    /* where the notes are (the function, when loc is the op at
                               which the runs first differ); null: at loc */
  int incorrect;            /* the pass miscompiled: abort mode stops the pipeline */
} TvpFinding;
typedef void (*TvpReportFn)(void *ud, const TvpFinding *f);
/* Verifies a function without printing MLIR's diagnostics; returns 1 when valid. */
typedef int (*TvpVerifyFn)(MlirOperation func);
/* Whether two functions are the same program up to SSA names, locations and the order of
 * pure ops (so refinement holds without a solver call); 1 when they are. */
typedef int (*TvpSameFn)(MlirOperation src, MlirOperation tgt);

/* What the shim provides to tvp_after. */
typedef struct TvpHooks {
  TvpReportFn report;
  TvpVerifyFn verify;
  TvpSameFn same;           /* may be NULL */
  void *ud;                 /* passed to report */
  int parallel;             /* 0: check on the calling thread only (the MLIRContext is not
                               multithreaded, so the encoder may not create types on other
                               threads) */
} TvpHooks;

/* Returns NULL when out of memory (*err says why). A report file that cannot be opened
 * leaves a warning in *err (non-empty) and the session validates without a report. */
TvpSession *tvp_session_create(const TvpOptions *o, char *err, size_t errlen);
/* Prints the summary line to stderr, closes the report, writes --tv-junit/--tv-sarif (the
 * checks in report order), frees the session. */
void tvp_session_finish(TvpSession *s);

/* Whether checks are wanted for this pass (--tv-only). */
int tvp_wants(TvpSession *s, const char *pass);
/* Snapshots the func.func ops in (or equal to) op; NULL if there are none. */
TvpSnapshot *tvp_before(TvpSession *s, MlirOperation op);
/* Checks every changed function against its snapshot (on up to --tv-jobs threads, all
 * finished before it returns), then reports through h->report in function order and frees
 * snap. Returns the number of incorrect checks. */
int tvp_after(TvpSession *s, const char *pass, TvpSnapshot *snap, MlirOperation op,
              const TvpHooks *h);
/* Clears the progress line (if drawn) and keeps it from being redrawn until
 * tvp_term_unlock: call around anything printed to stderr. Recursive. */
void tvp_term_lock(TvpSession *s);
void tvp_term_unlock(TvpSession *s);
/* Around a pass-manager adaptor (a nested pipeline): enter = 1 before it runs, 0 after.
 * Report lines of checks inside are held and, when the outermost adaptor ends, written in
 * IR order of the functions, each function's in the order its passes ran: the same report
 * whatever MLIR's threads did. */
void tvp_nest(TvpSession *s, int enter);
/* Counts one pass execution that was seen (checked or not). */
void tvp_count_pass(TvpSession *s);
/* Whether op's row in the op tables says that, Pure in MLIR, it has no UB in tv's
 * semantics either (OP_PURE_NO_UB; shim.cpp cannot include enc.h, which is C only). */
int tvp_pure_no_ub(MlirOperation op);

/* The test-only mutation pass: applies `kind` to the first matching op inside op.
 * Returns 0 on success (also when nothing matched), 1 for an unknown kind. */
int tvp_mutate(MlirOperation op, const char *kind);
const char *tvp_mutation_kinds(void);

#endif
