/* runs.c: the run search (runs.h): both functions of an undecided pair run on chosen
 * inputs, compared as a counterexample's replay (replay.h). */
#include "runs.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <mlir-c/BuiltinAttributes.h>
#include <mlir-c/BuiltinTypes.h>
#include "enc.h"
#include "ifloat.h"
#include "imem.h"
#include "interp.h"
#include "mlirutil.h"
#include "obs.h"
#include "replay.h"
#include "vc.h"

/* Runs tried at most; ops per run (a loop of 10^6 iterations, not one that never ends on
 * these inputs); elements of an argument. */
enum { RUNS_MAX = 48, RUNS_STEPS = 4000000, RUNS_ELEMS = 4096, RUNS_NTRIPS = 12 };

/* Floats tried: small whole numbers, signed zeros, infinities, NaN (MLIR literals). */
static const char *const runs_floats[] = {"1.0", "0.0", "-1.0", "2.0", "-0.0", "3.0", "inf", "-inf", "nan", "0.5", "-2.0", "4.0"};
enum { RUNS_NFLOATS = sizeof runs_floats / sizeof *runs_floats };

typedef struct Search {
  const TvOptions *o;
  MlirOperation src, tgt;
  MlirType ft;
  unsigned nargs;
  double deadline;
  TvQuery q;               /* names the arguments (cex_arg_name); no solver */
  uint64_t trips[RUNS_NTRIPS];   /* index values: trip counts 0..5, 8, around the unroll bound */
  uint64_t max_index;      /* the largest index value or size a run took */
} Search;

/* One run's choices: k, its random state, its trip value. */
typedef struct Pick {
  unsigned k;
  uint64_t seed, t;
  int diagonal;            /* the first runs: every index value and size is t */
} Pick;

static uint64_t rnd(Pick *p) {   /* xorshift64 */
  uint64_t x = p->seed;
  x ^= x << 13;
  x ^= x >> 7;
  x ^= x << 17;
  return p->seed = x;
}

/* An integer of w bits: in the first runs the trip value (an integer loop bound), then
 * edge values (0, 1, -1, min, max, small ones) and trip values at random. */
static uint64_t pick_int(Search *S, Pick *p, unsigned w) {
  uint64_t mask = interp_mask(w), min = 1ull << (w - 1);
  if (p->diagonal) return p->t & mask;
  const uint64_t edges[] = {0, 1, mask, 2, 3, 5, min, min - 1, 7, p->t};
  uint64_t r = rnd(p);
  return (r & 1 ? edges[(r >> 1) % 10] : S->trips[(r >> 1) % RUNS_NTRIPS]) & mask;
}

static uint64_t pick_float(IfFormat k, unsigned at) {
  uint64_t bits = 0;
  if_parse(k, runs_floats[at % RUNS_NFLOATS], &bits);
  return bits;
}

/* An element of type et for memory or tensor contents: mode (k % 4) 0 whole numbers 1..4,
 * 1 random bits, 2 edge values, 3 whole numbers -4..4. */
static IScalar pick_elem(Search *S, Pick *p, MlirType et) {
  int k = interp_float_format(et);
  unsigned w = interp_width(et), mode = p->k % 4;
  uint64_t r = rnd(p);
  IScalar x = {0};
  if (k >= 0) {
    if (mode == 1) x.bits = r & interp_mask(w);
    else if (mode == 2) x.bits = pick_float((IfFormat)k, (unsigned)(r % RUNS_NFLOATS));
    else {
      char lit[8];
      snprintf(lit, sizeof lit, "%d", mode == 0 ? (int)(1 + r % 4) : (int)(r % 9) - 4);
      if_parse((IfFormat)k, lit, &x.bits);
    }
    return x;
  }
  if (mode == 1) x.bits = r & interp_mask(w);
  else if (mode == 2) {
    Pick q = *p;
    q.diagonal = 0;
    x.bits = pick_int(S, &q, w);
    p->seed = q.seed;
  } else x.bits = (mode == 0 ? 1 + r % 4 : (uint64_t)((int64_t)(r % 9) - 4)) & interp_mask(w);
  return x;
}

/* A dynamic size: the trip value in the first runs, then t, t + 1 or a small one; at most
 * --max-dim (the sizes a proof assumes). */
static uint64_t pick_dim(Search *S, Pick *p) {
  const uint64_t small[] = {p->t, p->t + 1, 1, 2, 3, 5};
  uint64_t d = p->diagonal ? p->t : small[rnd(p) % 6];
  uint64_t max = S->o->max_dim ? S->o->max_dim : 64;
  return d > max ? max : d;
}

static void saw_index(Search *S, uint64_t v) {
  if ((int64_t)v >= 0 && v > S->max_index) S->max_index = v;
}

/* The static shape run k gives shaped type t (dynamic sizes pick_dim); 0 when its elements
 * are too many. */
static int pick_shape(Search *S, Pick *p, MlirType t, int64_t *dims, uint64_t *n) {
  unsigned rank = (unsigned)mlirShapedTypeGetRank(t);
  *n = 1;
  for (unsigned r = 0; r < rank; r++) {
    int64_t d = mlirShapedTypeGetDimSize(t, r);
    if (mlirShapedTypeIsDynamicDim(t, r)) saw_index(S, (uint64_t)(d = (int64_t)pick_dim(S, p)));
    dims[r] = d;
    *n *= (uint64_t)d;
  }
  return *n <= RUNS_ELEMS;
}

/* Argument i of type t for run p in `in`: 0, 1 when the search cannot make one (the
 * search stops), 2 when this run's one is too large (the run is skipped). */
static int make_arg(Search *S, Pick *p, Interp *in, MlirType t, IVal *out) {
  *out = (IVal){0};
  int64_t dims[16];
  uint64_t n;
  if (mlirTypeIsAIndex(t)) {
    out->s.bits = p->diagonal ? p->t : S->trips[rnd(p) % RUNS_NTRIPS];
    saw_index(S, out->s.bits);
    return 0;
  }
  if (!mlirTypeIsAShaped(t)) {
    int k = interp_float_format(t);
    unsigned w = interp_width(t);
    if (!w || interp_complex_format(t) >= 0) return 1;
    out->s.bits = k >= 0 ? pick_float((IfFormat)k, p->diagonal ? p->k : (unsigned)rnd(p)) : pick_int(S, p, w);
    return 0;
  }
  MlirType et = mlirShapedTypeGetElementType(t);
  if (!mlirTypeIsARankedTensor(t) && !mlirTypeIsAMemRef(t) && !interp_is_tensor(t)) return 1;
  if (mlirShapedTypeGetRank(t) > 16 || mlirTypeIsAShaped(et) || !interp_width(et) || interp_complex_format(et) >= 0) return 1;
  if (!pick_shape(S, p, t, dims, &n)) return 2;
  if (!mlirTypeIsAMemRef(t)) {   /* a tensor or a vector */
    MlirType st = mlirTypeIsAVector(t) ? t : mlirRankedTensorTypeGet(mlirShapedTypeGetRank(t), dims, et, mlirAttributeGetNull());
    if (interp_tensor(in, st, dims, out)) return 1;
    for (size_t e = 0; e < out->t->n; e++) out->t->e[e] = pick_elem(S, p, et);
    return 0;
  }
  /* a memref: a block of its own (no two arguments overlap: an input the semantics allow),
   * writable, every position defined; the layout as its type says (static strides) */
  MlirType st = mlirMemRefTypeGet(et, mlirShapedTypeGetRank(t), dims, mlirMemRefTypeGetLayout(t), mlirMemRefTypeGetMemorySpace(t));
  if (mlirTypeIsNull(st) || imem_parse(in, st, "0", out)) return 1;
  IBlock *b = out->m->b;
  for (uint64_t e = 0; e < b->n; e++) b->e[e] = pick_elem(S, p, et);
  return 0;
}

/* A run's outcome for the search. */
typedef struct RunOut {
  Replay rp;
  int src_ub;              /* the source has UB on these inputs (the run shows nothing) */
  TvCex *cex;              /* with a difference, when asked */
} RunOut;

static TvCexValue cex_val(const char *name, const char *type, const char *value) {
  return (TvCexValue){name ? strdup(name) : NULL, strdup(type ? type : "?"), strdup(value ? value : "?")};
}

/* The counterexample of run r: the inputs (texts before the run), both results. */
static TvCex *run_cex(Search *S, ReplayRuns *r, char **argtext, const Replay *rp) {
  TvCex *c = calloc(1, sizeof *c);
  unsigned nres = (unsigned)mlirFunctionTypeGetNumResults(S->ft);
  if (!c) return NULL;
  c->nargs = S->nargs;
  c->nres = nres;
  c->args = calloc(S->nargs + 1, sizeof *c->args);
  c->src_res = calloc(nres + 1, sizeof *c->src_res);
  c->tgt_res = calloc(nres + 1, sizeof *c->tgt_res);
  if (!c->args || !c->src_res || !c->tgt_res) return c;
  for (unsigned i = 0; i < S->nargs; i++)
    c->args[i] = cex_val(cex_arg_name(&S->q, i), mu_type_str(&S->q.arena, mlirFunctionTypeGetInput(S->ft, i)), argtext[i]);
  c->src_ub = r->ss == INTERP_UB;
  c->tgt_ub = r->st == INTERP_UB;
  for (unsigned i = 0; i < nres; i++) {
    MlirType t = mlirFunctionTypeGetResult(S->ft, i);
    const char *ts = mu_type_str(&S->q.arena, t);
    c->src_res[i] = cex_val(NULL, ts, !c->src_ub && i < r->ns ? interp_text(r->is, t, r->rs[i]) : NULL);
    c->tgt_res[i] = cex_val(NULL, ts, !c->tgt_ub && i < r->nt ? interp_text(r->it, t, r->rt[i]) : NULL);
  }
  c->executed_src = strdup(rp->src);
  c->executed_tgt = strdup(rp->tgt);
  if (rp->first[0] && S->o->trace) c->first_difference = strdup(rp->first);
  if (rp->first_loc[0]) c->first_loc = strdup(rp->first_loc);
  return c;
}

/* Run k: 0 (out set; out->rp.outcome CANNOT when it could not run), 1 when no run can be
 * made (the search stops), 2 when this run's inputs are too large (skipped). With cex, a
 * difference gets its counterexample (the runs are recorded for the first difference). */
static int one_run(Search *S, unsigned k, int cex, RunOut *out) {
  Arena arena;   /* the check's memory limit bounds the runs (Interp.cut) */
  arena_init(&arena, (size_t)S->o->max_memory_mb << 20);
  Interp is = {.arena = &arena, .record = cex, .max_steps = RUNS_STEPS, .deadline = S->deadline};
  Interp it = is;
  is.alternatives = 1;   /* a source run that depends on an allowed choice cannot decide */
  Pick p = {.k = k, .seed = 0x9E3779B97F4A7C15ull * (k + 1), .diagonal = k < RUNS_NTRIPS};
  p.t = S->trips[k % RUNS_NTRIPS];
  *out = (RunOut){.rp.outcome = REPLAY_CANNOT};
  IVal *in = arena_alloc(&arena, (S->nargs + 1) * sizeof *in), *tin = arena_alloc(&arena, (S->nargs + 1) * sizeof *tin);
  char **text = arena_alloc(&arena, (S->nargs + 1) * sizeof *text);
  int rc = !in || !tin || !text;
  for (unsigned i = 0; !rc && i < S->nargs; i++) {
    MlirType t = mlirFunctionTypeGetInput(S->ft, i);
    rc = make_arg(S, &p, &is, t, &in[i]);
    if (!rc && cex) text[i] = interp_text(&is, t, in[i]);
  }
  unsigned blocks = imem_ncaller(&is);
  if (!rc && replay_copy_inputs(&is, &it, S->nargs, in, tin, &out->rp)) rc = 1;
  if (!rc) {
    ReplayRuns r = {.is = &is, .it = &it, .in = in, .tin = tin};
    replay_compare(&S->q, S->src, S->tgt, S->ft, &r, &out->rp);
    out->src_ub = r.ss == INTERP_UB;
    /* a global's block made by a run: the two runs' blocks may not pair by order (and
     * its contents at entry are the declaration's): such runs do not decide */
    if (imem_ncaller(&is) != blocks || imem_ncaller(&it) != blocks) {
      out->rp.outcome = REPLAY_CANNOT;
      snprintf(out->rp.why, sizeof out->rp.why, "a run reads a global");
      rc = 1;
    } else if (cex && out->rp.outcome == REPLAY_DIFFERS) {
      out->cex = run_cex(S, &r, text, &out->rp);
    }
  }
  arena_free(&arena);
  return rc;
}

/* Trip values: 0, 1, 2, 3, 5, 4, 8, and around the unroll bound B (B - 1 .. B + 2, 2B + 1). */
static void make_trips(Search *S) {
  uint64_t b = S->o->max_unroll ? S->o->max_unroll : TV_MAX_UNROLL_DEFAULT;
  const uint64_t t[RUNS_NTRIPS] = {0, 1, 2, 3, 5, 4, 8, b - 1, b, b + 1, b + 2, 2 * b + 1};
  memcpy(S->trips, t, sizeof t);
}

/* out becomes the incorrect verdict of run k's difference (c: its counterexample). */
static void found(TvResult *out, const Replay *rp, TvCex *c) {
  const char *was = out->reason ? out->reason : tv_verdict_name(out->verdict);
  size_t n = strlen(rp->why) + strlen(was) + 120;
  char *reason = malloc(n);
  if (reason) snprintf(reason, n, "%s (both functions run on chosen inputs; the solver alone: %s)", rp->why, was);
  TvResult old = {.cex = out->cex};   /* an undecided result has none, as a rule */
  tv_result_free(&old);
  free(out->reason);
  out->reason = reason;
  out->verdict = TV_INCORRECT;
  out->cex = c;
}

/* Whether o is a parallel loop (its iterations' order is unspecified; a run takes one):
 * in either function, the search does not run (the encoder's verdicts through them are
 * inconclusive, a decision this keeps). */
static int parallel_loop(MlirOperation o, void *ud) {
  if (!mu_op_is(o, "scf.parallel") && !mu_op_is(o, "scf.forall") && !mu_op_is(o, "affine.parallel")) return 0;
  *(int *)ud = 1;
  return 1;
}

static MlirWalkResult any_parallel(MlirOperation o, void *ud) {
  return parallel_loop(o, ud) ? MlirWalkResultInterrupt : MlirWalkResultAdvance;
}

/* Whether source op o has semantics a run does not compute in full, where the encoder
 * makes a counterexample through it inconclusive (an approximation no run decides:
 * enc_approx, not enc_approx_run): fastmath flags other than nnan/ninf (rewrites not
 * modelled), the bits of a float (a NaN's payload), math.fpowi. A run of such a source
 * proves nothing, so the search does not run it. */
static MlirWalkResult not_run_exact(MlirOperation o, void *ud) {
  if (parallel_loop(o, ud)) return MlirWalkResultInterrupt;
  MlirStringRef n = mlirIdentifierStr(mlirOperationGetName(o));
  unsigned fm = mu_fastmath(NULL, o);
  int bits = 0;
  char name[96];
  snprintf(name, sizeof name, "%.*s", (int)n.length, n.data);
  if (strstr(name, "bitcast") && mlirOperationGetNumOperands(o) > 0)
    bits = interp_float_format(mlirValueGetType(mlirOperationGetOperand(o, 0))) >= 0 ||
           interp_complex_format(mlirValueGetType(mlirOperationGetOperand(o, 0))) >= 0;
  if ((fm & ~(unsigned)(MU_FM_NNAN | MU_FM_NINF)) || bits || mu_op_is(o, "math.fpowi")) {
    *(int *)ud = 1;
    return MlirWalkResultInterrupt;
  }
  return MlirWalkResultAdvance;
}

void runs_search(const TvOptions *o, MlirOperation src, MlirOperation tgt, double deadline, TvResult *out) {
  MlirType ft = vc_func_type(src);
  int inexact = 0;
  if (o->assume || mlirTypeIsNull(ft) || !mlirTypeEqual(ft, vc_func_type(tgt))) return;   /* the semantics with no assumption */
  /* --fp=abstract asks for the abstract encoding's answer alone (its counterexamples are
   * confirmed by --fp=ieee) */
  if (o->fp == TV_FP_ABSTRACT) return;
  if (obs_new_callee(src, tgt)) return;   /* a callee tv does not know: a run shows one that does nothing */
  mlirOperationWalk(src, not_run_exact, &inexact, MlirWalkPreOrder);
  if (!inexact) mlirOperationWalk(tgt, any_parallel, &inexact, MlirWalkPreOrder);
  if (inexact) return;
  Search *S = calloc(1, sizeof *S);
  if (!S) return;
  S->o = o, S->src = src, S->tgt = tgt, S->ft = ft, S->deadline = deadline;
  S->nargs = (unsigned)mlirFunctionTypeGetNumInputs(ft);
  arena_init(&S->q.arena, 0);
  S->q.src_fn = src;
  S->q.opts = o;
  make_trips(S);
  unsigned runs = 0, ub = 0;
  for (unsigned k = 0; k < RUNS_MAX && (deadline <= 0 || smt_now() < deadline); k++) {
    RunOut r;
    int rc = one_run(S, k, 0, &r);
    if (rc == 2) continue;
    if (rc || (r.rp.outcome == REPLAY_CANNOT && !r.rp.again)) {
      if (r.rp.cut == INTERP_CUT_TIME || r.rp.cut == INTERP_CUT_MEMORY) out->run_cut = replay_cut(&r.rp), out->run_steps = r.rp.steps;
      break;
    }
    if (r.rp.outcome == REPLAY_CANNOT) continue;
    if (r.src_ub) {   /* shows nothing: anything refines undefined behaviour */
      ub++;
      continue;
    }
    runs++;
    if (r.rp.outcome != REPLAY_DIFFERS) continue;
    RunOut again;   /* the same inputs, recorded, for the counterexample */
    if (!one_run(S, k, 1, &again) && again.rp.outcome == REPLAY_DIFFERS && again.cex) {
      found(out, &again.rp, again.cex);
      arena_free(&S->q.arena);
      free(S);
      return;
    }
    break;
  }
  out->search_runs = runs;   /* the report says how far the search went (tv.h) */
  out->search_ub = ub;
  out->search_max = S->max_index;
  arena_free(&S->q.arena);
  free(S);
}
