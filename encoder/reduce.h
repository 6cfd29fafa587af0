/* reduce.h: reductions "acc = combine(x, acc)" over the elements x_0..x_{n-1} of a
 * symbolic array, from an initial value, in index order (linalg reduction loops, tosa
 * reduce_*, matmul and convolution accumulators). Seed 003 sections 5.1 and 6.3:
 *  - first the fold is an uninterpreted function of the initial value and the element
 *    array, masked with the combiner's identity beyond n (-0.0 for float sums), so that
 *    two sides reducing the same elements in the same order agree whatever n is; a
 *    counterexample through it is an approximation (inconclusive);
 *  - when that is not enough (q->red_stage > 0), a constant n up to RED_MAX_UNROLL is
 *    unrolled with the exact combiner, which the float encoding then decides. */
#ifndef TV_REDUCE_H
#define TV_REDUCE_H
#include "enc.h"

enum { RED_MAX_UNROLL = 64 };

typedef enum RedComb {
  RED_ADDF, RED_MULF, RED_MAXIMUMF, RED_MINIMUMF, RED_MAXNUMF, RED_MINNUMF,
  RED_ADDI, RED_MULI, RED_MAXSI, RED_MINSI, RED_MAXUI, RED_MINUI, RED_ANDI, RED_ORI, RED_XORI,
  RED_NCOMBS
} RedComb;

/* The combiner an arith op computes (arith.addf -> RED_ADDF, ...), or -1. */
int red_comb_of(MlirOperation op);
const char *red_comb_name(RedComb c);

/* combine(x, acc) once, with the exact semantics of the arith op (poison propagates). */
int red_combine(EncFn *f, RedComb c, MlirType elem, EncVal x, EncVal acc, EncVal *out);

/* The fold as an uninterpreted function: x is the element at index r (terms over the
 * fresh index constant r, which the fold binds), n the element count. */
int red_fold_uf(EncFn *f, RedComb c, MlirType elem, EncVal init, Z3_ast r, EncVal x, Z3_ast n,
                EncVal *out);
/* The same over k nested dimensions (r[j] < n[j], row-major order): the element array is
 * k-dimensional, so no index is divided (64-bit division by a size that is not a power of
 * two is what makes solvers slow), and dimensions of constant size 1 are dropped (their
 * index is 0), so that folding unit dimensions away keeps the same term. */
int red_fold_ufn(EncFn *f, RedComb c, MlirType elem, EncVal init, unsigned k, const Z3_ast *r,
                 EncVal x, const Z3_ast *n, EncVal *out);

/* Whether a reduction of n elements should be unrolled: n is a constant <= RED_MAX_UNROLL
 * and either the query is in its unrolling stage or uf_ok is 0 (no combiner recognised).
 * *count receives the constant. */
int red_unroll(EncFn *f, Z3_ast n, int uf_ok, unsigned *count);

#endif
