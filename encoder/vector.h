/* vector.h: vector.load / vector.store (vector.c) for other dialects' ops of the same
 * semantics at other indices: affine.vector_load / affine.vector_store (affine.c), whose
 * first indices are the results of their affine map. */
#ifndef TV_VECTOR_H
#define TV_VECTOR_H
#include "enc.h"
#include "interp.h"

/* The first indices (rank of them, into idx) of a load/store-like op from its operands
 * first.. (the encoder's and the evaluator's); nonzero after a stop or UB. */
typedef int (*VecIdxFn)(EncFn *f, MlirOperation op, int first, unsigned rank, Z3_ast *idx);
typedef int (*VecEvIdxFn)(IFn *f, MlirOperation op, int first, unsigned rank, uint64_t *idx);

/* vector.load's semantics (operands: memref, indices...; result: the vector) and
 * vector.store's (operands: vector, memref, indices...) with the first indices from ifn. */
int vector_load_at(EncFn *f, MlirOperation op, VecIdxFn ifn);
int vector_store_at(EncFn *f, MlirOperation op, VecIdxFn ifn);
int vector_ev_load_at(IFn *f, MlirOperation op, VecEvIdxFn ifn);
int vector_ev_store_at(IFn *f, MlirOperation op, VecEvIdxFn ifn);

#endif
