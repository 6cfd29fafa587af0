/* induct.c: counted loops proven by induction (induct.h; docs/design.md 13, "Loops by
 * induction"). */
#include <stdio.h>
#include <string.h>
#include <mlir-c/BuiltinTypes.h>
#include "induct.h"
#include "disguise.h"
#include "linalg.h"
#include "loop.h"
#include "mem.h"
#include "mlirutil.h"
#include "tval.h"

enum { INDUCT_MAX = 64 };     /* pairs per function (a linalg op of 7 loops is 7): more are left to unrolling */
enum { INDUCT_BLOCKS = 64 };  /* memory blocks a pair shares: more are the sides' own */

/* How a pair's source loop stands to its target loop: the same iteration space; strip-mined
 * (the target's outer loop steps by a tile over the source's range, its inner loop runs a
 * tile: the source loop is encoded as that nest, the outer pair's parameter the tile);
 * split (two target loops run the source's range in two parts: the source loop is encoded
 * as two, the first pair's parameter the point between them); a linalg op on memrefs
 * against the loop nest it lowers to (one pair per loop of the op, IPair.dim: the source
 * is encoded as its nest, linalg.h); fused (two consecutive source loops against one target
 * loop running both bodies: the source is encoded as that loop, the second pair a marker). */
enum { IND_SAME, IND_STRIP_OUTER, IND_STRIP_INNER, IND_SPLIT_FIRST, IND_SPLIT_SECOND, IND_LINALG, IND_FUSE_FIRST,
       IND_FUSE_SECOND };

/* The target's loop of a pair: a loop op, or a counted loop in disguise (disguise.h) as
 * scf-for-to-while or convert-scf-to-cf leave it. */
enum { IND_OP, IND_WHILE, IND_CF };

/* The shared memory of a pair for one block (both sides' of one key): the iteration's
 * arrays and the loop's. */
typedef struct IMem {
  unsigned key;            /* MemArrays.key: the block on both sides */
  MlirType elem;
  Z3_ast pre[3], post[3];
} IMem;

typedef struct IPair {
  MlirOperation op[2];
  int parent;              /* the pair whose bodies hold this one, or -1 */
  int role;                /* IND_* */
  unsigned dim;            /* IND_LINALG: the op's loop this pair is */
  unsigned unroll;         /* the target's loop steps k times the source's with k copies of
                              its body (unroll-by-k): the source's k iterations a step, or 0 */
  Z3_ast param;            /* strip: the tile (the target outer loop's step); split: the
                              point (the target first loop's upper bound); fresh, defined by
                              the target's term when it reaches the pair */
  Z3_ast map_bad;          /* the source's encoding as a nest or two loops is not its loop */
  Z3_ast unroll_bad;       /* unroll-by-k before a split: the split point leaves a ragged group */
  unsigned n;
  MlirType *types;
  int uns;
  Z3_ast iv, ub;           /* shared: the iteration's induction variable, the loop's UB */
  EncVal *carried, *res;   /* shared: the iteration's carried values, the loop's results */
  unsigned nmem;
  IMem mem[INDUCT_BLOCKS]; /* shared: memory per block id (both sides' blocks of that id) */
  struct {
    int reached;
    EncVal lb, ub, step;
    EncVal *init, *yield;
    Z3_ast body_ub, ub_before;
    Z3_ast path;           /* the side's path where it reached the loop (under a branch) */
    unsigned nblk;
    MemArrays *entry, *post;
  } side[2];
  Z3_ast race;             /* the target is a parallel loop whose iterations may conflict, or
                              iterations the re-encoded nest (interchange) or fused loop runs
                              in another order than the real one conflict */
  int form;                /* the target loop: IND_OP, or in disguise (disguise.h) */
  int swapped;             /* the target's loop of this pair is the one right outside its
                              parent pair's (a perfect nest the source runs the other way round):
                              the target's nest is encoded in the source's order (swap_outer) */
  int pending;             /* swapped, target side, or the source's first fused loop: its
                              loop reached, its bounds below, its iterations not yet encoded */
  EncVal xlb, xub, xstep;
  int xuns;
  MlirValue xarg;          /* its induction variable */
} IPair;

struct InductSet {
  unsigned n;
  IPair p[INDUCT_MAX];
  int cur[2];              /* per side, the pair whose shared iteration is being encoded, or -1 */
};

/* affine.parallel of one dimension without reductions: affine.for whose iterations may run
 * in any order (paired with affine.for, the target's must not conflict: race_bad) */
static int is_parallel_1d(MlirOperation op) {
  return mu_op_is(op, "affine.parallel") && mlirOperationGetNumResults(op) == 0 &&
         mlirBlockGetNumArguments(mlirRegionGetFirstBlock(mlirOperationGetRegion(op, 0))) == 1;
}

static int is_counted_loop(MlirOperation op) {
  return mu_op_is(op, "scf.for") || mu_op_is(op, "affine.for") || is_parallel_1d(op);
}

/* Target loop op is an scf.while in disguise (disguise.h) that may stand for source loop
 * src (src null: any). */
static int while_form(MlirOperation src, MlirOperation op) {
  DgLoop d;
  return mu_op_is(op, "scf.while") && dg_while(op, &d) && (mlirOperationIsNull(src) || dg_fits(src, &d));
}

/* One op kind, affine.for against a one-dimensional affine.parallel, or a counted loop
 * against an scf.while in disguise that fits it. */
static int same_kind(MlirOperation a, MlirOperation b) {
  if (mu_op_is(b, "scf.while")) return while_form(a, b);
  if (mlirIdentifierEqual(mlirOperationGetName(a), mlirOperationGetName(b))) return 1;
  return (mu_op_is(a, "affine.for") && is_parallel_1d(b)) || (is_parallel_1d(a) && mu_op_is(b, "affine.for"));
}

/* Results of scalar types or statically shaped tensors: what a fresh shared value can
 * stand for without sizes of its own. */
static int results_fit(MlirOperation op) {
  for (intptr_t i = 0; i < mlirOperationGetNumResults(op); i++) {
    MlirType t = mlirValueGetType(mlirOperationGetResult(op, i));
    if (mlirTypeIsAShaped(t) && !(tval_is_tensor(t) && mlirShapedTypeHasStaticShape(t))) return 0;
    if (!mlirTypeIsAShaped(t) && !mlirTypeIsAInteger(t) && !mlirTypeIsAIndex(t) && !mlirTypeIsAFloat(t)) return 0;
  }
  return 1;
}

/* The ops among the top-level ops of block b that pick accepts, in order (at most
 * INDUCT_MAX + 1, so that too many is seen). */
static unsigned top_picked(MlirBlock b, int (*pick)(MlirOperation), MlirOperation *out) {
  unsigned n = 0;
  if (mlirBlockIsNull(b)) return 0;
  for (MlirOperation o = mlirBlockGetFirstOperation(b); !mlirOperationIsNull(o) && n <= INDUCT_MAX;
       o = mlirOperationGetNextInBlock(o))
    if (pick(o)) out[n++] = o;
  return n;
}

static int is_loop_or_linalg(MlirOperation op) { return is_counted_loop(op) || linalg_memref_loops(op); }

/* The counted loops among the top-level ops of block b (and, with_linalg, the linalg ops
 * on memrefs, which stand for their loop nests), as top_picked. Loops under a branch are
 * paired inside corresponding branches (pair_branches); nested ones inside a pair
 * (pair_loops). */
static unsigned top_ops(MlirBlock b, int with_linalg, MlirOperation *out) {
  return top_picked(b, with_linalg ? is_loop_or_linalg : is_counted_loop, out);
}

static unsigned top_loops(MlirBlock b, MlirOperation *out) { return top_ops(b, 0, out); }

/* The same result types (an scf.while in disguise has the last iv first). */
static int same_results(MlirOperation a, MlirOperation b) {
  intptr_t n = mlirOperationGetNumResults(a), k = mu_op_is(b, "scf.while") ? 1 : 0;
  if (n + k != mlirOperationGetNumResults(b)) return 0;
  for (intptr_t i = 0; i < n; i++)
    if (!mlirTypeEqual(mlirValueGetType(mlirOperationGetResult(a, i)), mlirValueGetType(mlirOperationGetResult(b, i + k))))
      return 0;
  return 1;
}

/* A loop's body (an scf.while's: its after region). */
static MlirBlock body(MlirOperation op) {
  return mlirRegionGetFirstBlock(mlirOperationGetRegion(op, mu_op_is(op, "scf.while") ? 1 : 0));
}

/* The target's counted loops at the top level of b (top_loops), scf.whiles in disguise
 * included. */
static int is_target_loop(MlirOperation op) { return is_counted_loop(op) || while_form((MlirOperation){NULL}, op); }
static unsigned top_targets(MlirBlock b, MlirOperation *out) { return top_picked(b, is_target_loop, out); }

typedef struct Found {
  unsigned n;
  MlirOperation op[INDUCT_MAX][2];
  int parent[INDUCT_MAX], role[INDUCT_MAX], form[INDUCT_MAX];
  unsigned dim[INDUCT_MAX], unroll[INDUCT_MAX];
  int swapped[INDUCT_MAX];
} Found;

/* The deepest nesting of counted loops at the top level of b and inside them. */
static unsigned depth(MlirBlock b) {
  MlirOperation x[INDUCT_MAX + 1];
  unsigned n = top_loops(b, x), d = 0;
  for (unsigned i = 0; i < n; i++) {
    unsigned k = 1 + depth(body(x[i]));
    if (k > d) d = k;
  }
  return d;
}

/* Whether a pair of kind role of source loop x and target loop y (y2: its second loop,
 * for a split) may be made: one kind of loop, the same result types, values a shared
 * value can stand for, no blocks made or freed. */
static int pairable(MlirOperation x, MlirOperation y) {
  return same_kind(x, y) && same_results(x, y) && results_fit(x) && loop_memory_simple(x) && loop_memory_simple(y);
}

/* The only loop at the top level of y's body when y strip-mines x: a loop of x's kind
 * (not parallel) one level deeper than x; else a null op. */
static MlirOperation strip_inner(MlirOperation x, MlirOperation y) {
  MlirOperation z[INDUCT_MAX + 1];
  if (is_parallel_1d(x) || is_parallel_1d(y) || top_loops(body(y), z) != 1 || !pairable(x, z[0]) || !pairable(x, y) ||
      depth(body(y)) != depth(body(x)) + 1)
    return (MlirOperation){NULL};
  return z[0];
}

/* A counted loop's constant step (affine.for's attribute, scf.for's arith.constant), or 0. */
static int64_t const_step(MlirOperation op) {
  MlirAttribute a = mu_op_is(op, "affine.for") ? mu_attr(op, "step") : (MlirAttribute){NULL};
  if (mu_op_is(op, "scf.for")) {
    MlirValue v = mlirOperationGetOperand(op, 2);
    MlirOperation d = mlirValueIsAOpResult(v) ? mlirOpResultGetOwner(v) : (MlirOperation){NULL};
    if (!mlirOperationIsNull(d) && mu_op_is(d, "arith.constant")) a = mu_attr(d, "value");
  }
  return !mlirAttributeIsNull(a) && mlirAttributeIsAInteger(a) ? mlirIntegerAttrGetValueInt(a) : 0;
}

/* k when target loop y steps k >= 2 times source loop x's constant step (affine-loop-unroll
 * and scf's unrolling keep k copies of the body in the loop), else 0. */
static unsigned unroll_factor(MlirOperation x, MlirOperation y) {
  int64_t a = const_step(x), b = const_step(y);
  return a > 0 && b > a && b % a == 0 && b / a <= 64 && !is_parallel_1d(x) ? (unsigned)(b / a) : 0;
}

static int add(Found *out, MlirOperation x, MlirOperation y, int parent, int role) {
  if (out->n == INDUCT_MAX) return -1;
  out->op[out->n][0] = x, out->op[out->n][1] = y;
  out->parent[out->n] = parent, out->role[out->n] = role;
  out->unroll[out->n] = role == IND_SAME || role == IND_SPLIT_FIRST ? unroll_factor(x, y) : 0;
  out->form[out->n] = mu_op_is(y, "scf.while") ? IND_WHILE : mu_op_is(y, "cf.cond_br") ? IND_CF : IND_OP;
  out->dim[out->n] = 0;
  out->swapped[out->n] = 0;
  return (int)out->n++;
}

/* Whether target loop y starts a perfect nest of as many counted loops (not parallel, no
 * results, touching no blocks by name) as linalg op x has loops; nest[] gets them. */
static int linalg_nest_of(MlirOperation x, MlirOperation y, MlirOperation *nest) {
  unsigned n = linalg_memref_loops(x);
  if (!n || n > INDUCT_MAX || !loop_memory_simple(x)) return 0;
  for (unsigned d = 0; d < n; d++) {
    MlirOperation z[INDUCT_MAX + 1];
    if (d && top_loops(body(nest[d - 1]), z) != 1) return 0;
    MlirOperation l = d ? z[0] : y;
    if (!is_counted_loop(l) || is_parallel_1d(l) || mlirOperationGetNumResults(l) || !loop_memory_simple(l)) return 0;
    nest[d] = l;
  }
  return 1;
}

static void pair_loops(MlirBlock a, MlirBlock b, int parent, Found *out);
static void pair_fused(MlirOperation *x, MlirOperation *y, unsigned n, unsigned cross, int parent, Found *out);

/* The loop that is all of op's body (besides its terminator) when op is a counted loop
 * that is not parallel and has no results, as is that loop: a perfect nest level; else a
 * null op. */
static MlirOperation only_loop(MlirOperation op) {
  MlirOperation none = {NULL};
  if (!is_counted_loop(op) || is_parallel_1d(op) || mlirOperationGetNumResults(op)) return none;
  MlirOperation z = mlirBlockGetFirstOperation(body(op));
  if (mlirOperationIsNull(z) || !is_counted_loop(z) || is_parallel_1d(z) || mlirOperationGetNumResults(z)) return none;
  MlirOperation t = mlirOperationGetNextInBlock(z);
  return !mlirOperationIsNull(t) && mlirOperationIsNull(mlirOperationGetNextInBlock(t)) ? z : none;
}

/* Whether inner's bounds do not use outer's induction variable (the nest is rectangular
 * there: inner's bounds are the same at every iteration of outer). */
static int rectangular(MlirOperation outer, MlirOperation inner) {
  MlirValue iv = mlirBlockGetArgument(body(outer), 0);
  for (intptr_t i = 0; i < mlirOperationGetNumOperands(inner); i++)
    if (mlirValueEqual(mlirOperationGetOperand(inner, i), iv)) return 0;
  return 1;
}

/* How the innermost body of a 2-level nest uses the induction variables: one letter per
 * use in program order, 'o' the outer loop's, 'i' the inner's (swap: the other way). */
typedef struct Uses {
  MlirValue o, i;
  int swap;
  size_t n;
  char s[256];
} Uses;

static MlirWalkResult use_walk(MlirOperation op, void *ud) {
  Uses *u = ud;
  for (intptr_t k = 0; k < mlirOperationGetNumOperands(op) && u->n + 1 < sizeof u->s; k++) {
    MlirValue v = mlirOperationGetOperand(op, k);
    if (mlirValueEqual(v, u->o)) u->s[u->n++] = u->swap ? 'i' : 'o';
    else if (mlirValueEqual(v, u->i)) u->s[u->n++] = u->swap ? 'o' : 'i';
  }
  return MlirWalkResultAdvance;
}

static void uses(MlirOperation outer, MlirOperation inner, int swap, Uses *u) {
  u->o = mlirBlockGetArgument(body(outer), 0), u->i = mlirBlockGetArgument(body(inner), 0);
  u->swap = swap, u->n = 0;
  for (MlirOperation z = mlirBlockGetFirstOperation(body(inner)); !mlirOperationIsNull(z); z = mlirOperationGetNextInBlock(z))
    mlirOperationWalk(z, use_walk, u, MlirWalkPreOrder);
  u->s[u->n] = 0;
}

/* Whether target nest y { y2 } interchanges source nest x { x2 }: both perfect 2-level
 * nests, x against y2 and x2 against y pairable, y2's bounds not using y's induction
 * variable, and the innermost bodies using the induction variables as the swapped nest
 * does and not as the same one does (only picks the pairing: obligations decide). */
static int interchanges(MlirOperation x, MlirOperation y, MlirOperation *x2, MlirOperation *y2) {
  *x2 = only_loop(x), *y2 = only_loop(y);
  if (mlirOperationIsNull(*x2) || mlirOperationIsNull(*y2) || !pairable(x, *y2) || !pairable(*x2, y) ||
      !rectangular(y, *y2))
    return 0;
  Uses a, b, c;
  uses(x, *x2, 0, &a), uses(y, *y2, 0, &b), uses(y, *y2, 1, &c);
  return strcmp(a.s, b.s) != 0 && strcmp(a.s, c.s) == 0;
}

/* Whether target nest y { ya { yb { yc } } } tiles source nest x { x2 } in two dimensions
 * (affine-loop-tile: each loop strip-mined, the tile loops hoisted above the point loops,
 * i.e. x's point loop yb interchanged with x2's tile loop ya); t[] gets ya, yb, yc. */
static int tiles_2d(MlirOperation x, MlirOperation y, MlirOperation *x2, MlirOperation *t) {
  *x2 = only_loop(x);
  t[0] = only_loop(y);
  t[1] = mlirOperationIsNull(t[0]) ? t[0] : only_loop(t[0]);
  t[2] = mlirOperationIsNull(t[1]) ? t[1] : only_loop(t[1]);
  return !mlirOperationIsNull(*x2) && !mlirOperationIsNull(t[2]) && pairable(x, y) && pairable(x, t[1]) &&
         pairable(*x2, t[0]) && pairable(*x2, t[2]) && rectangular(t[0], t[1]) && depth(body(t[2])) == depth(body(*x2));
}

/* Source loop x against target loop y: one pair, or (strip_inner) a strip-mined pair of
 * an outer and an inner pair; then the loops of the bodies. */
static void pair_one(MlirOperation x, MlirOperation y, int parent, Found *out) {
  MlirOperation nest[INDUCT_MAX];
  if (linalg_nest_of(x, y, nest)) {   /* a pair per loop of the op, each inside the one before */
    unsigned n = linalg_memref_loops(x);
    if (out->n + n > INDUCT_MAX) return;
    for (unsigned d = 0; d < n; d++) {
      parent = add(out, x, nest[d], parent, IND_LINALG);
      out->dim[parent] = d;
    }
    return;
  }
  MlirOperation x2, y2, t[3];
  if (tiles_2d(x, y, &x2, t)) {   /* x strip-mined by y over yb, x2 by ya over yc; ya swapped above yb */
    if (out->n + 4 > INDUCT_MAX) return;
    int o = add(out, x, y, parent, IND_STRIP_OUTER), i = add(out, x, t[1], o, IND_STRIP_INNER);
    int o2 = add(out, x2, t[0], i, IND_STRIP_OUTER), i2 = add(out, x2, t[2], o2, IND_STRIP_INNER);
    out->swapped[o2] = 1;
    pair_loops(body(x2), body(t[2]), i2, out);
    return;
  }
  if (interchanges(x, y, &x2, &y2)) {   /* x against y2, x2 against y swapped above it */
    if (out->n + 2 > INDUCT_MAX) return;
    int o = add(out, x, y2, parent, IND_SAME), i = add(out, x2, y, o, IND_SAME);
    out->unroll[o] = out->unroll[i] = 0;
    out->swapped[i] = 1;
    pair_loops(body(x2), body(y2), i, out);
    return;
  }
  MlirOperation z = strip_inner(x, y);
  if (!mlirOperationIsNull(z)) {
    int o = add(out, x, y, parent, IND_STRIP_OUTER), i = o < 0 ? -1 : add(out, x, z, o, IND_STRIP_INNER);
    if (i >= 0) pair_loops(body(x), body(z), i, out);
    return;
  }
  int k = add(out, x, y, parent, IND_SAME);
  if (k >= 0 && !out->unroll[k]) pair_loops(body(x), body(y), k, out);   /* k bodies in one: not paired */
}

/* Pairs the loops at the top level of blocks a (source) and b (target) in order: when both
 * have as many, the k-th with the k-th (pair_one); when the target has one more, one source
 * loop with two consecutive target loops of its kind (split: the loop run in two parts),
 * the first place that fits. Pairs need one kind of loop with the same result types,
 * values a shared value can stand for and no blocks made or freed; none of a block's loops
 * are paired unless all fit, and those past INDUCT_MAX pairs are left to unrolling
 * (parent: the pair of these blocks' loops, or -1). */
static void pair_block_loops(MlirBlock a, MlirBlock b, int parent, Found *out) {
  MlirOperation x[INDUCT_MAX + 1], y[INDUCT_MAX + 2];
  unsigned m = top_loops(b, y), n = top_ops(a, 1, x);
  if (m != n && m != n + 1) {   /* the counts may fit with the scf.whiles in disguise */
    unsigned k = top_targets(b, y);
    if (k == n || k == n + 1) m = k;
    else top_loops(b, y);
  }
  if (m != n && m != n + 1) n = top_ops(a, 0, x);   /* the target kept the linalg ops */
  if (m + 1 == n) {
    pair_fused(x, y, n, n, parent, out);
    return;
  }
  unsigned split = n;
  if (!n || n > INDUCT_MAX || (m != n && m != n + 1)) return;
  if (m == n + 1) {   /* the first place where x[k] against y[k], y[k + 1] fits */
    for (split = 0; split < n; split++) {
      int ok = pairable(x[split], y[split]) && pairable(x[split], y[split + 1]) && !is_parallel_1d(y[split]) &&
               !is_parallel_1d(y[split + 1]);
      for (unsigned i = 0; ok && i < n; i++)
        if (i != split) ok = pairable(x[i], y[i < split ? i : i + 1]);
      if (ok) break;
    }
    if (split == n) return;
  } else {
    MlirOperation nest[INDUCT_MAX];
    for (unsigned i = 0; i < n; i++)
      if (!pairable(x[i], y[i]) && !linalg_nest_of(x[i], y[i], nest)) return;
  }
  for (unsigned i = 0; i < n; i++) {
    if (i != split) {
      if (out->n + 2 > INDUCT_MAX) return;   /* room for a strip's two pairs */
      pair_one(x[i], y[i <= split || split == n ? i : i + 1], parent, out);
      continue;
    }
    if (out->n + 2 > INDUCT_MAX) return;
    int f = add(out, x[i], y[i], parent, IND_SPLIT_FIRST), g = add(out, x[i], y[i + 1], parent, IND_SPLIT_SECOND);
    if (!out->unroll[f]) pair_loops(body(x[i]), body(y[i]), f, out);
    pair_loops(body(x[i]), body(y[i + 1]), g, out);
  }
}

/* The branches (scf.if, affine.if) among the top-level ops of block b, in order (at most
 * INDUCT_MAX + 1). */
static int is_branch(MlirOperation op) { return mu_op_is(op, "scf.if") || mu_op_is(op, "affine.if"); }
static unsigned top_branches(MlirBlock b, MlirOperation *out) { return top_picked(b, is_branch, out); }

/* The loops under the branches at the top level of blocks a (source) and b (target): when
 * both have as many, the k-th of one kind with the k-th, each region's loops against the
 * other's region of that place (then with then, else with else) as pair_loops pairs a
 * block's. A region runs at most once per run of its block, so one shared iteration per
 * loop still stands for each; a loop there runs under the side's path, which the encoding
 * (mem_swap, enc_ub) and the obligations (induct_guard) take into account. */
static void pair_branches(MlirBlock a, MlirBlock b, int parent, Found *out) {
  MlirOperation x[INDUCT_MAX + 1], y[INDUCT_MAX + 1];
  unsigned n = top_branches(a, x);
  if (!n || n > INDUCT_MAX || top_branches(b, y) != n) return;
  for (unsigned i = 0; i < n; i++)
    if (!mlirIdentifierEqual(mlirOperationGetName(x[i]), mlirOperationGetName(y[i])) ||
        mlirOperationGetNumRegions(x[i]) != mlirOperationGetNumRegions(y[i]))
      return;
  for (unsigned i = 0; i < n; i++)
    for (intptr_t r = 0; r < mlirOperationGetNumRegions(x[i]); r++)
      pair_loops(mlirRegionGetFirstBlock(mlirOperationGetRegion(x[i], r)),
                 mlirRegionGetFirstBlock(mlirOperationGetRegion(y[i], r)), parent, out);
}

/* A block's loops (pair_block_loops), then those under its branches (pair_branches). */
static void pair_loops(MlirBlock a, MlirBlock b, int parent, Found *out) {
  pair_block_loops(a, b, parent, out);
  pair_branches(a, b, parent, out);
}

/* The target's body as cf blocks (convert-scf-to-cf): the source loops at the top level of
 * block a against the cf loops in disguise of region r directly inside the one headed by
 * within (null: in none), k-th with k-th when both have as many and each fits (dg_fits);
 * then the loops inside each pair alike. */
static void pair_cf(MlirBlock a, MlirRegion r, MlirBlock within, int parent, Found *out) {
  MlirOperation x[INDUCT_MAX + 1], y[INDUCT_MAX + 1];
  unsigned n = top_loops(a, x);
  if (!n || n > INDUCT_MAX || dg_cf_loops(r, within, y, INDUCT_MAX) != n) return;
  for (unsigned i = 0; i < n; i++) {
    DgLoop d;
    if (!dg_cf(mlirOperationGetBlock(y[i]), &d) || !dg_fits(x[i], &d) || !results_fit(x[i]) || !loop_memory_simple(x[i]))
      return;
  }
  for (unsigned i = 0; i < n; i++) {
    int k = add(out, x[i], y[i], parent, IND_SAME);
    if (k < 0) return;
    pair_cf(body(x[i]), r, mlirOperationGetBlock(y[i]), k, out);
  }
}

/* Whether source loops x1, x2 fuse into target loop y (affine-loop-fusion): x2 the op right
 * after x1 or (cross: x1 ends the first of two fused bodies, x2 starts the second) the
 * first op after x1's block's terminator in the source's fused iteration; one kind of loop,
 * no results, not parallel, both touching memory (so neither is a loop both sides share,
 * encoded without induct_for, loop.h). */
static int fusable(MlirOperation x1, MlirOperation x2, MlirOperation y, int cross) {
  MlirOperation next = mlirOperationGetNextInBlock(x1);
  int adjacent = cross ? !mlirOperationIsNull(next) && mlirOperationIsNull(mlirOperationGetNextInBlock(next)) &&
                             mlirOperationEqual(mlirBlockGetFirstOperation(mlirOperationGetBlock(x2)), x2)
                       : mlirOperationEqual(next, x2);
  return adjacent && pairable(x1, y) && pairable(x2, y) &&
         !mlirOperationGetNumResults(x1) && !mlirOperationGetNumResults(x2) && !is_parallel_1d(x1) &&
         !is_parallel_1d(x2) && !is_parallel_1d(y) && loop_touches_memory(x1) && loop_touches_memory(x2);
}

/* The loops of fused pair f's bodies: those of the source's two bodies in order against
 * the target body's, one to one or with one more fusion (the last loop of the first body
 * with the first of the second, when nothing lies between them). */
static void pair_fused_bodies(MlirOperation x1, MlirOperation x2, MlirOperation y, int f, Found *out) {
  MlirOperation x[2 * INDUCT_MAX + 2], z[INDUCT_MAX + 1];
  unsigned n1 = top_loops(body(x1), x), n2 = top_loops(body(x2), x + n1), m = top_loops(body(y), z);
  if (n1 > INDUCT_MAX || n2 > INDUCT_MAX || m > INDUCT_MAX) return;
  if (m + 1 == n1 + n2) pair_fused(x, z, n1 + n2, n1 - 1, f, out);
  if (m != n1 + n2 || !m) return;
  for (unsigned i = 0; i < m; i++)
    if (!pairable(x[i], z[i])) return;
  for (unsigned i = 0; i < m && out->n + 2 <= INDUCT_MAX; i++) pair_one(x[i], z[i], f, out);
}

/* The source's n loops x against the target's n - 1 loops y: the first place k where x[k]
 * and x[k + 1] fuse into y[k] and the others pair one to one; none when nothing fits
 * (cross: the k whose x[k] and x[k + 1] are in two fused bodies, else past n). */
static void pair_fused(MlirOperation *x, MlirOperation *y, unsigned n, unsigned cross, int parent, Found *out) {
  unsigned k;
  if (n < 2 || n > INDUCT_MAX) return;
  for (k = 0; k + 1 < n; k++) {
    int ok = fusable(x[k], x[k + 1], y[k], k == cross);
    for (unsigned i = 0; ok && i < n; i++)
      if (i != k && i != k + 1) ok = pairable(x[i], y[i < k ? i : i - 1]);
    if (ok) break;
  }
  if (k + 1 >= n) return;
  for (unsigned i = 0; i < n; i++) {
    if (out->n + 2 > INDUCT_MAX) return;
    if (i == k) {
      int f = add(out, x[k], y[k], parent, IND_FUSE_FIRST);
      add(out, x[k + 1], y[k], parent, IND_FUSE_SECOND);
      pair_fused_bodies(x[k], x[k + 1], y[k], f, out);
      i++;
      continue;
    }
    pair_one(x[i], y[i < k ? i : i - 1], parent, out);
  }
}

static void find(MlirOperation src, MlirOperation tgt, Found *out) {
  out->n = 0;
  MlirBlock a = mlirRegionGetFirstBlock(mlirOperationGetRegion(src, 0)), b = mlirRegionGetFirstBlock(mlirOperationGetRegion(tgt, 0));
  if (!mlirBlockIsNull(b) && !mlirBlockIsNull(mlirBlockGetNextInRegion(b)))   /* the target is a CFG */
    pair_cf(a, mlirOperationGetRegion(tgt, 0), (MlirBlock){NULL}, -1, out);
  if (!out->n) pair_loops(a, b, -1, out);   /* the loop ops of the entry blocks */
}

unsigned induct_count(MlirOperation src, MlirOperation tgt) {
  Found fd;
  find(src, tgt, &fd);
  return fd.n;
}

unsigned induct_find(TvQuery *q, MlirOperation src, MlirOperation tgt) {
  Found fd;
  find(src, tgt, &fd);
  if (!fd.n) return 0;
  struct InductSet *set = arena_alloc(&q->arena, sizeof *set);
  if (!set) return enc_stop(q, TV_ERROR, "out of memory while encoding"), 0;
  memset(set, 0, sizeof *set);
  set->n = fd.n;
  set->cur[0] = set->cur[1] = -1;
  for (unsigned i = 0; i < fd.n; i++) {
    memcpy(set->p[i].op, fd.op[i], sizeof fd.op[i]);
    set->p[i].parent = fd.parent[i];
    set->p[i].role = fd.role[i];
    set->p[i].dim = fd.dim[i];
    set->p[i].unroll = fd.unroll[i];
    set->p[i].form = fd.form[i];
    set->p[i].swapped = fd.swapped[i];
  }
  q->induct = set;
  return fd.n;
}

/* The pair op belongs to inside the pair being encoded on f's side (0 source, 1 target);
 * NULL when op is unpaired. A source loop split in two belongs to two pairs: the first. */
static IPair *find_pair(EncFn *f, MlirOperation op, int *side) {
  struct InductSet *set = f->q->induct;
  *side = enc_is_src(f) ? 0 : 1;
  for (unsigned i = 0; set && i < set->n; i++) {
    const IPair *p = &set->p[i];
    /* the target's loop of a swapped pair comes before its parent pair's: in the grandparent */
    int in = *side && p->swapped ? (p->parent >= 0 ? set->p[p->parent].parent : -2) : p->parent;
    if (mlirOperationEqual(p->op[*side], op) && in == set->cur[*side]) return &set->p[i];
  }
  return NULL;
}

/* Pair p's swapped child whose target loop was reached (swap_outer), or NULL. */
static IPair *pending_child(EncFn *f, IPair *p) {
  struct InductSet *set = f->q->induct;
  for (unsigned i = 0; i < set->n; i++)
    if (set->p[i].swapped && set->p[i].pending && set->p[i].parent == (int)(p - set->p)) return &set->p[i];
  return NULL;
}

/* The pair of the given role whose source loop is p's (p's inner pair, the second of a split). */
static IPair *partner(EncFn *f, IPair *p, int role) {
  struct InductSet *set = f->q->induct;
  for (unsigned i = 0; i < set->n; i++)
    if (set->p[i].role == role && mlirOperationEqual(set->p[i].op[0], p->op[0]) && &set->p[i] != p &&
        (role == IND_STRIP_INNER ? set->p[i].parent == (int)(p - set->p) : set->p[i].parent == p->parent))
      return &set->p[i];
  return NULL;
}

/* The shared unknowns, made by the side that reaches the pair first from its initial
 * values (both sides' carried values have the same types and static sizes). */
static int shared_make(EncFn *f, IPair *p, EncVal iv, const EncVal *cur, unsigned n, MlirOperation op) {
  Arena *a = &f->q->arena;
  p->n = n;
  p->types = arena_alloc(a, (n + 1) * sizeof *p->types);
  p->carried = arena_alloc(a, (n + 1) * sizeof *p->carried);
  p->res = arena_alloc(a, (n + 1) * sizeof *p->res);
  if (!p->types || !p->carried || !p->res) return enc_failed(f) ? 1 : 1;
  p->iv = smt_fresh(f->s, "ind.iv", Z3_get_sort(f->s->ctx, iv.v));
  p->ub = smt_fresh(f->s, "ind.ub", Z3_mk_bool_sort(f->s->ctx));
  for (unsigned i = 0; i < n; i++) {
    p->types[i] = mlirValueGetType(mlirOperationGetResult(op, (intptr_t)i));
    p->carried[i] = loop_fresh_like(f, cur[i], "ind.carried");
    p->res[i] = loop_fresh_like(f, cur[i], "ind.res");
    if (!p->carried[i].v || !p->res[i].v) return enc_failed(f) ? 1 : enc_stop(f->q, TV_ERROR, "internal: fresh loop value");
  }
  return enc_failed(f);
}

/* Whether x is the constant true (a path at the top level: nothing to guard). */
static int always(Smt *s, Z3_ast x) { return !x || Z3_get_bool_value(s->ctx, x) == Z3_L_TRUE; }

/* Three fresh arrays of the sorts of like's (value, not-poison, initialized). */
static void fresh_arrays(EncFn *f, const char *what, const Z3_ast like[3], Z3_ast out[3]) {
  static const char *const part[3] = {"val", "np", "init"};
  for (int i = 0; i < 3; i++) {
    char name[64];
    snprintf(name, sizeof name, "%s.%s", what, part[i]);
    out[i] = smt_fresh(f->s, name, Z3_get_sort(f->s->ctx, like[i]));
  }
}

/* The pair's shared memory for block id of type elem, made by the first side to ask; NULL
 * when the other side's block of that id has another element type or there is no room
 * (this side's arrays are then its own). */
static IMem *shared_mem(EncFn *f, IPair *p, const MemArrays *b) {
  for (unsigned i = 0; i < p->nmem; i++)
    if (p->mem[i].key == b->key) return mlirTypeEqual(p->mem[i].elem, b->elem) ? &p->mem[i] : NULL;
  if (p->nmem == INDUCT_BLOCKS) return NULL;
  IMem *m = &p->mem[p->nmem++];
  m->key = b->key, m->elem = b->elem;
  fresh_arrays(f, "ind.mem", b->arr, m->pre);
  fresh_arrays(f, "ind.mem.res", b->arr, m->post);
  return m;
}

/* Before the body: records this side's blocks as the loop starts and gives each the
 * iteration's shared arrays (after it, post: the loop's); after the body (!pre) records
 * them as the iteration left them. A loop under a branch runs only where the side's path
 * holds: elsewhere each block keeps what it had as the loop started. */
static int mem_swap(EncFn *f, IPair *p, int sd, int pre) {
  unsigned n = pre ? mem_block_count(f) : p->side[sd].nblk;
  MemArrays *rec = arena_alloc(&f->q->arena, (n + 1) * sizeof *rec);
  if (!rec) return enc_failed(f);
  for (unsigned k = 0; k < n; k++) {
    if (mem_block_get(f, k, &rec[k])) return 1;
    IMem *m = shared_mem(f, p, &rec[k]);
    Z3_ast own[3];
    if (!m) fresh_arrays(f, pre ? "ind.mem.own" : "ind.mem.own.res", rec[k].arr, own);
    const Z3_ast *to = m ? (pre ? m->pre : m->post) : own;
    Z3_ast kept[3];
    if (!pre && !always(f->s, p->side[sd].path)) {   /* the loop ran only where its path holds */
      for (int i = 0; i < 3; i++) kept[i] = smt_ite(f->s, p->side[sd].path, to[i], p->side[sd].entry[k].arr[i]);
      to = kept;
    }
    if (mem_block_put(f, k, to)) return 1;
  }
  p->side[sd].nblk = n;
  *(pre ? &p->side[sd].entry : &p->side[sd].post) = rec;
  return enc_failed(f);
}

/* One side of footprints(): body b over (lb, ub, step), with the enclosing loop's induction
 * variable outer (if not null) bound to at. */
typedef struct Foot {
  MlirBlock b;
  Z3_ast lb, ub, step;
  int uns;
  MlirValue outer;
  Z3_ast at;
} Foot;

/* "Iterations x[0] and x[1] conflict" (*conflict): each body once in footprint mode
 * (loop.h) at an unknown induction variable in its range (ivs[k]), from unknown memory, its
 * loops standing for all their iterations; one writes an element the other accesses
 * (mem_trace_end). The memory, path and UB are as before. */
static int footprints(EncFn *f, const Foot x[2], Z3_ast ivs[2], Z3_ast *conflict) {
  unsigned nb = mem_block_count(f);
  MemArrays *keep = arena_alloc(&f->q->arena, (nb + 1) * sizeof *keep);
  if (!keep) return enc_failed(f);
  for (unsigned k = 0; k < nb; k++)
    if (mem_block_get(f, k, &keep[k])) return 1;
  Z3_ast saved_ub = f->ub;
  struct MemTrace *prev = mem_trace_begin(f);
  f->footprint++;
  int rc = 0;
  for (int k = 0; k < 2 && !rc; k++, mem_trace_next(f))
    rc = (!mlirValueIsNull(x[k].outer) && enc_set(f, x[k].outer, (EncVal){x[k].at, smt_true(f->s), NULL})) ||
         loop_footprint(f, x[k].b, 1, &x[k].lb, &x[k].ub, &x[k].step, x[k].uns, NULL, 0, &ivs[k]);
  f->footprint--;
  *conflict = mem_trace_end(f, prev);
  f->ub = saved_ub;
  for (unsigned k = 0; !rc && k < nb; k++) rc = mem_block_put(f, k, keep[k].arr);
  return rc ? 1 : enc_failed(f);
}

/* "Two iterations of the target's parallel loop conflict" (footprints, at distinct
 * induction variables). Then only the row-major order the induction follows matters. */
static int race_bad(EncFn *f, IPair *p, EncVal lb, EncVal ub, EncVal step, MlirBlock b) {
  Foot x[2] = {{.b = b, .lb = lb.v, .ub = ub.v, .step = step.v}, {.b = b, .lb = lb.v, .ub = ub.v, .step = step.v}};
  Z3_ast ivs[2], conflict;
  if (footprints(f, x, ivs, &conflict)) return 1;
  p->race = smt_and(f->s, smt_app1(f->s, Z3_mk_not, smt_app2(f->s, Z3_mk_eq, ivs[0], ivs[1])), conflict);
  return enc_failed(f);
}

/* "x < y", signed or unsigned as the loop compares. */
static Z3_ast lt(EncFn *f, int uns, Z3_ast x, Z3_ast y) { return smt_app2(f->s, uns ? Z3_mk_bvult : Z3_mk_bvslt, x, y); }

/* "Two iterations of the target's nest for c { for p { b } } (c swapped, its bounds
 * recorded; p's (lb, ub, step)) that the source's order runs the other way round conflict":
 * points (j1, i1) and (j2, i2) with j1 < j2 and i2 < i1, b in footprint mode as race_bad
 * (loops inside standing for all their iterations, from unknown memory); one writes an
 * element the other accesses. Points ordered alike in both nests need nothing: each nest
 * runs them in the same order. Memory, path and UB as before. */
static int swap_race(EncFn *f, IPair *p, IPair *c, EncVal lb, EncVal ub, EncVal step, int uns, MlirBlock b) {
  Smt *s = f->s;
  Z3_ast ivs[2], js[2], in = smt_true(s), conflict;
  Foot x[2];
  for (int k = 0; k < 2; k++) {
    js[k] = smt_fresh(s, "fp.iv", Z3_get_sort(s->ctx, c->xlb.v));
    in = smt_and(s, in, loop_in_range(s, c->xuns, c->xlb.v, c->xub.v, c->xstep.v, js[k]));
    x[k] = (Foot){b, lb.v, ub.v, step.v, uns, c->xarg, js[k]};
  }
  if (footprints(f, x, ivs, &conflict)) return 1;
  Z3_ast crossed = smt_and(s, lt(f, c->xuns, js[0], js[1]), lt(f, uns, ivs[1], ivs[0]));
  Z3_ast race = smt_and(s, in, smt_and(s, crossed, conflict));
  p->race = p->race ? smt_or(s, p->race, race) : race;
  return enc_failed(f);
}

static EncVal *copy_vals(EncFn *f, const EncVal *v, unsigned n) {
  EncVal *c = arena_alloc(&f->q->arena, (n + 1) * sizeof *c);
  if (c && n) memcpy(c, v, n * sizeof *v);
  return c;
}

/* What one shared iteration encodes: the loop body, or (strip) the inner loop of a tile. */
typedef struct Iter {
  MlirBlock b;
  IPair *inner;            /* strip: the inner pair, else NULL */
  EncVal ub, step;         /* strip: the source loop's upper bound and step */
  int uns;
  MlirOperation op;
  unsigned unroll;         /* the source's unroll-by-k form: k iterations of step `step` below
                              `ub` a shared iteration, else 0 */
  struct LinOp *lin;       /* a linalg op as its nest (linalg.h), else NULL: */
  Z3_ast *ivs, *sizes;     /* its loops' shared induction variables so far, its loop sizes */
  InductBody body;         /* a loop in disguise: encodes its body, else NULL */
  void *ctx;               /* body's */
  IPair *swap;             /* the target's swapped child pair whose iterations each runs, or NULL */
  Z3_ast xiv;              /* a swapped pair's iteration: b's induction variable (the parent's) */
  MlirBlock fuse;          /* fused: the second loop's body, run after b at the same iv */
} Iter;

static int iterate(EncFn *f, IPair *p, int sd, EncVal lb, EncVal ub, EncVal step, const Iter *it, EncVal *cur, unsigned n);

/* The tile's iterations at args[0] = its first induction variable: from there to
 * min(args[0] + tile, ub) by the source's step, by the inner pair's shared iteration. */
static int tile(EncFn *f, IPair *p, const Iter *it, const EncVal *args, unsigned n, EncVal **y) {
  Smt *s = f->s;
  EncVal *cur = copy_vals(f, args + 1, n);
  if (!cur) return enc_failed(f);
  Z3_ast end = smt_app2(s, Z3_mk_bvadd, args[0].v, p->param);
  Z3_ast hi = smt_ite(s, smt_app2(s, it->uns ? Z3_mk_bvult : Z3_mk_bvslt, end, it->ub.v), end, it->ub.v);
  EncVal lo = {args[0].v, smt_true(s), NULL}, up = {hi, it->ub.np, NULL};
  Iter body = {it->b, NULL, {0}, {0}, it->uns, it->op, 0, NULL, NULL, NULL};
  if (iterate(f, it->inner, 0, lo, up, it->step, &body, cur, n)) return 1;
  *y = cur;
  return 0;
}

/* The iteration at args[0] of the pair whose target loop is the inner one of a nest that
 * runs the source's the other way round: all iterations of the swapped child pair (its
 * target loop's bounds, the outer one's), each running the inner body at args[0]. */
static int swapped_iter(EncFn *f, const Iter *it, const EncVal *args, EncVal **y) {
  IPair *c = it->swap;
  Iter in = {.b = it->b, .uns = c->xuns, .op = it->op, .xiv = args[0].v};
  if (iterate(f, c, 1, c->xlb, c->xub, c->xstep, &in, NULL, 0)) return 1;
  *y = copy_vals(f, NULL, 0);
  return *y ? 0 : enc_failed(f);
}

/* A swapped pair's target iteration: the outer loop's induction variable is the pair's,
 * the inner body runs at the parent's (it->xiv). */
static int swapped_body(EncFn *f, IPair *p, const Iter *it, EncVal **y, unsigned *ny) {
  EncVal iv = {it->xiv, smt_true(f->s), NULL};
  if (enc_set(f, p->xarg, (EncVal){p->iv, smt_true(f->s), NULL})) return 1;
  return loop_body(f, it->b, &iv, 1, y, ny);
}

/* The source's unroll-by-k form at args[0] = t: its iterations t, t + step, ... (k of them),
 * all of which run: the pair's range holds whole groups of k (unroll_source). */
static int copies(EncFn *f, const Iter *it, const EncVal *args, unsigned n, EncVal **y) {
  EncVal *cur = copy_vals(f, args + 1, n), iv = {args[0].v, smt_true(f->s), NULL};
  if (!cur) return enc_failed(f);
  for (unsigned j = 0; j < it->unroll; j++) {
    if (j) iv.v = smt_app2(f->s, Z3_mk_bvadd, iv.v, it->step.v);
    if (loop_iteration(f, it->b, iv, NULL, cur, n)) return 1;
  }
  *y = cur;
  return 0;
}

/* Loop p->dim of a linalg op as its nest, at its shared induction variable: the next
 * loop's shared iteration, or at the innermost the op's iteration (linalg_point). */
static int lin_level(EncFn *f, IPair *p, const Iter *it) {
  struct InductSet *set = f->q->induct;
  it->ivs[p->dim] = p->iv;
  if (!it->ivs[p->dim]) return enc_stop(f->q, TV_ERROR, "internal: a loop without its induction variable");
  for (unsigned i = 0; i < set->n; i++)
    if (set->p[i].role == IND_LINALG && set->p[i].parent == (int)(p - set->p) && mlirOperationEqual(set->p[i].op[0], p->op[0])) {
      EncVal zero = {smt_bv_u64(f->s, 64, 0), smt_true(f->s), NULL}, one = {smt_bv_u64(f->s, 64, 1), smt_true(f->s), NULL};
      EncVal size = {it->sizes[p->dim + 1], smt_true(f->s), NULL};
      return iterate(f, &set->p[i], 0, zero, size, one, it, NULL, 0);
    }
  return linalg_point(f, it->lin, it->ivs);
}

/* Pair p's shared iteration on side sd over (lb, ub, step), from the initial values cur
 * (which get the shared results): the shared induction variable, carried values and
 * memory; the iteration's UB kept apart; what it yields and leaves recorded. */
static int iterate(EncFn *f, IPair *p, int sd, EncVal lb, EncVal ub, EncVal step, const Iter *it, EncVal *cur, unsigned n) {
  struct InductSet *set = f->q->induct;
  if (p->side[sd].reached) return enc_stop(f->q, TV_ERROR, "internal: a paired loop reached twice");
  if (!p->iv && shared_make(f, p, lb, cur, n, it->op)) return 1;
  if (p->n != n) return enc_stop(f->q, TV_ERROR, "internal: paired loops carry different counts");
  EncVal *args = arena_alloc(&f->q->arena, (n + 2) * sizeof *args), *y;
  unsigned ny = n;
  if (!args) return enc_failed(f);
  args[0] = (EncVal){p->iv, smt_true(f->s), NULL};
  memcpy(args + 1, p->carried, n * sizeof *args);
  /* the body's UB from the shared state is its own: the loop's UB is the shared flag */
  Z3_ast saved = f->ub;
  int outer = set->cur[sd];
  p->side[sd].ub_before = saved;
  p->side[sd].path = f->path;
  if (mem_swap(f, p, sd, 1)) return 1;
  f->ub = smt_false(f->s);
  set->cur[sd] = (int)(p - set->p);
  int rc = it->inner ? tile(f, p, it, args, n, &y) : it->lin ? lin_level(f, p, it) : it->unroll ? copies(f, it, args, n, &y)
           : it->swap ? swapped_iter(f, it, args, &y) : it->xiv ? swapped_body(f, p, it, &y, &ny)
           : it->body ? it->body(f, it->ctx, args, n + 1, &y, &ny) : loop_body(f, it->b, args, n + 1, &y, &ny);
  if (!rc && !mlirBlockIsNull(it->fuse)) rc = loop_body(f, it->fuse, args, 1, &y, &ny);
  set->cur[sd] = outer;
  Z3_ast body_ub = f->ub;
  f->ub = saved;
  if (rc || mem_swap(f, p, sd, 0)) return 1;
  if (ny != n) return enc_stop(f->q, TV_ERROR, "internal: loop yields %u values, carries %u", ny, n);
  p->uns = it->uns;
  p->side[sd].reached = 1;
  p->side[sd].lb = lb, p->side[sd].ub = ub, p->side[sd].step = step;
  p->side[sd].body_ub = body_ub;
  if (!(p->side[sd].init = copy_vals(f, cur, n)) || !(p->side[sd].yield = copy_vals(f, y, n))) return enc_failed(f);
  if (n) memcpy(cur, p->res, n * sizeof *cur);
  if (sd == 1 && is_parallel_1d(it->op) && race_bad(f, p, lb, ub, step, it->b)) return 1;
  enc_ub(f, p->ub);   /* under the path: a loop under a branch has UB only where it runs */
  return enc_failed(f);
}

/* The pair's parameter (made by the first side to need it, of the induction variable's sort). */
static Z3_ast param(EncFn *f, IPair *p, EncVal like) {
  if (!p->param) p->param = smt_fresh(f->s, p->role == IND_STRIP_OUTER ? "ind.tile" : "ind.split", Z3_get_sort(f->s->ctx, like.v));
  return p->param;
}

/* "x <= y", signed or unsigned as the loop compares. */
static Z3_ast le(EncFn *f, int uns, Z3_ast x, Z3_ast y) { return smt_app2(f->s, uns ? Z3_mk_bvule : Z3_mk_bvsle, x, y); }

/* "(x - lb) is not a multiple of step". */
static Z3_ast off_grid(EncFn *f, Z3_ast x, EncVal lb, EncVal step) {
  Smt *s = f->s;
  Z3_ast r = smt_app2(s, Z3_mk_bvurem, smt_app2(s, Z3_mk_bvsub, x, lb.v), step.v);
  return smt_app1(s, Z3_mk_not, smt_app2(s, Z3_mk_eq, r, smt_bv_u64(s, smt_width(s, x), 0)));
}

/* The source loop (lb, ub, step) as a strip-mined nest: for t = lb to ub by the tile, for
 * i = t to min(t + tile, ub) by step. The same iterations in the same order when the tile
 * is a positive multiple of step and t + tile does not wrap for a t in range (map_bad). */
static int strip_source(EncFn *f, IPair *p, EncVal lb, EncVal ub, EncVal step, const Iter *it, EncVal *cur, unsigned n) {
  Smt *s = f->s;
  IPair *q = partner(f, p, IND_STRIP_INNER);
  if (!q) return enc_stop(f->q, TV_ERROR, "internal: a strip-mined pair without its inner loop");
  Z3_ast t = param(f, p, lb), zero = smt_bv_u64(s, smt_width(s, t), 0);
  Iter outer = {it->b, q, ub, step, it->uns, it->op, 0, NULL, NULL, NULL};
  EncVal tv = {t, smt_true(s), NULL};
  if (iterate(f, p, 0, lb, ub, tv, &outer, cur, n)) return 1;
  Z3_ast in = smt_and(s, le(f, it->uns, lb.v, p->iv), lt(f, it->uns, p->iv, ub.v));
  Z3_ast wraps = smt_app1(s, Z3_mk_not, smt_app2b(s, Z3_mk_bvadd_no_overflow, p->iv, t, !it->uns));
  p->map_bad = smt_or(s, smt_or(s, smt_app1(s, Z3_mk_not, smt_app2(s, Z3_mk_bvsgt, t, zero)), off_grid(f, t, (EncVal){zero, NULL, NULL}, step)),
                      smt_and(s, in, wraps));
  return 0;
}

/* The source loop (lb, ub, step) by unroll-by-k, T = k * step: lb to `end` by T with k
 * iterations a step (copies), then the at most k - 1 iterations from end below ub, each
 * guarded as an unrolled loop's; end = ub - (ub - lb) mod T (lb when ub <= lb), or, when
 * the target runs the rest in a loop of its own (split), the split point, which map_bad
 * then asks to be a multiple of T from lb. The same iterations in the same order. */
static int unroll_source(EncFn *f, IPair *p, EncVal lb, EncVal ub, EncVal step, const Iter *it, EncVal *cur, unsigned n,
                         int tail) {
  Smt *s = f->s;
  Iter u = *it;
  u.unroll = p->unroll, u.step = step;
  unsigned w = smt_width(s, step.v);
  Z3_ast big = smt_app2(s, Z3_mk_bvmul, step.v, smt_bv_u64(s, w, p->unroll));
  Z3_ast rest = smt_app2(s, Z3_mk_bvurem, smt_app2(s, Z3_mk_bvsub, ub.v, lb.v), big);
  Z3_ast end = !tail ? ub.v : smt_ite(s, le(f, it->uns, ub.v, lb.v), lb.v, smt_app2(s, Z3_mk_bvsub, ub.v, rest));
  EncVal ev = {end, ub.np, NULL}, bv = {big, step.np, NULL};
  if (iterate(f, p, 0, lb, ev, bv, &u, cur, n)) return 1;
  if (!tail) {   /* the target's remainder loop runs from the split point: whole groups before it */
    Z3_ast lbv = smt_app2(s, Z3_mk_bvsub, ub.v, lb.v), z = smt_bv_u64(s, w, 0);
    Z3_ast ragged = smt_app1(s, Z3_mk_not, smt_app2(s, Z3_mk_eq, smt_app2(s, Z3_mk_bvurem, lbv, big), z));
    p->unroll_bad = smt_and(s, le(f, it->uns, lb.v, ub.v), ragged);
    return 0;
  }
  EncVal iv = {end, smt_true(s), NULL};
  Z3_ast run = smt_true(s);
  for (unsigned j = 0; j + 1 < p->unroll; j++) {
    if (j) {
      run = smt_and(s, run, smt_app2b(s, Z3_mk_bvadd_no_overflow, iv.v, step.v, !it->uns));
      iv.v = smt_app2(s, Z3_mk_bvadd, iv.v, step.v);
    }
    run = smt_and(s, run, lt(f, it->uns, iv.v, ub.v));
    if (loop_iteration(f, it->b, iv, run, cur, n)) return 1;
  }
  return enc_failed(f);
}

/* The source loop (lb, ub, step) as two: lb to x and x to ub, x the split point. The same
 * iterations when lb <= x <= ub with x on lb's grid, or ub <= x <= lb (no iteration at
 * all); otherwise map_bad. */
static int split_source(EncFn *f, IPair *p, EncVal lb, EncVal ub, EncVal step, const Iter *it, EncVal *cur, unsigned n) {
  Smt *s = f->s;
  IPair *q = partner(f, p, IND_SPLIT_SECOND);
  if (!q) return enc_stop(f->q, TV_ERROR, "internal: a split pair without its second loop");
  Z3_ast x = param(f, p, lb);
  EncVal xv = {x, smt_true(s), NULL};
  if ((p->unroll ? unroll_source(f, p, lb, xv, step, it, cur, n, 0) : iterate(f, p, 0, lb, xv, step, it, cur, n)) ||
      iterate(f, q, 0, xv, ub, step, it, cur, n))
    return 1;
  Z3_ast inside = smt_and(s, smt_and(s, le(f, it->uns, lb.v, x), le(f, it->uns, x, ub.v)),
                          smt_app1(s, Z3_mk_not, off_grid(f, x, lb, step)));
  Z3_ast empty = smt_and(s, le(f, it->uns, ub.v, x), le(f, it->uns, x, lb.v));
  p->map_bad = smt_app1(s, Z3_mk_not, smt_or(s, inside, empty));
  if (p->unroll_bad) p->map_bad = smt_or(s, p->map_bad, p->unroll_bad);
  return 0;
}

/* The target's loop defines the source's tile or split point (a fresh value: the source's
 * encoding is its loop for every valid one, and map_bad asks for validity). */
static void target_param(EncFn *f, IPair *p, EncVal lb, EncVal ub, EncVal step) {
  if (p->role == IND_STRIP_OUTER) f->q->pre = smt_and(f->s, f->q->pre, smt_app2(f->s, Z3_mk_eq, param(f, p, lb), step.v));
  if (p->role == IND_SPLIT_FIRST) f->q->pre = smt_and(f->s, f->q->pre, smt_app2(f->s, Z3_mk_eq, param(f, p, lb), ub.v));
}

/* The target's loop op (bounds lb, ub, step, body b) of swapped pair p: its nest is
 * encoded in the source's order from its only inner loop (swap_inner), which its body is
 * encoded for; p's iterations run inside that loop's pair's, at p's shared induction
 * variable. */
static int swap_outer(EncFn *f, IPair *p, MlirOperation op, EncVal lb, EncVal ub, EncVal step, int uns, MlirBlock b) {
  if (!p->iv && shared_make(f, p, lb, NULL, 0, op)) return 1;
  p->xlb = lb, p->xub = ub, p->xstep = step, p->xuns = uns;
  p->xarg = mlirBlockGetArgument(b, 0);
  p->pending = 1;
  EncVal iv = {p->iv, smt_true(f->s), NULL}, *y;
  unsigned ny;
  int rc = loop_body(f, b, &iv, 1, &y, &ny);
  p->pending = 0;
  if (rc) return 1;
  if (!p->side[1].reached) return enc_stop(f->q, TV_ERROR, "internal: a swapped loop's inner loop not reached");
  return enc_failed(f);
}

/* The target's loop op (lb, ub, step, body b) of pair p, inside the loop of p's swapped
 * child c: the two loops' iterations crossed the other way round must not conflict
 * (swap_race); then p's iterations, each running all of c's (swapped_iter). */
static int swap_inner(EncFn *f, IPair *p, IPair *c, MlirOperation op, EncVal lb, EncVal ub, EncVal step, int uns, MlirBlock b) {
  if (swap_race(f, p, c, lb, ub, step, uns, b)) return 1;
  Iter it = {.b = b, .uns = uns, .op = op, .swap = c};
  return iterate(f, p, 1, lb, ub, step, &it, NULL, 0);
}

/* "The fused order runs B(i) before A(j), j > i, and the two conflict": the first loop's
 * body a at j and the second's b at i in footprint mode, as race_bad. Other pairs of
 * iterations keep their order. */
static int fuse_race(EncFn *f, IPair *p, EncVal lb, EncVal ub, EncVal step, int uns, MlirBlock a, MlirBlock b) {
  Foot x[2] = {{.b = a, .lb = p->xlb.v, .ub = p->xub.v, .step = p->xstep.v, .uns = p->xuns},
                {.b = b, .lb = lb.v, .ub = ub.v, .step = step.v, .uns = uns}};
  Z3_ast ivs[2], conflict;
  if (footprints(f, x, ivs, &conflict)) return 1;
  p->race = smt_and(f->s, lt(f, uns, ivs[1], ivs[0]), conflict);
  return enc_failed(f);
}

/* The source's first loop of a fused pair: its bounds recorded, nothing run yet (the op
 * right after it, the second loop, runs both; until then the pair is pending, and a pair
 * left pending fails its obligations). */
static int fuse_first(IPair *p, MlirOperation op, EncVal lb, EncVal ub, EncVal step, int uns) {
  p->xlb = lb, p->xub = ub, p->xstep = step, p->xuns = uns;
  p->xarg = mlirBlockGetArgument(body(op), 0);
  p->pending = 1;
  return 0;
}

/* The source's second loop of a fused pair (bounds lb, ub, step; body b): both loops as one
 * over the first's bounds, each iteration the first body then the second (the target's
 * fused loop). The same behaviours when the two loops have the same bounds (map_bad) and no
 * iteration of the first conflicts with an earlier one of the second (fuse_race). */
static int fuse_second(EncFn *f, IPair *q, MlirOperation op, EncVal lb, EncVal ub, EncVal step, int uns, MlirBlock b) {
  struct InductSet *set = f->q->induct;
  IPair *p = q > set->p ? q - 1 : NULL;
  if (!p || p->role != IND_FUSE_FIRST || !p->pending)
    return enc_stop(f->q, TV_ERROR, "internal: a fused loop without its first loop");
  Smt *s = f->s;
  Z3_ast same = smt_and(s, smt_app2(s, Z3_mk_eq, p->xlb.v, lb.v),
                        smt_and(s, smt_app2(s, Z3_mk_eq, p->xub.v, ub.v), smt_app2(s, Z3_mk_eq, p->xstep.v, step.v)));
  p->map_bad = smt_or(s, smt_app1(s, Z3_mk_not, same), p->xuns != uns ? smt_true(s) : smt_false(s));
  MlirBlock a = body(p->op[0]);
  if (fuse_race(f, p, lb, ub, step, uns, a, b)) return 1;
  Iter it = {.b = a, .uns = p->xuns, .op = op, .fuse = b};
  p->pending = 0;
  return iterate(f, p, 0, p->xlb, p->xub, p->xstep, &it, NULL, 0);
}

int induct_for(EncFn *f, MlirOperation op, EncVal lb, EncVal ub, EncVal step, int uns, MlirBlock b,
               EncVal *cur, unsigned n, int *done) {
  int sd;
  IPair *p = find_pair(f, op, &sd);
  *done = 0;
  if (!p) return 0;
  loop_bounds_ub(f, lb, ub, step, uns);
  Iter it = {b, NULL, {0}, {0}, uns, op, 0, NULL, NULL, NULL};
  int rc;
  if (sd == 0 && p->role == IND_FUSE_FIRST) rc = fuse_first(p, op, lb, ub, step, uns);
  else if (sd == 0 && p->role == IND_FUSE_SECOND) rc = fuse_second(f, p, op, lb, ub, step, uns, b);
  else if (sd == 0 && p->unroll && p->role == IND_SAME) rc = unroll_source(f, p, lb, ub, step, &it, cur, n, 1);
  else if (sd == 0 && p->role == IND_STRIP_OUTER) rc = strip_source(f, p, lb, ub, step, &it, cur, n);
  else if (sd == 0 && p->role == IND_SPLIT_FIRST) rc = split_source(f, p, lb, ub, step, &it, cur, n);
  else {
    if (sd == 1) target_param(f, p, lb, ub, step);
    IPair *c = sd == 1 && !n ? pending_child(f, p) : NULL;
    rc = sd == 1 && p->swapped ? swap_outer(f, p, op, lb, ub, step, uns, b)
         : c ? swap_inner(f, p, c, op, lb, ub, step, uns, b) : iterate(f, p, sd, lb, ub, step, &it, cur, n);
  }
  if (rc) return 1;
  *done = 1;
  return enc_failed(f);
}

int induct_paired(EncFn *f, MlirOperation op) {
  int sd;
  IPair *p = find_pair(f, op, &sd);
  return p && sd == 1 && p->form != IND_OP && p->iv;   /* the source reached it first and made the shared state */
}

/* "From iv in range, the disguised loop's next iv (wrapping iv + step, poison on an overflow
 * the addi's flags name) does not continue it as the counted loop's does": the counted loop
 * ends where iv + step leaves the type's range (loop_for), the disguised one goes on when
 * the wrapped sum compares below ub, and branches on poison. */
static Z3_ast next_bad(EncFn *f, IPair *p, EncVal lb, EncVal ub, EncVal step, int uns, int flags) {
  Smt *s = f->s;
  Z3_ast iv = p->iv, in = loop_in_range(s, uns, lb.v, ub.v, step.v, iv);
  Z3_ast no_ovf = smt_app2b(s, Z3_mk_bvadd_no_overflow, iv, step.v, !uns);
  Z3_ast bad = smt_and(s, smt_app1(s, Z3_mk_not, no_ovf), lt(f, uns, smt_app2(s, Z3_mk_bvadd, iv, step.v), ub.v));
  if (flags & 1) bad = smt_or(s, bad, smt_app1(s, Z3_mk_not, smt_app2b(s, Z3_mk_bvadd_no_overflow, iv, step.v, 1)));
  if (flags & 2) bad = smt_or(s, bad, smt_app1(s, Z3_mk_not, smt_app2b(s, Z3_mk_bvadd_no_overflow, iv, step.v, 0)));
  return smt_and(s, in, bad);
}

int induct_disguised(EncFn *f, MlirOperation op, EncVal lb, EncVal ub, EncVal step, int uns, int flags, InductBody body,
                     void *ctx, EncVal *cur, unsigned n, int *done) {
  *done = 0;
  if (!induct_paired(f, op)) return 0;
  int sd;
  IPair *p = find_pair(f, op, &sd);
  /* the UB of a counted loop's bounds: more than the disguised loop has (it has none when it
   * runs no iteration), so only harder to prove */
  loop_bounds_ub(f, lb, ub, step, uns);
  target_param(f, p, lb, ub, step);
  Iter it = {{NULL}, NULL, {0}, {0}, uns, op, 0, NULL, NULL, NULL, body, ctx};
  if (iterate(f, p, 1, lb, ub, step, &it, cur, n)) return 1;
  Z3_ast bad = next_bad(f, p, lb, ub, step, uns, flags);
  p->map_bad = p->map_bad ? smt_or(f->s, p->map_bad, bad) : bad;
  *done = 1;
  return enc_failed(f);
}

int induct_linalg(EncFn *f, MlirOperation op, int *done) {
  int sd;
  IPair *p = find_pair(f, op, &sd);
  *done = 0;
  if (!p || sd != 0 || p->role != IND_LINALG) return 0;
  Arena *a = &f->q->arena;
  Z3_ast *sizes = arena_alloc(a, INDUCT_MAX * sizeof *sizes), *ivs = arena_alloc(a, INDUCT_MAX * sizeof *ivs);
  struct LinOp *L;
  if (!sizes || !ivs) return enc_failed(f);
  if (linalg_nest(f, op, sizes, &L)) return 1;
  Iter it = {{NULL}, NULL, {0}, {0}, 0, op, 0, L, ivs, sizes};
  EncVal zero = {smt_bv_u64(f->s, 64, 0), smt_true(f->s), NULL}, one = {smt_bv_u64(f->s, 64, 1), smt_true(f->s), NULL};
  EncVal size = {sizes[0], smt_true(f->s), NULL};
  if (iterate(f, p, 0, zero, size, one, &it, NULL, 0)) return 1;
  *done = 1;
  return enc_failed(f);
}

int induct_pair(TvQuery *q, unsigned i, InductPair *out) {
  if (!q->induct || i >= q->induct->n) return 0;
  const IPair *p = &q->induct->p[i];
  memset(out, 0, sizeof *out);
  out->op[0] = p->op[0], out->op[1] = p->op[1];
  out->parent = p->parent;
  out->n = p->n, out->types = p->types, out->uns = p->uns, out->iv = p->iv;
  for (int sd = 0; sd < 2; sd++) {
    out->side[sd].reached = p->side[sd].reached;
    out->side[sd].lb = p->side[sd].lb, out->side[sd].ub = p->side[sd].ub, out->side[sd].step = p->side[sd].step;
    out->side[sd].init = p->side[sd].init, out->side[sd].yield = p->side[sd].yield;
    out->side[sd].body_ub = p->side[sd].body_ub;
    out->side[sd].ub_before = p->side[sd].ub_before;
    out->side[sd].path = p->side[sd].path;
    out->side[sd].nblk = p->side[sd].nblk;
    out->side[sd].entry = p->side[sd].entry, out->side[sd].post = p->side[sd].post;
  }
  out->race = p->race;
  out->map_bad = p->map_bad;
  out->broken = p->pending;
  return 1;
}

/* Whether pair i's nest holds a swapped pair right below it or (strip) below its inner pair. */
static int swaps_below(TvQuery *q, unsigned i) {
  const struct InductSet *set = q->induct;
  for (unsigned k = 0; k < set->n; k++) {
    int up = set->p[k].parent;
    if (!set->p[k].swapped || up < 0) continue;
    if (up == (int)i || (set->p[up].role == IND_STRIP_INNER && set->p[up].parent == (int)i)) return 1;
  }
  return 0;
}

const char *induct_describe(TvQuery *q) {
  if (!q->induct || !q->induct->n) return NULL;
  char buf[600] = "";
  size_t len = 0;
  for (unsigned i = 0; i < q->induct->n && len + 80 < sizeof buf; i++) {
    const IPair *p = &q->induct->p[i];
    if (!p->side[0].reached || !p->side[1].reached) continue;   /* shared by text */
    if (p->role == IND_STRIP_INNER || p->role == IND_SPLIT_SECOND || p->role == IND_FUSE_SECOND || p->swapped) continue;   /* said with its first pair */
    MlirOperation op = p->op[0];
    char *name = mu_op_name(&q->arena, op), where[300] = "";
    if (mu_loc_text(mlirOperationGetLocation(op), where + 4, sizeof where - 4)) memcpy(where, " at ", 4);
    if (p->role == IND_LINALG && p->dim) continue;
    const char *how = p->role == IND_STRIP_OUTER ? (swaps_below(q, i) ? " (tiled in 2 dimensions)" : " (tiled)")
                      : swaps_below(q, i) ? " (interchanged)" : p->role == IND_FUSE_FIRST ? " (fused)" : p->role == IND_SPLIT_FIRST ? (p->unroll ? " (unrolled, with a remainder loop)" : " (split in two)")
                      : p->role == IND_LINALG ? " (as its loops)" : p->unroll ? " (unrolled)" : "";
    const char *as = p->form == IND_WHILE ? " (as scf.while)" : p->form == IND_CF ? " (as cf blocks)" : "";
    len += (size_t)snprintf(buf + len, sizeof buf - len, "%s%s%s%s%s", len ? ", " : "", name ? name : "loop", where, how, as);
  }
  if (!len) return NULL;
  char *r = arena_alloc(&q->arena, strlen(buf) + 1);
  if (r) strcpy(r, buf);
  return r;
}
