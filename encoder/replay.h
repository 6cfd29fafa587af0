/* replay.h: a counterexample run in the reference interpreter (interp.h): both functions
 * on the inputs the solver's model gives, compared as refinement says (docs/design.md 14).
 * What they compute when run decides an "incorrect", not Z3's own evaluation of the model. */
#ifndef TV_REPLAY_H
#define TV_REPLAY_H
#include "enc.h"
#include "interp.h"

typedef enum {
  REPLAY_CANNOT,           /* why says what stops the run (an op without evaluator, ...) */
  REPLAY_SAME,             /* the target refines the source on these inputs */
  REPLAY_DIFFERS           /* it does not: why says how */
} ReplayOutcome;

typedef struct Replay {
  ReplayOutcome outcome;
  char src[1000], tgt[1000];  /* what each side did: "returns -1 : i32", "has undefined behaviour:
                            * ...", "returns nothing and leaves %arg0 = [1, 2] : memref<2xi32>" */
  char why[300];
  char first[400];         /* "target arith.shrsi at f.mlir:3:8 gives -1 where the source's
                            * arith.divsi at ... gives 0", or empty */
  char first_loc[300];     /* that target op's location, "f.mlir:3:8", else the location of
                            * the target's op with undefined behaviour, or empty */
  InterpCut cut;           /* REPLAY_CANNOT because a run hit a limit: which (why says
                            * "time limit reached after N steps (source)") */
  unsigned long steps;     /* ops both runs took */
  int again;               /* REPLAY_CANNOT for these inputs only (a step limit, a value of
                            * libm or one of several allowed): other inputs may run */
} Replay;

/* The report's kind of rp's cut (TvResult.run_cut). */
static inline TvRunCut replay_cut(const Replay *rp) {
  return rp->cut == INTERP_CUT_TIME ? TV_RUN_CUT_TIME : rp->cut == INTERP_CUT_MEMORY ? TV_RUN_CUT_MEMORY
         : rp->cut == INTERP_CUT_STEPS ? TV_RUN_CUT_STEPS : TV_RUN_CUT_NONE;
}
/* "time limit reached after N steps" for a result whose run was cut (r->run_cut), else
 * empty. */
void replay_cut_text(const TvResult *r, char *buf, size_t n);

/* Both functions' runs on inputs already made (replay_compare): the source's in `is`
 * with arguments in, the target's in `it` with tin; the statuses and results after. */
typedef struct ReplayRuns {
  Interp *is, *it;
  IVal *in, *tin;
  InterpStatus ss, st;
  unsigned ns, nt;
  IVal *rs, *rt;
} ReplayRuns;

/* The target's own copy (in `to`) of the source's inputs (blocks and views into them):
 * 0, or 1 with out (CANNOT) set. */
int replay_copy_inputs(Interp *from, Interp *to, unsigned nargs, const IVal *src, IVal *tin, Replay *out);
/* Runs src (of function type ft) and tgt on r's inputs and compares them as replay_run
 * does; q names the arguments (cex_arg_name) and gives the signature mapping (q->sigmap,
 * NULL: none); out->first is computed when both runs are recorded (Interp.record). */
void replay_compare(TvQuery *q, MlirOperation src, MlirOperation tgt, MlirType ft, ReplayRuns *r, Replay *out);

/* Runs src (of function type ft) and tgt on the values the shared arguments args take in
 * model m; where a signature mapping changed an argument's type, the target gets the
 * value of its own argument targs[i] instead (sigmap.h). */
void replay_run(TvQuery *q, Z3_model m, MlirOperation src, MlirOperation tgt, MlirType ft,
                const EncVal *args, const EncVal *targs, Replay *out);

#endif
