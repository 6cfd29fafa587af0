/* obs.h: observable behaviour (docs/semantics.md, "Observable behaviour: calls and prints").
 * A run's calls of functions outside it (declared without a body, or not visible) and its
 * vector.print ops are events: what was called and the values it was given (memrefs as the
 * elements of their views at the call). The sequence of events before the first undefined
 * behaviour is part of what a function does: the target must make the source's events in the
 * source's order, each with values that refine the source's, and (where the source has no UB)
 * no others. The encoder records events per side (obs_event) and compares them (obs_bad);
 * the interpreter records them in Interp.calls (obs_ev_record) and a replay compares its
 * runs' (obs_ev_differs). */
#ifndef TV_OBS_H
#define TV_OBS_H
#include "enc.h"
#include "interp.h"

/* Before encoding: the pair's functions (a callee's declaration is looked up around either:
 * the plugin's source of a function pass is detached from its module). */
/* The query's events (q->obs); a target that calls a function without a body the source
 * never calls stops it inconclusive (a library call may compute what the source did). */
int obs_prepare(TvQuery *q, MlirOperation src, MlirOperation tgt);
/* Whether tgt calls a function without a body that src never calls (runs cannot decide:
 * the interpreter runs such a callee as doing nothing). */
int obs_new_callee(MlirOperation src, MlirOperation tgt);
/* The func.func named name around the current side's function or the other's, or null. */
MlirOperation obs_callee(EncFn *f, MlirOperation op, MlirStringRef name);
/* Records an event of op on the current path: what ("@printI64", "vector.print"), n values
 * (scalars, tensors, vectors, ranked memrefs: read now), of types types. Unsupported where
 * the op's executions are not encoded one by one in order (a parallel loop, a region encoded
 * once for every element, a loop's footprint). */
int obs_event(EncFn *f, MlirOperation op, const char *what, unsigned n, const EncVal *vals, const MlirType *types);
/* "The target's events do not refine the source's": some event the source makes before its
 * UB is not made by the target at the same position with refining values (before the
 * target's UB), or the source has no UB (src_no_ub) and the target makes more events.
 * False when neither side has events; NULL after a stop. */
Z3_ast obs_bad(TvQuery *q, Z3_ast src_no_ub);
/* Whether either side has events. */
int obs_any(TvQuery *q);
/* The first event model m makes differ, in words ("call #2 differs: the source makes
 * @printI64, the target vector.print"), malloc'd; NULL when none does. */
char *obs_cex_reason(TvQuery *q, Z3_model m);

/* ---- the interpreter ---- */
/* Records an event of op in the run (Interp.calls): memrefs as their views' elements now. */
int obs_ev_record(IFn *f, MlirOperation op, const char *what, unsigned n, const MlirType *types, const IVal *vals);
/* Whether the target's run t (ended with t_ub) fails to make the source's events (its run s,
 * ended with s_ub) as refinement says; why gets the first that differs. */
int obs_ev_differs(Interp *s, int s_ub, Interp *t, int t_ub, char *why, size_t n);
/* Whether the run called a function without a body (not only vector.print): its callee was
 * the one that does nothing, one of those the encoder allows. */
int obs_ev_external(const Interp *in);
/* The run's events as "calls @printI64(1), vector.print([1, 2]) then " (empty when none). */
void obs_ev_text(Interp *in, char *buf, size_t n);
/* What the run printed, as the MLIR runner prints it: vector.print "( 1, 2 )" and its
 * punctuation, other calls as "@name(values)" lines. */
void obs_ev_print(Interp *in, FILE *out);

/* vector.print (VectorOps.td: "Prints the source vector (or scalar) to stdout"): an event of
 * its source, if any, named by its punctuation and string literal; encoder and evaluator. */
int obs_enc_print(EncFn *f, MlirOperation op);
int obs_ev_print_op(IFn *f, MlirOperation op);

#endif
