/* affine.c: the affine dialect (AffineOps.td) on scalars and carried values: affine maps
 * and integer sets evaluated on index terms, affine.for unrolled through loop.h. */
#include "enc.h"
#include <mlir-c/AffineExpr.h>
#include <mlir-c/AffineMap.h>
#include <mlir-c/IntegerSet.h>
#include "loop.h"
#include "mlirutil.h"

enum { AFF_MAX_INPUTS = 32 };

/* The inputs of a map or set: dims then symbols, as index terms; *np is "none is poison". */
typedef struct AffIn {
  unsigned ndims, n;
  Z3_ast v[AFF_MAX_INPUTS];
  Z3_ast np;
} AffIn;

static int aff_inputs(EncFn *f, MlirOperation op, int first, unsigned ndims, unsigned n, AffIn *in) {
  if (n > AFF_MAX_INPUTS) return enc_stop(f->q, TV_UNSUPPORTED, "%s with over %d map inputs", mu_op_name(&f->q->arena, op), AFF_MAX_INPUTS);
  in->ndims = ndims;
  in->n = n;
  in->np = smt_true(f->s);
  for (unsigned i = 0; i < n; i++) {
    EncVal v;
    if (enc_operand(f, op, first + (int)i, &v)) return 1;
    in->v[i] = v.v;
    in->np = smt_and(f->s, in->np, v.np);
  }
  return 0;
}

static Z3_ast c64(EncFn *f, int64_t v) { return smt_bv_u64(f->s, 64, (uint64_t)v); }

/* floor(a / b) and ceil(a / b) for signed 64-bit a, b (b != 0). */
static Z3_ast floordiv(EncFn *f, Z3_ast a, Z3_ast b, int ceil) {
  Smt *s = f->s;
  Z3_ast q = smt_app2(s, Z3_mk_bvsdiv, a, b), r = smt_app2(s, Z3_mk_bvsrem, a, b);
  Z3_ast zero = c64(f, 0), nz = smt_app1(s, Z3_mk_not, smt_app2(s, Z3_mk_eq, r, zero));
  Z3_ast rneg = smt_app2(s, Z3_mk_bvslt, r, zero), bneg = smt_app2(s, Z3_mk_bvslt, b, zero);
  Z3_ast differ = smt_app1(s, Z3_mk_not, smt_app2(s, Z3_mk_eq, rneg, bneg));   /* signs differ: q was rounded up */
  if (!ceil) return smt_ite(s, smt_and(s, nz, differ), smt_app2(s, Z3_mk_bvsub, q, c64(f, 1)), q);
  return smt_ite(s, smt_and(s, nz, smt_app1(s, Z3_mk_not, differ)), smt_app2(s, Z3_mk_bvadd, q, c64(f, 1)), q);
}

/* An affine expression over the inputs, in 64-bit two's complement; a divisor or modulus
 * of zero (only possible in semi-affine maps) is UB. */
static Z3_ast aff_expr(EncFn *f, MlirAffineExpr e, const AffIn *in) {
  Smt *s = f->s;
  if (mlirAffineExprIsADim(e)) {
    intptr_t p = mlirAffineDimExprGetPosition(e);
    return p < (intptr_t)in->ndims ? in->v[p] : NULL;
  }
  if (mlirAffineExprIsASymbol(e)) {
    intptr_t p = (intptr_t)in->ndims + mlirAffineSymbolExprGetPosition(e);
    return p < (intptr_t)in->n ? in->v[p] : NULL;
  }
  if (mlirAffineExprIsAConstant(e)) return c64(f, mlirAffineConstantExprGetValue(e));
  if (!mlirAffineExprIsABinary(e)) return NULL;
  Z3_ast a = aff_expr(f, mlirAffineBinaryOpExprGetLHS(e), in), b = aff_expr(f, mlirAffineBinaryOpExprGetRHS(e), in);
  if (!a || !b) return NULL;
  if (mlirAffineExprIsAAdd(e)) return smt_app2(s, Z3_mk_bvadd, a, b);
  if (mlirAffineExprIsAMul(e)) return smt_app2(s, Z3_mk_bvmul, a, b);
  enc_ub(f, smt_app2(s, Z3_mk_eq, b, c64(f, 0)));
  if (mlirAffineExprIsAFloorDiv(e)) return floordiv(f, a, b, 0);
  if (mlirAffineExprIsACeilDiv(e)) return floordiv(f, a, b, 1);
  if (mlirAffineExprIsAMod(e)) {   /* a - b * floor(a / b): in [0, b) for b > 0 */
    return smt_app2(s, Z3_mk_bvsub, a, smt_app2(s, Z3_mk_bvmul, b, floordiv(f, a, b, 0)));
  }
  return NULL;
}

static int aff_result(EncFn *f, MlirOperation op, MlirAffineMap m, intptr_t k, const AffIn *in, Z3_ast *out) {
  *out = aff_expr(f, mlirAffineMapGetResult(m, k), in);
  if (*out) return enc_failed(f);
  return enc_failed(f) ? 1 : enc_stop(f->q, TV_ERROR, "%s: bad affine expression", mu_op_name(&f->q->arena, op));
}

/* The map attribute `name` of op. */
static int aff_map(EncFn *f, MlirOperation op, const char *name, MlirAffineMap *m) {
  MlirAttribute a = mu_attr(op, name);
  if (mlirAttributeIsNull(a) || !mlirAttributeIsAAffineMap(a))
    return enc_stop(f->q, TV_ERROR, "%s without %s", mu_op_name(&f->q->arena, op), name);
  *m = mlirAffineMapAttrGetValue(a);
  return 0;
}

/* min (or max) over the map's results, signed. */
static int aff_fold(EncFn *f, MlirOperation op, MlirAffineMap m, const AffIn *in, int max, Z3_ast *out) {
  intptr_t n = mlirAffineMapGetNumResults(m);
  if (n < 1) return enc_stop(f->q, TV_ERROR, "%s with an empty map", mu_op_name(&f->q->arena, op));
  for (intptr_t k = 0; k < n; k++) {
    Z3_ast r;
    if (aff_result(f, op, m, k, in, &r)) return 1;
    if (k == 0) *out = r;
    else {
      Z3_ast lt = smt_app2(f->s, Z3_mk_bvslt, r, *out);
      *out = smt_ite(f->s, max ? smt_app1(f->s, Z3_mk_not, smt_app2(f->s, Z3_mk_bvsle, r, *out)) : lt, r, *out);
    }
  }
  return enc_failed(f);
}

/* apply: the single result of the map on its dims and symbols; poison if an input is. */
static int enc_apply(EncFn *f, MlirOperation op) {
  MlirAffineMap m;
  AffIn in;
  Z3_ast r;
  if (aff_map(f, op, "map", &m) ||
      aff_inputs(f, op, 0, (unsigned)mlirAffineMapGetNumDims(m), (unsigned)mlirAffineMapGetNumInputs(m), &in) ||
      aff_result(f, op, m, 0, &in, &r))
    return 1;
  return enc_result(f, op, 0, (EncVal){r, in.np, NULL});
}

static int minmax(EncFn *f, MlirOperation op, int max) {
  MlirAffineMap m;
  AffIn in;
  Z3_ast r;
  if (aff_map(f, op, "map", &m) ||
      aff_inputs(f, op, 0, (unsigned)mlirAffineMapGetNumDims(m), (unsigned)mlirAffineMapGetNumInputs(m), &in) ||
      aff_fold(f, op, m, &in, max, &r))
    return 1;
  return enc_result(f, op, 0, (EncVal){r, in.np, NULL});
}

/* min / max: the smallest / largest of the map's results (signed); poison if an input is. */
static int enc_min(EncFn *f, MlirOperation op) { return minmax(f, op, 0); }
static int enc_max(EncFn *f, MlirOperation op) { return minmax(f, op, 1); }

/* for: iv from max(lower map) while iv < min(upper map) by the constant step; iter_args
 * threaded through affine.yield; poison bounds are UB. */
static int enc_for(EncFn *f, MlirOperation op) {
  int done;
  if (loop_shared(f, op, &done)) return 1;
  if (done) return 0;
  MlirAffineMap lm, um;
  AffIn li, ui;
  Z3_ast lb, ub;
  MlirAttribute sa = mu_attr(op, "step");
  if (aff_map(f, op, "lowerBoundMap", &lm) || aff_map(f, op, "upperBoundMap", &um)) return 1;
  if (mlirAttributeIsNull(sa) || !mlirAttributeIsAInteger(sa)) return enc_stop(f->q, TV_ERROR, "affine.for without step");
  unsigned nl = (unsigned)mlirAffineMapGetNumInputs(lm), nu = (unsigned)mlirAffineMapGetNumInputs(um);
  if (aff_inputs(f, op, 0, (unsigned)mlirAffineMapGetNumDims(lm), nl, &li) ||
      aff_inputs(f, op, (int)nl, (unsigned)mlirAffineMapGetNumDims(um), nu, &ui) ||
      aff_fold(f, op, lm, &li, 1, &lb) || aff_fold(f, op, um, &ui, 0, &ub))
    return 1;
  unsigned n = (unsigned)mlirOperationGetNumResults(op);
  EncVal *cur = arena_alloc(&f->q->arena, (n + 1) * sizeof *cur);
  if (!cur) return enc_failed(f);
  for (unsigned i = 0; i < n; i++) {
    if (!loop_value_type_ok(f, mlirValueGetType(mlirOperationGetResult(op, (intptr_t)i)), op)) return 1;
    if (enc_operand(f, op, (int)(nl + nu + i), &cur[i])) return 1;
  }
  EncVal l = {lb, li.np, NULL}, u = {ub, ui.np, NULL}, st = {c64(f, mlirIntegerAttrGetValueInt(sa)), smt_true(f->s), NULL};
  if (loop_begin(f, op)) return 1;
  int rc = loop_for(f, op, l, u, st, 0, mlirRegionGetFirstBlock(mlirOperationGetRegion(op, 0)), cur, n);
  loop_end(f);
  for (unsigned i = 0; !rc && i < n; i++) rc = enc_result(f, op, (int)i, cur[i]);
  return rc;
}

/* Encodes region r's single block under cond; *out gets what its affine.yield yields. */
static int region(EncFn *f, MlirRegion r, Z3_ast cond, EncVal **out) {
  Z3_ast saved = f->path;
  MlirBlock b = mlirRegionGetFirstBlock(r);
  *out = NULL;
  if (mlirBlockIsNull(b)) return 0;
  f->path = smt_and(f->s, saved, cond);
  f->nyield = 0;
  f->yield = NULL;
  int rc = enc_block(f, b);
  f->path = saved;
  *out = f->yield;
  return rc;
}

/* if: the then region when every constraint of the integer set holds on the operands
 * (expr == 0 or expr >= 0), else the else region; branching on poison is UB. */
static int enc_if(EncFn *f, MlirOperation op) {
  Smt *s = f->s;
  MlirAttribute a = mu_attr(op, "condition");
  if (mlirAttributeIsNull(a) || !mlirAttributeIsAIntegerSet(a)) return enc_stop(f->q, TV_ERROR, "affine.if without condition");
  MlirIntegerSet set = mlirIntegerSetAttrGetValue(a);
  AffIn in;
  if (aff_inputs(f, op, 0, (unsigned)mlirIntegerSetGetNumDims(set), (unsigned)mlirIntegerSetGetNumInputs(set), &in))
    return 1;
  enc_ub(f, smt_app1(s, Z3_mk_not, in.np));
  Z3_ast c = smt_true(s);
  for (intptr_t k = 0; k < mlirIntegerSetGetNumConstraints(set); k++) {
    Z3_ast e = aff_expr(f, mlirIntegerSetGetConstraint(set, k), &in);
    if (!e) return enc_failed(f) ? 1 : enc_stop(f->q, TV_ERROR, "affine.if: bad constraint");
    c = smt_and(s, c, mlirIntegerSetIsConstraintEq(set, k) ? smt_app2(s, Z3_mk_eq, e, c64(f, 0))
                                                         : smt_app2(s, Z3_mk_bvsge, e, c64(f, 0)));
  }
  EncVal *t, *e;
  if (region(f, mlirOperationGetRegion(op, 0), c, &t) ||
      region(f, mlirOperationGetRegion(op, 1), smt_app1(s, Z3_mk_not, c), &e))
    return 1;
  for (intptr_t i = 0; i < mlirOperationGetNumResults(op); i++) {
    if (!loop_value_type_ok(f, mlirValueGetType(mlirOperationGetResult(op, i)), op)) return 1;
    if (!t || !e) return enc_stop(f->q, TV_ERROR, "affine.if with results but no yield");
    if (enc_result(f, op, (int)i, enc_val_ite(f, c, t[i], e[i]))) return 1;
  }
  return enc_failed(f);
}

/* yield: hands its operands to the enclosing affine.for / affine.if. */
static int enc_yield_op(EncFn *f, MlirOperation op) { return enc_yield(f, op); }

static const EncOpDef affine_ops[] = {
    {"affine.apply", enc_apply, "the map's single result on dims and symbols (64-bit; floordiv/ceildiv/mod rounding down, mod >= 0)"},
    {"affine.for", enc_for, "iv = max(lower map), +step, ... while iv < min(upper map) (signed); iter_args threaded"},
    {"affine.if", enc_if, "then region if every set constraint (== 0 or >= 0) holds, else region; poison operand is UB"},
    {"affine.max", enc_max, "largest result of the map (signed)"},
    {"affine.min", enc_min, "smallest result of the map (signed)"},
    {"affine.yield", enc_yield_op, "yields its operands to the enclosing affine.for or affine.if"},
};

const EncTable affine_table = {"affine", affine_ops, sizeof affine_ops / sizeof affine_ops[0]};
