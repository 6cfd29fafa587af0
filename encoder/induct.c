/* induct.c: counted loops proven by induction (induct.h; docs/design.md 13, "Loops by
 * induction"). */
#include <stdio.h>
#include <string.h>
#include <mlir-c/BuiltinTypes.h>
#include "induct.h"
#include "loop.h"
#include "mem.h"
#include "mlirutil.h"
#include "tval.h"

enum { INDUCT_MAX = 16 };     /* pairs per function: more are left to unrolling */
enum { INDUCT_BLOCKS = 64 };  /* memory blocks a pair shares: more are the sides' own */

/* The shared memory of a pair for one block id: the iteration's arrays and the loop's. */
typedef struct IMem {
  unsigned id;
  MlirType elem;
  Z3_ast pre[3], post[3];
} IMem;

typedef struct IPair {
  MlirOperation op[2];
  int parent;              /* the pair whose bodies hold this one, or -1 */
  unsigned n;
  MlirType *types;
  int uns;
  Z3_ast iv, ub;           /* shared: the iteration's induction variable, the loop's UB */
  EncVal *carried, *res;   /* shared: the iteration's carried values, the loop's results */
  unsigned nmem;
  IMem mem[INDUCT_BLOCKS]; /* shared: memory per block id (both sides' blocks of that id) */
  struct {
    int reached;
    EncVal lb, ub, step;
    EncVal *init, *yield;
    Z3_ast body_ub, ub_before;
    unsigned nblk;
    MemArrays *entry, *post;
  } side[2];
  Z3_ast race;             /* the target is a parallel loop whose iterations may conflict */
} IPair;

struct InductSet {
  unsigned n;
  IPair p[INDUCT_MAX];
};

/* affine.parallel of one dimension without reductions: affine.for whose iterations may run
 * in any order (paired with affine.for, the target's must not conflict: race_bad) */
static int is_parallel_1d(MlirOperation op) {
  return mu_op_is(op, "affine.parallel") && mlirOperationGetNumResults(op) == 0 &&
         mlirBlockGetNumArguments(mlirRegionGetFirstBlock(mlirOperationGetRegion(op, 0))) == 1;
}

static int is_counted_loop(MlirOperation op) {
  return mu_op_is(op, "scf.for") || mu_op_is(op, "affine.for") || is_parallel_1d(op);
}

/* One op kind, or affine.for against a one-dimensional affine.parallel. */
static int same_kind(MlirOperation a, MlirOperation b) {
  if (mlirIdentifierEqual(mlirOperationGetName(a), mlirOperationGetName(b))) return 1;
  return (mu_op_is(a, "affine.for") && is_parallel_1d(b)) || (is_parallel_1d(a) && mu_op_is(b, "affine.for"));
}

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

/* The counted loops among the top-level ops of block b, in order (at most INDUCT_MAX + 1,
 * so that too many is seen). Loops under a branch run under a path, where one shared
 * iteration per loop would not do; nested ones are paired inside a pair (pair_loops). */
static unsigned top_loops(MlirBlock b, MlirOperation *out) {
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

static MlirBlock body(MlirOperation op) { return mlirRegionGetFirstBlock(mlirOperationGetRegion(op, 0)); }

typedef struct Found {
  unsigned n;
  MlirOperation op[INDUCT_MAX][2];
  int parent[INDUCT_MAX];
} Found;

/* Pairs the k-th loop of block a with the k-th of block b when both have as many and every
 * pair is one op kind with the same result types, carries values a shared value can stand
 * for and neither makes or frees memory blocks; then the loops of each pair's bodies, in
 * the same way (parent: the pair of these blocks' loops, or -1). All or none of a
 * block's loops are paired. */
static int pair_loops(MlirBlock a, MlirBlock b, int parent, Found *out) {
  MlirOperation x[INDUCT_MAX + 1], y[INDUCT_MAX + 1];
  unsigned n = top_loops(a, x);
  if (!n || out->n + n > INDUCT_MAX || top_loops(b, y) != n) return 0;
  for (unsigned i = 0; i < n; i++)
    if (!same_kind(x[i], y[i]) || !same_results(x[i], y[i]) ||
        !results_fit(x[i]) || !loop_memory_simple(x[i]) || !loop_memory_simple(y[i]))
      return 0;
  unsigned first = out->n;
  for (unsigned i = 0; i < n; i++) {
    out->op[first + i][0] = x[i], out->op[first + i][1] = y[i];
    out->parent[first + i] = parent;
  }
  out->n += n;
  for (unsigned i = 0; i < n; i++) pair_loops(body(x[i]), body(y[i]), (int)(first + i), out);
  return (int)n;
}

static void find(MlirOperation src, MlirOperation tgt, Found *out) {
  out->n = 0;
  pair_loops(mlirRegionGetFirstBlock(mlirOperationGetRegion(src, 0)), mlirRegionGetFirstBlock(mlirOperationGetRegion(tgt, 0)),
             -1, out);
}

unsigned induct_count(MlirOperation src, MlirOperation tgt) {
  Found fd;
  find(src, tgt, &fd);
  return fd.n;
}

unsigned induct_find(TvQuery *q, MlirOperation src, MlirOperation tgt) {
  Found fd;
  find(src, tgt, &fd);
  if (!fd.n) return 0;
  struct InductSet *set = arena_alloc(&q->arena, sizeof *set);
  if (!set) return enc_stop(q, TV_ERROR, "out of memory while encoding"), 0;
  memset(set, 0, sizeof *set);
  set->n = fd.n;
  for (unsigned i = 0; i < fd.n; i++) {
    memcpy(set->p[i].op, fd.op[i], sizeof fd.op[i]);
    set->p[i].parent = fd.parent[i];
  }
  q->induct = set;
  return fd.n;
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

/* Three fresh arrays of the sorts of like's (value, not-poison, initialized). */
static void fresh_arrays(EncFn *f, const char *what, const Z3_ast like[3], Z3_ast out[3]) {
  static const char *const part[3] = {"val", "np", "init"};
  for (int i = 0; i < 3; i++) {
    char name[64];
    snprintf(name, sizeof name, "%s.%s", what, part[i]);
    out[i] = smt_fresh(f->s, name, Z3_get_sort(f->s->ctx, like[i]));
  }
}

/* The pair's shared memory for block id of type elem, made by the first side to ask; NULL
 * when the other side's block of that id has another element type or there is no room
 * (this side's arrays are then its own). */
static IMem *shared_mem(EncFn *f, IPair *p, const MemArrays *b) {
  for (unsigned i = 0; i < p->nmem; i++)
    if (p->mem[i].id == b->id) return mlirTypeEqual(p->mem[i].elem, b->elem) ? &p->mem[i] : NULL;
  if (p->nmem == INDUCT_BLOCKS) return NULL;
  IMem *m = &p->mem[p->nmem++];
  m->id = b->id, m->elem = b->elem;
  fresh_arrays(f, "ind.mem", b->arr, m->pre);
  fresh_arrays(f, "ind.mem.res", b->arr, m->post);
  return m;
}

/* Before the body: records this side's blocks as the loop starts and gives each the
 * iteration's shared arrays (after it, post: the loop's); after the body (!pre) records
 * them as the iteration left them. */
static int mem_swap(EncFn *f, IPair *p, int sd, int pre) {
  unsigned n = pre ? mem_block_count(f) : p->side[sd].nblk;
  MemArrays *rec = arena_alloc(&f->q->arena, (n + 1) * sizeof *rec);
  if (!rec) return enc_failed(f);
  for (unsigned k = 0; k < n; k++) {
    if (mem_block_get(f, k, &rec[k])) return 1;
    IMem *m = shared_mem(f, p, &rec[k]);
    Z3_ast own[3];
    if (!m) fresh_arrays(f, pre ? "ind.mem.own" : "ind.mem.own.res", rec[k].arr, own);
    if (mem_block_put(f, k, m ? (pre ? m->pre : m->post) : own)) return 1;
  }
  p->side[sd].nblk = n;
  *(pre ? &p->side[sd].entry : &p->side[sd].post) = rec;
  return enc_failed(f);
}

/* "Two iterations of the target's parallel loop conflict": its body twice in footprint
 * mode (loop.h), at unknown distinct induction variables in range from unknown memory, its
 * loops standing for all their iterations; one writes an element the other accesses
 * (mem_trace_end). Then only the row-major order the induction follows matters. The
 * memory, path and UB are as before. */
static int race_bad(EncFn *f, IPair *p, EncVal lb, EncVal ub, EncVal step, MlirBlock b) {
  unsigned nb = mem_block_count(f);
  MemArrays *keep = arena_alloc(&f->q->arena, (nb + 1) * sizeof *keep);
  if (!keep) return enc_failed(f);
  for (unsigned k = 0; k < nb; k++)
    if (mem_block_get(f, k, &keep[k])) return 1;
  Z3_ast saved_ub = f->ub, ivs[2];
  struct MemTrace *prev = mem_trace_begin(f);
  f->footprint++;
  int rc = 0;
  for (int k = 0; k < 2 && !rc; k++, mem_trace_next(f))
    rc = loop_footprint(f, b, 1, &lb.v, &ub.v, &step.v, 0, NULL, 0, &ivs[k]);
  f->footprint--;
  Z3_ast conflict = mem_trace_end(f, prev);
  f->ub = saved_ub;
  for (unsigned k = 0; !rc && k < nb; k++) rc = mem_block_put(f, k, keep[k].arr);
  if (rc) return 1;
  p->race = smt_and(f->s, smt_app1(f->s, Z3_mk_not, smt_app2(f->s, Z3_mk_eq, ivs[0], ivs[1])), conflict);
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
  p->side[sd].ub_before = saved;
  if (mem_swap(f, p, sd, 1)) return 1;
  f->ub = smt_false(f->s);
  int rc = loop_body(f, b, args, n + 1, &y, &ny);
  Z3_ast body_ub = f->ub;
  f->ub = saved;
  if (rc || mem_swap(f, p, sd, 0)) return 1;
  if (ny != n) return enc_stop(f->q, TV_ERROR, "internal: loop yields %u values, carries %u", ny, n);
  p->uns = uns;
  p->side[sd].reached = 1;
  p->side[sd].lb = lb, p->side[sd].ub = ub, p->side[sd].step = step;
  p->side[sd].body_ub = body_ub;
  if (!(p->side[sd].init = copy_vals(f, cur, n)) || !(p->side[sd].yield = copy_vals(f, y, n))) return enc_failed(f);
  if (n) memcpy(cur, p->res, n * sizeof *cur);
  if (sd == 1 && is_parallel_1d(op) && race_bad(f, p, lb, ub, step, b)) return 1;
  enc_ub(f, p->ub);
  *done = 1;
  return enc_failed(f);
}

int induct_pair(TvQuery *q, unsigned i, InductPair *out) {
  if (!q->induct || i >= q->induct->n) return 0;
  const IPair *p = &q->induct->p[i];
  memset(out, 0, sizeof *out);
  out->parent = p->parent;
  out->n = p->n, out->types = p->types, out->uns = p->uns, out->iv = p->iv;
  for (int sd = 0; sd < 2; sd++) {
    out->side[sd].reached = p->side[sd].reached;
    out->side[sd].lb = p->side[sd].lb, out->side[sd].ub = p->side[sd].ub, out->side[sd].step = p->side[sd].step;
    out->side[sd].init = p->side[sd].init, out->side[sd].yield = p->side[sd].yield;
    out->side[sd].body_ub = p->side[sd].body_ub;
    out->side[sd].ub_before = p->side[sd].ub_before;
    out->side[sd].nblk = p->side[sd].nblk;
    out->side[sd].entry = p->side[sd].entry, out->side[sd].post = p->side[sd].post;
  }
  out->race = p->race;
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
