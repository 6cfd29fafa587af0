/* vc.h: what the modules of one refinement query share (internal to the library).
 * vc.c builds the query (docs/design.md 4, steps 8-9) and cex.c renders the
 * counterexamples of a model. */
#ifndef TV_VC_H
#define TV_VC_H
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

/* cex.c */

/* The counterexample of model m: the arguments' values and both sides' UB and results
 * (malloc'd, freed with the TvResult that holds it). */
TvCex *cex_make(TvQuery *q, Query *qu, MlirType ft, Z3_model m);
/* What goes wrong on the inputs of m, in words (malloc'd), or NULL if m violates no part
 * of the query when Z3 evaluates it. */
char *cex_reason(TvQuery *q, Query *qu, Z3_model m);

#endif
