/* runs.h: the run search (docs/design.md, "Runs before giving up"): when the solver cannot
 * decide a pair (inconclusive: loops past the unroll bound, approximations not confirmed;
 * timeout), both functions run in the interpreter on chosen inputs (edge values, several
 * random memory contents, small and bound-ish trip counts and sizes), and a difference is
 * an incorrect verdict with those inputs, as replay.h compares runs. */
#ifndef TV_RUNS_H
#define TV_RUNS_H
#include <mlir-c/IR.h>
#include "tv.h"

/* For out, a check of tgt against src whose verdict is inconclusive or timeout: runs both
 * functions on chosen inputs until the CLOCK_MONOTONIC deadline (0: none) or RUNS_MAX runs.
 * A difference makes out incorrect (the reason, the inputs, both runs' results and the
 * executed: line); else, after some runs, the reason gets a note of how far the search went
 * ("no difference in 40 runs of both functions on chosen inputs (index values up to 130)")
 * and out->search_runs / search_max say so; out is left alone when no run can be made (an
 * argument the search does not make, an op without evaluator, --assume). */
void runs_search(const TvOptions *o, MlirOperation src, MlirOperation tgt, double deadline, TvResult *out);

#endif
