/* linalg.c: the linalg dialect (LinalgStructuredOps.td, LinalgNamedStructuredOps.yaml) on
 * tensors; seed 003 section 5.2, docs/semantics.md "linalg".
 *
 * Every structured op, linalg.generic and the named ops alike, becomes one LinOp: a loop
 * nest (a size per loop, which loops are reductions), per operand per dimension an affine
 * index sum(coef * loop) + const or a general expression (floordiv, mod: affine.h), and
 * the body block. The indexing maps are the op's own
 * (LinalgOp::getIndexingMaps through the C API: the generic's attribute, or what the named
 * op computes from its strides and dilations); the body is region 0, which named ops carry
 * in memory even when their custom form does not print it. Each output is a lambda over its
 * row-major index: the parallel loops come from the output's map, the body is encoded at
 * those loops, and reduction loops are folded (reduce.h) or unrolled. */
#include <stdarg.h>
#include <string.h>
#include <mlir-c/AffineExpr.h>
#include <mlir-c/AffineMap.h>
#include <mlir-c/BuiltinAttributes.h>
#include <mlir-c/BuiltinTypes.h>
#include <mlir-c/Dialect/Linalg.h>
#include "affine.h"
#include "enc.h"
#include "interp.h"
#include "imem.h"
#include "induct.h"
#include "linalg.h"
#include "mem.h"
#include "mlirutil.h"
#include "reduce.h"
#include "tval.h"

enum { LIN_MAX_LOOPS = 16, LIN_MAX_OUTS = 16, LIN_MAX_OPERANDS = 64 };

/* One result of an indexing map: sum(coef[d] * loop d) + cst with coefficients and
 * constant non-negative, or else a general expression (floordiv, mod, ...: aff_index_ok). */
typedef struct LinAff {
  int64_t coef[LIN_MAX_LOOPS];
  int64_t cst;
  int dim;                     /* d when the result is exactly loop d, else -1 */
  MlirAffineExpr general;      /* the expression when it is not such a sum, else null */
  int nonneg, inbounds;        /* general, at the loop sizes (lin_general_range): every
                                * subexpression is non-negative; every index is in bounds */
} LinAff;

typedef struct LinOperand {
  unsigned rank;
  int shaped;                  /* a tensor or memref (else a scalar: map with no results) */
  int memref;
  LinAff *res;                 /* rank results of its indexing map */
  MlirValue arg;               /* its block argument; null when none (linalg.map's init) */
  int used;                    /* the argument has uses: reading an unwritten element is UB */
  /* the encoder's */
  EncVal val;                  /* a tensor, or a scalar */
  MemRef *mem;                 /* a memref operand (read as a tensor; an output is written back) */
} LinOperand;

/* The structured op: loops, operands (inputs then outputs) and body. lin_spec fills what
 * the op's types say (shared by the encoder and the evaluator), the rest is the encoder's. */
typedef struct LinOp {
  MlirOperation op;
  const char *name;
  unsigned nloops, nin, nout, nred;
  int red[LIN_MAX_LOOPS];      /* absent from the output maps: reduced, in loop order */
  unsigned size_of[LIN_MAX_LOOPS][2];  /* loop d's size: operand [0], dimension [1] */
  LinOperand *opnd;
  MlirBlock body;
  int nargs;                   /* the body's arguments: every operand's, or the inputs' */
  TvVerdict err_kind;          /* lin_spec failed: unsupported or error, */
  char err[200];               /* and why, after the op's name (" with ...", ": ...") */
  /* the encoder's */
  Z3_ast bound[LIN_MAX_LOOPS];
  /* while output cur_out is encoded: its element's row-major index */
  unsigned cur_out;
  Z3_ast cur_i;
} LinOp;

/* How the reduction loops are encoded. */
typedef enum { LIN_PARALLEL, LIN_FOLD, LIN_UNROLL } LinKind;
typedef struct LinPlan {
  LinKind kind;
  Z3_ast trips;                /* iterations of the reduction loops (1 when none) */
  unsigned count;              /* LIN_UNROLL: that number as a constant */
  int comb[LIN_MAX_OUTS];      /* LIN_FOLD: per output its combiner and other operand */
  MlirValue x[LIN_MAX_OUTS];
  MlirValue factor[LIN_MAX_OUTS][2];   /* x = factor[0] * factor[1] (a sum): a dot product */
  int reassoc[LIN_MAX_OUTS];   /* the combiner has fastmath<reassoc> */
  int any_reassoc;
  int folds;                   /* every output matched lin_match (comb is valid) */
} LinPlan;

static Z3_ast bv64(EncFn *f, uint64_t v) { return smt_bv_u64(f->s, 64, v); }
static Z3_ast not_(EncFn *f, Z3_ast a) { return smt_app1(f->s, Z3_mk_not, a); }
static Z3_ast eq(EncFn *f, Z3_ast a, Z3_ast b) { return smt_app2(f->s, Z3_mk_eq, a, b); }
static int has_uses(MlirValue v) { return !mlirOpOperandIsNull(mlirValueGetFirstUse(v)); }

static unsigned count_uses(MlirValue v) {
  unsigned n = 0;
  for (MlirOpOperand u = mlirValueGetFirstUse(v); !mlirOpOperandIsNull(u); u = mlirOpOperandGetNextUse(u)) n++;
  return n;
}

/* ---- building the LinOp ---- */

/* Adds scale * e to a; 0 when e is not a sum of constant multiples of loops and constants. */
static int aff_add(MlirAffineExpr e, int64_t scale, unsigned nloops, LinAff *a) {
  if (mlirAffineExprIsADim(e)) {
    intptr_t d = mlirAffineDimExprGetPosition(e);
    if (d < 0 || (unsigned)d >= nloops) return 0;
    a->coef[d] += scale;
    return 1;
  }
  if (mlirAffineExprIsAConstant(e)) {
    a->cst += scale * mlirAffineConstantExprGetValue(e);
    return 1;
  }
  MlirAffineExpr l = mlirAffineBinaryOpExprGetLHS(e), r = mlirAffineBinaryOpExprGetRHS(e);
  if (mlirAffineExprIsAAdd(e)) return aff_add(l, scale, nloops, a) && aff_add(r, scale, nloops, a);
  if (!mlirAffineExprIsAMul(e)) return 0;
  if (mlirAffineExprIsAConstant(l)) {
    MlirAffineExpr t = l;
    l = r;
    r = t;
  }
  return mlirAffineExprIsAConstant(r) && aff_add(l, scale * mlirAffineConstantExprGetValue(r), nloops, a);
}

/* lin_spec failed: kind and why (after the op's name); returns 1. */
static int lin_err(LinOp *L, TvVerdict kind, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(L->err, sizeof L->err, fmt, ap);
  va_end(ap);
  L->err_kind = kind;
  return 1;
}

/* Result k of map as a LinAff: a sum with non-negative terms (the fast path), else a
 * general index expression. */
static int lin_result(LinOp *L, MlirAffineMap m, intptr_t k, LinAff *a) {
  MlirAffineExpr e = mlirAffineMapGetResult(m, k);
  memset(a, 0, sizeof *a);
  a->dim = mlirAffineExprIsADim(e) ? (int)mlirAffineDimExprGetPosition(e) : -1;
  int ok = aff_add(e, 1, L->nloops, a) && a->cst >= 0;
  for (unsigned d = 0; d < L->nloops; d++) ok = ok && a->coef[d] >= 0;
  if (ok) return 0;
  if (!aff_index_ok(e, L->nloops))
    return lin_err(L, TV_UNSUPPORTED, " with an indexing map result that is not an affine "
                   "expression of the loops with constant multipliers and positive constant divisors");
  memset(a, 0, sizeof *a);
  a->dim = -1;
  a->general = e;
  return 0;
}

/* The indexing maps of every operand (LinalgOp::getIndexingMaps). */
static int lin_maps(Arena *ar, LinOp *L) {
  MlirAttribute maps = mlirLinalgGetIndexingMapsAttribute(L->op);
  unsigned n = L->nin + L->nout;
  if (mlirAttributeIsNull(maps) || !mlirAttributeIsAArray(maps) ||
      (unsigned)mlirArrayAttrGetNumElements(maps) != n)
    return lin_err(L, TV_UNSUPPORTED, " without one indexing map per operand");
  for (unsigned j = 0; j < n; j++) {
    MlirAttribute ma = mlirArrayAttrGetElement(maps, (intptr_t)j);
    if (!mlirAttributeIsAAffineMap(ma)) return lin_err(L, TV_ERROR, ": indexing map is not an affine map");
    MlirAffineMap m = mlirAffineMapAttrGetValue(ma);
    if (j == 0) L->nloops = (unsigned)mlirAffineMapGetNumDims(m);
    if (L->nloops > LIN_MAX_LOOPS) return lin_err(L, TV_UNSUPPORTED, " with more than 16 loops");
    if (mlirAffineMapGetNumSymbols(m) || (unsigned)mlirAffineMapGetNumDims(m) != L->nloops)
      return lin_err(L, TV_UNSUPPORTED, " with symbols in an indexing map");
    LinOperand *o = &L->opnd[j];
    if ((unsigned)mlirAffineMapGetNumResults(m) != o->rank)
      return lin_err(L, TV_ERROR, ": indexing map #%u does not match its operand's rank", j);
    o->res = arena_alloc(ar, (o->rank ? o->rank : 1) * sizeof *o->res);
    if (!o->res) return lin_err(L, TV_ERROR, ": out of memory");
    for (unsigned k = 0; k < o->rank; k++)
      if (lin_result(L, m, (intptr_t)k, &o->res[k])) return 1;
  }
  return 0;
}

/* Operand j's type: tensor, memref or scalar, its rank and its block argument. */
static int lin_operand(LinOp *L, unsigned j) {
  LinOperand *o = &L->opnd[j];
  MlirType t = mlirValueGetType(mlirOperationGetOperand(L->op, (intptr_t)j));
  o->memref = mem_is_memref(t);
  o->shaped = o->memref || tval_is_tensor(t);
  if (mlirTypeIsAShaped(t) && !o->shaped) return lin_err(L, TV_UNSUPPORTED, " on this operand type");
  o->rank = o->shaped ? (unsigned)mlirShapedTypeGetRank(t) : 0;
  if (o->rank > LIN_MAX_LOOPS) return lin_err(L, TV_UNSUPPORTED, " on a tensor of rank over 16");
  if (j >= L->nin && !o->shaped) return lin_err(L, TV_UNSUPPORTED, " with a scalar output");
  o->arg = (MlirValue){NULL};
  if ((intptr_t)j < L->nargs) o->arg = mlirBlockGetArgument(L->body, (intptr_t)j);
  o->used = !mlirValueIsNull(o->arg) && has_uses(o->arg);
  return 0;
}

/* Loop sizes: for each loop, the size of the first operand dimension (inputs, then outputs)
 * whose map result is exactly that loop, as LinalgOp::createLoopRanges finds it. */
static int lin_sizes(LinOp *L) {
  int found[LIN_MAX_LOOPS] = {0};
  for (unsigned j = 0; j < L->nin + L->nout; j++)
    for (unsigned k = 0; k < L->opnd[j].rank; k++) {
      int d = L->opnd[j].res[k].dim;
      if (d >= 0 && !found[d]++) L->size_of[d][0] = j, L->size_of[d][1] = k;
    }
  for (unsigned d = 0; d < L->nloops; d++)
    if (!found[d]) return lin_err(L, TV_UNSUPPORTED, ": loop d%u is not an operand dimension", d);
  return 0;
}

/* Reduction loops are those no output map uses; every output map is a projected
 * permutation of the same loops (constants allowed: those elements keep their value). */
static int lin_iterators(LinOp *L) {
  for (unsigned o = 0; o < L->nout; o++) {
    const LinOperand *out = &L->opnd[L->nin + o];
    int seen[LIN_MAX_LOOPS] = {0};
    for (unsigned k = 0; k < out->rank; k++) {
      const LinAff *a = &out->res[k];
      int constant = !a->general.ptr;
      for (unsigned d = 0; d < L->nloops; d++) constant = constant && !a->coef[d];
      if (a->dim >= 0 ? seen[a->dim]++ : !constant)
        return lin_err(L, TV_UNSUPPORTED, " with an output map that is not a projected permutation");
    }
    for (unsigned d = 0; d < L->nloops; d++) {
      if (o == 0) L->red[d] = !seen[d];
      else if (L->red[d] != !seen[d])
        return lin_err(L, TV_UNSUPPORTED, " whose outputs do not use the same loops");
    }
  }
  for (unsigned d = 0; d < L->nloops; d++) L->nred += (unsigned)L->red[d];
  return 0;
}

/* What op's types and attributes say: operands, maps, loops, body (no values). Nonzero
 * with L->err_kind and L->err set when the op is not one we model. */
static int lin_spec(Arena *ar, MlirOperation op, LinOp *L) {
  memset(L, 0, sizeof *L);
  L->op = op;
  L->name = mu_op_name(ar, op);
  intptr_t nops = mlirOperationGetNumOperands(op), nres = mlirOperationGetNumResults(op);
  if (!L->name) return L->name = "linalg op", lin_err(L, TV_ERROR, ": out of memory");
  if (nres == 0) {   /* on memrefs: the outputs are the inits segment */
    MlirAttribute seg = mu_attr(op, "operandSegmentSizes");
    nres = !mlirAttributeIsNull(seg) && mlirAttributeIsADenseI32Array(seg) && mlirDenseArrayGetNumElements(seg) == 2
               ? mlirDenseI32ArrayGetElement(seg, 1) : 1;
    if (nres < 1 || nres > nops) return lin_err(L, TV_UNSUPPORTED, " without outputs");
  }
  if (nres > LIN_MAX_OUTS || nops > LIN_MAX_OPERANDS || nops < nres)
    return lin_err(L, TV_UNSUPPORTED, " with more than 16 outputs or 64 operands");
  L->nout = (unsigned)nres;
  L->nin = (unsigned)(nops - nres);
  L->body = mlirRegionGetFirstBlock(mlirOperationGetRegion(op, 0));
  L->nargs = mlirBlockIsNull(L->body) ? -1 : (int)mlirBlockGetNumArguments(L->body);
  if (L->nargs != nops && L->nargs != (intptr_t)L->nin)
    return lin_err(L, TV_UNSUPPORTED, " without a body taking its operands' elements");
  L->opnd = arena_alloc(ar, (size_t)nops * sizeof *L->opnd);
  if (!L->opnd) return lin_err(L, TV_ERROR, ": out of memory");
  for (unsigned j = 0; j < (unsigned)nops; j++)
    if (lin_operand(L, j)) return 1;
  return lin_maps(ar, L) || lin_sizes(L) || lin_iterators(L);
}

/* lin_spec and the operands' values: memrefs read as tensors, the loop sizes. */
static int lin_build(EncFn *f, MlirOperation op, LinOp *L) {
  if (lin_spec(&f->q->arena, op, L)) return enc_stop(f->q, L->err_kind, "%s%s", L->name, L->err);
  for (unsigned j = 0; j < L->nin + L->nout; j++) {
    LinOperand *o = &L->opnd[j];
    if (enc_operand(f, op, (int)j, &o->val)) return 1;
    /* buffer semantics: the memref's elements before the op, as a tensor */
    if (o->val.m && (o->mem = o->val.m, mem_read(f, o->mem, &o->val))) return 1;
    if (!o->val.t != !o->shaped) return enc_stop(f->q, TV_ERROR, "%s: an operand of an unexpected kind", L->name);
  }
  for (unsigned d = 0; d < L->nloops; d++) L->bound[d] = L->opnd[L->size_of[d][0]].val.t->dims[L->size_of[d][1]];
  return 0;
}

/* A general result at the loop sizes (constants, else the --max-dim bound): whether its
 * subexpressions stay non-negative (aff_index_at may divide unsigned) and whether its
 * values stay below the operand's constant size (no read out of bounds to check). */
static void lin_general_range(EncFn *f, const LinOp *L, LinAff *a, Z3_ast size) {
  uint64_t hi[LIN_MAX_LOOPS], n;
  int64_t lo, top;
  for (unsigned d = 0; d < L->nloops; d++) {
    if (!tval_const_u64(f, L->bound[d], &n)) n = f->q->opts->max_dim;
    if (!n) {   /* no iteration runs: nothing is read */
      a->nonneg = a->inbounds = 1;
      return;
    }
    hi[d] = n - 1;
  }
  a->inbounds = aff_index_range(a->general, hi, &lo, &top, &a->nonneg) && lo >= 0 &&
                tval_const_u64(f, size, &n) && (uint64_t)top < n;
}

/* Every operand's shape must agree with the loop sizes (seed 003 section 5.2): a dimension
 * indexed by exactly one loop has its size; a compound index (a convolution window, a
 * constant) stays below the size when some iteration runs. Otherwise UB. */
static void lin_shape_ub(EncFn *f, LinOp *L) {
  Smt *s = f->s;
  Z3_ast runs = smt_true(s), bad = smt_false(s);
  for (unsigned d = 0; d < L->nloops; d++) runs = smt_and(s, runs, not_(f, eq(f, L->bound[d], bv64(f, 0))));
  for (unsigned j = 0; j < L->nin + L->nout; j++)
    for (unsigned k = 0; k < L->opnd[j].rank; k++) {
      const LinAff *a = &L->opnd[j].res[k];
      Z3_ast size = L->opnd[j].val.t->dims[k];
      if (a->dim >= 0) {
        bad = smt_or(s, bad, not_(f, eq(f, size, L->bound[a->dim])));
        continue;
      }
      if (a->general.ptr) {   /* proven in bounds, or checked at each read (lin_load) */
        lin_general_range(f, L, &L->opnd[j].res[k], size);
        continue;
      }
      Z3_ast max = bv64(f, (uint64_t)a->cst);
      for (unsigned d = 0; d < L->nloops; d++)
        if (a->coef[d]) {
          Z3_ast last = smt_app2(s, Z3_mk_bvsub, L->bound[d], bv64(f, 1));
          max = smt_app2(s, Z3_mk_bvadd, max, smt_app2(s, Z3_mk_bvmul, bv64(f, (uint64_t)a->coef[d]), last));
        }
      bad = smt_or(s, bad, smt_and(s, runs, smt_app2(s, Z3_mk_bvuge, max, size)));
    }
  enc_ub(f, bad);
}

/* ---- one iteration ---- */

static Z3_ast aff_eval(EncFn *f, const LinAff *a, unsigned nloops, const Z3_ast *loops) {
  if (a->general.ptr) return aff_index_at(f, a->general, nloops, loops, a->nonneg);
  Z3_ast v = bv64(f, (uint64_t)a->cst);
  for (unsigned d = 0; d < nloops; d++)
    if (a->coef[d])
      v = smt_app2(f->s, Z3_mk_bvadd, v, smt_app2(f->s, Z3_mk_bvmul, bv64(f, (uint64_t)a->coef[d]), loops[d]));
  return v;
}

/* Whether operand j is indexed exactly as the output being encoded: then, the shapes being
 * equal unless the op is UB, its row-major index is the output's (no round trip through
 * division and remainder for the solver to see through). */
static int same_as_output(const LinOp *L, unsigned j) {
  const LinOperand *o = &L->opnd[j], *out = &L->opnd[L->nin + L->cur_out];
  if (!L->cur_i || o->rank != out->rank) return 0;
  for (unsigned k = 0; k < o->rank; k++)
    if (o->res[k].dim < 0 || o->res[k].dim != out->res[k].dim) return 0;
  return 1;
}

/* Operand j's element at the loop indices and whether it was written. */
static void lin_load(EncFn *f, const LinOp *L, unsigned j, const Z3_ast *loops, EncVal *out, Z3_ast *written) {
  const LinOperand *o = &L->opnd[j];
  if (!o->val.t) {
    *out = o->val;
    *written = smt_true(f->s);
    return;
  }
  /* dynamic sizes: at the coordinates, so that a lambda is read through its body (its
   * row-major index would be divided by symbolic sizes); a merge is read in each branch's
   * shape */
  if (same_as_output(L, j) && !o->val.t->merge && !tval_dynamic(f, o->val.t)) {
    *out = tval_at(f, o->val, L->cur_i);
    *written = tval_written(f, o->val, L->cur_i);
    return;
  }
  Z3_ast idx[LIN_MAX_LOOPS];
  for (unsigned k = 0; k < o->rank; k++) {
    idx[k] = aff_eval(f, &o->res[k], L->nloops, loops);
    /* a general index (maybe not monotone in the loops): this iteration's read out of
     * bounds is UB, as lin_shape_ub makes some iteration's for the sums */
    if (o->res[k].general.ptr && !o->res[k].inbounds) enc_ub(f, smt_app2(f->s, Z3_mk_bvuge, idx[k], o->val.t->dims[k]));
  }
  *out = tval_at_idx(f, o->val, idx);
  *written = tval_written_idx(f, o->val, idx);
}

/* The outputs' elements at the loop indices (the accumulators' initial values); *bad is
 * "one that the body reads was never written". */
static void lin_inits(EncFn *f, const LinOp *L, const Z3_ast *loops, EncVal *acc, Z3_ast *bad) {
  *bad = smt_false(f->s);
  for (unsigned o = 0; o < L->nout; o++) {
    Z3_ast w;
    lin_load(f, L, L->nin + o, loops, &acc[o], &w);
    if (L->opnd[L->nin + o].used) *bad = smt_or(f->s, *bad, not_(f, w));
  }
}

typedef struct IndexBind {
  EncFn *f;
  const LinOp *L;
  const Z3_ast *loops;
  int rc;
} IndexBind;

/* The structured op a linalg.index belongs to: its closest ancestor with indexing maps. */
static int owned_by(MlirOperation op, MlirOperation owner) {
  for (MlirOperation p = mlirOperationGetParentOperation(op); !mlirOperationIsNull(p);
       p = mlirOperationGetParentOperation(p)) {
    if (mlirOperationEqual(p, owner)) return 1;
    if (!mlirAttributeIsNull(mlirLinalgGetIndexingMapsAttribute(p))) return 0;
  }
  return 0;
}

static MlirWalkResult bind_index(MlirOperation op, void *ud) {
  IndexBind *b = ud;
  if (!mu_op_is(op, "linalg.index") || !owned_by(op, b->L->op)) return MlirWalkResultAdvance;
  MlirAttribute a = mu_attr(op, "dim");
  int64_t d = mlirAttributeIsAInteger(a) ? mlirIntegerAttrGetValueInt(a) : -1;
  if (d < 0 || d >= (int64_t)b->L->nloops)
    b->rc = enc_stop(b->f->q, TV_ERROR, "linalg.index dim out of range");
  else
    b->rc = enc_set(b->f, mlirOperationGetResult(op, 0), (EncVal){b->loops[d], smt_true(b->f->s), NULL});
  return b->rc ? MlirWalkResultInterrupt : MlirWalkResultAdvance;
}

/* One iteration at the loop indices with the outputs' arguments bound to acc: the body's
 * yielded values in *y. Reading an unwritten input element the body uses is UB. */
static int lin_step(EncFn *f, const LinOp *L, const Z3_ast *loops, const EncVal *acc, EncVal **y) {
  for (unsigned j = 0; j < L->nin + L->nout; j++) {
    const LinOperand *o = &L->opnd[j];
    if (mlirValueIsNull(o->arg)) continue;
    EncVal e = j >= L->nin ? acc[j - L->nin] : (EncVal){0};
    Z3_ast w;
    if (j < L->nin) {
      lin_load(f, L, j, loops, &e, &w);
      if (o->used) enc_ub(f, not_(f, w));
    }
    if (enc_set(f, o->arg, e)) return 1;
  }
  IndexBind b = {f, L, loops, 0};
  mlirOperationWalk(L->op, bind_index, &b, MlirWalkPreOrder);
  if (b.rc) return 1;
  f->nyield = 0;
  if (enc_block(f, L->body)) return 1;
  if (f->nyield != L->nout)
    return enc_stop(f->q, TV_ERROR, "%s: the body yields %u values for %u outputs", L->name, f->nyield, L->nout);
  *y = f->yield;
  return 0;
}

/* ---- reductions ---- */

/* The reduction loops' indices for reduction step r (row-major over them, in loop order). */
static void lin_red_loops(EncFn *f, const LinOp *L, Z3_ast r, Z3_ast *loops) {
  Z3_ast dims[LIN_MAX_LOOPS], idx[LIN_MAX_LOOPS];
  unsigned n = 0;
  for (unsigned d = 0; d < L->nloops; d++)
    if (L->red[d]) dims[n++] = L->bound[d];
  EncTensor t = {n, dims, NULL};
  tval_delinear(f, &t, r, idx);
  n = 0;
  for (unsigned d = 0; d < L->nloops; d++)
    if (L->red[d]) loops[d] = idx[n++];
}

/* Whether a combiner's flags make poison that red_fold does not model. */
static int poison_flags(EncFn *f, MlirOperation c) {
  MlirAttribute fm = mu_attr(c, "fastmath"), ov = mu_attr(c, "overflowFlags");
  char *a = mlirAttributeIsNull(fm) ? NULL : mu_attr_str(&f->q->arena, fm);
  char *b = mlirAttributeIsNull(ov) ? NULL : mu_attr_str(&f->q->arena, ov);
  a = a ? strchr(a, '<') : NULL;   /* #arith.fastmath<flags> */
  return (a && (strstr(a, "nnan") || strstr(a, "ninf") || strstr(a, "fast"))) ||
         (b && (strstr(b, "nsw") || strstr(b, "nuw")));
}

/* Whether an optional fastmath or overflow attribute is absent or sets no flag. */
static int no_flags(EncFn *f, MlirAttribute a) {
  const char *t = mlirAttributeIsNull(a) ? NULL : mu_attr_str(&f->q->arena, a);
  return !t || strstr(t, "<none>");
}

/* When output o sums products (x = a * b, a mulf or muli without flags): its factors. */
static void lin_factors(EncFn *f, LinPlan *p, unsigned o) {
  if ((p->comb[o] != RED_ADDF && p->comb[o] != RED_ADDI) || !mlirValueIsAOpResult(p->x[o])) return;
  MlirOperation m = mlirOpResultGetOwner(p->x[o]);
  if (!(mu_op_is(m, "arith.mulf") || mu_op_is(m, "arith.muli")) || mlirOperationGetNumOperands(m) != 2 ||
      !no_flags(f, mu_attr(m, "fastmath")) || !no_flags(f, mu_attr(m, "overflowFlags")))
    return;
  p->factor[o][0] = mlirOperationGetOperand(m, 0);
  p->factor[o][1] = mlirOperationGetOperand(m, 1);
}

/* Output o's yielded value is comb(x, acc) (either order), acc its block argument used
 * only there, the result used only by the yield; NULL, or why not. */
static const char *lin_match(EncFn *f, const LinOp *L, unsigned o, MlirOperation yield, LinPlan *p) {
  MlirValue acc = L->opnd[L->nin + o].arg, y = mlirOperationGetOperand(yield, (intptr_t)o);
  if (mlirValueIsNull(acc)) return "the output has no block argument";
  if (!mlirValueIsAOpResult(y)) return "it yields a block argument";
  MlirOperation c = mlirOpResultGetOwner(y);
  p->comb[o] = red_comb_of(c);
  if (p->comb[o] < 0 || mlirOperationGetNumOperands(c) != 2)
    return "the yielded value is not an addf, subf, mulf, maximumf, minimumf, maxnumf, minnumf, "
           "addi, muli, maxsi, minsi, maxui, minui, andi, ori or xori";
  MlirValue a0 = mlirOperationGetOperand(c, 0), a1 = mlirOperationGetOperand(c, 1);
  int acc1 = mlirValueEqual(a1, acc), acc0 = mlirValueEqual(a0, acc);
  if (acc0 == acc1) return "the combiner does not take the output's argument exactly once";
  if (p->comb[o] == RED_SUBF && !acc0) return "it subtracts the output's argument";
  p->x[o] = acc1 ? a0 : a1;
  if (count_uses(acc) != 1 || count_uses(y) != 1) return "the output's argument or the combined value has other uses";
  if (poison_flags(f, c)) return "the combiner has fastmath or overflow flags";
  p->reassoc[o] = p->comb[o] != RED_SUBF && red_op_reassoc(f, c);   /* acc - x stays ordered */
  p->any_reassoc |= p->reassoc[o];
  lin_factors(f, p, o);
  return NULL;
}

/* Decides how the reduction loops are encoded. */
static int lin_plan(EncFn *f, const LinOp *L, LinPlan *p) {
  memset(p, 0, sizeof *p);
  p->kind = LIN_PARALLEL;
  p->trips = bv64(f, 1);
  if (!L->nred) return 0;
  for (unsigned d = 0; d < L->nloops; d++)
    if (L->red[d]) p->trips = smt_app2(f->s, Z3_mk_bvmul, p->trips, L->bound[d]);
  const char *why = NULL;
  MlirOperation yield = mlirBlockGetTerminator(L->body);
  if (mlirOperationIsNull(yield) || (unsigned)mlirOperationGetNumOperands(yield) != L->nout)
    why = "the body does not yield one value per output";
  for (unsigned o = 0; o < L->nout && !why; o++) why = lin_match(f, L, o, yield, p);
  p->folds = !why;
  if (red_unroll(f, p->trips, !why, p->any_reassoc, &p->count)) p->kind = LIN_UNROLL;
  else if (!why) p->kind = LIN_FOLD;
  else
    return enc_stop(f->q, TV_UNSUPPORTED, "%s reduction: %s, and the reduction is not a constant "
                    "number of at most %d steps", L->name, why, RED_MAX_UNROLL);
  return enc_failed(f);
}

/* ---- outputs ---- */

/* Output o, element at the parallel loops: no reduction loops. */
static int lin_parallel(EncFn *f, const LinOp *L, unsigned o, Z3_ast *loops, EncVal *res) {
  EncVal acc[LIN_MAX_OUTS], *y;
  Z3_ast bad;
  lin_inits(f, L, loops, acc, &bad);
  enc_ub(f, bad);
  if (lin_step(f, L, loops, acc, &y)) return 1;
  *res = y[o];
  return 0;
}

static MlirType lin_out_elem(const LinOp *L, unsigned o) {
  return mlirShapedTypeGetElementType(mlirValueGetType(mlirOperationGetOperand(L->op, (intptr_t)(L->nin + o))));
}

/* The yielded values of a matched fold (lin_match) recombined as comb(x, acc) in one
 * operand order (red_combine), so that "acc + x" and "x + acc" unroll to the same term
 * (every combiner is commutative but subf, which lin_match takes as acc - x only). */
static int lin_recombine(EncFn *f, const LinOp *L, const LinPlan *p, const EncVal *acc, EncVal *y) {
  for (unsigned j = 0; j < L->nout && p->folds; j++) {
    EncVal x;
    if (enc_get(f, p->x[j], &x) || red_combine(f, (RedComb)p->comb[j], lin_out_elem(L, j), x, acc[j], &y[j])) return 1;
  }
  return 0;
}

/* Output o, the reduction unrolled: acc_{k+1} = body(acc_k) at reduction step k. */
static int lin_unrolled(EncFn *f, const LinOp *L, const LinPlan *p, unsigned o, Z3_ast *loops, EncVal *res) {
  EncVal acc[LIN_MAX_OUTS], *y;
  Z3_ast bad;
  lin_inits(f, L, loops, acc, &bad);
  if (p->count) enc_ub(f, bad);
  for (unsigned j = 0; j < L->nout && p->count && p->folds; j++)   /* --assume=zero-sum */
    acc[j] = red_start(f, (RedComb)p->comb[j], lin_out_elem(L, j), acc[j]);
  for (unsigned k = 0; k < p->count; k++) {
    lin_red_loops(f, L, bv64(f, k), loops);
    if (lin_step(f, L, loops, acc, &y) || lin_recombine(f, L, p, acc, y)) return 1;
    memcpy(acc, y, L->nout * sizeof *acc);
  }
  *res = acc[o];
  return 0;
}

/* Output o, the reduction as red_fold_ufn of the combined values x at fresh indices, one
 * per reduction loop in loop order (no row-major index to divide; unit loops drop out). */
static int lin_fold(EncFn *f, const LinOp *L, const LinPlan *p, unsigned o, Z3_ast *loops, EncVal *res) {
  EncVal acc[LIN_MAX_OUTS], *y, x, ab[2];
  Z3_ast bad, r[LIN_MAX_LOOPS], n[LIN_MAX_LOOPS];
  TvalScope sc[LIN_MAX_LOOPS];
  unsigned k = 0;
  for (unsigned d = 0; d < L->nloops; d++)
    if (L->red[d]) {
      r[k] = loops[d] = tval_index(f, "red");
      n[k++] = L->bound[d];
    }
  lin_inits(f, L, loops, acc, &bad);
  for (unsigned j = 0; j < k; j++) tval_scope_begin(f, &sc[j]);
  enc_ub(f, bad);
  int dot = !mlirValueIsNull(p->factor[o][0]);
  int rc = lin_step(f, L, loops, acc, &y) || enc_get(f, p->x[o], &x) ||
           (dot && (enc_get(f, p->factor[o][0], &ab[0]) || enc_get(f, p->factor[o][1], &ab[1])));
  for (unsigned j = k; j-- > 0;) tval_scope_end(f, &sc[j], r[j], n[j]);
  if (rc) return 1;
  RedFold fd = {(RedComb)p->comb[o], lin_out_elem(L, o), p->reassoc[o], acc[o], k, r, n, x, dot ? ab : NULL};
  return red_fold(f, &fd, res);
}

/* Result o as a lambda over its row-major index: the body's value where the loops write
 * the element (and some reduction step runs), the output operand's element elsewhere. */
static int lin_output(EncFn *f, LinOp *L, const LinPlan *p, unsigned o, EncVal *result) {
  const LinOperand *out = &L->opnd[L->nin + o];
  Smt *s = f->s;
  Z3_ast idx[LIN_MAX_LOOPS], loops[LIN_MAX_LOOPS] = {0};
  Z3_ast i = tval_lam_index(f, out->val.t, "linalg", idx);
  Z3_ast covered = smt_true(s), path = f->path;
  L->cur_out = o;
  L->cur_i = i;
  for (unsigned k = 0; k < out->rank; k++) {
    const LinAff *a = &out->res[k];
    if (a->dim >= 0) loops[a->dim] = idx[k];
    else covered = smt_and(s, covered, eq(f, idx[k], bv64(f, (uint64_t)a->cst)));
  }
  TvalScope sc;
  EncVal e;
  f->path = smt_and(s, path, covered);
  tval_scope_begin(f, &sc);
  int rc = p->kind == LIN_PARALLEL ? lin_parallel(f, L, o, loops, &e)
           : p->kind == LIN_UNROLL ? lin_unrolled(f, L, p, o, loops, &e) : lin_fold(f, L, p, o, loops, &e);
  tval_scope_end_at(f, &sc, i, out->val.t);
  f->path = path;
  if (rc || enc_failed(f)) return 1;
  /* when a fold's output map is all loops and the reduction runs, every element is written:
   * the value without an ite, so that a fold reading this result sees the folded value
   * (flattening). The flags keep theirs: Z3 4.8.12 crashes on some lambdas that its
   * simplifier finds constant. */
  uint64_t trips;
  Z3_ast simple = smt_simplify(s, p->trips);
  int all = p->kind == LIN_FOLD && Z3_is_eq_ast(s->ctx, covered, smt_true(s)) && simple &&
            Z3_get_numeral_uint64(s->ctx, simple, &trips) && trips;
  Z3_ast done = smt_and(s, covered, not_(f, eq(f, p->trips, bv64(f, 0))));
  EncVal old = tval_at(f, out->val, i);
  EncTensor *sh = tval_shape_new(f, out->rank);
  if (!sh) return 1;
  memcpy(sh->dims, out->val.t->dims, out->rank * sizeof *sh->dims);
  if (out->val.t->init) sh->init = tval_lambda(f, i, smt_or(s, done, tval_written(f, out->val, i)));
  *result = tval_from_lambda(f, sh, i, all ? e.v : smt_ite(s, done, e.v, old.v), smt_ite(s, done, e.np, old.np));
  return enc_failed(f);
}

/* lin_output for a small output of static shape, one element at a time at constant loop
 * indices (a store chain instead of a lambda): each element is then the very term its loop
 * nest computes (design.md 12). */
static int lin_output_elements(EncFn *f, LinOp *L, const LinPlan *p, unsigned o, uint64_t n, EncVal *result) {
  const LinOperand *out = &L->opnd[L->nin + o];
  Smt *s = f->s;
  uint64_t dims[LIN_MAX_LOOPS];
  for (unsigned k = 0; k < out->rank; k++)
    if (!tval_const_u64(f, out->val.t->dims[k], &dims[k])) return enc_stop(f->q, TV_ERROR, "internal: a static output size");
  EncTensor *sh = tval_shape_new(f, out->rank);
  if (!sh) return 1;
  memcpy(sh->dims, out->val.t->dims, out->rank * sizeof *sh->dims);
  /* every position is stored below: the default element only gives the arrays' sorts */
  Z3_ast v = smt_const_array(s, smt_bv_sort(s, 64), tval_at(f, out->val, bv64(f, 0)).v);
  Z3_ast np = smt_const_array(s, smt_bv_sort(s, 64), smt_false(s)), init = np, path = f->path;
  Z3_ast ran = not_(f, eq(f, p->trips, bv64(f, 0)));
  L->cur_out = o;
  for (uint64_t lin = 0; lin < n; lin++) {
    Z3_ast at = bv64(f, lin), loops[LIN_MAX_LOOPS] = {0}, covered = smt_true(s);
    uint64_t r = lin;
    for (unsigned k = out->rank; k-- > 0;) {
      Z3_ast x = bv64(f, r % dims[k]);
      r /= dims[k];
      const LinAff *a = &out->res[k];
      if (a->dim >= 0) loops[a->dim] = x;
      else covered = smt_and(s, covered, eq(f, x, bv64(f, (uint64_t)a->cst)));
    }
    L->cur_i = at;
    EncVal e;
    f->path = smt_and(s, path, covered);
    int rc = p->kind == LIN_PARALLEL ? lin_parallel(f, L, o, loops, &e)
             : p->kind == LIN_UNROLL ? lin_unrolled(f, L, p, o, loops, &e) : lin_fold(f, L, p, o, loops, &e);
    f->path = path;
    if (rc || enc_failed(f)) return 1;
    Z3_ast done = smt_and(s, covered, ran);
    EncVal old = tval_at(f, out->val, at);
    v = smt_app3(s, Z3_mk_store, v, at, smt_ite(s, done, e.v, old.v));
    np = smt_app3(s, Z3_mk_store, np, at, smt_ite(s, done, e.np, old.np));
    init = smt_app3(s, Z3_mk_store, init, at, smt_or(s, done, tval_written(f, out->val, at)));
  }
  if (out->val.t->init) sh->init = init;
  *result = (EncVal){v, np, sh, NULL};
  return enc_failed(f);
}

static int same_map(const LinOperand *a, const LinOperand *b) {
  if (a->rank != b->rank) return 0;
  for (unsigned k = 0; k < a->rank; k++)
    if (memcmp(a->res[k].coef, b->res[k].coef, sizeof a->res[k].coef) || a->res[k].cst != b->res[k].cst ||
        !a->res[k].general.ptr != !b->res[k].general.ptr ||
        (a->res[k].general.ptr && !mlirAffineExprEqual(a->res[k].general, b->res[k].general)))
      return 0;
  return 1;
}

/* On memrefs: an output buffer overlapping another operand's buffer is UB unless both are
 * the same view accessed through the same indexing map (an in-place elementwise op), since
 * the op's loop-nest and library-call lowerings read and write in different orders
 * (semantics.md 12). */
static void lin_alias_ub(EncFn *f, const LinOp *L) {
  for (unsigned o = L->nin; o < L->nin + L->nout; o++) {
    const LinOperand *out = &L->opnd[o];
    if (!out->mem) continue;
    for (unsigned j = 0; j < L->nin + L->nout; j++) {
      const LinOperand *p = &L->opnd[j];
      if (j == o || !p->mem || (j > o && j >= L->nin)) continue;   /* output pairs once */
      Z3_ast ok = same_map(out, p) ? mem_same_view(f, out->mem, p->mem) : smt_false(f->s);
      enc_ub(f, smt_and(f->s, mem_overlap(f, out->mem, p->mem), smt_app1(f->s, Z3_mk_not, ok)));
    }
  }
}

/* Any structured op on tensors. */
static int enc_structured(EncFn *f, MlirOperation op) {
  LinOp L;
  LinPlan p;
  int done;   /* paired with the target's loop nest: encoded as that nest by induction */
  if (induct_linalg(f, op, &done)) return 1;
  if (done) return 0;
  if (lin_build(f, op, &L)) return 1;
  lin_shape_ub(f, &L);
  lin_alias_ub(f, &L);
  if (lin_plan(f, &L, &p)) return 1;
  EncVal r[LIN_MAX_OUTS];
  for (unsigned o = 0; o < L.nout; o++) {
    MemRef *m = L.opnd[L.nin + o].mem;
    uint64_t n;
    if (m && mem_by_element(f, m, &n) ? lin_output_elements(f, &L, &p, o, n, &r[o]) : lin_output(f, &L, &p, o, &r[o]))
      return 1;
  }
  /* results, or on memrefs the outputs written after every element was computed */
  for (unsigned o = 0; o < L.nout; o++) {
    MemRef *m = L.opnd[L.nin + o].mem;
    if (m ? mem_write_result(f, m, r[o]) : enc_result(f, op, (int)o, r[o])) return 1;
  }
  return enc_failed(f);
}

/* ---- as a loop nest (linalg.h) ---- */

unsigned linalg_memref_loops(MlirOperation op) {
  if (mlirAttributeIsNull(mlirLinalgGetIndexingMapsAttribute(op)) || mlirOperationGetNumResults(op)) return 0;
  for (intptr_t i = 0; i < mlirOperationGetNumOperands(op); i++) {
    MlirType t = mlirValueGetType(mlirOperationGetOperand(op, i));
    if (mlirTypeIsAShaped(t) && !mlirTypeIsAMemRef(t)) return 0;
  }
  Arena a;
  LinOp L;
  arena_init(&a, 0);
  unsigned n = lin_spec(&a, op, &L) ? 0 : L.nloops;
  arena_free(&a);
  return n;
}

int linalg_nest(EncFn *f, MlirOperation op, Z3_ast *sizes, LinOp **out) {
  LinOp *L = arena_alloc(&f->q->arena, sizeof *L);
  if (!L) return enc_failed(f);
  if (lin_build(f, op, L)) return 1;
  lin_shape_ub(f, L);
  lin_alias_ub(f, L);
  memcpy(sizes, L->bound, L->nloops * sizeof *sizes);
  *out = L;
  return enc_failed(f);
}

/* Operand j's indices at the loop indices. */
static void lin_indices(EncFn *f, const LinOp *L, unsigned j, const Z3_ast *loops, Z3_ast *idx) {
  for (unsigned k = 0; k < L->opnd[j].rank; k++) idx[k] = aff_eval(f, &L->opnd[j].res[k], L->nloops, loops);
}

int linalg_point(EncFn *f, LinOp *L, const Z3_ast *loops) {
  Z3_ast idx[LIN_MAX_LOOPS];
  for (unsigned j = 0; j < L->nin + L->nout; j++) {
    const LinOperand *o = &L->opnd[j];
    if (mlirValueIsNull(o->arg)) continue;
    EncVal e = o->val;
    Z3_ast w;
    if (o->mem && o->used) {   /* what the loop nest loads now; an unused one is never read */
      lin_indices(f, L, j, loops, idx);
      if (mem_load(f, o->mem, idx, &e)) return 1;
    } else if (o->val.t) {
      lin_load(f, L, j, loops, &e, &w);
    }
    if (enc_set(f, o->arg, e)) return 1;
  }
  IndexBind b = {f, L, loops, 0};
  mlirOperationWalk(L->op, bind_index, &b, MlirWalkPreOrder);
  if (b.rc) return 1;
  f->nyield = 0;
  if (enc_block(f, L->body)) return 1;
  if (f->nyield != L->nout)
    return enc_stop(f->q, TV_ERROR, "%s: the body yields %u values for %u outputs", L->name, f->nyield, L->nout);
  EncVal *y = f->yield;
  for (unsigned o = 0; o < L->nout; o++) {
    lin_indices(f, L, L->nin + o, loops, idx);
    if (mem_store(f, L->opnd[L->nin + o].mem, idx, y[o])) return 1;
  }
  return enc_failed(f);
}

/* index: bound to the loop index by the enclosing op before its body is encoded. */
static int enc_index(EncFn *f, MlirOperation op) { return 0; }

/* yield: hands the body's values to the enclosing linalg op. */
static int enc_yield_op(EncFn *f, MlirOperation op) { return enc_yield(f, op); }

/* ---- evaluators (interp.h): the loop nest on concrete tensors ---- */

/* One run of a structured op: its operands' values, loop sizes, results, and the
 * linalg.index ops of its body. */
typedef struct LinRun {
  IFn *f;
  LinOp L;
  IVal v[LIN_MAX_OPERANDS], res[LIN_MAX_OUTS], acc[LIN_MAX_OUTS], *args;
  IMemRef *mem[LIN_MAX_OPERANDS];   /* memref operands (v: the whole view read), else NULL */
  uint64_t bound[LIN_MAX_LOOPS], loops[LIN_MAX_LOOPS];
  MlirOperation *index;        /* the linalg.index ops this op owns, */
  unsigned *index_dim;         /* their loops */
  unsigned nindex, bad_index;
} LinRun;

static MlirWalkResult collect_index(MlirOperation op, void *ud) {
  LinRun *r = ud;
  if (!mu_op_is(op, "linalg.index") || !owned_by(op, r->L.op)) return MlirWalkResultAdvance;
  MlirAttribute a = mu_attr(op, "dim");
  int64_t d = mlirAttributeIsAInteger(a) ? mlirIntegerAttrGetValueInt(a) : -1;
  if (d < 0 || d >= (int64_t)r->L.nloops) r->bad_index = 1;
  else if (r->index) r->index[r->nindex] = op, r->index_dim[r->nindex] = (unsigned)d;
  r->nindex++;
  return MlirWalkResultAdvance;
}

/* The operands (a memref's whole view read as a tensor, as the encoder's mem_read) and
 * loop sizes. */
static int ev_lin_operands(LinRun *r) {
  LinOp *L = &r->L;
  for (unsigned j = 0; j < L->nin + L->nout; j++) {
    if (L->opnd[j].memref) {
      MlirType t = mlirValueGetType(mlirOperationGetOperand(L->op, (intptr_t)j));
      if (imem_operand(r->f, L->op, (int)j, &r->mem[j]) || imem_read(r->f, L->op, t, r->mem[j], &r->v[j])) return 1;
    } else if (interp_operand(r->f, L->op, (int)j, &r->v[j])) {
      return 1;
    }
    if (!r->v[j].t != !L->opnd[j].shaped || (r->v[j].t && r->v[j].t->rank != L->opnd[j].rank))
      return interp_error(r->f, "%s: an operand of an unexpected kind", L->name);
  }
  for (unsigned d = 0; d < L->nloops; d++) r->bound[d] = (uint64_t)r->v[L->size_of[d][0]].t->dims[L->size_of[d][1]];
  return 0;
}

/* The last position of a non-empty view (mem.c last_address). */
static uint64_t ev_last(const IMemRef *m) {
  uint64_t a = m->base + m->off;
  for (unsigned k = 0; k < m->rank; k++) a += (m->sizes[k] - 1) * m->strides[k];
  return a;
}

static int ev_empty(const IMemRef *m) {
  for (unsigned k = 0; k < m->rank; k++)
    if (!m->sizes[k]) return 1;
  return 0;
}

/* lin_alias_ub on concrete views: an output overlapping another operand is UB unless both
 * are the same view read through the same map (mem.c mem_overlap, mem_same_view). */
static int ev_lin_alias_ub(LinRun *r) {
  const LinOp *L = &r->L;
  for (unsigned o = L->nin; o < L->nin + L->nout; o++) {
    const IMemRef *m = r->mem[o];
    if (!m || ev_empty(m)) continue;
    for (unsigned j = 0; j < L->nin + L->nout; j++) {
      const IMemRef *n = r->mem[j];
      if (j == o || !n || (j > o && j >= L->nin) || n->b != m->b || ev_empty(n)) continue;
      if (m->base + m->off > ev_last(n) || n->base + n->off > ev_last(m)) continue;
      int same = same_map(&L->opnd[o], &L->opnd[j]) && m->base + m->off == n->base + n->off && m->rank == n->rank;
      for (unsigned k = 0; same && k < m->rank; k++) same = m->sizes[k] == n->sizes[k] && m->strides[k] == n->strides[k];
      if (!same) return interp_ub(r->f, L->op, "output %u overlaps operand %u", o, j);
    }
  }
  return 0;
}

/* lin_shape_ub on concrete sizes (in the same 64-bit arithmetic). */
static int ev_lin_shape_ub(LinRun *r) {
  const LinOp *L = &r->L;
  int runs = 1;
  for (unsigned d = 0; d < L->nloops; d++) runs = runs && r->bound[d];
  for (unsigned j = 0; j < L->nin + L->nout; j++)
    for (unsigned k = 0; k < L->opnd[j].rank; k++) {
      const LinAff *a = &L->opnd[j].res[k];
      uint64_t size = (uint64_t)r->v[j].t->dims[k], max = (uint64_t)a->cst;
      if (a->dim >= 0 && size != r->bound[a->dim])
        return interp_ub(r->f, L->op, "operand %u has size %llu in dimension %u where loop d%d has %llu", j,
                         (unsigned long long)size, k, a->dim, (unsigned long long)r->bound[a->dim]);
      if (a->dim >= 0 || !runs || a->general.ptr) continue;   /* general: at each read */
      for (unsigned d = 0; d < L->nloops; d++) max += (uint64_t)a->coef[d] * (r->bound[d] - 1);
      if (max >= size)
        return interp_ub(r->f, L->op, "operand %u is indexed up to %llu in dimension %u of size %llu", j,
                         (unsigned long long)max, k, (unsigned long long)size);
    }
  return 0;
}

/* Row-major position in operand j's tensor at the current loop indices. */
static int ev_lin_pos(LinRun *r, unsigned j, size_t *pos) {
  const LinOperand *o = &r->L.opnd[j];
  const ITensor *t = r->v[j].t;
  *pos = 0;
  for (unsigned k = 0; k < o->rank; k++) {
    uint64_t x = (uint64_t)o->res[k].cst;
    if (o->res[k].general.ptr) {
      if (aff_ev_index_at(r->f, r->L.op, o->res[k].general, r->L.nloops, r->loops, &x)) return 1;
      if (x >= (uint64_t)t->dims[k])
        return interp_ub(r->f, r->L.op, "operand %u is indexed at %lld in dimension %u of size %llu", j,
                         (long long)x, k, (unsigned long long)t->dims[k]);
    }
    for (unsigned d = 0; d < r->L.nloops; d++) x += (uint64_t)o->res[k].coef[d] * r->loops[d];
    /* below the size whenever the op is not UB, unless a huge coefficient wrapped */
    if (x >= (uint64_t)t->dims[k]) return interp_unsupported(r->f, r->L.op, "with an indexing map that wraps around 2^64");
    *pos = *pos * (size_t)t->dims[k] + (size_t)x;
  }
  return 0;
}

/* Operand j's element at the current loop indices; reading an unwritten one that the body
 * uses is UB. */
static int ev_lin_load(LinRun *r, unsigned j, IVal *out) {
  size_t pos;
  if (!r->v[j].t) return *out = r->v[j], 0;
  if (ev_lin_pos(r, j, &pos)) return 1;
  *out = (IVal){.s = r->v[j].t->e[pos]};
  if (out->s.uninit && r->L.opnd[j].used) return interp_ub(r->f, r->L.op, "read of an element never written (operand %u)", j);
  return 0;
}

/* One iteration (lin_step): the body at the current loops on the inputs' elements and the
 * accumulators; acc gets what it yields. */
static int ev_lin_step(LinRun *r) {
  const LinOp *L = &r->L;
  IVal *y;
  unsigned ny;
  for (unsigned j = 0; j < (unsigned)L->nargs; j++)
    if (j >= L->nin) r->args[j] = r->acc[j - L->nin];
    else if (ev_lin_load(r, j, &r->args[j])) return 1;
  for (unsigned k = 0; k < r->nindex; k++)
    if (interp_result(r->f, r->index[k], 0, (IVal){.s.bits = r->loops[r->index_dim[k]]})) return 1;
  if (interp_region(r->f, mlirOperationGetRegion(L->op, 0), (unsigned)L->nargs, r->args, &ny, &y)) return 1;
  if (ny != L->nout) return interp_error(r->f, "%s: the body yields %u values for %u outputs", L->name, ny, L->nout);
  memcpy(r->acc, y, L->nout * sizeof *y);
  return 0;
}

/* Advances the loops flagged red[d] == which, row-major in loop order; 0 after the last. */
static int ev_lin_next(LinRun *r, int which) {
  for (unsigned d = r->L.nloops; d-- > 0;) {
    if (r->L.red[d] != which) continue;
    if (++r->loops[d] < r->bound[d]) return 1;
    r->loops[d] = 0;
  }
  return 0;
}

/* The output elements at the current parallel loops: the accumulators start as those
 * elements and run through every reduction step in order (a zero-step reduction leaves
 * them as they were). */
static int ev_lin_point(LinRun *r, uint64_t trips) {
  const LinOp *L = &r->L;
  size_t pos[LIN_MAX_OUTS];
  if (!trips) return 0;
  for (unsigned o = 0; o < L->nout; o++) {
    unsigned j = L->nin + o;
    if (ev_lin_pos(r, j, &pos[o])) return 1;
    r->acc[o] = (IVal){.s = r->res[o].t->e[pos[o]]};
    if (r->acc[o].s.uninit && L->opnd[j].used) return interp_ub(r->f, L->op, "read of an output element never written");
  }
  do {
    if (ev_lin_step(r)) return 1;
  } while (ev_lin_next(r, 1));
  for (unsigned o = 0; o < L->nout; o++) {
    r->res[o].t->e[pos[o]] = r->acc[o].s;
    r->res[o].t->e[pos[o]].uninit = 0;
  }
  return 0;
}

/* Whether output o's yield is a float fold with fastmath<reassoc> that the encoder takes
 * as an unknown function of its elements' multiset (semantics.md 11; red_fold). */
static int reassoc_fold(Arena *ar, const LinOp *L, uint64_t trips) {
  MlirOperation yield = mlirBlockGetTerminator(L->body);
  if (!L->nred || trips < 2 || trips > RED_MAX_HASH || mlirOperationIsNull(yield)) return 0;
  for (intptr_t o = 0; o < mlirOperationGetNumOperands(yield); o++) {
    MlirValue y = mlirOperationGetOperand(yield, o);
    MlirOperation c = mlirValueIsAOpResult(y) ? mlirOpResultGetOwner(y) : (MlirOperation){NULL};
    int comb = mlirOperationIsNull(c) ? -1 : red_comb_of(c);
    if (comb >= RED_ADDF && comb <= RED_MINNUMF && (mu_fastmath(ar, c) & (MU_FM_REASSOC | MU_FM_FAST))) return 1;
  }
  return 0;
}

/* Any structured op: the loop nest, parallel loops outside, reduction loops inside. */
static int ev_structured(IFn *f, MlirOperation op) {
  Interp *in = interp_of(f);
  LinRun *r = arena_alloc(in->arena, sizeof *r);
  if (!r) return interp_error(f, "out of memory in the interpreter");
  memset(r, 0, sizeof *r);
  r->f = f;
  LinOp *L = &r->L;
  if (lin_spec(in->arena, op, L))
    return L->err_kind == TV_UNSUPPORTED ? interp_unsupported(f, op, L->err + (L->err[0] == ' '))
                                         : interp_error(f, "%s%s", L->name, L->err);
  if (ev_lin_operands(r) || ev_lin_shape_ub(r) || ev_lin_alias_ub(r)) return 1;
  mlirOperationWalk(op, collect_index, r, MlirWalkPreOrder);   /* count, then collect */
  if (r->bad_index) return interp_error(f, "linalg.index dim out of range");
  r->index = arena_alloc(in->arena, (r->nindex + 1) * sizeof *r->index);
  r->index_dim = arena_alloc(in->arena, (r->nindex + 1) * sizeof *r->index_dim);
  r->args = arena_alloc(in->arena, ((size_t)L->nargs + 1) * sizeof *r->args);
  if (!r->index || !r->index_dim || !r->args) return interp_error(f, "out of memory in the interpreter");
  r->nindex = 0;
  mlirOperationWalk(op, collect_index, r, MlirWalkPreOrder);
  uint64_t trips = 1, points = 1;
  for (unsigned d = 0; d < L->nloops; d++)
    if (__builtin_mul_overflow(L->red[d] ? trips : points, r->bound[d], L->red[d] ? &trips : &points))
      return interp_unsupported(f, op, "with more than 2^64 iterations");
  if (reassoc_fold(in->arena, L, trips)) in->chose = "a fastmath<reassoc> reduction, run in loop order (its value is any function of its elements' multiset)";
  for (unsigned o = 0; o < L->nout; o++) {
    const ITensor *x = r->v[L->nin + o].t;
    if (interp_tensor(in, mlirValueGetType(mlirOperationGetOperand(op, (intptr_t)(L->nin + o))), x->dims, &r->res[o])) return 1;
    memcpy(r->res[o].t->e, x->e, x->n * sizeof *x->e);
  }
  for (uint64_t p = 0; p < points; p++, ev_lin_next(r, 0))
    if (ev_lin_point(r, trips)) return 1;
  /* results, or on memrefs the outputs written after every element was computed */
  for (unsigned o = 0; o < L->nout; o++)
    if (r->mem[L->nin + o] ? imem_write(f, op, r->mem[L->nin + o], r->res[o].t) : interp_result(f, op, (int)o, r->res[o]))
      return 1;
  return 0;
}

/* index: its value is set by the enclosing op before each iteration (ev_lin_step). */
static int ev_index(IFn *f, MlirOperation op) { return 0; }

static int ev_yield(IFn *f, MlirOperation op) { return interp_yield(f, op); }

#define NAMED(op, what) {"linalg." op, enc_structured, what, ev_structured}

/* Sorted by name. Named ops are their region's body over their indexing maps. */
static const EncOpDef linalg_ops[] = {
    NAMED("abs", "elementwise body of the op's region (math.absf)"),
    NAMED("add", "elementwise addf/addi"),
    NAMED("batch_matmul", "C[b,m,n] += A[b,m,k] * B[b,k,n] in k order (reduction)"),
    NAMED("batch_matvec", "C[b,m] += A[b,m,k] * B[b,k]"),
    NAMED("batch_reduce_matmul", "C[m,n] += A[b,m,k] * B[b,k,n] over b then k"),
    NAMED("batch_vecmat", "C[b,n] += A[b,k] * B[b,k,n]"),
    NAMED("broadcast", "copies the input along the added dimensions"),
    NAMED("ceil", "elementwise math.ceil"),
    NAMED("contract", "contraction over its indexing_maps (body of its region)"),
    NAMED("conv_1d", "1-D convolution, loops from its indexing maps"),
    NAMED("conv_1d_nwc_wcf", "1-D convolution with strides and dilations"),
    NAMED("conv_2d", "2-D convolution without batch or channels"),
    NAMED("conv_2d_nchw_fchw", "2-D convolution with strides and dilations"),
    NAMED("conv_2d_nhwc_fhwc", "2-D convolution with strides and dilations"),
    NAMED("conv_2d_nhwc_fhwc_q", "2-D convolution with zero points"),
    NAMED("conv_2d_nhwc_hwcf", "2-D convolution with strides and dilations"),
    NAMED("conv_2d_nhwc_hwcf_q", "2-D convolution with zero points"),
    NAMED("conv_3d_ndhwc_dhwcf", "3-D convolution with strides and dilations"),
    NAMED("conv_3d_ndhwc_dhwcf_q", "3-D convolution with zero points"),
    NAMED("copy", "copies the input"),
    NAMED("depthwise_conv_1d_nwc_wc", "1-D depthwise convolution"),
    NAMED("depthwise_conv_2d_nchw_chw", "2-D depthwise convolution"),
    NAMED("depthwise_conv_2d_nhwc_hwc", "2-D depthwise convolution"),
    NAMED("depthwise_conv_2d_nhwc_hwc_q", "2-D depthwise convolution with zero points"),
    NAMED("depthwise_conv_2d_nhwc_hwcm", "2-D depthwise convolution with a multiplier"),
    NAMED("depthwise_conv_2d_nhwc_hwcm_q", "2-D depthwise convolution, multiplier, zero points"),
    NAMED("div", "elementwise divf/divsi (divsi's UB applies)"),
    NAMED("div_unsigned", "elementwise divui (UB on zero)"),
    NAMED("dot", "C[] += A[k] * B[k] in k order"),
    NAMED("elementwise", "elementwise op of its kind attribute (body of its region)"),
    NAMED("erf", "elementwise math.erf"),
    NAMED("exp", "elementwise math.exp"),
    NAMED("fill", "every element is the scalar"),
    NAMED("floor", "elementwise math.floor"),
    {"linalg.generic", enc_structured, "loops from the indexing maps (sizes from the first operand "
     "dimension equal to each loop; other shapes must agree, else UB; input maps may use "
     "floordiv/ceildiv/mod by constants, a read out of bounds is UB); outputs are the body at "
     "the loop indices; reductions folded in loop order (UF or unrolled)", ev_structured},
    {"linalg.index", enc_index, "the index of a loop of the enclosing op", ev_index},
    NAMED("log", "elementwise math.log"),
    NAMED("map", "elementwise body over the inputs"),
    NAMED("matmul", "C[m,n] += A[m,k] * B[k,n] in k order (indexing_maps and cast honoured)"),
    NAMED("matvec", "C[m] += A[m,k] * B[k]"),
    NAMED("max", "elementwise maximumf/maxsi"),
    NAMED("min", "elementwise minimumf/minsi"),
    NAMED("mmt4d", "blocked matmul with a transposed RHS"),
    NAMED("mul", "elementwise mulf/muli"),
    NAMED("negf", "elementwise negf"),
    NAMED("pooling_nchw_max", "max pooling (maximumf/maxsi), strides and dilations"),
    NAMED("pooling_nchw_sum", "sum pooling"),
    NAMED("pooling_nhwc_max", "max pooling (maximumf/maxsi), strides and dilations"),
    NAMED("pooling_nhwc_max_unsigned", "max pooling with maxui"),
    NAMED("pooling_nhwc_min", "min pooling (minimumf/minsi)"),
    NAMED("pooling_nhwc_min_unsigned", "min pooling with minui"),
    NAMED("pooling_nhwc_sum", "sum pooling"),
    NAMED("powf", "elementwise math.powf"),
    NAMED("quantized_batch_matmul", "batch matmul with zero points subtracted"),
    NAMED("quantized_matmul", "matmul with zero points subtracted"),
    NAMED("reciprocal", "elementwise 1 / x"),
    NAMED("reduce", "reduces the dimensions in order with its body"),
    NAMED("round", "elementwise math.round"),
    NAMED("rsqrt", "elementwise math.rsqrt"),
    NAMED("select", "elementwise arith.select"),
    NAMED("sqrt", "elementwise math.sqrt"),
    NAMED("square", "elementwise x * x"),
    NAMED("sub", "elementwise subf/subi"),
    NAMED("tanh", "elementwise math.tanh"),
    NAMED("transpose", "permutes the dimensions"),
    NAMED("vecmat", "C[n] += A[k] * B[k,n]"),
    {"linalg.yield", enc_yield_op, "yields the body's values to the enclosing op", ev_yield},
};

const EncTable linalg_table = {"linalg", linalg_ops, sizeof linalg_ops / sizeof linalg_ops[0]};
