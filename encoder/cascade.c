/* cascade.c: one check of a function pair (tv_check_pair) as a cascade of queries (vc.h)
 * under one deadline: alias splits, cut points, reduction stages, the exact float encoding
 * after the abstract one, loops unshared; each retry runs only when the query before it could
 * not decide. Also the dialects of a function, for the report. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <mlir-c/BuiltinTypes.h>
#include "cut.h"
#include "induct.h"
#include "fp.h"
#include "mem.h"
#include "mlirutil.h"
#include "reduce.h"
#include "runs.h"
#include "tval.h"
#include "sigmap.h"
#include "vc.h"

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

/* Whether some result of function type ft is a static tensor of at least min and at most
 * REFINE_UNROLL elements. */
static int small_tensor_results(MlirType ft, int64_t min) {
  for (intptr_t i = 0; !mlirTypeIsNull(ft) && i < mlirFunctionTypeGetNumResults(ft); i++) {
    int64_t n = tval_static_numel(mlirFunctionTypeGetResult(ft, i));
    if (n >= min && n <= REFINE_UNROLL) return 1;
  }
  return 0;
}

/* Splits of the inputs by which memref arguments overlap, checked one by one (at most this
 * many; more, and all arguments of a type share one block in a single query). Arguments
 * that share one block make every store a case split on 64-bit positions against every
 * other access; in a split, arguments that do not overlap are separate blocks, and those
 * that do usually make the source's behaviour undefined (docs/design.md 12.1). */
enum { ALIAS_MAX_SPLITS = 16 };

/* vc_run on every alias split, in half the time, until one is not proven (first the one
 * in which no arguments overlap, whose counterexamples are the easiest to read): a split's
 * counterexample is a real input; a split that times out sends the pair to the single
 * query (all arguments of a type in one block) for the time left, which the solver
 * sometimes finds easier (design.md 12.1). */
static void run(const VcStage *st, TvResult *out, RunInfo *info) {
  MlirOperation src = st->src, tgt = st->tgt;
  unsigned char (*cls)[MEM_ALIAS_ARGS] = malloc(ALIAS_MAX_SPLITS * sizeof *cls);
  unsigned n = cls ? mem_alias_partitions(src, tgt, vc_func_type(src), vc_func_type(tgt), cls, ALIAS_MAX_SPLITS) : 0;
  double timeout_s = st->timeout_s, t0 = smt_now(), half = timeout_s / 2;
  const char *encoding = "bitvector";
  VcStage one = *st;
  for (unsigned k = n; k-- > 0;) {   /* the last split has no two arguments in one block */
    double left = half - (smt_now() - t0);
    if (timeout_s > 0 && left <= 0) break;
    one.timeout_s = timeout_s > 0 ? left : 0;
    one.alias = cls[k];
    vc_run(&one, out, info);
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
  double left = timeout_s - (smt_now() - t0);
  one.timeout_s = timeout_s > 0 ? (left > 0.001 ? left : 0.001) : 0;
  one.alias = NULL;
  vc_run(&one, out, info);
}

/* Auto mode: after an abstract counterexample (or a pair the abstraction cannot hold),
 * the exact encoding decides within the time left (st->timeout_s), with the same cut points
 * and reduction stage; if it cannot, the result is inconclusive, never incorrect. *info gets
 * the exact run's. */
static void confirm_exactly(const VcStage *st, TvResult *out, RunInfo *info) {
  const TvOptions *o = st->o;
  double left = st->timeout_s;
  VcStage exact = *st;
  TvResult ex;
  if (o->timeout_s > 0 && left <= 0) {
    tv_result_free(out);
    out->verdict = TV_INCONCLUSIVE;
    out->encoding = "abstract";
    out->reason = strdup("abstraction: no time left to confirm the abstract counterexample exactly");
    return;
  }
  exact.ieee = 1;
  run(&exact, &ex, info);
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
 * dot products as sums, integer folds as multiset functions, small folds unrolled), here
 * st->red_stage within st->timeout_s; a timeout or an unsupported fold there keeps the
 * answer so far. */
static int refine_reductions(const VcStage *st, TvResult *out, RunInfo *info) {
  const TvOptions *o = st->o;
  VcStage s = *st;
  TvResult r;
  RunInfo ri;
  if (o->timeout_s > 0 && st->timeout_s <= 0) return 0;
  s.ieee = o->fp == TV_FP_IEEE;
  run(&s, &r, &ri);
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
 * counterexamples are only inconclusive) is retried with those loops unrolled, within
 * st->timeout_s; an answer that is no better (unsupported, error, timeout, or again not
 * decided) keeps the first. */
static void unshare_loops(const VcStage *st, TvResult *out, RunInfo *info) {
  const TvOptions *o = st->o;
  TvOptions u = *o;
  VcStage s = *st;
  TvResult r;
  RunInfo ri;
  if (o->timeout_s > 0 && st->timeout_s <= 0) return;
  u.no_shared_loops = 1;
  s.o = &u;
  s.ieee = o->fp == TV_FP_IEEE;
  s.red_stage = RED_STAGE_DOT;
  run(&s, &r, &ri);
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

/* Folds over differently shaped index spaces (red_reshaped: a convolution's window against
 * img2col's column) meet neither as uninterpreted functions nor, at one symbolic index,
 * through their index arithmetic; so check_staged compares small static results (2 to 64
 * elements: one element is compared at constant indices anyway) element
 * by element (st->o), where both sides' indices are constants, with the folds unrolled.
 * With floats in auto mode, the exact encoding is asked first, in a quarter of the time
 * (st->timeout_s): element by element it proves the same unrolled terms as fast as the
 * abstract one and finds a counterexample much faster. Returns 1 when that decided *out
 * (proven or incorrect), else 0 with *out and *info untouched. */
static int reshaped_exactly(const VcStage *st, TvResult *out, RunInfo *info) {
  if (st->o->fp != TV_FP_AUTO || !info->fp_used) return 0;
  TvOptions exact = *st->o;
  VcStage s = *st;
  TvResult r;
  RunInfo ri;
  exact.fp = TV_FP_IEEE;
  s.o = &exact;
  s.ieee = 1;
  s.red_stage = RED_STAGE_UNROLL;
  if (st->o->timeout_s > 0) {
    if (st->timeout_s <= 0) return 0;
    s.timeout_s = st->timeout_s / 4;
  }
  run(&s, &r, &ri);
  if (r.verdict != TV_PROVEN && r.verdict != TV_INCORRECT) {
    tv_result_free(&r);
    return 0;
  }
  tv_result_free(out);
  *out = r;
  *info = ri;
  return 1;
}

/* One check within budget seconds (st->timeout_s) with st->cuts: reduction stages, then in
 * auto mode the exact encoding for an abstract counterexample (not with cuts: only their
 * proofs are used), for a pair the abstraction cannot hold (with cuts too: the pairs' exact
 * proofs are what is left), or, for mixed precision, after an abstract timeout in half of the
 * time. The float encoding and reduction stage in st are chosen here, alias classes by run.
 * *cut_failed (if not NULL) gets the last run's failed cut pair (k + 1, or 0). */
static void check_staged(const VcStage *st, TvResult *out, unsigned *cut_failed) {
  const TvOptions *o = st->o;
  double t0 = smt_now(), budget = st->timeout_s;
  RunInfo info;
  int stage = RED_STAGE_DOT;
  int split = o->fp == TV_FP_AUTO && budget > 0 && pair_mixes_floats(st->src, st->tgt);
  TvOptions exact = *o, by_element = *o;
  VcStage s = *st;
  s.timeout_s = split ? budget / 2 : budget;
  s.ieee = o->fp == TV_FP_IEEE;
  s.red_stage = stage;
  run(&s, out, &info);
  if (split && out->verdict == TV_TIMEOUT) {   /* the exact encoding in the other half, and on */
    exact.fp = TV_FP_IEEE;
    s.o = o = &exact;
    tv_result_free(out);
    double left = budget - (smt_now() - t0);   /* > 0: a limit of 0 would be none */
    s.timeout_s = left > 0.001 ? left : 0.001;
    s.ieee = 1;
    run(&s, out, &info);
  }
  if (info.loop_uf && out->verdict != TV_PROVEN && out->verdict != TV_UNSUPPORTED && out->verdict != TV_ERROR) {
    s.timeout_s = budget - (smt_now() - t0);
    unshare_loops(&s, out, &info);
  }
  if (info.red_reshaped && info.red_uf && (out->verdict == TV_INCONCLUSIVE || info.sat) && !o->refine_by_element &&
      (info.red_next & (1u << RED_STAGE_UNROLL)) && small_tensor_results(vc_func_type(st->src), 2)) {
    by_element.refine_by_element = 1;
    s.o = o = &by_element;
    stage = RED_STAGE_UNROLL - 1;
    s.timeout_s = budget - (smt_now() - t0);
    if (reshaped_exactly(&s, out, &info)) return;
  }
  for (int next = stage + 1; next < RED_NSTAGES; next++) {
    if (!info.red_uf || !(out->verdict == TV_INCONCLUSIVE || info.sat)) break;
    if (!(info.red_next & (1u << next))) continue;
    s.timeout_s = budget - (smt_now() - t0);
    s.red_stage = next;
    if (!refine_reductions(&s, out, &info)) break;
    stage = next;
  }
  if (o->fp == TV_FP_AUTO && ((st->cuts == CUTS_NONE && info.fp_used && info.sat) || info.unavailable) &&
      out->verdict != TV_ERROR && out->verdict != TV_UNSUPPORTED) {
    s.timeout_s = budget - (smt_now() - t0);
    s.red_stage = stage;
    confirm_exactly(&s, out, &info);
  }
  if (cut_failed) *cut_failed = info.cut_failed;
  if (st->info_out) *st->info_out = info;
}

/* A cut pair whose obligation failed, asked alone in the exact encoding within
 * st->timeout_s:
 * "checked alone (a cut point), tosa.max_pool2d at net.mlir:61:11 differs at index [..]
 * (source -inf, target -3.40282347e+38), ..." if it is confirmed (malloc'd), else NULL.
 * The function may never produce such operands, so this never makes a verdict: it only
 * says where to look when the whole function is not decided. */
static char *cut_note(const VcStage *st, unsigned pair) {
  TvOptions exact = *st->o;
  VcStage s = *st;
  TvResult r;
  exact.fp = TV_FP_IEEE;
  s.o = &exact;
  s.cuts = CUTS_ALL + 1 + (int)pair;
  check_staged(&s, &r, NULL);
  char *note = r.verdict == TV_INCORRECT ? r.reason : NULL;
  if (note) r.reason = NULL;
  tv_result_free(&r);
  return note;
}

static MlirWalkResult find_computed_index(MlirOperation o, void *ud) {
  if (!(enc_props(o) & OP_COMPUTED_INDEX)) return MlirWalkResultAdvance;
  *(int *)ud = 1;
  return MlirWalkResultInterrupt;
}

/* The whole-function query in what is left of limit (st->timeout_s) since t0. When the
 * source has an op that reads its input at indices computed from the output index
 * (OP_COMPUTED_INDEX: tosa.resize) and small static tensor results, they are first compared element by element
 * (refine_by_element) in half of that time, and after a timeout at one symbolic index. */
static void whole_query(const VcStage *st, double t0, TvResult *out) {
  double limit = st->timeout_s;
  double left = !limit ? 0 : limit - (smt_now() - t0);   /* 0: no limit */
  if (limit && left < 0.001) left = 0.001;
  int resize = 0;
  if (small_tensor_results(vc_func_type(st->src), 0)) mlirOperationWalk(st->src, find_computed_index, &resize, MlirWalkPreOrder);
  TvOptions e = *st->o;
  VcStage s = *st;
  e.refine_by_element = resize;
  s.o = &e;
  s.cuts = CUTS_NONE;
  s.timeout_s = resize && limit ? left / 2 : left;
  check_staged(&s, out, NULL);
  if (!resize || !limit || out->verdict != TV_TIMEOUT) return;
  e.refine_by_element = 0;
  left = limit - (smt_now() - t0);
  tv_result_free(out);
  s.timeout_s = left > 0.001 ? left : 0.001;
  check_staged(&s, out, NULL);
}

/* ---- inside the bound first (docs/design.md 13, "Inside the bound first") ---- */

/* The first stage inside the bound cuts each loop at WITHIN_SMALL iterations (a constant
 * trip count at WITHIN_CONST), in nests of WITHIN_NEST_X times --tv-max-unroll body
 * encodings (a 3-deep nest of 4 takes 84, a constant 5 x 6 x 6 one 215); the second at
 * --tv-max-unroll per nest, as the plain query. Each has a fifth of the time. */
enum { WITHIN_SMALL = 4, WITHIN_CONST = 8, WITHIN_NEST_X = 8, WITHIN_SHARE = 5 };

/* What the stages inside the bound found when they did not decide. */
typedef struct Within {
  unsigned bound;   /* the largest cap a stage found no counterexample inside (TvResult.within_bound) */
  int more;         /* the last stage was unsatisfiable or had no input inside: a larger one may find more */
  char note[300];   /* "no counterexample with loops of at most 8 iterations" */
} Within;

static MlirWalkResult find_loop(MlirOperation o, void *ud) {
  int loop = (enc_props(o) & (OP_LOOP | OP_CALL)) != 0;   /* a callee inlined may loop */
  for (intptr_t r = 0; !loop && r < mlirOperationGetNumRegions(o); r++) {   /* a CFG may */
    MlirBlock b = mlirRegionGetFirstBlock(mlirOperationGetRegion(o, r));
    loop = !mlirBlockIsNull(b) && !mlirBlockIsNull(mlirBlockGetNextInRegion(b));
  }
  if (!loop) return MlirWalkResultAdvance;
  *(int *)ud = 1;
  return MlirWalkResultInterrupt;
}

/* Whether either function may run a loop (a loop op, a call, a region of several blocks). */
static int pair_may_loop(MlirOperation src, MlirOperation tgt) {
  int any = 0;
  mlirOperationWalk(src, find_loop, &any, MlirWalkPreOrder);
  if (!any) mlirOperationWalk(tgt, find_loop, &any, MlirWalkPreOrder);
  return any;
}

/* One stage inside the bound in st->timeout_s: the query with every loop that may run past
 * cap iterations (or its nest past nest body encodings) cut by the assumption that it does
 * not (TvQuery.within_cap). There the encoding is exact, so a counterexample is one (run on
 * both functions, as every one is): 1, *out decides the check. A proof is none, even where
 * no loop was cut (the stage may unroll a nest past --tv-max-unroll, which the user's bound
 * does not allow a proof): w notes it and 0 is returned, as for every answer but a
 * counterexample (*out freed). */
static int within_stage(const VcStage *st, unsigned cap, unsigned ccap, unsigned nest, TvResult *out, Within *w) {
  RunInfo info;
  VcStage s = *st;
  memset(&info, 0, sizeof info);
  s.within_cap = cap;
  s.within_const = ccap;
  s.within_budget = nest;
  s.info_out = &info;
  check_staged(&s, out, NULL);
  if (out->verdict == TV_INCORRECT) {
    out->within_bound = 0;
    return 1;
  }
  w->more = out->verdict == TV_PROVEN || (info.within & WITHIN_EMPTY);
  if (out->verdict == TV_PROVEN) {
    size_t n = strlen(w->note);
    char nests[48] = "";
    if (info.within & WITHIN_NEST) snprintf(nests, sizeof nests, " in nests of at most %u", nest);
    if (cap == nest)
      snprintf(w->note + n, sizeof w->note - n, "%s with loop nests of at most %u iterations (%smax-unroll)",
               n ? ", nor" : "no counterexample", cap, st->o->flag_prefix ? st->o->flag_prefix : "--");
    else
      snprintf(w->note + n, sizeof w->note - n, "%s with loops of at most %u iterations%s", n ? ", nor" : "no counterexample",
               cap, nests);
    if (cap > w->bound) w->bound = cap;
  }
  tv_result_free(out);
  return 0;
}

/* A verdict reached under a signature mapping names it: TvResult.sigmap, and the reason of
 * one that is not a proof ends "under signature mapping 'narrowing f64 -> f32'". */
static void sig_note(MlirOperation src, MlirOperation tgt, TvResult *out) {
  free(out->sigmap);
  out->sigmap = NULL;
  if (out->verdict == TV_ERROR || out->verdict == TV_UNSUPPORTED) return;
  if (out->reason && strstr(out->reason, "signature changed")) return;
  if (!(out->sigmap = sig_describe(vc_func_type(src), vc_func_type(tgt))) || out->verdict == TV_PROVEN) return;
  char note[200];
  snprintf(note, sizeof note, "under signature mapping '%.*s'", (int)strcspn(out->sigmap, "("), out->sigmap);
  size_t n = strlen(note);
  if (n > 2 && note[n - 2] == ' ') memmove(note + n - 2, note + n - 1, 2);   /* "... -> f32 '" */
  cex_add_note(out, note);
}

/* The run search's deadline (runs.h): the check's, or RUNS_SHARE of the limit from now
 * (at most RUNS_RESERVE_S) when less is left; 0 without a limit. */
#define RUNS_SHARE 0.05
#define RUNS_RESERVE_S 0.5
static double runs_deadline(const TvOptions *o, double limit) {
  double now = smt_now(), reserve = limit * RUNS_SHARE < RUNS_RESERVE_S ? limit * RUNS_SHARE : RUNS_RESERVE_S;
  if (!limit) return 0;
  return o->deadline > now + reserve ? o->deadline : now + reserve;
}

/* Pairs with two cut points or more are first tried with them in half the time; anything but a proof
 * (a counterexample there may be spurious: the shared values are unconstrained) falls back
 * to the whole-function query in the time left. A failed pair is first asked alone in the
 * exact encoding (a quarter of the time): when the whole query does not decide either, the
 * verdict names that pair (cut_note). */
void tv_check_pair(const TvOptions *opts, MlirOperation src, MlirOperation tgt, TvResult *out) {
  double t0 = smt_now(), limit = opts->timeout_s > 0 ? opts->timeout_s : 0;
  TvOptions oo = *opts;   /* every stage ends by one deadline, computed once */
  const TvOptions *o = &oo;
  VcStage st = {.o = o, .src = src, .tgt = tgt};
  if (limit && (!oo.deadline || t0 + limit < oo.deadline)) oo.deadline = t0 + limit;
  memset(out, 0, sizeof *out);
  out->verdict = TV_ERROR;
  int proven = 0;   /* decided: proven, or incorrect by a run or inside the bound */
  char *note = NULL, *ind_note = NULL;
  Within w = {0};
  unsigned small = o->max_unroll < WITHIN_SMALL ? o->max_unroll : WITHIN_SMALL;
  unsigned nest = o->max_unroll * WITHIN_NEST_X < TV_MAX_UNROLL_LIMIT ? o->max_unroll * WITHIN_NEST_X : TV_MAX_UNROLL_LIMIT;
  int loops = small && pair_may_loop(src, tgt);
  if (loops) {   /* small trip counts first: most wrong loop programs differ there */
    st.timeout_s = limit / WITHIN_SHARE;
    proven = within_stage(&st, small, WITHIN_CONST, nest, out, &w);
  }
  if (!proven && induct_count(src, tgt)) {   /* loops paired by position: a proof by induction, else unroll */
    st.timeout_s = limit / 3;
    st.induct = 1;
    check_staged(&st, out, NULL);
    st.induct = 0;
    /* a proof, or a difference a run of both functions on the inputs showed (solve.c) */
    proven = out->verdict == TV_PROVEN || (out->verdict == TV_INCORRECT && out->cex && out->cex->run_only);
    /* why induction did not decide, kept for a verdict that unrolling does not decide either */
    if (!proven && out->verdict == TV_INCONCLUSIVE && out->reason && !strncmp(out->reason, "loops by induction", 18))
      ind_note = strdup(out->reason);
    if (!proven) tv_result_free(out);
  }
  if (!proven && loops && w.more && o->max_unroll > small) {   /* then the plain bound */
    st.timeout_s = limit / WITHIN_SHARE;
    proven = within_stage(&st, o->max_unroll, o->max_unroll, o->max_unroll, out, &w);
  }
  if (!proven && cut_count(src, tgt) >= 2) {   /* one pair is the whole function again */
    unsigned failed = 0;
    st.timeout_s = limit / 2;
    st.cuts = CUTS_ALL;
    check_staged(&st, out, &failed);
    proven = out->verdict == TV_PROVEN;
    if (!proven) tv_result_free(out);
    st.timeout_s = limit / 4;
    if (!proven && failed) note = cut_note(&st, failed - 1);
  }
  st.timeout_s = limit;
  if (!proven) whole_query(&st, t0, out);
  if (out->verdict == TV_TIMEOUT) {   /* the user's limit, not what was left of it */
    char buf[64];
    snprintf(buf, sizeof buf, "solver timeout after %g s", o->timeout_s);
    free(out->reason);
    out->reason = strdup(buf);
  }
  /* the solver did not decide: both functions run on chosen inputs (runs.h), in what is left
   * of the limit, at least RUNS_SHARE of it (at most RUNS_RESERVE_S seconds) past it */
  if (out->verdict == TV_TIMEOUT || out->verdict == TV_INCONCLUSIVE) runs_search(o, src, tgt, runs_deadline(o, limit), out);
  if (note && (out->verdict == TV_TIMEOUT || out->verdict == TV_INCONCLUSIVE)) cex_add_note(out, note);
  if (ind_note && (out->verdict == TV_TIMEOUT || out->verdict == TV_INCONCLUSIVE)) cex_add_note(out, ind_note);
  if (w.bound && (out->verdict == TV_TIMEOUT || out->verdict == TV_INCONCLUSIVE)) {
    cex_add_note(out, w.note);
    out->within_bound = w.bound;
  }
  free(note);
  free(ind_note);
  sig_note(src, tgt, out);
  free(out->dialects);
  out->dialects = tv_func_dialects(src);
  out->seconds = smt_now() - t0;
}
