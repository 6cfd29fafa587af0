/* loop.c: unrolling bookkeeping, truncation and shared loops for scf.c and affine.c
 * (loop.h; docs/design.md, "Loops"). */
#include "loop.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "induct.h"
#include "mem.h"
#include "mlirutil.h"
#include "tval.h"

/* ---- nest budget ---- */

int loop_begin(EncFn *f, MlirOperation op) {
  (void)op;
  if (f->loop_depth++ == 0) f->loop_iters = 0;
  return enc_failed(f);
}

void loop_end(EncFn *f) {
  if (f->loop_depth) f->loop_depth--;
}

unsigned loop_left(EncFn *f) {
  unsigned max = f->q->opts->max_unroll;
  return f->loop_iters < max ? max - f->loop_iters : 0;
}

int loop_take(EncFn *f, MlirOperation op) {
  if (!loop_left(f))
    return enc_stop(f->q, TV_INCONCLUSIVE, "%s: loop may run more than %u iterations (--tv-max-unroll)",
                    mu_op_name(&f->q->arena, op), f->q->opts->max_unroll);
  if (++f->loop_iters > f->q->loop_peak) f->q->loop_peak = f->loop_iters;
  return 0;
}

int loop_more(EncFn *f, unsigned long long k) {
  unsigned cap = f->q->within_cap;
  if (cap && k >= cap) return 0;
  if (loop_left(f)) return 1;
  if (cap) f->q->within_cut |= WITHIN_NEST;   /* cut by the budget, not the cap */
  return 0;
}

int loop_fits(EncFn *f, unsigned long long t) {
  unsigned cap = f->q->within_const;
  if (cap && t > cap) return 0;
  if (t <= loop_left(f)) return 1;
  if (cap) f->q->within_cut |= WITHIN_NEST;
  return 0;
}

/* ---- constants and conditions ---- */

int loop_const(EncFn *f, Z3_ast t, int64_t *out) {
  Z3_context c = f->s->ctx;
  Z3_ast r = smt_simplify(f->s, t);
  uint64_t x;
  if (!r || !Z3_is_numeral_ast(c, r) || !Z3_get_numeral_uint64(c, r, &x)) return 0;
  unsigned w = smt_width(f->s, r);
  if (w == 0 || w > 64) return 0;
  if (w < 64 && (x >> (w - 1)) & 1) x |= ~0ULL << w;
  *out = (int64_t)x;
  return 1;
}

/* Milliseconds of each loop_never solver call inside the bound. */
enum { LOOP_WITHIN_MS = 100 };

/* a within LOOP_WITHIN_MS, by bit-blasting (QF_BV; a term of another theory: unknown) */
static Z3_lbool within_solve(Smt *s, Z3_ast a) { return smt_solve_logic(s, a, LOOP_WITHIN_MS, "QF_BV"); }

int loop_check_at(unsigned k) { return k && !(k & (k - 1)); }

int loop_never(EncFn *f, Z3_ast cond, int solve) {
  Smt *s = f->s;
  Z3_context c = s->ctx;
  Z3_ast r = smt_simplify(s, cond);
  if (!r) return 0;
  if (Z3_get_bool_value(c, r) == Z3_L_FALSE) return 1;
  if (Z3_get_bool_value(c, r) == Z3_L_TRUE || !solve) return 0;
  /* inside the bound a loop unrolled or cut needlessly costs time, not a verdict: short
   * calls there (a second each, per loop of a nest, took the stage's whole time) */
  TvQuery *q = f->q;
  if (q->within_cap)   /* without the memory's preconditions: a model there took the time */
    return within_solve(s, smt_and(s, smt_and(s, q->within_pre ? q->within_pre : smt_true(s), f->path), r)) == Z3_L_FALSE;
  return smt_solve(s, smt_and(s, smt_and(s, q->pre, f->path), r), 1000) == Z3_L_FALSE;
}

/* ---- body ---- */

int loop_body(EncFn *f, MlirBlock b, const EncVal *args, unsigned nargs, EncVal **yield,
              unsigned *nyield) {
  if ((unsigned)mlirBlockGetNumArguments(b) != nargs)
    return enc_stop(f->q, TV_ERROR, "internal: loop body arguments");
  for (unsigned i = 0; i < nargs; i++)
    if (enc_set(f, mlirBlockGetArgument(b, (intptr_t)i), args[i])) return 1;
  f->nyield = 0;
  f->yield = NULL;
  unsigned mark = mem_mark(f);
  if (enc_block(f, b)) return 1;
  /* these loops are AutomaticAllocationScopes (SCFOps.td, AffineOps.td): an alloca in the
   * body is released at the end of each iteration */
  if (enc_props(mlirBlockGetParentOperation(b)) & OP_ALLOCA_SCOPE) mem_release_stack(f, mark);
  *yield = f->yield;
  *nyield = f->nyield;
  return enc_failed(f);
}

/* ---- memory: loops that touch memrefs are neither truncated nor shared ---- */

typedef struct TypeScan {
  int memory;
} TypeScan;

static int is_memory_type(MlirType t) {
  return mlirTypeIsAMemRef(t) || mlirTypeIsAUnrankedMemRef(t);
}

static MlirWalkResult scan_memory(MlirOperation o, void *ud) {
  TypeScan *ts = ud;
  for (intptr_t i = 0; i < mlirOperationGetNumOperands(o); i++)
    if (is_memory_type(mlirValueGetType(mlirOperationGetOperand(o, i)))) ts->memory = 1;
  for (intptr_t i = 0; i < mlirOperationGetNumResults(o); i++)
    if (is_memory_type(mlirValueGetType(mlirOperationGetResult(o, i)))) ts->memory = 1;
  if (enc_props(o) & OP_CALL) ts->memory = 1;   /* a callee may see memory (mem branch) */
  return ts->memory ? MlirWalkResultInterrupt : MlirWalkResultAdvance;
}

int loop_touches_memory(MlirOperation op) {
  TypeScan ts = {0};
  mlirOperationWalk(op, scan_memory, &ts, MlirWalkPreOrder);
  return ts.memory;
}

/* Ops that make, free or reach blocks by name (or call code that may). */
static MlirWalkResult scan_blocks(MlirOperation o, void *ud) {
  static const char *const bad[] = {"alloc", "dealloc", "get_global", "call", "clone", "to_buffer", "alloca_scope", "print"};
  MlirStringRef n = mlirIdentifierStr(mlirOperationGetName(o));
  for (size_t i = 0; i < sizeof bad / sizeof *bad; i++)
    for (size_t k = 0; k + strlen(bad[i]) <= n.length; k++)
      if (!memcmp(n.data + k, bad[i], strlen(bad[i]))) {
        *(int *)ud = 1;
        return MlirWalkResultInterrupt;
      }
  return MlirWalkResultAdvance;
}

int loop_memory_simple(MlirOperation op) {
  int bad = 0;
  for (intptr_t i = 0; i < mlirOperationGetNumResults(op); i++)
    if (is_memory_type(mlirValueGetType(mlirOperationGetResult(op, i)))) return 0;
  mlirOperationWalk(op, scan_blocks, &bad, MlirWalkPreOrder);
  return !bad;
}

/* ---- truncation ---- */

EncVal loop_fresh_like(EncFn *f, EncVal v, const char *what) {
  Smt *s = f->s;
  char name[64];
  snprintf(name, sizeof name, "%s.%s", f->side, what);
  EncVal r = {smt_fresh(s, name, Z3_get_sort(s->ctx, v.v)), smt_fresh(s, name, Z3_get_sort(s->ctx, v.np)), NULL};
  if (!v.t) return r;
  r.t = tval_shape_new(f, v.t->rank);
  if (!r.t) return (EncVal){NULL, NULL, NULL};
  for (unsigned k = 0; k < v.t->rank; k++) {
    int64_t d;
    r.t->dims[k] = loop_const(f, v.t->dims[k], &d) ? v.t->dims[k] : smt_fresh(s, name, smt_bv_sort(s, 64));
  }
  r.t->init = smt_fresh(s, name, smt_array_sort(s, smt_bv_sort(s, 64), Z3_mk_bool_sort(s->ctx)));
  return r;
}

/* Inside the bound (TvQuery.within_cap): the inputs on which the loop may still run where it
 * is cut (cond, on the current path) are excluded from the query (q->pre), so on the others
 * the values after its last encoded iteration are its results, exactly. A cut on every input
 * (a constant trip count past the cap on a path always taken) stops the query. */
static int within_cut(EncFn *f, MlirOperation op, Z3_ast cond) {
  Smt *s = f->s;
  TvQuery *q = f->q;
  Z3_ast out = smt_app1(s, Z3_mk_not, smt_and(s, f->path, cond)), r = smt_simplify(s, out);
  q->within_cut |= WITHIN_CUT;
  q->pre = smt_and(s, q->pre, out);
  q->within_pre = q->within_pre ? smt_and(s, q->within_pre, out) : out;
  if (r && Z3_get_bool_value(s->ctx, r) == Z3_L_FALSE) {
    q->within_cut |= WITHIN_EMPTY;
    return enc_stop(q, TV_INCONCLUSIVE, "%s: no input runs its loops within %u iterations", mu_op_name(&q->arena, op),
                    q->within_cap);
  }
  return enc_failed(f);
}

int loop_truncate(EncFn *f, MlirOperation op, Z3_ast cond, EncVal *cur, unsigned n) {
  if (loop_never(f, cond, 1)) return enc_failed(f);
  if (f->q->within_cap) return within_cut(f, op, cond);
  const char *name = mu_op_name(&f->q->arena, op);
  unsigned max = f->q->opts->max_unroll;
  /* the iterations not encoded may write any element of any block there is: unknown
   * contents when cond is true (a constant trip count past the bound, or the rest of one
   * whose inner loops took the nest's budget); after guarded iterations the memory terms
   * are large already, and solving them takes long */
  int memory = loop_touches_memory(op);
  if (memory && (!loop_memory_simple(op) || !Z3_is_eq_ast(f->s->ctx, cond, smt_true(f->s))))
    return enc_stop(f->q, TV_INCONCLUSIVE, "%s: loop may run more than %u iterations (--tv-max-unroll)",
                    name, max);
  /* only where the loop runs: under a branch not taken the blocks keep their contents (an
   * unknown there would be an exact difference no approximation accounts for) */
  Z3_ast runs = Z3_is_eq_ast(f->s->ctx, f->path, smt_true(f->s)) ? cond : smt_and(f->s, f->path, cond);
  if (memory && mem_havoc(f, runs, "loop.rest.mem")) return 1;
  for (unsigned i = 0; i < n; i++) {
    EncVal v = loop_fresh_like(f, cur[i], "loop.rest");
    if (!v.v) return enc_failed(f) ? 1 : enc_stop(f->q, TV_ERROR, "internal: fresh loop value");
    cur[i] = enc_val_ite(f, cond, v, cur[i]);
  }
  /* the iterations not encoded may have UB: in the target that must count against it */
  if (!enc_is_src(f)) enc_ub(f, smt_and(f->s, cond, smt_fresh(f->s, "tgt.loop.rest.ub", Z3_mk_bool_sort(f->s->ctx))));
  return enc_approx_run(f, cond, "runs %s more than %u iterations (--tv-max-unroll)", name, max);
}

/* ---- parallel loops: iterations that conflict ---- */

void loop_par_begin(EncFn *f, MlirOperation op, LoopPar *p) {
  p->on = loop_touches_memory(op);
  p->prev = p->on ? mem_trace_begin(f) : NULL;
}

void loop_par_next(EncFn *f, LoopPar *p) {
  if (p->on) mem_trace_next(f);
}

int loop_par_end(EncFn *f, MlirOperation op, LoopPar *p) {
  if (!p->on) return enc_failed(f);
  Z3_ast c = mem_trace_end(f, p->prev);
  if (enc_failed(f) || loop_never(f, c, 0)) return enc_failed(f);
  /* the order the target's iterations take may change what they compute: any of it is
   * allowed to happen, which fresh UB over-approximates */
  if (!enc_is_src(f)) enc_ub(f, smt_and(f->s, c, smt_fresh(f->s, "tgt.par.race.ub", Z3_mk_bool_sort(f->s->ctx))));
  char where[300] = "";
  if (mu_loc_text(mlirOperationGetLocation(op), where + 4, sizeof where - 4)) memcpy(where, " at ", 4);
  return enc_approx(f, c, "has iterations of %s%s that conflict (one writes an element another accesses): their order is unspecified",
                    mu_op_name(&f->q->arena, op), where);
}

/* ---- loops shared by both sides ---- */

typedef struct LoopKeys {
  unsigned n;
  char **text;
} LoopKeys;

static int is_loop_op(MlirOperation op) { return (enc_props(op) & OP_LOOP) != 0; }

typedef struct TextList {
  Arena *a;
  unsigned n, cap;
  char **text;
  int oom;
} TextList;

/* The loop's canonical text (canon below): op names, attributes, types and operands, the
 * values defined inside numbered in order of definition and those from outside numbered
 * in order of first use, so that a loop prints alike wherever it stands. */
typedef struct Canon {
  char *buf;
  size_t len, cap;
  int oom;
  unsigned nvals, capvals, next;
  const void **vals;   /* values defined inside, by id */
  unsigned nout, capout;
  MlirValue *out;      /* values from outside, in order of first use */
} Canon;

static void cn_put(Canon *c, const char *s, size_t n) {
  if (c->oom) return;
  if (c->len + n + 1 > c->cap) {
    size_t cap = c->cap ? c->cap * 2 : 1024;
    while (cap < c->len + n + 1) cap *= 2;
    char *b = realloc(c->buf, cap);
    if (!b) {
      c->oom = 1;
      return;
    }
    c->buf = b;
    c->cap = cap;
  }
  memcpy(c->buf + c->len, s, n);
  c->len += n;
  c->buf[c->len] = 0;
}

static void cn_str(Canon *c, const char *s) { cn_put(c, s, strlen(s)); }
static void cn_cb(MlirStringRef r, void *ud) { cn_put(ud, r.data, r.length); }

static int cn_push(void ***arr, unsigned *n, unsigned *cap, size_t size, const void *item) {
  if (*n == *cap) {
    unsigned nc = *cap ? *cap * 2 : 32;
    void *a = realloc(*arr, nc * size);
    if (!a) return 1;
    *arr = a;
    *cap = nc;
  }
  memcpy((char *)*arr + (*n)++ * size, item, size);
  return 0;
}

static void cn_def(Canon *c, MlirValue v) {
  if (cn_push((void ***)&c->vals, &c->nvals, &c->capvals, sizeof *c->vals, &v.ptr)) c->oom = 1;
}

static void cn_use(Canon *c, MlirValue v) {
  char b[32];
  for (unsigned i = 0; i < c->nvals; i++)
    if (c->vals[i] == v.ptr) {
      snprintf(b, sizeof b, "%%%u ", i);
      cn_str(c, b);
      return;
    }
  unsigned k = 0;
  while (k < c->nout && !mlirValueEqual(c->out[k], v)) k++;
  if (k == c->nout && cn_push((void ***)&c->out, &c->nout, &c->capout, sizeof *c->out, &v)) c->oom = 1;
  snprintf(b, sizeof b, "$%u ", k);
  cn_str(c, b);
}

static void cn_op(Canon *c, MlirOperation op) {
  MlirStringRef name = mlirIdentifierStr(mlirOperationGetName(op));
  cn_put(c, name.data, name.length);
  cn_str(c, "(");
  for (intptr_t i = 0; i < mlirOperationGetNumOperands(op); i++) cn_use(c, mlirOperationGetOperand(op, i));
  cn_str(c, ")<");
  for (intptr_t i = 0; i < mlirOperationGetNumAttributes(op); i++) {
    MlirNamedAttribute na = mlirOperationGetAttribute(op, i);
    MlirStringRef an = mlirIdentifierStr(na.name);
    cn_put(c, an.data, an.length);
    cn_str(c, "=");
    mlirAttributePrint(na.attribute, cn_cb, c);
    cn_str(c, ",");
  }
  cn_str(c, ">{");
  for (intptr_t r = 0; r < mlirOperationGetNumRegions(op); r++) {
    for (MlirBlock b = mlirRegionGetFirstBlock(mlirOperationGetRegion(op, r)); !mlirBlockIsNull(b);
         b = mlirBlockGetNextInRegion(b)) {
      cn_str(c, "^(");
      for (intptr_t a = 0; a < mlirBlockGetNumArguments(b); a++) {
        MlirValue v = mlirBlockGetArgument(b, a);
        cn_def(c, v);
        mlirTypePrint(mlirValueGetType(v), cn_cb, c);
        cn_str(c, ",");
      }
      cn_str(c, ")");
      for (MlirOperation o = mlirBlockGetFirstOperation(b); !mlirOperationIsNull(o); o = mlirOperationGetNextInBlock(o))
        cn_op(c, o);
    }
    cn_str(c, "|");
  }
  cn_str(c, "}->(");
  for (intptr_t i = 0; i < mlirOperationGetNumResults(op); i++) {
    MlirValue v = mlirOperationGetResult(op, i);
    cn_def(c, v);
    mlirTypePrint(mlirValueGetType(v), cn_cb, c);
    cn_str(c, ",");
  }
  cn_str(c, ")\n");
}

/* The canonical text in the arena; out and nout (malloc'd, caller frees) get the values from
 * outside when asked for. NULL when out of memory. */
static char *loop_text(Arena *a, MlirOperation op, MlirValue **out, unsigned *nout) {
  Canon c = {0};
  cn_op(&c, op);
  char *r = c.oom || !c.buf ? NULL : arena_alloc(a, c.len + 1);
  if (r) memcpy(r, c.buf, c.len + 1);
  free(c.buf);
  free(c.vals);
  if (out && r) {
    *out = c.out;
    *nout = c.nout;
  } else {
    free(c.out);
  }
  return r;
}

static MlirWalkResult collect_loops(MlirOperation o, void *ud) {
  TextList *l = ud;
  if (!is_loop_op(o) || loop_touches_memory(o)) return MlirWalkResultAdvance;
  if (l->n == l->cap) {
    unsigned cap = l->cap ? l->cap * 2 : 8;
    char **t = arena_alloc(l->a, cap * sizeof *t);
    if (!t) {
      l->oom = 1;
      return MlirWalkResultInterrupt;
    }
    if (l->n) memcpy(t, l->text, l->n * sizeof *t);
    l->text = t;
    l->cap = cap;
  }
  if (!(l->text[l->n++] = loop_text(l->a, o, NULL, NULL))) l->oom = 1;
  return l->oom ? MlirWalkResultInterrupt : MlirWalkResultAdvance;
}

int loop_prepare(TvQuery *q, MlirOperation src, MlirOperation tgt) {
  TextList ls = {&q->arena, 0, 0, NULL, 0}, lt = {&q->arena, 0, 0, NULL, 0};
  q->loop_keys = NULL;
  if (q->opts->no_shared_loops) return 0;
  mlirOperationWalk(src, collect_loops, &ls, MlirWalkPreOrder);
  if (ls.n) mlirOperationWalk(tgt, collect_loops, &lt, MlirWalkPreOrder);
  if (ls.oom || lt.oom) return enc_stop(q, TV_ERROR, "out of memory while encoding");
  LoopKeys *k = arena_alloc(&q->arena, sizeof *k);
  if (!k) return enc_stop(q, TV_ERROR, "out of memory while encoding");
  k->n = 0;
  k->text = ls.text;   /* reused in place: the shared ones move to the front */
  for (unsigned i = 0; i < ls.n; i++) {
    int both = 0;
    for (unsigned j = 0; j < lt.n && !both; j++) both = !strcmp(ls.text[i], lt.text[j]);
    for (unsigned j = 0; j < k->n && both; j++)
      if (!strcmp(k->text[j], ls.text[i])) both = 0;   /* already a key */
    if (both) k->text[k->n++] = ls.text[i];
  }
  q->loop_keys = k;
  return 0;
}

typedef struct Inputs {
  EncFn *f;
  unsigned n, cap;
  Z3_ast *terms;
} Inputs;

static int push_term(Inputs *in, Z3_ast t) {
  if (in->n == in->cap) {
    unsigned cap = in->cap ? in->cap * 2 : 16;
    Z3_ast *a = arena_alloc(&in->f->q->arena, cap * sizeof *a);
    if (!a) return 1;
    if (in->n) memcpy(a, in->terms, in->n * sizeof *a);
    in->terms = a;
    in->cap = cap;
  }
  in->terms[in->n++] = t;
  return 0;
}

/* The terms of one input value: value and not-poison; for a tensor also the "written"
 * array and the sizes. */
static int push_value(Inputs *in, MlirValue v) {
  EncVal e;
  EncFn *f = in->f;
  if (enc_get(f, v, &e) || push_term(in, e.v) || push_term(in, e.np)) return 1;
  if (!e.t) return 0;
  Z3_ast w = e.t->init ? e.t->init : smt_const_array(f->s, smt_bv_sort(f->s, 64), smt_true(f->s));
  if (push_term(in, w)) return 1;
  for (unsigned k = 0; k < e.t->rank; k++)
    if (push_term(in, e.t->dims[k])) return 1;
  return 0;
}

/* One uninterpreted function of the inputs, named after the loop's key and a part. */
static Z3_ast uf(EncFn *f, unsigned key, const char *part, unsigned res, Inputs *in, Z3_sort range) {
  Smt *s = f->s;
  Z3_sort *dom = arena_alloc(&f->q->arena, (in->n + 1) * sizeof *dom);
  if (!dom) return NULL;
  for (unsigned i = 0; i < in->n; i++) dom[i] = Z3_get_sort(s->ctx, in->terms[i]);
  char name[64];
  snprintf(name, sizeof name, "loop%u.%s%u", key, part, res);
  return smt_call(s, smt_fun(s, name, in->n, dom, range), in->n, in->terms);
}

/* Result i of the shared loop: scalar value and not-poison, or a tensor's arrays and
 * its dynamic sizes, each an uninterpreted function of the inputs. */
static int shared_result(EncFn *f, MlirOperation op, unsigned key, unsigned i, Inputs *in) {
  Smt *s = f->s;
  MlirType t = mlirValueGetType(mlirOperationGetResult(op, (intptr_t)i));
  unsigned w = enc_width(f, t, op);
  if (!w) return 1;
  Z3_sort bv = smt_bv_sort(s, w), b = Z3_mk_bool_sort(s->ctx), ix = smt_bv_sort(s, 64);
  if (!tval_is_tensor(t)) return enc_result(f, op, (int)i, (EncVal){uf(f, key, "v", i, in, bv), uf(f, key, "np", i, in, b), NULL});
  unsigned rank = (unsigned)mlirShapedTypeGetRank(t);
  EncTensor *sh = tval_shape_new(f, rank);
  if (!sh) return enc_failed(f);
  for (unsigned k = 0; k < rank; k++) {
    char part[16];
    snprintf(part, sizeof part, "dim%u.", k);
    sh->dims[k] = mlirShapedTypeIsDynamicDim(t, (intptr_t)k) ? uf(f, key, part, i, in, ix)
                                                              : smt_bv_u64(s, 64, (uint64_t)mlirShapedTypeGetDimSize(t, (intptr_t)k));
  }
  sh->init = uf(f, key, "init", i, in, smt_array_sort(s, ix, b));
  EncVal r = {uf(f, key, "v", i, in, smt_array_sort(s, ix, bv)), uf(f, key, "np", i, in, smt_array_sort(s, ix, b)), sh};
  f->q->tensors = 1;
  return enc_result(f, op, (int)i, r);
}

int loop_shared(EncFn *f, MlirOperation op, int *done) {
  *done = 0;
  LoopKeys *k = f->q->loop_keys;
  if (!k || !k->n) return 0;
  MlirValue *outside = NULL;
  unsigned nout = 0;
  char *text = loop_text(&f->q->arena, op, &outside, &nout);
  if (!text) return free(outside), enc_stop(f->q, TV_ERROR, "out of memory while encoding");
  unsigned key = 0;
  while (key < k->n && strcmp(k->text[key], text)) key++;
  Inputs in = {f, 0, 0, NULL};
  int rc = 0;
  for (unsigned i = 0; i < nout && key < k->n && !rc; i++) rc = push_value(&in, outside[i]);
  free(outside);
  if (key == k->n || rc) return rc ? (enc_failed(f), 1) : 0;
  if (!in.n && push_term(&in, smt_true(f->s))) return enc_failed(f);
  for (unsigned i = 0; i < (unsigned)mlirOperationGetNumResults(op); i++)
    if (shared_result(f, op, key, i, &in)) return 1;
  enc_ub(f, uf(f, key, "ub", 0, &in, Z3_mk_bool_sort(f->s->ctx)));
  f->q->loop_uf = 1;
  *done = 1;
  return enc_approx_run(f, smt_true(f->s), "depends on %s shared by both sides, encoded as an uninterpreted function",
                    mu_op_name(&f->q->arena, op));
}

int loop_value_type_ok(EncFn *f, MlirType t, MlirOperation op) {
  return enc_width(f, t, op) != 0;
}

/* ---- counted loops (scf.for, affine.for) ---- */

int loop_iteration(EncFn *f, MlirBlock b, EncVal iv, Z3_ast run, EncVal *cur, unsigned n) {
  EncVal *args = arena_alloc(&f->q->arena, (n + 1) * sizeof *args), *y;
  unsigned ny;
  if (!args) return enc_failed(f);
  args[0] = iv;
  memcpy(args + 1, cur, n * sizeof *cur);
  Z3_ast saved = f->path;
  if (run) f->path = smt_and(f->s, saved, run);
  int rc = loop_body(f, b, args, n + 1, &y, &ny);
  f->path = saved;
  if (rc) return 1;
  if (ny != n) return enc_stop(f->q, TV_ERROR, "internal: loop yields %u values, carries %u", ny, n);
  for (unsigned i = 0; i < n; i++) cur[i] = run ? enc_val_ite(f, run, y[i], cur[i]) : y[i];
  return enc_failed(f);
}

/* The number of iterations of constant bounds, or -1 when it does not fit (or wraps). */
static long long trip_count(int64_t lb, int64_t ub, int64_t step, int uns, unsigned w) {
  if (uns) {
    uint64_t m = w >= 64 ? ~0ULL : (1ULL << w) - 1, l = (uint64_t)lb & m, u = (uint64_t)ub & m;
    if (l >= u) return 0;
    unsigned __int128 t = ((unsigned __int128)(u - l) + (uint64_t)step - 1) / (uint64_t)step;
    return t > (unsigned __int128)(1ULL << 62) ? -1 : (long long)t;
  }
  if (lb >= ub) return 0;
  __int128 t = ((__int128)ub - lb + step - 1) / step;
  return t > ((__int128)1 << 62) ? -1 : (long long)t;
}

void loop_bounds_ub(EncFn *f, EncVal lb, EncVal ub, EncVal step, int uns) {
  Smt *s = f->s;
  Z3_ast zero = smt_bv_u64(s, smt_width(s, step.v), 0);
  /* branching on poison bounds is UB; so is a step that is not positive */
  enc_ub(f, smt_app1(s, Z3_mk_not, smt_and(s, lb.np, smt_and(s, ub.np, step.np))));
  enc_ub(f, uns ? smt_app2(s, Z3_mk_eq, step.v, zero) : smt_app2(s, Z3_mk_bvsle, step.v, zero));
}

int loop_for(EncFn *f, MlirOperation op, EncVal lb, EncVal ub, EncVal step, int uns, MlirBlock b,
             EncVal *cur, unsigned n) {
  Smt *s = f->s;
  unsigned w = smt_width(s, lb.v);
  int by_induction;   /* a loop paired with the other side's: one shared iteration instead */
  if (f->footprint) return loop_footprint(f, b, 1, &lb.v, &ub.v, &step.v, uns, cur, n, NULL);
  if (induct_for(f, op, lb, ub, step, uns, b, cur, n, &by_induction)) return 1;
  if (by_induction) return 0;
  loop_bounds_ub(f, lb, ub, step, uns);
  int64_t l, u, st;
  if (loop_const(f, lb.v, &l) && loop_const(f, ub.v, &u) && loop_const(f, step.v, &st) && st > 0) {
    long long t = trip_count(l, u, st, uns, w);
    if (t < 0 || !loop_fits(f, (unsigned long long)t)) return loop_truncate(f, op, smt_true(s), cur, n);
    for (long long k = 0; k < t; k++) {
      EncVal iv = {smt_bv_u64(s, w, (uint64_t)(l + k * st)), smt_true(s), NULL};
      /* loops inside took the rest of the nest's budget: the iterations left are cut */
      if (!loop_fits(f, 1)) return loop_truncate(f, op, smt_true(s), cur, n);
      if (loop_take(f, op) || loop_iteration(f, b, iv, NULL, cur, n)) return 1;
    }
    return 0;
  }
  /* bounds not constant: iteration k runs while every iv so far was below ub, the ivs
   * lb + k * step in exact arithmetic (as the constant trip count) */
  SmtFn2 lt = uns ? Z3_mk_bvult : Z3_mk_bvslt;
  EncVal iv = {lb.v, smt_true(s), NULL};
  Z3_ast run = smt_app2(s, lt, iv.v, ub.v);
  for (unsigned k = 0; !loop_never(f, run, loop_check_at(k)); k++) {
    if (!loop_more(f, k)) return loop_truncate(f, op, run, cur, n);
    if (loop_take(f, op) || loop_iteration(f, b, iv, run, cur, n)) return 1;
    /* iv + step beyond the type's range is past ub: the loop ends (exact arithmetic) */
    Z3_ast fits = smt_app2b(s, Z3_mk_bvadd_no_overflow, iv.v, step.v, !uns);
    iv.v = smt_app2(s, Z3_mk_bvadd, iv.v, step.v);
    run = smt_and(s, run, smt_and(s, fits, smt_app2(s, lt, iv.v, ub.v)));
  }
  return enc_failed(f);
}

/* ---- footprint mode ---- */

Z3_ast loop_in_range(Smt *s, int uns, Z3_ast lb, Z3_ast ub, Z3_ast step, Z3_ast iv) {
  Z3_ast in = smt_and(s, smt_app2(s, uns ? Z3_mk_bvule : Z3_mk_bvsle, lb, iv), smt_app2(s, uns ? Z3_mk_bvult : Z3_mk_bvslt, iv, ub));
  Z3_ast off = smt_app2(s, Z3_mk_bvurem, smt_app2(s, Z3_mk_bvsub, iv, lb), step);
  return smt_and(s, in, smt_app2(s, Z3_mk_eq, off, smt_bv_u64(s, smt_width(s, iv), 0)));
}

int loop_footprint(EncFn *f, MlirBlock b, unsigned nd, const Z3_ast *lb, const Z3_ast *ub, const Z3_ast *step,
                   int uns, EncVal *cur, unsigned n, Z3_ast *ivs) {
  Smt *s = f->s;
  EncVal *args = arena_alloc(&f->q->arena, (nd + n + 1) * sizeof *args), *y;
  unsigned ny;
  if (!args) return enc_failed(f);
  Z3_ast in = smt_true(s);
  for (unsigned d = 0; d < nd; d++) {
    Z3_ast iv = smt_fresh(s, "fp.iv", Z3_get_sort(s->ctx, lb[d]));
    in = smt_and(s, in, loop_in_range(s, uns, lb[d], ub[d], step[d], iv));
    args[d] = (EncVal){iv, smt_true(s), NULL};
    if (ivs) ivs[d] = iv;
  }
  for (unsigned i = 0; i < n; i++)
    if (!(args[nd + i] = loop_fresh_like(f, cur[i], "fp.carried")).v) return enc_failed(f) ? 1 : enc_stop(f->q, TV_ERROR, "internal: fresh loop value");
  if (mem_havoc(f, smt_true(s), "fp.mem")) return 1;
  Z3_ast saved = f->path;
  f->path = smt_and(s, saved, in);
  int rc = loop_body(f, b, args, nd + n, &y, &ny);
  f->path = saved;
  for (unsigned i = 0; !rc && i < n; i++)
    if (!(cur[i] = loop_fresh_like(f, cur[i], "fp.res")).v) return enc_failed(f) ? 1 : enc_stop(f->q, TV_ERROR, "internal: fresh loop value");
  return rc || mem_havoc(f, smt_true(s), "fp.mem.res");
}

/* ---- the interpreter's loops ---- */

int loop_ev_for(IFn *f, MlirRegion r, __int128 lb, __int128 ub, __int128 step, unsigned w,
                IVal *cur, unsigned n, IVal **res) {
  IVal *args = arena_alloc(interp_of(f)->arena, (n + 2) * sizeof *args), *y;
  unsigned ny;
  if (!args) return interp_error(f, "out of memory in the interpreter");
  for (__int128 iv = lb; iv < ub; iv += step) {
    args[0] = (IVal){.s.bits = (uint64_t)iv & interp_mask(w)};
    memcpy(args + 1, cur, n * sizeof *cur);
    if (interp_region(f, r, n + 1, args, &ny, &y)) return 1;
    if (ny != n) return interp_error(f, "a loop yields %u values, carries %u", ny, n);
    cur = y;
  }
  *res = cur;
  return 0;
}

static void space_set(LoopSpace *sp, unsigned d) { sp->iv[d] = (IVal){.s.bits = (uint64_t)(int64_t)sp->at[d]}; }

void loop_space_first(LoopSpace *sp) {
  sp->done = 0;
  for (unsigned d = 0; d < sp->nd; d++) {
    sp->at[d] = sp->lb[d];
    sp->done |= sp->lb[d] >= sp->ub[d];
    space_set(sp, d);
  }
}

void loop_space_next(LoopSpace *sp) {
  for (unsigned d = sp->nd; d-- > 0;) {
    sp->at[d] += sp->step[d];
    if (sp->at[d] >= sp->ub[d]) sp->at[d] = sp->lb[d];
    space_set(sp, d);
    if (sp->at[d] != sp->lb[d]) return;
  }
  sp->done = 1;   /* every dimension wrapped (or there is none: one point) */
}
