/* solve.c: solving one refinement query (vc.h) within its limits: the watchdog, the check
 * in this process or in a tv-solve process, cut points' parts one at a time, and what a
 * satisfiable answer comes to (approximations reached, both functions run on the inputs). */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <threads.h>
#include <time.h>
#include "mem.h"
#include "mlirutil.h"
#include "reduce.h"
#include "fp.h"
#include "replay.h"
#include "tval.h"
#include "vc.h"

/* Calls and some float ops are over-approximated: a counterexample is only trusted when
 * it reaches none of them, since a pass may know the callee (sccp folds a call's constant
 * result) or the function (exp(0) = 1). The first one reached in m, or NULL. */
static EncApprox *reached_approx(TvQuery *q, Z3_model m) {
  for (EncApprox *a = q->approx; a; a = a->next)
    if (smt_model_truth(&q->smt, m, a->cond) != 0) return a;   /* unknown counts as reached */
  return NULL;
}

/* "No approximation is reached", to ask for a counterexample that does not depend on one. */
static Z3_ast no_approx_reached(TvQuery *q) {
  Z3_ast none = smt_true(&q->smt);
  for (EncApprox *a = q->approx; a; a = a->next)
    none = smt_and(&q->smt, none, smt_app1(&q->smt, Z3_mk_not, a->cond));
  return none;
}

/* Whether every approximation m reaches is one a run decides (EncApprox.run_decides: a
 * loop cut at the unroll bound, a fold as an uninterpreted function), so that running both
 * functions on m's inputs shows whether the difference is real. */
static int reached_run_decided(TvQuery *q, Z3_model m) {
  for (EncApprox *a = q->approx; a; a = a->next)
    if (!a->run_decides && smt_model_truth(&q->smt, m, a->cond) != 0) return 0;
  return 1;
}

static void replay_first(TvQuery *q, const Replay *rp, TvCex *c);

/* Incorrect, as the run rp of both functions on m's inputs showed; run_only: the model's
 * results may be made up by an approximation, so only the run's are shown. */
static void run_verdict(TvQuery *q, Query *qu, MlirType ft, Z3_model m, const Replay *rp, int run_only, TvResult *out) {
  out->verdict = TV_INCORRECT;
  out->reason = strdup(rp->why);
  out->cex = cex_make(q, qu, ft, m);
  if (out->cex) {
    out->cex->run_only = run_only;
    out->cex->executed_src = strdup(rp->src);
    out->cex->executed_tgt = strdup(rp->tgt);
    replay_first(q, rp, out->cex);
  }
}

static Z3_lbool check_limited(TvQuery *q, Z3_solver sv, int retry, int *hit);
static Z3_model sat_model(TvQuery *q, Z3_solver sv);
static void set_timeout(Z3_context c, Z3_solver sv, double seconds);

/* Elements of a tensor argument kept small (as many as a counterexample prints, cex.c), and
 * the time for each smaller counterexample asked without a limit. */
enum { SOLVE_SMALL_ELEMS = 16 };
#define SOLVE_SMALL_SECONDS 1.0

/* Runs both functions on the model's inputs, unless the counterexample is not one of whole
 * functions (a cut pair's obligation, a pair asked alone) or the target is bufferized. */
static void replay_pair(TvQuery *q, Query *qu, Z3_model m, Replay *rp) {
  *rp = (Replay){.outcome = REPLAY_CANNOT};
  int bufferized = 0;   /* the target takes a memref for a tensor */
  for (unsigned i = 0; i < qu->nargs; i++) bufferized |= qu->targs[i].m && !qu->args[i].m;
  if (q->cut_only || (qu->failed_part >= 0 && qu->part_pair[qu->failed_part] >= 0))
    snprintf(rp->why, sizeof rp->why, "a cut point's obligation is not a run of the functions");
  else if (bufferized)
    snprintf(rp->why, sizeof rp->why, "the target takes memrefs for tensors");
  else
    replay_run(q, m, qu->src_fn, qu->tgt_fn, qu->ft, qu->args, qu->targs, rp);
}

/* Where the runs of rp first part, into c: the text with TvOptions.trace, the location always. */
static void replay_first(TvQuery *q, const Replay *rp, TvCex *c) {
  if (rp->first[0] && q->opts->trace) c->first_difference = strdup(rp->first);
  if (rp->first_loc[0]) c->first_loc = strdup(rp->first_loc);
}

/* Counterexamples asked for again when a run shows the solver's is not one (its floats can
 * be wrong: Z3 4.8.12's fp.fma with subnormal results). */
enum { REPLAY_TRIES = 4 };

/* Asserts that the inputs are not those of m, for another counterexample; 0 if an input
 * is not a scalar (or Z3 failed). */
static int block_inputs(TvQuery *q, Query *qu, Z3_solver sv, Z3_model m) {
  Smt *s = &q->smt;
  Z3_ast other = smt_false(s);
  for (unsigned i = 0; i < qu->nargs; i++) {
    EncVal a = qu->args[i];
    Z3_ast v = NULL, np = NULL;
    if (a.t || a.m) continue;   /* other scalars, at least: memory and tensors are large */
    if (!Z3_model_eval(s->ctx, m, a.v, 1, &v) || !(v = smt_keep(s, v)) ||
        !Z3_model_eval(s->ctx, m, a.np, 1, &np) || !(np = smt_keep(s, np)))
      return 0;
    Z3_ast same = smt_and(s, smt_app2(s, Z3_mk_eq, a.v, v), smt_app2(s, Z3_mk_eq, a.np, np));
    other = smt_or(s, other, smt_app1(s, Z3_mk_not, same));
  }
  if (!other || Z3_is_eq_ast(s->ctx, other, smt_false(s))) return 0;
  Z3_solver_assert(s->ctx, sv, other);
  return Z3_get_error_code(s->ctx) == Z3_OK;
}

/* Ops each run of run_confirms may take: loops of 10^5 iterations, not a loop that never
 * ends on the model's inputs (the interpreter's own limit is 5 * 10^7, seconds per run). */
enum { CONFIRM_STEPS = 2000000 };

/* Runs both functions on *m's inputs while the approximations it reaches are all decided
 * by a run: a difference is incorrect (1, out set, *m released); the same results ask the
 * solver for other inputs, up to REPLAY_TRIES times. Returns 0 with *m the last model
 * (NULL when the solver had no other). */
/* "Every caller-visible block holds defined values everywhere and is writable, and no
 * scalar argument is poison": a model
 * with uninitialized, poison or read-only memory usually gives the source UB in a run,
 * which shows nothing. */
static Z3_ast memory_defined(TvQuery *q, const Query *qu) {
  Smt *s = &q->smt;
  Z3_ast all = smt_true(s);
  for (unsigned i = 0; i < qu->nargs; i++)   /* and scalar arguments not poison */
    if (!qu->args[i].t && !qu->args[i].m && qu->args[i].np) all = smt_and(s, all, qu->args[i].np);
  for (unsigned i = 0, n = mem_entries(q); i < n; i++) {
    MemEntry e;
    mem_entry(q, i, &e);
    Z3_ast yes = smt_const_array(s, smt_bv_sort(s, 64), smt_true(s));
    all = smt_and(s, all, smt_and(s, smt_app2(s, Z3_mk_eq, e.init, yes), smt_app2(s, Z3_mk_eq, e.np, yes)));
    all = smt_and(s, all, e.wmap ? smt_app2(s, Z3_mk_eq, e.wmap, yes) : e.writable);
  }
  return all;
}

static int run_tries(TvQuery *q, Query *qu, MlirType ft, Z3_solver sv, Z3_model *m, TvResult *out) {
  Z3_context c = q->smt.ctx;
  for (unsigned k = 0; *m && k < REPLAY_TRIES && reached_run_decided(q, *m); k++) {
    Replay rp;
    q->replay_steps = CONFIRM_STEPS;   /* a loop past the bound may not end on these inputs */
    replay_pair(q, qu, *m, &rp);
    q->replay_steps = 0;
    if (rp.cut != INTERP_CUT_NONE) out->run_cut = replay_cut(&rp), out->run_steps = rp.steps;
    if (rp.outcome == REPLAY_DIFFERS) {
      run_verdict(q, qu, ft, *m, &rp, 1, out);
      Z3_model_dec_ref(c, *m);
      *m = NULL;
      return 1;
    }
    if (rp.outcome != REPLAY_SAME || !block_inputs(q, qu, sv, *m)) return 0;
    Z3_model_dec_ref(c, *m);
    *m = check_limited(q, sv, 1, NULL) == Z3_L_TRUE ? sat_model(q, sv) : NULL;
  }
  return 0;
}

/* run_tries, first (when there are memref arguments or globals) on inputs whose memory
 * is defined everywhere, if the solver finds such. */
static int run_confirms(TvQuery *q, Query *qu, MlirType ft, Z3_solver sv, Z3_model *m, TvResult *out) {
  Z3_context c = q->smt.ctx;
  if (!mem_entries(q)) return run_tries(q, qu, ft, sv, m, out);
  Z3_solver_push(c, sv);
  Z3_solver_assert(c, sv, memory_defined(q, qu));
  Z3_model d = Z3_get_error_code(c) == Z3_OK && check_limited(q, sv, 1, NULL) == Z3_L_TRUE ? sat_model(q, sv) : NULL;
  int rc = d ? run_tries(q, qu, ft, sv, &d, out) : 0;
  Z3_solver_pop(c, sv, 1);
  if (d) Z3_model_dec_ref(c, d);
  return rc || run_tries(q, qu, ft, sv, m, out);
}

/* ---- small counterexamples: the same query asked again with small inputs ---- */

/* "v is in [-lim, lim)" for an integer v (true when every value of its width is). */
static Z3_ast small_int(Smt *s, Z3_ast v, uint64_t lim) {
  unsigned w = v ? smt_width(s, v) : 0;
  if (w > 64 || w == 0 || (w < 64 && (1ull << (w - 1)) <= lim)) return smt_true(s);
  uint64_t neg = (0 - lim) & (w == 64 ? ~0ull : (1ull << w) - 1);
  return smt_and(s, smt_app2(s, Z3_mk_bvsge, v, smt_bv_u64(s, w, neg)), smt_app2(s, Z3_mk_bvslt, v, smt_bv_u64(s, w, lim)));
}

/* What the counterexample prints, small: integer scalar arguments and the integer elements
 * a tensor argument prints (its first CEX elements) in [-lim, lim) and, when `defined`, not
 * poison; dynamic sizes at most dim. Floats and memory are left as they are. */
static Z3_ast small_inputs(TvQuery *q, Query *qu, uint64_t lim, uint64_t dim, int defined) {
  Smt *s = &q->smt;
  EncFn top = {.q = q, .s = s};
  Z3_ast all = smt_true(s);
  for (unsigned i = 0; i < qu->nargs; i++) {
    EncVal a = qu->args[i];
    MlirType t = mlirFunctionTypeGetInput(qu->ft, i);
    if (a.m || fp_value_kind(a.t ? mlirShapedTypeGetElementType(t) : t) >= 0) continue;
    if (!a.t) {
      all = smt_and(s, all, small_int(s, a.v, lim));
      if (defined) all = smt_and(s, all, a.np);
      continue;
    }
    uint64_t d;
    for (unsigned r = 0; r < a.t->rank; r++)
      if (!tval_const_u64(&top, a.t->dims[r], &d)) all = smt_and(s, all, smt_app2(s, Z3_mk_bvule, a.t->dims[r], smt_bv_u64(s, 64, dim)));
    for (uint64_t e = 0; e < SOLVE_SMALL_ELEMS; e++) {
      EncVal x = tval_at(&top, a, smt_bv_u64(s, 64, e));
      all = smt_and(s, all, small_int(s, x.v, lim));
      if (defined) all = smt_and(s, all, x.np);
    }
  }
  return all;
}

/* A solver of the kind solve_query uses for this query (a reference the caller releases). */
static Z3_solver new_solver(TvQuery *q) {
  Z3_context c = q->smt.ctx;
  /* QF_UFBV's tactic knows neither the floating-point theory nor arrays and lambdas: the
   * exact encoding and tensors get Z3's default solver */
  Z3_solver sv = (q->fp_ieee && q->fp_used) || q->tensors ? Z3_mk_solver(c)
                                                          : Z3_mk_solver_for_logic(c, Z3_mk_string_symbol(c, "QF_UFBV"));
  if (sv) Z3_solver_inc_ref(c, sv);
  return sv;
}

/* A model of sv's assertions and bounds (small_inputs), reaching no
 * approximation, within `seconds` on a solver of its own (sv keeps its state), or NULL. */
static Z3_model small_model(TvQuery *q, Z3_solver sv, Z3_ast bounds, double seconds) {
  Z3_context c = q->smt.ctx;
  Z3_ast none = q->approx ? no_approx_reached(q) : smt_true(&q->smt);
  Z3_solver sm = bounds && none ? new_solver(q) : NULL;
  if (!sm) return NULL;
  Z3_ast_vector as = Z3_solver_get_assertions(c, sv);
  Z3_ast_vector_inc_ref(c, as);
  for (unsigned i = 0; i < Z3_ast_vector_size(c, as); i++) Z3_solver_assert(c, sm, Z3_ast_vector_get(c, as, i));
  Z3_ast_vector_dec_ref(c, as);
  Z3_solver_assert(c, sm, smt_and(&q->smt, bounds, none));
  set_timeout(c, sm, seconds);
  Z3_model m = NULL;
  if (Z3_get_error_code(c) == Z3_OK && smt_check(&q->smt, sm) == Z3_L_TRUE && (m = Z3_solver_get_model(c, sm)))
    Z3_model_inc_ref(c, m);
  if (!smt_left(&q->smt)) Z3_solver_dec_ref(c, sm);
  return m;
}

/* The counterexample m, or one with smaller inputs (|x| < 16, sizes up to 4 and no poison
 * input, else |x| < 256 and sizes up to 16), each asked within an eighth of the time left: the solver's
 * first model often has inputs such as -1200739907 or sizes of 64. The model chosen goes
 * through the same checks and runs as any (on_sat), so this changes no verdict. Not for a
 * solver process's model (its query is not in this context's solver). */
static Z3_model smaller_model(TvQuery *q, Query *qu, Z3_solver sv, Z3_model m) {
  static const uint64_t lims[][3] = {{16, 4, 1}, {256, 16, 0}};
  if (q->sub_answered || q->model_unverified || q->cut_only || q->smt.interrupted) return m;
  for (unsigned k = 0; k < 2; k++) {
    Z3_ast want = small_inputs(q, qu, lims[k][0], lims[k][1], (int)lims[k][2]);
    if (!want || smt_model_truth(&q->smt, m, want) == 1) return m;   /* small already */
    double left = q->smt.deadline > 0 ? q->smt.deadline - smt_now() : 8 * SOLVE_SMALL_SECONDS;
    if (left < 0.1) return m;
    Z3_model sm = small_model(q, sv, want, left / 8);
    if (smt_left(&q->smt) || q->smt.interrupted) return m;   /* the caller sees the query stopped */
    if (sm && !reached_approx(q, sm)) {
      Z3_model_dec_ref(q->smt.ctx, m);
      return sm;
    }
    if (sm) Z3_model_dec_ref(q->smt.ctx, sm);
  }
  return m;
}

/* A counterexample that reaches an approximation is retried once with "none reached";
 * if none exists, the verdict is inconclusive, naming what it depends on. In the abstract
 * encoding every float counterexample is unconfirmed: the caller decides what to do. */
static void on_sat(TvQuery *q, Query *qu, MlirType ft, Z3_solver sv, TvResult *out) {
  Z3_context c = q->smt.ctx;
  Z3_model m = sat_model(q, sv);
  if (!m) {
    enc_stop(q, TV_ERROR, "Z3 returned no model");
    return;
  }
  q->sat = 1;
  if (qu->failed_part >= 0 && qu->part_pair[qu->failed_part] >= 0)
    q->cut_failed = (unsigned)qu->part_pair[qu->failed_part] + 1;
  if (q->fp_used && !q->fp_ieee) {
    Z3_model_dec_ref(c, m);
    out->verdict = TV_INCONCLUSIVE;
    out->reason = strdup("abstraction: the abstract encoding found a counterexample; "
                         "it is confirmed only by the exact encoding (--fp=ieee)");
    return;
  }
  EncApprox *ap = reached_approx(q, m);
  /* a run may show it is real (not under --assume: the run has the semantics without it) */
  if (ap && !q->cuts && !q->induct && !q->opts->assume && reached_run_decided(q, m)) {
    if (run_confirms(q, qu, ft, sv, &m, out)) return;
    if (m) ap = reached_approx(q, m);   /* the last model the solver gave */
  }
  if (ap) {
    if (m) Z3_model_dec_ref(c, m);
    m = NULL;
    Z3_ast none = no_approx_reached(q);
    if (none) Z3_solver_assert(c, sv, none);
    if (none && Z3_get_error_code(c) == Z3_OK && check_limited(q, sv, 1, NULL) == Z3_L_TRUE)
      m = sat_model(q, sv);
  }
  if (!m) {
    char buf[400], cut[80];
    cut[0] = 0;   /* a run of it that the check's limits cut short */
    if (out->run_cut == TV_RUN_CUT_TIME || out->run_cut == TV_RUN_CUT_MEMORY) replay_cut_text(out, cut, sizeof cut);
    snprintf(buf, sizeof buf, "the counterexample %s%s%s%s", ap->what, *cut ? " (its run: " : "", cut, *cut ? ")" : "");
    out->verdict = TV_INCONCLUSIVE;
    out->reason = strdup(buf);
    return;
  }
  m = smaller_model(q, qu, sv, m);
  if (smt_left(&q->smt) || q->smt.interrupted) {   /* the time ran out asking for one */
    Z3_model_dec_ref(c, m);
    enc_stop(q, TV_TIMEOUT, "solver timeout after %g s", q->opts->timeout_s);
    return;
  }
  /* both functions run on the inputs decide (replay.h); Z3's own evaluation of the model
   * (cex_reason) can reject a true counterexample: Z3 4.8.12's fp.fma with subnormal
   * results. Without a run, the model must violate refinement when evaluated. */
  Replay rp;
  replay_pair(q, qu, m, &rp);
  if (rp.cut != INTERP_CUT_NONE) out->run_cut = replay_cut(&rp), out->run_steps = rp.steps;
  if (q->induct) {   /* the shared states may be ones no run reaches: only a run shows a bug */
    if (rp.outcome == REPLAY_DIFFERS) run_verdict(q, qu, ft, m, &rp, 1, out);
    else {
      out->verdict = TV_INCONCLUSIVE;
      out->reason = vc_induct_why(q, qu, m);
      if (!out->reason) out->reason = strdup("loops by induction: an obligation fails for some shared state");
    }
    Z3_model_dec_ref(c, m);
    return;
  }
  out->reason = cex_reason(q, qu, m);
  if (rp.outcome == REPLAY_DIFFERS && (!out->reason || q->model_unverified)) {   /* the run's values */
    free(out->reason);
    out->reason = strdup(rp.why);
  }
  if (rp.outcome == REPLAY_SAME && q->replay_tries < REPLAY_TRIES && block_inputs(q, qu, sv, m)) {
    q->replay_tries++;
    free(out->reason);
    out->reason = NULL;
    Z3_model_dec_ref(c, m);
    if (check_limited(q, sv, 0, NULL) == Z3_L_TRUE) {
      on_sat(q, qu, ft, sv, out);
      return;
    }
    out->verdict = TV_INCONCLUSIVE;
    out->reason = strdup("the solver's counterexamples show no difference when both functions run");
    return;
  }
  if (q->model_unverified && rp.outcome != REPLAY_DIFFERS) {   /* only a run can show it */
    free(out->reason);
    out->verdict = TV_INCONCLUSIVE;
    out->reason = strdup("solver: the solver process's model does not hold when read back, and no run of "
                         "both functions on its inputs shows a difference");
    Z3_model_dec_ref(c, m);
    return;
  }
  if (rp.outcome == REPLAY_SAME || !out->reason) {
    char buf[2 * sizeof rp.src + 200];
    if (rp.outcome == REPLAY_SAME)
      snprintf(buf, sizeof buf, "the counterexample shows no difference when both functions run (source %s; target %s)",
               rp.src, rp.tgt);
    else
      snprintf(buf, sizeof buf, "the solver's counterexample does not hold when evaluated (%s)", rp.why);
    free(out->reason);
    out->verdict = TV_INCONCLUSIVE;
    out->reason = strdup(buf);
    Z3_model_dec_ref(c, m);
    return;
  }
  char *alias = mem_cex_aliasing(q, m);
  if (alias) {   /* inputs that overlap are part of the counterexample */
    size_t n = strlen(out->reason) + strlen(alias) + 32;
    char *r = malloc(n);
    if (r) {
      snprintf(r, n, "%s (%s)", out->reason, alias);
      free(out->reason);
      out->reason = r;
    }
    free(alias);
  }
  out->verdict = TV_INCORRECT;
  if (!q->cut_only) out->cex = cex_make(q, qu, ft, m);   /* a pair alone has no results */
  if (out->cex && rp.outcome == REPLAY_DIFFERS) {
    out->cex->executed_src = strdup(rp.src);
    out->cex->executed_tgt = strdup(rp.tgt);
    replay_first(q, &rp, out->cex);
  } else if (out->cex) {
    out->cex->not_run = strdup(rp.why);
  }
  Z3_model_dec_ref(c, m);
}

/* --dump-smt: the query in SMT-LIB 2 as Z3 prints it; a file that cannot be written is
 * skipped (a debugging aid never changes a verdict). Printed from a solver of its own: a
 * push on the checking solver would switch Z3's combined solver to its incremental core,
 * which solves some queries much faster or slower than the real run. */
static void dump_query(TvQuery *q, MlirOperation src, Z3_context c, Z3_ast bad) {
  Z3_solver sv = bad ? Z3_mk_simple_solver(c) : NULL;
  if (!sv) return;
  Z3_solver_inc_ref(c, sv);
  Z3_solver_assert(c, sv, bad);
  char path[4096];
  MlirStringRef fn = mu_func_name(src);
  snprintf(path, sizeof path, "%s%.*s.%s.stage%d.smt2", q->opts->dump_smt, (int)fn.length, fn.data,
           q->fp_ieee ? "ieee" : "abstract", q->red_stage);
  FILE *fp = fopen(path, "w");
  if (fp) {
    fputs(Z3_solver_to_string(c, sv), fp);
    fclose(fp);
  }
  Z3_solver_dec_ref(c, sv);
}
static int watch_loop(void *ud) {
  Watch *w = ud;
  mtx_lock(&w->lock);
  while (!w->done) {
    if (!w->s->interrupted) {
      if (w->deadline > 0 && smt_now() >= w->deadline) w->s->interrupted = SMT_DEADLINE;
      else if (w->limit && Z3_get_estimated_alloc_size() > w->limit) w->s->interrupted = SMT_MEMORY;
    }
    if (w->s->interrupted) Z3_interrupt(w->s->ctx);
    smt_wait_ms(&w->wake, &w->lock, 5);
  }
  mtx_unlock(&w->lock);
  return 0;
}

/* Starts the watchdog when there is a limit; without a thread the deadline still stops
 * the encoder (smt.c) and the solver's own timeout stops the solver. */
void solve_watch_start(Watch *w, Smt *s, double deadline, unsigned max_memory_mb) {
  *w = (Watch){.s = s, .deadline = deadline, .limit = (uint64_t)max_memory_mb << 20};
  s->deadline = deadline;
  if (w->limit && Z3_get_estimated_alloc_size() > w->limit) s->interrupted = SMT_MEMORY;
  if ((!deadline && !w->limit) || mtx_init(&w->lock, mtx_plain) != thrd_success) return;
  if (cnd_init(&w->wake) != thrd_success) {
    mtx_destroy(&w->lock);
    return;
  }
  w->started = thrd_create(&w->th, watch_loop, w) == thrd_success;
  if (!w->started) {
    cnd_destroy(&w->wake);
    mtx_destroy(&w->lock);
  }
}

void solve_watch_stop(Watch *w) {
  if (!w->started) return;
  mtx_lock(&w->lock);
  w->done = 1;
  cnd_signal(&w->wake);
  mtx_unlock(&w->lock);
  thrd_join(w->th, NULL);
  cnd_destroy(&w->wake);
  mtx_destroy(&w->lock);
  w->started = 0;
}

/* Takes a solver process's answer as the last check's; returns it. */
static Z3_lbool take_answer(TvQuery *q, SubAnswer *a) {
  q->sub.first = *a;
  if (a != &q->sub.first) a->model = NULL;   /* moved */
  q->sub_answered = 1;
  if (a->limit && !q->smt.interrupted) q->smt.interrupted = strstr(a->reason, "memory") ? SMT_MEMORY : SMT_DEADLINE;
  return a->answer;
}

/* Z3_solver_check in a solver process killed at the deadline (subsolve.c, design.md 8):
 * Z3 4.8.12's set-up of exact queries over dynamic tensors runs for minutes inside the
 * check without looking at interrupts or its timeout. On sat the process's model, read
 * back and checked against every assertion here, stands for the solver's; the process
 * also answers on_sat's retry (the counterexample reached an approximation) in its solver
 * at once, since a second check from scratch can take many times longer. Without tv-solve,
 * or when it cannot read the query, the check runs in this process. */
static Z3_lbool check_in_process(TvQuery *q, Z3_solver sv) {
  Z3_ast retry = q->approx ? no_approx_reached(q) : NULL;
  sub_release(&q->smt, &q->sub);
  sub_check(&q->smt, sv, retry, q->opts->max_memory_mb, &q->sub);
  if (q->sub.fallback) return smt_check(&q->smt, sv);
  q->sub_retry_ready = q->sub.has_retry;
  return take_answer(q, &q->sub.first);
}

/* Z3_solver_check under the query's watchdog, left running past the deadline (smt_check:
 * the query then ends without another Z3 call); *hit says whether the memory limit stopped it.
 * Exact queries over tensors with a deadline run in a solver process (check_in_process).
 * retry: this is on_sat's retry of the last check, which the process may have answered. */
static Z3_lbool check_limited(TvQuery *q, Z3_solver sv, int retry, int *hit) {
  if (smt_left(&q->smt)) return Z3_L_UNDEF;
  int own = q->fp_ieee && q->fp_used && q->tensors && q->smt.deadline > 0;
  int ready = retry && q->sub_retry_ready;
  if (q->sub.first.model) Z3_model_dec_ref(q->smt.ctx, q->sub.first.model);
  q->sub.first.model = NULL;
  q->sub_answered = q->sub_retry_ready = 0;
  Z3_lbool r = q->smt.interrupted ? Z3_L_UNDEF
               : ready            ? take_answer(q, &q->sub.retry)
               : own              ? check_in_process(q, sv)
                                  : smt_check(&q->smt, sv);
  if (hit) *hit = q->smt.interrupted == SMT_MEMORY;
  return r;
}

/* The model of the last sat answer (a reference the caller releases), NULL if none. */
static Z3_model sat_model(TvQuery *q, Z3_solver sv) {
  Z3_model m = q->sub_answered ? q->sub.first.model : Z3_solver_get_model(q->smt.ctx, sv);
  q->model_unverified = q->sub_answered && q->sub.first.unverified;
  if (q->sub_answered) q->sub.first.model = NULL;
  else if (m) Z3_model_inc_ref(q->smt.ctx, m);
  return m;
}

/* Why the last check answered unknown. */
static const char *unknown_reason(TvQuery *q, Z3_solver sv) {
  return q->sub_answered    ? q->sub.first.reason
         : smt_left(&q->smt) ? "canceled"
                             : Z3_solver_get_reason_unknown(q->smt.ctx, sv);
}

/* The solver's time limit: seconds (<= 0: none), at least 1 ms. */
static void set_timeout(Z3_context c, Z3_solver sv, double seconds) {
  Z3_params p = Z3_mk_params(c);
  Z3_params_inc_ref(c, p);
  double ms = seconds * 1000;   /* NaN and <= 0: no limit */
  if (ms > 0) {
    unsigned limit = ms < 1 ? 1 : ms > 4e9 ? 4000000000u : (unsigned)ms;
    Z3_params_set_uint(c, p, Z3_mk_string_symbol(c, "timeout"), limit);
  }
  Z3_solver_set_params(c, sv, p);
  Z3_params_dec_ref(c, p);
}

/* Whether qu->bad is satisfiable. Parts are independent obligations under one common
 * assumption: each is checked alone, since one query with all of them is much harder for
 * Z3 than its parts. A satisfiable part leaves its scope open for the model. */
static Z3_lbool check_parts(TvQuery *q, Query *qu, Z3_context c, Z3_solver sv, int *no_time,
                            int *mem_hit) {
  double limit = q->opts->timeout_s, t0 = smt_now();
  /* a call left running owns the context: no further Z3 call (smt_bounded) */
  if (!q->cuts) {
    smt_assert(&q->smt, sv, qu->bad);
    return check_limited(q, sv, 0, mem_hit);   /* undef at once if the assert was left running */
  }
  if (smt_assert(&q->smt, sv, qu->common) && smt_left(&q->smt)) return Z3_L_UNDEF;
  for (unsigned k = 0; k < qu->nparts; k++) {
    if (limit > 0) {
      double left = limit - (smt_now() - t0);
      if (left <= 0) return *no_time = 1, Z3_L_UNDEF;
      set_timeout(c, sv, left);
    }
    Z3_solver_push(c, sv);
    if (smt_assert(&q->smt, sv, qu->parts[k]) && smt_left(&q->smt)) return Z3_L_UNDEF;
    Z3_lbool r = check_limited(q, sv, 0, mem_hit);
    if (r == Z3_L_TRUE) qu->failed_part = (int)k;
    if (r != Z3_L_FALSE) return r;
    Z3_solver_pop(c, sv, 1);
  }
  return Z3_L_FALSE;
}

/* ---- probing: both functions run on a few chosen inputs before the exact solver ---- */

/* Inputs tried: small positive whole numbers (exact in every order of a float sum, so a
 * difference there reaches no approximation of the sums' order or zero sign), random bits,
 * then every element the lowest value (-Inf for floats). An exact query over tensors can
 * take the whole limit to find what a run shows at once (a transposed kernel, a pool
 * started from -FLT_MAX instead of -Inf). */
enum { PROBE_TRIES = 3, PROBE_DIM = 3, PROBE_ELEMS = 256 };

static uint64_t probe_bits(uint64_t *seed) {   /* xorshift64 */
  uint64_t x = *seed;
  x ^= x << 13;
  x ^= x >> 7;
  x ^= x << 17;
  return *seed = x;
}

/* The bits of the whole number v (1..4) in float kind k. */
static uint64_t probe_whole(int k, uint64_t v) {
  static const uint16_t f16[] = {0x3C00, 0x4000, 0x4200, 0x4400};
  union { float f; uint32_t u; } a = {.f = (float)v};
  union { double d; uint64_t u; } b = {.d = (double)v};
  return k == FP_F16 ? f16[v - 1] : k == FP_BF16 ? a.u >> 16 : k == FP_F32 ? a.u : b.u;
}

/* One element of try `try` for element type et (sort: its encoding). */
static Z3_ast probe_elem(TvQuery *q, MlirType et, Z3_sort sort, int try, uint64_t *seed) {
  Z3_context c = q->smt.ctx;
  if (Z3_get_sort_kind(c, sort) != Z3_BV_SORT) return NULL;
  unsigned w = Z3_get_bv_sort_size(c, sort);
  int k = fp_kind(et);
  uint64_t mask = w >= 64 ? ~0ull : (1ull << w) - 1, x = probe_bits(seed);
  if (try == 0) x = k >= 0 ? probe_whole(k, 1 + x % 4) : 1 + x % 4;
  if (try == 2) {
    unsigned e = k == FP_F16 ? 5 : k == FP_BF16 || k == FP_F32 ? 8 : k == FP_F64 ? 11 : 0;
    x = e ? ((1ull << (w - 1)) | (((1ull << e) - 1) << (w - 1 - e))) : 1ull << (w - 1);
  }
  return w > 64 ? NULL : smt_bv_u64(&q->smt, w, x & mask);
}

/* Gives the uninterpreted constant a the value v in m (nothing when a is not one). */
static void probe_set(TvQuery *q, Z3_model m, Z3_ast a, Z3_ast v) {
  Z3_context c = q->smt.ctx;
  if (!a || !v || Z3_get_ast_kind(c, a) != Z3_APP_AST) return;
  Z3_app app = Z3_to_app(c, a);
  Z3_func_decl d = Z3_get_app_decl(c, app);
  if (Z3_get_app_num_args(c, app) || Z3_get_decl_kind(c, d) != Z3_OP_UNINTERPRETED) return;
  Z3_add_const_interp(c, m, d, v);
}

/* The memref arguments of try k: each block of arguments (mem_entries) holds its views one
 * after the other (dynamic sizes PROBE_DIM), every position written, writable and not
 * poison, elements probe_elem; 0 when that is more than PROBE_ELEMS or a view's layout has
 * no value. Whether the views may lie so is the query's precondition (probe_model). */
static int probe_memory(TvQuery *q, Query *qu, int k, Z3_model m, uint64_t *seed) {
  Smt *s = &q->smt;
  Z3_context c = s->ctx;
  unsigned nb = mem_entries(q);
  uint64_t *end = calloc(nb + 1, sizeof *end);
  int ok = end != NULL;
  for (unsigned i = 0; ok && i < qu->nargs; i++) {
    const MemRef *v = qu->args[i].m;
    uint64_t id, x, reach = 0;
    if (!v) continue;
    for (unsigned r = 0; r < v->rank; r++) probe_set(q, m, v->sizes[r], smt_bv_u64(s, 64, PROBE_DIM));
    ok = smt_model_u64(s, m, v->bid, &id) && id < nb && smt_model_u64(s, m, v->off, &reach);
    for (unsigned r = 0; ok && r < v->rank; r++) {
      uint64_t n, st;
      ok = smt_model_u64(s, m, v->sizes[r], &n) && smt_model_u64(s, m, v->strides[r], &st) && n && n <= PROBE_ELEMS &&
           st <= PROBE_ELEMS;
      if (ok) reach += (n - 1) * st;
    }
    if (!ok) break;
    probe_set(q, m, v->base, smt_bv_u64(s, 64, end[id]));
    ok = smt_model_u64(s, m, v->base, &x) && x == end[id];
    end[id] += reach + 1;
    ok = ok && end[id] <= PROBE_ELEMS;
  }
  for (unsigned b = 0; ok && b < nb; b++) {
    MemEntry e;
    mem_entry(q, b, &e);
    Z3_sort es = Z3_get_array_sort_range(c, Z3_get_sort(c, e.val)), is = Z3_get_array_sort_domain(c, Z3_get_sort(c, e.val));
    Z3_ast arr = smt_const_array(s, is, probe_elem(q, e.elem, es, k, seed));
    for (uint64_t j = 1; j < end[b] && k < PROBE_TRIES - 1; j++)
      arr = smt_app3(s, Z3_mk_store, arr, smt_bv_u64(s, 64, j), probe_elem(q, e.elem, es, k, seed));
    probe_set(q, m, e.size, smt_bv_u64(s, 64, end[b] ? end[b] : 1));
    probe_set(q, m, e.val, arr);
    probe_set(q, m, e.np, smt_const_array(s, is, smt_true(s)));
    probe_set(q, m, e.init, smt_const_array(s, is, smt_true(s)));
    if (e.wmap) probe_set(q, m, e.wmap, smt_const_array(s, is, smt_true(s)));
    else probe_set(q, m, e.writable, smt_true(s));
  }
  free(end);
  return ok;
}

/* A model of the arguments for try k: dynamic sizes PROBE_DIM, elements probe_elem, no
 * poison, memory by probe_memory; 0 when an argument is not a scalar, a small tensor or a
 * memref probe_memory can lay out, or the query's preconditions (inputs the semantics
 * exclude, such as views that would have to overlap) do not hold. */
static int probe_model(TvQuery *q, Query *qu, int k, Z3_model m) {
  Smt *s = &q->smt;
  Z3_context c = s->ctx;
  uint64_t seed = 0x9E3779B97F4A7C15ull * (uint64_t)(k + 1);
  if (mem_entries(q) && !probe_memory(q, qu, k, m, &seed)) return 0;
  MlirType tft = vc_func_type(qu->tgt_fn);   /* the fresh ones: a signature mapping builds
                                               the source's from the target's (sigmap.h) */
  for (unsigned i = 0; i < qu->nargs; i++) {
    EncVal a = qu->targs[i];
    MlirType t = mlirFunctionTypeGetInput(tft, i);
    if (a.m) continue;
    if (!a.t) {
      probe_set(q, m, a.v, probe_elem(q, t, Z3_get_sort(c, a.v), k, &seed));
      probe_set(q, m, a.np, smt_true(s));
      continue;
    }
    uint64_t n = 1, d;
    for (unsigned r = 0; r < a.t->rank; r++) {
      probe_set(q, m, a.t->dims[r], smt_bv_u64(s, 64, PROBE_DIM));
      EncFn top = {.q = q, .s = s};
      n *= tval_const_u64(&top, a.t->dims[r], &d) ? d : PROBE_DIM;
    }
    Z3_sort as = Z3_get_sort(c, a.v), es = Z3_get_array_sort_range(c, as), is = Z3_get_array_sort_domain(c, as);
    if (n > PROBE_ELEMS) return 0;
    MlirType et = mlirShapedTypeGetElementType(t);
    Z3_ast arr = smt_const_array(s, is, probe_elem(q, et, es, k, &seed));
    for (uint64_t j = 1; j < n && k < PROBE_TRIES - 1; j++)
      arr = smt_app3(s, Z3_mk_store, arr, smt_bv_u64(s, 64, j), probe_elem(q, et, es, k, &seed));
    probe_set(q, m, a.v, arr);
    probe_set(q, m, a.np, smt_const_array(s, is, smt_true(s)));
  }
  return Z3_get_error_code(c) == Z3_OK && smt_model_truth(s, m, smt_and(s, q->fp_pre, q->pre)) == 1;
}

/* Runs both functions on PROBE_TRIES chosen inputs; on a difference, out is the incorrect
 * verdict those inputs show (a run decides, as for the solver's counterexamples) and 1 is
 * returned. Not under --assume: the interpreter runs the semantics without the
 * assumption. */
static int probe(TvQuery *q, Query *qu, MlirType ft, TvResult *out) {
  Z3_context c = q->smt.ctx;
  /* where the semantics allow several results (a NaN's payload, a maxnumf of two zeros) the
   * run computes one of them, and whether a difference depends on the choice cannot be
   * read off the encoding's terms under these inputs (its folds are functions the model
   * leaves arbitrary): no probe then. A run decides the encoding's own approximations
   * (folds as uninterpreted functions, loops cut at the unroll bound) and the TOSA float
   * sums' bias order and zero sign, which the source's run computes both ways
   * (Interp.alternatives: a run that depended on them cannot decide) */
  for (EncApprox *a = q->approx; a; a = a->next)
    if (!a->run_decides) return 0;
  for (int k = 0; k < PROBE_TRIES && !smt_left(&q->smt); k++) {
    Z3_model m = Z3_mk_model(c);
    if (!m) return 0;
    Z3_model_inc_ref(c, m);
    Replay rp;
    rp.outcome = REPLAY_CANNOT;
    if (probe_model(q, qu, k, m)) replay_run(q, m, qu->src_fn, qu->tgt_fn, ft, qu->args, qu->targs, &rp);
    if (rp.outcome == REPLAY_DIFFERS) {
      run_verdict(q, qu, ft, m, &rp, 0, out);
      Z3_model_dec_ref(c, m);
      return 1;
    }
    Z3_model_dec_ref(c, m);
    if (rp.outcome == REPLAY_CANNOT) return 0;   /* no other try runs either */
  }
  return 0;
}

void solve_query(TvQuery *q, MlirOperation src, Query *qu, MlirType ft, TvResult *out) {
  Z3_context c = q->smt.ctx;
  Z3_solver sv = new_solver(q);
  if (!sv) {
    enc_stop(q, TV_ERROR, "cannot create a Z3 solver");
    return;
  }
  set_timeout(c, sv, q->opts->timeout_s);
  if (q->opts->dump_smt) dump_query(q, src, c, qu->bad);
  /* exact float queries over tensors are the slow ones, and so are integer ones compared
   * element by element with their folds unrolled (a circuit per element: cascade.c,
   * reshaped folds): a run may show a difference first (a whole-function query only: a
   * cut pair's obligation is not a run) */
  int slow = q->fp_used ? q->fp_ieee : q->opts->refine_by_element && q->red_stage == RED_STAGE_UNROLL;
  /* so are nests unrolled inside the bound (cascade.c; an in-place matrix product tiled:
   * products of products), where the probes' inputs keep to the bound (q->pre) unless a
   * loop is shared, not cut */
  int within = q->within_cap && !q->loop_uf;
  if (((slow && q->tensors) || within) && !q->cuts && !q->opts->assume && probe(q, qu, ft, out)) {
    Z3_solver_dec_ref(c, sv);
    return;
  }
  int no_time = 0, mem_hit = 0;
  Z3_lbool r = check_parts(q, qu, c, sv, &no_time, &mem_hit);
  Z3_error_code e = smt_left(&q->smt) ? Z3_OK : Z3_get_error_code(c);
  const char *why = e == Z3_OK && r == Z3_L_UNDEF && !no_time ? unknown_reason(q, sv) : NULL;
  if (r == Z3_L_UNDEF && (mem_hit || e == Z3_MEMOUT_FAIL || (why && strstr(why, "memory")))) {
    enc_stop(q, TV_INCONCLUSIVE, "memory limit (%smax-memory=%u MB)",
             q->opts->flag_prefix ? q->opts->flag_prefix : "--", q->opts->max_memory_mb);
  } else if (e != Z3_OK) {
    enc_stop(q, TV_ERROR, "Z3 error: %s", Z3_get_error_msg(c, e));
  } else if (r == Z3_L_FALSE) {
    out->verdict = TV_PROVEN;
  } else if (r == Z3_L_TRUE) {
    on_sat(q, qu, ft, sv, out);
  } else {
    if (no_time || (why && (strstr(why, "timeout") || strstr(why, "canceled"))))
      enc_stop(q, TV_TIMEOUT, "solver timeout after %g s", q->opts->timeout_s);
    else
      enc_stop(q, TV_INCONCLUSIVE, "solver: %s", why ? why : "unknown");
  }
  if (!smt_left(&q->smt)) Z3_solver_dec_ref(c, sv);   /* else the context is the check's */
}

