/* cut.h: cut points (docs/design.md, "Cut points"). A lowering pass replaces each op by
 * ops that keep its location, so a tensor value of the source and the value of the same
 * type and location in the target usually agree. With cuts, both sides use one fresh shared
 * value in place of each such pair, and "the target's value refines the source's" becomes an
 * extra obligation of the query: many small problems instead of one deep composition. */
#ifndef TV_CUT_H
#define TV_CUT_H
#include "enc.h"

/* How many pairs cut_find would make (0: the pair is checked whole only). */
unsigned cut_count(MlirOperation src, MlirOperation tgt);
/* Pairs the top-level tensor results of src and tgt by location and type, in an order both
 * sides agree on; sets q->cuts when there is at least one pair. Returns the pair count. */
unsigned cut_find(TvQuery *q, MlirOperation src, MlirOperation tgt);
/* Called for every value set on a side: a cut value is recorded as that side's encoding of
 * the pair and *val becomes the shared fresh value. Status as enc_set. */
int cut_replace(EncFn *f, MlirValue v, EncVal *val);
/* How many pairs this run uses. */
unsigned cut_npairs(TvQuery *q);
/* For each pair, in order: its type and the two sides' encodings (NULL v when a side never
 * reached it). Returns 0 past the last pair. */
int cut_pair(TvQuery *q, unsigned i, MlirType *type, EncVal *src, EncVal *tgt);

/* With q->cut_only: whether f's side has set the asked pair's value already. Later ops
 * cannot change it, so their approximations do not matter to its obligation. */
int cut_only_past(EncFn *f);
/* "tosa.max_pool2d at net.mlir:61:11": the source op of pair i and its location, in
 * q's arena; NULL if out of memory. */
const char *cut_describe(TvQuery *q, unsigned i);

#endif
