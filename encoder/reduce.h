/* reduce.h: reductions "acc = combine(x, acc)" over the elements x_0..x_{n-1} of a
 * symbolic array, from an initial value, in index order (linalg reduction loops, tosa
 * reduce_*, matmul and convolution accumulators). Seed 003 sections 5.1, 5.3 and 6.3;
 * docs/design.md section 10 and docs/semantics.md "Reductions".
 *
 * Abstraction refinement in three stages (q->red_stage):
 *  0 RED_STAGE_DOT: a sum of products a*b is one uninterpreted "dot" function of the two
 *    masked factor arrays; other folds are uninterpreted functions of the initial value and
 *    the masked element array (the combiner's identity beyond n, -0.0 for float sums), so
 *    that two sides reducing the same elements in the same order agree whatever n is;
 *  1 RED_STAGE_SUM: dot products are sums of products; integer folds of a constant size up
 *    to RED_MAX_HASH become functions of the multiset of their elements (the hash encoding
 *    of seed 003 section 5.3: any order and nesting of the same elements agree);
 *  2 RED_STAGE_UNROLL: a constant size up to RED_MAX_UNROLL is unrolled with the exact
 *    combiner, which the float encoding then decides.
 * Float folds whose combiner carries fastmath<reassoc> (or is addf under
 * --assume=associative) are multiset functions at every stage (docs/semantics.md: the
 * value depends only on the multiset of leaves). A counterexample through any
 * uninterpreted fold is an approximation (inconclusive). */
#ifndef TV_REDUCE_H
#define TV_REDUCE_H
#include "enc.h"

enum { RED_STAGE_DOT, RED_STAGE_SUM, RED_STAGE_UNROLL, RED_NSTAGES };
enum { RED_MAX_UNROLL = 64, RED_MAX_HASH = 256 };

typedef enum RedComb {
  RED_ADDF, RED_MULF, RED_MAXIMUMF, RED_MINIMUMF, RED_MAXNUMF, RED_MINNUMF,
  RED_SUBF,                  /* acc - x: callers never mark it reassoc (not commutative) */
  RED_ADDI, RED_MULI, RED_MAXSI, RED_MINSI, RED_MAXUI, RED_MINUI, RED_ANDI, RED_ORI, RED_XORI,
  RED_NCOMBS
} RedComb;

/* The combiner an arith op computes (arith.addf -> RED_ADDF, ...), or -1. */
int red_comb_of(MlirOperation op);
const char *red_comb_name(RedComb c);
/* Whether op (a combiner) carries fastmath<reassoc> (or fast), or is arith.addf under
 * --assume=associative (which the query then records). */
int red_op_reassoc(EncFn *f, MlirOperation op);

/* The initial value of a fold of at least one element: init, except that under
 * --assume=zero-sum (TV_ASSUME_ZERO_SUM) a float sum (RED_ADDF) whose start is the
 * constant +0.0 (a fill or constant of 0.0, TOSA's own start) starts from -0.0, the
 * identity of IEEE addition, instead (the two differ only for a sum whose elements are all
 * -0.0: +0.0 against -0.0; docs/semantics.md 4.8), which the query records. red_fold
 * applies it itself; a caller that unrolls a sum calls it when the sum has an element. */
EncVal red_start(EncFn *f, RedComb c, MlirType elem, EncVal init);

/* The element no fold of c is changed by (w-bit elements of type elem): -0.0 for float
 * sums, +0.0 for acc - x, 1 for products, -Inf/+Inf for maximumf/minimumf, NaN for
 * maxnumf/minnumf, the neutral integer otherwise. */
Z3_ast red_identity(EncFn *f, RedComb c, MlirType elem, unsigned w);

/* combine(x, acc) once, with the exact semantics of the arith op (poison propagates). */
int red_combine(EncFn *f, RedComb c, MlirType elem, EncVal x, EncVal acc, EncVal *out);

/* One fold over k nested dimensions (r[j] < n[j], row-major order): x is the element as
 * terms over the fresh index constants r, which the fold binds. The element array is
 * k-dimensional, so no index is divided (64-bit division by a size that is not a power of
 * two is what makes solvers slow), and dimensions of constant size 1 are dropped (their
 * index is 0), so that folding unit dimensions away keeps the same term. */
typedef struct RedFold {
  RedComb comb;
  MlirType elem;
  int reassoc;               /* float combiner with fastmath<reassoc>: a multiset function */
  EncVal init;
  unsigned k;
  const Z3_ast *r, *n;
  EncVal x;
  const EncVal *factors;     /* NULL, or a[2] with x = a[0] * a[1] and comb a sum */
} RedFold;
int red_fold(EncFn *f, const RedFold *fold, EncVal *out);

/* Whether both sides fold over constant index spaces and some fold on one side has no fold
 * of the same space (its non-unit dimensions' sizes, in order) on the other: the two sides reduce
 * over differently shaped spaces (a convolution's window against img2col's collapsed
 * column), which uninterpreted folds cannot relate. */
int red_reshaped(const TvQuery *q);

/* Whether a fold of n elements should be unrolled, *count receiving the constant n: n is
 * a constant <= RED_MAX_UNROLL and n <= 1, or no combiner was recognised (uf_ok 0), or
 * the query is in its unrolling stage and the fold is not a reassoc multiset function. */
int red_unroll(EncFn *f, Z3_ast n, int uf_ok, int reassoc, unsigned *count);

#endif
