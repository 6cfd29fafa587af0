/* loop.h: what the loop ops of scf.c and affine.c share (docs/design.md, "Loops").
 * A loop is unrolled: its body is encoded once per iteration with the induction variable
 * a constant (or, for a trip count that is not constant, guarded by "still running"),
 * carried values threaded through. At most --tv-max-unroll body encodings per loop nest;
 * a loop that may run longer is encoded with fresh results beyond the bound, an
 * over-approximation that makes a counterexample through it inconclusive. A loop whose
 * text and inputs are the same on both sides is encoded once, as uninterpreted functions
 * of its inputs shared by both sides, without unrolling. */
#ifndef TV_LOOP_H
#define TV_LOOP_H
#include "enc.h"
#include "interp.h"

/* Bookkeeping around one loop op: nest budget and depth. begin returns nonzero on a stop. */
int loop_begin(EncFn *f, MlirOperation op);
void loop_end(EncFn *f);
/* Takes one body encoding from the nest's budget; stops inconclusive when none is left. */
int loop_take(EncFn *f, MlirOperation op);
/* Iterations the nest may still encode. */
unsigned loop_left(EncFn *f);
/* Whether a loop may encode its iteration k (from 0): the nest has budget left and, inside
 * the bound (TvQuery.within_cap), k is below the cap; else the caller cuts it (loop_truncate). */
int loop_more(EncFn *f, unsigned long long k);
/* Whether a constant trip count t fits the nest's budget left and the cap (inside the bound,
 * TvQuery.within_const). */
int loop_fits(EncFn *f, unsigned long long t);
/* The signed value of a term that simplifies to a numeral (64 bits at most); 0 if not. */
int loop_const(EncFn *f, Z3_ast t, int64_t *out);
/* Whether a Bool term simplifies to false, or (when solve is set) the solver shows it
 * unsatisfiable on the current path under the query's preconditions within a second.
 * Loops ask the solver after iterations 1, 2, 4, 8, ... only: "still running" only gets
 * stronger, so that unrolls at most twice the iterations needed. */
int loop_never(EncFn *f, Z3_ast cond, int solve);
/* Whether iteration count k (from 1) is one at which loops ask the solver. */
int loop_check_at(unsigned k);
/* Encodes block b with its arguments bound to args[0..nargs-1] under the current path;
 * *yield gets what its terminator yielded (enc_yield). */
int loop_body(EncFn *f, MlirBlock b, const EncVal *args, unsigned nargs, EncVal **yield,
              unsigned *nyield);
/* The loop may still be running (cond) after its last unrolled iteration: the carried
 * values cur[0..n-1] become fresh where cond holds, the target gets fresh UB there, and
 * a counterexample through it is only inconclusive; memory blocks get unknown contents
 * there too when the loop is cut with cond true (a constant trip count) and only loads,
 * stores and views memory (loop_memory_simple); other loops touching memory stop
 * inconclusive. Inside the bound (TvQuery.within_cap) the inputs on which cond holds are
 * excluded instead (an assumption in q->pre) and cur is left as it is. */
int loop_truncate(EncFn *f, MlirOperation op, Z3_ast cond, EncVal *cur, unsigned n);
/* Whether op is a loop both sides share unchanged; if so, encodes its results (and UB) as
 * uninterpreted functions of its inputs and sets *done. */
int loop_shared(EncFn *f, MlirOperation op, int *done);
/* Before encoding: finds the loop ops whose text appears on both sides. */
int loop_prepare(TvQuery *q, MlirOperation src, MlirOperation tgt);
/* A counted loop: the induction variable runs from lb while it is below ub (signed, or
 * unsigned when uns) by step, which must be positive (else UB, as poison bounds are);
 * block b gets (iv, cur[0..n-1]) and yields the next cur; on return cur holds the
 * results. Constant bounds unroll exactly when the trip count fits the nest's budget (else
 * the loop is truncated before its first iteration); others unroll guarded by "still
 * running" and are truncated where the budget ends. */
int loop_for(EncFn *f, MlirOperation op, EncVal lb, EncVal ub, EncVal step, int uns, MlirBlock b,
             EncVal *cur, unsigned n);
/* One iteration of a counted loop: block b with (iv, cur[0..n-1]) under the path and run
 * (NULL: always), cur replaced by what it yields where run holds. */
int loop_iteration(EncFn *f, MlirBlock b, EncVal iv, Z3_ast run, EncVal *cur, unsigned n);
/* The UB of a counted loop's bounds: a poison bound or step, a step that is not positive. */
void loop_bounds_ub(EncFn *f, EncVal lb, EncVal ub, EncVal step, int uns);
/* A fresh value of the same sort and shape as v (dynamic sizes fresh too), named
 * "<side>.<what>". */
EncVal loop_fresh_like(EncFn *f, EncVal v, const char *what);
/* Whether op (a loop) or an op inside it has a memref operand or result, or is a call. */
int loop_touches_memory(MlirOperation op);
/* Whether op (a loop) only loads, stores and views memory: no op inside makes, frees or
 * reaches blocks by name or calls code that may, and it carries no memref. Such a loop
 * touches only the blocks there are when it starts (loop_truncate, induct.c). */
int loop_memory_simple(MlirOperation op);
/* Whether values of type t are encodable by loops (scalars and ranked tensors). */
int loop_value_type_ok(EncFn *f, MlirType t, MlirOperation op);

/* A parallel loop (scf.parallel, scf.forall, affine.parallel) runs its iterations in an
 * unspecified order; the loops encode them in row-major order, which stands for every
 * order only when no iteration writes an element another one accesses. Around the
 * iterations of a loop that touches memory: loop_par_begin records the accesses,
 * loop_par_next before each iteration, loop_par_end makes "two iterations conflict" an
 * approximation (a counterexample needing it is inconclusive) and, in the target, UB that
 * may happen there (a target whose iterations conflict is not proven). */
typedef struct LoopPar {
  int on;
  struct MemTrace *prev;
} LoopPar;
void loop_par_begin(EncFn *f, MlirOperation op, LoopPar *p);
void loop_par_next(EncFn *f, LoopPar *p);
int loop_par_end(EncFn *f, MlirOperation op, LoopPar *p);

/* "iv is one of a counted loop's induction variables": lb <= iv < ub (signed, or unsigned
 * when uns) and (iv - lb) mod step = 0 (used by induction's obligations and footprints). */
Z3_ast loop_in_range(Smt *s, int uns, Z3_ast lb, Z3_ast ub, Z3_ast step, Z3_ast iv);
/* Footprint mode (EncFn.footprint; induct.c's check that a target parallel loop's
 * iterations do not conflict): a loop stands for all its iterations as one, with unknown
 * induction variables in their ranges (lb[d] <= iv < ub[d] on the step's grid, guarding
 * the path), unknown carried values and memory before and after (mem_havoc), so its
 * accesses are what any iteration may touch; UB and values are not meant to be used.
 * Block b gets (ivs, carried cur[0..n-1]); cur gets unknown results; ivs (may be NULL)
 * the induction variables. */
int loop_footprint(EncFn *f, MlirBlock b, unsigned nd, const Z3_ast *lb, const Z3_ast *ub, const Z3_ast *step,
                   int uns, EncVal *cur, unsigned n, Z3_ast *ivs);

/* ---- the interpreter's side (interp.h): the same loops on concrete values ---- */

/* A counted loop (scf.for, affine.for): iv = lb, lb + step, ... while iv < ub in exact
 * arithmetic (an iv past the type's w bits is past ub), step > 0 (the caller checks);
 * region r gets (iv, cur[0..n-1]) and yields the next cur; *res gets the last. */
int loop_ev_for(IFn *f, MlirRegion r, __int128 lb, __int128 ub, __int128 step, unsigned w,
                IVal *cur, unsigned n, IVal **res);

enum { LOOP_MAX_DIMS = 8 };

/* The points of a constant iteration space (scf.forall, scf.parallel, affine.parallel):
 * per dimension lb + k * step below ub (exact arithmetic; steps positive, the caller
 * checks), in row-major order (the last dimension fastest), as the encoder unrolls it. */
typedef struct LoopSpace {
  unsigned nd;
  int64_t lb[LOOP_MAX_DIMS], ub[LOOP_MAX_DIMS], step[LOOP_MAX_DIMS];
  __int128 at[LOOP_MAX_DIMS];
  IVal iv[LOOP_MAX_DIMS];   /* the current point as index values */
  int done;                 /* no point left */
} LoopSpace;
/* To the first point (lb, ub, step and nd set); done when the space is empty. */
void loop_space_first(LoopSpace *sp);
void loop_space_next(LoopSpace *sp);

#endif
