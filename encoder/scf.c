/* scf.c: the scf dialect (SCFOps.td): structured if, index_switch and execute_region with
 * yielded results, and the loops for, while, forall and parallel, unrolled (loop.h;
 * docs/design.md, "Loops"). */
#include "enc.h"
#include "interp.h"
#include <string.h>
#include "disguise.h"
#include "loop.h"
#include "mem.h"
#include "mlirutil.h"
#include "reduce.h"
#include "tval.h"

/* if: runs the then region when the i1 condition is 1, else the else region; the results
 * are the yielded values of the region that ran. Branching on poison is UB. */
static int enc_if(EncFn *f, MlirOperation op) {
  EncVal c, *t, *e;
  Smt *s = f->s;
  if (enc_operand(f, op, 0, &c)) return 1;
  enc_ub(f, smt_app1(s, Z3_mk_not, c.np));
  Z3_ast cb = smt_bv_to_bool(s, c.v);
  if (enc_region(f, mlirOperationGetRegion(op, 0), cb, &t)) return 1;
  if (enc_region(f, mlirOperationGetRegion(op, 1), smt_app1(s, Z3_mk_not, cb), &e)) return 1;
  intptr_t n = mlirOperationGetNumResults(op);
  for (intptr_t i = 0; i < n; i++) {
    if (!enc_width(f, mlirValueGetType(mlirOperationGetResult(op, i)), op)) return 1;
    if (!t || !e) return enc_stop(f->q, TV_ERROR, "scf.if with results but no yield");
    EncVal v = enc_val_ite(f, cb, t[i], e[i]);
    if (enc_result(f, op, (int)i, v)) return 1;
  }
  return 0;
}

/* yield: hands its operands to the enclosing op. */
static int enc_yield_op(EncFn *f, MlirOperation op) { return enc_yield(f, op); }

/* The cases of an scf.index_switch (DenseI64Array); *n gets their number. */
static MlirAttribute switch_cases(MlirOperation op, intptr_t *n) {
  MlirAttribute a = mu_attr(op, "cases");
  int ok = !mlirAttributeIsNull(a) && mlirAttributeIsADenseI64Array(a) &&
           (*n = mlirDenseArrayGetNumElements(a)) + 1 == mlirOperationGetNumRegions(op);
  return ok ? a : mlirAttributeGetNull();
}

/* index_switch: "Control-flow transfers to the case region whose constant value equals the
 * value of the argument. If the argument does not equal any of the case values,
 * control-flow transfer to the "default" region" (region 0); the results are the yields of
 * the region that ran. A poison argument is UB (branching on poison, as scf.if). */
static int enc_index_switch(EncFn *f, MlirOperation op) {
  Smt *s = f->s;
  EncVal a, *y;
  intptr_t n;
  MlirAttribute cases = switch_cases(op, &n);
  if (mlirAttributeIsNull(cases)) return enc_stop(f->q, TV_ERROR, "scf.index_switch without its cases");
  if (enc_operand(f, op, 0, &a)) return 1;
  enc_ub(f, smt_app1(s, Z3_mk_not, a.np));
  unsigned nres = (unsigned)mlirOperationGetNumResults(op);
  EncVal *res = arena_alloc(&f->q->arena, (nres + 1) * sizeof *res);
  Z3_ast *hit = arena_alloc(&f->q->arena, ((size_t)n + 1) * sizeof *hit), none = smt_true(s);
  if (!res || !hit) return enc_failed(f);
  for (unsigned i = 0; i < nres; i++)
    if (!enc_width(f, mlirValueGetType(mlirOperationGetResult(op, (intptr_t)i)), op)) return 1;
  for (intptr_t k = 0; k < n; k++) {
    hit[k] = smt_app2(s, Z3_mk_eq, a.v, smt_bv_u64(s, 64, (uint64_t)mlirDenseI64ArrayGetElement(cases, k)));
    none = smt_and(s, none, smt_app1(s, Z3_mk_not, hit[k]));
  }
  if (enc_region(f, mlirOperationGetRegion(op, 0), none, &y)) return 1;
  for (unsigned i = 0; i < nres; i++) {
    if (!y) return enc_stop(f->q, TV_ERROR, "scf.index_switch with results but no yield");
    res[i] = y[i];
  }
  for (intptr_t k = 0; k < n; k++) {
    if (enc_region(f, mlirOperationGetRegion(op, k + 1), hit[k], &y)) return 1;
    for (unsigned i = 0; i < nres; i++) {
      if (!y) return enc_stop(f->q, TV_ERROR, "scf.index_switch with results but no yield");
      res[i] = enc_val_ite(f, hit[k], y[i], res[i]);
    }
  }
  for (unsigned i = 0; i < nres; i++)
    if (enc_result(f, op, (int)i, res[i])) return 1;
  return enc_failed(f);
}

/* Whether an scf.execute_region's region is one block (several: a CFG, enc_cfg_region). */
static int one_block(MlirOperation op) {
  MlirBlock b = mlirRegionGetFirstBlock(mlirOperationGetRegion(op, 0));
  return !mlirBlockIsNull(b) && mlirBlockIsNull(mlirBlockGetNextInRegion(b));
}

/* execute_region: "executes the region held exactly once"; "Values returned from this op's
 * region define the op's results" (the scf.yield reached; a region of several blocks is a
 * CFG, loops included). */
static int enc_execute_region(EncFn *f, MlirOperation op) {
  EncVal *y;
  MlirRegion r = mlirOperationGetRegion(op, 0);
  unsigned n = (unsigned)mlirOperationGetNumResults(op);
  if (one_block(op) ? enc_region(f, r, smt_true(f->s), &y) : enc_cfg_region(f, op, r, n, &y)) return 1;
  for (intptr_t i = 0; i < mlirOperationGetNumResults(op); i++) {
    if (!enc_width(f, mlirValueGetType(mlirOperationGetResult(op, i)), op)) return 1;
    if (!y || enc_result(f, op, (int)i, y[i])) return y ? 1 : enc_stop(f->q, TV_ERROR, "scf.execute_region without yield");
  }
  return enc_failed(f);
}

/* ---- loops ---- */

static MlirBlock body_of(MlirOperation op, int region) {
  return mlirRegionGetFirstBlock(mlirOperationGetRegion(op, region));
}

/* Operands first..first+n-1 into a fresh array (n may be 0). */
static EncVal *operands(EncFn *f, MlirOperation op, int first, unsigned n) {
  EncVal *v = arena_alloc(&f->q->arena, (n + 1) * sizeof *v);
  if (!v) return enc_failed(f), NULL;
  for (unsigned i = 0; i < n; i++)
    if (enc_operand(f, op, first + (int)i, &v[i])) return NULL;
  return v;
}

static int results(EncFn *f, MlirOperation op, const EncVal *v, unsigned n) {
  for (unsigned i = 0; i < n; i++)
    if (enc_result(f, op, (int)i, v[i])) return 1;
  return 0;
}

/* The types a loop carries must be ones we encode (scalars, ranked tensors). */
static int results_ok(EncFn *f, MlirOperation op) {
  for (intptr_t i = 0; i < mlirOperationGetNumResults(op); i++)
    if (!loop_value_type_ok(f, mlirValueGetType(mlirOperationGetResult(op, i)), op)) return 0;
  return 1;
}

/* for: iv from lb while iv < ub (signed; unsigned with unsignedCmp) by step > 0, the
 * iter_args threaded through the body's yields; the results are the last carried values. */
static int enc_for(EncFn *f, MlirOperation op) {
  int done;
  if (loop_shared(f, op, &done)) return 1;
  if (done) return 0;
  if (!results_ok(f, op)) return 1;
  unsigned n = (unsigned)mlirOperationGetNumResults(op);
  EncVal *b = operands(f, op, 0, 3), *cur = operands(f, op, 3, n);
  if (!b || !cur || loop_begin(f, op)) return 1;
  int uns = !mlirAttributeIsNull(mu_attr(op, "unsignedCmp"));
  int rc = loop_for(f, op, b[0], b[1], b[2], uns, body_of(op, 0), cur, n);
  loop_end(f);
  return rc || results(f, op, cur, n);
}

/* condition: its operands (the i1 condition, then the values passed on) go to scf.while. */
static int enc_condition(EncFn *f, MlirOperation op) { return enc_yield(f, op); }

/* The results of a while that stopped (exit holds) at this iteration with values args. */
static void while_exit(EncFn *f, Z3_ast exit, const EncVal *args, EncVal *res, unsigned n, int first) {
  for (unsigned i = 0; i < n; i++) res[i] = first ? args[i] : enc_val_ite(f, exit, args[i], res[i]);
}

/* while: runs the before region on the carried values; scf.condition false ends the loop
 * with its other operands as the results, true runs the after region on them, which yields
 * the next carried values. A poison condition is UB. */
static int enc_while(EncFn *f, MlirOperation op) {
  int done;
  if (f->footprint) mem_trace_unknown(f);   /* its iterations are not one footprint */
  if (loop_shared(f, op, &done)) return 1;
  if (done) return 0;
  if (!results_ok(f, op)) return 1;
  /* an scf.for in disguise paired with the source's (disguise.h): by induction */
  if (!f->footprint && dg_encode_while(f, op, &done)) return 1;
  if (done) return 0;
  Smt *s = f->s;
  unsigned n = (unsigned)mlirOperationGetNumResults(op), nin = (unsigned)mlirOperationGetNumOperands(op);
  EncVal *cur = operands(f, op, 0, nin), *res = arena_alloc(&f->q->arena, (n + 1) * sizeof *res), *y;
  if (!cur || !res) return enc_failed(f) ? 1 : 1;
  if (loop_begin(f, op)) return 1;
  Z3_ast saved = f->path, run = smt_true(s);
  unsigned ny;
  int rc = 0;
  for (unsigned k = 0; !rc; k++) {
    /* no results to make fresh before the first exit: stop; a cap of N bodies takes N + 1 tests */
    if (!loop_more(f, k ? k - 1 : 0)) {
      f->path = saved;
      rc = k ? loop_truncate(f, op, run, res, n) : loop_take(f, op);
      break;
    }
    f->path = smt_and(s, saved, run);
    if (loop_take(f, op) || loop_body(f, body_of(op, 0), cur, nin, &y, &ny)) { rc = 1; break; }
    if (ny != n + 1) { rc = enc_stop(f->q, TV_ERROR, "internal: scf.condition arity"); break; }
    enc_ub(f, smt_app1(s, Z3_mk_not, y[0].np));
    Z3_ast c = smt_bv_to_bool(s, y[0].v);
    while_exit(f, smt_and(s, run, smt_app1(s, Z3_mk_not, c)), y + 1, res, n, k == 0);
    run = smt_and(s, run, c);
    f->path = saved;
    if (loop_never(f, run, loop_check_at(k + 1))) break;
    f->path = smt_and(s, saved, run);
    if (loop_body(f, body_of(op, 1), y + 1, n, &y, &ny)) { rc = 1; break; }
    if (ny != nin) { rc = enc_stop(f->q, TV_ERROR, "internal: scf.while yield arity"); break; }
    for (unsigned i = 0; i < nin; i++) cur[i] = enc_val_ite(f, run, y[i], cur[i]);
  }
  f->path = saved;
  loop_end(f);
  return rc || enc_failed(f) || results(f, op, res, n);
}

/* ---- forall and parallel: multi-dimensional constant iteration spaces ---- */

enum { SCF_MAX_DIMS = 8 };

/* A constant bound of a multi-dimensional loop (a poison one: 0), or an inconclusive stop. */
static int const_bound(EncFn *f, MlirOperation op, EncVal v, int64_t *out) {
  enc_ub(f, smt_app1(f->s, Z3_mk_not, v.np));
  if (loop_const(f, v.v, out)) return 0;
  /* poison for sure: the path has UB, what the loop then does cannot matter */
  if (loop_never(f, v.np, 0)) return *out = 0, 0;
  return enc_stop(f->q, TV_INCONCLUSIVE, "%s with bounds that are not constant", mu_op_name(&f->q->arena, op));
}

/* Iteration space of nd dimensions: trip[d] iterations from lb[d] by step[d]; total is
 * their product, or -1 when that exceeds the nest's budget (the loop is then truncated
 * before its first iteration); a step that is not positive is UB. */
typedef struct Space {
  unsigned nd;
  int64_t lb[SCF_MAX_DIMS], step[SCF_MAX_DIMS], trip[SCF_MAX_DIMS];
  long long total;
} Space;

static int space_init(EncFn *f, MlirOperation op, Space *sp, const EncVal *lb, const EncVal *ub, const EncVal *st) {
  sp->total = 1;
  for (unsigned d = 0; d < sp->nd; d++) {
    int64_t u;
    if (const_bound(f, op, lb[d], &sp->lb[d]) || const_bound(f, op, ub[d], &u) ||
        const_bound(f, op, st[d], &sp->step[d]))
      return 1;
    if (sp->step[d] <= 0) {
      enc_ub(f, smt_true(f->s));
      sp->total = 0;
      return enc_failed(f);
    }
    sp->trip[d] = u > sp->lb[d] ? (int64_t)(((__int128)u - sp->lb[d] + sp->step[d] - 1) / sp->step[d]) : 0;
    if (sp->trip[d] > (int64_t)TV_MAX_UNROLL_LIMIT) sp->trip[d] = TV_MAX_UNROLL_LIMIT + 1;
    sp->total *= sp->trip[d];
    if (sp->total > (long long)TV_MAX_UNROLL_LIMIT) sp->total = TV_MAX_UNROLL_LIMIT + 1;
  }
  if (sp->total > (long long)loop_left(f)) sp->total = -1;   /* the caller truncates */
  return 0;
}

/* The induction variables of point k (row-major order, last dimension fastest). */
static void space_point(EncFn *f, const Space *sp, long long k, EncVal *iv) {
  for (unsigned d = sp->nd; d-- > 0;) {
    long long j = k % sp->trip[d];
    k /= sp->trip[d];
    iv[d] = (EncVal){smt_bv_u64(f->s, 64, (uint64_t)(sp->lb[d] + j * sp->step[d])), smt_true(f->s), NULL};
  }
}

/* The DenseI32Array operandSegmentSizes entry k. */
static unsigned segment(MlirOperation op, intptr_t k) {
  MlirAttribute a = mu_attr(op, "operandSegmentSizes");
  if (mlirAttributeIsNull(a) || !mlirAttributeIsADenseI32Array(a) || mlirDenseArrayGetNumElements(a) <= k) return 0;
  return (unsigned)mlirDenseI32ArrayGetElement(a, k);
}

/* forall's bounds: static entries of static_<name>, dynamic ones from operands *next... */
static int forall_list(EncFn *f, MlirOperation op, const char *name, unsigned nd, int *next, EncVal *out) {
  MlirAttribute a = mu_attr(op, name);
  if (mlirAttributeIsNull(a) || !mlirAttributeIsADenseI64Array(a) || mlirDenseArrayGetNumElements(a) != (intptr_t)nd)
    return enc_stop(f->q, TV_ERROR, "scf.forall without %s", name);
  for (unsigned d = 0; d < nd; d++) {
    int64_t v = mlirDenseI64ArrayGetElement(a, (intptr_t)d);
    if (v != mlirShapedTypeGetDynamicSize()) out[d] = (EncVal){smt_bv_u64(f->s, 64, (uint64_t)v), smt_true(f->s), NULL};
    else if (enc_operand(f, op, (*next)++, &out[d])) return 1;
  }
  return 0;
}

/* forall: the body runs once per point of the iteration space with the shared outputs as
 * they were before the loop; each tensor.parallel_insert_slice of scf.forall.in_parallel
 * inserts into the output; an element written twice holds an unknown value (a conflict).
 * The results are the outputs after every insert. */
static int enc_forall(EncFn *f, MlirOperation op) {
  int done;
  if (f->footprint) mem_trace_unknown(f);
  if (loop_shared(f, op, &done)) return 1;
  if (done) return 0;
  if (!results_ok(f, op)) return 1;
  MlirBlock body = body_of(op, 0);
  unsigned nout = (unsigned)mlirOperationGetNumResults(op);
  unsigned nd = (unsigned)mlirBlockGetNumArguments(body) - nout;
  if (nd > SCF_MAX_DIMS) return enc_stop(f->q, TV_UNSUPPORTED, "scf.forall of over %d dimensions", SCF_MAX_DIMS);
  Space sp = {.nd = nd};
  EncVal lb[SCF_MAX_DIMS], ub[SCF_MAX_DIMS], st[SCF_MAX_DIMS];
  int next = 0;
  if (forall_list(f, op, "staticLowerBound", nd, &next, lb) || forall_list(f, op, "staticUpperBound", nd, &next, ub) ||
      forall_list(f, op, "staticStep", nd, &next, st))
    return 1;
  int first_out = (int)(segment(op, 0) + segment(op, 1) + segment(op, 2));
  EncVal *init = operands(f, op, first_out, nout), *cur = operands(f, op, first_out, nout);
  EncVal *args = arena_alloc(&f->q->arena, (nd + nout + 1) * sizeof *args), *y;
  Z3_ast *written = arena_alloc(&f->q->arena, (nout + 1) * sizeof *written);
  if (!init || !cur || !args || !written) return enc_failed(f);
  for (unsigned k = 0; k < nout; k++) written[k] = smt_const_array(f->s, smt_bv_sort(f->s, 64), smt_false(f->s));
  if (loop_begin(f, op)) return 1;
  int rc = space_init(f, op, &sp, lb, ub, st);
  EncForall fa = {body, nd, nout, cur, written}, *saved = f->forall;
  unsigned ny;
  LoopPar par;
  if (!rc && sp.total < 0) rc = loop_truncate(f, op, smt_true(f->s), cur, nout);
  loop_par_begin(f, op, &par);
  for (long long k = 0; !rc && k < sp.total; k++) {
    space_point(f, &sp, k, args);
    memcpy(args + nd, init, nout * sizeof *init);
    f->forall = &fa;
    rc = loop_take(f, op) || loop_body(f, body, args, nd + nout, &y, &ny);
    f->forall = saved;
    loop_par_next(f, &par);
  }
  rc = rc || loop_par_end(f, op, &par);
  loop_end(f);
  return rc || results(f, op, cur, nout);
}

/* in_parallel: its parallel_insert_slice ops insert into the enclosing forall's outputs. */
static int enc_in_parallel(EncFn *f, MlirOperation op) {
  if (!f->forall) return enc_stop(f->q, TV_ERROR, "scf.forall.in_parallel outside scf.forall");
  MlirBlock b = body_of(op, 0);
  return mlirBlockIsNull(b) ? 0 : enc_block(f, b);
}

/* The reduction regions of scf.reduce whose order cannot matter: one associative and
 * commutative integer op on the two block arguments, returned. */
static int reduction_order_free(EncFn *f, MlirOperation reduce) {
  for (intptr_t r = 0; r < mlirOperationGetNumRegions(reduce); r++) {
    MlirBlock b = body_of(reduce, (int)r);
    MlirOperation o = mlirBlockIsNull(b) ? (MlirOperation){NULL} : mlirBlockGetFirstOperation(b);
    if (mlirOperationIsNull(o) || mlirOperationGetNumOperands(o) != 2) return 0;
    int known = (enc_props(o) & OP_ASSOC_COMM) != 0;
    for (intptr_t i = 0; i < 2; i++) {
      MlirValue v = mlirOperationGetOperand(o, i);
      known &= mlirValueIsABlockArgument(v) && mlirBlockEqual(mlirBlockArgumentGetOwner(v), b);
    }
    /* nsw/nuw make poison depend on the order */
    MlirAttribute fl = mu_attr(o, "overflowFlags");
    char *fs = mlirAttributeIsNull(fl) ? NULL : mu_attr_str(&f->q->arena, fl);
    if (!known || (fs && !strstr(fs, "none"))) return 0;
    MlirOperation ret = mlirOperationGetNextInBlock(o);
    if (mlirOperationIsNull(ret) || !mu_op_is(ret, "scf.reduce.return")) return 0;
  }
  return 1;
}

static int is_arg_of(MlirValue v, MlirBlock b) {
  return mlirValueIsABlockArgument(v) && mlirBlockEqual(mlirBlockArgumentGetOwner(v), b);
}

/* Whether reduction region b is a float sum: arith.addf of its two block arguments,
 * returned. */
static int is_sum_region(MlirBlock b) {
  MlirOperation o = mlirBlockIsNull(b) ? (MlirOperation){NULL} : mlirBlockGetFirstOperation(b);
  if (mlirOperationIsNull(o) || red_comb_of(o) != RED_ADDF || mlirOperationGetNumOperands(o) != 2) return 0;
  MlirValue x = mlirOperationGetOperand(o, 0), y = mlirOperationGetOperand(o, 1);
  MlirOperation ret = mlirOperationGetNextInBlock(o);
  return !mlirValueEqual(x, y) && is_arg_of(x, b) && is_arg_of(y, b) && !mlirOperationIsNull(ret) &&
         mu_op_is(ret, "scf.reduce.return") && mlirOperationGetNumOperands(ret) == 1 &&
         mlirValueEqual(mlirOperationGetOperand(ret, 0), mlirOperationGetResult(o, 0));
}

/* --assume=zero-sum: the float sums of a parallel loop that runs start from -0.0 where
 * they start from +0.0 (red_start). */
static void zero_sum_starts(EncFn *f, MlirOperation op, MlirOperation reduce, EncVal *acc, unsigned n) {
  for (unsigned i = 0; i < n && i < (unsigned)mlirOperationGetNumRegions(reduce); i++)
    if (is_sum_region(body_of(reduce, (int)i)))
      acc[i] = red_start(f, RED_ADDF, mlirValueGetType(mlirOperationGetResult(op, (intptr_t)i)), acc[i]);
}

/* parallel: the body runs once per point of the iteration space; scf.reduce combines each
 * iteration's values into the accumulators, which start as the init operands; the results
 * are the accumulators. MLIR leaves the order of the combinations unspecified: it is
 * encoded in row-major order, exact for the source and for reductions whose order cannot
 * matter; a target with another reduction is inconclusive. */
static int enc_parallel(EncFn *f, MlirOperation op) {
  int done;
  if (loop_shared(f, op, &done)) return 1;
  if (done) return 0;
  if (!results_ok(f, op)) return 1;
  MlirBlock body = body_of(op, 0);
  unsigned nd = (unsigned)mlirBlockGetNumArguments(body), n = (unsigned)mlirOperationGetNumResults(op);
  if (nd > SCF_MAX_DIMS) return enc_stop(f->q, TV_UNSUPPORTED, "scf.parallel of over %d dimensions", SCF_MAX_DIMS);
  MlirOperation red = mlirBlockGetTerminator(body);
  if (n && !enc_is_src(f) && !reduction_order_free(f, red))
    return enc_stop(f->q, TV_INCONCLUSIVE, "scf.parallel in the target reduces with an op whose order "
                    "may matter (MLIR leaves it unspecified)");
  Space sp = {.nd = nd};
  EncVal *b = operands(f, op, 0, 3 * nd), *acc = operands(f, op, (int)(3 * nd), n), *y;
  EncVal iv[SCF_MAX_DIMS];
  if (!b || !acc) return 1;
  if (f->footprint && !n) {   /* all iterations as one (loop.h) */
    Z3_ast t[3 * SCF_MAX_DIMS];
    for (unsigned k = 0; k < 3 * nd; k++) t[k] = b[k].v;
    return loop_footprint(f, body, nd, t, t + nd, t + 2 * nd, 0, NULL, 0, NULL);
  }
  if (f->footprint) mem_trace_unknown(f);
  if (loop_begin(f, op)) return 1;
  int rc = space_init(f, op, &sp, b, b + nd, b + 2 * nd);
  EncVal *saved = f->reduce_acc;
  unsigned ny;
  if (!rc && sp.total < 0) rc = loop_truncate(f, op, smt_true(f->s), acc, n);
  if (!rc && sp.total > 0) zero_sum_starts(f, op, red, acc, n);
  LoopPar par;
  loop_par_begin(f, op, &par);
  for (long long k = 0; !rc && k < sp.total; k++) {
    space_point(f, &sp, k, iv);
    f->reduce_acc = acc;
    rc = loop_take(f, op) || loop_body(f, body, iv, nd, &y, &ny);
    f->reduce_acc = saved;
    loop_par_next(f, &par);
  }
  rc = rc || loop_par_end(f, op, &par);
  loop_end(f);
  return rc || results(f, op, acc, n);
}

/* reduce: region i combines accumulator i (first block argument) with operand i (second);
 * its scf.reduce.return gives the new accumulator. */
static int enc_reduce(EncFn *f, MlirOperation op) {
  EncVal *acc = f->reduce_acc;
  unsigned n = (unsigned)mlirOperationGetNumOperands(op);
  if (!acc && n) return enc_stop(f->q, TV_ERROR, "scf.reduce outside scf.parallel");
  for (unsigned i = 0; i < n; i++) {
    EncVal args[2], *y;
    unsigned ny;
    args[0] = acc[i];
    if (enc_operand(f, op, (int)i, &args[1])) return 1;
    f->reduce_acc = NULL;
    int rc = loop_body(f, body_of(op, (int)i), args, 2, &y, &ny);
    f->reduce_acc = acc;
    if (rc) return 1;
    if (ny != 1) return enc_stop(f->q, TV_ERROR, "internal: scf.reduce.return arity");
    acc[i] = y[0];
  }
  return 0;
}

/* ---- evaluators (interp.h) ---- */

/* Operands first..first+n-1 of op, for a loop's carried values. */
static IVal *ev_operands(IFn *f, MlirOperation op, int first, unsigned n) {
  IVal *v = arena_alloc(interp_of(f)->arena, (n + 1) * sizeof *v);
  if (!v) return interp_error(f, "out of memory in the interpreter"), NULL;
  for (unsigned i = 0; i < n; i++)
    if (interp_operand(f, op, first + (int)i, &v[i])) return NULL;
  return v;
}

static int ev_results(IFn *f, MlirOperation op, const IVal *v, unsigned n) {
  if (n != (unsigned)mlirOperationGetNumResults(op)) return interp_error(f, "%s: result count", "scf");
  for (unsigned i = 0; i < n; i++)
    if (interp_result(f, op, (int)i, v[i])) return 1;
  return 0;
}

static int ev_if(IFn *f, MlirOperation op) {
  IVal c, *y;
  unsigned ny;
  if (interp_operand(f, op, 0, &c)) return 1;
  if (c.s.poison) return interp_ub(f, op, "scf.if on poison");
  if (interp_region(f, mlirOperationGetRegion(op, c.s.bits & 1 ? 0 : 1), 0, NULL, &ny, &y)) return 1;
  return ev_results(f, op, y, ny);
}

static int ev_yield(IFn *f, MlirOperation op) { return interp_yield(f, op); }

/* index_switch: the case region whose value is the argument's, else the default; a poison
 * argument is UB. */
static int ev_index_switch(IFn *f, MlirOperation op) {
  IVal a, *y;
  unsigned ny;
  intptr_t n, k = 0;
  MlirAttribute cases = switch_cases(op, &n);
  if (mlirAttributeIsNull(cases)) return interp_error(f, "scf.index_switch without its cases");
  if (interp_operand(f, op, 0, &a)) return 1;
  if (a.s.poison) return interp_ub(f, op, "scf.index_switch on poison");
  while (k < n && (uint64_t)mlirDenseI64ArrayGetElement(cases, k) != a.s.bits) k++;
  if (interp_region(f, mlirOperationGetRegion(op, k < n ? k + 1 : 0), 0, NULL, &ny, &y)) return 1;
  return ev_results(f, op, y, ny);
}

/* execute_region: its region once (one block, as the encoder). */
static int ev_execute_region(IFn *f, MlirOperation op) {
  IVal *y;
  unsigned ny;
  return interp_region(f, mlirOperationGetRegion(op, 0), 0, NULL, &ny, &y) || ev_results(f, op, y, ny);
}

/* for: iv from lb by step while iv < ub (signed, or unsigned with unsignedCmp), in exact
 * arithmetic (an iv past the type's range ends the loop); poison bounds or a step that is
 * not positive are UB (loop.c, loop_for). */
static int ev_for(IFn *f, MlirOperation op) {
  unsigned n = (unsigned)mlirOperationGetNumResults(op), w = interp_width(mlirValueGetType(mlirOperationGetOperand(op, 0)));
  IVal *b = ev_operands(f, op, 0, 3), *cur = ev_operands(f, op, 3, n);
  if (!b || !cur || !w) return w ? 1 : interp_unsupported(f, op, "with this induction variable type");
  if (b[0].s.poison || b[1].s.poison || b[2].s.poison) return interp_ub(f, op, "scf.for with poison bounds");
  int uns = !mlirAttributeIsNull(mu_attr(op, "unsignedCmp"));
  __int128 lb = uns ? (__int128)b[0].s.bits : interp_sext(b[0].s.bits, w), ub = uns ? (__int128)b[1].s.bits : interp_sext(b[1].s.bits, w),
           st = uns ? (__int128)b[2].s.bits : interp_sext(b[2].s.bits, w);
  if (st <= 0) return interp_ub(f, op, "scf.for with a step that is not positive");
  return loop_ev_for(f, mlirOperationGetRegion(op, 0), lb, ub, st, w, cur, n, &cur) || ev_results(f, op, cur, n);
}

/* condition: hands the i1 and the values passed on to scf.while. */
static int ev_condition(IFn *f, MlirOperation op) { return interp_yield(f, op); }

/* while: the before region on the carried values; scf.condition false ends the loop with
 * its other operands, true runs the after region on them. A poison condition is UB. */
static int ev_while(IFn *f, MlirOperation op) {
  unsigned nin = (unsigned)mlirOperationGetNumOperands(op), n = (unsigned)mlirOperationGetNumResults(op), ny, na;
  IVal *cur = ev_operands(f, op, 0, nin), *y, *a;
  if (!cur) return 1;
  for (;;) {
    if (interp_region(f, mlirOperationGetRegion(op, 0), nin, cur, &ny, &y)) return 1;
    if (ny != n + 1) return interp_error(f, "scf.condition: operand count");
    if (y[0].s.poison) return interp_ub(f, op, "scf.while condition is poison");
    if (!(y[0].s.bits & 1)) return ev_results(f, op, y + 1, n);
    if (interp_region(f, mlirOperationGetRegion(op, 1), n, y + 1, &na, &a)) return 1;
    if (na != nin) return interp_error(f, "scf.while: yield count");
    cur = a;
  }
}

/* The iteration space of scf.forall / scf.parallel from its bounds (index values): poison
 * bounds and steps that are not positive are UB (space_init). */
static int ev_space(IFn *f, MlirOperation op, const IVal *lb, const IVal *ub, const IVal *st, LoopSpace *sp) {
  for (unsigned d = 0; d < sp->nd; d++) {
    if (lb[d].s.poison || ub[d].s.poison || st[d].s.poison) return interp_ub(f, op, "a poison loop bound or step");
    sp->lb[d] = (int64_t)lb[d].s.bits;
    sp->ub[d] = (int64_t)ub[d].s.bits;
    sp->step[d] = (int64_t)st[d].s.bits;
    if (sp->step[d] <= 0) return interp_ub(f, op, "a loop step that is not positive");
  }
  loop_space_first(sp);
  return 0;
}

/* forall's bounds list `name`: static entries, dynamic ones (index operands) from *next on. */
static int ev_forall_list(IFn *f, MlirOperation op, const char *name, unsigned nd, int *next, IVal *out) {
  MlirAttribute a = mu_attr(op, name);
  if (mlirAttributeIsNull(a) || !mlirAttributeIsADenseI64Array(a) || mlirDenseArrayGetNumElements(a) != (intptr_t)nd)
    return interp_error(f, "scf.forall without %s", name);
  for (unsigned d = 0; d < nd; d++) {
    int64_t v = mlirDenseI64ArrayGetElement(a, (intptr_t)d);
    if (v != mlirShapedTypeGetDynamicSize()) out[d] = (IVal){.s.bits = (uint64_t)v};
    else if (interp_operand(f, op, (*next)++, &out[d])) return 1;
  }
  return 0;
}

/* A copy of tensor v (its elements are then written in place). */
static int ev_copy(IFn *f, MlirType t, IVal v, IVal *out) {
  if (!v.t) return interp_error(f, "scf.forall with an output that is not a tensor");
  if (interp_tensor(interp_of(f), t, v.t->dims, out)) return 1;
  memcpy(out->t->e, v.t->e, v.t->n * sizeof *v.t->e);
  return 0;
}

/* forall: the body once per point (row-major) with the outputs as they were before the
 * loop; its scf.forall.in_parallel inserts into the results (interp_forall_insert: an
 * element inserted twice is poison). */
static int ev_forall(IFn *f, MlirOperation op) {
  MlirBlock body = body_of(op, 0);
  unsigned nout = (unsigned)mlirOperationGetNumResults(op), nd = (unsigned)mlirBlockGetNumArguments(body) - nout, ny;
  if (nd > LOOP_MAX_DIMS) return interp_unsupported(f, op, "of over 8 dimensions");
  LoopSpace sp = {.nd = nd};
  IVal lb[LOOP_MAX_DIMS], ub[LOOP_MAX_DIMS], st[LOOP_MAX_DIMS], *y;
  int next = 0;
  if (ev_forall_list(f, op, "staticLowerBound", nd, &next, lb) || ev_forall_list(f, op, "staticUpperBound", nd, &next, ub) ||
      ev_forall_list(f, op, "staticStep", nd, &next, st))
    return 1;
  Arena *a = interp_of(f)->arena;
  IVal *init = ev_operands(f, op, (int)(segment(op, 0) + segment(op, 1) + segment(op, 2)), nout);
  IVal *cur = arena_alloc(a, (nout + 1) * sizeof *cur), *args = arena_alloc(a, (nd + nout + 1) * sizeof *args);
  uint8_t **written = arena_alloc(a, (nout + 1) * sizeof *written);
  if (!init || !cur || !args || !written) return init ? interp_error(f, "out of memory in the interpreter") : 1;
  for (unsigned k = 0; k < nout; k++) {
    if (ev_copy(f, mlirValueGetType(mlirOperationGetResult(op, (intptr_t)k)), init[k], &cur[k])) return 1;
    if (!(written[k] = arena_alloc(a, cur[k].t->n + 1))) return interp_error(f, "out of memory in the interpreter");
    memset(written[k], 0, cur[k].t->n + 1);
  }
  if (ev_space(f, op, lb, ub, st, &sp)) return 1;
  IForall fa = {body, nd, nout, cur, written};
  for (; !sp.done; loop_space_next(&sp)) {
    memcpy(args, sp.iv, nd * sizeof *args);
    memcpy(args + nd, init, nout * sizeof *init);
    IForall *saved = interp_set_forall(f, &fa);
    int rc = interp_region(f, mlirOperationGetRegion(op, 0), nd + nout, args, &ny, &y);
    interp_set_forall(f, saved);
    if (rc) return 1;
  }
  return ev_results(f, op, cur, nout);
}

/* in_parallel: runs its parallel_insert_slice ops (on the running forall's outputs) and
 * ends the forall's body. */
static int ev_in_parallel(IFn *f, MlirOperation op) {
  if (!interp_forall(f)) return interp_error(f, "scf.forall.in_parallel outside scf.forall");
  MlirBlock b = body_of(op, 0);
  return (!mlirBlockIsNull(b) && interp_ops(f, b)) || interp_yield(f, op);
}

/* parallel: the body once per point (row-major); its terminator scf.reduce yields the
 * iteration's values, which region i of that scf.reduce combines into accumulator i (from
 * the inits), in the order the points run: the encoder's order, one of those MLIR allows. */
static int ev_parallel(IFn *f, MlirOperation op) {
  MlirBlock body = body_of(op, 0);
  unsigned nd = (unsigned)mlirBlockGetNumArguments(body), n = (unsigned)mlirOperationGetNumResults(op), ny, nz;
  if (nd > LOOP_MAX_DIMS) return interp_unsupported(f, op, "of over 8 dimensions");
  MlirOperation red = mlirBlockGetTerminator(body);
  LoopSpace sp = {.nd = nd};
  IVal *b = ev_operands(f, op, 0, 3 * nd), *acc = ev_operands(f, op, (int)(3 * nd), n), *y, *z;
  IVal *vals = arena_alloc(interp_of(f)->arena, (n + 1) * sizeof *vals);   /* y, kept across the regions */
  if (!b || !acc || !vals) return b && acc ? interp_error(f, "out of memory in the interpreter") : 1;
  if (ev_space(f, op, b, b + nd, b + 2 * nd, &sp)) return 1;
  if (n && (mlirOperationIsNull(red) || (unsigned)mlirOperationGetNumRegions(red) != n))
    return interp_error(f, "scf.parallel without its scf.reduce");
  for (; !sp.done; loop_space_next(&sp)) {
    if (interp_region(f, mlirOperationGetRegion(op, 0), nd, sp.iv, &ny, &y)) return 1;
    if (ny != n) return interp_error(f, "scf.reduce: operand count");
    memcpy(vals, y, n * sizeof *y);
    for (unsigned i = 0; i < n; i++) {
      IVal args[2] = {acc[i], vals[i]};
      if (interp_region(f, mlirOperationGetRegion(red, (intptr_t)i), 2, args, &nz, &z)) return 1;
      if (nz != 1) return interp_error(f, "scf.reduce.return: operand count");
      acc[i] = z[0];
    }
  }
  return ev_results(f, op, acc, n);
}

static const EncOpDef scf_ops[] = {
    {"scf.condition", enc_condition, "ends scf.while's before region: continue if the i1 is 1, passing the other operands on", ev_condition},
    {"scf.execute_region", enc_execute_region, "its region (a CFG) once; results are the yield reached", ev_execute_region},
    {"scf.for", enc_for, "iv = lb, lb+step, ... while iv < ub (signed, or unsigned); iter_args threaded; step <= 0 or poison bounds is UB", ev_for, OP_LOOP | OP_ALLOCA_SCOPE},
    {"scf.forall", enc_forall, "body per point of the iteration space on the original outputs; elements inserted twice are unknown", ev_forall, OP_LOOP | OP_ALLOCA_SCOPE},
    {"scf.forall.in_parallel", enc_in_parallel, "applies its parallel_insert_slice ops to the forall's outputs", ev_in_parallel},
    {"scf.if", enc_if, "then region if the condition is 1, else region; poison condition is UB", ev_if},
    {"scf.index_switch", enc_index_switch, "the case region equal to the index argument, else the default; poison argument is UB", ev_index_switch},
    {"scf.parallel", enc_parallel, "body per point of the iteration space; scf.reduce folds values into the inits", ev_parallel, OP_LOOP | OP_ALLOCA_SCOPE},
    {"scf.reduce", enc_reduce, "combines each operand into its accumulator with its region", ev_yield},
    {"scf.reduce.return", enc_yield_op, "yields the combined value of a reduction region", ev_yield},
    {"scf.while", enc_while, "before region until scf.condition is 0, then after region; results are the condition's values", ev_while, OP_LOOP},
    {"scf.yield", enc_yield_op, "yields its operands to the enclosing op", ev_yield},
};

const EncTable scf_table = {"scf", scf_ops, sizeof scf_ops / sizeof scf_ops[0]};
