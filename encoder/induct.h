/* induct.h: counted loops proven by induction instead of unrolled (docs/design.md 13,
 * "Loops by induction"; issue 22). When the source and the target each run a counted loop
 * (scf.for, affine.for, or a one-dimensional affine.parallel against an affine.for; in the
 * target also an scf.while or cf loop of scf.for's lowered form, disguise.h) at
 * the top level of their bodies, the k-th of one side is paired
 * with the k-th of the other, and so are the loops at the top level of a pair's bodies.
 * Both sides then encode the pair's body once, for one shared unknown iteration
 * (induction variable, carried values and the contents of every memory block), and take
 * the same fresh values for the loops' results, memory contents and UB. The check's extra obligations (vc.c) make that
 * sound, as for cut points: the bounds agree, the target's initial values and memory refine
 * the source's, and one iteration of the target body refines one of the source body from any
 * shared state in range; by induction over the iterations the target loop then refines
 * the source loop. Anything but a proof is discarded (the shared state may be one no
 * execution reaches) and the check falls back to unrolling (cascade.c). Where a pass
 * maps the iteration space, one side is encoded as the other's loops with obligations
 * that this keeps its behaviours: strip-mining, splitting, unroll-by-k, linalg as its
 * loops, interchange and 2-D tiling (the target's nest in the source's order: crossed
 * iterations must not conflict), fusion (the source's two loops as one: an iteration of
 * the first must not conflict with an earlier one of the second). */
#ifndef TV_INDUCT_H
#define TV_INDUCT_H
#include "enc.h"

/* How many loop pairs induct_find would make (0: none, the check unrolls). */
unsigned induct_count(MlirOperation src, MlirOperation tgt);
/* Pairs the loops of src and tgt (q->induct) and returns the pair count. */
unsigned induct_find(TvQuery *q, MlirOperation src, MlirOperation tgt);
/* If op is a paired loop: adds the bounds' UB as loop_for does, encodes the body once for
 * the pair's shared iteration, records this side's bounds, initial values cur[0..n-1],
 * yields and body UB, sets cur to the shared results, adds the shared UB, and sets *done. */
int induct_for(EncFn *f, MlirOperation op, EncVal lb, EncVal ub, EncVal step, int uns, MlirBlock b,
               EncVal *cur, unsigned n, int *done);

/* The body of a target's counted loop in disguise (disguise.h) for one shared iteration:
 * args = (iv, carried values), nargs of them; *y gets the *ny carried values it yields. */
typedef int (*InductBody)(EncFn *f, void *ctx, const EncVal *args, unsigned nargs, EncVal **y, unsigned *ny);
/* Whether op (an scf.while, or a cf loop header's cf.cond_br) is a target's loop in disguise
 * paired in the pair being encoded, whose source loop was reached. */
int induct_paired(EncFn *f, MlirOperation op);
/* If op is such a loop: as induct_for for the target (the bounds' UB of a counted loop,
 * then the shared iteration, the body encoded by body(ctx)), plus the obligation (in the
 * pair's map_bad) that from an induction variable in range its next one, iv + step by a
 * wrapping addi (flags: 1 nsw, 2 nuw), continues the loop exactly when the counted loop's
 * does; sets *done. */
int induct_disguised(EncFn *f, MlirOperation op, EncVal lb, EncVal ub, EncVal step, int uns, int flags, InductBody body,
                     void *ctx, EncVal *cur, unsigned n, int *done);

/* If op is a linalg op on memrefs paired with the target's loop nest: encodes it as that
 * nest (linalg.h) through the pairs' shared iterations and sets *done. */
int induct_linalg(EncFn *f, MlirOperation op, int *done);

/* One pair as both sides encoded it (vc.c builds its obligations). */
typedef struct InductPair {
  MlirOperation op[2];     /* the source's and the target's loop (a linalg op: the source) */
  int parent;              /* the pair whose shared iteration holds this one, or -1 */
  unsigned n;              /* carried values */
  const MlirType *types;   /* their types */
  int uns;                 /* unsigned comparison of the induction variable */
  Z3_ast iv;               /* the shared iteration's induction variable */
  struct {
    int reached;
    EncVal lb, ub, step;
    const EncVal *init, *yield;
    Z3_ast body_ub;
    Z3_ast ub_before;      /* this side's UB before the loop (in the parent's iteration) */
    Z3_ast path;           /* this side's path at the loop (a loop under a branch), or NULL */
    unsigned nblk;         /* its memory blocks as the loop starts and as the iteration left them */
    const struct MemArrays *entry, *post;
  } side[2];               /* 0: source, 1: target */
  Z3_ast race;             /* iterations the encoding runs in another order conflict, or NULL */
  Z3_ast map_bad;          /* the source loop encoded as a nest or two loops is not itself, or NULL */
  int broken;              /* a source loop of a fused pair was left unencoded: no proof */
} InductPair;

/* Pair i (0 past the last). */
int induct_pair(TvQuery *q, unsigned i, InductPair *out);
/* "scf.for at f.mlir:3:8, affine.for at f.mlir:9:3": the source loops that were paired
 * (for the proof's note), in q's arena; NULL when none. */
const char *induct_describe(TvQuery *q);

#endif
