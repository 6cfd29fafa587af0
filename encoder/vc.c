/* vc.c: one refinement query of a function pair (vc.h): shared arguments, both functions
 * encoded, the formula "the target does not refine the source", and the run that owns the
 * query's arena and Z3 context (vc_run). Solving: solve.c; counterexamples: cex.c.
 * "tgt refines src" (docs/semantics.md): for every input, if the source has no UB then the
 * target has no UB and every result that is not poison in the source is not poison in the
 * target and has the same value. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <mlir-c/BuiltinAttributes.h>
#include <mlir-c/BuiltinTypes.h>
#include "cut.h"
#include "induct.h"
#include "enc.h"
#include "fp.h"
#include "mem.h"
#include "loop.h"
#include "mlirutil.h"
#include "reduce.h"
#include "sigmap.h"
#include "tval.h"
#include "vc.h"
#include "obs.h"

const EncTable *const enc_tables[] = {&affine_table, &arith_table, &bufferization_table, &builtin_table, &cf_table,
                                      &complex_table, &func_table, &index_table, &linalg_table, &math_table, &memref_table,
                                      &scf_table, &shape_table, &tensor_table, &tosa_table, &tosa_nn_table,
                                      &tosa_quant_table, &ub_table, &vector_table, &vector_shape_table,
                                      &vector_red_table};
const size_t enc_ntables = sizeof enc_tables / sizeof enc_tables[0];

int vc_arg(EncFn *f, MlirType t, unsigned i, EncVal *out) {
  Smt *s = f->s;
  if (mem_is_memref(t) || mem_is_unranked(t)) return mem_arg(f, t, i, out);
  if (tval_is_tensor(t)) return tval_arg(f, t, i, out);
  unsigned w = enc_width(f, t, (MlirOperation){NULL});   /* stops with "type T" */
  if (!w) return 1;
  char name[32];
  snprintf(name, sizeof name, "arg%u", i);
  out->v = smt_fresh(s, name, smt_bv_sort(s, w));
  snprintf(name, sizeof name, "arg%u.np", i);
  out->np = smt_fresh(s, name, Z3_mk_bool_sort(s->ctx));
  out->t = NULL;
  out->m = NULL;
  return 0;
}

/* Shared symbolic arguments: a value and a not-poison flag per argument; memrefs point
 * into shared argument blocks (mem.h). An argument whose type the pass changed is paired
 * through the signature mapping q->sigmap (sigmap.h). */
static int make_args(EncFn *f, MlirType ft, MlirType tt, EncVal *args, EncVal *targs, unsigned n) {
  for (unsigned i = 0; i < n; i++) {
    MlirType st = mlirFunctionTypeGetInput(ft, i), t = mlirFunctionTypeGetInput(tt, i);
    if (!mlirTypeEqual(st, t) ? sig_arg(f, f->q->sigmap, st, t, i, &args[i], &targs[i]) : vc_arg(f, st, i, &args[i]))
      return 1;
    if (mlirTypeEqual(st, t)) targs[i] = args[i];
  }
  mem_alias_pre(f);
  return enc_failed(f);
}

/* Scalar result a differs: not poison in the source, and poison or another value in the
 * target (floats compare with every NaN equal, docs/semantics.md). */
static Z3_ast value_bad(TvQuery *q, int k, EncVal a, EncVal b) {
  Smt *s = &q->smt;
  Z3_ast same = fp_same_value(q, k, a.v, b.v);
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

/* Dynamic dimensions split into cases this many at most (2^n copies of the comparison). */
enum { VC_UNIT_CASES = 3 };

/* bad at coordinates idx of shape t, with a case "size r is 1" per dynamic dimension in
 * which coordinate r is the constant 0 (the only in-bounds one, so the cases are exact): a
 * broadcast decides "read at 0 where the size is 1" by a condition on that size, which one
 * side spells as a case split (TOSA's broadcasting read, an scf.if in its lowering) and the
 * other not at all (a lowering that reads an operand of the result's own size by the
 * identity map); with the coordinate 0 in that case both reads are one term, where
 * otherwise the solver had to see "idx < 1, so idx = 0" under a product of the elements (a
 * rank-4 broadcast multiply timed out). */
static Z3_ast unit_cases(EncFn *top, const EncTensor *t, const EncTensor *u, const Z3_ast *idx, Z3_ast bad) {
  Smt *s = top->s;
  unsigned n = 0;
  for (unsigned r = t->rank; r-- > 0 && n < VC_UNIT_CASES;) {
    uint64_t c;
    /* a size both sides spell as one term comes from reads both sides broadcast alike: a
     * case there only multiplies the formula (a tosa.mul against itself timed out) */
    if (tval_const_u64(top, t->dims[r], &c) || Z3_is_eq_ast(s->ctx, t->dims[r], u->dims[r])) continue;
    Z3_ast zero = smt_bv_u64(s, 64, 0), one = smt_bv_u64(s, 64, 1);
    Z3_ast unit = smt_subst(s, bad, 1, &idx[r], &zero);
    bad = smt_ite(s, smt_app2(s, Z3_mk_eq, t->dims[r], one), unit, bad);
    n++;
  }
  return bad;
}

/* Some in-bounds element of b (target) fails to refine a (source) of the same shape,
 * compared at one symbolic index per dimension: each side's lambda is read through its
 * body at the coordinates (tval_at_idx), so the two sides' elements meet without the
 * 64-bit division of a row-major index by sizes that each side spells its own way (a
 * broadcast's ite over sizes of 1); *at is the row-major index, for the counterexample. */
static Z3_ast elem_bad_idx(TvQuery *q, int k, EncVal a, EncVal b, const char *name, Z3_ast *at) {
  Smt *s = &q->smt;
  EncFn top = {.q = q, .s = s};
  Z3_ast idx[16], in = smt_true(s);
  for (unsigned r = 0; r < a.t->rank; r++) {
    char nm[48];
    snprintf(nm, sizeof nm, "%s%u", name, r);
    idx[r] = tval_index(&top, nm);
    in = smt_and(s, in, smt_app2(s, Z3_mk_bvult, idx[r], a.t->dims[r]));
  }
  *at = tval_linear(&top, a.t, idx);
  EncVal ea = tval_at_idx(&top, a, idx), eb = tval_at_idx(&top, b, idx);
  ea.np = smt_and(s, ea.np, tval_written_idx(&top, a, idx));
  eb.np = smt_and(s, eb.np, tval_written_idx(&top, b, idx));
  /* floats: each case copies the comparison's IEEE circuits (a tosa.maximum lowering's exact
   * check no longer finished); the cases are for integer broadcasts (bcast-mul-r4-i32) */
  Z3_ast bad = value_bad(q, k, ea, eb);
  return smt_and(s, in, k >= 0 ? bad : unit_cases(&top, a.t, b.t, idx, bad));
}

/* Value b (target) fails to refine a (source), both of type t. A tensor differs with
 * another shape, or with some in-bounds element that fails elem_bad; for tensors
 * *shape_bad gets the first reason and *at the element index, named name. */
static Z3_ast refine_bad(TvQuery *q, MlirType t, EncVal a, EncVal b, const char *name,
                         Z3_ast *shape_bad, Z3_ast *at) {
  int k = fp_value_kind(t);
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
  if (a.t->rank <= 16 && tval_dynamic(&top, a.t)) return smt_or(s, *shape_bad, elem_bad_idx(q, k, a, b, name, at));
  Z3_ast j = *at = tval_index(&top, name);
  Z3_ast in = smt_app2(s, Z3_mk_bvult, j, tval_numel(&top, a.t));
  return smt_or(s, *shape_bad, smt_and(s, in, elem_bad(q, k, a, b, j)));
}

static Z3_ast result_bad(TvQuery *q, Query *qu, unsigned i) {
  char name[32];
  snprintf(name, sizeof name, "res%u.at", i);
  return refine_bad(q, qu->rtypes[i], qu->src.res[i], qu->tgt.res[i],
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

/* "Pair p's induction variable is in range": lb <= iv < ub (signed or unsigned as the loop
 * compares) on the step's grid, with the source's bounds. */
static Z3_ast induct_in(TvQuery *q, const InductPair *p) {
  return loop_in_range(&q->smt, p->uns, p->side[0].lb.v, p->side[0].ub.v, p->side[0].step.v, p->iv);
}

/* Where pair p's obligations matter: the source reached it without UB, both sides reached
 * it (their paths: a loop under a branch; where only one does, the shared results are
 * fresh and stand for its loop's), inside iterations of the enclosing pairs that are in
 * range (their shared state stands for real ones only there). */
static Z3_ast induct_guard(TvQuery *q, const InductPair *p) {
  Smt *s = &q->smt;
  Z3_ast g = smt_app1(s, Z3_mk_not, p->side[0].ub_before);
  for (int sd = 0; sd < 2; sd++)   /* under a branch: where both sides reach the loop */
    if (p->side[sd].path && Z3_get_bool_value(s->ctx, p->side[sd].path) != Z3_L_TRUE) g = smt_and(s, g, p->side[sd].path);
  for (int i = p->parent; i >= 0;) {
    InductPair up;
    if (!induct_pair(q, (unsigned)i, &up)) break;
    g = smt_and(s, g, induct_in(q, &up));
    i = up.parent;
  }
  return g;
}

/* The blocks both sides had as pair p started (same key, MemArrays.key, and element
 * type): "the target's block does not refine the source's", at the start (which 0) or
 * after the iteration (1). */
static Z3_ast induct_mem_bad(TvQuery *q, const InductPair *p, unsigned i, int which) {
  Smt *s = &q->smt;
  EncFn top = {.q = q, .s = s};
  Z3_ast bad = smt_false(s);
  const MemArrays *a = which ? p->side[0].post : p->side[0].entry, *b = which ? p->side[1].post : p->side[1].entry;
  for (unsigned j = 0; j < p->side[0].nblk; j++)
    for (unsigned k = 0; k < p->side[1].nblk; k++)
      if (a[j].key == b[k].key && mlirTypeEqual(a[j].elem, b[k].elem)) {
        char name[48];
        snprintf(name, sizeof name, "ind%u.%s.mem%u.at", i, which ? "step" : "init", a[j].key);
        bad = smt_or(s, bad, mem_arrays_not_refine(&top, &a[j], &b[k], name));
      }
  return bad;
}

/* Loop pair i's obligations (induct.h), or NULL past the last pair: where both sides ran
 * it (induct_guard), the bounds differ, an initial value or memory block does not refine,
 * or from a shared state with the induction variable in range the source body has no UB
 * and the target body has some, a yield that does not refine or a block that does not.
 * ob[] gets each obligation's failure alone (VC_IND_OBS, as vc_induct_why names them). */
static Z3_ast induct_bad(TvQuery *q, unsigned i, Z3_ast ob[VC_IND_OBS]) {
  Smt *s = &q->smt;
  InductPair p;
  if (!induct_pair(q, i, &p)) return NULL;
  for (unsigned k = 0; k < VC_IND_OBS; k++) ob[k] = smt_false(s);
  if (p.broken) return ob[3] = induct_guard(q, &p);   /* a mapping left half encoded */
  if (!p.side[0].reached || !p.side[1].reached) return smt_false(s);
  Z3_ast bounds = smt_and(s, smt_app2(s, Z3_mk_eq, p.side[0].lb.v, p.side[1].lb.v),
                          smt_and(s, smt_app2(s, Z3_mk_eq, p.side[0].ub.v, p.side[1].ub.v),
                                  smt_app2(s, Z3_mk_eq, p.side[0].step.v, p.side[1].step.v)));
  ob[0] = smt_app1(s, Z3_mk_not, bounds);
  ob[1] = induct_mem_bad(q, &p, i, 0);
  if (p.race) ob[2] = p.race;   /* its iterations must not conflict */
  if (p.map_bad) ob[3] = p.map_bad;
  ob[4] = p.side[1].body_ub;
  ob[5] = induct_mem_bad(q, &p, i, 1);
  Z3_ast shape, at;
  for (unsigned j = 0; j < p.n; j++) {
    char name[32];
    snprintf(name, sizeof name, "ind%u.init%u.at", i, j);
    ob[1] = smt_or(s, ob[1], refine_bad(q, p.types[j], p.side[0].init[j], p.side[1].init[j], name, &shape, &at));
    snprintf(name, sizeof name, "ind%u.step%u.at", i, j);
    ob[5] = smt_or(s, ob[5], refine_bad(q, p.types[j], p.side[0].yield[j], p.side[1].yield[j], name, &shape, &at));
  }
  /* the formula asked is the obligations' disjunction in this shape (the guard once, the
   * step's condition once: spelled per obligation, a peeling check no longer finished);
   * ob[] only name the failure in a model */
  Z3_ast g = induct_guard(q, &p), step = smt_and(s, induct_in(q, &p), smt_app1(s, Z3_mk_not, p.side[0].body_ub));
  Z3_ast bad = smt_or(s, smt_or(s, ob[0], ob[1]), smt_or(s, smt_or(s, ob[2], ob[3]), smt_and(s, step, smt_or(s, ob[4], ob[5]))));
  ob[4] = smt_and(s, step, ob[4]);
  ob[5] = smt_and(s, step, ob[5]);
  for (unsigned k = 0; k < VC_IND_OBS; k++) ob[k] = smt_and(s, g, ob[k]);
  return smt_and(s, g, bad);
}

char *vc_induct_why(TvQuery *q, const Query *qu, Z3_model m) {
  static const char *const what[VC_IND_OBS] = {
      "the bounds differ", "the target's initial values or memory do not refine the source's",
      "two iterations of the target's parallel loop conflict", "the loop's mapping (tile, split point, unroll factor) is not valid",
      "one iteration of the target has undefined behaviour where the source's has none",
      "one iteration of the target does not refine one of the source (carried values or memory)"};
  for (unsigned i = 0; i < qu->ninduct; i++)
    for (unsigned k = 0; k < VC_IND_OBS; k++) {
      if (!smt_model_bool(&q->smt, m, qu->induct_ob[i][k])) continue;
      InductPair p;
      char where[300] = "", buf[600], *name = induct_pair(q, i, &p) ? mu_op_name(&q->arena, p.op[0]) : NULL;
      if (name && mu_loc_text(mlirOperationGetLocation(p.op[0]), where + 4, sizeof where - 4)) memcpy(where, " at ", 4);
      snprintf(buf, sizeof buf, "loops by induction: for some shared state, %s (%s%s)", what[k], name ? name : "a loop", where);
      return strdup(buf);
    }
  return NULL;
}

/* The target has UB, or some result fails to refine. With cut points, each pair's target
 * value must also refine its source value (the shared value stands for both only then;
 * docs/design.md, "Cut points"), and every UB disjunct, result and pair becomes a part of
 * its own. With q->cut_only, only that pair's obligation is asked (cut_note). */
/* The calls and prints (obs.h) join the refinement: their sequence must refine the source's
 * also where the source has undefined behaviour after some of them, so they are not under
 * no_ub (only the target's extra events are). */
static Z3_ast with_events(TvQuery *q, Query *qu, Z3_ast pre, Z3_ast no_ub, Z3_ast bad) {
  Smt *s = &q->smt;
  qu->obs_bad = q->cut_only ? smt_false(s) : obs_bad(q, no_ub);
  if (!qu->obs_bad) return NULL;
  return smt_and(s, pre, obs_any(q) ? smt_or(s, bad, qu->obs_bad) : bad);   /* none: the formula as it was */
}

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
  InductPair ip;
  for (qu->ninduct = 0; q->induct && !only && induct_pair(q, qu->ninduct, &ip);) qu->ninduct++;
  if (!(qu->induct_ob = arena_alloc(&q->arena, (qu->ninduct + 1) * sizeof *qu->induct_ob))) return NULL;
  for (unsigned i = 0; i < qu->ninduct; i++) {
    Z3_ast part = induct_bad(q, i, qu->induct_ob[i]);
    if (!part) return NULL;
    bad = smt_or(s, bad, part);
    if (q->cuts && add_parts(q, qu, part, -1, &cap)) return NULL;
  }
  Z3_ast pre = smt_and(s, q->fp_pre, q->pre), no_ub = smt_app1(s, Z3_mk_not, qu->src.ub);
  qu->common = smt_and(s, pre, no_ub);
  return with_events(q, qu, pre, no_ub, smt_and(s, no_ub, bad));
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

/* The results made comparable: each of the source's type, or where the pass changed it,
 * of the type the signature mapping compares in (sigmap.h). */
static int map_results(EncFn *top, Query *qu, MlirType ft) {
  for (unsigned i = 0; i < qu->nres; i++) {
    MlirType st = mlirFunctionTypeGetResult(qu->ft, i), tt = mlirFunctionTypeGetResult(ft, i);
    qu->rtypes[i] = st;
    if (!mlirTypeEqual(st, tt) &&
        sig_result(top, top->q->sigmap, st, tt, &qu->src.res[i], &qu->tgt.res[i], &qu->rtypes[i]))
      return 1;
  }
  return 0;
}

static void check(TvQuery *q, MlirOperation src, MlirOperation tgt, TvResult *out) {
  MlirType fs = vc_func_type(src), ft = vc_func_type(tgt);
  if (mlirTypeIsNull(fs) || mlirTypeIsNull(ft)) {
    enc_stop(q, TV_ERROR, "not a func.func");
    return;
  }
  if (!mlirTypeEqual(fs, ft) && !(q->sigmap = sig_find(fs, ft))) {
    enc_stop(q, TV_INCONCLUSIVE, "signature changed from %s to %s", mu_type_str(&q->arena, fs),
             mu_type_str(&q->arena, ft));
    return;
  }
  if (q->sigmap && sig_floats(q->sigmap, fs, ft) && !q->fp_ieee) {   /* its casts are not in the functions */
    q->fp_used = q->fp_unavailable = 1;
    enc_stop(q, TV_INCONCLUSIVE, "abstraction: the signature mapping's float conversions need the exact encoding");
    return;
  }
  /* callees are inlined only when both sides can see theirs: a plugin snapshot of one
   * function alone would otherwise compare a callee's body with an uninterpreted function */
  q->calls_interpreted = !mlirOperationIsNull(mlirOperationGetParentOperation(src)) &&
                         !mlirOperationIsNull(mlirOperationGetParentOperation(tgt));
  if (check_supported(q, src, tgt) || fp_prepare(q, src, tgt) || loop_prepare(q, src, tgt)) return;
  mem_prepare(q, src, tgt);
  if (obs_prepare(q, src, tgt)) return;
  Query qu = {.src_fn = src, .tgt_fn = tgt, .ft = fs, .nargs = (unsigned)mlirFunctionTypeGetNumInputs(fs),
              .nres = (unsigned)mlirFunctionTypeGetNumResults(fs)};
  EncFn top = {.q = q, .s = &q->smt};
  qu.args = arena_alloc(&q->arena, (qu.nargs + 1) * sizeof *qu.args);
  qu.res_bad = arena_alloc(&q->arena, (qu.nres + 1) * sizeof *qu.res_bad);
  qu.shape_bad = arena_alloc(&q->arena, (qu.nres + 1) * sizeof *qu.shape_bad);
  qu.at = arena_alloc(&q->arena, (qu.nres + 1) * sizeof *qu.at);
  qu.rtypes = arena_alloc(&q->arena, (qu.nres + 1) * sizeof *qu.rtypes);
  if (!qu.args || !qu.res_bad || !qu.shape_bad || !qu.at || !qu.rtypes) {
    enc_failed(&top);
    return;
  }
  qu.src.nres = qu.tgt.nres = qu.nres;
  qu.targs = arena_alloc(&q->arena, (qu.nargs + 1) * sizeof *qu.targs);
  if (!qu.targs || make_args(&top, fs, ft, qu.args, qu.targs, qu.nargs) ||
      enc_function(q, src, "src", qu.nargs, qu.args, &qu.src) ||
      enc_function(q, tgt, "tgt", qu.nargs, qu.targs, &qu.tgt) || map_results(&top, &qu, ft))
    return;
  /* inside the bound, no loop cut and no nest past the plain budget: this is the query
   * without the bound, which the stages after this one ask (cascade.c) */
  if (q->within_cap && !(q->within_cut & WITHIN_CUT) && q->loop_peak <= q->within_plain) {
    q->within_cut = WITHIN_PLAIN;
    enc_stop(q, TV_INCONCLUSIVE, "no loop runs past %u iterations: the query is the one without the bound", q->within_cap);
    return;
  }
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

/* Never silently: a verdict of a query that used an assumption (--assume=name) ends its
 * reason with it. */
static void assume_note(TvResult *out, const TvOptions *o, int used, const char *what, const char *name) {
  if (!used || (out->verdict != TV_PROVEN && out->verdict != TV_INCORRECT && out->verdict != TV_INCONCLUSIVE))
    return;
  char note[160];
  snprintf(note, sizeof note, "assuming %s (%sassume=%s)", what, o->flag_prefix ? o->flag_prefix : "--", name);
  cex_add_note(out, note);
}

/* One query with one float encoding (ieee or abstract), reduction stage, timeout and
 * alias classes of the memref arguments (NULL: none). */
void vc_run(const VcStage *st, TvResult *out, RunInfo *info) {
  const TvOptions *o = st->o;
  TvOptions opts = *o;
  opts.timeout_s = st->timeout_s;
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
  q->fp_ieee = st->ieee;
  q->red_stage = st->red_stage;
  q->alias_class = st->alias;
  q->src_fn = st->src;
  if ((q->within_cap = st->within_cap)) {   /* a stage inside the bound: its nest budget */
    q->within_const = st->within_const > st->within_cap ? st->within_const : st->within_cap;
    q->within_plain = o->max_unroll;
    opts.max_unroll = st->within_budget;
  }
  arena_init(&q->arena, o->arena_limit);
  q->arena.fail_at = o->inject_alloc_fail;
  q->arena.fail_hits = o->inject_hits;
  double deadline = st->timeout_s > 0 ? smt_now() + st->timeout_s : 0;
  if (o->deadline > 0 && (!deadline || o->deadline < deadline)) deadline = o->deadline;
  Watch w = {0};
  if (smt_init(&q->smt)) {
    enc_stop(q, TV_ERROR, "%s", q->smt.msg);
  } else {
    q->smt.fail_at = o->inject_term_fail;
    q->smt.fail_hits = o->inject_hits;
    solve_watch_start(&w, &q->smt, deadline, o->max_memory_mb);
    q->pre = smt_true(&q->smt);
    if (st->cuts != CUTS_NONE) cut_find(q, st->src, st->tgt);
    if (st->induct) induct_find(q, st->src, st->tgt);
    q->cut_only = st->cuts > CUTS_ALL ? (unsigned)(st->cuts - CUTS_ALL) : 0;
    check(q, st->src, st->tgt, out);
  }
  solve_watch_stop(&w);
  if (q->stopped) {
    out->verdict = q->stop_verdict;
    free(out->reason);
    out->reason = strdup(q->reason);
  }
  limits_override(q, out);
  const char *ind = out->verdict == TV_PROVEN ? induct_describe(q) : NULL;
  if (ind && !out->reason) {   /* which method decided (issue 22) */
    size_t n = strlen(ind) + 32;
    if ((out->reason = malloc(n))) snprintf(out->reason, n, "loops by induction: %s", ind);
  }
  if (out->verdict == TV_PROVEN && (q->dims_bounded || q->mem_contiguous) && !out->reason) {
    char buf[300] = "";
    if (q->dims_bounded) snprintf(buf, sizeof buf, "for dynamic dimensions up to %u, --tv-max-dim", o->max_dim);
    if (q->mem_contiguous)
      snprintf(buf + strlen(buf), sizeof buf - strlen(buf), "%sfor memref arguments with dynamic strides laid out row-major",
               *buf ? "; " : "");
    out->reason = strdup(buf);
  }
  assume_note(out, o, q->assumed_associative, "float addition is associative", "associative");
  assume_note(out, o, q->assumed_zero_sum, "-0.0 is the identity of float sums", "zero-sum");
  *info = (RunInfo){q->fp_used, q->sat, q->fp_unavailable, q->red_uf, q->loop_uf, q->red_restage, q->red_next,
                    red_reshaped(q), q->cut_failed, q->within_cut};
  out->encoding = !q->fp_used ? "bitvector" : st->ieee ? "ieee" : "abstract";
  sub_release(&q->smt, &q->sub);
  smt_fini(&q->smt, o->reaper);
  arena_free(&q->arena);
  free(q);
}
