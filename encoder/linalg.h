/* linalg.h: a structured linalg op on memrefs as the loop nest it stands for (induct.c pairs
 * it with the loops convert-linalg-to-loops makes of it; docs/design.md 13). The op's
 * semantics is that nest (semantics.md, "linalg": every point of the iteration space in
 * row-major order, reductions in loop order), given that an output overlapping another
 * operand is UB. */
#ifndef TV_LINALG_H
#define TV_LINALG_H
#include "enc.h"

struct LinOp;

/* The loops of a structured op whose shaped operands are all memrefs (it has no results),
 * or 0 for any other op. */
unsigned linalg_memref_loops(MlirOperation op);
/* Starts op as its nest: the op's UB that no iteration decides (overlapping buffers,
 * indices out of bounds), each loop's size in sizes[0..loops-1]; *out for linalg_point. */
int linalg_nest(EncFn *f, MlirOperation op, Z3_ast *sizes, struct LinOp **out);
/* One iteration at the loop indices: the elements of the operands the body uses loaded
 * from memory (UB as memref.load), the body, the outputs' elements stored. */
int linalg_point(EncFn *f, struct LinOp *L, const Z3_ast *loops);

#endif
