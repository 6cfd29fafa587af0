/* vc.c: the refinement query for one function pair (solving: solve.c, counterexamples: cex.c).
 * "tgt refines src" (docs/semantics.md): for every input, if the source has no UB then the
 * target has no UB and every result that is not poison in the source is not poison in the
 * target and has the same value. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <mlir-c/BuiltinAttributes.h>
#include <mlir-c/BuiltinTypes.h>
#include "cut.h"
#include "enc.h"
#include "fp.h"
#include "mem.h"
#include "loop.h"
#include "mlirutil.h"
#include "reduce.h"
#include "tval.h"
#include "vc.h"

const EncTable *const enc_tables[] = {&affine_table, &arith_table, &bufferization_table, &cf_table,
                                      &func_table, &index_table, &linalg_table, &math_table, &memref_table,
                                      &scf_table, &tensor_table, &tosa_table, &tosa_nn_table,
                                      &tosa_quant_table, &ub_table, &vector_table};
const size_t enc_ntables = sizeof enc_tables / sizeof enc_tables[0];

void tv_options_default(TvOptions *o) {
  memset(o, 0, sizeof *o);
  o->timeout_s = 10;
  o->fp = TV_FP_AUTO;
  o->max_dim = 64;
  o->max_unroll = TV_MAX_UNROLL_DEFAULT;
}

const char *tv_verdict_name(TvVerdict v) {
  static const char *names[] = {"proven", "incorrect", "inconclusive", "unsupported", "timeout", "error"};
  return v < TV_NVERDICTS ? names[v] : "error";
}

static double now_s(void) { return smt_now(); }

static MlirType func_type(MlirOperation f) { return mu_type_attr(f, "function_type"); }

/* Shared symbolic arguments: a value and a not-poison flag per argument; memrefs point
 * into shared argument blocks (mem.h). A target argument that is a memref where the source
 * has a tensor (bufferized function boundary) is a buffer holding the source's tensor. */
static int make_args(EncFn *f, MlirType ft, MlirType tt, EncVal *args, EncVal *targs, unsigned n) {
  Smt *s = f->s;
  for (unsigned i = 0; i < n; i++) {
    MlirType t = mlirFunctionTypeGetInput(ft, i);
    if (tval_is_tensor(t) && mem_is_memref(mlirFunctionTypeGetInput(tt, i))) {
      if (mem_arg_abi(f, mlirFunctionTypeGetInput(tt, i), t, i, &args[i], &targs[i])) return 1;
      continue;
    }
    targs[i] = args[i];
    if (mem_is_memref(t)) {
      if (mem_arg(f, t, i, &args[i])) return 1;
      targs[i] = args[i];
      continue;
    }
    if (tval_is_tensor(t)) {
      if (tval_arg(f, t, i, &args[i])) return 1;
      targs[i] = args[i];
      continue;
    }
    unsigned w = enc_width(f, t, (MlirOperation){NULL});   /* stops with "type T" */
    if (!w) return 1;
    char name[32];
    snprintf(name, sizeof name, "arg%u", i);
    args[i].v = smt_fresh(s, name, smt_bv_sort(s, w));
    snprintf(name, sizeof name, "arg%u.np", i);
    args[i].np = smt_fresh(s, name, Z3_mk_bool_sort(s->ctx));
    targs[i] = args[i];
  }
  mem_alias_pre(f);
  return enc_failed(f);
}

/* Scalar result a differs: not poison in the source, and poison or another value in the
 * target (floats compare with every NaN equal, docs/semantics.md). */
static Z3_ast value_bad(TvQuery *q, int k, EncVal a, EncVal b) {
  Smt *s = &q->smt;
  Z3_ast same = k >= 0 ? fp_same(q, (FpKind)k, a.v, b.v) : smt_app2(s, Z3_mk_eq, a.v, b.v);
  return smt_and(s, a.np, smt_app1(s, Z3_mk_not, smt_and(s, b.np, same)));
}

/* Element j of tensor b (target) fails to refine element j of a (source): the source
 * wrote it and did not poison it, and it differs as a scalar would (an element never
 * written is like poison). */
static Z3_ast elem_bad(TvQuery *q, int k, EncVal a, EncVal b, Z3_ast j) {
  EncFn top = {.q = q, .s = &q->smt};
  EncVal ea = tval_at(&top, a, j), eb = tval_at(&top, b, j);
  ea.np = smt_and(&q->smt, ea.np, tval_written(&top, a, j));
  eb.np = smt_and(&q->smt, eb.np, tval_written(&top, b, j));
  return value_bad(q, k, ea, eb);
}

/* With refine_by_element, tensors of at most this many elements (static) are compared
 * element by element at constant indices: index arithmetic on both sides then folds to
 * constants, where a symbolic index leaves the solver to prove two different index
 * computations equal for every element (a lowering's i32 divsi against the spec's floor
 * division: tosa.resize). Elements with arithmetic cost one circuit each that way, not one
 * for all, so only pairs with a tosa.resize use it (whole_query). */
enum { REFINE_UNROLL = 64 };

/* Whether some result of function type ft is a static tensor of at most REFINE_UNROLL
 * elements. */
static int small_tensor_results(MlirType ft) {
  for (intptr_t i = 0; !mlirTypeIsNull(ft) && i < mlirFunctionTypeGetNumResults(ft); i++) {
    int64_t n = tval_static_numel(mlirFunctionTypeGetResult(ft, i));
    if (n >= 0 && n <= REFINE_UNROLL) return 1;
  }
  return 0;
}

/* Value b (target) fails to refine a (source), both of type t. A tensor differs with
 * another shape, or with some in-bounds element that fails elem_bad; for tensors
 * *shape_bad gets the first reason and *at the element index, named name. */
static Z3_ast refine_bad(TvQuery *q, MlirType t, EncVal a, EncVal b, const char *name,
                         Z3_ast *shape_bad, Z3_ast *at) {
  int k = fp_kind(t);
  if (!a.t) return value_bad(q, k, a, b);
  Smt *s = &q->smt;
  EncFn top = {.q = q, .s = s};
  uint64_t n;
  *shape_bad = smt_app1(s, Z3_mk_not, tval_same_shape(&top, a.t, b.t));
  if (q->opts->refine_by_element && tval_const_u64(&top, tval_numel(&top, a.t), &n) && n <= REFINE_UNROLL) {
    Z3_ast any = smt_false(s);
    *at = smt_bv_u64(s, 64, n ? n - 1 : 0);   /* the first element that differs */
    for (uint64_t i = n; i-- > 0;) {
      Z3_ast j = smt_bv_u64(s, 64, i), bad = elem_bad(q, k, a, b, j);
      any = smt_or(s, bad, any);
      *at = smt_ite(s, bad, j, *at);
    }
    return smt_or(s, *shape_bad, any);
  }
  Z3_ast j = *at = tval_index(&top, name);
  Z3_ast in = smt_app2(s, Z3_mk_bvult, j, tval_numel(&top, a.t));
  return smt_or(s, *shape_bad, smt_and(s, in, elem_bad(q, k, a, b, j)));
}

static Z3_ast result_bad(TvQuery *q, Query *qu, unsigned i) {
  char name[32];
  snprintf(name, sizeof name, "res%u.at", i);
  return refine_bad(q, mlirFunctionTypeGetResult(qu->ft, i), qu->src.res[i], qu->tgt.res[i],
                    name, &qu->shape_bad[i], &qu->at[i]);
}

/* Appends the disjuncts of t (nested binary ors, as smt_or builds them) to qu->parts,
 * which has room for cap; false disjuncts are dropped. */
static int add_parts(TvQuery *q, Query *qu, Z3_ast t, int pair, unsigned *cap) {
  Z3_context c = q->smt.ctx;
  while (Z3_is_app(c, t)) {
    Z3_app app = Z3_to_app(c, t);
    Z3_decl_kind k = Z3_get_decl_kind(c, Z3_get_app_decl(c, app));
    if (k == Z3_OP_FALSE) return 0;
    if (k != Z3_OP_OR || Z3_get_app_num_args(c, app) != 2) break;
    if (add_parts(q, qu, Z3_get_app_arg(c, app, 1), pair, cap)) return 1;
    t = Z3_get_app_arg(c, app, 0);
  }
  if (qu->nparts == *cap) {
    Z3_ast *p = arena_alloc(&q->arena, 2 * *cap * sizeof *p);
    int *pp = arena_alloc(&q->arena, 2 * *cap * sizeof *pp);
    if (!p || !pp) return 1;
    memcpy(p, qu->parts, qu->nparts * sizeof *p);
    memcpy(pp, qu->part_pair, qu->nparts * sizeof *pp);
    qu->parts = p;
    qu->part_pair = pp;
    *cap *= 2;
  }
  qu->part_pair[qu->nparts] = pair;
  qu->parts[qu->nparts++] = t;
  return 0;
}

/* The target has UB, or some result fails to refine. With cut points, each pair's target
 * value must also refine its source value (the shared value stands for both only then;
 * docs/design.md, "Cut points"), and every UB disjunct, result and pair becomes a part of
 * its own. With q->cut_only, only that pair's obligation is asked (cut_note). */
static Z3_ast not_refines(TvQuery *q, Query *qu) {
  Smt *s = &q->smt;
  MlirType t;
  EncVal a, b;
  unsigned cap = 16, only = q->cut_only;
  Z3_ast bad = only ? smt_false(s) : qu->tgt.ub;
  qu->failed_part = -1;
  if (q->cuts && (!(qu->parts = arena_alloc(&q->arena, cap * sizeof *qu->parts)) ||
                  !(qu->part_pair = arena_alloc(&q->arena, cap * sizeof *qu->part_pair))))
    return NULL;
  if (q->cuts && !only && add_parts(q, qu, qu->tgt.ub, -1, &cap)) return NULL;
  for (unsigned i = 0; i < qu->nres && !only; i++) {   /* only: the encoding stopped at the pair */
    qu->res_bad[i] = result_bad(q, qu, i);
    bad = smt_or(s, bad, qu->res_bad[i]);
    if (q->cuts && add_parts(q, qu, qu->res_bad[i], -1, &cap)) return NULL;
  }
  qu->mem_bad = only ? smt_false(s) : mem_not_refines(q, qu->src.mem, qu->tgt.mem);
  bad = smt_or(s, bad, qu->mem_bad);
  if (q->cuts && !only && add_parts(q, qu, qu->mem_bad, -1, &cap)) return NULL;
  unsigned npairs = cut_npairs(q);
  qu->pair_shape_bad = arena_alloc(&q->arena, (npairs + 1) * sizeof *qu->pair_shape_bad);
  qu->pair_at = arena_alloc(&q->arena, (npairs + 1) * sizeof *qu->pair_at);
  if (!qu->pair_shape_bad || !qu->pair_at) return NULL;
  for (unsigned i = 0; cut_pair(q, i, &t, &a, &b); i++) {
    if (!a.v || !b.v || (only && i != only - 1)) continue;   /* one side never used the shared value */
    char name[32];
    snprintf(name, sizeof name, "cut%u.at", i);
    Z3_ast part = refine_bad(q, t, a, b, name, &qu->pair_shape_bad[i], &qu->pair_at[i]);
    bad = smt_or(s, bad, part);
    if (add_parts(q, qu, part, (int)i, &cap)) return NULL;
  }
  Z3_ast pre = smt_and(s, q->fp_pre, q->pre), no_ub = smt_app1(s, Z3_mk_not, qu->src.ub);
  qu->common = smt_and(s, pre, no_ub);
  return smt_and(s, pre, smt_and(s, no_ub, bad));
}

typedef struct FindOp {
  MlirOperation root, found;
} FindOp;

static MlirWalkResult find_unsupported(MlirOperation o, void *ud) {
  FindOp *f = ud;
  if (mlirOperationEqual(o, f->root) || enc_lookup(mlirIdentifierStr(mlirOperationGetName(o))))
    return MlirWalkResultAdvance;
  f->found = o;
  return MlirWalkResultInterrupt;
}

/* The first op (in program order, nested regions included) without semantics, or a null op. */
static MlirOperation first_unsupported(MlirOperation func) {
  FindOp f = {func, {NULL}};
  mlirOperationWalk(func, find_unsupported, &f, MlirWalkPreOrder);
  return f.found;
}

/* Names the first op without semantics on either side, so the verdict points at it. */
static int check_supported(TvQuery *q, MlirOperation src, MlirOperation tgt) {
  MlirOperation bad = first_unsupported(src);
  if (mlirOperationIsNull(bad)) bad = first_unsupported(tgt);
  if (mlirOperationIsNull(bad)) return 0;
  return enc_stop(q, TV_UNSUPPORTED, "%s", mu_op_name(&q->arena, bad));
}

/* Whether a tensor of type a became a memref of type b (same shape and element type). */
static int bufferized(MlirType a, MlirType b) {
  if (mlirTypeEqual(a, b)) return 1;
  if (!tval_is_tensor(a) || !mem_is_memref(b) || mlirShapedTypeGetRank(a) != mlirShapedTypeGetRank(b) ||
      !mlirTypeEqual(mlirShapedTypeGetElementType(a), mlirShapedTypeGetElementType(b)))
    return 0;
  for (intptr_t k = 0; k < mlirShapedTypeGetRank(a); k++)
    if (mlirShapedTypeGetDimSize(a, k) != mlirShapedTypeGetDimSize(b, k)) return 0;
  return 1;
}

/* one-shot-bufferize{bufferize-function-boundaries}: tensors in the signature became
 * memrefs; a memref argument then holds the source's tensor and a returned memref's
 * elements are compared with the returned tensor (docs/semantics.md, "Memory"). */
static int bufferized_signature(MlirType fs, MlirType ft) {
  intptr_t n = mlirFunctionTypeGetNumInputs(fs), r = mlirFunctionTypeGetNumResults(fs);
  if (n != mlirFunctionTypeGetNumInputs(ft) || r != mlirFunctionTypeGetNumResults(ft)) return 0;
  for (intptr_t i = 0; i < n; i++)
    if (!bufferized(mlirFunctionTypeGetInput(fs, i), mlirFunctionTypeGetInput(ft, i))) return 0;
  for (intptr_t i = 0; i < r; i++)
    if (!bufferized(mlirFunctionTypeGetResult(fs, i), mlirFunctionTypeGetResult(ft, i))) return 0;
  return 1;
}

static void check(TvQuery *q, MlirOperation src, MlirOperation tgt, TvResult *out) {
  MlirType fs = func_type(src), ft = func_type(tgt);
  if (mlirTypeIsNull(fs) || mlirTypeIsNull(ft)) {
    enc_stop(q, TV_ERROR, "not a func.func");
    return;
  }
  if (!mlirTypeEqual(fs, ft) && !bufferized_signature(fs, ft)) {
    enc_stop(q, TV_INCONCLUSIVE, "signature changed from %s to %s", mu_type_str(&q->arena, fs),
             mu_type_str(&q->arena, ft));
    return;
  }
  /* callees are inlined only when both sides can see theirs: a plugin snapshot of one
   * function alone would otherwise compare a callee's body with an uninterpreted function */
  q->calls_interpreted = !mlirOperationIsNull(mlirOperationGetParentOperation(src)) &&
                         !mlirOperationIsNull(mlirOperationGetParentOperation(tgt));
  if (check_supported(q, src, tgt) || fp_prepare(q, src, tgt) || loop_prepare(q, src, tgt)) return;
  mem_prepare(q, src, tgt);
  Query qu = {.src_fn = src, .tgt_fn = tgt, .ft = fs, .nargs = (unsigned)mlirFunctionTypeGetNumInputs(fs),
              .nres = (unsigned)mlirFunctionTypeGetNumResults(fs)};
  EncFn top = {.q = q, .s = &q->smt};
  qu.args = arena_alloc(&q->arena, (qu.nargs + 1) * sizeof *qu.args);
  qu.res_bad = arena_alloc(&q->arena, (qu.nres + 1) * sizeof *qu.res_bad);
  qu.shape_bad = arena_alloc(&q->arena, (qu.nres + 1) * sizeof *qu.shape_bad);
  qu.at = arena_alloc(&q->arena, (qu.nres + 1) * sizeof *qu.at);
  if (!qu.args || !qu.res_bad || !qu.shape_bad || !qu.at) {
    enc_failed(&top);
    return;
  }
  qu.src.nres = qu.tgt.nres = qu.nres;
  qu.targs = arena_alloc(&q->arena, (qu.nargs + 1) * sizeof *qu.targs);
  if (!qu.targs || make_args(&top, fs, ft, qu.args, qu.targs, qu.nargs) ||
      enc_function(q, src, "src", qu.nargs, qu.args, &qu.src) ||
      enc_function(q, tgt, "tgt", qu.nargs, qu.targs, &qu.tgt))
    return;
  /* folds on one side only (a reduction lowered to loops): their uninterpreted functions
   * cannot agree with the other side's arithmetic, so the solver would only look for a
   * counterexample it cannot use; on to the stage that unrolls them (check_staged) */
  if ((q->red_uf_sides == 1 || q->red_uf_sides == 2) && q->red_stage < RED_STAGE_UNROLL &&
      (q->red_next & (1u << RED_STAGE_UNROLL))) {
    enc_stop(q, TV_INCONCLUSIVE, "reductions on one side only, as uninterpreted functions");
    q->red_restage = 1;
    return;
  }
  if (q->opts->inject_z3_error) smt_app2(&q->smt, Z3_mk_bvadd, smt_bv_u64(&q->smt, 8, 0), smt_bv_u64(&q->smt, 16, 0));
  qu.bad = not_refines(q, &qu);
  if (enc_failed(&top)) return;
  if (!qu.bad) {
    enc_stop(q, TV_ERROR, "internal: a null term in the refinement formula");
    return;
  }
  solve_query(q, src, &qu, fs, out);
}

/* What one encoding run learnt, for the auto mode's decision. */
typedef struct RunInfo {
  int fp_used, sat, unavailable, red_uf, loop_uf;
  int red_restage;   /* not solved: the folds need a later stage (its answer replaces this) */
  unsigned red_next;
  unsigned cut_failed;   /* k + 1: cut pair k's obligation was satisfiable */
} RunInfo;

/* A limit that stopped the query, a failed Z3 term or a failed allocation decides the
 * verdict whatever was computed after it: timeout, inconclusive (memory limit) or error.
 * A verdict never set is an error too. */
static void limits_override(TvQuery *q, TvResult *out) {
  const char *pre = q->opts->flag_prefix ? q->opts->flag_prefix : "--";
  char buf[300];
  int hit = q->smt.interrupted;
  if (hit == SMT_DEADLINE) snprintf(buf, sizeof buf, "solver timeout after %g s", q->opts->timeout_s);
  else if (hit == SMT_MEMORY) snprintf(buf, sizeof buf, "memory limit (%smax-memory=%u MB)", pre, q->opts->max_memory_mb);
  else if (hit == SMT_BUDGET) snprintf(buf, sizeof buf, "term budget (%lu terms per query)", SMT_MAX_TERMS);
  else if (q->arena.oom) snprintf(buf, sizeof buf, "out of memory while encoding");
  else if (q->smt.failed) snprintf(buf, sizeof buf, "%s", q->smt.msg);
  else if (out->verdict == TV_ERROR && !out->reason) snprintf(buf, sizeof buf, "internal: no verdict");
  else return;
  tv_result_free(out);
  out->verdict = hit == SMT_DEADLINE ? TV_TIMEOUT : hit ? TV_INCONCLUSIVE : TV_ERROR;
  out->reason = strdup(buf);
}

/* The cuts argument of run_one and its callers: no cut points, all of them, or (CUTS_ALL +
 * 1 + k) only pair k's obligation. */
enum { CUTS_NONE, CUTS_ALL };

/* One query with one float encoding (ieee or abstract), reduction stage, timeout and
 * alias classes of the memref arguments (NULL: none). */
static void run_one(const TvOptions *o, double timeout_s, int ieee, int red_stage, int cuts,
                    const unsigned char *alias, MlirOperation src, MlirOperation tgt, TvResult *out,
                    RunInfo *info) {
  TvOptions opts = *o;
  opts.timeout_s = timeout_s;
  memset(out, 0, sizeof *out);
  out->verdict = TV_ERROR;   /* until the code that decides sets it ("internal: no verdict") */
  memset(info, 0, sizeof *info);
  TvQuery *q = calloc(1, sizeof *q);
  if (!q) {
    out->verdict = TV_ERROR;
    out->reason = strdup("out of memory");
    return;
  }
  q->opts = &opts;
  q->fp_ieee = ieee;
  q->red_stage = red_stage;
  q->alias_class = alias;
  arena_init(&q->arena, o->arena_limit);
  q->arena.fail_at = o->inject_alloc_fail;
  q->arena.fail_hits = o->inject_hits;
  double deadline = timeout_s > 0 ? now_s() + timeout_s : 0;
  if (o->deadline > 0 && (!deadline || o->deadline < deadline)) deadline = o->deadline;
  Watch w = {0};
  if (smt_init(&q->smt)) {
    enc_stop(q, TV_ERROR, "%s", q->smt.msg);
  } else {
    q->smt.fail_at = o->inject_term_fail;
    q->smt.fail_hits = o->inject_hits;
    solve_watch_start(&w, &q->smt, deadline, o->max_memory_mb);
    q->pre = smt_true(&q->smt);
    if (cuts != CUTS_NONE) cut_find(q, src, tgt);
    q->cut_only = cuts > CUTS_ALL ? (unsigned)(cuts - CUTS_ALL) : 0;
    check(q, src, tgt, out);
  }
  solve_watch_stop(&w);
  if (q->stopped) {
    out->verdict = q->stop_verdict;
    free(out->reason);
    out->reason = strdup(q->reason);
  }
  limits_override(q, out);
  if (out->verdict == TV_PROVEN && (q->dims_bounded || q->mem_contiguous) && !out->reason) {
    char buf[300] = "";
    if (q->dims_bounded) snprintf(buf, sizeof buf, "for dynamic dimensions up to %u, --tv-max-dim", o->max_dim);
    if (q->mem_contiguous)
      snprintf(buf + strlen(buf), sizeof buf - strlen(buf), "%sfor memref arguments with dynamic strides laid out row-major",
               *buf ? "; " : "");
    out->reason = strdup(buf);
  }
  *info = (RunInfo){q->fp_used, q->sat, q->fp_unavailable, q->red_uf, q->loop_uf, q->red_restage, q->red_next,
                    q->cut_failed};
  out->encoding = !q->fp_used ? "bitvector" : ieee ? "ieee" : "abstract";
  sub_release(&q->smt, &q->sub);
  smt_fini(&q->smt, o->reaper);
  arena_free(&q->arena);
  free(q);
}

/* Splits of the inputs by which memref arguments overlap, checked one by one (at most this
 * many; more, and all arguments of a type share one block in a single query). Arguments
 * that share one block make every store a case split on 64-bit positions against every
 * other access; in a split, arguments that do not overlap are separate blocks, and those
 * that do usually make the source's behaviour undefined (docs/design.md 12.1). */
enum { ALIAS_MAX_SPLITS = 16 };

/* run_one on every alias split, in half the time, until one is not proven (first the one
 * in which no arguments overlap, whose counterexamples are the easiest to read): a split's
 * counterexample is a real input; a split that times out sends the pair to the single
 * query (all arguments of a type in one block) for the time left, which the solver
 * sometimes finds easier (design.md 12.1). */
static void run(const TvOptions *o, double timeout_s, int ieee, int red_stage, int cuts,
                MlirOperation src, MlirOperation tgt, TvResult *out, RunInfo *info) {
  unsigned char (*cls)[MEM_ALIAS_ARGS] = malloc(ALIAS_MAX_SPLITS * sizeof *cls);
  unsigned n = cls ? mem_alias_partitions(src, tgt, func_type(src), func_type(tgt), cls, ALIAS_MAX_SPLITS) : 0;
  double t0 = now_s(), half = timeout_s / 2;
  const char *encoding = "bitvector";
  for (unsigned k = n; k-- > 0;) {   /* the last split has no two arguments in one block */
    double left = half - (now_s() - t0);
    if (timeout_s > 0 && left <= 0) break;
    run_one(o, timeout_s > 0 ? left : 0, ieee, red_stage, cuts, cls[k], src, tgt, out, info);
    if (strcmp(out->encoding, "bitvector")) encoding = out->encoding;
    if (out->verdict == TV_PROVEN && k) {
      tv_result_free(out);
      continue;
    }
    if (out->verdict != TV_TIMEOUT) {   /* every split proven, or this one's answer */
      if (out->verdict == TV_PROVEN) out->encoding = encoding;
      free(cls);
      return;
    }
    tv_result_free(out);
    break;
  }
  free(cls);
  double left = timeout_s - (now_s() - t0);
  run_one(o, timeout_s > 0 ? (left > 0.001 ? left : 0.001) : 0, ieee, red_stage, cuts, NULL, src, tgt, out, info);
}

/* Auto mode: after an abstract counterexample (or a pair the abstraction cannot hold),
 * the exact encoding decides within the time left, with the same cut points; if it cannot,
 * the result is inconclusive, never incorrect. *info gets the exact run's. */
static void confirm_exactly(const TvOptions *o, double left, int red_stage, int cuts, MlirOperation src,
                            MlirOperation tgt, TvResult *out, RunInfo *info) {
  TvResult ex;
  if (o->timeout_s > 0 && left <= 0) {
    tv_result_free(out);
    out->verdict = TV_INCONCLUSIVE;
    out->encoding = "abstract";
    out->reason = strdup("abstraction: no time left to confirm the abstract counterexample exactly");
    return;
  }
  run(o, left, 1, red_stage, cuts, src, tgt, &ex, info);
  if (ex.verdict == TV_TIMEOUT) {
    char buf[200];
    snprintf(buf, sizeof buf, "abstraction: the exact encoding could not confirm the abstract "
             "counterexample within %g s", left);
    free(ex.reason);
    ex.reason = strdup(buf);
    ex.verdict = TV_INCONCLUSIVE;
  }
  tv_result_free(out);
  *out = ex;
}

/* Seed 003 section 6.3: a counterexample through folds encoded as uninterpreted functions
 * is retried at the next reduction stage that encodes some fold more precisely (reduce.h:
 * dot products as sums, integer folds as multiset functions, small folds unrolled); a
 * timeout or an unsupported fold there keeps the answer so far. */
static int refine_reductions(const TvOptions *o, double left, int stage, int cuts,
                             MlirOperation src, MlirOperation tgt, TvResult *out, RunInfo *info) {
  TvResult r;
  RunInfo ri;
  if (o->timeout_s > 0 && left <= 0) return 0;
  run(o, left, o->fp == TV_FP_IEEE, stage, cuts, src, tgt, &r, &ri);
  if (!info->red_restage && (r.verdict == TV_UNSUPPORTED || r.verdict == TV_ERROR || r.verdict == TV_TIMEOUT)) {
    tv_result_free(&r);
    return 0;
  }
  tv_result_free(out);
  *out = r;
  *info = ri;
  return 1;
}

typedef struct DialectScan {
  MlirOperation root;
  char *list;   /* sorted, comma-separated, malloc'd */
} DialectScan;

/* Adds op's dialect (its name up to the first '.') to the sorted list; the function op
 * itself and its func.return say nothing about what the pass changed and are skipped. */
static MlirWalkResult add_dialect(MlirOperation op, void *ud) {
  DialectScan *d = ud;
  if (mlirOperationEqual(op, d->root) || mu_op_is(op, "func.return")) return MlirWalkResultAdvance;
  MlirStringRef n = mlirIdentifierStr(mlirOperationGetName(op));
  const char *dot = memchr(n.data, '.', n.length);
  int len = dot ? (int)(dot - n.data) : (int)n.length;
  size_t olen = d->list ? strlen(d->list) : 0, at = 0;
  while (at < olen) {   /* at: start of the first entry not before the new name */
    const char *e = d->list + at, *comma = strchr(e, ',');
    int l = comma ? (int)(comma - e) : (int)strlen(e);
    int c = strncmp(e, n.data, (size_t)(l < len ? l : len));
    if (!c && l == len) return MlirWalkResultAdvance;
    if (c > 0 || (!c && l > len)) break;
    at += (size_t)l + (comma ? 1 : 0);
  }
  char *nl = malloc(olen + (size_t)len + 2);
  if (!nl) return MlirWalkResultInterrupt;
  if (at < olen)
    sprintf(nl, "%.*s%.*s,%s", (int)at, d->list, len, n.data, d->list + at);
  else
    sprintf(nl, "%s%s%.*s", olen ? d->list : "", olen ? "," : "", len, n.data);
  free(d->list);
  d->list = nl;
  return MlirWalkResultAdvance;
}

char *tv_func_dialects(MlirOperation func) {
  DialectScan ds = {func, NULL};
  mlirOperationWalk(func, add_dialect, &ds, MlirWalkPreOrder);
  return ds.list;
}

/* A pair not proven with the loops both sides share as uninterpreted functions (whose
 * counterexamples are only inconclusive) is retried with those loops unrolled; an answer
 * that is no better (unsupported, error, timeout, or again not decided) keeps the first. */
static void unshare_loops(const TvOptions *o, double left, int cuts, MlirOperation src, MlirOperation tgt,
                          TvResult *out, RunInfo *info) {
  TvOptions u = *o;
  TvResult r;
  RunInfo ri;
  if (o->timeout_s > 0 && left <= 0) return;
  u.no_shared_loops = 1;
  run(&u, left, o->fp == TV_FP_IEEE, RED_STAGE_DOT, cuts, src, tgt, &r, &ri);
  if (r.verdict == TV_UNSUPPORTED || r.verdict == TV_ERROR || r.verdict == TV_TIMEOUT ||
      (r.verdict == TV_INCONCLUSIVE && !ri.sat)) {
    tv_result_free(&r);
    return;
  }
  tv_result_free(out);
  *out = r;
  *info = ri;
}

static MlirWalkResult add_float_kinds(MlirOperation op, void *ud) {
  unsigned *kinds = ud;
  for (intptr_t i = 0; i < mlirOperationGetNumOperands(op); i++) {
    int k = fp_kind(mlirValueGetType(mlirOperationGetOperand(op, i)));
    if (k >= 0) *kinds |= 1u << k;
  }
  for (intptr_t i = 0; i < mlirOperationGetNumResults(op); i++) {
    int k = fp_kind(mlirValueGetType(mlirOperationGetResult(op, i)));
    if (k >= 0) *kinds |= 1u << k;
  }
  return MlirWalkResultAdvance;
}

/* Whether the pair computes in two float types or more (mixed precision: f16/bf16 data with
 * f32 accumulators). The abstract encoding links such types by a chain of constraints that
 * can keep it from deciding what the exact one proves in seconds (a bf16 conv2d with
 * acc_type f32), so auto mode then gives it only half of the time. */
static int pair_mixes_floats(MlirOperation src, MlirOperation tgt) {
  unsigned kinds = 0;
  mlirOperationWalk(src, add_float_kinds, &kinds, MlirWalkPreOrder);
  mlirOperationWalk(tgt, add_float_kinds, &kinds, MlirWalkPreOrder);
  return (kinds & (kinds - 1)) != 0;
}

/* One check within budget seconds: reduction stages, then in auto mode the exact encoding
 * for an abstract counterexample (not with cuts: only their proofs are used), for a pair
 * the abstraction cannot hold (with cuts too: the pairs' exact proofs are what is left), or,
 * for mixed precision, after an abstract timeout in half of the time.
 * *cut_failed (if not NULL) gets the last run's failed cut pair (k + 1, or 0). */
static void check_staged(const TvOptions *o, double budget, int cuts, MlirOperation src,
                         MlirOperation tgt, TvResult *out, unsigned *cut_failed) {
  double t0 = now_s();
  RunInfo info;
  int stage = RED_STAGE_DOT;
  int split = o->fp == TV_FP_AUTO && budget > 0 && pair_mixes_floats(src, tgt);
  TvOptions exact = *o;
  run(o, split ? budget / 2 : budget, o->fp == TV_FP_IEEE, stage, cuts, src, tgt, out, &info);
  if (split && out->verdict == TV_TIMEOUT) {   /* the exact encoding in the other half, and on */
    exact.fp = TV_FP_IEEE;
    o = &exact;
    tv_result_free(out);
    double left = budget - (now_s() - t0);   /* > 0: a limit of 0 would be none */
    run(o, left > 0.001 ? left : 0.001, 1, stage, cuts, src, tgt, out, &info);
  }
  if (info.loop_uf && out->verdict != TV_PROVEN && out->verdict != TV_UNSUPPORTED && out->verdict != TV_ERROR)
    unshare_loops(o, budget - (now_s() - t0), cuts, src, tgt, out, &info);
  for (int next = stage + 1; next < RED_NSTAGES; next++) {
    if (!info.red_uf || !(out->verdict == TV_INCONCLUSIVE || info.sat)) break;
    if (!(info.red_next & (1u << next))) continue;
    if (!refine_reductions(o, budget - (now_s() - t0), next, cuts, src, tgt, out, &info)) break;
    stage = next;
  }
  if (o->fp == TV_FP_AUTO && ((cuts == CUTS_NONE && info.fp_used && info.sat) || info.unavailable) &&
      out->verdict != TV_ERROR && out->verdict != TV_UNSUPPORTED)
    confirm_exactly(o, budget - (now_s() - t0), stage, cuts, src, tgt, out, &info);
  if (cut_failed) *cut_failed = info.cut_failed;
}

/* A cut pair whose obligation failed, asked alone in the exact encoding within budget:
 * "checked alone (a cut point), tosa.max_pool2d at net.mlir:61:11 differs at index [..]
 * (source -inf, target -3.40282347e+38), ..." if it is confirmed (malloc'd), else NULL.
 * The function may never produce such operands, so this never makes a verdict: it only
 * says where to look when the whole function is not decided. */
static char *cut_note(const TvOptions *o, double budget, unsigned pair, MlirOperation src,
                      MlirOperation tgt) {
  TvOptions exact = *o;
  TvResult r;
  exact.fp = TV_FP_IEEE;
  check_staged(&exact, budget, CUTS_ALL + 1 + (int)pair, src, tgt, &r, NULL);
  char *note = r.verdict == TV_INCORRECT ? r.reason : NULL;
  if (note) r.reason = NULL;
  tv_result_free(&r);
  return note;
}

/* Appends "; note" to r's reason. */
static void add_note(TvResult *r, const char *note) {
  size_t n = (r->reason ? strlen(r->reason) : 0) + strlen(note) + 3;
  char *s = malloc(n);
  if (!s) return;
  snprintf(s, n, "%s%s%s", r->reason ? r->reason : "", r->reason ? "; " : "", note);
  free(r->reason);
  r->reason = s;
}

static MlirWalkResult find_resize(MlirOperation o, void *ud) {
  if (!mu_op_is(o, "tosa.resize")) return MlirWalkResultAdvance;
  *(int *)ud = 1;
  return MlirWalkResultInterrupt;
}

/* The whole-function query in what is left of limit since t0. When the source has a
 * tosa.resize (whose result reads the input at indices computed from the output index) and
 * small static tensor results, they are first compared element by element
 * (refine_by_element) in half of that time, and after a timeout at one symbolic index. */
static void whole_query(const TvOptions *o, double limit, double t0, MlirOperation src,
                        MlirOperation tgt, TvResult *out) {
  double left = !limit ? 0 : limit - (now_s() - t0);   /* 0: no limit */
  if (limit && left < 0.001) left = 0.001;
  int resize = 0;
  if (small_tensor_results(func_type(src))) mlirOperationWalk(src, find_resize, &resize, MlirWalkPreOrder);
  TvOptions e = *o;
  e.refine_by_element = resize;
  check_staged(&e, resize && limit ? left / 2 : left, CUTS_NONE, src, tgt, out, NULL);
  if (!resize || !limit || out->verdict != TV_TIMEOUT) return;
  e.refine_by_element = 0;
  left = limit - (now_s() - t0);
  tv_result_free(out);
  check_staged(&e, left > 0.001 ? left : 0.001, CUTS_NONE, src, tgt, out, NULL);
}

/* Pairs with two cut points or more are first tried with them in half the time; anything but a proof
 * (a counterexample there may be spurious: the shared values are unconstrained) falls back
 * to the whole-function query in the time left. A failed pair is first asked alone in the
 * exact encoding (a quarter of the time): when the whole query does not decide either, the
 * verdict names that pair (cut_note). */
void tv_check_pair(const TvOptions *opts, MlirOperation src, MlirOperation tgt, TvResult *out) {
  double t0 = now_s(), limit = opts->timeout_s > 0 ? opts->timeout_s : 0;
  TvOptions oo = *opts;   /* every stage ends by one deadline, computed once */
  const TvOptions *o = &oo;
  if (limit && (!oo.deadline || t0 + limit < oo.deadline)) oo.deadline = t0 + limit;
  memset(out, 0, sizeof *out);
  out->verdict = TV_ERROR;
  int proven = 0;
  char *note = NULL;
  if (cut_count(src, tgt) >= 2) {   /* one pair is the whole function again */
    unsigned failed = 0;
    check_staged(o, limit / 2, CUTS_ALL, src, tgt, out, &failed);
    proven = out->verdict == TV_PROVEN;
    if (!proven) tv_result_free(out);
    if (!proven && failed) note = cut_note(o, limit / 4, failed - 1, src, tgt);
  }
  if (!proven) whole_query(o, limit, t0, src, tgt, out);
  if (out->verdict == TV_TIMEOUT) {   /* the user's limit, not what was left of it */
    char buf[64];
    snprintf(buf, sizeof buf, "solver timeout after %g s", o->timeout_s);
    free(out->reason);
    out->reason = strdup(buf);
  }
  if (note && (out->verdict == TV_TIMEOUT || out->verdict == TV_INCONCLUSIVE)) add_note(out, note);
  free(note);
  free(out->dialects);
  out->dialects = tv_func_dialects(src);
  out->seconds = now_s() - t0;
}
