/* replay.c: both functions of a pair run in the interpreter on a counterexample's inputs. */
#include "replay.h"
#include <stdio.h>
#include <string.h>
#include <mlir-c/BuiltinTypes.h>
#include "fp.h"
#include "imem.h"
#include "interp.h"
#include "mem.h"
#include "mlirutil.h"
#include "obs.h"
#include "sigmap.h"
#include "tval.h"
#include "vc.h"

/* Elements read from the model per tensor argument: two model evaluations each, inside the
 * check's time limit. */
enum { REPLAY_MAX_ELEMS = 4096 };
/* A run that confirms a counterexample past the unroll bound (TvQuery.replay_steps set) reads
 * larger buffers: their loops are what ran past it. */
enum { REPLAY_MAX_ELEMS_LOOPS = 1 << 16 };
/* Memref contents a run's outcome prints in full: larger ones print as "<N elements>". */
enum { REPLAY_SHOW_ELEMS = 64 };

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

static uint64_t model_u64(TvQuery *q, Z3_model m, Z3_ast a, int *ok) {
  uint64_t x = 0;
  *ok = *ok && smt_model_u64(&q->smt, m, a, &x);
  return x;
}

/* Memref argument v (of the model's block bid) as a view; *lo and *hi widen to the
 * positions it spans from its base (a reinterpret_cast keeps the base). */
static int model_view(TvQuery *q, Z3_model m, const MemRef *v, IMemRef *out, uint64_t *lo, uint64_t *hi) {
  int ok = 1;
  out->base = model_u64(q, m, v->base, &ok);
  out->off = model_u64(q, m, v->off, &ok);
  uint64_t n = 1, last = out->base + out->off;
  for (unsigned k = 0; k < v->rank; k++) {
    out->sizes[k] = model_u64(q, m, v->sizes[k], &ok);
    out->strides[k] = model_u64(q, m, v->strides[k], &ok);
    n *= out->sizes[k];
    last += (out->sizes[k] - 1) * out->strides[k];
  }
  out->owner = v->owner && smt_model_bool(&q->smt, m, v->owner);
  out->poison = v->np && !smt_model_bool(&q->smt, m, v->np);
  if (out->base < *lo) *lo = out->base;
  if (n && last + 1 > *hi) *hi = last + 1;
  return ok;
}

/* Caller-visible block i at entry as the model gives it, made in `in` (its id is i):
 * positions lo..hi-1, or all when the block is small. */
static int model_block(TvQuery *q, Z3_model m, Interp *in, unsigned i, uint64_t lo, uint64_t hi, Replay *r) {
  MemEntry e;
  mem_entry(q, i, &e);
  Smt *s = &q->smt;
  int ok = 1;
  uint64_t size = model_u64(q, m, e.size, &ok);
  if (!ok || e.abi) return cannot(r, ok ? "the target takes memrefs for tensors" : "a buffer without a size in the model");
  uint64_t max = q->replay_steps ? REPLAY_MAX_ELEMS_LOOPS : REPLAY_MAX_ELEMS;
  if (size <= max) lo = 0, hi = size;
  if (hi > size) hi = size;
  if (lo > hi || hi - lo > max) return cannot(r, "a memref argument too large to run");
  IBlock *b = imem_block(in, e.elem, size, lo, hi - lo, 1);
  if (!b || b->id != i || (e.global && imem_set_global(in, b, e.global))) return cannot(r, "out of memory");
  b->readonly = !e.wmap && !smt_model_bool(s, m, e.writable);
  if (e.wmap && !(b->frozen = arena_alloc(in->arena, b->n + 1))) return cannot(r, "out of memory");
  unsigned w = interp_width(e.elem);
  for (uint64_t k = 0; k < b->n; k++) {
    if (s->interrupted) return cannot(r, "out of time reading the inputs");
    Z3_ast at = smt_bv_u64(s, 64, lo + k);
    IScalar *x = &b->e[k];
    *x = (IScalar){.uninit = !smt_model_bool(s, m, smt_app2(s, Z3_mk_select, e.init, at))};
    if (e.wmap) b->frozen[k] = !smt_model_bool(s, m, smt_app2(s, Z3_mk_select, e.wmap, at));
    if (x->uninit) continue;
    x->poison = !smt_model_bool(s, m, smt_app2(s, Z3_mk_select, e.np, at));
    if (!smt_model_u64(s, m, smt_app2(s, Z3_mk_select, e.val, at), &x->bits)) return cannot(r, "an input has no value of at most 64 bits");
    x->bits &= interp_mask(w);
  }
  return 0;
}

/* The memory at entry (argument blocks and globals) and the memref arguments in `in`:
 * each block holds the positions its arguments' views span (every position when small). */
static int model_memory(TvQuery *q, Z3_model m, Interp *in, MlirType ft, const EncVal *args, IVal *vals, Replay *r) {
  unsigned nb = mem_entries(q), nargs = (unsigned)mlirFunctionTypeGetNumInputs(ft);
  if (!nb) return 0;
  if (q->fp_used && !q->fp_ieee) return cannot(r, "the abstract float encoding has no bits to run");
  uint64_t *lo = arena_alloc(in->arena, nb * sizeof *lo), *hi = arena_alloc(in->arena, nb * sizeof *hi);
  unsigned *bid = arena_alloc(in->arena, (nargs + 1) * sizeof *bid);
  if (!lo || !hi || !bid) return cannot(r, "out of memory");
  for (unsigned i = 0; i < nb; i++) lo[i] = UINT64_MAX;
  for (unsigned a = 0; a < nargs; a++) {
    const MemRef *v = args[a].m;
    uint64_t id;
    if (!v) continue;
    if (!smt_model_u64(&q->smt, m, v->bid, &id) || id >= nb) return cannot(r, "a memref argument without a buffer in the model");
    bid[a] = (unsigned)id;
    if (!(vals[a].m = imem_ref_new(in, v->rank))) return cannot(r, "out of memory");
    vals[a].m->vrank = v->vrank, vals[a].m->vec = v->vec;
    if (!model_view(q, m, v, vals[a].m, &lo[id], &hi[id])) return cannot(r, "a memref argument without a view in the model");
  }
  for (unsigned i = 0; i < nb; i++)
    if (model_block(q, m, in, i, lo[i] == UINT64_MAX ? 0 : lo[i], hi[i], r)) return 1;
  for (unsigned a = 0; a < nargs; a++)
    if (args[a].m) vals[a].m->b = imem_caller(in, bid[a]);
  return 0;
}

int replay_copy_inputs(Interp *from, Interp *to, unsigned nargs, const IVal *src, IVal *out, Replay *r) {
  for (unsigned k = 0; k < imem_ncaller(from); k++)
    if (!imem_block_copy(to, imem_caller(from, k))) return cannot(r, "out of memory");
  for (unsigned a = 0; a < nargs; a++) {
    out[a] = src[a];
    if (!src[a].m) continue;
    IMemRef *v = imem_ref_new(to, src[a].m->rank);
    if (!v) return cannot(r, "out of memory");
    IMemRef keep = *v;
    *v = *src[a].m;
    v->sizes = keep.sizes;
    v->strides = keep.strides;
    memcpy(v->sizes, src[a].m->sizes, v->rank * sizeof *v->sizes);
    memcpy(v->strides, src[a].m->strides, v->rank * sizeof *v->strides);
    v->b = imem_caller(to, src[a].m->b->id);
    out[a].m = v;
  }
  return 0;
}

/* Interp.aligned in a replay: the model's mem.aligned, the encoder's block ids. */
typedef struct AlignModel {
  TvQuery *q;
  Z3_model m;
} AlignModel;

static int model_aligned(void *ud, unsigned id, uint64_t pos, uint64_t align) {
  AlignModel *am = ud;
  Smt *s = &am->q->smt;
  EncFn top = {.q = am->q, .s = s};
  Z3_ast a = mem_aligned(&top, smt_bv_u64(s, 8, id), smt_bv_u64(s, 64, pos), align);
  return a ? smt_model_truth(s, am->m, a) : -1;
}

/* The value argument v of type t takes in m (memrefs: model_memory). */
static int model_arg(TvQuery *q, Z3_model m, Interp *in, MlirType t, EncVal v, IVal *out, Replay *r) {
  if (v.m) return v.m->urank ? cannot(r, "an unranked memref argument") : 0;
  *out = (IVal){0};
  if (fp_value_kind(t) >= 0 && !q->fp_ieee) return cannot(r, "the abstract float encoding has no bits to run");
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

/* "returns 1 : i32, [1, 2] : tensor<2xi32>" or "has undefined behaviour: ...", then what the
 * memref arguments hold: " and leaves %arg0 = [1, 2] : memref<2xi32>". */
static void outcome_text(TvQuery *q, Interp *in, MlirType ft, InterpStatus st, unsigned nres, const IVal *res, const IVal *args,
                         char *buf, size_t n) {
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
  const char *sep = " and leaves ";
  for (unsigned i = 0; i < (unsigned)mlirFunctionTypeGetNumInputs(ft) && len < n; i++) {
    if (!args[i].m) continue;
    MlirType t = mlirFunctionTypeGetInput(ft, i);
    uint64_t count = 1;
    for (unsigned k = 0; k < args[i].m->rank; k++) count *= args[i].m->sizes[k];
    char many[40];   /* as the inputs print a large memref (cex.c), the why line says where */
    snprintf(many, sizeof many, "<%llu elements>", (unsigned long long)count);
    char *v = !args[i].m->b->alive ? NULL : count > REPLAY_SHOW_ELEMS ? many : interp_text(in, t, args[i]);
    char *ts = mu_type_str(in->arena, t);
    const char *name = cex_arg_name(q, i);
    if (!args[i].m->b->alive) len += (size_t)snprintf(buf + len, n - len, "%s%s deallocated", sep, name);
    else len += (size_t)snprintf(buf + len, n - len, "%s%s = %s : %s%s", sep, name, v ? v : "?", ts ? ts : "?",
                                 imem_view_cloned(in, args[i].m) ? " (read-only: a bufferization.clone of it is alive)" : "");
    sep = ", ";
  }
  for (unsigned k = 0; k < imem_ncaller(in) && len < n; k++) {   /* globals: their whole block */
    IBlock *b = imem_caller(in, k);
    if (!b->global) continue;
    int64_t size = (int64_t)b->size;
    IMemRef *v = imem_ref_new(in, 1);
    MlirType t = mlirRankedTensorTypeGet(1, &size, b->elem, mlirAttributeGetNull());
    IVal x;
    if (!v) return;
    *v->sizes = b->size;
    *v->strides = 1;
    v->b = b;
    char *text = b->alive && !imem_snapshot(in, t, v, 0, &x) ? interp_text(in, t, x) : NULL;
    len += (size_t)snprintf(buf + len, n - len, "%s@%s = %s", sep, b->global, text ? text : "?");
    sep = ", ";
  }
}

/* The outcome text after the calls the run made: "calls @printI64(1) then returns ...". */
static void with_calls(Interp *in, char *buf, size_t n) {
  char calls[600];
  obs_ev_text(in, calls, sizeof calls);
  size_t k = strlen(calls), m = strlen(buf);
  if (!k || k + 1 >= n) return;
  if (k + m + 1 > n) m = n - k - 1;
  memmove(buf + k, buf, m);
  buf[k + m] = 0;
  memcpy(buf, calls, k);
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

/* Why result i of the target does not refine the source's (the wording of cex.c's). */
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

/* A run that could not finish: what stopped it; a limit of the check (time, memory) is
 * named as such ("time limit reached after 1048576 steps (target)"). */
static int stopped(Replay *r, const char *side, Interp *in, InterpStatus st) {
  if (st == INTERP_OK || st == INTERP_UB) return 0;
  char buf[sizeof r->why];
  if (st == INTERP_LIMIT && (in->cut == INTERP_CUT_TIME || in->cut == INTERP_CUT_MEMORY))
    snprintf(buf, sizeof buf, "%.240s (%s)", in->why, side);
  else
    snprintf(buf, sizeof buf, "the %s cannot be run: %s%.240s", side, st == INTERP_UNSUPPORTED ? "unsupported " : "", in->why);
  r->cut = st == INTERP_LIMIT ? in->cut : INTERP_CUT_NONE;
  r->again = st == INTERP_LIMIT && in->cut == INTERP_CUT_STEPS;
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

static void differ_text(Arena *a, IStep t, const char *tloc, IStep s, const char *sloc, Replay *r) {
  char *tn = mu_op_name(a, t.op), *sn = mu_op_name(a, s.op);
  snprintf(r->first_loc, sizeof r->first_loc, "%s", tloc);
  snprintf(r->first, sizeof r->first, "target %s at %s gives %.120s where the source's %s%s%s gives %.120s", tn ? tn : "?", tloc,
           t.vals, sn ? sn : "?", strcmp(sloc, tloc) ? " at " : "", strcmp(sloc, tloc) ? sloc : "", s.vals);
}

/* The first op of the target, in the order it ran, whose value differs from the source's
 * op at the same location and the same turn (the k-th time that location computed; a pass
 * keeps locations). Where no location is shared (two files given to tv-check), the first
 * step at which the runs part, in order. */
static void first_difference(Arena *a, const Interp *s, const Interp *t, Replay *r) {
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
      differ_text(a, ts[j], tl[j], ss[i], sl[i], r);
      return;
    }
  }
  for (size_t j = 0; !shared && j < ns && j < nt; j++)
    if (!mlirIdentifierEqual(mlirOperationGetName(ss[j].op), mlirOperationGetName(ts[j].op)) ||
        strcmp(ss[j].vals, ts[j].vals)) {
      differ_text(a, ts[j], tl[j], ss[j], sl[j], r);
      return;
    }
}

/* The first memref argument whose view (in the source's run) covers position at of block
 * b, as "memory of %arg1 differs at element 2 of its buffer", else the block's name. */
static void where_in_memory(TvQuery *q, const IBlock *b, uint64_t at, unsigned nargs, const IVal *args, char *buf, size_t n) {
  for (unsigned a = 0; a < nargs; a++) {
    const IMemRef *v = args[a].m;
    if (!v || v->b->id != b->id) continue;
    uint64_t start = v->base + v->off, last = start, count = 1;
    for (unsigned k = 0; k < v->rank; k++) {
      last += (v->sizes[k] - 1) * v->strides[k];
      count *= v->sizes[k];
    }
    if (b->alive && (!count || at < start || at > last)) continue;
    if (b->alive) snprintf(buf, n, "memory of %s differs at element %llu of its buffer", cex_arg_name(q, a), (unsigned long long)(at - start));
    else snprintf(buf, n, "memory of %s", cex_arg_name(q, a));
    return;
  }
  if (b->global) snprintf(buf, n, b->alive ? "global @%.100s differs at position %llu of its block" : "global @%.100s", b->global,
                          (unsigned long long)at);
  else snprintf(buf, n, b->alive ? "memory of the arguments differs at position %llu of its block" : "memory of the arguments",
                (unsigned long long)at);
}

/* "target leaves %m read-only (bufferization.clone at f:2:8, not freed) where the source
 * leaves it writable", worded as mem.c's frozen_reason: position at of block b. */
static void frozen_text(TvQuery *q, const IBlock *b, uint64_t at, MlirOperation clone, unsigned nargs, const IVal *args, Replay *r) {
  char who[120] = "", loc[160] = "";
  for (unsigned a = 0; a < nargs && !who[0]; a++) {
    const IMemRef *v = args[a].m;
    uint64_t start = v ? v->base + v->off : 0, last = start;
    for (unsigned k = 0; v && k < v->rank; k++) last += (v->sizes[k] - 1) * v->strides[k];
    if (v && v->b->id == b->id && at >= start && at <= last) snprintf(who, sizeof who, "%s", cex_arg_name(q, a));
  }
  if (!who[0] && b->global) snprintf(who, sizeof who, "global @%.100s", b->global);
  if (!who[0]) snprintf(who, sizeof who, "position %llu of the arguments' block", (unsigned long long)at);
  if (clone.ptr && mu_loc_text(mlirOperationGetLocation(clone), loc + 4, sizeof loc - 4)) memcpy(loc, " at ", 4);
  snprintf(r->why, sizeof r->why, "target leaves %s read-only (bufferization.clone%s, not freed) where the source leaves it writable",
           who, loc);
}

/* The caller-visible blocks' final states (semantics.md 12): the target's must refine the
 * source's. *why gets the first that does not, worded as mem.c's mem_cex_reason. */
static int memory_refines(TvQuery *q, Interp *is, Interp *it, unsigned nargs, const IVal *args, Replay *r) {
  for (unsigned k = 0; k < imem_ncaller(is); k++) {
    IBlock *a = imem_caller(is, k), *b = imem_caller(it, k);
    uint64_t at;
    MlirOperation clone;
    if (b && a->alive && b->alive && imem_block_refines(a, b, &at) && imem_block_frozen(it, a, b, &at, &clone)) {
      frozen_text(q, a, at, clone, nargs, args, r);   /* "may no longer be written" is state too */
      return 0;
    }
    if (!b || imem_block_refines(a, b, &at)) continue;
    char where[200];
    where_in_memory(q, b->alive ? a : b, at, nargs, args, where, sizeof where);
    if (!b->alive) {
      snprintf(r->why, sizeof r->why, "%s is deallocated in the target but not in the source", where);
      return 0;
    }
    char *x = interp_text(is, a->elem, (IVal){.s = a->e[at - a->lo]}), *y = interp_text(it, b->elem, (IVal){.s = b->e[at - b->lo]});
    snprintf(r->why, sizeof r->why, "%s (source %s, target %s)", where, x ? x : "?", y ? y : "?");
    return 0;
  }
  return 1;
}

/* Returned memrefs are compared by their elements at the end (mem_snapshot): as tensors. */
static int snapshot_results(Interp *in, MlirType ft, unsigned nres, IVal *res, const char *side, Replay *r) {
  for (unsigned i = 0; i < nres; i++) {
    if (!res[i].m) continue;
    if (imem_snapshot(in, mlirFunctionTypeGetResult(ft, i), res[i].m, 1, &res[i])) {
      char buf[sizeof r->why];
      snprintf(buf, sizeof buf, "the %s's result cannot be read: %.200s", side, in->why);
      return cannot(r, buf);
    }
  }
  return 0;
}

/* The target's arguments whose type the pass changed: as the model gives the target's own
 * (the source's are built from them, sigmap.h). */
static int mapped_args(TvQuery *q, Z3_model m, Interp *it, MlirType ft, MlirType tft, const EncVal *targs, IVal *tin, Replay *r) {
  for (unsigned i = 0; i < (unsigned)mlirFunctionTypeGetNumInputs(ft); i++) {
    MlirType t = mlirFunctionTypeGetInput(tft, i);
    if (!mlirTypeEqual(mlirFunctionTypeGetInput(ft, i), t) && model_arg(q, m, it, t, targs[i], &tin[i], r)) return 1;
  }
  return 0;
}

/* Whether the target's results refine the source's, compared as the signature mapping
 * says where the pass changed their type; out->why says how they differ. */
static void compare_results(TvQuery *q, Interp *is, Interp *it, MlirType ft, MlirType tft, unsigned n, IVal *rs, IVal *rt, Replay *out) {
  for (unsigned i = 0; i < n && out->outcome == REPLAY_SAME; i++) {
    MlirType t = mlirFunctionTypeGetResult(ft, i), tt = mlirFunctionTypeGetResult(tft, i);
    int64_t at;
    if (!mlirTypeEqual(t, tt) && sig_ev_result(it, q->sigmap, t, tt, &rs[i], &rt[i], &t)) {
      cannot(out, it->why);
      return;
    }
    if (interp_refines(t, rs[i], rt[i], &at)) continue;
    out->outcome = REPLAY_DIFFERS;
    differs_text(is, t, i, rs[i], rt[i], at, out);
  }
}

void replay_compare(TvQuery *q, MlirOperation src, MlirOperation tgt, MlirType ft, ReplayRuns *r, Replay *out) {
  Interp *is = r->is, *it = r->it;
  unsigned nargs = (unsigned)mlirFunctionTypeGetNumInputs(ft);
  MlirType tft = vc_func_type(tgt);
  r->ss = interp_run(is, src, nargs, r->in, &r->ns, &r->rs);
  r->st = is->status == INTERP_LIMIT && is->cut == INTERP_CUT_TIME ? INTERP_LIMIT   /* no time for the target */
                                                                    : interp_run(it, tgt, nargs, r->tin, &r->nt, &r->rt);
  out->steps = is->steps + it->steps;
  InterpStatus ss = r->ss, st = r->st;
  if (stopped(out, "source", is, ss) || stopped(out, "target", it, st)) return;
  if (is->libm || it->libm || is->chose || it->chose) {
    cannot(out, is->libm || it->libm ? "a math function would be computed with libm, whose values tv does not model"
                : is->chose ? is->chose : it->chose);
    out->again = 1;
    return;
  }
  outcome_text(q, is, ft, ss, r->ns, r->rs, r->in, out->src, sizeof out->src);
  outcome_text(q, it, tft, st, r->nt, r->rt, r->tin, out->tgt, sizeof out->tgt);
  with_calls(is, out->src, sizeof out->src);
  with_calls(it, out->tgt, sizeof out->tgt);
  if ((ss == INTERP_OK && snapshot_results(is, ft, r->ns, r->rs, "source", out)) ||
      (st == INTERP_OK && snapshot_results(it, tft, r->nt, r->rt, "target", out)))
    return;
  out->outcome = REPLAY_SAME;
  if (obs_ev_differs(is, ss == INTERP_UB, it, st == INTERP_UB, out->why, sizeof out->why)) {
    out->outcome = REPLAY_DIFFERS;   /* the calls made before any UB come first (obs.h) */
  } else if (ss == INTERP_UB) {   /* anything refines undefined behaviour */
  } else if (st == INTERP_UB) {
    out->outcome = REPLAY_DIFFERS;
    snprintf(out->why, sizeof out->why, "target has undefined behaviour where the source has none");
  } else {
    compare_results(q, is, it, ft, tft, r->ns < r->nt ? r->ns : r->nt, r->rs, r->rt, out);
    if (out->outcome == REPLAY_SAME && !memory_refines(q, is, it, nargs, r->in, out)) out->outcome = REPLAY_DIFFERS;
  }
  if (out->outcome == REPLAY_SAME && (obs_ev_external(is) || obs_ev_external(it)))   /* one callee of many */
    cannot(out, "the runs call functions without a body here: a run shows the callee that does nothing, the solver another");
  if (out->outcome == REPLAY_DIFFERS && is->record && it->record) first_difference(is->arena, is, it, out);
  if (out->outcome == REPLAY_DIFFERS && !out->first_loc[0] && st == INTERP_UB)   /* no value differed first */
    snprintf(out->first_loc, sizeof out->first_loc, "%s", it->ub_loc);
}

void replay_run(TvQuery *q, Z3_model m, MlirOperation src, MlirOperation tgt, MlirType ft,
                const EncVal *args, const EncVal *targs, Replay *out) {
  *out = (Replay){.outcome = REPLAY_CANNOT};
  Arena arena;   /* the check's memory limit bounds the runs (Interp.cut) */
  arena_init(&arena, q->opts ? (size_t)q->opts->max_memory_mb << 20 : 0);
  AlignModel am = {q, m};   /* runs are recorded for the first difference: the plugin's
                               diagnostic is at that op (TvCex.first_loc) */
  Interp is = {.arena = &arena, .record = 1, .max_steps = q->replay_steps, .aligned = model_aligned, .aligned_ud = &am,
               .deadline = q->smt.deadline, .halt = &q->smt.interrupted};
  Interp it = is;
  is.alternatives = 1;   /* the source's allowed choices: a run that depends on one cannot decide */
  unsigned nargs = (unsigned)mlirFunctionTypeGetNumInputs(ft);
  IVal *in = arena_alloc(&arena, (nargs + 1) * sizeof *in), *tin = arena_alloc(&arena, (nargs + 1) * sizeof *tin);
  int bad = (!in || !tin) && cannot(out, "out of memory");
  bad = bad || model_memory(q, m, &is, ft, args, in, out);
  for (unsigned i = 0; !bad && i < nargs; i++)
    bad = model_arg(q, m, &is, mlirFunctionTypeGetInput(ft, i), args[i], &in[i], out);
  MlirType tft = vc_func_type(tgt);
  bad = bad || replay_copy_inputs(&is, &it, nargs, in, tin, out) || mapped_args(q, m, &it, ft, tft, targs, tin, out);
  if (!bad) {
    ReplayRuns r = {.is = &is, .it = &it, .in = in, .tin = tin};
    replay_compare(q, src, tgt, ft, &r, out);
    if (out->cut == INTERP_CUT_TIME && q->smt.interrupted == SMT_MEMORY) {   /* the watchdog stopped it for memory */
      char *t = strstr(out->why, "time limit"), buf[sizeof out->why];
      out->cut = INTERP_CUT_MEMORY;
      if (t) snprintf(buf, sizeof buf, "%.*smemory%s", (int)(t - out->why), out->why, t + 4);
      if (t) memcpy(out->why, buf, sizeof buf);
    }
  }
  arena_free(&arena);
}

void replay_cut_text(const TvResult *r, char *buf, size_t n) {
  static const char *const what[] = {"", "time limit reached", "memory limit reached", "step limit reached"};
  if (r->run_cut == TV_RUN_CUT_NONE || r->run_cut > TV_RUN_CUT_STEPS) snprintf(buf, n, "%s", "");
  else snprintf(buf, n, "%s after %lu steps", what[r->run_cut], r->run_steps);
}
