/* affine.h: affine expressions of the affine dialect's semantics (AffineExpr.h), evaluated
 * by affine.c for other modules: linalg's indexing maps with floordiv, ceildiv and mod
 * (docs/design.md section 10, "Indexing maps"; docs/semantics.md 3 and "linalg"). */
#ifndef TV_AFFINE_H
#define TV_AFFINE_H
#include <mlir-c/AffineExpr.h>
#include "enc.h"
#include "interp.h"

/* Whether e is an index expression over dims d0..d{ndims-1} alone: dims, constants, +,
 * multiplication with a constant side, floordiv, ceildiv and mod by positive constants
 * (nested freely; no symbols). Such an expression never divides by zero. */
int aff_index_ok(MlirAffineExpr e, unsigned ndims);

/* Expression e (aff_index_ok) at dims, in 64-bit two's complement as affine.apply computes
 * it: floordiv rounds toward minus infinity, ceildiv toward plus infinity, and mod is the
 * remainder of floordiv, in [0, c) for a constant c > 0. With nonneg (aff_index_range
 * found every subexpression non-negative at these dims), the same values by unsigned
 * division and remainder, which the solver simplifies better. NULL on a failed term. */
Z3_ast aff_index_at(EncFn *f, MlirAffineExpr e, unsigned ndims, const Z3_ast *dims, int nonneg);

/* The values of e (aff_index_ok) for dims d in [0, hi[d]], by interval arithmetic: within
 * [*lo, *hi_out] (an over-approximation), and *nonneg set when every subexpression is
 * non-negative there. 0 (and *nonneg 0) when some value may leave +-2^62. */
int aff_index_range(MlirAffineExpr e, const uint64_t *hi, int64_t *lo, int64_t *hi_out, int *nonneg);

/* The same on concrete values (the interpreter): the value in *out; nonzero after an
 * interpreter error. */
int aff_ev_index_at(IFn *f, MlirOperation op, MlirAffineExpr e, unsigned ndims, const uint64_t *dims,
                    uint64_t *out);

#endif
