/* vc.h: what the modules of one refinement query share (internal to the library).
 * vc.c builds the query (docs/design.md 4, steps 8-9), solve.c solves it (step 10) and
 * cex.c renders the counterexamples of a model (step 11). */
#ifndef TV_VC_H
#define TV_VC_H
#include <threads.h>
#include "enc.h"

/* The negation of refinement, with the reasons it can fail kept apart for reporting. */
typedef struct Query {
  MlirOperation src_fn, tgt_fn;
  MlirType ft;
  unsigned nargs, nres;
  EncVal *args, *targs;    /* targs differ where a tensor argument became a memref */
  EncOut src, tgt;
  Z3_ast bad, mem_bad;     /* bad = common && (part 0 || part 1 || ...); mem_bad: the
                              caller-visible memory does not refine */
  Z3_ast common;           /* the source has no UB, preconditions hold */
  unsigned nparts;
  Z3_ast *parts;           /* the target misbehaves; with cut points, one per pair after it */
  int *part_pair;          /* per part: the cut pair whose obligation it is, or -1 */
  int failed_part;         /* the part that check_parts found satisfiable, or -1 */
  Z3_ast *pair_shape_bad, *pair_at;   /* per cut pair, as shape_bad and at */
  Z3_ast *res_bad;         /* per result: it fails to refine */
  Z3_ast *shape_bad;       /* per tensor result: the shapes differ */
  Z3_ast *at;              /* per tensor result: the element index that differs */
} Query;

/* solve.c */

/* The limits of one query (docs/design.md, "Limits"): a watchdog thread, alive from the
 * first term to the last model evaluation, polls the clock and Z3's allocation counter and
 * interrupts the context (every 5 ms: an interrupt before a call starts is lost) once the
 * query's deadline passes or the allocations exceed --max-memory; smt.c then fails every
 * new term, and the interrupted Z3 call (assert, check, simplify, model evaluation)
 * returns. The counter covers every Z3 context of the process (concurrent checks share the
 * limit). Z3's own global limit (memory_max_size) is not used: in 4.8.12 exceeding it
 * throws out of Z3_del_context and terminates the host process. */
typedef struct Watch {
  Smt *s;
  double deadline;   /* 0: none */
  uint64_t limit;    /* bytes; 0: none */
  mtx_t lock;
  cnd_t wake;
  int done, started;
  thrd_t th;
} Watch;

/* Starts the watchdog of the query whose context is s, until the deadline (0: none) and
 * within max_memory_mb (0: no limit); sets s->deadline. */
void solve_watch_start(Watch *w, Smt *s, double deadline, unsigned max_memory_mb);
/* Stops it (joins its thread); w may never have started. */
void solve_watch_stop(Watch *w);
/* Solves qu (whose bad formula is built) for the pair whose source is src, of function
 * type ft: sets out's verdict, reason and counterexample, or stops q (enc_stop). */
void solve_query(TvQuery *q, MlirOperation src, Query *qu, MlirType ft, TvResult *out);

/* cex.c */

/* The counterexample of model m: the arguments' values and both sides' UB and results
 * (malloc'd, freed with the TvResult that holds it). */
TvCex *cex_make(TvQuery *q, Query *qu, MlirType ft, Z3_model m);
/* What goes wrong on the inputs of m, in words (malloc'd), or NULL if m violates no part
 * of the query when Z3 evaluates it. */
char *cex_reason(TvQuery *q, Query *qu, Z3_model m);

#endif
