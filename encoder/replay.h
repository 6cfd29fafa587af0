/* replay.h: a counterexample run in the reference interpreter (interp.h): both functions
 * on the inputs the solver's model gives, compared as refinement says (docs/design.md 14).
 * What they compute when run decides an "incorrect", not Z3's own evaluation of the model. */
#ifndef TV_REPLAY_H
#define TV_REPLAY_H
#include "enc.h"

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
} Replay;

/* Runs src (of function type ft) and tgt on the values the shared arguments args take in
 * model m; where a signature mapping changed an argument's type, the target gets the
 * value of its own argument targs[i] instead (sigmap.h). */
void replay_run(TvQuery *q, Z3_model m, MlirOperation src, MlirOperation tgt, MlirType ft,
                const EncVal *args, const EncVal *targs, Replay *out);

#endif
