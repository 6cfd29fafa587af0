/* subsolve.h: a solver check in a process of its own (tools/tv-solve.c), killed at the
 * query's deadline: for the queries whose set-up inside Z3 4.8.12 ignores the solver's
 * timeout and interrupts (docs/design.md 8). */
#ifndef TV_SUBSOLVE_H
#define TV_SUBSOLVE_H
#include "smt.h"

/* One answer of the process. */
typedef struct SubAnswer {
  Z3_lbool answer;      /* Z3_L_UNDEF also when the process failed or was killed */
  int limit;            /* undef because the deadline or the memory limit stopped it */
  Z3_model model;       /* on sat: the process's model over this context's declarations (a
                         * reference the owner releases); it satisfies every assertion */
  int unverified;       /* on sat: the model read back does not satisfy every assertion (Z3's
                         * models of folds over lambdas can be imprecise): it stands for a
                         * counterexample only if a run of both functions on its inputs shows one */
  char reason[160];     /* on undef: why */
} SubAnswer;

typedef struct SubResult {
  SubAnswer first;
  SubAnswer retry;      /* has_retry: the answer with the retry formula asserted too */
  int has_retry;
  int fallback;         /* no answer from a process: the caller checks in this process */
} SubResult;

/* Checks the assertions of sv in a fresh tv-solve process until s->deadline (plus the
 * watchdog's second of grace) and, on sat, rebuilds its model over s's declarations
 * (smt_fresh, smt_fun). When retry is not NULL and the model falsifies it, the process
 * checks again with retry asserted, keeping its solver's state (out->retry). Sets fallback
 * when tv-solve is missing or could not read the query. */
void sub_check(Smt *s, Z3_solver sv, Z3_ast retry, unsigned max_memory_mb, SubResult *out);

/* Releases the models of r. */
void sub_release(Smt *s, SubResult *r);

#endif
