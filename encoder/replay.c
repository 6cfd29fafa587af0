/* replay.c: both functions of a pair run in the interpreter on a counterexample's inputs. */
#include "replay.h"
#include <stdio.h>
#include <string.h>
#include <mlir-c/BuiltinTypes.h>
#include "fp.h"
#include "interp.h"
#include "mlirutil.h"
#include "tval.h"

/* Elements read from the model per tensor argument: two model evaluations each, inside the
 * check's time limit. */
enum { REPLAY_MAX_ELEMS = 4096 };

static int cannot(Replay *out, const char *why) {
  out->outcome = REPLAY_CANNOT;
  snprintf(out->why, sizeof out->why, "%s", why);
  return 1;
}

/* One scalar of the model: its bits (at most 64) and poison flag. */
static int model_scalar(TvQuery *q, Z3_model m, EncVal v, IScalar *out, Replay *r) {
  *out = (IScalar){.poison = !smt_model_bool(&q->smt, m, v.np)};
  if (out->poison) return 0;
  return smt_model_u64(&q->smt, m, v.v, &out->bits) ? 0 : cannot(r, "an input has no value of at most 64 bits");
}

/* The value argument v of type t takes in m. */
static int model_arg(TvQuery *q, Z3_model m, Interp *in, MlirType t, EncVal v, IVal *out, Replay *r) {
  *out = (IVal){0};
  if (v.m) return cannot(r, "memref arguments are not run yet");
  if (fp_kind(t) >= 0 && !q->fp_ieee) return cannot(r, "the abstract float encoding has no bits to run");
  if (!interp_width(t)) return cannot(r, "an argument type the interpreter does not run");
  if (!v.t) return model_scalar(q, m, v, &out->s, r);
  int64_t dims[16];
  if (v.t->rank > 16) return cannot(r, "a tensor argument of rank above 16");
  uint64_t n = 1;
  for (unsigned k = 0; k < v.t->rank; k++) {
    uint64_t d;
    if (!smt_model_u64(&q->smt, m, v.t->dims[k], &d) || d > REPLAY_MAX_ELEMS) return cannot(r, "a tensor argument too large to run");
    dims[k] = (int64_t)d;
    n *= d;
  }
  if (n > REPLAY_MAX_ELEMS || interp_tensor(in, t, dims, out)) return cannot(r, "a tensor argument too large to run");
  EncFn top = {.q = q, .s = &q->smt};
  for (uint64_t e = 0; e < n; e++) {
    if (q->smt.interrupted) return cannot(r, "out of time reading the inputs");
    Z3_ast lin = smt_bv_u64(&q->smt, 64, e);
    IScalar *x = &out->t->e[e];
    if (!smt_model_bool(&q->smt, m, tval_written(&top, v, lin))) x->uninit = 1;
    else if (model_scalar(q, m, tval_at(&top, v, lin), x, r)) return 1;
  }
  return 0;
}

/* "returns 1 : i32, [1, 2] : tensor<2xi32>" or "undefined behaviour: ..." */
static void outcome_text(Interp *in, MlirType ft, InterpStatus st, unsigned nres, const IVal *res, char *buf, size_t n) {
  if (st == INTERP_UB) {
    snprintf(buf, n, "has undefined behaviour: %s", in->why);
    return;
  }
  size_t len = (size_t)snprintf(buf, n, nres ? "returns " : "returns nothing");
  for (unsigned i = 0; i < nres && len < n; i++) {
    MlirType t = mlirFunctionTypeGetResult(ft, i);
    char *v = interp_text(in, t, res[i]), *ts = mu_type_str(in->arena, t);
    len += (size_t)snprintf(buf + len, n - len, "%s%s : %s", i ? ", " : "", v ? v : "?", ts ? ts : "?");
  }
}

/* The multi-index of row-major element at of x, as "[1, 2]". */
static void index_text(const ITensor *x, int64_t at, char *buf, size_t n) {
  int64_t idx[16];
  for (unsigned k = x->rank; k-- > 0;) {
    idx[k] = x->dims[k] ? at % x->dims[k] : 0;
    at = x->dims[k] ? at / x->dims[k] : 0;
  }
  size_t len = (size_t)snprintf(buf, n, "[");
  for (unsigned k = 0; k < x->rank && len < n; k++)
    len += (size_t)snprintf(buf + len, n - len, "%s%lld", k ? ", " : "", (long long)idx[k]);
  if (len < n) snprintf(buf + len, n - len, "]");
}

/* Why result i of the target does not refine the source's (the wording of vc.c's). */
static void differs_text(Interp *in, MlirType t, unsigned i, IVal a, IVal b, int64_t at, Replay *r) {
  if (a.t && (!b.t || a.t->n != b.t->n || at < 0)) {
    snprintf(r->why, sizeof r->why, "result #%u has another shape in the target", i);
    return;
  }
  MlirType et = a.t ? mlirShapedTypeGetElementType(t) : t;
  IVal x = a.t ? (IVal){.s = a.t->e[at]} : a, y = b.t ? (IVal){.s = b.t->e[at]} : b;
  char where[160] = "", idx[64];
  if (a.t) {
    index_text(a.t, at, idx, sizeof idx);
    char *xs = interp_text(in, et, x), *ys = interp_text(in, et, y);
    snprintf(where, sizeof where, " at index %s (source %s, target %s)", idx, xs ? xs : "?", ys ? ys : "?");
  }
  if (y.s.poison)
    snprintf(r->why, sizeof r->why, "result #%u is poison in the target but not in the source%s", i, where);
  else
    snprintf(r->why, sizeof r->why, "result #%u differs%s", i, where);
}

/* A run that could not finish: what stopped it. */
static int stopped(Replay *r, const char *side, Interp *in, InterpStatus st) {
  if (st == INTERP_OK || st == INTERP_UB) return 0;
  char buf[sizeof r->why];
  snprintf(buf, sizeof buf, "the %s cannot be run: %s%.240s", side, st == INTERP_UNSUPPORTED ? "unsupported " : "", in->why);
  return cannot(r, buf);
}

/* A recorded step's location as text (arena memory), "" when it has none. */
static const char *step_loc(Arena *a, IStep st) {
  char loc[160] = "";
  mu_loc_text(mlirOperationGetLocation(st.op), loc, sizeof loc);
  return arena_strdup(a, loc);
}

/* The steps of a run that compute what their source location computes: with values, and
 * of consecutive steps at one location the last (a rewrite of one op into several keeps
 * its location: arith.divsi into a constant and arith.shrsi). locs gets their locations. */
static size_t final_steps(Arena *a, const Interp *in, IStep *out, const char **locs) {
  size_t n = 0, last = (size_t)-1;
  for (size_t i = 0; i < in->nlog; i++) {
    const char *loc = step_loc(a, in->log[i]);
    if (!loc || !*loc || !*in->log[i].vals) continue;
    if (n && last + 1 == i && !strcmp(locs[n - 1], loc)) n--;
    out[n] = in->log[i];
    locs[n++] = loc;
    last = i;
  }
  return n;
}

static void differ_text(Arena *a, IStep t, const char *tloc, IStep s, const char *sloc, char *buf, size_t n) {
  char *tn = mu_op_name(a, t.op), *sn = mu_op_name(a, s.op);
  snprintf(buf, n, "target %s at %s gives %.120s where the source's %s%s%s gives %.120s", tn ? tn : "?", tloc,
           t.vals, sn ? sn : "?", strcmp(sloc, tloc) ? " at " : "", strcmp(sloc, tloc) ? sloc : "", s.vals);
}

/* The first op of the target, in the order it ran, whose value differs from the source's
 * op at the same location and the same turn (the k-th time that location computed; a pass
 * keeps locations). Where no location is shared (two files given to tv-check), the first
 * step at which the runs part, in order. */
static void first_difference(Arena *a, const Interp *s, const Interp *t, char *buf, size_t n) {
  IStep *ss = arena_alloc(a, (s->nlog + 1) * sizeof *ss), *ts = arena_alloc(a, (t->nlog + 1) * sizeof *ts);
  const char **sl = arena_alloc(a, (s->nlog + 1) * sizeof *sl), **tl = arena_alloc(a, (t->nlog + 1) * sizeof *tl);
  if (!ss || !ts || !sl || !tl) return;
  size_t ns = final_steps(a, s, ss, sl), nt = final_steps(a, t, ts, tl), shared = 0;
  for (size_t j = 0; j < nt; j++) {
    size_t turn = 0, i;
    for (size_t k = 0; k < j; k++) turn += !strcmp(tl[k], tl[j]);
    for (i = 0; i < ns; i++)
      if (!strcmp(sl[i], tl[j]) && turn-- == 0) break;
    if (i == ns) continue;
    shared++;
    if (strcmp(ss[i].vals, ts[j].vals)) {
      differ_text(a, ts[j], tl[j], ss[i], sl[i], buf, n);
      return;
    }
  }
  for (size_t j = 0; !shared && j < ns && j < nt; j++)
    if (!mlirIdentifierEqual(mlirOperationGetName(ss[j].op), mlirOperationGetName(ts[j].op)) ||
        strcmp(ss[j].vals, ts[j].vals)) {
      differ_text(a, ts[j], tl[j], ss[j], sl[j], buf, n);
      return;
    }
}

void replay_run(TvQuery *q, Z3_model m, MlirOperation src, MlirOperation tgt, MlirType ft,
                const EncVal *args, Replay *out) {
  *out = (Replay){.outcome = REPLAY_CANNOT};
  Arena arena;
  arena_init(&arena, 0);
  int rec = q->opts->trace;
  Interp is = {.arena = &arena, .record = rec}, it = {.arena = &arena, .record = rec};
  unsigned nargs = (unsigned)mlirFunctionTypeGetNumInputs(ft), ns = 0, nt = 0;
  IVal *in = arena_alloc(&arena, (nargs + 1) * sizeof *in), *rs = NULL, *rt = NULL;
  int bad = !in && cannot(out, "out of memory");
  for (unsigned i = 0; !bad && i < nargs; i++)
    bad = model_arg(q, m, &is, mlirFunctionTypeGetInput(ft, i), args[i], &in[i], out);
  InterpStatus ss = bad ? INTERP_ERROR : interp_run(&is, src, nargs, in, &ns, &rs);
  InterpStatus st = bad ? INTERP_ERROR : interp_run(&it, tgt, nargs, in, &nt, &rt);
  if (bad || stopped(out, "source", &is, ss) || stopped(out, "target", &it, st)) {
    arena_free(&arena);
    return;
  }
  if (is.libm || it.libm) {
    cannot(out, "a math function would be computed with libm, whose values tv does not model");
    arena_free(&arena);
    return;
  }
  if (is.chose || it.chose) {
    cannot(out, is.chose ? is.chose : it.chose);
    arena_free(&arena);
    return;
  }
  outcome_text(&is, ft, ss, ns, rs, out->src, sizeof out->src);
  outcome_text(&it, ft, st, nt, rt, out->tgt, sizeof out->tgt);
  out->outcome = REPLAY_SAME;
  if (ss == INTERP_UB) {   /* anything refines undefined behaviour */
  } else if (st == INTERP_UB) {
    out->outcome = REPLAY_DIFFERS;
    snprintf(out->why, sizeof out->why, "target has undefined behaviour where the source has none");
  } else {
    for (unsigned i = 0; i < ns && i < nt && out->outcome == REPLAY_SAME; i++) {
      MlirType t = mlirFunctionTypeGetResult(ft, i);
      int64_t at;
      if (interp_refines(t, rs[i], rt[i], &at)) continue;
      out->outcome = REPLAY_DIFFERS;
      differs_text(&is, t, i, rs[i], rt[i], at, out);
    }
  }
  if (out->outcome == REPLAY_DIFFERS && rec) first_difference(&arena, &is, &it, out->first, sizeof out->first);
  arena_free(&arena);
}
