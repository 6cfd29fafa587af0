/* loop-run.c: the ground truth of tv-loop-oracle (loop-oracle.h): the source and the target
 * run in tv's reference interpreter (interp.h, imem.h) on many concrete inputs, compared as
 * refinement says (docs/semantics.md 2 and 12): where the source has undefined behaviour
 * anything goes; otherwise the target must have none, return the same values and leave
 * every caller-visible element the source initialized with the same value. Inputs: %n from
 * 0 to 6 first, then a few larger; dynamic dimensions %n + 0..2; memory of small values
 * mostly, some large; %A and %B separate, the same buffer, or overlapping by one element
 * (MLIR gives memref arguments no no-alias guarantee: semantics.md 12). */
#include <inttypes.h>
#include <stdio.h>
#include <string.h>
#include <mlir-c/BuiltinAttributes.h>
#include <mlir-c/BuiltinTypes.h>
#include "imem.h"
#include "interp.h"
#include "loop-oracle.h"

enum { MAX_STEPS = 2000000, MAX_ELEMS = 4096 };

/* One input: %n, the dimensions, how %B lies against %A, the initial elements. */
typedef struct Input {
  uint64_t n, dims[2];
  unsigned alias;          /* 0 separate, 1 the same buffer, 2 %B one element past %A */
  size_t count;            /* elements of one view */
  uint64_t vals[2 * MAX_ELEMS + 1];
} Input;

static uint64_t element(LoRng *r, unsigned width) {
  uint64_t v;
  unsigned c = lo_below(r, 100);
  if (c < 70) v = (uint64_t)((int64_t)lo_below(r, 9) - 4);
  else if (c < 90) v = (uint64_t)((int64_t)lo_below(r, 256) - 128);
  else v = lo_rand(r);
  return width >= 64 ? v : v & ((1ull << width) - 1);
}

static void make_input(const LoProgram *p, LoRng *r, unsigned k, Input *x) {
  static const uint64_t LARGER[] = {7, 8, 9, 12};
  x->n = k < 7 ? k : lo_chance(r, 60) ? lo_below(r, 7) : LARGER[lo_below(r, 4)];
  for (unsigned d = 0; d < p->rank; d++)
    x->dims[d] = !p->dynamic ? p->dim : p->has_n ? x->n + lo_below(r, 3) : 2 + lo_below(r, 7);
  x->alias = k < 7 ? 0 : lo_chance(r, 70) ? 0 : lo_chance(r, 50) ? 1 : 2;
  x->count = x->dims[0] * (p->rank == 2 ? x->dims[1] : 1);
  for (size_t i = 0; i < 2 * x->count + 1; i++) x->vals[i] = element(r, p->width);
}

/* The arguments of @f (type ft) for input x in interpreter `in`. */
static int make_args(Interp *in, const LoProgram *p, MlirType ft, const Input *x, IVal *args) {
  MlirType et = mlirShapedTypeGetElementType(mlirFunctionTypeGetInput(ft, 0));
  size_t nblocks = x->alias ? 1 : 2, shift = x->alias == 2 ? 1 : 0;
  IBlock *blk[2];
  for (size_t b = 0; b < nblocks; b++) {
    uint64_t size = x->count + (x->alias == 2 ? 1 : 0);
    if (!(blk[b] = imem_block(in, et, size, 0, size, 1))) return 1;
    for (uint64_t i = 0; i < size; i++) blk[b]->e[i] = (IScalar){.bits = x->vals[b * x->count + i]};
  }
  for (unsigned a = 0; a < 2; a++) {
    IMemRef *m = imem_ref_new(in, p->rank);
    if (!m) return 1;
    m->b = blk[nblocks == 1 ? 0 : a];
    m->base = nblocks == 1 && a == 1 ? shift : 0;
    for (unsigned d = 0; d < p->rank; d++) m->sizes[d] = x->dims[d];
    m->strides[p->rank - 1] = 1;
    if (p->rank == 2) m->strides[0] = x->dims[1];
    args[a] = (IVal){.m = m};
  }
  if (p->has_n) args[2] = (IVal){.s = {.bits = x->n}};
  return 0;
}

static void input_text(const LoProgram *p, const Input *x, char *buf, size_t n) {
  size_t k = 0;
  if (p->has_n) k += (size_t)snprintf(buf + k, n - k, "%%n = %" PRIu64 ", ", x->n);
  if (p->dynamic) k += (size_t)snprintf(buf + k, n - k, p->rank == 2 ? "dims %" PRIu64 "x%" PRIu64 ", " : "dim %" PRIu64 ", ",
                                        x->dims[0], x->dims[1]);
  static const char *const AL[] = {"separate", "the same buffer", "%B one element past %A"};
  k += (size_t)snprintf(buf + k, n - k, "%%A and %%B %s, %%A = [", AL[x->alias]);
  for (size_t i = 0; i < x->count && k + 24 < n; i++)
    k += (size_t)snprintf(buf + k, n - k, "%s%" PRId64, i ? ", " : "", (int64_t)interp_sext(x->vals[i], p->width));
  if (k + 2 < n) snprintf(buf + k, n - k, "]");
}

/* How the target's final state fails to refine the source's, into why; 1 if it does. */
static int refines(const LoProgram *p, Interp *is, Interp *it, MlirType ft, InterpStatus ss, InterpStatus st, unsigned nres, IVal *rs,
                   IVal *rt, char *why, size_t n) {
  if (ss == INTERP_UB) return 1;
  if (st == INTERP_UB) {
    snprintf(why, n, "the target has undefined behaviour (%s) where the source has none", it->why);
    return 0;
  }
  for (unsigned i = 0; i < nres; i++) {
    int64_t at;
    if (interp_refines(mlirFunctionTypeGetResult(ft, i), rs[i], rt[i], &at)) continue;
    snprintf(why, n, "result %u: source %" PRId64 ", target %s%" PRId64, i, interp_sext(rs[i].s.bits, p->width),
             rt[i].s.poison ? "poison " : "", interp_sext(rt[i].s.bits, p->width));
    return 0;
  }
  for (unsigned k = 0; k < imem_ncaller(is); k++) {
    IBlock *a = imem_caller(is, k), *b = imem_caller(it, k);
    uint64_t at;
    if (!b || imem_block_refines(a, b, &at)) continue;
    if (at == UINT64_MAX) snprintf(why, n, "buffer %u is dead in the target", k);
    else
      snprintf(why, n, "buffer %u differs at element %" PRIu64 ": source %" PRId64 ", target %s%" PRId64, k, at,
               interp_sext(a->e[at].bits, p->width), b->e[at].uninit ? "uninitialized " : b->e[at].poison ? "poison " : "",
               interp_sext(b->e[at].bits, p->width));
    return 0;
  }
  return 1;
}

static const char *status_name(InterpStatus s) {
  return s == INTERP_UNSUPPORTED ? "unsupported " : s == INTERP_LIMIT ? "limit: " : "";
}

/* One input: 1 judged (*differs set), 0 not judged (source UB or a run stopped). */
static int run_one(const LoProgram *p, MlirOperation src, MlirOperation tgt, const Input *x, LoRuns *out, int *differs) {
  MlirType ft = mlirTypeAttrGetValue(mlirOperationGetAttributeByName(src, mlirStringRefCreateFromCString("function_type")));
  Arena arena;
  arena_init(&arena, 0);
  Interp is = {.arena = &arena, .max_steps = MAX_STEPS}, it = is;
  IVal as[3], at[3], *rs = NULL, *rt = NULL;
  unsigned ns = 0, nt = 0, nargs = 2 + (p->has_n ? 1 : 0);
  int judged = 0;
  *differs = 0;
  if (make_args(&is, p, ft, x, as) || make_args(&it, p, ft, x, at)) {
    snprintf(out->why, sizeof out->why, "cannot make the inputs: %s", is.why[0] ? is.why : it.why);
    out->cannot++;
  } else {
    InterpStatus ss = interp_run(&is, src, nargs, as, &ns, &rs);
    InterpStatus st = ss == INTERP_OK || ss == INTERP_UB ? interp_run(&it, tgt, nargs, at, &nt, &rt) : ss;
    if (ss == INTERP_UB) {
      out->src_ub++;
    } else if (ss != INTERP_OK || (st != INTERP_OK && st != INTERP_UB)) {
      snprintf(out->why, sizeof out->why, "the %s cannot be run: %s%s", ss != INTERP_OK ? "source" : "target",
               status_name(ss != INTERP_OK ? ss : st), ss != INTERP_OK ? is.why : it.why);
      out->cannot++;
    } else {
      judged = 1;
      char why[sizeof out->why];
      if (!refines(p, &is, &it, ft, ss, st, ns < nt ? ns : nt, rs, rt, why, sizeof why)) {
        *differs = 1;
        if (out->truth != LO_DIFFERS) {
          memcpy(out->why, why, sizeof why);
          input_text(p, x, out->input, sizeof out->input);
        }
      }
    }
  }
  arena_free(&arena);
  return judged;
}

void lo_run_pair(const LoProgram *p, MlirOperation src, MlirOperation tgt, uint64_t seed, unsigned count, LoRuns *out) {
  *out = (LoRuns){.truth = LO_NO_INPUT};
  LoRng r = {seed};
  static _Thread_local Input x;
  for (unsigned k = 0; k < count; k++) {
    int differs;
    make_input(p, &r, k, &x);
    if (x.count > MAX_ELEMS) continue;
    out->runs++;
    if (!run_one(p, src, tgt, &x, out, &differs)) continue;
    out->judged++;
    if (differs) out->truth = LO_DIFFERS;
    else if (out->truth == LO_NO_INPUT) out->truth = LO_SAME;
  }
  if (out->truth == LO_NO_INPUT && !out->cannot)
    snprintf(out->why, sizeof out->why, "the source has undefined behaviour on all %u inputs", out->runs);
}
