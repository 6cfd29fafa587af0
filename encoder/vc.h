/* vc.h: what the modules of one refinement query share (internal to the library).
 * vc.c builds one query (docs/design.md 4, steps 8-9) and runs it, solve.c solves it
 * (step 10), cex.c renders the counterexamples of a model (step 11), and cascade.c runs the
 * queries of one check (tv_check_pair: alias splits, cut points, reduction stages, float
 * encodings, loops unshared). */
#ifndef TV_VC_H
#define TV_VC_H
#include <threads.h>
#include "enc.h"
#include "mlirutil.h"

/* The negation of refinement, with the reasons it can fail kept apart for reporting. */
/* The obligations of a loop pair proven by induction, in the order vc_induct_why names them. */
enum { VC_IND_OBS = 6 };

typedef struct Query {
  MlirOperation src_fn, tgt_fn;
  MlirType ft;
  unsigned nargs, nres;
  EncVal *args, *targs;    /* targs differ where a tensor argument became a memref */
  EncOut src, tgt;
  Z3_ast obs_bad;          /* the calls and prints do not refine (obs.h) */
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
  MlirType *rtypes;        /* per result: the type both sides' values have (the source's,
                              or the one a signature mapping compares in: sigmap.h) */
  unsigned ninduct;        /* loop pairs proven by induction (induct.h) */
  Z3_ast (*induct_ob)[VC_IND_OBS];   /* per pair: each of its obligations fails (vc_induct_why) */
} Query;

/* "loops by induction: for some shared state, one iteration of the target has undefined
 * behaviour (linalg.generic at f.mlir:3:3)": the first loop pair with an obligation that
 * model m violates and which one, malloc'd; NULL when none does. */
char *vc_induct_why(TvQuery *q, const Query *qu, Z3_model m);

/* With refine_by_element, tensors of at most this many elements (static) are compared
 * element by element at constant indices: index arithmetic on both sides then folds to
 * constants, where a symbolic index leaves the solver to prove two different index
 * computations equal for every element (a lowering's i32 divsi against the spec's floor
 * division: tosa.resize). Elements with arithmetic cost one circuit each that way, not one
 * for all, so only pairs with a tosa.resize use it (whole_query). */
enum { REFINE_UNROLL = 64 };

/* VcStage.cuts: no cut points, all of them, or (CUTS_ALL + 1 + k) only pair k's obligation. */
enum { CUTS_NONE, CUTS_ALL };

/* One query: options, time, float encoding (ieee or abstract), reduction stage (reduce.h),
 * cut points, alias classes of the memref arguments, and the pair. */
typedef struct VcStage {
  const TvOptions *o;
  double timeout_s;            /* this query's share of the time (<= 0: none) */
  int ieee, red_stage, cuts;
  int induct;                  /* pair counted loops and prove them by induction (induct.h) */
  const unsigned char *alias;  /* per memref argument its alias class (mem.h); NULL: none */
  unsigned within_cap, within_const, within_budget;   /* a stage inside the bound (TvQuery.within_cap):
                                                         iterations per loop (of a constant trip
                                                         count), body encodings per nest */
  struct RunInfo *info_out;    /* check_staged's last run's RunInfo, if not NULL */
  MlirOperation src, tgt;
} VcStage;


/* What one encoding run learnt, for the auto mode's decision. */
typedef struct RunInfo {
  int fp_used, sat, unavailable, red_uf, loop_uf;
  int red_restage;   /* not solved: the folds need a later stage (its answer replaces this) */
  unsigned red_next;
  int red_reshaped;  /* red_reshaped (reduce.h): the sides fold over differently shaped spaces */
  unsigned cut_failed;   /* k + 1: cut pair k's obligation was satisfiable */
  unsigned within;       /* WITHIN_* bits of a stage inside the bound */
} RunInfo;

/* vc.c */

static inline MlirType vc_func_type(MlirOperation f) { return mu_type_attr(f, "function_type"); }
/* A fresh argument i of type t (scalar, tensor or memref into the shared blocks). */
int vc_arg(EncFn *f, MlirType t, unsigned i, EncVal *out);
/* Runs the query st (one arena, one Z3 context, freed here) into *out (which the caller
 * frees with tv_result_free) and *info. */
void vc_run(const VcStage *st, TvResult *out, RunInfo *info);

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
/* Argument i of the source function as counterexamples name it: "%x" where its file names
 * it so (srctext.h), else "%argI"; arena memory. */
const char *cex_arg_name(TvQuery *q, unsigned i);
/* Appends "; note" to r's reason (the reason alone if it had none; unchanged if out of
 * memory). */
void cex_add_note(TvResult *r, const char *note);

#endif
