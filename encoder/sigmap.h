/* sigmap.h: signature mappings (docs/semantics.md, "Signature mappings"): a pass that changes
 * a function's type in a documented way (wide-integer emulation, signless integers, narrowing,
 * a bufferized function boundary) is checked with the arguments and results paired through
 * that mapping instead of ending inconclusive. One row per mapping, sigmap.c. */
#ifndef TV_SIGMAP_H
#define TV_SIGMAP_H
#include "enc.h"
#include "interp.h"

typedef struct SigRow SigRow;

/* The mapping under which the target's function type ft pairs with the source's fs: every
 * argument and result is of the same type on both sides or paired by the row. NULL when the
 * types are equal or no row pairs them. */
const SigRow *sig_find(MlirType fs, MlirType ft);
/* What the report names: "wide-integer emulation (i64 as vector<2xi32>, low half first)"
 * for the first pair the row maps; malloc'd, NULL when sig_find finds none. */
char *sig_describe(MlirType fs, MlirType ft);
/* The row's short name, "wide-integer emulation". */
const char *sig_name(const SigRow *r);
/* Whether r converts floats between fs and ft (its casts exist only in the exact encoding). */
int sig_floats(const SigRow *r, MlirType fs, MlirType ft);
/* Whether the interpreter can run a pair under it (a bufferized boundary: not yet). */
int sig_runs(const SigRow *r);

/* Argument i of source type st and target type tt (different): *tgt a fresh argument of
 * the target's type (vc_arg) and *src the source's value it stands for (the row's up
 * direction), or for a bufferized boundary a buffer holding the source's tensor. */
int sig_arg(EncFn *f, const SigRow *r, MlirType st, MlirType tt, unsigned i, EncVal *src, EncVal *tgt);
/* Results of types st and tt (different) made comparable: one of *src and *tgt is replaced
 * by its value in the other's type, which *cmp gets. */
int sig_result(EncFn *f, const SigRow *r, MlirType st, MlirType tt, EncVal *src, EncVal *tgt, MlirType *cmp);
/* The same on the interpreter's values (replay.c); 1 with in->why set when it cannot. */
int sig_ev_result(Interp *in, const SigRow *r, MlirType st, MlirType tt, IVal *src, IVal *tgt, MlirType *cmp);

#endif
