/* induct.c: counted loops proven by induction (induct.h; docs/design.md 13, "Loops by
 * induction"). */
#include <string.h>
#include <mlir-c/BuiltinTypes.h>
#include "induct.h"
#include "loop.h"
#include "mlirutil.h"
#include "tval.h"

enum { INDUCT_MAX = 16 };   /* pairs per function: more are left to unrolling */

typedef struct IPair {
  MlirOperation op[2];
  unsigned n;
  MlirType *types;
  int uns;
  Z3_ast iv, ub;           /* shared: the iteration's induction variable, the loop's UB */
  EncVal *carried, *res;   /* shared: the iteration's carried values, the loop's results */
  struct {
    int reached;
    EncVal lb, ub, step;
    EncVal *init, *yield;
    Z3_ast body_ub;
  } side[2];
} IPair;

struct InductSet {
  unsigned n;
  IPair p[INDUCT_MAX];
};

static int is_counted_loop(MlirOperation op) { return mu_op_is(op, "scf.for") || mu_op_is(op, "affine.for"); }

/* Results of scalar types or statically shaped tensors: what a fresh shared value can
 * stand for without sizes of its own. */
static int results_fit(MlirOperation op) {
  for (intptr_t i = 0; i < mlirOperationGetNumResults(op); i++) {
    MlirType t = mlirValueGetType(mlirOperationGetResult(op, i));
    if (mlirTypeIsAShaped(t) && !(tval_is_tensor(t) && mlirShapedTypeHasStaticShape(t))) return 0;
    if (!mlirTypeIsAShaped(t) && !mlirTypeIsAInteger(t) && !mlirTypeIsAIndex(t) && !mlirTypeIsAFloat(t)) return 0;
  }
  return 1;
}

/* The counted loops among the top-level ops of func's entry block, in order (at most
 * INDUCT_MAX + 1, so that too many is seen). Nested loops and loops under a branch run
 * under a path or several times, where one shared iteration per loop would not do. */
static unsigned top_loops(MlirOperation func, MlirOperation *out) {
  MlirRegion r = mlirOperationGetRegion(func, 0);
  MlirBlock b = mlirRegionGetFirstBlock(r);
  unsigned n = 0;
  if (mlirBlockIsNull(b)) return 0;
  for (MlirOperation o = mlirBlockGetFirstOperation(b); !mlirOperationIsNull(o) && n <= INDUCT_MAX;
       o = mlirOperationGetNextInBlock(o))
    if (is_counted_loop(o)) out[n++] = o;
  return n;
}

static int same_results(MlirOperation a, MlirOperation b) {
  intptr_t n = mlirOperationGetNumResults(a);
  if (n != mlirOperationGetNumResults(b)) return 0;
  for (intptr_t i = 0; i < n; i++)
    if (!mlirTypeEqual(mlirValueGetType(mlirOperationGetResult(a, i)), mlirValueGetType(mlirOperationGetResult(b, i))))
      return 0;
  return 1;
}

/* Pairs the k-th loop of one side with the k-th of the other when both sides have as many
 * and every pair is one op kind with the same result types, touches no memory (its effect
 * would be part of the state) and carries values a shared value can stand for. */
static unsigned pair_loops(MlirOperation src, MlirOperation tgt, MlirOperation (*out)[2]) {
  MlirOperation a[INDUCT_MAX + 1], b[INDUCT_MAX + 1];
  unsigned n = top_loops(src, a);
  if (!n || n > INDUCT_MAX || top_loops(tgt, b) != n) return 0;
  for (unsigned i = 0; i < n; i++) {
    if (!mlirIdentifierEqual(mlirOperationGetName(a[i]), mlirOperationGetName(b[i])) || !same_results(a[i], b[i]) ||
        !results_fit(a[i]) || loop_touches_memory(a[i]) || loop_touches_memory(b[i]))
      return 0;
    if (out) out[i][0] = a[i], out[i][1] = b[i];
  }
  return n;
}

unsigned induct_count(MlirOperation src, MlirOperation tgt) { return pair_loops(src, tgt, NULL); }

unsigned induct_find(TvQuery *q, MlirOperation src, MlirOperation tgt) {
  MlirOperation ops[INDUCT_MAX][2];
  unsigned n = pair_loops(src, tgt, ops);
  if (!n) return 0;
  struct InductSet *set = arena_alloc(&q->arena, sizeof *set);
  if (!set) return enc_stop(q, TV_ERROR, "out of memory while encoding"), 0;
  memset(set, 0, sizeof *set);
  set->n = n;
  for (unsigned i = 0; i < n; i++) memcpy(set->p[i].op, ops[i], sizeof ops[i]);
  q->induct = set;
  return n;
}

/* The pair op belongs to, and f's side (0 source, 1 target); NULL when op is unpaired. */
static IPair *find_pair(EncFn *f, MlirOperation op, int *side) {
  struct InductSet *set = f->q->induct;
  *side = enc_is_src(f) ? 0 : 1;
  for (unsigned i = 0; set && i < set->n; i++)
    if (mlirOperationEqual(set->p[i].op[*side], op)) return &set->p[i];
  return NULL;
}

/* The shared unknowns, made by the side that reaches the pair first from its initial
 * values (both sides' carried values have the same types and static sizes). */
static int shared_make(EncFn *f, IPair *p, EncVal iv, const EncVal *cur, unsigned n, MlirOperation op) {
  Arena *a = &f->q->arena;
  p->n = n;
  p->types = arena_alloc(a, (n + 1) * sizeof *p->types);
  p->carried = arena_alloc(a, (n + 1) * sizeof *p->carried);
  p->res = arena_alloc(a, (n + 1) * sizeof *p->res);
  if (!p->types || !p->carried || !p->res) return enc_failed(f) ? 1 : 1;
  p->iv = smt_fresh(f->s, "ind.iv", Z3_get_sort(f->s->ctx, iv.v));
  p->ub = smt_fresh(f->s, "ind.ub", Z3_mk_bool_sort(f->s->ctx));
  for (unsigned i = 0; i < n; i++) {
    p->types[i] = mlirValueGetType(mlirOperationGetResult(op, (intptr_t)i));
    p->carried[i] = loop_fresh_like(f, cur[i], "ind.carried");
    p->res[i] = loop_fresh_like(f, cur[i], "ind.res");
    if (!p->carried[i].v || !p->res[i].v) return enc_failed(f) ? 1 : enc_stop(f->q, TV_ERROR, "internal: fresh loop value");
  }
  return enc_failed(f);
}

static EncVal *copy_vals(EncFn *f, const EncVal *v, unsigned n) {
  EncVal *c = arena_alloc(&f->q->arena, (n + 1) * sizeof *c);
  if (c && n) memcpy(c, v, n * sizeof *v);
  return c;
}

int induct_for(EncFn *f, MlirOperation op, EncVal lb, EncVal ub, EncVal step, int uns, MlirBlock b,
               EncVal *cur, unsigned n, int *done) {
  int sd;
  IPair *p = find_pair(f, op, &sd);
  *done = 0;
  if (!p) return 0;
  if (p->side[sd].reached) return enc_stop(f->q, TV_ERROR, "internal: a paired loop reached twice");
  loop_bounds_ub(f, lb, ub, step, uns);
  if (!p->iv && shared_make(f, p, lb, cur, n, op)) return 1;
  if (p->n != n) return enc_stop(f->q, TV_ERROR, "internal: paired loops carry different counts");
  EncVal *args = arena_alloc(&f->q->arena, (n + 2) * sizeof *args), *y;
  unsigned ny;
  if (!args) return enc_failed(f);
  args[0] = (EncVal){p->iv, smt_true(f->s), NULL};
  memcpy(args + 1, p->carried, n * sizeof *args);
  /* the body's UB from the shared state is its own: the loop's UB is the shared flag */
  Z3_ast saved = f->ub;
  f->ub = smt_false(f->s);
  int rc = loop_body(f, b, args, n + 1, &y, &ny);
  Z3_ast body_ub = f->ub;
  f->ub = saved;
  if (rc) return 1;
  if (ny != n) return enc_stop(f->q, TV_ERROR, "internal: loop yields %u values, carries %u", ny, n);
  p->uns = uns;
  p->side[sd].reached = 1;
  p->side[sd].lb = lb, p->side[sd].ub = ub, p->side[sd].step = step;
  p->side[sd].body_ub = body_ub;
  if (!(p->side[sd].init = copy_vals(f, cur, n)) || !(p->side[sd].yield = copy_vals(f, y, n))) return enc_failed(f);
  memcpy(cur, p->res, n * sizeof *cur);
  enc_ub(f, p->ub);
  *done = 1;
  return enc_failed(f);
}

int induct_pair(TvQuery *q, unsigned i, InductPair *out) {
  if (!q->induct || i >= q->induct->n) return 0;
  const IPair *p = &q->induct->p[i];
  memset(out, 0, sizeof *out);
  out->n = p->n, out->types = p->types, out->uns = p->uns, out->iv = p->iv;
  for (int sd = 0; sd < 2; sd++) {
    out->side[sd].reached = p->side[sd].reached;
    out->side[sd].lb = p->side[sd].lb, out->side[sd].ub = p->side[sd].ub, out->side[sd].step = p->side[sd].step;
    out->side[sd].init = p->side[sd].init, out->side[sd].yield = p->side[sd].yield;
    out->side[sd].body_ub = p->side[sd].body_ub;
  }
  return 1;
}

const char *induct_describe(TvQuery *q) {
  if (!q->induct || !q->induct->n) return NULL;
  char buf[600] = "";
  size_t len = 0;
  for (unsigned i = 0; i < q->induct->n && len + 80 < sizeof buf; i++) {
    if (!q->induct->p[i].side[0].reached || !q->induct->p[i].side[1].reached) continue;   /* shared by text */
    MlirOperation op = q->induct->p[i].op[0];
    char *name = mu_op_name(&q->arena, op), where[300] = "";
    if (mu_loc_text(mlirOperationGetLocation(op), where + 4, sizeof where - 4)) memcpy(where, " at ", 4);
    len += (size_t)snprintf(buf + len, sizeof buf - len, "%s%s%s", len ? ", " : "", name ? name : "loop", where);
  }
  if (!len) return NULL;
  char *r = arena_alloc(&q->arena, strlen(buf) + 1);
  if (r) strcpy(r, buf);
  return r;
}
